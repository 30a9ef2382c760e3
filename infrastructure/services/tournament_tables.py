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

from domain.maumau.rules import RuleSet
from domain.shuffle import SEED_BYTES
from infrastructure.adapters.db import DealSourceRow, TableRow, utcnow
from infrastructure.services.errors import Conflict, InvalidInput
from infrastructure.services.games import CommandResult
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
        occupancy = self._seats.seat_entrant(table, seat, player_id=player_id, bot=bot, rated=table.settings.rated)
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
        occupancy = self._seats.substitute(self.table(table_id), seat, bot)
        return seat_info(occupancy) if occupancy is not None else None
