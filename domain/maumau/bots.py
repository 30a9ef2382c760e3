"""Computer players: pure functions of a :class:`~domain.maumau.view.PlayerView` and a ``random.Random``.

A bot sees exactly what a human at that seat sees (the view, including ``legal``, the seat's legal
commands) and nothing more, so a bot can never cheat and the simulation, the API's robot seats and
the tests all drive the engine the same way.  Given the same view and the same rng state a bot
returns the same command: determinism lives in the rng the caller owns.

A bot returns one of the view's legal commands, or ``None`` when it wants to do nothing (declining
a challenge when it is not its turn, or when nothing is legal).

* :func:`random_bot` — uniformly random among the legal plays (with and without a due call, so it
  sometimes forgets "Mau"), else draws / passes; challenges with probability 1/2.
* :func:`heuristic_bot` — the tips for players of seed 004 §9.
* ``ismcts`` — a search over sampled hidden hands (:mod:`domain.maumau.ismcts`), named with
  parameters after colons (``ismcts:iters=400:forget=0.1``, :mod:`domain.maumau.bot_names`).

The registry of bots by name (``BOTS``, ``make_bot``) is :mod:`domain.maumau.bot_registry`, which
imports this module and the search (the search builds on the heuristic bot here).
* :func:`kalle_bot` — Kalle of seed 003's guided game: his script's cards first
  (:func:`make_scripted_bot`, :data:`domain.maumau.teaching.KALLE_SCRIPT`).

Bots need the ruleset's special cards; the view names its ruleset, which :func:`rules_for_name`
resolves (presets and ``"PRESET+toggle+..."`` house-rule names).  For any other custom ruleset
build a bot bound to it with :func:`make_heuristic_bot`.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import lru_cache

from domain.maumau.commands import Challenge, CloseChallengeWindow, PlayCards, SeatCommand
from domain.maumau.rules import PRESETS, RuleSet, RuleSetError, house_rules_ruleset
from domain.maumau.scoring import card_value
from domain.maumau.teaching import KALLE_SCRIPT
from domain.maumau.view import PlayerView

Bot = Callable[[PlayerView, random.Random], SeatCommand | None]
"""A computer player: ``bot(view, rng) -> command`` (one of ``view.legal``) or ``None``."""


# ---------------------------------------------------------------- ruleset lookup


@lru_cache(maxsize=256)
def rules_for_name(name: str) -> RuleSet | None:
    """The ruleset a view names: a preset (``"MM-001"``) or a preset with house-rule toggles
    (``"ZONE+jack_on_jack"``, as :func:`~domain.maumau.rules.with_house_rules` names them); ``None``
    for any other name (a custom ruleset the bot cannot know by name; why a house-rule name is
    none: :func:`~domain.maumau.rules.house_rules_ruleset`)."""
    if name.upper() in PRESETS:
        return PRESETS[name.upper()]
    if "+" not in name:
        return None
    try:
        return house_rules_ruleset(name)
    except RuleSetError:
        return None


# ---------------------------------------------------------------- random bot


def random_bot(view: PlayerView, rng: random.Random) -> SeatCommand | None:
    """A careless player: a uniformly random legal play (call/no-call and wish variants count
    separately, so it forgets calls now and then), else the draw or pass.  It challenges a
    legal challenge with probability 1/2 and, as the next player, closes an open "Mau-Mau"
    challenge window otherwise."""
    legal = view.legal
    if not legal:
        return None
    plays: list[SeatCommand] = []
    other: SeatCommand | None = None
    challenge: SeatCommand | None = None
    for command in legal:
        kind = type(command)
        if kind is PlayCards:
            plays.append(command)
        elif kind is Challenge:
            challenge = command
        else:
            other = command
    if challenge is not None and rng.random() < 0.5:
        return challenge
    if type(other) is CloseChallengeWindow:
        # The table waits for this seat to close the window, whoever's turn it is: after a last
        # card that hands the turn back (two seats, a skip, "again" or a reverse) the turn is the
        # forgetter's, and the next player is the one who closes (domain.maumau.state.window_closer).
        return other
    if view.turn != view.seat:
        return None  # not our turn: nothing to do but challenge (jump-in is not used by this bot)
    if plays:
        return plays[rng.randrange(len(plays))]
    return other


def uniform_bot(view: PlayerView, rng: random.Random) -> SeatCommand | None:
    """OpenSpiel's uniformly random player in our terms: a uniform choice among the distinct actions
    (each playable card once, the draw, the pass), then a uniform suit for a wish card.  The
    equal-rules comparison's player (``benchmarks.equal_rules``); here, so that it is compiled
    with the engine it drives.  Not offered by name (:data:`BOTS`)."""
    if view.turn != view.seat:
        return None
    legal = view.legal
    if not legal:
        return None
    # legal_commands lists the variants of one play (its wishes) next to each other, so the
    # distinct actions are runs of equal cards: no dictionary to build per call.
    starts: list[int] = []
    previous: object = None
    for i, command in enumerate(legal):
        key: object = command.cards if type(command) is PlayCards else command
        if key != previous:
            starts.append(i)
            previous = key
    k = rng.randrange(len(starts))
    start = starts[k]
    end = starts[k + 1] if k + 1 < len(starts) else len(legal)
    return legal[start] if end - start == 1 else legal[start + rng.randrange(end - start)]


# ---------------------------------------------------------------- heuristic bot

_W_WISH = -5.0  # keep wish cards for when nothing else fits
_W_STRANDED = -8.0  # the cards left would all be forbidden last cards
_W_ATTACK_NEAR = 6.0  # draw/skip at a next player holding few cards
_W_ATTACK_FAR = -0.5  # ... and keep them otherwise
_W_AGAIN = 1.0  # a free extra move
_W_SUIT = 0.3  # per card of the played suit still held: keeps the next plays easy
_W_VALUE = 0.05  # under penalty points, shed expensive cards first
_W_MULTI = 1.0  # per extra card shed in one multi-card play
_NEAR = 2  # "few cards"


def make_heuristic_bot(rules: RuleSet | None = None) -> Bot:
    """A heuristic bot following the tips of seed 004 §9, for ``rules`` (``None``: look the
    ruleset up by the view's name with :func:`rules_for_name`, and fall back to what the legal
    commands reveal — which cards carry a wish — when it is unknown).

    * challenge every legal challenge; always call "Mau" / "Mau-Mau";
    * play the drawn card when it may (the legal plays are then only that card);
    * keep wish cards (Jacks / 8s) for when nothing else fits;
    * hit a next player holding few cards with draw and skip cards;
    * wish the suit it holds most;
    * plan the last card: avoid plays that leave only forbidden last cards in hand;
    * under penalty points shed high-value cards first.
    """
    fixed = rules

    def heuristic(view: PlayerView, rng: random.Random) -> SeatCommand | None:
        legal = view.legal
        if not legal:
            return None
        plays: list[PlayCards] = []
        other: SeatCommand | None = None
        for command in legal:
            kind = type(command)
            if kind is Challenge:
                return command
            if kind is PlayCards:
                plays.append(command)  # type: ignore[arg-type]
            else:
                other = command
        if view.turn != view.seat or type(other) is CloseChallengeWindow:
            return other
        if not plays:
            return other
        r = fixed if fixed is not None else rules_for_name(view.ruleset)
        return _choose_play(view, r, plays, rng)

    heuristic.__name__ = "heuristic_bot"
    heuristic.__doc__ = make_heuristic_bot.__doc__
    return heuristic


def _choose_play(view: PlayerView, rules: RuleSet | None, plays: list[PlayCards], rng: random.Random) -> PlayCards:
    """The best of the legal ``plays`` by the seed 004 §9 heuristics (ties broken by ``rng``)."""
    hand = view.hand
    # One entry per distinct card group; remember whether it carries a wish and a call variant.
    groups: dict[tuple[int, ...], tuple[bool, str | None]] = {}
    for p in plays:
        wishes, call = groups.get(p.cards, (False, None))
        groups[p.cards] = (wishes or p.wish is not None, call or p.call)
    effects = rules.effect_by_rank if rules is not None else None
    forbidden = rules.forbidden_last if rules is not None else frozenset()
    penalty_points = rules is not None and rules.scoring == "penalty_points"
    seats = view.seats
    nxt = (view.seat + view.direction) % seats
    next_near = view.hand_sizes[nxt] <= _NEAR if nxt != view.seat else False
    best: list[tuple[int, ...]] = []
    best_score = float("-inf")
    for cards, (is_wish, _call) in groups.items():
        rest = list(hand)
        for c in cards:
            rest.remove(c)
        kind = ""
        if effects is not None:
            effect = effects[cards[0] & 15]
            kind = effect.kind if effect is not None else ""
        elif is_wish:
            kind = "wish"
        score = 0.0
        if kind == "wish":
            score += _W_WISH
        elif kind in ("draw", "skip"):
            score += _W_ATTACK_NEAR if next_near else _W_ATTACK_FAR
        elif kind == "again":
            score += _W_AGAIN
        if rest and forbidden and all(c & 15 in forbidden for c in rest):
            score += _W_STRANDED
        if kind == "wish":  # it will wish the suit held most
            counts = [0, 0, 0, 0]
            for c in rest:
                counts[c >> 4] += 1
            score += _W_SUIT * max(counts)
        else:
            suit = cards[-1] >> 4
            score += _W_SUIT * sum(1 for c in rest if c >> 4 == suit)
        if penalty_points and rules is not None:
            score += _W_VALUE * sum(card_value(rules, c) for c in cards)
        score += _W_MULTI * (len(cards) - 1)
        if score > best_score:
            best_score = score
            best = [cards]
        elif score == best_score:
            best.append(cards)
    chosen = best[0] if len(best) == 1 else best[rng.randrange(len(best))]
    is_wish, call = groups[chosen]
    wish = _wish_suit(hand, chosen, effects, rng) if is_wish else None
    for p in plays:
        if p.cards == chosen and p.wish == wish and p.call == call:
            return p
    return PlayCards(view.seat, chosen, wish, call)  # pragma: no cover - the variants are complete


def _wish_suit(
    hand: tuple[int, ...], played: tuple[int, ...], effects: tuple[object, ...] | None, rng: random.Random
) -> int:
    """The suit held most after ``played`` (wish cards not counted: they fit anyway); ties random."""
    rest = list(hand)
    for c in played:
        rest.remove(c)
    counts = [0, 0, 0, 0]
    wish_rank = played[0] & 15
    for c in rest:
        if effects is None:
            if c & 15 == wish_rank:
                continue
        else:
            effect = effects[c & 15]
            if effect is not None and getattr(effect, "kind", "") == "wish":
                continue
        counts[c >> 4] += 1
    top = max(counts)
    suits = [s for s in range(4) if counts[s] == top]
    return suits[0] if len(suits) == 1 else suits[rng.randrange(len(suits))]


heuristic_bot: Bot = make_heuristic_bot()
"""The heuristic bot for presets and house-rule names (see :func:`make_heuristic_bot`)."""


# ---------------------------------------------------------------- scripted bots


def make_scripted_bot(script: tuple[int, ...], fallback: Bot = heuristic_bot) -> Bot:
    """A bot that plays the first card of ``script`` it may play now (with the call where one is
    due, a wish card wishing its own suit); when it may play nothing it draws or passes, and
    otherwise it plays as ``fallback``.  It sees only its view, like every bot."""

    def scripted(view: PlayerView, rng: random.Random) -> SeatCommand | None:
        legal = view.legal
        if not legal:
            return None
        plays = [c for c in legal if type(c) is PlayCards and len(c.cards) == 1]
        for card in script:
            fitting = [c for c in plays if c.cards[0] == card and (c.wish is None or c.wish == card >> 4)]
            if fitting:
                return max(fitting, key=lambda c: c.call is not None)
        if not plays:
            return next((c for c in legal if type(c) is not Challenge), None)
        return fallback(view, rng)

    return scripted


kalle_bot: Bot = make_scripted_bot(KALLE_SCRIPT)
"""Kalle of seed 003's guided game (:mod:`domain.maumau.teaching`): his script's cards first."""


__all__ = [
    "Bot",
    "heuristic_bot",
    "kalle_bot",
    "make_heuristic_bot",
    "make_scripted_bot",
    "random_bot",
    "rules_for_name",
    "uniform_bot",
]
