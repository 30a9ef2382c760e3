"""Read model "disputes": every moment a "Mau" / "Mau-Mau" call was due, and every challenge.

RULES.md §6 asks that a referee can settle any dispute afterwards: who played what at what time
and version, whether the call was made, who challenged and when, and the outcome.

* ``mau_moments``: one row per play that made a call due (the second-to-last or last card under
  ``calls: manual`` or ``auto``): the round, seat, player, card(s), play version and time; whether
  the call was made (or made by the service); for a missed call the challenge window (its
  deadline), the accepted challenge (by whom, when, at which version, the penalty), the number of
  refused challenges, and when, why and at which version the window closed; ``outcome`` is one of
  ``called``, ``called_auto``, ``open``, ``penalised``, ``not_challenged``, ``not_challengeable``.
* ``mau_challenges``: one row per challenge, accepted (``PenaltyApplied`` citing the challenger)
  or refused (``ChallengeRefused``, with the reason), linked to the moment it was about.

:func:`referee_view` answers "what exactly did seat X see at version V": it folds the stream to V
and applies :func:`domain.player_view` — allowed only once the round at V is over, so it cannot be
used to peek at a running round.
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import Table
from sqlalchemy.engine import Connection

from domain import events as ev
from domain.cards import card_name
from domain.evolve import fold
from domain.view import PlayerView, player_view
from infrastructure.event_store import EventStore
from projections.base import select_by_keys, upsert_rows
from projections.context import Item

NAME = "disputes"
VERSION = 1


@dataclass(slots=True)
class Batch:
    """Moment operations in log order, and new challenge rows."""

    ops: list[tuple[Any, ...]] = field(default_factory=list)
    challenges: list[dict[str, Any]] = field(default_factory=list)


class DisputeProjection:
    """Folds calls, missed calls, challenges and window closings into the dispute tables."""

    name = NAME
    version = VERSION
    event_types: frozenset[type] | None = frozenset(
        (ev.MauCalled, ev.CallMissed, ev.ChallengeWindowClosed, ev.PenaltyApplied, ev.ChallengeRefused))

    def new_batch(self) -> Batch:
        """An empty batch."""
        return Batch()

    def handle(self, item: Item, batch: Batch) -> None:
        """Record the moment or the change it makes to one."""
        event = item.event
        kind = type(event)
        n = item.n
        info = item.info
        if kind is ev.MauCalled or kind is ev.CallMissed:
            play = item.last_play
            if play is None:  # pragma: no cover - a call always follows a play
                return
            missed = kind is ev.CallMissed
            auto = not missed and event.auto
            batch.ops.append(("new", {
                "match_id": n.stream_id, "play_version": play.version, "round_no": item.round_no,
                "seat": event.seat, "player": info.player(event.seat), "call_due": event.call,
                "cards": [card_name(c) for c in play.cards], "played_at": play.at, "call_made": not missed,
                "call_auto": auto, "missed_version": n.version if missed else None,
                "window_deadline_ms": event.deadline if missed else None, "challenged_by": None,
                "challenged_by_player": None, "challenged_at": None, "challenge_version": None,
                "penalty_cards": None, "refused_challenges": 0, "window_closed_version": None,
                "window_closed_at": None, "window_close_reason": None,
                "outcome": "open" if missed else ("called_auto" if auto else "called"),
            }))
        elif kind is ev.ChallengeWindowClosed and item.moment is not None:
            if event.reason == "challenged":
                outcome = "penalised"
            elif "not challengeable" in event.reason:
                outcome = "not_challengeable"
            else:
                outcome = "not_challenged"
            batch.ops.append(("set", (n.stream_id, item.moment), {
                "window_closed_version": n.version, "window_closed_at": n.recorded_at,
                "window_close_reason": event.reason, "outcome": outcome}))
        elif kind is ev.PenaltyApplied and event.by is not None:
            batch.challenges.append(self._challenge(item, event.by, event.seat, True, event.reason, event.at,
                                                    event.count))
            if item.moment is not None:
                batch.ops.append(("set", (n.stream_id, item.moment), {
                    "challenged_by": event.by, "challenged_by_player": info.player(event.by),
                    "challenged_at": n.recorded_at, "challenge_version": n.version, "penalty_cards": event.count}))
        elif kind is ev.ChallengeRefused:
            batch.challenges.append(self._challenge(item, event.by, event.target, False, event.reason, event.at, None))
            if item.moment is not None:
                batch.ops.append(("refused", (n.stream_id, item.moment)))

    @staticmethod
    def _challenge(item: Item, by: int, target: int, accepted: bool, reason: str, at: int | None,
                   penalty: int | None) -> dict[str, Any]:
        n = item.n
        return {
            "match_id": n.stream_id, "version": n.version, "round_no": item.round_no, "challenged_at": n.recorded_at,
            "at_ms": at, "by_seat": by, "by_player": item.info.player(by), "target_seat": target,
            "target_player": item.info.player(target), "accepted": accepted, "reason": reason,
            "penalty_cards": penalty, "moment_version": item.moment,
        }

    def flush(self, batch: Batch, conn: Connection, tables: Mapping[str, Table]) -> None:
        """Apply the moment operations to the stored rows and write challenges."""
        moments = tables["mau_moments"]
        new_keys = {(row["match_id"], row["play_version"]) for op, row, *_ in batch.ops if op == "new"}
        old_keys = sorted({op[1] for op in batch.ops if op[0] != "new" and op[1] not in new_keys}, key=str)
        rows: dict[tuple[Any, int], dict[str, Any]] = {}
        for row in select_by_keys(conn, moments, old_keys):
            rows[(row["match_id"], row["play_version"])] = dict(row)
        for op in batch.ops:
            if op[0] == "new":
                rows[(op[1]["match_id"], op[1]["play_version"])] = op[1]
                continue
            row = rows.get(op[1])
            if row is None:  # pragma: no cover - the moment row always precedes its changes
                continue
            if op[0] == "set":
                row.update(op[2])
            else:
                row["refused_challenges"] += 1
        upsert_rows(conn, moments, [rows[k] for k in sorted(rows, key=str)])
        upsert_rows(conn, tables["mau_challenges"], batch.challenges)


PROJECTION = DisputeProjection()


class RoundStillRunning(Exception):
    """The referee view of a running round would show a hand that is still secret."""


def referee_view(store: EventStore[Any], match_id: uuid.UUID, seat: int, version: int) -> PlayerView:
    """The table exactly as ``seat`` saw it at stream ``version``: the fold of the first
    ``version`` events through :func:`domain.player_view`.

    Raises ``LookupError`` for an unknown match or a version beyond the stream, ``ValueError``
    for a seat not at the table, and :class:`RoundStillRunning` when the round at ``version`` has
    not ended yet (its hands are still secret to everyone else).
    """
    records = store.load(match_id)
    if not records:
        raise LookupError(f"no match {match_id}")
    if not 1 <= version <= len(records):
        raise LookupError(f"match {match_id} has versions 1..{len(records)}, not {version}")
    events = [r.event for r in records]
    state = fold(events[:version])
    if state.phase == "playing":
        ended = any(type(e) is ev.RoundWon and e.round_no == state.round_no for e in events[version:])
        if not ended:
            raise RoundStillRunning(f"round {state.round_no} of match {match_id} is still running")
    return player_view(state, seat)
