"""Seats written before accounts: bot seats' old tokens revoked; legacy seats may be claimed.

Before accounts (up to revision 0007, the release at commit ``e6e658b``) the host got a token
when seating a bot, and with it could look at the bot's hand and move for it.  Since accounts a
bot seat has no token anyone knows (``docs/accounts.md``), but the tokens handed out by the old
release were still stored: after an upgrade they kept working.  This revision replaces the token
digest of every bot occupancy with the digest of a fresh random token that is never shown, so no
bot seat answers to any token.  Bots keep playing (they are driven in the service, without a
token); nothing else of the occupancy changes.

``maumau_seat_claims`` is new: per seat of a table, the identity (an account or a guest) the
table's host or an admin authorised to take over a seat held by a *legacy* name, which cannot
sign in and so could never take its seat back after losing its token
(``TableService.authorize_claim``; ``docs/accounts.md``, "Legacy seats").  Mirrors
``infrastructure.adapters.db.SeatClaimRow``.

Punto Banco's seats (``puntobanco_seats``) are not touched: they did not exist before accounts,
and its bots' tokens are part of its design (a coup hides nothing; ``docs/puntobanco.md``).

Downgrade drops ``maumau_seat_claims``.  The revoked tokens stay revoked: their secrets were
never stored, and revision 0015's code hands no bot token out either (a bot seat without a
usable token is its normal state).

Revision ID: 0016
Revises: 0015
Create Date: 2026-12-02
"""

import hashlib
import secrets
from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision: str = "0016"
down_revision: str | Sequence[str] | None = "0015"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_BATCH = 500


def _unknowable_digest() -> str:
    """The SHA-256 hex digest of a fresh 256-bit token nobody is ever shown (as
    ``infrastructure.services.tokens`` stores tokens, written out: a revision is frozen)."""
    return hashlib.sha256(secrets.token_urlsafe(32).encode()).hexdigest()


def upgrade() -> None:
    """Create the claims table (left alone if it exists), then revoke every bot seat's token."""
    bind = op.get_bind()
    if not sa.inspect(bind).has_table("maumau_seat_claims"):
        op.create_table(
            "maumau_seat_claims",
            sa.Column("table_id", sa.Uuid(), nullable=False),
            sa.Column("seat", sa.Integer(), nullable=False),
            sa.Column("player_id", sa.Uuid(), nullable=False),
            sa.Column("granted_at", sa.DateTime(timezone=True), nullable=False),
            sa.ForeignKeyConstraint(["table_id"], ["maumau_tables.id"], ondelete="CASCADE"),
            sa.ForeignKeyConstraint(["player_id"], ["maumau_players.id"], ondelete="CASCADE"),
            sa.PrimaryKeyConstraint("table_id", "seat"),
        )
    seats = sa.table("maumau_seats", sa.column("id", sa.Integer()), sa.column("kind"), sa.column("token_hash"))
    ids = [
        row_id for (row_id,) in bind.execute(sa.select(seats.c.id).where(seats.c.kind == "bot").order_by(seats.c.id))
    ]
    update = seats.update().where(seats.c.id == sa.bindparam("row_id")).values(token_hash=sa.bindparam("digest"))
    for start in range(0, len(ids), _BATCH):
        bind.execute(
            update, [{"row_id": row_id, "digest": _unknowable_digest()} for row_id in ids[start : start + _BATCH]]
        )


def downgrade() -> None:
    """Drop the claims (who was authorised to take over which legacy seat is forgotten)."""
    op.drop_table("maumau_seat_claims")
