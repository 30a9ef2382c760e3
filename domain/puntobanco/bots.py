"""Betting strategies for bot seats: pure functions of the table's public state.

A bot has no decision after its bet (nobody has: the deal follows fixed rules), so a strategy is
only "what do I bet on the next coup?".  Each answers a :class:`PlaceBet` or ``None`` (sit this coup
out: already bet, or too few chips), and never bets more than the bot's balance, so a bot's bet is
never refused for its size.  None of them beats the house edge; they exist to fill tables, to
show how the edge works over many coups, and to exercise the ledger.

* ``banker`` — always the smallest Banker bet;
* ``player`` — always the smallest Player bet;
* ``tie`` — always the smallest Tie bet;
* ``martingale`` — Player; after a loss it doubles its last stake, after a win it starts again from
  the smallest bet, after a push it repeats; a stake above the table's maximum or the balance
  starts again from the smallest bet;
* ``follow`` — bets on the side that won the shoe's last decided coup (Banker to begin with).
"""

from __future__ import annotations

from collections.abc import Callable

from domain.puntobanco.commands import PlaceBet
from domain.puntobanco.rules import PuntoBancoRules, banker_unit
from domain.puntobanco.state import PBState

__all__ = ["STRATEGIES", "base_stake", "bot_bet"]


def base_stake(rules: PuntoBancoRules, spot: str) -> int:
    """The smallest bet allowed on ``spot`` (a Banker bet rounded up to the commission unit)."""
    if spot != "banker":
        return rules.min_bet
    unit = banker_unit(rules)
    return -(-rules.min_bet // unit) * unit


def _fixed(spot: str) -> Callable[[PBState, str], tuple[str, int]]:
    def strategy(state: PBState, player: str) -> tuple[str, int]:
        assert state.rules is not None
        return spot, base_stake(state.rules, spot)

    return strategy


def _martingale(state: PBState, player: str) -> tuple[str, int]:
    rules = state.rules
    assert rules is not None
    base = base_stake(rules, "player")
    last = state.last_bets.get(player)
    stake = base
    if last is not None and last.spot == "player":
        if last.result == "lose":
            stake = last.stake * 2
        elif last.result == "push":
            stake = last.stake
    if stake > rules.max_bet or stake > state.balances.get(player, 0):
        stake = base
    return "player", stake


def _follow(state: PBState, player: str) -> tuple[str, int]:
    assert state.rules is not None
    results = state.shoe.results if state.shoe is not None else ()
    decided = [r for r in results if r != "tie"]
    spot = decided[-1] if decided else "banker"
    return spot, base_stake(state.rules, spot)


STRATEGIES: dict[str, Callable[[PBState, str], tuple[str, int]]] = {
    "banker": _fixed("banker"),
    "player": _fixed("player"),
    "tie": _fixed("tie"),
    "martingale": _martingale,
    "follow": _follow,
}
"""Every bot strategy by name."""


def bot_bet(strategy: str, state: PBState, seat: int, player: str) -> PlaceBet | None:
    """The bet the bot ``player`` at ``seat`` places on the next coup, or ``None``."""
    if state.shoe is None or state.rules is None or any(b.seat == seat for b in state.bets):
        return None
    spot, stake = STRATEGIES[strategy](state, player)
    if stake > state.balances.get(player, 0):
        return None
    return PlaceBet(seat, player, spot, stake)
