"""The module the platform serves: the table view's shape, redaction, the codec, the host
commands, the timeout command and the results read from the events."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from domain.cards import card_name
from domain.errors import RuleViolation
from domain.game_module import Occupant, ScoreLine, SeatKind, TableFacts, TableNotReady
from domain.schwimmen.codec import decode_command
from domain.schwimmen.commands import KeepHand, Knock, Pass, Swap, SwapAll, TakeSpare
from domain.schwimmen.events import EVENT_TYPES, GameOver, GameStarted, RoundDealt, RoundScored
from domain.schwimmen.evolve import fold
from domain.schwimmen.module import SCHWIMMEN_MODULE, table_setup, timeout_command
from domain.schwimmen.redaction import RULES, redact
from domain.schwimmen.rules import PRESETS, STANDARD
from domain.schwimmen.state import State
from domain.schwimmen.view import view
from tests.schwimmen.helpers import deck, play_game, seed_of, start, step
from tests.schwimmen.test_decide import LOW, PLAIN

M = SCHWIMMEN_MODULE
assert M.play is not None
assert M.results is not None
assert M.verify is not None
PLAY, RESULTS, VERIFY = M.play, M.results, M.verify


def _facts(state_setup: dict[str, Any], seats: int = 3, args: dict[str, Any] | None = None) -> TableFacts:
    occupants = tuple(Occupant(i, SeatKind.HUMAN, f"p{i}") for i in range(seats))
    return TableFacts("t", state_setup, occupants, args or {}, 0, lambda: seed_of("facts"))


def test_the_view_has_the_platforms_exact_shape() -> None:
    state, _ = start(*LOW, "HA HK HQ")
    seen = view(state, 1)
    assert list(seen) == ["game", "phase", "round", "to_act", "seats", "hand", "piles", "info"]
    assert (seen["game"], seen["phase"], seen["round"], seen["to_act"]) == ("schwimmen", "choosing", 1, [0])
    assert seen["hand"] == ["C7", "C8", "S9"]
    assert [p["name"] for p in seen["piles"]] == ["middle", "deck", "discard", "spare"]
    assert seen["piles"][0] == {"name": "middle", "cards": [], "count": 0}
    assert seen["piles"][1] == {"name": "deck", "cards": None, "count": 20}
    assert seen["piles"][3] == {"name": "spare", "cards": None, "count": 3}
    assert seen["seats"][0] == {
        "seat": 0, "name": "ann", "cards": 3, "lives": 3, "swimming": False, "out": False,
        "dealer": True, "knocked": False, "passes": 0, "turns": 0,
    }  # fmt: skip
    assert seen["info"]["hand_value"] == 15.0
    assert seen["info"]["rules"] == STANDARD.to_dict()
    assert view(state, None)["hand"] is None
    kept, _ = step(state, KeepHand(0))
    assert view(kept, None)["piles"][0]["cards"] == ["HA", "HK", "HQ"]
    with pytest.raises(ValueError, match=r"^viewer"):
        view(state, 3)


def test_the_view_after_a_round_and_at_the_end_shows_the_scoring_and_the_seed() -> None:
    state, _ = start(*LOW, "HA HK HQ", rules=replace(PLAIN, lives=1, swim=False))
    state, _ = step(state, SwapAll(1))
    seen = view(state, None)
    last = seen["info"]["last_round"]
    assert (seen["phase"], last["reason"], last["losers"], last["values"]) == (
        "over",
        "thirty_one",
        [0, 2],
        [15.0, 31.0, 15.0],
    )
    assert seen["info"]["places"] == [2, 1, 2]
    assert seen["info"]["seed"] == seed_of("t").hex()
    assert seen["to_act"] == []


def test_every_event_type_has_a_redaction_rule_and_hidden_fields_keep_their_keys() -> None:
    assert set(RULES) == set(EVENT_TYPES)
    with pytest.raises(TypeError):
        redact(object(), None)  # type: ignore[arg-type]
    _, events = start(*LOW, "HA HK HQ")
    started, dealt = events
    assert isinstance(started, GameStarted)
    assert isinstance(dealt, RoundDealt)
    assert redact(started, 0)["seed"] is None
    assert redact(started, None)["commitment"] == started.commitment
    body = redact(dealt, 1)
    assert body["hands"] == [None, ["C7", "C8", "S9"], None]
    assert (body["deck"], body["deck_count"], body["spare"], body["spare_count"]) == (None, 32, None, 3)
    assert body["hand_sizes"] == [3, 3, 3]
    assert redact(dealt, None)["hands"] == [None, None, None]


def test_decode_command_names_the_bad_field() -> None:
    assert decode_command({"type": "swap", "hand": "C7", "middle": "HA"}, 1) == Swap(1, 0x07, 0x2E)
    assert decode_command({"type": "pass"}, 2) == Pass(2)
    assert decode_command({"type": "take_spare", "seat": 9}, 0) == TakeSpare(0)
    for payload, field in [
        ({"type": "fold"}, "type"),
        ({}, "type"),
        ({"type": "swap", "hand": "C7"}, "middle"),
        ({"type": "swap", "hand": "X1", "middle": "HA"}, "hand"),
        ({"type": "knock", "hand": "C7"}, "hand"),
    ]:
        with pytest.raises(ValueError, match=f"^{field}:"):
            decode_command(payload, 0)
    with pytest.raises(ValueError, match=r"^seat:"):
        decode_command({"type": "knock"}, None)


def test_the_start_host_command_names_the_occupants_and_takes_an_explicit_deck() -> None:
    start_cmd = M.host_command("start")
    setup = table_setup({"rules": "kneipe"})
    events = start_cmd.decide(_facts(setup, args={"deck": [card_name(c) for c in deck(*LOW, "HA HK HQ")]}), State())
    started, dealt = events[:2]
    assert isinstance(started, GameStarted)
    assert isinstance(dealt, RoundDealt)
    assert started.players == ("p0", "p1", "p2")
    assert started.rules == PRESETS["kneipe"]
    assert dealt.explicit
    assert dealt.hands[1] == deck(*LOW)[:3]
    assert RESULTS.players(started) == ("p0", "p1", "p2")
    seeded = start_cmd.decide(_facts(setup), State())[1]
    assert isinstance(seeded, RoundDealt)
    assert not seeded.explicit
    with pytest.raises(RuleViolation) as bad:
        start_cmd.decide(_facts(setup, args={"deck": ["HA"]}), State())
    assert bad.value.rule == "deck"
    with pytest.raises(RuleViolation) as extra:
        start_cmd.decide(_facts(setup, args={"colour": "red"}), State())
    assert extra.value.rule == "colour"
    empty = TableFacts("t", setup, (None, Occupant(1, SeatKind.BOT, "bot:random", bot="random")))
    with pytest.raises(TableNotReady) as not_ready:
        start_cmd.decide(empty, State())
    assert not_ready.value.rule == "seats_empty"


def test_play_declares_turns_rounds_and_the_timeout_command() -> None:
    state, _ = start(*LOW, "HA HK HQ")
    assert PLAY.to_act(state) == (0,)
    assert timeout_command(state, 0) == KeepHand(0)
    assert timeout_command(state, 1) is None
    state, _ = step(state, KeepHand(0))
    assert timeout_command(state, 1) == Pass(1)
    limited, _ = start(*LOW, "HA HK HQ", rules=replace(PLAIN, passes_per_round=0))
    assert timeout_command(limited, 1) == Knock(1)
    limited, _ = step(limited, Knock(1))
    assert timeout_command(limited, 2) == SwapAll(2)  # no pass, no knock: the best swap (all: 31)
    assert (PLAY.start, PLAY.next_round) == ("start", "next_round")
    assert not PLAY.awaiting_round(limited)
    between, _ = step(state, SwapAll(1))
    assert PLAY.awaiting_round(between)
    assert PLAY.to_act(between) == ()
    assert timeout_command(between, 2) is None


def test_results_a_score_line_per_round_and_the_final_places() -> None:
    events, end, _ = play_game(PRESETS["blitz"], [PLAY.bots["heuristic"]] * 3, "results", random.Random(3))
    lines = [RESULTS.score_line(e) for e in events]
    scored = [e for e in events if isinstance(e, RoundScored)]
    assert [line for line in lines if line is not None] == [
        ScoreLine(e.round_no, tuple(float(v) for v in e.lives), e.places, e.reason) for e in scored
    ]
    assert all(RESULTS.final_places(e) is None for e in events[:-1])
    over = events[-1]
    assert isinstance(over, GameOver)
    assert RESULTS.final_places(over) == over.places
    assert VERIFY(events)["ok"]
    assert M.seats.owners(end) is None
    assert M.seats.owners(fold(events[:2])) == ("bot0", "bot1", "bot2")
