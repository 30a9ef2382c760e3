"""A player who withdrew mid-match may not take back the seat their substitute plays (both backends).

The lobby lets a match's starter take their seat back after leaving (reconnecting); at a
tournament table that is refused once the entrant withdrew: the tournament's claim guard
(``TableService.guard_claims``) answers 403 ``withdrawn`` and the substitute keeps the seat."""

from __future__ import annotations

import uuid

import pytest

from infrastructure.services.bootstrap import Services
from infrastructure.services.errors import Forbidden
from tests.tournament_service.helpers import Director, account, running, wait_for


def test_a_withdrawn_entrant_cannot_take_back_the_substitutes_seat(services: Services, org: Director) -> None:
    tid = org.create(rounds=1, boards=3, table_size=4)
    alice = account(services, "alice")
    services.tournaments.register(alice, tid)
    org.bots(tid, 3)
    with running(services, bot_delay_ms=50):
        services.tournaments.start(org.identity, tid)
        seated = services.tournaments.seat_round(org.identity, tid).state.rounds[0]
        table_id = uuid.UUID(seated.tables[0].table_id)
        wait_for(lambda: services.games.state(table_id).version > 0, what="the table to start")
        seat = seated.tables[0].entrants.index("e1")
        services.tournaments.withdraw(alice, tid, "e1", {"reason": "called away"})
        wait_for(lambda: (s := services.tables.seats(table_id)[seat]) is not None and s.kind == "bot", what="the bot")
        with pytest.raises(Forbidden) as refused:
            services.tables.join(table_id, seat, alice)
        assert refused.value.rule == "withdrawn"
        occupant = services.tables.seats(table_id)[seat]
        assert occupant is not None
        assert occupant.kind == "bot", "the substitute keeps the seat"
