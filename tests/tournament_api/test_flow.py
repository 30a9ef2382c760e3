"""The evening's flow over real HTTP (both backends): players check themselves in, the director
checks in a latecomer after the deadline, the start withdraws the no-show, a late entrant joins
round 2, and the director ends the event after round 2 of 3 — with every refusal a 4xx naming
its rule, and the audit trail telling it."""

from __future__ import annotations

from typing import Any

import httpx
from fastapi import FastAPI

from infrastructure.services.bootstrap import Services
from tests.service_fixtures import FakeClock
from tests.tournament_api.helpers import Organiser, account_token, bearer, catch_up, ok, refused


def _register(http: httpx.Client, tid: str, token: str) -> str:
    answer = ok(http.post(f"/v1/tournaments/{tid}/entrants", json={}, headers=bearer(token)), 201)
    entrant: str = answer["events"][0]["entrant_id"]
    return entrant


def _entrant(summary: dict[str, Any], entrant_id: str) -> dict[str, Any]:
    return next(e for e in summary["entrants"] if e["entrant_id"] == entrant_id)


def test_check_in_late_entry_and_ending_early(
    http: httpx.Client, org: Organiser, services: Services, tournament_app: FastAPI, clock: FakeClock
) -> None:
    deadline = clock.now + 600_000
    tid = org.create(
        name="Club evening", rounds=3, boards=1, check_in=True, check_in_deadline=deadline, late_entry_until=2
    )
    config = org.summary(tid)["config"]
    assert (config["check_in"], config["check_in_deadline"], config["late_entry_until"]) == (True, deadline, 2)
    ann, bob, cid = (account_token(services, f"{name}{tid[:6]}") for name in ("ann", "bob", "cid"))
    ann_e, bob_e, cid_e = (_register(http, tid, token) for token in (ann, bob, cid))
    bots = org.bots(tid, 4)

    # a player checks themselves in; not somebody else
    ok(http.post(f"/v1/tournaments/{tid}/entrants/{ann_e}/check-in", headers=bearer(ann)))
    refused(http.post(f"/v1/tournaments/{tid}/entrants/{bob_e}/check-in", headers=bearer(ann)), 403, "not_entrant")
    refused(
        http.post(f"/v1/tournaments/{tid}/entrants/{ann_e}/check-in", headers=bearer(ann)), 422, "already_checked_in"
    )
    refused(http.post(f"/v1/tournaments/{tid}/entrants/{ann_e}/check-in"), 401, "token")
    for bot in bots:
        ok(org.post(f"/v1/tournaments/{tid}/entrants/{bot}/check-in"))
    clock.advance(600_001)  # past the deadline: only the director checks in now
    refused(http.post(f"/v1/tournaments/{tid}/entrants/{bob_e}/check-in", headers=bearer(bob)), 422, "check_in_closed")
    ok(org.post(f"/v1/tournaments/{tid}/entrants/{bob_e}/check-in"))
    summary = org.summary(tid)
    assert [_entrant(summary, e)["checked_in"] for e in (ann_e, bob_e, cid_e)] == [True, True, False]
    # the people leave before the start (the bots play the evening: nobody here moves a card)
    for entrant, token in ((ann_e, ann), (bob_e, bob)):
        ok(
            http.post(
                f"/v1/tournaments/{tid}/entrants/{entrant}/withdraw", json={"reason": "home"}, headers=bearer(token)
            )
        )

    # the start withdraws cid, who never checked in
    started = ok(org.post(f"/v1/tournaments/{tid}/start"))
    assert [e["type"] for e in started["events"]] == ["EntrantWithdrawn", "TournamentStarted"]
    assert started["events"][0]["entrant_id"] == cid_e
    assert started["summary"]["registration_open"] is True  # late entry until round 2 is seated
    ok(org.post(f"/v1/tournaments/{tid}/rounds"), 201)

    # a late entrant (the director's bot) registers while round 1 plays and is seated in round 2
    (late_e,) = org.bots(tid, 1)
    org.wait_round_closed(tid, 1)
    ok(org.post(f"/v1/tournaments/{tid}/rounds"), 201)
    second = ok(http.get(f"/v1/tournaments/{tid}/rounds/2"))
    seated = {s["entrant_id"] for t in second["tables"] for s in t["seats"]} | set(second["byes"])
    assert late_e in seated
    eve = account_token(services, f"eve{tid[:6]}")
    refused(http.post(f"/v1/tournaments/{tid}/entrants", json={}, headers=bearer(eve)), 422, "registration_closed")

    # ending early: refused while round 2 plays, with no reason, or by a player
    refused(org.post(f"/v1/tournaments/{tid}/director/end", {"reason": "hall closes"}), 422, "round_open")
    org.wait_round_closed(tid, 2)
    refused(org.post(f"/v1/tournaments/{tid}/director/end", {}), 422, "reason")
    refused(
        http.post(f"/v1/tournaments/{tid}/director/end", json={"reason": "mine"}, headers=bearer(ann)), 403, "director"
    )
    version = org.summary(tid)["version"]
    ended = ok(org.post(f"/v1/tournaments/{tid}/director/end", {"reason": "the hall closes at ten"}))
    assert [e["type"] for e in ended["events"]] == ["TournamentEnded", "TournamentFinished"]
    summary = ended["summary"]
    assert summary["status"] == "finished"
    assert summary["ended_early"] == "the hall closes at ten"
    assert summary["seed"] is not None
    assert summary["version"] == version + 2
    refused(org.post(f"/v1/tournaments/{tid}/rounds"), 422, "tournament_finished")
    ok(http.get(f"/v1/tournaments/{tid}/verify"))

    catch_up(tournament_app)
    audit = ok(http.get(f"/v1/tournaments/{tid}/audit"))
    sentences = [row["sentence"] for row in audit["rows"]]
    assert any("checked in" in s for s in sentences)
    assert any("no-show" in s and "at the start" in s for s in sentences)
    assert any("ended early" in s and "the hall closes at ten" in s for s in sentences)
    rows = ok(http.get(f"/v1/tournaments/{tid}/standings"))["rows"]
    late = next(r for r in rows if r["entrant_id"] == late_e)
    assert late["tables_played"] + late["byes"] == 1  # round 2 only; round 1 credited, not played


def test_flow_settings_are_checked_at_creation(org: Organiser) -> None:
    body = {"name": "Bad", "format": "series", "ruleset": "MM-001", "rounds": 2, "boards": 1}
    refused(org.post("/v1/tournaments", {**body, "check_in_deadline": 5}), 422, "check_in_deadline")
    refused(org.post("/v1/tournaments", {**body, "late_entry_until": 3}), 422, "late_entry_until")
    refused(org.post("/v1/tournaments", {**body, "auto_advance_seconds": 3601}), 422, "auto_advance_seconds")
    refused(org.post("/v1/tournaments", {**body, "starts_at": "tonight"}), 422, "starts_at")
    refused(org.post("/v1/tournaments", {**body, "check_in": "yes"}), 422, "check_in")
