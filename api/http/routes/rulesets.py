"""``/v1/rulesets``: the presets and saved custom rulesets (the rule editor).

Every answer carries the ruleset's ``warnings`` (:func:`domain.maumau.rules.ruleset_warnings`): what is
valid but looks unintended.  The rules themselves, merging ``specials`` included, are the
domain's (:func:`domain.maumau.rules.apply_overrides`)."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query, status

from api.http.deps import TablesDep
from api.schemas.common import ErrorOut, RulesetCreate, RulesetOut
from domain.maumau.rules import ruleset_warnings
from infrastructure.services.tables import RulesetInfo

router = APIRouter(prefix="/v1/rulesets", tags=["rulesets"])

PAGE_SIZE = 100
"""Rulesets per page of ``GET /v1/rulesets`` unless ``limit`` asks for fewer or more."""
MAX_PAGE_SIZE = 500
"""Most rulesets one page may hold (each is at most a few kilobytes)."""


def _out(info: RulesetInfo) -> dict[str, Any]:
    """A ruleset as its response body."""
    return {
        "id": info.id,
        "name": info.name,
        "base": info.base,
        "preset": info.preset,
        "created_at": info.created_at,
        "rules": info.rules.to_dict(),
        "warnings": [{"field": w.field, "message": w.message} for w in ruleset_warnings(info.rules)],
    }


@router.get(
    "",
    response_model=list[RulesetOut],
    summary="List presets and saved rulesets",
    responses={422: {"model": ErrorOut}},
)
def list_rulesets(
    tables: TablesDep,
    limit: Annotated[int, Query(ge=1, le=MAX_PAGE_SIZE, description="rulesets per page")] = PAGE_SIZE,
    offset: Annotated[int, Query(ge=0, le=2**31 - 1, description="rulesets to skip")] = 0,
) -> list[dict[str, Any]]:
    """Every preset (id = its name), then every saved custom ruleset (id = uuid, oldest first),
    one page at a time: ``offset`` skips, ``limit`` bounds the page (a shorter page is the last)."""
    return [_out(info) for info in tables.list_rulesets(limit=limit, offset=offset)]


@router.post(
    "",
    response_model=RulesetOut,
    status_code=status.HTTP_201_CREATED,
    summary="Save a custom ruleset",
    responses={404: {"model": ErrorOut}, 422: {"model": ErrorOut}},
)
def create_ruleset(body: RulesetCreate, tables: TablesDep) -> dict[str, Any]:
    """Derive a ruleset from a preset or saved ruleset with house-rule toggles and field
    overrides; it is validated (contradictions are named per field, 422) and saved, immutable.

    ``specials`` merges with the base's special cards (an entry ``null`` makes that rank
    ordinary) unless ``replace`` names it.  The answer's ``warnings`` say what looks unintended,
    e.g. ``last_card_forbidden`` still naming a rank that is no special card any more."""
    info = tables.create_ruleset(
        body.base,
        name=body.name,
        overrides=body.overrides,
        house_rules=body.house_rules,
        replace=list(body.replace),
    )
    return _out(info)


@router.get(
    "/{ruleset_id}",
    response_model=RulesetOut,
    summary="Get one ruleset",
    responses={404: {"model": ErrorOut}},
)
def get_ruleset(ruleset_id: str, tables: TablesDep) -> dict[str, Any]:
    """A preset by name (case-insensitive) or a saved ruleset by id."""
    return _out(tables.get_ruleset(ruleset_id))
