"""Every default a settings table in the docs gives is the default the code has (issue #19, item
14: the operations guide gave the rate limits' defaults as 0 — off — though they are on).

The tables of ``README.md`` and ``docs/*.md`` are parsed: a row whose first cell names
``MAUMAU_*`` variables (``A / B``, a short ``_B`` standing for ``A`` with its last words
replaced) and whose second cell gives their defaults (``5 / 20``) is compared, value by value,
with the defaults of :class:`~infrastructure.adapters.settings.Settings` and
:class:`~infrastructure.services.runtime.RuntimeSettings`.  A default the docs say in words
(``true on SQLite``, ``empty``) is not a number and is left to the reader.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from pydantic_core import PydanticUndefined

from infrastructure.adapters.settings import Settings
from infrastructure.services.runtime import RuntimeSettings

ROOT = Path(__file__).resolve().parents[2]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
_NAME = re.compile(r"`(MAUMAU_[A-Z0-9_]+|_[A-Z0-9_]+)`")


def _defaults() -> dict[str, Any]:
    out: dict[str, Any] = {}
    for model in (Settings, RuntimeSettings):
        for field, info in model.model_fields.items():
            if info.default is not PydanticUndefined and info.default_factory is None:
                out[f"MAUMAU_{field.upper()}"] = info.default
    return out


def _expand(first: str, short: str, known: dict[str, Any]) -> str:
    """``_BURST`` after ``MAUMAU_RATE_LIMIT_TOKEN_PER_SECOND``: the known name that replaces the
    fewest last words of the first name."""
    words = first.split("_")
    for cut in range(1, len(words)):
        name = "_".join(words[:-cut]) + short
        if name in known:
            return name
    return short


def _value(cell: str) -> Any:
    """The default a cell part states, if it is a number or a boolean, perhaps followed by a
    remark in brackets (else ``None``: ``true on SQLite, false on PostgreSQL`` is said in words)."""
    token, _, rest = cell.strip().strip("`").partition(" ")
    if rest and not rest.startswith("("):
        return None
    if token in ("true", "false"):
        return token == "true"
    try:
        return float(token)
    except ValueError:
        return None


def documented_defaults() -> list[tuple[str, str, Any]]:
    """(document and line, variable, documented default) of every settings table row."""
    known = _defaults()
    rows: list[tuple[str, str, Any]] = []
    for doc in DOCS:
        for number, line in enumerate(doc.read_text(encoding="utf-8").splitlines(), 1):
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if not line.startswith("| `MAUMAU_") or len(cells) < 2:
                continue
            names = _NAME.findall(cells[0])
            if not names or " " in cells[0].replace(" / ", "").replace("`", ""):
                continue  # a command line, not a settings row
            names = [names[0], *(_expand(names[0], n, known) if n.startswith("_") else n for n in names[1:])]
            values = cells[1].split(" / ")
            if len(values) != len(names):
                continue
            for name, raw in zip(names, values, strict=True):
                value = _value(raw)
                if value is not None:
                    rows.append((f"{doc.name}:{number}", name, value))
    return rows


def test_the_documented_defaults_are_the_settings_defaults() -> None:
    known = _defaults()
    rows = documented_defaults()
    named = {name for _where, name, _value in rows}
    # The parse finds the rows that matter (the rate limits, in README and the operations guide).
    assert {"MAUMAU_RATE_LIMIT_TOKEN_PER_SECOND", "MAUMAU_RATE_LIMIT_ADDRESS_BURST", "MAUMAU_BOT_DELAY_MS"} <= named
    wrong = [
        f"{where}: {name} documented as {value!r}, but its default is {known.get(name, 'not a setting')!r}"
        for where, name, value in rows
        if name not in known or known[name] != value
    ]
    assert not wrong, "\n".join(wrong)
