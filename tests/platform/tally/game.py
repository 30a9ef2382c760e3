"""Tally: a tiny second game made for the tests, to prove the platform is not Mau-Mau's alone.

Seats take turns adding 1, 2 or 3 to a shared counter; whoever brings it to the target or past it
wins.  Each seat is dealt one hidden number at the start (``Started.secrets``): a seat sees only
its own until the game is won, which reveals them all — enough to exercise redaction on every
outward path.  Topics start with ``tally.``; the rules raise ``domain.errors.RuleViolation`` like
Mau-Mau's.  Pure and standard library only, as a game in ``domain/`` would be.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, replace
from typing import Any, ClassVar

from domain.decider import Decider
from domain.errors import EventMismatch, RuleViolation
from domain.game_module import GameModule, HostCommand, Play, Results, ScoreLine, SeatPolicy, TableFacts, TableNotReady

__all__ = ["TALLY", "TALLY_MODULE", "Add", "Added", "Start", "Started", "TallyState", "Won"]


# ---------------------------------------------------------------- commands


@dataclass(frozen=True, slots=True)
class Start:
    """The host starts a game: ``seats`` players, the ``target`` to reach, one secret per seat."""

    seats: int
    target: int
    secrets: tuple[int, ...]
    players: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Add:
    """``seat`` adds ``amount`` (1-3) to the counter."""

    seat: int
    amount: int


# ---------------------------------------------------------------- events


@dataclass(frozen=True, slots=True)
class Started:
    """A game began; ``secrets`` are hidden from every seat but their owner until it is won."""

    TOPIC: ClassVar[str] = "tally.Started"
    seats: int
    target: int
    secrets: tuple[int, ...]
    players: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Added:
    """``seat`` added ``amount``; the counter is now ``total``."""

    TOPIC: ClassVar[str] = "tally.Added"
    seat: int
    amount: int
    total: int


@dataclass(frozen=True, slots=True)
class Won:
    """``seat`` reached the target: the game is over and every secret is public."""

    TOPIC: ClassVar[str] = "tally.Won"
    seat: int
    total: int
    secrets: tuple[int, ...]


EVENTS: dict[str, type] = {t.TOPIC: t for t in (Started, Added, Won)}


# ---------------------------------------------------------------- state, decide, evolve


@dataclass(frozen=True, slots=True)
class TallyState:
    """The fold of a tally stream (an immutable value: ``evolve`` returns a new one)."""

    phase: str = "new"  # new, playing, over
    seats: int = 0
    target: int = 0
    total: int = 0
    turn: int = 0
    secrets: tuple[int, ...] = ()
    winner: int = -1
    version: int = 0


def decide(state: TallyState, command: object) -> list[object]:
    """The events of ``command`` in ``state``; ``RuleViolation`` names the broken rule."""
    if isinstance(command, Start):
        if state.phase != "new":
            raise RuleViolation("already_started", "the game has already started")
        if not 2 <= command.seats <= 4 or len(command.secrets) != command.seats or command.target < 1:
            raise RuleViolation("setup", "2-4 seats, one secret each, a positive target")
        return [Started(command.seats, command.target, tuple(command.secrets), tuple(command.players))]
    if isinstance(command, Add):
        if state.phase != "playing":
            raise RuleViolation("not_playing", "no game is running")
        if command.seat != state.turn:
            raise RuleViolation("not_your_turn", f"it is seat {state.turn}'s turn")
        if not 1 <= command.amount <= 3:
            raise RuleViolation("amount", "add 1, 2 or 3")
        total = state.total + command.amount
        events: list[object] = [Added(command.seat, command.amount, total)]
        if total >= state.target:
            events.append(Won(command.seat, total, state.secrets))
        return events
    raise RuleViolation("unknown_command", f"unknown command {type(command).__name__}")


def evolve(state: TallyState, event: object) -> TallyState:
    """The state after ``event`` (a new value)."""
    version = state.version + 1
    if isinstance(event, Started) and state.phase == "new":
        return TallyState("playing", event.seats, event.target, 0, 0, event.secrets, -1, version)
    if isinstance(event, Added) and state.phase == "playing":
        return replace(state, total=event.total, turn=(event.seat + 1) % state.seats, version=version)
    if isinstance(event, Won) and state.phase == "playing":
        return replace(state, phase="over", winner=event.seat, version=version)
    raise EventMismatch(f"{type(event).__name__} does not fit a tally game in phase {state.phase}")


# ---------------------------------------------------------------- wire forms and redaction


def encode_event(event: object) -> tuple[str, dict[str, Any]]:
    """``(topic, payload)``: tuples become lists."""
    topic = EVENTS_BY_TYPE[type(event)]
    return topic, {k: list(v) if isinstance(v, tuple) else v for k, v in asdict(event).items()}  # type: ignore[call-overload]


def decode_event(topic: str, payload: dict[str, Any]) -> object:
    """The event stored as ``(topic, payload)``; ``KeyError`` for an unknown topic."""
    cls = EVENTS[topic]
    return cls(**{k: tuple(v) if isinstance(v, list) else v for k, v in payload.items()})


EVENTS_BY_TYPE: dict[type, str] = {t: topic for topic, t in EVENTS.items()}


def encode_command(command: object) -> dict[str, Any]:
    """A seat's command in wire form (``{"type": "add", "amount": 2}``)."""
    if isinstance(command, Add):
        return {"type": "add", "amount": command.amount}
    raise ValueError(f"type: not a seat command: {type(command).__name__}")


def decode_command(payload: Mapping[str, Any], seat: int | None, at: int | None) -> object:
    """A seat's command from its wire form; ``ValueError`` names the bad field."""
    if payload.get("type") != "add":
        raise ValueError("type: must be 'add'")
    amount = payload.get("amount")
    if not isinstance(amount, int) or isinstance(amount, bool):
        raise ValueError("amount: a whole number, 1-3")
    if seat is None:
        raise ValueError("seat: a move is made by a seat")
    return Add(seat, amount)


def redact(event: object, viewer: int | None) -> dict[str, Any]:
    """The event as ``viewer`` may see it: before the game is won, only one's own secret."""
    topic, payload = encode_event(event)
    out: dict[str, Any] = {"type": topic.split(".", 1)[1], **payload}
    if isinstance(event, Started):
        out["secrets"] = [s if i == viewer else None for i, s in enumerate(event.secrets)]
    return out


TALLY: Decider[TallyState, object, object] = Decider(
    name="tally",
    topic_prefix="tally.",
    initial_state=TallyState,
    decide=decide,
    evolve=evolve,
    version=lambda s: s.version,
    is_terminal=lambda s: s.phase == "over",
    is_final=lambda e: isinstance(e, Won),
    encode_event=encode_event,
    decode_event=decode_event,
    encode_command=encode_command,
    decode_command=decode_command,
    redact=redact,
)
"""The tally game as a decider (no ``fast_fold``: the default fold of ``evolve``)."""


def _start(facts: TableFacts, state: TallyState) -> list[object]:
    """The host starts a game at the table (every seat taken): the set-up's target, one secret
    per seat drawn from the fresh seed."""
    if facts.empty_seats:
        raise TableNotReady("seats_empty", f"seats {facts.empty_seats} are empty: every seat must be taken")
    seed = facts.fresh_seed()
    seats = len(facts.occupants)
    secrets = tuple(1_000_000 + seed[i] for i in range(seats))
    players = tuple(o.name for o in facts.occupants if o is not None)
    return decide(state, Start(seats, int(facts.setup["target"]), secrets, players))


def table_setup(body: Mapping[str, Any]) -> dict[str, Any]:
    """A tally table's set-up: ``{"target": 5-100}`` (default 21); ``ValueError`` names the field."""
    unknown = sorted(set(body) - {"target"})
    if unknown:
        raise ValueError(f"{unknown[0]}: unknown field; a tally table's set-up has only 'target'")
    target = body.get("target", 21)
    if not isinstance(target, int) or isinstance(target, bool) or not 5 <= target <= 100:
        raise ValueError(f"target: a whole number from 5 to 100, not {target!r}")
    return {"target": target}


def _to_act(state: TallyState) -> tuple[int, ...]:
    return (state.turn,) if state.phase == "playing" else ()


def _legal(state: TallyState, seat: int) -> list[object]:
    return [Add(seat, a) for a in (1, 2, 3)] if state.phase == "playing" and seat == state.turn else []


def _view(state: TallyState, viewer: int | None) -> dict[str, Any]:
    """The table view: the counter, and the viewer's own secret as its 'hand'."""
    own = viewer is not None and 0 <= viewer < len(state.secrets)
    return {
        "game": "tally",
        "phase": state.phase,
        "round": 1 if state.phase != "new" else 0,
        "to_act": list(_to_act(state)),
        "seats": [{"seat": i, "name": f"seat {i}", "cards": 1} for i in range(state.seats)],
        "hand": [str(state.secrets[viewer])] if own and viewer is not None else None,
        "piles": [],
        "info": {"total": state.total, "target": state.target},
    }


def _adder(view: Mapping[str, Any], legal: Sequence[object], rng: random.Random) -> object:
    """The tally bot: any legal amount."""
    return rng.choice(list(legal))


def _final_places(event: object) -> tuple[int, ...] | None:
    if not isinstance(event, Won):
        return None
    return tuple(1 if i == event.seat else 2 for i in range(len(event.secrets)))


def _score_line(event: object) -> ScoreLine | None:
    places = _final_places(event)
    if places is None or not isinstance(event, Won):
        return None
    return ScoreLine(1, tuple(float(p == 1) for p in places), places, "target")


TALLY_MODULE: GameModule[TallyState, object, object] = GameModule(
    decider=TALLY,
    seats=SeatPolicy(seat_counts=(2, 4), bots=("adder",)),
    host_commands={"start": HostCommand("start", _start)},
    table_setup=table_setup,
    play=Play(
        to_act=_to_act,
        legal_commands=_legal,
        view=_view,
        bots={"adder": _adder},
        timeout_command=lambda state, seat: Add(seat, 1),
    ),
    results=Results(
        players=lambda e: e.players if isinstance(e, Started) else None,
        score_line=_score_line,
        final_places=_final_places,
    ),
)
"""The tally game as a registered module: 2-4 seats, free to take at any time, one bot name, and
one host command (``bootstrap.build_services(games=(*GAMES, TALLY_MODULE))`` registers it)."""
