"""What anyone may see of a tournament event: the one gate every outward path goes through.

A tournament has no private hands; what nobody may see before it is finished is its seed — every
table's deal seeds derive from it, so knowing it early would reveal every board.
``TournamentCreated.seed`` is therefore blanked (``None``) for every viewer, always (the event's
redacted form is final); ``TournamentFinished`` carries the seed again, which is when it becomes
public.  Only the public ``commitment`` travels from the start.

The other secret is **time**: a sealed (duplicate) round's tables play the same boards, so a table's
result — each board's points and winner — is exactly what another table still playing those boards
is scored against (matchpoints), and must not be seen before every table has played them.  The rule
"a result is visible when" lives here, once: :func:`results_visible` (a series round's result at
once, a sealed round's once the round is closed, ``RoundClosed``).  :func:`public_state` is the
state as anyone may see it (held-back results blanked as if the tables still played), which every
outward path — summaries, a round's seating, standings, the live standings, the read model — is
computed from; :func:`public_event` blanks a held-back ``TableResultRecorded``'s result.  Only the
director sees held-back results, marked provisional (:func:`provisional`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from domain.tournament.codec import encode, event_type
from domain.tournament.events import TableResultRecorded, TournamentCreated, TournamentEvent
from domain.tournament.model import Format, TournamentConfig
from domain.tournament.state import RoundState, TournamentState

__all__ = [
    "HIDDEN_FIELDS",
    "held_back",
    "provisional",
    "public_event",
    "public_state",
    "redact",
    "results_visible",
    "sealed",
]

HIDDEN_FIELDS: dict[type, tuple[str, ...]] = {TournamentCreated: ("seed",)}
"""The fields blanked on every outward path, by event type."""


def sealed(config: TournamentConfig | None) -> bool:
    """Whether the tournament's rounds are sealed: duplicate, every table dealt the same boards."""
    return config is not None and config.format == Format.DUPLICATE


def results_visible(state: TournamentState, round_no: int) -> bool:
    """Whether anyone may see the table results of round ``round_no`` (and their effect on the
    standings): a series round's as each table records it; a sealed round's only once the round
    is closed (every table has played every board), never while a table still plays them."""
    seated = state.round(round_no)
    return seated is None or seated.closed or not sealed(state.config)


def _held(state: TournamentState, seated: RoundState) -> bool:
    """Round ``seated`` has a recorded result nobody but the director may see yet."""
    return not results_visible(state, seated.round_no) and any(r is not None for r in seated.results)


def held_back(state: TournamentState) -> tuple[int, ...]:
    """The rounds whose recorded results are held back now (at most the open round)."""
    return tuple(r.round_no for r in state.rounds if _held(state, r))


def provisional(state: TournamentState, round_no: int) -> bool:
    """A result of round ``round_no`` shown now (to the director) is provisional: held back from
    everyone else until the round closes."""
    seated = state.round(round_no)
    return seated is not None and _held(state, seated)


def public_state(state: TournamentState) -> TournamentState:
    """``state`` as anyone may see it: every held-back round's results blanked (``None``, as if its
    tables still played), so whatever is computed from it — progress, results, standings —
    shows nothing of them.  The same object when nothing is held back."""
    if not any(_held(state, r) for r in state.rounds):
        return state
    rounds = tuple(replace(r, results=tuple(None for _ in r.results)) if _held(state, r) else r for r in state.rounds)
    return replace(state, rounds=rounds)


def public_event(event: TournamentEvent, state: TournamentState | None = None) -> dict[str, Any]:
    """The JSON form of ``event`` with its ``"type"``, the secret fields blanked; ``state``: the
    tournament as folded up to and including ``event`` (a ``TableResultRecorded`` of a round whose
    results are held back in it shows no ``result``; without a state it shows none either unless
    the tournament's rounds are unsealed — a caller that cannot tell holds it back)."""
    _, payload = encode(event)
    for name in HIDDEN_FIELDS.get(type(event), ()):
        payload[name] = None
    if isinstance(event, TableResultRecorded) and (state is None or not results_visible(state, event.round_no)):
        payload["result"] = None
    return {"type": event_type(event), **payload}


def redact(event: TournamentEvent, viewer: int | None) -> dict[str, Any]:
    """The event as ``viewer`` may see it: the same for everyone (the decider's ``redact``)."""
    return public_event(event)
