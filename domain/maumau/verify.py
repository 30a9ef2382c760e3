"""Re-run a finished round's deal and every reshuffle from its revealed seed (RULES.md §7).

Anyone holding the round's events (public once it is over) and the seed can check that the
published commitment matches the seed, that the deck was dealt in the documented shuffle order and
that every reshuffle of the discard pile is the documented function of seed and counter.

A sealed match's round (``MatchStarted.sealed``) reveals its seed later, in ``DealsRevealed``:
that seed is the one compared; until then the round cannot be verified.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from domain.cards import build_deck
from domain.maumau.events import DealsRevealed, DrawPileReshuffled, Event, RoundStarted, RoundWon
from domain.maumau.evolve import apply_in_place
from domain.maumau.state import PLAYING, initial_state
from domain.shuffle import deal_order, reshuffle_order, verify_commitment


@dataclass(frozen=True)
class Verification:
    """Outcome of :func:`verify_round`: ``ok`` and what was checked or found wrong."""

    round_no: int
    ok: bool
    commitment: str = ""
    seed: str = ""
    checked: tuple[str, ...] = ()
    problems: tuple[str, ...] = field(default=())


def verify_round(match_events: Iterable[Event], round_no: int, seed_hex: str | None = None) -> Verification:
    """Verify round ``round_no`` of a match from its events (from ``MatchStarted`` on).

    ``seed_hex`` defaults to the seed the round revealed when it ended; a round still running
    cannot be verified.
    """
    state = initial_state()
    problems: list[str] = []
    checked: list[str] = []
    started: RoundStarted | None = None
    awaiting_reveal = False
    seed = b""
    for event in match_events:
        if isinstance(event, RoundStarted) and event.round_no == round_no:
            started = event
            # Without an explicit seed, use the recorded one; RoundWon's revealed seed is compared below.
            seed = bytes.fromhex(seed_hex if seed_hex is not None else event.seed)
            if not verify_commitment(seed, event.commitment):
                problems.append("the seed does not match the published commitment")
            else:
                checked.append("commitment")
            if not event.explicit_deck:
                assert state.ruleset is not None
                canonical = build_deck(state.ruleset.deck, state.ruleset.decks_for(state.seats))
                if deal_order(canonical, seed) != event.deck:
                    problems.append("the dealt deck is not the shuffle of the seed")
                else:
                    checked.append("deal")
            else:
                checked.append("explicit deck (no shuffle to check)")
        elif (
            started is not None
            and isinstance(event, DrawPileReshuffled)
            and state.round_no == round_no
            and state.phase == PLAYING
        ):
            expected = reshuffle_order(state.discard[:-1], seed, event.counter)
            if expected != event.order:
                problems.append(f"reshuffle {event.counter} is not the shuffle of the seed")
            else:
                checked.append(f"reshuffle {event.counter}")
        elif started is not None and isinstance(event, RoundWon) and event.round_no == round_no:
            sealed = state.sealed
            if seed_hex is None and not sealed and event.seed != started.seed:
                problems.append("the revealed seed differs from the seed the round was played with")
            apply_in_place(state, event)
            if not sealed or seed_hex is not None:
                return Verification(
                    round_no, not problems, started.commitment, seed.hex(), tuple(checked), tuple(problems)
                )
            awaiting_reveal = True
            continue  # sealed: the seed to compare comes with DealsRevealed
        elif started is not None and isinstance(event, DealsRevealed) and seed_hex is None:
            deal = next((d for d in event.rounds if d.round_no == round_no), None)
            if deal is not None:
                if deal.seed != started.seed:
                    problems.append("the revealed seed differs from the seed the round was played with")
                return Verification(
                    round_no, not problems, started.commitment, seed.hex(), tuple(checked), tuple(problems)
                )
        apply_in_place(state, event)
    if started is None:
        return Verification(round_no, False, problems=(f"round {round_no} was never started",))
    if awaiting_reveal:
        return Verification(
            round_no,
            False,
            started.commitment,
            "",
            tuple(checked),
            (f"round {round_no} is sealed: its seed is secret until the tournament reveals it",),
        )
    return Verification(
        round_no,
        False,
        started.commitment,
        "",
        tuple(checked),
        (f"round {round_no} is not over: its seed is still secret",),
    )
