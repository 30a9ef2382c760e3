"""Re-derive every deal of a finished game from its revealed seed (``docs/schwimmen.md``).

Anyone holding a finished game's events can check that the seed ``GameOver`` reveals is the one
``GameStarted`` committed to (``domain.shuffle.commitment``) and the one played with, that every
round's deck is ``shuffled(CANONICAL_DECK, seed, b"schwimmen/round:<k>")`` (a round dealt from an
explicit deck is reported as such), that each round was dealt from its deck as documented
(dealer, hands, middle or second hand) and that the whole stream replays — a replaced middle is
the next three cards of that deck.  The answer is the platform's shape:
``{"ok": bool, "checks": [{"check": name, "ok": bool, "detail": str}, ...]}``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from domain.errors import EventMismatch
from domain.schwimmen.deal import deal, round_deck
from domain.schwimmen.events import Event, GameOver, GameStarted, RoundDealt
from domain.schwimmen.evolve import evolve
from domain.schwimmen.state import State, next_in
from domain.shuffle import verify_commitment

__all__ = ["verify"]


def _check(name: str, ok: bool, detail: str) -> dict[str, Any]:
    return {"check": name, "ok": ok, "detail": detail}


def verify(events: Sequence[Event]) -> dict[str, Any]:
    """The verification of a game's stream (see the module docstring)."""
    checks: list[dict[str, Any]] = []
    started = events[0] if events and isinstance(events[0], GameStarted) else None
    over = next((e for e in events if isinstance(e, GameOver)), None)
    if started is None:
        return {"ok": False, "checks": [_check("started", False, "the stream does not begin with GameStarted")]}
    if over is None:
        checks.append(_check("over", False, "the game is not over: its seed is still secret"))
        return {"ok": False, "checks": checks}
    try:
        seed = bytes.fromhex(over.seed)
    except ValueError:
        return {"ok": False, "checks": [_check("seed", False, "the revealed seed is not hex")]}
    checks.append(
        _check("commitment", verify_commitment(seed, started.commitment), f"sha256 commitment {started.commitment}")
    )
    checks.append(_check("seed", over.seed == started.seed, "the revealed seed is the one the game was played with"))
    state = State()
    for number, event in enumerate(events, 1):
        if isinstance(event, RoundDealt):
            checks.extend(_round(state, event, seed))
        try:
            state = evolve(state, event)
        except EventMismatch as mismatch:
            checks.append(_check("replay", False, f"event {number} ({type(event).__name__}): {mismatch}"))
            return {"ok": False, "checks": checks}
    checks.append(_check("replay", True, f"{len(events)} events replay"))
    return {"ok": all(c["ok"] for c in checks), "checks": checks}


def _round(state: State, event: RoundDealt, seed: bytes) -> list[dict[str, Any]]:
    """The checks of one round's deal (``state``: just before it)."""
    k = event.round_no
    if event.explicit:
        shuffle = _check(f"round {k} shuffle", k == 1, "explicit deck (round 1 only; no shuffle to check)")
    else:
        shuffle = _check(
            f"round {k} shuffle", round_deck(seed, k) == tuple(event.deck), "the deck is the seed's shuffle"
        )
    dealer = 0 if state.dealer < 0 else next_in(state, state.dealer)
    hands, after, _ = deal(event.deck, dealer, state.out_round)
    exchange = state.rules.dealer_exchange
    fits = (
        event.dealer == dealer
        and tuple(event.hands) == hands
        and tuple(event.middle) == (() if exchange else after)
        and tuple(event.spare) == (after if exchange else ())
    )
    return [shuffle, _check(f"round {k} deal", fits, "dealer, hands and middle dealt from the deck as documented")]
