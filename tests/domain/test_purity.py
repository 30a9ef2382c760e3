"""The import rule of ARCHITECTURE.md: ``domain/`` imports only the standard library and itself.

Every module under ``domain/`` is parsed with :mod:`ast` (imports inside functions and ``if``
blocks count too) and each imported top-level name is compared with ``sys.stdlib_module_names``.
The rules core also has no clock and no randomness of its own: what it needs arrives in commands.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

DOMAIN = Path(__file__).resolve().parents[2] / "domain"
MODULES = sorted(DOMAIN.rglob("*.py"))
# Computer players and simulations take an explicit ``random.Random``; the rules never do.
RNG_USERS = {"bots.py", "bot_registry.py", "simulation.py", "ismcts.py"}
NONDETERMINISM = {
    "random",
    "secrets",
    "time",
    "datetime",
    "uuid",
    "os",
    "socket",
    "threading",
    "asyncio",
    "subprocess",
    "urllib",
    "http",
    "sqlite3",
    "logging",
}


def imported_roots(source: str, package: str = "domain") -> set[str]:
    """Top-level names a module's source imports (relative imports count as ``package``)."""
    roots: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            roots.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            roots.add(package if node.level else (node.module or "").split(".")[0])
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, (ast.Name, ast.Attribute))
            and (getattr(node.func, "id", None) or getattr(node.func, "attr", None)) in ("__import__", "import_module")
        ):
            roots.add("<dynamic import>")
    return roots


def foreign(roots: set[str]) -> set[str]:
    """Imported names that are neither the standard library nor ``domain``."""
    return {r for r in roots if r != "domain" and r not in sys.stdlib_module_names}


def test_there_are_domain_modules_to_check():
    names = {p.name for p in MODULES}
    assert {
        "__init__.py",
        "cards.py",
        "rules.py",
        "shuffle.py",
        "events.py",
        "commands.py",
        "state.py",
        "fit.py",
        "decide.py",
        "evolve.py",
        "legal.py",
        "view.py",
        "codec.py",
    } <= names


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(DOMAIN)))
def test_domain_module_imports_only_stdlib_and_domain(path):
    roots = imported_roots(path.read_text(encoding="utf-8"))
    assert not foreign(roots), f"{path.name} imports {sorted(foreign(roots))}"


@pytest.mark.parametrize(
    "path", [p for p in MODULES if p.name not in RNG_USERS], ids=lambda p: str(p.relative_to(DOMAIN))
)
def test_rules_core_has_no_clock_randomness_or_io(path):
    roots = imported_roots(path.read_text(encoding="utf-8"))
    assert not roots & NONDETERMINISM, f"{path.name} imports {sorted(roots & NONDETERMINISM)}"


@pytest.mark.parametrize(
    ("source", "bad"),
    [
        ("import numpy", {"numpy"}),
        ("import sqlalchemy.orm as orm", {"sqlalchemy"}),
        ("from fastapi import APIRouter", {"fastapi"}),
        ("def f():\n    from eventsourcing.domain import Aggregate\n", {"eventsourcing"}),
        ("if True:\n    import pydantic\n", {"pydantic"}),
        ("import importlib\nimportlib.import_module('infrastructure')", {"<dynamic import>"}),
        ("__import__('api')", {"<dynamic import>"}),
        ("import hashlib, dataclasses\nfrom collections.abc import Sequence", set()),
        ("from . import cards\nfrom .rules import RuleSet\nfrom domain.maumau.fit import fits", set()),
    ],
)
def test_the_checker_itself_catches_foreign_imports(source, bad):
    assert foreign(imported_roots(source)) == bad


def test_importing_the_engine_pulls_in_no_third_party_package():
    """The same rule at run time, in a fresh interpreter: ``import domain`` loads nothing outside
    the standard library and the project."""
    import subprocess

    code = "import sys; before = set(sys.modules); import domain; print('\\n'.join(sorted(set(sys.modules) - before)))"
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=DOMAIN.parent
    ).stdout.split()
    roots = {name.split(".")[0] for name in out}
    assert not foreign(roots - {"domain"}), sorted(foreign(roots))
