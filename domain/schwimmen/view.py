"""``view(state, viewer)``: the table as one viewer may see it, in the platform's table shape.

``{"game", "phase", "round", "to_act", "seats", "hand", "piles", "info"}``: per seat its name,
hand size, lives, whether it swims or is out, deals, knocked, and its passes and turns this
round; ``hand`` the viewer's own cards (``None`` for an observer); the piles ``middle`` (face
up), ``deck`` (face down: a count), ``discard`` (the middles set aside, face up) and, while the
dealer chooses, ``spare`` (face down); ``info`` the rules, the commitment, the knocker, the
passes in a row, the viewer's hand worth, the last round's scoring and, at the end, the places
and the revealed seed.  Nothing in it is another seat's hand (the scoring's hands are public).
"""

from __future__ import annotations

from typing import Any

from domain.schwimmen.cards import halves, names, shown
from domain.schwimmen.legal import to_act
from domain.schwimmen.state import CHOOSING, OVER, PLAYING, State

__all__ = ["GAME", "view"]

GAME = "schwimmen"


def _last_round(state: State) -> dict[str, Any] | None:
    last = state.last
    if last is None:
        return None
    return {
        "round": last.round_no,
        "reason": last.reason,
        "by": last.by,
        "dealt": last.dealt,
        "hands": [names(h) for h in last.hands],
        "values": [shown(v) if v >= 0 else None for v in last.halves],
        "losers": list(last.losers),
        "lives": list(last.lives),
        "out": list(last.out),
        "places": list(last.places),
    }


def view(state: State, viewer: int | None) -> dict[str, Any]:
    """The JSON-ready table as ``viewer`` (a seat, ``None``: an observer) may see it."""
    s = state
    if viewer is not None and not 0 <= viewer < max(s.seats, 1):
        raise ValueError(f"viewer: no seat {viewer}")
    live = s.phase in (PLAYING, CHOOSING)
    seats = [
        {
            "seat": i,
            "name": name,
            "cards": len(s.hands[i]) if s.hands else 0,
            "lives": s.lives[i],
            "swimming": s.out_round[i] == 0 and s.lives[i] == 0,
            "out": s.out_round[i] != 0,
            "dealer": i == s.dealer,
            "knocked": i == s.knocker and live,
            "passes": s.passes[i] if live else 0,
            "turns": s.turns[i] if live else 0,
        }
        for i, name in enumerate(s.players)
    ]
    hand = None if viewer is None else (names(s.hands[viewer]) if s.hands else [])
    piles: list[dict[str, Any]] = [
        {"name": "middle", "cards": names(s.middle), "count": len(s.middle)},
        {"name": "deck", "cards": None, "count": len(s.stock)},
        {"name": "discard", "cards": names(s.discard), "count": len(s.discard)},
    ]
    if s.phase == CHOOSING:
        piles.append({"name": "spare", "cards": None, "count": len(s.spare)})
    own = s.hands[viewer] if viewer is not None and s.hands and s.hands[viewer] else ()
    final = s.final
    info: dict[str, Any] = {
        "rules": s.rules.to_dict(),
        "commitment": s.commitment,
        "dealer": s.dealer,
        "knocker": s.knocker if live and s.knocker >= 0 else None,
        "passes_in_row": s.row if live else 0,
        "passing_closed": s.no_pass and live,
        "hand_value": shown(halves(own)) if own else None,
        "last_round": _last_round(s),
        "places": list(final.places) if final is not None else None,
        "winners": list(final.winners) if final is not None else None,
        "seed": final.seed if final is not None and s.phase == OVER else None,
    }
    return {
        "game": GAME,
        "phase": s.phase,
        "round": s.round_no,
        "to_act": list(to_act(s)),
        "seats": seats,
        "hand": hand,
        "piles": piles,
        "info": info,
    }
