"""Attack class "protest and registration squatting" (issue #19, item 5) against the real service.

Over HTTP, as the attacks of the issue were made, with the service's rate limits honoured (a 429
is waited out and counted, never a failure):

1. **throwaway guests**: ``guests`` new guest identities try to register themselves with one
   tournament per registration setting (``open``, ``accounts``, ``invite`` without the code,
   ``approval``).  What counts: how many got in (active entrants) under each setting — all under
   ``open`` (the organiser's choice), none under ``accounts`` and ``invite``, none active (all
   pending) under ``approval`` — and that each refusal names its rule;
2. **one entrant protesting past the limit**: a round of ``players`` guests is seated and one of
   them lodges ``protests`` protests about its own table, plus one about another table; a
   guest who is no entrant tries too.  What counts: protests accepted beyond the per-entrant
   limit (must be 0), the rules named, that a table-mate's genuine protest is still accepted
   afterwards, and the size in bytes of the public summary and of the director's answer before
   and after the flood (the summary counts protests; the protests themselves are paged, at
   most 100 a page).
"""

from __future__ import annotations

import time
import uuid
from collections import Counter
from typing import Any

import httpx
import sqlalchemy as sa
from argon2 import PasswordHasher

from benchmarks.identities import new_guest
from domain.tournament.decide import PROTESTS_OPEN_PER_ENTRANT
from infrastructure.services.accounts import AccountService
from scripts.attack.common import bearer, error_shape_problem

__all__ = ["run_squatting"]

SUMMARY_GROWTH_MAX = 1024
"""Bytes the public summary may grow by while one entrant floods protests (the counts' digits)."""

_FAST = PasswordHasher(time_cost=1, memory_cost=8192, parallelism=1)


class _Client:
    """HTTP with the service's rate limits waited out (429 ``Retry-After``), answers tallied."""

    def __init__(self, base: str) -> None:
        self.http = httpx.Client(base_url=base, timeout=30)
        self.statuses: Counter[int] = Counter()
        self.waited_429 = 0
        self.shape_problems: list[str] = []

    def request(self, method: str, path: str, token: str | None = None, body: Any = None) -> httpx.Response:
        for _ in range(50):
            r = self.http.request(method, path, json=body, headers=bearer(token))
            if r.status_code != 429:
                break
            self.waited_429 += 1
            time.sleep(min(float(r.headers.get("Retry-After", "1") or 1), 5.0))
        self.statuses[r.status_code] += 1
        if r.status_code >= 400:
            problem = error_shape_problem(r)
            if problem is not None:
                self.shape_problems.append(f"{method} {path}: {problem}")
        return r

    def guest(self, name: str) -> str:
        for _ in range(50):
            try:
                return new_guest(self.http, name)
            except httpx.HTTPStatusError as error:
                if error.response.status_code != 429:
                    raise
                self.waited_429 += 1
                time.sleep(min(float(error.response.headers.get("Retry-After", "1") or 1), 5.0))
        raise RuntimeError("guest creation stayed rate limited")


def _organiser(engine: sa.engine.Engine) -> str:
    """An organiser's session token, made in the service's database (a light password hash)."""
    accounts = AccountService(engine, hasher=_FAST)
    handle = f"squat{uuid.uuid4().hex[:8]}"
    accounts.register(handle, "attack password 123", role="organiser")
    _info, issued = accounts.sign_in(handle, "attack password 123")
    return issued.token


def _rule(r: httpx.Response) -> str:
    try:
        detail = r.json().get("detail")
    except ValueError:
        return f"http_{r.status_code}"
    return str(detail.get("rule")) if isinstance(detail, dict) else f"http_{r.status_code}"


def _create(c: _Client, org: str, **body: Any) -> dict[str, Any]:
    fields = {"name": "Squat cup", "format": "series", "ruleset": "MM-001", "rounds": 1, "boards": 1, **body}
    r = c.request("POST", "/v1/tournaments", org, fields)
    r.raise_for_status()
    answer: dict[str, Any] = r.json()
    return answer


def _registrations(c: _Client, org: str, guests: int) -> dict[str, Any]:
    """Part 1: ``guests`` throwaway guests against each registration setting."""
    tokens = [c.guest(f"squat{i}") for i in range(guests)]
    out: dict[str, Any] = {"guests": guests}
    for mode in ("open", "accounts", "invite", "approval"):
        tid = _create(c, org, registration=mode)["tournament_id"]
        started = time.monotonic()
        answers: Counter[str] = Counter()
        for token in tokens:
            r = c.request("POST", f"/v1/tournaments/{tid}/entrants", token, {})
            answers["201" if r.status_code == 201 else f"{r.status_code} {_rule(r)}"] += 1
        summary = c.request("GET", f"/v1/tournaments/{tid}").json()
        entrants = summary["entrants"]
        out[mode] = {
            "answers": dict(answers),
            "active": sum(1 for e in entrants if not e["withdrawn"] and not e.get("pending")),
            "pending": sum(1 for e in entrants if e.get("pending")),
            "seconds": round(time.monotonic() - started, 2),
        }
    out["admitted_where_closed"] = out["accounts"]["active"] + out["invite"]["active"] + out["approval"]["active"]
    return out


def _protests(c: _Client, org: str, players: int, protests: int) -> dict[str, Any]:
    """Part 2: one entrant floods protests about its own table."""
    tid = _create(c, org, table_size=4)["tournament_id"]
    tokens: dict[str, str] = {}
    for i in range(players):
        token = c.guest(f"prot{i}")
        r = c.request("POST", f"/v1/tournaments/{tid}/entrants", token, {})
        r.raise_for_status()
        tokens[r.json()["events"][0]["entrant_id"]] = token
    c.request("POST", f"/v1/tournaments/{tid}/start", org).raise_for_status()
    c.request("POST", f"/v1/tournaments/{tid}/rounds", org).raise_for_status()
    tables = c.request("GET", f"/v1/tournaments/{tid}/rounds/1").json()["tables"]
    mine, other = tables[0], tables[1]
    flooder = tokens[mine["seats"][0]["entrant_id"]]
    mate = tokens[mine["seats"][1]["entrant_id"]]
    summary_before = len(c.request("GET", f"/v1/tournaments/{tid}").content)
    path = f"/v1/tournaments/{tid}/protests"
    accepted, refusals = 0, Counter[str]()
    started = time.monotonic()
    for i in range(protests):
        r = c.request("POST", path, flooder, {"round_no": 1, "table_no": mine["table_no"], "text": f"squat {i}"})
        if r.status_code == 201:
            accepted += 1
        else:
            refusals[_rule(r)] += 1
    flood_seconds = round(time.monotonic() - started, 2)
    elsewhere = c.request("POST", path, mate, {"round_no": 1, "table_no": other["table_no"], "text": "not mine"})
    outsider = c.guest("outsider")
    stranger = c.request("POST", path, outsider, {"round_no": 1, "table_no": mine["table_no"], "text": "who"})
    genuine = c.request("POST", path, mate, {"round_no": 1, "table_no": mine["table_no"], "text": "a real one"})
    summary_after = len(c.request("GET", f"/v1/tournaments/{tid}").content)
    director_answer = c.request(
        "POST", f"/v1/tournaments/{tid}/protests", org, {"round_no": 1, "table_no": 1, "text": "d"}
    )
    page = c.request("GET", f"{path}?limit=100")
    return {
        "tournament_id": tid,
        "attempts": protests,
        "accepted": accepted,
        "limit": PROTESTS_OPEN_PER_ENTRANT,
        "accepted_over_limit": max(0, accepted - PROTESTS_OPEN_PER_ENTRANT),
        "refused_by_rule": dict(refusals),
        "other_table": _rule(elsewhere) if elsewhere.status_code != 201 else "accepted",
        "not_an_entrant": _rule(stranger) if stranger.status_code != 201 else "accepted",
        "genuine_refused": int(genuine.status_code != 201),
        "flood_seconds": flood_seconds,
        "summary_bytes_before": summary_before,
        "summary_bytes_after": summary_after,
        "summary_bounded": summary_after - summary_before <= SUMMARY_GROWTH_MAX,
        "director_answer_bytes": len(director_answer.content),
        "page_protests": len(page.json()["protests"]) if page.status_code == 200 else None,
        "page_bytes": len(page.content),
    }


def run_squatting(base: str, engine: sa.engine.Engine, quick: bool) -> dict[str, Any]:
    """The squatting class (see the module docstring): its counts and figures."""
    started = time.monotonic()
    c = _Client(base)
    try:
        org = _organiser(engine)
        report: dict[str, Any] = {
            "registrations": _registrations(c, org, 16 if quick else 100),
            "protests": _protests(c, org, 8, 20 if quick else 200),
        }
    finally:
        c.http.close()
    report["server_errors_5xx"] = sum(n for status, n in c.statuses.items() if status >= 500)
    report["shape_problems"] = c.shape_problems[:8]
    report["waited_429"] = c.waited_429
    report["requests"] = sum(c.statuses.values())
    report["seconds"] = round(time.monotonic() - started, 1)
    return report
