"""Issue #19, items 5 and 7, over HTTP on both backends: the organiser's registration setting
(accounts only, invite code, approval), protests only by the table's entrants and within limits,
summaries that count protests while the protests come a page at a time, and corrections that
refuse booleans, wiped boards and no-ops and keep the old result in the event and the audit.
Every refusal is a 4xx in the documented shape naming the rule, and writes nothing."""

from __future__ import annotations

import uuid
from typing import Any

import httpx
from fastapi.testclient import TestClient

import projections.api as read_side
from domain.tournament.decide import PROTESTS_OPEN_PER_ENTRANT
from domain.tournament.events import ResultCorrected
from domain.tournament.model import TableResult
from infrastructure.services.bootstrap import Services
from tests.tournament_api.helpers import account_token, bearer


def ok(response: httpx.Response, status: int = 200) -> Any:
    assert response.status_code == status, f"{response.status_code}: {response.text}"
    return response.json()


def refused(response: httpx.Response, status: int, rule: str) -> None:
    assert response.status_code == status, f"{response.status_code}: {response.text}"
    assert response.json()["detail"]["rule"] == rule, response.json()


def guest_token(services: Services, name: str) -> str:
    _info, issued = services.tables.accounts.create_guest(name)
    return issued.token


class Desk:
    """An organiser acting over HTTP."""

    def __init__(self, client: TestClient, services: Services) -> None:
        self.client = client
        self.services = services
        self.token = account_token(services, f"org{uuid.uuid4().hex[:6]}", "organiser")

    def post(self, path: str, body: Any = None, token: str | None = None) -> httpx.Response:
        response: httpx.Response = self.client.post(path, json=body, headers=bearer(token or self.token))
        return response

    def create(self, **body: Any) -> tuple[str, dict[str, Any]]:
        fields = {"name": "Squat cup", "format": "series", "ruleset": "MM-001", "rounds": 1, "boards": 2}
        answer = ok(self.post("/v1/tournaments", {**fields, **body}), 201)
        return answer["tournament_id"], answer

    def version(self, tid: str) -> int:
        return int(self.services.tournaments.state(uuid.UUID(tid)).version)


# -- who may register ------------------------------------------------------------------------------


def test_accounts_only_refuses_a_guest(client: TestClient, services: Services) -> None:
    desk = Desk(client, services)
    tid, created = desk.create(registration="accounts")
    assert created["summary"]["config"]["registration"] == "accounts"
    assert created["invite_code"] is None
    before = desk.version(tid)
    refused(
        desk.post(f"/v1/tournaments/{tid}/entrants", {}, guest_token(services, "squatter")),
        422,
        "registration_accounts",
    )
    assert desk.version(tid) == before
    ok(desk.post(f"/v1/tournaments/{tid}/entrants", {}, account_token(services, f"al{uuid.uuid4().hex[:6]}")), 201)


def test_invite_needs_the_code_only_the_organiser_sees(client: TestClient, services: Services) -> None:
    desk = Desk(client, services)
    tid, created = desk.create(registration="invite")
    code = created["invite_code"]
    assert isinstance(code, str)
    assert len(code) == 20
    assert code not in client.get(f"/v1/tournaments/{tid}").text  # the public summary does not show it
    assert ok(client.get(f"/v1/tournaments/{tid}/director/invite", headers=bearer(desk.token)))["invite_code"] == code
    stranger = guest_token(services, "stranger")
    refused(client.get(f"/v1/tournaments/{tid}/director/invite", headers=bearer(stranger)), 403, "director")
    before = desk.version(tid)
    refused(desk.post(f"/v1/tournaments/{tid}/entrants", {}, stranger), 422, "invite_code")
    refused(desk.post(f"/v1/tournaments/{tid}/entrants", {"invite": "f" * 20}, stranger), 422, "invite_code")
    assert desk.version(tid) == before
    ok(desk.post(f"/v1/tournaments/{tid}/entrants", {"invite": code}, stranger), 201)
    ok(desk.post(f"/v1/tournaments/{tid}/entrants", {"bot": "random"}), 201)  # the director needs none


def test_approval_keeps_a_guest_pending_until_the_director_approves(client: TestClient, services: Services) -> None:
    desk = Desk(client, services)
    tid, _ = desk.create(registration="approval", min_players=3)
    gus = guest_token(services, "gus")
    answer = ok(desk.post(f"/v1/tournaments/{tid}/entrants", {}, gus), 201)
    entrant = answer["events"][0]["entrant_id"]
    assert [e["pending"] for e in answer["summary"]["entrants"]] == [True]
    for _ in range(2):
        ok(desk.post(f"/v1/tournaments/{tid}/entrants", {"bot": "random"}), 201)
    refused(desk.post(f"/v1/tournaments/{tid}/start"), 422, "too_few_players")  # gus is not in yet
    refused(desk.post(f"/v1/tournaments/{tid}/entrants/{entrant}/approve", None, gus), 403, "director")
    approved = ok(desk.post(f"/v1/tournaments/{tid}/entrants/{entrant}/approve"))
    assert [e["type"] for e in approved["events"]] == ["EntrantApproved"]
    assert not any(e["pending"] for e in approved["summary"]["entrants"])
    refused(desk.post(f"/v1/tournaments/{tid}/entrants/{entrant}/approve"), 422, "not_pending")
    ok(desk.post(f"/v1/tournaments/{tid}/start"))


def test_an_unknown_registration_setting_is_refused(client: TestClient, services: Services) -> None:
    desk = Desk(client, services)
    fields = {"name": "x", "format": "series", "rounds": 1, "boards": 1, "registration": "friends"}
    refused(desk.post("/v1/tournaments", fields), 422, "registration")


# -- protests ---------------------------------------------------------------------------------------


def _seated_guests(desk: Desk, players: int = 8) -> tuple[str, dict[str, str], list[dict[str, Any]]]:
    """A started series of ``players`` guests, round 1 seated: entrant id -> token, the tables."""
    tid, _ = desk.create()
    tokens: dict[str, str] = {}
    for i in range(players):
        token = guest_token(desk.services, f"guest{i}")
        answer = ok(desk.post(f"/v1/tournaments/{tid}/entrants", {}, token), 201)
        tokens[answer["events"][0]["entrant_id"]] = token
    ok(desk.post(f"/v1/tournaments/{tid}/start"))
    ok(desk.post(f"/v1/tournaments/{tid}/rounds"), 201)
    tables = ok(desk.client.get(f"/v1/tournaments/{tid}/rounds/1"))["tables"]
    return tid, tokens, tables


def test_only_the_tables_entrants_protest_and_each_only_a_few_times(client: TestClient, services: Services) -> None:
    desk = Desk(client, services)
    tid, tokens, tables = _seated_guests(desk)
    mine, other = tables[0], tables[1]
    me = tokens[mine["seats"][0]["entrant_id"]]
    before = desk.version(tid)
    about = {"round_no": 1, "table_no": other["table_no"], "text": "not my table"}
    refused(desk.post(f"/v1/tournaments/{tid}/protests", about, me), 422, "not_at_table")
    outsider = guest_token(services, "outsider")
    refused(desk.post(f"/v1/tournaments/{tid}/protests", {**about, "text": "nobody"}, outsider), 422, "not_entrant")
    assert desk.version(tid) == before
    for i in range(PROTESTS_OPEN_PER_ENTRANT):
        body = {"round_no": 1, "table_no": mine["table_no"], "text": f"protest {i}"}
        lodged = ok(desk.post(f"/v1/tournaments/{tid}/protests", body, me), 201)
    assert lodged["summary"]["protest_counts"] == {
        "total": PROTESTS_OPEN_PER_ENTRANT,
        "open": PROTESTS_OPEN_PER_ENTRANT,
    }
    assert "protests" not in lodged["summary"]  # counts, not every protest
    before = desk.version(tid)
    body = {"round_no": 1, "table_no": mine["table_no"], "text": "one too many"}
    refused(desk.post(f"/v1/tournaments/{tid}/protests", body, me), 422, "protest_limit")
    assert desk.version(tid) == before
    ok(desk.post(f"/v1/tournaments/{tid}/protests", {**body, "text": "the director"}), 201)


def test_protests_come_a_page_at_a_time(client: TestClient, services: Services) -> None:
    desk = Desk(client, services)
    tid, tokens, tables = _seated_guests(desk)
    lodged = []
    for table in tables:
        for seat in table["seats"][:2]:
            body = {"round_no": 1, "table_no": table["table_no"], "text": f"by {seat['entrant_id']}"}
            answer = ok(desk.post(f"/v1/tournaments/{tid}/protests", body, tokens[seat["entrant_id"]]), 201)
            lodged.append(answer["events"][0]["protest_id"])
    first = lodged[0]
    ok(desk.post(f"/v1/tournaments/{tid}/director/protests/{first}/decide", {"decision": "rejected", "reason": "no"}))
    seen: list[str] = []
    cursor: int | None = 0
    pages = 0
    while cursor is not None:
        page = ok(client.get(f"/v1/tournaments/{tid}/protests", params={"limit": 3, "cursor": cursor}))
        assert len(page["protests"]) <= 3
        seen += [p["protest_id"] for p in page["protests"]]
        cursor, pages = page["next_cursor"], pages + 1
    assert seen == lodged
    assert pages == 2
    table_id = tables[0]["table_id"]
    whole = ok(client.get(f"/v1/tournaments/{tid}/protests"))["protests"]
    assert whole[0]["referee_view"] == f"/v1/tables/{table_id}/referee-view"
    still_open = ok(client.get(f"/v1/tournaments/{tid}/protests", params={"status": "open"}))["protests"]
    assert [p["protest_id"] for p in still_open] == lodged[1:]
    decided = ok(client.get(f"/v1/tournaments/{tid}/protests", params={"status": "decided"}))["protests"]
    assert [p["protest_id"] for p in decided] == [first]
    refused(client.get(f"/v1/tournaments/{tid}/protests", params={"limit": 101}), 422, "limit")
    refused(client.get(f"/v1/tournaments/{tid}/protests", params={"cursor": -1}), 422, "cursor")


# -- corrections ------------------------------------------------------------------------------------


def _closed_round(desk: Desk) -> tuple[str, TableResult]:
    """A one-round series of 4 bots whose only table's result is recorded (round closed)."""
    tid, _ = desk.create(table_size=4, correction_window_seconds=600)
    for _ in range(4):
        ok(desk.post(f"/v1/tournaments/{tid}/entrants", {"bot": "random"}), 201)
    ok(desk.post(f"/v1/tournaments/{tid}/start"))
    ok(desk.post(f"/v1/tournaments/{tid}/rounds"), 201)
    state = desk.services.tournaments.state(uuid.UUID(tid))
    table = state.rounds[0].tables[0]
    result = TableResult(1, table.table_id, table.entrants, ((0, 5, 7, 2), (3, 0, 1, 9)), (0, 1), (), 42)
    desk.services.tournaments.record_result(uuid.UUID(tid), 1, result, key="test-record")
    assert desk.services.tournaments.state(uuid.UUID(tid)).rounds[0].closed
    return tid, result


def test_corrections_refuse_booleans_wiped_boards_no_ops_and_inconsistent_results(
    client: TestClient, services: Services
) -> None:
    desk = Desk(client, services)
    tid, recorded = _closed_round(desk)
    path = f"/v1/tournaments/{tid}/director/correct"
    points = [[0, 5, 7, 2], [3, 0, 1, 9]]
    good: dict[str, Any] = {"round_no": 1, "table_no": 1, "points": points, "winners": [0, 1], "reason": "r"}
    before = desk.version(tid)
    refused(desk.post(path, {**good, "points": [[0, True, 7, 2], [3, 0, 1, 9]]}), 422, "points")
    refused(desk.post(path, {**good, "winners": [False, 1]}), 422, "winners")
    refused(desk.post(path, {**good, "round_no": True}), 422, "round_no")
    refused(desk.post(path, {**good, "forfeited": [True]}), 422, "forfeited")
    adjust = {"entrant_id": "e1", "score": True, "reason": "a boolean is no score"}
    refused(desk.post(f"/v1/tournaments/{tid}/director/adjust", adjust), 422, "score")
    refused(desk.post(path, {**good, "points": [], "winners": []}), 422, "correction_boards")
    refused(desk.post(path, {**good, "points": points[:1], "winners": [0]}), 422, "correction_boards")
    refused(desk.post(path, good), 422, "correction_unchanged")
    refused(desk.post(path, {**good, "winners": [2, 1]}), 422, "result_inconsistent")
    refused(desk.post(path, {**good, "points": [[0, 5, 7, 2], [3, 0, 1, 5]], "table_no": 2}), 422, "unknown_table")
    assert desk.version(tid) == before
    assert desk.services.tournaments.state(uuid.UUID(tid)).rounds[0].results[0] == recorded
    fixed = {**good, "points": [[0, 5, 7, 2], [3, 0, 1, 5]], "reason": "the last card was a 5"}
    ok(desk.post(path, fixed))
    assert desk.version(tid) == before + 1


def test_a_correction_keeps_the_old_result_in_the_event_and_the_audit(client: TestClient, services: Services) -> None:
    desk = Desk(client, services)
    tid, recorded = _closed_round(desk)
    body = {"round_no": 1, "table_no": 1, "points": [[4, 0, 7, 2], [3, 0, 1, 9]], "winners": [1, 1], "reason": "swap"}
    ok(desk.post(f"/v1/tournaments/{tid}/director/correct", body))
    records = list(services.tournaments.games.load(uuid.UUID(tid)))
    event = records[-1].event
    assert isinstance(event, ResultCorrected)
    assert event.previous == recorded
    assert event.result.points == ((4, 0, 7, 2), (3, 0, 1, 9))
    engine, store = read_side.make_engine(services.settings), read_side.open_store(services.settings)
    try:
        read_side.rebuild(engine, store, ["tournaments"])
        with engine.connect() as conn:
            rows = read_side.tournament_audit(conn, uuid.UUID(tid), 0, 1000)
    finally:
        store.close()
        engine.dispose()
    sentence = next(r["sentence"] for r in rows if r["event_type"] == "ResultCorrected")
    old, new = sentence.split(" → ")
    assert old.endswith("]")
    assert ": [board 1: " in old
    assert " 0 (won), " in old
    assert " 4, " in new.split(";")[0]
    assert "(swap)" in new
