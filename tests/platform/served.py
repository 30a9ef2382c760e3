"""What the platform suites need to play any game it serves whole, from its module alone.

A registered module with ``table_setup`` and ``play`` (Schwimmen, Präsident, …) is driven here
without a line of game-specific code: a table opened with the default set-up (``{}``), the
module's first bot choosing every move from its seat's view and legal commands, the host's
``next_round`` between rounds.  :class:`ViewKnowledge` is the game-neutral leak oracle: what each
viewer may know at each version is what its own table view and the observer's table view have
shown since the round began — every card name outside that, and the shuffle's seed before the
game ends, is a leak wherever it shows.
"""

from __future__ import annotations

import random
import uuid
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from domain.decider import Decider
from domain.game_module import GameModule, Play
from infrastructure.services.bootstrap import GAMES
from infrastructure.services.platform.game_tables import platform_games

SERVED: tuple[GameModule[Any, Any, Any], ...] = tuple(m for m in platform_games(GAMES) if m.play is not None)
"""The registered games the platform serves whole and plays (each is covered by every suite)."""


def play_of(module: GameModule[Any, Any, Any]) -> Play[Any, Any]:
    """The module's ``play`` (every game in :data:`SERVED` has one)."""
    assert module.play is not None, module.name
    return module.play


def seat_count(module: GameModule[Any, Any, Any], wanted: int = 3) -> int:
    """``wanted`` seats where the game allows them, else the nearest count it allows."""
    low, high = module.seats.seat_counts
    return min(max(wanted, low), high)


def default_bot(module: GameModule[Any, Any, Any]) -> str:
    """The module's first bot (its default)."""
    return next(iter(play_of(module).bots))


def wire(module: GameModule[Any, Any, Any], command: object) -> dict[str, Any]:
    """A command in the wire form a seat sends (its seat and time are the service's)."""
    return {k: v for k, v in module.decider.encode_command(command).items() if k not in ("seat", "at")}


def strings(value: Any) -> Iterator[str]:
    """Every string inside a JSON-ready value (keys left out)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, Mapping):
        for item in value.values():
            yield from strings(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from strings(item)


def view_cards(view: Mapping[str, Any]) -> set[str]:
    """The cards a table view shows face up: the viewer's hand and every open pile (the card
    strings of the other facts count too, through :class:`ViewKnowledge`)."""
    cards = set(view.get("hand") or ())
    for pile in view.get("piles") or ():
        cards.update(pile.get("cards") or ())
    return cards


def seeds(decider: Decider[Any, Any, Any], events: Iterable[object]) -> set[str]:
    """The shuffle seeds the unredacted events carry (any field named ``seed``)."""
    found: set[str] = set()
    for event in events:
        payload = decider.encode_event(event)[1]
        found.update(v for k, v in payload.items() if k == "seed" and isinstance(v, str) and v)
    return found


@dataclass
class ViewKnowledge:
    """What each viewer may know at each version of one table's stream.

    Fed the stream event by event (:meth:`see`), it folds the state with the game's decider and
    asks the module's table views.  Since the current round began (a new ``round`` forgets the
    last one's), a viewer knows every string its own view and the observer's view have shown,
    except the cards another seat holds at that moment (a card shown in a past fact — the last
    round's hands — may be in someone's hand again) unless its view lists them as ``known`` (the
    cards it knows another seat holds: those it gave away).  ``cards`` is every card a seat has
    held.
    """

    module: GameModule[Any, Any, Any]
    seats: int
    state: Any = None
    round: Any = None
    known: dict[int | None, set[str]] = field(default_factory=dict)
    at: dict[tuple[int, int | None], frozenset[str]] = field(default_factory=dict)
    cards: set[str] = field(default_factory=set)
    secret_seeds: set[str] = field(default_factory=set)
    over_at: int | None = None

    def __post_init__(self) -> None:
        self.state = self.module.decider.initial_state()

    @property
    def viewers(self) -> tuple[int | None, ...]:
        return (None, *range(self.seats))

    def views(self) -> dict[int | None, dict[str, Any]]:
        """Every viewer's table view of the state folded so far."""
        play = play_of(self.module)
        return {v: play.view(self.state, v) for v in self.viewers}

    def see(self, version: int, event: object) -> None:
        """One more event of the stream (its version)."""
        decider = self.module.decider
        self.state = decider.evolve(self.state, event)
        self.secret_seeds |= seeds(decider, [event])
        if self.over_at is None and decider.is_final(event):
            self.over_at = version
        self.learn(version, self.views())

    def learn(self, version: int, views: Mapping[int | None, Mapping[str, Any]]) -> None:
        """What the views at ``version`` show each viewer."""
        if views[None].get("round") != self.round:
            self.round = views[None].get("round")
            self.known = {v: set() for v in self.viewers}
        hands = {seat: set(views[seat].get("hand") or ()) for seat in range(self.seats)}
        self.cards.update(*hands.values())
        public = set(strings(views[None]))
        for viewer in self.viewers:
            others = set().union(*(h for seat, h in hands.items() if seat != viewer))
            told = set(views[viewer].get("known") or ())  # what the view says the viewer knows of others' hands
            self.known.setdefault(viewer, set()).update(((public | set(strings(views[viewer]))) - others) | told)
            self.at[(version, viewer)] = frozenset(self.known[viewer])

    def leaks(self, viewer: int | None, version: int, body: Any) -> list[str]:
        """What ``body`` (as ``viewer`` got it at ``version``) shows that the viewer may not know:
        a card nobody showed it, or a seed before the game's end."""
        allowed = self.at[(version, viewer)]
        shown = set(strings(body))
        found = sorted((shown & self.cards) - allowed)
        if self.over_at is None or version < self.over_at:
            found += sorted(shown & self.secret_seeds)
        return found


def view_leaks(views: Mapping[int | None, Mapping[str, Any]], seats: int) -> list[tuple[int | None, str]]:
    """The table views' own invariant: no seat's view shows a card another seat holds that the
    observer's view does not show, and the observer's seats and open piles show no held card."""
    hands = {seat: set(views[seat].get("hand") or ()) for seat in range(seats)}
    public = set(strings(views[None]))
    found: list[tuple[int | None, str]] = [
        (None, card) for card in sorted(set(strings(views[None].get("seats"))) & set().union(*hands.values()))
    ]
    found += [(None, card) for card in sorted(view_cards(views[None]) & set().union(*hands.values()))]
    for viewer in range(seats):
        others = set().union(*(h for seat, h in hands.items() if seat != viewer))
        told = set(views[viewer].get("known") or ())
        found += [(viewer, card) for card in sorted((set(strings(views[viewer])) & others) - public - told)]
    return found


def play_some(
    game: Any, module: GameModule[Any, Any, Any], table_id: uuid.UUID, host: str, *, moves: int, seed: int = 22
) -> int:
    """Play up to ``moves`` moves at a started table with the module's first bot choosing for
    the first seat to act, the host dealing between rounds; returns the moves made."""
    play = play_of(module)
    bot = play.bots[default_bot(module)]
    rng = random.Random(seed)
    made = 0
    while made < moves:
        state = game.games.state(table_id)
        if module.decider.is_terminal(state):
            break
        if play.awaiting_round(state) and play.next_round is not None:
            game.host(table_id, play.next_round, {}, host, key=None)
            continue
        acting = play.to_act(state)
        if not acting:
            break
        seat = acting[0]
        command = bot(play.view(state, seat), play.legal_commands(state, seat), rng)
        game.games.submit(table_id, seat, wire(module, command))
        made += 1
    return made
