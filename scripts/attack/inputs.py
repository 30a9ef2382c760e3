"""Part 1 of the attack campaign: the bad-input matrix, over real HTTP, for every documented route.

The routes come from the running service's ``/openapi.json``.  For each operation a *base*
request is built (real tables and tokens, made first through the API), and then one dimension at a
time is spoiled, so every answer is about one bad input:

* ``Authorization``: missing, empty, garbage, another scheme, a huge or non-ASCII token, a seat
  token of another table, the host's token on a seat route (and a seat's on a host route), a
  revoked token;
* each path parameter: unknown ids, not-an-id, huge / negative / fractional numbers, huge and
  hostile strings;
* each query parameter: wrong types, huge and negative numbers, huge strings, and an unknown one;
* each documented header (``Idempotency-Key``, ``If-Match``, ``Last-Event-ID``, ``If-None-Match``):
  empty, huge, non-ASCII, malformed values; a reused idempotency key with another body;
* each body field: every JSON type, huge numbers (``99999999999999999999``), huge strings and
  lists, deep nesting, NUL and lone surrogates; the whole body: invalid JSON, invalid UTF-8, other
  JSON types, deep nesting, ``NaN``, unknown and missing fields, duplicate keys, other content
  types, and bodies over the size limit with and without ``Content-Length`` (chunked).

Every answer is checked: no 5xx; every 4xx carries ``{"detail": {"rule", "message"}}``; and a
write that was refused left the store as it was (row counts read from the database, and the
table's public page, before and after).
"""

from __future__ import annotations

import json
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from typing import Any
from urllib.parse import quote

import httpx
import sqlalchemy as sa

from benchmarks.identities import new_guest, seat_guest
from scripts.attack.common import Tally, bearer, error_shape_problem, store_snapshot

__all__ = ["run_matrix"]

HUGE = 99999999999999999999
BAD_INTS = ["-1", str(HUGE), f"-{HUGE}", "1.5", "abc", "0x10", "1e3", " 1", "\u0661"]
BAD_STRINGS = ["x" * 3000, "../../etc/passwd", "' OR 1=1 --", "é€😀", "\x00", "%00", "null"]
BAD_IDS = [str(uuid.uuid4()), "not-a-uuid", "0" * 3000, "00000000-0000-0000-0000-000000000000", "{table_id}"]
FIELD_VALUES: list[tuple[str, Any]] = [
    ("null", None),
    ("true", True),
    ("zero", 0),
    ("negative", -1),
    ("huge_int", HUGE),
    ("huge_negative", -HUGE),
    ("float", 1.5),
    ("big_float", 1e308),
    ("empty_string", ""),
    ("huge_string", "x" * 20000),
    ("nul", "\x00"),
    ("surrogate", "\ud800"),
    ("hostile_string", "<script>' OR 1=1 --"),
    ("empty_list", []),
    ("list_of_null", [None]),
    ("huge_list", ["HQ"] * 5000),
    ("object", {}),
    ("nested_object", None),
]
HEADER_VALUES: dict[str, list[str | bytes]] = {
    "Idempotency-Key": ["", "a b", "x" * 5000, b"\xff\xfe\xfd", "é", "k" * 300],
    "If-Match": ["abc", '"abc"', "-1", '"-1"', f'"{HUGE}"', "*", 'W/"1"', "", '"1"', "1.5", b"\xff"],
    "Last-Event-ID": ["abc", "-1", str(HUGE), "1.5", "", "x" * 5000, "1e3", b"\xff"],
    "If-None-Match": ["abc", '"-1"', f'"{HUGE}"', "*", b"\xff", "x" * 5000],
}


def _nested(depth: int) -> Any:
    value: Any = "HQ"
    for _ in range(depth):
        value = {"a": value}
    return value


@dataclass
class Probe:
    """One request: method, path, query, headers, body (JSON bytes or a chunked iterator)."""

    label: str
    method: str
    path: str
    params: dict[str, str] = field(default_factory=dict)
    headers: dict[str, str | bytes] = field(default_factory=dict)
    content: bytes | None = None
    chunked: bool = False
    stream: bool = False

    def repro(self) -> dict[str, Any]:
        """Enough of the request to send it again (bodies shortened)."""
        headers = {k: (v if isinstance(v, str) else repr(v))[:80] for k, v in self.headers.items()}
        body = None if self.content is None else self.content[:200].decode("utf-8", "replace")
        return {
            "label": self.label,
            "method": self.method,
            "path": self.path[:200],
            "params": {k: v[:80] for k, v in self.params.items()},
            "headers": headers,
            "body": body,
            "body_bytes": None if self.content is None else len(self.content),
            "chunked": self.chunked,
        }


@dataclass
class World:
    """The tables and tokens the base requests use (made through the API)."""

    a: str  # a started 2-seat table: seat routes, host round/end commands
    a_host: str
    a_seats: list[str]
    b: str  # an open 3-seat table, seat 0 taken: joins, bots, start, leave
    b_host: str
    b_seat0: str
    c_seat0: str  # a seat at another table
    revoked: str  # a seat token that left
    player: str
    ruleset: str
    not_in_hand: str
    attacker: str = ""  # a guest's credential, seated nowhere: joins
    account: str = ""  # an account's session: its own routes (a player, not an admin)
    account_id: str = ""
    handle: str = ""
    password: str = ""
    doomed: str = ""  # another session of the account: the sign-out route ends it
    key_id: str = ""  # one of the account's API keys

    def table_of(self, template: str) -> str:
        """Which table a route's base request addresses."""
        return self.b if template.endswith(("/seats/{seat}", "/bot", "/leave", "/start")) else self.a


def _build_world(http: httpx.Client) -> World:
    def table(seats: int) -> tuple[str, str]:
        r = http.post("/v1/tables", json={"ruleset": "MM-001", "seats": seats})
        r.raise_for_status()
        return r.json()["table_id"], r.json()["host_token"]

    def join(tid: str, seat: int, player: str) -> str:
        return seat_guest(http, tid, seat, player)

    a, a_host = table(2)
    suffix = uuid.uuid4().hex[:6]
    a_seats = [join(a, s, f"matrix{suffix}{s}") for s in (0, 1)]
    http.post(f"/v1/tables/{a}/start", headers=bearer(a_host)).raise_for_status()
    b, b_host = table(3)
    b_seat0 = join(b, 0, f"matrixb{suffix}")
    c, _ = table(2)
    c_seat0 = join(c, 0, f"matrixc{suffix}")
    revoked = join(c, 1, f"matrixr{suffix}")
    http.post(f"/v1/tables/{c}/seats/1/leave", headers=bearer(revoked)).raise_for_status()
    saved = http.post("/v1/rulesets", json={"base": "MM-001", "name": f"matrix {suffix}"})
    saved.raise_for_status()
    view = http.get(f"/v1/tables/{a}/view", headers=bearer(a_seats[0])).json()
    hand = set(view["hand"])
    not_in_hand = next(
        f"{s}{r}"
        for s in "CSHD"
        for r in ("7", "8", "9", "10", "J", "Q", "K", "A")
        if f"{s}{r}" not in hand and f"{s}{r}" not in view["discard"]
    )
    player = http.get(f"/v1/tables/{a}").json()["occupants"][0]["player"]
    handle, password = f"matrix{suffix}", f"attack-{suffix}-password"
    r = http.post("/v1/accounts", json={"handle": handle, "password": password})
    r.raise_for_status()
    account_id = r.json()["player_id"]
    sessions = []
    for _ in range(2):
        r = http.post("/v1/sessions", json={"handle": handle, "password": password})
        r.raise_for_status()
        sessions.append(r.json()["token"])
    r = http.post("/v1/accounts/me/api-keys", json={"label": "attack"}, headers=bearer(sessions[0]))
    r.raise_for_status()
    return World(
        a,
        a_host,
        a_seats,
        b,
        b_host,
        b_seat0,
        c_seat0,
        revoked,
        player,
        saved.json()["id"],
        not_in_hand,
        attacker=new_guest(http, f"attacker{suffix}"),
        account=sessions[0],
        account_id=account_id,
        handle=handle,
        password=password,
        doomed=sessions[1],
        key_id=r.json()["id"],
    )


def _resolve(spec: dict[str, Any], schema: dict[str, Any]) -> dict[str, Any]:
    ref = schema.get("$ref")
    if isinstance(ref, str):
        resolved: dict[str, Any] = spec["components"]["schemas"][ref.rsplit("/", 1)[1]]
        return resolved
    return schema


def _base_body(template: str, world: World) -> dict[str, Any] | None:
    """A well-formed body for the route (refused or accepted by the state, not by its form)."""
    if template == "/v1/rulesets":
        return {"base": "MM-001", "name": "attack", "house_rules": [], "overrides": {"hand_size": 6}}
    if template == "/v1/tables":
        return {"ruleset": "MM-001", "seats": 2}
    if template.endswith("/seats/{seat}"):
        return {"invite": "attack-invite"}
    if template == "/v1/accounts":
        return {"handle": f"{world.handle}x", "password": world.password}
    if template == "/v1/sessions":
        return {"handle": world.handle, "password": world.password}
    if template == "/v1/guests":
        return {"name": "attacker"}
    if template.endswith("/api-keys"):
        return {"label": "attack"}
    if template.endswith("/role"):
        return {"role": "player"}
    if template.endswith("/disabled"):
        return {"disabled": False}
    if template.endswith("/bot"):
        return {"bot": "random"}
    if template.endswith("/commands"):
        return {"type": "play", "cards": [world.not_in_hand]}
    return None


def _path_values(world: World, template: str) -> dict[str, str]:
    seat = "0" if template.endswith("/leave") else "1" if template.endswith("/seats/{seat}") else "2"
    return {
        "table_id": world.table_of(template),
        "seat": seat,
        "round_no": "1",
        "ruleset_id": world.ruleset,
        "player": world.player,
        "match_id": world.a,
        "name": "round-lengths",
        "player_id": world.account_id,
        "key_id": world.key_id,
    }


class _PathValues(dict[str, str]):
    """Path values for a route's template; a parameter no world value names (a route added
    later, another game's numbers) gets ``1``, so every documented route is still probed."""

    def __missing__(self, key: str) -> str:
        return "1"


def _auth_for(template: str, world: World) -> str | None:
    if template == "/v1/sessions/current":
        return world.doomed
    if template.startswith("/v1/accounts/"):
        return world.account
    if template.endswith("/seats/{seat}"):
        return world.attacker
    if template.endswith("/leave"):
        return world.b_seat0
    if template.endswith(("/bot", "/start")):
        return world.b_host
    if template.endswith(("/rounds", "/end")):
        return world.a_host
    if template.endswith(("/commands", "/view", "/legal", "/events")) or "/replay" in template:
        return world.a_seats[0]
    return None


def _probes(spec: dict[str, Any], method: str, template: str, op: dict[str, Any], world: World) -> Iterator[Probe]:
    """The base request of one operation, spoiled one dimension at a time."""
    values = _path_values(world, template)
    path = template.format_map(_PathValues(values))
    token = _auth_for(template, world)
    body = _base_body(template, world) if "requestBody" in op else None
    stream = template.endswith(("/events", "/events/public"))
    base = Probe(
        "base",
        method.upper(),
        path,
        headers=dict(bearer(token)),
        stream=stream,
        content=None if body is None else json.dumps(body).encode(),
    )
    if body is not None:
        base.headers["Content-Type"] = "application/json"
    yield base
    auths: list[tuple[str, str | bytes | None]] = [
        ("none", None),
        ("empty", ""),
        ("bearer_only", "Bearer"),
        ("garbage", "Bearer garbage"),
        ("basic", "Basic dXNlcjpwYXNz"),
        ("huge", "Bearer " + "A" * 4000),
        ("non_ascii", b"Bearer \xff\xfe"),
        ("lowercase", f"bearer {token or 'x'}"),
        ("double_space", f"Bearer  {token or 'x'}"),
        ("other_table_seat", f"Bearer {world.c_seat0}"),
        ("host_of_a", f"Bearer {world.a_host}"),
        ("seat_of_a", f"Bearer {world.a_seats[1]}"),
        ("revoked", f"Bearer {world.revoked}"),
    ]
    for label, value in auths:
        headers = {k: v for k, v in base.headers.items() if k != "Authorization"}
        if value is not None:
            headers["Authorization"] = value
        yield replace(base, label=f"auth:{label}", headers=headers)
    for param in op.get("parameters", []):
        name, where = param["name"], param["in"]
        kind = param.get("schema", {}).get("type")
        if where == "path":
            bad = BAD_INTS if kind == "integer" else BAD_IDS + BAD_STRINGS if name.endswith("_id") else BAD_STRINGS
            for value in bad:
                spoiled = template.format_map(_PathValues({**values, name: quote(value, safe="%/")}))
                yield replace(base, label=f"path:{name}={value[:20]!r}", path=spoiled)
        elif where == "query":
            for value in [*BAD_INTS, *BAD_STRINGS]:
                yield replace(base, label=f"query:{name}={value[:20]!r}", params={name: value})
        elif where == "header" and name in HEADER_VALUES:
            for hv in HEADER_VALUES[name]:
                yield replace(base, label=f"header:{name}={str(hv)[:20]!r}", headers={**base.headers, name: hv})
    yield replace(base, label="query:unknown", params={"zzz": "1", "debug": "true"})
    yield from _body_probes(spec, base, op, body)


def _body_probes(spec: dict[str, Any], base: Probe, op: dict[str, Any], body: dict[str, Any] | None) -> Iterator[Probe]:
    json_headers = {**base.headers, "Content-Type": "application/json"}
    big = b'{"pad": "' + b"x" * 70_000 + b'"}'
    yield replace(base, label="body:oversized", content=big, headers=json_headers)
    yield replace(base, label="body:oversized_chunked", content=big, chunked=True, headers=json_headers)
    if body is None:
        yield replace(base, label="body:garbage_on_no_body_route", content=b"{", headers=json_headers)
        return
    schema = _resolve(spec, op["requestBody"]["content"]["application/json"]["schema"])
    for prop in schema.get("properties", {}):
        for label, value in FIELD_VALUES:
            value = _nested(60) if label == "nested_object" else value
            text = json.dumps({**body, prop: value})
            yield replace(
                base, label=f"field:{prop}={label}", content=text.encode("utf-8", "surrogatepass"), headers=json_headers
            )
    whole: list[tuple[str, bytes]] = [
        ("empty", b""),
        ("truncated", b"{"),
        ("null", b"null"),
        ("list", b"[]"),
        ("number", b"123"),
        ("string", b'"x"'),
        ("invalid_utf8", b'{"player": "\xff\xfe"}'),
        ("bom", b"\xef\xbb\xbf" + json.dumps(body).encode()),
        ("deep_list", b"[" * 20_000 + b"]" * 20_000),
        ("deep_object", b'{"a":' * 10_000 + b"1" + b"}" * 10_000),
        ("nan", json.dumps({**body, **{k: float("nan") for k in list(body)[:1]}}).encode()),
        ("unknown_field", json.dumps({**body, "zzz": 1, "seat": 1, "admin": True}).encode()),
        ("missing_fields", b"{}"),
        ("duplicate_keys", json.dumps(body).encode()[:-1] + b', "' + next(iter(body)).encode() + b'": null}'),
        ("utf16", json.dumps(body).encode("utf-16")),
        ("huge_number_literal", b'{"seats": 1' + b"0" * 5000 + b"}"),
    ]
    for label, content in whole:
        yield replace(base, label=f"body:{label}", content=content, headers=json_headers)
    for ctype in ("text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"):
        yield replace(
            base,
            label=f"content_type:{ctype}",
            content=json.dumps(body).encode(),
            headers={**base.headers, "Content-Type": ctype},
        )


def _send(http: httpx.Client, probe: Probe) -> httpx.Response:
    raw_headers = [
        (k.encode("latin-1"), v if isinstance(v, bytes) else v.encode("utf-8")) for k, v in probe.headers.items()
    ]
    content: Any = probe.content
    if probe.chunked and probe.content is not None:
        data = probe.content
        content = iter([data[i : i + 8192] for i in range(0, len(data), 8192)])
    request = http.build_request(
        probe.method, probe.path, params=probe.params or None, content=content, headers=raw_headers
    )
    response = http.send(request, stream=True)
    try:
        if probe.stream and response.status_code == 200:
            return response  # an event stream that was admitted: not read further
        response.read()
        return response
    finally:
        response.close()


def _table_page(http: httpx.Client, table_id: str) -> Any:
    r = http.get(f"/v1/tables/{table_id}")
    return r.json() if r.status_code == 200 else r.status_code


def run_matrix(base_url: str, engine: sa.engine.Engine, quick: bool) -> dict[str, Any]:
    """Send the matrix (every third probe of each route with ``quick``); the part's report."""
    started = time.monotonic()
    tally = Tally()
    with httpx.Client(base_url=base_url, timeout=20) as http:
        spec = http.get("/openapi.json").json()
        world = _build_world(http)
        operations = [(m, p, op) for p, ops in spec["paths"].items() for m, op in ops.items()]
        for method, template, op in operations:
            probes = list(_probes(spec, method, template, op, world))
            if quick:
                probes = probes[:1] + probes[1::3]
            for probe in probes:
                # A chunked body is only counted where it is read (routes with a request body).
                reads_body = probe.label == "body:oversized" or "requestBody" in op
                expect = {413} if probe.label.startswith("body:oversized") and reads_body else None
                _one(http, engine, tally, f"{method.upper()} {template}", world.table_of(template), probe, expect)
        tally_special(http, engine, tally, world)
        off_route(http, tally, world)
    out = tally.report()
    out["routes"] = len(operations)
    out["seconds"] = round(time.monotonic() - started, 1)
    return out


def _one(
    http: httpx.Client,
    engine: sa.engine.Engine,
    tally: Tally,
    route: str,
    table_id: str,
    probe: Probe,
    expect: set[int] | None = None,
) -> httpx.Response | None:
    write = probe.method != "GET"
    before = (store_snapshot(engine), _table_page(http, table_id)) if write else None
    try:
        response = _send(http, probe)
    except (httpx.InvalidURL, httpx.UnsupportedProtocol) as error:
        tally.count(route, "not_sendable")
        tally.problem("probe_not_sendable", route=route, error=repr(error)[:200], **probe.repro())
        return None
    except httpx.HTTPError as error:
        tally.count(route, "transport")
        if not (probe.label.startswith("body:oversized")):
            tally.problem("transport_error", route=route, error=repr(error)[:200], **probe.repro())
        return None
    status = response.status_code
    tally.count(route, str(status))
    answer = response.text[:300] if not (probe.stream and status == 200) else "(event stream)"
    if status >= 500:
        tally.problem("5xx", route=route, status=status, answer=answer, **probe.repro())
    elif status >= 400:
        why = error_shape_problem(response)
        if why is not None:
            tally.problem("error_shape", route=route, status=status, why=why, **probe.repro())
    if expect is not None and status not in expect:
        tally.problem(
            "unexpected_status", route=route, status=status, expected=sorted(expect), answer=answer, **probe.repro()
        )
    if before is not None and status >= 400:
        after = (store_snapshot(engine), _table_page(http, table_id))
        if after != before:
            tally.problem(
                "refused_write_changed_state",
                route=route,
                status=status,
                answer=answer,
                before=str(before[0]),
                after=str(after[0]),
                **probe.repro(),
            )
    return response


def tally_special(http: httpx.Client, engine: sa.engine.Engine, tally: Tally, world: World) -> None:
    """Sequences the one-dimension probes cannot express: a reused idempotency key with another
    body, a stale and a future ``If-Match``, a seat's token on another seat's leave."""
    route = "POST /v1/tables/{table_id}/commands"
    path = f"/v1/tables/{world.a}/commands"
    view = http.get(f"/v1/tables/{world.a}/view", headers=bearer(world.a_seats[0])).json()
    seat = view["turn"]
    token = world.a_seats[seat]
    legal = http.get(f"/v1/tables/{world.a}/legal", headers=bearer(token)).json()["legal"]
    key = f"attack-{uuid.uuid4().hex}"
    headers: dict[str, str | bytes] = {**bearer(token), "Content-Type": "application/json", "Idempotency-Key": key}
    move = next(c for c in legal if c["type"] == "draw")
    first = _one(
        http,
        engine,
        tally,
        route,
        world.a,
        Probe("idem:first", "POST", path, headers=headers, content=json.dumps(move).encode()),
        {200},
    )
    other = next((c for c in legal if c != move), {"type": "pass"})
    _one(
        http,
        engine,
        tally,
        route,
        world.a,
        Probe("idem:reuse_other_body", "POST", path, headers=headers, content=json.dumps(other).encode()),
        {422},
    )
    again = _one(
        http,
        engine,
        tally,
        route,
        world.a,
        Probe("idem:replay", "POST", path, headers=headers, content=json.dumps(move).encode()),
        {200},
    )
    if first is not None and again is not None and first.json().get("version") != again.json().get("version"):
        tally.problem("idempotent_replay_differs", first=first.text[:200], again=again.text[:200])
    for label, match in (("stale", '"1"'), ("future", '"100000"')):
        probe = Probe(
            f"if_match:{label}",
            "POST",
            path,
            content=json.dumps({"type": "draw"}).encode(),
            headers={**bearer(token), "Content-Type": "application/json", "If-Match": match},
        )
        _one(http, engine, tally, route, world.a, probe, {409})
    other_seat = world.a_seats[1 - seat]
    probe = Probe(
        "leave:other_seat", "POST", f"/v1/tables/{world.a}/seats/{seat}/leave", headers=dict(bearer(other_seat))
    )
    _one(http, engine, tally, "POST /v1/tables/{table_id}/seats/{seat}/leave", world.a, probe, {403})
    for what in ("view", "legal", "move"):
        probe = Probe(
            f"host_on_seat:{what}",
            "POST" if what == "move" else "GET",
            f"/v1/tables/{world.a}/{'commands' if what == 'move' else what}",
            headers=dict(bearer(world.a_host)),
            content=json.dumps({"type": "draw"}).encode() if what == "move" else None,
        )
        _one(http, engine, tally, f"host token on {what}", world.a, probe, {403})


def off_route(http: httpx.Client, tally: Tally, world: World) -> None:
    """Requests no route documents (unknown path, undocumented method, trailing slash): counted
    under ``off-route``; their error bodies are checked like every other."""
    probes = [
        Probe("unknown_path", "GET", f"/v1/tables/{world.a}/nothing-here"),
        Probe("unknown_version", "GET", "/v2/tables"),
        Probe("undocumented_method", "DELETE", f"/v1/tables/{world.a}"),
        Probe("undocumented_method_put", "PUT", "/v1/rulesets"),
        Probe("trailing_slash", "GET", f"/v1/tables/{world.a}/"),
        Probe("empty_seat", "POST", f"/v1/tables/{world.a}/seats//leave"),
    ]
    for probe in probes:
        try:
            response = _send(http, probe)
        except httpx.HTTPError:
            tally.count("off-route", "transport")
            continue
        tally.count("off-route", str(response.status_code))
        if response.status_code >= 500:
            tally.problem("5xx", route="off-route", status=response.status_code, **probe.repro())
        elif response.status_code >= 400 and (why := error_shape_problem(response)) is not None:
            tally.problem("error_shape_off_route", status=response.status_code, why=why, **probe.repro())
