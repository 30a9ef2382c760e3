"""The mypyc build of domain/ (scripts/build_compiled.sh) behaves exactly like the source: the
golden digests of every ruleset are the same compiled and interpreted.

Runs when a current build is present (``build/compiled``, built from today's sources); skipped,
saying why, when there is none or it is stale.  The check runs in a child process started by
``scripts/run_compiled.py --require``, so the compiled modules are the ones imported."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.sim.test_golden_behaviour import GOLDEN

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("run_compiled", ROOT / "scripts" / "run_compiled.py")
assert _spec is not None
assert _spec.loader is not None
run_compiled = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(run_compiled)

HOT = tuple(
    f"maumau.{name}" for name in ("decide", "legal", "fit", "evolve", "view", "state", "rules", "simulation", "bots")
)
"""The hot modules (under domain/maumau/ since the layout of issue 20) that must be compiled."""


def test_the_build_state_sees_missing_and_stale_builds(tmp_path: Path) -> None:
    (tmp_path / "domain").mkdir()
    (tmp_path / "domain" / "a.py").write_text("x = 1\n")
    build = tmp_path / "build"
    assert run_compiled.build_state(build, tmp_path) == "missing"
    (build / "domain").mkdir(parents=True)
    (build / "domain" / "a.cpython-311-x86_64-linux-gnu.so").write_bytes(b"")
    digest = "1a8ec8ffa5fbf0b3ab1e0bb9ae7e1e4a5e0e5a3e3d3f9b0d7c2d2c0b1a0e9f8d7"
    (build / "SOURCES.sha256").write_text(f"{digest}  domain/a.py\n")
    assert run_compiled.build_state(build, tmp_path) == "stale"
    import hashlib

    real = hashlib.sha256(b"x = 1\n").hexdigest()
    (build / "SOURCES.sha256").write_text(f"{real}  domain/a.py\n")
    assert run_compiled.build_state(build, tmp_path) == "current"


def test_golden_digests_are_the_same_compiled() -> None:
    state = run_compiled.build_state()
    if state != "current":
        pytest.skip(f"no current compiled build ({state}): scripts/build_compiled.sh builds one")
    out = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "run_compiled.py"), "--require", "-m", "tests.sim.compiled_check"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout)
    for name in HOT:
        assert report["modules"][f"domain.{name}"].endswith(".so"), name
    assert {name: tuple(pair) for name, pair in report["digests"].items()} == {
        name: GOLDEN[name] for name in report["digests"]
    }
