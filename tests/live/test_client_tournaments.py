"""The typed client's tournament methods (``maumau_client.client``) end to end, over real HTTP against
uvicorn (SQLite and PostgreSQL), with the whole runtime the tournament HTTP tests run (bots at
once, the durable reactions, the read model in process).

An organiser (made as the tournament tests make one: an account with the role granted) runs a
two-round series of four bots through the client only: a player registers, is refused a second
registration and withdraws; after round 1 the director lodges and decides a protest, adjusts,
penalises and corrects a result (a player's correction is refused); the live standings stream
is followed in a thread until the server ends it, and its last frame equals the read model's
standings; the revealed seed verifies, a tampered one does not; the CSV export, the audit trail
and the list say the same.
"""

from __future__ import annotations

import csv
import io
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from fastapi import FastAPI

from api.http.app import create_app
from infrastructure.services.bootstrap import Services
from infrastructure.services.runtime import load_runtime_settings
from maumau_client.client import ApiError, MaumauClient, StreamEvent
from tests.live.helpers import live_server
from tests.service_fixtures import FakeClock
from tests.tournament_api.conftest import RUNTIME, reset_read_side
from tests.tournament_api.helpers import account_token, catch_up

WINDOW_S = 60
"""The correction window of the test's tournament: the live stream ends once it has passed."""


@pytest.fixture
def tournament_app(services: Services) -> FastAPI:
    """The app with the runtime of the tournament HTTP tests (``tests/tournament_api``):
    bots, reactions, the read model in process; tournament tables deal their boards at once."""
    services.tournaments.auto_deal_seconds = 0
    reset_read_side(services)
    return create_app(services=services, background=True, runtime_settings=load_runtime_settings(**RUNTIME))


@pytest.fixture
def url(tournament_app: FastAPI) -> Iterator[str]:
    """The base URL of the app served by uvicorn (its lifespan runs the runtime)."""
    with live_server(tournament_app) as base:
        yield base


def refused(call: Callable[[], Any], status: int, rule: str) -> ApiError:
    """The :class:`ApiError` ``call`` must raise, with ``status`` and ``rule``."""
    with pytest.raises(ApiError) as caught:
        call()
    assert (caught.value.status, caught.value.rule) == (status, rule), caught.value
    return caught.value


def wait_summary(client: MaumauClient, tid: str, done: Callable[[dict[str, Any]], bool], what: str) -> dict[str, Any]:
    """Poll the tournament's summary until ``done`` says so (60 s at most); the summary."""
    deadline = time.monotonic() + 60
    while True:
        summary = client.tournament(tid)
        if done(summary):
            return summary
        assert time.monotonic() < deadline, f"timed out waiting for {what}: {summary}"
        time.sleep(0.05)


def round_closed(round_no: int) -> Callable[[dict[str, Any]], bool]:
    """Whether round ``round_no`` of a summary is closed (its results published)."""
    return lambda s: any(r["round_no"] == round_no and r["closed_at"] is not None for r in s["rounds"])


def test_a_bot_series_run_followed_and_verified_through_the_client(
    url: str, services: Services, tournament_app: FastAPI, clock: FakeClock
) -> None:
    with MaumauClient(url) as anon:
        director = anon.as_token(account_token(services, f"org{uuid.uuid4().hex[:6]}", "organiser"))
        handle = f"pia{uuid.uuid4().hex[:6]}"
        anon.register(handle, "correct horse battery")
        player = anon.sign_in(handle, "correct horse battery")

        cup = {"name": "Client cup", "format": "series", "rounds": 2, "boards": 1}
        refused(lambda: player.create_tournament(cup), 403, "organiser")
        created = director.create_tournament({**cup, "correction_window_seconds": WINDOW_S})
        tid = created["tournament_id"]
        assert [e["type"] for e in created["events"]] == ["TournamentCreated"]
        assert director.tournament(tid)["status"] == "registering"

        # A player registers once, is refused twice, withdraws; the director registers bots.
        me = player.register_entrant(tid)["events"][0]["entrant_id"]
        refused(lambda: player.register_entrant(tid), 422, "already_registered")
        refused(lambda: player.register_entrant(tid, bot="heuristic"), 403, "director")
        withdrawn = player.withdraw(tid, me, "cannot stay")
        assert [e["type"] for e in withdrawn["events"]] == ["EntrantWithdrawn"]
        bots = [director.register_entrant(tid, bot="heuristic")["events"][0]["entrant_id"] for _ in range(4)]
        assert len(set(bots)) == 4

        # The live standings, followed from before the start until the server ends the stream.
        frames: list[StreamEvent] = []
        failures: list[BaseException] = []

        def follow() -> None:
            try:
                frames.extend(anon.standings_events(tid))
            except BaseException as error:  # reported by the test's thread
                failures.append(error)

        follower = threading.Thread(target=follow, daemon=True)
        follower.start()

        director.start_tournament(tid)
        refused(lambda: anon.verify_tournament(tid), 409, "tournament_running")
        seated = director.seat_round(tid)
        assert [e["type"] for e in seated["events"]] == ["RoundSeated"]
        refused(lambda: director.seat_round(tid), 422, "round_open")
        wait_summary(director, tid, round_closed(1), "round 1 to close")
        seating = director.round_seating(tid, 1)
        assert sorted(s["entrant_id"] for t in seating["tables"] for s in t["seats"]) == sorted(bots)
        table = seating["tables"][0]
        assert table["result"] is not None

        # The director's desk between the rounds (the correction window is open).
        lodged = director.lodge_protest(tid, 1, table["table_no"], "a Mau was not called")
        protest = lodged["events"][0]["protest_id"]
        assert protest is not None
        decided = director.decide_protest(tid, protest, "rejected", "the call was made")
        assert decided["summary"]["protest_counts"] == {"total": 1, "open": 0}
        assert director.protests(tid)["protests"][0]["decision"] == "rejected"
        director.adjust(tid, bots[0], 2, "late table start")
        director.penalty(tid, bots[1], -1, "slow play")
        points = [[0] + [10] * (len(table["seats"]) - 1)]
        refused(lambda: player.correct_result(tid, 1, table["table_no"], points, [0], "I saw it"), 403, "director")
        corrected = director.correct_result(tid, 1, table["table_no"], points, [0], "score sheet misread")
        assert [e["type"] for e in corrected["events"]] == ["ResultCorrected"]
        assert director.round_seating(tid, 1)["tables"][0]["result"]["points"] == points

        director.seat_round(tid)
        final = wait_summary(director, tid, lambda s: s["status"] == "finished", "the tournament to finish")
        assert final["seed"] is not None
        assert failures == []
        assert follower.is_alive()  # the standings may still be corrected: the stream goes on
        clock.advance(WINDOW_S * 1000 + 1)  # the window passes: the standings are final
        late = [[10, 0] + [10] * (len(table["seats"]) - 2)]
        refused(lambda: director.correct_result(tid, 2, 1, late, [1], "too late"), 422, "correction_window_closed")
        follower.join(30)
        assert not follower.is_alive(), "the standings stream did not end"
        assert failures == []

        # Every change made a frame, versions only go up, the last one is the final standings.
        assert frames
        assert all(f.type == "standings" for f in frames)
        versions = [f.version for f in frames]
        assert versions == sorted(set(versions))
        assert frames[-1].version == final["version"]
        assert frames[-1].data["status"] == "finished"
        catch_up(tournament_app)
        table_now = director.standings(tid)
        assert table_now["final"] is True  # the window passed: final, and the stream ended for it
        assert frames[-1].data == {k: v for k, v in table_now.items() if k != "final"}
        rows = {row["entrant_id"]: row for row in table_now["rows"]}
        assert rows[bots[0]]["adjustments"] == 2
        assert rows[bots[1]]["adjustments"] == -1
        assert rows[me]["withdrawn"] is True

        # Nothing more to send: a resumed stream at the last version ends at once.
        assert list(anon.standings_events(tid, after=final["version"])) == []

        # The revealed seed verifies; a tampered one does not.
        verdict = anon.verify_tournament(tid)
        assert (verdict["ok"], verdict["seed_matches"], verdict["seed"]) == (True, True, final["seed"])
        assert len(verdict["tables"]) == 2
        seed = final["seed"]
        tampered = seed[:-1] + ("0" if seed[-1] != "0" else "1")
        bad = anon.verify_tournament(tid, seed=tampered)
        assert (bad["ok"], bad["seed_matches"], bad["seed"]) == (False, False, tampered)
        assert bad["problems"]

        # The exports, the audit trail and the list say the same.
        lines = list(csv.DictReader(io.StringIO(anon.standings_csv(tid))))
        assert [line["entrant_id"] for line in lines] == [row["entrant_id"] for row in table_now["rows"]]
        audit = anon.audit(tid)["rows"]
        assert [row["version"] for row in audit] == list(range(1, final["version"] + 1))
        reasons = {row["event_type"]: row["reason"] for row in audit if row["reason"]}
        assert reasons["ResultCorrected"] == "score sheet misread"
        assert reasons["ProtestDecided"] == "the call was made"
        assert anon.audit(tid, after=final["version"] - 1)["rows"][0]["event_type"] == "TournamentFinished"
        listed = anon.tournaments(status="finished")["tournaments"]
        assert [(t["tournament_id"], t["rounds_closed"]) for t in listed] == [(tid, 2)]
        assert anon.tournaments(status="registering")["tournaments"] == []
        refused(lambda: anon.tournament(uuid.uuid4()), 404, "tournament")


def test_check_in_real_cards_and_ending_early_through_the_client(url: str, services: Services) -> None:
    organiser = MaumauClient(url, token=account_token(services, f"org{uuid.uuid4().hex[:6]}", "organiser"))
    body = {"name": "Club night", "format": "series", "ruleset": "MM-001", "rounds": 2, "boards": 1}
    tid = organiser.create_tournament({**body, "table_size": 3, "play": "cards", "check_in": True})["tournament_id"]
    players = [MaumauClient(url, token=account_token(services, f"p{n}{tid[:6]}")) for n in range(4)]
    ids = [p.register_entrant(tid)["events"][0]["entrant_id"] for p in players]
    for player, entrant in zip(players[:3], ids[:3], strict=True):
        player.check_in(tid, entrant)
    refused(lambda: players[0].check_in(tid, ids[3]), 403, "not_entrant")
    started = organiser.start_tournament(tid)
    assert [e["type"] for e in started["events"]] == ["EntrantWithdrawn", "TournamentStarted"]
    organiser.seat_round(tid)
    seats = [s["entrant_id"] for s in organiser.round_seating(tid, 1)["tables"][0]["seats"]]
    by_id = dict(zip(ids, players, strict=False))
    by_id[seats[0]].enter_result(tid, 1, 1, [[0, 3, 5]], [0])
    refused(lambda: by_id[seats[0]].confirm_result(tid, 1, 1), 422, "nothing_to_confirm")
    confirmed = by_id[seats[2]].confirm_result(tid, 1, 1)
    assert [e["type"] for e in confirmed["events"]] == ["ResultEntered", "TableResultRecorded", "RoundClosed"]
    refused(lambda: players[0].end_tournament(tid, "mine"), 403, "director")
    ended = organiser.end_tournament(tid, "one round tonight")
    assert ended["summary"]["ended_early"] == "one round tonight"
    assert organiser.verify_tournament(tid)["ok"] is True
