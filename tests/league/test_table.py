"""The league table against hand-worked examples: points by place, best N of M, the tie rule,
provisional and final columns, and a real tournament state read through ``event_result``."""

from __future__ import annotations

import csv
import io

from api.reports.league_exports import table_csv
from domain.league.model import LeagueConfig
from domain.league.table import EventResult, Placing, event_points, event_result, league_table
from domain.tournament.commands import SeatRound, Start
from domain.tournament.records import standings_of
from tests.tournament.test_decider import WINDOW, bot, config, created, person, record_round


def event(tid: str, *names: str, finished: bool = True, final: bool = True) -> EventResult:
    """An event whose standings list ``names`` in rank order (people keyed by name)."""
    placings = tuple(Placing(f"player:{n}", n, "account", rank) for rank, n in enumerate(names, start=1))
    return EventResult(tid, f"Night {tid}", "finished" if finished else "running", finished, final, placings)


def test_points_by_place() -> None:
    field = LeagueConfig("L")
    assert [event_points(field, r, 4) for r in (1, 2, 3, 4)] == [4, 3, 2, 1]
    fixed = LeagueConfig("L", points=(25, 18, 15))
    assert [event_points(fixed, r, 8) for r in (1, 2, 3, 4, 8)] == [25, 18, 15, 0, 0]


def test_three_events_best_two_of_three_with_a_shared_rank() -> None:
    # Field points (N + 1 - rank):
    #   A (4 players): Ann 4, Bob 3, Cid 2, Dee 1
    #   B (3 players): Bob 3, Ann 2, Cid 1
    #   C (5 players): Cid 5, Dee 4, Ann 3, Bob 2, Eve 1
    # Best 2: Ann 4+3=7 (drops B), Cid 5+2=7 (drops B), Bob 3+3=6 (drops C; of his two 3s the
    # better place, B's win, and A), Dee 1+4=5, Eve 1.  Ann and Cid: one win each, best place 1 -> 1=.
    events = [
        event("A", "Ann", "Bob", "Cid", "Dee"),
        event("B", "Bob", "Ann", "Cid"),
        event("C", "Cid", "Dee", "Ann", "Bob", "Eve"),
    ]
    table = league_table(LeagueConfig("Season", best_of=2), events)
    got = [(r.rank, r.name, r.total, r.events_played, r.event_wins, r.best_rank) for r in table.rows]
    assert got == [
        (1, "Ann", 7, 3, 1, 1),
        (1, "Cid", 7, 3, 1, 1),
        (3, "Bob", 6, 3, 1, 1),
        (4, "Dee", 5, 2, 0, 2),
        (5, "Eve", 1, 1, 0, 5),
    ]
    rows = {r.name: r for r in table.rows}
    assert rows["Ann"].counted == ("A", "C")
    assert rows["Ann"].dropped == ("B",)
    assert rows["Bob"].counted == ("A", "B")
    assert rows["Bob"].dropped == ("C",)
    assert rows["Cid"].counted == ("A", "C")
    assert rows["Cid"].dropped == ("B",)
    assert [s.points for s in rows["Cid"].results] == [2, 1, 5]
    assert table.final
    assert [c.entrants for c in table.events] == [4, 3, 5]
    every = league_table(LeagueConfig("Season"), events)
    assert [(r.name, r.total) for r in every.rows][:3] == [("Ann", 9), ("Bob", 8), ("Cid", 8)]
    assert every.rows[1].rank == every.rows[2].rank == 2  # 8 each, one win each, best place 1


def test_the_tie_breaks_wins_then_best_place() -> None:
    # points 10, 6, 4: X 10+0, W 0+10, Y 6+4, Z 4+6 -> all 10; X and W won once (1=), Y and Z
    # did not, best place 2 each (3=).
    config = LeagueConfig("Fixed", points=(10, 6, 4))
    events = [event("1", "X", "Y", "Z", "W"), event("2", "W", "Z", "Y", "X")]
    table = league_table(config, events)
    assert [(r.rank, r.name, r.total, r.event_wins, r.best_rank) for r in table.rows] == [
        (1, "W", 10, 1, 1),
        (1, "X", 10, 1, 1),
        (3, "Y", 10, 0, 2),
        (3, "Z", 10, 0, 2),
    ]


def test_unfinished_events_do_not_count_and_provisional_ones_keep_the_table_provisional() -> None:
    events = [event("A", "Ann", "Bob"), event("B", "Bob", "Ann", final=False), event("C", finished=False, final=False)]
    table = league_table(LeagueConfig("L"), events)
    assert [(c.counts, c.final) for c in table.events] == [(True, True), (True, False), (False, False)]
    assert [(r.name, r.total, r.events_played) for r in table.rows] == [("Ann", 3, 2), ("Bob", 3, 2)]
    assert not table.final
    assert not league_table(LeagueConfig("L"), []).final
    assert league_table(LeagueConfig("L"), [event("A", "Ann")]).final


def test_a_real_tournament_is_read_by_identity_and_bots_by_name() -> None:
    s = created(config(rounds=1, boards=2), [person(1), person(2), bot(3), bot(4)])
    s.run(Start(3_000))
    s.run(SeatRound(10_000))
    record_round(s, 10_500)
    rows = standings_of(s.state)
    running = event_result("t", created(config()).state, 0)
    assert not running.finished
    assert running.placings == ()
    provisional = event_result("t", s.state, 10_501)
    assert provisional.finished
    assert not provisional.final
    final = event_result("t", s.state, 10_500 + WINDOW * 1000 + 1)
    assert final.final
    assert final.name == "Spring Cup"
    keys = {"p1": "player:acc-1", "p2": "player:acc-2", "e3": "bot:Bot 3", "e4": "bot:Bot 4"}
    assert [(p.key, p.rank) for p in final.placings] == [(keys[r.entrant_id], r.rank) for r in rows]
    table = league_table(LeagueConfig("L"), [final])
    assert sorted((r.key, r.total) for r in table.rows) == sorted((keys[r.entrant_id], 5 - r.rank) for r in rows)


def test_the_csv_defuses_formulas_and_marks_dropped_results() -> None:
    events = [event("A", "=HYPERLINK(1)", "Bob"), event("B", "Bob", "=HYPERLINK(1)", final=False)]
    text = table_csv(league_table(LeagueConfig("L", best_of=1), events))
    lines = list(csv.reader(io.StringIO(text)))
    assert lines[0][-3:] == ["A", "B", "standing"]
    assert lines[1][:2] == ["1", "'=HYPERLINK(1)"]
    assert lines[1][-3:] == ["2", "(1)", "provisional"]
    assert lines[2][1] == "Bob"
    assert lines[2][-3:] == ["(1)", "2", "provisional"]
