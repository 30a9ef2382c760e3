"""A sealed (duplicate) round's results before the round closes: table A (three bots) has played
its board, table B (three people) still plays the same board.  Nobody but the director — not the
public, not B's entrants — may see A's result or its effect on the standings on any path: the
round's seating, the summary, the standings in every format, the score sheets, the live
standings, the audit trail, the tournament's event history; nor whether A's board is over (A's
round routes: commitment, seed, verify, replay).  The director sees the result at once, marked
provisional.  When B has played and the round closes everything appears, and the standings are
the recomputation from the tournament's events.

Real parts: HTTP over uvicorn, the durable reactions, server bots, the projection runner, both
backends.  On the code before the fix this fails at the first look (``tables[].result``).
"""

from __future__ import annotations

import random
import time
import uuid
from typing import Any

import httpx
from fastapi import FastAPI

from domain.tournament.records import standings_of
from domain.tournament.state import TournamentState
from infrastructure.services.bootstrap import Services
from infrastructure.services.errors import NotFound
from tests.live.helpers import parse_sse
from tests.sealed.test_leak_scan import Sealed, _move, _play_round
from tests.tournament_api.conftest import http, org, tournament_app  # noqa: F401 - fixtures
from tests.tournament_api.helpers import Organiser, account_token, catch_up, ok, write_side_rows

FIGURES = ("points", "winners", "boards_won", "total")
"""Keys of a table's figures: none of them may carry a value before the round closes."""


def _as(token: str | None) -> dict[str, str]:
    """The Authorization header of ``token`` (none for an anonymous look)."""
    return {"Authorization": f"Bearer {token}"} if token else {}


def _register(director: Organiser, tid: str, body: dict[str, Any]) -> str:
    answer = ok(director.post(f"/v1/tournaments/{tid}/entrants", body), 201)
    entrant: str = answer["events"][0]["entrant_id"]
    return entrant


def _wait(what: str, check: Any, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while not check():
        assert time.monotonic() < deadline, f"{what} did not happen in {timeout} s"
        time.sleep(0.05)


def _frame(http: httpx.Client, tid: str, token: str | None) -> dict[str, Any]:  # noqa: F811
    """The first frame of the live standings (as ``token``)."""
    with http.stream("GET", f"/v1/tournaments/{tid}/standings/events", headers=_as(token)) as r:
        assert r.status_code == 200, r.read()
        text = ""
        for chunk in r.iter_text():
            text += chunk
            frames, _ = parse_sse(text)
            if frames:
                data: dict[str, Any] = frames[0]["data"]
                return data
    raise AssertionError("the live standings sent no frame")


def _public_paths(tid: str, entrant: str) -> dict[str, str]:
    """Every tournament read path that may show a result, by name (``entrant``: whose score card)."""
    base = f"/v1/tournaments/{tid}"
    return {
        "summary": base,
        "round": f"{base}/rounds/1",
        "standings": f"{base}/standings",
        "csv": f"{base}/standings?format=csv",
        "ndjson": f"{base}/standings?format=ndjson",
        "html": f"{base}/standings?format=html",
        "score_sheets": f"{base}/rounds/1/score-sheets.html",
        "seating_html": f"{base}/rounds/1/seating.html",
        "travellers": f"{base}/travellers",
        "card": f"{base}/entrants/{entrant}/card",
    }


def _look(http: httpx.Client, tid: str, token: str | None, entrant: str) -> dict[str, Any]:  # noqa: F811
    """What ``token`` (``None``: anonymous) sees on every path, without the stream versions (a
    version says that something happened, not what)."""
    seen: dict[str, Any] = {}
    headers = _as(token)
    for name, path in _public_paths(tid, entrant).items():
        r = http.get(path, headers=headers)
        assert r.status_code == 200, (name, r.text)
        if r.headers["content-type"].startswith("application/json"):
            body = r.json()
            body.pop("version", None)
            seen[name] = body
        else:
            seen[name] = r.text
    live = _frame(http, tid, token)
    live.pop("version")
    seen["live"] = live
    return seen


def test_a_sealed_rounds_results_show_nowhere_before_the_round_closes(
    http: httpx.Client,  # noqa: F811
    org: Organiser,  # noqa: F811
    services: Services,
    tournament_app: FastAPI,  # noqa: F811
) -> None:
    tid = org.create(name="Sealed results", format="duplicate", rounds=1, boards=1, table_size=3)
    a_bots = [_register(org, tid, {"bot": "heuristic", "fixed_table": 1}) for _ in range(3)]
    tokens: dict[str, str] = {}
    for n in range(3):
        handle = f"b{n}{uuid.uuid4().hex[:6]}"
        tokens[_register(org, tid, {"player": handle, "fixed_table": 2})] = account_token(services, handle)
    ok(org.post(f"/v1/tournaments/{tid}/start"))
    ok(org.post(f"/v1/tournaments/{tid}/rounds"), 201)

    def state() -> TournamentState:
        return services.tournaments.state(uuid.UUID(tid))

    seating = ok(http.get(f"/v1/tournaments/{tid}/rounds/1"))
    a_id, b_id = (t["table_id"] for t in seating["tables"])
    b = Sealed(uuid.UUID(b_id), [tokens[s["entrant_id"]] for s in seating["tables"][1]["seats"]])

    def dealt() -> bool:
        try:
            return services.tables.state(b.table_id).phase == "playing"
        except NotFound:  # the reaction has not opened it yet
            return False

    _wait("table B dealt", dealt)

    # Before anything is recorded: what everybody sees (the baseline a held-back result must not move).
    catch_up(tournament_app)
    viewers: dict[str, str | None] = {"anonymous": None, **{f"B{seat}": t for seat, t in enumerate(b.tokens)}}
    before = {name: _look(http, tid, token, a_bots[0]) for name, token in viewers.items()}
    rng = random.Random(3)
    for _ in range(3):  # B's entrants are playing the board ...
        _move(http, services, b, rng)  # type: ignore[arg-type]
    # ... when table A (bots) has played it: its result is recorded, the round stays open.
    _wait("table A's result", lambda: state().rounds[0].results[0] is not None)
    assert state().rounds[0].results[1] is None
    assert not state().rounds[0].closed
    assert services.tables.state(b.table_id).phase == "playing"
    catch_up(tournament_app)

    for name, token in viewers.items():
        now = _look(http, tid, token, a_bots[0])
        assert now["round"]["tables"][0]["result"] is None, name
        assert now["round"]["recorded"] == 0, name
        assert now["summary"]["current_round"]["recorded"] == 0, name
        assert now == before[name], name  # no path moved: not the standings, not a sheet, not a count
        # The audit trail holds the row back whole (even that a table finished says when).
        audit = ok(http.get(f"/v1/tournaments/{tid}/audit", headers=_as(token)))
        assert not [row for row in audit["rows"] if row["event_type"] == "TableResultRecorded"], name
        # Whether A's board is over: its round routes show nothing to anyone but its seats.
        for route in ("commitment", "seed", "verify", "replay"):
            r = http.get(f"/v1/tables/{a_id}/rounds/1/{route}", headers=_as(token))
            assert r.status_code == 403, (name, route, r.text)
            assert r.json()["detail"]["rule"] == "sealed", (name, route, r.text)
    history = services.tournaments.history(uuid.UUID(tid))
    assert all(e["result"] is None for e in history if e["type"] == "TableResultRecorded")

    # The director sees the result at once, provisional, and the standings with it.
    director = _as(org.token)
    shown = ok(http.get(f"/v1/tournaments/{tid}/rounds/1", headers=director))
    assert shown["tables"][0]["result"] is not None
    assert shown["tables"][0]["provisional"] is True
    assert shown["tables"][1]["result"] is None
    assert shown["tables"][1]["provisional"] is False
    provisional = ok(http.get(f"/v1/tournaments/{tid}/standings", headers=director))
    assert provisional["provisional"] is True
    assert provisional["rows"] == [row.as_dict() for row in standings_of(state())]
    assert provisional["rows"] != before["anonymous"]["standings"]["rows"]
    travellers = ok(http.get(f"/v1/tournaments/{tid}/travellers", headers=director))["travellers"]
    lines = [t["lines"] for t in travellers]
    assert all(a["recorded"] and a["provisional"] and not b["recorded"] for a, b in lines)
    assert all(seat["points"] is not None for a, _b in lines for seat in a["seats"])
    card = ok(http.get(f"/v1/tournaments/{tid}/entrants/{a_bots[0]}/card", headers=director))
    assert card["provisional"] is True
    assert card["rounds"][0]["boards"]

    # B plays to the end: the round closes, and everything appears for everyone.
    _play_round(http, services, b, rng)  # type: ignore[arg-type]
    _wait("round 1 closed", lambda: state().rounds[0].closed)
    _wait("table A revealed", lambda: not services.tables.state(uuid.UUID(a_id)).unrevealed)
    catch_up(tournament_app)
    expected = write_side_rows(services, tid)
    assert expected == [row.as_dict() for row in standings_of(state())]  # the recomputation
    for name, token in {**viewers, "director": org.token}.items():
        now = _look(http, tid, token, a_bots[0])
        assert all(t["result"] is not None and not t["provisional"] for t in now["round"]["tables"]), name
        assert now["standings"]["rows"] == expected, name
        assert now["standings"].get("provisional", False) is False, name
        assert now["live"]["rows"] == expected, name
        assert all(line["recorded"] for t in now["travellers"]["travellers"] for line in t["lines"]), name
        assert not any(line["provisional"] for t in now["travellers"]["travellers"] for line in t["lines"]), name
        assert now["card"]["rounds"][0]["boards"], name
        for view in ("csv", "ndjson", "html", "score_sheets", "travellers", "card"):
            assert now[view] != before["anonymous"][view], (name, view)
        audit = ok(http.get(f"/v1/tournaments/{tid}/audit", headers=_as(token)))
        recorded = [row for row in audit["rows"] if row["event_type"] == "TableResultRecorded"]
        assert len(recorded) == 2, name
        assert not any(row["redacted"] for row in recorded), name
        assert sorted(row["sentence"].split(":")[0] for row in recorded) == [
            "Round 1, table 1 recorded",
            "Round 1, table 2 recorded",
        ], name
        commitment = ok(http.get(f"/v1/tables/{a_id}/rounds/1/commitment", headers=_as(token)))
        assert commitment["round_over"] is True
        assert commitment["version"] >= 1
    history = services.tournaments.history(uuid.UUID(tid))
    assert all(e["result"] is not None for e in history if e["type"] == "TableResultRecorded")
