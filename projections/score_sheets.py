"""Read model "score_sheets": the paper score sheet of seed 004 §6, one per match.

``score_sheet_rounds`` has one row per (match, round, seat): the seat's result, the cards it
kept and their count, and the points and running totals under *both* scoring schemes — a win
point per round won ("first to 5"), and the penalty value of the cards left under the match's
card-value table ("fewest points wins") — plus the points and total under the scheme the match is
actually played by.  ``score_sheet_matches`` has one row per match with its players, status,
totals and result.  The API turns the rows into the familiar sheet: one line per round, one
column per player.

Only facts public at the end of a round are stored (the hands left are revealed by ``RoundWon``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import Table
from sqlalchemy.engine import Connection

from domain import events as ev
from domain.cards import card_name
from domain.scoring import hand_value
from projections.base import insert_rows, upsert_rows
from projections.context import Item

NAME = "score_sheets"
VERSION = 1


@dataclass(slots=True)
class Batch:
    """Match rows by id (latest state wins) and new round rows."""

    matches: dict[Any, dict[str, Any]] = field(default_factory=dict)
    rounds: list[dict[str, Any]] = field(default_factory=list)


def _match_row(item: Item) -> dict[str, Any]:
    """The match row as of this event (from the fold: totals and wins before the event)."""
    info = item.info
    return {
        "match_id": info.match_id, "ruleset": info.rules.name, "scoring": info.rules.scoring,
        "card_values": info.rules.card_values, "seats": info.seats, "players": list(info.players),
        "status": "running", "rounds_played": 0, "wins": list(item.wins), "penalty_totals": list(item.penalty_totals),
        "totals": list(item.totals), "winners": [], "winner_players": [], "result": "",
        "started_at": info.started_at, "finished_at": None,
    }


class ScoreSheetProjection:
    """Folds ``MatchStarted``, ``RoundWon`` and ``MatchFinished`` into the score sheet tables."""

    name = NAME
    version = VERSION
    event_types: frozenset[type] | None = frozenset((ev.MatchStarted, ev.RoundWon, ev.MatchFinished))

    def new_batch(self) -> Batch:
        """An empty batch."""
        return Batch()

    def handle(self, item: Item, batch: Batch) -> None:
        """Update the match row and add the round's lines."""
        event = item.event
        kind = type(event)
        info = item.info
        match_id = info.match_id
        if kind is ev.MatchStarted:
            batch.matches[match_id] = _match_row(item)
        elif kind is ev.RoundWon:
            rules = info.rules
            row = batch.matches.get(match_id) or _match_row(item)
            wins, pens, totals = list(item.wins), list(item.penalty_totals), list(item.totals)
            for seat, hand in enumerate(event.hands):
                win_point = 1 if seat == event.seat else 0
                penalty = 0 if win_point else hand_value(rules, hand)
                wins[seat] += win_point
                pens[seat] += penalty
                totals[seat] += event.points[seat]
                batch.rounds.append({
                    "match_id": match_id, "round_no": event.round_no, "seat": seat, "player": info.player(seat),
                    "result": "won" if win_point else "lost", "reason": event.reason, "cards_left": len(hand),
                    "cards": [card_name(c) for c in hand], "win_points": win_point, "penalty_points": penalty,
                    "total_wins": wins[seat], "total_penalty": pens[seat], "points": event.points[seat],
                    "total": totals[seat], "ended_at": item.n.recorded_at,
                })
            row.update(rounds_played=event.round_no, wins=wins, penalty_totals=pens, totals=totals)
            batch.matches[match_id] = row
        elif kind is ev.MatchFinished:
            row = batch.matches.get(match_id) or _match_row(item)
            row.update(
                status="finished", rounds_played=item.round_no, totals=list(event.totals),
                winners=list(event.winners), winner_players=[info.player(s) for s in event.winners],
                result=event.reason, finished_at=item.n.recorded_at,
            )
            batch.matches[match_id] = row

    def flush(self, batch: Batch, conn: Connection, tables: Mapping[str, Table]) -> None:
        """Upsert the match rows, insert the round lines."""
        upsert_rows(conn, tables["score_sheet_matches"], list(batch.matches.values()))
        insert_rows(conn, tables["score_sheet_rounds"], batch.rounds)


PROJECTION = ScoreSheetProjection()
