"""Re-derive every deal of a finished game from its revealed seed.

From a game's events (public once it is over): the seed ``GameEnded`` reveals must be the one
``Started`` committed to (``domain.shuffle.commitment``); each round's hands must be the deal of
``shuffled(canonical deck, seed, b"praesident/round:<n>")`` (an explicit first deck: the hands must
hold the canonical deck exactly once); each forced gift must be the giver's best cards.  It never
reads ``Started.seed`` (the stored, hidden copy): only what was published.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from domain.praesident.cards import canonical_deck
from domain.praesident.decide import best_cards, round_deck
from domain.praesident.events import Event, GameEnded, RoundDealt, Started
from domain.praesident.state import deal
from domain.shuffle import verify_commitment

__all__ = ["verify"]


def _check(name: str, ok: bool, detail: str) -> dict[str, Any]:
    return {"check": name, "ok": ok, "detail": detail}


def verify(events: Sequence[Event]) -> dict[str, Any]:
    """``{"ok": bool, "checks": [{"check", "ok", "detail"}, ...]}`` for a game's events."""
    started = next((e for e in events if isinstance(e, Started)), None)
    ended = next((e for e in events if isinstance(e, GameEnded)), None)
    if started is None:
        return {"ok": False, "checks": [_check("started", False, "the stream holds no Started event")]}
    if ended is None:
        return {"ok": False, "checks": [_check("seed", False, "the game is not over: its seed is still secret")]}
    seed, rules, n = ended.seed, started.rules, len(started.players)
    checks = [
        _check(
            "commitment",
            verify_commitment(seed, started.commitment),
            "the revealed seed matches the published commitment"
            if verify_commitment(seed, started.commitment)
            else "the revealed seed does not match the commitment",
        )
    ]
    canonical = canonical_deck(rules.deck, rules.jokers)
    for event in events:
        if not isinstance(event, RoundDealt):
            continue
        k = event.round_no
        if event.explicit:
            ok = sorted(c for h in event.hands for c in h) == list(canonical)
            checks.append(_check(f"deal {k}", ok, "explicit deck: every card dealt once" if ok else "cards missing"))
        else:
            ok = deal(round_deck(rules, seed, k), n, event.first) == event.hands
            checks.append(_check(f"deal {k}", ok, "the shuffle of the seed" if ok else "not the shuffle of the seed"))
        for gift in event.gifts:
            best = best_cards(rules, event.revolution, event.hands[gift.giver], len(gift.cards))
            ok = best == gift.cards
            checks.append(
                _check(f"gift {k}:{gift.giver}", ok, "the giver's best cards" if ok else "not the giver's best cards")
            )
    return {"ok": all(c["ok"] for c in checks), "checks": checks}
