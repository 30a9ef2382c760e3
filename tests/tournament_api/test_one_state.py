"""An answer about a tournament is of one version of it: the summary's status and its rounds, a
live frame's version, status and rows.  Read twice, a tournament that moves in between (a result
recorded by its reaction) gave a finished summary with an open last round (seen under load in CI).
The race is made certain here: the tournament's first read returns an older state."""

from __future__ import annotations

import json
import uuid
from typing import Any

import httpx
import pytest

from api.http.routes.tournaments import standings_snapshot
from api.http.streams import frame as sse_frame
from infrastructure.services.bootstrap import Services
from infrastructure.services.live import Item
from tests.tournament_api.helpers import Organiser, ok


def _moved_after_first_read(services: Services, monkeypatch: pytest.MonkeyPatch, tid: str, org: Organiser) -> Any:
    """Register three bots, keep that state, then register a fourth; from now on the first read
    of the tournament's state answers the kept (older) state, later ones the current.  Nothing
    else reads the tournament meanwhile: no round is seated, so no reaction runs."""
    games = services.tournaments.games
    org.bots(tid, 3, "random")
    before = games.state(uuid.UUID(tid))
    org.bots(tid, 1, "random")
    real = games.state
    reads: list[uuid.UUID] = []

    def first_read_is_stale(stream_id: uuid.UUID, *args: Any, **kwargs: Any) -> Any:
        reads.append(stream_id)
        return before if len(reads) == 1 else real(stream_id, *args, **kwargs)

    monkeypatch.setattr(games, "state", first_read_is_stale)
    return before


def test_a_summary_is_of_one_state(
    http: httpx.Client, org: Organiser, services: Services, monkeypatch: pytest.MonkeyPatch
) -> None:
    tid = org.create(name="One version", rounds=2, boards=1)
    before = _moved_after_first_read(services, monkeypatch, tid, org)
    body = ok(http.get(f"/v1/tournaments/{tid}"))
    assert body["version"] == before.version
    assert len(body["entrants"]) == 3


def test_a_live_standings_frame_is_of_one_state(
    http: httpx.Client, org: Organiser, services: Services, monkeypatch: pytest.MonkeyPatch
) -> None:
    tid = org.create(name="One frame", rounds=2, boards=1)
    before = _moved_after_first_read(services, monkeypatch, tid, org)
    snapshot = standings_snapshot(services.tournaments, uuid.UUID(tid))
    version, over = snapshot.version, snapshot.final
    frame = sse_frame(Item(snapshot.version, "standings", snapshot.body))
    assert version == before.version
    assert f"id: {before.version}\n" in frame
    assert '"status":"registering"' in frame
    assert over is False
    rows = json.loads(frame.split("data: ", 1)[1])["rows"]
    assert len(rows) == 3  # the rows of that state too, not of a later one
