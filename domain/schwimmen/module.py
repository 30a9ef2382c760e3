"""Schwimmen as a :class:`~domain.game_module.GameModule`: served whole by the table platform.

* Seats: 2 to 9; the host may seat the bots of :data:`domain.schwimmen.bots.BOTS`; while a game
  runs each seat belongs to whoever started in it.
* Set-up (:func:`table_setup`): ``{"rules": <preset name> | {"preset": ..., <field>: ...}}``.
* Host commands: ``start`` (every seat taken: the game starts with the occupants' names and a
  fresh 32-byte seed, and round 1 is dealt — from the argument ``deck``, 32 card names, when
  given) and ``next_round`` (between rounds; the platform issues it at a table of bots).
* Play: the view, the legal commands, the bots; on timeout a seat passes, or knocks where it may
  not pass, or else makes the swap that leaves its hand worth most (the dealer keeps his hand).
* Results: the players from ``GameStarted``, a score line per ``RoundScored`` (points: lives left,
  0 for a swimmer and a seat out), the final places from ``GameOver``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.errors import RuleViolation
from domain.game_module import GameModule, HostCommand, Play, Results, ScoreLine, SeatPolicy, TableFacts, TableNotReady
from domain.schwimmen.bots import BOTS
from domain.schwimmen.cards import halves, parse_cards
from domain.schwimmen.commands import DealRound, KeepHand, Knock, Pass, SeatCommand, StartGame, Swap, SwapAll
from domain.schwimmen.decide import decide
from domain.schwimmen.events import Event, GameOver, GameStarted, RoundScored
from domain.schwimmen.game import SCHWIMMEN
from domain.schwimmen.legal import legal_commands, to_act
from domain.schwimmen.rules import rules_from_setup
from domain.schwimmen.state import BETWEEN, CHOOSING, PLAYING, State
from domain.schwimmen.verify import verify
from domain.schwimmen.view import view

__all__ = ["SCHWIMMEN_MODULE", "table_setup", "timeout_command"]


def table_setup(body: Mapping[str, Any]) -> dict[str, Any]:
    """A table's set-up: ``{"rules": ...}`` (default the ``standard`` preset); ``ValueError``
    names the bad field."""
    unknown = sorted(set(body) - {"rules"})
    if unknown:
        raise ValueError(f"{unknown[0]}: unknown field; a Schwimmen table's set-up has only 'rules'")
    return {"rules": rules_from_setup(body.get("rules")).to_dict()}


def owners(state: State) -> tuple[str | None, ...] | None:
    """While a game runs, per seat the name that started in it; ``None`` before and after."""
    return state.players if state.phase in (CHOOSING, PLAYING, BETWEEN) and state.players else None


def _start(facts: TableFacts, state: State) -> list[Event]:
    """Start with the seated occupants and a fresh seed; ``args.deck`` lays out round 1."""
    if facts.empty_seats:
        empty = ", ".join(map(str, facts.empty_seats))
        raise TableNotReady("seats_empty", f"every seat must be taken first; empty: {empty}")
    unknown = sorted(set(facts.args) - {"deck"})
    if unknown:
        raise RuleViolation(unknown[0], f"{unknown[0]}: start takes only 'deck' (32 card names)")
    deck = None
    if facts.args.get("deck") is not None:
        try:
            deck = parse_cards(facts.args["deck"], "deck")
        except ValueError as bad:
            raise RuleViolation("deck", str(bad)) from None
    rules = rules_from_setup(facts.setup.get("rules"))
    players = tuple(o.name for o in facts.occupants if o is not None)
    return decide(state, StartGame(players, facts.fresh_seed(), rules, deck))


def _next_round(_facts: TableFacts, state: State) -> list[Event]:
    """Deal the next round."""
    return decide(state, DealRound())


def timeout_command(state: State, seat: int) -> SeatCommand | None:
    """A seat out of time: the dealer keeps his hand; a seat on turn passes, knocks where it may
    not pass, or else swaps to the best hand it can make (the first such swap listed)."""
    legal = legal_commands(state, seat)
    if not legal:
        return None
    for kind in (KeepHand, Pass, Knock):
        for command in legal:
            if isinstance(command, kind):
                return command
    hand, middle = state.hands[seat], state.middle

    def worth(command: SeatCommand) -> int:
        if isinstance(command, SwapAll):
            return halves(middle)
        assert isinstance(command, Swap)
        return halves([command.middle_card if c == command.hand_card else c for c in hand])

    return max(legal, key=worth)


def _players(event: Event) -> tuple[str, ...] | None:
    return tuple(event.players) if isinstance(event, GameStarted) else None


def _score_line(event: Event) -> ScoreLine | None:
    if not isinstance(event, RoundScored):
        return None
    return ScoreLine(event.round_no, tuple(float(v) for v in event.lives), tuple(event.places), event.reason)


def _final_places(event: Event) -> tuple[int, ...] | None:
    return tuple(event.places) if isinstance(event, GameOver) else None


SCHWIMMEN_MODULE: GameModule[State, SeatCommand, Event] = GameModule(
    decider=SCHWIMMEN,
    seats=SeatPolicy(seat_counts=(2, 9), bots=tuple(BOTS), owners=owners),
    host_commands={"start": HostCommand("start", _start), "next_round": HostCommand("next_round", _next_round)},
    table_setup=table_setup,
    play=Play(
        to_act=to_act,
        legal_commands=legal_commands,
        view=view,
        bots=BOTS,
        timeout_command=timeout_command,
        start="start",
        next_round="next_round",
        awaiting_round=lambda state: state.phase == BETWEEN,
    ),
    results=Results(players=_players, score_line=_score_line, final_places=_final_places),
    verify=verify,
)
"""Schwimmen, as ``infrastructure.services.bootstrap`` registers it."""
