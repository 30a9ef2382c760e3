"""Card values and the end of a match (RULES.md §2 ``scoring`` / ``card_values``).

A match's end is an :class:`~domain.outcome.Outcome`; :func:`termination_text` says it for people.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from domain.maumau.rules import RuleSet
from domain.outcome import Outcome, Termination

_FELT = {11: 20, 14: 11, 13: 10, 12: 10, 10: 10}
_ZONE = {14: 11, 10: 10, 13: 4, 12: 3}


def card_value(rules: RuleSet, card: int) -> int:
    """Penalty points of one card left in a hand under ``rules.card_values``."""
    rank = card & 15
    if rules.card_values == "felt":
        return _FELT.get(rank, rank)
    if rank == 11:
        return rules.zone_jack_value
    return _ZONE.get(rank, rank)


def hand_value(rules: RuleSet, hand: Iterable[int]) -> int:
    """Penalty points of a hand."""
    return sum(card_value(rules, c) for c in hand)


def round_points(rules: RuleSet, winner: int, hands: Sequence[Sequence[int]]) -> tuple[int, ...]:
    """Each seat's points for a round: a win point, or the penalty value of the cards left."""
    if rules.scoring == "wins":
        return tuple(1 if i == winner else 0 for i in range(len(hands)))
    return tuple(0 if i == winner else hand_value(rules, h) for i, h in enumerate(hands))


def match_result(
    rules: RuleSet, round_no: int, winner: int, totals: Sequence[int], wins: Sequence[int]
) -> Outcome | None:
    """The :class:`~domain.outcome.Outcome` of the match when it ends after this round, else ``None``.

    ``totals``/``wins`` already include the round.  Wins: first to ``win_target``.  Penalty
    points: someone passed ``points_limit`` or ``max_rounds`` were played; fewest points win.
    """
    if rules.scoring == "wins":
        if rules.win_target is not None and wins[winner] >= rules.win_target:
            return Outcome(Termination.WIN_TARGET, (winner,))
        if rules.max_rounds is not None and round_no >= rules.max_rounds:
            best = max(wins)
            return Outcome(Termination.MAX_ROUNDS, tuple(i for i, w in enumerate(wins) if w == best))
        return None
    if rules.points_limit is not None and max(totals) > rules.points_limit:
        termination = Termination.POINTS_LIMIT
    elif rules.max_rounds is not None and round_no >= rules.max_rounds:
        termination = Termination.MAX_ROUNDS
    else:
        return None
    best = min(totals)
    return Outcome(termination, tuple(i for i, t in enumerate(totals) if t == best))


def open_match_result(rules: RuleSet, totals: Sequence[int], wins: Sequence[int]) -> Outcome:
    """The outcome when the host ends a match early: most wins, or fewest penalty points."""
    if rules.scoring == "wins":
        best = max(wins)
        return Outcome(Termination.ENDED_BY_HOST, tuple(i for i, w in enumerate(wins) if w == best))
    low = min(totals)
    return Outcome(Termination.ENDED_BY_HOST, tuple(i for i, t in enumerate(totals) if t == low))


def termination_text(rules: RuleSet, termination: Termination) -> str:
    """The end of a match said for people, with the ruleset's numbers (``MatchFinished.reason``):
    "first to 5 wins", "a player passed 100 points", "8 rounds played", "ended by the host"."""
    if termination is Termination.WIN_TARGET:
        return f"first to {rules.win_target} wins"
    if termination is Termination.POINTS_LIMIT:
        return f"a player passed {rules.points_limit} points"
    if termination is Termination.MAX_ROUNDS:
        return f"{rules.max_rounds} rounds played"
    if termination is Termination.ENDED_BY_HOST:
        return "ended by the host"
    if termination is Termination.FORFEIT:
        return "every other player forfeited"
    return termination.value  # a round's end: "out", "blocked"


def open_ended(rules: RuleSet) -> bool:
    """True when a match under ``rules`` ends only when the host ends it (no target, limit or round cap)."""
    if rules.max_rounds is not None:
        return False
    if rules.scoring == "wins":
        return rules.win_target is None
    return rules.points_limit is None
