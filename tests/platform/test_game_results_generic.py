"""The generic score sheets and leaderboards know no game: a second fake game proves it.

``duo`` is a tiny game made here (a start naming the players, rounds scored with points, an end
with places) with ``results``; the read model :func:`projections.game_results.read_model` over it
and the tally test game folds both streams into the same tables with no code of either game's
own, while the Mau-Mau events around them are never handed to it.  Everything expected is
recomputed here from the raw events read back from the store.  On SQLite and PostgreSQL.
"""

from __future__ import annotations

import dataclasses
import random
import uuid
from collections.abc import Iterator, Mapping
from dataclasses import asdict, dataclass
from typing import Any, ClassVar

import pytest
from sqlalchemy import select
from sqlalchemy.engine import Engine

from domain.decider import Decider
from domain.game_module import GameModule, Results, ScoreLine, SeatPolicy
from domain.maumau.game import MAUMAU
from infrastructure.adapters.event_store import EventStore, build_event_store
from infrastructure.adapters.settings import load_settings
from infrastructure.services.bootstrap import GAMES, event_codec
from projections import game_results
from projections.games import registered_deciders, registered_games
from projections.operations import checksums, rebuild
from projections.read_model import StreamItem
from projections.registry import PROJECTIONS
from projections.runner import Runner, ensure_installed, make_engine, open_store
from tests.platform.tally.game import TALLY, TALLY_MODULE, Add, Start, Started, Won
from tests.projections.helpers import append_interleaved, bot_matches

# ---------------------------------------------------------------- duo: a second game, made here


@dataclass(frozen=True, slots=True)
class Seated:
    TOPIC: ClassVar[str] = "duo.Seated"
    players: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Scored:
    TOPIC: ClassVar[str] = "duo.Scored"
    round: int
    points: tuple[float, ...]
    note: str


@dataclass(frozen=True, slots=True)
class Ended:
    TOPIC: ClassVar[str] = "duo.Ended"
    places: tuple[int, ...]


DUO_EVENTS: dict[str, type] = {t.TOPIC: t for t in (Seated, Scored, Ended)}


def _encode(event: Any) -> tuple[str, dict[str, Any]]:
    return event.TOPIC, {k: list(v) if isinstance(v, tuple) else v for k, v in asdict(event).items()}


def _decode(topic: str, payload: dict[str, Any]) -> Any:
    return DUO_EVENTS[topic](**{k: tuple(v) if isinstance(v, list) else v for k, v in payload.items()})


def _unused(*_args: Any) -> Any:
    raise NotImplementedError("duo is only written and read in this test")


DUO: Decider[int, Any, Any] = Decider(
    name="duo",
    topic_prefix="duo.",
    initial_state=lambda: 0,
    decide=lambda state, command: [command],
    evolve=lambda state, event: state + 1,
    version=lambda state: state,
    is_terminal=lambda state: False,
    is_final=lambda event: isinstance(event, Ended),
    encode_event=_encode,
    decode_event=_decode,
    encode_command=_unused,
    decode_command=_unused,
    redact=lambda event, viewer: {"type": type(event).__name__, **_encode(event)[1]},
)


def _duo_line(event: Any) -> ScoreLine | None:
    """The game's own ranking of a round: more points is better, equal points share a place."""
    if not isinstance(event, Scored):
        return None
    places = tuple(1 + sum(other > mine for other in event.points) for mine in event.points)
    return ScoreLine(event.round, event.points, places, event.note)


DUO_MODULE: GameModule[int, Any, Any] = GameModule(
    decider=DUO,
    seats=SeatPolicy(seat_counts=(2, 4)),
    results=Results(
        players=lambda e: e.players if isinstance(e, Seated) else None,
        score_line=_duo_line,
        final_places=lambda e: e.places if isinstance(e, Ended) else None,
    ),
)

MODEL = game_results.read_model((*GAMES, TALLY_MODULE, DUO_MODULE))
MODELS = {**PROJECTIONS, MODEL.name: MODEL}
"""The registration with the two test games beside the registered ones."""


# ---------------------------------------------------------------- the database


@dataclass
class Side:
    engine: Engine
    store: EventStore[Any]
    writer: EventStore[Any]


@pytest.fixture
def side(migrated_database_url: str) -> Iterator[Side]:
    settings = load_settings(database_url=migrated_database_url, create_tables=False)
    engine = make_engine(settings)
    store = open_store(settings, (*registered_deciders(), TALLY, DUO))
    writer = build_event_store(settings, event_codec((MAUMAU, TALLY, DUO)))
    ensure_installed(engine, MODELS)
    try:
        yield Side(engine, store, writer)
    finally:
        engine.dispose()
        store.close()
        writer.close()


def _run(side: Side, models: Mapping[str, Any] = MODELS, batch_size: int = 37) -> None:
    runner = Runner(side.engine, side.store, [game_results.NAME], models=models, batch_size=batch_size)
    try:
        runner.run_until_caught_up(max_seconds=120)
    finally:
        runner.close()


def _duo_games(store: EventStore[Any], count: int, seed: int) -> None:
    """``count`` duo games of 2-4 seats and 1-4 rounds, some with a name at two seats, one unfinished."""
    rng = random.Random(seed)
    names = ["ann", "bob", "cy", "dee", "bot:x"]
    for k in range(count):
        seats = rng.randint(2, 4)
        players = tuple(rng.choice(names) for _ in range(seats))
        events: list[Any] = [Seated(players)]
        totals = [0.0] * seats
        for r in range(1, rng.randint(1, 4) + 1):
            points = tuple(float(rng.randint(0, 3)) for _ in range(seats))
            totals = [t + p for t, p in zip(totals, points, strict=True)]
            events.append(Scored(r, points, rng.choice(("knock", "feuer", ""))))
        if k != count - 1:
            events.append(Ended(tuple(1 + sum(o > mine for o in totals) for mine in totals)))
        stream = uuid.UUID(int=(seed << 64) + k + 1)
        version = 0
        while events:
            size = rng.randint(1, 2)
            chunk, events = events[:size], events[size:]
            store.append(stream, version, chunk)
            version += len(chunk)


def _tally_games(store: EventStore[Any], count: int, seed: int) -> None:
    rng = random.Random(seed)
    for k in range(count):
        stream = uuid.UUID(int=(seed << 64) + k + 1)
        state = TALLY.initial_state()
        players = ("ann", "bob") if k % 2 else ("bob", "cy")
        commands: list[object] = [Start(2, 6 + k % 3, (1_000_111 + k, 1_000_222 + k), players)]
        while commands:
            events = TALLY.decide(state, commands.pop())
            store.append(stream, TALLY.version(state), events)
            state = TALLY.fold(events, state)
            if not TALLY.is_terminal(state):
                commands.append(Add(state.turn, rng.randint(1, 3)))


# ---------------------------------------------------------------- what the raw events say


def _expected(store: EventStore[Any]) -> dict[str, Any]:
    """Sheets and boards recomputed from the raw events of both games (not through ``results``)."""
    sheets: dict[uuid.UUID, dict[str, Any]] = {}
    for n in store.read_notifications(1, 1_000_000):
        e = n.event
        if isinstance(e, Seated | Started):
            seats = len(e.players)
            game = "duo" if isinstance(e, Seated) else "tally"
            sheets[n.stream_id] = {"game": game, "players": list(e.players), "lines": [], "final": None}
        elif isinstance(e, Scored):
            ranked = sorted(e.points, reverse=True)
            places = [ranked.index(p) + 1 for p in e.points]
            sheets[n.stream_id]["lines"].append((e.round, list(e.points), places, e.note))
        elif isinstance(e, Won):
            seats = len(e.secrets)
            line = [1.0 if s == e.seat else 0.0 for s in range(seats)]
            places = [1 if s == e.seat else 2 for s in range(seats)]
            sheets[n.stream_id]["lines"].append((1, line, places, "target"))
            sheets[n.stream_id]["final"] = places
        elif isinstance(e, Ended):
            sheets[n.stream_id]["final"] = list(e.places)
    boards: dict[tuple[str, str], dict[str, Any]] = {}
    for sheet in sheets.values():
        if sheet["final"] is None:
            continue
        players = sheet["players"]
        for seat, name in enumerate(players):
            if players.count(name) > 1:
                continue
            row = boards.setdefault(
                (sheet["game"], name), {"games_played": 0, "wins": 0, "places_total": 0, "points_total": 0.0}
            )
            row["games_played"] += 1
            row["wins"] += sheet["final"][seat] == 1
            row["places_total"] += sheet["final"][seat]
            row["points_total"] += sum(points[seat] for _, points, _, _ in sheet["lines"])
    return {"sheets": sheets, "boards": boards}


def _sheet_of(engine: Engine, game: str, stream: uuid.UUID) -> dict[str, Any] | None:
    with engine.connect() as conn:
        return game_results.score_sheet(conn, game, stream)


def test_two_games_fold_into_one_set_of_tables_with_no_code_of_their_own(side: Side) -> None:
    _duo_games(side.writer, 9, seed=1)
    append_interleaved(side.writer, bot_matches(2, seed=3), max_chunk=8)
    _tally_games(side.writer, 5, seed=2)
    _duo_games(side.writer, 4, seed=4)
    _run(side)
    expected = _expected(side.store)
    assert len(expected["sheets"]) == 18
    for stream, want in expected["sheets"].items():
        got = _sheet_of(side.engine, want["game"], stream)
        assert got is not None, stream
        assert got["players"] == want["players"]
        assert [(x["round"], x["points"], x["places"], x["note"]) for x in got["lines"]] == want["lines"]
        assert got["final_places"] == want["final"]
        assert got["status"] == ("running" if want["final"] is None else "finished")
        totals = [sum(points[s] for _, points, _, _ in want["lines"]) for s in range(len(want["players"]))]
        assert got["totals"] == totals
        other = "tally" if want["game"] == "duo" else "duo"
        assert _sheet_of(side.engine, other, stream) is None, "a table is found under its own game only"
    with side.engine.connect() as conn:
        board = {
            (game, row["player"]): row for game in ("duo", "tally") for row in game_results.leaderboard(conn, game)
        }
    assert set(board) == set(expected["boards"])
    assert ("duo", "bot:x") in board or all("bot:x" not in s["players"] for s in expected["sheets"].values())
    for key, want in expected["boards"].items():
        row = board[key]
        assert {k: row[k] for k in want} == want, key
        assert row["average_place"] == pytest.approx(want["places_total"] / want["games_played"])


def test_the_leaderboard_shares_ranks_on_equal_standings(side: Side) -> None:
    stream = uuid.UUID(int=77)
    side.writer.append(stream, 0, [Seated(("ann", "bob", "cy"))])
    side.writer.append(stream, 1, [Scored(1, (2.0, 2.0, 0.0), "knock"), Ended((1, 1, 3))])
    _run(side)
    with side.engine.connect() as conn:
        rows = game_results.leaderboard(conn, "duo")
    assert [(r["rank"], r["player"], r["wins"]) for r in rows] == [(1, "ann", 1), (1, "bob", 1), (3, "cy", 0)]
    sheet = _sheet_of(side.engine, "duo", stream)
    assert sheet is not None
    assert sheet["lines"][0]["places"] == [1, 1, 3]


def test_a_name_at_two_seats_of_a_table_is_not_ranked_for_it(side: Side) -> None:
    stream = uuid.UUID(int=78)
    side.writer.append(stream, 0, [Seated(("bot:x", "bot:x", "eve")), Scored(1, (1.0, 0.0, 3.0), ""), Ended((2, 3, 1))])
    _run(side)
    with side.engine.connect() as conn:
        rows = game_results.leaderboard(conn, "duo")
    assert [r["player"] for r in rows] == ["eve"]
    sheet = _sheet_of(side.engine, "duo", stream)
    assert sheet is not None
    assert sheet["players"] == ["bot:x", "bot:x", "eve"]  # the sheet shows every seat all the same


def test_events_of_other_kinds_are_never_handed_to_it(side: Side) -> None:
    """Over tally, duo and Mau-Mau events, a read model over tally alone is handed the tally events
    and nothing else; the registered one follows exactly the registered games with results."""
    _tally_games(side.writer, 3, seed=5)
    append_interleaved(side.writer, bot_matches(2, seed=6), max_chunk=8)
    _duo_games(side.writer, 3, seed=7)
    topics: list[str] = []
    tally_only = game_results.read_model((*(g for g in GAMES if g.results is None), TALLY_MODULE))

    def handle(item: StreamItem, batch: Any) -> None:
        topics.append(item.n.topic)
        tally_only.handle(item, batch)

    counted = dataclasses.replace(tally_only, handle=handle)
    assert counted.follows == ("tally.",)
    _run(side, {**PROJECTIONS, counted.name: counted})
    raw = [n.topic for n in side.store.read_notifications(1, 1_000_000)]
    assert topics == [t for t in raw if t.startswith("tally.")]
    assert len(raw) > len(topics) > 0
    with side.engine.connect() as conn:
        t = game_results.TABLES.view("game_result_tables")
        assert {r.game for r in conn.execute(select(t.c.game))} == {"tally"}
    registered = game_results.READ_MODEL.follows
    assert registered == tuple(g.decider.topic_prefix for g in registered_games() if g.results is not None)


def test_a_rebuild_gives_identical_rows_and_nothing_hidden_is_stored(side: Side) -> None:
    _tally_games(side.writer, 4, seed=8)
    _duo_games(side.writer, 5, seed=9)
    _run(side, batch_size=5)
    before = checksums(side.engine, [game_results.NAME], MODELS)
    assert all(rows > 0 for rows, _ in before.values()), before
    newer = {**MODELS, MODEL.name: dataclasses.replace(MODEL, version=2)}
    assert rebuild(side.engine, side.store, [MODEL.name], models=newer) == {MODEL.name: 2}
    assert checksums(side.engine, [MODEL.name], newer) == before
    with side.engine.connect() as conn:
        stored = repr([list(conn.execute(select(v)).all()) for v in game_results.TABLES.views.values()])
    secrets = {str(1_000_111 + k) for k in range(4)} | {str(1_000_222 + k) for k in range(4)}
    assert not [s for s in secrets if s in stored], "a tally secret reached a read table"
    assert "ann" in stored
    assert "1000111" in repr(list(side.store.read_notifications(1, 10)))
