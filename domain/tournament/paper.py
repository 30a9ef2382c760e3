"""A tournament on paper: per-board travellers and personal score cards (pure, from a folded state).

* A **traveller** follows one board of one round from table to table: every table's line on it —
  each seat (numbered from 1, as paper numbers them) with its entrant, the points it scored on
  that board, whether it won the board, forfeited, or was played by a substitute bot after its
  entrant withdrew (the points are then the bot's: the withdrawn entrant is credited nothing at
  that table), and whether the director corrected the table's result.
* A **score card** is one entrant's tournament, round by round: the table and seat (from 1), the
  opponents, each board's points and win, a bye with the mean it is credited, the director's
  adjustments and penalties with their reasons, the corrections marked, the running total of the
  primary score, and the final figure and rank of the standings.  Every figure is the standings'
  own (:func:`domain.tournament.standings.round_credits`, :func:`domain.tournament.records.standings_of`):
  nothing about a rule is restated here, so a card always adds up to its standings row.

Hidden information: both are computed from what the viewer may see.  ``director`` false (anyone):
from :func:`domain.tournament.redaction.public_state`, so a sealed (duplicate) round's results
held back until it closes show as still playing and count nowhere; ``director`` true: from the
whole state, each held-back result marked ``provisional``.  No seed is read or shown.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from fractions import Fraction

from domain.tournament.model import Adjustment, Scoring, SeatedTable, TableResult
from domain.tournament.records import round_records, standings_of
from domain.tournament.redaction import provisional, public_state
from domain.tournament.standings import RoundCredit, StandingRow, round_credits
from domain.tournament.state import RoundState, TournamentState

__all__ = [
    "CardBoard",
    "CardRound",
    "Opponent",
    "ScoreCard",
    "Traveller",
    "TravellerLine",
    "TravellerSeat",
    "score_card",
    "travellers",
]


@dataclass(frozen=True, slots=True)
class TravellerSeat:
    """One seat of a table on one board: ``seat`` from 1; ``points`` and ``won`` ``None`` while
    the table's result is not recorded (or held back); ``substitute``: the bot that played the
    seat after its entrant withdrew (the points are the bot's)."""

    seat: int
    entrant_id: str
    name: str
    points: int | None
    won: bool | None
    forfeited: bool
    substitute: str | None


@dataclass(frozen=True, slots=True)
class TravellerLine:
    """One table's line on a traveller: its seats, whether its result is recorded (and shown),
    corrected by the director (``correction``: the reason of the last correction) or provisional
    (the director's view of a result held back from everyone else)."""

    table_no: int
    table_id: str
    recorded: bool
    corrected: bool
    correction: str | None
    provisional: bool
    seats: tuple[TravellerSeat, ...]


@dataclass(frozen=True, slots=True)
class Traveller:
    """Board ``board`` (from 1) of round ``round_no``, every table's line on it."""

    round_no: int
    board: int
    lines: tuple[TravellerLine, ...]

    def as_dict(self) -> dict[str, object]:
        """The traveller as plain JSON-ready values."""
        return asdict(self)


@dataclass(frozen=True, slots=True)
class Opponent:
    """Another seat at the card holder's table (``seat`` from 1; ``substitute``: a bot played it)."""

    seat: int
    entrant_id: str
    name: str
    substitute: str | None


@dataclass(frozen=True, slots=True)
class CardBoard:
    """One board at the card holder's seat: the points it scored and whether it won the board."""

    board: int
    points: int
    won: bool


@dataclass(frozen=True, slots=True)
class CardRound:
    """One round of a score card.

    ``table_no``/``seat`` (from 1) ``None`` on a bye; ``boards`` empty while the table plays (or
    its result is held back: ``recorded`` false); ``substitute``: the bot that played the holder's
    seat after it withdrew (the boards are the bot's; the round credits the holder nothing).
    ``wins``, ``penalty_points``, ``matchpoints``: what the round credits (a bye: the round's
    mean); ``score``: the round's part of the primary score; ``adjustments``: the director's
    adjustments and penalties given for this round; ``total``: the running total of the primary
    score after this round, its adjustments included."""

    round_no: int
    bye: bool
    late: bool
    """A late entrant's round before it entered: credited the round's mean, as a bye is."""
    table_no: int | None
    seat: int | None
    opponents: tuple[Opponent, ...]
    boards: tuple[CardBoard, ...]
    recorded: bool
    forfeited: bool
    corrected: bool
    correction: str | None
    provisional: bool
    substitute: str | None
    wins: float
    penalty_points: float
    matchpoints: float
    score: float
    adjustments: tuple[Adjustment, ...]
    total: float


@dataclass(frozen=True, slots=True)
class ScoreCard:
    """One entrant's score card: its rounds, the adjustments for the whole event (``round_no``
    0), the final ``total`` (the standings' score) and its standings row (``rank``)."""

    entrant_id: str
    name: str
    kind: str
    withdrawn: bool
    scoring: str
    rounds: tuple[CardRound, ...]
    adjustments: tuple[Adjustment, ...]
    total: float
    rank: int
    standing: StandingRow

    def as_dict(self) -> dict[str, object]:
        """The card as plain JSON-ready values."""
        return asdict(self)


def _shown(state: TournamentState, director: bool) -> TournamentState:
    """The state the viewer may see: all of it for the director, else the public one."""
    return state if director else public_state(state)


def _name(state: TournamentState, entrant_id: str) -> str:
    entrant = state.entrant(entrant_id)
    return entrant.name if entrant is not None else entrant_id


def _correction(rnd: RoundState, table_no: int) -> str | None:
    """The reason of the last correction of table ``table_no`` of ``rnd`` (``None``: none)."""
    reasons = [c.reason for c in rnd.corrections if c.table_no == table_no]
    return reasons[-1] if reasons else None


def _boards(state: TournamentState, rnd: RoundState) -> int:
    """How many boards round ``rnd``'s tables play (the most any recorded table played, at least
    the configuration's)."""
    configured = state.config.boards if state.config is not None else 0
    return max([configured, *(len(r.points) for r in rnd.results if r is not None)])


def _line(
    state: TournamentState, rnd: RoundState, table: SeatedTable, result: TableResult | None, board: int, held: bool
) -> TravellerLine:
    """Table ``table``'s line on board index ``board`` of round ``rnd``."""
    subs = {s.seat: s.bot for s in rnd.substitutes if s.table_no == table.table_no}
    played = result is not None and board < len(result.points)
    seats = tuple(
        TravellerSeat(
            seat=seat + 1,
            entrant_id=entrant_id,
            name=_name(state, entrant_id),
            points=result.points[board][seat] if played and result is not None else None,
            won=(result.winners[board] == seat) if played and result is not None else None,
            forfeited=result is not None and seat in result.forfeited,
            substitute=subs.get(seat),
        )
        for seat, entrant_id in enumerate(table.entrants)
    )
    correction = _correction(rnd, table.table_no)
    return TravellerLine(
        table_no=table.table_no,
        table_id=table.table_id,
        recorded=result is not None,
        corrected=correction is not None,
        correction=correction,
        provisional=held and result is not None,
        seats=seats,
    )


def travellers(state: TournamentState, round_no: int | None = None, *, director: bool = False) -> tuple[Traveller, ...]:
    """Every board's traveller of every seated round (or of round ``round_no`` only), in round and
    board order, as the viewer may see them (``director``: held-back results too, provisional)."""
    shown = _shown(state, director)
    out: list[Traveller] = []
    for rnd in shown.rounds:
        if round_no is not None and rnd.round_no != round_no:
            continue
        held = director and provisional(state, rnd.round_no)
        for board in range(_boards(shown, rnd)):
            lines = tuple(
                _line(shown, rnd, table, result, board, held)
                for table, result in zip(rnd.tables, rnd.results, strict=True)
            )
            out.append(Traveller(rnd.round_no, board + 1, lines))
    return tuple(out)


def _card_round(
    state: TournamentState,
    rnd: RoundState,
    credit: RoundCredit | None,
    entrant_id: str,
    adjustments: tuple[Adjustment, ...],
    total: Fraction,
    held: bool,
) -> CardRound:
    """One round of ``entrant_id``'s card (``total``: the running total after it)."""
    place = rnd.table_of(entrant_id)
    credit = credit or RoundCredit(Fraction(0), Fraction(0), Fraction(0), Fraction(0))
    table_no = seat = None
    opponents: tuple[Opponent, ...] = ()
    boards: tuple[CardBoard, ...] = ()
    result: TableResult | None = None
    substitute = correction = None
    if place is not None:
        table_no, seat = place
        table = rnd.tables[table_no - 1]
        result = rnd.results[table_no - 1]
        subs = {s.seat: s.bot for s in rnd.substitutes if s.table_no == table_no}
        opponents = tuple(
            Opponent(other + 1, e, _name(state, e), subs.get(other))
            for other, e in enumerate(table.entrants)
            if other != seat
        )
        if result is not None:
            boards = tuple(
                CardBoard(b + 1, row[seat], result.winners[b] == seat) for b, row in enumerate(result.points)
            )
        substitute = subs.get(seat)
        correction = _correction(rnd, table_no)
    return CardRound(
        round_no=rnd.round_no,
        bye=entrant_id in rnd.byes,
        late=state.first_round(entrant_id) > rnd.round_no,
        table_no=table_no,
        seat=seat + 1 if seat is not None else None,
        opponents=opponents,
        boards=boards,
        recorded=result is not None,
        forfeited=result is not None and seat in result.forfeited,
        corrected=correction is not None,
        correction=correction,
        provisional=held and result is not None,
        substitute=substitute,
        wins=float(credit.wins),
        penalty_points=float(credit.penalty_points),
        matchpoints=float(credit.matchpoints),
        score=float(credit.score),
        adjustments=adjustments,
        total=float(total),
    )


def score_card(state: TournamentState, entrant_id: str, *, director: bool = False) -> ScoreCard | None:
    """``entrant_id``'s score card as the viewer may see it (``director``: held-back results too,
    provisional), or ``None`` when the tournament lists no such entrant (a pending one included:
    the standings do not list it)."""
    shown = _shown(state, director)
    rows = {row.entrant_id: row for row in standings_of(shown)}
    standing = rows.get(entrant_id)
    entrant = shown.entrant(entrant_id)
    if standing is None or entrant is None or shown.config is None:
        return None
    config = shown.config
    mine = tuple(a for a in shown.adjustments if a.entrant_id == entrant_id)
    total = Fraction(0)
    rounds: list[CardRound] = []
    for rnd, record in zip(shown.rounds, round_records(shown), strict=True):
        credit = round_credits(config, record).get(entrant_id)
        given = tuple(a for a in mine if a.round_no == rnd.round_no)
        total += (credit.score if credit is not None else 0) + sum((Fraction(str(a.score)) for a in given), Fraction(0))
        held = director and provisional(state, rnd.round_no)
        rounds.append(_card_round(shown, rnd, credit, entrant_id, given, total, held))
    seated = {r.round_no for r in shown.rounds}
    overall = tuple(a for a in mine if a.round_no not in seated)
    total += sum((Fraction(str(a.score)) for a in overall), Fraction(0))
    return ScoreCard(
        entrant_id=entrant_id,
        name=entrant.name,
        kind=entrant.kind,
        withdrawn=entrant_id in shown.withdrawn,
        scoring=Scoring(config.scoring),
        rounds=tuple(rounds),
        adjustments=overall,
        total=float(total),
        rank=standing.rank,
        standing=standing,
    )
