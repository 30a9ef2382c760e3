"""The table internals the tournament service calls: each one idempotent (called again after a
crash it changes nothing), a different occupant refused, a sealed table without a deal source."""

from __future__ import annotations

import uuid

import pytest
from sqlalchemy import func, select

from domain.maumau.events import DealsRevealed, MatchFinished, MatchStarted, RoundWon
from domain.maumau.rules import PRESETS, RuleSet, derive
from infrastructure.adapters.db import DealSourceRow, SeatRow
from infrastructure.services.bootstrap import Services
from infrastructure.services.errors import Conflict, Forbidden, InvalidInput
from infrastructure.services.table_settings import TableSettings, parse_table_settings
from tests.service_fixtures import account_identity

SEED = bytes(range(32))


def _rules(rounds: int = 2) -> RuleSet:
    """MM-001 played for exactly ``rounds`` rounds (a tournament table's boards)."""
    return derive(PRESETS["MM-001"], "MM-001", max_rounds=rounds, win_target=None, points_limit=None)


def _sources(services: Services, table_id: uuid.UUID) -> int:
    with services.engine.connect() as conn:
        query = select(func.count()).select_from(DealSourceRow).where(DealSourceRow.table_id == table_id)
        return int(conn.scalar(query) or 0)


def _open_seats(services: Services, table_id: uuid.UUID) -> int:
    with services.engine.connect() as conn:
        query = select(func.count()).select_from(SeatRow).where(SeatRow.table_id == table_id, SeatRow.left_at.is_(None))
        return int(conn.scalar(query) or 0)


def test_ensure_tournament_table_is_idempotent_and_a_sealed_table_has_no_deal_source(services: Services) -> None:
    tables = services.tables
    sealed_a, sealed_b, series = uuid.uuid4(), uuid.uuid4(), uuid.uuid4()
    settings = TableSettings(sealed=True)
    first = tables.ensure_tournament_table(sealed_a, "MM-001", _rules(), 2, SEED, settings, None)
    again = tables.ensure_tournament_table(sealed_a, "MM-001", _rules(), 2, SEED, settings, None)
    assert first == again
    assert first.settings.sealed
    assert first.seed == SEED
    # The same seed at a second sealed table (duplicate boards), and no deal-source row for either.
    tables.ensure_tournament_table(sealed_b, "MM-001", _rules(), 2, SEED, settings, None)
    assert _sources(services, sealed_a) == _sources(services, sealed_b) == 0
    # A series (unsealed) table records its seed: used once only.
    series_seed = bytes(range(1, 33))
    tables.ensure_tournament_table(series, "MM-001", _rules(), 2, series_seed, TableSettings(), None)
    assert _sources(services, series) == 1
    assert (
        tables.ensure_tournament_table(series, "MM-001", _rules(), 2, series_seed, TableSettings(), None).id == series
    )
    with pytest.raises(Conflict) as refused:
        tables.ensure_tournament_table(uuid.uuid4(), "MM-001", _rules(), 2, series_seed, TableSettings(), None)
    assert refused.value.rule == "deal_source_used"
    # Read back from the database (not the cache) it is still sealed.
    fresh = services.tables.__class__(services.engine, services.games)
    assert fresh.table(sealed_a).settings.sealed


def test_sealed_is_not_settable_from_public_input(services: Services) -> None:
    with pytest.raises(InvalidInput) as refused:
        parse_table_settings({"sealed": True})
    assert refused.value.rule == "settings.sealed"
    with pytest.raises(InvalidInput):
        services.tables.create_table("MM-001", 2, settings={"sealed": True})
    with pytest.raises(InvalidInput):
        services.tables.create_table("MM-001", 2, settings=TableSettings(sealed=True))
    assert "sealed" not in TableSettings().to_dict()  # ordinary tables store what they always did


def test_seat_entrant_is_idempotent_and_refuses_another_occupant(services: Services) -> None:
    tables = services.tables
    table_id = uuid.uuid4()
    tables.ensure_tournament_table(table_id, "MM-001", _rules(), 3, SEED, TableSettings(sealed=True), None)
    alice, alice_token = account_identity(services, "alice")
    bob, _ = account_identity(services, "bob")
    seat0 = tables.seat_entrant(table_id, 0, player_id=alice.player_id)
    assert tables.seat_entrant(table_id, 0, player_id=alice.player_id) == seat0
    bot = tables.seat_entrant(table_id, 1, bot="heuristic")
    assert tables.seat_entrant(table_id, 1, bot="heuristic") == bot
    assert _open_seats(services, table_id) == 2
    for seat, who in ((0, {"player_id": bob.player_id}), (1, {"bot": "random"}), (1, {"player_id": bob.player_id})):
        with pytest.raises(Conflict) as refused:
            tables.seat_entrant(table_id, seat, **who)
        assert refused.value.rule == "seat_taken"
    with pytest.raises(Conflict) as twice:
        tables.seat_entrant(table_id, 2, player_id=alice.player_id)
    assert twice.value.rule == "player_seated"
    assert _open_seats(services, table_id) == 2
    # Her own credential works at the seat she was given.
    assert tables.authorize_seat(table_id, alice_token).seat == 0


def test_start_end_and_reveal_are_idempotent(services: Services) -> None:
    tables = services.tables
    table_id = uuid.uuid4()
    tables.ensure_tournament_table(table_id, "MM-001", _rules(), 2, SEED, TableSettings(sealed=True), None)
    tables.seat_entrant(table_id, 0, bot="heuristic")
    with pytest.raises(Conflict) as empty:
        tables.start_match_system(table_id, key="start-1", sealed=True)
    assert empty.value.rule == "seats_empty"
    tables.seat_entrant(table_id, 1, bot="random")
    started = tables.start_match_system(table_id, key="start-1", sealed=True)
    started_event = started.events[0]
    assert isinstance(started_event, MatchStarted)
    assert started_event.sealed
    version = started.version
    replay = tables.start_match_system(table_id, key="start-1", sealed=True)
    assert replay.replayed
    assert replay.version == version
    other_key = tables.start_match_system(table_id, key="start-2", sealed=True)
    assert other_key.events == ()
    assert tables.state(table_id).version == version
    # Nothing to reveal while round 1 runs; ending refused while a round runs.
    assert tables.reveal_deals_system(table_id, key="reveal-0").events == ()
    with pytest.raises(InvalidInput) as running:
        tables.end_match_system(table_id, key="end-0")
    assert running.value.rule == "round_running"
    _play_round_by_bots(services, table_id)
    state = tables.state(table_id)
    won = state.last_round
    assert isinstance(won, RoundWon)
    assert won.hands == ()
    assert won.seed == ""
    ended = tables.end_match_system(table_id, key="end-1")
    assert isinstance(ended.events[-1], MatchFinished)
    assert tables.end_match_system(table_id, key="end-2").events == ()
    revealed = tables.reveal_deals_system(table_id, key="reveal-1")
    (event,) = revealed.events
    assert isinstance(event, DealsRevealed)
    assert [d.round_no for d in event.rounds] == [1]
    assert tables.reveal_deals_system(table_id, key="reveal-1").replayed
    assert tables.reveal_deals_system(table_id, key="reveal-2").events == ()
    assert tables.state(table_id).is_terminal()


def test_substitute_entrant_replaces_a_withdrawn_player_once(services: Services) -> None:
    tables = services.tables
    table_id = uuid.uuid4()
    tables.ensure_tournament_table(table_id, "MM-001", _rules(), 2, SEED, TableSettings(sealed=True), None)
    alice, alice_token = account_identity(services, "alice")
    assert tables.substitute_entrant(table_id, 0, "heuristic") is None  # no match running
    tables.seat_entrant(table_id, 0, player_id=alice.player_id)
    tables.seat_entrant(table_id, 1, bot="random")
    tables.start_match_system(table_id, key="start", sealed=True)
    sub = tables.substitute_entrant(table_id, 0, "heuristic")
    assert sub is not None
    assert sub.kind == "bot"
    assert sub.bot == "heuristic"
    assert tables.substitute_entrant(table_id, 0, "heuristic") == sub
    assert _open_seats(services, table_id) == 2
    with pytest.raises(Forbidden):  # her credential holds no seat there any more
        tables.authorize_seat_now(table_id, alice_token)


def _play_round_by_bots(services: Services, table_id: uuid.UUID) -> None:
    """Play the running round with the bots' own choices (both seats are bots)."""
    import random

    from domain.maumau.bot_registry import BOTS
    from domain.maumau.view import player_view

    rng = random.Random(7)
    for _ in range(2000):
        state = services.tables.state(table_id)
        if state.phase != "playing":
            return
        seat = state.turn if state.window_seat < 0 else (state.window_seat + 1) % state.seats
        view = player_view(state, seat)
        if not view.legal:
            seat = next(i for i in range(state.seats) if player_view(state, i).legal)
            view = player_view(state, seat)
        command = BOTS["heuristic"](view, rng)
        assert command is not None
        services.games.submit_command(table_id, seat, command, services.games.now())
    raise AssertionError("the round did not end")
