"""Replays, commitments, seeds and verification of rounds (SQLite and PostgreSQL).

A human (seat 0, over HTTP) plays with two server-side bots.  While round 1 runs, seat 0's replay
at every version so far equals its view of the state folded to that version, and nobody else's
view is available; once the match is over, the replay at every version of every round is the
whole state folded to it, for anyone, and every round verifies.
"""

from __future__ import annotations

import random
import uuid
from typing import Any

from domain.cards import card_name
from domain.maumau.codec import view_to_dict
from domain.maumau.evolve import fold
from domain.maumau.view import player_view
from infrastructure.services.replay import load_history
from tests.api.helpers import bearer, choose
from tests.live.helpers import Table, settle


def _human_moves(table: Table, app, rng: random.Random, *, until_version: int | None = None) -> None:
    """Seat 0 plays from its /legal whenever it is to act (the bots play the rest); the host deals
    between rounds.  Stops when the match is over, or once the stream passed ``until_version``."""
    client = table.client
    for _ in range(5000):
        settle(app)
        state = table.state()
        if state["phase"] == "finished" or (until_version is not None and state["version"] >= until_version):
            return
        if state["phase"] == "between_rounds":
            assert client.post(f"{table.url}/rounds", headers=bearer(table.host)).status_code == 200
            continue
        legal = client.get(f"{table.url}/legal", headers=bearer(table.tokens[0])).json()
        command = choose(legal["legal"], rng)
        assert command is not None, f"seat 0 has nothing to do, yet the bots stopped: {state}"
        r = client.post(f"{table.url}/commands", json=command, headers=bearer(table.tokens[0]))
        assert r.status_code == 200, r.text
    raise AssertionError("the match did not end")


def _folded(services, table: Table) -> list[Any]:
    """The states after each version (index = version)."""
    records = services.games.load(table.id)
    states = [fold([])]
    for i in range(len(records)):
        states.append(fold(r.event for r in records[: i + 1]))
    return states


def test_replay_while_running_is_the_seats_view_and_after_the_round_everything(live_app, live_client, services) -> None:
    client = live_client
    table = Table.open(client, ["human", "heuristic", "random"], "MM-001")
    rng = random.Random(11)
    _human_moves(table, live_app, rng, until_version=25)
    state = table.state()
    assert state["phase"] == "playing"
    assert state["round_no"] == 1
    now = state["version"]
    rounds = f"{table.url}/rounds/1"

    # While the round runs: the seat's own view at every version, nothing for anyone else.
    history = load_history(services.games, table.id)
    first = history.span(1).first_version
    states = _folded(services, table)
    for version in range(first, now + 1):
        r = client.get(f"{rounds}/replay", params={"at": version}, headers=bearer(table.tokens[0]))
        assert r.status_code == 200, r.text
        body = r.json()
        assert body["round_over"] is False
        assert body["state"] is None
        assert body["version"] == version
        view = body["view"]
        expected = view_to_dict(player_view(states[version], 0)) if body["actionable"] else None
        if expected is not None:
            assert view == expected
        else:  # inside a batch (deal -> start card): the same view without legal commands
            assert view["legal"] == []
            assert view["hand"] == [card_name(c) for c in sorted(states[version].hands[0])]
            assert view["hand_sizes"] == [len(h) for h in states[version].hands]
        assert [e["version"] for e in body["events"]] == list(range(first, version + 1))
        dealt = [e for e in body["events"] if e["type"] == "CardsDealt"]
        assert all(hand is None for e in dealt for hand in e["hands"][1:])
    assert client.get(f"{rounds}/replay", headers=bearer(table.tokens[0])).json()["version"] == now
    assert client.get(f"{rounds}/replay").status_code == 401
    assert client.get(f"{rounds}/replay", headers=bearer(table.host)).status_code == 403
    assert client.get(f"{rounds}/replay", params={"at": first - 1}, headers=bearer(table.tokens[0])).status_code == 422
    assert client.get(f"{rounds}/replay", params={"at": now + 1}, headers=bearer(table.tokens[0])).status_code == 422
    assert client.get(f"{table.url}/rounds/2/replay", headers=bearer(table.tokens[0])).status_code == 404
    for what in ("seed", "verify"):
        r = client.get(f"{rounds}/{what}")
        assert r.status_code == 409
        assert r.json()["detail"]["rule"] == "round_running"
    commitment = client.get(f"{rounds}/commitment").json()
    assert commitment["commitment"] == states[first].commitment
    assert commitment["round_over"] is False

    # The match goes on to its end; then every version of every round is public and verifies.
    _human_moves(table, live_app, rng)
    final = table.state()
    assert final["phase"] == "finished"
    history = load_history(services.games, table.id)
    states = _folded(services, table)
    assert sorted(history.spans) == list(range(1, final["round_no"] + 1))
    for n, span in history.spans.items():
        assert span.last_version is not None
        for version in range(span.first_version, span.last_version + 1):
            body = client.get(f"{table.url}/rounds/{n}/replay", params={"at": version}).json()
            folded = states[version]
            full = body["state"]
            assert body["round_over"] is True
            assert body["view"] is None
            assert full["version"] == version
            assert full["hands"] == [[card_name(c) for c in h] for h in folded.hands]
            assert full["draw_pile"] == [card_name(c) for c in reversed(folded.pile)]
            assert full["discard"] == [card_name(c) for c in folded.discard]
            assert full["seed"] == folded.seed
            assert full["turn"] == (folded.turn if folded.phase == "playing" else None)
        verified = client.get(f"{table.url}/rounds/{n}/verify").json()
        assert verified["ok"], verified
        assert "deal" in verified["checked"]
        seed = client.get(f"{table.url}/rounds/{n}/seed").json()
        assert seed["matches_commitment"] is True
        assert seed["commitment"] == client.get(f"{table.url}/rounds/{n}/commitment").json()["commitment"]
    # The human's own moves and the bots' are in one stream: the bots moved for seats 1 and 2.
    actors = {(r.metadata.get("actor"), r.metadata.get("seat")) for r in services.games.load(table.id)}
    assert {("seat", 0), ("bot", 1), ("bot", 2), ("host", None)} <= actors


def test_replay_of_unknown_tables_and_rounds_is_404(client) -> None:
    unknown = uuid.uuid4()
    for what in ("replay", "commitment", "seed", "verify"):
        assert client.get(f"/v1/tables/{unknown}/rounds/1/{what}").status_code == 404
    table = Table.open(client, ["human", "human"], start=False)
    r = client.get(f"{table.url}/rounds/1/commitment")
    assert r.status_code == 404
    assert r.json()["detail"]["rule"] == "round"
