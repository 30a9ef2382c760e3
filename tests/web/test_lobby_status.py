"""The lobby calls a playing table abandoned when nobody has moved for long (Chromium).

Two tables over HTTP, each with two guests seated and the match started, nobody moving: one
without a turn clock, one with a ten-minute turn.  The listing's ``last_activity_at`` is the
time of the table's last event; the browser's clock is set ahead of it (Playwright's fake
clock), and the lobby must say "playing" while the idle limit is not reached and "abandoned"
(with how long nobody moved, in the page's language) once it is: ten minutes for the table
without a clock, twice the turn for the clocked one.
"""

from __future__ import annotations

import time
from datetime import datetime, timedelta
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.web.helpers import Web, bearer, http

pytestmark = pytest.mark.browser


def _playing_table(web: Web, tag: str, settings: dict[str, Any] | None = None) -> str:
    """A two-seat MM-001 table with two guests seated and the match started; its id."""
    with http(web) as client:
        host = client.post("/v1/guests", json={"name": f"{tag}-a"}).json()["token"]
        body: dict[str, Any] = {"ruleset": "MM-001", "seats": 2}
        if settings:
            body["settings"] = settings
        r = client.post("/v1/tables", json=body, headers=bearer(host))
        assert r.status_code == 201, r.text
        table_id = str(r.json()["table_id"])
        other = client.post("/v1/guests", json={"name": f"{tag}-b"}).json()["token"]
        assert client.post(f"/v1/tables/{table_id}/seats/0", headers=bearer(host)).is_success
        assert client.post(f"/v1/tables/{table_id}/seats/1", headers=bearer(other)).is_success
        r = client.post(f"/v1/tables/{table_id}/start", headers=bearer(host))
        assert r.is_success, r.text
    return table_id


def _listed(web: Web, table_ids: list[str]) -> dict[str, dict[str, Any]]:
    """The lobby's entries of ``table_ids`` once every one of them is listed as playing."""
    deadline = time.monotonic() + 15
    with http(web) as client:
        while True:
            rows = {t["table_id"]: t for t in client.get("/v1/tables?status=playing&limit=100").json()["tables"]}
            if all(i in rows for i in table_ids):
                return {i: rows[i] for i in table_ids}
            assert time.monotonic() < deadline, "the tables did not reach the status playing"
            time.sleep(0.05)


def test_a_playing_table_without_moves_for_long_is_shown_abandoned(web, open_page):
    plain = _playing_table(web, "idle")
    clocked = _playing_table(web, "slow", {"turn_seconds": 600})
    rows = _listed(web, [plain, clocked])
    for row in rows.values():
        assert all(row["occupants"]), "every seat taken: not abandoned by a free seat"
    last = max(datetime.fromisoformat(r["last_activity_at"]) for r in rows.values())
    assert rows[clocked]["settings"]["turn_seconds"] == 600

    now = open_page("lobby (now)").page
    now.goto("/")
    expect(now.get_by_test_id(f"status-{plain}")).to_have_attribute("data-status", "playing")
    expect(now.get_by_test_id(f"status-{plain}")).to_have_text("playing")
    expect(now.get_by_test_id(f"status-{clocked}")).to_have_attribute("data-status", "playing")

    later = open_page("lobby (11 minutes later)").page
    later.clock.set_fixed_time(last + timedelta(minutes=11, seconds=30))
    later.goto("/")
    cell = later.get_by_test_id(f"status-{plain}")
    expect(cell).to_have_attribute("data-status", "abandoned")
    expect(cell).to_contain_text("abandoned")
    expect(later.get_by_test_id(f"idle-{plain}")).to_have_text("(no move for 11 minutes)")
    expect(later.get_by_test_id(f"status-{clocked}")).to_have_attribute("data-status", "playing")

    much_later = open_page("lobby (25 minutes later, German)", locale="de-DE").page
    much_later.clock.set_fixed_time(last + timedelta(minutes=25, seconds=30))
    much_later.goto("/")
    for table_id in (plain, clocked):
        expect(much_later.get_by_test_id(f"status-{table_id}")).to_have_attribute("data-status", "abandoned")
        expect(much_later.get_by_test_id(f"status-{table_id}")).to_contain_text("verlassen")
    expect(much_later.get_by_test_id(f"idle-{clocked}")).to_have_text("(seit 25 Minuten kein Zug)")
