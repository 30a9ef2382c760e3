"""``decide(state, command) -> events``: every rule of the game, pure.

No clock, no randomness, no I/O: the time, the seed or the deck arrive inside the command.  A
command that breaks a rule raises :class:`~domain.errors.RuleViolation` naming the rule and leaves
nothing behind; a player's real mistake that the ruleset penalises (a wrong card under ZONE, a
wrong challenge) becomes events instead.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Sequence
from typing import Any

from domain.cards import build_deck, card_name
from domain.errors import RuleViolation
from domain.maumau import events as ev
from domain.maumau.commands import (
    Challenge,
    CloseChallengeWindow,
    Draw,
    EndMatch,
    Forfeit,
    Pass,
    PlayCards,
    RevealDeals,
    StartMatch,
    StartRound,
    TimeOut,
)
from domain.maumau.evolve import fold
from domain.maumau.fit import can_draw, finish_problem, fit_problem, fits, playable_now, rank_word
from domain.maumau.legal import legal_commands
from domain.maumau.rules import RuleSet, RuleSetError, validate
from domain.maumau.scoring import hand_value, match_result, open_match_result, round_points, termination_text
from domain.maumau.state import BETWEEN_ROUNDS, FINISHED, NEW, PLAYING, State, window_closer
from domain.maumau.timeouts import (
    FORFEIT_REASONS,
    automatic_move,
    clock_events,
    clock_runs,
    in_contention,
    winners_in_contention,
)
from domain.outcome import Outcome, Termination
from domain.shuffle import SEED_BYTES, commitment, deal_order, explicit_deck_seed, reshuffle_order
from domain.turn_clock import check_turn_clock

Events = list[ev.Event]
"""What ``decide`` answers: the events a command causes, in order."""


def decide(state: State, command: object) -> Events:
    """The events ``command`` causes in ``state``; raises ``RuleViolation`` if it is not allowed.

    ``command`` is declared ``object`` on purpose: anything that is not one of
    :data:`~domain.maumau.commands.Command` is refused as ``unknown_command`` (a rule violation, not a
    crash), so every caller may hand it whatever arrived.
    """
    handler = _HANDLERS.get(type(command))
    if handler is None:
        raise RuleViolation("unknown_command", f"unknown command {type(command).__name__}")
    events = handler(state, command)
    if state.clock is not None:  # a match on a turn clock: its events follow the command's (domain.maumau.timeouts)
        events += clock_events(state, events, getattr(command, "at", None))
    return events


# ---------------------------------------------------------------- match and round set-up


def _start_match(s: State, c: StartMatch) -> Events:
    if s.phase != NEW:
        raise RuleViolation("match_started", "the match has already started")
    try:
        rules = validate(c.ruleset)
    except RuleSetError as exc:
        raise RuleViolation("ruleset", str(exc)) from None
    lo, hi = rules.players
    if not isinstance(c.seats, int) or not lo <= c.seats <= hi:
        raise RuleViolation("players", f"{rules.name} is played by {lo} to {hi} players, not {c.seats}")
    players = tuple(c.players)
    if players and (len(players) != c.seats or not all(isinstance(p, str) and p for p in players)):
        raise RuleViolation("players", f"name every one of the {c.seats} seats (non-empty handles), or none")
    player_ids = tuple(c.player_ids)
    if player_ids and (len(player_ids) != c.seats or not all(p is None or _is_uuid(p) for p in player_ids)):
        raise RuleViolation(
            "player_ids", f"give every one of the {c.seats} seats an account id (a UUID) or None, or give none"
        )
    if c.ruleset_id is not None and not (isinstance(c.ruleset_id, str) and _RULESET_ID.fullmatch(c.ruleset_id)):
        raise RuleViolation(
            "ruleset_id",
            f"a ruleset id is 1 to {RULESET_ID_MAX} letters, digits, '-', '_', '.' or '+' "
            "(a preset's name or a saved ruleset's id), or None",
        )
    if not isinstance(c.rated, bool):
        raise RuleViolation("rated", "rated is true or false")
    if not isinstance(c.sealed, bool):
        raise RuleViolation("sealed", "sealed is true or false")
    try:
        clock = check_turn_clock(c.clock)
    except ValueError as problem:
        raise RuleViolation("clock", str(problem)) from None
    return [ev.MatchStarted(rules, c.seats, players, player_ids, c.ruleset_id, c.rated, clock, c.sealed)]


RULESET_ID_MAX = 64
"""The longest ruleset id a match may name (a preset's name or a saved ruleset's UUID fit)."""


_RULESET_ID = re.compile(rf"[A-Za-z0-9][A-Za-z0-9._+-]{{0,{RULESET_ID_MAX - 1}}}")
"""A ruleset id: a preset's name (``MM-001``) or a saved ruleset's UUID; never ``:`` or ``*``, so
the read side's legacy and all-rulesets keys can never equal an id."""
_UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")


def _is_uuid(value: object) -> bool:
    """Whether ``value`` is a UUID in its one canonical spelling (lower-case, hyphenated), so one
    account never appears under two spellings in results."""
    return isinstance(value, str) and _UUID.fullmatch(value) is not None


def _start_round(s: State, c: StartRound) -> Events:
    if s.phase == NEW:
        raise RuleViolation("no_match", "start the match first")
    if s.phase == PLAYING:
        raise RuleViolation("round_running", f"round {s.round_no} is still being played")
    if s.phase == FINISHED:
        raise RuleViolation("match_finished", "the match is over")
    rules = _rules(s)
    canonical = build_deck(rules.deck, rules.decks_for(s.seats))
    if c.seed is not None and (not isinstance(c.seed, bytes) or len(c.seed) != SEED_BYTES):
        raise RuleViolation("seed", f"a seed is {SEED_BYTES} bytes (64 hex digits)")
    if c.deck is not None:
        if sorted(c.deck) != list(canonical):
            raise RuleViolation(
                "deck",
                f"an explicit deck must be a permutation of the {len(canonical)}-card deck "
                f"of {rules.name} for {s.seats} players",
            )
        deck = tuple(c.deck)
        seed = c.seed if c.seed is not None else explicit_deck_seed(deck)
    elif c.seed is not None:
        seed = c.seed
        deck = deal_order(canonical, seed)
    else:
        raise RuleViolation("seed", "a round starts from a seed or an explicit deck order")
    round_no = s.round_no + 1
    first = (round_no - 1) % s.seats
    n = s.seats
    size = rules.hand_size_for(n)
    hands: list[list[int]] = [[] for _ in range(n)]
    for i in range(n * size):
        hands[(first + i) % n].append(deck[i])
    rest = deck[n * size :]
    avoid = _start_avoid(rules)
    buried: list[int] = []
    pos = 0
    while pos < len(rest) - 1 and (rest[pos] & 15) in avoid:
        buried.append(rest[pos])
        pos += 1
    start = rest[pos]
    out: Events = [
        ev.RoundStarted(round_no, first, commitment(seed), seed.hex(), deck, c.deck is not None),
        ev.CardsDealt(tuple(tuple(h) for h in hands)),
    ]
    effect = rules.effect_by_rank[start & 15] if rules.start_card in ("applies", "dealer") else None
    if rules.start_card == "dealer" and effect is not None and effect.kind in ("reverse", "again"):
        out += _dealer_start(rules, n, first, start, tuple(buried), effect.kind)
    elif effect is None or effect.kind == "again":
        out.append(ev.StartCardTurned(start, tuple(buried)))
    elif effect.kind == "draw":
        out.append(ev.StartCardTurned(start, tuple(buried), "draw", effect.amount))
    elif effect.kind == "wish":
        out.append(ev.StartCardTurned(start, tuple(buried), "free"))
    elif effect.kind == "skip":
        nxt = (first + 1) % n
        out += [ev.StartCardTurned(start, tuple(buried), "skip"), ev.TurnSkipped(first), ev.TurnEnded(first, nxt)]
    else:  # reverse: the first player still starts, play then runs the other way
        out += [ev.StartCardTurned(start, tuple(buried), "reverse"), ev.DirectionReversed(-1)]
    return out


def _dealer_start(rules: RuleSet, n: int, first: int, start: int, buried: tuple[int, ...], kind: str) -> Events:
    """``start_card`` ``"dealer"``: a reverse or "again" start card acts as if the dealer (the seat
    before the first player) had played it — the seat after the dealer in the new direction, or
    the dealer himself, starts.  (A draw or skip start card hits the first player, as under
    ``"applies"``.)"""
    dealer = (first - 1) % n
    out: Events = [ev.StartCardTurned(start, buried, "reverse" if kind == "reverse" else "")]
    if kind == "reverse":
        out.append(ev.DirectionReversed(-1))
        nxt = dealer if n == 2 and rules.reverse_two_players == "again" else (dealer - 1) % n
    else:
        nxt = dealer
    if nxt != first:
        out.append(ev.TurnEnded(first, nxt))
    return out


def _start_avoid(rules: RuleSet) -> frozenset[int]:
    """Ranks that may not be the open start card (they are buried under the pile)."""
    if rules.start_card == "ordinary":
        return frozenset(r for r in range(16) if rules.effect_by_rank[r] is not None)
    if rules.start_card == "dealer":
        return frozenset(r for r in range(16) if (e := rules.effect_by_rank[r]) is not None and e.kind == "wish")
    if rules.start_card == "no_7_8_j":
        return frozenset((7, 8, 11))
    return frozenset()


def _end_match(s: State, c: EndMatch) -> Events:
    if s.phase != BETWEEN_ROUNDS:
        raise RuleViolation(
            "round_running" if s.phase == PLAYING else "no_match", "a match can be ended only between rounds"
        )
    rules = _rules(s)
    outcome = open_match_result(rules, s.totals, s.wins)
    if True in s.forfeited:
        outcome = winners_in_contention(outcome, rules, s.totals, s.wins, s.forfeited)
    return [_match_finished(rules, outcome, s.totals)]


def _match_finished(rules: RuleSet, outcome: Outcome, totals: Sequence[int]) -> ev.MatchFinished:
    """The event ending the match with ``outcome``: its termination, and the same said for people."""
    termination = outcome.termination
    return ev.MatchFinished(outcome.winners, tuple(totals), termination, termination_text(rules, termination))


# ---------------------------------------------------------------- moves


def _rules(s: State) -> RuleSet:
    assert s.ruleset is not None
    return s.ruleset


def _check_seat(s: State, seat: object, field: str = "seat") -> None:
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < s.seats:
        raise RuleViolation(field, f"{field} must be a seat number 0..{s.seats - 1}, not {seat!r}")


def _check_move(s: State, seat: int) -> None:
    """Common preconditions of play, draw and pass."""
    if s.phase != PLAYING or not s.discard:
        raise RuleViolation("no_round", "no round is being played")
    _check_seat(s, seat)
    if s.window_seat >= 0:
        raise RuleViolation(
            "challenge_window",
            f"seat {s.window_seat} played the last card without 'Mau-Mau': challenge it, "
            f"or the next player closes the window",
        )


def _closing_mau(s: State, at: int | None) -> Events:
    """A move closes the window to challenge a missed 'mau'."""
    return [ev.ChallengeWindowClosed(s.mau_open, "mau", "next move", at)] if s.mau_open >= 0 else []


def _advance(s: State, seat: int, kind: str, count: int) -> tuple[Events, int, int]:
    """Turn-passing events after ``seat`` played ``count`` cards of effect ``kind``:
    ``(events, next_seat, direction)``."""
    n = s.seats
    d = s.direction
    out: Events = []
    if kind == "skip":
        k = min(count, n - 1)
        for i in range(1, k + 1):
            out.append(ev.TurnSkipped((seat + d * i) % n))
        return out, (seat + d * (k + 1)) % n, d
    if kind == "again":
        return out, seat, d
    if kind == "reverse":
        if count % 2:
            d = -d
            out.append(ev.DirectionReversed(d))
        again = n == 2 and (s.ruleset is None or s.ruleset.reverse_two_players == "again")
        return out, (seat if again else (seat + d) % n), d
    return out, (seat + d) % n, d


def _draw_cards(
    s: State,
    seat: int,
    count: int,
    reason: str,
    discard: Sequence[int] | None = None,
    pile: Sequence[int] | None = None,
    reshuffles: int | None = None,
    keep: int = -1,
) -> tuple[Events, list[int]]:
    """Events drawing ``count`` cards for ``seat`` and the cards drawn: the one draw loop of the engine.

    Cards come off the top of the draw pile (``pile``, next card last; default the state's); when
    it runs out, the discard pile but its top card is reshuffled into a new one
    (``DrawPileReshuffled``) and drawing goes on, until ``count`` cards are drawn or nothing is left.
    Each stretch drawn from one pile is one ``CardDrawn``.  A voluntary draw gives ``keep``, the
    cards the player holds: drawing then stops at the first card he may play at once (it fits and
    may be played leaving ``keep`` cards), named as the last ``CardDrawn``'s ``playable``, and
    ``count`` is the most to draw.
    """
    pile = s.pile if pile is None else pile
    discard = s.discard if discard is None else discard
    k = s.reshuffles if reshuffles is None else reshuffles
    reshuffle = s.ruleset is None or s.ruleset.reshuffle
    out: Events = []
    got: list[int] = []
    while True:
        found = -1
        if keep < 0:
            take = pile[: -(count - len(got)) - 1 : -1]  # the top cards, next card first (no copy of the pile)
        else:
            rules = s.ruleset
            assert rules is not None
            take = []
            top = len(pile)
            stop = max(0, top - (count - len(got)))  # draw down to this index of the pile at the most
            while top > stop:
                top -= 1
                card = pile[top]
                take.append(card)
                if playable_now(s, rules, card, keep):
                    found = card
                    break
        if take:
            out.append(ev.CardDrawn(seat, tuple(take), reason, found))
            got += take
        if found >= 0 or len(got) >= count or len(discard) <= 1 or not reshuffle:
            return out, got
        k += 1
        order = reshuffle_order(discard[:-1], bytes.fromhex(s.seed), k)
        out.append(ev.DrawPileReshuffled(k, order))
        pile = order[::-1]
        discard = discard[-1:]


def _play(s: State, c: PlayCards) -> Events:
    seat = c.seat
    if s.phase != PLAYING or not s.discard or type(seat) is not int or not 0 <= seat < s.seats or s.window_seat >= 0:
        _check_move(s, seat)  # raises the refusal, in its order of checks
    rules = s.ruleset
    assert rules is not None
    cards = c.cards if type(c.cards) is tuple else tuple(c.cards) if isinstance(c.cards, (tuple, list)) else ()
    if not cards:
        raise RuleViolation("cards", "play at least one card")
    hand = s.hands[seat]
    for card in cards:
        if type(card) is not int or not 0 <= card < 64 or not 2 <= card & 15 <= 14:
            raise RuleViolation("cards", f"{card!r} is not a card")
        if card not in hand or (len(cards) > 1 and cards.count(card) > hand.count(card)):
            raise RuleViolation("not_in_hand", f"{card_name(card)} is not in your hand")
    jump = False
    if seat != s.turn:
        if rules.jump_in and len(cards) == 1 and cards[0] == s.discard[-1]:
            jump = True
        else:
            raise RuleViolation("not_your_turn", f"it is seat {s.turn}'s turn")
    if len(cards) > 1:
        if not rules.multi_same_rank:
            raise RuleViolation("multi_same_rank", f"{rules.name} plays one card at a time")
        if len({card & 15 for card in cards}) != 1:
            raise RuleViolation("multi_same_rank", "several cards played together must share one rank")
    if not jump and s.has_drawn and (len(cards) != 1 or cards[0] != s.drawn) and rules.draw_mode != "repeat":
        raise RuleViolation(
            "drawn_card_only",
            "after drawing you may play only the drawn card"
            + (f" {card_name(s.drawn)}" if s.drawn >= 0 else "")
            + ", or pass",
        )
    left = len(hand) - len(cards)
    call = c.call
    if call is not None:
        if rules.calls != "manual":
            raise RuleViolation(
                "calls",
                f"{rules.name} has no calls"
                if rules.calls == "none"
                else f"{rules.name} calls 'Mau' automatically: send the play without a call",
            )
        if call == "mau" and left != 1:
            raise RuleViolation("calls", "'Mau' is called with the second-to-last card")
        if call == "maumau" and left != 0:
            raise RuleViolation("calls", "'Mau-Mau' is called with the last card")
        if call not in ("mau", "maumau"):
            raise RuleViolation("calls", f"unknown call {call!r} (use 'mau' or 'maumau')")
    first = cards[0]
    effect = rules.effect_by_rank[first & 15]
    kind = effect.kind if effect is not None else ""
    if kind == "wish":
        if not isinstance(c.wish, int) or isinstance(c.wish, bool) or not 0 <= c.wish < 4:
            raise RuleViolation("wish", f"name a suit (C, S, H or D) with the {rank_word(first & 15)}")
    elif c.wish is not None:
        raise RuleViolation("wish", f"only a wish card names a suit; {card_name(first)} does not")
    problem = None if fits(s, rules, first, jump=jump) else fit_problem(s, rules, first, jump=jump)
    if problem is None and left == 0:
        problem = finish_problem(rules, cards[-1])
    if problem is not None:
        if rules.illegal_play_penalty and not jump and not s.pending_draw and not s.has_drawn:
            return _penalise_wrong_card(s, rules, seat, first, problem, c.at)
        raise problem
    out = _closing_mau(s, c.at) if s.mau_open >= 0 else []
    draw = effect.amount * len(cards) if kind == "draw" and effect is not None else 0
    if draw and not s.pile and not rules.reshuffle:
        draw = 0  # nothing left to draw and no reshuffle: the draw card makes nobody draw
    out.append(ev.CardPlayed(seat, cards, kind, draw, jump))
    manual = rules.calls == "manual"
    if left <= 1 and rules.calls == "auto":
        out.append(ev.MauCalled(seat, "mau" if left == 1 else "maumau", True))
    elif call is not None:
        out.append(ev.MauCalled(seat, call))
    if kind == "wish":
        out.append(ev.SuitWished(seat, c.wish))  # type: ignore[arg-type]
    missed = manual and call is None
    if left == 0:
        discard = [*s.discard, *cards]
        pending = s.pending_draw + draw
        hands = [list(h) for h in s.hands]
        for card in cards:
            hands[seat].remove(card)
        if missed and rules.final_call_challengeable:
            turn, nxt, _ = _advance(s, seat, kind, len(cards))
            deadline = None if c.at is None else c.at + rules.challenge_window_ms
            return out + turn + [ev.TurnEnded(seat, nxt), ev.CallMissed(seat, "maumau", deadline)]
        if missed:
            out += [
                ev.CallMissed(seat, "maumau"),
                ev.ChallengeWindowClosed(
                    seat, "maumau", f"{rules.name}: a missed 'Mau-Mau' is not challengeable", c.at
                ),
            ]
        return out + _round_end(s, rules, seat, hands, discard, s.pile, s.reshuffles, pending, s.direction)
    if kind:
        turn, nxt, _ = _advance(s, seat, kind, len(cards))
        out += turn
    else:  # an ordinary card: the next seat in the direction of play (what _advance says for it)
        nxt = (seat + s.direction) % s.seats
    out.append(ev.TurnEnded(seat, nxt))
    if missed and left == 1:
        out.append(ev.CallMissed(seat, "mau"))
    return out


def _penalise_wrong_card(
    s: State, rules: RuleSet, seat: int, card: int, problem: RuleViolation, at: int | None
) -> Events:
    """ZONE: a wrong card is taken back, the player draws ``illegal_play_penalty`` and the turn ends."""
    out = _closing_mau(s, at)
    out.append(ev.PenaltyApplied(seat, rules.illegal_play_penalty, f"wrong card: {problem.message}", None, card, at))
    drawn, _ = _draw_cards(s, seat, rules.illegal_play_penalty, "penalty")
    out += drawn
    out.append(ev.TurnEnded(seat, (seat + s.direction) % s.seats))
    return out


def _round_end(
    s: State,
    rules: RuleSet,
    winner: int,
    hands: list[list[int]],
    discard: Sequence[int],
    pile: Sequence[int],
    reshuffles: int,
    pending: int,
    direction: int,
    termination: Termination = Termination.OUT,
) -> Events:
    """Events ending the round won by ``winner`` (``termination``: out or blocked): a draw effect
    still hits the next player under penalty points, then the result and, maybe, the end of the match."""
    out: Events = []
    if pending and rules.scoring == "penalty_points" and termination is Termination.OUT:
        victim = (winner + direction) % s.seats
        drawn, got = _draw_cards(s, victim, pending, "draw_effect", discard, pile, reshuffles)
        out += drawn
        hands[victim] += got
    points = round_points(rules, winner, hands)
    out.append(_round_won(s, winner, termination, points, hands))
    totals = [t + p for t, p in zip(s.totals, points, strict=False)]
    wins = s.wins[:]
    wins[winner] += 1
    outcome = match_result(rules, s.round_no, winner, totals, wins)
    if outcome is not None:
        if True in s.forfeited:
            outcome = winners_in_contention(outcome, rules, totals, wins, s.forfeited)
        out.append(_match_finished(rules, outcome, totals))
    return out


def _round_won(
    s: State, winner: int, termination: Termination, points: tuple[int, ...], hands: Sequence[Sequence[int]]
) -> ev.RoundWon:
    """The round's result: with the hands left and the seed, except in a sealed match (there they
    wait in the state for :class:`~domain.maumau.events.DealsRevealed`; points and winner are public)."""
    if s.sealed:
        return ev.RoundWon(s.round_no, winner, termination, points, (), "")
    return ev.RoundWon(s.round_no, winner, termination, points, tuple(tuple(sorted(h)) for h in hands), s.seed)


def _reveal_deals(s: State, c: RevealDeals) -> Events:
    """Reveal every ended round of a sealed match still secret, in any phase (also after the match
    finished); nothing left to reveal, or an unsealed match: no events (so it is idempotent)."""
    return [ev.DealsRevealed(s.unrevealed)] if s.sealed and s.unrevealed else []


def _has_play(s: State, rules: RuleSet, seat: int) -> bool:
    hand = s.hands[seat]
    left = len(hand) - 1
    return any(playable_now(s, rules, card, left) for card in set(hand))


def _draw(s: State, c: Draw) -> Events:
    _check_move(s, c.seat)
    rules = _rules(s)
    seat = c.seat
    if seat != s.turn:
        raise RuleViolation("not_your_turn", f"it is seat {s.turn}'s turn")
    out = _closing_mau(s, c.at)
    if s.pending_draw:
        drawn, _ = _draw_cards(s, seat, s.pending_draw, "draw_effect")
        if not drawn:  # nothing at all to draw: the penalty is taken all the same (zero cards)
            drawn = [ev.CardDrawn(seat, (), "draw_effect")]
        return out + drawn + [ev.TurnEnded(seat, (seat + s.direction) % s.seats)]
    repeat = rules.draw_mode == "repeat"
    if s.has_drawn and not repeat:
        raise RuleViolation("already_drawn", "you have drawn this turn: play the drawn card or pass")
    if not can_draw(s):
        raise RuleViolation("nothing_to_draw", "there is nothing to draw: pass")
    if repeat and s.draws >= rules.draw_limit:
        raise RuleViolation(
            "draw_limit", f"{rules.name} draws at most {rules.draw_limit} cards a turn: play a card that fits, or pass"
        )
    if not rules.voluntary_draw and _has_play(s, rules, seat):
        raise RuleViolation("voluntary_draw", f"{rules.name} does not allow drawing while a card fits")
    most = len(s.pile) + len(s.discard) if rules.draw_mode == "until_playable" else 1
    drawn, _ = _draw_cards(s, seat, most, "choice", None, None, None, len(s.hands[seat]))
    out += drawn
    if repeat or (drawn and type(last := drawn[-1]) is ev.CardDrawn and last.playable >= 0):
        return out  # a playable card (under "repeat": any card that fits) may be played now; or pass
    return [*out, ev.TurnEnded(seat, (seat + s.direction) % s.seats)]


def _pass(s: State, c: Pass) -> Events:
    _check_move(s, c.seat)
    rules = _rules(s)
    seat = c.seat
    if seat != s.turn:
        raise RuleViolation("not_your_turn", f"it is seat {s.turn}'s turn")
    nxt = (seat + s.direction) % s.seats
    if s.has_drawn and rules.draw_mode == "repeat" and can_draw(s) and s.draws < rules.draw_limit:
        raise RuleViolation(
            "must_draw", f"draw again (up to {rules.draw_limit} cards a turn) or play a card that fits; then pass"
        )
    if s.has_drawn and (rules.draw_mode != "repeat" or can_draw(s)):
        return [*_closing_mau(s, c.at), ev.Passed(seat, "kept_drawn_card"), ev.TurnEnded(seat, nxt)]
    if s.pending_draw:
        raise RuleViolation("pending_draw", f"a draw penalty of {s.pending_draw} is pending: draw it")
    if can_draw(s):
        raise RuleViolation("must_draw", "pass only after drawing, or when there is nothing to draw")
    if not rules.voluntary_draw and _has_play(s, rules, seat):
        raise RuleViolation("voluntary_draw", f"{rules.name}: a card fits, play it")
    out = [*_closing_mau(s, c.at), ev.Passed(seat, "nothing_to_draw")]
    if s.blocked + 1 >= s.seats + rules.extra_blocking_passes:
        # Nobody can draw and everyone passed in turn: the round is blocked; fewest cards win it.
        hands = [list(h) for h in s.hands]
        winner = min(
            range(s.seats), key=lambda i: (len(hands[i]), hand_value(rules, hands[i]), (i - s.first_seat) % s.seats)
        )
        return out + _round_end(
            s, rules, winner, hands, s.discard, s.pile, s.reshuffles, 0, s.direction, Termination.BLOCKED
        )
    return [*out, ev.TurnEnded(seat, nxt)]


# ---------------------------------------------------------------- calls and challenges


def _challenge(s: State, c: Challenge) -> Events:
    if s.phase == NEW:
        raise RuleViolation("no_match", "the match has not started")
    _check_seat(s, c.seat)
    _check_seat(s, c.target, "target")
    if c.seat == c.target:
        raise RuleViolation("challenge_self", "a player cannot challenge himself")
    rules = _rules(s)
    by, target, at = c.seat, c.target, c.at
    if s.phase == PLAYING and target == s.window_seat:
        if at is not None and s.window_deadline is not None and at > s.window_deadline:
            out: Events = [
                ev.ChallengeRefused(by, target, f"too late: the window closed at {s.window_deadline}", at),
                ev.ChallengeWindowClosed(target, "maumau", "deadline passed", at),
            ]
            return out + _round_end(
                s,
                rules,
                target,
                [list(h) for h in s.hands],
                s.discard,
                s.pile,
                s.reshuffles,
                s.pending_draw,
                s.direction,
            )
        return _accept_challenge(s, rules, by, target, "maumau", at)
    if s.phase == PLAYING and target == s.mau_open:
        return _accept_challenge(s, rules, by, target, "mau", at)
    held = len(s.hands[target]) if s.hands else 0
    if rules.calls != "manual":
        reason = f"{rules.name} has no manual calls (calls: {rules.calls})"
    elif s.phase != PLAYING:
        reason = "no round is being played"
    elif target == s.challenged:
        # a late challenge: another seat was first (not "holds 3 cards", which is true but not why)
        reason = f"already challenged: seat {target}'s forgotten call has been punished (a call is punished once)"
    elif held > 1:
        reason = f"seat {target} holds {held} cards: no call is due"
    elif s.calls[target]:
        reason = f"seat {target} called '{'Mau-Mau' if s.calls[target] == 'maumau' else 'Mau'}'"
    else:
        reason = "too late: the next move has been made"
    limit = rules.max_refused_challenges
    if limit is not None and s.refused and s.refused[by] >= limit:
        raise RuleViolation(
            "refused_challenges",
            f"{reason}; seat {by} has had {s.refused[by]} challenges refused this round, the most "
            f"{rules.name} records (max_refused_challenges {limit}): this one is refused and not recorded",
        )
    return [ev.ChallengeRefused(by, target, reason, at)]


def _accept_challenge(s: State, rules: RuleSet, by: int, target: int, call: str, at: int | None) -> Events:
    """A correct challenge: the forgetter draws ``call_penalty`` cards; the window closes."""
    word = "Mau-Mau" if call == "maumau" else "Mau"
    out: Events = [ev.PenaltyApplied(target, rules.call_penalty, f"forgot to call '{word}'", by, None, at)]
    drawn, _ = _draw_cards(s, target, rules.call_penalty, "penalty")
    return out + drawn + [ev.ChallengeWindowClosed(target, call, ev.CHALLENGED, at)]


def _close_window(s: State, c: CloseChallengeWindow) -> Events:
    if s.phase != PLAYING or s.window_seat < 0:
        raise RuleViolation("no_window", "no challenge window is open")
    if c.seat is None:
        if c.at is None or s.window_deadline is None or c.at < s.window_deadline:
            raise RuleViolation("deadline", "the challenge window is still open: its deadline has not passed")
        reason = "deadline passed"
    else:
        _check_seat(s, c.seat)
        closer = window_closer(s)
        if c.seat != closer:
            raise RuleViolation("not_your_turn", f"only the next player (seat {closer}) may close the window")
        reason = "next player moved on"
    rules = _rules(s)
    target = s.window_seat
    ending = _round_end(
        s, rules, target, [list(h) for h in s.hands], s.discard, s.pile, s.reshuffles, s.pending_draw, s.direction
    )
    return [ev.ChallengeWindowClosed(target, "maumau", reason, c.at), *ending]


# ---------------------------------------------------------------- the turn clock: timeouts and forfeits


def _time_out(s: State, c: TimeOut) -> Events:
    """The clock called ``c.seat``'s time: recorded, maybe the forfeit, then the automatic move."""
    clock = s.clock
    if clock is None:
        raise RuleViolation("no_clock", "this match is played without a turn clock")
    if s.phase != PLAYING or not s.discard:
        raise RuleViolation("no_round", "no round is being played")
    _check_seat(s, c.seat)
    seat, at = c.seat, c.at
    if not isinstance(c.deadline, int) or not isinstance(at, int) or isinstance(at, bool):
        raise RuleViolation("deadline", "a timeout names the clock's deadline and the time, in ms")
    if not clock_runs(s, seat, c.deadline):
        raise RuleViolation(
            "stale_timeout",
            f"seat {seat}'s clock due at {c.deadline} is not running: the seat moved, or the turn passed",
        )
    if at < c.deadline:
        raise RuleViolation("deadline", f"seat {seat}'s time is up at {c.deadline}, not at {at}")
    count = s.timeouts[seat] + 1
    out: Events = [ev.TurnTimedOut(seat, count, c.deadline, at)]
    if count >= clock.max_timeouts and not s.forfeited[seat]:
        forfeit, ended = _forfeit_events(s, seat, "timeouts", at)
        out += forfeit
        if ended:
            return out
    state = fold(out, s)
    for _ in range(_MOST_AUTOMATIC_MOVES):  # e.g. a draw, then keeping the playable card drawn
        move = automatic_move(legal_commands(state, seat), state.has_drawn)
        if move is None:
            break
        moved = _HANDLERS[type(move)](state, dataclasses.replace(move, at=at))
        out += moved
        state = fold(moved, state)
        if state.phase != PLAYING or state.turn != seat or any(type(e) is ev.TurnEnded for e in moved):
            break
    return out


_MOST_AUTOMATIC_MOVES = 64
"""A bound on the commands of one automatic move (each draws a card or ends the turn; a draw and a
pass are the usual two)."""


def _forfeit(s: State, c: Forfeit) -> Events:
    """``c.seat`` forfeits the match (its player left); the match ends if one seat is left in it."""
    if s.phase == NEW:
        raise RuleViolation("no_match", "the match has not started")
    if s.phase == FINISHED:
        raise RuleViolation("match_finished", "the match is over")
    _check_seat(s, c.seat)
    if c.reason not in FORFEIT_REASONS or c.reason == "timeouts":
        raise RuleViolation("reason", "a seat forfeits because its player left ('left'); the clock forfeits timeouts")
    if s.forfeited[c.seat]:
        raise RuleViolation("forfeited", f"seat {c.seat} has already forfeited")
    events, _ = _forfeit_events(s, c.seat, c.reason, c.at)
    return events


def _forfeit_events(s: State, seat: int, reason: str, at: int | None) -> tuple[Events, bool]:
    """``SeatForfeited`` and, when fewer than two seats are left in contention, the end: the round
    being played goes to the last seat in contention (``ABANDONED``), and so does the match
    (``FORFEIT``).  Returns the events and whether the match ended."""
    out: Events = [ev.SeatForfeited(seat, reason, at)]
    left = [i for i in in_contention(s) if i != seat]
    if len(left) >= 2:
        return out, False
    rules = _rules(s)
    winner = left[0]
    totals = list(s.totals)
    if s.phase == PLAYING:
        hands = [list(h) for h in s.hands]
        points = round_points(rules, winner, hands)
        out.append(_round_won(s, winner, Termination.ABANDONED, points, hands))
        totals = [t + p for t, p in zip(totals, points, strict=False)]
    out.append(_match_finished(rules, Outcome(Termination.FORFEIT, (winner,)), totals))
    return out, True


_HANDLERS: dict[type, Callable[[State, Any], list[Any]]] = {
    StartMatch: _start_match,
    StartRound: _start_round,
    PlayCards: _play,
    Draw: _draw,
    Pass: _pass,
    Challenge: _challenge,
    CloseChallengeWindow: _close_window,
    EndMatch: _end_match,
    TimeOut: _time_out,
    Forfeit: _forfeit,
    RevealDeals: _reveal_deals,
}
