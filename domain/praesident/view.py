"""``view(state, viewer)``: the JSON-ready table as a seat (or an observer, ``None``) may see it, in
the platform's table shape (``docs/architecture.md``): ``game``, ``phase``, ``round``, ``to_act``,
``seats``, ``hand``, ``piles``, ``info``.  Bots see nothing but this.

The piles are disjoint, so hands and piles add up to the deck: ``top`` is the trick's last play,
``trick`` the cards played in the trick before it, ``discard`` (face down) the earlier tricks of
the round.  ``known``: the cards the viewer knows another seat holds (those it gave in this
round's exchange).  ``info.exchange`` is this round's exchange:
who gave whom how many cards, and which cards to the giver and the receiver alone (what the
events tell them).
"""

from __future__ import annotations

from typing import Any

from domain.praesident.cards import canonical_deck, names
from domain.praesident.rules import STANDARD
from domain.praesident.state import EXCHANGE, PLAYING, State

__all__ = ["to_act", "view"]


def to_act(state: State) -> tuple[int, ...]:
    """The seats whose command is awaited: the seat on turn, or the givers still owing cards back."""
    if state.phase == PLAYING:
        return (state.turn,)
    if state.phase == EXCHANGE:
        return tuple(o[0] for o in state.owed)
    return ()


def view(state: State, viewer: int | None) -> dict[str, Any]:
    """The table as ``viewer`` sees it (only the viewer's own hand)."""
    s = state
    rules = s.rules or STANDARD
    seats = [
        {
            "seat": seat,
            "name": player,
            "cards": len(s.hands[seat]) if s.hands else 0,
            "title": s.titles[seat] if s.titles else "",
            "place": s.places[seat] if s.places else 0,
            "passed": bool(s.passed[seat]) if s.passed and s.phase == PLAYING else False,
            "points": s.points[seat] if s.points else 0,
            "total": s.totals[seat] if s.totals else 0,
        }
        for seat, player in enumerate(s.players)
    ]
    hand = names(s.hands[viewer]) if viewer is not None and s.hands and 0 <= viewer < s.seats else None
    if hand is None and viewer is not None and 0 <= viewer < s.seats:
        hand = []
    owed = [{"giver": g, "receiver": r, "count": c} for g, r, c in s.owed] if s.phase == EXCHANGE else []
    exchange = [
        {"giver": g, "receiver": r, "count": len(cards), "cards": names(cards) if viewer in (g, r) else None}
        for g, r, cards in s.exchanged
    ]
    given = [c for g, _r, cards in s.exchanged if g == viewer for c in cards] if viewer is not None else []
    dealt = len(canonical_deck(rules.deck, rules.jokers))
    held = sum(len(h) for h in s.hands)
    under = s.trick[: len(s.trick) - len(s.top)] if s.top and s.trick[len(s.trick) - len(s.top) :] == s.top else s.trick
    return {
        "game": "praesident",
        "phase": s.phase,
        "round": s.round_no,
        "to_act": list(to_act(s)),
        "seats": seats,
        "hand": hand,
        "piles": [
            {"name": "top", "cards": names(s.top), "count": len(s.top)},
            {"name": "trick", "cards": names(under), "count": len(under)},
            {"name": "discard", "cards": None, "count": dealt - held - len(s.trick) if s.hands else 0},
        ],
        "known": names(tuple(given)),
        "info": {
            "rules": rules.as_dict(),
            "rounds": rules.rounds,
            "trick_count": len(s.top),
            "top_rank": _rank_name(s.top[0] & 15) if s.top else None,
            "last_player": s.last_player,
            "revolution": s.revolution,
            "order": [_rank_name(r) for r in rules.ranks(s.revolution)],
            "titles": list(s.titles),
            "last_places": list(s.last_places),
            "owed": owed,
            "exchange": exchange,
            "commitment": s.commitment,
            "final_places": list(s.final_places),
        },
    }


def _rank_name(rank: int) -> str:
    return "JK" if rank == 15 else {11: "J", 12: "Q", 13: "K", 14: "A"}.get(rank, str(rank))
