"""Saved rulesets and the presets: the rulesets a Mau-Mau table may be opened under.

A ruleset is a preset (``domain.maumau.rules.PRESETS``, by name) or a saved custom one (``maumau_rulesets``:
derived from a base with house-rule toggles and overrides, validated by the domain, immutable,
shared by id).  :class:`Rulesets` lists, finds and saves them; ``TableService`` hands them out.
"""

from __future__ import annotations

import json
import re
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Engine, select
from sqlalchemy.orm import Session

from domain.maumau.rules import (
    HOUSE_RULES,
    PRESETS,
    RuleSet,
    RuleSetError,
    apply_overrides,
    house_rules_ruleset,
    ruleset_from_dict,
    with_house_rules,
)
from infrastructure.adapters.db import RulesetRow
from infrastructure.services.errors import InvalidInput, NotFound
from infrastructure.services.handles import checked_name

__all__ = ["RulesetInfo", "Rulesets"]

_RULESET_NAME_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9 _.\-]{0,63}")  # fullmatch: "$" also matches before "\n"


@dataclass(frozen=True, slots=True)
class RulesetInfo:
    """A ruleset as the lobby lists it: a preset (``id`` is its name) or a saved custom one."""

    id: str
    name: str
    base: str
    preset: bool
    rules: RuleSet
    created_at: datetime | None


class Rulesets:
    """The presets and the saved rulesets of one database."""

    def __init__(self, engine: Engine) -> None:
        self._engine = engine

    def _session(self) -> Session:
        return Session(self._engine, expire_on_commit=False)

    def list_rulesets(self, *, limit: int | None = None, offset: int = 0) -> list[RulesetInfo]:
        """Every preset, then every saved ruleset (oldest first); ``offset`` and ``limit`` page
        through that list (``limit=None``: to its end), so one answer stays bounded."""
        presets = [RulesetInfo(name, name, name, True, rules, None) for name, rules in PRESETS.items()]
        out = presets[offset:] if limit is None else presets[offset : offset + limit]
        if limit is not None and len(out) >= limit:
            return out
        saved_offset = max(0, offset - len(presets))
        query = select(RulesetRow).order_by(RulesetRow.created_at, RulesetRow.id).offset(saved_offset)
        if limit is not None:
            query = query.limit(limit - len(out))
        with self._session() as session:
            out += [_ruleset_info(row) for row in session.scalars(query).all()]
        return out

    def get_ruleset(self, ref: str) -> RulesetInfo:
        """A preset by name (case-insensitive) or a saved ruleset by id; :class:`NotFound` else."""
        if ref.upper() in PRESETS:
            name = ref.upper()
            return RulesetInfo(name, name, name, True, PRESETS[name], None)
        try:
            ruleset_id = uuid.UUID(ref)
        except ValueError:
            raise NotFound("ruleset", _no_ruleset(ref)) from None
        with self._session() as session:
            row = session.get(RulesetRow, ruleset_id)
            if row is None:
                raise NotFound("ruleset", f"no saved ruleset {ref}")
            return _ruleset_info(row)

    def create_ruleset(
        self,
        base: str,
        *,
        name: str | None = None,
        overrides: dict[str, Any] | None = None,
        house_rules: list[str] | None = None,
        replace: list[str] | None = None,
    ) -> RulesetInfo:
        """Derive a ruleset from ``base`` (a preset or saved id) and save it, immutable.

        ``house_rules`` toggles (:data:`domain.maumau.rules.HOUSE_RULES`) apply first, then ``overrides``
        (field -> value, as in :meth:`RuleSet.to_dict`; a map field such as ``specials`` merges
        with the base's unless named in ``replace``: :func:`domain.maumau.rules.apply_overrides`).
        Contradictions raise :class:`InvalidInput` with rule ``ruleset`` and every bad field named.
        """
        parent = self.get_ruleset(base)
        toggles = list(house_rules or ())
        unknown = [t for t in toggles if t not in HOUSE_RULES]
        if unknown:
            raise InvalidInput(
                "house_rules",
                f"unknown house rules {', '.join(unknown)}; known: {', '.join(HOUSE_RULES)}",
                {"house_rules": "unknown toggle"},
            )
        if name is None:
            # "PRESET+toggle" names let bots recognise the rules (domain.maumau.bots.rules_for_name).
            name = "+".join((parent.name, *toggles)) if toggles and not overrides else "custom"
        else:
            # the one check of names people see (control, format, bidi, invisible), then the charset
            checked_name(name, "name", longest=64, what="a ruleset's name")
            if not _RULESET_NAME_RE.fullmatch(name) or name.upper() in PRESETS:
                raise InvalidInput(
                    "name",
                    f"ruleset name {name!r}: 1-64 letters, digits, spaces, '_', '.', '-', and not a preset's name",
                    {"name": "invalid"},
                )
        try:
            # The domain parses every override to its field's one bounded form and names each bad field.
            rules = with_house_rules(parent.rules, *toggles, name=name) if toggles else parent.rules
            rules = apply_overrides(rules, overrides or {}, name=name, replace=replace or ())
        except RuleSetError as error:
            raise InvalidInput("ruleset", str(error), dict(error.problems)) from None
        row = RulesetRow(id=uuid.uuid4(), name=name, base=parent.id, body=rules.to_dict())
        with self._session() as session, session.begin():
            session.add(row)
            session.flush()
            return _ruleset_info(row)


def _no_ruleset(ref: str) -> str:
    """Why ``ref`` names no ruleset.  A house-rule name (``MM-002+ace_skips``) is no ruleset id:
    it is saved once (``POST /v1/rulesets``); when it would not even make a ruleset, the domain
    says which part is wrong (the preset, a toggle, a toggle that does not fit)."""
    quoted = repr(ref[:80])
    if "+" not in ref:
        return f"no ruleset {quoted}: use a preset ({', '.join(PRESETS)}) or a saved id"
    base, *toggles = ref.split("+")
    try:
        house_rules_ruleset(ref)
    except RuleSetError as error:
        return f"no ruleset {quoted}: {error.problems['house_rules']}"
    return (
        f"no ruleset {quoted}: a preset with house rules is saved first, "
        f'POST /v1/rulesets {{"base": "{base.upper()}", "house_rules": {json.dumps(toggles)}}}, '
        "then use the id it answers"
    )


def _ruleset_info(row: RulesetRow) -> RulesetInfo:
    """A saved ruleset row as :class:`RulesetInfo`."""
    return RulesetInfo(str(row.id), row.name, row.base, False, ruleset_from_dict(row.body), _utc(row.created_at))


def _utc(moment: datetime) -> datetime:
    """A timestamp read back as timezone-aware UTC (SQLite returns naive datetimes)."""
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)
