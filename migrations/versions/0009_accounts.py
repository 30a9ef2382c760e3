"""Accounts: players gain a handle key, a kind, a role, a password hash and a disabled mark;
``maumau_credentials`` holds sessions, API keys and guest tokens (as SHA-256 digests only).

``maumau_players`` keeps its id (the one id results are keyed on) and its ``handle`` (the shown
form, unique as before).  New columns:

* ``handle_key``: the handle after NFKC, case folding and removal of combining marks, unique
  (``Alice``, ``ALİCE`` and the fullwidth form (U+FF21 ...) are one handle); NULL for guests;
* ``kind``: ``account`` (signs in with a password), ``guest`` (a token only, shown as
  ``guest:<name>``) or ``legacy`` (every row written before this revision: a free-text handle
  from the time seats named their player; no password, cannot sign in, keeps its id and results
  and reserves its handle's key; the first of several legacy handles with one key, by
  ``created_at``, holds the key, the others keep NULL);
* ``role``: ``player``, ``organiser`` or ``admin``;
* ``password_hash``: argon2id, accounts only; ``disabled_at``: set when an admin disables it.

``maumau_seats`` gains the partial unique index ``maumau_seats_player_open_uq``: one identity
holds at most one open seat per table (two racing requests cannot both win a second seat).

The definitions are written out here (a revision is frozen history; the key function below is a
copy of ``infrastructure.services.handles.handle_key`` as of this revision); they mirror
``infrastructure.adapters.db.PlayerRow`` and ``CredentialRow`` (``tests/service/test_schema.py``
compares them).  See ``docs/accounts.md``.

Revision ID: 0009
Revises: 0008
Create Date: 2026-12-20
"""

import unicodedata
from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision: str = "0009"
down_revision: str | Sequence[str] | None = "0008"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def _key(handle: str) -> str:
    """The handle key as defined by this revision (NFKC, casefold, marks removed, NFKC)."""
    folded = unicodedata.normalize("NFKC", handle).casefold()
    bare = "".join(ch for ch in unicodedata.normalize("NFKD", folded) if not unicodedata.combining(ch))
    return unicodedata.normalize("NFKC", bare)


def upgrade() -> None:
    """Add the player columns (each left alone if it exists), key the legacy handles, create the
    credentials table (left alone if it exists: a development SQLite file the service created)."""
    bind = op.get_bind()
    inspector = sa.inspect(bind)
    columns = {c["name"] for c in inspector.get_columns("maumau_players")}
    with op.batch_alter_table("maumau_players") as batch:
        if "handle_key" not in columns:
            batch.add_column(sa.Column("handle_key", sa.String(length=64), nullable=True))
        if "kind" not in columns:
            batch.add_column(sa.Column("kind", sa.String(length=8), nullable=False, server_default=sa.text("'legacy'")))
        if "role" not in columns:
            batch.add_column(
                sa.Column("role", sa.String(length=16), nullable=False, server_default=sa.text("'player'"))
            )
        if "password_hash" not in columns:
            batch.add_column(sa.Column("password_hash", sa.String(length=255), nullable=True))
        if "disabled_at" not in columns:
            batch.add_column(sa.Column("disabled_at", sa.DateTime(timezone=True), nullable=True))
    players = sa.table(
        "maumau_players",
        sa.column("id", sa.Uuid()),
        sa.column("handle", sa.String()),
        sa.column("handle_key", sa.String()),
        sa.column("kind", sa.String()),
        sa.column("created_at", sa.DateTime(timezone=True)),
    )
    rows = bind.execute(
        sa.select(players.c.id, players.c.handle, players.c.handle_key)
        .where(players.c.kind == "legacy")
        .order_by(players.c.created_at, players.c.id)
    ).all()
    taken = {k for (k,) in bind.execute(sa.select(players.c.handle_key).where(players.c.handle_key.is_not(None)))}
    for player_id, handle, key in rows:
        if key is not None:
            continue
        new_key = _key(handle)
        if new_key in taken:
            continue  # a second legacy handle with this key: it keeps its id and results, no key
        taken.add(new_key)
        bind.execute(players.update().where(players.c.id == player_id).values(handle_key=new_key))
    indexes = {i["name"] for i in sa.inspect(bind).get_indexes("maumau_players")}
    if "ix_maumau_players_handle_key" not in indexes:
        op.create_index("ix_maumau_players_handle_key", "maumau_players", ["handle_key"], unique=True)
    if not sa.inspect(bind).has_table("maumau_credentials"):
        op.create_table(
            "maumau_credentials",
            sa.Column("id", sa.Uuid(), nullable=False),
            sa.Column("player_id", sa.Uuid(), nullable=False),
            sa.Column("kind", sa.String(length=8), nullable=False),
            sa.Column("token_hash", sa.String(length=64), nullable=False),
            sa.Column("label", sa.String(length=64), nullable=True),
            sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
            sa.Column("expires_at", sa.DateTime(timezone=True), nullable=True),
            sa.Column("revoked_at", sa.DateTime(timezone=True), nullable=True),
            sa.ForeignKeyConstraint(["player_id"], ["maumau_players.id"], ondelete="CASCADE"),
            sa.PrimaryKeyConstraint("id"),
        )
        op.create_index("ix_maumau_credentials_player_id", "maumau_credentials", ["player_id"])
        op.create_index("ix_maumau_credentials_token_hash", "maumau_credentials", ["token_hash"], unique=True)
    seat_indexes = {i["name"] for i in sa.inspect(bind).get_indexes("maumau_seats")}
    if "maumau_seats_player_open_uq" not in seat_indexes:
        # One identity, one open seat per table (bots have no player id: NULLs never collide).
        op.create_index(
            "maumau_seats_player_open_uq",
            "maumau_seats",
            ["table_id", "player_id"],
            unique=True,
            sqlite_where=sa.text("left_at IS NULL"),
            postgresql_where=sa.text("left_at IS NULL"),
        )


def downgrade() -> None:
    """Drop the credentials and the new player columns: passwords, roles, sessions, API keys and
    guest tokens are lost; every player is a bare handle again (guests included)."""
    op.drop_index("maumau_seats_player_open_uq", table_name="maumau_seats")
    op.drop_index("ix_maumau_credentials_token_hash", table_name="maumau_credentials")
    op.drop_index("ix_maumau_credentials_player_id", table_name="maumau_credentials")
    op.drop_table("maumau_credentials")
    op.drop_index("ix_maumau_players_handle_key", table_name="maumau_players")
    with op.batch_alter_table("maumau_players") as batch:
        batch.drop_column("disabled_at")
        batch.drop_column("password_hash")
        batch.drop_column("role")
        batch.drop_column("kind")
        batch.drop_column("handle_key")
