"""Präsident as a :class:`~domain.game_module.GameModule`, served whole by the table platform.

* seats: 3-7; the bots of :data:`domain.praesident.bots.BOTS`; while a game runs each seat
  belongs to whoever started it there (``Started.players``);
* set-up (``table_setup``): ``{"rules": <preset name> | {"preset": name, field: value, ...}}``;
* host commands: ``start`` (every seat taken; a fresh seed; ``{"deck": [names]}`` optional, the
  first round's explicit deck order) and ``next_round`` (deals the next round with its forced gifts);
* play: ``to_act``, ``legal_commands``, ``view``, the bots, ``timeout_command`` (a pass, or the
  weakest single when leading; in the exchange the weakest cards back);
* results: the players, one score line per round, the final places by total points.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.game_module import GameModule, HostCommand, Play, Results, ScoreLine, SeatPolicy, TableFacts, TableNotReady
from domain.praesident.bots import BOTS
from domain.praesident.cards import parse_many
from domain.praesident.commands import DealRound, GiveBack, Pass, SeatCommand, Start
from domain.praesident.commands import Play as PlayCards
from domain.praesident.decide import decide, lowest_cards
from domain.praesident.events import Event, GameEnded, RoundEnded, Started
from domain.praesident.game import PRAESIDENT
from domain.praesident.legal import legal_commands
from domain.praesident.rules import Rules, rules_from
from domain.praesident.state import BETWEEN, EXCHANGE, NEW, OVER, PLAYING, State
from domain.praesident.verify import verify
from domain.praesident.view import to_act, view

__all__ = ["PRAESIDENT_MODULE", "owners", "table_setup", "timeout_command"]


def table_setup(body: Mapping[str, Any]) -> dict[str, Any]:
    """A table's set-up: ``{"rules": preset name or fields}`` (default ``standard``)."""
    unknown = sorted(set(body) - {"rules"})
    if unknown:
        raise ValueError(f"{unknown[0]}: unknown field; a Präsident table's set-up has only 'rules'")
    try:
        rules = rules_from(body.get("rules", "standard"))
    except ValueError as bad:
        raise ValueError(f"rules.{bad}") from None
    return {"rules": rules.as_dict()}


def _start(facts: TableFacts, state: State) -> list[Event]:
    if facts.empty_seats:
        raise TableNotReady("seats_empty", f"every seat must be taken first; empty: {facts.empty_seats}")
    rules = Rules(**facts.setup["rules"])
    unknown = sorted(set(facts.args) - {"deck"})
    if unknown:
        raise TableNotReady("args", f"{unknown[0]}: unknown argument; start takes only 'deck'")
    deck = None
    if facts.args.get("deck") is not None:
        try:
            deck = parse_many(facts.args["deck"], "deck")
        except ValueError as bad:
            raise TableNotReady("deck", str(bad)) from None
    players = tuple(o.name for o in facts.occupants if o is not None)
    return decide(state, Start(players, rules, facts.fresh_seed(), deck))


def _next_round(_facts: TableFacts, state: State) -> list[Event]:
    return decide(state, DealRound())


def owners(state: State) -> tuple[str | None, ...] | None:
    """While a game runs, per seat the name that started it there; ``None`` otherwise."""
    return state.players if state.phase not in (NEW, OVER) else None


def timeout_command(state: State, seat: int) -> SeatCommand | None:
    """What ``seat`` does when its time runs out: pass; when leading, its weakest single; in the
    exchange, its weakest cards back; ``None`` when nothing is awaited of it."""
    rules = state.rules
    if rules is None or seat not in to_act(state):
        return None
    hand = state.hands[seat]
    if state.phase == EXCHANGE:
        count = next(o[2] for o in state.owed if o[0] == seat)
        return GiveBack(seat, lowest_cards(rules, state.revolution, hand, count))
    if state.phase == PLAYING and state.top:
        return Pass(seat)
    return PlayCards(seat, lowest_cards(rules, state.revolution, hand, 1))


def _legal(state: State, seat: int) -> list[object]:
    return list(legal_commands(state, seat))


def _score_line(event: Event) -> ScoreLine | None:
    if not isinstance(event, RoundEnded):
        return None
    return ScoreLine(event.round_no, tuple(float(p) for p in event.points), event.places, "")


PRAESIDENT_MODULE: GameModule[State, object, Event] = GameModule(
    decider=PRAESIDENT,
    seats=SeatPolicy(seat_counts=(3, 7), bots=tuple(BOTS), owners=owners),
    host_commands={"start": HostCommand("start", _start), "next_round": HostCommand("next_round", _next_round)},
    table_setup=table_setup,
    play=Play(
        to_act=to_act,
        legal_commands=_legal,
        view=view,
        bots=BOTS,
        timeout_command=timeout_command,
        start="start",
        next_round="next_round",
        awaiting_round=lambda s: s.phase == BETWEEN and s.round_no >= 1,
    ),
    results=Results(
        players=lambda e: e.players if isinstance(e, Started) else None,
        score_line=_score_line,
        final_places=lambda e: e.final_places if isinstance(e, GameEnded) else None,
    ),
    verify=verify,
)
"""Präsident, as ``infrastructure.services.bootstrap`` registers it."""
