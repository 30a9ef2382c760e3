"""Golden digests of the whole behaviour per preset, so speed work on ``decide``, ``legal``,
``view`` or ``evolve`` cannot change what the game does without a failing test (as
``tests/sim/test_golden_behaviour.py`` does for Mau-Mau).

* **stream**: every event of a four-seat game (random, heuristic, random, heuristic) and every view
  a bot was shown, together with the commands it was offered;
* **verdicts**: on every fifth state of that game, what ``decide`` answers to a battery of
  commands — every swap of any deck card for any middle card by the seat to move, and a swap of
  all, a pass, a knock, a keep and a take from every seat — the events or the refused rule and
  message.

The golden values were computed by this file (``python -m tests.schwimmen.test_golden``) on the
commit that added it.  If behaviour changes on purpose, recompute and update them in the same
commit, saying why.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from domain.schwimmen.bots import heuristic_bot, random_bot
from domain.schwimmen.cards import CANONICAL_DECK
from domain.schwimmen.commands import KeepHand, Knock, Pass, Swap, SwapAll, TakeSpare
from domain.schwimmen.decide import decide
from domain.schwimmen.events import Event
from domain.schwimmen.evolve import fold
from domain.schwimmen.rules import PRESETS
from domain.schwimmen.state import CHOOSING, PLAYING, State
from tests import golden_digests as golden
from tests.schwimmen.helpers import play_game


def _game(preset: str) -> tuple[list[Event], list[str]]:
    seen: list[str] = []
    bots = golden.watched((random_bot, heuristic_bot, random_bot, heuristic_bot), seen)
    events, _, _ = play_game(PRESETS[preset], bots, f"golden/{preset}", random.Random(preset))
    return events, seen


def _battery(s: State) -> Iterator[object]:
    for card in CANONICAL_DECK:
        for middle in s.middle or CANONICAL_DECK[:1]:
            yield Swap(s.turn, card, middle)
    for seat in range(s.seats):
        yield from (SwapAll(seat), Pass(seat), Knock(seat), KeepHand(seat), TakeSpare(seat))


def stream_digest(preset: str) -> str:
    return golden.stream_digest(*_game(preset))


def verdict_digest(preset: str) -> str:
    events, _ = _game(preset)
    return golden.verdict_digest(events, fold=fold, decide=decide, battery=_battery, live=(PLAYING, CHOOSING), start=1)


GOLDEN: dict[str, tuple[str, str]] = {  # preset -> (stream digest, verdict digest)
    "standard": (
        "4fd04b983a3cbb6483b709c5363660801eb50cd3492560520bacc6b2899dff59",
        "ccd88f26ae568689593c131da113c49e6692c6512e9c2bdd534f7c613c629b12",
    ),
    "kneipe": (
        "26617a792542d8531a72ea7603cdc5de8dbb6213ee0edc8f7b020c66eb538e11",
        "985b6854b6f36cafe0ee8e166ea9cd5745167256f767504846cdf0abb45e03d4",
    ),
    "familie": (
        "b2fe805c09a6b5fce18ab6553840ad70f2a748bc1b750952428aaecda1316f9b",
        "0fc080d9e6d927dd4ad1cd765f4f1b0e961001b93540c5ed16c8dbb5fb580875",
    ),
    "blitz": (
        "3dffb7c82144e74394dca11301c89de2cabf315b367610466295fd4fccb170b0",
        "2da71c4966312f6c0c0a0011be93b9c0f02bf9861d0ba536d121c606784f7fc6",
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
