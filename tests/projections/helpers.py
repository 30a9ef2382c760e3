"""Test data for the read side: bot matches of every preset, appended like a busy service would.

Matches are played with :func:`domain.maumau.simulation.play_match` (random and heuristic bots), given
player handles, cut to a few rounds (``max_rounds``) so they finish quickly, and their events are
appended in small chunks (as single commands do), interleaved across several matches.
"""

from __future__ import annotations

import dataclasses
import random
import threading
import time
import uuid
from typing import Any

from domain.maumau import events as ev
from domain.maumau.bot_registry import BOTS
from domain.maumau.rules import PRESETS
from domain.maumau.simulation import play_match
from infrastructure.adapters.event_store import EventStore
from projections.registry import REGISTERED

PLAYERS = ("ada", "bob", "cy", "dee", "eve", "fay", "gus")


def bot_matches(n: int, seed: int = 1, max_rounds: int = 3) -> list[tuple[uuid.UUID, list[ev.Event]]]:
    """``n`` matches across all presets: ``(stream id, events)`` each, every match finished."""
    rng = random.Random(seed)
    out = []
    presets = list(PRESETS.values())
    for k in range(n):
        base = presets[k % len(presets)]
        rules = dataclasses.replace(base, max_rounds=rng.randint(1, max_rounds))
        lo, hi = rules.players
        seats = rng.randint(lo, min(hi, 4))
        bots = [BOTS[rng.choice(("random", "heuristic"))] for _ in range(seats)]
        result = play_match(rules, seats, rng.randbytes(32), bots, random.Random(rng.random()))
        events: list[ev.Event] = list(result.events)
        players = tuple(rng.sample(PLAYERS, seats))
        first = events[0]
        assert isinstance(first, ev.MatchStarted)
        events[0] = dataclasses.replace(first, players=players)
        out.append((uuid.UUID(int=rng.getrandbits(128)), events))
    return out


def append_interleaved(
    store: EventStore[Any],
    matches: list[tuple[uuid.UUID, list[ev.Event]]],
    seed: int = 2,
    parallel: int = 4,
    max_chunk: int = 6,
    stop: threading.Event | None = None,
    pause: float = 0.0,
) -> int:
    """Append the matches' events in chunks of 1..``max_chunk``, ``parallel`` matches at a time
    (until ``stop`` is set, if given, sleeping ``pause`` seconds between appends)."""
    rng = random.Random(seed)
    pending = [(sid, list(events), 0) for sid, events in matches]
    active: list[tuple[uuid.UUID, list[ev.Event], int]] = []
    total = 0
    while (pending or active) and not (stop is not None and stop.is_set()):
        if pause:
            time.sleep(pause)
        while pending and len(active) < parallel:
            active.append(pending.pop(0))
        i = rng.randrange(len(active))
        sid, events, done = active[i]
        k = rng.randint(1, max_chunk)
        chunk = events[done : done + k]
        store.append(sid, done, chunk)
        total += len(chunk)
        done += len(chunk)
        if done >= len(events):
            active.pop(i)
        else:
            active[i] = (sid, events, done)
    return total


def view_tables() -> dict[str, Any]:
    """``{view name: Table}`` of every registered read model (what SQL users query)."""
    return {name: table for p in REGISTERED for name, table in p.tables.views.items()}
