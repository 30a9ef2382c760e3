"""A series of every game the platform serves whole, played by server bots to the end over real
HTTP (SQLite and PostgreSQL), and checked from what the tables' own streams say:

* every table of every round is a table of the tournament's game at the platform
  (``/v1/games/<game>/tables/<id>``), seated with the round's entrants in seat order;
* every recorded result is the game's final places (``Results.final_places``, read here from the
  table's stream) as place points (place minus 1), its winner the one seat placed first;
* every game was dealt from the tournament's seed (its start's commitment is the commitment of
  ``table_round_seed(table_seed, 1)``), the game's own verification passes, and so does the
  tournament's (a tampered seed does not);
* the standings are the sum of those place points and first places, recomputed here;
* a series of a game refuses what only Mau-Mau's tables have, naming the field.
"""

from __future__ import annotations

import random
import time
import uuid
from collections import Counter
from datetime import UTC, datetime
from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from domain.shuffle import commitment, table_round_seed
from domain.tournament.codec import intent_to_dict
from domain.tournament.deals import table_seed
from domain.tournament.intents import DealNext, RecordResult
from infrastructure.adapters.event_store import Notification
from infrastructure.services.bootstrap import GAMES, Services
from infrastructure.services.tournament_game_tables import series_game
from infrastructure.services.tournament_reactions import GameSeriesTables
from tests.live.helpers import wait_for
from tests.tournament_api.helpers import (
    Organiser,
    account_token,
    bearer,
    ok,
    rebuild_equals_live,
    refused,
    write_side_rows,
)

SERIES_GAMES = [m.name for m in GAMES if series_game(m)]


def _create(org: Organiser, name: str, **body: Any) -> httpx.Response:
    fields = {"name": f"{name} night", "format": "series", "game": name, "rounds": 2, "boards": 1, "table_size": 4}
    return org.post("/v1/tournaments", {**fields, **body})


def _strings(value: object) -> list[str]:
    """Every text inside a JSON-ready value."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, list | tuple):
        return [s for v in value for s in _strings(v)]
    return []


def test_every_game_the_platform_serves_whole_can_be_a_series() -> None:
    assert set(SERIES_GAMES) >= {"schwimmen", "praesident"}


@pytest.mark.parametrize("game", SERIES_GAMES)
def test_a_series_of_the_game_is_played_to_the_end_and_ranked_by_its_places(
    game: str, http: httpx.Client, org: Organiser, services: Services, tournament_app: FastAPI
) -> None:
    created = ok(_create(org, game, turn_seconds=None), 201)
    tid = created["tournament_id"]
    summary = org.summary(tid)
    assert summary["config"]["game"] == game
    entrants = org.bots(tid, 5, "heuristic") + org.bots(tid, 4, "random")  # 9: tables of 5 and 4
    final = org.run_to_end(tid, timeout=120)
    assert final["status"] == "finished"
    seed = bytes.fromhex(final["seed"])
    tables = services.platform_tables[game]
    decider = tables.module.decider
    results = tables.module.results
    assert results is not None
    place_points: Counter[str] = Counter()
    firsts: Counter[str] = Counter()
    for round_no in (1, 2):
        seating = ok(http.get(f"/v1/tournaments/{tid}/rounds/{round_no}"))
        assert sorted(s["entrant_id"] for t in seating["tables"] for s in t["seats"]) == sorted(entrants)
        for table in seating["tables"]:
            table_id = uuid.UUID(table["table_id"])
            public = ok(http.get(f"/v1/games/{game}/tables/{table_id}"))
            assert public["game"] == game
            assert public["seats"] == len(table["seats"])
            records = tables.games.load(table_id)
            places = next(p for r in records if (p := results.final_places(r.event)) is not None)
            points = [p - 1 for p in places]
            result = table["result"]
            assert result["points"] == [points]
            alone = [seat for seat, p in enumerate(points) if p == 0]
            assert result["winners"] == [alone[0] if len(alone) == 1 else -1]
            started = decider.encode_event(records[0].event)
            base = table_seed("series", seed, round_no, table["table_no"])
            assert commitment(table_round_seed(base, 1)) in _strings(started)
            assert ok(http.get(f"/v1/games/{game}/tables/{table_id}/verify"))["ok"] is True
            for seat, entry in enumerate(table["seats"]):
                place_points[entry["entrant_id"]] += points[seat]
                firsts[entry["entrant_id"]] += len(alone) == 1 and alone[0] == seat
    verdict = ok(http.get(f"/v1/tournaments/{tid}/verify"))  # every game dealt from the revealed seed
    assert verdict["ok"] is True
    assert len(verdict["tables"]) == sum(
        len(ok(http.get(f"/v1/tournaments/{tid}/rounds/{n}"))["tables"]) for n in (1, 2)
    )
    tampered = ok(http.get(f"/v1/tournaments/{tid}/verify", params={"seed": bytes(32).hex()}))
    assert tampered["ok"] is False
    rows = {row["entrant_id"]: row for row in write_side_rows(services, tid)}
    for entrant in entrants:
        assert rows[entrant]["penalty_points"] == place_points[entrant]
        assert rows[entrant]["wins"] == firsts[entrant]
    ranked = sorted(entrants, key=lambda e: rows[e]["rank"])
    assert [place_points[e] for e in ranked] == sorted(place_points[e] for e in entrants)
    read = rebuild_equals_live(tournament_app, services, http, tid)  # the read model says the same
    assert [(r["entrant_id"], r["rank"]) for r in read["rows"]] == [(e, rows[e]["rank"]) for e in ranked]
    _steps_again_change_nothing(services, tid, game)


def _steps_again_change_nothing(services: Services, tid: str, game: str) -> None:
    """A reaction's step delivered again (a crash after it ran, before its position moved) adds
    nothing: the result is recorded once, a deal at a version the table has left deals nothing;
    a table of the game that is no tournament's gets no step at all."""
    reaction = GameSeriesTables(services.tournaments, services.tournaments.series)
    tournament = uuid.UUID(tid)
    before = services.tournaments.games.state(tournament).version
    seated = services.tournaments.state(tournament).rounds[0].tables[0]
    table_id = uuid.UUID(seated.table_id)
    tables = services.platform_tables[game]
    last = tables.version(table_id)
    record = intent_to_dict(RecordResult(1, seated.table_no, last))
    key = f"{reaction.name}:again"
    assert reaction.perform(services.games, tournament, record, key) is False  # recorded already
    assert reaction.perform(services.games, tournament, intent_to_dict(DealNext(1, seated.table_no, 1)), key) is False
    assert services.tournaments.games.state(tournament).version == before
    assert tables.version(table_id) == last
    other = tables.create(4, {})[0].id
    note = Notification(1, other, 1, tables.module.decider.topics[0], object(), datetime.now(UTC), {})
    assert reaction.react(note) == []
    assert reaction.urgent(other, object()) is False  # known now: no tournament's table


@pytest.mark.parametrize(
    ("body", "status", "rule"),
    [
        ({"game": "skat"}, 422, "game"),
        ({"format": "duplicate"}, 422, "format"),
        ({"boards": 2}, 422, "boards"),
        ({"time_limit_seconds": 600}, 422, "time_limit_seconds"),
        ({"ruleset": "MM-001"}, 422, "ruleset"),
        ({"bot_substitute": "ismcts"}, 422, "bot_substitute"),
        ({"table_size": 2}, 422, "table_size"),
    ],
)
def test_a_series_of_a_game_refuses_what_only_maumau_has(
    body: dict[str, Any], status: int, rule: str, org: Organiser
) -> None:
    for game in SERIES_GAMES:
        refused(_create(org, game, **body), status, rule)


def test_a_bad_setup_is_refused_naming_its_field_and_an_unknown_bot_entrant_too(org: Organiser) -> None:
    detail = refused(_create(org, "schwimmen", setup={"colour": "green"}), 422, "setup.colour")
    assert "colour" in detail["message"]
    tid = ok(_create(org, "schwimmen"), 201)["tournament_id"]
    refused(org.post(f"/v1/tournaments/{tid}/entrants", {"bot": "ismcts"}), 422, "bot")


def _my_table(http: httpx.Client, tid: str, me: str) -> tuple[str, int]:
    """The table id and seat of entrant ``me`` in round 1."""
    seating = ok(http.get(f"/v1/tournaments/{tid}/rounds/1"))
    table = next(t for t in seating["tables"] if me in [s["entrant_id"] for s in t["seats"]])
    return table["table_id"], next(s["seat"] for s in table["seats"] if s["entrant_id"] == me)


def _person(http: httpx.Client, services: Services, org: Organiser, game: str) -> tuple[str, str, str]:
    """A series of ``game`` (one round) with a person and seven bots, started and seated: the
    tournament id, the person's token and entrant id."""
    tid = ok(_create(org, game, rounds=1, turn_seconds=None), 201)["tournament_id"]
    token = account_token(services, f"p{uuid.uuid4().hex[:8]}")
    me = ok(http.post(f"/v1/tournaments/{tid}/entrants", json={}, headers=bearer(token)), 201)["events"][0]
    org.bots(tid, 7)
    ok(org.post(f"/v1/tournaments/{tid}/start"))
    ok(org.post(f"/v1/tournaments/{tid}/rounds"), 201)
    return tid, token, me["entrant_id"]


@pytest.mark.parametrize("game", SERIES_GAMES)
def test_a_person_plays_a_whole_tournament_game_with_their_own_credential(
    game: str, http: httpx.Client, org: Organiser, services: Services
) -> None:
    tid, token, me = _person(http, services, org, game)
    table_id, _seat = _my_table(http, tid, me)
    view_path = f"/v1/games/{game}/tables/{table_id}/view"
    wait_for(lambda: http.get(view_path, headers=bearer(token)).json().get("version", 0) > 0, 30, what="the deal")
    rng = random.Random(7)
    moves = 0
    deadline = time.monotonic() + 120
    while org.summary(tid)["status"] != "finished":
        assert time.monotonic() < deadline, "the tournament game did not finish"
        seen = ok(http.get(view_path, headers=bearer(token)))
        assert seen["view"]["hand"] is not None  # the seat's own view, by the person's credential
        if not seen["legal"]:
            time.sleep(0.02)
            continue
        answer = http.post(
            f"/v1/games/{game}/tables/{table_id}/commands",
            json=rng.choice(seen["legal"]),
            headers={**bearer(token), "If-Match": str(seen["version"])},
        )
        assert answer.status_code in (200, 409, 412), answer.text  # 409/412: a bot moved first
        moves += answer.status_code == 200
    assert moves > 0
    result = next(t for t in ok(http.get(f"/v1/tournaments/{tid}/rounds/1"))["tables"] if t["table_id"] == table_id)
    assert result["result"] is not None
    assert len(result["result"]["points"][0]) == len(result["seats"])
    # Every deal (the start and each next round) is the tournament's reaction's: no host, no bot dealt.
    actors = Counter(r.metadata.get("actor") for r in services.platform_tables[game].games.load(uuid.UUID(table_id)))
    assert actors["reaction"] >= 1, actors
    assert "host" not in actors, actors
    assert actors["seat"] >= moves


@pytest.mark.parametrize("game", SERIES_GAMES)
def test_a_withdrawal_mid_game_hands_the_seat_to_the_substitute_and_revokes_the_person(
    game: str, http: httpx.Client, org: Organiser, services: Services
) -> None:
    tid, token, me = _person(http, services, org, game)
    table_id, seat = _my_table(http, tid, me)
    view_path = f"/v1/games/{game}/tables/{table_id}/view"
    wait_for(lambda: http.get(view_path, headers=bearer(token)).json().get("legal"), 30, what="the person's turn")
    answer = ok(org.post(f"/v1/tournaments/{tid}/entrants/{me}/withdraw", {"reason": "called away"}))
    assert [e["type"] for e in answer["events"]] == ["EntrantWithdrawn", "SubstituteSeated"]

    def substitute() -> dict[str, Any] | None:
        occupant: dict[str, Any] | None = ok(http.get(f"/v1/games/{game}/tables/{table_id}"))["occupants"][seat]
        return occupant if occupant is not None and occupant["kind"] == "bot" else None

    assert wait_for(substitute, 30, what="the substitute in the seat")["bot"] == "heuristic"
    seen = http.get(view_path, headers=bearer(token))
    assert seen.status_code in (401, 403), seen.text  # the person's seat is gone with the withdrawal
    final = org.wait_round_closed(tid, 1)  # the substitute plays the game to its end
    assert final["current_round"]["closed_at"] is not None
    rows = {row["entrant_id"]: row for row in write_side_rows(services, tid)}
    assert rows[me]["withdrawn"] is True
    assert rows[me]["tables_played"] == 0
