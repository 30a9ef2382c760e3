"""The golden-digest recipe every game's ``test_golden.py`` follows, written once.

* **stream**: every event of a seeded game and every view a bot was shown with the commands it
  was offered (:func:`watched` records them), hashed in order (:func:`stream_digest`);
* **verdicts**: on every fifth state of that game from ``start``, while its phase is one of
  ``live``, what ``decide`` answers to the game's battery of commands — the events or the refused
  rule and message (:func:`verdict_digest`).

A game's file brings its bots, its battery and its golden table; a change of behaviour changes a
digest.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from hashlib import sha256
from typing import Any

from domain.errors import RuleViolation
from domain.game_module import Bot

__all__ = ["stream_digest", "verdict_digest", "watched"]


def watched(bots: Iterable[Bot], seen: list[str]) -> list[Bot]:
    """``bots``, each recording into ``seen`` the view it is shown and the commands offered."""

    def watching(bot: Bot) -> Bot:
        def play(view: Mapping[str, Any], legal: Sequence[Any], rng: random.Random) -> Any:
            seen.append(json.dumps(view, sort_keys=True) + repr(list(legal)))
            return bot(view, legal, rng)

        return play

    return [watching(b) for b in bots]


def stream_digest(events: Sequence[object], seen: Sequence[str]) -> str:
    """The digest of a game's events and of what its bots were shown."""
    h = sha256()
    for item in (*map(repr, events), *seen):
        h.update(item.encode() + b"\n")
    return h.hexdigest()


def verdict_digest(
    events: Sequence[Any],
    *,
    fold: Callable[[Sequence[Any]], Any],
    decide: Callable[[Any, Any], Any],
    battery: Callable[[Any], Iterator[object]],
    live: tuple[str, ...],
    start: int,
) -> str:
    """The digest of ``decide``'s answers to ``battery`` on every fifth state from ``start``."""
    h = sha256()
    for i in range(start, len(events), 5):
        s = fold(events[:i])
        if s.phase not in live:
            continue
        for command in battery(s):
            try:
                answer = repr(decide(s, command))
            except RuleViolation as exc:
                answer = f"refused {exc.rule}: {exc.message}"
            h.update(f"{i} {command!r} -> {answer}\n".encode())
    return h.hexdigest()
