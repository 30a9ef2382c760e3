"""Play a round against a bot with the Python client (the README shows this file).

Usage: .venv/bin/python scripts/client_example.py [BASE_URL]   (default http://127.0.0.1:8000)
"""

from __future__ import annotations

import sys
import time

from maumau_client.client import MaumauClient


def main(base_url: str) -> int:
    """Sit down as a guest against a bot, play one round by always sending the first legal move,
    then check the round's seed; prints what happened and returns 0."""
    with MaumauClient(base_url) as anon:
        me = anon.guest("example")  # a guest identity: unrated tables only
        table = anon.create_table("MM-001", seats=2)
        host = anon.as_token(table.host_token)
        host.add_bot(table.table_id, 1, "heuristic")
        seat = anon.as_token(me.join(table.table_id, 0).token)
        host.start(table.table_id)
        moves = 0
        while anon.table(table.table_id)["state"]["phase"] == "playing":
            legal = seat.legal(table.table_id)  # empty while the bot is thinking
            if legal:
                seat.move(table.table_id, legal[0])
                moves += 1
            else:
                time.sleep(0.05)
        winner = anon.table(table.table_id)["state"]["last_round"]["seat"]
        print(f"round 1 over after {moves} moves of mine; seat {winner} won")
        print("verified:", seat.verify(table.table_id, 1)["ok"])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "http://127.0.0.1:8000"))
