"""Parked projections: ``projection_parking`` and ``projection_skips``.

A projection that keeps failing on one event (not because the database is away) is parked by the
runner just before that event; ``projection_parking`` records where, on which event and with what
error, and ``projection_skips`` records the events an operator chose to leave out of a projection
(``maumau projections skip``).  The definitions are ``projections.parking``'s, the module that
reads and writes them (it also creates them on SQLite files the service creates itself); a later
change to these tables needs a revision of its own.  See ``docs/read_models.md``.

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-06
"""

from collections.abc import Sequence

from alembic import op

# revision identifiers, used by Alembic.
revision: str = "0004"
down_revision: str | Sequence[str] | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Create the parking and skip tables (left alone if they exist)."""
    from projections import parking

    parking.install(op.get_bind())


def downgrade() -> None:
    """Drop both tables (parks and skip records are lost)."""
    from projections import parking

    parking.uninstall(op.get_bind())
