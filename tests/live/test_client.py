"""The typed Python client (``maumau_client.client``) end to end, over real HTTP against uvicorn.

An account and a guest sit down, play a whole round through the client (every move from
``legal``), one of them follows the live stream through the client (with a forced reconnect), the
round is verified, and refusals arrive as :class:`ApiError` with the documented rule.
"""

from __future__ import annotations

import random
import subprocess
import sys
import threading
import uuid
from pathlib import Path

import pytest
from fastapi import FastAPI

from maumau_client.client import ApiError, MaumauClient, StreamEvent
from tests.api.helpers import choose
from tests.live.helpers import live_server, wait_for


def _play_round(table_id: uuid.UUID, players: list[MaumauClient], public: MaumauClient, rng: random.Random) -> int:
    """Play the running round to its end with moves from each seat's ``legal``; moves made."""
    moves = 0
    while public.table(table_id)["state"]["phase"] == "playing":
        acted = False
        for player in players:
            move = choose(player.legal(table_id), rng)
            if move is None:
                continue
            player.move(table_id, move, key=f"m{moves}")  # a refused legal move raises: a defect
            moves += 1
            acted = True
            break
        assert acted or public.table(table_id)["state"]["phase"] != "playing"
        assert moves < 3000
    return moves


def test_a_round_played_streamed_and_verified_through_the_client(live_app: FastAPI) -> None:
    rng = random.Random(7)
    with live_server(live_app) as url, MaumauClient(url) as anon:
        handle = f"alice{uuid.uuid4().hex[:6]}"
        anon.register(handle, "correct horse battery")
        alice = anon.sign_in(handle, "correct horse battery")
        bob = anon.guest("bob")
        assert alice.identity is not None
        assert alice.me().player_id == alice.identity.player_id

        table = alice.create_table("MM-001", seats=2)
        host = anon.as_token(table.host_token)
        seat_a = alice.join(table.table_id, 0)
        bob.join(table.table_id, 1)
        with pytest.raises(ApiError) as taken:
            bob.join(table.table_id, 0)
        assert taken.value.status == 409

        host.start(table.table_id)
        alice_seat = anon.as_token(seat_a.token)
        seen: list[StreamEvent] = []

        def follow() -> None:
            for event in alice_seat.events(table.table_id):
                seen.append(event)
                if event.type == "RoundWon":
                    return

        follower = threading.Thread(target=follow, daemon=True)
        follower.start()
        moves = _play_round(table.table_id, [alice, bob], anon, rng)
        follower.join(30)
        assert not follower.is_alive()
        assert moves > 0

        versions = [e.version for e in seen]
        assert versions == list(range(versions[0], versions[0] + len(versions)))  # nothing lost, no repeat
        assert seen[-1].type == "RoundWon"
        dealt = next(e for e in seen if e.type == "CardsDealt")
        hands = dealt.data["hands"]
        assert hands[1] is None or all(card is None for card in hands[1])  # never bob's cards
        assert anon.verify(table.table_id, 1)["ok"] is True

        with pytest.raises(ApiError) as refused:
            anon.as_token("not-a-token").view(table.table_id)
        assert refused.value.status == 401
        assert refused.value.rule == "token"


def test_a_stream_picked_up_again_from_the_last_version_seen(live_app: FastAPI) -> None:
    """A stream left and followed again ``after`` the last version seen: no event twice, none missing."""
    with live_server(live_app) as url, MaumauClient(url) as anon:
        table = anon.create_table("MM-001", seats=2)
        host = anon.as_token(table.host_token)
        player = anon.guest("carol")
        seat = player.join(table.table_id, 0)
        host.add_bot(table.table_id, 1, "heuristic")
        host.start(table.table_id)
        mine = anon.as_token(seat.token)
        first = []
        for event in mine.events(table.table_id):  # leaving the loop drops the connection
            first.append(event)
            if len(first) == 3:
                break
        rng = random.Random(3)
        for _ in range(4):
            move = choose(mine.legal(table.table_id), rng)
            if move is not None:
                mine.move(table.table_id, move)
                wait_for(lambda: anon.table(table.table_id)["state"]["turn"] in (0, None), 20)
        head = anon.table(table.table_id)["version"]
        rest = []
        for event in mine.events(table.table_id, after=first[-1].version):
            rest.append(event)
            if event.version >= head:
                break
        versions = [e.version for e in first + rest]
        assert versions == list(range(versions[0], head + 1))


def test_the_readme_example_runs_against_the_service(live_app: FastAPI) -> None:
    """``scripts/client_example.py`` (shown in the README) plays a round and verifies it."""
    root = Path(__file__).resolve().parents[2]
    with live_server(live_app) as url:
        done = subprocess.run(
            [sys.executable, str(root / "scripts" / "client_example.py"), url],
            capture_output=True,
            text=True,
            timeout=300,
            check=False,
        )
    assert done.returncode == 0, done.stderr
    assert "round 1 over after" in done.stdout
    assert "verified: True" in done.stdout
    readme = (root / "README.md").read_text()
    listing = readme.split("```python\n", 1)[1].split("```", 1)[0]
    assert listing == (root / "scripts" / "client_example.py").read_text()


def test_a_private_table_through_the_client(live_app: FastAPI) -> None:
    """The invite code comes back once with the table; a seat needs it."""
    with live_server(live_app) as url, MaumauClient(url) as anon:
        table = anon.create_table("MM-001", seats=2, settings={"private": True})
        assert table.invite is not None
        dave = anon.guest("dave")
        with pytest.raises(ApiError) as refused:
            dave.join(table.table_id, 0)
        assert (refused.value.status, refused.value.rule) == (403, "invite_required")
        assert dave.join(table.table_id, 0, invite=table.invite).seat == 0
