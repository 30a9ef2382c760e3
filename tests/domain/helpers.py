"""Helpers for the rule tests: readable cards, explicit deck orders, given/when/then.

The rule tests never shuffle: every round starts from an explicit deck built by :func:`deck_for`, so
each test states the hands, the start card and the draw pile it needs and nothing is left to luck.

Deal contract of ``StartRound(deck=...)`` (``domain.maumau.decide``): card ``i`` of the deck goes to seat
``(first_seat + i) % n`` until every seat holds ``hand_size`` cards; the next card is the start card
(cards the ruleset does not allow there are turned first and put under the pile: ``buried``), then
the draw pile in drawing order.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

from domain.maumau import (
    RuleSet,
    RuleViolation,
    StartMatch,
    StartRound,
    State,
    build_deck,
    card_name,
    decide,
    fold,
    parse_card,
)
from domain.maumau.codec import encode
from domain.maumau.events import Event

Cards = str | Sequence[str]


def c(name: str) -> int:
    """One card by name: ``c("HQ")``."""
    return parse_card(name)


def cs(names: Cards) -> tuple[int, ...]:
    """Cards by name, as a tuple: ``cs("HK S7")`` or ``cs(["HK", "S7"])``."""
    if isinstance(names, str):
        names = names.split()
    return tuple(parse_card(n) for n in names)


def names(cards: Iterable[int]) -> list[str]:
    """Readable names of engine cards."""
    return [card_name(x) for x in cards]


def deck_for(
    rules: RuleSet,
    seats: int,
    hands: Sequence[Cards] = (),
    start: str = "H9",
    pile: Cards = (),
    buried: Cards = (),
    first_seat: int = 0,
) -> tuple[int, ...]:
    """A full, valid deck order for ``rules`` with ``seats`` players.

    ``hands[i]`` are the cards of seat ``i`` (in dealing order); a hand given short (or not at all)
    is filled up with the leftover cards, ordinary ranks first.  ``buried`` cards are turned (and
    buried) before the ``start`` card; ``pile`` is the top of the draw pile, next card first; every
    other card follows in canonical order.  ``first_seat`` is the seat dealt first (it rotates
    with the round number: round ``r`` deals first to seat ``(r - 1) % seats``).
    """
    size = rules.hand_size_for(seats)
    wanted = [list(cs(h)) for h in hands] + [[] for _ in range(seats - len(hands))]
    if len(wanted) != seats or any(len(h) > size for h in wanted):
        raise ValueError(f"need at most {seats} hands of at most {size} cards")
    front_rest = [*cs(buried), c(start), *cs(pile)]
    left = Counter(build_deck(rules.deck, rules.decks_for(seats)))
    for card in [x for h in wanted for x in h] + front_rest:
        if left[card] <= 0:
            raise ValueError(f"{card_name(card)} is used more often than the deck holds")
        left[card] -= 1

    def ordinary_first(card: int) -> tuple[int, int]:
        rank = card & 15
        special = rules.effect_by_rank[rank] is not None or rank in rules.forbidden_last
        return (1 if special else 0, card)

    spare = sorted(left.elements(), key=ordinary_first)
    for hand in wanted:
        while len(hand) < size:
            hand.append(spare.pop(0))
    used = Counter(x for h in wanted for x in h) + Counter(front_rest)
    rest = Counter(build_deck(rules.deck, rules.decks_for(seats))) - used
    deal = [wanted[(first_seat + i) % seats][i // seats] for i in range(seats * size)]
    return (*deal, *front_rest, *sorted(rest.elements()))


def canon(events: Iterable[Event]) -> list[tuple[str, dict[str, object]]]:
    """Events in their stored, readable form (topic and payload with card names): good diffs."""
    return [encode(e) for e in events]


def assert_events(actual: Sequence[Event], expected: Sequence[Event]) -> None:
    """Exact event equality, compared in readable form first so a failure shows card names."""
    assert canon(actual) == canon(expected)
    assert list(actual) == list(expected)


class Table:
    """A match under test: the events so far and the state they fold to.

    ``Table(rules, seats, hands=..., start=..., pile=...)`` starts the match and round 1 from
    :func:`deck_for`; :meth:`do` decides a command, checks and applies its events and returns them.
    """

    def __init__(self, rules: RuleSet, seats: int, *, deal: bool = True, **deck: Any) -> None:
        self.rules = rules
        self.seats = seats
        self.events: list[Any] = []
        self.state: State = fold([])
        self.do(StartMatch(rules, seats))
        self.round_events: list[Any] = []
        if deal:
            self.round_events = self.deal(**deck)

    def deal(self, **deck: Any) -> list[Any]:
        """Start the next round from an explicit deck (first seat per the rotation)."""
        first = self.state.round_no % self.seats
        order = deck_for(self.rules, self.seats, first_seat=first, **deck)
        return self.do(StartRound(deck=order))

    def do(self, command: object) -> list[Any]:
        """Decide ``command`` on the current state; apply and return its events."""
        new: list[Any] = decide(self.state, command)
        self.state = fold(new, self.state)
        self.events += new
        return new

    def refuse(self, command: object) -> RuleViolation:
        """Assert that ``command`` is refused and leaves the state as it was; return the violation."""
        before = self.state.copy()
        try:
            decide(self.state, command)
        except RuleViolation as exc:
            assert self.state == before
            return exc
        raise AssertionError(f"{command!r} was accepted")

    @property
    def s(self) -> State:
        return self.state

    def hand(self, seat: int) -> list[str]:
        """Seat's hand as sorted names."""
        return sorted(names(self.state.hands[seat]))

    def top(self) -> str:
        return card_name(self.state.discard[-1])

    def replayed(self) -> State:
        """The state folded from scratch from every event so far (must equal :attr:`state`)."""
        return fold(self.events)


def decided(state: State, command: object) -> list[Any]:
    """``decide`` with the events typed loosely, for tests that read their fields."""
    return decide(state, command)
