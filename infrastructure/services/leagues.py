"""Leagues on the write side: who may do what, commands through the league decider, the table.

A league is one event stream of its own kind (topics ``league.``), run by its own
:class:`~infrastructure.services.games.GameService` given the
:data:`~domain.league.game.LEAGUE` decider on the same event store as the tournaments (the same
load / cache / decide / append with expected version, request ids and idempotency keys).  No
league rule is decided here (``domain.league.decide``: 422 naming the rule); what this service
decides is *who* may ask:

* **creating** needs an account with the role ``organiser`` or ``admin`` (403 ``organiser``);
* **adding a tournament** needs the league's organiser or an admin (403 ``league_organiser``);
  the tournament must exist (404 ``tournament``) and be the same organiser's — an admin may add
  anyone's (403 ``event_organiser``).  A running tournament may be added: it is listed, and
  counts once it is finished.

The table (:meth:`LeagueService.view`) is recomputed on every read from the member tournaments'
folded states (``domain.league.table``), so it is never stale and anyone holding the events can
recompute it.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Mapping
from typing import Any

from domain.actors import Actor
from domain.errors import RuleViolation
from domain.league.codec import config_dict
from domain.league.events import AddEvent, CreateLeague, LeagueState
from domain.league.game import LEAGUE
from domain.league.model import LeagueConfig, check_points
from domain.league.table import LeagueTable, event_result, league_table
from domain.tournament.redaction import public_state
from infrastructure.adapters.event_store import EventStore
from infrastructure.services.accounts import Identity, signed_in
from infrastructure.services.errors import Forbidden, InvalidInput, NotFound
from infrastructure.services.games import CommandResult, GameService
from infrastructure.services.platform.host import run_decided
from infrastructure.services.tournaments import TournamentService

__all__ = ["LeagueService"]


class LeagueService:
    """Leagues: creating, adding tournaments (with their permissions) and the table."""

    def __init__(self, games: GameService, tournaments: TournamentService) -> None:
        """Run leagues in ``games`` (its decider must be ``LEAGUE``, on the tournaments' store)."""
        if games.decider.topic_prefix != LEAGUE.topic_prefix:
            msg = f"a LeagueService needs the league decider, not {games.decider.name!r}"
            raise ValueError(msg)
        self._games = games
        self._tournaments = tournaments

    @classmethod
    def on(cls, store: EventStore[object], tournaments: TournamentService, *, cache_size: int = 1024) -> LeagueService:
        """A league service on ``store`` (whose codec knows ``league.``), stamped by the
        tournaments' clock."""
        games = GameService(store, decider=LEAGUE, clock=tournaments.games.now, cache_size=cache_size)
        return cls(games, tournaments)

    @property
    def games(self) -> GameService:
        """The game service the leagues' streams run in."""
        return self._games

    # ------------------------------------------------------------------ commands
    def create(self, identity: Identity | None, body: Mapping[str, Any], *, key: str | None = None) -> CommandResult:
        """An organiser (or an admin) defines a league from ``body`` (``name``, ``points``:
        ``"field"``, null or a list by place, ``best_of``); the result's ``table_id`` is the
        league's id.  With ``key`` the id is derived from the creator and the key, so sending
        the same request again answers with the same league."""
        who = _signed_in(identity)
        if who.kind != "account" or who.role not in ("organiser", "admin"):
            raise Forbidden("organiser", "creating a league needs an account with the role organiser or admin")
        try:
            config = LeagueConfig(body.get("name", ""), check_points(body.get("points")), body.get("best_of"))
        except RuleViolation as bad:
            raise InvalidInput(bad.rule, bad.message) from None
        if key is not None:
            league_id = uuid.uuid5(uuid.NAMESPACE_URL, f"maumau:league:{who.player_id}:{key}")
        else:
            league_id = uuid.uuid4()
        by = str(who.player_id)
        payload = {"type": "create", "by": by, "body": {**config_dict(config), "name": body.get("name")}}
        return self._run(
            league_id, lambda _s, at: CreateLeague(str(league_id), by, config, at), payload, key, Actor.ORGANISER
        )

    def add_event(
        self, identity: Identity | None, league_id: uuid.UUID, tournament_id: uuid.UUID, *, key: str | None = None
    ) -> CommandResult:
        """The league's organiser (or an admin) adds a tournament of theirs (an admin: anyone's)."""
        who = _signed_in(identity)
        state = self.state(league_id)
        admin = who.kind == "account" and who.role == "admin"
        by = str(who.player_id)
        if by != state.organiser_id and not admin:
            raise Forbidden("league_organiser", "only the league's organiser or an admin may add its events")
        tournament = self._tournaments.state(tournament_id)
        if tournament.organiser_id != state.organiser_id and not admin:
            raise Forbidden("event_organiser", "a league counts its own organiser's tournaments (an admin may add any)")
        tid = str(tournament_id)
        payload = {"type": "add_event", "by": by, "tournament_id": tid}
        return self._run(league_id, lambda _s, at: AddEvent(tid, by, at), payload, key, Actor.ORGANISER)

    # ------------------------------------------------------------------ reads
    def state(self, league_id: uuid.UUID) -> LeagueState:
        """The league's folded state; 404 ``league`` for an empty stream or another kind's."""
        try:
            state: LeagueState = self._games.state(league_id)
        except NotFound:
            raise NotFound("league", f"no league {league_id}") from None
        if state.config is None:
            raise NotFound("league", f"no league {league_id}")
        return state

    def table(self, league_id: uuid.UUID, state: LeagueState | None = None) -> LeagueTable:
        """The league table now, from every member tournament's state as anyone may see it."""
        s = state if state is not None else self.state(league_id)
        assert s.config is not None
        now = self._games.now()
        results = [event_result(tid, public_state(self._tournaments.state(uuid.UUID(tid))), now) for tid in s.events]
        return league_table(s.config, results)

    def view(self, league_id: uuid.UUID) -> dict[str, Any]:
        """The league's definition and its table, JSON-ready."""
        s = self.state(league_id)
        assert s.config is not None
        return {
            "league_id": s.league_id,
            "organiser_id": s.organiser_id,
            **config_dict(s.config),
            "created_at": s.created_at,
            "version": s.version,
            "table": self.table(league_id, s).as_dict(),
        }

    # ------------------------------------------------------------------ internals
    def _run(
        self,
        league_id: uuid.UUID,
        make: Callable[[LeagueState, int], object],
        payload: Mapping[str, Any],
        key: str | None,
        actor: Actor,
    ) -> CommandResult:
        """Decide ``make(state, at)`` with the league decider and append what it yields."""
        return run_decided(self._games, league_id, make, payload, key=key, actor=actor)


def _signed_in(identity: Identity | None) -> Identity:
    """The caller's identity, or 401 ``token``."""
    return signed_in(identity)
