"""Sealed matches in the domain: a sealed ``RoundWon`` keeps the hands and the seed back, the state
keeps them, ``RevealDeals`` reveals them once (also after the match), and an unsealed match is
what it always was."""

from __future__ import annotations

import copy
import dataclasses
import random

import pytest

from domain.errors import EventMismatch
from domain.maumau import events as ev
from domain.maumau.bots import heuristic_bot, random_bot
from domain.maumau.codec import decode, encode, event_to_dict
from domain.maumau.commands import EndMatch, RevealDeals, StartMatch
from domain.maumau.decide import decide
from domain.maumau.evolve import apply_in_place, fold
from domain.maumau.game import MAUMAU
from domain.maumau.redaction import REDACTORS, public_state, redact_event
from domain.maumau.rules import MM_001, MM_005, PRESETS, RuleSet, derive
from domain.maumau.simulation import play_round
from domain.maumau.state import State, initial_state, round_sealed
from domain.maumau.verify import verify_round
from domain.maumau.view import player_view
from domain.shuffle import table_round_seed
from domain.tournament import redaction as results
from domain.tournament.commands import RecordTableResult, SeatRound
from domain.tournament.events import RoundClosed, TableResultRecorded
from domain.tournament.records import standings_of
from domain.upcasting import VERSION_KEY
from tests.tournament.test_decider import config, result_for, started

TABLE_SEED = bytes(range(32))


def _rules(base: RuleSet = MM_001, rounds: int = 3) -> RuleSet:
    """``base`` played for exactly ``rounds`` rounds (a tournament table's boards)."""
    return derive(base, base.name, max_rounds=rounds, win_target=None, points_limit=None)


def _match(rules: RuleSet, *, sealed: bool, rounds: int, seats: int = 3) -> tuple[State, list[ev.Event]]:
    """A match of bots, ``rounds`` rounds dealt from :data:`TABLE_SEED` (same choices for a sealed
    and an unsealed match: the bots' rng is seeded alike)."""
    state = initial_state()
    events: list[ev.Event] = decide(state, StartMatch(rules, seats, sealed=sealed))
    for event in events:
        apply_in_place(state, event)
    rng = random.Random(5)
    bots = [heuristic_bot, random_bot, heuristic_bot][:seats]
    for k in range(1, rounds + 1):
        events += play_round(state, bots, rng, seed=table_round_seed(TABLE_SEED, k)).events
    return state, events


def _won(events: list[ev.Event]) -> list[ev.RoundWon]:
    return [e for e in events if isinstance(e, ev.RoundWon)]


@pytest.mark.parametrize("base", [MM_001, MM_005], ids=lambda r: r.name)
def test_a_sealed_round_won_keeps_hands_and_seed_back_and_the_state_keeps_them(base: RuleSet) -> None:
    rules = _rules(base)
    open_state, open_events = _match(rules, sealed=False, rounds=3)
    sealed_state, sealed_events = _match(rules, sealed=True, rounds=3)
    assert len(open_events) == len(sealed_events)
    for plain, sealed in zip(open_events, sealed_events, strict=True):
        if isinstance(plain, ev.RoundWon):
            assert isinstance(sealed, ev.RoundWon)
            assert sealed.hands == ()
            assert sealed.seed == ""
            assert dataclasses.replace(sealed, hands=plain.hands, seed=plain.seed) == plain  # points, winner
        elif isinstance(plain, ev.MatchStarted):
            assert dataclasses.replace(plain, sealed=True) == sealed
        else:
            assert plain == sealed  # every other event is the same
    assert open_state.unrevealed == ()
    assert [(d.round_no, d.seed, d.hands) for d in sealed_state.unrevealed] == [
        (w.round_no, w.seed, w.hands) for w in _won(open_events)
    ]
    assert sealed_state.is_terminal()
    assert all(round_sealed(sealed_state, k) for k in (1, 2, 3))
    assert not round_sealed(open_state, 1)


def test_reveal_deals_reveals_every_ended_round_once_also_after_the_match() -> None:
    state, events = _match(_rules(rounds=2), sealed=True, rounds=2)
    assert isinstance(events[-1], ev.MatchFinished)
    revealed = decide(state, RevealDeals())
    assert len(revealed) == 1
    reveal = revealed[0]
    assert isinstance(reveal, ev.DealsRevealed)
    assert [d.round_no for d in reveal.rounds] == [1, 2]
    after = fold(revealed, state)
    assert after.unrevealed == ()
    assert after.is_terminal()  # the match stays finished: MatchFinished is still the final event
    assert not MAUMAU.is_final(reveal)
    assert MAUMAU.is_final(events[-1])
    assert not round_sealed(after, 1)
    assert decide(after, RevealDeals()) == []  # nothing left: idempotent
    with pytest.raises(EventMismatch):
        fold(revealed, after)  # a round is revealed once


def test_reveal_between_rounds_reveals_only_the_ended_rounds() -> None:
    state, _ = _match(_rules(rounds=3), sealed=True, rounds=1)
    (first,) = decide(state, RevealDeals())
    assert isinstance(first, ev.DealsRevealed)
    assert [d.round_no for d in first.rounds] == [1]
    state = fold([first], state)
    rng = random.Random(2)
    play_round(state, [heuristic_bot] * 3, rng, seed=table_round_seed(TABLE_SEED, 2))
    (second,) = decide(state, RevealDeals())
    assert isinstance(second, ev.DealsRevealed)
    assert [d.round_no for d in second.rounds] == [2]


def test_nothing_to_reveal_in_an_unsealed_match_or_a_running_round() -> None:
    state, _ = _match(_rules(), sealed=False, rounds=1)
    assert decide(state, RevealDeals()) == []
    assert decide(initial_state(), RevealDeals()) == []
    sealed, _ = _match(_rules(), sealed=True, rounds=0)
    assert decide(sealed, RevealDeals()) == []
    with pytest.raises(EventMismatch):
        fold([ev.DealsRevealed((ev.RevealedDeal(1, "00", ()),))], state)


def test_start_match_checks_sealed() -> None:
    from domain.errors import RuleViolation

    with pytest.raises(RuleViolation) as refused:
        decide(initial_state(), StartMatch(MM_001, 2, sealed="yes"))  # type: ignore[arg-type]
    assert refused.value.rule == "sealed"


def test_views_between_rounds_show_no_other_hand_and_no_seed() -> None:
    state, _ = _match(_rules(), sealed=True, rounds=1)
    hands = [sorted(h) for h in state.hands]
    for seat in range(state.seats):
        view = player_view(state, seat)
        assert sorted(view.hand) == hands[seat]
        assert view.last_round is not None
        assert view.last_round.hands == ()
        assert view.last_round.seed == ""
    public = public_state(state)
    assert public["last_round"]["hands"] == []
    assert public["last_round"]["seed"] == ""
    assert state.seed not in repr(public)


def test_codec_round_trip_and_upcast_of_version_3() -> None:
    state, events = _match(_rules(), sealed=True, rounds=2)
    events += decide(state, RevealDeals())
    for event in events:
        topic, payload = encode(event)
        assert decode(topic, copy.deepcopy(payload)) == event
    started = events[0]
    topic, payload = encode(started)
    assert payload[VERSION_KEY] == 4
    assert payload["sealed"] is True
    v3 = {k: v for k, v in payload.items() if k != "sealed"} | {VERSION_KEY: 3}
    old = decode(topic, v3)
    assert isinstance(old, ev.MatchStarted)
    assert old.sealed is False
    reveal = events[-1]
    wire = event_to_dict(reveal)
    assert isinstance(reveal, ev.DealsRevealed)
    assert wire["rounds"][0]["round_no"] == 1
    assert all(isinstance(card, str) for hand in wire["rounds"][0]["hands"] for card in hand)
    assert ev.DealsRevealed in REDACTORS
    assert redact_event(reveal, None) == {"type": "DealsRevealed", **wire}


def test_verify_waits_for_the_reveal_then_checks_its_seed() -> None:
    state, events = _match(_rules(), sealed=True, rounds=2)
    before = verify_round(events, 1)
    assert not before.ok
    assert "sealed" in before.problems[0]
    assert before.seed == ""
    revealed = decide(state, RevealDeals())
    after = verify_round([*events, *revealed], 1)
    assert after.ok, after.problems
    assert after.seed == table_round_seed(TABLE_SEED, 1).hex()
    reveal = revealed[0]
    assert isinstance(reveal, ev.DealsRevealed)
    tampered = ev.DealsRevealed((dataclasses.replace(reveal.rounds[0], seed="ab" * 32), *reveal.rounds[1:]))
    assert not verify_round([*events, tampered], 1).ok


def test_a_sealed_match_ended_by_the_host_still_reveals() -> None:
    state, _ = _match(PRESETS["TAVERN"], sealed=True, rounds=1, seats=2)
    ended = decide(state, EndMatch())
    state = fold(ended, state)
    assert state.is_terminal()
    (reveal,) = decide(state, RevealDeals())
    assert isinstance(reveal, ev.DealsRevealed)
    assert [d.round_no for d in reveal.rounds] == [1]


# -- a sealed round's results: visible when ------------------------------------------------------


def test_a_sealed_rounds_results_are_held_back_until_it_closes_and_a_series_rounds_are_not() -> None:
    for fmt in ("duplicate", "series"):
        s = started(config(fmt), players=8)
        s.run(SeatRound(4_000))
        nothing = standings_of(s.state)
        first = s.state.rounds[0].tables[0]
        (recorded,) = s.run(RecordTableResult(1, result_for(first), 5_000))
        assert isinstance(recorded, TableResultRecorded)
        sealed = fmt == "duplicate"
        assert results.results_visible(s.state, 1) is not sealed
        assert results.held_back(s.state) == ((1,) if sealed else ())
        assert results.provisional(s.state, 1) is sealed
        public = results.public_state(s.state)
        if sealed:  # as if every table still played: no result, no standings moved, not the table
            assert public.rounds[0].results == (None, None)
            assert standings_of(public) == nothing
            assert results.public_event(recorded, s.state)["result"] is None
            assert standings_of(s.state) != nothing  # the director's provisional view has it
        else:
            assert public is s.state
            assert results.public_event(recorded, s.state)["result"] is not None
        second = s.state.rounds[0].tables[1]
        closing = s.run(RecordTableResult(1, result_for(second), 6_000))
        assert isinstance(closing[-1], RoundClosed)
        assert results.results_visible(s.state, 1)
        assert results.held_back(s.state) == ()
        assert not results.provisional(s.state, 1)
        assert results.public_state(s.state) is s.state  # closed: everything is public
        assert results.public_event(recorded, s.state)["result"] is not None
