"""Request ids and structured logs: a valid incoming ``X-Request-ID`` is kept, anything else is
replaced by a fresh id; every answer (refusals included) carries it; every log record made while
the request runs — in the event loop or the thread pool — carries it; ``MAUMAU_LOG_FORMAT=json``
writes one JSON object per line; no token and no body reaches the log."""

from __future__ import annotations

import dataclasses
import io
import json
import logging
import re
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from api.http.app import create_app
from api.http.logs import configure_logging
from api.http.middleware.request_ids import current_request_id
from infrastructure.adapters.settings import load_settings
from infrastructure.services.bootstrap import Services
from tests.api.helpers import HttpTable, bearer

FRESH = re.compile(r"[0-9a-f]{32}")
probe_log = logging.getLogger("tests.request_ids")


@pytest.fixture
def restore_logging() -> Iterator[None]:
    """Put the logging configuration back as it was (``configure_logging`` changes the root)."""
    root = logging.getLogger()
    saved = (root.level, list(root.handlers))
    others = {
        n: (lg.handlers[:], lg.propagate)
        for n in ("uvicorn", "uvicorn.error", "uvicorn.access")
        for lg in [logging.getLogger(n)]
    }
    yield
    root.handlers[:] = saved[1]
    root.setLevel(saved[0])
    for name, (handlers, propagate) in others.items():
        logger = logging.getLogger(name)
        logger.handlers[:] = handlers
        logger.propagate = propagate


def app_with_log_routes(services: Services) -> FastAPI:
    """The app plus two routes that log: one in the thread pool, one on the event loop."""
    app = create_app(services=services)

    def in_thread() -> dict[str, Any]:
        probe_log.warning("from the thread pool")
        return {"id": current_request_id()}

    async def on_loop() -> dict[str, Any]:
        probe_log.warning("from the event loop")
        return {"id": current_request_id()}

    app.add_api_route("/test/log-thread", in_thread, methods=["GET"])
    app.add_api_route("/test/log-loop", on_loop, methods=["GET"])
    return app


def test_a_valid_request_id_is_kept_and_anything_else_replaced(client: TestClient) -> None:
    for given in ("abc-123", "A" * 128, "req:42/x~!", "0"):
        assert client.get("/healthz", headers={"X-Request-ID": given}).headers["X-Request-ID"] == given
    for bad in ("A" * 129, "has space", "tab\there", "", "caf\u00e9"):
        answer = client.get("/healthz", headers={"X-Request-ID": bad.encode("utf-8")})
        assert FRESH.fullmatch(answer.headers["X-Request-ID"]), bad
    made = {client.get("/healthz").headers["X-Request-ID"] for _ in range(5)}
    assert len(made) == 5
    assert all(FRESH.fullmatch(m) for m in made)


def test_every_answer_carries_the_id_refusals_included(client: TestClient, services: Services) -> None:
    limited = services.settings.model_copy(
        update={"rate_limit_address_per_second": 0.01, "rate_limit_address_burst": 1}
    )
    answers = [
        client.get("/nowhere"),
        client.get("/v1/rulesets?x=%00"),
        client.post("/v1/tables", content=b"x" * (services.settings.max_body_bytes + 1)),
        client.post("/v1/tables", json={"ruleset": "MM-001", "seats": "many"}),
        client.get("/readyz"),
        client.get("/metrics"),
        client.get("/docs"),
    ]
    with TestClient(create_app(services=dataclasses.replace(services, settings=limited))) as http:
        http.post("/v1/tables", json={})
        answers.append(http.post("/v1/tables", json={}))
    assert [a.status_code for a in answers] == [404, 422, 413, 422, 200, 200, 200, 429]
    for answer in answers:
        assert FRESH.fullmatch(answer.headers["X-Request-ID"]), answer.request.url


def test_every_log_record_of_a_request_carries_its_id(services: Services, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO)
    with TestClient(app_with_log_routes(services)) as http:
        for path in ("/test/log-thread", "/test/log-loop"):
            caplog.clear()
            answer = http.get(path, headers={"X-Request-ID": f"rid{path[-5:]}"})
            assert answer.json() == {"id": f"rid{path[-5:]}"}
            mine = [r for r in caplog.records if r.name in ("tests.request_ids", "maumau.access")]
            assert [r.name for r in mine] == ["tests.request_ids", "maumau.access"]
            assert {getattr(r, "request_id", None) for r in mine} == {f"rid{path[-5:]}"}
    probe_log.warning("outside any request")
    assert caplog.records[-1].request_id is None  # type: ignore[attr-defined]


def test_json_logs_carry_the_id_and_no_token_or_body(
    client: TestClient, services: Services, restore_logging: None
) -> None:
    table = HttpTable.open(client, seats=2)
    out = io.StringIO()
    configure_logging("json", "info", stream=out)
    secret_body = {"type": "close_window", "seat": 0}
    with TestClient(app_with_log_routes(services)) as http:
        http.get("/test/log-thread", headers={"X-Request-ID": "json-1"})
        moved = http.post(
            f"{table.url}/commands", json=secret_body, headers={**bearer(table.tokens[0]), "X-Request-ID": "json-2"}
        )
        assert moved.status_code == 422
        http.get(f"{table.url}/view?secret-query=1", headers=bearer(table.tokens[0]))
    lines = [json.loads(line) for line in out.getvalue().splitlines() if line.strip()]
    assert lines
    for entry in lines:
        assert {"time", "level", "logger", "message", "request_id"} <= set(entry)
    thread = [e for e in lines if e["logger"] == "tests.request_ids"]
    assert [(e["request_id"], e["message"], e["level"]) for e in thread] == [
        ("json-1", "from the thread pool", "warning")
    ]
    [access] = [e for e in lines if e["logger"] == "maumau.access" and e["request_id"] == "json-2"]
    assert access["http"] == {
        "method": "POST",
        "route": "/v1/tables/{table_id}/commands",
        "path": f"{table.url}/commands",
        "status": 422,
        "duration_ms": access["http"]["duration_ms"],
        "client": "testclient",
    }
    text = "\n".join(json.dumps(e) for e in lines if e["logger"] != "httpx")  # the test client's own log
    for token in (table.host, *table.tokens):
        assert token not in text
    assert "close_window" not in text
    assert "secret-query" not in text


def test_the_app_writes_the_configured_format_when_it_runs_the_service(
    service_database_url: str, capsys: pytest.CaptureFixture[str], restore_logging: None
) -> None:
    for log_format in ("json", "text"):
        settings = load_settings(database_url=service_database_url, create_tables=False, log_format=log_format)
        with TestClient(create_app(settings, background=False)) as http:
            http.get("/healthz", headers={"X-Request-ID": f"fmt-{log_format}"})
        err = capsys.readouterr().err
        [line] = [line for line in err.splitlines() if f"fmt-{log_format}" in line]
        if log_format == "json":
            assert json.loads(line)["http"]["route"] == "/healthz"
        else:
            assert re.search(r"INFO maumau\.access \[fmt-text\] GET /healthz 200 ", line), line


def test_a_path_is_escaped_in_the_log(services: Services, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO)
    with TestClient(create_app(services=services)) as http:
        http.get("/nowhere%0Aforged%20INFO%20line" + "x" * 500)
    [record] = [r for r in caplog.records if r.name == "maumau.access"]
    assert "\n" not in record.getMessage()
    assert "\\n" in record.http["path"]  # type: ignore[attr-defined]
    assert len(record.http["path"]) <= 210  # type: ignore[attr-defined]
    assert record.http["route"] == "unmatched"  # type: ignore[attr-defined]
