"""``/v1`` read-model endpoints: leaderboards, score sheets, audit trails, Mau disputes, analytics.

Everything here reads the projection tables (through their stable views, see
``docs/read_models.md``) with plain ``def`` endpoints (SQLAlchemy and the event store are
synchronous), through the read side's public API (:mod:`projections.api`) only.  The tables
never hold a running round's hidden cards, so none of these answers needs a token; the referee
view, the one endpoint that folds events into a seat's hand, refuses rounds that are still
running (409), and a sealed tournament table's rounds until they are revealed (409
``round_sealed``; the other tables hold nothing of those rounds until then, see
``projections.context``).

Naming: a table hosts one match, and the match's id is its table's id (the event stream id).
Everything about one match is therefore a path under its table, ``/v1/tables/{table_id}/...``
(``score-sheet``, ``audit``, ``disputes``, ``referee-view``, next to the play, live and replay
routes); ``/v1/matches`` lists matches (their ``match_id`` is the table id).  The older paths
``/v1/matches/{id}/...`` still answer the same, marked deprecated in the OpenAPI document.

Answers are serialised once (``api.http.render.json_response``, as on the play routes); their models
(``api/schemas/read.py``) document them in the OpenAPI document.

Filters are checked before anything is read: an unknown ruleset (``?ruleset=nope``), a month
that does not exist (``?period=2026-13``), ``until`` before ``since`` answer 422 naming the value,
never an empty ``200 []`` that looks like "no data".
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Annotated, Any, Literal, TypeVar

from fastapi import APIRouter, Depends, Path, Query, Response
from fastapi.responses import StreamingResponse
from sqlalchemy.engine import Engine

import projections.api as read_side
from api.http.deps import ServicesDep
from api.http.render import json_response
from api.schemas.common import ErrorOut
from api.schemas.read import (
    AuditRowOut,
    DecidingCardOut,
    DisputesOut,
    ForgottenCallsOut,
    LeaderboardRowOut,
    MatchRowOut,
    PlayerStatsRowOut,
    ProjectionStatusOut,
    RoundLengthOut,
    ScoreSheetOut,
    WinRateByPositionOut,
)
from api.schemas.wire import ViewOut
from domain.maumau.codec import view_to_dict
from domain.maumau.rules import PRESETS
from infrastructure.services.bootstrap import Services
from infrastructure.services.errors import Conflict, InvalidInput, NotFound
from infrastructure.services.replay import load_history

router = APIRouter(prefix="/v1", tags=["read models"])

Endpoint = TypeVar("Endpoint", bound=Callable[..., Any])

MAX_INT = 2**31 - 1
"""Upper bound of integer query parameters: larger numbers are a 422, not a database overflow."""
_NOT_FOUND: dict[int | str, dict[str, Any]] = {404: {"model": ErrorOut, "description": "no such player or match"}}
_BAD_FILTER: dict[int | str, dict[str, Any]] = {
    422: {"model": ErrorOut, "description": "a filter value that names nothing (unknown ruleset, no such month)"}
}
_REFEREE: dict[int | str, dict[str, Any]] = {
    **_NOT_FOUND,
    409: {
        "model": ErrorOut,
        "description": "the round is still running, or sealed until its tournament reveals it: its hands are secret",
    },
}

_installed: set[int] = set()


def get_read_engine(services: ServicesDep) -> Engine:
    """The engine of the read tables: the read replica's when one is configured
    (``MAUMAU_READ_REPLICA_URL``), else the primary's; on a database the service creates itself
    (SQLite, ``create_tables``) the read side is installed on first use, as Alembic would."""
    if services.read_engine is not None:
        return services.read_engine
    engine = services.engine
    if services.settings.create_tables and id(engine) not in _installed:
        read_side.ensure_installed(engine)
        _installed.add(id(engine))
    return engine


ReadEngine = Annotated[Engine, Depends(get_read_engine)]
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
TableId = Annotated[uuid.UUID, Path(description="the table's id, which is its match's id")]
_LEGACY_RULESET = "name:"
"""Prefix of a ruleset filter naming matches recorded before ruleset ids (``name:<name>``)."""


def known_ruleset(services: Services, ruleset: str | None, *, all_allowed: bool = False) -> str | None:
    """A ruleset filter as the read side takes it, checked: a preset's name (any case: the
    preset's own spelling is passed on), a saved ruleset's id that exists, ``name:<name>`` or,
    where ``all_allowed``, ``*``.  Anything else is :class:`InvalidInput` (422) naming it."""
    if ruleset is None or ruleset == "" or (all_allowed and ruleset == "*"):
        return ruleset
    if ruleset.upper() in PRESETS:
        return ruleset.upper()
    if ruleset.startswith(_LEGACY_RULESET) and len(ruleset) > len(_LEGACY_RULESET):
        return ruleset
    try:
        uuid.UUID(ruleset)
    except ValueError:
        pass
    else:
        try:
            return services.tables.get_ruleset(ruleset).id
        except NotFound:
            raise InvalidInput("ruleset", f"unknown ruleset {ruleset!r}: no saved ruleset has that id") from None
    usage = f"a preset's name ({', '.join(PRESETS)}), a saved ruleset's id, name:<name>"
    raise InvalidInput("ruleset", f"unknown ruleset {ruleset!r}: use {usage}" + (" or *" if all_allowed else ""))


def checked_period(period: str) -> str:
    """``all`` or a month that exists (``YYYY-MM``, month 01-12); else 422 naming it."""
    if period != "all" and not 1 <= int(period[5:]) <= 12:
        raise InvalidInput("period", f"no month {period!r}: use 'all' or YYYY-MM with a month 01-12")
    return period


def _as_utc(moment: datetime) -> datetime:
    """An aware UTC time (a time without a zone is UTC, as the filters take it)."""
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)


def checked_range(since: datetime | None, until: datetime | None) -> None:
    """``until`` must come after ``since`` when both are given (an empty range is a mistake)."""
    if since is not None and until is not None and _as_utc(until) <= _as_utc(since):
        raise InvalidInput("until", f"until ({until.isoformat()}) must be after since ({since.isoformat()})")


@dataclass(frozen=True, slots=True)
class ReadFilter:
    """The ruleset and time filters every analytics query and export takes, checked."""

    ruleset: str | None
    since: datetime | None
    until: datetime | None


def read_filter(services: ServicesDep, ruleset: Ruleset = None, since: Since = None, until: Until = None) -> ReadFilter:
    """``?ruleset=&since=&until=`` checked once for every route that takes them (422 naming an
    unknown ruleset, or an ``until`` not after ``since``)."""
    known = known_ruleset(services, ruleset)
    checked_range(since, until)
    return ReadFilter(known, since, until)


ReadFilterDep = Annotated[ReadFilter, Depends(read_filter)]


def _match_paths(suffix: str, **kwargs: Any) -> Callable[[Endpoint], Endpoint]:
    """Register a per-match route under ``/tables/{table_id}/<suffix>`` and, deprecated, under
    its old path ``/matches/{table_id}/<suffix>``."""

    def register(endpoint: Endpoint) -> Endpoint:
        router.get(f"/tables/{{table_id}}/{suffix}", **kwargs)(endpoint)
        old = {**kwargs, "summary": f"{kwargs['summary']} (old path: use /v1/tables/{{table_id}}/{suffix})"}
        router.get(f"/matches/{{table_id}}/{suffix}", deprecated=True, **old)(endpoint)
        return endpoint

    return register


# ---------------------------------------------------------------- leaderboards


@router.get(
    "/leaderboards",
    response_model=list[LeaderboardRowOut],
    summary="Players ranked, by ruleset and period",
    responses=_BAD_FILTER,
)
def get_leaderboard(
    services: ServicesDep,
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
) -> Response:
    """Matches played/won, win rate, rounds won, mean penalty points, longest win streak and the
    OpenSkill rating (ordinal = mu - 3 sigma) of every player in the scope."""
    ruleset = known_ruleset(services, ruleset, all_allowed=True) or "*"
    period = checked_period(period)
    with engine.connect() as conn:
        return json_response(
            read_side.leaderboard(conn, ruleset, period, order, limit, offset, min_matches, rated=rated)
        )


@router.get(
    "/players/{player}/stats",
    response_model=list[PlayerStatsRowOut],
    summary="A player's leaderboard rows in every scope",
    responses=_NOT_FOUND,
)
def get_player_stats(
    engine: ReadEngine,
    services: ServicesDep,
    player: Annotated[
        str,
        Path(
            max_length=210, description="an identity's id (an account's or a guest's), or a handle (seats without one)"
        ),
    ],
) -> Response:
    """Every (ruleset, period, board) row of one player; 404 if the player never finished a round.

    A guest's results are kept under its shown name (``guest:<name>``; only accounts' ids are
    recorded in a match), so a guest's id is looked up under that name: the id that match
    history (``/v1/players/{id}/matches``) takes answers here too."""
    with engine.connect() as conn:
        rows = read_side.player_stats(conn, player)
        guest = None if rows else _guest_handle(services, player)
        if guest is not None:
            rows = read_side.player_stats(conn, guest)
    if not rows:
        raise NotFound("player", f"no finished rounds of player {player!r}")
    return json_response(rows)


def _guest_handle(services: Services, player: str) -> str | None:
    """The shown name of the guest whose id ``player`` is, or ``None`` (not an id, not a guest)."""
    try:
        player_id = uuid.UUID(player)
    except ValueError:
        return None
    try:
        info = services.tables.accounts.account(player_id)
    except NotFound:
        return None
    return info.handle if info.kind == "guest" else None


# ---------------------------------------------------------------- score sheets


@router.get(
    "/matches",
    response_model=list[MatchRowOut],
    summary="Matches (score-sheet headers), newest first",
    responses=_BAD_FILTER,
)
def get_matches(
    services: ServicesDep,
    engine: ReadEngine,
    ruleset: Ruleset = None,
    status_: Annotated[Literal["running", "finished"] | None, Query(alias="status")] = None,
    limit: Annotated[int, Query(ge=1, le=500)] = 50,
    offset: Annotated[int, Query(ge=0, le=MAX_INT)] = 0,
) -> Response:
    """Players, status, totals and result of recent matches (``match_id`` is the table's id:
    ``/v1/tables/{match_id}/score-sheet`` is its sheet)."""
    ruleset = known_ruleset(services, ruleset)
    with engine.connect() as conn:
        return json_response(read_side.matches(conn, status_, ruleset, limit, offset))


@_match_paths(
    "score-sheet", response_model=ScoreSheetOut, summary="The paper score sheet of a match", responses=_NOT_FOUND
)
def get_score_sheet(engine: ReadEngine, table_id: TableId) -> Response:
    """One line per round with each seat's result, cards left, points and running totals under
    both schemes (win points and penalty points), and the match result."""
    with engine.connect() as conn:
        sheet = read_side.score_sheet(conn, table_id)
    if sheet is None:
        raise NotFound("match", f"no match at table {table_id}")
    return json_response(sheet)


# ---------------------------------------------------------------- audit, disputes, referee


@_match_paths(
    "audit",
    response_model=list[AuditRowOut],
    summary="Every event of a match, readable, in order",
    responses=_NOT_FOUND,
)
def get_audit(
    engine: ReadEngine,
    table_id: TableId,
    round_no: Annotated[int | None, Query(ge=0, le=MAX_INT)] = None,
    after_version: Annotated[int, Query(ge=0, le=MAX_INT)] = 0,
    limit: Annotated[int, Query(ge=1, le=5000)] = 1000,
) -> Response:
    """Time, version, seat, player, description and event; a running round's rows are redacted
    (``redacted: true``) and filled in when it ends."""
    with engine.connect() as conn:
        if not read_side.match_known(conn, table_id):
            raise NotFound("match", f"no match at table {table_id}")
        return json_response(read_side.audit_trail(conn, table_id, round_no, after_version, limit))


@_match_paths(
    "disputes",
    response_model=DisputesOut,
    summary="Every moment a Mau call was due, and every challenge",
    responses=_NOT_FOUND,
)
def get_disputes(
    engine: ReadEngine,
    table_id: TableId,
    round_no: Annotated[int | None, Query(ge=1, le=MAX_INT)] = None,
) -> Response:
    """Per moment: the play (card, version, time), call made or not, challenges (by whom, when,
    accepted or refused and why), when and why the window closed, and the outcome."""
    with engine.connect() as conn:
        if not read_side.match_known(conn, table_id):
            raise NotFound("match", f"no match at table {table_id}")
        return json_response(read_side.disputes(conn, table_id, round_no))


@_match_paths(
    "referee-view",
    response_model=ViewOut,
    summary="The table exactly as a seat saw it at a version",
    responses=_REFEREE,
)
def get_referee_view(
    services: ServicesDep,
    table_id: TableId,
    seat: Annotated[int, Query(ge=0, le=9)],
    version: Annotated[int, Query(ge=1, le=MAX_INT)],
) -> Response:
    """The fold of the stream up to ``version`` seen through seat ``seat``'s eyes; only for
    rounds that are over (409 while the round at ``version`` still runs).  The round's replay
    with ``?seat=`` shows the same, round by round."""
    try:
        view = read_side.referee_view(load_history(services.games, table_id), seat, version)
    except LookupError as exc:
        raise NotFound("version", str(exc)) from None
    except read_side.RoundStillRunning as exc:
        raise Conflict("round_running", str(exc)) from None
    except read_side.RoundSealed as exc:
        raise Conflict("round_sealed", str(exc)) from None
    except ValueError as exc:
        raise InvalidInput("seat", str(exc)) from None
    return json_response(view_to_dict(view))


# ---------------------------------------------------------------- analytics


@router.get(
    "/analytics/win-rate-by-position",
    response_model=list[WinRateByPositionOut],
    summary="Round win rate by seat position and ruleset",
    responses=_BAD_FILTER,
)
def get_win_rate_by_position(engine: ReadEngine, where: ReadFilterDep) -> Response:
    """Position 0 is the round's first player; per ruleset and number of seats."""
    with engine.connect() as conn:
        return json_response(read_side.win_rate_by_position(conn, where.ruleset, where.since, where.until))


@router.get(
    "/analytics/round-lengths",
    response_model=list[RoundLengthOut],
    summary="Round length by ruleset",
    responses=_BAD_FILTER,
)
def get_round_lengths(engine: ReadEngine, where: ReadFilterDep) -> Response:
    """Rounds, mean/min/max moves, mean turns, events and duration per ruleset."""
    with engine.connect() as conn:
        return json_response(read_side.round_lengths(conn, where.ruleset, where.since, where.until))


@router.get(
    "/analytics/forgotten-calls",
    response_model=list[ForgottenCallsOut],
    summary="Forgotten-call rate per player",
    responses=_BAD_FILTER,
)
def get_forgotten_calls(engine: ReadEngine, where: ReadFilterDep) -> Response:
    """Manual calls due, forgotten, and the rate, per player."""
    with engine.connect() as conn:
        return json_response(read_side.forgotten_calls(conn, where.ruleset, where.since, where.until))


@router.get(
    "/analytics/deciding-cards",
    response_model=list[DecidingCardOut],
    summary="How often each special card decides a round",
    responses=_BAD_FILTER,
)
def get_deciding_cards(engine: ReadEngine, where: ReadFilterDep) -> Response:
    """Rounds by the card the winner went out with (rank, effect), count and share."""
    with engine.connect() as conn:
        return json_response(read_side.deciding_cards(conn, where.ruleset, where.since, where.until))


@router.get(
    "/analytics/exports/{name}",
    summary="Stream an analytics table as CSV, NDJSON or Parquet",
    response_class=StreamingResponse,
    responses={
        200: {
            "description": "CSV (a header line, then one row per line), NDJSON (one JSON object per line) "
            "or Parquet (typed columns)",
            "content": {
                "text/csv": {"schema": {"type": "string"}},
                "application/x-ndjson": {"schema": {"type": "string"}},
                "application/vnd.apache.parquet": {"schema": {"type": "string", "format": "binary"}},
            },
        },
        **_BAD_FILTER,
    },
)
def get_export(
    engine: ReadEngine,
    name: Annotated[Literal["moves", "rounds", "matches"], Path()],
    where: ReadFilterDep,
    format_: Annotated[Literal["csv", "ndjson", "parquet"], Query(alias="format")] = "ndjson",
) -> StreamingResponse:
    """One row per move, round or match, filtered by ruleset and time, streamed in key order.
    CSV cells hold one value each: lists joined with ``|``, booleans ``true``/``false``, empty
    for null, and a text that a spreadsheet would run as a formula prefixed with ``'``
    (``docs/read_models.md``)."""
    rows = read_side.export_rows(engine, name, where.ruleset, where.since, where.until)
    body: Iterator[bytes]
    if format_ == "csv":
        body = read_side.export_csv(name, rows)
        media = "text/csv; charset=utf-8"
    elif format_ == "parquet":  # typed columns (projections.parquet_export); needs pyarrow
        body = read_side.export_parquet(engine, name, where.ruleset, where.since, where.until)
        media = "application/vnd.apache.parquet"
    else:
        body = read_side.export_ndjson(rows)
        media = "application/x-ndjson"
    filename = f"maumau-{name}.{format_}"
    return StreamingResponse(
        body, media_type=media, headers={"Content-Disposition": f'attachment; filename="{filename}"'}
    )


@router.get(
    "/projections/status", response_model=list[ProjectionStatusOut], summary="Position and lag of every projection"
)
def get_projection_status(services: ServicesDep, engine: ReadEngine) -> Response:
    """Per projection: position in the notification log, head, lag (events and seconds),
    table generation, schema version; rebuilds in progress appear as ``<name>#rebuild``.  A
    registered projection whose tables are missing (or that was never installed) is listed with
    ``error`` saying so."""
    return json_response(read_side.status(engine, services.store))
