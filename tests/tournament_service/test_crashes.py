"""Crashes (both backends): the tournament reactions neither lose nor double anything.

* In process: the runner's fault hook kills the results reaction after it recorded a table's
  result and before its tracking row moved; a "restarted" process (new services, empty caches,
  a new runner) replays the command with the same key, which the write side answers from the
  stored batch: the result is recorded once, keyed by the ``MatchFinished`` it came from.
* A real process: ``maumau serve`` (HTTP, bots and every reaction) is killed with SIGKILL in
  the middle of rounds and started again; the tournament goes on to its end and every finished
  match is recorded exactly once.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from functools import partial
from pathlib import Path

import pytest

from domain.maumau.events import MatchFinished
from domain.tournament.events import TableResultRecorded
from infrastructure.adapters.settings import Settings
from infrastructure.services.bootstrap import Services, build_services
from infrastructure.services.games import system_clock
from infrastructure.services.reactions import ReactionRunner, reaction_key, status
from infrastructure.services.runtime import Runtime
from infrastructure.services.tournament_reactions import tournament_reactions
from tests.service_fixtures import FakeClock, seeded_random
from tests.tournament_service.helpers import Director, director, recorded, running, wait_for

ROOT = Path(__file__).resolve().parents[2]


class Crash(BaseException):
    """The process dies here (nothing in the runner catches a ``BaseException``)."""


def _runner(services: Services) -> ReactionRunner:
    runner = ReactionRunner(services.games, services.engine, tournament_reactions(services.tournaments))
    runner.install()
    return runner


def _finished_notes(services: Services) -> dict[uuid.UUID, int]:
    """The notification id of every table's ``MatchFinished``."""
    notes = services.store.read_notifications(1, 100_000, topics=(MatchFinished.TOPIC,))
    return {n.stream_id: n.notification_id for n in notes}


def _wait_finished(services: Services, runtime: Runtime, table_id: uuid.UUID) -> None:
    try:
        wait_for(lambda: table_id in _finished_notes(services), what="the bots to finish the match")
    except AssertionError:
        st = services.games.state(table_id)
        bots = runtime.bots
        assert bots is not None
        raise AssertionError(
            f"stalled: moves {bots.moves}, {st.phase} v{st.version} turn {st.turn} window {st.window_seat} "
            f"bots {bots.bot_seats(table_id)} idle {bots.idle()}"
        ) from None


def test_a_crash_after_recording_a_result_records_it_once(
    services: Services, org: Director, service_settings: Settings, clock: FakeClock
) -> None:
    tid = org.create(rounds=1, boards=1)
    org.bots(tid, 4)
    services.tournaments.start(org.identity, tid)
    services.tournaments.seat_round(org.identity, tid)
    runner = _runner(services)
    results = runner.reactions["tournament_results"]
    with running(services, reactions_in_process=False) as rt:  # the bots only: reactions by hand here
        runner.run_until_idle()  # the table is opened, seated and started
        table_id = uuid.UUID(services.tournaments.state(tid).rounds[0].tables[0].table_id)
        _wait_finished(services, rt, table_id)

    def die_after_recording(point: str, name: str) -> None:
        if point == "after_issue" and name == "tournament_results" and results.recorded:  # type: ignore[attr-defined]
            raise Crash(point)

    runner.fault_hook = die_after_recording
    with pytest.raises(Crash):
        runner.run_until_idle()
    assert len(recorded(services, tid)) == 1, "the result was recorded before the crash"
    head = services.store.max_notification_id()
    row = next(r for r in status(services.engine, head) if r["name"] == "tournament_results")
    assert row["position"] < _finished_notes(services)[table_id], "the tracking row did not move"

    restarted = build_services(service_settings, clock=clock, random_seed=seeded_random(b"restart"))
    try:
        again = _runner(restarted)
        again.run_until_idle()
        assert again.issued == 0, "the replay is answered from the stored batch"
        records = recorded(restarted, tid)
        assert len(records) == 1
        nid = _finished_notes(restarted)[table_id]
        assert records[0].metadata["key"] == f"react:tournament_results:{nid}"
        state = restarted.tournaments.state(tid)
        assert state.status == "finished"
        row = next(r for r in status(restarted.engine, head) if r["name"] == "tournament_results")
        assert row["parked"] is None
        assert row["position"] >= nid
    finally:
        restarted.close()


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@contextmanager
def _serve(settings: Settings, log_path: Path) -> Iterator[subprocess.Popen[bytes]]:
    """``maumau serve`` on the test's database as a real process, killed with SIGKILL at the end
    of the block (unless the block killed it already)."""
    url = settings.sqlalchemy_url.render_as_string(hide_password=False)
    command = [
        sys.executable,
        "-m",
        "api.cli.main",
        "serve",
        "--database-url",
        url,
        "--port",
        str(_free_port()),
        "--bot-delay-ms",
        "0",
        "--no-migrate",
        "--no-projections",
        "--log-level",
        "warning",
    ]
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "MAUMAU_REACTIONS_POLL_SECONDS": "0.2",
        "MAUMAU_BOT_SWEEP_SECONDS": "0.5",
    }
    with log_path.open("ab") as log_file:
        process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=log_file, stderr=log_file)
    try:
        yield process
    finally:
        if process.poll() is None:
            process.send_signal(signal.SIGKILL)
        process.wait()


def _alive(process: subprocess.Popen[bytes], log_path: Path) -> None:
    assert process.poll() is None, f"the service exited: {log_path.read_text()[-3000:]}"


def _mid_round(services: Services, tid: uuid.UUID, process: subprocess.Popen[bytes], log_path: Path) -> bool:
    """The current round has a table's result (it may have closed meanwhile)."""
    _alive(process, log_path)
    current = services.tournaments.state(tid).current_round
    return current is not None and (current.closed or any(r is not None for r in current.results))


def _round_closed(services: Services, tid: uuid.UUID, process: subprocess.Popen[bytes], log_path: Path) -> bool:
    """The current round closed."""
    _alive(process, log_path)
    current = services.tournaments.state(tid).current_round
    return current is not None and current.closed


@pytest.mark.slow
def test_kill_9_of_the_service_mid_round_the_tournament_continues(service_settings: Settings, tmp_path: Path) -> None:
    services = build_services(service_settings, clock=system_clock, random_seed=seeded_random(b"kill"))
    log_path = tmp_path / "serve.log"
    try:
        org = director(services)
        tid = org.create(rounds=3, boards=3, table_size=4)
        org.bots(tid, 10)
        services.tournaments.start(org.identity, tid)
        killed: list[int] = []
        open_at_kill = 0  # kills that found the round still being played
        while services.tournaments.state(tid).status != "finished":
            state = services.tournaments.state(tid)
            if state.current_round is None or state.current_round.closed:
                state = services.tournaments.seat_round(org.identity, tid).state
            round_no = len(state.rounds)
            with _serve(service_settings, log_path) as process:
                if round_no in (1, 2) and round_no not in killed:  # once in each of the first two rounds
                    wait_for(partial(_mid_round, services, tid, process, log_path), 120, "a table's result")
                    process.send_signal(signal.SIGKILL)
                    process.wait()
                    killed.append(round_no)
                    current = services.tournaments.state(tid).current_round
                    open_at_kill += int(current is not None and not current.closed)
                    continue
                wait_for(partial(_round_closed, services, tid, process, log_path), 120, "the round to close")
        assert killed == [1, 2]
        assert open_at_kill >= 1, "no kill came in the middle of a round"
        state = services.tournaments.state(tid)
        tables = {uuid.UUID(t.table_id): (r.round_no, t.table_no) for r in state.rounds for t in r.tables}
        finished = [n for n in services.store.read_notifications(1, 1_000_000, topics=(MatchFinished.TOPIC,))]
        assert sorted(n.stream_id for n in finished) == sorted(tables), "every match finished exactly once"
        records = recorded(services, tid)
        assert sorted((r.event.round_no, r.event.result.table_no) for r in records) == sorted(tables.values())
        keys = {reaction_key("tournament_results", n) for n in finished}
        assert {r.metadata["key"] for r in records} == keys, "each result keyed by its own MatchFinished"
        assert all(isinstance(r.event, TableResultRecorded) for r in records)
        assert services.tournaments.verify(tid)["ok"]
        head = services.store.max_notification_id()
        assert all(row["parked"] is None for row in status(services.engine, head))
    finally:
        services.close()
