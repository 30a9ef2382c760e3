"""What anyone at a Punto Banco table sees: a pure function of the state.

Every seat, the host and an observer see the same view: the rules, every balance, the shoe's
public facts (commitment, cards dealt and left, the card shown at the burn, whether the cut card
is out), the open bets of the next coup, the last coup and the shoe's road.  Never the shoe's
order, its seed or the face-down burned cards: they are not read here at all.
"""

from __future__ import annotations

from typing import Any

from domain.cards import card_name
from domain.puntobanco.codec import encode
from domain.puntobanco.road import road
from domain.puntobanco.rules import banker_unit
from domain.puntobanco.state import PBState

__all__ = ["table_view"]


def table_view(state: PBState) -> dict[str, Any]:
    """The JSON-ready public view of a table."""
    rules = state.rules
    shoe = state.shoe
    out: dict[str, Any] = {
        "version": state.version,
        "phase": state.phase,
        "rules": rules.to_dict() if rules is not None else None,
        "banker_unit": banker_unit(rules) if rules is not None else None,
        "balances": dict(sorted(state.balances.items())),
        "granted": state.granted,
        "house_result": state.house,
        "shoes": state.shoes,
        "coups": state.coups,
        "shoe": None,
        "next_coup": None,
        "last_coup": encode(state.last_coup)[1] if state.last_coup is not None else None,
    }
    if shoe is not None:
        out["shoe"] = {
            "shoe_no": shoe.shoe_no,
            "decks": shoe.decks,
            "cards": len(shoe.order),
            "commitment": shoe.commitment,
            "explicit": shoe.explicit,
            "burn_card": card_name(shoe.shown) if shoe.shown is not None else None,
            "burned": len(shoe.burned),
            "dealt": shoe.pos,
            "remaining": shoe.remaining,
            "cut_card_out": shoe.cut_out,
            "last_coup_next": shoe.cut_out,
            "coups": shoe.coups,
            "road": road(shoe.results, shoe.naturals),
        }
        out["next_coup"] = {
            "shoe_no": shoe.shoe_no,
            "coup_no": state.coup_no,
            "bets": [{"seat": b.seat, "player": b.player, "spot": b.spot, "amount": b.amount} for b in state.bets],
            "staked": sum(b.amount for b in state.bets),
        }
    return out
