"""A player's match history: the matches a player sat in, newest first, page by page.

A read-side query, not a read model: it joins the match read model (one row per match: ruleset
label, who sat where at the start, status, start and end, totals, winners — the score sheets'
``score_sheet_matches`` view, handed in by :mod:`projections.api`) with the service's seat
records (``maumau_seats``: which player held which seat of which table, from when to when) and
the table's ruleset id (``maumau_tables.ruleset_ref``).

Who played a match: the player held a seat of its table (``maumau_seats.player_id``) and that
seat's name in the match (``MatchStarted.players``, the handle of whoever sat there when the
match started) is the player's handle.  So a player who sat down and left again before the start
is not in that match, one who left mid-match still is (the result stays theirs), and seats that
changed hands are credited to whoever held them at the start.

Order and pages: newest start first, then by match id; keyset cursors
(:mod:`infrastructure.services.cursors`) bound to the player, so a page resumes strictly after
the previous one even while new matches start.  A match appears once its ``MatchStarted`` has
reached the read model (eventually consistent: the projection runner's lag); its status and
result follow its ``MatchFinished`` the same way.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from typing import Any

from sqlalchemy import Table, and_, or_, select
from sqlalchemy.engine import Connection, RowMapping

from infrastructure.adapters.db import PlayerRow, SeatRow, TableRow
from infrastructure.services.cursors import PageKey, decode_cursor, encode_cursor, scope_digest
from projections.queries import bound, plain

__all__ = ["MAX_BATCHES", "player_matches"]

MAX_BATCHES = 20
"""How many batches of candidate matches one page may read (a player's tables whose match they
did not play are skipped); past it the page ends early with a cursor where it stopped."""

_STATUS = {"running": "playing", "finished": "finished"}
"""The read model's match status in the lobby's words."""


def player_matches(
    conn: Connection, matches: Table, player_id: uuid.UUID, *, limit: int = 20, cursor: str | None = None
) -> dict[str, Any] | None:
    """One page of ``player_id``'s matches (see the module docstring), or ``None`` for an unknown
    player.  ``matches`` is the ``score_sheet_matches`` view.  A page may hold fewer than
    ``limit`` entries; only ``next_cursor`` ``None`` means there is no more."""
    player = conn.execute(select(PlayerRow.id, PlayerRow.handle).where(PlayerRow.id == player_id)).first()
    if player is None:
        return None
    handle = player.handle
    scope = scope_digest("player_matches", player_id)
    key = decode_cursor(cursor, scope) if cursor is not None else None
    m = matches
    sat_at = select(SeatRow.table_id).where(SeatRow.player_id == player_id).scalar_subquery()
    batch = limit + 1
    entries: list[tuple[PageKey, dict[str, Any]]] = []
    stopped_at: PageKey | None = None
    for _ in range(MAX_BATCHES):
        conditions: list[Any] = [m.c.match_id.in_(sat_at)]
        if key is not None:
            moment = bound(conn, key.moment)
            conditions.append(or_(m.c.started_at < moment, and_(m.c.started_at == moment, m.c.match_id < key.id)))
        rows = (
            conn.execute(
                select(m, TableRow.ruleset_ref)
                .outerjoin(TableRow, TableRow.id == m.c.match_id)
                .where(*conditions)
                .order_by(m.c.started_at.desc(), m.c.match_id.desc())
                .limit(batch)
            )
            .mappings()
            .all()
        )
        held = _seats_held(conn, player_id, [r["match_id"] for r in rows])
        for row in rows:
            key = PageKey(row["started_at"], row["match_id"])
            seat = _seat_in(row, held.get(row["match_id"], ()), handle)
            if seat is not None:
                entries.append((key, _entry(row, seat)))
                if len(entries) > limit:
                    break
        if len(entries) > limit or len(rows) < batch:
            break
    else:
        stopped_at = key  # read as far as a page may: resume from there
    page = entries[:limit]
    next_key = page[-1][0] if len(entries) > limit else stopped_at
    return {
        "player_id": str(player_id),
        "handle": handle,
        "matches": [entry for _, entry in page],
        "next_cursor": encode_cursor(next_key, scope) if next_key is not None else None,
        "limit": limit,
    }


def _seats_held(conn: Connection, player_id: uuid.UUID, table_ids: Sequence[uuid.UUID]) -> dict[uuid.UUID, set[int]]:
    """The seats ``player_id`` ever held at each of ``table_ids``."""
    if not table_ids:
        return {}
    out: dict[uuid.UUID, set[int]] = {}
    rows = conn.execute(
        select(SeatRow.table_id, SeatRow.seat).where(
            SeatRow.player_id == player_id, SeatRow.table_id.in_(list(table_ids))
        )
    )
    for table_id, seat in rows:
        out.setdefault(table_id, set()).add(seat)
    return out


def _seat_in(row: RowMapping, held: Sequence[int] | set[int], handle: str) -> int | None:
    """The seat the player had in this match: one they held whose name at the start is theirs."""
    players = row["players"] or []
    for seat in sorted(held):
        if 0 <= seat < len(players) and players[seat] == handle:
            return seat
    return None


def _entry(row: RowMapping, seat: int) -> dict[str, Any]:
    """One match of the history, JSON-ready."""
    finished = row["status"] == "finished"
    winners = list(row["winners"] or [])
    result = None
    if finished:
        result = {
            "winners": winners,
            "winner_players": list(row["winner_players"] or []),
            "totals": list(row["totals"] or []),
            "reason": row["result"],
            "won": seat in winners,
        }
    return {
        "table_id": plain(row["match_id"]),
        "ruleset": row["ruleset_ref"] or row["ruleset"],
        "ruleset_label": row["ruleset"],
        "seats": [_seat(i, name) for i, name in enumerate(row["players"] or [])],
        "seat": seat,
        "status": _STATUS.get(row["status"], row["status"]),
        "started_at": plain(row["started_at"]),
        "finished_at": plain(row["finished_at"]) if finished else None,
        "result": result,
    }


def _seat(seat: int, name: str) -> dict[str, Any]:
    """Who sat at ``seat`` when the match started: a player's handle or ``bot:<name>``."""
    if name.startswith("bot:"):
        return {"seat": seat, "player": None, "bot": name.removeprefix("bot:")}
    return {"seat": seat, "player": name or None, "bot": None}
