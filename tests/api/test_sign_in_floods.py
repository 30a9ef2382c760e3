"""Sign-in floods over HTTP (issue #19, item 3): failed sign-ins past the limit are 429
``sign_in_limited`` with ``Retry-After`` in the documented shape and hash nothing; the owner at
another address still signs in; a full hash gate is 503 ``busy`` with ``Retry-After``."""

from __future__ import annotations

from fastapi.testclient import TestClient

from infrastructure.services.sign_in_limits import HashGate, SignInLimits, SignInPolicy

PASSWORD = "correct horse battery"
WRONG = "not the password!"


def _sign_in(client: TestClient, password: str) -> tuple[int, dict[str, object], str | None]:
    r = client.post("/v1/sessions", json={"handle": "victim", "password": password})
    return r.status_code, r.json(), r.headers.get("Retry-After")


def test_failed_sign_ins_past_the_limit_get_429_and_the_owner_elsewhere_signs_in(app, client: TestClient) -> None:
    assert client.post("/v1/accounts", json={"handle": "victim", "password": PASSWORD}).status_code == 201
    attacker = TestClient(app, client=("203.0.113.7", 40000))
    owner = TestClient(app, client=("198.51.100.1", 40001))
    statuses = [_sign_in(attacker, WRONG)[0] for _ in range(6)]
    assert statuses == [401] * 6  # five free failures, the sixth starts the backoff
    status, body, retry_after = _sign_in(attacker, PASSWORD)
    assert status == 429
    assert body == {
        "detail": {
            "rule": "sign_in_limited",
            "message": "too many failed sign-ins of this handle from this address: retry in 1 s",
            "limit": "address_handle",
            "retry_after": 1,
        }
    }
    assert retry_after == "1"
    status, body, _ = _sign_in(owner, PASSWORD)
    assert status == 201, body


def test_one_address_spraying_handles_is_refused(app, services) -> None:
    """The address's own bucket (3 failures here, hardly refilled): the 4th is refused, whatever
    the handle."""
    accounts = services.tables.accounts
    accounts.use_limits(HashGate(), SignInLimits(SignInPolicy(address_burst=3, address_per_minute=0.01)))
    attacker = TestClient(app, client=("203.0.113.8", 40000))
    answers = [attacker.post("/v1/sessions", json={"handle": f"h{i}", "password": WRONG}).status_code for i in range(4)]
    assert answers == [401] * 3 + [429]
    r = attacker.post("/v1/sessions", json={"handle": "h99", "password": WRONG})
    assert r.json()["detail"]["limit"] == "address"
    assert int(r.headers["Retry-After"]) >= 1


def test_a_full_hash_gate_is_503_busy_with_retry_after(app, client: TestClient, services) -> None:
    gate = services.tables.accounts._gate
    holds = [gate.hashing() for _ in range(gate.concurrency)]
    for hold in holds:
        hold.__enter__()
    try:
        r = client.post("/v1/accounts", json={"handle": "late", "password": PASSWORD})
    finally:
        for hold in holds:
            hold.__exit__(None, None, None)
    assert r.status_code == 503
    assert r.headers["Retry-After"] == "1"
    assert r.json()["detail"]["rule"] == "busy"
    assert r.json()["detail"]["limit"] == "password_hashing"
