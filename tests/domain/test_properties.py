"""Property and fairness tests of the pure engine (hypothesis), over every preset and seat count.

Each example plays one or two rounds: hypothesis chooses the seeds and, for the first
``DRIVEN_MOVES`` moves, every move among the legal commands of all seats — and now and then a
random or corrupted command instead; then a seeded rng (its seed also drawn by hypothesis) finishes
the round the way :func:`~domain.maumau.bots.random_bot` plays.  After every event and every command the
invariants below are checked:

* cards are conserved: hands + draw pile + discard pile are exactly the deck (as a multiset);
* ``evolve`` never mutates its input, agrees with ``apply_in_place``, and ``fold`` of the whole
  stream (and of a suffix from a mid-round state) gives the same state;
* every event survives the codec: ``decode(*encode(e)) == e``, also through real JSON; every
  legal command survives ``command_to_dict`` / ``command_from_dict``;
* ``player_view`` shows a seat nothing of another hand or of the draw pile, nor the seed while
  the round runs — every field of the view is checked, and so is its JSON form;
* the seat to move always has a legal command, every legal command of every seat is accepted by
  ``decide`` (and its events apply), a command that is not listed is refused with
  ``RuleViolation`` leaving the state untouched — except the two exceptions documented in
  ``domain/maumau/legal.py``: a wrong challenge (``ChallengeRefused``) and, under
  ``illegal_play_penalty``, a wrong card (``PenaltyApplied``), checked event by event; every
  wish/call variant of a chosen play is accepted exactly when it is listed;
* error messages and refusal reasons name no hidden card and never the seed.

A quarter of the rounds are played by hoarders (draw and keep while hypothesis drives), which
empties the draw pile and the discard pile and reaches passes and blocked rounds.  Half the
examples send every command with a time (``at``): "Mau-Mau" windows get deadlines, the
table's clock tries to close them, late challenges are refused and end the round.  Besides the
presets, a few custom rulesets (every ZONE house rule with two decks and jump-in, a one-card
draw pile, no voluntary draw) reach what the presets rarely do.

Profiles (``tests/domain/conftest.py``): ``ci`` is derandomized and does not shrink (an example is
a whole round); hunt for new failures with ``HYPOTHESIS_PROFILE=thorough`` or ``dev``.

``test_random_rounds_end_without_the_valve`` plays 10,000 rounds of random bots through
:mod:`domain.maumau.simulation` and asserts none of them needs the safety valve.
"""

from __future__ import annotations

import dataclasses
import json
import random
import re
from collections import Counter
from collections.abc import Sequence
from itertools import chain
from typing import TypeVar

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.maumau import (
    MM_001,
    MM_004,
    PRESETS,
    ZONE,
    CallMissed,
    CardDrawn,
    Challenge,
    ChallengeRefused,
    ChallengeWindowClosed,
    CloseChallengeWindow,
    Draw,
    DrawPileReshuffled,
    EndMatch,
    Pass,
    PenaltyApplied,
    PlayCards,
    PlayerView,
    RoundWon,
    RuleSet,
    RuleViolation,
    SeatCommand,
    StartMatch,
    StartRound,
    State,
    TurnEnded,
    apply_in_place,
    build_deck,
    card_name,
    decide,
    derive,
    evolve,
    fold,
    initial_state,
    legal_commands,
    player_view,
    verify_commitment,
    with_house_rules,
)
from domain.maumau.bots import random_bot
from domain.maumau.codec import command_from_dict, command_to_dict, decode, encode, view_to_dict
from domain.maumau.events import Event
from domain.maumau.simulation import DEFAULT_MAX_MOVES, random_rounds
from tests.domain.driving import CASES

DRIVEN_MOVES = 120
"""Moves hypothesis chooses itself (its choice sequence has a size limit); the rest use an rng."""

ROUND_MOVE_LIMIT = 5_000
"""A round of the property test still running after this many moves fails the test."""

T = TypeVar("T")
WISHES = (None, 0, 1, 2, 3, 4, -1)
CALLS = (None, "mau", "maumau", "Mau", "")
CARD_TOKEN = re.compile(r"(?<![A-Za-z0-9])([CSHD](?:10|[2-9JQKA]))(?![A-Za-z0-9])")


# ---------------------------------------------------------------- choosers


class HypothesisChooser:
    """Choices drawn by hypothesis (shrinkable)."""

    def __init__(self, data: st.DataObject) -> None:
        self.data = data

    def int(self, lo: int, hi: int) -> int:
        return self.data.draw(st.integers(lo, hi))

    def seed(self) -> bytes:
        return self.data.draw(st.binary(min_size=32, max_size=32))

    def choice(self, options: Sequence[T]) -> T:
        return options[self.int(0, len(options) - 1)]


class RandomChooser(HypothesisChooser):
    """Choices from a seeded rng (for the long tail of a round)."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def int(self, lo: int, hi: int) -> int:
        return self.rng.randint(lo, hi)

    def seed(self) -> bytes:
        return self.rng.randbytes(32)


# ---------------------------------------------------------------- invariants


def snapshot(state: State) -> tuple[object, ...]:
    """Every field of a state, lists frozen to tuples: equal snapshots mean nothing was mutated."""

    def freeze(value: object) -> object:
        if isinstance(value, list):
            return tuple(freeze(v) for v in value)
        return value

    return tuple(freeze(getattr(state, f.name)) for f in dataclasses.fields(State))


def cards_of(state: State) -> Counter[int]:
    """Every card on the table: hands, draw pile and discard pile."""
    return Counter(chain(chain.from_iterable(state.hands), state.pile, state.discard))


def hidden_from(state: State, seat: int) -> set[str]:
    """Names of the cards ``seat`` must not see while the round runs (others' hands and the pile),
    minus cards it may see anyway (identical copies in its own hand or on the discard pile)."""
    secret = set(chain(chain.from_iterable(h for i, h in enumerate(state.hands) if i != seat), state.pile))
    public = set(state.hands[seat] if state.hands else ()) | set(state.discard)
    return {card_name(c) for c in secret - public}


def strings_in(value: object) -> list[str]:
    """Every string inside a JSON-ready value (keys excluded)."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in strings_in(v)]
    if isinstance(value, (list, tuple)):
        return [s for v in value for s in strings_in(v)]
    return []


def is_sub_multiset(small: tuple[int, ...], big: list[int] | tuple[int, ...]) -> bool:
    return not Counter(small) - Counter(big)


VIEW_FIELDS = {
    "seat",
    "seats",
    "players",
    "ruleset",
    "phase",
    "round_no",
    "first_seat",
    "turn",
    "direction",
    "hand",
    "hand_sizes",
    "discard",
    "draw_pile_size",
    "wish",
    "pending_draw",
    "free_play",
    "drawn",
    "calls",
    "mau_open",
    "window_seat",
    "window_deadline",
    "commitment",
    "totals",
    "wins",
    "winners",
    "last_round",
    "legal",
    "version",
}
"""The fields of PlayerView this leak check knows; a new field must be classified here first."""


def check_view(state: State, seat: int, rules: RuleSet) -> None:
    """``player_view(state, seat)`` shows ``seat`` exactly what it may know, field by field."""
    view = player_view(state, seat)
    names = set(PlayerView._fields)
    assert names == VIEW_FIELDS, (
        f"PlayerView fields changed ({sorted(names ^ VIEW_FIELDS)}): classify them in this leak check"
    )
    playing = state.phase == "playing"
    own = state.hands[seat] if state.hands else []
    # Public facts must be the facts, so no field can smuggle a hidden card in disguise.
    assert (view.seat, view.seats, view.players, view.ruleset) == (seat, state.seats, state.players, rules.name)
    assert (view.phase, view.round_no, view.first_seat) == (state.phase, state.round_no, state.first_seat)
    assert view.turn == (state.turn if playing else -1)
    assert view.direction == state.direction in (1, -1)
    assert view.hand == tuple(sorted(own))
    assert view.hand_sizes == tuple(len(h) for h in state.hands)
    assert view.discard == tuple(state.discard)
    assert view.top == (state.discard[-1] if state.discard else -1)
    assert view.draw_pile_size == len(state.pile)
    assert view.wish == (state.wish if playing else -1)
    assert -1 <= view.wish < 4
    assert view.pending_draw == (state.pending_draw if playing else 0)
    assert view.free_play == state.free_play
    assert view.drawn == -1 or (playing and seat == state.turn and view.drawn == state.drawn and view.drawn in own)
    assert view.calls == tuple(state.calls)
    assert set(view.calls) <= {"", "mau", "maumau"}
    assert (view.mau_open, view.window_seat, view.window_deadline) == (
        state.mau_open,
        state.window_seat,
        state.window_deadline,
    )
    assert view.commitment == state.commitment
    assert (view.totals, view.wins, view.winners) == (tuple(state.totals), tuple(state.wins), state.winners)
    assert view.version == state.version
    assert view.legal == tuple(legal_commands(state, seat))
    for command in view.legal:
        assert getattr(command, "seat", seat) == seat
        if isinstance(command, PlayCards):
            assert is_sub_multiset(command.cards, own), f"{command} plays cards seat {seat} does not hold"
    # The last round's result (all hands, the seed) only once that round is over.
    last = view.last_round
    if playing:
        assert last is None or last.round_no < state.round_no
        assert state.seed not in repr(view)
    elif state.round_no:
        assert isinstance(last, RoundWon)
        assert last.round_no == state.round_no
        assert last.seed == state.seed
        assert verify_commitment(bytes.fromhex(last.seed), state.commitment)
        assert last.hands == tuple(tuple(sorted(h)) for h in state.hands)
    # The wire form: no hidden card name, no seed anywhere in the JSON a client receives.
    data = view_to_dict(view)
    if playing:
        if last is not None:
            data.pop("last_round")  # an earlier round's revealed result: public
        text = json.dumps(data)
        assert state.seed not in text
        leaked = set(strings_in(data)) & hidden_from(state, seat)
        assert not leaked, f"seat {seat} sees hidden cards {sorted(leaked)}"


def check_message(state: State, seat: object, command: object, message: str) -> None:
    """An error or refusal text tells the sender no hidden card (its own command's cards aside)."""
    if state.phase != "playing" or not isinstance(seat, int) or not 0 <= seat < state.seats:
        return
    mentioned = set(CARD_TOKEN.findall(message))
    own = {
        card_name(c)
        for c in getattr(command, "cards", ())
        if isinstance(c, int) and 0 <= c < 64 and c & 15 in range(2, 15)
    }
    leaked = (mentioned - own) & hidden_from(state, seat)
    assert not leaked, f"message to seat {seat} names hidden cards {sorted(leaked)}: {message!r}"
    assert state.seed not in message


class Audit:
    """A match under observation: applies events one by one, checking every invariant on the way."""

    def __init__(self, rules: RuleSet, seats: int) -> None:
        self.rules = rules
        self.seats = seats
        self.deck = Counter(build_deck(rules.deck, rules.decks_for(seats)))
        self.state = initial_state()
        self.work = initial_state()  # the same events through apply_in_place
        self.events: list[Event] = []
        self.checkpoint: tuple[int, State] | None = None
        self.moves = 0

    # -- events

    def apply(self, events: list[Event]) -> None:
        for event in events:
            topic, payload = encode(event)
            assert decode(topic, payload) == event, f"codec round trip changed {event!r}"
            assert decode(topic, json.loads(json.dumps(payload))) == event, f"JSON round trip changed {event!r}"
            before = snapshot(self.state)
            new = evolve(self.state, event)
            assert snapshot(self.state) == before, f"evolve mutated its input on {event!r}"
            assert new is not self.state
            apply_in_place(self.work, event)
            assert self.work == new, f"apply_in_place and evolve disagree on {event!r}"
            self.state = new
            self.events.append(event)
            if new.round_no:
                assert cards_of(new) == self.deck, f"cards not conserved after {event!r}"

    def run(self, command: object) -> list[Event]:
        """Decide a command that must be accepted, check ``decide`` left the state alone, apply."""
        before = snapshot(self.state)
        events = decide(self.state, command)
        assert snapshot(self.state) == before, f"decide mutated the state on {command!r}"
        assert events, f"{command!r} was accepted without any event"
        self.apply(events)
        self.moves += 1
        return events

    def clock(self, now: int) -> None:
        """The table's clock tries to close an open "Mau-Mau" window at ``now``."""
        s = self.state
        command = CloseChallengeWindow(None, now)
        if s.window_deadline is None or now < s.window_deadline:
            before = snapshot(s)
            with pytest.raises(RuleViolation):
                decide(s, command)
            assert snapshot(s) == before
            return
        events = self.run(command)
        assert events[0] == ChallengeWindowClosed(s.window_seat, "maumau", "deadline passed", now)
        assert any(isinstance(e, RoundWon) for e in events)

    def run_timed(self, command: SeatCommand) -> None:
        """A legal command sent at a time: the same as untimed, except a challenge after the
        deadline, which is refused, closes the window and ends the round."""
        s = self.state
        late = (
            isinstance(command, Challenge)
            and command.target == s.window_seat
            and s.window_deadline is not None
            and command.at is not None
            and command.at > s.window_deadline
        )
        events = self.run(command)
        if late:
            assert isinstance(events[0], ChallengeRefused)
            assert events[1] == ChallengeWindowClosed(s.window_seat, "maumau", "deadline passed", command.at)
            assert any(isinstance(e, RoundWon) for e in events)
        else:
            assert not any(isinstance(e, ChallengeRefused) for e in events), events
        if (
            isinstance(command, PlayCards)
            and command.call is None
            and s.hands[command.seat]
            and len(s.hands[command.seat]) == len(command.cards)
            and self.rules.calls == "manual"
            and self.rules.final_call_challengeable
        ):
            assert command.at is not None
            assert events[-1] == CallMissed(command.seat, "maumau", command.at + self.rules.challenge_window_ms)

    # -- commands

    def legal_everywhere(self) -> tuple[list[list[SeatCommand]], list[SeatCommand]]:
        """Check views and legality in the current state; return (per-seat legal lists, union)."""
        s = self.state
        for seat in range(self.seats):
            check_view(s, seat, self.rules)
        per_seat = [legal_commands(s, seat) for seat in range(self.seats)]
        if s.phase != "playing":
            assert not any(per_seat)
            return per_seat, []
        assert per_seat[s.turn], f"seat {s.turn} is to move but has no legal command"
        for seat, commands in enumerate(per_seat):
            assert len(set(commands)) == len(commands), f"seat {seat} has duplicate legal commands"
            for command in commands:
                wire = json.loads(json.dumps(command_to_dict(command)))
                assert command_from_dict(wire, seat) == command, f"command codec changed {command!r}"
                try:
                    events = decide(s, command)
                except RuleViolation as exc:  # pragma: no cover - the failure message is the point
                    raise AssertionError(f"legal {command!r} refused: {exc.rule}: {exc}") from None
                after = fold(events, s)
                assert cards_of(after) == self.deck
                # A legal command is never one of the two "mistakes recorded as events".
                assert not any(isinstance(e, ChallengeRefused) for e in events), (command, events)
                if isinstance(command, PlayCards):
                    assert not any(isinstance(e, PenaltyApplied) for e in events), (command, events)
        return per_seat, [c for commands in per_seat for c in commands]

    def sweep_variants(self, play: PlayCards) -> None:
        """Every wish/call variant of a legal play is accepted exactly when it is listed (a
        refused variant is a ``RuleViolation``: the cards fit, so no wrong-card penalty applies)."""
        s = self.state
        listed = set(legal_commands(s, play.seat))
        for wish in (None, 0, 1, 2, 3):
            for call in (None, "mau", "maumau"):
                variant = PlayCards(play.seat, play.cards, wish, call)
                if variant in listed:
                    continue
                try:
                    events = decide(s, variant)
                except RuleViolation:
                    continue
                raise AssertionError(f"unlisted {variant!r} was accepted: {events!r}")

    def try_unlisted(self, command: object) -> list[Event]:
        """``command`` is a random one: listed → accepted; else refused unchanged, or one of the two
        documented exceptions (returned, so the caller can apply them like any accepted move)."""
        s = self.state
        seat = getattr(command, "seat", None)
        if (
            isinstance(command, (PlayCards, Draw, Pass, Challenge, CloseChallengeWindow))
            and type(seat) is int
            and 0 <= seat < s.seats
            and command in legal_commands(s, seat)
        ):
            decide(s, command)  # listed: must be accepted (legal_everywhere checked it already)
            return []
        before = snapshot(s)
        try:
            events = decide(s, command)
        except RuleViolation as exc:
            assert snapshot(s) == before, f"a refused {command!r} changed the state"
            assert exc.rule  # noqa: PT017 - a random command: pytest.raises cannot say which
            assert exc.message  # noqa: PT017
            check_message(s, seat, command, str(exc))
            return []
        except Exception as exc:  # pragma: no cover - the failure message is the point
            raise AssertionError(
                f"{command!r}: decide raised {type(exc).__name__}: {exc} instead of RuleViolation"
            ) from exc
        assert snapshot(s) == before
        if isinstance(command, Challenge):
            assert len(events) == 1, f"unlisted {command!r} gave {events!r}"
            refused = events[0]
            assert isinstance(refused, ChallengeRefused), events
            assert refused == ChallengeRefused(command.seat, command.target, refused.reason, None), events
            check_message(s, seat, command, refused.reason)
            return events
        if isinstance(command, PlayCards) and self.rules.illegal_play_penalty:
            self.check_wrong_card_penalty(command, events)
            return events
        raise AssertionError(f"{command!r} is not a legal command but decide accepted it: {events!r}")

    def check_wrong_card_penalty(self, command: PlayCards, events: list[Event]) -> None:
        """ZONE: exactly [mau window closed?] PenaltyApplied, the penalty draw, TurnEnded."""
        s = self.state
        seat = command.seat
        assert seat == s.turn
        assert is_sub_multiset(command.cards, s.hands[seat])
        assert not s.pending_draw
        assert not s.has_drawn
        rest = list(events)
        if s.mau_open >= 0:
            assert rest.pop(0) == ChallengeWindowClosed(s.mau_open, "mau", "next move", None)
        penalty = rest.pop(0)
        assert isinstance(penalty, PenaltyApplied), events
        assert penalty == PenaltyApplied(
            seat, self.rules.illegal_play_penalty, penalty.reason, None, command.cards[0], None
        ), events
        assert penalty.reason.startswith("wrong card: ")
        check_message(s, seat, command, penalty.reason)
        assert rest.pop() == TurnEnded(seat, (seat + s.direction) % s.seats)
        drawn = 0
        for event in rest:
            assert isinstance(event, (CardDrawn, DrawPileReshuffled)), events
            if isinstance(event, CardDrawn):
                assert event.seat == seat
                assert event.reason == "penalty"
                drawn += len(event.cards)
        available = len(s.pile) + max(len(s.discard) - 1, 0)
        assert drawn == min(self.rules.illegal_play_penalty, available)

    # -- the whole stream

    def check_replay(self) -> None:
        assert fold(self.events) == self.state
        assert fold([]) == initial_state()
        if self.checkpoint is not None:
            n, mid = self.checkpoint
            before = snapshot(mid)
            assert fold(self.events[n:], mid) == self.state
            assert snapshot(mid) == before, "fold mutated its start state"


def random_command(ch: HypothesisChooser, s: State, union: list[SeatCommand], rules: RuleSet) -> object:
    """A random, mostly illegal command: wrong seats, cards not held, wrong wishes and calls, a draw
    or pass out of place, stray challenges, set-up commands mid-round, malformed values."""
    n = s.seats
    deck = sorted(set(build_deck(rules.deck)))

    def any_seat() -> int:
        return ch.int(-1, n)

    kind = ch.int(0, 11)
    if kind == 0:  # cards from the whole deck (mostly not held)
        cards = tuple(ch.choice(deck) for _ in range(ch.int(1, 3)))
        return PlayCards(any_seat(), cards, ch.choice(WISHES), ch.choice(CALLS))
    if kind == 1:  # a card of the mover's own hand, any wish and call (often not fitting)
        hand = s.hands[s.turn] or deck
        return PlayCards(s.turn, (ch.choice(hand),), ch.choice(WISHES), ch.choice(CALLS))
    if kind in (10, 11):  # a well-formed play of an own card that may not fit (ZONE's wrong card)
        card = ch.choice(s.hands[s.turn] or deck)
        effect = rules.effect_by_rank[card & 15]
        wish = ch.int(0, 3) if effect is not None and effect.kind == "wish" else None
        return PlayCards(s.turn, (card,), wish)
    if kind == 2:  # a legal play, corrupted
        plays = [c for c in union if isinstance(c, PlayCards)]
        if plays:
            play = ch.choice(plays)
            how = ch.int(0, 3)
            if how == 0:
                return dataclasses.replace(play, seat=(play.seat + ch.int(1, n - 1)) % n)
            if how == 1:
                return dataclasses.replace(play, wish=ch.choice(WISHES))
            if how == 2:
                return dataclasses.replace(play, call=ch.choice(CALLS))
            return dataclasses.replace(play, cards=(*play.cards, ch.choice(s.hands[play.seat])))
        return Draw(any_seat())
    if kind == 3:
        return Draw(any_seat())
    if kind == 4:
        return Pass(any_seat())
    if kind == 5:
        return Challenge(any_seat(), any_seat())
    if kind == 6:
        return CloseChallengeWindow(ch.choice((None, any_seat())))
    if kind == 7:
        return ch.choice((StartRound(seed=bytes(32)), StartRound(), StartMatch(rules, n), EndMatch()))
    if kind == 8:  # the mover's draw or pass, sent by someone else
        other = (s.turn + ch.int(1, n - 1)) % n
        return ch.choice((Draw(other), Pass(other), PlayCards(other, tuple(s.hands[other][:1]) or (deck[0],))))
    # malformed values an API parser would never let through
    return ch.choice(
        (
            PlayCards(s.turn, ()),
            PlayCards(s.turn, (0,)),
            PlayCards(s.turn, (200,)),
            PlayCards(s.turn, (-1,)),
            PlayCards("0", (deck[0],)),  # type: ignore[arg-type]
            Draw(None),  # type: ignore[arg-type]
            Pass(n + 5),
            Challenge(0, "1"),  # type: ignore[arg-type]
        )
    )


def bot_like_choice(ch: HypothesisChooser, per_seat: list[list[SeatCommand]], s: State) -> SeatCommand:
    """How :func:`~domain.maumau.bots.random_bot` plays (plays preferred), so long rounds come to an end."""
    challenges = [c for commands in per_seat for c in commands if isinstance(c, Challenge)]
    if challenges and ch.int(0, 1):
        return ch.choice(challenges)
    mine = per_seat[s.turn]
    plays = [c for c in mine if isinstance(c, PlayCards)]
    others = [c for c in mine if not isinstance(c, (PlayCards, Challenge))]
    if plays and not any(isinstance(c, CloseChallengeWindow) for c in others):
        return ch.choice(plays)
    return ch.choice(others or mine)


def play_and_check(rules: RuleSet, seats: int, data: st.DataObject) -> Audit:
    """Play one or two rounds chosen by hypothesis, checking everything; returns the audit."""
    audit = Audit(rules, seats)
    hyp = HypothesisChooser(data)
    tail = RandomChooser(random.Random(hyp.int(0, 2**64 - 1)))
    rounds = hyp.int(1, 2)
    timed = hyp.int(0, 1) == 1  # commands carry the time: "Mau-Mau" windows get deadlines, the clock acts
    now = 1_700_000_000_000
    audit.run(StartMatch(rules, seats))
    audit.legal_everywhere()
    for _ in range(rounds):
        if audit.state.phase != "between_rounds":
            break
        seed = hyp.seed()
        if audit.state.seed == seed.hex():  # a new round never reuses a revealed seed (the service's job)
            seed = bytes([seed[0] ^ 1]) + seed[1:]
        audit.run(StartRound(seed=seed))
        hoard = hyp.int(0, 3) == 3  # a round of hoarders: draw and keep, until nothing is left to draw
        steps = 0
        while audit.state.phase == "playing":
            steps += 1
            assert steps < ROUND_MOVE_LIMIT, "round did not end"
            driven = steps <= DRIVEN_MOVES
            ch = hyp if driven else tail
            per_seat, union = audit.legal_everywhere()
            if audit.checkpoint is None and audit.moves >= 10:
                audit.checkpoint = (len(audit.events), audit.state)
            if ch.int(0, 5) == 5:  # now and then a random command (not 0: hypothesis shrinks towards 0)
                events = audit.try_unlisted(random_command(ch, audit.state, union, rules))
                if events:
                    audit.apply(events)
                continue
            hoarding = [c for c in per_seat[audit.state.turn] if isinstance(c, (Draw, Pass))] if hoard else []
            if driven:
                command = ch.choice(hoarding) if hoarding and ch.int(0, 9) else ch.choice(union)
            else:
                command = bot_like_choice(ch, per_seat, audit.state)
            if isinstance(command, PlayCards):
                audit.sweep_variants(command)
            if timed:
                now += ch.int(0, 4) * 3_000
                if audit.state.window_seat >= 0 and ch.int(0, 2) == 2:
                    audit.clock(now)
                    continue
                audit.run_timed(dataclasses.replace(command, at=now))
                continue
            audit.run(command)
        audit.legal_everywhere()  # between rounds (or finished): views reveal the round, nothing is legal
    audit.check_replay()
    return audit


@pytest.mark.parametrize(("preset", "seats"), CASES, ids=[f"{p}-{n}p" for p, n in CASES])
@settings(max_examples=max(2, settings().max_examples // 4))
@given(data=st.data())
def test_round_invariants(preset: str, seats: int, data: st.DataObject) -> None:
    play_and_check(PRESETS[preset], seats, data)


EXTRA_RULESETS: dict[str, RuleSet] = {
    # every ZONE house rule at once; from 6 seats two decks make jump-in possible
    "zone-house": with_house_rules(
        ZONE,
        "jump_in",
        "multi_same_rank",
        "nine_reverses",
        "ace_skips",
        "jack_on_jack",
        "no_seven_stacking",
        name="zone-house",
    ),
    # a one-card draw pile: empty piles, passes, zero-card penalties and blocked rounds
    "crowded": derive(MM_001, name="crowded", hand_size=10, players=(2, 3)),
    # no voluntary draw, no stacking, draw until playable, calls challengeable
    "strict": derive(MM_004, name="strict", voluntary_draw=False, stacking=False, draw_mode="until_playable"),
}
EXTRA_CASES = [("zone-house", 6), ("zone-house", 10), ("crowded", 3), ("crowded", 2), ("strict", 3)]


@pytest.mark.parametrize(("name", "seats"), EXTRA_CASES, ids=[f"{p}-{n}p" for p, n in EXTRA_CASES])
@settings(max_examples=max(2, settings().max_examples // 4))
@given(data=st.data())
def test_round_invariants_under_house_rules(name: str, seats: int, data: st.DataObject) -> None:
    """The same invariants under custom rulesets that reach what the presets rarely do: jump-in
    with two decks, several cards at once with reverses and skips, an exhausted draw pile."""
    play_and_check(EXTRA_RULESETS[name], seats, data)


# ---------------------------------------------------------------- 10,000 random rounds

TOTAL_RANDOM_ROUNDS = 10_000


def _rounds_for(index: int) -> int:
    """Spread TOTAL_RANDOM_ROUNDS over the cases (the first cases take the remainder)."""
    base, extra = divmod(TOTAL_RANDOM_ROUNDS, len(CASES))
    return base + (1 if index < extra else 0)


@pytest.mark.parametrize(
    ("preset", "seats", "rounds"),
    [(p, n, _rounds_for(i)) for i, (p, n) in enumerate(CASES)],
    ids=[f"{p}-{n}p" for p, n in CASES],
)
def test_random_rounds_end_without_the_valve(preset: str, seats: int, rounds: int) -> None:
    """10,000 rounds of random bots over every preset and seat count all end on their own
    (well below :data:`~domain.maumau.simulation.DEFAULT_MAX_MOVES`), with a winner and conserved cards."""
    rules = PRESETS[preset]
    results = random_rounds(rules, seats, rounds, seed=f"properties/{preset}/{seats}".encode(), record=False)
    assert len(results) == rounds
    valved = [r.stats for r in results if r.stats.valve]
    assert not valved, f"{len(valved)} rounds hit the safety valve, e.g. {valved[0]}"
    for r in results:
        assert r.stats.winner is not None
        assert 0 <= r.stats.winner < seats
        assert r.stats.reason in ("out", "blocked")
        assert r.stats.moves < DEFAULT_MAX_MOVES
        assert len(r.stats.points) == seats


def test_total_random_rounds_is_ten_thousand() -> None:
    assert sum(_rounds_for(i) for i in range(len(CASES))) == TOTAL_RANDOM_ROUNDS


def test_random_bot_only_sends_legal_commands() -> None:
    """The bots used above see only views and answer with one of the view's legal commands."""
    rng = random.Random(7)
    for preset, seats in CASES[:4]:
        audit = Audit(PRESETS[preset], seats)
        audit.run(StartMatch(PRESETS[preset], seats))
        audit.run(StartRound(seed=bytes(range(32))))
        while audit.state.phase == "playing":
            view = player_view(audit.state, audit.state.turn)
            command = random_bot(view, rng)
            assert command in view.legal
            audit.run(command)
        audit.check_replay()


# ---------------------------------------------------------------- regressions found by the properties


@pytest.mark.parametrize("card", [0, 1, 15, -1, 64, 200, True, "HQ", None], ids=repr)
def test_playing_a_value_that_is_no_card_is_a_rule_violation(card: object) -> None:
    """Found by ``random_command``: ``PlayCards`` with an int that is no card (or no int) made
    ``decide`` crash with KeyError/IndexError/TypeError while naming the card; it is a malformed
    command, refused with ``RuleViolation`` like any other, and the state stays as it was."""
    audit = Audit(PRESETS["MM-001"], 2)
    audit.run(StartMatch(PRESETS["MM-001"], 2))
    audit.run(StartRound(seed=bytes(32)))
    before = snapshot(audit.state)
    with pytest.raises(RuleViolation) as refused:
        decide(audit.state, PlayCards(audit.state.turn, (card,)))  # type: ignore[arg-type]
    assert refused.value.rule == "cards"
    assert snapshot(audit.state) == before
