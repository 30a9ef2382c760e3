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

Every refusal raises :class:`ApiError` with the documented ``rule`` and ``message`` (and, for 429,
``retry_after`` seconds).  :meth:`MaumauClient.events` follows a seat's Server-Sent Events and
resumes after a dropped connection from the last version it saw.
"""

from __future__ import annotations

import json
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from types import TracebackType
from typing import Any

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
        last = after
        failures = 0
        while True:
            params = {"after": last} if last is not None else None
            try:
                with self._http.stream(
                    "GET", f"/v1/tables/{table_id}/events", params=params, headers=self._headers(), timeout=None
                ) as response:
                    if response.status_code != 200:
                        response.read()
                        _raise_for(response)
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


def _identity(body: dict[str, Any], token: str | None = None) -> Identity:
    """An identity from an ``AccountOut`` body."""
    return Identity(uuid.UUID(body["player_id"]), body["handle"], body["kind"], body["role"], token)


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
