"""``/v1`` read-model endpoints: leaderboards, score sheets, audit trails, Mau disputes, analytics.

Everything here reads the projection tables (through their stable views, see
``docs/read_models.md``) with plain ``def`` endpoints (SQLAlchemy and the event store are
synchronous), through the read side's public API (:mod:`projections.api`) only.  The tables
never hold a running round's hidden cards, so none of these answers needs a token; the referee
view, the one endpoint that folds events into a seat's hand, refuses rounds that are still
running (409).

A match's id is its table's id (the event stream id).
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from datetime import datetime
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Depends, Path, Query
from fastapi.responses import StreamingResponse
from sqlalchemy.engine import Engine

import projections.api as read_side
from api.deps import ServicesDep
from api.schemas import ErrorOut
from domain.codec import view_to_dict
from infrastructure.services.errors import Conflict, InvalidInput, NotFound
from infrastructure.services.replay import load_history

router = APIRouter(prefix="/v1", tags=["read models"])

MAX_INT = 2**31 - 1
"""Upper bound of integer query parameters: larger numbers are a 422, not a database overflow."""
_NOT_FOUND: dict[int | str, dict[str, Any]] = {404: {"model": ErrorOut, "description": "no such player or match"}}
_REFEREE: dict[int | str, dict[str, Any]] = {
    **_NOT_FOUND,
    409: {"model": ErrorOut, "description": "the round is still running: its hands are secret"},
}

_installed: set[int] = set()


def get_read_engine(services: ServicesDep) -> Engine:
    """The engine of the read tables; on a database the service creates itself (SQLite,
    ``create_tables``) the read side is installed on first use, as Alembic would."""
    engine = services.engine
    if services.settings.create_tables and id(engine) not in _installed:
        read_side.ensure_installed(engine)
        _installed.add(id(engine))
    return engine


ReadEngine = Annotated[Engine, Depends(get_read_engine)]
MatchId = Annotated[uuid.UUID, Path(description="the match's (table's) id")]
Ruleset = Annotated[
    str | None,
    Query(
        max_length=210,
        description="only this ruleset: its id (a preset's name, e.g. MM-001, or a saved ruleset's id), "
        "or name:<name> for matches recorded before ruleset ids",
    ),
]
Since = Annotated[datetime | None, Query(description="from this time on (ISO 8601, UTC if no zone)")]
Until = Annotated[datetime | None, Query(description="before this time (ISO 8601, UTC if no zone)")]


# ---------------------------------------------------------------- leaderboards


@router.get("/leaderboards", summary="Players ranked, by ruleset and period")
def get_leaderboard(
    engine: ReadEngine,
    ruleset: Annotated[
        str,
        Query(
            max_length=210,
            description="a ruleset id (a preset's name or a saved ruleset's id), name:<name> for matches "
            "recorded before ruleset ids, or * for all",
        ),
    ] = "*",
    period: Annotated[str, Query(description="'all' or a UTC month 'YYYY-MM'", pattern=r"^(all|\d{4}-\d{2})$")] = "all",
    order: Annotated[
        Literal["ordinal", "win_rate", "matches_won", "rounds_won", "longest_streak", "mean_penalty_points"], Query()
    ] = "ordinal",
    min_matches: Annotated[int, Query(ge=0, le=MAX_INT)] = 0,
    limit: Annotated[int, Query(ge=1, le=500)] = 50,
    offset: Annotated[int, Query(ge=0, le=MAX_INT)] = 0,
    rated: Annotated[
        bool, Query(description="the rated board (rated tables, accounts only) or the unrated one")
    ] = True,
) -> list[dict[str, Any]]:
    """Matches played/won, win rate, rounds won, mean penalty points, longest win streak and the
    OpenSkill rating (ordinal = mu - 3 sigma) of every player in the scope."""
    with engine.connect() as conn:
        return read_side.leaderboard(conn, ruleset, period, order, limit, offset, min_matches, rated=rated)


@router.get("/players/{player}/stats", summary="A player's leaderboard rows in every scope", responses=_NOT_FOUND)
def get_player_stats(
    engine: ReadEngine,
    player: Annotated[str, Path(max_length=210, description="an account id, or a handle (seats without one)")],
) -> list[dict[str, Any]]:
    """Every (ruleset, period, board) row of one player; 404 if the player never finished a round."""
    with engine.connect() as conn:
        rows = read_side.player_stats(conn, player)
    if not rows:
        raise NotFound("player", f"no finished rounds of player {player!r}")
    return rows


# ---------------------------------------------------------------- score sheets


@router.get("/matches", summary="Matches (score-sheet headers), newest first")
def get_matches(
    engine: ReadEngine,
    ruleset: Ruleset = None,
    status_: Annotated[Literal["running", "finished"] | None, Query(alias="status")] = None,
    limit: Annotated[int, Query(ge=1, le=500)] = 50,
    offset: Annotated[int, Query(ge=0, le=MAX_INT)] = 0,
) -> list[dict[str, Any]]:
    """Players, status, totals and result of recent matches."""
    with engine.connect() as conn:
        return read_side.matches(conn, status_, ruleset, limit, offset)


@router.get("/matches/{match_id}/score-sheet", summary="The paper score sheet of a match", responses=_NOT_FOUND)
def get_score_sheet(engine: ReadEngine, match_id: MatchId) -> dict[str, Any]:
    """One line per round with each seat's result, cards left, points and running totals under
    both schemes (win points and penalty points), and the match result."""
    with engine.connect() as conn:
        sheet = read_side.score_sheet(conn, match_id)
    if sheet is None:
        raise NotFound("match", f"no match {match_id}")
    return sheet


# ---------------------------------------------------------------- audit, disputes, referee


@router.get("/matches/{match_id}/audit", summary="Every event of a match, readable, in order", responses=_NOT_FOUND)
def get_audit(
    engine: ReadEngine,
    match_id: MatchId,
    round_no: Annotated[int | None, Query(ge=0, le=MAX_INT)] = None,
    after_version: Annotated[int, Query(ge=0, le=MAX_INT)] = 0,
    limit: Annotated[int, Query(ge=1, le=5000)] = 1000,
) -> list[dict[str, Any]]:
    """Time, version, seat, player, description and event; a running round's rows are redacted
    (``redacted: true``) and filled in when it ends."""
    with engine.connect() as conn:
        rows = read_side.audit_trail(conn, match_id, round_no, after_version, limit)
    if not rows and after_version == 0 and round_no is None:
        raise NotFound("match", f"no match {match_id}")
    return rows


@router.get("/matches/{match_id}/disputes", summary="Every moment a Mau call was due, and every challenge")
def get_disputes(
    engine: ReadEngine, match_id: MatchId, round_no: Annotated[int | None, Query(ge=1, le=MAX_INT)] = None
) -> dict[str, Any]:
    """Per moment: the play (card, version, time), call made or not, challenges (by whom, when,
    accepted or refused and why), when and why the window closed, and the outcome."""
    with engine.connect() as conn:
        return read_side.disputes(conn, match_id, round_no)


@router.get(
    "/matches/{match_id}/referee-view", summary="The table exactly as a seat saw it at a version", responses=_REFEREE
)
def get_referee_view(
    services: ServicesDep,
    match_id: MatchId,
    seat: Annotated[int, Query(ge=0, le=9)],
    version: Annotated[int, Query(ge=1, le=MAX_INT)],
) -> dict[str, Any]:
    """The fold of the stream up to ``version`` seen through seat ``seat``'s eyes; only for
    rounds that are over (409 while the round at ``version`` still runs)."""
    try:
        view = read_side.referee_view(load_history(services.games, match_id), seat, version)
    except LookupError as exc:
        raise NotFound("version", str(exc)) from None
    except read_side.RoundStillRunning as exc:
        raise Conflict("round_running", str(exc)) from None
    except ValueError as exc:
        raise InvalidInput("seat", str(exc)) from None
    return view_to_dict(view)


# ---------------------------------------------------------------- analytics


@router.get("/analytics/win-rate-by-position", summary="Round win rate by seat position and ruleset")
def get_win_rate_by_position(
    engine: ReadEngine, ruleset: Ruleset = None, since: Since = None, until: Until = None
) -> list[dict[str, Any]]:
    """Position 0 is the round's first player; per ruleset and number of seats."""
    with engine.connect() as conn:
        return read_side.win_rate_by_position(conn, ruleset, since, until)


@router.get("/analytics/round-lengths", summary="Round length by ruleset")
def get_round_lengths(
    engine: ReadEngine, ruleset: Ruleset = None, since: Since = None, until: Until = None
) -> list[dict[str, Any]]:
    """Rounds, mean/min/max moves, mean turns, events and duration per ruleset."""
    with engine.connect() as conn:
        return read_side.round_lengths(conn, ruleset, since, until)


@router.get("/analytics/forgotten-calls", summary="Forgotten-call rate per player")
def get_forgotten_calls(
    engine: ReadEngine, ruleset: Ruleset = None, since: Since = None, until: Until = None
) -> list[dict[str, Any]]:
    """Manual calls due, forgotten, and the rate, per player."""
    with engine.connect() as conn:
        return read_side.forgotten_calls(conn, ruleset, since, until)


@router.get("/analytics/deciding-cards", summary="How often each special card decides a round")
def get_deciding_cards(
    engine: ReadEngine, ruleset: Ruleset = None, since: Since = None, until: Until = None
) -> list[dict[str, Any]]:
    """Rounds by the card the winner went out with (rank, effect), count and share."""
    with engine.connect() as conn:
        return read_side.deciding_cards(conn, ruleset, since, until)


@router.get(
    "/analytics/exports/{name}",
    summary="Stream an analytics table as CSV or NDJSON",
    response_class=StreamingResponse,
    responses={200: {"content": {"text/csv": {}, "application/x-ndjson": {}}}},
)
def get_export(
    engine: ReadEngine,
    name: Annotated[Literal["moves", "rounds", "matches"], Path()],
    format_: Annotated[Literal["csv", "ndjson", "parquet"], Query(alias="format")] = "ndjson",
    ruleset: Ruleset = None,
    since: Since = None,
    until: Until = None,
) -> StreamingResponse:
    """One row per move, round or match, filtered by ruleset and time, streamed in key order."""
    rows = read_side.export_rows(engine, name, ruleset, since, until)
    body: Iterator[bytes]
    if format_ == "csv":
        body = read_side.export_csv(name, rows)
        media = "text/csv; charset=utf-8"
    elif format_ == "parquet":  # typed columns (projections.parquet_export); needs pyarrow
        body = read_side.export_parquet(engine, name, ruleset, since, until)
        media = "application/vnd.apache.parquet"
    else:
        body = read_side.export_ndjson(rows)
        media = "application/x-ndjson"
    filename = f"maumau-{name}.{format_}"
    return StreamingResponse(
        body, media_type=media, headers={"Content-Disposition": f'attachment; filename="{filename}"'}
    )


@router.get("/projections/status", summary="Position and lag of every projection")
def get_projection_status(services: ServicesDep, engine: ReadEngine) -> list[dict[str, Any]]:
    """Per projection: position in the notification log, head, lag (events and seconds),
    table generation, schema version; rebuilds in progress appear as ``<name>#rebuild``.  A
    registered projection whose tables are missing (or that was never installed) is listed with
    ``error`` saying so."""
    return read_side.status(engine, services.store)
