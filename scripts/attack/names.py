"""Part 5 of the attack campaign: look-alike names, over real HTTP (issue #19, item 2).

Every route that takes a name a person sees is fed an honest name with a hidden character at its
end, in its middle and at its start: a trailing newline (``re.match`` with ``$`` accepted
``"alice\\n"`` as a new handle), CR LF, tab, NUL, escape, DEL, the bidirectional override U+202E
and isolate U+2066, the direction mark U+200E, zero-width space, joiner and no-break space
(U+200B, U+200D, U+FEFF), the soft hyphen, a tag character, the line separator U+2028 and a Hangul
filler.  The routes: registering (``handle``), signing in as a look-alike, a guest's ``name``, an
API key's ``label``, a saved ruleset's ``name``, a tournament's ``name``, a protest's ``text``
(which may hold line breaks and tabs: those three are not hostile there), a bot's name at a
Mau-Mau seat and as a tournament entrant, a registration by handle, and a Punto Banco grant to a
bot's ledger name (``bot:<strategy>@<seat>``).

None may be accepted (``accepted`` counts 2xx answers), none may fail with 5xx, every refusal is
in the documented error shape, no stored handle or ruleset name holds a hidden character, and one
honest name per route is still accepted (``honest_refused`` counts those that were not).
"""

from __future__ import annotations

import time
import uuid
from collections import Counter
from typing import Any

import httpx
import sqlalchemy as sa

from scripts.attack.common import bearer, error_shape_problem

__all__ = ["HIDDEN", "run_names"]

HIDDEN = {
    "trailing_newline": "\n",
    "crlf": "\r\n",
    "tab": "\t",
    "nul": "\x00",
    "escape": "\x1b",
    "del": "\x7f",
    "rlo_u202e": "\u202e",
    "lri_u2066": "\u2066",
    "lrm_u200e": "\u200e",
    "zwsp_u200b": "\u200b",
    "zwj_u200d": "\u200d",
    "bom_ufeff": "\ufeff",
    "soft_hyphen_u00ad": "\u00ad",
    "tag_u000e0041": "\U000e0041",
    "line_separator_u2028": "\u2028",
    "hangul_filler_u3164": "\u3164",
}
"""Hidden characters, by name."""
MULTILINE_OK = {"trailing_newline", "crlf", "tab"}
"""Harmless in a multi-line text (a protest's text), so not tried there."""
PASSWORD = "correct horse battery"


def _hide(honest: str, hidden: str, where: str) -> str:
    if where == "end":
        return honest + hidden
    if where == "start":
        return hidden + honest
    return honest[:2] + hidden + honest[2:]


class _Names:
    def __init__(self, http: httpx.Client) -> None:
        self.http = http
        self.by_route: dict[str, Counter[str]] = {}
        self.accepted: list[dict[str, Any]] = []
        self.server_errors: list[dict[str, Any]] = []
        self.shape_problems: list[dict[str, Any]] = []
        self.honest: dict[str, int] = {}

    def send(self, route: str, path: str, body: dict[str, Any], token: str | None, hidden: str, where: str) -> None:
        try:
            response = self.http.post(path, json=body, headers=bearer(token))
        except httpx.HTTPError as error:
            self.by_route.setdefault(route, Counter())[f"transport:{type(error).__name__}"] += 1
            return
        status = response.status_code
        self.by_route.setdefault(route, Counter())[str(status)] += 1
        repro = {"route": route, "hidden": hidden, "where": where, "status": status}
        if status < 300:
            self.accepted.append(repro)
        elif status >= 500:
            self.server_errors.append(repro)
        elif (why := error_shape_problem(response)) is not None:
            self.shape_problems.append({**repro, "why": why})

    def control(self, route: str, path: str, body: dict[str, Any], token: str | None) -> Any:
        response = self.http.post(path, json=body, headers=bearer(token))
        self.honest[route] = response.status_code
        return response.json() if response.status_code < 300 else None


def _organiser(http: httpx.Client, engine: sa.engine.Engine) -> str:
    """A new account made an organiser in the database (no admin exists yet); its session."""
    from infrastructure.services.accounts import AccountService

    handle = f"namesorg{uuid.uuid4().hex[:6]}"
    created = http.post("/v1/accounts", json={"handle": handle, "password": PASSWORD})
    created.raise_for_status()
    AccountService(engine).assign_role(uuid.UUID(created.json()["player_id"]), "organiser")
    session = http.post("/v1/sessions", json={"handle": handle, "password": PASSWORD})
    session.raise_for_status()
    token: str = session.json()["token"]
    return token


def _tournament(http: httpx.Client, organiser: str, name: str, *, seated: bool) -> str:
    body = {"name": name, "format": "series", "ruleset": "MM-001", "rounds": 1, "boards": 1}
    created = http.post("/v1/tournaments", json=body, headers=bearer(organiser))
    created.raise_for_status()
    tid: str = created.json()["tournament_id"]
    if seated:
        for _ in range(4):
            http.post(f"/v1/tournaments/{tid}/entrants", json={"bot": "heuristic"}, headers=bearer(organiser))
        http.post(f"/v1/tournaments/{tid}/start", headers=bearer(organiser)).raise_for_status()
        http.post(f"/v1/tournaments/{tid}/rounds", headers=bearer(organiser)).raise_for_status()
    return tid


def _stored_hidden(engine: sa.engine.Engine) -> list[str]:
    """Stored handles and ruleset names that hold a hidden character."""
    found = []
    with engine.connect() as conn:
        names = [r[0] for r in conn.execute(sa.text("SELECT handle FROM maumau_players"))]
        names += [r[0] for r in conn.execute(sa.text("SELECT name FROM maumau_rulesets"))]
    for name in names:
        if any(ch in name for ch in HIDDEN.values()):
            found.append(repr(name))
    return found


def run_names(base: str, engine: sa.engine.Engine, quick: bool) -> dict[str, Any]:
    """Feed every name-taking route its hidden characters; the part's report."""
    started = time.monotonic()
    places = ("end", "middle") if quick else ("end", "middle", "start")
    with httpx.Client(base_url=base, timeout=30) as http:
        organiser = _organiser(http, engine)
        table = http.post("/v1/tables", json={"ruleset": "MM-001", "seats": 2}).json()
        pb = http.post("/v1/puntobanco/tables", json={"rules": {}}).json()
        seated = _tournament(http, organiser, "Names protests", seated=True)
        open_cup = _tournament(http, organiser, "Names registration", seated=False)
        run = _Names(http)
        routes: list[tuple[str, str, str, str, str | None, bool]] = [
            # (route, path, field, an honest value, token, multi-line)
            ("POST /v1/accounts handle", "/v1/accounts", "handle", "mallory", None, False),
            ("POST /v1/guests name", "/v1/guests", "name", "mallory", None, False),
            ("POST /v1/accounts/me/api-keys label", "/v1/accounts/me/api-keys", "label", "my bot", organiser, False),
            ("POST /v1/rulesets name", "/v1/rulesets", "name", "House rules", None, False),
            ("POST /v1/tournaments name", "/v1/tournaments", "name", "Friday cup", organiser, False),
            (
                "POST /v1/tournaments/{id}/protests text",
                f"/v1/tournaments/{seated}/protests",
                "text",
                "wrong count",
                organiser,
                True,
            ),
            (
                "POST /v1/tables/{id}/seats/{n}/bot bot",
                f"/v1/tables/{table['table_id']}/seats/1/bot",
                "bot",
                "random",
                table["host_token"],
                False,
            ),
            (
                "POST /v1/puntobanco/tables/{id}/seats/{n}/bot strategy",
                f"/v1/puntobanco/tables/{pb['table_id']}/seats/1/bot",
                "strategy",
                "martingale",
                pb["host_token"],
                False,
            ),
            (
                "POST /v1/tournaments/{id}/entrants bot",
                f"/v1/tournaments/{open_cup}/entrants",
                "bot",
                "heuristic",
                organiser,
                False,
            ),
            (
                "POST /v1/tournaments/{id}/entrants player",
                f"/v1/tournaments/{open_cup}/entrants",
                "player",
                "mallory",
                organiser,
                False,
            ),
            (
                "POST /v1/puntobanco/tables/{id}/chips player",
                f"/v1/puntobanco/tables/{pb['table_id']}/chips",
                "player",
                "bot:martingale@0",
                pb["host_token"],
                False,
            ),
        ]
        extra: dict[str, dict[str, Any]] = {
            "/v1/accounts": {"password": PASSWORD},
            "/v1/rulesets": {"base": "MM-001"},
            "/v1/tournaments": {"format": "series", "ruleset": "MM-001", "rounds": 1, "boards": 1},
            f"/v1/tournaments/{seated}/protests": {"round_no": 1, "table_no": 1},
            f"/v1/puntobanco/tables/{pb['table_id']}/chips": {"amount": 10},
        }
        for route, path, field, honest, token, multiline in routes:
            for label, hidden in HIDDEN.items():
                if multiline and label in MULTILINE_OK:
                    continue
                for where in places:
                    body = {**extra.get(path, {}), field: _hide(honest, hidden, where)}
                    run.send(route, path, body, token, label, where)
        # Signing in as a look-alike of an existing account (each try costs a password hash: a few).
        handle = "mallory"
        http.post("/v1/accounts", json={"handle": handle, "password": PASSWORD})
        for label in ("trailing_newline", "rlo_u202e", "zwj_u200d", "nul"):
            body = {"handle": handle + HIDDEN[label], "password": PASSWORD}
            run.send("POST /v1/sessions handle", "/v1/sessions", body, None, label, "end")
        # One honest name per route is still accepted (a handle of its own: "mallory" is taken now).
        for route, path, field, honest, token, _multiline in routes:
            value = {"handle": "mallory-ok", "player": handle}.get(field, honest)
            run.control(route, path, {**extra.get(path, {}), field: value}, token)
        stored = _stored_hidden(engine)
    tried = sum(sum(c.values()) for c in run.by_route.values())
    return {
        "inputs_tried": tried,
        "routes": len(run.by_route),
        "hidden_characters": len(HIDDEN),
        "placements": list(places),
        "by_route": {r: dict(sorted(c.items())) for r, c in sorted(run.by_route.items())},
        "accepted": len(run.accepted),
        "accepted_examples": run.accepted[:10],
        "server_errors_5xx": len(run.server_errors),
        "server_error_examples": run.server_errors[:10],
        "shape_problems": len(run.shape_problems),
        "shape_problem_examples": run.shape_problems[:5],
        "stored_with_hidden_characters": stored[:10],
        "honest": run.honest,
        "honest_refused": sum(1 for status in run.honest.values() if status >= 300),
        "seconds": round(time.monotonic() - started, 1),
    }
