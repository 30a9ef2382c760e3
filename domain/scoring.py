"""Card values and the end of a match (RULES.md §2 ``scoring`` / ``card_values``)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from domain.rules import RuleSet

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
) -> tuple[tuple[int, ...], str] | None:
    """``(winners, reason)`` when the match ends after this round, else ``None``.

    ``totals``/``wins`` already include the round.  Wins: first to ``win_target``.  Penalty
    points: someone passed ``points_limit`` or ``max_rounds`` were played; fewest points win.
    """
    if rules.scoring == "wins":
        if rules.win_target is not None and wins[winner] >= rules.win_target:
            return (winner,), f"first to {rules.win_target} wins"
        if rules.max_rounds is not None and round_no >= rules.max_rounds:
            best = max(wins)
            return tuple(i for i, w in enumerate(wins) if w == best), f"{rules.max_rounds} rounds played"
        return None
    reason = ""
    if rules.points_limit is not None and max(totals) > rules.points_limit:
        reason = f"a player passed {rules.points_limit} points"
    elif rules.max_rounds is not None and round_no >= rules.max_rounds:
        reason = f"{rules.max_rounds} rounds played"
    if not reason:
        return None
    best = min(totals)
    return tuple(i for i, t in enumerate(totals) if t == best), reason


def open_match_result(rules: RuleSet, totals: Sequence[int], wins: Sequence[int]) -> tuple[int, ...]:
    """Winners when the host ends a match early: most wins, or fewest penalty points."""
    if rules.scoring == "wins":
        best = max(wins)
        return tuple(i for i, w in enumerate(wins) if w == best)
    low = min(totals)
    return tuple(i for i, t in enumerate(totals) if t == low)


def open_ended(rules: RuleSet) -> bool:
    """True when a match under ``rules`` ends only when the host ends it (no target, limit or round cap)."""
    if rules.max_rounds is not None:
        return False
    if rules.scoring == "wins":
        return rules.win_target is None
    return rules.points_limit is None
