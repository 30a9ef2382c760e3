"""No import runs up a floor: the write side and the migrations never import the read side, the
HTTP and CLI adapters use only the read side's public API, and the list of read models is named
in one place.  Read from the source (``ast``), so a lazy import inside a function counts too."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from projections.registry import REGISTERED

ROOT = Path(__file__).resolve().parents[2]
PUBLIC = {"projections.api", "projections.cli"}
"""What other packages may import from the read side."""
READ_MODELS = {model.handle.__module__ for model in REGISTERED}
"""The modules of the registered read models (each one value, its ``handle`` defined beside it)."""


def imports(path: Path) -> set[str]:
    """Every module ``path`` imports (``from a.b import c`` counts as ``a.b`` and ``a.b.c``)."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            out.add(node.module)
            out.update(f"{node.module}.{alias.name}" for alias in node.names)
    return out


def read_side_imports(path: Path) -> set[str]:
    """The ``projections`` modules (or the package) ``path`` imports."""
    return {m for m in imports(path) if m == "projections" or m.startswith("projections.")}


def sources(*folders: str) -> list[Path]:
    """The Python files under ``folders`` (relative to the repository)."""
    return sorted(p for folder in folders for p in (ROOT / folder).rglob("*.py"))


@pytest.mark.parametrize("folder", ["domain", "infrastructure", "migrations"])
def test_the_write_side_and_the_migrations_never_import_the_read_side(folder: str) -> None:
    offenders = {str(p.relative_to(ROOT)): read_side_imports(p) for p in sources(folder) if read_side_imports(p)}
    assert offenders == {}


def test_adapters_use_only_the_read_sides_public_api() -> None:
    offenders = {}
    for path in sources("api"):
        used = read_side_imports(path) - {"projections"}
        reached = {m for m in used if not any(m == p or m.startswith(p + ".") for p in PUBLIC)}
        if reached:
            offenders[str(path.relative_to(ROOT))] = reached
    assert offenders == {}


def test_the_read_models_are_listed_in_the_registry_only() -> None:
    """Only the registry imports the read-model modules as projections; the public API imports
    their queries, nothing else in the package names them."""
    allowed = {"projections/registry.py", "projections/api.py"}
    naming = {
        str(p.relative_to(ROOT)): imports(p) & READ_MODELS
        for p in sources("projections")
        if imports(p) & READ_MODELS and str(p.relative_to(ROOT)) not in allowed
    }
    assert naming == {}


def test_the_checks_see_a_forbidden_import(tmp_path: Path) -> None:
    """The scanner itself: a lazy import inside a function is found."""
    source = tmp_path / "m.py"
    source.write_text("def f():\n    from projections.runner import Runner\n    import projections.schema\n")
    assert read_side_imports(source) == {"projections.runner", "projections.runner.Runner", "projections.schema"}


def _layer_imports(path: Path, *prefixes: str) -> set[str]:
    """The modules under any of ``prefixes`` that ``path`` imports."""
    return {m for m in imports(path) if any(m == p or m.startswith(p + ".") for p in prefixes)}


def test_adapters_import_nothing_above_them() -> None:
    """``infrastructure.adapters`` (store, database, settings, LISTEN, migrations) never imports the
    application services, the read side, HTTP or the games."""
    above = ("infrastructure.services", "projections", "api")
    offenders = {
        str(p.relative_to(ROOT)): found
        for p in sources("infrastructure/adapters")
        if (found := _layer_imports(p, *above))
    }
    assert offenders == {}


def test_the_games_import_only_the_standard_library_and_themselves() -> None:
    offenders = {
        str(p.relative_to(ROOT)): found
        for p in sources("domain")
        if (found := _layer_imports(p, "infrastructure", "projections", "api", "migrations"))
    }
    assert offenders == {}


def test_only_the_runner_knows_opaque_events() -> None:
    """Read models get decoded events of the kinds they follow: no module of the read side but
    the runner and the read side's followers on the log-follower core (both refuse to hand one
    over: ``NotDecoded``) names ``ForeignEvent``."""
    naming = {
        str(p.relative_to(ROOT))
        for p in sources("projections")
        if "infrastructure.adapters.event_store.ForeignEvent" in imports(p)
    }
    assert naming == {"projections/runner.py", "projections/follower.py"}
