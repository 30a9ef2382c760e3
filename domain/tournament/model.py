"""The tournament's values: its configuration, entrants, seatings and table results.

Shared by the tournament decider (``domain.tournament.decide``), the pure seating
(``domain.tournament.seating``), deal seeds (``domain.tournament.deals``) and standings
(``domain.tournament.standings``), so each of them speaks of the same things.  Plain frozen
dataclasses, standard library only; every id is a string (a UUID's text) so events stay
JSON-ready.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

__all__ = [
    "DEFAULT_SCORING",
    "DEFAULT_TIE_BREAKS",
    "DEFAULT_TURN_SECONDS",
    "FORMATS",
    "MAUMAU",
    "MAX_AUTO_ADVANCE_SECONDS",
    "MAX_AUTO_DEAL_SECONDS",
    "NO_WINNER",
    "SCORINGS",
    "TIE_BREAKS",
    "Adjustment",
    "AdjustmentKind",
    "Entrant",
    "EntrantKind",
    "Format",
    "PlayMode",
    "ProtestDecision",
    "Registration",
    "Scoring",
    "SeatedTable",
    "SeatingMode",
    "TableResult",
    "TieBreak",
    "TournamentConfig",
]

# The vocabularies of a tournament: each a StrEnum whose members *are* their strings
# (``Format.SERIES == "series"``), so stored events and JSON carry the plain values; the API's
# schemas and the web client's lists are derived from them (``api/schemas/tournament.py``,
# ``GET /v1/vocabulary``).


class Format(StrEnum):
    """How a tournament's rounds are dealt."""

    SERIES = "series"
    """Everyone is seated afresh each round, every table dealt its own seeds."""
    DUPLICATE = "duplicate"
    """Every table of a round plays the same boards (the same seeds)."""


class Scoring(StrEnum):
    """How the standings rank first."""

    WINS = "wins"
    """Most rounds (boards) won."""
    PENALTY_POINTS = "penalty_points"
    """Fewest penalty points."""
    MATCHPOINTS = "matchpoints"
    """Duplicate only: most matchpoints (1 for each same-board, same-position player beaten, ½ for
    a tie)."""


class TieBreak(StrEnum):
    """A tie-break a tournament may list, applied in its order after the primary score."""

    WINS = "wins"
    PENALTY_POINTS = "penalty_points"
    MATCHPOINTS = "matchpoints"
    HEAD_TO_HEAD = "head_to_head"
    LOT = "lot"
    """A lot drawn from the tournament seed (always decides)."""


class EntrantKind(StrEnum):
    """Who an entrant is."""

    ACCOUNT = "account"
    GUEST = "guest"
    BOT = "bot"


class AdjustmentKind(StrEnum):
    """A director's score change: a plain adjustment or a penalty."""

    ADJUSTMENT = "adjustment"
    PENALTY = "penalty"


class ProtestDecision(StrEnum):
    """A director's decision of a protest."""

    UPHELD = "upheld"
    REJECTED = "rejected"


FORMATS = tuple(Format)
"""Every format, ``series`` first."""

SCORINGS = tuple(Scoring)
"""Every primary scoring, in :class:`Scoring`'s order."""

TIE_BREAKS = tuple(TieBreak)
"""Every tie-break a tournament may list."""

DEFAULT_TIE_BREAKS = (TieBreak.WINS, TieBreak.PENALTY_POINTS, TieBreak.HEAD_TO_HEAD, TieBreak.LOT)
"""More wins, fewer penalty points, head-to-head, then a lot drawn from the tournament seed."""

DEFAULT_SCORING = Scoring.PENALTY_POINTS
"""A tournament's primary scoring unless the organiser chooses another."""

DEFAULT_TURN_SECONDS = 60
"""A tournament table's time per turn unless the organiser chooses another (or none): an absent
player times out and, after ``max_timeouts`` timeouts, forfeits, so no table waits for ever."""

NO_WINNER = -1
"""A board's winner when nobody won it alone: a game whose first place was shared."""

MAUMAU = "maumau"
"""The game a tournament plays unless its organiser names another (the registered name)."""

MAX_AUTO_DEAL_SECONDS = 600
"""The longest a tournament table may wait between boards (a table setting's bound)."""
MAX_AUTO_ADVANCE_SECONDS = 3600
"""The longest pause the service waits after a round closed before it seats the next one."""


class SeatingMode(StrEnum):
    """How rounds after the first are seated: to meet as many different opponents as possible
    (``mix``, the planned schedule), or by the current standings, the leaders together at the top
    table (``standings``, Swiss-style)."""

    MIX = "mix"
    STANDINGS = "standings"


class PlayMode(StrEnum):
    """Where a tournament's tables play: on the service (the tables are the service's, their
    results read from their streams) or with real cards at real tables (a table's scorer enters
    each result and an opponent confirms it)."""

    ONLINE = "online"
    CARDS = "cards"


class Registration(StrEnum):
    """Who may register themselves (the organiser's choice at creation; the director may
    register anybody whatever it is)."""

    OPEN = "open"
    """Any identity, an account or a guest (the default)."""
    ACCOUNTS = "accounts"
    """Accounts only: no guests."""
    INVITE = "invite"
    """Only with the tournament's invite code (``domain.tournament.deals.invite_code``), which
    the service shows to the organiser only."""
    APPROVAL = "approval"
    """Anyone may ask; the entrant is *pending* (not seated, not counted to start) until the
    director approves it."""


@dataclass(frozen=True, slots=True)
class TournamentConfig:
    """What an organiser fixed when creating a tournament (checked by ``decide``).

    * ``ruleset`` — the ruleset's dict form (``RuleSet.to_dict()``) every table plays, with
      ``max_rounds = boards`` applied by the service; ``ruleset_id`` its stable id;
    * ``rounds`` — tournament rounds (1..30); ``boards`` — Mau-Mau rounds per table per
      tournament round (1..20);
    * ``table_size`` — the preferred seats per table (3..5, within the ruleset's player range);
      series fill a remainder with tables one seat smaller or larger; duplicate tables are all
      this size and the remainder sits out (a bye);
    * ``time_limit_seconds`` — series only: after it, a table finishes the Mau-Mau round it is
      playing and its match ends;
    * ``turn_seconds`` / ``bank_seconds`` / ``max_timeouts`` — the turn clock of every table the
      tournament seats (a table setting's meaning, ``domain.turn_clock``): on by default
      (:data:`DEFAULT_TURN_SECONDS`), ``turn_seconds`` ``None`` plays without one;
    * ``auto_deal_seconds`` — how long after a board a table with people deals the next one
      (``None``: the service's default);
    * ``correction_window_seconds`` — how long after a round's results are published a result
      may still be corrected (default 30 minutes);
    * ``min_players`` — starting needs at least this many entrants (at least one full table,
      two for duplicate);
    * ``registration`` — who may register themselves (a :class:`Registration` value).
    """

    name: str
    format: str
    ruleset: dict[str, object]
    ruleset_id: str
    rounds: int
    boards: int
    table_size: int = 4
    scoring: str = DEFAULT_SCORING
    tie_breaks: tuple[str, ...] = DEFAULT_TIE_BREAKS
    time_limit_seconds: int | None = None
    turn_seconds: int | None = DEFAULT_TURN_SECONDS
    bank_seconds: int = 0
    max_timeouts: int = 3
    auto_deal_seconds: int | None = None
    correction_window_seconds: int = 1800
    min_players: int = 3
    bot_substitute: str = "heuristic"
    registration: str = Registration.OPEN
    game: str = MAUMAU
    """The registered game every table plays.  ``"maumau"``: ``ruleset`` is a Mau-Mau ruleset and
    a board is one Mau-Mau round.  Any other game is played as its module declares
    (``docs/tournaments.md``, "A series of any game"): ``ruleset`` is the game's table set-up,
    a board is one whole game, and ``seat_counts`` and ``bots`` are the game's own, written in by
    the service from the module so that the decider checks table sizes and bot names without
    knowing the game."""
    seat_counts: tuple[int, int] | None = None
    """The fewest and most seats of the game's tables (another game than Mau-Mau only)."""
    bots: tuple[str, ...] = ()
    """The bots the game names (another game than Mau-Mau only)."""
    shared_ranks: bool = False
    """Entrants equal on the score and every tie-break but the lot share their rank ("3="); the
    lot still orders them in the list.  ``False``: every rank is its own (the lot decides)."""

    check_in: bool = False
    """Entrants check in before the start (themselves or by the director); at the start whoever
    has not is withdrawn as a no-show, before round 1 is seated."""
    check_in_deadline: int | None = None
    """With ``check_in``: after this time (ms) entrants can no longer check themselves in (the
    director still can, up to the start); ``None``: until the start."""
    late_entry_until: int = 0
    """Registration stays open after the start until this round is seated (a late entrant plays
    from the next seated round on; each round missed is credited like a bye); 0: no late entry."""
    starts_at: int | None = None
    """When (ms) the service starts the tournament and seats round 1 by itself; ``None``: the
    director starts it."""
    auto_advance_seconds: int | None = None
    """The service seats the next round this long after a round closed (and round 1 at the
    start); ``None``: the director seats every round."""
    seating: str = SeatingMode.MIX
    """How rounds after the first are seated (a :class:`SeatingMode` value)."""
    play: str = PlayMode.ONLINE
    """Where the tables play (a :class:`PlayMode` value): ``cards`` opens no service table; each
    table's result is entered by one of its entrants and confirmed by another (or entered by the
    director)."""

    OMIT_DEFAULTS: ClassVar[tuple[str, ...]] = (
        "game",
        "seat_counts",
        "bots",
        "shared_ranks",
        "check_in",
        "check_in_deadline",
        "late_entry_until",
        "starts_at",
        "auto_advance_seconds",
        "play",
        "seating",
    )
    """Fields left out of the stored form while at their defaults, so a Mau-Mau tournament's
    events are the bytes they were before other games could be played."""

    @property
    def plays_maumau(self) -> bool:
        """Whether the tables play Mau-Mau (rounds as boards, a Mau-Mau ruleset)."""
        return self.game == MAUMAU


@dataclass(frozen=True, slots=True)
class Entrant:
    """One registered participant: ``entrant_id`` (stable within the tournament), the identity
    behind it (``player_id``: an account id; ``None`` for a bot), its display ``name`` and
    ``kind`` (``"account"``, ``"guest"`` or ``"bot"``; ``bot`` names the bot for ``"bot"``)."""

    entrant_id: str
    name: str
    kind: str
    player_id: str | None = None
    bot: str | None = None
    fixed_table: int | None = None
    """A table number this entrant always sits at (access needs); ``None``: seated freely."""


@dataclass(frozen=True, slots=True)
class SeatedTable:
    """One table of a round: its number (from 1), its table id (derived, see
    ``domain.tournament.deals.table_id``), the entrant in each seat (seat order) and the
    seeds' index (``seed_hex`` is never stored here: seeds stay secret until the end)."""

    table_no: int
    table_id: str
    entrants: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class TableResult:
    """What a table's match produced, per seat (the seats of :class:`SeatedTable`):

    * ``points`` — per board (Mau-Mau round), the points each seat scored
      (``RoundWon.points``: 1 for the winner under wins, card values left under penalty points);
    * ``winners`` — per board, the seat that won it;
    * ``forfeited`` — seats that forfeited (timeouts, leaving) — ranked last at the table;
    * ``match_version`` — the table stream's version the result was read at (audit link).
    """

    table_no: int
    table_id: str
    entrants: tuple[str, ...]
    points: tuple[tuple[int, ...], ...]
    winners: tuple[int, ...]
    forfeited: tuple[int, ...] = ()
    match_version: int = 0


@dataclass(frozen=True, slots=True)
class Adjustment:
    """A director's score change for one entrant: ``kind`` ``"adjustment"`` or ``"penalty"``,
    in the tournament's primary score (``score``: matchpoints, wins or penalty points, signed as
    added to the entrant's total), with a ``reason``; ``round_no`` 0 for the whole event."""

    entrant_id: str
    kind: str
    score: float
    reason: str
    round_no: int = 0
    by: str = ""
