"""Bad input over real HTTP (SQLite and PostgreSQL): too few players, an unknown ruleset,
registering twice, seating a round while one is open or after the last one, unknown fields,
texts and numbers out of bounds, a player acting as director — each refused with a 4xx naming
the rule or field, and nothing changed: the tournament stream's version and the standings (the
write side's and the read model's) are the same before and after."""

from __future__ import annotations

import uuid
from typing import Any

import httpx
from fastapi import FastAPI

from infrastructure.services.bootstrap import Services
from tests.live.helpers import wait_for
from tests.tournament_api.helpers import (
    Organiser,
    account_token,
    bearer,
    catch_up,
    ok,
    refused,
    standings,
    write_side_rows,
)


def _snapshot(app: FastAPI, http: httpx.Client, org: Organiser, services: Services, tid: str) -> tuple[Any, ...]:
    """What must not change: the stream's version, the write side's and the read model's standings."""
    catch_up(app)
    return org.summary(tid)["version"], write_side_rows(services, tid), standings(http, tid)


def test_refusals_name_the_rule_and_change_nothing(
    http: httpx.Client, org: Organiser, services: Services, tournament_app: FastAPI
) -> None:
    tid = org.create(name="Refusals", rounds=1, boards=1, table_size=4)
    org.bots(tid, 2)
    before = _snapshot(tournament_app, http, org, services, tid)

    refused(org.post(f"/v1/tournaments/{tid}/start"), 422, "too_few_players")
    refused(org.post(f"/v1/tournaments/{tid}/rounds"), 422, "not_started")
    refused(org.post(f"/v1/tournaments/{tid}/entrants", {"bot": "nobody"}), 422, "bot")
    refused(org.post(f"/v1/tournaments/{tid}/entrants", {"player": "no-such-handle"}), 404, "player")
    refused(org.post(f"/v1/tournaments/{tid}/entrants", {"bot": "random", "extra": 1}), 422, "extra")
    refused(org.post(f"/v1/tournaments/{tid}/entrants/e1/withdraw", {"reason": "x" * 501}), 422, "reason")
    refused(org.post(f"/v1/tournaments/{tid}/entrants/e99/withdraw", {"reason": "gone"}), 422, "unknown_entrant")
    refused(org.post(f"/v1/tournaments/{tid}/protests", {"round_no": 1, "table_no": 1, "text": ""}), 422, "text")
    player = account_token(services, f"p{uuid.uuid4().hex[:6]}")
    refused(http.post(f"/v1/tournaments/{tid}/start", headers=bearer(player)), 403, "director")
    refused(
        http.post(f"/v1/tournaments/{tid}/entrants", json={"bot": "random"}, headers=bearer(player)), 403, "director"
    )
    refused(http.post(f"/v1/tournaments/{tid}/start"), 401, "token")
    ok(http.post(f"/v1/tournaments/{tid}/entrants", json={}, headers=bearer(player)), 201)
    refused(http.post(f"/v1/tournaments/{tid}/entrants", json={}, headers=bearer(player)), 422, "already_registered")

    after = _snapshot(tournament_app, http, org, services, tid)
    assert after[0] == before[0] + 1  # the one registration that was allowed, nothing else
    assert len(after[1]) == len(before[1]) + 1


def test_creating_refuses_an_unknown_ruleset_and_bad_fields(
    http: httpx.Client, org: Organiser, services: Services, tournament_app: FastAPI
) -> None:
    good = {"name": "Cup", "format": "series", "ruleset": "MM-001", "rounds": 2, "boards": 1}
    catch_up(tournament_app)
    listed = ok(http.get("/v1/tournaments"))["tournaments"]
    refused(org.post("/v1/tournaments", {**good, "ruleset": "NOPE-9"}), 404, "ruleset")
    refused(org.post("/v1/tournaments", {**good, "ruleset": str(uuid.uuid4())}), 404, "ruleset")
    refused(org.post("/v1/tournaments", {**good, "rounds": 0}), 422, "rounds")
    refused(org.post("/v1/tournaments", {**good, "rounds": 31}), 422, "rounds")
    refused(org.post("/v1/tournaments", {**good, "boards": 21}), 422, "boards")
    refused(org.post("/v1/tournaments", {**good, "table_size": 9}), 422, "table_size")
    refused(org.post("/v1/tournaments", {**good, "scoring": "matchpoints"}), 422, "scoring")
    refused(org.post("/v1/tournaments", {**good, "format": "swiss"}), 422, "format")
    refused(org.post("/v1/tournaments", {**good, "name": "x" * 201}), 422, "name")
    refused(org.post("/v1/tournaments", {**good, "name": ""}), 422, "name")
    refused(org.post("/v1/tournaments", {**good, "seed": "00"}), 422, "seed")
    refused(
        org.post("/v1/tournaments", {**good, "correction_window_seconds": 90_000}), 422, "correction_window_seconds"
    )
    refused(org.post("/v1/tournaments", {**good, "time_limit_seconds": 10}), 422, "time_limit_seconds")
    refused(org.post("/v1/tournaments", {**good, "min_players": 2}), 422, "min_players")
    player = account_token(services, f"p{uuid.uuid4().hex[:6]}")
    refused(http.post("/v1/tournaments", json=good, headers=bearer(player)), 403, "organiser")
    catch_up(tournament_app)
    assert ok(http.get("/v1/tournaments"))["tournaments"] == listed
    # Reads: bounded pages, known formats, unknown ids.
    refused(http.get("/v1/tournaments", params={"limit": 101}), 422, "limit")
    refused(http.get("/v1/tournaments", params={"status": "paused"}), 422, "status")
    unknown = uuid.uuid4()
    refused(http.get(f"/v1/tournaments/{unknown}"), 404, "tournament")
    refused(http.get(f"/v1/tournaments/{unknown}/standings"), 404, "tournament")
    refused(http.get(f"/v1/tournaments/{unknown}/verify"), 404, "tournament")
    tid = org.create(**good)
    refused(http.get(f"/v1/tournaments/{tid}/standings", params={"format": "xml"}), 422, "format")
    refused(http.get(f"/v1/tournaments/{tid}/rounds/1"), 404, "round")
    refused(http.get(f"/v1/tournaments/{tid}/rounds/0"), 422, "round_no")
    refused(http.get(f"/v1/tournaments/{tid}/audit", params={"limit": 5000}), 422, "limit")


def test_seating_while_a_round_is_open_or_after_the_last_one_is_refused(
    http: httpx.Client, org: Organiser, services: Services, tournament_app: FastAPI
) -> None:
    tid = org.create(name="One round", rounds=1, boards=1, table_size=4)
    alice = account_token(services, f"alice{uuid.uuid4().hex[:6]}")
    me = ok(http.post(f"/v1/tournaments/{tid}/entrants", json={}, headers=bearer(alice)), 201)["events"][0]
    org.bots(tid, 3)
    ok(org.post(f"/v1/tournaments/{tid}/start"))
    ok(org.post(f"/v1/tournaments/{tid}/rounds"), 201)
    # Alice never moves, so her table plays on: the round is open.
    before = _snapshot(tournament_app, http, org, services, tid)
    refused(org.post(f"/v1/tournaments/{tid}/rounds"), 422, "round_open")
    refused(org.post(f"/v1/tournaments/{tid}/start"), 422, "already_started")
    refused(org.post(f"/v1/tournaments/{tid}/entrants", {"bot": "random"}), 422, "registration_closed")
    correction = {"round_no": 1, "table_no": 1, "points": [[0, 1, 2, 3]], "winners": [0], "reason": "early"}
    refused(org.post(f"/v1/tournaments/{tid}/director/correct", correction), 422, "round_not_closed")
    assert _snapshot(tournament_app, http, org, services, tid) == before

    ok(
        http.post(
            f"/v1/tournaments/{tid}/entrants/{me['entrant_id']}/withdraw",
            json={"reason": "must leave"},
            headers=bearer(alice),
        )
    )
    wait_for(lambda: org.summary(tid)["status"] == "finished", 60, what="the last round to close")
    finished = _snapshot(tournament_app, http, org, services, tid)
    refused(org.post(f"/v1/tournaments/{tid}/rounds"), 422, "tournament_finished")
    assert _snapshot(tournament_app, http, org, services, tid) == finished


def test_shared_ranks_are_a_setting_of_the_tournament(http: httpx.Client, org: Organiser) -> None:
    refused(
        org.post("/v1/tournaments", {"name": "x", "format": "series", "rounds": 1, "boards": 1, "shared_ranks": 1}),
        422,
        "shared_ranks",
    )
    tid = org.create(name="Shared", rounds=1, boards=1, shared_ranks=True)
    assert org.summary(tid)["config"]["shared_ranks"] is True
    assert org.summary(org.create(name="Plain", rounds=1, boards=1))["config"]["shared_ranks"] is False
