"""Punto Banco as a :class:`~domain.game_module.GameModule`: its decider, who may sit, its host commands.

Seats: a table has 1 to 14 seats (its rules say how many); anyone may take a free seat at any
time (nothing is dealt to a seat: chips follow the player, ``docs/puntobanco.md``); the host may
seat bots betting a strategy of :data:`domain.puntobanco.bots.STRATEGIES`.  Every occupant is
recorded under the name the chips ledger knows: a person's handle, a bot's
``bot:<strategy>@<seat>`` (:func:`bot_player`).  Host commands: ``open``, ``grant`` (chips),
``shoe`` (a fresh seed, or an explicit order), ``deal`` (the bots bet, then the coup is dealt and
settled: one batch) and ``close``.
"""

from __future__ import annotations

from domain.cards import parse_card
from domain.errors import RuleViolation
from domain.game_module import GameModule, HostCommand, SeatKind, SeatPolicy, TableFacts
from domain.puntobanco.bots import STRATEGIES, bot_bet
from domain.puntobanco.commands import CloseTable, DealCoup, GrantChips, OpenTable, PBCommand, StartShoe
from domain.puntobanco.decide import decide
from domain.puntobanco.events import PBEvent
from domain.puntobanco.evolve import fold
from domain.puntobanco.game import PUNTOBANCO
from domain.puntobanco.rules import SEAT_COUNTS
from domain.puntobanco.state import PBState

__all__ = ["PUNTOBANCO_MODULE", "bot_player"]


def bot_player(strategy: str, seat: int) -> str:
    """The ledger name of a bot betting ``strategy`` at ``seat``."""
    return f"bot:{strategy}@{seat}"


def _ledger_name(kind: SeatKind, name: str, seat: int) -> str:
    """A person is known to the ledger by the identity's handle, a bot by strategy and seat."""
    return bot_player(name, seat) if kind == SeatKind.BOT else name


def _open(facts: TableFacts, state: PBState) -> list[PBEvent]:
    """Open the table under its rules (``facts.setup``)."""
    return decide(state, OpenTable(facts.setup))


def _grant(facts: TableFacts, state: PBState) -> list[PBEvent]:
    """Give ``args.player`` (the identity ``args.player_id``, none for a bot) ``args.amount`` chips."""
    args = facts.args
    return decide(state, GrantChips(args["player"], args["amount"], args.get("player_id")))


def _shoe(facts: TableFacts, state: PBState) -> list[PBEvent]:
    """Start a shoe laid out in ``args.order`` (card names, first dealt first), else shuffled from
    a fresh seed."""
    order = facts.args.get("order")
    if order is not None:
        return decide(state, StartShoe(order=tuple(parse_card(c) for c in order)))
    return decide(state, StartShoe(seed=facts.fresh_seed()))


def _deal(facts: TableFacts, state: PBState) -> list[PBEvent]:
    """The bots bet first (a bot whose bet is refused sits this coup out), then the coup is
    dealt and settled."""
    events: list[PBEvent] = []
    for bot in facts.occupants:
        if bot is None or bot.kind != SeatKind.BOT or bot.bot is None:
            continue
        command = bot_bet(bot.bot, state, bot.seat, bot.name)
        if command is None:
            continue
        try:
            placed = decide(state, command)
        except RuleViolation:
            continue  # e.g. the seat still holds its former player's bet
        state = fold(placed, state)
        events += placed
    return events + decide(state, DealCoup())


def _close(facts: TableFacts, state: PBState) -> list[PBEvent]:
    """Close the table: open bets go back, a running shoe is finished and revealed."""
    return decide(state, CloseTable(facts.args["reason"]))


PUNTOBANCO_MODULE: GameModule[PBState, PBCommand, PBEvent] = GameModule(
    decider=PUNTOBANCO,
    seats=SeatPolicy(seat_counts=SEAT_COUNTS, bots=tuple(STRATEGIES), bot_field="strategy", ledger_name=_ledger_name),
    host_commands={
        "open": HostCommand("open", _open),
        "grant": HostCommand("grant", _grant),
        "shoe": HostCommand("shoe", _shoe),
        "deal": HostCommand("deal", _deal),
        "close": HostCommand("close", _close),
    },
)
"""Punto Banco, as ``infrastructure.services.bootstrap`` registers it."""
