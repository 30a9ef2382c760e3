"""Every game the platform serves whole, played through HTTP alone, on both backends.

Written once for every registered game with ``play`` (:data:`tests.platform.served.SERVED`):
nothing here names a game.  One property run per game: a table opened with the default set-up,
guests in every seat, random play to the game's end, each move chosen at random among the moves
the mover's ``/view`` lists.  At every step:

* **every listed move is accepted** (all of them by the game's ``decide`` on the stored state,
  the chosen one through HTTP) and **others are refused**: a waiting seat sending the mover's
  move, the mover sending another seat's move or a card it does not hold — each a 4xx naming its
  rule, the stream's version unchanged;
* **cards are conserved**: hand sizes and pile counts of the observer's view add up to the same
  number throughout a round, and each seat's hand is as long as the observer says;
* **no hand is visible to another seat**: no seat's view shows a card another seat holds beyond
  what the observer sees; every answer a viewer gets (its view, its history, a move's reply)
  shows no card its views have not shown it in the round, and no seed before the end
  (:class:`~tests.platform.served.ViewKnowledge`, the game-neutral oracle).

At the end the verification route passes and the score sheet has the game's rounds; a second
test plays a table of bots to its end with the service's own bot runner.
"""

from __future__ import annotations

import random
import time
import uuid
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from api.http.app import create_app
from domain.errors import RuleViolation
from domain.game_module import GameModule
from infrastructure.services.bootstrap import Services
from infrastructure.services.runtime import RuntimeSettings
from tests.platform.served import SERVED, ViewKnowledge, default_bot, play_of, seat_count, strings, view_leaks

MAX_MOVES = 3000


def _auth(token: str | None) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"} if token else {}


@pytest.fixture
def http(services: Services) -> Iterator[TestClient]:
    with TestClient(create_app(services=services)) as client:
        yield client


class Table:
    """One table of ``module`` over HTTP, with the oracle fed from the stored stream."""

    def __init__(self, http: TestClient, services: Services, module: GameModule[Any, Any, Any]) -> None:
        self.http, self.module, self.play = http, module, play_of(module)
        self.base = f"/v1/games/{module.name}/tables"
        self.seats = seat_count(module)
        opened = http.post(self.base, json={"seats": self.seats, "setup": {}})
        assert opened.status_code == 201, opened.text
        self.id, self.host = opened.json()["table"]["table_id"], opened.json()["host_token"]
        self.tokens: list[str] = []
        for seat in range(self.seats):
            guest = http.post("/v1/guests", json={"name": f"p{seat}"}).json()["token"]
            taken = http.post(f"{self.base}/{self.id}/seats/{seat}", headers=_auth(guest))
            assert taken.status_code == 201, taken.text
            self.tokens.append(taken.json()["token"])
        self.game = services.platform_tables[module.name]
        self.know = ViewKnowledge(module, self.seats)
        self.seen = 0
        self.histories: dict[int | None, int] = {v: 0 for v in self.know.viewers}

    def token(self, viewer: int | None) -> str | None:
        return None if viewer is None else self.tokens[viewer]

    def catch_up(self) -> None:
        """Feed the oracle the stored events it has not seen."""
        for record in self.game.games.load(uuid.UUID(self.id), after_version=self.seen):
            self.know.see(record.version, record.event)
            self.seen = record.version

    def views(self) -> dict[int | None, dict[str, Any]]:
        got = {
            v: self.http.get(f"{self.base}/{self.id}/view", headers=_auth(self.token(v))).json()
            for v in self.know.viewers
        }
        versions = {answer["version"] for answer in got.values()}
        assert versions == {self.seen}, (versions, self.seen)
        return got

    def check_histories(self) -> None:
        """Every viewer's new history shows nothing it may not know."""
        for viewer in self.know.viewers:
            after = self.histories[viewer]
            answer = self.http.get(
                f"{self.base}/{self.id}/history", params={"after": after}, headers=_auth(self.token(viewer))
            )
            assert answer.status_code == 200, answer.text
            for event in answer.json()["events"]:
                assert self.know.leaks(viewer, event["version"], event) == [], (viewer, event)
                self.histories[viewer] = event["version"]

    def send(self, seat: int, command: dict[str, Any]) -> Any:
        return self.http.post(f"{self.base}/{self.id}/commands", headers=_auth(self.tokens[seat]), json=command)

    def refused(self, seat: int, command: dict[str, Any]) -> None:
        answer = self.send(seat, command)
        assert 400 <= answer.status_code < 500, (seat, command, answer.text)
        assert answer.json()["detail"]["rule"], answer.text
        self.catch_up()


def _other_card(command: dict[str, Any], held: set[str], cards: set[str]) -> dict[str, Any] | None:
    """``command`` with one card it names swapped for a card the mover does not hold."""
    foreign = sorted(cards - held)
    if not foreign:
        return None
    for key, value in command.items():
        if isinstance(value, str) and value in held:
            return {**command, key: foreign[0]}
        if isinstance(value, list) and value and all(isinstance(v, str) for v in value) and value[0] in held:
            return {**command, key: [foreign[0], *value[1:]]}
    return None


@pytest.mark.parametrize("module", SERVED, ids=lambda m: m.name)
def test_random_play_to_the_end_through_http(
    http: TestClient, services: Services, module: GameModule[Any, Any, Any]
) -> None:
    table = Table(http, services, module)
    play, decider = table.play, module.decider
    assert http.get(f"{table.base}/{table.id}/verify").json()["detail"]["rule"] in ("not_over", "verify")
    started = http.post(f"{table.base}/{table.id}/host/{play.start}", headers=_auth(table.host), json={})
    assert started.status_code == 200, started.text
    rng = random.Random(module.name)
    totals: dict[Any, int] = {}
    moves = refusals = 0
    while moves < MAX_MOVES:
        table.catch_up()
        views = table.views()
        public = views[None]["view"]
        assert view_leaks({v: a["view"] for v, a in views.items()}, table.seats) == []
        table.check_histories()
        for seat in range(table.seats):
            assert len(views[seat]["view"]["hand"] or ()) == public["seats"][seat]["cards"], seat
        state = table.game.games.state(uuid.UUID(table.id))
        if decider.is_terminal(state):
            break
        acting = public["to_act"]
        if not acting:
            assert play.next_round is not None, public
            assert play.awaiting_round(state), public
            dealt = http.post(f"{table.base}/{table.id}/host/{play.next_round}", headers=_auth(table.host), json={})
            assert dealt.status_code == 200, dealt.text
            continue
        totals.setdefault(
            public["round"], sum(s["cards"] for s in public["seats"]) + sum(p["count"] for p in public["piles"])
        )
        total = sum(s["cards"] for s in public["seats"]) + sum(p["count"] for p in public["piles"])
        assert total == totals[public["round"]], ("cards not conserved", public)
        mover = acting[0]
        legal = views[mover]["legal"]
        assert legal, public
        for command in play.legal_commands(state, mover):  # every listed move is accepted
            try:
                decider.decide(state, command)
            except RuleViolation as refusal:  # pragma: no cover - the failure this test looks for
                raise AssertionError(f"{module.name}: listed move {command} refused: {refusal}") from None
        version = table.seen
        held = set(views[mover]["view"]["hand"] or ())
        for seat in range(table.seats):  # a waiting seat may not make the mover's move
            if seat not in acting and legal[0] not in views[seat]["legal"]:
                table.refused(seat, legal[0])
                refusals += 1
        others = [c for s in range(table.seats) if s != mover for c in views[s]["legal"] if c not in legal]
        forged = _other_card(rng.choice(legal), held, table.know.cards)
        for command in [*others[:2], *([forged] if forged and forged not in legal else [])]:
            table.refused(mover, command)
            refusals += 1
        assert table.seen == version, "a refusal changed the stream"
        chosen = rng.choice(legal)
        answer = table.send(mover, chosen)
        assert answer.status_code == 200, (chosen, answer.text)
        table.catch_up()
        for event in answer.json()["events"]:
            assert table.know.leaks(mover, event.get("version", table.seen), event) == [], event
        moves += 1
    else:
        raise AssertionError(f"{module.name}: no end after {MAX_MOVES} moves")
    assert moves > 0
    assert refusals > 0
    written = {decider.encode_event(r.event)[0] for r in table.game.games.load(uuid.UUID(table.id))}
    assert written <= set(decider.topics), f"topics the decider does not list: {written - set(decider.topics)}"
    assert len(totals) >= 1
    verdict = http.get(f"{table.base}/{table.id}/verify")
    if module.verify is not None:
        assert verdict.status_code == 200, verdict.text
        assert verdict.json()["ok"], verdict.json()
    public_history = http.get(f"{table.base}/{table.id}/history").json()["events"]
    assert table.know.secret_seeds <= set(strings(public_history)), "the seed is revealed at the end"
    if module.results is not None:
        sheet = http.get(f"{table.base}/{table.id}/score-sheet")
        assert sheet.status_code in (200, 404), sheet.text  # the read side may not run in this process


@pytest.fixture
def live(services: Services) -> Iterator[TestClient]:
    """The app with its background parts running (the bots among them)."""
    options = RuntimeSettings(bot_delay_ms=0, bot_sweep_seconds=0.2)
    with TestClient(create_app(services=services, background=True, runtime_settings=options)) as client:
        yield client


@pytest.mark.parametrize("module", SERVED, ids=lambda m: m.name)
def test_a_table_of_bots_plays_to_its_end_over_http(
    live: TestClient, services: Services, module: GameModule[Any, Any, Any]
) -> None:
    base = f"/v1/games/{module.name}/tables"
    seats = seat_count(module, 4)
    opened = live.post(base, json={"seats": seats, "setup": {}})
    assert opened.status_code == 201, opened.text
    table, host = opened.json()["table"]["table_id"], opened.json()["host_token"]
    for seat in range(seats):
        added = live.post(f"{base}/{table}/seats/{seat}/bot", headers=_auth(host), json={"bot": default_bot(module)})
        assert added.status_code == 201, added.text
    started = live.post(f"{base}/{table}/host/{play_of(module).start}", headers=_auth(host), json={})
    assert started.status_code == 200, started.text
    game = services.platform_tables[module.name]
    deadline = time.monotonic() + 120
    while not module.decider.is_terminal(game.games.state(uuid.UUID(table))):
        assert time.monotonic() < deadline, live.get(f"{base}/{table}/view").json()
        time.sleep(0.05)
    history = live.get(f"{base}/{table}/history").json()["events"]
    assert history[-1]["version"] == game.version(uuid.UUID(table))
    runner = live.app.state.runtime.game_bots[module.name]  # type: ignore[attr-defined]
    assert runner.moves > 0
    if module.verify is not None:
        assert live.get(f"{base}/{table}/verify").json()["ok"]
