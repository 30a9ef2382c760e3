"""``/v1/puntobanco``: Punto Banco tables, seats, chips, shoes, bets, coups; views, history,
verification, the read models, a live stream and the teaching mode.

Who may do what: anyone may open a table (and gets its host token, shown once); taking a seat
needs an identity's credential (session, API key or guest token: ``docs/accounts.md``), names no
player, and gets the seat's token (shown once); one identity, one seat per table.  The host seats
bots, grants chips, starts shoes, deals coups and closes the table; a seat's token — or the
credential of the identity holding the seat — places bets for that seat's player and leaves the
seat.  Everything else is public: there are no hidden hands in Punto Banco,
and what is secret — the shoe's order, its seed and the burned cards — is shown by no route
until the shoe is finished (``domain.puntobanco.redaction``).

The routes parse, authenticate and render; every rule is decided by the domain through
:class:`~infrastructure.services.puntobanco_tables.PuntoBancoTables` (``Services.puntobanco``, on
the app's event store and engine); the live stream is sent by :mod:`api.http.streams`.  Errors have
the one documented shape ``{"detail": {"rule": ..., "message": ...}}``.
"""

from __future__ import annotations

import uuid
from typing import Annotated, Any, cast

from fastapi import APIRouter, Depends, Path, Query, Request, Response, status
from fastapi.responses import StreamingResponse
from starlette.concurrency import run_in_threadpool

import projections.api as read_side
from api.http.deps import IdempotencyKeyDep, IdentityDep, IfMatchDep, TokenDep
from api.http.routes.read_models import ReadEngine
from api.http.streams import Resume, serve, stream_responses
from api.schemas.common import ErrorOut
from api.schemas.puntobanco import (
    AuditOut,
    BalancesOut,
    BetIn,
    BotIn,
    CloseIn,
    CoupLessonOut,
    CoupsOut,
    EdgeOut,
    ExampleOut,
    ExamplesOut,
    ExplainIn,
    GrantIn,
    HistoryOut,
    JoinIn,
    LedgerOut,
    LessonOut,
    ReplayOut,
    ResultOut,
    RoadOut,
    RulesInfoOut,
    SeatOut,
    ShoeIn,
    ShoeRecordOut,
    TableCreatedOut,
    TableCreateIn,
    TableViewOut,
    VerifyOut,
)
from domain.cards import parse_card
from domain.puntobanco.coup import ShortShoe
from domain.puntobanco.edge import house_edge
from domain.puntobanco.events import PBEvent
from domain.puntobanco.redaction import public_event
from domain.puntobanco.rules import (
    BANKER_TABLEAU,
    BURN_RULES,
    DEFAULT_RULES,
    PLAYER_DRAWS,
    STAND_RULE,
    RulesError,
    rules_from_dict,
)
from domain.puntobanco.state import PBState
from domain.puntobanco.teaching import EXAMPLES, example, explain, tableau_row_text
from infrastructure.services.errors import InvalidInput, NotFound
from infrastructure.services.games import CommandResult
from infrastructure.services.live import EventFeed
from infrastructure.services.puntobanco_tables import PuntoBancoTables

router = APIRouter(prefix="/v1/puntobanco", tags=["puntobanco"])


async def get_puntobanco(request: Request) -> PuntoBancoTables:
    """The app's Punto Banco service (``Services.puntobanco``, wired by the app factory)."""
    service: PuntoBancoTables = request.app.state.puntobanco
    return service


PB = Annotated[PuntoBancoTables, Depends(get_puntobanco)]
TableId = Annotated[uuid.UUID, Path(description="the table's id (its event stream's id)")]
SeatNo = Annotated[int, Path(ge=0, le=13, description="seat number, from 0")]
ShoeNo = Annotated[int, Path(ge=1, le=1_000_000, description="shoe number, from 1")]
CoupNo = Annotated[int, Path(ge=1, le=1_000, description="coup number in its shoe, from 1")]
After = Annotated[int, Query(ge=0, le=1_000_000_000, description="only what came after this version")]
Limit = Annotated[int, Query(ge=1, le=1000, description="at most this many rows")]
ShoeFilter = Annotated[int | None, Query(ge=1, le=1_000_000, description="only this shoe")]

_AUTH: dict[int | str, dict[str, Any]] = {
    401: {"model": ErrorOut, "description": "no token, or an unknown / revoked one (a credential too)"},
    403: {"model": ErrorOut, "description": "the token does not grant this (not the host, another seat, no seat)"},
    404: {"model": ErrorOut, "description": "no such table or seat"},
    409: {"model": ErrorOut, "description": "taken meanwhile, or a stale If-Match"},
    422: {"model": ErrorOut, "description": "bad input, or a rule of the game forbids it now (names the rule)"},
}
_READ: dict[int | str, dict[str, Any]] = {404: {"model": ErrorOut, "description": "no such table, shoe or coup"}}


def _result(pb: PuntoBancoTables, result: CommandResult) -> dict[str, Any]:
    """A command's batch as anyone may see it, and the table's view after it."""
    batch = cast(tuple[PBEvent, ...], result.events)  # the service's decider is PUNTOBANCO
    events = [{"version": result.first_version + i, **public_event(event)} for i, event in enumerate(batch)]
    view = pb.view(result.table_id, None if result.replayed else cast(PBState, result.state))
    return {
        "version": result.version,
        "first_version": result.first_version,
        "replayed": result.replayed,
        "events": events,
        "view": view,
    }


# ---------------------------------------------------------------- tables and seats


@router.post(
    "/tables",
    response_model=TableCreatedOut,
    status_code=status.HTTP_201_CREATED,
    summary="Open a Punto Banco table",
    responses={422: {"model": ErrorOut, "description": "a rules field out of its range (each named)"}},
)
def create_table(body: TableCreateIn, pb: PB) -> dict[str, Any]:
    """Open a table under the default rules with ``rules`` overridden.  The host token is
    returned only here."""
    table, token, result = pb.create_table(body.rules.overrides())
    return {"table_id": str(table.id), "host_token": token, "version": result.version, "view": pb.view(table.id)}


@router.get("/tables/{table_id}", response_model=TableViewOut, summary="A table's public view", responses=_READ)
def get_table(table_id: TableId, pb: PB) -> dict[str, Any]:
    """Rules, seats, every balance, the shoe's public facts and road, the open bets, the last coup."""
    return pb.view(table_id)


@router.post(
    "/tables/{table_id}/seats/{seat}",
    response_model=SeatOut,
    status_code=status.HTTP_201_CREATED,
    summary="Take a seat",
    responses={
        401: {"model": ErrorOut, "description": "no identity's credential, or an unknown / expired / revoked one"},
        404: {"model": ErrorOut, "description": "no such table or seat"},
        409: {"model": ErrorOut, "description": "the seat is taken, or you already sit at another seat here"},
        422: {"model": ErrorOut, "description": "a body that names a player (a seat is the credential's identity's)"},
    },
)
def join(
    table_id: TableId, seat: SeatNo, pb: PB, identity: IdentityDep, token: TokenDep, body: JoinIn | None = None
) -> dict[str, Any]:
    """Sit down as the identity of the ``Authorization`` credential (session, API key or guest
    token); the seat's token (returned only here) places your bets, and so does your credential.
    Your chips are your identity's: leaving and sitting down again keeps them.  Taking the seat
    you hold again returns a fresh token (the old one stops working)."""
    info, seat_token = pb.join(table_id, seat, identity, credential=token)
    return {**info.as_dict(), "table_id": str(table_id), "token": seat_token}


@router.post(
    "/tables/{table_id}/seats/{seat}/bot",
    response_model=SeatOut,
    status_code=status.HTTP_201_CREATED,
    summary="Seat a bot (host)",
    responses=_AUTH,
)
def add_bot(table_id: TableId, seat: SeatNo, body: BotIn, pb: PB, token: TokenDep) -> dict[str, Any]:
    """A bot betting a strategy; it bets by itself whenever the host deals a coup."""
    info, seat_token = pb.add_bot(table_id, seat, body.strategy, token)
    return {**info.as_dict(), "table_id": str(table_id), "token": seat_token}


@router.delete(
    "/tables/{table_id}/seats/{seat}",
    status_code=status.HTTP_204_NO_CONTENT,
    summary="Leave a seat (or remove a bot: host)",
    responses=_AUTH,
)
def leave(table_id: TableId, seat: SeatNo, pb: PB, token: TokenDep) -> Response:
    """With the seat's token or the credential of the identity holding it (the host: bots'
    seats).  The seat's token is revoked at once; an open bet stays and is settled to its player."""
    pb.leave(table_id, seat, token)
    return Response(status_code=status.HTTP_204_NO_CONTENT)


# ---------------------------------------------------------------- commands


@router.post("/tables/{table_id}/chips", response_model=ResultOut, summary="Grant play chips (host)", responses=_AUTH)
def grant(table_id: TableId, body: GrantIn, pb: PB, token: TokenDep, key: IdempotencyKeyDep) -> dict[str, Any]:
    """Give play chips to a seat's player, an account by handle or any identity by id (no real
    money, ever).  The chips are the identity's, at this table."""
    result = pb.grant(
        table_id, token, body.amount, seat=body.seat, player=body.player, player_id=body.player_id, key=key
    )
    return _result(pb, result)


@router.post(
    "/tables/{table_id}/shoes",
    response_model=ResultOut,
    status_code=status.HTTP_201_CREATED,
    summary="Start a shoe (host)",
    responses=_AUTH,
)
def start_shoe(table_id: TableId, body: ShoeIn, pb: PB, token: TokenDep, key: IdempotencyKeyDep) -> dict[str, Any]:
    """Shuffle a new shoe from a fresh secret seed (its commitment is public at once, the seed
    once the shoe is finished), burn, and place the cut card."""
    return _result(pb, pb.start_shoe(table_id, token, order=body.order, key=key))


@router.post("/tables/{table_id}/bets", response_model=ResultOut, summary="Place a bet (seat)", responses=_AUTH)
def bet(
    table_id: TableId, body: BetIn, pb: PB, token: TokenDep, key: IdempotencyKeyDep, expected: IfMatchDep
) -> dict[str, Any]:
    """Stake chips on player, banker or tie for the next coup; the stake leaves your balance at
    once.  A bet above your balance is refused (422 ``insufficient_chips``) and changes nothing."""
    return _result(pb, pb.bet(table_id, token, body.spot, body.amount, key=key, expected_version=expected))


@router.post("/tables/{table_id}/coups", response_model=ResultOut, summary="Deal a coup (host)", responses=_AUTH)
def deal(table_id: TableId, pb: PB, token: TokenDep, key: IdempotencyKeyDep, expected: IfMatchDep) -> dict[str, Any]:
    """Bots bet, bets close, the coup is dealt and settled: one batch.  After the coup that
    follows the cut card the shoe is finished and its seed revealed."""
    return _result(pb, pb.deal(table_id, token, key=key, expected_version=expected))


@router.post("/tables/{table_id}/close", response_model=ResultOut, summary="Close the table (host)", responses=_AUTH)
def close(table_id: TableId, body: CloseIn, pb: PB, token: TokenDep, key: IdempotencyKeyDep) -> dict[str, Any]:
    """Open bets are returned, a running shoe is finished and revealed; nothing can follow."""
    return _result(pb, pb.close(table_id, token, body.reason, key=key))


# ---------------------------------------------------------------- history, shoes, replay


@router.get("/tables/{table_id}/history", response_model=HistoryOut, summary="The table's events", responses=_READ)
def history(
    table_id: TableId, pb: PB, after: After = 0, limit: Limit = 1000, shoe: ShoeFilter = None
) -> dict[str, Any]:
    """Every event after ``after`` as anyone may see it now: a shoe's seed, order and burned
    cards appear only once that shoe is finished (then in full: its replay)."""
    return {"table_id": str(table_id), "events": pb.history(table_id, after=after, limit=limit, shoe_no=shoe)}


@router.get(
    "/tables/{table_id}/shoes/{shoe_no}",
    response_model=ShoeRecordOut,
    summary="A shoe's commitment (and seed, once over)",
    responses=_READ,
)
def shoe(table_id: TableId, shoe_no: ShoeNo, pb: PB) -> dict[str, Any]:
    """The commitment from the start; the seed and the whole order once the shoe is finished."""
    return pb.shoe(table_id, shoe_no)


@router.get(
    "/tables/{table_id}/shoes/{shoe_no}/verify",
    response_model=VerifyOut,
    summary="Verify a finished shoe",
    responses={**_READ, 409: {"model": ErrorOut, "description": "the shoe is still being dealt"}},
)
def verify(table_id: TableId, shoe_no: ShoeNo, pb: PB) -> dict[str, Any]:
    """Re-run the shoe from its revealed seed: commitment, order, burn, every coup card by card,
    every bet's settlement."""
    return pb.verify(table_id, shoe_no)


@router.get(
    "/tables/{table_id}/replay",
    response_model=ReplayOut,
    summary="The table as of a version",
    responses={**_READ, 422: {"model": ErrorOut, "description": "no such version"}},
)
def replay(
    table_id: TableId, pb: PB, at: Annotated[int, Query(ge=1, le=1_000_000_000, description="the version")]
) -> dict[str, Any]:
    """The public view at version ``at`` (balances, shoe, open bets, road as they were)."""
    return pb.replay(table_id, at)


@router.get(
    "/tables/{table_id}/coups/{shoe_no}/{coup_no}/explain",
    response_model=CoupLessonOut,
    summary="A dealt coup explained",
    responses=_READ,
)
def explain_coup(table_id: TableId, shoe_no: ShoeNo, coup_no: CoupNo, pb: PB) -> dict[str, Any]:
    """The teaching mode on a real coup: each step and the rule that decided it."""
    return pb.explain(table_id, shoe_no, coup_no)


# ---------------------------------------------------------------- read models


@router.get(
    "/tables/{table_id}/ledger", response_model=LedgerOut, summary="The chips ledger (read model)", responses=_READ
)
def ledger(
    table_id: TableId,
    pb: PB,
    engine: ReadEngine,
    player: Annotated[str | None, Query(min_length=1, max_length=64, description="only this player")] = None,
    after: After = 0,
    limit: Limit = 1000,
) -> dict[str, Any]:
    """Every grant, stake, settlement and refund, with the balance after it."""
    pb.table(table_id)
    with engine.connect() as conn:
        rows = read_side.puntobanco_ledger_rows(conn, table_id, player, after, limit)
    return {"table_id": str(table_id), "rows": rows}


@router.get(
    "/tables/{table_id}/balances",
    response_model=BalancesOut,
    summary="Balances and totals per player (read model)",
    responses=_READ,
)
def balances(table_id: TableId, pb: PB, engine: ReadEngine) -> dict[str, Any]:
    """Each player's balance and what was granted, staked, paid back and kept as commission."""
    pb.table(table_id)
    with engine.connect() as conn:
        return {"table_id": str(table_id), "players": read_side.puntobanco_balances(conn, table_id)}


@router.get("/tables/{table_id}/coups", response_model=CoupsOut, summary="Coup history (read model)", responses=_READ)
def coups(
    table_id: TableId, pb: PB, engine: ReadEngine, shoe: ShoeFilter = None, after: After = 0, limit: Limit = 1000
) -> dict[str, Any]:
    """Every coup: the cards, totals, outcome, and its bets' totals."""
    pb.table(table_id)
    with engine.connect() as conn:
        return {"table_id": str(table_id), "coups": read_side.puntobanco_coups(conn, table_id, shoe, after, limit)}


@router.get(
    "/tables/{table_id}/shoes/{shoe_no}/road",
    response_model=RoadOut,
    summary="Bead plate and big road (read model)",
    responses=_READ,
)
def road(table_id: TableId, shoe_no: ShoeNo, pb: PB, engine: ReadEngine) -> dict[str, Any]:
    """The shoe's results as casinos draw them, as data."""
    pb.table(table_id)
    with engine.connect() as conn:
        return {"table_id": str(table_id), **read_side.puntobanco_road(conn, table_id, shoe_no)}


@router.get("/tables/{table_id}/audit", response_model=AuditOut, summary="Audit trail (read model)", responses=_READ)
def audit(
    table_id: TableId, pb: PB, engine: ReadEngine, shoe: ShoeFilter = None, after: After = 0, limit: Limit = 1000
) -> dict[str, Any]:
    """Every event, described; a running shoe's seed, order and burned cards are redacted."""
    pb.table(table_id)
    with engine.connect() as conn:
        rows = read_side.puntobanco_audit_trail(conn, table_id, shoe, after, limit)
    return {"table_id": str(table_id), "rows": rows}


# ---------------------------------------------------------------- live stream


@router.get(
    "/tables/{table_id}/events",
    summary="The table's live events (Server-Sent Events)",
    response_class=StreamingResponse,
    responses=stream_responses(
        {
            200: "text/event-stream, one frame per event (id = version)",
            204: "the table is closed and nothing is left to send",
            404: _READ[404]["description"],
        }
    ),
)
async def events(request: Request, table_id: TableId, start: Resume, pb: PB) -> Response:
    """Every event as anyone may see it, live (the same for every viewer: no hidden hands; the
    shoe's secrets stay out until its ``ShoeFinished``).  Resume with ``Last-Event-ID``."""
    await run_in_threadpool(pb.table, table_id)  # 404 for an unknown table
    return await serve(request, EventFeed(pb.games, pb.hub, table_id, None), start, public=True)


# ---------------------------------------------------------------- rules, edge, teaching


@router.get("/rules", response_model=RulesInfoOut, summary="The default rules, the fields and the drawing tables")
def rules() -> dict[str, Any]:
    """Every ruleset field with its default, and the drawing rules as data and words."""
    return {
        "defaults": DEFAULT_RULES.to_dict(),
        "burn_rules": list(BURN_RULES),
        "player_draws_on": sorted(PLAYER_DRAWS),
        "banker_stand_rule_draws_on": sorted(STAND_RULE),
        "banker_tableau": {
            str(total): {"draws_on_player_third": sorted(row), "text": tableau_row_text(total)}
            for total, row in BANKER_TABLEAU.items()
        },
    }


@router.get(
    "/edge",
    response_model=EdgeOut,
    summary="Exact house edge (enumeration)",
    responses={422: {"model": ErrorOut, "description": "a field out of its range"}},
)
def edge(
    decks: Annotated[int, Query(ge=1, le=8)] = 8,
    commission_pct: Annotated[int, Query(ge=0, le=10)] = 5,
    tie_payout: Annotated[int, Query(ge=1, le=10)] = 8,
) -> dict[str, Any]:
    """The house edge of each bet for a full shoe, by exhaustive enumeration (fractions of the stake)."""
    return house_edge(decks, commission_pct=commission_pct, tie_payout=tie_payout).as_dict()


@router.get("/teaching/examples", response_model=ExamplesOut, summary="The example coups, explained")
def teaching_examples() -> dict[str, Any]:
    """Every example coup, step by step, each step explained by its rule."""
    return {"examples": [{"example": i + 1, **example(i + 1).as_dict()} for i in range(len(EXAMPLES))]}


@router.get(
    "/teaching/examples/{number}", response_model=ExampleOut, summary="One example coup, explained", responses=_READ
)
def teaching_example(number: Annotated[int, Path(ge=1, le=100)]) -> dict[str, Any]:
    """Example ``number`` (from 1)."""
    if number > len(EXAMPLES):
        raise NotFound("example", f"examples are 1 to {len(EXAMPLES)}")
    return {"example": number, **example(number).as_dict()}


@router.post(
    "/teaching/explain",
    response_model=LessonOut,
    summary="Explain a coup from its cards",
    responses={422: {"model": ErrorOut, "description": "not a card, too few cards, or bad rules"}},
)
def teaching_explain(body: ExplainIn) -> dict[str, Any]:
    """Your own cards, in dealing order, explained step by step."""
    try:
        cards = tuple(parse_card(c) for c in body.cards)
    except ValueError as error:
        raise InvalidInput("cards", str(error)) from None
    try:
        rules = rules_from_dict(body.rules.overrides())
    except RulesError as error:
        raise InvalidInput("rules", str(error), dict(error.problems)) from None
    try:
        return explain(cards, rules).as_dict()
    except ShortShoe as error:
        raise InvalidInput("cards", f"cards: {error}") from None
