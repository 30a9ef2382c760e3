"""Durable reactions (SQLite and PostgreSQL): a crash at any point neither loses nor doubles a
reaction's command, a poison event parks only its reaction (visibly), events of another stream
kind are skipped unread — and, on PostgreSQL, ``kill -9`` of the reactions worker again and again
while matches run closes every forgotten "Mau-Mau" window exactly once.

A "crash" inside the process is a :class:`Crash` raised by the runner's fault hook; the process
"restarts" by building new services (empty caches) and a new runner on the same database.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Callable, Mapping, Sequence
from functools import partial
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from typer.testing import CliRunner

from api.cli.main import app as cli_app
from api.http.app import create_app
from domain.actors import Actor
from domain.maumau.events import CallMissed, ChallengeRefused, ChallengeWindowClosed
from infrastructure.adapters.event_store import Notification, build_event_store
from infrastructure.adapters.migrate import upgrade
from infrastructure.adapters.settings import Settings, load_settings
from infrastructure.services.bootstrap import Services, build_services
from infrastructure.services.games import GameService, command_fingerprint, system_clock
from infrastructure.services.reactions import Effect, Issue, ReactionRunner, Timer, reaction_key, resume, status
from infrastructure.services.window_clock import WindowClock
from tests.api.helpers import bearer
from tests.live.helpers import Table, wait_for
from tests.live.test_window_clock import _open_a_window
from tests.service_fixtures import FakeClock, seeded_random

ROOT = Path(__file__).resolve().parents[2]


class Crash(BaseException):
    """The process dies here (nothing in the runner catches a ``BaseException``)."""


def _die_at(point: str) -> Callable[[str, str], None]:
    def hook(where: str, _reaction: str) -> None:
        if where == point:
            raise Crash(where)

    return hook


def _runner(services: Services, *reactions: Any, **options: Any) -> ReactionRunner:
    runner = ReactionRunner(services.games, services.engine, reactions or [WindowClock()], **options)
    runner.install()
    return runner


def _restart(settings: Settings, clock: FakeClock) -> Services:
    """A new process on the same database: new pools, empty caches."""
    return build_services(settings, clock=clock, random_seed=seeded_random(b"restart"))


def _closes(services: Services, table_id: uuid.UUID) -> list[Any]:
    return [
        r
        for r in services.games.load(table_id)
        if isinstance(r.event, ChallengeWindowClosed) and r.event.call == "maumau"
    ]


def _missed(services: Services, table_id: uuid.UUID) -> list[Notification[Any]]:
    notes = services.store.read_notifications(1, 10_000, topics=(CallMissed.TOPIC,))
    return [n for n in notes if n.stream_id == table_id and getattr(n.event, "call", None) == "maumau"]


def _status(services: Services) -> dict[str, dict[str, Any]]:
    return {row["name"]: row for row in status(services.engine, services.store.max_notification_id())}


def _window(services: Services, seed: int = 5) -> tuple[Table, dict[str, Any]]:
    """A table whose "Mau-Mau" window is open (played over HTTP with no runtime running)."""
    quiet = create_app(services=services, background=False)
    with TestClient(quiet) as client:
        table = Table.open(client, ["human", "human"], "MM-001")
        return table, _open_a_window(table, random.Random(seed))


class NoteTaker:
    """A reaction whose command the state cannot guard: on every missed "Mau-Mau" it appends a
    note (a ``ChallengeRefused``, which changes nothing in the state) at once and another one at
    the deadline.  Only the idempotency key keeps a replay from appending a note twice."""

    name = "notes"
    topics = (CallMissed.TOPIC,)

    def react(self, note: Notification[object], /) -> Sequence[Effect]:
        event = note.event
        if not (isinstance(event, CallMissed) and event.call == "maumau" and event.deadline is not None):
            return []
        payload = {"seat": event.seat}
        return [
            Issue(note.stream_id, reaction_key(self.name, note, "now"), payload),
            Timer(note.stream_id, reaction_key(self.name, note, "deadline"), event.deadline, payload),
        ]

    def perform(self, games: GameService, stream_id: uuid.UUID, payload: Mapping[str, Any], key: str, /) -> bool:
        def decision(_state: Any) -> list[object]:
            return [ChallengeRefused(-1, int(payload["seat"]), f"note {key}")]

        fingerprint = command_fingerprint(None, {"note": key})
        result = games.execute(stream_id, decision, seat=None, actor=Actor.CLOCK, key=key, fingerprint=fingerprint)
        return bool(result.events) and not result.replayed


class Poison:
    """A reaction that cannot handle a missed call until it is "fixed"."""

    name = "poison"
    topics = (CallMissed.TOPIC,)

    def __init__(self) -> None:
        self.broken = True

    def react(self, note: Notification[object], /) -> Sequence[Effect]:
        if self.broken:
            raise ValueError(f"cannot handle {type(note.event).__name__}")
        return []

    def perform(self, games: GameService, stream_id: uuid.UUID, payload: Mapping[str, Any], key: str, /) -> bool:
        return False


class BrokenTimers(WindowClock):
    """The window clock's timers, but firing one always fails."""

    name = "broken_timers"

    def perform(self, games: GameService, stream_id: uuid.UUID, payload: Mapping[str, Any], key: str, /) -> bool:
        raise RuntimeError(f"no game behind {stream_id}")


# ---------------------------------------------------------------- crashes at every point


def test_a_crash_after_the_close_and_before_the_timer_is_deleted_closes_once(services, service_settings, clock) -> None:
    table, state = _window(services)
    runner = _runner(services)
    runner.run_until_idle()
    assert [t["stream_id"] for t in runner.timers("window_clock")] == [table.id]
    clock.advance(state["window_deadline"] - clock.now)
    runner.fault_hook = _die_at("after_fire")
    with pytest.raises(Crash):
        runner.fire_due()
    assert len(_closes(services, table.id)) == 1
    assert len(runner.timers("window_clock")) == 1, "the crash came before the row was deleted"
    restarted = _restart(service_settings, clock)
    try:
        again = _runner(restarted)
        again.run_until_idle()
        assert again.fired == 0, "the second firing is answered from the stored batch"
        closes = _closes(restarted, table.id)
        assert len(closes) == 1
        assert closes[0].metadata["key"] == f"react:window_clock:{_missed(restarted, table.id)[-1].notification_id}"
        assert again.timers("window_clock") == []
    finally:
        restarted.close()


def _notes(services: Services, table_id: uuid.UUID) -> list[str]:
    return [
        r.metadata["key"]
        for r in services.games.load(table_id)
        if isinstance(r.event, ChallengeRefused) and r.event.reason.startswith("note ")
    ]


def test_a_crash_between_a_command_and_its_bookkeeping_never_doubles_the_command(
    services, service_settings, clock
) -> None:
    """With a command that only its key makes idempotent: a crash after issuing it and before
    the tracking write, then a crash after a timer's command and before its row is deleted."""
    table, state = _window(services)
    nid = _missed(services, table.id)[-1].notification_id
    runner = _runner(services, NoteTaker())
    runner.fault_hook = _die_at("after_issue")
    with pytest.raises(Crash):
        runner.step()
    assert _notes(services, table.id) == [f"react:notes:{nid}:now"], "the command went through before the crash"
    assert _status(services)["notes"]["position"] == 0, "the tracking row did not move"
    second = _restart(service_settings, clock)
    try:
        again = _runner(second, NoteTaker())
        again.step()
        assert again.issued == 0, "the replayed command found its stored batch"
        assert len(again.timers("notes")) == 1
        clock.advance(state["window_deadline"] - clock.now)
        again.fault_hook = _die_at("after_fire")
        with pytest.raises(Crash):
            again.fire_due()
        assert len(again.timers("notes")) == 1, "the crash came before the row was deleted"
    finally:
        second.close()
    third = _restart(service_settings, clock)
    try:
        last = _runner(third, NoteTaker())
        last.run_until_idle()
        assert (last.issued, last.fired) == (0, 0)
        assert _notes(third, table.id) == [f"react:notes:{nid}:now", f"react:notes:{nid}:deadline"]
        row = _status(third)["notes"]
        assert (row["position"], row["timers"], row["parked"]) == (row["head"], 0, None)
    finally:
        third.close()


def test_no_deadline_is_lost_to_a_crash_before_the_timer_is_written_or_before_it_fires(
    services, service_settings, clock
) -> None:
    table, state = _window(services)
    # 1. dies after reading the event, before the transaction that writes the timer
    runner = _runner(services)
    runner.fault_hook = _die_at("after_issue")
    with pytest.raises(Crash):
        runner.step()
    assert runner.timers("window_clock") == []
    # 2. a restart writes the timer, then dies before the deadline
    second = _restart(service_settings, clock)
    try:
        _runner(second).step()
        assert [t["stream_id"] for t in ReactionRunner(second.games, second.engine, []).timers("window_clock")] == [
            table.id
        ]
    finally:
        second.close()
    assert _closes(services, table.id) == []
    # 3. the deadline passes while nothing runs; the next start fires the timer
    clock.advance(state["window_deadline"] - clock.now + 5_000)
    third = _restart(service_settings, clock)
    try:
        last = _runner(third)
        last.run_until_idle()
        assert last.fired == 1
        closes = _closes(third, table.id)
        assert [c.event.reason for c in closes] == ["deadline passed"]
        assert closes[0].event.at == clock.now, "closed when the clock found it due"
        assert last.timers("window_clock") == []
    finally:
        third.close()


# ---------------------------------------------------------------- poison, parks, other stream kinds


def test_a_poison_event_parks_only_its_reaction_visibly_until_resumed(services, service_settings) -> None:
    table, _ = _window(services)
    poison = Poison()
    runner = _runner(services, WindowClock(), poison, max_attempts=3)
    missed = _missed(services, table.id)[-1]
    for _ in range(3):
        runner.step()
    rows = _status(services)
    park = rows["poison"]["parked"]
    assert park is not None
    assert (park["notification_id"], park["event_type"], park["stream_id"]) == (
        missed.notification_id,
        "CallMissed",
        str(table.id),
    )
    assert "ValueError: cannot handle CallMissed" in park["error"]
    assert rows["poison"]["position"] == missed.notification_id - 1, "parked just before the event"
    # The other reaction went on.
    assert rows["window_clock"]["parked"] is None
    assert rows["window_clock"]["position"] == rows["window_clock"]["head"]
    assert rows["window_clock"]["timers"] == 1
    # Operators see it: `maumau reactions status` names it and exits 1.
    result = CliRunner().invoke(cli_app, ["reactions", "status", "--database-url", service_settings.database_url])
    assert result.exit_code == 1, result.output
    assert f"PARKED poison at position {missed.notification_id - 1}" in result.output
    # So does /readyz: 503 naming the reaction, without its error text.
    with TestClient(create_app(services=services, background=False)) as client:
        answer = client.get("/readyz")
    assert answer.status_code == 503, answer.text
    detail = answer.json()["detail"]
    assert detail["rule"] == "reaction_parked"
    [stuck] = detail["parked_reactions"]
    expected = ("poison", missed.notification_id, "CallMissed")
    assert (stuck["name"], stuck["notification_id"], stuck["event_type"]) == expected
    assert "ValueError" not in answer.text
    # A parked reaction stays where it is; resumed while still broken, it parks again there.
    runner.step()
    assert _status(services)["poison"]["position"] == missed.notification_id - 1
    assert resume(services.engine, "poison")
    for _ in range(3):
        runner.step()
    assert _status(services)["poison"]["parked"]["notification_id"] == missed.notification_id
    # Fixed and resumed, it catches up.
    poison.broken = False
    resume_command = ["reactions", "resume", "poison", "--database-url", service_settings.database_url]
    result = CliRunner().invoke(cli_app, resume_command)
    assert result.exit_code == 0, result.output
    assert "resumed" in result.output
    runner.run_until_idle()
    row = _status(services)["poison"]
    assert (row["parked"], row["position"]) == (None, row["head"])
    with TestClient(create_app(services=services, background=False)) as client:
        assert client.get("/readyz").status_code == 200


def test_a_timer_that_keeps_failing_is_parked_alone(services, clock) -> None:
    table, state = _window(services)
    runner = _runner(services, BrokenTimers(), WindowClock(), max_attempts=2, retry_delay=0.0)
    runner.run_until_idle()
    clock.advance(state["window_deadline"] - clock.now)
    runner.fire_due()
    assert len(_closes(services, table.id)) == 1, "the window clock's own timer fired"
    rows = _status(services)
    assert rows["window_clock"]["timers"] == 0
    broken = rows["broken_timers"]
    assert broken["parked"] is None, "the follower itself is fine"
    assert [t["stream_id"] for t in broken["parked_timers"]] == [str(table.id)]
    assert "RuntimeError: no game behind" in broken["parked_timers"][0]["error"]
    assert runner.next_due() is None, "a parked timer is not due any more"
    assert resume(services.engine, "broken_timers")
    assert runner.next_due() == state["window_deadline"]


class _LeagueCodec:
    """Another stream kind in the same log (a league this code base does not know), with topics
    no registered game knows."""

    def encode(self, event: Any, /) -> tuple[str, dict[str, Any]]:
        return "league.RoundSeated", dict(event)

    def decode(self, topic: str, payload: dict[str, Any], /) -> Any:
        return payload


def test_events_of_an_unknown_stream_kind_are_skipped(services, service_settings) -> None:
    leagues = build_event_store(service_settings, _LeagueCodec())
    try:
        leagues.append(uuid.uuid4(), 0, [{"round": 1, "tables": 2}])
        table, _ = _window(services)
        leagues.append(uuid.uuid4(), 0, [{"round": 2, "tables": 1}])
    finally:
        leagues.close()
    with pytest.raises(KeyError):  # the game's codec cannot even decode them
        services.store.read_notifications(1, 10_000)
    runner = _runner(services)
    runner.run_until_idle()
    row = _status(services)["window_clock"]
    assert (row["parked"], row["position"]) == (None, row["head"])
    assert [t["stream_id"] for t in runner.timers("window_clock")] == [table.id]


# ---------------------------------------------------------------- kill -9 while matches run

KILLS = 10
TABLES = 6
QUICK_WINDOW_MS = 150


def _count_closes_by_clock(services: Services) -> int:
    notes = services.store.read_notifications(1, 100_000, topics=(ChallengeWindowClosed.TOPIC,))
    return sum(1 for n in notes if getattr(n.event, "call", None) == "maumau" and n.metadata.get("actor") == "clock")


def _progress(services: Services, worker: subprocess.Popen[bytes], before: int) -> bool:
    """The worker died, or it closed a window since ``before`` closes."""
    return worker.poll() is not None or _count_closes_by_clock(services) > before


def _play_one_move(table: Table, rng: random.Random) -> bool:
    """One move at ``table`` (never calling "Mau-Mau"); False while its window waits for the clock
    or when its match is over."""
    state = table.state()
    if state["phase"] == "between_rounds":
        r = table.client.post(f"{table.url}/rounds", headers=bearer(table.host))
        assert r.status_code == 200, r.text
        return True
    if state["phase"] != "playing" or state["window_seat"] is not None:
        return False
    seat = state["turn"]
    legal = table.client.get(f"{table.url}/legal", headers=bearer(table.tokens[seat])).json()["legal"]
    plays = [c for c in legal if c["type"] == "play" and c.get("call") != "maumau"]
    called = [c for c in plays if c.get("call") == "mau"]
    others = [c for c in legal if c["type"] in ("draw", "pass")]
    command = rng.choice(called or plays or others)
    r = table.client.post(f"{table.url}/commands", json=command, headers=bearer(table.tokens[seat]))
    assert r.status_code == 200, r.text
    return True


@pytest.mark.slow
def test_kill_9_the_reactions_worker_again_and_again_while_matches_run(make_postgres_database, tmp_path) -> None:
    url = make_postgres_database()
    settings = load_settings(database_url=url, create_tables=False, pool_size=10)
    upgrade(settings)
    services = build_services(settings, clock=system_clock, random_seed=seeded_random(b"kill"))
    command = [
        sys.executable,
        "-m",
        "api.cli.main",
        "reactions",
        "run",
        "--database-url",
        url,
        "--poll-interval",
        "0.2",
    ]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    rng = random.Random(11)
    tables: list[Table] = []  # the tables being played
    killer_done = threading.Event()
    failures: list[BaseException] = []
    kill_times: list[int] = []
    log_path = tmp_path / "workers.log"

    def kill_again_and_again() -> None:
        try:
            for _ in range(KILLS):
                before = _count_closes_by_clock(services)
                with log_path.open("ab") as log_file:
                    worker = subprocess.Popen(command, cwd=ROOT, env=env, stdout=log_file, stderr=log_file)
                try:
                    progress = partial(_progress, services, worker, before)
                    wait_for(progress, 60, 0.05, "the worker to close a window")
                    assert worker.poll() is None, (
                        f"worker exited with {worker.returncode}: {log_path.read_text()[-2000:]}"
                    )
                    time.sleep(rng.uniform(0.0, 0.5))  # somewhere among the next reactions
                finally:
                    worker.send_signal(signal.SIGKILL)
                    worker.wait()
                kill_times.append(_count_closes_by_clock(services))
        except BaseException as error:  # reported by the main thread
            failures.append(error)
        finally:
            killer_done.set()

    app = create_app(services=services, background=False)
    final: subprocess.Popen[bytes] | None = None
    try:
        with TestClient(app) as client:
            r = client.post(
                "/v1/rulesets",
                json={
                    "base": "MM-001",
                    "name": "quick window",
                    "overrides": {"challenge_window_ms": QUICK_WINDOW_MS, "hand_size": 2, "hand_size_2p": 2},
                },
            )
            assert r.status_code == 201, r.text
            ruleset = r.json()["id"]
            tables.extend(Table.open(client, ["human", "human"], ruleset) for _ in range(TABLES))
            killer = threading.Thread(target=kill_again_and_again)
            killer.start()
            deadline = time.monotonic() + 120
            while not killer_done.is_set():
                assert time.monotonic() < deadline, "the matches stopped moving"
                moved = False
                for i, table in enumerate(tables):
                    if table.state()["phase"] == "finished":
                        tables[i] = table = Table.open(client, ["human", "human"], ruleset)
                    moved = _play_one_move(table, rng) or moved
                if not moved:
                    time.sleep(0.01)  # every table waits for its window's deadline
            killer.join()
            assert not failures, failures
            # One last worker, undisturbed: whatever was left open closes.
            final = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            wait_for(
                lambda: all(t.state()["window_seat"] is None for t in tables),
                30,
                0.02,
                "the windows left open to close",
            )
    finally:
        if final is not None:
            final.send_signal(signal.SIGKILL)
            final.wait()
    try:
        assert len(kill_times) == KILLS
        assert kill_times == sorted(kill_times)
        # Every window closed, exactly once, and each close by the clock carries the key of the
        # very event that opened it.
        windows = 0
        every_table = {n.stream_id for n in services.store.read_notifications(1, 100_000, topics=(CallMissed.TOPIC,))}
        for table_id in every_table:
            open_at: int | None = None  # notification id of the open window's CallMissed
            notes = services.store.read_notifications(
                1, 100_000, topics=(CallMissed.TOPIC, ChallengeWindowClosed.TOPIC)
            )
            keys = {r.version: r.metadata.get("key") for r in services.games.load(table_id)}
            for note in (n for n in notes if n.stream_id == table_id and getattr(n.event, "call", None) == "maumau"):
                event = note.event
                if isinstance(event, CallMissed):
                    assert open_at is None, f"{table_id}: a window opened over an open one"
                    open_at = note.notification_id
                    windows += 1
                else:
                    assert open_at is not None, f"{table_id}: a window closed twice (v{note.version})"
                    assert isinstance(event, ChallengeWindowClosed)
                    if event.reason == "deadline passed":
                        assert keys[note.version] == f"react:window_clock:{open_at}"
                    open_at = None
            assert open_at is None, f"{table_id}: a deadline was lost"
        assert windows >= KILLS
        print(f"kill -9 x{KILLS}: {windows} windows, {len(every_table)} tables, clock closes by kill {kill_times}")
        row = _status(services)["window_clock"]
        assert (row["parked"], row["timers"]) == (None, 0)
    finally:
        services.close()
