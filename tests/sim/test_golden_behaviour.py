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

The digests hash ``repr``s, so they also move when a *shape* changes without any change of
behaviour.  That happened twice, deliberately.  First ``RoundWon.reason`` became a ``Termination``
(repr ``<Termination.OUT: 'out'>`` instead of ``'out'``; the value is the same string) and
``MatchFinished`` gained ``termination`` (schema version 2); then ``State.phase`` became a ``Phase``
(the views' ``phase``: ``<Phase.PLAYING: 'playing'>``; verdict digests unchanged).  Each time all
sixteen earlier values were reproduced by the changed engine with every event and view printed in
its earlier form (enum members as their plain strings, ``termination=`` left out) before the table
was recomputed.
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
from domain.events import Event
from domain.evolve import fold
from domain.rules import PRESETS, ZONE, RuleSet, with_house_rules
from domain.simulation import play_match
from domain.state import State
from domain.view import PlayerView

RULESETS = [*PRESETS.values(), with_house_rules(ZONE, "jack_on_jack", "nine_reverses", "multi_same_rank")]


def _match(rules: RuleSet) -> tuple[list[Event], list[PlayerView]]:
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
        "1c2eb23dfa0a524fb11379adb1da4beca3d72bf2c222d16c22118ae95ccd489f",
        "6d7f764c57b8637a552ab7caddf1b1ddd5ee152825e965a09158126402e94cb1",
    ),
    "MM-002": (
        "282913aed00625c8d2810f6c2351c733b634290aee4d0df960d33a6e7f508ca6",
        "5dca230a4c85bf87ea62bc283b56fe7b6e54881c4ba17dab32864c2f31f66144",
    ),
    "MM-003": (
        "51221560e789446adbc03f2fa92c1bc6c96f307d8d159e5e596947d3534b88c7",
        "be28dc8a8b80db7eeee55657f61c5d0f1b6964b7f42500d27a245e29cd26f28b",
    ),
    "MM-004": (
        "abcd8e11918e203d461afe2fb74351c30e3c413e96f11e69b16d77fad9944795",
        "f067fe8a7b2ac052c2930dd8a053ef45628b9987afd67b922ffaf8c3d500de3c",
    ),
    "MM-005": (
        "ff0aa827507731be63a90fb3e7ed166d0752e3ef1d10d28e55b6b53431d3268c",
        "d7cc7df143d6b8ddec21b217b20943eebe25079e22b6f0a230dd3344619824e9",
    ),
    "TAVERN": (
        "afa1a8fa83ecfd7a605b874b4d49b2219bafd50393b64c53fb70bc6194855ab4",
        "c9e26d2101497f6251a9fdc49f6f504aa3d58bc3394e37071f1f62d2055fa039",
    ),
    "ZONE": (
        "e910748f2ebdd9c7a828ab50affd55bbd0f4718acc66ed74d821e36ca4952233",
        "758ce962f193679e190697f03bddd855d8a861d3d49600b4a2333d25b7dc4c41",
    ),
    "ZONE+jack_on_jack+nine_reverses+multi_same_rank": (
        "74c44958650c9599932ba362c75776babe1db22921b59e1bc7e3e00a662bab46",
        "036a50281d871f9baf396caedc11d7cda0f1d99ea99022be0eead6583500b1a4",
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
