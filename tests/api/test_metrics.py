"""``GET /metrics`` scraped and parsed (prometheus-client's own parser) on both backends.

Counted as requests go: latency by route template (never a raw path), accepted commands by
actor (an idempotent retry is not one), 409s and 422 refusals by their bounded rule; read from
the database when scraped: database up, migrations at head, the log head, each read model's lag
and park; an open event stream in the gauge while it is open; several processes summed in
prometheus-client's multiprocess mode.
"""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from fastapi.testclient import TestClient
from prometheus_client.parser import text_string_to_metric_families
from sqlalchemy import create_engine

from api.http import metrics as metrics_module
from api.http.app import create_app
from api.http.metrics import MAX_RULES, Metrics, prepare_multiprocess
from infrastructure.adapters.settings import load_settings
from infrastructure.services.bootstrap import Services, build_services
from infrastructure.services.errors import Conflict, InvalidInput
from projections.runner import Runner
from tests.api.helpers import HttpTable, bearer
from tests.live.helpers import StreamReader, live_server, wait_for
from tests.projections.poison import move_notifications, overflow_analytics_at

ROOT = Path(__file__).resolve().parents[2]
COMMANDS = "/v1/tables/{table_id}/commands"

Samples = dict[tuple[str, frozenset[tuple[str, str]]], float]


def scrape(http: TestClient | httpx.Client) -> Samples:
    """Every sample of ``/metrics``, parsed: ``(name, labels) -> value``."""
    answer = http.get("/metrics")
    assert answer.status_code == 200, answer.text
    assert answer.headers["content-type"].startswith("text/plain")
    out: Samples = {}
    for family in text_string_to_metric_families(answer.text):
        for sample in family.samples:
            out[(sample.name, frozenset(sample.labels.items()))] = sample.value
    return out


def value(samples: Samples, name: str, **labels: str) -> float:
    """The sample ``name`` with exactly ``labels`` (0 when absent: a counter not yet counted)."""
    return samples.get((name, frozenset(labels.items())), 0.0)


def label_values(samples: Samples, name: str, label: str) -> set[str]:
    """Every value ``label`` takes in the samples of ``name``."""
    return {dict(labels)[label] for (n, labels) in samples if n == name and label in dict(labels)}


def test_requests_commands_conflicts_and_refusals_are_counted_by_template_and_rule(
    client: TestClient, services: Services
) -> None:
    before = scrape(client)
    table = HttpTable.open(client, seats=2)
    turn = table.public()["state"]["turn"]
    legal = table.legal(turn)
    move = next(m for m in legal["legal"] if m["type"] != "challenge")
    first = table.command(turn, move, key="metrics-1", if_match=legal["version"])
    assert first.status_code == 200, first.text
    again = table.command(turn, move, key="metrics-1", if_match=legal["version"])  # a retry: nothing appended
    assert again.status_code == 200, again.text
    stale = table.command(turn, move, if_match=legal["version"])
    assert stale.status_code == 409, stale.text
    stale_rule = stale.json()["detail"]["rule"]
    refused = table.command(0, {"type": "close_window"})
    assert refused.status_code == 422, refused.text
    refused_rule = refused.json()["detail"]["rule"]
    shapeless = table.command(0, {"type": "draw", "invented_field_x9": 1})
    assert shapeless.status_code == 422, shapeless.text
    assert client.get(f"/nowhere/{table.table_id}").status_code == 404
    samples = scrape(client)

    def grew(name: str, **labels: str) -> float:
        return value(samples, name, **labels) - value(before, name, **labels)

    post = {"method": "POST", "route": COMMANDS}
    assert grew("maumau_http_request_duration_seconds_count", **post, status="2xx") == 2
    assert grew("maumau_http_request_duration_seconds_count", **post, status="4xx") == 3
    assert value(samples, "maumau_http_request_duration_seconds_bucket", **post, status="2xx", le="+Inf") >= 2
    assert grew("maumau_http_request_duration_seconds_count", method="GET", route="unmatched", status="4xx") == 1
    routes = label_values(samples, "maumau_http_request_duration_seconds_count", "route")
    assert COMMANDS in routes
    assert "/v1/tables/{table_id}/legal" in routes
    assert all(r == "unmatched" or r.startswith("/") for r in routes)
    assert table.table_id not in client.get("/metrics").text, "a raw path reached a label"
    # Commands: the host's start and the one move; the idempotent retry appended nothing.
    assert grew("maumau_commands_accepted_total", actor="seat") == 1
    assert grew("maumau_commands_accepted_total", actor="host") == 1
    assert grew("maumau_events_appended_total") == services.store.max_notification_id()
    assert grew("maumau_conflicts_total", rule=stale_rule) == 1
    assert grew("maumau_refusals_total", rule=refused_rule) == 1
    assert "invented_field_x9" not in label_values(samples, "maumau_refusals_total", "rule")
    # Read from the database at scrape time.
    head = services.store.max_notification_id()
    assert value(samples, "maumau_database_up") == 1
    assert value(samples, "maumau_database_at_migration_head") == 1
    assert value(samples, "maumau_event_log_head") == head
    lags = label_values(samples, "maumau_projection_lag_events", "projection")
    assert {"leaderboards", "analytics", "audit"} <= lags
    assert lags <= label_values(samples, "maumau_projection_parked", "projection")


@pytest.fixture
def fresh(migrated_database_url: str) -> Iterator[Services]:
    """Services on a database of their own: the test parks a read model, and the shared fixtures
    do not empty the read side's tracking rows between tests."""
    services = build_services(load_settings(database_url=migrated_database_url, create_tables=False))
    yield services
    services.close()


def test_projection_lag_and_parks_are_read_when_scraped(fresh: Services, monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.projections.helpers import append_interleaved, bot_matches

    services = fresh
    client = TestClient(create_app(services=services, background=False))
    append_interleaved(services.store, bot_matches(2, seed=3), max_chunk=12)
    head = services.store.max_notification_id()
    samples = scrape(client)
    assert value(samples, "maumau_projection_lag_events", projection="leaderboards") == head
    assert value(samples, "maumau_projection_lag_seconds", projection="leaderboards") >= 0
    poison = move_notifications(services.store)[5]
    overflow_analytics_at(monkeypatch, poison)
    runner = Runner(services.engine, services.store, retry_delay=0.0)
    try:
        runner.run_until_caught_up(max_seconds=60)
    finally:
        runner.close()
    samples = scrape(client)
    assert value(samples, "maumau_projection_parked", projection="analytics") == 1
    assert value(samples, "maumau_projection_lag_events", projection="analytics") == head - (poison - 1)
    assert value(samples, "maumau_projection_parked", projection="leaderboards") == 0
    assert value(samples, "maumau_projection_lag_events", projection="leaderboards") == 0
    assert value(samples, "maumau_projection_lag_seconds", projection="leaderboards") == 0


def test_metrics_answer_with_database_up_0_when_the_database_does_not(services: Services) -> None:
    dead = create_engine("postgresql+psycopg://postgres@127.0.0.1:1/nowhere", connect_args={"connect_timeout": 2})
    try:
        broken = create_app(services=dataclasses.replace(services, engine=dead), background=False)
        with TestClient(broken) as http:
            assert http.get("/healthz").status_code == 200
            samples = scrape(http)
    finally:
        dead.dispose()
    assert value(samples, "maumau_database_up") == 0
    assert value(samples, "maumau_http_request_duration_seconds_count", method="GET", route="/healthz", status="2xx")
    assert not label_values(samples, "maumau_projection_lag_events", "projection")


def test_an_open_event_stream_is_in_the_gauge_until_it_closes(client: TestClient, services: Services) -> None:
    table = HttpTable.open(client, seats=2)
    app = create_app(services=services)
    with live_server(app) as base, httpx.Client(base_url=base, timeout=10) as http:
        assert value(scrape(http), "maumau_http_open_streams") == 0
        readers = [
            StreamReader(http, f"{base}{table.url}/events", bearer(table.tokens[0])),
            StreamReader(http, f"{base}{table.url}/events/public", {}),
        ]
        for reader in readers:
            wait_for(reader.frames, 10, what="the stream's first frames")
        assert value(scrape(http), "maumau_http_open_streams") == 2
        samples = scrape(http)
        streamed = value(
            samples,
            "maumau_http_request_duration_seconds_count",
            method="GET",
            route="/v1/tables/{table_id}/events",
            status="2xx",
        )
        assert streamed == 1, "a stream is timed once, at its first byte"
        for reader in readers:
            reader.close()
        wait_for(lambda: value(scrape(http), "maumau_http_open_streams") == 0, 10, what="the gauge to fall")


def test_rule_labels_are_bounded() -> None:
    metrics = Metrics()
    for n in range(MAX_RULES + 40):
        metrics.on_service_error(InvalidInput(f"rule_{n}", "refused"))
    metrics.on_service_error(InvalidInput("bad rule\nwith spaces", "refused"))
    metrics.on_service_error(Conflict("x" * 200, "taken"))
    assert metrics.registry is not None
    rules = {
        s.labels["rule"]
        for family in metrics.registry.collect()
        for s in family.samples
        if s.name == "maumau_refusals_total"
    }
    assert len(rules) == MAX_RULES + 1
    assert "other" in rules
    assert "rule_0" in rules
    other = metrics.registry.get_sample_value("maumau_refusals_total", {"rule": "other"})
    assert other == 41
    assert metrics.registry.get_sample_value("maumau_conflicts_total", {"rule": "other"}) == 1


_WORKER = textwrap.dedent(
    """
    import sys
    from fastapi.testclient import TestClient
    from api.http.app import create_app
    from infrastructure.adapters.settings import load_settings

    url, requests, scrape = sys.argv[1], int(sys.argv[2]), sys.argv[3] == "scrape"
    app = create_app(load_settings(database_url=url, create_tables=False), background=False)
    with TestClient(app) as http:
        for _ in range(requests):
            assert http.get("/healthz").status_code == 200
        if scrape:
            sys.stdout.write(http.get("/metrics").text)
    """
)


@pytest.mark.slow
def test_several_processes_are_summed_in_multiprocess_mode(tmp_path: Path, migrated_database_url: str) -> None:
    counts = tmp_path / "metrics"
    counts.mkdir()
    env = {**os.environ, "PROMETHEUS_MULTIPROC_DIR": str(counts), "MAUMAU_LOG_LEVEL": "warning"}

    def worker(requests: int, scrape: bool) -> str:
        done = subprocess.run(
            [sys.executable, "-c", _WORKER, migrated_database_url, str(requests), "scrape" if scrape else "-"],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
        assert done.returncode == 0, done.stderr
        return done.stdout

    worker(7, False)
    worker(5, False)
    text = worker(3, True)
    families = {f.name: f for f in text_string_to_metric_families(text)}
    [healthz] = [
        s
        for s in families["maumau_http_request_duration_seconds"].samples
        if s.name.endswith("_count") and s.labels["route"] == "/healthz"
    ]
    assert healthz.value == 7 + 5 + 3
    assert any(name.startswith("counter_") for name in os.listdir(counts))


def test_prepare_multiprocess_makes_or_empties_the_directory(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(metrics_module.MULTIPROC_ENV, raising=False)
    assert prepare_multiprocess(1) is None
    assert metrics_module.MULTIPROC_ENV not in os.environ
    made = prepare_multiprocess(3)
    assert made is not None
    assert os.environ[metrics_module.MULTIPROC_ENV] == made
    assert os.path.isdir(made)
    given = tmp_path / "given"
    given.mkdir()
    (given / "counter_123.db").write_bytes(b"stale")
    (given / "keep.txt").write_text("not ours")
    monkeypatch.setenv(metrics_module.MULTIPROC_ENV, str(given))
    assert prepare_multiprocess(2) == str(given)
    assert sorted(os.listdir(given)) == ["keep.txt"]


def test_the_variable_set_after_start_leaves_the_process_counting_on_its_own(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """prometheus-client chose its value class at import: a directory named later would be read
    but never written, so such a process keeps its own registry instead of scraping empty files."""
    monkeypatch.setenv(metrics_module.MULTIPROC_ENV, str(tmp_path))
    metrics = Metrics()
    assert metrics.multiprocess_dir is None
    assert metrics.registry is not None
    metrics.observe_request("GET", "/healthz", 200, 0.01)
    sample = {"method": "GET", "route": "/healthz", "status": "2xx"}
    assert metrics.registry.get_sample_value("maumau_http_request_duration_seconds_count", sample) == 1
