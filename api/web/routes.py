"""The web client's routes: the page shell, its static assets, and the rule editor's check.

* ``GET /``, ``/rules``, ``/leaderboards``, ``/t/{table_id}``, ``/t/{table_id}/replay`` and
  ``/t/{table_id}/sheet`` answer the same HTML shell; its ES modules pick the page by path.  So
  do the teaching pages (``/learn``, ``/learn/quiz``, ``/learn/guided``, ``/learn/baccarat``), a
  Punto Banco table (``/pb/{table_id}``), and the tournament pages: ``/tournaments`` (the
  list), ``/tournaments/new`` and
  ``/tournaments/{id}/desk`` (the director's desk), ``/tournaments/{id}`` (the standings board),
  ``/tournaments/{id}/rounds/{n}`` (a round's seating list), ``/tournaments/{id}/travellers``
  (the per-board travellers) and ``/tournaments/{id}/entrants/{entrant}/card`` (a score card);
  ``/leagues/new`` and ``/leagues/{id}`` (a league's events and table).  The
  shell carries a strict Content-Security-Policy: scripts, styles, images and connections from
  this origin only, so a page cannot load anything from another host even by mistake.
* ``GET /web/{path}`` serves the files of ``api/web/static`` (a fixed list read at import: no
  other path can be reached), gzipped when the browser accepts it, with an ``ETag`` (the
  content's hash) and ``Cache-Control: no-cache`` so a reload revalidates with a 304.
* ``POST /web/ruleset-check`` runs the domain's rule editor (:func:`domain.maumau.rules.apply_overrides`
  and :func:`domain.maumau.rules.ruleset_warnings`) on a draft without saving it: 200 with the problems
  per field, so the editor shows them inline while the user types.  Saving stays
  ``POST /v1/rulesets``.

Nothing here decides a rule or holds state; the routes are left out of the OpenAPI document.
"""

from __future__ import annotations

import dataclasses
import gzip
import hashlib
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, Literal, get_type_hints

from fastapi import APIRouter, Header, Request, Response
from fastapi import Path as PathParam
from pydantic import BaseModel, ConfigDict, Field

from api.http.deps import TablesDep
from api.schemas.vocabulary import VOCABULARY
from domain.cards import DECK_RANKS, RANK_NAMES
from domain.maumau.rules import RuleSet, RuleSetError, apply_overrides, ruleset_warnings
from domain.maumau.ruleset_fields import (
    CALL_MODES,
    CARD_VALUE_TABLES,
    DRAW_MODES,
    EFFECT_KINDS,
    MAP_FIELDS,
    REVERSE_TWO_PLAYERS,
    SCORINGS,
    START_CARD_RULES,
)
from domain.tournament.decide import ID_PATTERN
from infrastructure.services.errors import NotFound

__all__ = ["ASSETS", "PAGES", "router"]

STATIC = Path(__file__).parent / "static"
"""Where the client's files live (HTML shell, CSS, ES modules, icon)."""

_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".svg": "image/svg+xml",
    ".json": "application/json",
}

CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
    "base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
)
"""The pages' Content-Security-Policy: nothing but this origin, no inline script or style."""

PAGES = (
    "/",
    "/rules",
    "/leaderboards",
    "/t/{table_id}",
    "/t/{table_id}/replay",
    "/t/{table_id}/sheet",
    "/tournaments",
    "/tournaments/new",
    "/tournaments/{tournament_id}",
    "/tournaments/{tournament_id}/desk",
    "/tournaments/{tournament_id}/rounds/{round_no}",
    "/tournaments/{tournament_id}/travellers",
    "/tournaments/{tournament_id}/entrants/{entrant_id}/card",
    "/leagues/new",
    "/leagues/{league_id}",
    "/learn",
    "/learn/quiz",
    "/learn/guided",
    "/learn/baccarat",
    "/pb/{table_id}",
)
"""The paths that answer the page shell."""


@dataclass(frozen=True)
class Asset:
    """One static file: its bytes, gzipped bytes, media type and entity tag."""

    body: bytes
    gzipped: bytes
    media_type: str
    etag: str


def _load_assets() -> dict[str, Asset]:
    """Every file under :data:`STATIC` with a known suffix, by its path relative to it."""
    out: dict[str, Asset] = {}
    for path in sorted(STATIC.rglob("*")):
        media_type = _TYPES.get(path.suffix)
        if not path.is_file() or media_type is None:
            continue
        body = path.read_bytes()
        tag = '"' + hashlib.sha256(body).hexdigest()[:20] + '"'
        out[path.relative_to(STATIC).as_posix()] = Asset(body, gzip.compress(body, 9, mtime=0), media_type, tag)
    return out


ASSETS = _load_assets()
"""The files ``/web/{path}`` serves (read once, at import)."""

router = APIRouter(include_in_schema=False)

AcceptEncoding = Annotated[str | None, Header(alias="Accept-Encoding")]
IfNoneMatch = Annotated[str | None, Header(alias="If-None-Match")]


def _send(asset: Asset, accept_encoding: str | None, if_none_match: str | None, extra: dict[str, str]) -> Response:
    """``asset`` (gzipped where accepted), or 304 when the client holds this version."""
    headers = {"ETag": asset.etag, "Cache-Control": "no-cache", "Vary": "Accept-Encoding", **extra}
    if if_none_match is not None and asset.etag in {t.strip() for t in if_none_match.split(",")}:
        return Response(status_code=304, headers=headers)
    if accept_encoding is not None and "gzip" in accept_encoding.lower():
        headers["Content-Encoding"] = "gzip"
        return Response(asset.gzipped, media_type=asset.media_type, headers=headers)
    return Response(asset.body, media_type=asset.media_type, headers=headers)


def _shell(request: Request, accept_encoding: str | None) -> Response:
    """The page shell with the service's path prefix filled in (behind a path-rewriting proxy)."""
    base = str(request.scope.get("root_path", "")).rstrip("/")
    template = ASSETS["index.html"]
    body = template.body.replace(b"{{BASE}}", base.encode())
    page = Asset(body, gzip.compress(body, 6, mtime=0), template.media_type, template.etag)
    headers = {
        "Content-Security-Policy": CSP,
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "no-referrer",
    }
    return _send(page, accept_encoding, None, headers)


@router.get("/", name="web_lobby")
@router.get("/rules", name="web_rules")
@router.get("/leaderboards", name="web_leaderboards")
@router.get("/learn", name="web_learn")
@router.get("/learn/quiz", name="web_quiz")
@router.get("/learn/guided", name="web_guided")
@router.get("/learn/baccarat", name="web_card_school")
def page(request: Request, accept_encoding: AcceptEncoding = None) -> Response:
    """The page shell; its modules choose the page by path."""
    return _shell(request, accept_encoding)


@router.get("/t/{table_id}", name="web_table")
@router.get("/pb/{table_id}", name="web_puntobanco")
@router.get("/t/{table_id}/replay", name="web_replay")
@router.get("/t/{table_id}/sheet", name="web_sheet")
def table_page(request: Request, table_id: uuid.UUID, accept_encoding: AcceptEncoding = None) -> Response:
    """The page shell of a table's pages (a malformed id is 422, as on the API)."""
    return _shell(request, accept_encoding)


@router.get("/g/{game}", name="web_game")
@router.get("/g/{game}/{table_id}", name="web_game_table")
def game_page(
    request: Request,
    game: Annotated[str, PathParam(pattern=r"^[a-z]{1,16}$")],
    table_id: uuid.UUID | None = None,
    accept_encoding: AcceptEncoding = None,
) -> Response:
    """The page shell of a platform game's pages (``/g/<game>``: open a table; with a table id:
    the table), for any game the platform serves whole."""
    return _shell(request, accept_encoding)


@router.get("/tournaments", name="web_tournaments")
@router.get("/tournaments/new", name="web_tournament_new")
def tournaments_page(request: Request, accept_encoding: AcceptEncoding = None) -> Response:
    """The page shell of the tournament list and of the desk's form that creates one."""
    return _shell(request, accept_encoding)


@router.get("/tournaments/{tournament_id}", name="web_tournament")
@router.get("/tournaments/{tournament_id}/desk", name="web_tournament_desk")
def tournament_page(request: Request, tournament_id: uuid.UUID, accept_encoding: AcceptEncoding = None) -> Response:
    """The page shell of a tournament's standings board and director's desk (a malformed id is
    422, as on the API)."""
    return _shell(request, accept_encoding)


@router.get("/tournaments/{tournament_id}/rounds/{round_no}", name="web_tournament_round")
def tournament_round_page(
    request: Request,
    tournament_id: uuid.UUID,
    round_no: Annotated[int, PathParam(ge=1, le=1000)],
    accept_encoding: AcceptEncoding = None,
) -> Response:
    """The page shell of a tournament round's seating list (a round number out of range is 422)."""
    return _shell(request, accept_encoding)


@router.get("/tournaments/{tournament_id}/travellers", name="web_tournament_travellers")
def tournament_travellers_page(
    request: Request, tournament_id: uuid.UUID, accept_encoding: AcceptEncoding = None
) -> Response:
    """The page shell of a tournament's per-board travellers (``?round=N``: one round's)."""
    return _shell(request, accept_encoding)


@router.get("/tournaments/{tournament_id}/entrants/{entrant_id}/card", name="web_tournament_card")
def tournament_card_page(
    request: Request,
    tournament_id: uuid.UUID,
    entrant_id: Annotated[str, PathParam(min_length=1, max_length=64, pattern=ID_PATTERN)],
    accept_encoding: AcceptEncoding = None,
) -> Response:
    """The page shell of an entrant's personal score card."""
    return _shell(request, accept_encoding)


@router.get("/leagues/new", name="web_league_new")
def league_new_page(request: Request, accept_encoding: AcceptEncoding = None) -> Response:
    """The page shell of the form that creates a league (``docs/leagues.md``)."""
    return _shell(request, accept_encoding)


@router.get("/leagues/{league_id}", name="web_league")
def league_page(request: Request, league_id: uuid.UUID, accept_encoding: AcceptEncoding = None) -> Response:
    """The page shell of a league's events and table (a malformed id is 422, as on the API)."""
    return _shell(request, accept_encoding)


class RulesetDraft(BaseModel):
    """A rule editor draft: the base and the overrides, as ``POST /v1/rulesets`` takes them."""

    model_config = ConfigDict(extra="forbid")

    base: str = Field(default="MM-001", min_length=1, max_length=64)
    overrides: dict[str, Any] = Field(default_factory=dict, max_length=64)
    replace: list[Literal[MAP_FIELDS]] = Field(  # type: ignore[valid-type]
        default_factory=list, max_length=len(MAP_FIELDS)
    )


@router.post("/web/ruleset-check")
def check_ruleset(draft: RulesetDraft, tables: TablesDep) -> dict[str, Any]:
    """The domain's verdict on a draft, without saving it: ``ok``, the problems per field and
    the warnings of a valid draft (an unknown base is 404 as on ``POST /v1/rulesets``)."""
    parent = tables.get_ruleset(draft.base)
    try:
        rules = apply_overrides(parent.rules, draft.overrides, name="custom", replace=draft.replace)
    except RuleSetError as error:
        return {"ok": False, "fields": dict(error.problems), "warnings": []}
    warnings = [{"field": w.field, "message": w.message} for w in ruleset_warnings(rules)]
    return {"ok": True, "fields": {}, "warnings": warnings, "rules": rules.to_dict()}


@router.get("/web/ruleset-fields.json")
def ruleset_fields() -> dict[str, Any]:
    """What kind of input each ruleset field takes, from the domain's own definitions: the
    fields in order with their kind, and the words a field of a few choices takes.  The editor
    offers them; the domain still checks every value."""
    ranks = {str(size): [RANK_NAMES[r] for r in ranks] for size, ranks in DECK_RANKS.items()}
    return {"fields": FIELD_KINDS, "choices": CHOICES, "deck_ranks": ranks}


@router.get("/web/vocabulary.json")
def vocabulary() -> dict[str, Any]:
    """Every vocabulary the pages offer or compare with (tournament formats, scorings, tie-breaks,
    statuses …), from the domain's enums (:data:`api.schemas.vocabulary.VOCABULARY`): the pages never
    restate them."""
    return VOCABULARY


def _field_kind(name: str, hint: Any) -> str:
    """The editor's input kind for a ruleset field's type hint."""
    if name in CHOICES:
        return "choice"
    if name in MAP_FIELDS:
        return "map"
    kinds = {
        bool: "bool",
        int: "int",
        int | None: "int?",
        str: "text",
        tuple[int, int]: "pair",
        tuple[str, ...]: "ranks",
    }
    return kinds.get(hint, "text")


CHOICES: dict[str, list[str]] = {
    "start_card": list(START_CARD_RULES),
    "draw_mode": list(DRAW_MODES),
    "calls": list(CALL_MODES),
    "scoring": list(SCORINGS),
    "card_values": list(CARD_VALUE_TABLES),
    "reverse_two_players": list(REVERSE_TWO_PLAYERS),
    "effects": list(EFFECT_KINDS),
}
"""The fields that take one of a few words, and those words (``effects``: a special card's)."""

_HINTS = get_type_hints(RuleSet)
FIELD_KINDS: list[dict[str, str]] = [
    {"name": f.name, "kind": _field_kind(f.name, _HINTS[f.name])}
    for f in dataclasses.fields(RuleSet)
    if f.init and f.name != "name"
]
"""Every ruleset field but its name, in the ruleset's order, with its input kind."""


@router.get("/web/{path:path}")
def asset(path: str, accept_encoding: AcceptEncoding = None, if_none_match: IfNoneMatch = None) -> Response:
    """One of :data:`ASSETS` (404 ``asset`` for any other path)."""
    found = ASSETS.get(path)
    if found is None or path == "index.html":
        raise NotFound("asset", f"no web asset {path[:80]!r}")
    return _send(found, accept_encoding, if_none_match, {"X-Content-Type-Options": "nosniff"})


@router.get("/favicon.ico")
def favicon(accept_encoding: AcceptEncoding = None, if_none_match: IfNoneMatch = None) -> Response:
    """The icon, for browsers that ask for ``/favicon.ico`` whatever the page says."""
    return _send(ASSETS["favicon.svg"], accept_encoding, if_none_match, {})
