"""The tournament service's commands (both backends): who may do what, the ruleset snapshot, the
secret seed, idempotency, and bad input refused naming the rule with the stream unchanged."""

from __future__ import annotations

import uuid

import pytest

from domain.shuffle import verify_commitment
from infrastructure.services.bootstrap import Services
from infrastructure.services.errors import Forbidden, InvalidInput, NotFound, ServiceError, Unauthorized
from tests.tournament_service.helpers import Director, account, director, guest


def _refused(error: type[ServiceError], rule: str, call: object, *args: object, **kwargs: object) -> None:
    with pytest.raises(error) as raised:
        call(*args, **kwargs)  # type: ignore[operator]
    assert raised.value.rule == rule, raised.value


def test_only_an_organiser_or_an_admin_creates(services: Services, org: Director) -> None:
    body = {"name": "Cup", "format": "series", "rounds": 2, "boards": 2}
    _refused(Unauthorized, "token", services.tournaments.create, None, body)
    _refused(Forbidden, "organiser", services.tournaments.create, guest(services, "g"), body)
    _refused(Forbidden, "organiser", services.tournaments.create, account(services, "plain"), body)
    admin = account(services, "boss", "admin")
    assert services.tournaments.create(admin, body).events
    tid = org.create(boards=3)
    state = services.tournaments.state(tid)
    assert state.organiser_id == str(org.identity.player_id)
    assert state.config is not None
    rules = state.config.ruleset
    assert (rules["max_rounds"], rules["win_target"], rules["points_limit"]) == (3, None, None)
    assert state.config.ruleset_id == "MM-001"


def test_the_seed_is_committed_and_secret_until_the_end(services: Services, org: Director) -> None:
    tid = org.create()
    state = services.tournaments.state(tid)
    assert verify_commitment(bytes.fromhex(state.seed), state.commitment)
    summary = services.tournaments.summary(tid)
    assert summary["commitment"] == state.commitment
    assert summary["seed"] is None
    assert state.seed not in repr(summary)
    assert state.seed not in repr(services.tournaments.history(tid))


def test_unknown_ruleset_and_bad_fields_are_refused_naming_them(services: Services, org: Director) -> None:
    base = {"name": "Cup", "format": "series", "rounds": 2, "boards": 2}
    _refused(NotFound, "ruleset", services.tournaments.create, org.identity, {**base, "ruleset": "NOPE-1"})
    _refused(InvalidInput, "rounds", services.tournaments.create, org.identity, {**base, "rounds": "2"})
    _refused(InvalidInput, "colour", services.tournaments.create, org.identity, {**base, "colour": "red"})
    _refused(InvalidInput, "rounds", services.tournaments.create, org.identity, {**base, "rounds": 0})
    _refused(InvalidInput, "format", services.tournaments.create, org.identity, {**base, "format": "swiss"})
    _refused(InvalidInput, "scoring", services.tournaments.create, org.identity, {**base, "scoring": "matchpoints"})
    assert services.store.max_notification_id() == 0  # nothing was written


def test_players_register_themselves_once(services: Services, org: Director) -> None:
    tid = org.create()
    alice = account(services, "alice")
    bob = guest(services, "bob")
    services.tournaments.register(alice, tid)
    services.tournaments.register(bob, tid, {})
    before = org.version(tid)
    _refused(InvalidInput, "already_registered", services.tournaments.register, alice, tid)
    _refused(Forbidden, "director", services.tournaments.register, alice, tid, {"bot": "random"})
    _refused(Forbidden, "director", services.tournaments.register, alice, tid, {"fixed_table": 1})
    assert org.version(tid) == before
    entrants = services.tournaments.summary(tid)["entrants"]
    assert [(e["name"], e["kind"]) for e in entrants] == [("alice", "account"), ("guest:bob", "guest")]


def test_the_organiser_registers_players_by_handle_or_id_and_bots(services: Services, org: Director) -> None:
    tid = org.create()
    carol = account(services, "carol")
    dave = account(services, "dave")
    services.tournaments.register(org.identity, tid, {"player": "Carol"})
    services.tournaments.register(org.identity, tid, {"player": str(dave.player_id), "fixed_table": 1})
    services.tournaments.register(org.identity, tid, {"bot": "random"})
    before = org.version(tid)
    _refused(InvalidInput, "already_registered", services.tournaments.register, org.identity, tid, {"player": "carol"})
    _refused(NotFound, "player", services.tournaments.register, org.identity, tid, {"player": "nobody"})
    _refused(InvalidInput, "bot", services.tournaments.register, org.identity, tid, {"bot": "genius"})
    assert org.version(tid) == before
    state = services.tournaments.state(tid)
    assert [e.player_id for e in state.entrants[:2]] == [str(carol.player_id), str(dave.player_id)]
    assert state.entrants[1].fixed_table == 1
    assert (state.entrants[2].kind, state.entrants[2].bot) == ("bot", "random")


def test_an_idempotency_key_registers_once(services: Services, org: Director) -> None:
    tid = org.create()
    first = services.tournaments.register(org.identity, tid, {"bot": "random"}, key="k1")
    again = services.tournaments.register(org.identity, tid, {"bot": "random"}, key="k1")
    assert again.replayed
    assert again.version == first.version
    assert len(services.tournaments.state(tid).entrants) == 1
    register = services.tournaments.register
    _refused(InvalidInput, "idempotency_key", register, org.identity, tid, {"bot": "heuristic"}, key="k1")


def test_creating_with_a_key_twice_is_one_tournament(services: Services, org: Director) -> None:
    body = {"name": "Cup", "format": "series", "rounds": 2, "boards": 2}
    first = services.tournaments.create(org.identity, body, key="create-1")
    again = services.tournaments.create(org.identity, body, key="create-1")
    assert (again.table_id, again.replayed) == (first.table_id, True)


def test_director_actions_need_the_organiser_or_an_admin(services: Services, org: Director) -> None:
    tid = org.create()
    org.bots(tid, 4)
    other = director(services)
    player = account(services, "erin")
    for who in (player, other.identity, guest(services, "gus")):
        _refused(Forbidden, "director", services.tournaments.start, who, tid)
        _refused(Forbidden, "director", services.tournaments.seat_round, who, tid)
        _refused(Forbidden, "director", services.tournaments.withdraw, who, tid, "e1", {"reason": "no"})
        body = {"entrant_id": "e1", "score": 1, "reason": "x"}
        _refused(Forbidden, "director", services.tournaments.adjust, who, tid, body)
    assert org.version(tid) == 5
    admin = account(services, "root", "admin")
    assert services.tournaments.start(admin, tid).events


def test_too_few_players_unknown_tournament_and_seating_before_the_start(services: Services, org: Director) -> None:
    tid = org.create()
    org.bots(tid, 2)
    before = org.version(tid)
    _refused(InvalidInput, "too_few_players", services.tournaments.start, org.identity, tid)
    _refused(InvalidInput, "not_started", services.tournaments.seat_round, org.identity, tid)
    assert org.version(tid) == before
    _refused(NotFound, "tournament", services.tournaments.start, org.identity, uuid.uuid4())
    _refused(NotFound, "tournament", services.tournaments.summary, uuid.uuid4())
    duplicate = org.create(format="duplicate", table_size=3)
    org.bots(duplicate, 5)
    _refused(InvalidInput, "too_few_players", services.tournaments.start, org.identity, duplicate)


def test_withdrawal_by_the_entrant_or_the_director_with_a_reason(services: Services, org: Director) -> None:
    tid = org.create()
    alice = account(services, "alice2")
    services.tournaments.register(alice, tid)
    org.bots(tid, 1)
    _refused(InvalidInput, "reason", services.tournaments.withdraw, org.identity, tid, "e2", {})
    services.tournaments.withdraw(org.identity, tid, "e2", {"reason": "the bot misbehaved"})
    services.tournaments.withdraw(alice, tid, "e1")
    state = services.tournaments.state(tid)
    assert state.withdrawn == frozenset({"e1", "e2"})
    _refused(InvalidInput, "already_withdrawn", services.tournaments.withdraw, alice, tid, "e1")


def test_seating_while_a_round_is_open_is_refused(services: Services, org: Director) -> None:
    tid = org.create()
    org.bots(tid, 4)
    services.tournaments.start(org.identity, tid)
    services.tournaments.seat_round(org.identity, tid)  # no reaction runs here: the round stays open
    before = org.version(tid)
    _refused(InvalidInput, "round_open", services.tournaments.seat_round, org.identity, tid)
    _refused(InvalidInput, "registration_closed", services.tournaments.register, guest(services, "late"), tid)
    assert org.version(tid) == before


def test_a_series_scores_as_its_ruleset_unless_told_otherwise(services: Services, org: Director) -> None:
    """TAVERN counts wins, MM-001 penalty points: a series without ``scoring`` follows its ruleset;
    a duplicate event scores matchpoints; an explicit ``scoring`` wins."""
    scoring = {
        "TAVERN series": org.create(ruleset="TAVERN"),
        "MM-001 series": org.create(ruleset="MM-001"),
        "TAVERN duplicate": org.create(ruleset="TAVERN", format="duplicate"),
        "TAVERN, told penalty points": org.create(ruleset="TAVERN", scoring="penalty_points"),
    }
    found = {name: services.tournaments.state(tid).config.scoring for name, tid in scoring.items()}  # type: ignore[union-attr]
    assert found == {
        "TAVERN series": "wins",
        "MM-001 series": "penalty_points",
        "TAVERN duplicate": "matchpoints",
        "TAVERN, told penalty points": "penalty_points",
    }
