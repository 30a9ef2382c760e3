"""Deal sources: each table seed and each explicit deck deals one table only.

Creates ``maumau_deal_sources`` (digest of a seed or deck → the table it deals), mirroring
``infrastructure.adapters.db.DealSourceRow``.  Tables created before this revision are recorded in creation
order; a later table that shares a source with an earlier one (a "twin", possible before) is left
out, since the first table keeps the source.  The digest formula is written out here on purpose:
a revision is frozen history and must not change when the code does
(``tests/service/test_deal_sources.py`` checks it agrees with ``infrastructure.services.tables``).

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-30
"""

import hashlib
from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision: str = "0005"
down_revision: str | Sequence[str] | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def digest(kind: str, payload: str) -> str:
    """The digest of a deal source: ``kind`` is ``seed`` (hex) or ``deck`` (card names joined by ``,``)."""
    return hashlib.sha256(f"maumau/deal-source/v1:{kind}:{payload}".encode()).hexdigest()


def upgrade() -> None:
    """Create the table (left alone if it exists) and record the sources of existing tables."""
    bind = op.get_bind()
    if sa.inspect(bind).has_table("maumau_deal_sources"):
        return
    op.create_table(
        "maumau_deal_sources",
        sa.Column("digest", sa.String(length=64), nullable=False),
        sa.Column("table_id", sa.Uuid(), nullable=False),
        sa.Column("kind", sa.String(length=8), nullable=False),
        sa.ForeignKeyConstraint(["table_id"], ["maumau_tables.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("digest"),
    )
    op.create_index("ix_maumau_deal_sources_table_id", "maumau_deal_sources", ["table_id"])
    tables = sa.table(
        "maumau_tables",
        sa.column("id", sa.Uuid()),
        sa.column("seed", sa.String()),
        sa.column("deck", sa.JSON()),
        sa.column("created_at", sa.DateTime(timezone=True)),
    )
    sources = sa.table(
        "maumau_deal_sources", sa.column("digest", sa.String()), sa.column("table_id", sa.Uuid()), sa.column("kind")
    )
    seen: set[str] = set()
    rows = []
    query = sa.select(tables.c.id, tables.c.seed, tables.c.deck).order_by(tables.c.created_at, tables.c.id)
    for table_id, seed, deck in bind.execute(query):
        found = []
        if seed is not None:
            found.append(("seed", digest("seed", seed)))
        if deck is not None:
            found.append(("deck", digest("deck", ",".join(deck))))
        for kind, value in found:
            if value not in seen:
                seen.add(value)
                rows.append({"digest": value, "table_id": table_id, "kind": kind})
    if rows:
        op.bulk_insert(sources, rows)


def downgrade() -> None:
    """Drop the table: tables may share seeds and decks again."""
    op.drop_index("ix_maumau_deal_sources_table_id", table_name="maumau_deal_sources")
    op.drop_table("maumau_deal_sources")
