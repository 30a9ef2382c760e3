"""The read models and sealed matches: nothing of a sealed round reaches them before the reveal
(a reveal while the next round runs releases only the revealed rounds), a runner restarted with an
empty context between the round and its reveal loses nothing, and the tables then equal a rebuild
from zero."""

from __future__ import annotations

import random
import uuid
from typing import Any

from sqlalchemy import select

from domain.actors import Actor
from domain.maumau.bots import heuristic_bot, random_bot
from domain.maumau.decide import decide
from domain.maumau.events import DealsRevealed
from domain.maumau.rules import MM_001, derive
from domain.maumau.view import player_view
from infrastructure.services.bootstrap import Services
from infrastructure.services.table_settings import TableSettings
from projections.audit import TABLES as AUDIT
from projections.operations import checksums, rebuild
from projections.runner import Runner, make_engine, open_store
from projections.score_sheets import TABLES as SHEETS

NAMES = ["audit", "score_sheets", "disputes", "analytics", "leaderboards"]
RULES = derive(MM_001, "MM-001", max_rounds=2, win_target=None, points_limit=None)


def _moves(services: Services, table_id: uuid.UUID, rng: random.Random, limit: int) -> None:
    """Up to ``limit`` bot moves of the running round (stops when it ends)."""
    bots = (heuristic_bot, random_bot)
    for _ in range(limit):
        state = services.tables.state(table_id)
        if state.phase != "playing":
            return
        seats = [state.turn, *(s for s in range(state.seats) if s != state.turn)]
        seat = next(s for s in seats if player_view(state, s).legal)
        command = bots[seat](player_view(state, seat), rng)
        assert command is not None
        services.games.submit_command(table_id, seat, command, services.games.now())


def _deal(services: Services, table_id: uuid.UUID) -> None:
    """Deal the next round of a sealed table (its tournament's auto-deal does this in service)."""
    table = services.tables.table(table_id)
    now = services.games.now()
    services.games.execute(
        table_id, lambda s: decide(s, services.tables.round_command(table, s.round_no + 1, at=now)), actor=Actor.HOST
    )


def _run(services: Services) -> None:
    """A runner with an empty context (as after a restart), run to the end of the log."""
    engine, store = make_engine(services.settings), open_store(services.settings)
    try:
        runner = Runner(engine, store, NAMES)
        runner.run_until_caught_up()
        assert not runner.parked
    finally:
        store.close()
        engine.dispose()


def _rows(services: Services, table: Any, match_id: uuid.UUID) -> list[dict[str, Any]]:
    with services.engine.connect() as conn:
        stmt = select(table).where(table.c.match_id == match_id)
        return [dict(r) for r in conn.execute(stmt).mappings()]


def test_a_sealed_rounds_rows_wait_for_the_reveal_and_survive_a_restart(services: Services) -> None:
    engine, store = make_engine(services.settings), open_store(services.settings)
    try:
        rebuild(engine, store, NAMES)  # positions from earlier tests on this database: start afresh
    finally:
        store.close()
        engine.dispose()
    tables = services.tables
    table_id = uuid.uuid4()
    tables.ensure_tournament_table(table_id, "MM-001", RULES, 2, bytes(range(32)), TableSettings(sealed=True), None)
    tables.seat_entrant(table_id, 0, bot="heuristic")
    tables.seat_entrant(table_id, 1, bot="random")
    tables.start_match_system(table_id, key="start", sealed=True)
    rng = random.Random(3)
    _moves(services, table_id, rng, 3000)  # round 1 ends
    _run(services)
    audit = AUDIT.view("audit_trail")
    sheet = SHEETS.view("score_sheet_rounds")
    assert [r["event_type"] for r in _rows(services, audit, table_id)] == ["MatchStarted"]
    assert _rows(services, sheet, table_id) == []
    round1_end = tables.state(table_id).version

    _deal(services, table_id)  # round 2 runs ...
    _moves(services, table_id, rng, 5)
    revealed = tables.reveal_deals_system(table_id, key="reveal-1")  # ... while round 1 is revealed
    (reveal,) = revealed.events
    assert isinstance(reveal, DealsRevealed)
    _run(services)  # a fresh context: the held items are rebuilt from the store
    rows = _rows(services, audit, table_id)
    assert sorted(r["version"] for r in rows) == list(range(1, round1_end + 1))  # round 2 and the reveal wait
    assert not any(r["redacted"] for r in rows)
    won = next(r for r in rows if r["event_type"] == "RoundWon")
    assert reveal.rounds[0].seed in won["description"]
    lines = _rows(services, sheet, table_id)
    assert len(lines) == 2
    assert sorted(tuple(r["cards"]) for r in lines) == sorted(tuple(_names(hand)) for hand in reveal.rounds[0].hands)

    _moves(services, table_id, rng, 3000)  # round 2 ends, and with it the match
    assert tables.state(table_id).phase == "finished"
    _run(services)
    assert max(r["version"] for r in _rows(services, audit, table_id)) == round1_end
    tables.reveal_deals_system(table_id, key="reveal-2")
    _run(services)
    final = tables.state(table_id).version
    assert sorted(r["version"] for r in _rows(services, audit, table_id)) == list(range(1, final + 1))
    assert len(_rows(services, sheet, table_id)) == 4

    engine, store = make_engine(services.settings), open_store(services.settings)
    try:
        before = checksums(engine, NAMES)
        rebuild(engine, store, NAMES)
        assert checksums(engine, NAMES) == before  # incremental, held and restarted = from zero
    finally:
        store.close()
        engine.dispose()


def _names(hand: tuple[int, ...]) -> list[str]:
    from domain.cards import card_name

    return [card_name(c) for c in hand]
