"""Counts of simulated rounds that balance reports are computed from: small, mergeable, JSON-ready.

A :class:`Tally` holds everything a report needs about the rounds of one cell of a study (one
ruleset at one seat count with one line-up of bots), as counts and histograms only, so that

* each worker process tallies its own blocks and the parent adds the tallies up
  (:meth:`Tally.merge`): addition does not care about order, so any number of processes gives the
  same report;
* a run's tally is saved with each checkpoint (:meth:`Tally.to_json`) and a resumed run goes on
  from it;
* a million rounds take a few kilobytes.

Observations are *seat-rounds* where a question is about a seat (did the seat dealt a Jack win
more often?): one per seat per round.  A round stopped by the safety valve has no winner; it is
counted in ``valve`` and left out of every win rate's denominator.  Nothing here decides a rule:
card values come from :func:`domain.maumau.scoring.card_value`, the special cards from the ruleset.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from domain.cards import RANK_NAMES
from domain.maumau.rules import RuleSet
from domain.maumau.scoring import card_value
from domain.maumau.simulation import RoundStats

__all__ = ["CardValues", "Tally", "role_ranks"]


@dataclass(frozen=True, slots=True)
class CardValues:
    """What a card left in hand costs under the ``felt`` and the ``zone`` tables (by rank), and the
    special ranks of the ruleset in rank order: the context a tally needs besides the rounds."""

    felt: tuple[int, ...]
    zone: tuple[int, ...]
    specials: tuple[str, ...]
    roles: tuple[tuple[str, frozenset[int]], ...] = ()
    """The special cards by role (the effect's kind: ``wish``, ``skip``, ``draw``, ``again``,
    ``reverse``) and the rank numbers playing it in this ruleset, from its own definitions."""

    @classmethod
    def of(cls, rules: RuleSet) -> CardValues:
        """The tables for ``rules`` (its ``zone_jack_value`` applies to the zone table)."""
        felt_rules = dataclasses.replace(rules, card_values="felt")
        zone_rules = dataclasses.replace(rules, card_values="zone")
        felt = tuple(card_value(felt_rules, r) if r in RANK_NAMES else 0 for r in range(16))
        zone = tuple(card_value(zone_rules, r) if r in RANK_NAMES else 0 for r in range(16))
        by_role: dict[str, set[int]] = {}
        for rank, effect in rules.specials:
            by_role.setdefault(effect.kind, set()).add(_RANK_NUMBER[rank])
        roles = tuple((role, frozenset(ranks)) for role, ranks in sorted(by_role.items()))
        return cls(felt, zone, tuple(rank for rank, _ in rules.specials), roles)


def role_ranks(rules: RuleSet) -> dict[str, list[str]]:
    """The ranks (names) playing each role in ``rules``: ``{"wish": ["J"], "draw": ["7"], ...}``."""
    out: dict[str, list[str]] = {}
    for rank, effect in rules.specials:
        out.setdefault(effect.kind, []).append(rank)
    return dict(sorted(out.items()))


def _hist() -> Counter[int]:
    return Counter()


@dataclass
class Tally:
    """Counts of the rounds of one study cell (see the module docstring).

    ``wins_by_position[k]``: wins of the seat ``k`` places after the round's first player;
    ``held[rank]``: ``[seat-rounds dealt that rank, their wins, seat-rounds not dealt it, their
    wins]``; ``forgot`` and ``penalised`` the same split by "forgot a call" and "received a
    penalty" in the round; ``points[table]`` the histogram of what the cards left in a losing
    hand are worth (``felt``, ``zone``, and ``played``: the points the ruleset itself scored).
    """

    seats: int
    bots: list[str]
    rounds: int = 0
    valve: int = 0
    blocked: int = 0
    wins_by_seat: list[int] = field(default_factory=list)
    wins_by_position: list[int] = field(default_factory=list)
    first_by_seat: list[int] = field(default_factory=list)
    moves: Counter[int] = field(default_factory=_hist)
    events: Counter[int] = field(default_factory=_hist)
    reshuffles: int = 0
    forgotten_calls: int = 0
    penalties: int = 0
    penalty_cards: int = 0
    held: dict[str, list[int]] = field(default_factory=dict)
    forgot: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    penalised: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    points: dict[str, Counter[int]] = field(default_factory=dict)
    matches: int = 0
    bot_positions: dict[str, list[int]] = field(default_factory=dict)
    bot_position_wins: dict[str, list[int]] = field(default_factory=dict)
    held_role: dict[str, list[int]] = field(default_factory=dict)
    keep_pairs: bool = False
    pairs: dict[str, list[int]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        n = self.seats
        self.wins_by_seat = self.wins_by_seat or [0] * n
        self.wins_by_position = self.wins_by_position or [0] * n
        self.first_by_seat = self.first_by_seat or [0] * n
        for table in ("felt", "zone", "played"):
            self.points.setdefault(table, Counter())

    # ------------------------------------------------------------ adding rounds

    def add(self, stats: RoundStats, values: CardValues) -> None:
        """Count one round."""
        n = self.seats
        self.rounds += 1
        self.moves[stats.moves] += 1
        self.events[stats.events] += 1
        self.reshuffles += stats.reshuffles
        self.forgotten_calls += stats.forgotten_calls
        self.penalties += stats.penalties
        first = stats.first_seat
        self.first_by_seat[first] += 1
        if stats.round_no == 1:
            self.matches += 1
        winner = stats.winner
        if self.keep_pairs:
            self.pairs[stats.seed[:16]] = _pair_row(stats, values, n)
        if winner is None:
            self.valve += 1
            return
        for seat, bot in enumerate(self.bots[:n]):
            position = (seat - first) % n
            rounds_at = self.bot_positions.get(bot)
            if rounds_at is None:
                rounds_at = self.bot_positions[bot] = [0] * n
                self.bot_position_wins[bot] = [0] * n
            rounds_at[position] += 1
            if seat == winner:
                self.bot_position_wins[bot][position] += 1
        if stats.reason == "blocked":
            self.blocked += 1
        self.wins_by_seat[winner] += 1
        self.wins_by_position[(winner - first) % n] += 1
        dealt = stats.dealt
        for rank_name in values.specials:
            row = self.held.get(rank_name)
            if row is None:
                row = self.held[rank_name] = [0, 0, 0, 0]
            rank = _RANK_NUMBER[rank_name]
            for seat in range(n):
                won = 1 if seat == winner else 0
                if any(card & 15 == rank for card in dealt[seat]):
                    row[0] += 1
                    row[1] += won
                else:
                    row[2] += 1
                    row[3] += won
        for role, ranks in values.roles:
            row = self.held_role.get(role)
            if row is None:
                row = self.held_role[role] = [0, 0, 0, 0]
            for seat in range(n):
                won = 1 if seat == winner else 0
                if any(card & 15 in ranks for card in dealt[seat]):
                    row[0] += 1
                    row[1] += won
                else:
                    row[2] += 1
                    row[3] += won
        forgot, penalised = self.forgot, self.penalised
        for seat in range(n):
            won = 1 if seat == winner else 0
            k = 0 if stats.forgotten_by_seat[seat] else 2
            forgot[k] += 1
            forgot[k + 1] += won
            k = 0 if stats.penalties_by_seat[seat] else 2
            penalised[k] += 1
            penalised[k + 1] += won
            self.penalty_cards += stats.penalty_cards_by_seat[seat]
        felt, zone, played = self.points["felt"], self.points["zone"], self.points["played"]
        for seat, hand in enumerate(stats.hands_left):
            if seat == winner:
                continue
            felt[sum(values.felt[card & 15] for card in hand)] += 1
            zone[sum(values.zone[card & 15] for card in hand)] += 1
            if stats.points:
                played[stats.points[seat]] += 1

    def add_all(self, rounds: Sequence[RoundStats], values: CardValues) -> Tally:
        """Count every round of ``rounds``; returns ``self``."""
        for stats in rounds:
            self.add(stats, values)
        return self

    # ------------------------------------------------------------ combining and saving

    def merge(self, other: Tally) -> Tally:
        """Add ``other``'s counts to this tally (same seats); returns ``self``."""
        if other.seats != self.seats:
            raise ValueError(f"cannot add a {other.seats}-seat tally to a {self.seats}-seat one")
        self.rounds += other.rounds
        self.valve += other.valve
        self.blocked += other.blocked
        for mine, theirs in (
            (self.wins_by_seat, other.wins_by_seat),
            (self.wins_by_position, other.wins_by_position),
            (self.first_by_seat, other.first_by_seat),
            (self.forgot, other.forgot),
            (self.penalised, other.penalised),
        ):
            for i, value in enumerate(theirs):
                mine[i] += value
        self.moves.update(other.moves)
        self.events.update(other.events)
        self.reshuffles += other.reshuffles
        self.forgotten_calls += other.forgotten_calls
        self.penalties += other.penalties
        self.penalty_cards += other.penalty_cards
        for rank, row in other.held.items():
            mine_row = self.held.setdefault(rank, [0, 0, 0, 0])
            for i, value in enumerate(row):
                mine_row[i] += value
        for table, hist in other.points.items():
            self.points.setdefault(table, Counter()).update(hist)
        self.matches += other.matches
        for mine_map, theirs_map in (
            (self.bot_positions, other.bot_positions),
            (self.bot_position_wins, other.bot_position_wins),
            (self.held_role, other.held_role),
        ):
            for key, row in theirs_map.items():
                mine_row = mine_map.setdefault(key, [0] * len(row))
                for i, value in enumerate(row):
                    mine_row[i] += value
        if other.pairs:
            self.keep_pairs = True
            self.pairs.update(other.pairs)
        return self

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict (histograms keyed by their value as text); see :meth:`from_json`."""
        return {
            "seats": self.seats,
            "bots": list(self.bots),
            "rounds": self.rounds,
            "valve": self.valve,
            "blocked": self.blocked,
            "wins_by_seat": list(self.wins_by_seat),
            "wins_by_position": list(self.wins_by_position),
            "first_by_seat": list(self.first_by_seat),
            "moves": _hist_json(self.moves),
            "events": _hist_json(self.events),
            "reshuffles": self.reshuffles,
            "forgotten_calls": self.forgotten_calls,
            "penalties": self.penalties,
            "penalty_cards": self.penalty_cards,
            "held": {rank: list(row) for rank, row in self.held.items()},
            "forgot": list(self.forgot),
            "penalised": list(self.penalised),
            "points": {table: _hist_json(hist) for table, hist in self.points.items()},
            "matches": self.matches,
            "bot_positions": {bot: list(row) for bot, row in sorted(self.bot_positions.items())},
            "bot_position_wins": {bot: list(row) for bot, row in sorted(self.bot_position_wins.items())},
            "held_role": {role: list(row) for role, row in sorted(self.held_role.items())},
            **({"keep_pairs": True, "pairs": dict(sorted(self.pairs.items()))} if self.keep_pairs else {}),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Tally:
        """The tally :meth:`to_json` wrote."""
        return cls(
            seats=int(data["seats"]),
            bots=list(data["bots"]),
            rounds=int(data["rounds"]),
            valve=int(data["valve"]),
            blocked=int(data["blocked"]),
            wins_by_seat=list(data["wins_by_seat"]),
            wins_by_position=list(data["wins_by_position"]),
            first_by_seat=list(data["first_by_seat"]),
            moves=_hist_from(data["moves"]),
            events=_hist_from(data["events"]),
            reshuffles=int(data["reshuffles"]),
            forgotten_calls=int(data["forgotten_calls"]),
            penalties=int(data["penalties"]),
            penalty_cards=int(data["penalty_cards"]),
            held={rank: list(row) for rank, row in data["held"].items()},
            forgot=list(data["forgot"]),
            penalised=list(data["penalised"]),
            points={table: _hist_from(hist) for table, hist in data["points"].items()},
            matches=int(data.get("matches", 0)),
            bot_positions={bot: list(row) for bot, row in data.get("bot_positions", {}).items()},
            bot_position_wins={bot: list(row) for bot, row in data.get("bot_position_wins", {}).items()},
            held_role={role: list(row) for role, row in data.get("held_role", {}).items()},
            keep_pairs=bool(data.get("keep_pairs", False)),
            pairs={key: list(row) for key, row in data.get("pairs", {}).items()},
        )

    # ------------------------------------------------------------ derived figures

    @property
    def decided(self) -> int:
        """Rounds with a winner (not stopped by the safety valve)."""
        return self.rounds - self.valve


_RANK_NUMBER = {name: number for number, name in RANK_NAMES.items()}


def _pair_row(stats: RoundStats, values: CardValues, n: int) -> list[int]:
    """One round for paired comparisons (see :class:`Tally`)."""
    winner = stats.winner
    if winner is None:
        return [1, 0, stats.moves, 0, 0, 0, 0, 0]
    felt = 0
    losers = 0
    for seat, hand in enumerate(stats.hands_left):
        if seat != winner:
            felt += sum(values.felt[card & 15] for card in hand)
            losers += 1
    return [
        0,
        1 if winner == stats.first_seat else 0,
        stats.moves,
        sum(1 for k in stats.forgotten_by_seat if k),
        sum(1 for k in stats.penalties_by_seat if k),
        felt,
        losers,
        1 if stats.reason == "blocked" else 0,
    ]


def _hist_json(hist: Counter[int]) -> dict[str, int]:
    return {str(value): count for value, count in sorted(hist.items())}


def _hist_from(data: dict[str, int]) -> Counter[int]:
    return Counter({int(value): int(count) for value, count in data.items()})
