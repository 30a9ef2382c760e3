"""Every rule of a tournament: a command and the state in, the events out (or a refusal).

Pure: no clock, no randomness, no I/O — the seed and the time arrive in the commands.  A refused
command raises :class:`domain.errors.RuleViolation` with a stable ``rule`` code (the codes of the
design: ``already_created``, ``registration_closed``, ``too_few_players``, ``round_open``,
``correction_window_closed`` ...) and yields no event.  Every number is bounded and every text
stripped and bounded before it reaches an event.

The seating of a round is decided here, once, from the state alone (the entrants, earlier rounds'
meetings and byes, fixed tables and the seating stream of the tournament seed), so it is
deterministic and can be re-run by anyone after the seed is revealed
(:func:`domain.tournament.seating.plan_round`, :mod:`domain.tournament.deals`).
"""

from __future__ import annotations

import hmac
import math
import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from domain.errors import RuleViolation
from domain.maumau.bot_registry import BOTS
from domain.maumau.rules import RuleSetError, ruleset_from_dict, validate
from domain.names import check_name
from domain.shuffle import SEED_BYTES, commitment
from domain.tournament import deals, seating
from domain.tournament.codec import jsonify
from domain.tournament.commands import (
    AdjustScore,
    ApproveEntrant,
    CheckIn,
    ConfirmResult,
    CorrectResult,
    CreateTournament,
    DecideProtest,
    EndEarly,
    EnterResult,
    LodgeProtest,
    RecordTableResult,
    Register,
    SeatRound,
    Start,
    TournamentCommand,
    Withdraw,
)
from domain.tournament.events import (
    EntrantApproved,
    EntrantCheckedIn,
    EntrantRegistered,
    EntrantWithdrawn,
    ProtestDecided,
    ProtestLodged,
    ResultCorrected,
    ResultEntered,
    RoundClosed,
    RoundSeated,
    ScoreAdjusted,
    SubstituteSeated,
    TableResultRecorded,
    TournamentCreated,
    TournamentEnded,
    TournamentEvent,
    TournamentFinished,
    TournamentStarted,
)
from domain.tournament.model import (
    FORMATS,
    MAX_AUTO_ADVANCE_SECONDS,
    MAX_AUTO_DEAL_SECONDS,
    NO_WINNER,
    SCORINGS,
    TIE_BREAKS,
    Adjustment,
    AdjustmentKind,
    Entrant,
    EntrantKind,
    Format,
    PlayMode,
    ProtestDecision,
    Registration,
    Scoring,
    SeatedTable,
    SeatingMode,
    TableResult,
    TieBreak,
    TournamentConfig,
)
from domain.tournament.records import standings_of
from domain.tournament.state import (
    FINISHED,
    NONE,
    REGISTERING,
    RUNNING,
    EntryStatus,
    RoundState,
    TournamentState,
)
from domain.turn_clock import MAX_BANK_MS, MAX_TIMEOUTS, MAX_TURN_MS, MIN_TURN_MS

__all__ = [
    "ADJUSTMENT_KINDS",
    "DECISIONS",
    "ENTRANT_KINDS",
    "ID_PATTERN",
    "MAX_ADJUSTMENTS",
    "MAX_BOARDS",
    "MAX_CORRECTION_WINDOW",
    "MAX_ENTRANTS",
    "MAX_PROTESTS",
    "MAX_REGISTRATIONS",
    "MAX_ROUNDS",
    "MAX_SCORE",
    "NO_SHOW",
    "PLAY_MODES",
    "PROTESTS_OPEN_PER_ENTRANT",
    "PROTESTS_OPEN_PER_TABLE",
    "PROTESTS_PER_ENTRANT_ROUND",
    "allowed_table_sizes",
    "check_config",
    "decide",
    "registration_open",
]

MAX_ENTRANTS = 512
"""The most entrants a tournament takes at once (withdrawn ones do not count: a director who
withdraws an entrant frees its place)."""
MAX_REGISTRATIONS = 2 * MAX_ENTRANTS
"""The most registrations a tournament keeps, withdrawn ones included (so registering and
withdrawing again and again cannot grow it without end)."""
MAX_ROUNDS = 30
"""The most tournament rounds."""
MAX_BOARDS = 20
"""The most Mau-Mau rounds (boards) a table plays per tournament round."""
TIME_LIMIT_RANGE = (60, 86_400)
"""A series round's time limit, in seconds."""
MAX_CORRECTION_WINDOW = 86_400
"""The longest correction window, in seconds."""
MAX_SCORE = 1000.0
"""The largest adjustment or penalty, either sign."""
MAX_POINTS = 100_000
"""The largest points one seat may score in one board (a sanity bound on recorded results)."""
MAX_ADJUSTMENTS = 10_000
"""The most adjustments a tournament keeps."""
MAX_PROTESTS = 1000
"""The most protests a tournament keeps."""
PROTESTS_OPEN_PER_ENTRANT = 3
"""The most undecided protests one entrant may have at a time (the director's decision frees
one)."""
PROTESTS_PER_ENTRANT_ROUND = 5
"""The most protests one entrant may lodge about one round, decided or not."""
PROTESTS_OPEN_PER_TABLE = 5
"""The most undecided protests by entrants about one table of a round."""
MAX_AT = 2**53
"""Times are ms since the epoch, below this (exact in JSON numbers)."""
MAX_TABLE_VERSION = 2**31
"""A table stream version a protest may point at."""
NAME_MAX = 100
ENTRANT_NAME_MAX = 64
RULESET_ID_MAX = 100
REASON_MAX = 500
PROTEST_TEXT_MAX = 2000
ID_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9_.:@#\-]{0,63}$"
"""Ids (entrants, players, organisers, protests, who acted): 1-64 letters, digits, ``_ . : @ # -``."""
_ID_RE = re.compile(ID_PATTERN)
ENTRANT_KINDS = tuple(EntrantKind)
"""Who an entrant is: a player's account, a guest identity, or a server bot."""
ADJUSTMENT_KINDS = tuple(AdjustmentKind)
"""What a director's score change is called."""
DECISIONS = tuple(ProtestDecision)
PLAY_MODES = tuple(PlayMode)
"""Where a tournament's tables play."""
"""How a protest is decided."""


# -- checks ----------------------------------------------------------------------------------------


def _text(value: object, field: str, limit: int, *, required: bool = True, multiline: bool = False) -> str:
    """``value`` as a name or text a person sees (:func:`domain.names.check_name`: NFC, stripped,
    1..``limit`` characters (0 allowed unless ``required``), no control, format, bidirectional or
    invisible characters; newlines and tabs only when ``multiline``)."""
    return check_name(value, field, longest=limit, required=required, multiline=multiline)


def _id(value: object, field: str, *, required: bool = True) -> str:
    """An id matching :data:`ID_PATTERN` (stripped); ``""`` allowed unless ``required``."""
    if not isinstance(value, str):
        raise RuleViolation(field, f"{field} must be text")
    text = value.strip()
    if not text and not required:
        return ""
    if not _ID_RE.fullmatch(text):
        raise RuleViolation(field, f"{field} must match {ID_PATTERN}")
    return text


def _int(value: object, field: str, lo: int, hi: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        raise RuleViolation(field, f"{field} must be a whole number from {lo} to {hi}")
    return value


def _flag(value: object, field: str) -> bool:
    if not isinstance(value, bool):
        raise RuleViolation(field, f"{field} must be true or false")
    return value


def _at(value: object) -> int:
    return _int(value, "at", 0, MAX_AT)


def allowed_table_sizes(config: TournamentConfig) -> tuple[int, int]:
    """The table sizes the tournament's ruleset allows, within 3..5 (``ruleset`` when it cannot be
    read or is not playable); another game than Mau-Mau: its ``seat_counts`` within 3..5."""
    if not config.plays_maumau:
        counts = config.seat_counts
        if counts is None or len(counts) != 2 or not all(_whole(n) for n in counts):
            raise RuleViolation("seat_counts", f"{config.game}: the game's seat counts are missing")
        return max(3, counts[0]), min(5, counts[1])
    try:
        rules = validate(ruleset_from_dict(dict(config.ruleset)))
    except (RuleSetError, TypeError, ValueError) as error:
        raise RuleViolation("ruleset", f"the ruleset is not playable: {error}") from None
    lo, hi = rules.players
    return max(3, lo), min(5, hi)


def check_config(config: TournamentConfig) -> TournamentConfig:
    """``config`` checked and normalised (texts stripped, the ruleset as plain JSON, an unset
    ``scoring`` — ``""`` — resolved: matchpoints for duplicate, the ruleset's scoring for a
    series); a ``RuleViolation`` names the first bad setting."""
    if not isinstance(config, TournamentConfig):
        raise RuleViolation("config", "config must be a tournament configuration")
    name = _text(config.name, "name", NAME_MAX)
    if config.format not in FORMATS:
        raise RuleViolation("format", f"format must be one of {', '.join(FORMATS)}")
    duplicate = config.format == Format.DUPLICATE
    if not isinstance(config.ruleset, dict):
        raise RuleViolation("ruleset", "ruleset must be a ruleset's dict form")
    ruleset_id = _text(config.ruleset_id, "ruleset_id", RULESET_ID_MAX)
    rounds = _int(config.rounds, "rounds", 1, MAX_ROUNDS)
    boards = _int(config.boards, "boards", 1, MAX_BOARDS)
    if not config.plays_maumau:
        _check_game(config, boards)
    table_size = _int(config.table_size, "table_size", 3, 5)
    normalised = replace(config, ruleset=jsonify(config.ruleset))
    lo, hi = allowed_table_sizes(normalised)
    if not lo <= table_size <= hi:
        raise RuleViolation("table_size", f"table_size must be within {lo}..{hi} (the ruleset's player range and 3..5)")
    scoring = config.scoring
    if scoring == "" and not config.plays_maumau:  # unset: a game's series ranks by place points
        scoring = Scoring.PENALTY_POINTS
    if scoring == "":  # unset: a duplicate event scores matchpoints, a series as its ruleset does
        scoring = Scoring.MATCHPOINTS if duplicate else str(normalised.ruleset.get("scoring", Scoring.PENALTY_POINTS))
    if scoring not in SCORINGS:
        raise RuleViolation("scoring", f"scoring must be one of {', '.join(SCORINGS)}")
    if scoring == Scoring.MATCHPOINTS and not duplicate:
        raise RuleViolation("scoring", "matchpoints need a duplicate tournament")
    tie_breaks = config.tie_breaks
    if (
        not isinstance(tie_breaks, (tuple, list))
        or not 1 <= len(tie_breaks) <= len(TIE_BREAKS)
        or any(t not in TIE_BREAKS for t in tie_breaks)
        or len(set(tie_breaks)) != len(tie_breaks)
    ):
        raise RuleViolation("tie_breaks", f"tie_breaks must be distinct names from {', '.join(TIE_BREAKS)}")
    limit = config.time_limit_seconds
    if limit is not None:
        if duplicate:
            raise RuleViolation(
                "time_limit_seconds", "a time limit is for series only (duplicate boards are played out)"
            )
        _int(limit, "time_limit_seconds", *TIME_LIMIT_RANGE)
    if config.turn_seconds is not None:  # the tables' turn clock (None: none), in the game's bounds
        _int(config.turn_seconds, "turn_seconds", MIN_TURN_MS // 1000, MAX_TURN_MS // 1000)
    _int(config.bank_seconds, "bank_seconds", 0, MAX_BANK_MS // 1000)
    _int(config.max_timeouts, "max_timeouts", 1, MAX_TIMEOUTS)
    if config.auto_deal_seconds is not None:
        _int(config.auto_deal_seconds, "auto_deal_seconds", 0, MAX_AUTO_DEAL_SECONDS)
    window = _int(config.correction_window_seconds, "correction_window_seconds", 0, MAX_CORRECTION_WINDOW)
    least = 2 * table_size if duplicate else max(3, lo)
    min_players = config.min_players
    if not isinstance(min_players, int) or isinstance(min_players, bool) or not least <= min_players <= MAX_ENTRANTS:
        why = f"two tables of {table_size}" if duplicate else "one table"
        raise RuleViolation("min_players", f"min_players must be from {least} ({why}) to {MAX_ENTRANTS}")
    bot = config.bot_substitute.strip().lower() if isinstance(config.bot_substitute, str) else None
    if bot not in bots_of(config):
        raise RuleViolation("bot_substitute", f"bot_substitute must be one of {', '.join(bots_of(config))}")
    if not isinstance(config.shared_ranks, bool):
        raise RuleViolation("shared_ranks", "shared_ranks must be true or false")
    modes = list(Registration)
    if not isinstance(config.registration, str) or config.registration not in modes:
        raise RuleViolation("registration", f"registration must be one of {', '.join(modes)}")
    _check_flow(config, rounds)
    return replace(
        normalised,
        name=name,
        ruleset_id=ruleset_id,
        rounds=rounds,
        boards=boards,
        format=Format(config.format),
        scoring=Scoring(scoring),
        tie_breaks=tuple(TieBreak(t) for t in tie_breaks),
        correction_window_seconds=window,
        bot_substitute=bot,
        registration=Registration(config.registration),
        play=PlayMode(config.play),
        seating=SeatingMode(config.seating),
    )


def _check_flow(config: TournamentConfig, rounds: int) -> None:
    """The evening's flow settings: check-in and its deadline, late entry, the scheduled start
    and the automatic advance."""
    check_in = _flag(config.check_in, "check_in")
    if config.check_in_deadline is not None:
        if not check_in:
            raise RuleViolation("check_in_deadline", "a check-in deadline needs check_in")
        _int(config.check_in_deadline, "check_in_deadline", 0, MAX_AT)
    _int(config.late_entry_until, "late_entry_until", 0, rounds)
    if config.starts_at is not None:
        _int(config.starts_at, "starts_at", 0, MAX_AT)
        deadline = config.check_in_deadline
        if deadline is not None and deadline > config.starts_at:
            raise RuleViolation("check_in_deadline", "the check-in deadline must not be after starts_at")
    if config.auto_advance_seconds is not None:
        _int(config.auto_advance_seconds, "auto_advance_seconds", 0, MAX_AUTO_ADVANCE_SECONDS)
    if not isinstance(config.seating, str) or config.seating not in tuple(SeatingMode):
        raise RuleViolation("seating", f"seating must be one of {', '.join(SeatingMode)}")
    if config.seating == SeatingMode.STANDINGS and config.format != Format.SERIES:
        raise RuleViolation("seating", "a duplicate event seats its tables to compare boards, not by standings")
    if not isinstance(config.play, str) or config.play not in PLAY_MODES:
        raise RuleViolation("play", f"play must be one of {', '.join(PLAY_MODES)}")
    if config.play == PlayMode.CARDS and config.format != Format.SERIES:
        raise RuleViolation("play", "real cards play a series: duplicate boards are dealt by the service")
    if config.play == PlayMode.CARDS and config.time_limit_seconds is not None:
        raise RuleViolation("time_limit_seconds", "a real-cards table keeps its own time: no time limit")


def _check_game(config: TournamentConfig, boards: int) -> None:
    """What a tournament of another game than Mau-Mau must be (``docs/tournaments.md``): a
    series (duplicate boards compare the same deal round by round, which only Mau-Mau's rounds
    give), one board per table and round (a board is one whole game), no time limit (a game has
    no end between its rounds the tournament could call), the game's bots named."""
    if not isinstance(config.game, str) or not _GAME_NAME.fullmatch(config.game):
        raise RuleViolation("game", "game must be a registered game's name")
    if config.format != Format.SERIES:
        raise RuleViolation("format", f"a {config.game} tournament is a series: duplicate boards are Mau-Mau's rounds")
    if boards != 1:
        raise RuleViolation("boards", f"a {config.game} table plays one whole game per round: boards must be 1")
    if config.time_limit_seconds is not None:
        raise RuleViolation("time_limit_seconds", f"a {config.game} game is played out: no time limit")
    if not config.bots or not all(isinstance(b, str) and _GAME_NAME.fullmatch(b) for b in config.bots):
        raise RuleViolation("bots", f"{config.game}: the game's bots are missing")


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


_GAME_NAME = re.compile(r"[a-z][a-z0-9_]{0,31}")
"""A registered game's or bot's name."""


def bots_of(config: TournamentConfig) -> tuple[str, ...]:
    """The bots the tournament's game names (Mau-Mau's registry, or the config's ``bots``)."""
    return tuple(BOTS) if config.plays_maumau else tuple(config.bots)


def _config(state: TournamentState) -> TournamentConfig:
    if state.config is None:
        raise RuleViolation("no_tournament", "there is no such tournament")
    return state.config


def _check_entrant(entrant: Entrant, config: TournamentConfig) -> Entrant:
    if not isinstance(entrant, Entrant):
        raise RuleViolation("entrant", "entrant must be an entrant")
    entrant_id = _id(entrant.entrant_id, "entrant_id")
    name = _text(entrant.name, "name", ENTRANT_NAME_MAX)
    if entrant.kind not in ENTRANT_KINDS:
        raise RuleViolation("kind", f"kind must be one of {', '.join(ENTRANT_KINDS)}")
    player_id: str | None = None
    bot: str | None = None
    if entrant.kind == EntrantKind.BOT:
        bot = entrant.bot.strip().lower() if isinstance(entrant.bot, str) else None
        if bot not in bots_of(config):
            raise RuleViolation("bot", f"a bot entrant names one of {', '.join(bots_of(config))}")
        if entrant.player_id is not None:
            raise RuleViolation("player_id", "a bot entrant has no player id")
    else:
        player_id = _id(entrant.player_id, "player_id")
        if entrant.bot is not None:
            raise RuleViolation("bot", "only a bot entrant names a bot")
    fixed = entrant.fixed_table
    if fixed is not None:
        _int(fixed, "fixed_table", 1, MAX_ENTRANTS // max(config.table_size, 1))
    return Entrant(entrant_id, name, EntrantKind(entrant.kind), player_id, bot, fixed)


def _round_of(state: TournamentState, round_no: object) -> RoundState:
    if not isinstance(round_no, int) or isinstance(round_no, bool):
        raise RuleViolation("round_no", "round_no must be a whole number")
    rnd = state.round(round_no)
    if rnd is None:
        raise RuleViolation("unknown_table", f"round {round_no} has not been seated")
    return rnd


def _table_of(rnd: RoundState, table_no: object) -> SeatedTable:
    if not isinstance(table_no, int) or isinstance(table_no, bool):
        raise RuleViolation("table_no", "table_no must be a whole number")
    table = rnd.table(table_no)
    if table is None:
        raise RuleViolation("unknown_table", f"round {rnd.round_no} has no table {table_no}")
    return table


def _check_result(result: TableResult, table: SeatedTable, config: TournamentConfig) -> TableResult:
    """``result`` if it fits the seated ``table`` (``result_mismatch`` otherwise)."""

    def bad(why: str) -> RuleViolation:
        return RuleViolation("result_mismatch", f"the result of table {table.table_no} does not fit: {why}")

    if result.table_id != table.table_id:
        raise bad(f"table id {result.table_id!r} is not the seated table's {table.table_id}")
    if tuple(result.entrants) != table.entrants:
        raise bad("its entrants are not the ones seated there (in seat order)")
    seats = len(table.entrants)
    points, winners, forfeited = tuple(result.points), tuple(result.winners), tuple(result.forfeited)
    if len(points) > config.boards:
        raise bad(f"{len(points)} boards, the tournament plays {config.boards}")
    if len(winners) != len(points):
        raise bad("one winner per board")
    for row in points:
        if len(row) != seats or any(
            not isinstance(p, int) or isinstance(p, bool) or not -MAX_POINTS <= p <= MAX_POINTS for p in row
        ):
            raise bad(f"each board gives {seats} whole-number points within ±{MAX_POINTS}")
    nobody = 0 if config.plays_maumau else NO_WINNER  # a shared first place of a game: no single winner
    if any(not isinstance(w, int) or isinstance(w, bool) or not nobody <= w < seats for w in winners):
        raise bad(f"a board's winner is a seat 0..{seats - 1}" + ("" if config.plays_maumau else " or -1 (shared)"))
    if len(set(forfeited)) != len(forfeited) or any(
        not isinstance(f, int) or isinstance(f, bool) or not 0 <= f < seats for f in forfeited
    ):
        raise bad(f"forfeited seats are distinct seats 0..{seats - 1}")
    _int(result.match_version, "match_version", 0, MAX_AT)
    if not config.plays_maumau:  # a game's board is place points, recorded or corrected
        for board, (row, winner) in enumerate(zip(points, winners, strict=True), start=1):
            _check_places(board, row, winner)
    return TableResult(
        table.table_no,
        table.table_id,
        table.entrants,
        tuple(tuple(row) for row in points),
        winners,
        tuple(sorted(forfeited)),
        result.match_version,
    )


def _window_end(config: TournamentConfig, rnd: RoundState) -> int | None:
    """When the round's correction window closes (ms), ``None`` while the round is open."""
    if rnd.closed_at is None:
        return None
    return rnd.closed_at + config.correction_window_seconds * 1000


def _after_finish(state: TournamentState, config: TournamentConfig, at: int) -> None:
    """After the end only the last round's correction window is left for a director's action."""
    if state.status != FINISHED:
        return
    last = state.rounds[-1] if state.rounds else None
    end = _window_end(config, last) if last is not None else None
    if end is None or at > end:
        raise RuleViolation("correction_window_closed", "the tournament is finished and its correction window closed")


def _seed_bytes(state: TournamentState) -> bytes:
    return bytes.fromhex(state.seed)


# -- the commands ----------------------------------------------------------------------------------


def _create(state: TournamentState, c: CreateTournament) -> list[TournamentEvent]:
    if state.status != NONE:
        raise RuleViolation("already_created", "the tournament already exists")
    at = _at(c.at)
    tournament_id = _text(c.tournament_id, "tournament_id", 64)
    deals.table_id(tournament_id, 1, 1)  # a UUID, or RuleViolation("tournament_id")
    organiser_id = _id(c.organiser_id, "organiser_id")
    if not isinstance(c.seed, bytes) or len(c.seed) != SEED_BYTES:
        raise RuleViolation("seed", f"the tournament seed is {SEED_BYTES} bytes")
    config = check_config(c.config)
    if config.starts_at is not None and config.starts_at <= at:
        raise RuleViolation("starts_at", "starts_at must be in the future (ms since the epoch)")
    return [TournamentCreated(tournament_id, config, organiser_id, commitment(c.seed), c.seed.hex(), at)]


def _register(state: TournamentState, c: Register) -> list[TournamentEvent]:
    config = _config(state)
    at = _at(c.at)
    if not registration_open(state, config):
        raise RuleViolation("registration_closed", "the registration is closed (the tournament has started)")
    by = _id(c.by, "by", required=False)
    entrant = _check_entrant(c.entrant, config)
    if config.play == PlayMode.CARDS and entrant.kind == EntrantKind.BOT:
        raise RuleViolation("bot", "real cards are played by people at real tables: no bot entrants")
    _flag(c.director, "director")
    for other in state.entrants:
        if other.entrant_id == entrant.entrant_id:
            raise RuleViolation("already_registered", f"entrant {entrant.entrant_id} is already registered")
        if entrant.player_id is not None and other.player_id == entrant.player_id:
            raise RuleViolation("already_registered", "this player is already registered")
    pending = False
    if not c.director:  # the organiser's setting binds those who register themselves
        mode = config.registration
        if mode == Registration.ACCOUNTS and entrant.kind != EntrantKind.ACCOUNT:
            raise RuleViolation("registration_accounts", "this tournament takes accounts only: sign in to an account")
        if mode == Registration.INVITE:
            given = c.invite.strip() if isinstance(c.invite, str) else ""
            if not hmac.compare_digest(given.encode(), deals.invite_code(_seed_bytes(state)).encode()):
                raise RuleViolation("invite_code", "this tournament takes entrants with its invite code only")
        pending = mode == Registration.APPROVAL
    if state.holding_places >= MAX_ENTRANTS:
        raise RuleViolation("too_many_entrants", f"a tournament takes at most {MAX_ENTRANTS} entrants")
    if len(state.entrants) >= MAX_REGISTRATIONS:
        raise RuleViolation(
            "too_many_registrations",
            f"a tournament keeps at most {MAX_REGISTRATIONS} registrations, withdrawn included",
        )
    return [EntrantRegistered(entrant, by, at, pending)]


def registration_open(state: TournamentState, config: TournamentConfig) -> bool:
    """Before the start; after it, while a late entrant would still play from a round up to
    ``late_entry_until``."""
    if state.status == REGISTERING:
        return True
    return state.status == RUNNING and len(state.rounds) < config.late_entry_until


def _check_in(state: TournamentState, c: CheckIn) -> list[TournamentEvent]:
    config = _config(state)
    at = _at(c.at)
    if not config.check_in:
        raise RuleViolation("check_in", "this tournament has no check-in")
    if state.status != REGISTERING:
        raise RuleViolation("registration_closed", "the check-in closed at the start")
    entrant_id = _active_entrant(state, c.entrant_id)
    by = _id(c.by, "by", required=False)
    director = _flag(c.director, "director")
    deadline = config.check_in_deadline
    if deadline is not None and at > deadline and not director:
        raise RuleViolation("check_in_closed", "the check-in deadline has passed: ask the director")
    if entrant_id in state.checked_in:
        raise RuleViolation("already_checked_in", f"entrant {entrant_id} has already checked in")
    return [EntrantCheckedIn(entrant_id, by, at)]


NO_SHOW = "no-show: not checked in before the start"
"""The reason of a withdrawal the start writes for an entrant who did not check in."""


def _end_early(state: TournamentState, c: EndEarly) -> list[TournamentEvent]:
    _config(state)
    at = _at(c.at)
    if state.status == REGISTERING:
        raise RuleViolation("not_started", "the tournament has not started")
    if state.status == FINISHED:
        raise RuleViolation("tournament_finished", "the tournament is finished")
    current = state.current_round
    if current is None:
        raise RuleViolation("no_round_played", "no round has been played: nothing to end with")
    if not current.closed:
        raise RuleViolation("round_open", f"round {current.round_no} is still being played")
    reason = _text(c.reason, "reason", REASON_MAX, multiline=True)
    by = _id(c.by, "by", required=False)
    return [TournamentEnded(reason, by, at), TournamentFinished(state.seed, at)]


def _active_entrant(state: TournamentState, raw: object) -> str:
    """The id ``raw`` names (stripped) of an entrant of this tournament that has not withdrawn
    (``unknown_entrant`` / ``already_withdrawn`` otherwise)."""
    entrant_id = raw.strip() if isinstance(raw, str) else raw
    if not isinstance(entrant_id, str) or state.entrant(entrant_id) is None:
        raise RuleViolation("unknown_entrant", f"no entrant {raw!r} in this tournament")
    if entrant_id in state.withdrawn:
        raise RuleViolation("already_withdrawn", f"entrant {entrant_id} has already withdrawn")
    return entrant_id


def _approve(state: TournamentState, c: ApproveEntrant) -> list[TournamentEvent]:
    config = _config(state)
    at = _at(c.at)
    if not registration_open(state, config):  # a late entrant waits for approval as an early one
        raise RuleViolation("registration_closed", "the registration is closed (the tournament has started)")
    entrant_id = _active_entrant(state, c.entrant_id)
    if entrant_id not in state.pending:
        raise RuleViolation("not_pending", f"entrant {entrant_id} is not waiting for approval")
    by = _id(c.by, "by", required=False)
    return [EntrantApproved(entrant_id, by, at)]


def _withdraw(state: TournamentState, c: Withdraw) -> list[TournamentEvent]:
    config = _config(state)
    at = _at(c.at)
    if state.status == FINISHED:
        raise RuleViolation("tournament_finished", "the tournament is finished")
    entrant_id = _active_entrant(state, c.entrant_id)
    reason = _text(c.reason, "reason", REASON_MAX, multiline=True)
    by = _id(c.by, "by", required=False)
    events: list[TournamentEvent] = [EntrantWithdrawn(entrant_id, reason, by, at)]
    rnd = state.current_round
    if rnd is not None and not rnd.closed and config.play != PlayMode.CARDS:  # no bot at a real table
        place = rnd.table_of(entrant_id)
        if place is not None and rnd.results[place[0] - 1] is None:
            events.append(SubstituteSeated(rnd.round_no, place[0], place[1], entrant_id, config.bot_substitute, at))
    return events


def _start(state: TournamentState, c: Start) -> list[TournamentEvent]:
    config = _config(state)
    at = _at(c.at)
    if state.status != REGISTERING:
        raise RuleViolation("already_started", "the tournament has already started")
    no_shows = [e.entrant_id for e in state.active if e.entrant_id not in state.checked_in] if config.check_in else []
    active = len(state.active) - len(no_shows)
    if active < config.min_players:
        why = f" after {len(no_shows)} no-shows" if no_shows else ""
        raise RuleViolation("too_few_players", f"{active} entrants{why}, the tournament needs {config.min_players}")
    _sizes(config, active)
    withdrawals: list[TournamentEvent] = [EntrantWithdrawn(e, NO_SHOW, "", at) for e in no_shows]
    return [*withdrawals, TournamentStarted(at)]


def _sizes(config: TournamentConfig, players: int) -> tuple[int, ...]:
    """The table sizes of a round of ``players`` (``too_few_players`` when not enough for one
    table, or two for duplicate)."""
    sizes, _ = seating.table_sizes(players, config.format, config.table_size, allowed_table_sizes(config))
    if config.format == Format.DUPLICATE and len(sizes) < 2:
        raise RuleViolation("too_few_players", f"a duplicate round needs two tables of {config.table_size}")
    return sizes


def _seat_round(state: TournamentState, c: SeatRound) -> list[TournamentEvent]:
    config = _config(state)
    at = _at(c.at)
    if state.status == REGISTERING:
        raise RuleViolation("not_started", "the tournament has not started")
    current = state.current_round
    if state.status != FINISHED and current is not None and not current.closed:
        raise RuleViolation("round_open", f"round {current.round_no} is still being played")
    if state.status == FINISHED or len(state.rounds) >= config.rounds:
        raise RuleViolation("tournament_finished", "the tournament is finished: every round has been played")
    round_no = len(state.rounds) + 1
    active = state.active
    _sizes(config, len(active))
    seed = _seed_bytes(state)
    fixed = {e.entrant_id: e.fixed_table for e in active if e.fixed_table is not None}
    limit = config.time_limit_seconds
    deadline = at + limit * 1000 if limit is not None and config.format == Format.SERIES else None
    if config.seating == SeatingMode.STANDINGS and round_no > 1:
        here = {e.entrant_id for e in active}
        order = tuple(row.entrant_id for row in standings_of(state) if row.entrant_id in here)
        sizes, bye_count = seating.table_sizes(
            len(order), config.format, config.table_size, allowed_table_sizes(config)
        )
        byes_so_far = Counter(p for r in state.rounds for p in r.byes)
        by_rank = seating.seat_by_standings(order, sizes, bye_count, byes_so_far, fixed, round_no)
        ranked = tuple(
            SeatedTable(no, deals.table_id(state.tournament_id, round_no, no), seats)
            for no, seats in enumerate(by_rank.tables, start=1)
        )
        return [RoundSeated(round_no, ranked, by_rank.byes, deadline, at, order)]
    plan = seating.seat_event_round(
        round_no,
        config.rounds,
        [e.entrant_id for e in active],
        config.format,
        config.table_size,
        allowed_table_sizes(config),
        fixed,
        [([t.entrants for t in r.tables], r.byes) for r in state.rounds],
        seed,
    )
    tables = tuple(
        SeatedTable(no, deals.table_id(state.tournament_id, round_no, no), tuple(seats))
        for no, seats in enumerate(plan.tables, start=1)
    )
    return [RoundSeated(round_no, tables, tuple(plan.byes), deadline, at)]


def _record(state: TournamentState, c: RecordTableResult) -> list[TournamentEvent]:
    config = _config(state)
    at = _at(c.at)
    if state.status == REGISTERING:
        raise RuleViolation("not_started", "the tournament has not started")
    rnd = _round_of(state, c.round_no)
    if not isinstance(c.result, TableResult):
        raise RuleViolation("result", "result must be a table result")
    table = _table_of(rnd, c.result.table_no)
    if rnd.results[table.table_no - 1] is not None:
        return []  # recorded already: a second delivery doubles nothing
    if config.play == PlayMode.CARDS:
        raise RuleViolation("play", "a real-cards table's result is entered and confirmed, not read from a table")
    return _recorded(state, config, rnd, _check_result(c.result, table, config), at)


def _recorded(
    state: TournamentState, config: TournamentConfig, rnd: RoundState, result: TableResult, at: int
) -> list[TournamentEvent]:
    """A table's result recorded; the round closed with its last table, the tournament finished
    with its last round."""
    events: list[TournamentEvent] = [TableResultRecorded(rnd.round_no, result, at)]
    if sum(r is None for r in rnd.results) == 1:
        events.append(RoundClosed(rnd.round_no, at))
        if rnd.round_no == config.rounds:
            events.append(TournamentFinished(state.seed, at))
    return events


def _paper_table(
    state: TournamentState, round_no: object, table_no: object
) -> tuple[TournamentConfig, RoundState, SeatedTable]:
    """The real-cards table a result is entered for, still without a recorded result."""
    config = _config(state)
    if config.play != PlayMode.CARDS:
        raise RuleViolation("play", "this tournament's tables play on the service: their results are read from them")
    if state.status == REGISTERING:
        raise RuleViolation("not_started", "the tournament has not started")
    rnd = _round_of(state, round_no)
    table = _table_of(rnd, table_no)
    if rnd.results[table.table_no - 1] is not None:
        raise RuleViolation(
            "result_recorded", f"table {table.table_no}'s result is recorded: the director corrects it if it is wrong"
        )
    return config, rnd, table


def _seated_entrant(state: TournamentState, table: SeatedTable, raw: object) -> str:
    """The entrant ``raw`` names, seated at ``table`` and not withdrawn (``not_at_table``)."""
    if not isinstance(raw, str) or raw not in table.entrants or raw in state.withdrawn:
        raise RuleViolation("not_at_table", f"only an entrant seated at table {table.table_no} enters its result")
    return raw


def _enter(state: TournamentState, c: EnterResult) -> list[TournamentEvent]:
    at = _at(c.at)
    if not isinstance(c.result, TableResult):
        raise RuleViolation("result", "result must be a table result")
    config, rnd, table = _paper_table(state, c.round_no, c.result.table_no)
    by = _id(c.by, "by", required=False)
    result = _check_result(replace(c.result, match_version=0), table, config)
    if len(result.points) != config.boards:
        raise RuleViolation(
            "entry_boards", f"a table plays {config.boards} boards: the entry gives each of them ({len(result.points)})"
        )
    _check_consistent(result, config)
    if c.entrant_id is None:  # the director's entry settles the table
        return [ResultEntered(rnd.round_no, result, None, by, at), *_recorded(state, config, rnd, result, at)]
    entrant = _seated_entrant(state, table, c.entrant_id)
    entered: list[TournamentEvent] = [ResultEntered(rnd.round_no, result, entrant, by, at)]
    others = [e for e in rnd.entries_of(table.table_no) if e.entrant_id not in (None, entrant)]
    if any(e.result == result for e in others):  # an opponent entered the same: confirmed
        return [*entered, *_recorded(state, config, rnd, result, at)]
    return entered


def _confirm(state: TournamentState, c: ConfirmResult) -> list[TournamentEvent]:
    at = _at(c.at)
    config, rnd, table = _paper_table(state, c.round_no, c.table_no)
    entrant = _seated_entrant(state, table, c.entrant_id)
    by = _id(c.by, "by", required=False)
    others = [e for e in rnd.entries_of(table.table_no) if e.entrant_id not in (None, entrant)]
    if not others:
        raise RuleViolation("nothing_to_confirm", f"no other entrant of table {table.table_no} has entered a result")
    if rnd.entry_status(table.table_no) == EntryStatus.CONFLICT:
        raise RuleViolation(
            "result_conflict", f"the entries of table {table.table_no} disagree: the director enters the result"
        )
    result = others[-1].result
    return [ResultEntered(rnd.round_no, result, entrant, by, at), *_recorded(state, config, rnd, result, at)]


def _correct(state: TournamentState, c: CorrectResult) -> list[TournamentEvent]:
    config = _config(state)
    at = _at(c.at)
    rnd = _round_of(state, c.round_no)
    reason = _text(c.reason, "reason", REASON_MAX, multiline=True)
    by = _id(c.by, "by", required=False)
    end = _window_end(config, rnd)
    if end is None:
        raise RuleViolation("round_not_closed", f"round {rnd.round_no} has not closed: its results are not published")
    if at > end:
        raise RuleViolation(
            "correction_window_closed",
            f"the correction window of round {rnd.round_no} closed "
            f"{config.correction_window_seconds} s after its results were published",
        )
    if not isinstance(c.result, TableResult):
        raise RuleViolation("result", "result must be a table result")
    table = _table_of(rnd, c.result.table_no)
    result = _check_result(c.result, table, config)
    previous = rnd.results[table.table_no - 1]
    assert previous is not None  # a closed round has every table's result
    if len(result.points) != len(previous.points):
        raise RuleViolation(
            "correction_boards",
            f"table {table.table_no} played {len(previous.points)} boards: a correction gives each of them "
            f"(it gave {len(result.points)}), it cannot add or remove boards",
        )
    _check_consistent(result, config)
    result = replace(result, match_version=previous.match_version)
    if result == previous:
        raise RuleViolation("correction_unchanged", f"the correction is table {table.table_no}'s result as recorded")
    return [ResultCorrected(rnd.round_no, result, reason, by, at, previous)]


def _check_consistent(result: TableResult, config: TournamentConfig) -> None:
    """Each board's points agree with its winner as the ruleset scores them
    (``result_inconsistent`` otherwise): under ``wins`` the winner scores 1 and every other seat
    0; under penalty points no seat scores below 0 and the winner has the fewest points."""
    wins = config.ruleset.get("scoring") == "wins"
    for board, (row, winner) in enumerate(zip(result.points, result.winners, strict=True), start=1):
        if not config.plays_maumau:
            _check_places(board, row, winner)
        elif wins:
            if any(p != (1 if seat == winner else 0) for seat, p in enumerate(row)):
                raise RuleViolation(
                    "result_inconsistent", f"board {board}: under wins the winner scores 1 and every other seat 0"
                )
        elif min(row) < 0 or row[winner] != min(row):
            raise RuleViolation(
                "result_inconsistent",
                f"board {board}: penalty points are not negative and the winner (seat {winner}) has the fewest",
            )


def _check_places(board: int, row: Sequence[int], winner: int) -> None:
    """A game's board is its place points (place minus 1: 0 for the first, ties share): the fewest
    are 0 and the winner is the one seat with 0, or -1 when several share the first place."""
    firsts = [seat for seat, p in enumerate(row) if p == 0]
    if min(row) != 0 or any(p >= len(row) for p in row):
        raise RuleViolation(
            "result_inconsistent", f"board {board}: place points run from 0 (first) to {len(row) - 1} (last)"
        )
    if (winner == NO_WINNER) != (len(firsts) > 1) or (winner != NO_WINNER and firsts != [winner]):
        raise RuleViolation(
            "result_inconsistent",
            f"board {board}: the winner is the one seat placed first (0 place points), -1 when that place is shared",
        )


def _adjust(state: TournamentState, c: AdjustScore) -> list[TournamentEvent]:
    config = _config(state)
    at = _at(c.at)
    if state.status == REGISTERING:
        raise RuleViolation("not_started", "the tournament has not started")
    _after_finish(state, config, at)
    a = c.adjustment
    if not isinstance(a, Adjustment):
        raise RuleViolation("adjustment", "adjustment must be an adjustment")
    entrant_id = a.entrant_id.strip() if isinstance(a.entrant_id, str) else a.entrant_id
    if not isinstance(entrant_id, str) or state.entrant(entrant_id) is None:
        raise RuleViolation("unknown_entrant", f"no entrant {a.entrant_id!r} in this tournament")
    reason = _text(a.reason, "reason", REASON_MAX, multiline=True)
    if a.kind not in ADJUSTMENT_KINDS:
        raise RuleViolation("score", f"kind must be one of {', '.join(ADJUSTMENT_KINDS)}")
    score = a.score
    if isinstance(score, bool) or not isinstance(score, (int, float)) or not math.isfinite(score):
        raise RuleViolation("score", "score must be a number")
    if abs(score) > MAX_SCORE:
        raise RuleViolation("score", f"score must be within ±{MAX_SCORE:g}")
    round_no = _int(a.round_no, "round_no", 0, len(state.rounds))
    by = _id(a.by, "by", required=False)
    if len(state.adjustments) >= MAX_ADJUSTMENTS:
        raise RuleViolation("too_many_adjustments", f"a tournament keeps at most {MAX_ADJUSTMENTS} adjustments")
    return [ScoreAdjusted(Adjustment(entrant_id, a.kind, float(score), reason, round_no, by), at)]


def _lodge(state: TournamentState, c: LodgeProtest) -> list[TournamentEvent]:
    config = _config(state)
    at = _at(c.at)
    protest_id = _id(c.protest_id, "protest_id")
    if state.protest(protest_id) is not None:
        raise RuleViolation("protest_exists", f"protest {protest_id} exists already")
    rnd = _round_of(state, c.round_no)
    table = _table_of(rnd, c.table_no)
    text = _text(c.text, "text", PROTEST_TEXT_MAX, multiline=True)
    version = c.table_version
    if version is not None:
        _int(version, "table_version", 0, MAX_TABLE_VERSION)
    by = _id(c.by, "by", required=False)
    _flag(c.director, "director")
    _after_finish(state, config, at)
    if not c.director:
        _protest_allowed(state, rnd, table, by)
    if len(state.protests) >= MAX_PROTESTS:
        raise RuleViolation("too_many_protests", f"a tournament keeps at most {MAX_PROTESTS} protests")
    return [ProtestLodged(protest_id, rnd.round_no, table.table_no, version, text, by, at)]


def _protest_allowed(state: TournamentState, rnd: RoundState, table: SeatedTable, by: str) -> None:
    """Whether identity ``by`` (not the director) may protest about ``table``: an entrant seated
    there, within :data:`PROTESTS_OPEN_PER_ENTRANT`, :data:`PROTESTS_PER_ENTRANT_ROUND` and
    :data:`PROTESTS_OPEN_PER_TABLE`."""
    mine = {e.entrant_id for e in state.entrants if by and e.player_id == by}
    if not mine:
        raise RuleViolation("not_entrant", "lodging a protest needs an entrant of this tournament or the director")
    if mine.isdisjoint(table.entrants):
        raise RuleViolation(
            "not_at_table", f"only the entrants of table {table.table_no} of round {rnd.round_no} may protest about it"
        )
    own = [p for p in state.protests if p.by == by]
    if sum(1 for p in own if p.decision is None) >= PROTESTS_OPEN_PER_ENTRANT:
        raise RuleViolation(
            "protest_limit",
            f"an entrant may have {PROTESTS_OPEN_PER_ENTRANT} undecided protests at a time: wait for a decision",
        )
    if sum(1 for p in own if p.round_no == rnd.round_no) >= PROTESTS_PER_ENTRANT_ROUND:
        raise RuleViolation(
            "protest_limit", f"an entrant may lodge {PROTESTS_PER_ENTRANT_ROUND} protests about a round"
        )
    entrants = {e.player_id for e in state.entrants if e.player_id is not None}
    at_table = sum(
        1
        for p in state.protests
        if p.round_no == rnd.round_no and p.table_no == table.table_no and p.decision is None and p.by in entrants
    )
    if at_table >= PROTESTS_OPEN_PER_TABLE:
        raise RuleViolation(
            "table_protest_limit",
            f"table {table.table_no} of round {rnd.round_no} has {PROTESTS_OPEN_PER_TABLE} undecided protests: "
            "wait for the director's decisions",
        )


def _decide_protest(state: TournamentState, c: DecideProtest) -> list[TournamentEvent]:
    _config(state)
    at = _at(c.at)
    protest_id = c.protest_id.strip() if isinstance(c.protest_id, str) else c.protest_id
    protest = state.protest(protest_id) if isinstance(protest_id, str) else None
    if protest is None:
        raise RuleViolation("unknown_protest", f"no protest {c.protest_id!r} in this tournament")
    if protest.decision is not None:
        raise RuleViolation("protest_decided", f"protest {protest.protest_id} was decided already")
    if c.decision not in DECISIONS:
        raise RuleViolation("decision", f"decision must be one of {', '.join(DECISIONS)}")
    reason = _text(c.reason, "reason", REASON_MAX, multiline=True)
    by = _id(c.by, "by", required=False)
    return [ProtestDecided(protest.protest_id, c.decision, reason, by, at)]


_HANDLERS: dict[type, Callable[[TournamentState, Any], list[TournamentEvent]]] = {
    Register: _register,
    ApproveEntrant: _approve,
    Withdraw: _withdraw,
    Start: _start,
    SeatRound: _seat_round,
    RecordTableResult: _record,
    CorrectResult: _correct,
    AdjustScore: _adjust,
    LodgeProtest: _lodge,
    DecideProtest: _decide_protest,
    CheckIn: _check_in,
    EndEarly: _end_early,
    EnterResult: _enter,
    ConfirmResult: _confirm,
}
"""Each command type of an existing tournament and the function that decides it."""


def decide(state: TournamentState, command: TournamentCommand) -> list[TournamentEvent]:
    """The events ``command`` yields in ``state``; ``RuleViolation`` names the broken rule."""
    if isinstance(command, CreateTournament):
        return _create(state, command)
    if state.status == NONE:
        raise RuleViolation("no_tournament", "there is no such tournament")
    handler = _HANDLERS.get(type(command))
    if handler is None:
        raise RuleViolation("unknown_command", f"not a tournament command: {type(command).__name__}")
    return handler(state, command)
