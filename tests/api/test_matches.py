"""Whole matches through HTTP, every preset: each seat moves with its own token, from its /legal."""

from __future__ import annotations

import random
import uuid

import pytest

from domain.maumau.rules import PRESETS
from tests.api.helpers import HttpTable, bearer

SEATS = {"MM-001": 3, "MM-002": 4, "MM-003": 2, "MM-004": 3, "MM-005": 2, "TAVERN": 3, "ZONE": 2}


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_whole_match_over_http_for_preset(client, services, preset: str) -> None:
    rng = random.Random(preset)
    table = HttpTable.open(client, preset, SEATS[preset])
    # TAVERN counts wins without a target: the host ends it.
    page = table.play_match(rng, end_after_rounds=2 if preset == "TAVERN" else None)

    state = page["state"]
    assert state["phase"] == "finished"
    assert state["winners"], "a finished match names its winners"
    assert page["version"] == state["version"]
    # The store holds exactly the versions the clients saw, every move's key once.
    records = services.games.load(uuid.UUID(table.table_id))
    assert [r.version for r in records] == list(range(1, page["version"] + 1))
    keys = [r.metadata.get("key") for r in records]
    batches_by_key = {k: keys.count(k) for k in set(keys) if k}
    assert set(batches_by_key) == set(table.keys)
    # Every seat sees the final scores; hands are public again once the match is over.
    for seat in range(SEATS[preset]):
        view = table.view(seat)
        assert view["phase"] == "finished"
        assert view["totals"] == state["totals"]
    r = client.post(f"{table.url}/rounds", headers=bearer(table.host))
    assert r.status_code == 422
    assert r.json()["detail"]["rule"] == "match_finished"
