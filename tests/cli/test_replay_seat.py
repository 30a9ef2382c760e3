"""``maumau replay --seat N`` shows a finished round as that seat saw it (before, ``--seat`` was
ignored once the round was over)."""

from __future__ import annotations

import json
import uuid
from pathlib import Path

from typer.testing import CliRunner

from api.cli.main import app
from domain.cards import card_name
from domain.maumau.legal import legal_commands
from infrastructure.adapters.settings import load_settings
from infrastructure.services.bootstrap import build_services
from infrastructure.services.replay import load_history

runner = CliRunner()


def _one_round_played(url: str) -> tuple[str, list[list[list[str]]]]:
    """A two-bot table whose first round is over (the seats moved by the test, first legal move
    first); returns its id and, per version of round 1, every hand."""
    services = build_services(load_settings(database_url=url))
    try:
        table, host = services.tables.create_table("MM-001", 2)
        for seat in (0, 1):
            services.tables.add_bot(table.id, seat, "random", host)
        services.tables.start_match(table.id, host)
        games = services.games
        for _ in range(2000):
            state = games.state(table.id)
            if state.phase != "playing":
                break
            seat = next(s for s in range(2) if legal_commands(state, s))
            command = legal_commands(state, seat)[0]
            games.submit_command(table.id, seat, command, games.now())
        history = load_history(games, table.id)
        span = history.span(1)
        assert span.last_version is not None
        hands = [
            [[card_name(c) for c in h] for h in history.state_at(v).hands] for v in range(1, span.last_version + 1)
        ]
        return str(table.id), hands
    finally:
        services.close()


def test_replay_of_a_finished_round_as_one_seat_saw_it(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'cli.db'}"
    assert runner.invoke(app, ["db", "upgrade", "--database-url", url]).exit_code == 0
    table_id, hands = _one_round_played(url)
    at = 6  # after the deal and the start card: hands are in play
    seen = runner.invoke(
        app, ["replay", table_id, "1", "--at", str(at), "--seat", "1", "--json", "--database-url", url]
    )
    assert seen.exit_code == 0, seen.output
    body = json.loads(seen.stdout)
    assert (body["round_over"], body["seat"], body["version"]) == (True, 1, at)
    assert body["view"]["seat"] == 1
    assert sorted(body["view"]["hand"]) == sorted(hands[at - 1][1])
    assert body["view"]["hand_sizes"] == [len(h) for h in hands[at - 1]]
    dealt = next(e for e in body["events"] if e["type"] == "CardsDealt")
    assert dealt["hands"][0] is None
    assert dealt["hands"][1] is not None
    assert body["state"]["hands"] == hands[at - 1]  # the whole truth is public now as well

    whole = json.loads(
        runner.invoke(app, ["replay", table_id, "1", "--at", str(at), "--json", "--database-url", url]).stdout
    )
    assert (whole["seat"], whole["view"]) == (None, None)
    assert all(h is not None for h in next(e for e in whole["events"] if e["type"] == "CardsDealt")["hands"])

    text = runner.invoke(app, ["replay", table_id, "1", "--at", str(at), "--seat", "0", "--database-url", url])
    assert text.exit_code == 0, text.output
    assert "seat 0 hand" in text.stdout
    assert "as seat 0 saw it" in text.stdout
    assert all(card in text.stdout for card in hands[at - 1][0])  # its own hand, spelled out

    wrong = runner.invoke(app, ["replay", table_id, "1", "--seat", "5", "--database-url", url])
    assert wrong.exit_code == 1
    assert "seat" in wrong.stderr
    assert uuid.UUID(table_id)
