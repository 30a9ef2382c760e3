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

:func:`referee_view` answers "what exactly did seat X see at version V" from a match's history as
the replays load it (:func:`infrastructure.services.replay.load_history`): the replay's fold to V
(:meth:`~infrastructure.services.replay.MatchHistory.state_at`) seen through the seat's eyes
(:func:`infrastructure.services.replay.seat_view`) — allowed only once the round at V is over, so it cannot
be used to peek at a running round.
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import JSON, BigInteger, Boolean, Column, Index, Integer, MetaData, String, Table, Text, Uuid, select
from sqlalchemy.engine import Connection

from domain.cards import card_name
from domain.maumau import events as ev
from domain.maumau.codec import TOPIC_PREFIX
from domain.maumau.view import PlayerView
from infrastructure.services.replay import MatchHistory, seat_view
from projections.base import select_by_keys, upsert_rows
from projections.context import FoldCache, Item
from projections.queries import plain_row
from projections.read_model import ReadModel
from projections.schema import ReadTables, ts


def _define(md: MetaData, sfx: str) -> None:
    """The ``mau_moments`` and ``mau_challenges`` tables of one generation."""
    Table(
        f"mau_moments{sfx}",
        md,
        Column("match_id", Uuid, primary_key=True),
        Column("play_version", Integer, primary_key=True, comment="version of the play that made a call due"),
        Column("round_no", Integer, nullable=False),
        Column("seat", Integer, nullable=False),
        Column("player", String(200), nullable=False),
        Column("call_due", String(10), nullable=False, comment="'mau' or 'maumau'"),
        Column("cards", JSON, nullable=False, comment="the card(s) played"),
        ts("played_at", False),
        Column("call_made", Boolean, nullable=False),
        Column("call_auto", Boolean, nullable=False, comment="the service called it (calls: auto)"),
        Column("missed_version", Integer, nullable=True, comment="version of CallMissed"),
        Column("window_deadline_ms", BigInteger, nullable=True, comment="challenge deadline, ms since epoch"),
        Column("challenged_by", Integer, nullable=True, comment="seat whose challenge was accepted"),
        Column("challenged_by_player", String(200), nullable=True),
        ts("challenged_at"),
        Column("challenge_version", Integer, nullable=True),
        Column("penalty_cards", Integer, nullable=True),
        Column("refused_challenges", Integer, nullable=False),
        Column("window_closed_version", Integer, nullable=True),
        ts("window_closed_at"),
        Column("window_close_reason", Text, nullable=True),
        Column(
            "outcome",
            String(40),
            nullable=False,
            comment="called, called_auto, open, penalised, not_challenged, not_challengeable",
        ),
    )
    t = Table(
        f"mau_challenges{sfx}",
        md,
        Column("match_id", Uuid, primary_key=True),
        Column("version", Integer, primary_key=True, comment="version of PenaltyApplied / ChallengeRefused"),
        Column("round_no", Integer, nullable=False),
        ts("challenged_at", False),
        Column("at_ms", BigInteger, nullable=True, comment="the command's own time, ms since epoch"),
        Column("by_seat", Integer, nullable=False),
        Column("by_player", String(200), nullable=False),
        Column("target_seat", Integer, nullable=False),
        Column("target_player", String(200), nullable=False),
        Column("accepted", Boolean, nullable=False),
        Column("reason", Text, nullable=False),
        Column("penalty_cards", Integer, nullable=True),
        Column("moment_version", Integer, nullable=True, comment="play_version of the moment challenged"),
    )
    Index(f"ix_{t.name}_moment", t.c.match_id, t.c.moment_version)


TABLES = ReadTables(_define)


@dataclass(slots=True)
class Batch:
    """Moment operations in log order, and new challenge rows."""

    ops: list[tuple[Any, ...]] = field(default_factory=list)
    challenges: list[dict[str, Any]] = field(default_factory=list)


def _handle(item: Item, batch: Batch) -> None:
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
        batch.ops.append(
            (
                "new",
                {
                    "match_id": n.stream_id,
                    "play_version": play.version,
                    "round_no": item.round_no,
                    "seat": event.seat,
                    "player": info.player(event.seat),
                    "call_due": event.call,
                    "cards": [card_name(c) for c in play.cards],
                    "played_at": play.at,
                    "call_made": not missed,
                    "call_auto": auto,
                    "missed_version": n.version if missed else None,
                    "window_deadline_ms": event.deadline if missed else None,
                    "challenged_by": None,
                    "challenged_by_player": None,
                    "challenged_at": None,
                    "challenge_version": None,
                    "penalty_cards": None,
                    "refused_challenges": 0,
                    "window_closed_version": None,
                    "window_closed_at": None,
                    "window_close_reason": None,
                    "outcome": "open" if missed else ("called_auto" if auto else "called"),
                },
            )
        )
    elif kind is ev.ChallengeWindowClosed and item.moment is not None:
        if event.reason == "challenged":
            outcome = "penalised"
        elif "not challengeable" in event.reason:
            outcome = "not_challengeable"
        else:
            outcome = "not_challenged"
        batch.ops.append(
            (
                "set",
                (n.stream_id, item.moment),
                {
                    "window_closed_version": n.version,
                    "window_closed_at": n.recorded_at,
                    "window_close_reason": event.reason,
                    "outcome": outcome,
                },
            )
        )
    elif kind is ev.PenaltyApplied and event.by is not None:
        batch.challenges.append(_challenge(item, event.by, event.seat, True, event.reason, event.at, event.count))
        if item.moment is not None:
            batch.ops.append(
                (
                    "set",
                    (n.stream_id, item.moment),
                    {
                        "challenged_by": event.by,
                        "challenged_by_player": info.player(event.by),
                        "challenged_at": n.recorded_at,
                        "challenge_version": n.version,
                        "penalty_cards": event.count,
                    },
                )
            )
    elif kind is ev.ChallengeRefused:
        batch.challenges.append(_challenge(item, event.by, event.target, False, event.reason, event.at, None))
        if item.moment is not None:
            batch.ops.append(("refused", (n.stream_id, item.moment)))


def _challenge(
    item: Item, by: int, target: int, accepted: bool, reason: str, at: int | None, penalty: int | None
) -> dict[str, Any]:
    n = item.n
    return {
        "match_id": n.stream_id,
        "version": n.version,
        "round_no": item.round_no,
        "challenged_at": n.recorded_at,
        "at_ms": at,
        "by_seat": by,
        "by_player": item.info.player(by),
        "target_seat": target,
        "target_player": item.info.player(target),
        "accepted": accepted,
        "reason": reason,
        "penalty_cards": penalty,
        "moment_version": item.moment,
    }


def _flush(batch: Batch, conn: Connection, tables: Mapping[str, Table]) -> None:
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


READ_MODEL: ReadModel[Item, Batch] = ReadModel(
    name="disputes", version=1, follows=(TOPIC_PREFIX,), context=FoldCache,
    tables=TABLES, batch=Batch, handle=_handle, flush=_flush,
    event_types=frozenset((ev.MauCalled, ev.CallMissed, ev.ChallengeWindowClosed, ev.PenaltyApplied,
                           ev.ChallengeRefused)),
)  # fmt: skip
"""Folds calls, missed calls, challenges and window closings into the dispute tables."""


# ---------------------------------------------------------------- queries


def disputes(conn: Connection, match_id: uuid.UUID, round_no: int | None = None) -> dict[str, Any]:
    """Every call moment of a match with the challenges about it, plus challenges about no moment."""
    mo, ch = TABLES.view("mau_moments"), TABLES.view("mau_challenges")
    ms = select(mo).where(mo.c.match_id == match_id)
    cs = select(ch).where(ch.c.match_id == match_id)
    if round_no is not None:
        ms = ms.where(mo.c.round_no == round_no)
        cs = cs.where(ch.c.round_no == round_no)
    moments = [plain_row(r) for r in conn.execute(ms.order_by(mo.c.play_version)).mappings()]
    challenges = [plain_row(r) for r in conn.execute(cs.order_by(ch.c.version)).mappings()]
    by_moment: dict[int, list[dict[str, Any]]] = {}
    loose = []
    for c in challenges:
        if c["moment_version"] is None:
            loose.append(c)
        else:
            by_moment.setdefault(c["moment_version"], []).append(c)
    for m in moments:
        m["challenges"] = by_moment.pop(m["play_version"], [])
    for rest in by_moment.values():
        loose.extend(rest)
    return {"moments": moments, "other_challenges": sorted(loose, key=lambda c: c["version"])}


class RoundStillRunning(Exception):
    """The referee view of a running round would show a hand that is still secret."""


class RoundSealed(Exception):
    """The referee view of a sealed round not revealed yet (a duplicate tournament table whose deal
    other tables play) would show a hand that is still secret."""


def referee_view(history: MatchHistory, seat: int, version: int) -> PlayerView:
    """The table exactly as ``seat`` saw it at stream ``version``: the replay's fold of the first
    ``version`` events (:meth:`MatchHistory.state_at`) through the seat's eyes
    (:func:`infrastructure.services.replay.seat_view`, as a replay of that version shows it).

    Raises ``LookupError`` for an unknown match or a version beyond the stream, ``ValueError``
    for a seat not at the table, :class:`RoundStillRunning` when the round at ``version`` has
    not ended yet (its hands are still secret to everyone else) and :class:`RoundSealed` when it
    belongs to a sealed match and is not revealed yet.
    """
    if not history.records:
        raise LookupError(f"no match {history.table_id}")
    if not 1 <= version <= history.version:
        raise LookupError(f"match {history.table_id} has versions 1..{history.version}, not {version}")
    state = history.state_at(version)
    span = history.spans.get(state.round_no)
    if state.phase == "playing" and (span is None or not span.over):
        raise RoundStillRunning(f"round {state.round_no} of match {history.table_id} is still running")
    if span is not None and span.sealed:  # between rounds or after the match too: the hands are the round's
        raise RoundSealed(
            f"round {state.round_no} of match {history.table_id} is sealed until its tournament reveals it"
        )
    return seat_view(state, seat, actionable=history.ends_batch(version))
