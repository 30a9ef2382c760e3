"""The README's commands work as written after its two set-up commands (issue 19: ``maumau simulate
... --out`` failed in the venv ``scripts/serve.sh`` builds, which lacked the ``analytics`` extra).

Every command in the README's ``sh`` blocks runs the venv's own programs (``.venv/bin/...``, never
a bare ``python`` from elsewhere), and the ones that run by themselves (no service, no database)
are run here, scaled down, with only what ``scripts/serve.sh`` installs: the modules of every other
optional dependency are made unimportable first (:mod:`tests.sim.readme_env`), so a command that
needs a package serve.sh does not install fails here as it would for a reader.
"""

from __future__ import annotations

import re
import shlex
import subprocess
import sys
import tomllib
from importlib.metadata import packages_distributions
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
VENV_PROGRAMS = (".venv/bin/maumau", ".venv/bin/python", ".venv/bin/alembic")
SETUP = ("scripts/serve.sh", "scripts/test.sh")
SELF_INSTALLING = ("scripts/topology.sh",)
"""Scripts that install what they need themselves (the reference deployment: its Debian packages)."""


def readme_commands() -> list[list[str]]:
    """Every command line of the README's ``sh`` blocks (continuations joined, comments dropped)."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    commands: list[list[str]] = []
    for block in re.findall(r"```sh\n(.*?)```", text, flags=re.S):
        for line in block.replace("\\\n", " ").splitlines():
            words = shlex.split(line, comments=True)
            if words:
                commands.append(words)
    return commands


def _name(requirement: str) -> str:
    """The distribution a requirement names, normalised (``uvicorn[standard]==0.54.0`` -> ``uvicorn``)."""
    return re.split(r"[\[=<>!~; ]", requirement, maxsplit=1)[0].lower().replace("_", "-")


def serve_extras() -> list[str]:
    """The extras ``scripts/serve.sh`` installs (its ``maumau_ensure_venv`` argument)."""
    found = re.findall(r"^maumau_ensure_venv\s+(\S*)", (ROOT / "scripts/serve.sh").read_text(), flags=re.M)
    assert len(found) == 1, found
    return [extra for extra in found[0].strip("\"'").split(",") if extra]


def blocked_modules() -> list[str]:
    """The top-level modules of every optional dependency that ``scripts/serve.sh`` does not install."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    extras: dict[str, list[str]] = project["optional-dependencies"]
    installed = {_name(r) for r in project["dependencies"]}
    for extra in serve_extras():
        installed |= {_name(r) for r in extras[extra]}
    optional = {_name(r) for requirements in extras.values() for r in requirements}
    missing = optional - installed
    modules = {
        module
        for module, dists in packages_distributions().items()
        if any(d.lower().replace("_", "-") in missing for d in dists)
    }
    return sorted(modules)


def test_every_readme_command_runs_the_venvs_programs() -> None:
    commands = readme_commands()
    assert len(commands) > 20
    for words in commands:
        program = words[0]
        if program == "curl" or "=" in program or program in SETUP or program in SELF_INSTALLING:
            continue
        assert program.startswith(VENV_PROGRAMS), f"README runs {' '.join(words)!r}: use .venv/bin/..."


def test_serve_sh_installs_what_the_readme_needs_and_a_dev_venv_has_it_too() -> None:
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"]
    assert "analytics" in serve_extras()  # Parquet from `maumau simulate --out` and the Parquet exports
    # scripts/_venv.sh lets a dev install stand for the analytics extra: dev must hold all of it.
    assert {_name(r) for r in extras["analytics"]} <= {_name(r) for r in extras["dev"]}
    blocked = blocked_modules()
    assert "pyarrow" not in blocked
    assert "pytest" in blocked  # the emulation does block what serve.sh leaves out


SCALED = {"--rounds": "20", "--jobs": "1", "--coups": "2000", "--players": None}
"""Options scaled down so each command takes seconds (``None``: kept as written)."""


def _scaled(words: list[str], tmp_path: Path) -> list[str]:
    out = list(words)
    for i, word in enumerate(out[:-1]):
        if SCALED.get(word):
            out[i + 1] = SCALED[word]  # type: ignore[assignment]
        elif word == "--out":
            out[i + 1] = str(tmp_path / out[i + 1])
    if out[1] == "balance" and "--rounds" not in out:
        out += ["--rounds", "10"]
    if out[1] == "simulate" and "--jobs" not in out:
        out += ["--jobs", "1"]  # not a process per core for 20 rounds
    return out


def standalone_commands() -> list[list[str]]:
    """The README's maumau commands that need no service and no database."""
    needs_database = {"projections", "tournament", "replay", "verify", "db", "serve", "accounts"}
    return [words for words in readme_commands() if words[0] == ".venv/bin/maumau" and words[1] not in needs_database]


@pytest.mark.parametrize("words", standalone_commands(), ids=lambda words: " ".join(words[1:4]))
def test_a_readme_command_runs_with_what_serve_sh_installs(words: list[str], tmp_path: Path) -> None:
    command = _scaled(words, tmp_path)
    run = subprocess.run(
        [sys.executable, "-m", "tests.sim.readme_env", ",".join(blocked_modules()), "maumau", *command[1:]],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert run.returncode == 0, f"{' '.join(command)}\n{run.stdout[-2000:]}\n{run.stderr[-2000:]}"
    if "--out" in command and command[1] == "simulate":
        out = Path(command[command.index("--out") + 1])
        assert (out / "rounds.csv").is_file()
        assert list((out / "rounds.parquet").glob("part-*.parquet"))  # the Parquet the README promises


def test_the_readme_attack_campaign_imports_with_what_serve_sh_installs() -> None:
    """``scripts.attack.campaign`` needs a service and minutes; here only that it loads, help included."""
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "tests.sim.readme_env",
            ",".join(blocked_modules()),
            "python",
            "-m",
            "scripts.attack.campaign",
            "--help",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    assert any(words[:3] == [".venv/bin/python", "-m", "scripts.attack.campaign"] for words in readme_commands())
