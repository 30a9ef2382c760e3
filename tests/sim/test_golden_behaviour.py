"""Golden digests of the engine's whole behaviour, so speed work on ``decide``, ``legal_commands``,
``player_view`` or ``evolve`` cannot change what the engine does without a failing test.

Two digests per ruleset (every preset and a ZONE with house-rule toggles):

* **stream**: every event of a six-round match played by random and heuristic bots, together with
  every view the bots were shown (so a changed view or a changed bot choice shows up too);
* **verdicts**: on every fifth state of that match, what ``decide`` answers to a battery of commands
  — each card of the deck played by the seat to move (with and without a wish and a call), a draw
  and a pass from every seat, and a challenge of every seat — either the events or the refused
  rule's code and message.

How the golden values were computed: this file's functions on the engine of the commit that added it
(``python -m tests.sim.test_golden_behaviour`` prints them).  If behaviour changes *on purpose* (a
rule changed), recompute and update the table in the same commit, saying why.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Iterator

import pytest

from domain.bots import Bot, heuristic_bot, random_bot
from domain.commands import Challenge, Draw, Pass, PlayCards, SeatCommand
from domain.decide import decide
from domain.errors import RuleViolation
from domain.evolve import fold
from domain.rules import PRESETS, ZONE, RuleSet, with_house_rules
from domain.simulation import play_match
from domain.state import State
from domain.view import PlayerView

RULESETS = [*PRESETS.values(), with_house_rules(ZONE, "jack_on_jack", "nine_reverses", "multi_same_rank")]


def _match(rules: RuleSet) -> tuple[list[object], list[PlayerView]]:
    """The events of a six-round, four-seat bot match of ``rules`` and every view a bot saw."""
    views: list[PlayerView] = []

    def watching(bot: Bot) -> Bot:
        def play(view: PlayerView, rng: random.Random) -> SeatCommand | None:
            views.append(view)
            return bot(view, rng)

        return play

    bots = [watching(random_bot), watching(heuristic_bot), watching(random_bot), watching(heuristic_bot)]
    seed = hashlib.sha256(f"golden/{rules.name}".encode()).digest()
    result = play_match(rules, 4, seed, bots, random.Random(rules.name), max_rounds=6)
    return result.events, views


def _battery(s: State) -> Iterator[object]:
    """Commands to put to ``decide`` in state ``s``: legal and illegal alike."""
    deck = sorted({card for hand in s.hands for card in hand} | set(s.discard) | set(s.pile))
    for card in deck:
        for wish in (None, 2):
            for call in (None, "mau", "maumau"):
                yield PlayCards(s.turn, (card,), wish, call)
    for seat in range(s.seats):
        yield Draw(seat)
        yield Pass(seat)
        yield Challenge((seat + 1) % s.seats, seat)


def stream_digest(rules: RuleSet) -> str:
    """SHA-256 over the reprs of the match's events and of every view the bots saw."""
    events, views = _match(rules)
    h = hashlib.sha256()
    for item in (*events, *views):
        h.update(repr(item).encode())
        h.update(b"\n")
    return h.hexdigest()


def verdict_digest(rules: RuleSet) -> str:
    """SHA-256 over ``decide``'s answers to the battery on every fifth state of the match."""
    events, _ = _match(rules)
    h = hashlib.sha256()
    for i in range(1, len(events), 5):
        s = fold(events[:i])
        if s.phase != "playing" or not s.discard:
            continue
        for command in _battery(s):
            try:
                answer = repr(decide(s, command))
            except RuleViolation as exc:
                answer = f"refused {exc.rule}: {exc.message}"
            h.update(f"{i} {command!r} -> {answer}\n".encode())
    return h.hexdigest()


GOLDEN: dict[str, tuple[str, str]] = {  # ruleset -> (stream digest, verdict digest)
    "MM-001": (
        "7582f8a2470e018220862f46267716ef2c8a02f8152bb39b57814a75569cd3a1",
        "6d7f764c57b8637a552ab7caddf1b1ddd5ee152825e965a09158126402e94cb1",
    ),
    "MM-002": (
        "c1df759607b9a7f8be52349cf7f1ae8b3164169bcfc9b642c2042f8eef1a62d2",
        "4abe012ffa43289118c06efa5eff00620d2a0152b2b51d4e26de72696907c632",
    ),
    "MM-003": (
        "5dc31a5f0213362347b66bb09d1b3a3b61ced6cac8911bd196dde41ce2360f39",
        "be28dc8a8b80db7eeee55657f61c5d0f1b6964b7f42500d27a245e29cd26f28b",
    ),
    "MM-004": (
        "2008c0d1a188dae9d1f2e30ba55e906dd0bbc0233f388e1b84e832fddfc3cae0",
        "b5b70e442b450c7d83a63e347f1328579e35f84e460f68d6a6f90b9fde6d5747",
    ),
    "MM-005": (
        "6095eb6c42694a80565ce2c5b2a7fbbce6c0d34ed86773b1c3d883c4787e2b44",
        "afbbc6999dfc83389e5fbfdd997b99d3444e29100ccd084eaa02c95c60927fce",
    ),
    "TAVERN": (
        "b00fd71f71c61207ba22e2ebdae6d7ade1bed595a122f1dd0b10ff85e89bc958",
        "10064eb04ec749c88e7f12fd138b70d92ce5e3db26c913a8e2643fe392ede8c8",
    ),
    "ZONE": (
        "0224e828f35abbb3935e4e205fd531237ded31586ddd4c4bcc4db77d5972285e",
        "9ba067fefe201f17277fb4f2bb4edfe8907ae5a950aa2c2430c10ed343d9d086",
    ),
    "ZONE+jack_on_jack+nine_reverses+multi_same_rank": (
        "0ea33203210f3b64ddd1914eb76ec04e741aed8e79e5f820747265c4298d246b",
        "26fe56cbe6c4e67f238b8037081ce733805853dd255d91cf07af61223ebb3fa7",
    ),
}


@pytest.mark.parametrize("rules", RULESETS, ids=lambda r: r.name)
def test_stream_is_golden(rules: RuleSet) -> None:
    assert stream_digest(rules) == GOLDEN[rules.name][0]


@pytest.mark.parametrize("rules", RULESETS, ids=lambda r: r.name)
def test_verdicts_are_golden(rules: RuleSet) -> None:
    assert verdict_digest(rules) == GOLDEN[rules.name][1]


if __name__ == "__main__":  # recompute the golden table
    for ruleset in RULESETS:
        print(f"    {ruleset.name!r}: ({stream_digest(ruleset)!r},\n        {verdict_digest(ruleset)!r}),")
