"""No import cycles in the production packages, including cycles hidden inside functions."""

from __future__ import annotations

from pathlib import Path

from tests.architecture.import_graph import cycles, import_graph

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("domain", "infrastructure", "projections", "api", "migrations")


def test_the_production_packages_have_no_import_cycle() -> None:
    assert cycles(import_graph(ROOT, PACKAGES)) == []


def test_a_cycle_hidden_in_a_function_is_found(tmp_path: Path) -> None:
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("from pkg.b import g\n\ndef f():\n    return g()\n")
    (package / "b.py").write_text(
        "def g():\n    from pkg import a  # lazy: hides the cycle at import time\n    return a\n"
    )
    (package / "c.py").write_text("from . import a\n")
    graph = import_graph(tmp_path, ["pkg"])
    assert graph["pkg.c"] == {"pkg.a"}
    assert cycles(graph) == [["pkg.a", "pkg.b"]]


def test_a_graph_without_a_cycle_has_none() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": set()}) == []
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
