"""Punto Banco: the lobby tables of its tables and seats, and generation 1 of its read models.

Creates ``puntobanco_tables`` (a table's rules snapshot and host token hash) and
``puntobanco_seats`` (who sits where, with the hash of the seat's token), mirroring
``infrastructure.adapters.db.PuntoBancoTableRow`` and ``PuntoBancoSeatRow``
(``tests/service/test_schema.py`` compares them); and the read models ``puntobanco_ledger``,
``puntobanco_coups`` and ``puntobanco_audit``: their physical tables ``<name>_g1``, the views
``<name>`` readers use and a tracking row each at position 0, schema version 1 (the projection
runner then folds the log).  The read tables are written out as they are at this revision, not
imported from the live code (``tests/projections/test_frozen_schema.py`` compares them).
See ``docs/puntobanco.md``.

Idempotent like ``0003``: a table that exists, or a projection that has a tracking row (a SQLite
file the service set up itself), is left alone.

Revision ID: 0008
Revises: 0007
Create Date: 2026-12-20
"""

from collections.abc import Callable, Sequence

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision: str = "0008"
down_revision: str | Sequence[str] | None = "0007"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

TRACKING_TABLE = "projection_tracking"
SCHEMA_VERSION = 1
TS = sa.DateTime(timezone=True)


def _ledger(md: sa.MetaData) -> None:
    """puntobanco_ledger, generation 1."""
    t = sa.Table(
        "puntobanco_ledger_g1",
        md,
        sa.Column("table_id", sa.Uuid(), primary_key=True),
        sa.Column("version", sa.Integer(), primary_key=True, comment="the event's version in its table stream"),
        sa.Column("notification_id", sa.BigInteger(), nullable=False),
        sa.Column("recorded_at", TS, nullable=False),
        sa.Column("player", sa.String(64), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=True),
        sa.Column("shoe_no", sa.Integer(), nullable=True),
        sa.Column("coup_no", sa.Integer(), nullable=True),
        sa.Column("kind", sa.String(8), nullable=False, comment="grant, stake, win, lose, push, refund"),
        sa.Column("spot", sa.String(8), nullable=True, comment="player, banker or tie (bets)"),
        sa.Column("stake", sa.BigInteger(), nullable=True, comment="the bet's stake (settlements)"),
        sa.Column("amount", sa.BigInteger(), nullable=False, comment="signed change of the balance"),
        sa.Column("commission", sa.BigInteger(), nullable=False, comment="kept of a Banker win"),
        sa.Column("balance", sa.BigInteger(), nullable=False, comment="the player's balance after it"),
    )
    sa.Index("ix_puntobanco_ledger_g1_player", t.c.table_id, t.c.player, t.c.version)


def _coups(md: sa.MetaData) -> None:
    """puntobanco_coups, generation 1."""
    sa.Table(
        "puntobanco_coups_g1",
        md,
        sa.Column("table_id", sa.Uuid(), primary_key=True),
        sa.Column("shoe_no", sa.Integer(), primary_key=True),
        sa.Column("coup_no", sa.Integer(), primary_key=True, comment="the coup's number in its shoe"),
        sa.Column("version", sa.Integer(), nullable=False, comment="stream version of CoupDealt"),
        sa.Column("notification_id", sa.BigInteger(), nullable=False),
        sa.Column("dealt_at", TS, nullable=False),
        sa.Column("player_cards", sa.JSON(), nullable=False),
        sa.Column("banker_cards", sa.JSON(), nullable=False),
        sa.Column("player_total", sa.Integer(), nullable=False),
        sa.Column("banker_total", sa.Integer(), nullable=False),
        sa.Column("natural", sa.Boolean(), nullable=False),
        sa.Column("outcome", sa.String(8), nullable=False, comment="player, banker or tie"),
        sa.Column("cut_card", sa.Boolean(), nullable=False, comment="the cut card came out in this coup"),
        sa.Column("last", sa.Boolean(), nullable=False, comment="the shoe's last coup"),
        sa.Column("bets", sa.Integer(), nullable=True, comment="set when settled"),
        sa.Column("staked", sa.BigInteger(), nullable=True),
        sa.Column("paid", sa.BigInteger(), nullable=True),
        sa.Column("commission", sa.BigInteger(), nullable=True),
        sa.Column("house_result", sa.BigInteger(), nullable=True, comment="staked - paid"),
    )


def _audit(md: sa.MetaData) -> None:
    """puntobanco_audit, generation 1."""
    t = sa.Table(
        "puntobanco_audit_g1",
        md,
        sa.Column("table_id", sa.Uuid(), primary_key=True),
        sa.Column("version", sa.Integer(), primary_key=True, comment="the event's version in its table stream"),
        sa.Column("notification_id", sa.BigInteger(), nullable=False),
        sa.Column("recorded_at", TS, nullable=False),
        sa.Column("shoe_no", sa.Integer(), nullable=True),
        sa.Column("coup_no", sa.Integer(), nullable=True),
        sa.Column("event_type", sa.String(24), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=True),
        sa.Column("player", sa.String(64), nullable=True),
        sa.Column("description", sa.Text(), nullable=False),
        sa.Column("payload", sa.JSON(), nullable=False, comment="the event (redacted while its shoe runs)"),
        sa.Column(
            "redacted", sa.Boolean(), nullable=False, comment="true while the shoe runs and the row hides part of it"
        ),
    )
    sa.Index("ix_puntobanco_audit_g1_shoe", t.c.table_id, t.c.shoe_no)


BUILDERS: dict[str, Callable[[sa.MetaData], None]] = {
    "puntobanco_ledger": _ledger,
    "puntobanco_coups": _coups,
    "puntobanco_audit": _audit,
}
"""Generation 1 of each read model's tables (one view each, named after the projection)."""


def _tracking(md: sa.MetaData) -> sa.Table:
    """The tracking table as revision 0003 created it (only referred to here)."""
    return sa.Table(
        TRACKING_TABLE,
        md,
        sa.Column("name", sa.String(80), primary_key=True),
        sa.Column("position", sa.BigInteger(), nullable=False),
        sa.Column("generation", sa.Integer(), nullable=False),
        sa.Column("schema_version", sa.Integer(), nullable=False),
        sa.Column("updated_at", TS, nullable=True),
    )


def _service_tables(inspector: sa.Inspector) -> None:
    """The lobby tables (each left alone if it exists)."""
    if not inspector.has_table("puntobanco_tables"):
        op.create_table(
            "puntobanco_tables",
            sa.Column("id", sa.Uuid(), nullable=False),
            sa.Column("rules", sa.JSON(), nullable=False),
            sa.Column("host_token_hash", sa.String(length=64), nullable=False),
            sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
            sa.PrimaryKeyConstraint("id"),
        )
        op.create_index("ix_puntobanco_tables_host_token_hash", "puntobanco_tables", ["host_token_hash"])
    if not inspector.has_table("puntobanco_seats"):
        op.create_table(
            "puntobanco_seats",
            sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
            sa.Column("table_id", sa.Uuid(), nullable=False),
            sa.Column("seat", sa.Integer(), nullable=False),
            sa.Column("kind", sa.String(length=8), nullable=False),
            sa.Column("player", sa.String(length=64), nullable=False),
            sa.Column("strategy", sa.String(length=16), nullable=True),
            sa.Column("token_hash", sa.String(length=64), nullable=False),
            sa.Column("joined_at", sa.DateTime(timezone=True), nullable=False),
            sa.Column("left_at", sa.DateTime(timezone=True), nullable=True),
            sa.ForeignKeyConstraint(["table_id"], ["puntobanco_tables.id"], ondelete="CASCADE"),
            sa.PrimaryKeyConstraint("id"),
            sa.UniqueConstraint("token_hash"),
        )
        op.create_index("ix_puntobanco_seats_table_id", "puntobanco_seats", ["table_id"])
        for name, column in (("puntobanco_seats_open_uq", "seat"), ("puntobanco_seats_player_uq", "player")):
            op.create_index(
                name,
                "puntobanco_seats",
                ["table_id", column],
                unique=True,
                sqlite_where=sa.text("left_at IS NULL"),
                postgresql_where=sa.text("left_at IS NULL"),
            )


def upgrade() -> None:
    """Create the lobby tables, then each read model's tables, view and tracking row."""
    conn = op.get_bind()
    _service_tables(sa.inspect(conn))
    md = sa.MetaData()
    tracking = _tracking(md)
    have = {row[0] for row in conn.execute(sa.select(tracking.c.name))}
    for projection, build in BUILDERS.items():
        if projection in have:
            continue
        tables = sa.MetaData()
        build(tables)
        tables.drop_all(conn, checkfirst=True)  # leftovers without a tracking row
        tables.create_all(conn)
        conn.execute(sa.text(f"DROP VIEW IF EXISTS {projection}"))
        conn.execute(sa.text(f"CREATE VIEW {projection} AS SELECT * FROM {projection}_g1"))  # noqa: S608 - fixed names
        conn.execute(tracking.insert().values(name=projection, position=0, generation=1, schema_version=SCHEMA_VERSION))


def downgrade() -> None:
    """Drop the read models (every generation), their tracking rows, and the lobby tables."""
    conn = op.get_bind()
    for projection in BUILDERS:
        conn.execute(sa.text(f"DROP VIEW IF EXISTS {projection}"))
        for table in sa.inspect(conn).get_table_names():
            base, sep, generation = table.rpartition("_g")
            if sep and generation.isdigit() and base == projection:
                conn.execute(sa.text(f"DROP TABLE IF EXISTS {table}"))
    tracking = _tracking(sa.MetaData())
    conn.execute(tracking.delete().where(tracking.c.name.in_([*BUILDERS, *(f"{p}#rebuild" for p in BUILDERS)])))
    op.drop_table("puntobanco_seats")
    op.drop_table("puntobanco_tables")
