"""Tournaments on the write side: who may do what, commands through the tournament's decider, reads.

A tournament is one event stream of its own kind (topics ``tournament.``), run by a second
:class:`~infrastructure.services.games.GameService` given the
:data:`~domain.tournament.game.TOURNAMENT` decider on the same event store (the same load /
cache / decide / append with expected version, request ids and idempotency keys as a match).
No tournament rule is decided here: every command goes to ``domain.tournament.decide``, which
refuses a broken rule by name (HTTP 422).  What this service decides is *who* may ask:

* **creating** needs an account with the role ``organiser`` or ``admin`` (403 ``organiser``);
  the service resolves the ruleset (a preset or a saved one; unknown: 404 ``ruleset``), makes
  its snapshot end every table's match after ``boards`` Mau-Mau rounds (``max_rounds=boards``,
  no win target, no points limit) and draws the tournament's 32-byte seed
  (:data:`random_seed`), whose commitment is public from the start and which stays secret
  until the tournament is finished;
* **director actions** (start, seat a round, correct a result, adjust a score or give a
  penalty, decide a protest, register somebody else or a bot, withdraw somebody) need the
  tournament's organiser or an admin (403 ``director``);
* **players** register themselves with their own identity (accounts and guests) and may
  withdraw themselves; an entrant or the director may lodge a protest.  Whether a player may
  register (the tournament's ``registration``: open, accounts only, an invite code, the
  director's approval) and whether an entrant may protest about a table (only its entrants,
  within the protest limits) are the decider's rules: the service tells it only whether the
  caller directs the tournament.

Every command is stamped with the service clock's ``at``; a client's idempotency key makes it
safe to send again (the same key with another body: 422 ``idempotency_key``).  The tables'
side of a tournament (creating, seating and starting the tables of a round, recording their
results) is done by durable reactions (:mod:`infrastructure.services.tournament_reactions`)
through the system methods here (:meth:`TournamentService.record_result`,
:meth:`TournamentService.link_table`), never by a client.

``tournament_tables`` (revision 0014) says which Mau-Mau table plays which round and table of
which tournament: written before a table's match starts, so every event of that match finds it.
"""

from __future__ import annotations

import logging
import secrets
import time
import uuid
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass
from typing import Any

from sqlalchemy import Engine, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from domain.actors import Actor
from domain.maumau.bot_registry import BOTS
from domain.maumau.events import RoundStarted, RoundWon, SeatForfeited
from domain.maumau.rules import RuleSetError, apply_overrides
from domain.shuffle import SEED_BYTES
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
    Withdraw,
)
from domain.tournament.deals import ObservedTable, invite_code, verify_tournament
from domain.tournament.decide import bots_of, registration_open
from domain.tournament.model import (
    MAUMAU,
    Adjustment,
    AdjustmentKind,
    Entrant,
    EntrantKind,
    PlayMode,
    Registration,
    TableResult,
    TournamentConfig,
)
from domain.tournament.paper import score_card, travellers
from domain.tournament.records import next_step, standings_of
from domain.tournament.redaction import provisional, public_event, public_state
from domain.tournament.standings import StandingRow
from domain.tournament.state import (
    FINISHED,
    NONE,
    REGISTERING,
    RUNNING,
    ProtestState,
    ProtestStatus,
    RoundState,
    TournamentState,
)
from infrastructure.adapters.tournament_rows import TournamentTableRow
from infrastructure.services.accounts import AccountService, Identity, signed_in
from infrastructure.services.errors import Conflict, Forbidden, InvalidInput, NotFound
from infrastructure.services.games import CommandResult, GameService
from infrastructure.services.lru import Lru
from infrastructure.services.platform.game_tables import refused_input
from infrastructure.services.platform.host import run_decided
from infrastructure.services.tables import TableInfo, TableService
from infrastructure.services.tournament_game_tables import SeriesTables
from infrastructure.services.tournament_inputs import (
    FLOW_FIELDS,
    TEXT_MAX,
    check_fields,
    optional_int,
    parse_config_body,
    parse_entry_body,
    parse_result_body,
    require_int,
    require_number,
    require_text,
)

log = logging.getLogger(__name__)

__all__ = [
    "DEFAULT_AUTO_DEAL_SECONDS",
    "PROTEST_PAGE_MAX",
    "TournamentService",
    "TournamentTableRef",
    "result_json",
    "round_brief",
]

DEFAULT_AUTO_DEAL_SECONDS = 3
"""How long after a board ends a tournament table deals the next one (tables with people; a
table of bots deals at once)."""

PROTEST_PAGE_MAX = 100
"""The most protests one page of ``GET /v1/tournaments/{id}/protests`` carries."""

_NO_TABLE = object()
"""The cache's mark of a table that belongs to no tournament."""


@dataclass(frozen=True, slots=True)
class TournamentTableRef:
    """A Mau-Mau table of a tournament: which tournament, round and table number it plays."""

    table_id: uuid.UUID
    tournament_id: uuid.UUID
    round_no: int
    table_no: int


def result_json(result: TableResult | None) -> dict[str, Any] | None:
    """A table's result as JSON (``None`` while the table plays)."""
    if result is None:
        return None
    return {
        "points": [list(p) for p in result.points],
        "winners": list(result.winners),
        "forfeited": list(result.forfeited),
        "match_version": result.match_version,
    }


class TournamentService:
    """Tournaments: commands with their permissions, system commands for the reactions, reads."""

    def __init__(
        self,
        engine: Engine,
        games: GameService,
        tables: TableService,
        accounts: AccountService | None = None,
        *,
        random_seed: Callable[[int], bytes] = secrets.token_bytes,
        auto_deal_seconds: int = DEFAULT_AUTO_DEAL_SECONDS,
        cache_size: int = 4096,
        series: SeriesTables | None = None,
    ) -> None:
        """Run tournaments in ``games`` (its decider must be ``TOURNAMENT``, on the same event
        store as ``tables``' matches); ``accounts`` finds the players an organiser registers
        (default: the tables' own); ``random_seed(n)`` draws the tournament seeds;
        ``auto_deal_seconds`` is how long a tournament table waits between boards; ``series``
        the platform's tables of the other games a tournament may play (default: none)."""
        if games.decider.topic_prefix != "tournament.":
            msg = f"a TournamentService needs the tournament decider, not {games.decider.name!r}"
            raise ValueError(msg)
        self._engine = engine
        self._games = games
        self._tables = tables
        self.accounts = accounts or tables.accounts
        self._random_seed = random_seed
        self.auto_deal_seconds = auto_deal_seconds
        self._refs = Lru(cache_size)
        self.series = series if series is not None else SeriesTables({})
        tables.guard_claims(self._refuse_withdrawn_seat)

    @property
    def games(self) -> GameService:
        """The game service the tournaments' streams run in."""
        return self._games

    @property
    def tables(self) -> TableService:
        """The lobby whose tables the tournaments' rounds are played at."""
        return self._tables

    # ------------------------------------------------------------------ creating
    def create(self, identity: Identity | None, body: object, *, key: str | None = None) -> CommandResult:
        """An organiser (or an admin) creates a tournament from ``body`` (name, format, ruleset,
        rounds, boards, table_size, scoring, tie_breaks, time_limit_seconds, the tables' turn
        clock — turn_seconds, bank_seconds, max_timeouts — and auto_deal_seconds,
        correction_window_seconds, min_players, bot_substitute); the result's ``table_id`` is the
        new tournament's id.  With ``key`` the tournament's id is derived from the creator and
        the key, so sending the same request again answers with the same tournament."""
        who = self._signed_in(identity)
        if who.kind != "account" or who.role not in ("organiser", "admin"):
            raise Forbidden("organiser", "creating a tournament needs an account with the role organiser or admin")
        fields = parse_config_body(body)
        game_fields = self._game_fields(fields)
        config = TournamentConfig(
            name=fields["name"],
            format=fields["format"],
            **game_fields,
            rounds=fields["rounds"],
            boards=fields["boards"],
            table_size=fields["table_size"],
            scoring=fields["scoring"],
            time_limit_seconds=fields["time_limit_seconds"],
            turn_seconds=fields["turn_seconds"],
            bank_seconds=fields["bank_seconds"],
            max_timeouts=fields["max_timeouts"],
            auto_deal_seconds=fields["auto_deal_seconds"],
            correction_window_seconds=fields["correction_window_seconds"],
            min_players=fields["min_players"],
            bot_substitute=fields["bot_substitute"],
            registration=fields["registration"],
            shared_ranks=fields["shared_ranks"],
            **{name: fields[name] for name in FLOW_FIELDS},
            **({"tie_breaks": fields["tie_breaks"]} if "tie_breaks" in fields else {}),
        )
        if key is not None:
            tournament_id = uuid.uuid5(uuid.NAMESPACE_URL, f"maumau:tournament:{who.player_id}:{key}")
        else:
            tournament_id = uuid.uuid4()
        seed = self._random_seed(SEED_BYTES)
        command = CreateTournament(str(tournament_id), config, str(who.player_id), seed, 0)
        payload = {"type": "create", "by": str(who.player_id), "body": _jsonable(body)}
        return self._run(tournament_id, lambda _s, at: _at(command, at), payload, key=key, actor=Actor.ORGANISER)

    def _game_fields(self, fields: Mapping[str, Any]) -> dict[str, Any]:
        """What a tournament's configuration says of its game: Mau-Mau's ruleset snapshot ending
        each table's match after ``boards`` rounds, or another game's set-up as its module reads
        it with the game's seat counts and bots (``docs/tournaments.md``)."""
        game = fields["game"]
        if game != MAUMAU:
            tables = self.series.game(game)
            module = tables.module
            assert module.table_setup is not None
            try:
                setup = module.table_setup(fields["setup"])
            except ValueError as refusal:
                raise refused_input(refusal, "setup") from None
            bot = fields["bot_substitute"]
            if bot not in module.seats.bots:
                raise InvalidInput("bot_substitute", f"bot_substitute must be one of {', '.join(module.seats.bots)}")
            return {
                "ruleset": setup,
                "ruleset_id": game,
                "game": game,
                "seat_counts": module.seats.seat_counts,
                "bots": tuple(module.seats.bots),
            }
        info = self._tables.get_ruleset(fields["ruleset"])
        try:
            rules = apply_overrides(
                info.rules,
                {"max_rounds": fields["boards"], "win_target": None, "points_limit": None},
                name=info.rules.name,
            )
        except RuleSetError as error:
            raise InvalidInput("ruleset", f"ruleset {info.name}: {error}", dict(error.problems)) from None
        return {"ruleset": rules.to_dict(), "ruleset_id": info.id}

    # ------------------------------------------------------------------ entrants
    def register(
        self,
        identity: Identity | None,
        tournament_id: uuid.UUID,
        body: object = None,
        *,
        key: str | None = None,
    ) -> CommandResult:
        """Register an entrant.  ``body`` empty: the caller registers itself (an account or a
        guest).  ``{"player": "<handle or account id>"}`` or ``{"bot": "<bot>"}``: the director
        registers somebody else or a bot.  ``fixed_table`` (a table number the entrant always
        sits at) is the director's to give."""
        who = self._signed_in(identity)
        known = ("player", "bot", "fixed_table", "invite")
        fields = check_fields(body if body is not None else {}, known, "a registration")
        state = self._existing(tournament_id)
        fixed = optional_int(fields, "fixed_table")
        invite = require_text(fields, "invite", max_len=64) if fields.get("invite") is not None else None
        director = self._directs(who, state)
        others = "player" in fields or "bot" in fields or fixed is not None
        if others:
            self._director(who, state)
        if "player" in fields and "bot" in fields:
            raise InvalidInput("player", "register a player or a bot, not both")
        if "bot" in fields:
            bot = require_text(fields, "bot", max_len=32).lower()
            known_bots = bots_of(state.config) if state.config is not None else tuple(BOTS)
            if bot not in known_bots:
                raise InvalidInput("bot", f"unknown bot {bot!r}; known: {', '.join(known_bots)}")

            def bot_entrant(s: TournamentState) -> Entrant:
                number = len(s.entrants) + 1
                return Entrant(f"e{number}", f"bot:{bot}#{number}", EntrantKind.BOT, None, bot, fixed)

            make = bot_entrant
        else:
            if "player" in fields:
                player_id, handle, kind = self._player(require_text(fields, "player", max_len=64))
            else:
                if who.kind not in ("account", "guest"):
                    raise Forbidden("entrant", f"a {who.kind} identity cannot play")
                player_id, handle, kind = who.player_id, who.handle, who.kind

            def person(s: TournamentState) -> Entrant:
                return Entrant(f"e{len(s.entrants) + 1}", handle, kind, str(player_id), None, fixed)

            make = person
        by = str(who.player_id)
        payload = {"type": "register", "by": by, "body": _jsonable(fields)}
        return self._run(tournament_id, lambda s, at: Register(make(s), by, at, invite, director), payload, key=key)

    def approve(
        self, identity: Identity | None, tournament_id: uuid.UUID, entrant_id: str, *, key: str | None = None
    ) -> CommandResult:
        """The director approves a pending entrant (registration ``approval``); turning one away
        is a withdrawal with a reason."""
        by = self._director(self._signed_in(identity), self._existing(tournament_id))
        eid = entrant_id[:64]
        payload = {"type": "approve", "by": by, "entrant": eid}
        return self._run(tournament_id, lambda _s, at: ApproveEntrant(eid, by, at), payload, key=key)

    def invite(self, identity: Identity | None, tournament_id: uuid.UUID) -> str | None:
        """The tournament's invite code, for its director only (403 ``director``); ``None`` when
        its registration is not ``invite``."""
        state = self._existing(tournament_id)
        self._director(self._signed_in(identity), state)
        assert state.config is not None
        if state.config.registration != Registration.INVITE:
            return None
        return invite_code(bytes.fromhex(state.seed))

    def withdraw(
        self,
        identity: Identity | None,
        tournament_id: uuid.UUID,
        entrant_id: str,
        body: object = None,
        *,
        key: str | None = None,
    ) -> CommandResult:
        """Withdraw entrant ``entrant_id``: the entrant itself (``reason`` optional) or the
        director (``reason`` required).  While its table plays, a bot takes its seat."""
        who = self._signed_in(identity)
        fields = check_fields(body if body is not None else {}, ("reason",), "a withdrawal")
        state = self._existing(tournament_id)
        entrant = state.entrant(entrant_id[:64]) if isinstance(entrant_id, str) else None
        own = entrant is not None and entrant.player_id == str(who.player_id)
        if own:
            reason = require_text(fields, "reason", max_len=TEXT_MAX, default="") or "withdrawn by the entrant"
        else:
            self._director(who, state)
            reason = require_text(fields, "reason", max_len=TEXT_MAX, default="")
            if not reason:
                raise InvalidInput("reason", "a director's withdrawal needs a reason")
        by = str(who.player_id)
        payload = {"type": "withdraw", "by": by, "entrant": entrant_id, "reason": reason}
        return self._run(tournament_id, lambda _s, at: Withdraw(entrant_id, reason, by, at), payload, key=key)

    def check_in(
        self, identity: Identity | None, tournament_id: uuid.UUID, entrant_id: str, *, key: str | None = None
    ) -> CommandResult:
        """Check entrant ``entrant_id`` in: the entrant itself (until the deadline) or the
        director (until the start)."""
        who = self._signed_in(identity)
        state = self._existing(tournament_id)
        eid = entrant_id[:64]
        entrant = state.entrant(eid)
        director = self._directs(who, state)
        if not director and (entrant is None or entrant.player_id != str(who.player_id)):
            raise Forbidden("not_entrant", "only the entrant itself or the director may check an entrant in")
        by = str(who.player_id)
        payload = {"type": "check_in", "by": by, "entrant": eid}
        return self._run(tournament_id, lambda _s, at: CheckIn(eid, by, at, director), payload, key=key)

    def enter_result(
        self,
        identity: Identity | None,
        tournament_id: uuid.UUID,
        round_no: int,
        table_no: int,
        body: object,
        *,
        key: str | None = None,
    ) -> CommandResult:
        """A real-cards table's result (``points``, ``winners``, ``forfeited``), entered by an
        entrant seated at it — recorded once an opponent enters the same or confirms it — or by
        the director, whose entry is recorded at once."""
        who = self._signed_in(identity)
        fields = parse_entry_body(body)
        state = self._existing(tournament_id)
        entrant = self._seated(who, state, round_no, table_no)
        by = str(who.player_id)

        def command(s: TournamentState, at: int) -> EnterResult:
            return EnterResult(round_no, _sheet(s, round_no, table_no, fields), entrant, by, at)

        payload = {"type": "enter_result", "by": by, "round": round_no, "table": table_no, "body": _jsonable(fields)}
        return self._run(tournament_id, command, payload, key=key)

    def confirm_result(
        self,
        identity: Identity | None,
        tournament_id: uuid.UUID,
        round_no: int,
        table_no: int,
        *,
        key: str | None = None,
    ) -> CommandResult:
        """An entrant seated at a real-cards table confirms the result another of its entrants
        entered (422 ``result_conflict`` when their entries disagree: the director decides)."""
        who = self._signed_in(identity)
        entrant = self._seated(who, self._existing(tournament_id), round_no, table_no)
        if entrant is None:
            raise Forbidden("not_at_table", "only an entrant seated at the table confirms its result")
        by = str(who.player_id)
        payload = {"type": "confirm_result", "by": by, "round": round_no, "table": table_no}
        return self._run(
            tournament_id, lambda _s, at: ConfirmResult(round_no, table_no, entrant, by, at), payload, key=key
        )

    def _seated(self, who: Identity, state: TournamentState, round_no: int, table_no: int) -> str | None:
        """The entrant ``who`` plays at table ``table_no`` of round ``round_no``, ``None`` for the
        director who does not sit there; 403 ``not_at_table`` for anyone else."""
        seated = state.round(round_no) if isinstance(round_no, int) else None
        table = seated.table(table_no) if seated is not None and isinstance(table_no, int) else None
        if table is not None:
            for entrant_id in table.entrants:
                entrant = state.entrant(entrant_id)
                if entrant is not None and entrant.player_id == str(who.player_id):
                    return entrant_id
        if self._directs(who, state):
            return None
        if table is None:
            raise NotFound("table", f"no table {table_no} in round {round_no}")
        raise Forbidden("not_at_table", "only an entrant seated at the table, or the director, enters its result")

    def end_early(
        self, identity: Identity | None, tournament_id: uuid.UUID, body: object, *, key: str | None = None
    ) -> CommandResult:
        """The director ends the tournament between rounds, for a ``reason``: the seed is revealed
        and the standings become final once the last round's correction window has passed."""
        who = self._signed_in(identity)
        fields = check_fields(body if body is not None else {}, ("reason",), "ending a tournament")
        by = self._director(who, self._existing(tournament_id))
        reason = require_text(fields, "reason", max_len=TEXT_MAX, default="")
        if not reason:
            raise InvalidInput("reason", "ending a tournament early needs a reason")
        payload = {"type": "end_early", "by": by, "reason": reason}
        return self._run(tournament_id, lambda _s, at: EndEarly(reason, by, at), payload, key=key)

    # ------------------------------------------------------------------ running it
    def start(self, identity: Identity | None, tournament_id: uuid.UUID, *, key: str | None = None) -> CommandResult:
        """The director closes the registration and starts the tournament."""
        by = self._director(self._signed_in(identity), self._existing(tournament_id))
        return self._run(tournament_id, lambda _s, at: Start(at), {"type": "start", "by": by}, key=key)

    def seat_round(
        self, identity: Identity | None, tournament_id: uuid.UUID, *, key: str | None = None
    ) -> CommandResult:
        """The director seats the next round (the previous one must be closed); the tables are
        then opened, seated and started by the tables' reaction."""
        by = self._director(self._signed_in(identity), self._existing(tournament_id))
        return self._run(tournament_id, lambda _s, at: SeatRound(at), {"type": "seat_round", "by": by}, key=key)

    def correct_result(
        self, identity: Identity | None, tournament_id: uuid.UUID, body: object, *, key: str | None = None
    ) -> CommandResult:
        """The director replaces a table's published result within the correction window:
        ``round_no``, ``table_no``, ``points`` (per board, each seat's points), ``winners`` (per
        board), ``forfeited`` (seats) and the ``reason``."""
        who = self._signed_in(identity)
        fields = parse_result_body(body)
        by = self._director(who, self._existing(tournament_id))

        def command(s: TournamentState, at: int) -> CorrectResult:
            round_no, table_no = fields["round_no"], fields["table_no"]
            return CorrectResult(round_no, _sheet(s, round_no, table_no, fields), fields["reason"], by, at)

        payload = {"type": "correct", "by": by, "body": _jsonable(fields)}
        return self._run(tournament_id, command, payload, key=key)

    def adjust(
        self,
        identity: Identity | None,
        tournament_id: uuid.UUID,
        body: object,
        *,
        kind: str | None = None,
        key: str | None = None,
    ) -> CommandResult:
        """The director adjusts an entrant's score (``kind`` ``adjustment``) or gives a penalty
        (``penalty``): ``entrant_id``, ``score`` (added to the entrant's total in the
        tournament's primary score), ``reason``, optional ``round_no`` (0: the whole event).
        ``kind`` given here (the penalty route) wins over the body's."""
        who = self._signed_in(identity)
        fields = check_fields(body, ("entrant_id", "kind", "score", "reason", "round_no"), "an adjustment")
        adjustment_kind = kind or require_text(fields, "kind", max_len=16, default=AdjustmentKind.ADJUSTMENT)
        entrant_id = require_text(fields, "entrant_id", max_len=64)
        score = require_number(fields, "score")
        reason = require_text(fields, "reason", max_len=TEXT_MAX)
        round_no = require_int(fields, "round_no", default=0)
        by = self._director(who, self._existing(tournament_id))
        adjustment = Adjustment(entrant_id, adjustment_kind, score, reason, round_no, by)
        payload = {"type": "adjust", "by": by, "adjustment": asdict(adjustment)}
        return self._run(tournament_id, lambda _s, at: AdjustScore(adjustment, at), payload, key=key)

    def lodge_protest(
        self, identity: Identity | None, tournament_id: uuid.UUID, body: object, *, key: str | None = None
    ) -> CommandResult:
        """An entrant (or the director) protests about a table: ``round_no``, ``table_no``,
        optional ``table_version`` (the table stream's version it points at), ``text``.  The
        protest's id is in the result's ``ProtestLodged`` event."""
        who = self._signed_in(identity)
        fields = check_fields(body, ("round_no", "table_no", "table_version", "text"), "a protest")
        round_no = require_int(fields, "round_no")
        table_no = require_int(fields, "table_no")
        table_version = optional_int(fields, "table_version")
        text = require_text(fields, "text", max_len=TEXT_MAX)
        director = self._directs(who, self._existing(tournament_id))
        by = str(who.player_id)
        protest_id = uuid.uuid4().hex
        payload = {"type": "protest", "by": by, "body": _jsonable(fields)}
        return self._run(
            tournament_id,
            lambda _s, at: LodgeProtest(protest_id, round_no, table_no, table_version, text, by, at, director),
            payload,
            key=key,
        )

    def decide_protest(
        self,
        identity: Identity | None,
        tournament_id: uuid.UUID,
        protest_id: str,
        body: object,
        *,
        key: str | None = None,
    ) -> CommandResult:
        """The director decides a protest: ``decision`` (``upheld`` or ``rejected``) and ``reason``."""
        who = self._signed_in(identity)
        fields = check_fields(body, ("decision", "reason"), "a decision")
        decision = require_text(fields, "decision", max_len=16)
        reason = require_text(fields, "reason", max_len=TEXT_MAX)
        by = self._director(who, self._existing(tournament_id))
        pid = protest_id[:64]
        payload = {"type": "decide_protest", "by": by, "protest": pid, "body": _jsonable(fields)}
        return self._run(tournament_id, lambda _s, at: DecideProtest(pid, decision, reason, by, at), payload, key=key)

    def run_to_end(
        self,
        identity: Identity | None,
        tournament_id: uuid.UUID,
        *,
        timeout: float = 3600.0,
        poll: float = 0.05,
        on_round: Callable[[int], None] | None = None,
    ) -> TournamentState:
        """The director's autopilot (demos, bots, tests): start the tournament if it is still
        registering, then seat each round once the previous one closed, until it is finished.
        The tables are played elsewhere (bots, people) and recorded by the reactions, so this
        only waits for them; ``on_round(n)`` is called after round ``n`` was seated.
        :class:`TimeoutError` after ``timeout`` seconds."""
        deadline = time.monotonic() + timeout
        while True:
            state = self.state(tournament_id)
            if state.status == FINISHED:
                return state
            if state.status == REGISTERING:
                self.start(identity, tournament_id)
                continue
            current = state.current_round
            if state.status == RUNNING and (current is None or current.closed):
                result = self.seat_round(identity, tournament_id)
                if on_round is not None:
                    on_round(len(result.state.rounds))
                continue
            if time.monotonic() > deadline:
                msg = f"tournament {tournament_id} did not finish within {timeout} s"
                raise TimeoutError(msg)
            time.sleep(poll)

    # ------------------------------------------------------------------ system (reactions)
    def record_result(self, tournament_id: uuid.UUID, round_no: int, result: TableResult, *, key: str) -> CommandResult:
        """Record a finished table's result (the results reaction; ``key`` from its event): a
        second delivery appends nothing."""
        payload = {"type": "record", "round": round_no, "table": result.table_no, "version": result.match_version}
        return self._run(
            tournament_id,
            lambda _s, at: RecordTableResult(round_no, result, at),
            payload,
            key=key,
            actor=Actor.REACTION,
        )

    def advance(self, tournament_id: uuid.UUID, round_no: int, *, key: str) -> bool:
        """The schedule's step (``starts_at``, ``auto_advance_seconds``): start the tournament if it
        is still registering and round ``round_no`` is 1, then seat round ``round_no`` unless it
        is seated already (the director was first) — each with a key derived from ``key``, so a
        second delivery does nothing.  A refusal (too few players at the scheduled start, a round
        still open) is logged and left to the director; whether anything was written."""
        state = self._existing(tournament_id)
        wrote = False
        try:
            if state.status == REGISTERING and round_no == 1:
                starting = {"type": "start", "by": "schedule"}
                started = self._run(
                    tournament_id, lambda _s, at: Start(at), starting, key=f"{key}:start", actor=Actor.REACTION
                )
                wrote = bool(started.events) and not started.replayed
                state = self._existing(tournament_id)
            if state.status == RUNNING and len(state.rounds) == round_no - 1:
                seating = {"type": "seat_round", "by": "schedule", "round": round_no}
                seated = self._run(
                    tournament_id, lambda _s, at: SeatRound(at), seating, key=f"{key}:seat", actor=Actor.REACTION
                )
                wrote = wrote or (bool(seated.events) and not seated.replayed)
        except InvalidInput as refusal:
            log.info("tournament %s: round %d not advanced by the schedule (%s)", tournament_id, round_no, refusal.rule)
        return wrote

    def link_table(self, ref: TournamentTableRef) -> None:
        """Write the ``tournament_tables`` row of a tournament table (idempotent: an existing
        row is left alone)."""
        try:
            with Session(self._engine) as session, session.begin():
                if session.get(TournamentTableRow, ref.table_id) is None:
                    session.add(
                        TournamentTableRow(
                            table_id=ref.table_id,
                            tournament_id=ref.tournament_id,
                            round_no=ref.round_no,
                            table_no=ref.table_no,
                        )
                    )
        except IntegrityError:
            pass  # written meanwhile by another process
        self._refs.put(ref.table_id, ref)

    def known_table_ref(self, table_id: uuid.UUID) -> TournamentTableRef | bool:
        """What the cache knows of ``table_id`` without asking the database: its reference,
        ``False`` (no tournament's table), or ``True`` (not looked up yet)."""
        cached = self._refs.get(table_id)
        if cached is _NO_TABLE:
            return False
        if isinstance(cached, TournamentTableRef):
            return cached
        return True

    def table_ref(self, table_id: uuid.UUID) -> TournamentTableRef | None:
        """Which tournament round and table ``table_id`` plays (``None``: no tournament's).
        Cached, misses included: a table's row is written before its match starts, so a table
        whose match events are being looked at never gains one later."""
        cached = self._refs.get(table_id)
        if cached is _NO_TABLE:
            return None
        if isinstance(cached, TournamentTableRef):
            return cached
        with Session(self._engine) as session:
            row = session.get(TournamentTableRow, table_id)
            ref = (
                TournamentTableRef(row.table_id, row.tournament_id, row.round_no, row.table_no)
                if row is not None
                else None
            )
        self._refs.put(table_id, ref if ref is not None else _NO_TABLE)
        return ref

    def tables_of(self, tournament_id: uuid.UUID) -> list[TournamentTableRef]:
        """Every table of a tournament opened so far, by round and table number."""
        with Session(self._engine) as session:
            rows = session.scalars(
                select(TournamentTableRow)
                .where(TournamentTableRow.tournament_id == tournament_id)
                .order_by(TournamentTableRow.round_no, TournamentTableRow.table_no)
            ).all()
            return [TournamentTableRef(r.table_id, r.tournament_id, r.round_no, r.table_no) for r in rows]

    def table_result(self, table_id: uuid.UUID, entrants: tuple[str, ...], table_no: int, upto: int) -> TableResult:
        """A table's result read from its match stream up to version ``upto``: each board's
        points and winner (``RoundWon``) and the seats that forfeited (``SeatForfeited``)."""
        points: list[tuple[int, ...]] = []
        winners: list[int] = []
        forfeited: list[int] = []
        for record in self._tables.games.load(table_id, upto_version=upto):
            event = record.event
            if isinstance(event, RoundWon):
                points.append(tuple(event.points))
                winners.append(event.seat)
            elif isinstance(event, SeatForfeited) and event.seat not in forfeited:
                forfeited.append(event.seat)
        return TableResult(
            table_no=table_no,
            table_id=str(table_id),
            entrants=entrants,
            points=tuple(points),
            winners=tuple(winners),
            forfeited=tuple(sorted(forfeited)),
            match_version=upto,
        )

    def _refuse_withdrawn_seat(self, table: TableInfo, seat: int, identity: Identity) -> None:
        """The lobby's claim guard: at a tournament table, a seat a substitute plays because its
        entrant withdrew is the substitute's to the end of the match (403 ``withdrawn``); the
        entrant may not take it back by joining the table."""
        ref = self.table_ref(table.id)
        if ref is None:
            return
        seated = self.state(ref.tournament_id).round(ref.round_no)
        if seated is not None and any(sub.table_no == ref.table_no and sub.seat == seat for sub in seated.substitutes):
            raise Forbidden(
                "withdrawn",
                f"seat {seat} is played by a substitute: its entrant withdrew from the tournament",
            )

    # ------------------------------------------------------------------ reads
    def state(self, tournament_id: uuid.UUID) -> TournamentState:
        """The tournament's folded state (secret seed included: never hand it out as is);
        404 ``tournament`` when there is none."""
        return self._existing(tournament_id)

    def summary(self, tournament_id: uuid.UUID, state: TournamentState | None = None) -> dict[str, Any]:
        """What anyone may see of a tournament: its configuration, status, commitment (the seed
        only once it is finished), entrants and rounds.  ``state``: of this state (one the
        caller read with :meth:`state`, so that everything it answers is of one version)
        instead of the current one.  A sealed round's results are held back (:func:`public_state`)."""
        s = public_state(state if state is not None else self._existing(tournament_id))
        config = s.config
        assert config is not None
        current = s.current_round
        return {
            "tournament_id": s.tournament_id,
            "name": config.name,
            "format": config.format,
            "status": s.status,
            "organiser_id": s.organiser_id,
            "commitment": s.commitment,
            "seed": s.seed if s.status == FINISHED else None,
            "config": {
                "game": config.game,
                "ruleset_id": config.ruleset_id,
                "ruleset": config.ruleset,
                "rounds": config.rounds,
                "boards": config.boards,
                "table_size": config.table_size,
                "scoring": config.scoring,
                "tie_breaks": list(config.tie_breaks),
                "time_limit_seconds": config.time_limit_seconds,
                "turn_seconds": config.turn_seconds,
                "bank_seconds": config.bank_seconds,
                "max_timeouts": config.max_timeouts,
                "auto_deal_seconds": config.auto_deal_seconds,
                "correction_window_seconds": config.correction_window_seconds,
                "min_players": config.min_players,
                "bot_substitute": config.bot_substitute,
                "registration": config.registration,
                "seat_counts": list(config.seat_counts) if config.seat_counts is not None else None,
                "bots": list(config.bots),
                "shared_ranks": config.shared_ranks,
                "check_in": config.check_in,
                "check_in_deadline": config.check_in_deadline,
                "late_entry_until": config.late_entry_until,
                "starts_at": config.starts_at,
                "auto_advance_seconds": config.auto_advance_seconds,
                "play": config.play,
                "seating": config.seating,
            },
            "ended_early": s.ended_early,
            "registration_open": registration_open(s, config),
            "next_step": _step_json(next_step(s)),
            "entrants": [
                _entrant_json(e, e.entrant_id in s.withdrawn, e.entrant_id in s.pending, e.entrant_id in s.checked_in)
                for e in s.entrants
            ],
            "protest_counts": {
                "total": len(s.protests),
                "open": sum(1 for p in s.protests if p.decision is None),
            },
            "rounds_seated": len(s.rounds),
            "current_round": round_brief(current, config.correction_window_seconds) if current is not None else None,
            "created_at": s.created_at,
            "started_at": s.started_at,
            "finished_at": s.finished_at,
            "version": s.version,
        }

    def may_direct(self, identity: Identity | None, state: TournamentState) -> bool:
        """Whether ``identity`` directs the tournament (its organiser, or an admin)."""
        return identity is not None and self._directs(identity, state)

    def seating(self, tournament_id: uuid.UUID, round_no: int, identity: Identity | None = None) -> dict[str, Any]:
        """Round ``round_no``'s seating: its tables (ids, seats, substitutes, results) and byes;
        404 ``round`` when it is not seated.  A sealed round's results only once it closed; the
        director (``identity``) sees them at once, ``provisional`` until then."""
        full = self._existing(tournament_id)
        held = isinstance(round_no, int) and provisional(full, round_no)
        director = held and self.may_direct(identity, full)
        s = full if director else public_state(full)
        seated = s.round(round_no) if isinstance(round_no, int) else None
        if seated is None:
            raise NotFound("round", f"round {round_no} is not seated")
        names = {e.entrant_id: e for e in s.entrants}
        subs = {(x.table_no, x.seat): x.bot for x in seated.substitutes}
        assert s.config is not None
        return {
            **round_brief(seated, s.config.correction_window_seconds),
            "byes": [{"entrant_id": e, "name": names[e].name if e in names else e} for e in seated.byes],
            "order": list(seated.order),
            "tables": [
                {
                    "table_no": table.table_no,
                    "table_id": table.table_id,
                    "seats": [
                        {
                            "seat": seat,
                            "entrant_id": entrant_id,
                            "name": names[entrant_id].name if entrant_id in names else entrant_id,
                            "kind": names[entrant_id].kind if entrant_id in names else "",
                            "substitute": subs.get((table.table_no, seat)),
                        }
                        for seat, entrant_id in enumerate(table.entrants)
                    ],
                    "result": result_json(result),
                    "provisional": director and result is not None,
                    **(_entries_json(seated, table.table_no, names) if s.config.play == PlayMode.CARDS else {}),
                }
                for table, result in zip(seated.tables, seated.results, strict=True)
            ],
        }

    def protests(
        self, tournament_id: uuid.UUID, *, cursor: int = 0, limit: int = 50, status: str | None = None
    ) -> dict[str, Any]:
        """One page of the tournament's protests in the order they were lodged: those after
        position ``cursor`` (the ``next_cursor`` of the previous page; 0: from the first), at most
        ``limit`` (1..:data:`PROTEST_PAGE_MAX`), only the ``open`` or ``decided`` ones if asked;
        each linked to the referee view of its table.  ``next_cursor`` is ``None`` on the last
        page."""
        if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= PROTEST_PAGE_MAX:
            raise InvalidInput("limit", f"limit must be a whole number from 1 to {PROTEST_PAGE_MAX}")
        if isinstance(cursor, bool) or not isinstance(cursor, int) or cursor < 0:
            raise InvalidInput("cursor", "cursor must be a whole number from 0 (the next_cursor of a page)")
        if status is not None and status not in tuple(ProtestStatus):
            raise InvalidInput("status", f"status must be {' or '.join(ProtestStatus)}")
        s = self._existing(tournament_id)
        page: list[dict[str, Any]] = []
        next_cursor: int | None = None
        for position in range(cursor, len(s.protests)):
            protest = s.protests[position]
            if status is not None and (protest.decision is None) != (status == ProtestStatus.OPEN):
                continue
            if len(page) == limit:
                next_cursor = position
                break
            page.append(_protest_json(s, protest))
        return {"protests": page, "next_cursor": next_cursor, "version": s.version}

    def standings(
        self, tournament_id: uuid.UUID, state: TournamentState | None = None, *, held: bool = False
    ) -> tuple[StandingRow, ...]:
        """The standings now (``domain.tournament.standings``: primary score, tie-breaks, lot), or
        of ``state`` (one the caller read with :meth:`state`, for answers of one version), as
        anyone may see them (a sealed round's results once it closed); ``held``: with the results
        held back too (the director's provisional standings)."""
        s = state if state is not None else self._existing(tournament_id)
        return standings_of(s if held else public_state(s))

    def travellers(
        self, tournament_id: uuid.UUID, round_no: int | None = None, identity: Identity | None = None
    ) -> dict[str, Any]:
        """Every board's traveller (``domain.tournament.paper``) of every seated round, or of round
        ``round_no`` (404 ``round`` when it is not seated), as ``identity`` may see them: a sealed
        round's results once it closed; the director's at once, ``provisional``."""
        s = self._existing(tournament_id)
        if round_no is not None and s.round(round_no) is None:
            raise NotFound("round", f"round {round_no} is not seated")
        director = self.may_direct(identity, s)
        shown = travellers(s, round_no, director=director)
        return {"version": s.version, "round_no": round_no, "travellers": [t.as_dict() for t in shown]}

    def score_card(self, tournament_id: uuid.UUID, entrant_id: str, identity: Identity | None = None) -> dict[str, Any]:
        """``entrant_id``'s score card (``domain.tournament.paper``) as ``identity`` may see it
        (404 ``entrant`` when the standings list no such entrant); ``provisional`` when it shows
        a result held back from everyone but the director."""
        s = self._existing(tournament_id)
        director = self.may_direct(identity, s)
        card = score_card(s, entrant_id, director=director)
        if card is None:
            raise NotFound("entrant", f"no entrant {entrant_id!r} in the standings of tournament {tournament_id}")
        body = card.as_dict()
        return {**body, "version": s.version, "provisional": any(r.provisional for r in card.rounds)}

    def verify(self, tournament_id: uuid.UUID, seed: str | None = None) -> dict[str, Any]:
        """Prove every board of a finished tournament was dealt from its revealed seed: each
        table stream's ``RoundStarted`` commitments (and its id) against the ones derived from
        the seed, and the seed against the commitment published at creation.  ``seed`` (hex)
        checks another seed against the same tables instead (a tampered one fails).  409
        ``tournament_running`` before the end, while the seed is secret.  The answer of the
        verify endpoint and ``maumau tournament verify``: commitment, the seed checked, ``ok``,
        ``seed_matches``, each table's verdict and the problems found."""
        s = self._existing(tournament_id)
        if s.status != FINISHED:
            raise Conflict("tournament_running", "the seed is revealed when the tournament is finished: verify then")
        assert s.config is not None
        observed = []
        for seated in s.rounds:
            for table in seated.tables:
                table_id = uuid.UUID(table.table_id)
                if s.config.plays_maumau:
                    commitments = tuple(
                        r.event.commitment
                        for r in self._tables.games.load(table_id)
                        if isinstance(r.event, RoundStarted)
                    )
                else:  # a game's tables: the commitments its events carry (tournament_game_tables)
                    commitments = self.series.commitments(s.config, table_id)
                observed.append(ObservedTable(seated.round_no, table.table_no, table.table_id, commitments))
        checked = s.seed if seed is None else seed
        report = verify_tournament(s.commitment, checked, s.config.format, observed, tournament_id=s.tournament_id)
        return {
            "tournament_id": s.tournament_id,
            "commitment": s.commitment,
            "seed": checked,
            "ok": report.ok,
            "seed_matches": report.seed_matches,
            "tables": [
                {"round_no": t.round_no, "table_no": t.table_no, "ok": t.ok, "first_bad_board": t.first_bad_board}
                for t in report.tables
            ],
            "problems": list(report.problems),
        }

    def history(self, tournament_id: uuid.UUID, *, after: int = 0, limit: int = 1000) -> list[dict[str, Any]]:
        """The tournament's events after version ``after`` (at most ``limit``), as anyone may
        see them (the seed blanked until the end; a sealed round's results until it closed), each
        with its ``version``."""
        now = self._existing(tournament_id)
        limit = max(1, min(int(limit), 10_000))
        records = self._games.load(tournament_id, after_version=max(0, int(after)), upto_version=int(after) + limit)
        return [{"version": r.version, **public_event(r.event, now)} for r in records]  # type: ignore[arg-type]

    # ------------------------------------------------------------------ internals
    def _run(
        self,
        tournament_id: uuid.UUID,
        make: Callable[[TournamentState, int], object],
        payload: Mapping[str, Any],
        *,
        key: str | None,
        actor: Actor = Actor.DIRECTOR,
    ) -> CommandResult:
        """Decide ``make(state, at)`` with the tournament decider and append what it yields."""
        return run_decided(self._games, tournament_id, make, payload, key=key, actor=actor)

    def _existing(self, tournament_id: uuid.UUID) -> TournamentState:
        """The tournament's state; 404 ``tournament`` for an empty stream or another kind's."""
        try:
            state: TournamentState = self._games.state(tournament_id)
        except NotFound:
            raise NotFound("tournament", f"no tournament {tournament_id}") from None
        if state.status == NONE:
            raise NotFound("tournament", f"no tournament {tournament_id}")
        return state

    @staticmethod
    def _signed_in(identity: Identity | None) -> Identity:
        """The caller's identity, or 401 ``token``."""
        return signed_in(identity)

    @staticmethod
    def _directs(who: Identity, state: TournamentState) -> bool:
        """Whether ``who`` directs this tournament (its organiser, or an admin's account)."""
        return str(who.player_id) == state.organiser_id or (who.role == "admin" and who.kind == "account")

    @classmethod
    def _director(
        cls,
        who: Identity,
        state: TournamentState,
        *,
        rule: str = "director",
        what: str = "only the tournament's organiser or an admin may do this",
    ) -> str:
        """``who``'s id when it directs this tournament (its organiser, or an admin); else 403."""
        if cls._directs(who, state):
            return str(who.player_id)
        raise Forbidden(rule, what)

    def _player(self, ref: str) -> tuple[uuid.UUID, str, str]:
        """A player the director registers, by handle or id: its id, handle and kind."""
        try:
            info = self.accounts.account(uuid.UUID(ref))
        except ValueError:
            try:
                info = self.accounts.find(ref)
            except (NotFound, InvalidInput):
                raise NotFound("player", f"no player {ref!r}") from None
        except NotFound:
            raise NotFound("player", f"no player {ref!r}") from None
        if info.disabled:
            raise InvalidInput("player", f"{info.handle} is disabled")
        if info.kind not in ("account", "guest"):
            raise InvalidInput("player", f"{info.handle} is a {info.kind} identity: it cannot play")
        return info.player_id, info.handle, info.kind


def _at(command: CreateTournament, at: int) -> CreateTournament:
    """The creation command stamped with the service clock."""
    return CreateTournament(command.tournament_id, command.config, command.organiser_id, command.seed, at)


def _entrant_json(entrant: Entrant, withdrawn: bool, pending: bool = False, checked_in: bool = False) -> dict[str, Any]:
    """An entrant as JSON (``pending``: waiting for the director's approval; ``checked_in``:
    present, under check-in)."""
    return {
        "entrant_id": entrant.entrant_id,
        "name": entrant.name,
        "kind": entrant.kind,
        "player_id": entrant.player_id,
        "bot": entrant.bot,
        "fixed_table": entrant.fixed_table,
        "withdrawn": withdrawn,
        "pending": pending,
        "checked_in": checked_in,
    }


def _step_json(step: tuple[int, int] | None) -> dict[str, int] | None:
    """The schedule's next step as the summary shows it."""
    return None if step is None else {"round_no": step[0], "at": step[1]}


def _sheet(state: TournamentState, round_no: int, table_no: int, fields: Mapping[str, Any]) -> TableResult:
    """A table's result as a director's correction or a real-cards entry gives it (``points``,
    ``winners``, ``forfeited``), on the seated table (its id and entrants; none when there is no
    such table, for the decider to refuse) and the stream version its recorded result was read at."""
    seated = state.round(round_no)
    table = seated.table(table_no) if seated is not None else None
    recorded = seated.results[table_no - 1] if seated is not None and table is not None else None
    return TableResult(
        table_no=table_no,
        table_id=table.table_id if table is not None else "",
        entrants=table.entrants if table is not None else (),
        points=fields["points"],
        winners=fields["winners"],
        forfeited=fields["forfeited"],
        match_version=recorded.match_version if recorded is not None else 0,
    )


def _entries_json(seated: RoundState, table_no: int, names: Mapping[str, Entrant]) -> dict[str, Any]:
    """A real-cards table's entries (each entrant's latest; ``entrant_id`` ``None``: the
    director's) and where its result stands (``entry_status``)."""
    return {
        "entry_status": seated.entry_status(table_no),
        "entries": [
            {
                "entrant_id": e.entrant_id,
                "name": names[e.entrant_id].name if e.entrant_id is not None and e.entrant_id in names else None,
                "points": [list(row) for row in e.result.points],
                "winners": list(e.result.winners),
                "forfeited": list(e.result.forfeited),
                "at": e.at,
            }
            for e in seated.entries_of(table_no)
        ],
    }


def _protest_json(state: TournamentState, p: ProtestState) -> dict[str, Any]:
    """A protest as JSON, linked to the referee view of its table."""
    seated = state.round(p.round_no)
    table = seated.table(p.table_no) if seated is not None else None
    table_id = table.table_id if table is not None else None
    return {
        "protest_id": p.protest_id,
        "round_no": p.round_no,
        "table_no": p.table_no,
        "table_id": table_id,
        "table_version": p.table_version,
        "text": p.text,
        "by": p.by,
        "at": p.at,
        "decision": p.decision,
        "decision_reason": p.decision_reason,
        "decided_by": p.decided_by,
        "referee_view": f"/v1/tables/{table_id}/referee-view" if table_id else None,
    }


def round_brief(seated: RoundState, window_seconds: int) -> dict[str, Any]:
    """A round's number, times (ms) and progress, as summaries show it."""
    return {
        "round_no": seated.round_no,
        "seated_at": seated.seated_at,
        "deadline": seated.deadline,
        "tables": len(seated.tables),
        "recorded": sum(1 for r in seated.results if r is not None),
        "closed_at": seated.closed_at,
        "corrections_until": seated.closed_at + window_seconds * 1000 if seated.closed_at is not None else None,
    }


def _jsonable(body: object) -> Any:
    """A request body as it is fingerprinted (tuples as lists; anything else as its text)."""
    if isinstance(body, Mapping):
        return {str(k): _jsonable(v) for k, v in body.items()}
    if isinstance(body, list | tuple):
        return [_jsonable(v) for v in body]
    if body is None or isinstance(body, bool | int | float | str):
        return body
    return str(body)
