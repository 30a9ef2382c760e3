"""The module the platform serves: the table view's shape, redaction, the codec, the set-up, the
host commands, the timeout command and the results read from the events."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from domain.errors import RuleViolation
from domain.game_module import Occupant, ScoreLine, SeatKind, TableFacts, TableNotReady
from domain.praesident.bots import heuristic_bot
from domain.praesident.cards import canonical_deck, names
from domain.praesident.codec import decode_command
from domain.praesident.commands import DealRound, GiveBack, Pass, Play
from domain.praesident.decide import decide
from domain.praesident.events import EVENTS, GameEnded, RoundDealt, RoundEnded, Started
from domain.praesident.evolve import fold
from domain.praesident.module import PRAESIDENT_MODULE, table_setup, timeout_command
from domain.praesident.redaction import redact
from domain.praesident.rules import PRESETS, STANDARD
from domain.praesident.state import State
from domain.praesident.view import view
from tests.praesident.driving import cards, new_game, play_game, position, seed_of

M = PRAESIDENT_MODULE
assert M.play is not None
assert M.results is not None
assert M.verify is not None
PLAY, RESULTS, VERIFY = M.play, M.results, M.verify


def _facts(setup: dict[str, Any], seats: int = 4, args: dict[str, Any] | None = None) -> TableFacts:
    occupants = tuple(Occupant(i, SeatKind.HUMAN, f"p{i}") for i in range(seats))
    return TableFacts("t", setup, occupants, args or {}, 0, lambda: seed_of("facts"))


def test_the_module_is_named_with_its_seats_and_host_commands() -> None:
    assert M.name == "praesident"
    assert M.seats.seat_counts == (3, 7)
    assert set(M.host_commands) == {"start", "next_round"}
    assert (PLAY.start, PLAY.next_round) == ("start", "next_round")
    assert all(topic.startswith("praesident.") for topic in EVENTS)


def test_the_view_has_the_platforms_exact_shape_and_only_the_viewers_hand() -> None:
    s = position(["H5 C5 D9", "S6 H6 S4", "C8 D8 CA"], turn=1, top="C3", last=0)
    seen = view(s, 1)
    assert list(seen) == ["game", "phase", "round", "to_act", "seats", "hand", "piles", "known", "info"]
    assert (seen["game"], seen["phase"], seen["round"], seen["to_act"]) == ("praesident", "playing", 1, [1])
    assert seen["hand"] == names(s.hands[1])
    assert [p["name"] for p in seen["piles"]] == ["top", "trick", "discard"]
    assert seen["piles"][0] == {"name": "top", "cards": ["C3"], "count": 1}
    assert seen["seats"][0] == {
        "seat": 0, "name": "p0", "cards": 3, "title": "", "place": 0, "passed": False, "points": 0, "total": 0,
    }  # fmt: skip
    assert (seen["info"]["trick_count"], seen["info"]["top_rank"], seen["info"]["last_player"]) == (1, "3", 0)
    assert seen["info"]["order"][-2:] == ["A", "2"]
    assert view(s, None)["hand"] is None
    for other in ("H5", "D9", "C8", "CA"):
        assert other not in str(seen)


def test_every_hidden_fact_is_redacted_per_viewer() -> None:
    state, events = new_game(STANDARD, 4, "redact")
    started, dealt = events
    assert isinstance(started, Started)
    assert isinstance(dealt, RoundDealt)
    assert redact(started, 0)["seed"] is None
    assert redact(started, None)["commitment"] == started.commitment
    body = redact(dealt, 2)
    assert body["hands"] == [None, None, names(dealt.hands[2]), None]
    assert body["hand_sizes"] == [13, 13, 13, 13]
    assert redact(dealt, None)["hands"] == [None] * 4
    between = replace(state, phase="between", last_places=(3, 1, 4, 2), places=(3, 1, 4, 2))
    second = decide(between, DealRound())[0]
    assert isinstance(second, RoundDealt)
    gift = second.gifts[0]
    assert redact(second, gift.giver)["gifts"][0]["cards"] == names(gift.cards)
    assert redact(second, gift.receiver)["gifts"][0]["cards"] == names(gift.cards)
    outsider = next(s for s in range(4) if s not in (gift.giver, gift.receiver))
    assert redact(second, outsider)["gifts"][0]["cards"] is None
    assert redact(second, outsider)["gifts"][0]["count"] == 2


def test_decode_command_names_the_bad_field() -> None:
    assert decode_command({"type": "play", "cards": ["H5", "C5"]}, 1) == Play(1, cards("C5 H5"))
    assert decode_command({"type": "pass", "seat": 3}, 2) == Pass(2)  # the caller's seat, not the body's
    assert decode_command({"type": "give_back", "cards": ["JK1"]}, 0) == GiveBack(0, cards("JK1"))
    bad: list[tuple[dict[str, Any], str]] = [
        ({"type": "fold"}, "type"),
        ({}, "type"),
        ({"type": "play"}, "cards"),
        ({"type": "play", "cards": ["X1"]}, "cards"),
        ({"type": "play", "cards": "H5"}, "cards"),
        ({"type": "pass", "colour": "red"}, "colour"),
    ]
    for payload, field in bad:
        with pytest.raises(ValueError, match=f"^{field}:"):
            decode_command(payload, 0)
    with pytest.raises(ValueError, match=r"^seat:"):
        decode_command({"type": "pass"}, None)


def test_the_set_up_reads_a_preset_or_fields_and_names_the_bad_field() -> None:
    assert table_setup({}) == {"rules": STANDARD.as_dict()}
    assert table_setup({"rules": "jokers"}) == {"rules": PRESETS["jokers"].as_dict()}
    assert table_setup({"rules": {"preset": "house", "rounds": 2}})["rules"]["name"] == "house+"
    refused: list[tuple[dict[str, Any], str]] = [
        ({"rules": {"deck": 36}}, "rules.deck"),
        ({"rules": "nosuch"}, "rules.preset"),
        ({"rules": {"colour": "red"}}, "rules.colour"),
        ({"seats": 3}, "seats"),
    ]
    for body, field in refused:
        with pytest.raises(ValueError, match=f"^{field}:"):
            table_setup(body)


def test_the_start_host_command_names_the_occupants_and_takes_an_explicit_deck() -> None:
    start = M.host_command("start")
    setup = table_setup({"rules": "short_deck"})
    deck = tuple(reversed(canonical_deck(32, 0)))
    events = start.decide(_facts(setup, args={"deck": names(deck)}), State())
    started, dealt = events[:2]
    assert isinstance(started, Started)
    assert isinstance(dealt, RoundDealt)
    assert started.players == ("p0", "p1", "p2", "p3")
    assert started.rules == PRESETS["short_deck"]
    assert dealt.explicit
    assert dealt.hands[0] == tuple(sorted(deck[0::4]))
    assert RESULTS.players(started) == ("p0", "p1", "p2", "p3")
    seeded = start.decide(_facts(setup), State())[1]
    assert isinstance(seeded, RoundDealt)
    assert not seeded.explicit
    with pytest.raises(TableNotReady) as bad:
        start.decide(_facts(setup, args={"deck": ["HA", "ZZ"]}), State())
    assert bad.value.rule == "deck"
    with pytest.raises(RuleViolation) as short:
        start.decide(_facts(setup, args={"deck": ["HA"]}), State())
    assert short.value.rule == "deck"
    with pytest.raises(TableNotReady) as extra:
        start.decide(_facts(setup, args={"colour": "red"}), State())
    assert extra.value.rule == "args"
    empty = TableFacts("t", setup, (None, Occupant(1, SeatKind.BOT, "bot:random", bot="random"), None))
    with pytest.raises(TableNotReady) as not_ready:
        start.decide(empty, State())
    assert not_ready.value.rule == "seats_empty"
    with pytest.raises(RuleViolation) as too_few:
        start.decide(_facts(setup, seats=2), State())
    assert too_few.value.rule == "seats"


def test_play_declares_turns_rounds_and_the_timeout_command() -> None:
    state, _ = new_game(replace(STANDARD, rounds=2), 3, "play")
    assert PLAY.to_act(state) == (state.turn,)
    lead = timeout_command(state, state.turn)
    assert isinstance(lead, Play)
    assert len(lead.cards) == 1
    assert timeout_command(state, (state.turn + 1) % 3) is None
    after = fold(decide(state, lead), state)
    assert timeout_command(after, after.turn) == Pass(after.turn)
    assert not PLAY.awaiting_round(state)
    while after.phase == "playing":
        seat = after.turn
        choice = heuristic_bot(view(after, seat), PLAY.legal_commands(after, seat), random.Random(0))
        after = fold(decide(after, choice), after)
    assert after.phase == "between"
    assert PLAY.awaiting_round(after)
    assert PLAY.to_act(after) == ()
    assert all(timeout_command(after, s) is None for s in range(3))
    dealt = M.host_command("next_round").decide(_facts({}, 3), after)
    exchange = fold(dealt, after)
    assert exchange.phase == "exchange"
    assert PLAY.to_act(exchange) == (exchange.owed[0][0],)
    assert isinstance(timeout_command(exchange, exchange.owed[0][0]), GiveBack)


def test_results_a_score_line_per_round_and_the_final_places() -> None:
    bot = PLAY.bots["heuristic"]
    end, events = play_game(replace(STANDARD, rounds=3), 4, "results", [bot] * 4)
    lines = [RESULTS.score_line(e) for e in events]
    ended = [e for e in events if isinstance(e, RoundEnded)]
    assert len(ended) == 3
    assert [line for line in lines if line is not None] == [
        ScoreLine(e.round_no, tuple(float(p) for p in e.points), e.places, "") for e in ended
    ]
    assert all(sorted(line.points) == [-2.0, -1.0, 1.0, 2.0] for line in lines if line is not None)
    assert all(RESULTS.final_places(e) is None for e in events[:-1])
    over = events[-1]
    assert isinstance(over, GameEnded)
    assert RESULTS.final_places(over) == over.final_places == end.final_places
    assert VERIFY(events)["ok"]
    assert M.seats.owners(end) is None
    assert M.seats.owners(fold(events[:2])) == ("p0", "p1", "p2", "p3")
