"""CORS from the allow-list (``MAUMAU_CORS_ALLOW_ORIGINS``): a preflight from an allowed origin
gets the CORS headers, one from a refused origin gets none (403 ``cors`` in the error shape);
answers to allowed origins, refusals such as 429 included, carry ``Access-Control-Allow-Origin``;
with the default (no origin) no answer carries any CORS header."""

from __future__ import annotations

import dataclasses
from typing import Any

from fastapi import FastAPI
from fastapi.testclient import TestClient

from api.http.app import create_app
from infrastructure.services.bootstrap import Services

ALLOWED = "https://app.example.com"
REFUSED = "https://evil.example.net"


def app_with(services: Services, **settings: Any) -> FastAPI:
    """The app on the test's services with ``settings`` changed."""
    changed = services.settings.model_copy(update=settings)
    return create_app(services=dataclasses.replace(services, settings=changed))


def preflight(http: TestClient, origin: str, method: str = "POST", headers: str = "authorization,content-type") -> Any:
    """An ``OPTIONS`` preflight for a move from ``origin``."""
    return http.options(
        "/v1/tables",
        headers={
            "Origin": origin,
            "Access-Control-Request-Method": method,
            "Access-Control-Request-Headers": headers,
        },
    )


def cors_headers(response: Any) -> dict[str, str]:
    """The ``Access-Control-*`` headers of an answer."""
    return {k.lower(): v for k, v in response.headers.items() if k.lower().startswith("access-control-")}


def test_a_preflight_from_an_allowed_origin_gets_the_headers_and_a_refused_one_does_not(services: Services) -> None:
    app = app_with(services, cors_allow_origins=f"{ALLOWED}, http://localhost:5173")
    with TestClient(app) as http:
        allowed = preflight(http, ALLOWED, headers="authorization,content-type,idempotency-key,if-match")
        assert allowed.status_code == 200, allowed.text
        headers = cors_headers(allowed)
        assert headers["access-control-allow-origin"] == ALLOWED
        assert "POST" in headers["access-control-allow-methods"]
        assert "authorization" in headers["access-control-allow-headers"].lower()
        assert "idempotency-key" in headers["access-control-allow-headers"].lower()
        assert int(headers["access-control-max-age"]) > 0
        assert "access-control-allow-credentials" not in headers

        refused = preflight(http, REFUSED)
        assert refused.status_code == 403
        assert cors_headers(refused) == {}
        assert refused.json()["detail"]["rule"] == "cors"
        assert "origin" in refused.json()["detail"]["message"]

        bad_header = preflight(http, ALLOWED, headers="x-not-allowed")
        assert bad_header.status_code == 403
        assert "access-control-allow-origin" not in cors_headers(bad_header)

        # Simple requests: the allowed origin may read the answer (and the exposed headers).
        page = http.get("/v1/rulesets", headers={"Origin": ALLOWED})
        assert page.headers["access-control-allow-origin"] == ALLOWED
        exposed = page.headers["access-control-expose-headers"].lower()
        assert {"etag", "retry-after", "x-request-id"} <= {h.strip() for h in exposed.split(",")}
        other = http.get("/v1/rulesets", headers={"Origin": REFUSED})
        assert other.status_code == 200
        assert "access-control-allow-origin" not in other.headers


def test_no_origin_is_allowed_by_default(services: Services) -> None:
    assert services.settings.cors_origins == ()
    with TestClient(create_app(services=services)) as http:
        answer = preflight(http, ALLOWED)
        assert answer.status_code == 405
        assert answer.json()["detail"]["rule"] == "method_not_allowed"
        assert cors_headers(answer) == {}
        assert cors_headers(http.get("/v1/rulesets", headers={"Origin": ALLOWED})) == {}


def test_a_browser_can_read_a_429_from_an_allowed_origin(services: Services) -> None:
    app = app_with(services, cors_allow_origins=ALLOWED, rate_limit_address_per_second=0.01, rate_limit_address_burst=1)
    with TestClient(app) as http:
        headers = {"Origin": ALLOWED}
        assert http.post("/v1/tables", json={"ruleset": "MM-001", "seats": 2}, headers=headers).status_code != 429
        limited = http.post("/v1/tables", json={"ruleset": "MM-001", "seats": 2}, headers=headers)
        assert limited.status_code == 429
        assert limited.headers["access-control-allow-origin"] == ALLOWED
        assert "retry-after" in limited.headers["access-control-expose-headers"].lower()
        assert preflight(http, ALLOWED).status_code == 200  # a preflight is no write
