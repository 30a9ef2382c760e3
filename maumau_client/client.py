"""A small typed Python client of the maumau HTTP API, for apps and external bots.

It speaks only HTTP (``httpx``) and the documented JSON; it decides nothing about the game: the
moves it sends come from the service's ``/legal`` answer or from the caller.  One client holds one
credential (a session, an API key, a guest token, a seat token or a host token); :meth:`as_token`
returns a client for another credential on the same connection pool.

    with MaumauClient("http://127.0.0.1:8000") as anon:
        me = anon.guest("kalle")                          # or register(...) + sign_in(...)
        table = anon.create_table("MM-001", seats=2)
        host = anon.as_token(table.host_token)
        host.add_bot(table.table_id, 1, "heuristic")
        seat = me.join(table.table_id, 0)                 # me: a client with the guest's token
        host.start(table.table_id)
        player = me.as_token(seat.token)
        legal = player.legal(table.table_id)              # ready-to-send moves
        player.move(table.table_id, legal[0])

A tournament, run by its director (an organiser's account) with bots and followed live:

    with MaumauClient("http://127.0.0.1:8000", organiser_token) as director:
        cup = {"name": "Friday cup", "format": "series", "rounds": 1, "boards": 2, "correction_window_seconds": 0}
        tid = director.create_tournament(cup)["tournament_id"]
        for _ in range(4):
            director.register_entrant(tid, bot="heuristic")   # a player: register_entrant(tid)
        director.start_tournament(tid)
        director.seat_round(tid)                              # each next round once the last closed
        for frame in director.standings_events(tid):          # ends once the standings are final
            print(frame.version, [row["name"] for row in frame.data["rows"]])
        assert director.verify_tournament(tid)["ok"]

Every refusal raises :class:`ApiError` with the documented ``rule`` and ``message`` (and, for 429,
``retry_after`` seconds).  :meth:`MaumauClient.events` follows a seat's Server-Sent Events and
resumes after a dropped connection from the last version it saw; :meth:`standings_events` does the
same for a tournament's live standings.
"""

from __future__ import annotations

import json
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from types import TracebackType
from typing import Any, Literal
from urllib.parse import quote

import httpx

__all__ = [
    "ApiError",
    "Identity",
    "MaumauClient",
    "MoveResult",
    "SeatTicket",
    "StreamEvent",
    "TableTicket",
]


class ApiError(Exception):
    """A request the service refused: HTTP ``status``, the ``rule`` it names and its ``message``."""

    def __init__(self, status: int, rule: str, message: str, retry_after: int | None = None) -> None:
        super().__init__(f"{status} {rule}: {message}")
        self.status = status
        self.rule = rule
        self.message = message
        self.retry_after = retry_after


@dataclass(frozen=True, slots=True)
class Identity:
    """Who a credential is (``kind``: account, guest or legacy) and the ``token`` to send, when
    the service just issued one (sign-in, guest); ``None`` when only describing."""

    player_id: uuid.UUID
    handle: str
    kind: str
    role: str
    token: str | None = None


@dataclass(frozen=True, slots=True)
class TableTicket:
    """A table just opened: its id and the host token (shown only once); ``invite`` for a private
    table."""

    table_id: uuid.UUID
    host_token: str
    invite: str | None = None


@dataclass(frozen=True, slots=True)
class SeatTicket:
    """A seat just taken: its number and the seat token (shown only once)."""

    table_id: uuid.UUID
    seat: int
    token: str


@dataclass(frozen=True, slots=True)
class MoveResult:
    """An accepted move: the match version after it, its events as my seat sees them, my view."""

    version: int
    replayed: bool
    events: list[dict[str, Any]]
    view: dict[str, Any]


@dataclass(frozen=True, slots=True)
class StreamEvent:
    """One frame of a live stream: the version (SSE ``id``), the event type and its data."""

    version: int
    type: str
    data: dict[str, Any]


class MaumauClient:
    """The API for one credential (or none); use as a context manager or call :meth:`close`."""

    def __init__(
        self,
        base_url: str,
        token: str | None = None,
        *,
        timeout: float = 10.0,
        http: httpx.Client | None = None,
    ) -> None:
        """Talk to ``base_url`` (e.g. ``http://127.0.0.1:8000``) sending ``token`` as the bearer
        credential; ``http`` shares another client's connection pool (see :meth:`as_token`)."""
        self._owns_http = http is None
        self._http = http if http is not None else httpx.Client(base_url=base_url.rstrip("/"), timeout=timeout)
        self.token = token

    # ------------------------------------------------------------------ plumbing
    def as_token(self, token: str) -> MaumauClient:
        """A client sending ``token`` instead, on this client's connections (close this one last)."""
        return MaumauClient(str(self._http.base_url), token, http=self._http)

    def close(self) -> None:
        """Close the connections (only if this client opened them)."""
        if self._owns_http:
            self._http.close()

    def __enter__(self) -> MaumauClient:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None, tb: TracebackType | None) -> None:
        self.close()

    def _headers(self, extra: dict[str, str] | None = None) -> dict[str, str]:
        headers = {"Authorization": f"Bearer {self.token}"} if self.token else {}
        return {**headers, **(extra or {})}

    def _call(
        self,
        method: str,
        path: str,
        *,
        body: Any = None,
        params: dict[str, Any] | None = None,
        headers: dict[str, str] | None = None,
    ) -> Any:
        """One request; the parsed JSON body (``None`` for 204), or :class:`ApiError`."""
        response = self._http.request(method, path, json=body, params=params, headers=self._headers(headers))
        _raise_for(response)
        return None if response.status_code == 204 else response.json()

    # ------------------------------------------------------------------ identities
    def register(self, handle: str, password: str) -> Identity:
        """Create an account (then :meth:`sign_in`)."""
        return _identity(self._call("POST", "/v1/accounts", body={"handle": handle, "password": password}))

    def sign_in(self, handle: str, password: str) -> MaumauClient:
        """Sign in; a client holding the new session token (its ``identity`` says who)."""
        out = self._call("POST", "/v1/sessions", body={"handle": handle, "password": password})
        return self._signed_in(out)

    def guest(self, name: str) -> MaumauClient:
        """A guest identity (unrated tables only); a client holding its token."""
        return self._signed_in(self._call("POST", "/v1/guests", body={"name": name}))

    def me(self) -> Identity:
        """The identity of this client's credential."""
        return _identity(self._call("GET", "/v1/accounts/me"))

    def create_api_key(self, label: str) -> str:
        """A long-lived API key for an app or a bot (shown only this once)."""
        out: dict[str, Any] = self._call("POST", "/v1/accounts/me/api-keys", body={"label": label})
        return str(out["token"])

    def _signed_in(self, out: dict[str, Any]) -> MaumauClient:
        client = self.as_token(str(out["token"]))
        client.identity = _identity(out["account"], token=str(out["token"]))
        return client

    identity: Identity | None = None

    # ------------------------------------------------------------------ tables
    def tables(self, **filters: Any) -> dict[str, Any]:
        """A page of the lobby (filters: ``open_seats``, ``ruleset``, ``status``, ``rated``,
        ``cursor``, ``limit``)."""
        page: dict[str, Any] = self._call(
            "GET", "/v1/tables", params={k: v for k, v in filters.items() if v is not None}
        )
        return page

    def create_table(
        self, ruleset: str = "MM-001", seats: int = 2, *, settings: dict[str, Any] | None = None
    ) -> TableTicket:
        """Open a table; this client's credential (if any) becomes its host account."""
        body: dict[str, Any] = {"ruleset": ruleset, "seats": seats}
        if settings is not None:
            body["settings"] = settings
        out = self._call("POST", "/v1/tables", body=body)
        return TableTicket(uuid.UUID(out["table_id"]), out["host_token"], out.get("invite_code"))

    def table(self, table_id: uuid.UUID) -> dict[str, Any]:
        """A table's public page: set-up, occupants, public state (no hands)."""
        page: dict[str, Any] = self._call("GET", f"/v1/tables/{table_id}")
        return page

    def join(self, table_id: uuid.UUID, seat: int, *, invite: str | None = None) -> SeatTicket:
        """Take ``seat`` as this client's identity (or return to it); the seat token."""
        body = {"invite": invite} if invite is not None else {}
        out = self._call("POST", f"/v1/tables/{table_id}/seats/{seat}", body=body)
        return SeatTicket(table_id, int(out["seat"]), str(out["token"]))

    def leave(self, table_id: uuid.UUID, seat: int) -> None:
        """Leave ``seat`` (this client holds its seat token or the seat's identity)."""
        self._call("POST", f"/v1/tables/{table_id}/seats/{seat}/leave")

    def add_bot(self, table_id: uuid.UUID, seat: int, bot: str = "heuristic") -> None:
        """Seat a bot (this client holds the host token)."""
        self._call("POST", f"/v1/tables/{table_id}/seats/{seat}/bot", body={"bot": bot})

    def start(self, table_id: uuid.UUID) -> dict[str, Any]:
        """Start the match (host); the first round is dealt at once."""
        out: dict[str, Any] = self._call("POST", f"/v1/tables/{table_id}/start")
        return out

    def next_round(self, table_id: uuid.UUID) -> dict[str, Any]:
        """Deal the next round (host)."""
        out: dict[str, Any] = self._call("POST", f"/v1/tables/{table_id}/rounds")
        return out

    # ------------------------------------------------------------------ play
    def view(self, table_id: uuid.UUID) -> dict[str, Any]:
        """My seat's view: my hand, the others' card counts, whose turn, the top card, ..."""
        view: dict[str, Any] = self._call("GET", f"/v1/tables/{table_id}/view")
        return view

    def legal(self, table_id: uuid.UUID) -> list[dict[str, Any]]:
        """Every move my seat may send now, each a ready body for :meth:`move`."""
        out: dict[str, Any] = self._call("GET", f"/v1/tables/{table_id}/legal")
        return list(out["legal"])

    def move(
        self, table_id: uuid.UUID, move: dict[str, Any], *, key: str | None = None, if_match: int | None = None
    ) -> MoveResult:
        """Send one move (``{"type": "play", "cards": ["HQ"]}``, ``{"type": "draw"}``, ...).

        ``key`` makes it safe to retry (an ``Idempotency-Key``); ``if_match`` refuses it (409)
        if the match has moved past that version."""
        headers: dict[str, str] = {}
        if key is not None:
            headers["Idempotency-Key"] = key
        if if_match is not None:
            headers["If-Match"] = f'"{if_match}"'
        out = self._call("POST", f"/v1/tables/{table_id}/commands", body=move, headers=headers)
        return MoveResult(int(out["version"]), bool(out["replayed"]), list(out["events"]), dict(out["view"]))

    def events(self, table_id: uuid.UUID, *, after: int | None = None, reconnects: int = 5) -> Iterator[StreamEvent]:
        """My seat's live events from version ``after`` on; a dropped connection is resumed from
        the last version seen (up to ``reconnects`` times in a row).  Ends when the stream ends."""

        def resume(last: int | None) -> tuple[dict[str, Any] | None, dict[str, str]]:
            return ({"after": last} if last is not None else None), {}

        return self._follow(f"/v1/tables/{table_id}/events", resume, after, reconnects)

    def _follow(
        self,
        path: str,
        resume: Callable[[int | None], tuple[dict[str, Any] | None, dict[str, str]]],
        after: int | None,
        reconnects: int,
    ) -> Iterator[StreamEvent]:
        """Follow the SSE stream at ``path``; ``resume(last)`` gives the query and headers that
        pick it up after version ``last`` (``None``: from the start).  A dropped connection is
        resumed from the last version seen (up to ``reconnects`` times in a row); ends when the
        server ends the stream (or answers 204: nothing more to send)."""
        last = after
        failures = 0
        while True:
            params, extra = resume(last)
            try:
                with self._http.stream(
                    "GET", path, params=params, headers=self._headers(extra), timeout=None
                ) as response:
                    if response.status_code != 200:
                        response.read()
                        _raise_for(response)
                        return  # 204: the stream is over and we have its last version
                    for event in _sse(response.iter_lines()):
                        failures = 0
                        last = event.version
                        yield event
                return
            except httpx.TransportError:
                failures += 1
                if failures > reconnects:
                    raise
                time.sleep(min(2.0, 0.1 * 2**failures))

    # ------------------------------------------------------------------ proofs
    def commitment(self, table_id: uuid.UUID, round_no: int) -> str:
        """The round's published seed commitment (public at any time)."""
        return str(self._call("GET", f"/v1/tables/{table_id}/rounds/{round_no}/commitment")["commitment"])

    def seed(self, table_id: uuid.UUID, round_no: int) -> str:
        """A finished round's revealed seed (409 while it runs)."""
        return str(self._call("GET", f"/v1/tables/{table_id}/rounds/{round_no}/seed")["seed"])

    def verify(self, table_id: uuid.UUID, round_no: int) -> dict[str, Any]:
        """The service's re-run of a finished round's deal and reshuffles from its seed."""
        out: dict[str, Any] = self._call("GET", f"/v1/tables/{table_id}/rounds/{round_no}/verify")
        return out

    # ------------------------------------------------------------------ tournaments
    # Actions answer the documented ``ActionOut``: ``events`` (each with the ``entrant_id``,
    # ``protest_id`` or ``round_no`` a caller needs next) and the tournament's ``summary`` after
    # them.  ``key`` (an ``Idempotency-Key``) makes an action safe to send again.
    def create_tournament(self, body: dict[str, Any], *, key: str | None = None) -> dict[str, Any]:
        """Create a tournament (an organiser's or an admin's account; 403 ``organiser`` else),
        e.g. ``{"name": "Friday cup", "format": "series", "rounds": 3, "boards": 2}``; the
        caller becomes its director.  Its seed's commitment is public at once."""
        return self._act("/v1/tournaments", body, key)

    def tournaments(self, **filters: Any) -> dict[str, Any]:
        """A page of tournaments, newest first (filters: ``status`` (registering, running,
        finished), ``limit``, ``offset``: the ``next_offset`` of the previous page).  From the
        read model, which may lag a moment behind an action."""
        page: dict[str, Any] = self._call(
            "GET", "/v1/tournaments", params={k: v for k, v in filters.items() if v is not None}
        )
        return page

    def tournament(self, tid: uuid.UUID | str) -> dict[str, Any]:
        """A tournament's summary (always current): configuration, status, the seed's commitment
        (the seed once finished), entrants, rounds in brief, protests, ``version``."""
        summary: dict[str, Any] = self._call("GET", _tournament_path(tid))
        return summary

    def register_entrant(
        self,
        tid: uuid.UUID | str,
        *,
        player: str | None = None,
        bot: str | None = None,
        fixed_table: int | None = None,
        invite: str | None = None,
        key: str | None = None,
    ) -> dict[str, Any]:
        """Register an entrant: with no argument this client's own identity (an account or a
        guest; ``invite``: the tournament's invite code, under registration ``invite``); the
        director registers another account (``player``: a handle or identity id) or a bot
        (``bot``: its name), optionally always at table ``fixed_table``.  The new entrant's id is
        ``events[0]["entrant_id"]``; 422 ``already_registered`` for a second registration,
        ``registration_closed`` once started, ``registration_accounts`` / ``invite_code`` when
        the tournament's registration setting refuses it."""
        body = {"player": player, "bot": bot, "fixed_table": fixed_table, "invite": invite}
        return self._act(f"{_tournament_path(tid)}/entrants", _present(body), key)

    def approve_entrant(self, tid: uuid.UUID | str, entrant_id: str, *, key: str | None = None) -> dict[str, Any]:
        """Approve a pending entrant (director; registration ``approval``)."""
        return self._act(f"{_tournament_path(tid)}/entrants/{_segment(entrant_id)}/approve", None, key)

    def protests(
        self, tid: uuid.UUID | str, *, cursor: int = 0, limit: int | None = None, status: str | None = None
    ) -> dict[str, Any]:
        """One page of a tournament's protests (``status``: ``open`` or ``decided``); the next
        page's ``cursor`` is the answer's ``next_cursor`` (``None`` on the last)."""
        params = _present({"cursor": cursor or None, "limit": limit, "status": status})
        out: dict[str, Any] = self._call("GET", f"{_tournament_path(tid)}/protests", params=params)
        return out

    def withdraw(self, tid: uuid.UUID | str, entrant_id: str, reason: str, *, key: str | None = None) -> dict[str, Any]:
        """Withdraw an entrant (oneself, or anyone: the director), with a reason for the audit
        trail; no later round seats it, and while its table plays a bot takes its seat."""
        path = f"{_tournament_path(tid)}/entrants/{_segment(entrant_id)}/withdraw"
        return self._act(path, {"reason": reason}, key)

    def check_in(self, tid: uuid.UUID | str, entrant_id: str, *, key: str | None = None) -> dict[str, Any]:
        """Check an entrant in (oneself until the deadline, anyone: the director until the start);
        whoever has not checked in is withdrawn at the start."""
        return self._act(f"{_tournament_path(tid)}/entrants/{_segment(entrant_id)}/check-in", None, key)

    def enter_result(
        self,
        tid: uuid.UUID | str,
        round_no: int,
        table_no: int,
        points: list[list[int]],
        winners: list[int],
        forfeited: list[int] | None = None,
        *,
        key: str | None = None,
    ) -> dict[str, Any]:
        """Real cards: enter a table's result (an entrant of the table, or the director)."""
        path = f"{_tournament_path(tid)}/rounds/{int(round_no)}/tables/{int(table_no)}/entries"
        return self._act(path, {"points": points, "winners": winners, "forfeited": forfeited or []}, key)

    def confirm_result(
        self, tid: uuid.UUID | str, round_no: int, table_no: int, *, key: str | None = None
    ) -> dict[str, Any]:
        """Real cards: confirm the result another entrant of the table entered."""
        return self._act(f"{_tournament_path(tid)}/rounds/{int(round_no)}/tables/{int(table_no)}/confirm", None, key)

    def end_tournament(self, tid: uuid.UUID | str, reason: str, *, key: str | None = None) -> dict[str, Any]:
        """End the tournament after the rounds played (director; 422 ``round_open`` while one
        plays): the seed is revealed."""
        return self._act(f"{_tournament_path(tid)}/director/end", {"reason": reason}, key)

    def start_tournament(self, tid: uuid.UUID | str, *, key: str | None = None) -> dict[str, Any]:
        """Close registration (director); 422 ``too_few_players`` when no round could be seated."""
        return self._act(f"{_tournament_path(tid)}/start", None, key)

    def seat_round(self, tid: uuid.UUID | str, *, key: str | None = None) -> dict[str, Any]:
        """Seat the next round once the previous one closed (director; 422 ``round_open``
        before): its tables open, seat and start by themselves."""
        return self._act(f"{_tournament_path(tid)}/rounds", None, key)

    def round_seating(self, tid: uuid.UUID | str, round_no: int) -> dict[str, Any]:
        """A round's seating (always current): tables with their Mau-Mau table ids (play and
        follow them with the table methods), seats, substitutes, results; byes."""
        seating: dict[str, Any] = self._call("GET", f"{_tournament_path(tid)}/rounds/{int(round_no)}")
        return seating

    def standings(self, tid: uuid.UUID | str) -> dict[str, Any]:
        """The standings (read model: ``rows`` with rank, score and every tie-break figure, and
        the tournament ``version`` they were computed at; may lag an action by a moment)."""
        out: dict[str, Any] = self._call("GET", f"{_tournament_path(tid)}/standings")
        return out

    def standings_export(self, tid: uuid.UUID | str, fmt: Literal["csv", "ndjson", "html"] = "csv") -> str:
        """The standings as text: ``csv`` (a header line, one row per entrant), ``ndjson`` or
        ``html`` (the printable page)."""
        return self._text("GET", f"{_tournament_path(tid)}/standings", params={"format": fmt})

    def standings_csv(self, tid: uuid.UUID | str) -> str:
        """The standings as CSV, for a spreadsheet (see :meth:`standings_export`)."""
        return self.standings_export(tid, "csv")

    def standings_events(
        self, tid: uuid.UUID | str, *, after: int | None = None, reconnects: int = 5
    ) -> Iterator[StreamEvent]:
        """The live standings: a ``standings`` frame (``data``: as :meth:`standings`, computed
        from the write side, ``version``: the tournament's) now and at every change after
        version ``after``; a dropped connection is resumed with ``Last-Event-ID`` (up to
        ``reconnects`` times in a row).  Ends when the server ends the stream: once the
        standings are final (finished, the last correction window passed, no open protest)."""

        def resume(last: int | None) -> tuple[dict[str, Any] | None, dict[str, str]]:
            return None, ({"Last-Event-ID": str(last)} if last is not None else {})

        return self._follow(f"{_tournament_path(tid)}/standings/events", resume, after, reconnects)

    def travellers(self, tid: uuid.UUID | str, round_no: int | None = None) -> dict[str, Any]:
        """Every board's traveller (each table's line on it: seats from 1, points, winner,
        forfeits, substitutes, corrections), of every round or of ``round_no``; a duplicate
        round's results once it closed (its director's at once, ``provisional``)."""
        params = {"round": int(round_no)} if round_no is not None else None
        out: dict[str, Any] = self._call("GET", f"{_tournament_path(tid)}/travellers", params=params)
        return out

    def score_card(self, tid: uuid.UUID | str, entrant_id: str) -> dict[str, Any]:
        """An entrant's score card: per round the table, seat (from 1), opponents, each board's
        points, byes, adjustments, corrections, the running total; the standings' total and
        rank (404 ``entrant`` for an entrant the standings do not list)."""
        path = f"{_tournament_path(tid)}/entrants/{_segment(entrant_id)}/card"
        out: dict[str, Any] = self._call("GET", path)
        return out

    def audit(self, tid: uuid.UUID | str, *, after: int = 0, limit: int | None = None) -> dict[str, Any]:
        """The audit trail (read model): every event after version ``after`` with who, why (a
        director's reason), when and a sentence; the seed stays out until the end."""
        params = _present({"after": after or None, "limit": limit})
        out: dict[str, Any] = self._call("GET", f"{_tournament_path(tid)}/audit", params=params)
        return out

    def verify_tournament(self, tid: uuid.UUID | str, seed: str | None = None) -> dict[str, Any]:
        """Check, once the tournament is finished (409 ``tournament_running`` before), that the
        revealed seed (or ``seed``, a hex seed of your own) matches the published commitment and
        dealt every board of every table; ``ok``, ``seed_matches``, per-table verdicts, ``problems``."""
        params = {"seed": seed} if seed is not None else None
        out: dict[str, Any] = self._call("GET", f"{_tournament_path(tid)}/verify", params=params)
        return out

    def adjust(
        self,
        tid: uuid.UUID | str,
        entrant_id: str,
        score: float,
        reason: str,
        *,
        round_no: int = 0,
        key: str | None = None,
    ) -> dict[str, Any]:
        """Add ``score`` (signed) to an entrant's primary score, with a reason (director;
        ``round_no`` 0: the whole event)."""
        body = {"entrant_id": entrant_id, "score": score, "reason": reason, "round_no": round_no}
        return self._act(f"{_tournament_path(tid)}/director/adjust", body, key)

    def penalty(
        self,
        tid: uuid.UUID | str,
        entrant_id: str,
        score: float,
        reason: str,
        *,
        round_no: int = 0,
        key: str | None = None,
    ) -> dict[str, Any]:
        """A penalty (director): ``score`` is added as given, so negative under wins or
        matchpoints, positive under penalty points; recorded as a penalty in the audit trail."""
        body = {"entrant_id": entrant_id, "score": score, "reason": reason, "round_no": round_no}
        return self._act(f"{_tournament_path(tid)}/director/penalty", body, key)

    def correct_result(
        self,
        tid: uuid.UUID | str,
        round_no: int,
        table_no: int,
        points: list[list[int]],
        winners: list[int],
        reason: str,
        *,
        forfeited: list[int] | None = None,
        key: str | None = None,
    ) -> dict[str, Any]:
        """Replace a closed round's table result (director): per board each seat's ``points``
        and the winning seat, the ``forfeited`` seats.  422 ``round_not_closed`` before the
        round closed, ``correction_window_closed`` after its window."""
        body = {
            "round_no": round_no,
            "table_no": table_no,
            "points": points,
            "winners": winners,
            "forfeited": list(forfeited or []),
            "reason": reason,
        }
        return self._act(f"{_tournament_path(tid)}/director/correct", body, key)

    def lodge_protest(
        self,
        tid: uuid.UUID | str,
        round_no: int,
        table_no: int,
        text: str,
        *,
        table_version: int | None = None,
        key: str | None = None,
    ) -> dict[str, Any]:
        """A protest about a table of a round (an entrant or the director), optionally at a
        version of the table's stream; its id is ``events[0]["protest_id"]`` and :meth:`protests`
        links it to the table's referee view.  Open protests keep the standings from being final."""
        body = {"round_no": round_no, "table_no": table_no, "table_version": table_version, "text": text}
        return self._act(f"{_tournament_path(tid)}/protests", _present(body), key)

    def decide_protest(
        self, tid: uuid.UUID | str, protest_id: str, decision: str, reason: str, *, key: str | None = None
    ) -> dict[str, Any]:
        """Decide a protest (director): ``decision`` ``upheld`` or ``rejected``, with a reason
        (a correction, if any, is :meth:`correct_result`)."""
        path = f"{_tournament_path(tid)}/director/protests/{_segment(protest_id)}/decide"
        return self._act(path, {"decision": decision, "reason": reason}, key)

    # Leagues (``docs/leagues.md``): a season of tournaments and its table.  Actions answer the
    # documented ``LeagueActionOut`` (``events`` and the ``league`` after them) and take ``key``.
    def create_league(self, body: dict[str, Any], *, key: str | None = None) -> dict[str, Any]:
        """Create a league (an organiser's or an admin's account; 403 ``organiser`` else), e.g.
        ``{"name": "Monday club 2026", "points": "field", "best_of": 3}``; the caller organises it."""
        return self._act("/v1/leagues", body, key)

    def league(self, lid: uuid.UUID | str) -> dict[str, Any]:
        """A league's definition and its table, recomputed from its tournaments now."""
        out: dict[str, Any] = self._call("GET", _league_path(lid))
        return out

    def add_league_event(
        self, lid: uuid.UUID | str, tournament_id: uuid.UUID | str, *, key: str | None = None
    ) -> dict[str, Any]:
        """Count a tournament in the league (its organiser, or an admin; the tournament must be the
        same organiser's: 403 ``event_organiser``; 422 ``event_already_added``, ``too_many_events``)."""
        return self._act(f"{_league_path(lid)}/events", {"tournament_id": str(tournament_id)}, key)

    def league_table(self, lid: uuid.UUID | str) -> dict[str, Any]:
        """The league table alone: ``events`` (columns), ``rows`` in rank order, ``final``."""
        out: dict[str, Any] = self._call("GET", f"{_league_path(lid)}/table")
        return out

    def league_table_csv(self, lid: uuid.UUID | str) -> str:
        """The league table as CSV: one line per player, one column per event (``(n)``: dropped,
        ``-``: not played), and a ``standing`` column (``final`` / ``provisional``)."""
        return self._text("GET", f"{_league_path(lid)}/table", params={"format": "csv"})

    def _act(self, path: str, body: dict[str, Any] | None, key: str | None) -> dict[str, Any]:
        """POST a tournament action (``key``: its Idempotency-Key); the ``ActionOut`` answer."""
        headers = {"Idempotency-Key": key} if key is not None else None
        out: dict[str, Any] = self._call("POST", path, body=body, headers=headers)
        return out

    def _text(self, method: str, path: str, *, params: dict[str, Any] | None = None) -> str:
        """One request whose answer is text (an export), or :class:`ApiError`."""
        response = self._http.request(method, path, params=params, headers=self._headers())
        _raise_for(response)
        return response.text


def _identity(body: dict[str, Any], token: str | None = None) -> Identity:
    """An identity from an ``AccountOut`` body."""
    return Identity(uuid.UUID(body["player_id"]), body["handle"], body["kind"], body["role"], token)


def _tournament_path(tid: uuid.UUID | str) -> str:
    """``/v1/tournaments/{id}``; a ``str`` id must be a UUID (``ValueError`` else), so no other
    path can be reached through it."""
    return f"/v1/tournaments/{tid if isinstance(tid, uuid.UUID) else uuid.UUID(tid)}"


def _league_path(lid: uuid.UUID | str) -> str:
    """``/v1/leagues/{id}``; a ``str`` id must be a UUID (``ValueError`` else)."""
    return f"/v1/leagues/{lid if isinstance(lid, uuid.UUID) else uuid.UUID(lid)}"


def _segment(value: str) -> str:
    """``value`` as one path segment (an entrant's or a protest's id), quoted."""
    return quote(value, safe="")


def _present(fields: dict[str, Any]) -> dict[str, Any]:
    """``fields`` without the ones left out (``None``)."""
    return {k: v for k, v in fields.items() if v is not None}


def _raise_for(response: httpx.Response) -> None:
    """:class:`ApiError` for a 4xx/5xx answer, from the documented ``{"detail": {rule, message}}``."""
    if response.status_code < 400:
        return
    rule, message = "http", response.text[:500]
    try:
        detail = response.json().get("detail")
        if isinstance(detail, dict):
            rule, message = str(detail.get("rule", rule)), str(detail.get("message", message))
    except ValueError:
        pass
    retry = response.headers.get("Retry-After")
    raise ApiError(response.status_code, rule, message, int(retry) if retry and retry.isdigit() else None)


def _sse(lines: Iterator[str]) -> Iterator[StreamEvent]:
    """Parse Server-Sent Events frames (``id``, ``event``, ``data``); comments are skipped."""
    fields: dict[str, str] = {}
    for line in lines:
        if not line:
            if "data" in fields and "id" in fields:
                yield StreamEvent(int(fields["id"]), fields.get("event", "message"), json.loads(fields["data"]))
            fields = {}
            continue
        if line.startswith(":"):
            continue
        name, _, value = line.partition(":")
        fields[name] = value[1:] if value.startswith(" ") else value
