"""Whether a card may be played now: the matching rules of RULES.md §3 in one place.

``decide`` and ``legal_commands`` both ask :func:`fit_problem`, so what the engine lists as
legal and what it accepts can never drift apart.
"""

from __future__ import annotations

from domain.cards import RANK_NAMES, SUIT_NAMES, card_name
from domain.errors import RuleViolation
from domain.maumau.rules import RuleSet
from domain.maumau.state import State

RANK_WORDS = {11: "Jack", 12: "Queen", 13: "King", 14: "Ace"}


def rank_word(rank: int) -> str:
    """Readable rank for messages: "Jack", "7"."""
    return RANK_WORDS.get(rank, RANK_NAMES[rank])


def fits(s: State, rules: RuleSet, card: int, *, jump: bool = False) -> bool:
    """Whether ``card`` may be played on the current table: the matching rules of RULES.md §3.

    ``jump``: the card is a jump-in out of turn.  A jump-in must fit like any card: the free
    start after a wish card turned up as the start card belongs to the first player alone.

    The decision lives here alone; :func:`fit_problem` only explains a ``False``.  Kept lean:
    it is the hot path of legal commands, draws and bots, where most cards do not fit."""
    rank = card & 15
    if s.pending_draw:
        return rules.stacking and rank == s.pending_rank
    if s.free_play and not jump:
        return True
    top = s.discard[-1]
    effect = rules.effect_by_rank[rank]
    if effect is not None and effect.kind == "wish":
        top_effect = rules.effect_by_rank[top & 15]
        if top_effect is not None and top_effect.kind == "wish" and not rules.wish_on_wish:
            return False
        if effect.wild:
            return True
        if s.wish >= 0:
            return card >> 4 == s.wish or rules.wish_on_wish
    elif s.wish >= 0:
        return card >> 4 == s.wish
    return card >> 4 == top >> 4 or rank == top & 15


def fit_problem(s: State, rules: RuleSet, card: int, *, jump: bool = False) -> RuleViolation | None:
    """Why ``card`` may not be played on the current table (the refusal of :func:`fits`), or ``None``."""
    if fits(s, rules, card, jump=jump):
        return None
    if s.pending_draw:
        how = (
            f"only a {rank_word(s.pending_rank)} passes it on"
            if rules.stacking
            else "stacking is off: take it by drawing"
        )
        return RuleViolation("pending_draw", f"a draw penalty of {s.pending_draw} is pending: {how}")
    rank = card & 15
    top = s.discard[-1]
    effect = rules.effect_by_rank[rank]
    top_effect = rules.effect_by_rank[top & 15]
    if effect is not None and effect.kind == "wish" and top_effect is not None and top_effect.kind == "wish":
        return RuleViolation(
            "wish_on_wish", f"a {rank_word(rank)} may not be played on a {rank_word(top & 15)} under {rules.name}"
        )
    if s.wish >= 0:
        also = " or another wish card" if rules.wish_on_wish else ""
        return RuleViolation(
            "wish",
            f"{SUIT_NAMES[s.wish]} is wished: play a {SUIT_NAMES[s.wish][:-1]} card"
            f"{also}, or draw ({card_name(card)} is not)",
        )
    return RuleViolation(
        "match", f"{card_name(card)} matches the top card {card_name(top)} neither by suit nor by rank"
    )


def finish_problem(rules: RuleSet, card: int) -> RuleViolation | None:
    """Why ``card`` may not be a player's last card (``last_card_forbidden``), or ``None``."""
    if card & 15 in rules.forbidden_last:
        return RuleViolation(
            "last_card_forbidden",
            f"{rules.name} forbids finishing with a {rank_word(card & 15)} "
            f"(last_card_forbidden: {', '.join(rules.last_card_forbidden)}): draw instead",
        )
    return None


def playable_now(s: State, rules: RuleSet, card: int, cards_left_after: int, *, jump: bool = False) -> bool:
    """True when ``card`` fits (as a jump-in: ``jump``) and may be played leaving ``cards_left_after`` cards."""
    if not fits(s, rules, card, jump=jump):
        return False
    return cards_left_after > 0 or (card & 15) not in rules.forbidden_last


def can_draw(s: State) -> bool:
    """True when there is anything at all to draw (draw pile, or a discard pile to reshuffle where
    the ruleset reshuffles)."""
    if s.pile:
        return True
    rules = s.ruleset
    return len(s.discard) > 1 and (rules is None or rules.reshuffle)
