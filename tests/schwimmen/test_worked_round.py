"""The worked round of ``docs/schwimmen.md``, replayed move by move from the document itself:
the ``schwimmen-round`` block (players, rules, deck, then one move a line with the hand and middle
after it) and the ``schwimmen-result`` block (the scoring), so the doc cannot drift from the game."""

from __future__ import annotations

import re
from pathlib import Path

from domain.cards import parse_card
from domain.schwimmen.cards import names, shown
from domain.schwimmen.codec import decode_command
from domain.schwimmen.commands import StartGame
from domain.schwimmen.decide import decide
from domain.schwimmen.events import Event, RoundScored
from domain.schwimmen.evolve import fold
from domain.schwimmen.rules import PRESETS
from domain.schwimmen.state import BETWEEN, State
from domain.schwimmen.verify import verify
from tests.schwimmen.helpers import seed_of

DOC = Path(__file__).resolve().parents[2] / "docs" / "schwimmen.md"


def _block(kind: str) -> list[str]:
    found = re.search(rf"```{kind}\n(.*?)```", DOC.read_text(), flags=re.S)
    assert found is not None, f"docs/schwimmen.md has no {kind} block"
    return [line for line in found.group(1).splitlines() if line.strip()]


def _header(lines: list[str], key: str) -> str:
    line = next(x for x in lines if x.startswith(f"{key}:"))
    return line.split(":", 1)[1].strip()


def _per_player(text: str, players: list[str]) -> list[str]:
    pairs = dict(item.strip().split(" ", 1) for item in text.split(","))
    return [pairs[p] for p in players]


def test_the_documented_round_replays_move_by_move() -> None:
    lines = _block("schwimmen-round")
    players = _header(lines, "players").split()
    rules = PRESETS[_header(lines, "rules")]
    deck = tuple(parse_card(c) for c in _header(lines, "deck").split())
    assert len(deck) == 32
    events: list[Event] = decide(State(), StartGame(tuple(players), seed_of("worked"), rules, deck))
    state = fold(events)
    moves = [x for x in lines if not re.match(r"^(players|rules|deck):", x)]
    assert len(moves) == 12
    for line in moves:
        move, *after = (part.strip() for part in line.split("|"))
        who, kind, *cards = move.split()
        seat = players.index(who)
        assert state.turn == seat, line
        payload: dict[str, object] = {"type": kind}
        if kind == "swap":
            payload |= {"hand": cards[0], "middle": cards[1]}
        batch = decide(state, decode_command(payload, seat))
        state = fold(batch, state)
        events += batch
        for fact in after:
            what, shown_cards = fact.split(" ", 1)
            if state.phase == BETWEEN:
                continue  # the last move scored the round: hands are in the result below
            actual = state.hands[seat] if what == "hand" else state.middle
            assert names(actual) == shown_cards.split(), line
    assert state.phase == BETWEEN
    scored = events[-1]
    assert isinstance(scored, RoundScored)
    result = _block("schwimmen-result")
    assert scored.reason == _header(result, "reason")
    assert scored.by == players.index(_header(result, "by"))
    assert [shown(v) for v in scored.halves] == [float(v) for v in _per_player(_header(result, "values"), players)]
    assert [players[s] for s in scored.losers] == _header(result, "losers").split(", ")
    assert list(scored.lives) == [int(v) for v in _per_player(_header(result, "lives"), players)]
    assert list(scored.places) == [int(v) for v in _per_player(_header(result, "places"), players)]
    assert verify(events)["checks"] == [
        {"check": "over", "ok": False, "detail": "the game is not over: its seed is still secret"}
    ]


def test_the_last_moves_hands_are_the_scored_hands() -> None:
    """The hands stated on the last three lines are the hands the scoring shows."""
    lines = _block("schwimmen-round")
    players = _header(lines, "players").split()
    stated: dict[int, list[str]] = {}
    for line in lines[3:]:
        mover, hand, _ = (part.strip() for part in line.split("|"))
        stated[players.index(mover.split()[0])] = hand.split(" ", 1)[1].split()
    deck = tuple(parse_card(c) for c in _header(lines, "deck").split())
    events = decide(State(), StartGame(tuple(players), seed_of("worked"), PRESETS["standard"], deck))
    state = fold(events)
    for line in lines[3:]:
        move = line.split("|")[0].split()
        payload: dict[str, object] = {"type": move[1]}
        if move[1] == "swap":
            payload |= {"hand": move[2], "middle": move[3]}
        batch = decide(state, decode_command(payload, players.index(move[0])))
        state = fold(batch, state)
        events += batch
    scored = events[-1]
    assert isinstance(scored, RoundScored)
    assert [names(h) for h in scored.hands] == [stated[s] for s in range(3)]
