"""What can be asked of a Punto Banco table.  Commands are requests; :func:`domain.puntobanco.decide.decide`
turns each into events or refuses it with a :class:`domain.errors.RuleViolation` naming the rule.

What the rules need from outside arrives inside the command: the shoe's seed (drawn by the
service), or an explicit order.  The acting seat's player — the name the chips ledger knows and,
for a person, the id of the identity behind it — comes from the service, which checked the seat's
token or the identity's credential.
"""

from __future__ import annotations

from dataclasses import dataclass

from domain.puntobanco.rules import PuntoBancoRules

__all__ = ["CloseTable", "DealCoup", "GrantChips", "OpenTable", "PBCommand", "PlaceBet", "StartShoe"]


@dataclass(frozen=True, slots=True)
class OpenTable:
    """Open a table under ``rules`` (host)."""

    rules: PuntoBancoRules


@dataclass(frozen=True, slots=True)
class GrantChips:
    """Give ``player`` ``amount`` play chips (host); ``player_id``: the identity behind the name
    (``None``: a bot)."""

    player: str
    amount: int
    player_id: str | None = None


@dataclass(frozen=True, slots=True)
class StartShoe:
    """Shuffle a new shoe from ``seed`` (32 bytes), or lay out ``order`` as given (host)."""

    seed: bytes | None = None
    order: tuple[int, ...] | None = None


@dataclass(frozen=True, slots=True)
class PlaceBet:
    """``player`` at ``seat`` stakes ``amount`` on ``spot`` (``player``, ``banker``, ``tie``);
    ``player_id``: the identity behind the name (``None``: a bot)."""

    seat: int
    player: str
    spot: str
    amount: int
    player_id: str | None = None


@dataclass(frozen=True, slots=True)
class DealCoup:
    """Close the bets, deal the coup and settle it (host): one atomic batch."""


@dataclass(frozen=True, slots=True)
class CloseTable:
    """Close the table (host): open bets are returned, a running shoe is finished and revealed."""

    reason: str = "closed by the host"


PBCommand = OpenTable | GrantChips | StartShoe | PlaceBet | DealCoup | CloseTable
"""Every Punto Banco command."""
