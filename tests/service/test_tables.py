"""TableService on both backends: tokens, seats, duplicate deals, explicit decks, auth caching."""

from __future__ import annotations

import threading
import time
import uuid
from collections import Counter
from concurrent.futures import ThreadPoolExecutor

import pytest
from sqlalchemy import text

from domain.cards import build_deck, card_name, parse_card
from domain.events import RoundStarted
from domain.rules import MM_001
from domain.shuffle import deal_order
from infrastructure.services.errors import Conflict, Forbidden, InvalidInput, NotFound, Unauthorized
from infrastructure.services.tables import TableService, hash_token, round_seed

SEED_HEX = "ab" * 32


def seated(tables: TableService, ruleset: str = "MM-001", seats: int = 2, **kw):
    table, host = tables.create_table(ruleset, seats, **kw)
    tokens = [tables.join(table.id, i, f"{table.id.hex[:6]}-{i}")[1] for i in range(seats)]
    return table, host, tokens


def round_started(services, table_id: uuid.UUID, round_no: int) -> RoundStarted:
    return next(
        r.event
        for r in services.games.load(table_id)
        if isinstance(r.event, RoundStarted) and r.event.round_no == round_no
    )


def finish_round(services, table_id: uuid.UUID) -> None:
    """Play the running round to its end with the first legal command each time."""
    from domain.codec import command_to_dict
    from domain.legal import legal_commands

    games = services.games
    while games.state(table_id).phase == "playing":
        state = games.state(table_id)
        seat = state.turn
        legal = legal_commands(state, seat)
        plays = [c for c in legal if type(c).__name__ == "PlayCards"]
        command = (plays or legal)[0]
        games.submit(table_id, seat, command_to_dict(command))


def test_tokens_are_stored_only_as_hashes(services) -> None:
    _table, host, tokens = seated(services.tables)
    with services.engine.connect() as conn:
        dump = " ".join(
            str(row)
            for name in ("maumau_tables", "maumau_seats", "maumau_players")
            for row in conn.execute(text(f"SELECT * FROM {name}"))
        )
    for token in (host, *tokens):
        assert token not in dump
        assert hash_token(token) in dump


def test_a_table_seed_fixes_every_round_deal(services) -> None:
    """Round n of a seeded table is dealt from round_seed(seed, n): anyone holding the seed can
    recompute the deal (one table per seed: see test_deal_sources.py)."""
    tables = services.tables
    first, host1, _ = seated(tables, seed=SEED_HEX)
    third, host3, _ = seated(tables, seed="cd" * 32)
    for table, host in ((first, host1), (third, host3)):
        tables.start_match(table.id, host)
        finish_round(services, table.id)
        tables.next_round(table.id, host)
    for round_no in (1, 2):
        a, c = (round_started(services, t.id, round_no) for t in (first, third))
        seed = round_seed(bytes.fromhex(SEED_HEX), round_no)
        assert a.seed == seed.hex()
        assert a.deck == deal_order(build_deck(32), seed)
        assert a.deck != c.deck


def test_random_rounds_use_the_injected_seed_source(services) -> None:
    table, host, _ = seated(services.tables)
    services.tables.start_match(table.id, host)
    finish_round(services, table.id)
    services.tables.next_round(table.id, host)
    seeds = {round_started(services, table.id, n).seed for n in (1, 2)}
    assert len(seeds) == 2


def test_an_explicit_deck_deals_the_first_round_only(services) -> None:
    deck = list(reversed(build_deck(32)))
    names = [card_name(c) for c in deck]
    table, host, _ = seated(services.tables, deck=names)
    services.tables.start_match(table.id, host)
    started = round_started(services, table.id, 1)
    assert started.deck == tuple(parse_card(n) for n in names)
    assert started.explicit_deck
    finish_round(services, table.id)
    services.tables.next_round(table.id, host)
    assert not round_started(services, table.id, 2).explicit_deck


def test_create_table_validates_its_input(services) -> None:
    tables = services.tables
    with pytest.raises(InvalidInput, match="2 to 5 players") as caught:
        tables.create_table("MM-001", 7)
    assert caught.value.rule == "players"
    with pytest.raises(InvalidInput) as caught:
        tables.create_table("MM-001", 2, seed="00")
    assert caught.value.rule == "seed"
    with pytest.raises(InvalidInput) as caught:
        tables.create_table("MM-001", 2, deck=["HQ"] * 32)
    assert caught.value.rule == "deck"
    with pytest.raises(NotFound):
        tables.create_table("no-such-ruleset", 2)


def test_only_one_of_many_racing_players_gets_a_seat(services) -> None:
    table, _ = services.tables.create_table("MM-001", 2)
    barrier = threading.Barrier(20)

    def join(i: int) -> str:
        barrier.wait()
        try:
            services.tables.join(table.id, 0, f"racer{i}")
        except Conflict as error:
            return error.rule
        return "seated"

    with ThreadPoolExecutor(max_workers=20) as pool:
        outcomes = Counter(pool.map(join, range(20)))
    assert outcomes == {"seated": 1, "seat_taken": 19}


def test_a_player_identity_persists_across_tables(services) -> None:
    tables = services.tables
    first, _ = tables.create_table("MM-001", 2)
    second, _ = tables.create_table("TAVERN", 3)
    tables.join(first.id, 0, "kalle")
    tables.join(second.id, 2, "kalle")
    with services.engine.connect() as conn:
        players = conn.execute(text("SELECT handle FROM maumau_players")).all()
        seats = conn.execute(text("SELECT DISTINCT player_id FROM maumau_seats")).all()
    assert [p[0] for p in players] == ["kalle"]
    assert len(seats) == 1


def test_start_needs_every_seat_and_the_host(services) -> None:
    tables = services.tables
    table, host = tables.create_table("MM-001", 3)
    token = tables.join(table.id, 0, "alone")[1]
    with pytest.raises(Conflict) as caught:
        tables.start_match(table.id, host)
    assert caught.value.rule == "seats_empty"
    with pytest.raises(Forbidden):
        tables.start_match(table.id, token)
    with pytest.raises(Unauthorized):
        tables.start_match(table.id, "nonsense")
    with pytest.raises(Unauthorized):
        tables.start_match(table.id, None)
    assert services.store.current_version(table.id) == 0


def test_match_records_who_sits_where(services) -> None:
    tables = services.tables
    table, host = tables.create_table("MM-001", 2)
    tables.join(table.id, 0, "anna")
    tables.add_bot(table.id, 1, "Heuristic", host)
    result = tables.start_match(table.id, host)
    assert result.state.players == ("anna", "bot:heuristic")


def test_leaving_revokes_the_token_here_at_once_and_elsewhere_after_the_cache_ttl(
    services,
) -> None:
    table, _, tokens = seated(services.tables)
    elsewhere = TableService(services.engine, services.games, auth_cache_seconds=0.3)
    assert elsewhere.authorize_seat(table.id, tokens[1]).seat == 1  # cached there now
    services.tables.leave(table.id, 1, tokens[1])
    with pytest.raises(Unauthorized):
        services.tables.authorize_seat(table.id, tokens[1])
    assert elsewhere.authorize_seat(table.id, tokens[1]).seat == 1  # still cached
    time.sleep(0.35)
    with pytest.raises(Unauthorized):
        elsewhere.authorize_seat(table.id, tokens[1])
    uncached = TableService(services.engine, services.games, auth_cache_seconds=0)
    with pytest.raises(Unauthorized):
        uncached.authorize_seat(table.id, tokens[1])


def test_saved_rulesets_are_snapshotted_into_tables(services) -> None:
    tables = services.tables
    saved = tables.create_ruleset("MM-001", name="Long", overrides={"hand_size": 6})
    assert saved.rules.hand_size == 6
    assert tables.get_ruleset(saved.id) == saved
    table, _ = tables.create_table(saved.id, 2)
    assert tables.table(table.id).rules == saved.rules
    assert tables.table(table.id).rules != MM_001
    house = tables.create_ruleset("ZONE", house_rules=["jack_on_jack", "ace_skips"])
    assert house.name == "ZONE+jack_on_jack+ace_skips"
    assert [r.id for r in tables.list_rulesets() if not r.preset] == [saved.id, house.id]
