"""Table settings, the host's account and the invite code of a private table.

``maumau_tables`` gains ``settings`` (JSON, the table's
:class:`~infrastructure.services.table_settings.TableSettings`; ``{}`` for tables opened before,
which means the defaults), ``host_player_id`` (the account that opened the table, if any) and
``invite_hash`` (the SHA-256 of a private table's invite code).  Mirrors
``infrastructure.adapters.db.TableRow``.

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-30
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision: str = "0007"
down_revision: str | Sequence[str] | None = "0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Add the three columns (each left alone if a development SQLite file already has it)."""
    columns = {c["name"] for c in sa.inspect(op.get_bind()).get_columns("maumau_tables")}
    # Plain ADD COLUMN on both backends (no batch copy of the table on SQLite, which would
    # recreate its indexes in an arbitrary order).
    if "settings" not in columns:
        op.add_column("maumau_tables", sa.Column("settings", sa.JSON(), nullable=False, server_default=sa.text("'{}'")))
    if "host_player_id" not in columns:
        op.add_column("maumau_tables", sa.Column("host_player_id", sa.Uuid(), nullable=True))
    if "invite_hash" not in columns:
        op.add_column("maumau_tables", sa.Column("invite_hash", sa.String(length=64), nullable=True))
    indexes = {i["name"] for i in sa.inspect(op.get_bind()).get_indexes("maumau_tables")}
    if "ix_maumau_tables_invite_hash" not in indexes:
        op.create_index("ix_maumau_tables_invite_hash", "maumau_tables", ["invite_hash"])


def downgrade() -> None:
    """Drop the three columns: settings, hosts' accounts and invite codes are lost."""
    op.drop_index("ix_maumau_tables_invite_hash", table_name="maumau_tables")
    with op.batch_alter_table("maumau_tables") as batch:
        batch.drop_column("invite_hash")
        batch.drop_column("host_player_id")
        batch.drop_column("settings")
