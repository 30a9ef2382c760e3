"""TableService on both backends: tokens, seats, duplicate deals, explicit decks, auth caching,
and seats that belong to identities (one seat each, a running match's seats are their starters')."""

from __future__ import annotations

import threading
import time
import uuid
from collections import Counter
from concurrent.futures import ThreadPoolExecutor

import pytest
from sqlalchemy import text

from domain.cards import build_deck, card_name, parse_card
from domain.maumau.events import RoundStarted
from domain.maumau.rules import MM_001
from domain.shuffle import deal_order
from infrastructure.services.accounts import Identity
from infrastructure.services.errors import Conflict, Forbidden, InvalidInput, NotFound, Unauthorized
from infrastructure.services.tables import TableService, hash_token, round_seed
from tests.service_fixtures import account_identity, guest_identity

SEED_HEX = "ab" * 32


def seated(services, ruleset: str = "MM-001", seats: int = 2, **kw):
    tables = services.tables
    table, host = tables.create_table(ruleset, seats, **kw)
    tokens = [tables.join(table.id, i, guest_identity(services, f"{table.id.hex[:6]}-{i}"))[1] for i in range(seats)]
    return table, host, tokens


def round_started(services, table_id: uuid.UUID, round_no: int) -> RoundStarted:
    return next(
        r.event
        for r in services.games.load(table_id)
        if isinstance(r.event, RoundStarted) and r.event.round_no == round_no
    )


def finish_round(services, table_id: uuid.UUID) -> None:
    """Play the running round to its end with the first legal command each time."""
    from domain.maumau.codec import command_to_dict
    from domain.maumau.legal import legal_commands

    games = services.games
    while games.state(table_id).phase == "playing":
        state = games.state(table_id)
        seat = state.turn
        legal = legal_commands(state, seat)
        plays = [c for c in legal if type(c).__name__ == "PlayCards"]
        command = (plays or legal)[0]
        games.submit(table_id, seat, command_to_dict(command))


def test_tokens_are_stored_only_as_hashes(services) -> None:
    _table, host, tokens = seated(services)
    _info, guest = services.tables.accounts.create_guest("hashed")
    with services.engine.connect() as conn:
        dump = " ".join(
            str(row)
            for name in ("maumau_tables", "maumau_seats", "maumau_players", "maumau_credentials")
            for row in conn.execute(text(f"SELECT * FROM {name}"))
        )
    for token in (host, *tokens, guest.token):
        assert token not in dump
        assert hash_token(token) in dump


def test_a_table_seed_fixes_every_round_deal(services) -> None:
    """Round n of a seeded table is dealt from round_seed(seed, n): anyone holding the seed can
    recompute the deal (one table per seed: see test_deal_sources.py)."""
    tables = services.tables
    first, host1, _ = seated(services, seed=SEED_HEX)
    third, host3, _ = seated(services, seed="cd" * 32)
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
    table, host, _ = seated(services)
    services.tables.start_match(table.id, host)
    finish_round(services, table.id)
    services.tables.next_round(table.id, host)
    seeds = {round_started(services, table.id, n).seed for n in (1, 2)}
    assert len(seeds) == 2


def test_an_explicit_deck_deals_the_first_round_only(services) -> None:
    deck = list(reversed(build_deck(32)))
    names = [card_name(c) for c in deck]
    table, host, _ = seated(services, deck=names)
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
    racers = [guest_identity(services, f"racer{i}") for i in range(20)]
    barrier = threading.Barrier(20)

    def join(i: int) -> str:
        barrier.wait()
        try:
            services.tables.join(table.id, 0, racers[i])
        except Conflict as error:
            return error.rule
        return "seated"

    with ThreadPoolExecutor(max_workers=20) as pool:
        outcomes = Counter(pool.map(join, range(20)))
    assert outcomes == {"seated": 1, "seat_taken": 19}


def test_one_identity_racing_for_every_seat_gets_one(services) -> None:
    """The check before the insert cannot see a racing request of the same identity: the partial
    unique index (one open seat per identity and table) refuses all but one."""
    table, _ = services.tables.create_table("MM-002", 5)
    me = guest_identity(services, "greedy")
    barrier = threading.Barrier(5)

    def join(seat: int) -> str:
        barrier.wait()
        try:
            services.tables.join(table.id, seat, me)
        except Conflict as error:
            return error.rule
        return "seated"

    with ThreadPoolExecutor(max_workers=5) as pool:
        outcomes = Counter(pool.map(join, range(5)))
    assert outcomes["seated"] == 1
    assert set(outcomes) <= {"seated", "player_seated", "seat_taken"}
    assert [s.player for s in services.tables.seats(table.id) if s is not None] == ["guest:greedy"]


def test_a_player_identity_persists_across_tables(services) -> None:
    tables = services.tables
    first, _ = tables.create_table("MM-001", 2)
    second, _ = tables.create_table("TAVERN", 3)
    kalle = guest_identity(services, "kalle")
    tables.join(first.id, 0, kalle)
    tables.join(second.id, 2, kalle)
    with services.engine.connect() as conn:
        players = conn.execute(text("SELECT handle FROM maumau_players")).all()
        seats = conn.execute(text("SELECT DISTINCT player_id FROM maumau_seats")).all()
    assert [p[0] for p in players] == ["guest:kalle"]
    assert len(seats) == 1


def test_start_needs_every_seat_and_the_host(services) -> None:
    tables = services.tables
    table, host = tables.create_table("MM-001", 3)
    token = tables.join(table.id, 0, guest_identity(services, "alone"))[1]
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


def test_match_records_who_sits_where_and_their_account_ids(services) -> None:
    tables = services.tables
    table, host = tables.create_table("MM-001", 3)
    anna, _ = account_identity(services, "Anna")
    tables.join(table.id, 0, anna)
    tables.join(table.id, 1, guest_identity(services, "bert"))
    tables.add_bot(table.id, 2, "Heuristic", host)
    result = tables.start_match(table.id, host)
    assert result.state.players == ("Anna", "guest:bert", "bot:heuristic")
    started = next(r.event for r in services.games.load(table.id) if type(r.event).__name__ == "MatchStarted")
    assert started.player_ids == (str(anna.player_id), None, None)  # results: accounts only


def test_leaving_revokes_the_token_here_at_once_and_elsewhere_after_the_cache_ttl(
    services,
) -> None:
    table, _, tokens = seated(services)
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


# ---------------------------------------------------------------- seats belong to identities


def _running(services, seats: int = 2, bots: tuple[int, ...] = ()):
    """A started match: (table, host token, identities per seat (None for bots), seat tokens)."""
    tables = services.tables
    table, host = tables.create_table("MM-002" if seats > 2 else "MM-001", seats)
    people: list[Identity | None] = []
    tokens: list[str | None] = []
    for seat in range(seats):
        if seat in bots:
            tables.add_bot(table.id, seat, "random", host)
            people.append(None)
            tokens.append(None)
            continue
        who = guest_identity(services, f"own{table.id.hex[:6]}{seat}")
        people.append(who)
        tokens.append(tables.join(table.id, seat, who)[1])
    tables.start_match(table.id, host)
    return table, host, people, tokens


def _seat_rows(services, table_id: uuid.UUID) -> list[tuple[object, ...]]:
    """Every occupancy of the table (open and closed), as the database holds it."""
    from sqlalchemy import select

    from infrastructure.adapters.db import SeatRow

    columns = (SeatRow.id, SeatRow.seat, SeatRow.kind, SeatRow.player_id, SeatRow.token_hash, SeatRow.left_at)
    with services.engine.connect() as conn:
        return [
            tuple(r) for r in conn.execute(select(*columns).where(SeatRow.table_id == table_id).order_by(SeatRow.id))
        ]


def test_mid_match_a_left_seat_is_its_owners_alone(services) -> None:
    tables = services.tables
    table, _host, people, tokens = _running(services)
    tables.leave(table.id, 0, tokens[0])
    version = services.store.current_version(table.id)
    mallory = guest_identity(services, "mallory")
    with pytest.raises(Forbidden) as caught:
        tables.join(table.id, 0, mallory)
    assert caught.value.rule == "seat_owner"
    with pytest.raises(Conflict) as second:
        tables.join(table.id, 0, people[1])  # the other player may not hold a second seat either
    assert second.value.rule == "player_seated"
    vacated = tables.seats(table.id)[0]
    assert vacated is None or vacated.kind == "bot"  # empty, or a substitute (the table's on_leave)
    _info, fresh = tables.join(table.id, 0, people[0])  # the owner reconnects: same seat, new token
    assert fresh != tokens[0]
    assert tables.authorize_seat(table.id, fresh).seat == 0
    with pytest.raises(Unauthorized):
        tables.authorize_seat(table.id, tokens[0])
    seats = tables.seats(table.id)
    assert seats[0] is not None
    assert seats[0].player == people[0].handle
    assert services.store.current_version(table.id) >= version


def test_taking_the_seat_one_holds_again_rotates_its_token(services) -> None:
    tables = services.tables
    table, _ = tables.create_table("MM-001", 2)
    me = guest_identity(services, "forgetful")
    first = tables.join(table.id, 1, me)[1]
    second = tables.join(table.id, 1, me)[1]
    assert first != second
    with pytest.raises(Unauthorized):
        tables.authorize_seat(table.id, first)
    assert tables.authorize_seat(table.id, second).seat == 1
    with pytest.raises(Conflict) as caught:
        tables.join(table.id, 0, me)
    assert caught.value.rule == "player_seated"


def test_bots_that_started_a_match_stay_and_substitutes_give_the_seat_back(services) -> None:
    tables = services.tables
    table, host, people, tokens = _running(services, 3, bots=(2,))
    with pytest.raises(Conflict) as caught:
        tables.leave(table.id, 2, host)
    assert caught.value.rule == "match_running"
    with pytest.raises(Conflict):
        tables.add_bot(table.id, 2, "random", host)
    tables._seat_left_mid_match = lambda table, seat: None
    tables.leave(table.id, 0, tokens[0])
    with pytest.raises(Conflict) as caught:
        tables.add_bot(table.id, 0, "random", host)  # the host cannot seat a bot in someone's seat
    assert caught.value.rule == "match_running"
    tables.seat_substitute(table.id, 0, "heuristic")
    with pytest.raises(Forbidden):
        tables.join(table.id, 0, guest_identity(services, "usurper"))
    seats = tables.seats(table.id)
    assert seats[0] is not None
    assert seats[0].bot == "heuristic"
    tables.join(table.id, 0, people[0])  # the owner is back: the substitute leaves
    seats = tables.seats(table.id)
    assert seats[0] is not None
    assert seats[0].player == people[0].handle
    # A substitute may be removed by the host; the seat then waits for its owner.
    tables.leave(table.id, 0, tables.join(table.id, 0, people[0])[1])
    tables.seat_substitute(table.id, 0, "random")
    tables.leave(table.id, 0, host)
    assert tables.seats(table.id)[0] is None


def test_the_hooks_are_called_where_the_lobby_and_the_clock_need_them(services) -> None:
    tables = services.tables
    left: list[int] = []
    invites: list[str | None] = []
    tables._seat_left_mid_match = lambda table, seat: left.append(seat)
    tables._check_invite = lambda table, invite, *_: invites.append(invite)
    table, host = tables.create_table("MM-001", 2)
    a, b = guest_identity(services, "hook-a"), guest_identity(services, "hook-b")
    token = tables.join(table.id, 0, a, invite="code")[1]
    tables.leave(table.id, 0, token)  # before the match: no hook
    tables.join(table.id, 0, a)
    token_b = tables.join(table.id, 1, b)[1]
    tables.start_match(table.id, host)
    tables.leave(table.id, 1, token_b)
    assert left == [1]
    assert invites == ["code", None, None]

    def refuse(table: object, invite: str | None, *_: object) -> None:
        raise Forbidden("invite", "no")

    tables._check_invite = refuse
    rows = _seat_rows(services, table.id)
    with pytest.raises(Forbidden):
        tables.join(table.id, 1, b)
    assert _seat_rows(services, table.id) == rows


def test_guests_stay_off_rated_tables_and_rated_tables_have_an_account_host(services) -> None:
    tables = services.tables
    with pytest.raises(Forbidden) as caught:
        tables.create_table("MM-001", 2, settings={"rated": True})
    assert caught.value.rule == "rated_table"
    guest = guest_identity(services, "wanderer")
    with pytest.raises(Forbidden):
        tables.create_table("MM-001", 2, settings={"rated": True}, host=guest)
    owner, session = account_identity(services, "RatedHost")
    table, _host = tables.create_table("MM-001", 2, settings={"rated": True}, host=owner)
    assert tables.table(table.id).host_player_id == owner.player_id
    with pytest.raises(Forbidden) as caught:
        tables.join(table.id, 0, guest)
    assert caught.value.rule == "rated_table"
    assert tables.seats(table.id) == [None, None]
    assert tables.authorize_host(table.id, session) == tables.table(table.id)  # its own credential
    with pytest.raises(Forbidden):
        tables.authorize_host(table.id, tables.join(table.id, 0, owner)[1])


def test_an_identitys_credential_works_at_its_seat_and_only_there(services) -> None:
    tables = services.tables
    me, session = account_identity(services, "SeatUser")
    table, _ = tables.create_table("MM-001", 2)
    other, _ = tables.create_table("MM-001", 2)
    with pytest.raises(Forbidden):
        tables.authorize_seat(table.id, session)  # no seat yet
    tables.join(table.id, 1, me)
    assert tables.authorize_seat(table.id, session).seat == 1
    assert tables.authorize_seat_now(table.id, session, seat=1).seat == 1
    with pytest.raises(Forbidden):
        tables.authorize_seat(other.id, session)
    with pytest.raises(NotFound):
        tables.authorize_seat(uuid.uuid4(), session)
    tables.accounts.sign_out(me)
    with pytest.raises(Unauthorized):
        tables.authorize_seat(table.id, session)
    with pytest.raises(Unauthorized):
        tables.authorize_seat_now(table.id, session)


def test_a_stream_bound_to_a_seat_refuses_the_identitys_next_seat(services) -> None:
    tables = services.tables
    me, session = account_identity(services, "Mover")
    table, _ = tables.create_table("MM-001", 2)
    token = tables.join(table.id, 0, me)[1]
    assert tables.authorize_seat_now(table.id, session, seat=0).seat == 0
    tables.leave(table.id, 0, token)
    tables.join(table.id, 1, me)
    with pytest.raises(Forbidden):
        tables.authorize_seat_now(table.id, session, seat=0)


def test_a_disabled_identitys_seat_tokens_stop(services) -> None:
    tables, accounts = services.tables, services.tables.accounts
    accounts.create_admin("Boss", "correct horse battery")
    _info, issued = accounts.sign_in("Boss", "correct horse battery")
    boss = accounts.resolve(issued.token)
    assert boss is not None
    me, session = account_identity(services, "Troublemaker")
    table, _ = tables.create_table("MM-001", 2)
    token = tables.join(table.id, 0, me)[1]
    accounts.set_disabled(boss, me.player_id, True)
    with pytest.raises(Unauthorized):
        tables.authorize_seat_now(table.id, token)
    with pytest.raises(Unauthorized):
        tables.authorize_seat(table.id, session)
    uncached = TableService(services.engine, services.games, auth_cache_seconds=0)
    with pytest.raises(Unauthorized):
        uncached.authorize_seat(table.id, token)
