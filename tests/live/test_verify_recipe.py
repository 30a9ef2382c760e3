"""The independent verification recipe (``scripts/verify_round.py``, listed in ``docs/verify.md``):
run as a separate program against the real service over HTTP, after real rounds.

It must agree with the service on honest rounds (reshuffles included), and fail when what the
player noted (the commitment, the dealt hand) differs.  It must need nothing but the standard
library, and the listing in the docs must be the script itself.
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from fastapi import FastAPI
from fastapi.testclient import TestClient

from tests.live.helpers import Table, live_server, wait_for

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "verify_round.py"


def _run(url: str, table_id: str, round_no: int, *extra: str) -> tuple[int, dict[str, Any]]:
    """Run the script in a fresh interpreter (no project code on its path); exit code and report."""
    done = subprocess.run(
        [sys.executable, "-I", str(SCRIPT), url, table_id, str(round_no), *extra],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        cwd="/",
    )
    assert done.stdout, done.stderr
    report: dict[str, Any] = json.loads(done.stdout)
    return done.returncode, report


def _finished_rounds(client: TestClient, table: Table, rounds: int) -> list[dict[str, Any]]:
    """Up to ``rounds`` finished rounds of ``table`` (fewer if its match ends first), each as its
    replay (events included)."""
    out = []
    for n in range(1, rounds + 1):
        seed_url = f"{table.url}/rounds/{n}/seed"
        wait_for(lambda: client.get(seed_url).status_code == 200, 60, what=f"round {n}")  # noqa: B023
        out.append(client.get(f"{table.url}/rounds/{n}/replay").json())
        r = client.post(f"{table.url}/rounds", headers={"Authorization": f"Bearer {table.host}"})
        if r.status_code != 200:  # an all-bot table may deal on by itself, or the match is over
            rule = r.json()["detail"]["rule"]
            assert rule in ("round_running", "match_finished"), r.text
            if rule == "match_finished":
                break
    return out


def test_the_script_confirms_honest_rounds_and_catches_what_the_player_noted(live_app: FastAPI) -> None:
    with TestClient(live_app) as client, live_server(live_app) as url:
        tables: list[tuple[Table, list[dict[str, Any]]]] = []
        while len(tables) < 6 and (len(tables) < 2 or not _reshuffles(tables)):
            table = Table.open(client, ["random", "random"], ruleset="MM-001")
            tables.append((table, _finished_rounds(client, table, 3)))
        assert _reshuffles(tables), "no round reshuffled: the reshuffle check was not exercised"
        for table, replays in tables:
            _check_honest(client, url, table, replays)

        table, replays = tables[0]
        first = replays[0]
        dealt = next(e for e in first["events"] if e["type"] == "CardsDealt")
        wrong_hand = ",".join(reversed(dealt["hands"][0][1:] + dealt["hands"][1][:1]))
        code, report = _run(url, table.table_id, 1, "--commitment", "00" * 32, "--hand", wrong_hand)
        assert code == 1
        assert report["checks"]["commitment_noted"] is False
        assert report["checks"]["my_hand"] is False
        assert report["checks"]["commitment"] is True  # the service's own record is still consistent


def _reshuffles(tables: list[tuple[Table, list[dict[str, Any]]]]) -> int:
    """How many of the rounds played reshuffled their discard pile at least once."""
    return sum(any(e["type"] == "DrawPileReshuffled" for e in r["events"]) for _, replays in tables for r in replays)


def _check_honest(client: TestClient, url: str, table: Table, replays: list[dict[str, Any]]) -> None:
    """The script passes every check of every round of ``table``."""
    for replay in replays:
        n = replay["round_no"]
        dealt = next(e for e in replay["events"] if e["type"] == "CardsDealt")
        noted = client.get(f"{table.url}/rounds/{n}/commitment").json()["commitment"]
        hand = ",".join(dealt["hands"][1])
        code, report = _run(url, table.table_id, n, "--commitment", noted, "--hand", hand)
        assert code == 0, report
        assert report["checks"]["commitment_noted"] is True
        assert report["checks"]["my_hand"] is True
        assert report["checks"]["hands"] is True
        assert report["checks"]["start_card"] is True
        assert sum(key.startswith("reshuffle_") for key in report["checks"]) == sum(
            e["type"] == "DrawPileReshuffled" for e in replay["events"]
        )


def test_the_script_needs_only_the_standard_library() -> None:
    tree = ast.parse(SCRIPT.read_text())
    imported = {
        alias.name.split(".")[0]
        for node in ast.walk(tree)
        if isinstance(node, ast.Import | ast.ImportFrom)
        for alias in (node.names if isinstance(node, ast.Import) else [ast.alias(node.module or "")])
    }
    assert imported <= set(sys.stdlib_module_names), imported - set(sys.stdlib_module_names)


def test_the_docs_list_the_script_itself() -> None:
    doc = (ROOT / "docs" / "verify.md").read_text()
    listing = doc.split("```python\n", 1)[1].rsplit("```", 1)[0]
    assert listing == SCRIPT.read_text()
