"""``decide(state, command)``: the events of a command, or ``RuleViolation(rule, message)``.

Rule names (stable; ``docs/praesident.md`` has the table): ``already_started``, ``seats``,
``seed``, ``deck``, ``not_between_rounds``, ``not_playing``, ``not_exchange``, ``seat``,
``not_your_turn``, ``cards_count``, ``duplicate_cards``, ``not_in_hand``, ``mixed_ranks``,
``wrong_count``, ``not_higher``, ``lead_must_play``, ``not_owed``, ``unknown_command``.
"""

from __future__ import annotations

from domain.errors import RuleViolation
from domain.praesident.cards import JOKER_RANK, canonical_deck, names
from domain.praesident.commands import DealRound, GiveBack, Pass, Play, Start
from domain.praesident.events import (
    CardsReturned,
    Event,
    GameEnded,
    Gift,
    Passed,
    Played,
    RoundDealt,
    RoundEnded,
    Started,
    TrickWon,
    WentOut,
)
from domain.praesident.evolve import evolve
from domain.praesident.rules import Rules
from domain.praesident.state import (
    BETWEEN,
    EXCHANGE,
    NEW,
    PLAYING,
    State,
    deal,
    next_seat,
    points_for,
    shared_places,
    title_for,
)
from domain.shuffle import SEED_BYTES, commitment, shuffled

__all__ = ["MAX_SEATS", "MIN_SEATS", "best_cards", "decide", "lowest_cards", "round_deck", "round_label"]

MIN_SEATS, MAX_SEATS = 3, 7


def round_label(round_no: int) -> bytes:
    """The shuffle label of round ``round_no``: ``b"praesident/round:" + str(round_no)``."""
    return b"praesident/round:" + str(round_no).encode()


def round_deck(rules: Rules, seed: bytes, round_no: int) -> tuple[int, ...]:
    """The deck order of round ``round_no`` dealt from ``seed`` (first dealt card first)."""
    return shuffled(canonical_deck(rules.deck, rules.jokers), seed, round_label(round_no))


def _key(rules: Rules, revolution: bool) -> dict[int, int]:
    return rules.strengths(revolution)


def best_cards(rules: Rules, revolution: bool, hand: tuple[int, ...], count: int) -> tuple[int, ...]:
    """The ``count`` strongest cards of ``hand`` (equal ranks: the higher card number first)."""
    strength = _key(rules, revolution)
    return tuple(sorted(sorted(hand, key=lambda c: (strength[c & 15], c), reverse=True)[:count]))


def lowest_cards(rules: Rules, revolution: bool, hand: tuple[int, ...], count: int) -> tuple[int, ...]:
    """The ``count`` weakest cards of ``hand`` (equal ranks: the lower card number first)."""
    strength = _key(rules, revolution)
    return tuple(sorted(sorted(hand, key=lambda c: (strength[c & 15], c))[:count]))


def _deal(state: State, explicit: tuple[int, ...] | None = None) -> RoundDealt:
    rules = state.rules
    assert rules is not None
    n, round_no = state.seats, state.round_no + 1
    deck = explicit if explicit is not None else round_deck(rules, state.seed, round_no)
    first = (round_no - 1) % n
    hands = deal(deck, n, first)
    revolution = state.revolution if rules.revolution == "game" else False
    gifts: list[Gift] = []
    returns: list[tuple[int, int, int]] = []
    if round_no == 1:
        lowest = min(deck, key=lambda c: (_key(rules, revolution)[c & 15], c))
        leader = next(s for s, hand in enumerate(hands) if lowest in hand)
    else:
        by_place = {place: seat for seat, place in enumerate(state.last_places)}
        leader = by_place[n]
        if rules.exchange:
            pairs = [(n, 1, 2)] + ([(n - 1, 2, 1)] if n >= 4 else [])
            for low, high, count in pairs:
                giver, receiver = by_place[low], by_place[high]
                gifts.append(Gift(giver, receiver, best_cards(rules, revolution, hands[giver], count)))
                returns.append((receiver, giver, count))
    return RoundDealt(round_no, first, hands, tuple(gifts), tuple(returns), leader, revolution, explicit is not None)


def _start(state: State, command: Start) -> list[Event]:
    if state.phase != NEW:
        raise RuleViolation("already_started", "the game has already started")
    if not MIN_SEATS <= len(command.players) <= MAX_SEATS:
        raise RuleViolation("seats", f"Präsident is for {MIN_SEATS} to {MAX_SEATS} players, not {len(command.players)}")
    if len(command.seed) != SEED_BYTES:
        raise RuleViolation("seed", f"the seed has {SEED_BYTES} bytes")
    rules = command.rules
    if command.deck is not None and sorted(command.deck) != list(canonical_deck(rules.deck, rules.jokers)):
        raise RuleViolation(
            "deck", f"the deck must hold each of the {rules.deck} cards and {rules.jokers} jokers exactly once"
        )
    started = Started(tuple(command.players), rules, commitment(command.seed), command.seed)
    return [started, _deal(evolve(state, started), command.deck)]


def _round_over(state: State) -> list[Event]:
    """The events that end the round (and the game after its last round)."""
    rules = state.rules
    assert rules is not None
    n = state.seats
    places = tuple(p if p else n for p in state.places)
    points = tuple(points_for(p, n) for p in places)
    totals = tuple(t + p for t, p in zip(state.totals, points, strict=True))
    ended = RoundEnded(state.round_no, places, tuple(title_for(p, n) for p in places), points, totals)
    events: list[Event] = [ended]
    if state.round_no >= rules.rounds:
        events.append(GameEnded(totals, shared_places(totals), state.seed))
    return events


def _leader_after(state: State, seat: int) -> int:
    """Who leads when ``seat`` won the trick: ``seat``, or the next player still in."""
    return seat if state.hands[seat] else next_seat(state, seat, in_trick=False)


def _check_turn(state: State, seat: int) -> None:
    if state.phase != PLAYING:
        raise RuleViolation("not_playing", "no trick is being played now")
    if not 0 <= seat < state.seats:
        raise RuleViolation("seat", f"seat must be 0..{state.seats - 1}")
    if seat != state.turn:
        raise RuleViolation("not_your_turn", f"it is seat {state.turn}'s turn")


def _check_cards(state: State, seat: int, cards: tuple[int, ...]) -> None:
    if len(set(cards)) != len(cards):
        raise RuleViolation("duplicate_cards", "a card is named twice")
    hand = state.hands[seat]
    missing = [c for c in cards if c not in hand]
    if missing:
        raise RuleViolation("not_in_hand", f"not in your hand: {', '.join(names(missing))}")


def _play(state: State, command: Play) -> list[Event]:
    seat, cards = command.seat, tuple(sorted(command.cards))
    _check_turn(state, seat)
    rules = state.rules
    assert rules is not None
    if not 1 <= len(cards) <= 4:
        raise RuleViolation("cards_count", "play one to four cards of one rank")
    _check_cards(state, seat, cards)
    rank = cards[0] & 15
    if any(c & 15 != rank for c in cards):
        raise RuleViolation("mixed_ranks", "the cards of a play are of one rank")
    strength = rules.strengths(state.revolution)
    equal = False
    if state.top:
        if len(cards) != len(state.top):
            raise RuleViolation("wrong_count", f"play {len(state.top)} cards, as the trick's lead did")
        mine, theirs = strength[rank], strength[state.top[0] & 15]
        equal = mine == theirs
        if mine < theirs or (equal and not rules.skip_on_equal):
            better = "an equal or higher" if rules.skip_on_equal else "a higher"
            raise RuleViolation("not_higher", f"play {better} rank than {', '.join(names(state.top))}")
    revolution = state.revolution
    if rules.revolution != "off" and len(cards) == 4 and rank != JOKER_RANK:
        revolution = not revolution
    played = Played(seat, cards, -1, revolution)
    after = evolve(state, played)
    if equal and after.turn not in (-1, seat):
        played = Played(seat, cards, after.turn, revolution)
        after = evolve(state, played)
    events: list[Event] = [played]
    if not after.hands[seat]:
        out = WentOut(seat, sum(1 for p in after.places if p) + 1)
        events.append(out)
        after = evolve(after, out)
    if len(after.active()) <= 1:
        return events + _round_over(after)
    others = [s for s in after.active() if s != seat and not (rules.pass_is_final and after.passed[s])]
    if not others or after.turn == seat:
        events.append(TrickWon(seat, _leader_after(after, seat)))
    return events


def _pass(state: State, command: Pass) -> list[Event]:
    _check_turn(state, command.seat)
    if not state.top:
        raise RuleViolation("lead_must_play", "the lead may not pass: play one to four cards of one rank")
    rules = state.rules
    assert rules is not None
    passed = Passed(command.seat)
    after = evolve(state, passed)
    last = state.last_player
    if after.turn in (last, -1):  # the turn is back with the last player (an equal rank skipped one)
        over = True
    elif rules.pass_is_final:
        over = not [s for s in after.active() if s != last and not after.passed[s]]
    else:
        over = after.passes >= len([s for s in after.active() if s != last])
    return [passed, TrickWon(last, _leader_after(after, last))] if over else [passed]


def _give_back(state: State, command: GiveBack) -> list[Event]:
    if state.phase != EXCHANGE:
        raise RuleViolation("not_exchange", "no cards are owed back now")
    seat = command.seat
    if not 0 <= seat < state.seats:
        raise RuleViolation("seat", f"seat must be 0..{state.seats - 1}")
    owed = next((o for o in state.owed if o[0] == seat), None)
    if owed is None:
        raise RuleViolation("not_owed", f"seat {seat} owes no cards back")
    cards = tuple(sorted(command.cards))
    if len(cards) != owed[2]:
        raise RuleViolation("wrong_count", f"give back exactly {owed[2]} card{'s' if owed[2] > 1 else ''}")
    _check_cards(state, seat, cards)
    return [CardsReturned(seat, owed[1], cards)]


def decide(state: State, command: object) -> list[Event]:
    """The events of ``command`` in ``state``; ``RuleViolation`` names the broken rule."""
    if isinstance(command, Play):
        return _play(state, command)
    if isinstance(command, Pass):
        return _pass(state, command)
    if isinstance(command, GiveBack):
        return _give_back(state, command)
    if isinstance(command, DealRound):
        if state.phase != BETWEEN or state.round_no < 1:
            raise RuleViolation("not_between_rounds", "a round can be dealt only after one has ended")
        return [_deal(state)]
    if isinstance(command, Start):
        return _start(state, command)
    raise RuleViolation("unknown_command", f"unknown command {type(command).__name__}")
