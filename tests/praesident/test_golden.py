"""Golden digests of the whole behaviour per preset, so speed work on ``decide``, ``legal``,
``view`` or ``evolve`` cannot change what the game does without a failing test (as
``tests/schwimmen/test_golden.py`` does for Schwimmen).

* **stream**: every event of a four-seat game of five rounds (random, heuristic, random,
  heuristic) and every view a bot was shown, together with the commands it was offered;
* **verdicts**: on every fifth state of that game, what ``decide`` answers to a battery of
  commands — every single card of the deck and the first pairs and triples of the hand played by
  the seat to move, and a pass, a one- and a two-card give-back from every seat, a deal — the
  events or the refused rule and message.

The golden values were computed by this file (``python -m tests.praesident.test_golden``) on the
commit that added it.  If behaviour changes on purpose, recompute and update them in the same
commit, saying why.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations, islice

import pytest

from domain.praesident.bots import heuristic_bot, random_bot
from domain.praesident.cards import canonical_deck
from domain.praesident.commands import DealRound, GiveBack, Pass, Play
from domain.praesident.decide import decide
from domain.praesident.events import Event
from domain.praesident.evolve import fold
from domain.praesident.rules import PRESETS
from domain.praesident.state import EXCHANGE, PLAYING, State
from tests import golden_digests as golden
from tests.praesident.driving import play_game


def _game(preset: str) -> tuple[list[Event], list[str]]:
    seen: list[str] = []
    bots = golden.watched((random_bot, heuristic_bot, random_bot, heuristic_bot), seen)
    _, events = play_game(PRESETS[preset], 4, f"golden/{preset}", bots)
    return events, seen


def _battery(s: State) -> Iterator[object]:
    rules = s.rules
    assert rules is not None
    seat = max(s.turn, 0)
    for card in canonical_deck(rules.deck, rules.jokers):
        yield Play(seat, (card,))
    for size in (2, 3):
        for combo in islice(combinations(s.hands[seat], size), 25):
            yield Play(seat, combo)
    for other in range(s.seats):
        hand = s.hands[other]
        yield from (Pass(other), GiveBack(other, hand[:1]), GiveBack(other, hand[-2:]))
    yield DealRound()


def stream_digest(preset: str) -> str:
    return golden.stream_digest(*_game(preset))


def verdict_digest(preset: str) -> str:
    events, _ = _game(preset)
    return golden.verdict_digest(events, fold=fold, decide=decide, battery=_battery, live=(PLAYING, EXCHANGE), start=2)


GOLDEN: dict[str, tuple[str, str]] = {  # preset -> (stream digest, verdict digest)
    "standard": (
        "2fd6a6636af43b5960000bd7d81d7b2e52415cd3ff2e738f72a17366a2e7a778",
        "593cd8b4d1f9ea7fc0d95d59b72fe146c05974375613a107b7d59f28ccca378c",
    ),
    "short_deck": (
        "5d7aadb65222a10fca98890d5769f7e0b4049ad85fd7be468f0cd3f6185639c3",
        "061721097709f10247f82c65488baa863d4f385587cc8ebc003c6879e970e264",
    ),
    "house": (
        "fb3915af7aceaf96885c710aa96c0113e1922d610cd2acce0185e1424c281011",
        "9cf33fa67fa0167bc7500d4990267254f404f7abe66e059195cb2a1017f2337c",
    ),
    "jokers": (
        "ced5469559dbb654141d77543e429e29fa974dad2f0729acb58d3d6b295333fe",
        "48228d8be396a527e0a6b88e248191c3ddee77071e82cdec7b9a203501e7555c",
    ),
}


@pytest.mark.parametrize("preset", list(PRESETS))
def test_stream_is_golden(preset: str) -> None:
    assert stream_digest(preset) == GOLDEN[preset][0]


@pytest.mark.parametrize("preset", list(PRESETS))
def test_verdicts_are_golden(preset: str) -> None:
    assert verdict_digest(preset) == GOLDEN[preset][1]


if __name__ == "__main__":  # recompute the golden table
    for name in PRESETS:
        print(f"    {name!r}: (\n        {stream_digest(name)!r},\n        {verdict_digest(name)!r},\n    ),")
