"""A tournament's tables, driven by durable reactions: opened, seated, started, recorded, revealed.

Nothing a tournament needs from its tables waits for a client, and nothing is lost or done twice
when a process dies in between (:mod:`infrastructure.services.reactions`: a reaction's commands
run before its tracking position moves past the event, each with an idempotency key derived from
that event, and every step here is idempotent on its own as well):

* :class:`TournamentTables` follows the tournament streams:

  - ``RoundSeated`` — for each table of the round (one :class:`Issue` each): the Mau-Mau table
    is created with the derived id and table seed (duplicate: the round's board seed, *sealed*,
    no spectators), the tournament's organiser as host, automatic dealing between boards and the
    tournament's turn clock (``turn_seconds`` …: timeouts and forfeits as at any clocked table)
    (:meth:`TableService.ensure_tournament_table`); its ``tournament_tables`` row is written;
    the entrants are seated (people by their identity, bots by name) and the match started with
    the reaction's key (:meth:`TableService.start_match_system`).  A series round with a time
    limit also gets a :class:`Timer` per table at the deadline: a table between boards then
    ends its match at once (:meth:`TableService.end_match_system`);
  - ``SubstituteSeated`` — a withdrawn entrant's seat is handed to the bot
    (:meth:`TableService.substitute_entrant`);
  - ``RoundClosed`` of a duplicate round — the deals of every table of the round are revealed
    (:meth:`TableService.reveal_deals_system`): no table can play those boards any more.

* :class:`TournamentResults` follows the tables' matches:

  - ``maumau.MatchFinished`` of a tournament table (``tournament_tables``) — the table's result,
    read from its stream (each board's points and winner, the forfeited seats), is recorded in
    the tournament (``RecordTableResult`` with the reaction's key; a second delivery records
    nothing).  The last table of a round closes it, the last round finishes the tournament;
  - ``maumau.RoundWon`` of a tournament table after its round's deadline — the match ends
    between boards (the board being played when the time ran out is finished first).

Both reactions issue their commands through the services they were built with (the tournament
:class:`~infrastructure.services.tournaments.TournamentService` and the lobby), not through the
game service the runner hands them (that one plays Mau-Mau only).  What a reaction asks is a typed
intent (:mod:`domain.tournament.intents`) that travels, and is stored, in the tournament codec's
wire form (:func:`~domain.tournament.codec.intent_to_dict`).
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Mapping, Sequence
from typing import Any

from domain.maumau.events import MatchFinished, RoundWon
from domain.maumau.rules import ruleset_from_dict
from domain.tournament.codec import intent_from_dict, intent_to_dict
from domain.tournament.deals import table_seed
from domain.tournament.events import RoundClosed, RoundSeated, SubstituteSeated, TournamentCreated, TournamentStarted
from domain.tournament.intents import (
    Advance,
    DealNext,
    EndMatch,
    OpenTable,
    RecordResult,
    RevealDeals,
    SeatSubstitute,
    TableDeadline,
)
from domain.tournament.model import EntrantKind, Format, PlayMode
from domain.tournament.records import next_step
from domain.tournament.redaction import sealed
from domain.tournament.state import TournamentState
from infrastructure.adapters.event_store import Notification
from infrastructure.services.errors import InvalidInput
from infrastructure.services.games import GameService
from infrastructure.services.reactions import Effect, Issue, Timer, reaction_key
from infrastructure.services.table_settings import TableSettings
from infrastructure.services.tournament_game_tables import SeriesTables
from infrastructure.services.tournaments import TournamentService, TournamentTableRef

__all__ = ["GameSeriesTables", "TournamentResults", "TournamentSchedule", "TournamentTables", "tournament_reactions"]

log = logging.getLogger(__name__)


class TournamentTables:
    """The durable reaction that opens, seats and starts a round's tables, seats substitutes and
    reveals a closed duplicate round's deals (see the module docstring)."""

    own_worker = True
    """Followed by a worker of its own (see ``Runtime._start_reactions``)."""
    name = "tournament_tables"
    topics = (RoundSeated.TOPIC, SubstituteSeated.TOPIC, RoundClosed.TOPIC)

    def __init__(self, tournaments: TournamentService) -> None:
        """Act through ``tournaments`` (and its lobby)."""
        self.tournaments = tournaments
        self.opened = 0
        """Tables whose match this process started (for tests and metrics)."""

    def react(self, note: Notification[object], /) -> Sequence[Effect]:
        """One command per table of the event's round (and the deadline timers)."""
        event = note.event
        tid = note.stream_id
        if isinstance(event, RoundSeated):
            config = self.tournaments.state(tid).config
            if config is not None and config.play == PlayMode.CARDS:
                return []  # real cards at real tables: no table of the service, no deadline
            effects: list[Effect] = []
            for table in event.tables:
                opening = intent_to_dict(OpenTable(event.round_no, table.table_no))
                effects.append(Issue(tid, reaction_key(self.name, note, f"open-{table.table_no}"), opening))
                if event.deadline is not None:
                    late = intent_to_dict(TableDeadline(event.round_no, table.table_no))
                    key = reaction_key(self.name, note, f"deadline-{table.table_no}")
                    effects.append(Timer(tid, key, event.deadline, late))
            return effects
        if isinstance(event, SubstituteSeated):
            substitute = SeatSubstitute(event.round_no, event.table_no, event.seat, event.bot)
            return [Issue(tid, reaction_key(self.name, note), intent_to_dict(substitute))]
        if isinstance(event, RoundClosed):
            state = self.tournaments.state(tid)
            seated = state.round(event.round_no)
            if not sealed(state.config) or seated is None:
                return []
            return [
                Issue(
                    tid,
                    reaction_key(self.name, note, f"reveal-{t.table_no}"),
                    intent_to_dict(RevealDeals(event.round_no, t.table_no)),
                )
                for t in seated.tables
            ]
        return []

    def perform(self, games: GameService, stream_id: uuid.UUID, payload: Mapping[str, Any], key: str, /) -> bool:
        """Run one table's step (``games``, the runner's Mau-Mau service, is not used: the
        tournament's and the lobby's services act); whether anything changed."""
        intent = intent_from_dict(payload)
        state = self.tournaments.state(stream_id)
        round_no, table_no = intent.round_no, intent.table_no
        seated = state.round(round_no)
        table = seated.table(table_no) if seated is not None else None
        if seated is None or table is None:
            log.warning("tournament %s: no table %d in round %d", stream_id, table_no, round_no)
            return False
        table_id = uuid.UUID(table.table_id)
        tables = self.tournaments.tables
        config = state.config
        assert config is not None
        if isinstance(intent, OpenTable):
            if not config.plays_maumau:  # the platform's tables of the tournament's game
                self.tournaments.link_table(TournamentTableRef(table_id, stream_id, round_no, table_no))
                started = self.tournaments.series.open(state, round_no, table_no, key)
                self.opened += started
                return started
            return self._open(state, stream_id, round_no, table_no, key)
        if isinstance(intent, SeatSubstitute):
            if not config.plays_maumau:
                return self.tournaments.series.substitute(config, table_id, intent.seat, intent.bot)
            return tables.substitute_entrant(table_id, intent.seat, intent.bot) is not None
        if isinstance(intent, RevealDeals):
            return bool(tables.reveal_deals_system(table_id, key=key).events)
        if isinstance(intent, TableDeadline):
            try:
                return bool(tables.end_match_system(table_id, key=key).events)
            except InvalidInput as refusal:  # a board is being played: its RoundWon ends the match
                log.info("tournament table %s: not ended at the deadline (%s)", table_id, refusal.rule)
                return False
        raise ValueError(f"{intent.OP}: not a step of the tournament's tables")

    def _open(self, state: TournamentState, tid: uuid.UUID, round_no: int, table_no: int, key: str) -> bool:
        """Create, link, seat and start table ``table_no`` of round ``round_no`` (each step idempotent)."""
        config, table = state.seated_table(round_no, table_no)
        table_id = uuid.UUID(table.table_id)
        tables = self.tournaments.tables
        duplicate = config.format == Format.DUPLICATE
        auto_deal = config.auto_deal_seconds
        settings = TableSettings(
            sealed=duplicate,
            spectators=not duplicate,
            turn_seconds=config.turn_seconds,
            bank_seconds=config.bank_seconds,
            max_timeouts=config.max_timeouts,
            auto_deal_seconds=self.tournaments.auto_deal_seconds if auto_deal is None else auto_deal,
            substitute_bot=config.bot_substitute,
        )
        seed = table_seed(config.format, bytes.fromhex(state.seed), round_no, table_no)
        tables.ensure_tournament_table(
            table_id,
            config.ruleset_id,
            ruleset_from_dict(config.ruleset),
            len(table.entrants),
            seed,
            settings,
            uuid.UUID(state.organiser_id) if state.organiser_id else None,
        )
        self.tournaments.link_table(TournamentTableRef(table_id, tid, round_no, table_no))
        if tables.state(table_id).version == 0:  # not started yet: seat everybody as seated
            for seat, entrant_id in enumerate(table.entrants):
                entrant = state.entrant(entrant_id)
                assert entrant is not None
                if entrant.kind == EntrantKind.BOT:
                    tables.seat_entrant(table_id, seat, player_id=None, bot=entrant.bot)
                else:
                    assert entrant.player_id is not None
                    tables.seat_entrant(table_id, seat, player_id=uuid.UUID(entrant.player_id), bot=None)
        result = tables.start_match_system(table_id, key=key, sealed=duplicate)
        started = bool(result.events) and not result.replayed
        if started:
            self.opened += 1
        return started


class TournamentResults:
    """The durable reaction that records a finished tournament table's result and ends a
    table's match after its round's deadline (see the module docstring)."""

    own_worker = True
    """Followed by a worker of its own (see ``Runtime._start_reactions``)."""
    name = "tournament_results"
    topics = (MatchFinished.TOPIC, RoundWon.TOPIC)

    def __init__(self, tournaments: TournamentService) -> None:
        """Record through ``tournaments``; end matches through its lobby."""
        self.tournaments = tournaments
        self.recorded = 0
        """Results this process recorded (for tests and metrics)."""

    def urgent(self, stream_id: uuid.UUID, _event: object, /) -> bool:
        """Now, unless the stream is known (cached) to be no tournament's table."""
        return self.tournaments.known_table_ref(stream_id) is not False

    def react(self, note: Notification[object], /) -> Sequence[Effect]:
        """A tournament table's match finished: record it; a board won after the deadline: end it."""
        event = note.event
        ref = self.tournaments.table_ref(note.stream_id)
        if ref is None:
            return []
        if isinstance(event, MatchFinished):
            record = RecordResult(ref.round_no, ref.table_no, note.version)
            return [Issue(ref.tournament_id, reaction_key(self.name, note), intent_to_dict(record))]
        if isinstance(event, RoundWon):
            state = self.tournaments.state(ref.tournament_id)
            seated = state.round(ref.round_no)
            if seated is None or seated.deadline is None:
                return []
            if state.config is not None and event.round_no >= state.config.boards:
                return []  # the last board: the match finishes by itself
            ended = note.metadata.get("at")
            if not isinstance(ended, int):
                ended = int(note.recorded_at.timestamp() * 1000)
            if ended < seated.deadline:
                return []
            ending = intent_to_dict(EndMatch(ref.round_no, ref.table_no))
            return [Issue(ref.tournament_id, reaction_key(self.name, note), ending)]
        return []

    def perform(self, games: GameService, stream_id: uuid.UUID, payload: Mapping[str, Any], key: str, /) -> bool:
        """Record the result (``record``) or end the match (``end``); whether anything changed."""
        intent = intent_from_dict(payload)
        state = self.tournaments.state(stream_id)
        round_no, table_no = intent.round_no, intent.table_no
        seated = state.round(round_no)
        table = seated.table(table_no) if seated is not None else None
        if seated is None or table is None:
            log.warning("tournament %s: no table %d in round %d", stream_id, table_no, round_no)
            return False
        table_id = uuid.UUID(table.table_id)
        if isinstance(intent, EndMatch):
            try:
                return bool(self.tournaments.tables.end_match_system(table_id, key=key).events)
            except InvalidInput as refusal:
                log.info("tournament table %s: not ended after the deadline (%s)", table_id, refusal.rule)
                return False
        if not isinstance(intent, RecordResult):
            raise ValueError(f"{intent.OP}: not a step of the tournament's results")
        result = self.tournaments.table_result(table_id, table.entrants, table_no, intent.version)
        recorded = self.tournaments.record_result(stream_id, round_no, result, key=key)
        if recorded.events and not recorded.replayed:
            self.recorded += 1
            return True
        return False


class GameSeriesTables:
    """The durable reaction that records a finished game's result at a tournament table and
    deals the next round of a table left between rounds (see the module docstring)."""

    own_worker = True
    """Followed by a worker of its own (see ``Runtime._start_reactions``)."""
    name = "tournament_game_tables"

    def __init__(self, tournaments: TournamentService, series: SeriesTables) -> None:
        """Record through ``tournaments``; deal at ``series``' tables."""
        self.tournaments = tournaments
        self.series = series
        self.topics = series.topics
        self.recorded = 0
        """Results this process recorded (for tests and metrics)."""

    def urgent(self, stream_id: uuid.UUID, _event: object, /) -> bool:
        """Now, unless the stream is known (cached) to be no tournament's table."""
        return self.tournaments.known_table_ref(stream_id) is not False

    def react(self, note: Notification[object], /) -> Sequence[Effect]:
        """A game's final places at a tournament table: record them; the table between rounds
        at this event's version: its next round, after the tournament's pause between boards."""
        tables = self.series.of_stream(note.topic)
        ref = self.tournaments.table_ref(note.stream_id) if tables is not None else None
        if tables is None or ref is None:
            return []
        results, play = tables.module.results, tables.module.play
        assert results is not None
        assert play is not None
        if results.final_places(note.event) is not None:
            record = RecordResult(ref.round_no, ref.table_no, note.version)
            return [Issue(ref.tournament_id, reaction_key(self.name, note), intent_to_dict(record))]
        state = tables.games.state(note.stream_id)
        if tables.module.decider.version(state) != note.version or not play.awaiting_round(state):
            return []
        config = self.tournaments.state(ref.tournament_id).config
        pause = None if config is None else config.auto_deal_seconds
        pause = self.tournaments.auto_deal_seconds if pause is None else pause
        at = note.metadata.get("at")
        due = (at if isinstance(at, int) else self.tournaments.games.now()) + pause * 1000
        deal = intent_to_dict(DealNext(ref.round_no, ref.table_no, note.version))
        return [Timer(ref.tournament_id, reaction_key(self.name, note), due, deal)]

    def perform(self, _games: GameService, stream_id: uuid.UUID, payload: Mapping[str, Any], key: str, /) -> bool:
        """Record the result or deal the next round; whether anything changed."""
        intent = intent_from_dict(payload)
        state = self.tournaments.state(stream_id)
        if isinstance(intent, DealNext):
            return self.series.deal_next(state, intent.round_no, intent.table_no, intent.version, key)
        if not isinstance(intent, RecordResult) or state.config is None:
            raise ValueError(f"{intent.OP}: not a step of a game's tournament tables")
        seated = state.round(intent.round_no)
        table = seated.table(intent.table_no) if seated is not None else None
        if table is None:
            log.warning("tournament %s: no table %d in round %d", stream_id, intent.table_no, intent.round_no)
            return False
        result = self.series.result(
            state.config, uuid.UUID(table.table_id), table.entrants, table.table_no, intent.version
        )
        if result is None:
            return False
        recorded = self.tournaments.record_result(stream_id, intent.round_no, result, key=key)
        if recorded.events and not recorded.replayed:
            self.recorded += 1
            return True
        return False


class TournamentSchedule:
    """The durable reaction that runs a tournament's schedule: the start at ``starts_at`` (and
    round 1 with it), and each next round ``auto_advance_seconds`` after the previous one closed
    (round 1 that long after a start the director made) — as :class:`Timer` rows, so a restart
    loses no step; the director may act first, and the step then does nothing."""

    own_worker = False
    name = "tournament_schedule"
    topics = (TournamentCreated.TOPIC, TournamentStarted.TOPIC, RoundClosed.TOPIC)

    def __init__(self, tournaments: TournamentService) -> None:
        """Start and seat through ``tournaments``."""
        self.tournaments = tournaments
        self.advanced = 0
        """Steps this process took that wrote something (for tests and metrics)."""

    def react(self, note: Notification[object], /) -> Sequence[Effect]:
        """A timer for the step the tournament's schedule makes due now
        (:func:`domain.tournament.records.next_step`), if any."""
        step = next_step(self.tournaments.state(note.stream_id))
        if step is None:
            return []
        round_no, due = step
        return [Timer(note.stream_id, reaction_key(self.name, note), due, intent_to_dict(Advance(round_no)))]

    def perform(self, _games: GameService, stream_id: uuid.UUID, payload: Mapping[str, Any], key: str, /) -> bool:
        """Start and/or seat the round that is due; whether anything was written."""
        intent = intent_from_dict(payload)
        if not isinstance(intent, Advance):
            raise ValueError(f"{intent.OP}: not a step of the tournament's schedule")
        wrote = self.tournaments.advance(stream_id, intent.round_no, key=key)
        self.advanced += wrote
        return wrote


def tournament_reactions(
    tournaments: TournamentService,
) -> list[TournamentTables | TournamentResults | GameSeriesTables | TournamentSchedule]:
    """The tournament reactions on ``tournaments`` (what ``runtime.durable_reactions`` adds):
    the tables', Mau-Mau's results and, when another game may be played, its tables' results
    and deals (:mod:`~infrastructure.services.tournament_game_tables`)."""
    out: list[TournamentTables | TournamentResults | GameSeriesTables | TournamentSchedule] = [
        TournamentTables(tournaments),
        TournamentResults(tournaments),
        TournamentSchedule(tournaments),
    ]
    if tournaments.series.topics:
        out.append(GameSeriesTables(tournaments, tournaments.series))
    return out
