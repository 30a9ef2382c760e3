"""The analytics read model decides from a round's typed end (``RoundWon.outcome``), not from text.

A round won by going out has a deciding card (the winner's last card played); a blocked round
has none.  The bot matches only ever end rounds by going out, so one of them is stored with its
first round marked blocked (the read side folds what the log says; it does not judge the rules).
"""

from __future__ import annotations

import dataclasses
import uuid

from sqlalchemy import select

from domain.cards import card_name
from domain.maumau import events as ev
from domain.outcome import Termination
from projections.runner import Runner
from tests.projections.conftest import ReadSide
from tests.projections.helpers import append_interleaved, view_tables


def _expected_rounds(events: list[ev.Event]) -> dict[int, tuple[str, str | None]]:
    """``{round_no: (how it ended, deciding card)}`` from the events: the deciding card is the
    winner's last card when he went out, none otherwise."""
    out: dict[int, tuple[str, str | None]] = {}
    last_card: dict[int, int] = {}
    for event in events:
        if isinstance(event, ev.RoundStarted):
            last_card.clear()
        elif isinstance(event, ev.CardPlayed):
            last_card[event.seat] = event.cards[-1]
        elif isinstance(event, ev.RoundWon):
            went_out = event.outcome.termination == Termination.OUT
            out[event.round_no] = (event.reason.value, card_name(last_card[event.seat]) if went_out else None)
    return out


def test_deciding_card_follows_the_rounds_termination(
    read_side: ReadSide, matches: list[tuple[uuid.UUID, list[ev.Event]]]
) -> None:
    _, events = matches[0]
    first_won = next(i for i, e in enumerate(events) if isinstance(e, ev.RoundWon))
    won = events[first_won]
    assert isinstance(won, ev.RoundWon)
    blocked = [*events[:first_won], dataclasses.replace(won, reason=Termination.BLOCKED), *events[first_won + 1 :]]
    chosen = [(uuid.uuid4(), blocked), *matches[1:4]]
    append_interleaved(read_side.store, chosen)
    Runner(read_side.engine, read_side.store).run_until_caught_up()

    rounds = view_tables()["analytics_rounds"]
    with read_side.engine.connect() as conn:
        rows = conn.execute(select(rounds.c.match_id, rounds.c.round_no, rounds.c.reason, rounds.c.deciding_card))
        stored = {(r.match_id, r.round_no): (r.reason, r.deciding_card) for r in rows}
    expected = {
        (match_id, round_no): ended
        for match_id, match_events in chosen
        for round_no, ended in _expected_rounds(match_events).items()
    }
    assert stored == expected
    assert stored[(chosen[0][0], won.round_no)] == ("blocked", None)  # the blocked round: no deciding card
    assert sum(card is not None for _, card in stored.values()) >= 3  # rounds won by going out
