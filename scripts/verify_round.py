#!/usr/bin/env python3
"""Check a finished maumau round yourself: standard library only, no maumau code.

Usage: python3 verify_round.py BASE_URL TABLE_ID ROUND [--commitment HEX] [--hand CARDS]

It fetches the table's public rules and the finished round's replay over HTTP, then recomputes:

1. the commitment from the revealed seed (and compares it with --commitment, the value you
   noted when the round was dealt, so you need not trust what the service says now);
2. the deck order from the seed (SHA-256 in counter mode driving Fisher-Yates);
3. every hand dealt (one card at a time, starting with the first seat), and --hand, the cards you
   were dealt as you saw them (comma-separated names, such as H7,C10,SA);
4. the open start card and the cards buried under it;
5. every reshuffle of the discard pile during the round.

It prints one JSON report and exits 0 when every check passed, 1 otherwise.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import urllib.request
from typing import Any

SUITS = "CSHD"
RANKS = {32: ["7", "8", "9", "10", "J", "Q", "K", "A"]}
RANKS[52] = ["2", "3", "4", "5", "6", *RANKS[32]]
LIMIT = 1 << 64


def fetch(url: str) -> Any:
    """GET ``url`` and parse its JSON body."""
    with urllib.request.urlopen(url, timeout=30) as response:
        return json.load(response)


def shuffled(cards: list[str], seed: bytes, label: bytes) -> list[str]:
    """Fisher-Yates, each index drawn from 64-bit words of sha256(seed + label + counter)."""
    out = list(cards)
    words: list[int] = []
    counter = 0
    for i in range(len(out) - 1, 0, -1):
        bound = LIMIT - LIMIT % (i + 1)
        while True:
            if not words:
                block = hashlib.sha256(seed + label + counter.to_bytes(8, "big")).digest()
                words = [int.from_bytes(block[k : k + 8], "big") for k in (24, 16, 8, 0)]
                counter += 1
            x = words.pop()
            if x < bound:
                break
        j = x % (i + 1)
        out[i], out[j] = out[j], out[i]
    return out


def canonical_deck(rules: dict[str, Any], seats: int) -> list[str]:
    """The sorted deck: by suit (C, S, H, D), then rank, each card as often as there are decks."""
    decks = rules["decks"]
    if rules.get("two_decks_from") is not None and seats >= rules["two_decks_from"]:
        decks = 2
    return [s + r for s in SUITS for r in RANKS[rules["deck"]] for _ in range(decks)]


def buried_ranks(rules: dict[str, Any]) -> set[str]:
    """Ranks that may not be the open start card under the ruleset's start-card rule."""
    if rules["start_card"] == "ordinary":
        return set(rules["specials"])
    if rules["start_card"] == "no_7_8_j":
        return {"7", "8", "J"}
    return set()


def check_round(base: str, table_id: str, round_no: int, noted: str | None, hand: list[str] | None) -> dict[str, bool]:
    """Every check of the module docstring, by name."""
    table = fetch(f"{base}/v1/tables/{table_id}")
    replay = fetch(f"{base}/v1/tables/{table_id}/rounds/{round_no}/replay")
    if not replay["round_over"]:
        raise SystemExit("the round is still running: its seed is secret until it ends")
    rules, seats = table["rules"], table["seats"]
    events = replay["events"]
    started = next(e for e in events if e["type"] == "RoundStarted")
    seed = bytes.fromhex(started["seed"])
    checks: dict[str, bool] = {}
    commitment = hashlib.sha256(b"maumau/commit/v1:" + seed).hexdigest()
    checks["commitment"] = commitment == started["commitment"] == replay["commitment"]
    if noted is not None:
        checks["commitment_noted"] = commitment == noted.lower()
    deck = shuffled(canonical_deck(rules, seats), seed, b"deal")
    checks["deck"] = started["explicit_deck"] or deck == started["deck"]
    deck = started["deck"] if started["explicit_deck"] else deck
    size = rules["hand_size_2p"] if seats == 2 and rules.get("hand_size_2p") else rules["hand_size"]
    first = started["first_seat"]
    hands: list[list[str]] = [[] for _ in range(seats)]
    for i in range(seats * size):
        hands[(first + i) % seats].append(deck[i])
    dealt = next(e for e in events if e["type"] == "CardsDealt")
    checks["hands"] = hands == dealt["hands"]
    if hand is not None:
        checks["my_hand"] = hand in hands
    rest = deck[seats * size :]
    avoid = buried_ranks(rules)
    pos = 0
    while pos < len(rest) - 1 and rest[pos][1:] in avoid:
        pos += 1
    turned = next(e for e in events if e["type"] == "StartCardTurned")
    checks["start_card"] = turned["card"] == rest[pos] and turned["buried"] == rest[:pos]
    discard = [turned["card"]]
    for event in events:
        if event["type"] == "CardPlayed":
            discard += event["cards"]
        elif event["type"] == "DrawPileReshuffled":
            label = b"reshuffle:" + str(event["counter"]).encode()
            ok = shuffled(discard[:-1], seed, label) == event["order"]
            checks[f"reshuffle_{event['counter']}"] = ok
            discard = discard[-1:]
    return checks


def main() -> int:
    """Run the checks named on the command line and print the report."""
    parser = argparse.ArgumentParser(description="Verify a finished maumau round from its revealed seed.")
    parser.add_argument("base_url", help="the service, e.g. http://127.0.0.1:8000")
    parser.add_argument("table_id")
    parser.add_argument("round_no", type=int)
    parser.add_argument("--commitment", help="the commitment you noted when the round was dealt")
    parser.add_argument("--hand", help="the cards you were dealt, e.g. H7,C10,SA,S9,HJ")
    args = parser.parse_args()
    hand = args.hand.upper().split(",") if args.hand else None
    checks = check_round(args.base_url.rstrip("/"), args.table_id, args.round_no, args.commitment, hand)
    print(json.dumps({"ok": all(checks.values()), "checks": checks}, indent=2))
    return 0 if all(checks.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
