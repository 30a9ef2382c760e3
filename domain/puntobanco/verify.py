"""Verify a finished shoe from its events: nothing was rigged, every chip was paid by the rules.

Once a shoe is over its seed and order are public (``ShoeFinished``), so anyone can re-run it:

1. the seed is the one committed to when the shoe started (``ShoeStarted.commitment``);
2. the order is the committed shuffle of the canonical shoe with that seed (an explicit shoe: its
   seed is the digest of its order), and it is the order the shoe started with;
3. the burn is the one the rules give for that order;
4. every coup is re-dealt from the order, card by card, with the cut card's progress;
5. every bet of every coup is settled again by the payout rule and compared with the ledger
   events (``BetSettled``, ``CoupSettled``);
6. the shoe ended where the cut card says.

The same functions as the deal are used (:mod:`domain.puntobanco.coup`, :mod:`~domain.puntobanco.shoe`,
:func:`~domain.puntobanco.rules.payout`), so a verified shoe is exactly what the rules produce.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from domain.cards import card_name
from domain.puntobanco.coup import deal_coup
from domain.puntobanco.events import (
    BetPlaced,
    BetSettled,
    CardsBurned,
    CoupDealt,
    CoupSettled,
    PBEvent,
    ShoeFinished,
    ShoeStarted,
)
from domain.puntobanco.rules import PuntoBancoRules, payout
from domain.puntobanco.shoe import burn_of, cut_card_progress, cut_index, explicit_shoe_seed, shoe_order
from domain.shuffle import verify_commitment

__all__ = ["verify_shoe"]


def verify_shoe(rules: PuntoBancoRules, events: Sequence[PBEvent]) -> dict[str, Any]:
    """The verification report of one finished shoe's events (``ShoeStarted`` to ``ShoeFinished``,
    with the bets and settlements between them): ``ok`` and the problems found, if any."""
    problems: list[str] = []
    started = next((e for e in events if isinstance(e, ShoeStarted)), None)
    finished = next((e for e in events if isinstance(e, ShoeFinished)), None)
    if started is None or finished is None:
        return {"ok": False, "problems": ["the events are not a whole shoe (ShoeStarted ... ShoeFinished)"]}
    seed = bytes.fromhex(finished.seed)
    order = finished.order
    commitment_ok = verify_commitment(seed, started.commitment)
    if not commitment_ok:
        problems.append("the revealed seed does not match the commitment")
    order_ok = explicit_shoe_seed(order) == seed if started.explicit else shoe_order(started.decks, seed) == order
    if started.order is not None and started.order != order:
        order_ok = False
    if not order_ok:
        problems.append("the revealed order is not the one the seed gives (or not the one the shoe started with)")
    if started.cut_index != cut_index(rules, len(order)) or started.decks != rules.decks:
        problems.append("the cut card or the number of decks is not the rules'")
    burn = burn_of(rules, order)
    burned = next((e for e in events if isinstance(e, CardsBurned)), None)
    burn_ok = finished.burned == burn.hidden and (
        (burned is None and burn.shown is None)
        or (burned is not None and burned.shown == burn.shown and burned.count == len(burn.hidden))
    )
    if not burn_ok:
        problems.append("the burn is not the one the rules give for this order")
    pos = burn.used
    cut_out = False
    bets: list[BetPlaced] = []
    settled: list[BetSettled] = []
    coups = coups_ok = 0
    settlements_ok = True
    last_seen = False
    for event in events:
        if isinstance(event, BetPlaced):
            bets.append(event)
        elif isinstance(event, BetSettled):
            settled.append(event)
        elif isinstance(event, CoupDealt):
            coups += 1
            coup = deal_coup(order, pos)
            cut_now, last = cut_card_progress(pos, coup.cards_used, cut_index(rules, len(order)), cut_out)
            pos += coup.cards_used
            cut_out = cut_out or cut_now
            dealt = (
                event.player_cards,
                event.banker_cards,
                event.player_total,
                event.banker_total,
                event.natural,
                event.outcome,
                event.cut_card,
                event.last,
                event.remaining,
            )
            expected = (
                coup.player,
                coup.banker,
                coup.player_total,
                coup.banker_total,
                coup.natural,
                coup.outcome,
                cut_now,
                last,
                len(order) - pos,
            )
            if dealt == expected:
                coups_ok += 1
            else:
                cards = " ".join(card_name(c) for c in (*coup.player, *coup.banker))
                problems.append(f"coup {event.coup_no} was not dealt as the order gives ({cards})")
            last_seen = last
        elif isinstance(event, CoupSettled):
            pays = [payout(rules, b.spot, b.amount, event.outcome) for b in bets]
            got = [(s.seat, s.spot, s.stake, s.result, s.paid, s.commission) for s in settled]
            want = [(b.seat, b.spot, b.amount, p.result, p.paid, p.commission) for b, p in zip(bets, pays, strict=True)]
            staked = sum(b.amount for b in bets)
            paid = sum(p.paid for p in pays)
            totals = (event.bets, event.staked, event.paid, event.commission, event.house_result)
            if got != want or totals != (len(bets), staked, paid, sum(p.commission for p in pays), staked - paid):
                settlements_ok = False
                problems.append(f"coup {event.coup_no} was not settled by the payout rule")
            bets, settled = [], []
    if finished.reason == "cut_card" and not last_seen:
        problems.append("the shoe ended before the coup after the cut card")
    if finished.coups != coups:
        problems.append(f"the shoe says {finished.coups} coups, {coups} were dealt")
    return {
        "ok": not problems,
        "shoe_no": started.shoe_no,
        "explicit": started.explicit,
        "commitment": started.commitment,
        "seed": finished.seed,
        "commitment_ok": commitment_ok,
        "order_ok": order_ok,
        "burn_ok": burn_ok,
        "coups": coups,
        "coups_ok": coups_ok,
        "settlements_ok": settlements_ok,
        "reason": finished.reason,
        "problems": problems,
    }
