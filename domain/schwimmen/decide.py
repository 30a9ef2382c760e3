"""``decide(state, command)``: the events of a command, or a :class:`RuleViolation` naming the rule.

Every refusal has a stable rule name (the table in ``docs/schwimmen.md``).  A move that ends the
round brings its scoring in the same batch (a swap to 31 or Feuer, the last turn after a knock,
a row of passes with a short deck under ``deck_out = "score"``), and the round that leaves at
most one player in brings :class:`GameOver`, which reveals the seed.
"""

from __future__ import annotations

from domain.errors import RuleViolation
from domain.schwimmen.cards import CANONICAL_DECK, FEUER_HALVES, THIRTY_ONE, halves, is_feuer
from domain.schwimmen.commands import (
    DealRound,
    KeepHand,
    Knock,
    Pass,
    StartGame,
    Swap,
    SwapAll,
    TakeSpare,
)
from domain.schwimmen.deal import deal, round_deck
from domain.schwimmen.events import (
    DealerChose,
    Event,
    GameOver,
    GameStarted,
    Knocked,
    MiddleReplaced,
    Passed,
    RoundDealt,
    RoundScored,
    Swapped,
    SwappedAll,
)
from domain.schwimmen.evolve import evolve
from domain.schwimmen.state import BETWEEN, CHOOSING, NEW, OVER, PLAYING, State, in_seats, next_in
from domain.shuffle import SEED_BYTES, commitment

__all__ = ["MAX_PLAYERS", "MIN_PLAYERS", "decide", "final_places", "knock_refusal", "pass_refusal"]

MIN_PLAYERS, MAX_PLAYERS = 2, 9


def decide(state: State, command: object) -> list[Event]:
    """The events ``command`` yields in ``state``."""
    if isinstance(command, StartGame):
        return _start(state, command)
    if isinstance(command, DealRound):
        if state.phase != BETWEEN or state.round_no == 0:
            raise _phase_refusal(state, "deal a round")
        return _deal(state, None)
    if not isinstance(command, Swap | SwapAll | Pass | Knock | KeepHand | TakeSpare):
        raise RuleViolation("unknown_command", f"not a Schwimmen command: {type(command).__name__}")
    if state.phase not in (PLAYING, CHOOSING):
        raise _phase_refusal(state, "move")
    seat = command.seat
    if not 0 <= seat < state.seats:
        raise RuleViolation("seat", f"no seat {seat}: the game has seats 0 to {state.seats - 1}")
    if state.phase == CHOOSING:
        if not isinstance(command, KeepHand | TakeSpare):
            raise RuleViolation(
                "dealer_choosing", f"the dealer (seat {state.dealer}) first keeps his hand or takes the other"
            )
        if seat != state.dealer:
            raise RuleViolation("not_your_turn", f"the dealer (seat {state.dealer}) chooses first")
        return _choose(state, isinstance(command, TakeSpare))
    if isinstance(command, KeepHand | TakeSpare):
        raise RuleViolation("no_choice", "there is no second hand to choose now")
    if seat != state.turn:
        raise RuleViolation("not_your_turn", f"it is seat {state.turn}'s turn")
    if isinstance(command, Swap):
        if command.hand_card not in state.hands[seat]:
            raise RuleViolation("card_not_in_hand", f"seat {seat} does not hold that card")
        if command.middle_card not in state.middle:
            raise RuleViolation("card_not_in_middle", "that card is not in the middle")
        return _after_swap(state, Swapped(seat, command.hand_card, command.middle_card))
    if isinstance(command, SwapAll):
        return _after_swap(state, SwappedAll(seat, state.hands[seat], state.middle))
    if isinstance(command, Pass):
        refusal = pass_refusal(state, seat)
        if refusal is not None:
            raise refusal
        return _after_pass(state, Passed(seat))
    refusal = knock_refusal(state, seat)
    if refusal is not None:
        raise refusal
    return _after_move(state, Knocked(seat))


def pass_refusal(state: State, seat: int) -> RuleViolation | None:
    """Why ``seat`` (on turn) may not pass now, or ``None``."""
    if state.no_pass:
        return RuleViolation("pass_deck_out", "the deck ran short: nobody may pass any more this round")
    limit = state.rules.passes_per_round
    if limit is not None and state.passes[seat] >= limit:
        return RuleViolation("pass_limit", f"a player may pass {limit} time(s) a round")
    return None


def knock_refusal(state: State, seat: int) -> RuleViolation | None:
    """Why ``seat`` (on turn) may not knock now, or ``None``."""
    if state.knocker >= 0:
        return RuleViolation("already_knocked", f"seat {state.knocker} has knocked: one knock a round")
    if not state.rules.knock_first_turn and state.turns[seat] == 0:
        return RuleViolation("knock_first_turn", "nobody may knock on his first turn of a round")
    return None


def _phase_refusal(state: State, what: str) -> RuleViolation:
    if state.phase == NEW:
        return RuleViolation("not_started", f"cannot {what}: the game has not started")
    if state.phase == OVER:
        return RuleViolation("game_over", f"cannot {what}: the game is over")
    if state.phase == BETWEEN:
        return RuleViolation("between_rounds", f"cannot {what}: the round is over, the next is not dealt yet")
    return RuleViolation("round_running", f"cannot {what}: round {state.round_no} is being played")


def _start(state: State, command: StartGame) -> list[Event]:
    if state.phase != NEW:
        raise RuleViolation("already_started", "the game has already started")
    players = tuple(command.players)
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise RuleViolation("players", f"Schwimmen needs {MIN_PLAYERS} to {MAX_PLAYERS} players, not {len(players)}")
    if len(command.seed) != SEED_BYTES:
        raise RuleViolation("seed", f"a seed is {SEED_BYTES} bytes")
    if command.deck is not None and sorted(command.deck) != list(CANONICAL_DECK):
        raise RuleViolation("deck", "an explicit deck holds each of the 32 cards (7 to Ace) exactly once")
    started = GameStarted(players, command.rules, commitment(command.seed), command.seed.hex())
    return [started, *_deal(evolve(state, started), command.deck)]


def _deal(state: State, deck: tuple[int, ...] | None) -> list[Event]:
    """Deal the next round (an explicit ``deck`` or the seed's shuffle) and end it at once when a
    dealt hand is Feuer or 31."""
    round_no = state.round_no + 1
    dealer = 0 if state.dealer < 0 else next_in(state, state.dealer)
    explicit = deck is not None
    order = deck if deck is not None else round_deck(bytes.fromhex(state.seed), round_no)
    hands, after, _stock = deal(order, dealer, state.out_round)
    exchange = state.rules.dealer_exchange
    dealt = RoundDealt(round_no, dealer, order, explicit, hands, () if exchange else after, after if exchange else ())
    return [dealt, *_instant_end(evolve(state, dealt), in_seats(state), dealt=True)]


def _choose(state: State, take: bool) -> list[Event]:
    seat = state.dealer
    hand, middle = (state.spare, state.hands[seat]) if take else (state.hands[seat], state.spare)
    chose = DealerChose(seat, take, hand, middle)
    after = evolve(state, chose)
    return [chose, *(_instant_end(after, (seat,), dealt=True) if take else [])]


def _instant_end(state: State, seats: tuple[int, ...], *, dealt: bool) -> list[Event]:
    """The scoring when one of ``seats`` (in turn order from after the dealer) holds Feuer (where
    it counts) or 31; else nothing."""
    order = sorted(seats, key=lambda s: (s - state.dealer - 1) % state.seats)
    if state.rules.feuer:
        for seat in order:
            if is_feuer(state.hands[seat]):
                return _score(state, "feuer", seat, dealt)
    for seat in order:
        if halves(state.hands[seat]) == THIRTY_ONE:
            return _score(state, "thirty_one", seat, dealt)
    return []


def _after_swap(state: State, event: Swapped | SwappedAll) -> list[Event]:
    after = evolve(state, event)
    ended = _instant_end(after, (event.seat,), dealt=False)
    return [event, *ended] if ended else [event, *_knock_end(after)]


def _after_move(state: State, event: Knocked) -> list[Event]:
    return [event, *_knock_end(evolve(state, event))]


def _after_pass(state: State, event: Passed) -> list[Event]:
    after = evolve(state, event)
    if after.knocker >= 0:
        return [event, *_knock_end(after)]
    if after.row < len(in_seats(after)):
        return [event]
    if len(after.stock) >= 3:
        return [event, MiddleReplaced(after.middle, after.stock[:3])]
    if after.rules.deck_out == "score":
        return [event, *_score(after, "deck_out", -1, False)]
    return [event]  # deck_out "no_pass": evolve has closed passing


def _knock_end(state: State) -> list[Event]:
    """The scoring once the turn is back with the knocker."""
    if state.knocker >= 0 and state.turn == state.knocker:
        return _score(state, "knock", state.knocker, False)
    return []


def _rank_key(state: State, seat: int) -> int:
    hand = state.hands[seat]
    return FEUER_HALVES if state.rules.feuer and is_feuer(hand) else halves(hand)


def _score(state: State, reason: str, by: int, dealt: bool) -> list[Event]:
    """Score the round: the lowest hand (ties: each) loses a life, or under Feuer everyone else."""
    playing = in_seats(state)
    worth = tuple(halves(state.hands[s]) if s in playing else -1 for s in range(state.seats))
    keys = {s: _rank_key(state, s) for s in playing}
    if reason == "feuer":
        losers = tuple(s for s in playing if s != by)
    else:
        low = min(keys.values())
        losers = tuple(s for s in playing if keys[s] == low)
    lives = list(state.lives)
    out: list[int] = []
    for seat in losers:
        if lives[seat] > 0:
            lives[seat] -= 1
            if lives[seat] == 0 and not state.rules.swim:
                out.append(seat)
        else:
            out.append(seat)
    swimming = tuple(s for s in playing if lives[s] == 0 and s not in out)
    places = tuple(1 + sum(k > keys[s] for k in keys.values()) if s in keys else 0 for s in range(state.seats))
    scored = RoundScored(
        state.round_no,
        reason,
        by,
        dealt,
        tuple(state.hands),
        worth,
        losers,
        tuple(lives),
        swimming,
        tuple(out),
        places,
    )
    after = evolve(state, scored)
    if len(in_seats(after)) > 1:
        return [scored]
    places_final = final_places(after.out_round)
    winners = tuple(s for s, p in enumerate(places_final) if p == 1)
    return [scored, GameOver(after.round_no, places_final, winners, after.seed)]


def final_places(out_round: tuple[int, ...]) -> tuple[int, ...]:
    """Places by the round each seat went out in (0: still in, the best); later is better, the
    same round shares a place."""
    last = max(out_round) + 1
    keys = [r if r else last for r in out_round]
    return tuple(1 + sum(k > mine for k in keys) for mine in keys)
