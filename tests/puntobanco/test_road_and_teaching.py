"""The roads (bead plate, big road) and the teaching mode."""

from __future__ import annotations

import pytest

from domain.cards import card_name
from domain.puntobanco.coup import ShortShoe, deal_coup
from domain.puntobanco.road import bead_plate, big_road, road
from domain.puntobanco.rules import BANKER_TABLEAU, rules_from_dict
from domain.puntobanco.teaching import EXAMPLES, describe_values, example, explain, lessons, tableau_row_text
from tests.puntobanco.helpers import cards

P, B, T = "player", "banker", "tie"


def test_the_bead_plate_fills_columns_of_six() -> None:
    cells = bead_plate([P, B, T, B, B, P, P, T])
    assert [(c["col"], c["row"], c["outcome"]) for c in cells] == [
        (0, 0, P),
        (0, 1, B),
        (0, 2, T),
        (0, 3, B),
        (0, 4, B),
        (0, 5, P),
        (1, 0, P),
        (1, 1, T),
    ]


def test_the_big_road_runs_down_turns_and_counts_ties() -> None:
    cells, leading = big_road([T, B, B, T, T, P, B, B, B, B, B, B, B, B, P, P])
    assert leading == 1
    assert [(c.col, c.row, c.winner, c.ties) for c in cells] == [
        (0, 0, B, 0),
        (0, 1, B, 2),
        (1, 0, P, 0),
        (2, 0, B, 0),
        (2, 1, B, 0),
        (2, 2, B, 0),
        (2, 3, B, 0),
        (2, 4, B, 0),
        (2, 5, B, 0),
        (3, 5, B, 0),  # the dragon tail turns right along the bottom row
        (4, 5, B, 0),
        (3, 0, P, 0),  # the next run starts in the next column at the top...
        (3, 1, P, 0),
    ]
    cells, _ = big_road([B] * 7 + [P] * 6)
    assert [(c.col, c.row) for c in cells[7:]] == [(1, 0), (1, 1), (1, 2), (1, 3), (1, 4), (2, 4)], (
        "...and turns right where it would run into the tail"
    )


def test_a_road_summarises_a_shoe() -> None:
    summary = road([P, B, T], [True, False, False])
    assert summary["counts"] == {P: 1, B: 1, T: 1}
    assert summary["big_road"][0]["natural"] is True
    assert summary["coups"] == 3


def test_the_examples_pass_through_every_kind_of_decision() -> None:
    seen: set[tuple[str, object]] = set()
    for lesson in lessons():
        for step in lesson.steps:
            seen.add((step.rule, step.detail.get("draws")))
            if step.rule == "tableau":
                seen.add(("row", step.detail["total"]))
        seen.add(("outcome", lesson.outcome))
    for rule in ("natural", "no_natural", "deal", "outcome", "payouts"):
        assert (rule, None) in seen
    for rule in ("player_rule", "stand_rule", "tableau"):
        assert (rule, True) in seen, rule
        assert (rule, False) in seen, rule
    assert {("row", row) for row in range(3, 8)} <= seen
    assert {("outcome", o) for o in (P, B, T)} <= seen


@pytest.mark.parametrize("cards_", EXAMPLES, ids=lambda c: " ".join(card_name(x) for x in c))
def test_every_lesson_tells_the_deal_of_its_cards(cards_: tuple[int, ...]) -> None:
    lesson = explain(cards_)
    coup = deal_coup(cards_)
    last = lesson.steps[-2]
    assert (last.player, last.banker, lesson.outcome) == (coup.player, coup.banker, coup.outcome)
    assert lesson.cards == cards_[: coup.cards_used]
    assert lesson.title
    assert all(s.text for s in lesson.steps)


def test_the_explanations_come_from_the_rule_tables() -> None:
    assert describe_values(range(6)) == "0-5"
    assert describe_values({6, 7}) == "6 or 7"
    assert describe_values({0, 1, 2, 3, 4, 5, 6, 7, 9}) == "0-7 or 9"
    assert tableau_row_text(3) == "with 3 Banker draws unless Player's third card is 8"
    assert tableau_row_text(4) == "with 4 Banker draws only when Player's third card is 2-7"
    assert tableau_row_text(7) == "with 7 Banker never draws"
    assert tableau_row_text(0).startswith("with 0 Banker always draws")
    for total, row in BANKER_TABLEAU.items():
        text = tableau_row_text(total)
        if row == set(range(10)):
            assert "always" in text
        elif not row:
            assert "never" in text
        else:
            assert describe_values(row) in text or describe_values(set(range(10)) - row) in text


def test_a_tableau_step_says_why_the_banker_draws() -> None:
    lesson = explain(cards("HA S5 D4 C8 H9 D5"))
    step = next(s for s in lesson.steps if s.rule == "tableau")
    assert "with 3 Banker draws unless Player's third card is 8" in step.text
    assert "Banker draws D5" in step.text
    payouts = lesson.steps[-1]
    assert "less 5 commission (5 %)" in payouts.text
    pricier = explain(cards("HA S5 D4 C8 H9 D5"), rules_from_dict({"commission_pct": 4}))
    assert "less 4 commission (4 %)" in pricier.steps[-1].text


def test_a_lesson_names_the_missing_card_and_examples_are_numbered() -> None:
    with pytest.raises(ShortShoe, match="Player's third card"):
        explain(cards("H2 S3 D2 C3"))
    assert example(1).outcome == P
    with pytest.raises(IndexError):
        example(len(EXAMPLES) + 1)
    with pytest.raises(IndexError):
        example(0)
