"""The replay of every game the platform serves whole: ``GET /v1/games/<game>/tables/<id>/view?at=V``
is, for every viewer (each seat, an observer), exactly the table view that viewer was shown when
the stream stood at version ``V`` — recorded here while the game was played — with no commands,
no clock and nothing awaited; a version past the stream's end is refused naming ``at``."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient

from infrastructure.services.bootstrap import Services
from infrastructure.services.errors import InvalidInput
from tests.platform.served import SERVED, default_bot, play_of, play_some, seat_count


@pytest.mark.parametrize("module", SERVED, ids=lambda m: m.name)
def test_the_view_at_a_version_is_the_view_that_version_showed(services: Services, module: Any) -> None:
    game = services.platform_tables[module.name]
    seats = seat_count(module)
    table, host = game.create(seats, {})
    for seat in range(seats):
        game.seat_book.seat_bot(table.id, seat, default_bot(module), host)
    viewers: list[int | None] = [None, *range(seats)]
    shown: dict[int, dict[int | None, Any]] = {}

    def record() -> None:
        version = game.version(table.id)
        shown[version] = {viewer: game.view(table.id, viewer)["view"] for viewer in viewers}

    record()  # version 0: nobody dealt yet
    game.host(table.id, play_of(module).start, {}, host, key=None)
    record()
    for _ in range(120):
        if not play_some(game, module, table.id, host, moves=1):
            break
        record()
    assert len(shown) > 20
    for version, views in shown.items():
        for viewer, view in views.items():
            replay = game.view(table.id, viewer, at=version)
            assert replay["version"] == version
            assert replay["view"] == view, (version, viewer)
            assert (replay["legal"], replay["clock"], replay["awaiting_round"]) == ([], None, False)
    with pytest.raises(InvalidInput) as refused:
        game.view(table.id, None, at=game.version(table.id) + 1)
    assert refused.value.rule == "at"


@pytest.mark.parametrize("module", SERVED, ids=lambda m: m.name)
def test_the_replay_over_http_is_the_observers_and_refuses_a_version_past_the_end(
    services: Services, client: TestClient, module: Any
) -> None:
    game = services.platform_tables[module.name]
    seats = seat_count(module)
    table, host = game.create(seats, {})
    for seat in range(seats):
        game.seat_book.seat_bot(table.id, seat, default_bot(module), host)
    game.host(table.id, play_of(module).start, {}, host, key=None)
    play_some(game, module, table.id, host, moves=10)
    then = game.version(table.id) - 3
    path = f"/v1/games/{module.name}/tables/{table.id}/view"
    answer = client.get(path, params={"at": then})
    assert answer.status_code == 200, answer.text
    assert answer.json()["view"] == game.view(table.id, None, at=then)["view"]
    assert answer.json()["view"]["hand"] is None  # an observer's replay shows no hand
    past = client.get(path, params={"at": game.version(table.id) + 1})
    assert past.status_code == 422
    assert past.json()["detail"]["rule"] == "at"
