"""``maumau db upgrade``, ``maumau replay``, ``maumau verify`` (CliRunner) and ``maumau serve``
(a real process on a fresh SQLite file: it migrates, serves, lets bots play, stops on SIGINT)."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
from pathlib import Path

import httpx
from typer.testing import CliRunner

from api.cli.main import app
from infrastructure.adapters.migrate import current_revision, head_revision
from infrastructure.adapters.settings import load_settings
from infrastructure.services.bootstrap import build_services
from infrastructure.services.runtime import Runtime
from tests.live.conftest import live_options
from tests.live.helpers import wait_for
from tests.service_fixtures import FakeClock, seeded_random

runner = CliRunner()


def _bots_match(url: str) -> tuple[str, int]:
    """A finished match of bots, then a second table left in its first round; returns the
    finished table's id and its rounds."""
    services = build_services(load_settings(database_url=url), clock=FakeClock(), random_seed=seeded_random())
    runtime = Runtime(services, live_options(), background=True).start()
    try:
        table, host = services.tables.create_table("MM-003", 2)
        for seat in (0, 1):
            services.tables.add_bot(table.id, seat, "heuristic", host)
        services.tables.start_match(table.id, host)
        wait_for(lambda: services.games.state(table.id).phase == "finished", 60, 0.05, "the bots' match")
        return str(table.id), services.games.state(table.id).round_no
    finally:
        runtime.stop()
        services.close()


def test_db_upgrade_replay_and_verify_from_the_command_line(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'cli.db'}"
    result = runner.invoke(app, ["db", "upgrade", "--database-url", url])
    assert result.exit_code == 0, result.output
    assert current_revision(load_settings(database_url=url)) == head_revision()
    table_id, rounds = _bots_match(url)
    for n in range(1, rounds + 1):
        result = runner.invoke(app, ["verify", table_id, str(n), "--database-url", url, "--json"])
        assert result.exit_code == 0, result.output
        assert json.loads(result.stdout)["ok"] is True
    result = runner.invoke(app, ["replay", table_id, "1", "--at", "3", "--database-url", url, "--json"])
    assert result.exit_code == 0, result.output
    body = json.loads(result.stdout)
    assert body["round_over"] is True
    assert body["version"] == 3
    assert len(body["state"]["hands"]) == 2
    result = runner.invoke(app, ["replay", table_id, "1", "--database-url", url])
    assert result.exit_code == 0, result.output
    assert "draw pile" in result.stdout
    result = runner.invoke(app, ["replay", table_id, str(rounds + 1), "--database-url", url])
    assert result.exit_code == 1
    result = runner.invoke(app, ["verify", "not-a-uuid", "1", "--database-url", url])
    assert result.exit_code == 2


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def test_serve_migrates_a_fresh_sqlite_file_serves_and_stops(tmp_path: Path) -> None:
    port = _free_port()
    env = {**os.environ, "MAUMAU_DATABASE_URL": f"sqlite:///{tmp_path / 'var' / 'maumau.db'}"}
    command = [
        sys.executable,
        "-m",
        "api.cli.main",
        "serve",
        "--port",
        str(port),
        "--bot-delay-ms",
        "0",
        "--log-level",
        "warning",
    ]
    process = subprocess.Popen(command, env=env, cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    try:

        def up() -> bool:
            try:
                return httpx.get(f"{base}/v1/rulesets", timeout=1).status_code == 200
            except httpx.TransportError:
                assert process.poll() is None, process.stdout.read() if process.stdout else ""
                return False

        wait_for(up, 60, 0.2, "maumau serve to answer")
        with httpx.Client(base_url=base, timeout=10) as http:
            created = http.post("/v1/tables", json={"ruleset": "MM-005", "seats": 2}).json()
            auth = {"Authorization": f"Bearer {created['host_token']}"}
            url = f"/v1/tables/{created['table_id']}"
            for seat in (0, 1):
                assert http.post(f"{url}/seats/{seat}/bot", json={"bot": "random"}, headers=auth).status_code == 201
            assert http.post(f"{url}/start", headers=auth).status_code == 200
            wait_for(lambda: http.get(url).json()["state"]["phase"] == "finished", 60, 0.1, "the bots to finish")
            # The projection runner runs in the same process on SQLite: the score sheet appears.
            wait_for(
                lambda: http.get(f"/v1/matches/{created['table_id']}/score-sheet").status_code == 200,
                30,
                0.1,
                "the read models",
            )
        assert (tmp_path / "var" / "maumau.db").exists()
    finally:
        process.send_signal(signal.SIGINT)
        try:
            process.wait(20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
    assert process.returncode == 0


def test_serve_refuses_several_workers_on_sqlite(tmp_path: Path) -> None:
    """Several HTTP processes need PostgreSQL; on SQLite the refusal names the option and nothing starts."""
    url = f"sqlite:///{tmp_path / 'workers.db'}"
    result = runner.invoke(app, ["serve", "--workers", "2", "--database-url", url, "--no-migrate"])
    assert result.exit_code == 2
    assert "--workers" in result.output
    assert not (tmp_path / "workers.db").exists()
