"""Parked projections: ``projection_parking`` and ``projection_skips``.

A projection that keeps failing on one event (not because the database is away) is parked by the
runner just before that event; ``projection_parking`` records where, on which event and with what
error, and ``projection_skips`` records the events an operator chose to leave out of a projection
(``maumau projections skip``).  The tables are written out here as they were at this revision, not
imported from ``projections.parking`` (the module that reads and writes them, and creates them on
SQLite files the service creates itself); ``tests/projections/test_frozen_schema.py`` checks that
the two agree.  A later change to these tables needs a revision of its own.  See
``docs/read_models.md``.

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-06
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision: str = "0004"
down_revision: str | Sequence[str] | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def _tables() -> sa.MetaData:
    """Both tables as they are at this revision."""
    md = sa.MetaData()
    sa.Table(
        "projection_parking",
        md,
        sa.Column(
            "name", sa.String(80), primary_key=True, comment="tracking row name (projection or '<name>#rebuild')"
        ),
        sa.Column(
            "position", sa.BigInteger(), nullable=False, comment="tracking position when parked: the last event applied"
        ),
        sa.Column("notification_id", sa.BigInteger(), nullable=False, comment="the event the projection fails on"),
        sa.Column("stream_id", sa.String(36), nullable=True, comment="its match stream"),
        sa.Column("stream_version", sa.Integer(), nullable=True, comment="its version in the stream"),
        sa.Column("event_type", sa.String(80), nullable=False),
        sa.Column("error_type", sa.String(200), nullable=False, comment="exception class"),
        sa.Column("error", sa.Text(), nullable=False, comment="exception text (operators only: not served over HTTP)"),
        sa.Column("attempts", sa.Integer(), nullable=False, comment="failed attempts before parking"),
        sa.Column("parked_at", sa.DateTime(timezone=True), nullable=False),
    )
    sa.Table(
        "projection_skips",
        md,
        sa.Column(
            "projection", sa.String(80), primary_key=True, comment="projection name (applies to its rebuilds too)"
        ),
        sa.Column("notification_id", sa.BigInteger(), primary_key=True, comment="the event left out"),
        sa.Column("stream_id", sa.String(36), nullable=True),
        sa.Column("stream_version", sa.Integer(), nullable=True),
        sa.Column("event_type", sa.String(80), nullable=False),
        sa.Column("error", sa.Text(), nullable=False, comment="the error it was parked with"),
        sa.Column("reason", sa.Text(), nullable=False, comment="why the operator skipped it"),
        sa.Column("skipped_at", sa.DateTime(timezone=True), nullable=False),
    )
    return md


def upgrade() -> None:
    """Create the parking and skip tables (left alone if they exist)."""
    _tables().create_all(op.get_bind(), checkfirst=True)


def downgrade() -> None:
    """Drop both tables (parks and skip records are lost)."""
    _tables().drop_all(op.get_bind(), checkfirst=True)
