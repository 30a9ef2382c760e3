"""Size limits: request bodies (413 ``body_too_large``, by header or counted while read, chunked
too), ruleset fields within the body limit (422 naming the field) and the ruleset list (pages).

Both backends (the ``client`` fixture is parametrised); the chunked and the header-only cases also
over real HTTP (uvicorn), where a body arrives in pieces.
"""

from __future__ import annotations

import dataclasses
import json
import select
import socket
from collections.abc import Iterator
from typing import Any
from urllib.parse import urlsplit

import pytest
from fastapi.testclient import TestClient

from api.http.app import create_app
from infrastructure.adapters.settings import load_settings
from tests.live.helpers import live_server

LIMIT = 64 * 1024
TOO_LARGE = {"rule": "body_too_large", "message": f"the request body is larger than the limit of {LIMIT} bytes"}


def _saved(client: TestClient) -> list[dict[str, Any]]:
    """The saved (non-preset) rulesets."""
    return [r for r in client.get("/v1/rulesets", params={"limit": 500}).json() if not r["preset"]]


def _padded(body: dict[str, Any], size: int) -> bytes:
    """``body`` as JSON, padded with trailing whitespace (still valid JSON) to exactly ``size`` bytes."""
    data = json.dumps(body).encode()
    assert len(data) <= size
    return data + b" " * (size - len(data))


def _post(client: TestClient, content: bytes | Iterator[bytes]):
    return client.post("/v1/rulesets", content=content, headers={"Content-Type": "application/json"})


def test_the_issues_million_entry_list_is_413_and_nothing_is_saved(client) -> None:
    body = json.dumps({"base": "MM-001", "overrides": {"last_card_forbidden": ["7"] * 1_000_000}}).encode()
    assert len(body) > 4_000_000
    r = _post(client, body)
    assert r.status_code == 413, r.text
    assert r.json() == {"detail": TOO_LARGE}
    assert _saved(client) == []


def test_a_chunked_body_without_content_length_is_counted_and_refused(client) -> None:
    body = json.dumps({"base": "MM-001", "overrides": {"last_card_forbidden": ["7"] * 100_000}}).encode()

    def chunks() -> Iterator[bytes]:
        for start in range(0, len(body), 4096):
            yield body[start : start + 4096]

    r = _post(client, chunks())
    assert "content-length" not in r.request.headers
    assert r.request.headers["transfer-encoding"] == "chunked"
    assert r.status_code == 413, r.text
    assert r.json() == {"detail": TOO_LARGE}
    assert _saved(client) == []


def test_a_list_under_the_body_limit_but_over_the_field_bound_is_422_naming_the_field(client) -> None:
    body = json.dumps({"base": "MM-001", "overrides": {"last_card_forbidden": ["7"] * 10_000}}).encode()
    assert 40_000 < len(body) < LIMIT
    r = _post(client, body)
    assert r.status_code == 422, r.text
    detail = r.json()["detail"]
    assert detail["fields"] == {"last_card_forbidden": "holds each rank at most once: at most 13 ranks, not 10000"}
    assert detail["message"] == "last_card_forbidden: holds each rank at most once: at most 13 ranks, not 10000"
    assert _saved(client) == []


def test_a_body_of_exactly_the_limit_passes_one_byte_more_is_413(client) -> None:
    ruleset = {"base": "MM-001", "name": "at the limit", "overrides": {"hand_size": 4}}
    r = _post(client, _padded(ruleset, LIMIT))
    assert r.status_code == 201, r.text
    r = _post(client, _padded(ruleset, LIMIT + 1))
    assert r.status_code == 413
    assert r.json() == {"detail": TOO_LARGE}
    assert [x["name"] for x in _saved(client)] == ["at the limit"]


def test_the_limit_applies_to_every_route(client) -> None:
    r = client.post(
        "/v1/tables",
        content=_padded({"ruleset": "MM-001", "seats": 2}, LIMIT + 1),
        headers={"Content-Type": "application/json"},
    )
    assert r.status_code == 413
    assert r.json()["detail"]["rule"] == "body_too_large"


def test_the_limit_is_a_setting(services, monkeypatch) -> None:
    monkeypatch.setenv("MAUMAU_MAX_BODY_BYTES", "2048")
    assert load_settings().max_body_bytes == 2048
    small = dataclasses.replace(services, settings=services.settings.model_copy(update={"max_body_bytes": 2048}))
    with TestClient(create_app(services=small)) as client:
        ruleset = {"base": "MM-001", "overrides": {"hand_size": 4}}
        assert _post(client, _padded(ruleset, 2048)).status_code == 201
        r = _post(client, _padded(ruleset, 2049))
        assert r.status_code == 413
        assert r.json()["detail"]["message"] == "the request body is larger than the limit of 2048 bytes"


# ------------------------------------------------------------------ real HTTP


def _raw_request(base_url: str, head: bytes, chunks: Iterator[bytes]) -> bytes:
    """Send ``head`` and then ``chunks`` over a socket, stopping early once the server answers;
    return everything the server sent until it closed the connection."""
    url = urlsplit(base_url)
    with socket.create_connection((url.hostname, url.port), timeout=60) as sock:  # a hang fails, not blocks
        sock.sendall(head)
        for chunk in chunks:
            readable, _, _ = select.select([sock], [], [], 0.01)
            if readable:
                break
            sock.sendall(chunk)
        answer = b""
        while True:
            data = sock.recv(65536)
            if not data:
                return answer
            answer += data


def _status_and_body(answer: bytes) -> tuple[int, dict[str, Any]]:
    head, _, body = answer.partition(b"\r\n\r\n")
    return int(head.split(b" ", 2)[1]), json.loads(body)


def test_over_real_http_a_chunked_body_is_refused_once_it_passes_the_limit(app, services) -> None:
    piece = json.dumps(["7"] * 1000).encode()[1:-1] + b","  # '"7", "7", ...,' ~5 KB

    prefix = b'{"base": "MM-001", "overrides": {"last_card_forbidden": ['

    def chunks() -> Iterator[bytes]:
        yield b"%x\r\n%s\r\n" % (len(prefix), prefix)
        for _ in range(100):  # ~500 KB if the server kept reading
            yield b"%x\r\n%s\r\n" % (len(piece), piece)

    head = (
        b"POST /v1/rulesets HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\n"
        b"Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
    )
    with live_server(app) as base_url:
        status, body = _status_and_body(_raw_request(base_url, head, chunks()))
    assert (status, body) == (413, {"detail": TOO_LARGE})
    assert [r for r in services.tables.list_rulesets() if not r.preset] == []


def test_over_real_http_a_declared_length_over_the_limit_is_refused_before_the_body(app) -> None:
    head = (
        b"POST /v1/rulesets HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\n"
        b"Content-Length: 10000000\r\nConnection: close\r\n\r\n"
    )
    with live_server(app) as base_url:
        status, body = _status_and_body(_raw_request(base_url, head, iter(())))  # no body sent at all
    assert (status, body) == (413, {"detail": TOO_LARGE})


# ------------------------------------------------------------------ the ruleset list


def test_the_ruleset_list_is_paged(client) -> None:
    presets = client.get("/v1/rulesets").json()
    ids = []
    for i in range(3):
        r = client.post("/v1/rulesets", json={"base": "MM-001", "name": f"house {i}", "overrides": {"hand_size": 4}})
        assert r.status_code == 201, r.text
        ids.append(r.json()["id"])
    n = len(presets)
    everything = client.get("/v1/rulesets").json()
    assert [r["id"] for r in everything] == [p["id"] for p in presets] + ids
    assert [r["id"] for r in client.get("/v1/rulesets", params={"limit": n + 1}).json()] == [
        p["id"] for p in presets
    ] + ids[:1]
    assert [r["id"] for r in client.get("/v1/rulesets", params={"limit": 2, "offset": n}).json()] == ids[:2]
    assert [r["id"] for r in client.get("/v1/rulesets", params={"limit": 2, "offset": n - 1}).json()] == [
        presets[-1]["id"],
        ids[0],
    ]
    assert client.get("/v1/rulesets", params={"offset": n + 3}).json() == []


@pytest.mark.parametrize("params", [{"limit": 0}, {"limit": 501}, {"offset": -1}, {"offset": 10**20}, {"limit": "x"}])
def test_bad_paging_is_422_naming_the_parameter(client, params) -> None:
    r = client.get("/v1/rulesets", params=params)
    assert r.status_code == 422, r.text
    assert r.json()["detail"]["rule"] == next(iter(params))
