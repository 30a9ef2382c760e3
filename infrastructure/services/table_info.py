"""Mau-Mau's table values: a table's set-up, a seat's occupant, a legacy seat's claim, and how
they are read from their rows (shared by ``tables`` and ``tournament_tables``)."""

from __future__ import annotations

import hashlib
import uuid
from dataclasses import dataclass, field
from datetime import UTC, datetime

from domain.cards import parse_card
from domain.maumau.rules import RuleSet, ruleset_from_dict
from infrastructure.adapters.db import TableRow
from infrastructure.services.platform.seats import Occupancy
from infrastructure.services.table_settings import TableSettings, stored_table_settings

__all__ = ["SeatClaim", "SeatInfo", "TableInfo", "deal_source_digest", "seat_info", "table_info"]


def deal_source_digest(kind: str, payload: str) -> str:
    """The digest under which a table's deal source is recorded: ``kind`` ``seed`` (its hex) or
    ``deck`` (the explicit deck's card names joined by ``,``).  Each digest deals one table only
    (see :class:`~infrastructure.adapters.db.DealSourceRow`)."""
    return hashlib.sha256(f"maumau/deal-source/v1:{kind}:{payload}".encode()).hexdigest()


@dataclass(frozen=True, slots=True)
class TableInfo:
    """A table's immutable set-up."""

    id: uuid.UUID
    ruleset_ref: str
    rules: RuleSet
    seats: int
    host_token_hash: str
    seed: bytes | None
    deck: tuple[int, ...] | None
    created_at: datetime
    settings: TableSettings = field(default_factory=TableSettings)
    host_player_id: uuid.UUID | None = None
    invite_code: str | None = field(default=None, repr=False, compare=False)
    """A private table's invite code in clear: only on the value :meth:`TableService.create_table`
    returns (shown once; stored as its digest, never cached)."""


@dataclass(frozen=True, slots=True)
class SeatInfo:
    """Who occupies a seat now: a person (``player`` handle, ``player_id``, ``player_kind``:
    account, guest or legacy) or a bot (``bot`` name)."""

    table_id: uuid.UUID
    seat: int
    kind: str
    player: str | None
    bot: str | None
    joined_at: datetime
    player_id: uuid.UUID | None = None
    player_kind: str | None = None

    @property
    def handle(self) -> str:
        """The name recorded in the match: the player's handle, or ``bot:<name>``."""
        return self.player if self.player is not None else f"bot:{self.bot}"


@dataclass(frozen=True, slots=True)
class SeatClaim:
    """Who may take over a legacy seat (:meth:`TableService.authorize_claim`), since when."""

    table_id: uuid.UUID
    seat: int
    player_id: uuid.UUID
    handle: str
    granted_at: datetime


def _utc(moment: datetime) -> datetime:
    """A timestamp read back as timezone-aware UTC (SQLite returns naive datetimes)."""
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def table_info(row: TableRow) -> TableInfo:
    """A table row as :class:`TableInfo` (cards parsed, seed as bytes)."""
    return TableInfo(
        id=row.id,
        ruleset_ref=row.ruleset_ref,
        rules=ruleset_from_dict(row.ruleset),
        seats=row.seats,
        host_token_hash=row.host_token_hash,
        seed=bytes.fromhex(row.seed) if row.seed else None,
        deck=tuple(parse_card(c) for c in row.deck) if row.deck is not None else None,
        created_at=_utc(row.created_at),
        settings=stored_table_settings(row.settings or {}),
        host_player_id=row.host_player_id,
    )


def seat_info(occupancy: Occupancy) -> SeatInfo:
    """A platform occupancy as Mau-Mau's :class:`SeatInfo`."""
    o = occupancy
    return SeatInfo(o.table_id, o.seat, str(o.kind), o.handle, o.bot, o.joined_at, o.player_id, o.player_kind)
