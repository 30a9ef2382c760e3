"""A tournament of another game than Mau-Mau, at the decider: what its configuration must be, how
its tables' results (place points) are checked and corrected, how standings rank them, and that
a Mau-Mau tournament's stored events are the bytes they were before other games existed."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from domain.errors import RuleViolation
from domain.tournament.codec import config_from_dict, jsonify
from domain.tournament.commands import CorrectResult, RecordTableResult, SeatRound, Start
from domain.tournament.decide import check_config
from domain.tournament.model import NO_WINNER, TableResult, TournamentConfig
from domain.tournament.records import standings_of
from tests.tournament.test_decider import bot, config, created

GAME = TournamentConfig(
    name="Schwimmen night",
    format="series",
    ruleset={"rules": {"lives": 3}},
    ruleset_id="schwimmen",
    rounds=2,
    boards=1,
    table_size=4,
    scoring="",
    game="schwimmen",
    seat_counts=(2, 9),
    bots=("heuristic", "random"),
    bot_substitute="heuristic",
)


def game(**changes: Any) -> TournamentConfig:
    return replace(GAME, **changes)


@pytest.mark.parametrize(
    ("changes", "rule"),
    [
        ({"format": "duplicate", "min_players": 8}, "format"),
        ({"boards": 2}, "boards"),
        ({"time_limit_seconds": 900}, "time_limit_seconds"),
        ({"bots": ()}, "bots"),
        ({"bots": ("Heuristic\u202e",)}, "bots"),
        ({"seat_counts": None}, "seat_counts"),
        ({"seat_counts": (2, 3), "table_size": 4}, "table_size"),
        ({"bot_substitute": "ismcts"}, "bot_substitute"),
        ({"game": "Schwimmen!"}, "game"),
        ({"scoring": "matchpoints"}, "scoring"),
    ],
)
def test_a_game_series_refuses_what_the_game_cannot_be(changes: dict[str, Any], rule: str) -> None:
    with pytest.raises(RuleViolation) as refused:
        check_config(game(**changes))
    assert refused.value.rule == rule, refused.value


def test_a_game_series_scores_place_points_unless_told_wins_and_keeps_the_game_facts() -> None:
    checked = check_config(GAME)
    assert (checked.scoring, checked.game, checked.seat_counts) == ("penalty_points", "schwimmen", (2, 9))
    assert check_config(game(scoring="wins")).scoring == "wins"


def test_the_game_fields_travel_in_the_config_and_a_maumau_config_stores_as_before() -> None:
    stored = jsonify(GAME)
    assert (stored["game"], stored["seat_counts"], stored["bots"]) == ("schwimmen", [2, 9], ["heuristic", "random"])
    assert config_from_dict(stored) == GAME
    maumau = jsonify(config())
    assert not {"game", "seat_counts", "bots"} & set(maumau)  # the bytes of every stored Mau-Mau event
    assert config_from_dict(maumau) == config()


def _seated(players: int = 8) -> Any:
    s = created(GAME, [bot(i, bot="heuristic") for i in range(players)])
    s.run(Start(3_000))
    s.run(SeatRound(4_000))
    return s


def _result(table: Any, points: tuple[int, ...], winner: int) -> TableResult:
    return TableResult(table.table_no, table.table_id, table.entrants, (points,), (winner,), (), 30)


def test_place_points_are_checked_a_shared_first_place_has_no_single_winner() -> None:
    s = _seated()
    first, second = s.state.rounds[0].tables
    s.refused(RecordTableResult(1, _result(first, (0, 1, 2, 5), 0), 5_000), "result_inconsistent")  # 5 > last
    s.refused(RecordTableResult(1, _result(first, (1, 1, 2, 3), 0), 5_000), "result_inconsistent")  # no first
    s.refused(RecordTableResult(1, _result(first, (0, 0, 2, 3), 0), 5_000), "result_inconsistent")  # shared
    s.refused(RecordTableResult(1, _result(first, (0, 1, 2, 3), 1), 5_000), "result_inconsistent")  # not first
    s.refused(RecordTableResult(1, _result(first, (0, 1, 2, 3), -2), 5_000), "result_mismatch")
    s.run(RecordTableResult(1, _result(first, (0, 0, 2, 3), NO_WINNER), 5_000))
    s.run(RecordTableResult(1, _result(second, (3, 2, 1, 0), 3), 5_001))
    rows = {r.entrant_id: r for r in standings_of(s.state)}
    a, b = first.entrants[0], first.entrants[1]
    assert (rows[a].wins, rows[a].penalty_points) == (0, 0)  # the shared first place: no win, 0 points
    assert (rows[b].wins, rows[b].penalty_points) == (0, 0)
    assert (rows[second.entrants[3]].wins, rows[second.entrants[3]].penalty_points) == (1, 0)
    assert rows[second.entrants[0]].penalty_points == 3
    # A director corrects the shared first place to a win for seat 1, in place points.
    fixed = _result(first, (1, 0, 2, 3), 1)
    s.run(CorrectResult(1, fixed, "the tie was broken at the table", "organiser-1", 6_000))
    assert standings_of(s.state)[0].entrant_id in (b, second.entrants[3])
