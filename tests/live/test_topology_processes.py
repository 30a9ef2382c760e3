"""Every documented topology as real processes, with the turn clock, automatic deals, bots with
their thinking time and a small tournament (slow: CI runs it; about a minute per backend).

* **embedded** (SQLite): one ``maumau serve`` runs HTTP, bots, reactions and read models;
* **production** (PostgreSQL): ``maumau serve --workers 2`` (bots, no reactions, no read models:
  ``MAUMAU_REACTIONS_IN_PROCESS=false``), ``maumau projections run`` and ``maumau reactions run``,
  each its own process, on a throwaway database.

A guest plays with two bots (``win_target`` 3, ``auto_deal_seconds`` 1, a turn clock) while a
tournament of four bots plays alongside.  Asserted, by counting from the stored events: every
round after the first is dealt by the clock within a few seconds of the round's end, the match
and the tournament finish, and no bot moves earlier than its thinking time after the batch
before it (the ``at`` stamps).  On PostgreSQL, ``/readyz`` turns 503 ``reaction_overdue`` while the
reactions process is stopped with a deal due, and ready again once a new one dealt it.

Issue #19, item 12: with ``reactions run`` separate, tables stopped dealing after round 2 and
bots moved 17-68 ms apart with ``--workers 2``.
"""

from __future__ import annotations

import itertools
import os
import random
import signal
import socket
import statistics
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import pytest

from domain.cards import build_deck, card_name
from domain.maumau.events import RoundStarted, RoundWon
from infrastructure.adapters.event_store import RecordedEvent
from infrastructure.adapters.settings import load_settings
from infrastructure.services.accounts import AccountService
from infrastructure.services.bootstrap import Services, build_services
from tests.api.helpers import bearer, choose
from tests.live.helpers import Table, wait_for

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
BOT_DELAY_MS = 250
READY_MARGIN_SECONDS = 2
DEAL_SLACK_MS = 5_000
"""A round counts as dealt late when its deal comes more than this after the due time."""


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@dataclass
class Topology:
    """The service's processes on ``url`` (see the module docstring)."""

    url: str
    logs: Path
    port: int = field(default_factory=_free_port)
    processes: dict[str, subprocess.Popen[bytes]] = field(default_factory=dict)

    @property
    def postgres(self) -> bool:
        return self.url.startswith("postgresql")

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def _env(self) -> dict[str, str]:
        env = {
            **os.environ,
            "PYTHONPATH": str(ROOT),
            "MAUMAU_DATABASE_URL": self.url,
            "MAUMAU_READY_MAX_REACTION_DELAY_SECONDS": str(READY_MARGIN_SECONDS),
            "MAUMAU_RATE_LIMIT_TOKEN_PER_SECOND": "0",
            "MAUMAU_RATE_LIMIT_ADDRESS_PER_SECOND": "0",
            "MAUMAU_BOT_SWEEP_SECONDS": "1",
        }
        if self.postgres:
            env["MAUMAU_CREATE_TABLES"] = "false"
            env["MAUMAU_REACTIONS_IN_PROCESS"] = "false"
        return env

    def _spawn(self, name: str, *args: str) -> None:
        command = [sys.executable, "-m", "api.cli.main", *args]
        with (self.logs / f"{name}.log").open("ab") as out:
            self.processes[name] = subprocess.Popen(
                command, cwd=ROOT, env=self._env(), stdout=out, stderr=subprocess.STDOUT
            )

    def start(self) -> None:
        serve = ["serve", "--port", str(self.port), "--bot-delay-ms", str(BOT_DELAY_MS), "--no-migrate"]
        serve += ["--log-level", "warning"]
        if self.postgres:
            self._spawn("serve", *serve, "--workers", "2", "--no-projections")
            self._spawn("projections", "projections", "run")
            self.start_reactions()
        else:
            self._spawn("serve", *serve)
        deadline = time.monotonic() + 120
        while True:
            try:
                if httpx.get(f"{self.base}/healthz", timeout=2).status_code == 200:
                    return
            except httpx.TransportError:
                pass
            self.alive()
            assert time.monotonic() < deadline, f"maumau serve did not start: {self.output()}"
            time.sleep(0.1)

    def start_reactions(self) -> None:
        self._spawn("reactions", "reactions", "run")

    def kill(self, name: str) -> None:
        process = self.processes.pop(name)
        process.send_signal(signal.SIGKILL)
        process.wait()

    def alive(self) -> None:
        for name, process in self.processes.items():
            assert process.poll() is None, f"{name} exited: {self.output()}"

    def output(self) -> str:
        logs = sorted(self.logs.glob("*.log"))
        return "\n".join(f"== {p.name}\n{p.read_text(errors='replace')[-3000:]}" for p in logs)

    def stop(self) -> None:
        for process in self.processes.values():
            if process.poll() is None:
                process.send_signal(signal.SIGINT)
        for process in self.processes.values():
            try:
                process.wait(15)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        self.processes.clear()


@pytest.fixture
def topology(migrated_database_url: str, tmp_path: Path) -> Iterator[Topology]:
    """The processes of the backend's documented topology (embedded on SQLite, production on
    PostgreSQL), stopped at the end."""
    running = Topology(migrated_database_url, tmp_path)
    try:
        running.start()
        yield running
    finally:
        running.stop()


# ---------------------------------------------------------------- what the test does


def _ruleset(http: httpx.Client, name: str, **overrides: Any) -> str:
    r = http.post("/v1/rulesets", json={"base": "MM-001", "name": name, "overrides": overrides})
    assert r.status_code == 201, r.text
    ruleset_id: str = r.json()["id"]
    return ruleset_id


def _play_guest(http: httpx.Client, table: Table, seat: int, stop: threading.Event, moves: list[int]) -> None:
    """The guest moves whenever it may (a plausible player, at once), until the match ends."""
    rng = random.Random(7)
    token = table.tokens[seat]
    assert token is not None
    while not stop.is_set():
        try:
            view = http.get(f"{table.url}/view", headers=bearer(token)).json()
        except httpx.TransportError:
            time.sleep(0.1)
            continue
        if view.get("phase") == "finished":
            return
        move = choose(view.get("legal") or [], rng)
        if move is None:
            time.sleep(0.03)
            continue
        r = http.post(f"{table.url}/commands", json=move, headers=bearer(token))
        if r.status_code == 200:
            moves.append(1)


def _batches(records: list[RecordedEvent[Any]]) -> list[list[RecordedEvent[Any]]]:
    """The stored batches (events sharing one request id)."""
    out: list[list[RecordedEvent[Any]]] = []
    for record in records:
        if out and out[-1][-1].metadata.get("rid") == record.metadata.get("rid"):
            out[-1].append(record)
        else:
            out.append([record])
    return out


def _bot_gaps(records: list[RecordedEvent[Any]]) -> list[int]:
    """For every bot batch, ms between its ``at`` and the ``at`` of the batch before it."""
    gaps = []
    batches = _batches(records)
    for before, batch in itertools.pairwise(batches):
        if batch[0].metadata.get("actor") == "bot":
            gaps.append(int(batch[0].metadata["at"]) - int(before[0].metadata["at"]))
    return gaps


def _late_deals(records: list[RecordedEvent[Any]], seconds: int) -> tuple[int, int]:
    """(rounds dealt by the clock, those dealt more than the slack after their due time)."""
    dealt = late = 0
    won_at: int | None = None
    for record in records:
        if type(record.event) is RoundWon:
            won_at = int(record.metadata["at"])
        elif type(record.event) is RoundStarted and record.event.round_no > 1:
            assert record.metadata["actor"] in ("clock", "bot"), record.metadata
            dealt += 1
            assert won_at is not None
            if int(record.metadata["at"]) > won_at + seconds * 1000 + DEAL_SLACK_MS:
                late += 1
    return dealt, late


def _organiser(services: Services) -> Any:
    accounts = AccountService(services.engine)
    handle = f"org{uuid.uuid4().hex[:6]}"
    accounts.register(handle, "topology password 123", role="organiser")
    _info, issued = accounts.sign_in(handle, "topology password 123")
    return services.tables.accounts.resolve(issued.token)


def test_tables_deal_bots_think_and_a_tournament_finishes_in_every_topology(topology: Topology) -> None:
    services = build_services(load_settings(database_url=topology.url, create_tables=False))
    stop = threading.Event()
    try:
        with httpx.Client(base_url=topology.base, timeout=10) as http:
            quick = _ruleset(http, "quick", hand_size=2, scoring="wins", win_target=3)  # 3 wins: 3 rounds at least
            table = Table.open(
                http, ["human", "heuristic", "random"], quick, settings={"auto_deal_seconds": 1, "turn_seconds": 5}
            )
            # A small tournament of bots plays alongside (its tables opened by the reactions).
            organiser = _organiser(services)
            cup = {"name": "Topology cup", "format": "series", "ruleset": quick, "rounds": 1, "boards": 1}
            tid = services.tournaments.create(organiser, cup).table_id
            for _ in range(4):
                services.tournaments.register(organiser, tid, {"bot": "heuristic"})
            tournament: dict[str, Any] = {}

            def direct() -> None:
                try:
                    tournament["state"] = services.tournaments.run_to_end(organiser, tid, timeout=90)
                except Exception as error:  # reported by the assertion below
                    tournament["error"] = error

            director = threading.Thread(target=direct, daemon=True)
            director.start()
            guest_moves: list[int] = []
            guest = threading.Thread(target=_play_guest, args=(http, table, 0, stop, guest_moves), daemon=True)
            guest.start()
            try:
                wait_for(lambda: table.state()["phase"] == "finished", 120, 0.2, "the guest's match to finish")
            except AssertionError:
                topology.alive()
                tail = [
                    (b[0].metadata.get("actor"), b[0].metadata.get("seat"), [type(r.event).__name__ for r in b])
                    for b in _batches(services.games.load(table.id))[-8:]
                ]
                raise AssertionError(f"stalled: last batches {tail}; reactions: {_reactions(services)}") from None
            director.join(90)
            assert "error" not in tournament, tournament
            assert tournament["state"].status == "finished"
            topology.alive()
        records = services.games.load(table.id)
        dealt, late = _late_deals(records, 1)
        gaps = _bot_gaps(records)
        cup_tables = services.tournaments.tables_of(tid)
        cup_gaps = [g for ref in cup_tables for g in _bot_gaps(services.games.load(ref.table_id))]
        every = gaps + cup_gaps
        early = [g for g in every if g < BOT_DELAY_MS]
        print(
            f"\n{'production' if topology.postgres else 'embedded'}: rounds {dealt + 1} (clock-dealt {dealt}, "
            f"late {late}), batches {len(_batches(records))}, guest moves {len(guest_moves)}, bot moves "
            f"{len(gaps)} + cup {len(cup_gaps)}, bot gap median {statistics.median(every)} ms, min {min(every)} ms, "
            f"early {len(early)}"
        )
        assert dealt >= 2, "win_target 3: at least three rounds"
        assert late == 0, f"{late} of {dealt} rounds dealt late"
        assert early == [], f"{len(early)} bot moves before their thinking time ({BOT_DELAY_MS} ms): {early[:20]}"
    finally:
        stop.set()
        services.close()


def _reactions(services: Services) -> list[dict[str, Any]]:
    from infrastructure.services.reactions import status

    return status(services.engine, services.store.max_notification_id())


def _readyz(topology: Topology) -> tuple[int, dict[str, Any]]:
    r = httpx.get(f"{topology.base}/readyz", timeout=10)
    body: dict[str, Any] = r.json()
    return r.status_code, body


def _after_first_timeout(services: Services, table_id: uuid.UUID) -> list[str | None]:
    """Who acted in the two batches after the first batch of the clock (a timeout by the
    reactions process); empty until there are two."""
    actors = [b[0].metadata.get("actor") for b in _batches(services.games.load(table_id))]
    if "clock" not in actors:
        return []
    after = actors[actors.index("clock") + 1 :][:2]
    return after if len(after) == 2 else []


@pytest.mark.postgres
def test_bots_hear_the_reactions_process_and_readyz_reports_a_deal_nobody_makes(
    make_postgres_database: Any, tmp_path: Path
) -> None:
    from infrastructure.adapters.migrate import upgrade

    url = make_postgres_database()
    upgrade(load_settings(database_url=url))
    topology = Topology(url, tmp_path)
    services = build_services(load_settings(database_url=url, create_tables=False))
    try:
        topology.start()
        with httpx.Client(base_url=topology.base, timeout=10) as http:
            # A guest who never moves, two bots, a turn clock; nobody streams or reads the table:
            # the reactions process times the guest out, and the bot next must hear of it.
            absent = Table.open(http, ["human", "random", "random"], settings={"turn_seconds": 5})
            one = _ruleset(http, "one card", hand_size=1)
            deck = ["H10", "CK", "H9"]
            deck += [card_name(c) for c in build_deck(32, 1) if card_name(c) not in deck]
            table = Table.open(http, ["human", "human"], one, deck=deck, settings={"auto_deal_seconds": 3})
            after = wait_for(lambda: _after_first_timeout(services, absent.id), 40, 0.2, "moves after a timeout")
            assert after == ["bot", "bot"], f"the bots did not hear of the timeout (timed out in turn): {after}"
            wait_for(lambda: _readyz(topology)[0] == 200, 30, 0.2, "ready")
            r = http.post(
                f"{table.url}/commands",
                json={"type": "play", "cards": ["H10"], "call": "maumau"},
                headers=bearer(table.tokens[0]),
            )
            assert r.status_code == 200, r.text
            # The reactions process saw the round end (a timer, due in 3 s); it stops before the deal.
            wait_for(lambda: _timers(services, "auto_deal"), 20, 0.02, "the deal's timer")
            topology.kill("reactions")
            _status, body = wait_for(
                lambda: (found := _readyz(topology))[0] == 503 and found, 20, 0.2, "readyz to report the overdue deal"
            )
            assert body["detail"]["rule"] == "reaction_overdue", body
            assert "auto_deal" in [r["name"] for r in body["detail"]["overdue_reactions"]], body
            assert table.state()["phase"] == "between_rounds"
            # A reactions process again: it deals, and the service is ready again.
            topology.start_reactions()
            wait_for(lambda: table.state()["round_no"] == 2, 30, 0.2, "the late deal")
            wait_for(lambda: _readyz(topology)[0] == 200, 30, 0.2, "ready again")
    finally:
        topology.stop()
        services.close()


def _timers(services: Services, name: str) -> list[dict[str, Any]]:
    from sqlalchemy import select

    from infrastructure.adapters.db import ReactionTimerRow

    with services.engine.connect() as conn:
        rows = conn.execute(select(ReactionTimerRow.key).where(ReactionTimerRow.reaction == name)).all()
    return [{"key": r.key} for r in rows]
