"""Upgrading a database written by the release before accounts (commit ``e6e658b``, revision 0007).

The databases are SQL dumps that release's own code wrote (``scripts/make_upgrade_fixture.py``:
its ``db upgrade``, HTTP API and projection runner, on SQLite and on PostgreSQL), with the tokens
it handed out.  Each test loads one into a fresh database and runs ``maumau db upgrade``:

* every event is kept byte for byte; rounds replay and verify; the read models caught up from
  the old ones equal a rebuild from the log; the last revision goes down one step and up again;
* the bot seats' tokens that release returned see and move nothing any more (revision 0016),
  while its host tokens and its people's seat tokens keep working;
* a seat held by a legacy name whose token is lost can be taken over by the identity its host (or
  an admin) names (``PUT .../seats/{n}/claimant``), who plays it on the owner's behalf.
"""

from __future__ import annotations

import json
import random
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psycopg
import pytest
from fastapi.testclient import TestClient
from sqlalchemy import create_engine, inspect, pool
from typer.testing import CliRunner

from api.cli.main import app as cli
from api.http.app import create_app
from infrastructure.adapters import migrate
from infrastructure.adapters.event_store import EVENTS_TABLE
from infrastructure.adapters.settings import Settings, load_settings
from infrastructure.services.bootstrap import build_services
from tests.api.helpers import bearer, choose
from tests.service_fixtures import FakeClock, seeded_random

DATA = Path(__file__).parent / "data" / "release_e6e658b"
OLD_REVISION = "0007"


def load_release(url: str) -> tuple[Settings, dict[str, Any]]:
    """Fill the empty database ``url`` with the old release's dump; its settings and the facts
    (tables, tokens) the old release handed out."""
    settings = load_settings(database_url=url, create_tables=False)
    backend = "postgres" if settings.is_postgres else "sqlite"
    sql = (DATA / f"{backend}.sql").read_text()
    if settings.is_postgres:
        with psycopg.connect(url, autocommit=True) as pg:
            pg.execute(sql.encode())
    else:
        lite = sqlite3.connect(str(settings.sqlite_path))
        try:
            lite.executescript(sql)
        finally:
            lite.close()
    facts: dict[str, Any] = json.loads((DATA / f"{backend}.json").read_text())
    assert facts["database"] == backend
    return settings, facts


def maumau(*args: str, url: str) -> str:
    """Run ``maumau ARGS --database-url url``; its output (the command must succeed)."""
    result = CliRunner().invoke(cli, [*args, "--database-url", url])
    assert result.exit_code == 0, result.output
    return result.stdout


def events(settings: Settings) -> list[tuple[Any, ...]]:
    """Every row of the event table, in notification order, as the database returns it."""
    engine = create_engine(settings.sqlalchemy_url, poolclass=pool.NullPool)
    try:
        with engine.connect() as conn:
            rows = conn.exec_driver_sql(f"SELECT * FROM {EVENTS_TABLE} ORDER BY 1").all()
            return [tuple(bytes(v) if isinstance(v, memoryview) else v for v in row) for row in rows]
    finally:
        engine.dispose()


def table_names(settings: Settings) -> set[str]:
    engine = create_engine(settings.sqlalchemy_url, poolclass=pool.NullPool)
    try:
        return set(inspect(engine).get_table_names())
    finally:
        engine.dispose()


def bot_token_hashes(settings: Settings) -> list[tuple[Any, ...]]:
    engine = create_engine(settings.sqlalchemy_url, poolclass=pool.NullPool)
    try:
        with engine.connect() as conn:
            return list(
                conn.exec_driver_sql("SELECT id, token_hash FROM maumau_seats WHERE kind = 'bot' ORDER BY id").all()
            )
    finally:
        engine.dispose()


def test_upgrade_keeps_events_replays_rebuilds_and_steps_down(database_url: str) -> None:
    settings, facts = load_release(database_url)
    assert migrate.current_revision(settings) == OLD_REVISION
    before = events(settings)
    assert len(before) > 100
    old_bot_hashes = bot_token_hashes(settings)

    maumau("db", "upgrade", url=database_url)
    assert migrate.current_revision(settings) == migrate.head_revision()
    assert events(settings) == before, "an event changed"
    revoked = bot_token_hashes(settings)
    assert [row[0] for row in revoked] == [row[0] for row in old_bot_hashes]
    assert all(new[1] != old[1] for new, old in zip(revoked, old_bot_hashes, strict=True)), "a bot token survived"

    # Replay and verify the old rounds with today's code.
    finished = facts["finished"]["table_id"]
    for round_no in (1, 2):
        report = json.loads(maumau("verify", finished, str(round_no), "--json", url=database_url))
        assert report["ok"] is True, report
        maumau("replay", finished, str(round_no), "--json", url=database_url)
    maumau("replay", facts["lost"]["table_id"], "1", "--seat", "1", "--json", url=database_url)

    # The read models catch up from the old ones (the upgrade refolds some), then equal a rebuild.
    maumau("projections", "run", "--once", url=database_url)
    caught_up = json.loads(maumau("projections", "checksum", "--json", url=database_url))
    assert caught_up["score_sheet_matches"]["rows"] == 3, caught_up
    maumau("projections", "rebuild", "--all", url=database_url)
    assert json.loads(maumau("projections", "checksum", "--json", url=database_url)) == caught_up

    # One step down (0016's table goes, the revoked tokens stay revoked), and up again.
    migrate.downgrade(settings, "0015")
    assert migrate.current_revision(settings) == "0015"
    assert "maumau_seat_claims" not in table_names(settings)
    assert bot_token_hashes(settings) == revoked
    assert events(settings) == before
    migrate.upgrade(settings)
    assert migrate.current_revision(settings) == migrate.head_revision()
    assert "maumau_seat_claims" in table_names(settings)
    assert events(settings) == before


@pytest.fixture
def upgraded(database_url: str) -> Iterator[tuple[TestClient, dict[str, Any], Any]]:
    """The old release's database upgraded, served by today's code (no background runtime: the
    bots stay where the old release left them)."""
    settings, facts = load_release(database_url)
    maumau("db", "upgrade", url=database_url)
    services = build_services(settings, clock=FakeClock(), random_seed=seeded_random(b"upgrade"))
    try:
        with TestClient(create_app(services=services)) as client:
            yield client, facts, services
    finally:
        services.close()


def seat_token(table: dict[str, Any], seat: int) -> str:
    token: str = table["seats"][seat]["token"]
    return token


def test_old_bot_seat_tokens_see_and_move_nothing(upgraded) -> None:
    client, facts, _services = upgraded
    for name, seat in (("bot", 1), ("waiting", 1)):
        table = facts[name]
        url = f"/v1/tables/{table['table_id']}"
        version = client.get(url).json()["version"]
        token = seat_token(table, seat)
        paths = ["/view", "/legal"] + (["/rounds/1/replay?seat=1"] if name == "bot" else [])
        for path in paths:
            r = client.get(f"{url}{path}", headers=bearer(token))
            assert r.status_code == 401, (name, path, r.status_code, r.text)
            assert r.json()["detail"]["rule"] == "token"
        r = client.post(f"{url}/commands", json={"type": "draw"}, headers=bearer(token))
        assert r.status_code == 401, r.text
        r = client.post(f"{url}/seats/{seat}/leave", headers=bearer(token))
        assert r.status_code == 401, r.text
        assert client.get(url).json()["version"] == version
        assert client.get(url).json()["occupants"][seat]["kind"] == "bot"

    # What the old release handed to people keeps working: a seat token, a host token.
    bot = facts["bot"]
    view = client.get(f"/v1/tables/{bot['table_id']}/view", headers=bearer(seat_token(bot, 0)))
    assert view.status_code == 200, view.text
    assert view.json()["seat"] == 0
    waiting = facts["waiting"]
    r = client.post(f"/v1/tables/{waiting['table_id']}/seats/1/leave", headers=bearer(waiting["host_token"]))
    assert r.status_code == 204, r.text


def guest(client: TestClient, name: str) -> tuple[str, str]:
    r = client.post("/v1/guests", json={"name": name})
    assert r.status_code == 201, r.text
    return r.json()["token"], r.json()["account"]["player_id"]


def play_seat_once(client: TestClient, url: str, seat: int, token: str, others: dict[int, str]) -> None:
    """Let the other seats move (with their tokens) until ``seat`` is to move, then move once."""
    rng = random.Random(0)
    for _ in range(50):
        state = client.get(url).json()["state"]
        assert state["phase"] == "playing", state
        mover = state["turn"]
        legal = client.get(f"{url}/legal", headers=bearer(token if mover == seat else others[mover])).json()
        choice = choose(legal["legal"], rng)
        assert choice is not None
        r = client.post(f"{url}/commands", json=choice, headers=bearer(token if mover == seat else others[mover]))
        assert r.status_code == 200, r.text
        if mover == seat:
            return
    raise AssertionError(f"seat {seat} never came to move")


def test_a_legacy_seat_whose_token_is_lost_is_claimed_by_whom_the_host_names(upgraded) -> None:
    client, facts, services = upgraded
    lost = facts["lost"]
    url = f"/v1/tables/{lost['table_id']}"
    dora_token, emil_token = seat_token(lost, 0), seat_token(lost, 1)
    version = client.get(url).json()["version"]
    claimant, claimant_id = guest(client, "dora")

    # Without the host's word the seat stays dora's (the legacy name cannot sign in to take it).
    r = client.post(f"{url}/seats/0", headers=bearer(claimant))
    assert r.status_code == 403, r.text
    assert r.json()["detail"]["rule"] == "seat_owner"
    # Only the host or an admin may name a claimant; the players and strangers may not.
    stranger, _ = guest(client, "mallory")
    for token, status, rule in (
        (emil_token, 403, "host"),
        (stranger, 403, "host"),
        (claimant, 403, "host"),
        (None, 401, "token"),
    ):
        r = client.put(f"{url}/seats/0/claimant", json={"player_id": claimant_id}, headers=bearer(token))
        assert (r.status_code, r.json()["detail"]["rule"]) == (status, rule), r.text
    r = client.put(f"{url}/seats/0/claimant", json={"player_id": "not-a-uuid"}, headers=bearer(lost["host_token"]))
    assert r.status_code == 422, r.text
    r = client.put(
        f"{url}/seats/0/claimant",
        json={"player_id": "00000000-0000-4000-8000-000000000000"},
        headers=bearer(lost["host_token"]),
    )
    assert (r.status_code, r.json()["detail"]["rule"]) == (404, "player"), r.text
    assert client.get(url).json()["version"] == version
    assert client.get(url).json()["occupants"][0]["player"] == "dora"

    # The host names the guest; the guest takes the seat with its own credential.
    r = client.put(f"{url}/seats/0/claimant", json={"player_id": claimant_id}, headers=bearer(lost["host_token"]))
    assert r.status_code == 200, r.text
    assert r.json()["handle"] == "guest:dora"
    r = client.post(f"{url}/seats/0", headers=bearer(claimant))
    assert r.status_code == 201, r.text
    new_token = r.json()["token"]
    assert client.get(url).json()["occupants"][0]["player"] == "guest:dora"
    # The lost token is revoked; the claimant sees seat 0's hand and moves for it.
    r = client.get(f"{url}/view", headers=bearer(dora_token))
    assert r.status_code == 401, r.text
    view = client.get(f"{url}/view", headers=bearer(new_token))
    assert view.status_code == 200, view.text
    assert view.json()["seat"] == 0
    play_seat_once(client, url, 0, claimant, {1: emil_token})
    # The match still names the legacy owner (results stay dora's).
    assert client.get(url).json()["state"]["players"][0] == "dora"

    # The claimant may leave and come back (a substitute plays meanwhile, as for any owner).
    r = client.post(f"{url}/seats/0/leave", headers=bearer(claimant))
    assert r.status_code == 204, r.text
    assert client.get(url).json()["occupants"][0]["kind"] == "bot"
    r = client.post(f"{url}/seats/0", headers=bearer(claimant))
    assert r.status_code == 201, r.text
    assert client.get(url).json()["occupants"][0]["player"] == "guest:dora"

    # A seat held by a person who can sign in is not a legacy seat: nothing to claim.
    r = client.put(f"{url}/seats/0/claimant", json={"player_id": claimant_id}, headers=bearer(lost["host_token"]))
    assert (r.status_code, r.json()["detail"]["rule"]) == (409, "legacy_seat"), r.text

    # An admin may name a claimant too (an old table's host token may be lost as well).
    services.tables.accounts.create_admin("root", "correct horse battery")
    session = client.post("/v1/sessions", json={"handle": "root", "password": "correct horse battery"})
    assert session.status_code == 201, session.text
    helper, helper_id = guest(client, "emil")
    r = client.put(f"{url}/seats/1/claimant", json={"player_id": helper_id}, headers=bearer(session.json()["token"]))
    assert r.status_code == 200, r.text
    r = client.post(f"{url}/seats/1", headers=bearer(helper))
    assert r.status_code == 201, r.text
    assert client.get(f"{url}/view", headers=bearer(emil_token)).status_code == 401
