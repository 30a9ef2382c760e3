"""Teaching mode: a coup told step by step, each step explained by the rule that decided it.

Nothing here is written per example.  :func:`explain` walks a coup through the very rules the
deal uses (:mod:`domain.puntobanco.rules`: card values, naturals, Player's rule, Banker's
tableau, the outcome, the payouts) and turns each decision into a sentence built from the rule's
own data — the ranges in "on 0-5 Player draws" come from :data:`~domain.puntobanco.rules.PLAYER_DRAWS`,
the row in "with 4 Banker draws when Player's third card is 2-7" from
:data:`~domain.puntobanco.rules.BANKER_TABLEAU`.  The lesson's final hands are checked against
:func:`~domain.puntobanco.coup.deal_coup`, so the explanation can never tell another story than the
deal.

:data:`EXAMPLES` are card sequences (in dealing order) chosen so that together they pass through
every kind of decision: naturals, Player standing and drawing, Banker under the stand rule and
every row of the tableau, a tie.  Their titles, too, are derived from the lessons.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from domain.cards import card_name, parse_card
from domain.puntobanco.coup import ShortShoe, deal_coup, value_of
from domain.puntobanco.rules import (
    BANKER_TABLEAU,
    DEFAULT_RULES,
    PLAYER_DRAWS,
    STAND_RULE,
    PuntoBancoRules,
    banker_decision,
    is_natural,
    outcome_of,
    payout,
    player_draws,
)

__all__ = ["EXAMPLES", "Lesson", "Step", "describe_values", "example", "explain", "lessons", "tableau_row_text"]

_ALL = frozenset(range(10))
_NAMES = {"player": "Player", "banker": "Banker", "tie": "Tie"}


def describe_values(values: Iterable[int]) -> str:
    """A set of values as ranges: ``{0,1,2,3,4,5}`` -> ``"0-5"``, ``{2,...,7}`` -> ``"2-7"``,
    ``{6,7}`` -> ``"6 or 7"``."""
    vs = sorted(set(values))
    parts: list[str] = []
    i = 0
    while i < len(vs):
        j = i
        while j + 1 < len(vs) and vs[j + 1] == vs[j] + 1:
            j += 1
        if j - i >= 2:
            parts.append(f"{vs[i]}-{vs[j]}")
        else:
            parts.extend(str(v) for v in vs[i : j + 1])
        i = j + 1
    if len(parts) > 1:
        return ", ".join(parts[:-1]) + " or " + parts[-1]
    return parts[0] if parts else "nothing"


def tableau_row_text(total: int) -> str:
    """Row ``total`` of the Banker's tableau in words, from the table itself."""
    row = BANKER_TABLEAU[total]
    if row == _ALL:
        return f"with {total} Banker always draws, whatever Player's third card is"
    if not row:
        return f"with {total} Banker never draws"
    rest = _ALL - row
    if len(rest) <= 2:
        return f"with {total} Banker draws unless Player's third card is {describe_values(rest)}"
    return f"with {total} Banker draws only when Player's third card is {describe_values(row)}"


@dataclass(frozen=True, slots=True)
class Step:
    """One step of a lesson: the rule that applied (``deal``, ``natural``, ``no_natural``,
    ``player_rule``, ``stand_rule``, ``tableau``, ``outcome``, ``payouts``), a short label, the
    explanation, and the hands and totals after the step."""

    rule: str
    label: str
    text: str
    player: tuple[int, ...]
    banker: tuple[int, ...]
    player_total: int
    banker_total: int
    detail: dict[str, Any]

    def as_dict(self) -> dict[str, Any]:
        """JSON form (cards by name)."""
        return {
            "rule": self.rule,
            "label": self.label,
            "text": self.text,
            "player": [card_name(c) for c in self.player],
            "banker": [card_name(c) for c in self.banker],
            "player_total": self.player_total,
            "banker_total": self.banker_total,
            **({"detail": self.detail} if self.detail else {}),
        }


@dataclass(frozen=True, slots=True)
class Lesson:
    """A coup explained: a title derived from its deciding steps, the cards used, the steps."""

    title: str
    cards: tuple[int, ...]
    steps: tuple[Step, ...]
    outcome: str

    def as_dict(self) -> dict[str, Any]:
        """JSON form."""
        return {
            "title": self.title,
            "cards": [card_name(c) for c in self.cards],
            "outcome": self.outcome,
            "steps": [{"step": i + 1, **s.as_dict()} for i, s in enumerate(self.steps)],
        }


def _count(cards: Sequence[int]) -> tuple[int, str]:
    """A hand's total and how it is counted, in words."""
    values = [value_of(c) for c in cards]
    total = sum(values) % 10
    text = " + ".join(f"{card_name(c)} ({v})" for c, v in zip(cards, values, strict=True))
    if sum(values) >= 10:
        return total, f"{text} = {sum(values)}, of which only the last digit counts: {total}"
    return total, f"{text} = {total}"


def explain(cards: Sequence[int], rules: PuntoBancoRules = DEFAULT_RULES, stake: int | None = None) -> Lesson:
    """The lesson of the coup dealt from ``cards`` (in dealing order: Player, Banker, Player,
    Banker, then third cards as the rules call for them); ``ShortShoe`` names a missing card.
    Cards beyond those the coup uses are left out of the lesson.  ``stake`` (default 100, a
    multiple of every Banker unit) is the bet the payout step pays out."""
    coup = deal_coup(cards)
    p: tuple[int, ...] = (cards[0], cards[2])
    b: tuple[int, ...] = (cards[1], cards[3])
    steps: list[Step] = []
    pt, ptext = _count(p)
    bt, btext = _count(b)
    steps.append(
        Step(
            "deal",
            f"Player {pt}, Banker {bt}",
            f"Two cards each, dealt Player, Banker, Player, Banker. Player: {ptext}. Banker: {btext}.",
            p,
            b,
            pt,
            bt,
            {},
        )
    )
    pos = 4
    if is_natural(pt) or is_natural(bt):
        who = [f"{name} has {t}" for name, t in (("Player", pt), ("Banker", bt)) if is_natural(t)]
        steps.append(
            Step(
                "natural",
                "natural " + " and ".join(who),
                f"{' and '.join(who)} on two cards: a natural (8 or 9). The coup ends at once; nobody draws.",
                p,
                b,
                pt,
                bt,
                {},
            )
        )
    else:
        stand = sorted(set(range(8)) - PLAYER_DRAWS)
        steps.append(
            Step(
                "no_natural",
                "no natural",
                "Neither hand has 8 or 9 on its first two cards, so the fixed drawing rules decide: Player first.",
                p,
                b,
                pt,
                bt,
                {},
            )
        )
        third: int | None = None
        if player_draws(pt):
            if len(cards) <= pos:
                raise ShortShoe("Player draws: the coup needs a fifth card")
            card = cards[pos]
            pos += 1
            third = value_of(card)
            p = (*p, card)
            pt, ptext = _count(p)
            steps.append(
                Step(
                    "player_rule",
                    f"Player draws on {steps[0].player_total}",
                    f"Player has {steps[0].player_total}: on {describe_values(PLAYER_DRAWS)} Player draws a third "
                    f"card, on {describe_values(stand)} Player stands. Player draws {card_name(card)} "
                    f"(worth {third}): {ptext}.",
                    p,
                    b,
                    pt,
                    bt,
                    {"draws": True, "draws_on": sorted(PLAYER_DRAWS)},
                )
            )
        else:
            steps.append(
                Step(
                    "player_rule",
                    f"Player stands on {pt}",
                    f"Player has {pt}: on {describe_values(stand)} Player stands "
                    f"(on {describe_values(PLAYER_DRAWS)} Player would draw).",
                    p,
                    b,
                    pt,
                    bt,
                    {"draws": False, "draws_on": sorted(PLAYER_DRAWS)},
                )
            )
        decision = banker_decision(bt, third)
        if decision.rule == "stand_rule":
            why = (
                f"Player stood, so Banker follows the same rule as Player: on {describe_values(STAND_RULE)} Banker "
                f"draws, on {describe_values(set(range(8)) - STAND_RULE)} Banker stands. Banker has {bt}"
            )
            label = f"Player stood: Banker {'draws' if decision.draws else 'stands'} on {bt}"
        else:
            why = (
                f"Player drew a third card worth {third}, so Banker follows the table: {tableau_row_text(bt)}. "
                f"Banker has {bt} and Player's third card is worth {third}"
            )
            label = f"tableau row {bt}, Player's third card {third}: Banker {'draws' if decision.draws else 'stands'}"
        if decision.draws:
            if len(cards) <= pos:
                raise ShortShoe("Banker draws: the coup needs one more card")
            card = cards[pos]
            pos += 1
            b = (*b, card)
            bt, btext = _count(b)
            text = f"{why}: Banker draws {card_name(card)}: {btext}."
        else:
            text = f"{why}: Banker stands."
        detail: dict[str, Any] = {"draws": decision.draws, "total": decision.total}
        if decision.draws_on is not None:
            detail["player_third"] = decision.player_third
            detail["draws_on"] = sorted(decision.draws_on)
        steps.append(Step(decision.rule, label, text, p, b, pt, bt, detail))
    outcome = outcome_of(pt, bt)
    if (p, b, pt, bt, outcome) != (coup.player, coup.banker, coup.player_total, coup.banker_total, coup.outcome):
        raise AssertionError("the lesson and the deal disagree")  # pragma: no cover - the rules are one
    if outcome == "tie":
        verdict = f"Player {pt}, Banker {bt}: equal totals, a tie."
    else:
        verdict = f"Player {pt}, Banker {bt}: {_NAMES[outcome]} is closer to 9 and wins."
    steps.append(Step("outcome", f"{_NAMES[outcome]} wins" if outcome != "tie" else "tie", verdict, p, b, pt, bt, {}))
    steps.append(_payouts(rules, outcome, stake or 100, p, b, pt, bt))
    title = " · ".join(s.label for s in steps[1:-1] if s.rule != "no_natural")
    return Lesson(title, tuple(cards[:pos]), tuple(steps), outcome)


def _payouts(
    rules: PuntoBancoRules, outcome: str, stake: int, p: tuple[int, ...], b: tuple[int, ...], pt: int, bt: int
) -> Step:
    """What a bet of ``stake`` on each spot gets back, from the payout rule."""
    parts = []
    detail = {}
    for spot in ("player", "banker", "tie"):
        pay = payout(rules, spot, stake, outcome)
        detail[spot] = {"result": pay.result, "paid": pay.paid, "commission": pay.commission}
        if pay.result == "lose":
            parts.append(f"a {_NAMES[spot]} bet of {stake} loses")
        elif pay.result == "push":
            parts.append(
                f"a {_NAMES[spot]} bet of {stake} is returned (a push: {_NAMES[spot]} bets do not lose on a tie)"
            )
        elif pay.commission:
            parts.append(
                f"a {_NAMES[spot]} bet of {stake} wins {stake} less {pay.commission} commission "
                f"({rules.commission_pct} %): {pay.paid} back"
            )
        else:
            odds = rules.tie_payout if spot == "tie" else 1
            parts.append(f"a {_NAMES[spot]} bet of {stake} is paid {odds}:1: {pay.paid} back")
    text = "Payouts: " + "; ".join(parts) + "."
    return Step("payouts", "payouts", text, p, b, pt, bt, detail)


def _cards(text: str) -> tuple[int, ...]:
    return tuple(parse_card(c) for c in text.split())


EXAMPLES: tuple[tuple[int, ...], ...] = tuple(
    _cards(text)
    for text in (
        "H4 S3 D5 C2",  # Player natural 9
        "H3 S6 D4 C2",  # Banker natural 8 against Player 7
        "SK H4 C9 D5",  # both naturals, a tie
        "H2 S3 D4 C4",  # Player stands on 6, Banker stands on 7
        "H3 S2 D4 C3 DK",  # Player stands on 7, Banker draws on 5 (stand rule)
        "H2 S10 D3 C3 S8",  # row 3, Player's third card 8: Banker stands
        "HA S5 D4 C8 H9 D5",  # row 3, Player's third card 9: Banker draws
        "H2 S2 D2 C2 SA",  # row 4, Player's third card 1: Banker stands
        "HJ S2 D3 C3 H6 D4",  # row 5, Player's third card 6: Banker draws
        "H10 S3 DQ C3 H7 D2",  # row 6, Player's third card 7: Banker draws
        "H10 S3 DQ C3 H5",  # row 6, Player's third card 5: Banker stands
        "HA S3 D2 C4 H4",  # row 7: Banker never draws
        "H4 SQ DQ C2 HK D9",  # row 2: Banker always draws
    )
)
"""Example coups in dealing order, together covering every kind of decision."""


def lessons(rules: PuntoBancoRules = DEFAULT_RULES) -> list[Lesson]:
    """Every example, explained."""
    return [explain(cards, rules) for cards in EXAMPLES]


def example(index: int, rules: PuntoBancoRules = DEFAULT_RULES) -> Lesson:
    """Example ``index`` (from 1), explained; ``IndexError`` outside 1..len(EXAMPLES)."""
    if not 1 <= index <= len(EXAMPLES):
        raise IndexError(f"example: 1 to {len(EXAMPLES)}, not {index}")
    return explain(EXAMPLES[index - 1], rules)
