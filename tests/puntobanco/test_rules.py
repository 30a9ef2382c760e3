"""The rules of Punto Banco against the seed (002): card values, naturals, Player's rule, the
Banker's tableau written out from the seed's table, the outcome and the payouts."""

from __future__ import annotations

from itertools import product

import pytest

from domain.cards import RANK_NAMES, make_card
from domain.puntobanco.coup import ShortShoe, deal_coup
from domain.puntobanco.rules import (
    DEFAULT_RULES,
    PuntoBancoRules,
    RulesError,
    banker_decision,
    banker_draws,
    banker_unit,
    card_value,
    payout,
    player_draws,
    rules_from_dict,
)

# ---------------------------------------------------------------- the seed's table, written by hand
# "Bleibt Spieler bei 6 oder 7 stehen, zieht Bank mit 0 bis 5 und steht mit 6 oder 7."
SEED_STAND_RULE = {0: True, 1: True, 2: True, 3: True, 4: True, 5: True, 6: False, 7: False}
# | Bankpunkte | Bank zieht, wenn Spielerkarte ... |
# | 0-2 | immer | 3 | nicht 8 | 4 | 2-7 | 5 | 4-7 | 6 | 6-7 | 7 | nie |
SEED_TABLEAU = {
    0: "immer",
    1: "immer",
    2: "immer",
    3: "nicht 8",
    4: "2-7",
    5: "4-7",
    6: "6-7",
    7: "nie",
}


def seed_says_banker_draws(total: int, third: int) -> bool:
    """The seed's table, read literally."""
    cell = SEED_TABLEAU[total]
    if cell == "immer":
        return True
    if cell == "nie":
        return False
    if cell.startswith("nicht "):
        return third != int(cell.split()[1])
    lo, hi = (int(x) for x in cell.split("-"))
    return lo <= third <= hi


@pytest.mark.parametrize("total", range(8))
@pytest.mark.parametrize("third", [None, *range(10)])
def test_banker_draws_exactly_as_the_seeds_table_says(total: int, third: int | None) -> None:
    expected = SEED_STAND_RULE[total] if third is None else seed_says_banker_draws(total, third)
    assert banker_draws(total, third) is expected
    decision = banker_decision(total, third)
    assert decision.draws is expected
    assert decision.rule == ("stand_rule" if third is None else "tableau")


def test_the_tableau_has_exactly_88_cells_and_draws_in_the_seeds_count() -> None:
    cells = [(t, p) for t in range(8) for p in [None, *range(10)]]
    assert len(cells) == 88
    # 0-2: 30 draws; 3: 9; 4: 6; 5: 4; 6: 2; 7: 0 — plus the stand rule 0-5: 6.
    assert sum(banker_draws(t, p) for t, p in cells) == 30 + 9 + 6 + 4 + 2 + 0 + 6


def test_banker_totals_8_and_9_never_reach_the_drawing_rules() -> None:
    for total in (8, 9, -1):
        with pytest.raises(ValueError, match="natural"):
            banker_decision(total, None)


@pytest.mark.parametrize("rank", range(2, 15))
def test_card_values(rank: int) -> None:
    expected = {14: 1, 10: 0, 11: 0, 12: 0, 13: 0}.get(rank, rank)
    assert card_value(rank) == expected, RANK_NAMES[rank]


@pytest.mark.parametrize("total", range(8))
def test_player_draws_on_0_to_5_and_stands_on_6_and_7(total: int) -> None:
    assert player_draws(total) is (total <= 5)


def _card(value: int, suit: int = 0) -> int:
    """A card of a point value (0: a King)."""
    return make_card(suit, {0: 13, 1: 14}.get(value, value))


def test_every_two_card_natural_ends_the_coup_and_no_other_does() -> None:
    """All 10^4 value combinations of the first four cards (P, B, P, B): a natural (8 or 9 on two
    cards of either hand) ends the coup with four cards and the higher total wins; without one
    the drawing rules run (more cards are taken whenever Player or Banker draws)."""
    filler = tuple(_card(0, 3) for _ in range(2))
    naturals = 0
    for p1, b1, p2, b2 in product(range(10), repeat=4):
        shoe = (_card(p1), _card(b1, 1), _card(p2, 2), _card(b2, 3), *filler)
        coup = deal_coup(shoe)
        pt, bt = (p1 + p2) % 10, (b1 + b2) % 10
        natural = pt >= 8 or bt >= 8
        assert coup.natural is natural
        if natural:
            naturals += 1
            assert coup.cards_used == 4
            assert (coup.player_total, coup.banker_total) == (pt, bt)
            assert coup.outcome == ("player" if pt > bt else "banker" if bt > pt else "tie")
        else:
            assert len(coup.player) == (3 if pt <= 5 else 2)
    assert naturals == 10_000 - 80 * 80  # 20 of the 100 value pairs make 8 or 9


def test_a_coup_short_of_cards_is_refused() -> None:
    with pytest.raises(ShortShoe):
        deal_coup((_card(1), _card(2), _card(3)))
    with pytest.raises(ShortShoe, match="Player's third"):
        deal_coup((_card(1), _card(2), _card(3), _card(4)))


@pytest.mark.parametrize(
    ("spot", "outcome", "result", "paid", "commission"),
    [
        ("player", "player", "win", 200, 0),
        ("player", "banker", "lose", 0, 0),
        ("player", "tie", "push", 100, 0),
        ("banker", "banker", "win", 195, 5),
        ("banker", "player", "lose", 0, 0),
        ("banker", "tie", "push", 100, 0),
        ("tie", "tie", "win", 900, 0),
        ("tie", "player", "lose", 0, 0),
        ("tie", "banker", "lose", 0, 0),
    ],
)
def test_payouts_with_the_default_rules(spot: str, outcome: str, result: str, paid: int, commission: int) -> None:
    pay = payout(DEFAULT_RULES, spot, 100, outcome)
    assert (pay.result, pay.paid, pay.commission) == (result, paid, commission)


def test_commission_and_tie_payout_are_ruleset_fields() -> None:
    rules = rules_from_dict({"commission_pct": 4, "tie_payout": 9})
    assert payout(rules, "banker", 100, "banker").paid == 196
    assert payout(rules, "tie", 100, "tie").paid == 1000
    assert banker_unit(rules) == 25
    assert banker_unit(rules_from_dict({"commission_pct": 0})) == 1
    assert banker_unit(DEFAULT_RULES) == 20


def test_rules_refuse_every_bad_field_by_name() -> None:
    with pytest.raises(RulesError) as bad:
        rules_from_dict({"decks": 9, "tie_payout": 0, "burn": "x", "colour": 1})
    assert set(bad.value.problems) == {"colour"}
    with pytest.raises(RulesError) as bad:
        rules_from_dict({"decks": 9, "tie_payout": 0, "burn": "x", "min_bet": True})
    assert set(bad.value.problems) == {"decks", "tie_payout", "burn", "min_bet"}
    with pytest.raises(RulesError, match="max_bet"):
        rules_from_dict({"min_bet": 100, "max_bet": 50})
    with pytest.raises(RulesError, match="max_bet"):
        rules_from_dict({"min_bet": 1, "max_bet": 10})  # no Banker bet possible (unit 20)
    assert PuntoBancoRules().check() == DEFAULT_RULES
    assert DEFAULT_RULES.decks == 8
