"""A committed batch wakes the durable reactions only for an event one of them must handle now
(a timer to set, a tournament table's result); cancels wait for the next round (every perform
decides again on the state), so a round's end at a plain table costs the worker nothing."""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any

from domain.maumau.events import CallMissed, ChallengeWindowClosed, RoundStarted, TurnClockStarted, TurnClockStopped
from infrastructure.services.auto_deal import AutoDeal
from infrastructure.services.errors import NotFound
from infrastructure.services.follower_loop import wake_on
from infrastructure.services.log_follower import Interest
from infrastructure.services.tournament_reactions import TournamentResults
from infrastructure.services.turn_clock import TurnClockReaction
from infrastructure.services.window_clock import WindowClock


def _round_won() -> Any:
    from domain.maumau.events import RoundWon

    return RoundWon.__new__(RoundWon)  # only its type matters to the hooks


@dataclass
class _Tables:
    auto: set[uuid.UUID]

    def table(self, table_id: uuid.UUID) -> Any:
        if table_id not in self.auto and table_id.int % 2:
            raise NotFound("table", "no such table")
        seconds = 5 if table_id in self.auto else None
        return SimpleNamespace(settings=SimpleNamespace(auto_deal_seconds=seconds))


def test_auto_deal_is_urgent_for_a_round_won_at_a_table_that_deals_by_itself_only() -> None:
    dealing, plain = uuid.UUID(int=2), uuid.UUID(int=4)
    reaction = AutoDeal(_Tables({dealing}))  # type: ignore[arg-type]
    assert reaction.urgent(dealing, _round_won())
    assert not reaction.urgent(plain, _round_won())
    assert not reaction.urgent(uuid.UUID(int=3), _round_won())  # no table: nobody to deal for
    assert not reaction.urgent(dealing, RoundStarted.__new__(RoundStarted))  # a cancel waits


def test_the_clocks_are_urgent_for_a_timer_only() -> None:
    stream = uuid.uuid4()
    assert TurnClockReaction().urgent(stream, TurnClockStarted(0, 1, 2, 0))
    assert not TurnClockReaction().urgent(stream, TurnClockStopped.__new__(TurnClockStopped))
    assert not TurnClockReaction().urgent(stream, _round_won())
    assert WindowClock().urgent(stream, CallMissed(0, "maumau", 123))
    assert not WindowClock().urgent(stream, CallMissed(0, "maumau", None))
    assert not WindowClock().urgent(stream, ChallengeWindowClosed.__new__(ChallengeWindowClosed))


def test_tournament_results_wait_only_for_a_table_known_to_be_no_tournaments() -> None:
    known: dict[uuid.UUID, Any] = {uuid.UUID(int=1): False, uuid.UUID(int=2): object()}
    reaction = TournamentResults(SimpleNamespace(known_table_ref=lambda t: known.get(t, True)))  # type: ignore[arg-type]
    assert not reaction.urgent(uuid.UUID(int=1), _round_won())
    assert reaction.urgent(uuid.UUID(int=2), _round_won())
    assert reaction.urgent(uuid.UUID(int=3), _round_won())  # not looked up yet: wake, it finds out


def test_wake_on_asks_urgency_per_event_of_its_interest() -> None:
    woken: list[bool] = []
    asked: list[object] = []

    def urgent(_stream: object, event: object) -> bool:
        asked.append(event)
        return isinstance(event, CallMissed)

    on_batch = wake_on(Interest.of([CallMissed.TOPIC, TurnClockStopped.TOPIC]), lambda: woken.append(True), urgent)
    batch = SimpleNamespace(
        table_id=uuid.uuid4(), events=[SimpleNamespace(event=TurnClockStopped.__new__(TurnClockStopped))]
    )
    on_batch(batch)
    assert woken == []
    assert len(asked) == 1
    batch.events.append(SimpleNamespace(event=CallMissed(0, "maumau", 5)))
    on_batch(batch)
    assert woken == [True]
