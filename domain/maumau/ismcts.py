"""A strong computer player: a search over sampled hidden hands (``ismcts``), from the seat's view only.

The bot is a function of a :class:`~domain.maumau.view.PlayerView` and a ``random.Random`` like
every bot (:mod:`domain.maumau.bots`): it never sees a state.  For each decision it

1. **determinizes**: the cards it cannot see are the deck less its own hand and the discard pile
   (what the view shows); each iteration deals them at random to the opponents (as many as the
   view's ``hand_sizes`` say) and to the draw pile (``draw_pile_size``), and builds a private
   :class:`~domain.maumau.state.State` from the view's public fields.  The state is checked once:
   its legal commands for the seat must be exactly the view's (``legal``), else the bot plays like
   the heuristic bot (a view it cannot rebuild, e.g. a ruleset it does not know by name);
2. searches, in one of two modes (``mode``):

   * ``paired`` (the default, the stronger at small budgets): a flat Monte Carlo search at the
     root (PIMC) with common random numbers: every root move is played out on the *same*
     determinizations with the same rollout randomness, so the moves' differences are measured on
     identical hidden cards.  The rollouts play every seat by the heuristic bot's choice of play
     (seed 004 §9).  Variance control for a budget of about 200 rollouts: the heuristic bot's own
     choice gets a small bonus (``prior``: another move must beat it by that much); the budget is
     spent in rounds of successive halving (``halving``: the worse half of the moves drops out
     after each round); wish variants are searched only for suits the seat keeps (``wishes``);
     a seat that does not win a rollout still scores a little for the cards it got rid of
     (``shape``).  It plays the move with the best mean;
   * ``uct``: single-observer ISMCTS (Cowling, Powley and Whitehouse 2012): one tree of the
     seat's moves shared by all determinizations, each node's UCB1 score counting only the
     iterations in which the move was available ("availability"), opponents by the rollout
     policy; one new node per iteration, then the rollout; it plays the root move visited most.

   A rollout stops after ``rollout_moves`` moves; a round won scores 1 for the winner, a cut-off
   round scores each seat by its cards left (softmax of minus the hand sizes);
3. Inside the search every seat calls "Mau" and challenges a forgotten call; the bot itself
   forgets its due call with probability ``forget`` after the search (the no-call variant of the
   chosen play), so call and challenge rules can be studied.

Like the heuristic bot it challenges every legal challenge and closes a "Mau-Mau" window it must
close without searching.  With an iteration budget (``iters``) a decision depends only on the view
and the rng: the same view and rng state give the same command.  A time budget (``ms``) stops
after that many milliseconds instead (at least one iteration), and is then not reproducible.
This module is not in the mypyc build (``scripts/build_compiled.sh``): it runs interpreted and
calls the compiled engine (``decide``, ``legal_commands``, ``apply_in_place``) when it is built.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from domain.cards import build_deck
from domain.errors import RuleViolation
from domain.maumau.bots import _choose_play, heuristic_bot, make_heuristic_bot, rules_for_name
from domain.maumau.commands import Challenge, CloseChallengeWindow, PlayCards, SeatCommand
from domain.maumau.decide import decide
from domain.maumau.evolve import apply_in_place
from domain.maumau.legal import acting_seat, challengers, legal_commands
from domain.maumau.rules import RuleSet
from domain.maumau.state import PLAYING, State
from domain.maumau.view import PlayerView

__all__ = ["SearchConfig", "determinize", "make_ismcts_bot", "search"]


@dataclass(frozen=True, slots=True)
class SearchConfig:
    """The bot's parameters (the ``ismcts:key=value:...`` name parameters, see :mod:`domain.maumau.bots`).

    ``iters`` iterations per decision (or ``ms`` milliseconds, when given); ``forget`` the rate
    at which it forgets a due call; ``c`` the UCB1 exploration constant; ``rollout_moves`` the
    longest rollout before the round is scored by hand sizes."""

    iters: int = 200
    ms: float | None = None
    clock: Callable[[], float] | None = None
    """Seconds, for an ``ms`` budget (the caller's clock: the domain keeps none)."""
    forget: float = 0.0
    c: float = 0.7
    rollout_moves: int = 60
    mode: str = "paired"
    prior: float = 0.02
    """Added to the heuristic bot's choice's mean reward (paired mode): another move must beat it
    by this much to be played, which keeps the noise of a small budget from overruling it."""
    halving: bool = True
    """Spend the budget in rounds of successive halving (paired mode, iteration budget)."""
    wishes: str = "held"
    """``held``: search only the wishes of suits the seat keeps after the play (paired mode)."""
    shape: float = 0.5
    """A seat that does not win a finished rollout still scores ``shape / (1 + its cards left)``
    (paired mode): a dense signal of how close it came, which steadies the estimates."""


class _Node:
    """A move in the search tree: who made it, its visits, availability and reward sum."""

    __slots__ = ("avail", "children", "player", "reward", "visits")

    def __init__(self, player: int) -> None:
        self.player = player
        self.visits = 0
        self.avail = 0
        self.reward = 0.0
        self.children: dict[SeatCommand, _Node] = {}


# ---------------------------------------------------------------- determinization


@dataclass(slots=True)
class _Template:
    """A view rebuilt as a state, with the hidden cards to deal at random each iteration."""

    state: State
    unknown: list[int]
    others: list[int]


def _rebuild(view: PlayerView, rules: RuleSet, rng: random.Random) -> _Template | None:
    """The view as a state with the hidden cards still to deal, or ``None`` when the view cannot
    be rebuilt so that the seat's legal commands are exactly the view's."""
    n = view.seats
    deck = build_deck(rules.deck, rules.decks_for(n))
    unknown_count = Counter(deck)
    unknown_count.subtract(view.hand)
    unknown_count.subtract(view.discard)
    if any(v < 0 for v in unknown_count.values()):
        return None
    unknown = sorted(unknown_count.elements())
    others = [s for s in range(n) if s != view.seat]
    if len(unknown) != sum(view.hand_sizes[s] for s in others) + view.draw_pile_size:
        return None
    top = view.discard[-1] if view.discard else -1
    candidates: list[tuple[bool, int]] = [(True, 1)] if view.drawn >= 0 else [(False, 0), (True, 1)]
    for has_drawn, draws in candidates:
        state = State(
            ruleset=rules,
            seats=n,
            players=view.players,
            phase=PLAYING,
            round_no=view.round_no,
            first_seat=view.first_seat,
            hands=[[] for _ in range(n)],
            pile=[],
            discard=list(view.discard),
            turn=view.turn,
            direction=view.direction,
            pending_draw=view.pending_draw,
            pending_rank=(top & 15) if view.pending_draw and top >= 0 else 0,
            wish=view.wish,
            free_play=view.free_play,
            drawn=view.drawn,
            has_drawn=has_drawn,
            calls=list(view.calls),
            mau_open=view.mau_open,
            window_seat=view.window_seat,
            window_deadline=view.window_deadline,
            seed=rng.randbytes(32).hex(),
            commitment=view.commitment,
            totals=list(view.totals),
            wins=list(view.wins),
            version=view.version,
            draws=draws,
            banks=[0] * n,
            timeouts=[0] * n,
            forfeited=[False] * n,
            refused=[0] * n,
        )
        template = _Template(state, unknown, others)
        sample = determinize(template, view, rng)
        if tuple(legal_commands(sample, view.seat)) == view.legal:
            return template
    return None


def determinize(template: _Template, view: PlayerView, rng: random.Random) -> State:
    """One sample of the hidden information: the unknown cards shuffled and dealt to the
    opponents (their hand sizes) and the draw pile; the seat keeps its own hand."""
    state = template.state.copy()
    cards = template.unknown[:]
    rng.shuffle(cards)
    hands = state.hands
    hands[view.seat] = list(view.hand)
    pos = 0
    for seat in template.others:
        size = view.hand_sizes[seat]
        hands[seat] = cards[pos : pos + size]
        pos += size
    state.pile = cards[pos:]
    return state


# ---------------------------------------------------------------- moves inside the search


def _moves(state: State) -> list[SeatCommand]:
    """The moves the search considers now: a due challenge alone (every seat challenges a
    forgotten call), else the acting seat's legal commands, every play with its due call."""
    if state.window_seat >= 0 or state.mau_open >= 0:
        for other in challengers(state):
            for command in legal_commands(state, other):
                if type(command) is Challenge:
                    return [command]
    actor = acting_seat(state)
    legal = legal_commands(state, actor)
    rules = state.ruleset
    manual = rules is not None and rules.calls == "manual"
    out: list[SeatCommand] = []
    held = len(state.hands[actor])
    for command in legal:
        kind = type(command)
        if kind is Challenge:
            return [command]
        if kind is PlayCards and manual and command.call is None and held - len(command.cards) <= 1:  # type: ignore[union-attr]
            continue  # the variant forgetting the due call
        out.append(command)
    return out


def _apply(state: State, command: SeatCommand) -> bool:
    try:
        events = decide(state, command)
    except RuleViolation:  # pragma: no cover - legal commands are accepted
        return False
    for event in events:
        apply_in_place(state, event)
    return True


def _rollout_choice(state: State, moves: list[SeatCommand], rng: random.Random) -> SeatCommand:
    """The rollout policy: the heuristic bot's choice of play (:func:`domain.maumau.bots._choose_play`,
    seed 004 §9) among the plays, else the one other move (draw, pass, close)."""
    plays: list[PlayCards] = []
    other: SeatCommand | None = None
    for m in moves:
        if type(m) is PlayCards:
            plays.append(m)
        else:
            other = m
    if not plays:
        assert other is not None
        return other
    if len(plays) == 1:
        return plays[0]
    seat = plays[0].seat
    hands = state.hands
    # A real PlayerView (the compiled heuristic reads it by position) with only the fields the
    # choice of play reads filled in: built from a private state inside the search, never handed out.
    seen = PlayerView(
        seat,
        state.seats,
        (),
        "",
        PLAYING,
        0,
        0,
        seat,
        state.direction,
        tuple(sorted(hands[seat])),
        tuple(map(len, hands)),
        (),
        0,
        -1,
        0,
        False,
        -1,
        (),
        -1,
        -1,
        None,
        "",
        (),
        (),
        (),
        None,
        (),
        0,
    )
    return _choose_play(seen, state.ruleset, plays, rng)


def _rewards(state: State) -> list[float]:
    """1 for the round's winner; a round still running scores each seat by its cards left."""
    n = state.seats
    if state.phase != PLAYING:
        last = state.last_round
        out = [0.0] * n
        if last is not None:
            out[last.seat] = 1.0
        return out
    weights = [math.exp(-len(h)) for h in state.hands]
    total = sum(weights)
    return [w / total for w in weights]


def search(
    view: PlayerView, rules: RuleSet, config: SearchConfig, rng: random.Random
) -> tuple[SeatCommand | None, dict[SeatCommand, int]]:
    """The root move ISMCTS chooses for ``view`` (``None`` when the view cannot be rebuilt) and
    the visits of every root move."""
    template = _rebuild(view, rules, rng)
    if template is None:
        return None, {}
    me = view.seat
    root = _Node(me)
    deadline = None if config.ms is None or config.clock is None else config.clock() + config.ms / 1000
    iterations = 0
    c = config.c
    while True:
        if deadline is None:
            if iterations >= config.iters:
                break
        elif iterations and config.clock is not None and config.clock() >= deadline:
            break
        iterations += 1
        state = determinize(template, view, rng)
        node = root
        path: list[_Node] = []
        while state.phase == PLAYING:
            moves = _moves(state)
            if not moves:
                break
            if moves[0].seat != me:  # an opponent's move: its policy, no tree node
                if not _apply(state, _rollout_choice(state, moves, rng)):
                    break
                continue
            children = node.children
            untried = [m for m in moves if m not in children]
            if untried:
                move = untried[rng.randrange(len(untried))] if len(untried) > 1 else untried[0]
                child = children[move] = _Node(me)
                for m in moves:
                    known = children.get(m)
                    if known is not None:
                        known.avail += 1
                if not _apply(state, move):
                    break
                path.append(child)
                break
            best: SeatCommand | None = None
            best_score = -1.0
            for m in moves:
                ch = children[m]
                ch.avail += 1
                score = ch.reward / ch.visits + c * math.sqrt(math.log(ch.avail) / ch.visits)
                if score > best_score:
                    best_score = score
                    best = m
            assert best is not None
            node = children[best]
            if not _apply(state, best):
                break
            path.append(node)
        steps = 0
        while state.phase == PLAYING and steps < config.rollout_moves:
            moves = _moves(state)
            if not moves or not _apply(state, _rollout_choice(state, moves, rng)):
                break
            steps += 1
        rewards = _rewards(state)
        for n in path:
            n.visits += 1
            n.reward += rewards[n.player]
    visits = {m: ch.visits for m, ch in root.children.items()}
    if not visits:
        return None, {}
    best_move = max(visits, key=lambda m: visits[m])
    return best_move, visits


def _held_wishes(moves: list[SeatCommand], hand: tuple[int, ...], favourite: SeatCommand | None) -> list[SeatCommand]:
    """``moves`` without the wish variants that wish a suit the seat will not hold after the
    play (counting its cards that are not the played card's rank); a play keeps all its
    variants when it would hold no such suit, and ``favourite`` is always kept."""
    out: list[SeatCommand] = []
    held_by_play: dict[tuple[int, ...], set[int]] = {}
    for m in moves:
        if type(m) is not PlayCards or m.wish is None:
            out.append(m)
            continue
        cards: tuple[int, ...] = m.cards
        held = held_by_play.get(cards)
        if held is None:
            rest = list(hand)
            for c in cards:
                rest.remove(c)
            rank = cards[0] & 15
            held = held_by_play[cards] = {c >> 4 for c in rest if c & 15 != rank}
        if not held or m.wish in held or m == favourite:
            out.append(m)
    return out


def _play_out(base: State, move: SeatCommand, seed: int, me: int, config: SearchConfig) -> float:
    """``me``'s reward for ``move`` on a copy of ``base``, then rollouts seeded by ``seed``."""
    state = base.copy()
    local = random.Random(seed)  # noqa: S311 - search randomness, not secrets
    if not _apply(state, move):
        return 0.0
    steps = 0
    while state.phase == PLAYING and steps < config.rollout_moves:
        options = _moves(state)
        if not options or not _apply(state, _rollout_choice(state, options, local)):
            break
        steps += 1
    reward = _rewards(state)[me]
    shape = config.shape
    if shape and reward < 1.0 and state.phase != PLAYING:
        reward += shape / (1 + len(state.hands[me]))
    return reward


def paired_search(
    view: PlayerView,
    rules: RuleSet,
    config: SearchConfig,
    rng: random.Random,
    favourite: SeatCommand | None = None,
) -> tuple[SeatCommand | None, dict[SeatCommand, float]]:
    """The root move with the best mean reward when every root move is played out on the *same*
    determinizations with the same rollout randomness (common random numbers: the moves'
    differences are measured on identical hidden cards, which removes most of the noise);
    ``config.iters`` rollouts in all (at least one determinization).  ``favourite`` (the
    heuristic bot's choice) gets ``config.prior`` added to its mean.  With ``config.halving``
    (and an iteration budget) the budget is spent in rounds of successive halving: after each
    round the worse half of the moves still in the race drops out, so the close contenders get
    most of the samples (still on shared determinizations).  ``None`` when the view cannot be
    rebuilt.  Returns the mean reward of every root move too (over the samples it got)."""
    template = _rebuild(view, rules, rng)
    if template is None:
        return None, {}
    me = view.seat
    probe = determinize(template, view, rng)
    moves = _moves(probe)
    if config.wishes == "held":
        moves = _held_wishes(moves, view.hand, favourite)
    if not moves:
        return None, {}
    totals = dict.fromkeys(moves, 0.0)
    counts = dict.fromkeys(moves, 0)
    bonus = config.prior

    def score(m: SeatCommand) -> float:
        mean = totals[m] / counts[m] if counts[m] else 0.0
        return mean + bonus if m == favourite else mean

    def sample(alive: list[SeatCommand]) -> None:
        base = determinize(template, view, rng)
        seed = rng.getrandbits(64)
        for move in alive:
            totals[move] += _play_out(base, move, seed, me, config)
            counts[move] += 1

    deadline = None if config.ms is None or config.clock is None else config.clock() + config.ms / 1000
    alive = list(moves)
    if deadline is None and config.halving and len(alive) > 2:
        stages = math.ceil(math.log2(len(alive)))
        per_stage = config.iters / stages
        while True:
            for _ in range(max(1, int(per_stage // len(alive)))):
                sample(alive)
            if len(alive) <= 1:
                break
            alive.sort(key=score, reverse=True)  # stable: ties keep the engine's order
            alive = alive[: max(1, (len(alive) + 1) // 2)]
            if len(alive) == 1:
                break
    else:
        samples = 0
        while True:
            if deadline is None:
                if samples and samples * len(moves) >= config.iters:
                    break
            elif samples and config.clock is not None and config.clock() >= deadline:
                break
            samples += 1
            sample(alive)
    means = {m: totals[m] / counts[m] if counts[m] else 0.0 for m in moves}
    best = max(alive, key=score)
    return best, means


# ---------------------------------------------------------------- the bot


IsmctsBot = Callable[[PlayerView, random.Random], SeatCommand | None]
"""The bot's type (:data:`domain.maumau.bots.Bot`; spelt out here, which bots.py imports)."""


def make_ismcts_bot(rules: RuleSet | None = None, config: SearchConfig | None = None) -> IsmctsBot:
    """The ISMCTS bot for ``rules`` (``None``: the ruleset the view names, see
    :func:`~domain.maumau.bots.rules_for_name`) with ``config`` (default :class:`SearchConfig`)."""

    cfg = config if config is not None else SearchConfig()
    fixed = rules
    fallback = make_heuristic_bot(rules) if rules is not None else heuristic_bot

    def ismcts(view: PlayerView, rng: random.Random) -> SeatCommand | None:
        legal = view.legal
        if not legal:
            return None
        plays = 0
        other: SeatCommand | None = None
        for command in legal:
            kind = type(command)
            if kind is Challenge:
                return command
            if kind is PlayCards:
                plays += 1
            else:
                other = command
        if view.turn != view.seat or type(other) is CloseChallengeWindow:
            return other
        if plays == 0:
            return other
        r = fixed if fixed is not None else rules_for_name(view.ruleset)
        choice: SeatCommand | None = None
        if r is not None:
            due = _with_due_call(view, r)
            if len(due) == 1:
                choice = due[0]
            elif cfg.mode == "uct":
                choice, _ = search(view, r, cfg, rng)
            else:
                favourite = _choose_play(view, r, [c for c in due if isinstance(c, PlayCards)], rng)
                choice, _ = paired_search(view, r, cfg, rng, favourite)
        if choice is None:
            choice = fallback(view, rng)
            return choice
        if type(choice) is PlayCards and choice.call is not None and cfg.forget > 0 and rng.random() < cfg.forget:
            for command in legal:
                if (
                    type(command) is PlayCards
                    and command.cards == choice.cards
                    and command.wish == choice.wish
                    and command.call is None
                ):
                    return command
        return choice

    ismcts.__name__ = "ismcts_bot"
    ismcts.__doc__ = make_ismcts_bot.__doc__
    return ismcts


def _with_due_call(view: PlayerView, rules: RuleSet) -> list[SeatCommand]:
    """The view's legal commands without the variants that forget a due call."""
    manual = rules.calls == "manual"
    held = len(view.hand)
    return [
        c for c in view.legal if not (type(c) is PlayCards and manual and c.call is None and held - len(c.cards) <= 1)
    ]
