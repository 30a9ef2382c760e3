"""Score sheets, leaderboards and the analytics export of every game whose module declares
``results``, through one set of routes (``projections/game_results.py``, ``docs/read_models.md``):

* ``GET /v1/games/{game}/tables/{table_id}/score-sheet`` — a table's sheet: one line per round
  (points and places per seat, the note), the totals and the final places;
* ``GET /v1/games/{game}/leaderboard`` — per player name: games played, wins, average place,
  points; equal standings share a rank;
* ``GET /v1/analytics/game-exports/{game_rounds|games}`` — every game's round lines or final places
  in one schema (``?game=`` for one), as CSV, NDJSON or Parquet (``docs/analytics.md``).

A game is one the service registers (``infrastructure.services.bootstrap.GAMES``, or a platform
game of this service graph); one without ``results`` (Mau-Mau keeps its own score sheets under
``/v1/tables/{id}/``) is 404 ``results``, an unknown one 404 ``game``, a table of another game or
none 404 ``table``.  The tables hold only what a score line says (public once a round is
scored), so nothing here needs a token.  Errors: ``{"detail": {"rule": ..., "message": ...}}``.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Path, Query, Response
from fastapi.responses import StreamingResponse

import projections.api as read_side
from api.http.deps import ServicesDep
from api.http.render import json_response
from api.http.routes.read_models import ReadEngine, Since, Until, checked_range
from api.schemas.common import ErrorOut
from api.schemas.game_results import GameLeaderboardRowOut, GameScoreSheetOut
from domain.game_module import GameModule
from infrastructure.services import bootstrap
from infrastructure.services.bootstrap import Services
from infrastructure.services.errors import InvalidInput, NotFound

router = APIRouter(tags=["read models"])

GameName = Annotated[str, Path(pattern=r"^[a-z][a-z0-9_]{0,15}$", description="the game's registered name")]
TableId = Annotated[uuid.UUID, Path(description="the table's id (its event stream's id)")]
_NOT_FOUND: dict[int | str, dict[str, Any]] = {
    404: {"model": ErrorOut, "description": "no such game, a game without results, or no such table of it"}
}


def known_games(services: Services) -> dict[str, GameModule[Any, Any, Any]]:
    """The games this service registers, by name: the wiring place's and its platform games."""
    games = {g.name: g for g in bootstrap.GAMES}
    games.update({name: served.module for name, served in services.platform_tables.items()})
    return games


def results_game(services: Services, game: str) -> str:
    """``game`` checked: a registered game (else ``NotFound("game")``) that declares ``results``
    (else ``NotFound("results")``)."""
    games = known_games(services)
    module = games.get(game)
    if module is None:
        raise NotFound("game", f"no game {game!r} here; registered: {', '.join(games) or 'none'}")
    if module.results is None:
        with_results = [name for name, g in games.items() if g.results is not None]
        raise NotFound(
            "results",
            f"{game} declares no results for these score sheets; games that do: {', '.join(with_results) or 'none'}",
        )
    return game


@router.get(
    "/v1/games/{game}/tables/{table_id}/score-sheet",
    response_model=GameScoreSheetOut,
    summary="A table's score sheet (any game with results)",
    responses=_NOT_FOUND,
)
def get_game_score_sheet(services: ServicesDep, engine: ReadEngine, game: GameName, table_id: TableId) -> Response:
    """The players, one line per round (points and places per seat, the note), the points summed
    per seat and, once the game is over, each seat's final place."""
    results_game(services, game)
    with engine.connect() as conn:
        sheet = read_side.game_score_sheet(conn, game, table_id)
    if sheet is None:
        raise NotFound("table", f"no {game} table {table_id} with results")
    return json_response(sheet)


@router.get(
    "/v1/games/{game}/leaderboard",
    response_model=list[GameLeaderboardRowOut],
    summary="A game's leaderboard (any game with results)",
    responses=_NOT_FOUND,
)
def get_game_leaderboard(
    services: ServicesDep,
    engine: ReadEngine,
    game: GameName,
    limit: Annotated[int, Query(ge=1, le=500)] = 50,
    offset: Annotated[int, Query(ge=0, le=1_000_000)] = 0,
) -> Response:
    """Per player name, over its finished games: games played, wins (place 1; a shared first place
    counts), the places summed and their mean, the points summed; ranked by wins, then the lower
    average place (equal ones share a rank), then more games."""
    results_game(services, game)
    with engine.connect() as conn:
        return json_response(read_side.game_leaderboard(conn, game, limit=limit, offset=offset))


@router.get(
    "/v1/analytics/game-exports/{name}",
    summary="Stream every game's round lines or final places as CSV, NDJSON or Parquet",
    response_class=StreamingResponse,
    responses={
        200: {
            "description": "CSV (a header line, then one row per line), NDJSON (one JSON object per line) "
            "or Parquet (typed columns); one schema for every game",
            "content": {
                "text/csv": {"schema": {"type": "string"}},
                "application/x-ndjson": {"schema": {"type": "string"}},
                "application/vnd.apache.parquet": {"schema": {"type": "string", "format": "binary"}},
            },
        },
        422: {"model": ErrorOut, "description": "an unknown game or one without results, until before since"},
    },
)
def get_game_export(
    services: ServicesDep,
    engine: ReadEngine,
    name: Annotated[Literal["game_rounds", "games"], Path()],
    game: Annotated[str | None, Query(max_length=16, description="only this game (its registered name)")] = None,
    since: Since = None,
    until: Until = None,
    format_: Annotated[Literal["csv", "ndjson", "parquet"], Query(alias="format")] = "ndjson",
) -> StreamingResponse:
    """``game_rounds``: one row per (table, round, seat) — game, table_id, round_no, seat, player,
    points, place, note, ended_at; ``games``: one row per seat of a finished game — game,
    table_id, seat, player, final_place, points, rounds, finished_at.  In key order."""
    if game is not None:
        try:
            results_game(services, game)
        except NotFound as refused:
            raise InvalidInput("game", refused.message) from None
    checked_range(since, until)
    rows = read_side.game_export_rows(engine, name, game, since, until)
    body: Iterator[bytes]
    if format_ == "csv":
        body = read_side.game_export_csv(name, rows)
        media = "text/csv; charset=utf-8"
    elif format_ == "parquet":
        body = read_side.game_export_parquet(rows, name)
        media = "application/vnd.apache.parquet"
    else:
        body = read_side.export_ndjson(rows)
        media = "application/x-ndjson"
    filename = f"maumau-{name}.{format_}"
    return StreamingResponse(
        body, media_type=media, headers={"Content-Disposition": f'attachment; filename="{filename}"'}
    )
