"""Part 2 of the attack campaign: the leak scan, from outside, over real HTTP.

Tables (single-deck rulesets, so a card name is one card) mix server-side bots with seats played
through HTTP: such a seat reads its ``/view`` and posts what ``domain.maumau.bots.heuristic_bot`` chooses
on that view.  Everything each role receives is kept and scanned:

* every HTTP seat (each a guest identity with its seat token; the bots' seats have no token, bots
  play in the service): views, legal commands, command answers (refusals included), replays of
  the running round now and earlier, seed and verification (409 while running), the commitment,
  an illegal move naming a card hidden in another hand and one naming a card in the draw pile
  (both answers must read alike), and the seat's own event stream from the start;
* a **former seat**: at the table of two HTTP seats, seat 1 leaves in the middle of round 1;
  another identity's attempt to take the seat is refused (403 ``seat_owner``: mid-match a seat is
  its starter's), and the owner takes it back with a fresh token and plays on.  The old token must
  get 401 on every path, and the event stream it had open must end and carry nothing after the
  leave;
* a spectator: the public page and the public event stream;
* the host's token on seat paths (403) and anonymous requests (401 on seat paths).

The truth comes from the database itself: :class:`tests.live.leaks.Knowledge` folds the table's
stream (``infrastructure.services.bootstrap.build_services`` on the service's database URL) into the cards
each viewer may not know at every version.  A body that names its version is judged at that
version; a body that does not is judged at the versions just before and just after the request
(a card counts as leaked only if it was hidden at both).

**Results and timing of a sealed round** (:func:`run_sealed_results`, :class:`SealedRound`): a
duplicate tournament whose table A has played every board while table B still plays board 1.
Anonymous, B's guests (entrants still playing the boards; seats of another table) and A's guest
(a seat of another table for B) read every results path (the round, the summary, the standings
in every format and live, score sheets, seating list, audit trail) and the other table's round
routes and pages: nothing may differ from what they saw before anything was recorded — no
result, points, winner, ``round_over`` or version of a board.  The control: after the round
closes the same reads differ, and the standings are the write side's recomputation.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import threading
import time
import uuid
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import httpx

import projections.api as read_side
from benchmarks.identities import new_guest
from domain.cards import card_name
from domain.maumau.bots import heuristic_bot
from domain.maumau.codec import command_to_dict
from infrastructure.adapters.settings import load_settings
from infrastructure.services.accounts import AccountService
from infrastructure.services.bootstrap import build_services
from scripts.attack.common import ROOT, bearer
from tests.live.leaks import Knowledge, view_from_dict

__all__ = ["run_leaks", "run_sealed_results"]

FULL_TABLES = [
    ("MM-003", ["http", "http"]),
    ("MM-001", ["http", "heuristic", "random"]),
    ("ZONE", ["http", "random"]),
    ("MM-005", ["heuristic", "http", "random"]),
    ("MM-004", ["random", "http", "heuristic"]),
]
QUICK_TABLES = FULL_TABLES[:2]
PROBE_EVERY = 4
LEAVE_AT_TURN = 6


class Reader(threading.Thread):
    """Reads one event stream into ``frames`` (id, data) until the server ends it or ``stop()``.

    Reads time out after half a second of silence; the reader then resumes with
    ``Last-Event-ID`` (the last complete frame), which also exercises resumption.
    """

    def __init__(self, base: str, path: str, token: str | None, viewer: int | None, role: str) -> None:
        super().__init__(daemon=True)
        self.base, self.path, self.token, self.viewer, self.role = base, path, token, viewer, role
        self.frames: list[tuple[int, Any]] = []
        self.status: int | None = None
        self.resumes = 0
        self.ended_by_server = False
        self.end = "open"
        self._stopping = threading.Event()

    def run(self) -> None:
        """Collect frames (``id:`` and ``data:`` lines, a blank line ends a frame)."""
        with httpx.Client(base_url=self.base, timeout=httpx.Timeout(10.0, read=0.5)) as client:
            while not self._stopping.is_set():
                last = self.frames[-1][0] if self.frames else 0
                headers = {**bearer(self.token), "Last-Event-ID": str(last)}
                try:
                    with client.stream("GET", self.path, headers=headers) as response:
                        if self.status is None or response.status_code != 200:
                            self.status = response.status_code
                        if response.status_code != 200:
                            self.ended_by_server = response.status_code in (204, 401)
                            self.end = f"refused on resume: {response.status_code}"
                            return
                        self._read(response)
                        self.ended_by_server = True
                        self.end = "closed by the server"
                        return
                except httpx.ReadTimeout:
                    self.resumes += 1
                except httpx.HTTPError:
                    time.sleep(0.1)

    def _read(self, response: httpx.Response) -> None:
        frame_id, data = None, None
        for line in response.iter_lines():
            if line.startswith("id:"):
                frame_id = int(line[3:].strip())
            elif line.startswith("data:"):
                data = json.loads(line[5:].strip())
            elif line == "" and frame_id is not None:
                self.frames.append((frame_id, data))
                frame_id, data = None, None

    def stop(self) -> None:
        """Stop after the current read (at most half a second)."""
        self._stopping.set()
        self.join(10)


@dataclass
class LeakScan:
    """The counts of the part, and the problems found."""

    bodies: Counter[str] = field(default_factory=Counter)
    frames: Counter[str] = field(default_factory=Counter)
    leaks: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    rounds: int = 0
    moves: int = 0
    former: dict[str, Any] = field(
        default_factory=lambda: {
            "requests": 0,
            "non_401": 0,
            "frames_after_leave": 0,
            "stream_ended": None,
            "scenarios": 0,
        }
    )


class TableRun:
    """One table played and scanned (see the module docstring)."""

    def __init__(
        self,
        scan: LeakScan,
        http: httpx.Client,
        base: str,
        services: Any,
        ruleset: str,
        kinds: list[str],
        rounds: int,
        deadline: float,
        rng: random.Random,
        min_moves: int = 0,
    ) -> None:
        self.scan, self.http, self.base, self.services = scan, http, base, services
        self.kinds, self.rounds, self.deadline, self.rng = kinds, rounds, deadline, rng
        self.min_moves = min_moves
        """Moves through HTTP this table makes at least (more rounds are dealt until then), so a
        short deal does not shrink the scan."""
        self.moves = 0
        created = http.post("/v1/tables", json={"ruleset": ruleset, "seats": len(kinds)}).json()
        self.tid, self.host = created["table_id"], created["host_token"]
        self.url = f"/v1/tables/{self.tid}"
        self.know = Knowledge(services, uuid.UUID(self.tid))
        self.tokens: list[str | None] = []
        self.identities: list[str | None] = []
        for seat, kind in enumerate(kinds):
            if kind == "http":
                identity = new_guest(http, f"leak{self.tid[:8]}s{seat}")
                r = http.post(f"{self.url}/seats/{seat}", headers=bearer(identity))
                self.tokens.append(r.json()["token"])
                self.identities.append(identity)
            else:
                r = http.post(f"{self.url}/seats/{seat}/bot", json={"bot": kind}, headers=bearer(self.host))
                self.expect(r.status_code, {201}, "a bot is seated")
                if "token" in r.json():
                    self.scan.problems.append(f"{self.tid}: a bot's seat came with a token")
                self.tokens.append(None)
                self.identities.append(None)
        self.readers = [
            Reader(base, f"{self.url}/events", t, s, "seat") for s, t in enumerate(self.tokens) if t is not None
        ]
        self.readers.append(Reader(base, f"{self.url}/events/public", None, None, "spectator"))
        self.old_reader: Reader | None = None
        self.old_token: str | None = None
        self.leave_version = 0

    # ------------------------------------------------------------------ scanning
    def check(
        self, role: str, viewer: int | None, body: Any, before: int, asked: frozenset[str] = frozenset(), what: str = ""
    ) -> None:
        """Scan one body received by ``viewer`` between versions ``before`` and now."""
        self.know.sync()
        self.scan.bodies[role] += 1
        at_before = {(c, w) for c, _, w in self.know.leaks(viewer, body, version=before, asked=asked)}
        at_after = {(c, w) for c, _, w in self.know.leaks(viewer, body, version=self.know.version, asked=asked)}
        for card, where in sorted(at_before & at_after):
            self.scan.leaks.append(f"{self.tid} {what}: {role} (seat {viewer}) saw hidden {card} in {where}")

    def request(
        self,
        role: str,
        viewer: int | None,
        method: str,
        path: str,
        token: str | None,
        body: dict[str, Any] | None = None,
    ) -> tuple[int, Any]:
        """Send, scan the answer; returns (status, JSON body or None)."""
        before = self.know.version
        response = self.http.request(method, path, headers=bearer(token), json=body)
        payload = response.json() if response.content else None
        asked = (
            frozenset(c for c in (body or {}).get("cards", ()) if isinstance(c, str))
            if response.status_code >= 400
            else frozenset()
        )
        self.check(role, viewer, payload, before, asked, f"{method} {path} -> {response.status_code}")
        if response.status_code >= 500:
            self.scan.problems.append(f"{method} {path} as {role}: {response.status_code} {response.text[:200]}")
        return response.status_code, payload

    def expect(self, status: int, wanted: set[int], what: str) -> None:
        if status not in wanted:
            self.scan.problems.append(f"{self.tid} {what}: {status}, expected {sorted(wanted)}")

    # ------------------------------------------------------------------ the game
    def play(self) -> None:
        """Start, play ``rounds`` rounds (or until the deadline), then scan the streams."""
        for reader in self.readers:
            reader.start()
        status, _ = self.request("host", None, "POST", f"{self.url}/start", self.host)
        self.expect(status, {200}, "start")
        http_seats = [s for s, k in enumerate(self.kinds) if k == "http"]
        turns, idle_since = 0, time.monotonic()
        while time.monotonic() < self.deadline:
            self.know.sync()
            state = self.know.state
            played = state.round_no >= self.rounds and self.moves >= self.min_moves
            if state.phase == "finished" or (state.phase == "between_rounds" and played):
                break
            if state.phase == "between_rounds":
                status, _ = self.request("host", None, "POST", f"{self.url}/rounds", self.host)
                self.expect(status, {200, 409}, "next round")
                continue
            views = {s: self.request("seat", s, "GET", f"{self.url}/view", self.tokens[s])[1] for s in http_seats}
            movers = [s for s in http_seats if views[s] and views[s].get("legal")]
            if not movers:
                if time.monotonic() - idle_since > 30:
                    self.scan.problems.append(f"{self.tid}: no move for 30 s at v{state.version}")
                    break
                time.sleep(0.02)
                continue
            idle_since = time.monotonic()
            seat = next((s for s in movers if views[s]["turn"] == s), movers[0])
            turns += 1
            if turns % PROBE_EVERY == 0:
                self.probe(turns)
            if self.kinds == ["http", "http"] and turns == LEAVE_AT_TURN and self.old_token is None:
                self.former_seat()
                continue
            command = heuristic_bot(view_from_dict(views[seat]), self.rng)
            assert command is not None
            status, body = self.request(
                "seat", seat, "POST", f"{self.url}/commands", self.tokens[seat], command_to_dict(command)
            )
            self.scan.moves += 1
            self.moves += 1
            if status != 200:  # a window may have closed or a bot moved in between: judged, not fatal
                self.expect(status, {409, 422}, f"move {command_to_dict(command)} ({body})")
        self.know.sync()
        self.scan.rounds += self.know.state.round_no
        self.finish()

    def probe(self, turns: int) -> None:
        """Every other outward path, for one seat in turn (bots' seats included), the host and anonymous."""
        self.know.sync()
        s = self.know.state
        seat = turns // PROBE_EVERY % len(self.tokens)
        token, n = self.tokens[seat], s.round_no
        for path in (
            ()
            if token is None
            else (  # a bot's seat: no token to probe with
                "/view",
                "/legal",
                f"/rounds/{n}/replay",
                f"/rounds/{n}/replay?at={self.rng.randint(1, s.version)}",
                f"/rounds/{n}/seed",
                f"/rounds/{n}/verify",
                f"/rounds/{n}/commitment",
            )
        ):
            status, _ = self.request("seat", seat, "GET", f"{self.url}{path}", token)
            self.expect(status, {200, 409, 422}, f"seat probe {path}")
        answers = set()
        others = [c for o, h in enumerate(s.hands) if o != seat for c in h]
        for source in (others, list(s.pile)) if token is not None else ():
            if source:
                card = card_name(self.rng.choice(source))
                status, body = self.request(
                    "seat", seat, "POST", f"{self.url}/commands", token, {"type": "play", "cards": [card]}
                )
                if status == 422:
                    answers.add(f"{body['detail']['rule']}: {body['detail']['message'].replace(card, 'X')}")
        if len(answers) > 1:
            self.scan.problems.append(f"{self.tid}: the answer tells a hand from the pile: {answers}")
        for path in ("/view", "/legal"):
            status, _ = self.request("host", None, "GET", f"{self.url}{path}", self.host)
            self.expect(status, {403}, f"host token on {path}")
            status, _ = self.request("anonymous", None, "GET", f"{self.url}{path}", None)
            self.expect(status, {401}, f"anonymous on {path}")
        status, _ = self.request("anonymous", None, "GET", f"{self.url}/rounds/{n}/replay", None)
        self.expect(status, {401}, "anonymous replay of a running round")
        self.request("spectator", None, "GET", self.url, None)
        self.request("spectator", None, "GET", f"{self.url}/rounds/{n}/commitment", None)
        with self.http.stream("GET", f"{self.url}/events", headers=bearer(self.host)) as response:
            self.expect(response.status_code, {403}, "host token on the seat stream")

    def former_seat(self) -> None:
        """Seat 1 leaves mid-round; another identity is refused the seat, its owner takes it back
        with a fresh token; the old token is checked."""
        self.scan.former["scenarios"] += 1
        old = self.old_token = self.tokens[1]
        self.old_reader = self.readers[1]
        status, _ = self.request("seat", 1, "POST", f"{self.url}/seats/1/leave", old)
        self.expect(status, {204}, "leave")
        self.know.sync()
        self.leave_version = self.know.version
        heir = new_guest(self.http, f"heir{self.tid[:8]}")
        r = self.http.post(f"{self.url}/seats/1", headers=bearer(heir))
        self.expect(r.status_code, {403}, "another identity takes seat 1 mid-match")
        r = self.http.post(f"{self.url}/seats/1", headers=bearer(self.identities[1]))
        self.expect(r.status_code, {201}, "the owner takes seat 1 back")
        self.tokens[1] = r.json()["token"]
        back = Reader(self.base, f"{self.url}/events", self.tokens[1], 1, "seat")
        self.readers[1] = back
        back.start()
        self.old_token_everywhere()

    def old_token_everywhere(self) -> None:
        """The former seat's token on every seat path: 401 each time, bodies scanned as an observer."""
        assert self.old_token is not None
        n = self.know.state.round_no
        paths: list[tuple[str, str, dict[str, Any] | None]] = [
            ("GET", "/view", None),
            ("GET", "/legal", None),
            ("POST", "/commands", {"type": "draw"}),
            ("POST", "/seats/1/leave", None),
        ]
        if self.know.state.phase == "playing":  # a finished round's replay is public
            paths.append(("GET", f"/rounds/{n}/replay", None))
        for method, path, body in paths:
            status, _ = self.request("former_seat", None, method, f"{self.url}{path}", self.old_token, body)
            self.scan.former["requests"] += 1
            if status != 401:
                self.scan.former["non_401"] += 1
                self.scan.problems.append(f"{self.tid}: former seat's token got {status} on {method} {path}")
        with self.http.stream("GET", f"{self.url}/events", headers=bearer(self.old_token)) as response:
            self.scan.former["requests"] += 1
            if response.status_code != 401:
                self.scan.former["non_401"] += 1
                self.scan.problems.append(f"{self.tid}: former seat's token opened a stream: {response.status_code}")

    def finish(self) -> None:
        """Stop the streams and scan their frames; the finished rounds' seeds and verification."""
        if self.old_token is not None:
            self.old_token_everywhere()
        time.sleep(0.3)  # the last frames reach the readers
        self.know.sync()
        for n in range(1, self.know.state.round_no + (0 if self.know.state.phase == "playing" else 1)):
            for path in (f"/rounds/{n}/seed", f"/rounds/{n}/verify"):
                status, _ = self.request("spectator", None, "GET", f"{self.url}{path}", None)
                self.expect(status, {200}, f"finished round {path}")
        readers = [*self.readers, *([self.old_reader] if self.old_reader else [])]
        for reader in readers:
            if reader is self.old_reader:
                self.scan.former["stream_ended"] = reader.ended_by_server
                self.scan.former["stream_end"] = reader.end
            reader.stop()
            ids = [frame_id for frame_id, _ in reader.frames]
            if ids != list(range(1, len(ids) + 1)):
                self.scan.problems.append(
                    f"{self.tid}: {reader.role} stream {reader.path} frames not 1..n in "
                    f"order (resumed {reader.resumes} times): {ids[:50]}"
                )
            self.expect(reader.status or 0, {200}, f"{reader.role} stream {reader.path}")
            role = "former_seat" if reader is self.old_reader else reader.role
            for frame_id, data in reader.frames:
                self.scan.frames[role] += 1
                for card, at, where in self.know.leaks(reader.viewer, data):
                    self.scan.leaks.append(
                        f"{self.tid} SSE {role} seat {reader.viewer} frame {frame_id}: "
                        f"hidden {card} at v{at} in {where}"
                    )
                if reader is self.old_reader and frame_id > self.leave_version:
                    self.scan.former["frames_after_leave"] += 1
                    self.scan.problems.append(
                        f"{self.tid}: the former seat's stream got frame {frame_id} "
                        f"after leaving at v{self.leave_version}"
                    )
        if self.old_reader is not None and not self.old_reader.ended_by_server:
            self.scan.problems.append(f"{self.tid}: the former seat's stream stayed open after the leave")


def run_leaks(
    base: str, database_url: str, quick: bool, seconds: float, rounds: int, min_moves: int = 0
) -> dict[str, Any]:
    """Play and scan the tables (one after another, sharing ``seconds``), each at least ``rounds``
    rounds and ``min_moves`` moves through HTTP; the part's report."""
    started = time.monotonic()
    tables = QUICK_TABLES if quick else FULL_TABLES
    scan = LeakScan()
    services = build_services(load_settings(database_url=database_url, create_tables=False))
    rng = random.Random(2024)
    try:
        with httpx.Client(base_url=base, timeout=20) as http:
            for i, (ruleset, kinds) in enumerate(tables):
                share = (started + seconds - time.monotonic()) / (len(tables) - i)
                deadline = time.monotonic() + share
                TableRun(scan, http, base, services, ruleset, kinds, rounds, deadline, rng, min_moves).play()
    finally:
        services.close()
    return {
        "tables": len(tables),
        "rounds_played": scan.rounds,
        "http_moves": scan.moves,
        "bodies_scanned": sum(scan.bodies.values()),
        "bodies_by_role": dict(scan.bodies),
        "frames_scanned": sum(scan.frames.values()),
        "frames_by_role": dict(scan.frames),
        "leaks": len(scan.leaks),
        "leak_examples": scan.leaks[:20],
        "former_seat": scan.former,
        "problems": len(scan.problems),
        "problem_examples": scan.problems[:20],
        "seconds": round(time.monotonic() - started, 1),
    }


# ---------------------------------------------------------------- results and timing of a sealed round

SEALED_BOARDS = 2
"""Boards per table of the sealed round (two, so the next board's deal is a timing signal too)."""


def _shown(response: httpx.Response) -> Any:
    """What an answer shows, without what says only that something happened (the stream's
    ``version``, a request id): an error as its status and rule, JSON without ``version``, else text."""
    if response.status_code >= 400:
        try:
            detail = response.json().get("detail", {})
        except ValueError:
            detail = {}
        return [response.status_code, detail.get("rule") if isinstance(detail, dict) else None]
    if response.headers.get("content-type", "").startswith("application/json"):
        body = response.json()
        if isinstance(body, dict):
            body.pop("version", None)
        return body
    return response.text


class SealedRound:
    """A duplicate tournament of one round, two tables of three, ``SEALED_BOARDS`` boards: table A
    is a guest (``GA``, played through HTTP) and two bots, table B three guests (``B0``..``B2``).
    Everything each viewer sees on every results path and on the other table's round routes is
    snapshotted before anything is recorded, again once A has played every board while B still
    plays board 1 (it must not differ: no result, points, winner, ``round_over`` or version of a
    board of A), and a third time after the round closed (it must: the control)."""

    def __init__(self, http: httpx.Client, services: Any, read_models: tuple[Any, Any], rng: random.Random) -> None:
        self.http, self.services, self.read_side, self.rng = http, services, read_models, rng
        self.bodies = 0
        self.leaks: list[str] = []
        self.problems: list[str] = []
        handle = f"dir{uuid.uuid4().hex[:8]}"
        password = "attack password 123"
        AccountService(services.engine).register(handle, password, role="organiser")
        r = http.post("/v1/sessions", json={"handle": handle, "password": password})
        r.raise_for_status()
        self.director: str = r.json()["token"]
        body = {
            "name": "Sealed results",
            "format": "duplicate",
            "ruleset": "MM-001",
            "rounds": 1,
            "boards": SEALED_BOARDS,
            "table_size": 3,
        }
        self.tid: str = self.ok("POST", "/v1/tournaments", self.director, body, 201)["tournament_id"]
        self.guests: dict[str, str] = {}  # entrant id -> guest token
        for table_no, people, bots in ((1, ["GA"], 2), (2, ["B0", "B1", "B2"], 0)):
            for name in people:
                r = http.post("/v1/guests", json={"name": f"{name}{uuid.uuid4().hex[:6]}"})
                r.raise_for_status()
                entrant = {"player": r.json()["account"]["player_id"], "fixed_table": table_no}
                answer = self.ok("POST", f"/v1/tournaments/{self.tid}/entrants", self.director, entrant, 201)
                self.guests[answer["events"][0]["entrant_id"]] = r.json()["token"]
            for _ in range(bots):
                bot = {"bot": "heuristic", "fixed_table": table_no}
                self.ok("POST", f"/v1/tournaments/{self.tid}/entrants", self.director, bot, 201)
        self.ok("POST", f"/v1/tournaments/{self.tid}/start", self.director, None, 200)
        self.ok("POST", f"/v1/tournaments/{self.tid}/rounds", self.director, None, 201)
        seating = self.ok("GET", f"/v1/tournaments/{self.tid}/rounds/1", None, None, 200)
        self.a, self.b = (t["table_id"] for t in seating["tables"])
        self.seats: dict[str, list[str | None]] = {
            t["table_id"]: [self.guests.get(s["entrant_id"]) for s in t["seats"]] for t in seating["tables"]
        }
        self.ga = next(t for t in self.seats[self.a] if t is not None)
        self.viewers: dict[str, str | None] = {"anonymous": None, "GA": self.ga}
        self.viewers.update({f"B{i}": t for i, t in enumerate(self.seats[self.b])})

    def ok(self, method: str, path: str, token: str | None, body: Any, status: int) -> Any:
        r = self.http.request(method, path, headers=bearer(token), json=body)
        if r.status_code != status:
            raise RuntimeError(f"{method} {path}: {r.status_code} {r.text[:300]}")
        return r.json()

    def state(self) -> Any:
        return self.services.tournaments.state(uuid.UUID(self.tid))

    def wait(self, what: str, check: Any, timeout: float = 120.0) -> bool:
        deadline = time.monotonic() + timeout
        while not check():
            if time.monotonic() > deadline:
                self.problems.append(f"{what}: not within {timeout} s")
                return False
            time.sleep(0.05)
        return True

    def one(self, table: str) -> bool:
        """One move at ``table`` by whichever of its guests may move (``domain.maumau.bots.heuristic_bot``
        on the guest's view, sent through HTTP)."""
        for token in self.seats[table]:
            if token is None:
                continue
            r = self.http.get(f"/v1/tables/{table}/view", headers=bearer(token))
            view = r.json() if r.status_code == 200 else None
            if not view or not view.get("legal"):
                continue
            command = heuristic_bot(view_from_dict(view), self.rng)
            if command is not None:
                self.http.post(f"/v1/tables/{table}/commands", headers=bearer(token), json=command_to_dict(command))
                return True
        return False

    def move(self, table: str, until: Any) -> int:
        """Play ``table``'s guests until ``until()``; the moves made."""
        moves, idle = 0, time.monotonic()
        while not until():
            if self.one(table):
                moves += 1
                idle = time.monotonic()
            elif time.monotonic() - idle > 60:
                self.problems.append(f"table {table}: nobody could move for 60 s")
                return moves
            else:
                time.sleep(0.05)
        return moves

    def paths(self, viewer: str) -> list[str]:
        """The results paths of the tournament, and the round routes and pages of the table the
        viewer does not sit at (A for B's seats and anonymous, B for A's guest)."""
        base = f"/v1/tournaments/{self.tid}"
        out = [
            base,
            f"{base}/rounds/1",
            *(f"{base}/standings?format={f}" for f in ("json", "csv", "ndjson", "html")),
            f"{base}/rounds/1/score-sheets.html",
            f"{base}/rounds/1/seating.html",
            f"{base}/audit",
            f"{base}/standings/events",
        ]
        other = self.b if viewer == "GA" else self.a
        url = f"/v1/tables/{other}"
        for board in range(1, SEALED_BOARDS + 2):
            out += [f"{url}/rounds/{board}/{route}" for route in ("commitment", "seed", "verify", "replay")]
        out += [url, f"{url}/score-sheet", f"{url}/audit", f"{url}/disputes", f"/v1/matches/{other}/audit"]
        return out

    def read(self, path: str, token: str | None) -> Any:
        """What ``token`` sees on ``path`` (the live standings: its first frame, without its id)."""
        self.bodies += 1
        if path.endswith("/standings/events"):
            with self.http.stream("GET", path, headers=bearer(token)) as response:
                if response.status_code != 200:
                    return [response.status_code]
                for line in response.iter_lines():
                    if line.startswith("data:"):
                        frame = json.loads(line[5:].strip())
                        frame.pop("version", None)
                        return frame
            return None
        response = self.http.get(path, headers=bearer(token))
        if response.status_code >= 500:
            self.problems.append(f"GET {path}: {response.status_code}")
        return _shown(response)

    def snapshot(self) -> dict[tuple[str, str], Any]:
        return {(v, p): self.read(p, t) for v, t in self.viewers.items() for p in self.paths(v)}

    def caught_up(self) -> bool:
        """Every read model has folded the whole log (a snapshot compares states, not lag)."""
        engine, store = self.read_side
        head = store.max_notification_id()
        rows = read_side.status(engine, store)
        return all(r["position"] >= head for r in rows if r["parked"] is None and "#" not in r["name"])

    def run(self) -> dict[str, Any]:
        started = time.monotonic()
        for table in (self.a, self.b):
            token = next(t for t in self.seats[table] if t is not None)
            self.wait(
                f"table {table} dealt",
                lambda table=table, token=token: (
                    self.http.get(f"/v1/tables/{table}/view", headers=bearer(token)).json().get("phase") == "playing"
                ),
            )
        self.wait("the read models caught up", self.caught_up)
        before = self.snapshot()
        moves, deadline = 0, time.monotonic() + 60
        while moves < 3 and time.monotonic() < deadline:  # B's guests are playing board 1 ...
            if self.one(self.b):
                moves += 1
            else:
                time.sleep(0.05)
        a_table = uuid.UUID(self.a)
        # ... while A plays every board to the end and its result is recorded (and read).
        moves += self.move(self.a, lambda: self.services.tables.state(a_table).phase == "finished")
        self.wait("A's result recorded", lambda: self.state().rounds[0].results[0] is not None)
        self.wait("the read models caught up", self.caught_up)
        still = self.services.tables.state(uuid.UUID(self.b))
        if still.phase != "playing" or still.round_no != 1:
            self.problems.append(f"table B is not playing board 1 any more: {still.phase} {still.round_no}")
        during = self.snapshot()
        for key, seen in during.items():
            if seen != before[key]:
                self.leaks.append(f"{key[0]} GET {key[1]}: {str(before[key])[:160]} -> {str(seen)[:160]}")
        # Control: B plays to the end, the round closes and the deals are revealed: now it shows.
        moves += self.move(self.b, lambda: self.state().rounds[0].closed)
        self.wait("the deals revealed", lambda: not self.services.tables.state(a_table).unrevealed)
        self.wait("the read models caught up", self.caught_up)
        after = self.snapshot()
        control = sum(1 for key, seen in after.items() if seen != before[key])
        rows = [r.as_dict() for r in self.services.tournaments.standings(uuid.UUID(self.tid))]
        shown = self.read(f"/v1/tournaments/{self.tid}/standings", None)
        if shown.get("rows") != rows:
            self.problems.append("the standings after the close are not the recomputation")
        return {
            "viewers": len(self.viewers),
            "paths": len(self.paths("anonymous")),
            "bodies_scanned": self.bodies,
            "http_moves": moves,
            "leaks": len(self.leaks),
            "leak_examples": self.leaks[:20],
            "control_differences": control,
            "standings_recomputed": shown.get("rows") == rows,
            "problems": len(self.problems),
            "problem_examples": self.problems[:20],
            "seconds": round(time.monotonic() - started, 1),
        }


def run_sealed_results(base: str, database_url: str) -> dict[str, Any]:
    """Part 2b: a sealed duplicate round's results and timing before the round closes (see
    :class:`SealedRound`); the part's report.  On PostgreSQL ``maumau serve`` runs no projections
    (the documented topology runs ``maumau projections run`` beside it): one runs for the part."""
    services = build_services(load_settings(database_url=database_url, create_tables=False))
    runner: subprocess.Popen[bytes] | None = None
    if database_url.startswith("postgresql"):
        env = {**os.environ, "MAUMAU_DATABASE_URL": database_url, "MAUMAU_CREATE_TABLES": "false"}
        command = [sys.executable, "-m", "api.cli.main", "projections", "run", "--poll-interval", "0.1"]
        runner = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    settings = load_settings(database_url=database_url, create_tables=False)
    engine, store = read_side.make_engine(settings), read_side.open_store(settings)
    try:
        with httpx.Client(base_url=base, timeout=20) as http:
            return SealedRound(http, services, (engine, store), random.Random(19)).run()
    finally:
        store.close()
        engine.dispose()
        if runner is not None:
            runner.send_signal(signal.SIGINT)
            try:
                runner.wait(15)
            except subprocess.TimeoutExpired:
                runner.kill()
                runner.wait()
        services.close()
