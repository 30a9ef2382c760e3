"""The worked round of ``docs/praesident.md``, replayed move by move from the document itself: the
``praesident-round`` block (players, rules, deck, then one move a line with the hand after it and
what it brought about), the ``praesident-result`` block (places, titles, points) and the
``praesident-exchange`` block (the gifts of round 2 and who leads), so the doc cannot drift from
the game."""

from __future__ import annotations

import re
from pathlib import Path

from domain.praesident.cards import parse
from domain.praesident.codec import decode_command
from domain.praesident.commands import DealRound, GiveBack, Start
from domain.praesident.decide import best_cards, decide
from domain.praesident.events import Event, RoundDealt, RoundEnded, TrickWon, WentOut
from domain.praesident.evolve import fold
from domain.praesident.rules import PRESETS
from domain.praesident.state import BETWEEN, EXCHANGE, PLAYING, State
from tests.praesident.driving import seed_of

DOC = Path(__file__).resolve().parents[2] / "docs" / "praesident.md"
HEADERS = ("players", "rules", "deck")


def _block(kind: str) -> list[str]:
    found = re.search(rf"```{kind}\n(.*?)```", DOC.read_text(encoding="utf-8"), flags=re.S)
    assert found is not None, f"docs/praesident.md has no {kind} block"
    return [line for line in found.group(1).splitlines() if line.strip()]


def _header(lines: list[str], key: str) -> str:
    line = next(x for x in lines if x.startswith(f"{key}:"))
    return line.split(":", 1)[1].strip()


def _per_player(text: str, players: list[str]) -> list[str]:
    pairs = dict(item.strip().split(" ", 1) for item in text.split(","))
    assert sorted(pairs) == sorted(players), text
    return [pairs[p] for p in players]


def _notes(batch: list[Event], players: list[str]) -> str:
    """What a move brought about, in the doc's words."""
    said = []
    for event in batch:
        if isinstance(event, TrickWon):
            said.append(f"trick {players[event.seat]}, {players[event.leader]} leads")
        if isinstance(event, WentOut):
            said.append(f"out {players[event.seat]} {event.place}")
    return "; ".join(said)


def _replay() -> tuple[list[str], State, list[Event]]:
    """The documented round 1, every stated hand and note checked on the way."""
    lines = _block("praesident-round")
    players = _header(lines, "players").split()
    rules = PRESETS[_header(lines, "rules")]
    deck = tuple(parse(c) for c in _header(lines, "deck").split())
    assert len(deck) == rules.deck
    events: list[Event] = decide(State(), Start(tuple(players), rules, seed_of("worked"), deck))
    state = fold(events)
    moves = [x for x in lines if not x.startswith(tuple(f"{h}:" for h in HEADERS))]
    assert len(moves) == 44
    for line in moves:
        move, hand, *note = (part.strip() for part in line.split("|"))
        who, kind, *cards = move.split()
        seat = players.index(who)
        assert state.phase == PLAYING, line
        assert state.turn == seat, line
        payload: dict[str, object] = {"type": kind} | ({"cards": cards} if kind == "play" else {})
        batch = decide(state, decode_command(payload, seat))
        state = fold(batch, state)
        events += batch
        stated = hand.removeprefix("hand ").split()
        assert sorted(state.hands[seat]) == sorted(parse(c) for c in stated if c != "-"), line
        assert _notes(batch, players) == (note[0] if note else ""), line
    return players, state, events


def test_the_documented_round_replays_move_by_move() -> None:
    players, state, events = _replay()
    assert state.phase == BETWEEN
    ended = events[-1]
    assert isinstance(ended, RoundEnded)
    result = _block("praesident-result")
    assert list(ended.places) == [int(v) for v in _per_player(_header(result, "places"), players)]
    assert list(ended.titles) == _per_player(_header(result, "titles"), players)
    assert list(ended.points) == [int(v) for v in _per_player(_header(result, "points"), players)]


def test_the_documented_exchange_follows_the_round() -> None:
    players, state, _ = _replay()
    dealt = decide(state, DealRound())[0]
    assert isinstance(dealt, RoundDealt)
    lines = _block("praesident-exchange")
    gifts = [line.split() for line in lines if " gives " in line and " back " not in line]
    backs = [line.split() for line in lines if " gives back " in line]
    assert [(players[g.giver], len(g.cards), players[g.receiver]) for g in dealt.gifts] == [
        (giver, int(count), receiver) for giver, _, count, _, receiver in gifts
    ]
    assert [(players[giver], count, players[receiver]) for giver, receiver, count in dealt.returns] == [
        (giver, int(count), receiver) for giver, _, _, count, _, receiver in backs
    ]
    for gift in dealt.gifts:  # the best cards, taken by the deal itself
        rules = state.rules
        assert rules is not None
        assert gift.cards == best_cards(rules, dealt.revolution, dealt.hands[gift.giver], len(gift.cards))
    assert players[dealt.leader] == _header(lines, "leads")
    after = fold([dealt], state)
    assert after.phase == EXCHANGE
    for giver, _, count in dealt.returns:
        after = fold(decide(after, GiveBack(giver, after.hands[giver][:count])), after)
    assert (after.phase, players[after.turn]) == (PLAYING, _header(lines, "leads"))
