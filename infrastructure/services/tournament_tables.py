"""The tournament's internals of Mau-Mau's tables: what ``TournamentService`` and its durable
reactions call on ``TableService`` — no token, no HTTP, every method idempotent, so a reaction that
crashed half-way and runs again changes nothing it already did (``docs/tournaments.md``).

:class:`TournamentTables` is a part of :class:`~infrastructure.services.tables.TableService` (its
base class), kept in a module of its own.
"""

from __future__ import annotations

import uuid
from typing import TYPE_CHECKING

from sqlalchemy.exc import IntegrityError

from domain.game_module import SeatKind
from domain.maumau.module import MAUMAU_MODULE
from domain.maumau.rules import RuleSet
from domain.shuffle import SEED_BYTES
from infrastructure.adapters.db import DealSourceRow, PlayerRow, TableRow, utcnow
from infrastructure.services.errors import Conflict, Forbidden, InvalidInput, NotFound
from infrastructure.services.games import CommandResult
from infrastructure.services.platform.seats import check_seat_number
from infrastructure.services.table_info import SeatInfo, TableInfo, deal_source_digest, seat_info
from infrastructure.services.table_settings import TableSettings
from infrastructure.services.tokens import hash_token, new_token

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

    from infrastructure.services.platform.seats import SeatBook
    from infrastructure.services.platform.tables import TableSetups

__all__ = ["TournamentTables"]


class TournamentTables:
    """The tournament's side of Mau-Mau's tables (a base of ``TableService``)."""

    if TYPE_CHECKING:
        _seats: SeatBook
        _tables: TableSetups[TableInfo]

        def _session(self) -> Session: ...
        def table(self, table_id: uuid.UUID) -> TableInfo: ...
        def seats(self, table_id: uuid.UUID) -> list[SeatInfo | None]: ...
        def _host(self, name: str, table: TableInfo, *, key: str | None, sealed: bool = False) -> CommandResult: ...

    def ensure_tournament_table(
        self,
        table_id: uuid.UUID,
        ruleset_ref: str,
        rules: RuleSet,
        seats: int,
        seed: bytes,
        settings: TableSettings,
        host_player_id: uuid.UUID | None,
    ) -> TableInfo:
        """The tournament table ``table_id``: created with the given ruleset snapshot, seat count,
        table seed and settings (``settings.sealed`` for a duplicate table), or the existing table
        with that id, unchanged.  Its host token is never shown (the organiser acts as host with
        their own credential, ``host_player_id``).  A sealed table records no deal source: its
        seed deals every table of its duplicate round on purpose; an unsealed one does, so a
        seed used by another table is refused (409 ``deal_source_used``)."""
        existing = self._tables.find(table_id)
        if existing is not None:
            return existing
        lo, hi = rules.players
        if not lo <= seats <= hi:
            raise InvalidInput("players", f"{rules.name} is played by {lo} to {hi} players, not {seats}")
        if len(seed) != SEED_BYTES:
            raise InvalidInput("seed", f"a table seed is {SEED_BYTES} bytes")
        row = TableRow(
            id=table_id,
            ruleset_ref=ruleset_ref,
            ruleset=rules.to_dict(),
            seats=seats,
            host_token_hash=hash_token(new_token()),  # nobody holds it: the organiser's credential hosts
            seed=seed.hex(),
            deck=None,
            created_at=utcnow(),
            settings=settings.to_dict(),
            host_player_id=host_player_id,
            invite_hash=None,
        )
        try:
            with self._session() as session, session.begin():
                session.add(row)
                session.flush()
                if not settings.sealed:
                    session.add(
                        DealSourceRow(digest=deal_source_digest("seed", seed.hex()), table_id=table_id, kind="seed")
                    )
        except IntegrityError:
            existing = self._tables.find(table_id)  # made meanwhile by the same call elsewhere
            if existing is not None:
                return existing
            raise Conflict(
                "deal_source_used", "this seed already deals another table: an unsealed table's seed deals it alone"
            ) from None
        return self._tables.remember(row)

    def seat_entrant(
        self, table_id: uuid.UUID, seat: int, *, player_id: uuid.UUID | None = None, bot: str | None = None
    ) -> SeatInfo:
        """Seat a tournament entrant at ``seat``: the identity ``player_id`` (its own credential then
        works at the seat endpoints, as after :meth:`join`) or the bot ``bot`` (exactly one of the
        two).  The same occupant there already: returned as it is; anyone else there: 409
        ``seat_taken``; the identity seated elsewhere at this table: 409 ``player_seated``."""
        table = self.table(table_id)
        check_seat_number(table, seat)
        if (player_id is None) == (bot is None):
            raise InvalidInput("entrant", "seat a player (player_id) or a bot, exactly one of them")
        name = bot.strip().lower() if bot is not None else None
        if name is not None and name not in MAUMAU_MODULE.seats.bots:
            raise InvalidInput("bot", f"unknown bot {bot!r}; known: {', '.join(MAUMAU_MODULE.seats.bots)}")
        handle: str | None = None
        player_kind: str | None = None
        if player_id is not None:
            with self._session() as session:
                player = session.get(PlayerRow, player_id)
                if player is None:
                    raise NotFound("player", f"no player {player_id}")
                handle, player_kind = player.handle, player.kind
            if player_kind == "guest" and table.settings.rated:
                raise Forbidden("rated_table", "a rated table seats accounts only, not guests")

        def same(info: SeatInfo | None) -> bool:
            if info is None:
                return False
            return info.player_id == player_id if player_id is not None else info.kind == "bot" and info.bot == name

        current = self.seats(table_id)[seat]
        if current is not None:
            if same(current):
                return current
            raise Conflict("seat_taken", f"seat {seat} is held by someone else")
        if player_id is not None:
            held = self._seats.held(table_id, player_id)
            if held is not None:
                raise Conflict("player_seated", f"this player already sits at seat {held.seat} of this table")
        owners = self._seats.owners(table_id)
        expected = handle if handle is not None else f"bot:{name}"
        if owners is not None and owners[seat] != expected:
            raise Conflict("seat_owner", f"seat {seat} belongs to whoever started the running match there")
        try:
            if player_id is not None:
                occupancy = self._seats.occupy(
                    table, seat, SeatKind.HUMAN, player_id=player_id, handle=handle, player_kind=player_kind
                )[0]
            else:
                occupancy = self._seats.occupy(table, seat, SeatKind.BOT, bot=name)[0]
        except Conflict:
            now = self.seats(table_id)[seat]  # a concurrent call seated the same entrant: fine
            if same(now):
                assert now is not None
                return now
            raise
        self._seats.seats_changed(table_id)
        return seat_info(occupancy)

    def start_match_system(self, table_id: uuid.UUID, *, key: str, sealed: bool) -> CommandResult:
        """Start a tournament table's match (every seat filled) and deal its first round, as the
        host would; ``sealed`` (or the table's ``sealed`` setting) starts a sealed match.  Already
        started: the stored batch of ``key``, or no events."""
        return self._host("start_again", self.table(table_id), key=key, sealed=sealed)

    def end_match_system(self, table_id: uuid.UUID, *, key: str) -> CommandResult:
        """End a tournament table's match between rounds (its time limit is up); a finished match:
        no events.  While a round is played: 422 ``round_running`` (end it after ``RoundWon``)."""
        return self._host("end_if_open", self.table(table_id), key=key)

    def reveal_deals_system(self, table_id: uuid.UUID, *, key: str) -> CommandResult:
        """Reveal the ended rounds of a sealed table's match (``DealsRevealed``), in any phase, also
        after the match finished; nothing left to reveal, or not sealed: no events."""
        return self._host("reveal", self.table(table_id), key=key)

    def substitute_entrant(self, table_id: uuid.UUID, seat: int, bot: str) -> SeatInfo | None:
        """An entrant withdrawn while their table plays: whoever sits at ``seat`` is unseated (the
        seat token revoked) and the bot ``bot`` plays the seat to the end of the match.  The bot
        there already: returned as it is; no match running: ``None`` (nothing to play)."""
        table = self.table(table_id)
        check_seat_number(table, seat)
        name = bot.strip().lower() if isinstance(bot, str) else ""
        if name not in MAUMAU_MODULE.seats.bots:
            raise InvalidInput("bot", f"unknown bot {bot!r}; known: {', '.join(MAUMAU_MODULE.seats.bots)}")
        if self._seats.owners(table_id) is None:
            return None
        current = self.seats(table_id)[seat]
        if current is not None and current.kind == SeatKind.BOT:
            return current
        if self._seats.replace_with_bot(table, seat, name) is None:
            now = self.seats(table_id)[seat]
            return now if now is not None and now.kind == SeatKind.BOT else None
        return self.seats(table_id)[seat]
