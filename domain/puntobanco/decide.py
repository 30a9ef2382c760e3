"""Every rule of a Punto Banco table: a command and the state in, the events out (or a refusal).

Pure: no clock, no randomness, no I/O — the shoe's seed arrives in :class:`StartShoe`.  A refused
command raises :class:`domain.errors.RuleViolation` with a stable ``rule`` code and a sentence,
and yields no event.

The ledger's invariant lives here: a stake leaves the balance when the bet is placed, and a bet
above the balance is refused (``insufficient_chips``), so no balance is ever negative; every
chip the house takes or pays is in a ``BetSettled`` (and the coup's sum in ``CoupSettled``), so
``sum(balances) + house result == chips granted`` after every event.

Whose chips: a name in the ledger belongs to the identity its first chip event recorded
(``PBState.owners``); a grant or a bet under that name for anyone else is refused
(``player_identity``), so chips follow their player and no one takes them over by the name.

A coup is one batch: ``BetsClosed``, ``CoupDealt``, one ``BetSettled`` per bet, ``CoupSettled``
(and ``ShoeFinished`` after the shoe's last coup) — decided together, appended together.
"""

from __future__ import annotations

import re

from domain.errors import RuleViolation
from domain.puntobanco.commands import CloseTable, DealCoup, GrantChips, OpenTable, PBCommand, PlaceBet, StartShoe
from domain.puntobanco.coup import deal_coup
from domain.puntobanco.events import (
    BetPlaced,
    BetReturned,
    BetsClosed,
    BetSettled,
    CardsBurned,
    ChipsGranted,
    CoupDealt,
    CoupSettled,
    PBEvent,
    ShoeFinished,
    ShoeStarted,
    TableClosed,
)
from domain.puntobanco.events import TableOpened as TableOpenedEvent
from domain.puntobanco.rules import SPOTS, RulesError, banker_unit, payout
from domain.puntobanco.shoe import (
    burn_of,
    canonical_shoe,
    cut_card_progress,
    cut_index,
    explicit_shoe_seed,
    shoe_order,
)
from domain.puntobanco.state import NEW, OPEN, PBState, ShoeState
from domain.shuffle import SEED_BYTES, commitment

__all__ = ["MAX_BALANCE", "MAX_GRANT", "PLAYER_ID_PATTERN", "PLAYER_PATTERN", "decide"]

MAX_GRANT = 1_000_000_000
"""The most chips one grant may give."""
MAX_BALANCE = 1_000_000_000_000
"""No balance may grow beyond this (grants that would are refused)."""
PLAYER_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9_.:@#\-]{0,63}$"
"""A player's name in the ledger: 1-64 letters, digits, ``_ . : @ # -`` (bots: ``bot:martingale@3``,
guests: ``guest:bob#x1Y2``)."""
_PLAYER_RE = re.compile(PLAYER_PATTERN)
PLAYER_ID_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9_.:\-]{0,63}$"
"""An identity's id as the ledger records it (the service's ids: UUIDs in text)."""
_PLAYER_ID_RE = re.compile(PLAYER_ID_PATTERN)


def decide(state: PBState, command: PBCommand) -> list[PBEvent]:
    """The events ``command`` yields in ``state``; ``RuleViolation`` names the broken rule."""
    if isinstance(command, OpenTable):
        return _open(state, command)
    if state.phase == NEW:
        raise RuleViolation("no_table", "the table is not open")
    if state.phase != OPEN:
        raise RuleViolation("table_closed", "the table is closed")
    if isinstance(command, PlaceBet):
        return _bet(state, command)
    if isinstance(command, DealCoup):
        return _deal(state)
    if isinstance(command, GrantChips):
        return _grant(state, command)
    if isinstance(command, StartShoe):
        return _start_shoe(state, command)
    if isinstance(command, CloseTable):
        return _close(state, command)
    raise RuleViolation("unknown_command", f"not a Punto Banco command: {type(command).__name__}")


def _open(state: PBState, command: OpenTable) -> list[PBEvent]:
    if state.phase != NEW:
        raise RuleViolation("table_open", "the table is already open")
    try:
        rules = command.rules.check()
    except RulesError as error:
        raise RuleViolation("rules", str(error)) from None
    return [TableOpenedEvent(rules)]


def _check_player(player: object) -> str:
    if not isinstance(player, str) or not _PLAYER_RE.fullmatch(player):
        raise RuleViolation("player", f"a player's name must match {PLAYER_PATTERN}")
    return player


def _check_owner(state: PBState, player: str, player_id: object) -> str | None:
    """``player_id`` if it may move the chips under ``player``: the name is new, or its owner's."""
    if player_id is not None and (not isinstance(player_id, str) or not _PLAYER_ID_RE.fullmatch(player_id)):
        raise RuleViolation("player_id", f"a player's id must match {PLAYER_ID_PATTERN}")
    if player in state.owners and state.owners[player] != player_id:
        raise RuleViolation(
            "player_identity", f"the chips under the name {player} belong to another player at this table"
        )
    return player_id


def _whole(value: object, field: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise RuleViolation(field, f"{field} must be a whole number of chips")
    return value


def _grant(state: PBState, command: GrantChips) -> list[PBEvent]:
    player = _check_player(command.player)
    player_id = _check_owner(state, player, command.player_id)
    amount = _whole(command.amount, "amount")
    if not 1 <= amount <= MAX_GRANT:
        raise RuleViolation("amount", f"a grant is 1 to {MAX_GRANT:,} chips, not {amount}")
    balance = state.balances.get(player, 0) + amount
    if balance > MAX_BALANCE:
        raise RuleViolation("balance_limit", f"a balance may not exceed {MAX_BALANCE:,} chips")
    return [ChipsGranted(player, amount, balance, player_id)]


def _start_shoe(state: PBState, command: StartShoe) -> list[PBEvent]:
    rules = state.rules
    assert rules is not None
    if state.shoe is not None:
        raise RuleViolation("shoe_running", f"shoe {state.shoe.shoe_no} is still being dealt")
    if (command.seed is None) == (command.order is None):
        raise RuleViolation(
            "shoe_source", "a shoe is shuffled from a seed or laid out in an explicit order: one of them"
        )
    canonical = canonical_shoe(rules.decks)
    if command.seed is not None:
        if not isinstance(command.seed, bytes) or len(command.seed) != SEED_BYTES:
            raise RuleViolation("seed", f"a shoe seed is {SEED_BYTES} bytes")
        seed = command.seed
        order = shoe_order(rules.decks, seed)
        explicit = False
    else:
        order = tuple(command.order or ())
        if sorted(order) != list(canonical):
            raise RuleViolation(
                "order", f"an explicit shoe must be a permutation of the {len(canonical)} cards of {rules.decks} decks"
            )
        seed = explicit_shoe_seed(order)
        explicit = True
    shoe_no = state.shoes + 1
    events: list[PBEvent] = [
        ShoeStarted(
            shoe_no,
            rules.decks,
            len(order),
            cut_index(rules, len(order)),
            commitment(seed),
            explicit,
            seed.hex(),
            order,
        )
    ]
    burn = burn_of(rules, order)
    if burn.shown is not None:
        events.append(CardsBurned(shoe_no, burn.shown, len(burn.hidden), burn.hidden))
    return events


def _running_shoe(state: PBState) -> ShoeState:
    if state.shoe is None:
        raise RuleViolation("no_shoe", "no shoe is being dealt: the host starts a new shoe")
    return state.shoe


def _bet(state: PBState, command: PlaceBet) -> list[PBEvent]:
    rules = state.rules
    assert rules is not None
    shoe = _running_shoe(state)
    player = _check_player(command.player)
    player_id = _check_owner(state, player, command.player_id)
    if command.spot not in SPOTS:
        raise RuleViolation("spot", f"bet on one of {', '.join(SPOTS)}, not {command.spot!r}")
    seat = _whole(command.seat, "seat")
    if not 0 <= seat < rules.seats:
        raise RuleViolation("seat", f"seats are 0 to {rules.seats - 1}, not {seat}")
    amount = _whole(command.amount, "amount")
    if not rules.min_bet <= amount <= rules.max_bet:
        raise RuleViolation(
            "bet_limits", f"a bet is {rules.min_bet} to {rules.max_bet} chips at this table, not {amount}"
        )
    unit = banker_unit(rules)
    if command.spot == "banker" and amount % unit:
        raise RuleViolation(
            "banker_bet_unit",
            f"a Banker bet must be a multiple of {unit} chips at {rules.commission_pct} % commission "
            f"(so the commission is a whole number of chips), not {amount}",
        )
    for bet in state.bets:
        if bet.seat == seat and bet.player != player:
            raise RuleViolation("seat_in_use", f"seat {seat} already holds {bet.player}'s bet for this coup")
        if bet.seat == seat and bet.spot == command.spot:
            raise RuleViolation("one_bet_per_spot", f"seat {seat} already bets {bet.amount} on {bet.spot} in this coup")
    balance = state.balances.get(player, 0)
    if amount > balance:
        raise RuleViolation(
            "insufficient_chips", f"a bet of {amount} is above {player}'s balance of {balance}: bet at most {balance}"
        )
    return [BetPlaced(shoe.shoe_no, state.coup_no, seat, player, command.spot, amount, balance - amount, player_id)]


def _deal(state: PBState) -> list[PBEvent]:
    rules = state.rules
    assert rules is not None
    shoe = _running_shoe(state)
    coup_no = state.coup_no
    coup = deal_coup(shoe.order, shoe.pos)
    after = shoe.pos + coup.cards_used
    cut_now, last = cut_card_progress(shoe.pos, coup.cards_used, shoe.cut_index, shoe.cut_out)
    staked = sum(b.amount for b in state.bets)
    events: list[PBEvent] = [
        BetsClosed(shoe.shoe_no, coup_no, len(state.bets), staked),
        CoupDealt(
            shoe.shoe_no,
            coup_no,
            coup.player,
            coup.banker,
            coup.player_total,
            coup.banker_total,
            coup.natural,
            coup.outcome,
            cut_now,
            last,
            len(shoe.order) - after,
        ),
    ]
    balances = dict(state.balances)
    paid_total = commission_total = 0
    for bet in state.bets:
        pay = payout(rules, bet.spot, bet.amount, coup.outcome)
        balances[bet.player] = balances.get(bet.player, 0) + pay.paid
        paid_total += pay.paid
        commission_total += pay.commission
        events.append(
            BetSettled(
                shoe.shoe_no,
                coup_no,
                bet.seat,
                bet.player,
                bet.spot,
                bet.amount,
                pay.result,
                pay.paid,
                pay.commission,
                balances[bet.player],
                bet.player_id,
            )
        )
    house = staked - paid_total
    events.append(
        CoupSettled(
            shoe.shoe_no,
            coup_no,
            coup.outcome,
            len(state.bets),
            staked,
            paid_total,
            commission_total,
            house,
            state.house + house,
        )
    )
    if last:
        events.append(_finished(shoe, "cut_card", coup_no))
    return events


def _finished(shoe: ShoeState, reason: str, coups: int) -> ShoeFinished:
    return ShoeFinished(shoe.shoe_no, reason, coups, shoe.seed, shoe.order, shoe.burned)


def _close(state: PBState, command: CloseTable) -> list[PBEvent]:
    reason = command.reason if isinstance(command.reason, str) else ""
    if not 1 <= len(reason) <= 200:
        raise RuleViolation("reason", "a reason is 1 to 200 characters")
    events: list[PBEvent] = []
    shoe = state.shoe
    if shoe is not None:
        balances = dict(state.balances)
        for bet in state.bets:
            balances[bet.player] = balances.get(bet.player, 0) + bet.amount
            events.append(
                BetReturned(
                    shoe.shoe_no,
                    state.coup_no,
                    bet.seat,
                    bet.player,
                    bet.spot,
                    bet.amount,
                    balances[bet.player],
                    bet.player_id,
                )
            )
        events.append(_finished(shoe, "closed", shoe.coups))
    events.append(TableClosed(reason))
    return events
