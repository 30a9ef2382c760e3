"""One seat table for every game: Punto Banco's seats move into ``maumau_seats``, data kept.

``maumau_seats`` becomes the table platform's one seat table (``infrastructure.services.platform``;
mirrors ``infrastructure.adapters.db.SeatRow``):

* ``game`` (``String(16)``, NOT NULL, default ``'maumau'``): the registered game whose table it is;
* ``player`` (``String(64)``, NULL): the name a game records the occupant under, for a game that
  keeps one (Punto Banco's chips ledger), with the partial unique index
  ``maumau_seats_player_name_open_uq`` (one open seat per recorded name and table, as
  ``puntobanco_seats_player_uq`` was);
* the foreign key from ``table_id`` to ``maumau_tables`` goes: a seat's table is its game's row
  (``maumau_tables`` or ``puntobanco_tables``).  On SQLite the table is rebuilt for that (rows,
  ids and indexes kept); on PostgreSQL the constraint is dropped.

Then every row of ``puntobanco_seats`` is copied in (oldest first; ``strategy`` becomes
``bot_name``, ``game`` ``'puntobanco'``; the occupancies get new ids) and ``puntobanco_seats`` is
dropped.  Mau-Mau's rows keep their ids.

Downgrade: ``puntobanco_seats`` is created again as revision 0013 left it, the Punto Banco rows
move back (new ids), and ``maumau_seats`` loses the two columns and gets its foreign key back.

Revision ID: 0017
Revises: 0016
Create Date: 2026-12-02
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision: str = "0017"
down_revision: str | Sequence[str] | None = "0016"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

SEATS = "maumau_seats"
PB_SEATS = "puntobanco_seats"
_OPEN = sa.text("left_at IS NULL")
_COMMON = ("table_id", "seat", "kind", "player_id", "token_hash", "joined_at", "left_at")


def _seat_columns(*, platform: bool) -> list[sa.Column[object]]:
    """``maumau_seats``' columns (``platform``: with this revision's two), foreign keys inline."""
    columns: list[sa.Column[object]] = [
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False, primary_key=True),
        sa.Column("table_id", sa.Uuid(), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=8), nullable=False),
        sa.Column("player_id", sa.Uuid(), sa.ForeignKey("maumau_players.id"), nullable=True),
        sa.Column("bot_name", sa.String(length=32), nullable=True),
        sa.Column("token_hash", sa.String(length=64), nullable=False, unique=True),
        sa.Column("joined_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("left_at", sa.DateTime(timezone=True), nullable=True),
    ]
    if platform:
        columns += [
            sa.Column("game", sa.String(length=16), nullable=False, server_default=sa.text("'maumau'")),
            sa.Column("player", sa.String(length=64), nullable=True),
        ]
    return columns


def _seat_indexes(*, platform: bool) -> None:
    """``maumau_seats``' indexes (``platform``: with this revision's)."""
    op.create_index("ix_maumau_seats_table_id", SEATS, ["table_id"])
    unique = [("maumau_seats_open_uq", "seat"), ("maumau_seats_player_open_uq", "player_id")]
    if platform:
        unique.append(("maumau_seats_player_name_open_uq", "player"))
    for name, column in unique:
        op.create_index(name, SEATS, ["table_id", column], unique=True, sqlite_where=_OPEN, postgresql_where=_OPEN)


def _rebuild_sqlite_seats(*, platform: bool) -> None:
    """SQLite alters no foreign key: build ``maumau_seats`` anew (``platform``: this revision's
    form, without the key to ``maumau_tables``; else 0016's, with it) and copy every row, ids kept."""
    old = sa.Table(SEATS, sa.MetaData(), autoload_with=op.get_bind())
    columns = _seat_columns(platform=platform)
    if not platform:
        columns.append(sa.ForeignKeyConstraint(["table_id"], ["maumau_tables.id"], ondelete="CASCADE"))  # type: ignore[arg-type]
    new = op.create_table("maumau_seats_0017", *columns)
    assert new is not None
    kept = [c.name for c in new.columns if c.name in old.columns]
    op.execute(new.insert().from_select(kept, sa.select(*(old.c[name] for name in kept))))
    op.drop_table(SEATS)
    op.rename_table("maumau_seats_0017", SEATS)
    _seat_indexes(platform=platform)


def upgrade() -> None:
    """Make ``maumau_seats`` every game's (each step left alone where a development SQLite file
    the service created itself has it already), then move Punto Banco's seats in."""
    bind = op.get_bind()
    inspector = sa.inspect(bind)
    if "game" not in {c["name"] for c in inspector.get_columns(SEATS)}:
        if bind.dialect.name == "sqlite":
            _rebuild_sqlite_seats(platform=True)
        else:
            for key in inspector.get_foreign_keys(SEATS):
                if key["referred_table"] == "maumau_tables" and key["name"]:
                    op.drop_constraint(key["name"], SEATS, type_="foreignkey")
            op.add_column(SEATS, sa.Column("game", sa.String(16), nullable=False, server_default=sa.text("'maumau'")))
            op.add_column(SEATS, sa.Column("player", sa.String(64), nullable=True))
            op.create_index(
                "maumau_seats_player_name_open_uq",
                SEATS,
                ["table_id", "player"],
                unique=True,
                sqlite_where=_OPEN,
                postgresql_where=_OPEN,
            )
    if not sa.inspect(bind).has_table(PB_SEATS):
        return
    seats = sa.table(SEATS, *(sa.column(n) for n in (*_COMMON, "bot_name", "game", "player")))
    pb = sa.table(PB_SEATS, *(sa.column(n) for n in (*_COMMON, "id", "strategy", "player")))
    moved = sa.select(
        *(pb.c[n] for n in _COMMON), pb.c.strategy, sa.literal("puntobanco", sa.String(16)), pb.c.player
    ).order_by(pb.c.id)
    op.execute(seats.insert().from_select([*_COMMON, "bot_name", "game", "player"], moved))
    op.drop_table(PB_SEATS)


def downgrade() -> None:
    """Punto Banco's seats back into ``puntobanco_seats``; ``maumau_seats`` as revision 0016 had it."""
    bind = op.get_bind()
    op.create_table(
        PB_SEATS,
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("table_id", sa.Uuid(), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=8), nullable=False),
        sa.Column("player", sa.String(length=64), nullable=False),
        sa.Column("strategy", sa.String(length=16), nullable=True),
        sa.Column("token_hash", sa.String(length=64), nullable=False),
        sa.Column("joined_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("left_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("player_id", sa.Uuid(), nullable=True),
        sa.ForeignKeyConstraint(["table_id"], ["puntobanco_tables.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["player_id"], ["maumau_players.id"]),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("token_hash"),
    )
    op.create_index("ix_puntobanco_seats_table_id", PB_SEATS, ["table_id"])
    for name, column in (
        ("puntobanco_seats_open_uq", "seat"),
        ("puntobanco_seats_player_uq", "player"),
        ("puntobanco_seats_player_id_open_uq", "player_id"),
    ):
        op.create_index(name, PB_SEATS, ["table_id", column], unique=True, sqlite_where=_OPEN, postgresql_where=_OPEN)
    seats = sa.table(SEATS, *(sa.column(n) for n in (*_COMMON, "id", "bot_name", "game", "player")))
    pb = sa.table(PB_SEATS, *(sa.column(n) for n in (*_COMMON, "strategy", "player")))
    theirs = seats.c.game == "puntobanco"
    back = sa.select(*(seats.c[n] for n in _COMMON), seats.c.bot_name, seats.c.player).where(theirs)
    op.execute(pb.insert().from_select([*_COMMON, "strategy", "player"], back.order_by(seats.c.id)))
    op.execute(seats.delete().where(seats.c.game != "maumau"))
    if bind.dialect.name == "sqlite":
        _rebuild_sqlite_seats(platform=False)
    else:
        op.drop_index("maumau_seats_player_name_open_uq", table_name=SEATS)
        op.drop_column(SEATS, "player")
        op.drop_column(SEATS, "game")
        op.create_foreign_key(
            "maumau_seats_table_id_fkey", SEATS, "maumau_tables", ["table_id"], ["id"], ondelete="CASCADE"
        )
