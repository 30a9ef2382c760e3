"""The tournaments' rows among the service tables (revision 0014): which table plays which round.

Registered on the same declarative :class:`~infrastructure.adapters.db.Base` as the other
service tables, so :func:`~infrastructure.adapters.db.create_service_tables`, the schema
comparison with the migrations and the test fixtures see it, as long as this module is imported
(``infrastructure.services.bootstrap`` imports it).  A module of its own keeps the tournament's
storage next to nothing else.
"""

from __future__ import annotations

import uuid
from datetime import datetime

from sqlalchemy import DateTime, ForeignKey, Index, Integer, Uuid
from sqlalchemy.orm import Mapped, mapped_column

from infrastructure.adapters.db import Base, utcnow

__all__ = ["TournamentTableRow"]


class TournamentTableRow(Base):
    """A Mau-Mau table that plays a tournament round: ``table_id`` (the table's stream id, derived
    from the tournament's id), the ``tournament_id`` (the tournament's stream id), ``round_no``
    and ``table_no`` (both from 1).  Written by the table-creating reaction before the table's
    match starts, so every event of a tournament table's match finds its row."""

    __tablename__ = "tournament_tables"
    __table_args__ = (Index("ix_tournament_tables_round", "tournament_id", "round_no", "table_no", unique=True),)

    table_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("maumau_tables.id", ondelete="CASCADE"), primary_key=True
    )
    tournament_id: Mapped[uuid.UUID] = mapped_column(Uuid)
    round_no: Mapped[int] = mapped_column(Integer)
    table_no: Mapped[int] = mapped_column(Integer)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
