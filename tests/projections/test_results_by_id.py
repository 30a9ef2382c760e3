"""Results keyed by ids (SQLite and PostgreSQL): leaderboards, score sheets and analytics key on
account ids and ruleset ids, with handles and ruleset names as display labels only.

Matches are played through the real table service (saved rulesets, accounts, guests, bots, rated
and unrated tables) on a migrated database, and the real projection runner folds the log.  Old
history is written in the stored shape of version 1 of ``MatchStarted`` (no ids) through the
store's own append path, as the engine wrote it before ids existed.
"""

from __future__ import annotations

import copy
import dataclasses
import json
import random
import uuid
from collections.abc import Iterator, Sequence
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import text

from api.http.app import create_app
from domain.maumau import events as ev
from domain.maumau.bot_registry import BOTS
from domain.maumau.codec import command_to_dict, encode
from domain.maumau.evolve import fold
from domain.maumau.game import MAUMAU
from domain.maumau.legal import legal_commands
from domain.maumau.rules import PRESETS
from domain.maumau.simulation import play_match
from domain.maumau.state import Phase
from infrastructure.adapters import migrate
from infrastructure.adapters.event_store import build_event_store
from infrastructure.adapters.settings import load_settings
from infrastructure.services.accounts import Identity
from infrastructure.services.bootstrap import Services, build_services
from projections.api import forgotten_calls, leaderboard, matches, player_stats, round_lengths, score_sheet
from projections.runner import Runner, make_engine, open_store
from tests.domain.test_upcasting import DATA
from tests.domain.test_upcasting_store import _AsStoredThen
from tests.projections.conftest import ReadSide
from tests.service_fixtures import FakeClock, account_identity, guest_identity, seeded_random

ONE_ROUND = {"max_rounds": 1}
"""Rulesets whose matches end after their first round (quick, and every match finishes)."""


@pytest.fixture
def services(read_side: ReadSide) -> Iterator[Services]:
    """The service graph on the read side's migrated database."""
    built = build_services(read_side.settings, clock=FakeClock(), random_seed=seeded_random(b"results-by-id"))
    yield built
    built.close()


def play(
    services: Services, ruleset: str, seated: Sequence[Identity | str], *, rated: bool, host: Identity | None = None
) -> uuid.UUID:
    """A table of ``ruleset`` (a preset's name or a saved ruleset's id) with ``seated`` (an
    identity, or a bot's name) at its seats, played to the end of its match through the services."""
    tables, games = services.tables, services.games
    table, host_token = tables.create_table(ruleset, len(seated), settings={"rated": rated}, host=host)
    for seat, who in enumerate(seated):
        if isinstance(who, str):
            tables.add_bot(table.id, seat, who, host_token)
        else:
            tables.join(table.id, seat, who)
    tables.start_match(table.id, host_token)
    for _ in range(5000):
        state = games.state(table.id)
        if state.phase == Phase.FINISHED:
            return table.id
        if state.phase == Phase.BETWEEN_ROUNDS:
            tables.next_round(table.id, host_token)
            continue
        legal = legal_commands(state, state.turn)
        plays = [c for c in legal if type(c).__name__ == "PlayCards"]
        games.submit(table.id, state.turn, command_to_dict((plays or legal)[0]))
    raise AssertionError("the match did not end")


def fold_read_side(read_side: ReadSide) -> None:
    """Run the projection runner until it has folded the whole log."""
    Runner(read_side.engine, read_side.store).run_until_caught_up(max_seconds=120)


def board(read_side: ReadSide, ruleset: str = "*", *, rated: bool) -> dict[str, dict[str, Any]]:
    """The all-time leaderboard of ``ruleset`` in one board, by player key."""
    with read_side.engine.connect() as conn:
        return {row["player_key"]: row for row in leaderboard(conn, ruleset, "all", limit=500, rated=rated)}


# ---------------------------------------------------------------- rulesets


def test_two_saved_rulesets_with_one_name_never_share_a_leaderboard_row(
    read_side: ReadSide, services: Services
) -> None:
    anna, _ = account_identity(services, "Anna")
    bert, _ = account_identity(services, "Bert")
    first = services.tables.create_ruleset("MM-001", name="House", overrides=ONE_ROUND)
    second = services.tables.create_ruleset("MM-001", name="House", overrides=ONE_ROUND)
    assert first.id != second.id
    assert first.rules == second.rules  # one name, one body: only the id tells them apart
    one = play(services, first.id, [anna, bert], rated=True, host=anna)
    two = play(services, second.id, [anna, bert], rated=True, host=anna)
    fold_read_side(read_side)

    ids = {str(anna.player_id), str(bert.player_id)}
    for ruleset in (first, second):
        rows = board(read_side, ruleset.id, rated=True)
        assert set(rows) == ids
        for row in rows.values():
            assert (row["ruleset_key"], row["ruleset_id"], row["ruleset"]) == (ruleset.id, ruleset.id, "House")
            assert (row["matches_played"], row["rounds_played"]) == (1, 1)
    everything = board(read_side, rated=True)
    assert set(everything) == ids
    assert all(row["matches_played"] == 2 for row in everything.values())
    assert board(read_side, "name:House", rated=True) == {}  # no legacy row: these matches have ids

    with read_side.engine.connect() as conn:
        assert [m["match_id"] for m in matches(conn, ruleset=first.id)] == [str(one)]
        assert [m["match_id"] for m in matches(conn, ruleset=second.id.upper())] == [str(two)]  # any case
        sheet = score_sheet(conn, one)
        lengths = {row["ruleset_key"]: row for row in round_lengths(conn)}
    assert sheet is not None
    assert (sheet["match"]["ruleset"], sheet["match"]["ruleset_id"]) == ("House", first.id)
    assert sheet["match"]["player_ids"] == [str(anna.player_id), str(bert.player_id)]
    assert {line["seats"][0]["player_key"] for line in sheet["rounds"]} == {str(anna.player_id)}
    assert set(lengths) == {first.id, second.id}
    assert all(row["ruleset"] == "House" and row["rounds"] == 1 for row in lengths.values())


# ---------------------------------------------------------------- players


def _bot_match(rules_name: str, seed: int) -> list[ev.Event]:
    """A finished two-seat bot match of a preset, one round."""
    rules = dataclasses.replace(PRESETS[rules_name], max_rounds=1)
    rng = random.Random(seed)
    result = play_match(rules, 2, rng.randbytes(32), [BOTS["heuristic"], BOTS["random"]], rng)
    return list(result.events)


def test_two_accounts_never_share_a_row_even_under_one_handle(read_side: ReadSide) -> None:
    """Two pairs of accounts that went by the same handles (a handle given up and taken again):
    four rows, one per account id, each labelled with the handle."""
    ids = [str(uuid.UUID(int=n)) for n in (1, 2, 3, 4)]
    for k, pair in enumerate((ids[:2], ids[2:])):
        events = _bot_match("MM-001", seed=k)
        started = events[0]
        assert isinstance(started, ev.MatchStarted)
        events[0] = dataclasses.replace(
            started, players=("sam", "kim"), player_ids=tuple(pair), ruleset_id="MM-001", rated=True
        )
        read_side.store.append(uuid.uuid4(), 0, events)
    fold_read_side(read_side)

    rows = board(read_side, "MM-001", rated=True)
    assert set(rows) == set(ids)
    assert all(row["matches_played"] == 1 for row in rows.values())
    assert sorted(row["player"] for row in rows.values()) == ["kim", "kim", "sam", "sam"]
    with read_side.engine.connect() as conn:
        sam = player_stats(conn, ids[0])
        assert sam
        assert {row["player_id"] for row in sam} == {ids[0]}
        assert player_stats(conn, "sam") == []  # a handle finds only seats without an account id
        calls = forgotten_calls(conn)
    assert {row["player_key"] for row in calls} <= set(ids)


def test_an_unrated_match_never_enters_the_rated_board_nor_does_a_guest_or_a_bot(
    read_side: ReadSide, services: Services
) -> None:
    anna, _ = account_identity(services, "Anna")
    bert, _ = account_identity(services, "Bert")
    carl = guest_identity(services, "carl")
    casual = services.tables.create_ruleset("MM-001", name="Casual", overrides=ONE_ROUND)
    three = services.tables.create_ruleset("MM-002", name="Three", overrides=ONE_ROUND)
    unrated = play(services, casual.id, [anna, carl], rated=False)
    rated = play(services, three.id, [anna, bert, "heuristic"], rated=True, host=anna)
    fold_read_side(read_side)

    rated_rows = board(read_side, rated=True)
    assert set(rated_rows) == {str(anna.player_id), str(bert.player_id)}  # the bot is not ranked there
    assert all(row["matches_played"] == 1 and row["ruleset"] == "*" for row in rated_rows.values())
    assert board(read_side, casual.id, rated=True) == {}
    unrated_rows = board(read_side, rated=False)
    assert set(unrated_rows) == {str(anna.player_id), "handle:guest:carl"}
    assert unrated_rows["handle:guest:carl"]["player_id"] is None
    assert board(read_side, three.id, rated=False) == {}
    with read_side.engine.connect() as conn:
        flags = {m["match_id"]: m["rated"] for m in matches(conn)}
    assert flags == {str(unrated): False, str(rated): True}


# ---------------------------------------------------------------- history recorded before ids


def _as_stored_before_ids(events: list[ev.Event]) -> list[tuple[str, dict[str, Any]]]:
    """The events as version 1 stored them: ``MatchStarted`` without ids, ruleset id, rating or
    any later field, and without a schema version (the shape of the frozen version-1 match)."""
    frozen = json.loads(DATA.read_text(encoding="utf-8"))["events"][0]
    assert frozen[0] == "maumau.MatchStarted"
    pairs = [encode(event) for event in events]
    topic, payload = pairs[0]
    old = {key: value for key, value in payload.items() if key in frozen[1]}
    assert set(old) == set(frozen[1]) == {"ruleset", "seats", "players"}
    pairs[0] = (topic, old)
    return pairs


def test_old_shape_match_started_events_fold_and_project_under_legacy_keys(
    read_side: ReadSide, services: Services
) -> None:
    events = _bot_match("MM-001", seed=7)
    started = events[0]
    assert isinstance(started, ev.MatchStarted)
    events[0] = dataclasses.replace(started, players=("Anna", "Bert"))
    old = uuid.uuid4()
    with build_event_store(read_side.settings, _AsStoredThen()) as raw:
        raw.append(old, 0, copy.deepcopy(_as_stored_before_ids(events)))
    loaded = [record.event for record in read_side.store.load(old)]
    first = loaded[0]
    assert isinstance(first, ev.MatchStarted)
    assert (first.player_ids, first.ruleset_id, first.rated) == ((), None, False)
    assert MAUMAU.is_terminal(fold(loaded))

    anna, _ = account_identity(services, "Anna")  # the same handles, now accounts
    bert, _ = account_identity(services, "Bert")
    new = play(services, "MM-001", [anna, bert], rated=False)
    fold_read_side(read_side)

    legacy = board(read_side, "name:MM-001", rated=False)
    assert set(legacy) == {"handle:Anna", "handle:Bert"}
    assert all(row["player_id"] is None and row["ruleset_id"] is None for row in legacy.values())
    assert all(row["ruleset"] == "MM-001" and row["matches_played"] == 1 for row in legacy.values())
    keyed = board(read_side, "MM-001", rated=False)
    assert set(keyed) == {str(anna.player_id), str(bert.player_id)}
    assert {row["player"] for row in keyed.values()} == {"Anna", "Bert"}  # one label, two keys
    assert len(board(read_side, rated=False)) == 4  # never merged, all visible
    assert board(read_side, rated=True) == {}
    with read_side.engine.connect() as conn:
        sheets = {m["match_id"]: m for m in matches(conn)}
        assert {row["player_key"] for row in player_stats(conn, "Anna")} == {"handle:Anna"}
    assert sheets[str(old)]["ruleset_key"] == "name:MM-001"
    assert sheets[str(old)]["player_ids"] == [None, None]
    assert sheets[str(new)]["ruleset_key"] == "MM-001"


def test_revision_0011_refolds_an_old_read_side_under_the_new_keys(database_url: str) -> None:
    """A database whose read side the version-1 code had folded (revision 0010): after ``db
    upgrade`` the three read models are at version 2, empty, at position 0, and the runner folds
    the whole log again, old matches under their legacy keys."""
    settings = load_settings(database_url=database_url, create_tables=False)
    migrate.upgrade(settings, "0010")
    events = _bot_match("ZONE", seed=3)
    started = events[0]
    assert isinstance(started, ev.MatchStarted)
    events[0] = dataclasses.replace(started, players=("ada", "bob"))
    with build_event_store(settings, _AsStoredThen()) as raw:
        raw.append(uuid.uuid4(), 0, _as_stored_before_ids(events))
        head = raw.max_notification_id()
    engine = make_engine(settings)
    try:
        with engine.begin() as conn:  # what the version-1 runner had left: a row keyed on a handle
            conn.execute(
                text(
                    "INSERT INTO leaderboard_g1 (player, ruleset, period, matches_played, matches_won, win_rate, "
                    "rounds_played, rounds_won, penalty_points, mean_penalty_points, current_streak, "
                    "longest_streak, mu, sigma, ordinal) VALUES ('ada', 'ZONE', 'all', 1, 1, 1.0, 1, 1, 0, 0.0, "
                    "1, 1, 25.0, 8.0, 1.0)"
                )
            )
            conn.execute(text("UPDATE projection_tracking SET position = :head"), {"head": head})
        migrate.upgrade(settings)
        with engine.connect() as conn:
            rows_now = conn.execute(text("SELECT name, position, schema_version FROM projection_tracking")).all()
            tracked = {row.name: row.position for row in rows_now}
            versions = {row.name: row.schema_version for row in rows_now}
            assert conn.execute(text("SELECT count(*) FROM leaderboard")).scalar_one() == 0
        assert {name: tracked[name] for name in ("leaderboards", "score_sheets", "analytics")} == dict.fromkeys(
            ("leaderboards", "score_sheets", "analytics"), 0
        )
        assert tracked["disputes"] == head  # a read model 0011 does not change is left where it was
        assert {name: versions[name] for name in ("leaderboards", "score_sheets", "analytics", "disputes")} == {
            "leaderboards": 2,
            "score_sheets": 2,
            "analytics": 2,
            "disputes": 1,
        }
        store = open_store(settings)
        try:
            side = ReadSide(database_url, settings, store, engine)
            fold_read_side(side)
            rows = board(side, "name:ZONE", rated=False)
        finally:
            store.close()
    finally:
        engine.dispose()
    assert set(rows) == {"handle:ada", "handle:bob"}
    assert all(row["matches_played"] == 1 for row in rows.values())


def test_http_leaderboards_filter_by_ruleset_id_board_and_account_id(read_side: ReadSide, services: Services) -> None:
    anna, _ = account_identity(services, "Anna")
    bert, _ = account_identity(services, "Bert")
    house = services.tables.create_ruleset("MM-001", name="House", overrides=ONE_ROUND)
    twin = services.tables.create_ruleset("MM-001", name="House", overrides=ONE_ROUND)
    play(services, house.id, [anna, bert], rated=True, host=anna)
    fold_read_side(read_side)
    with TestClient(create_app(services=services)) as http:
        rows = http.get("/v1/leaderboards", params={"ruleset": house.id}).json()
        assert {(r["player_id"], r["player"], r["ruleset_id"], r["ruleset"]) for r in rows} == {
            (str(anna.player_id), "Anna", house.id, "House"),
            (str(bert.player_id), "Bert", house.id, "House"),
        }
        assert http.get("/v1/leaderboards", params={"ruleset": twin.id}).json() == []  # same name, other id
        assert http.get("/v1/leaderboards", params={"ruleset": house.id, "rated": "false"}).json() == []
        stats = http.get(f"/v1/players/{anna.player_id}/stats").json()
        assert {(r["ruleset_key"], r["rated"]) for r in stats} == {(house.id, True), ("*", True)}
        assert http.get("/v1/players/Anna/stats").status_code == 404  # an account is found by its id


def test_a_guests_stats_are_found_by_its_id_as_its_match_history_is(read_side: ReadSide, services: Services) -> None:
    """A guest's results are kept under its shown name (only accounts' ids are recorded in a
    match); ``/v1/players/{id}/stats`` finds them by the guest's id, as match history does."""
    anna, _ = account_identity(services, "Anna")
    carl = guest_identity(services, "carl")
    casual = services.tables.create_ruleset("MM-001", name="Casual", overrides=ONE_ROUND)
    play(services, casual.id, [anna, carl], rated=False)
    fold_read_side(read_side)
    with TestClient(create_app(services=services)) as http:
        history = http.get(f"/v1/players/{carl.player_id}/matches")
        assert history.status_code == 200, history.text
        assert len(history.json()["matches"]) == 1
        by_id = http.get(f"/v1/players/{carl.player_id}/stats")
        assert by_id.status_code == 200, by_id.text
        assert by_id.json() == http.get("/v1/players/guest:carl/stats").json()
        assert {(r["ruleset_key"], r["rated"], r["matches_played"]) for r in by_id.json()} == {
            (casual.id, False, 1),
            ("*", False, 1),
        }
        assert http.get(f"/v1/players/{anna.player_id}/stats").status_code == 200
        assert http.get(f"/v1/players/{uuid.uuid4()}/stats").status_code == 404
