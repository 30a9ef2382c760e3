"""Every refusal, the framework's own included, has the one documented shape
``{"detail": {"rule", "message"}}`` — and nothing a client sends makes a 5xx.

These are the cases the attack campaign (``scripts.attack.campaign``) found answering 500 on PostgreSQL
(a NUL byte in a path or query value) or in FastAPI's default shape (unknown routes, methods,
trailing slashes, bodies the JSON parser gives up on).  Both backends.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from tests.api.helpers import json_object


def _documented(response: httpx.Response, status: int, rule: str | None = None) -> dict[str, Any]:
    assert response.status_code == status, response.text
    detail = response.json()["detail"]
    assert isinstance(detail, dict), response.text
    assert isinstance(detail["rule"], str)
    assert isinstance(detail["message"], str)
    assert detail["message"]
    if rule is not None:
        assert detail["rule"] == rule, detail
    return detail


@pytest.mark.parametrize(
    ("url", "rule"),
    [
        ("/v1/players/%00/stats", "path"),
        ("/v1/players/a%00b/stats", "path"),
        ("/v1/leaderboards?ruleset=%00", "query"),
        ("/v1/leaderboards?period=2026%0011", "query"),
        ("/v1/rulesets/%00", "path"),
    ],
)
def test_a_nul_byte_in_the_path_or_query_is_refused_on_every_backend(client, url, rule) -> None:
    _documented(client.get(url), 422, rule)


def test_every_operation_documents_its_422_in_the_one_shape(client) -> None:
    """Any request can be refused with 422 (a NUL byte in any path or query, a malformed field), so
    every operation documents 422 as ``ErrorOut``, never FastAPI's default ``HTTPValidationError``
    (schemathesis found the read-model and replay routes answering outside their documented 422)."""
    doc = json_object(client.get("/openapi.json"))
    wrong = [
        f"{method.upper()} {path}"
        for path, operations in doc["paths"].items()
        for method, operation in operations.items()
        if operation["responses"].get("422", {}).get("content", {}).get("application/json", {}).get("schema")
        != {"$ref": "#/components/schemas/ErrorOut"}
    ]
    assert wrong == []
    assert "HTTPValidationError" not in doc["components"]["schemas"]


def test_unknown_routes_methods_and_trailing_slashes_answer_in_the_documented_shape(client) -> None:
    _documented(client.get("/v1/nothing"), 404, "not_found")
    _documented(client.delete("/v1/rulesets"), 405, "method_not_allowed")
    _documented(client.get("/v1/rulesets/", follow_redirects=False), 404, "not_found")
    _documented(client.get("/v1/tables/..%2F..%2Fetc%2Fpasswd/view"), 404)


@pytest.mark.parametrize(
    "body",
    [
        b"[" * 20000 + b"]" * 20000,
        b'{"player": "\xff\xfe"}',
        b'{"ruleset": "MM-001", "seats": 1' + b"0" * 5000 + b"}",
    ],
    ids=["nested-20000-deep", "invalid-utf8", "5000-digit-number"],
)
def test_bodies_the_json_parser_gives_up_on_are_422_json(client, body) -> None:
    response = client.post("/v1/tables", content=body, headers={"Content-Type": "application/json"})
    _documented(response, 422, "json")


def test_an_oversized_chunked_body_on_an_event_stream_does_not_break_the_answer(client, services) -> None:
    """An event stream answers before it reads the body; a body past the limit then ends the
    stream as a disconnect instead of raising after the response started."""
    r = client.post("/v1/tables", json={"ruleset": "MM-001", "seats": 2})
    table_id = r.json()["table_id"]
    limit = services.settings.max_body_bytes

    def chunks() -> Iterator[bytes]:
        for _ in range(limit // 1024 + 8):
            yield b"x" * 1024

    with client.stream("GET", f"/v1/tables/{table_id}/events/public", content=chunks()) as response:
        assert response.status_code in (200, 413)
