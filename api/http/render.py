"""Turn service results into response bodies, always through the domain's hidden-info gates.

Events go through :func:`domain.maumau.redaction.redact_event`, a seat's state through
:func:`domain.maumau.view.player_view`, a seat-less look through :func:`domain.maumau.redaction.public_state`.
No other path from a :class:`~domain.maumau.state.State` or an event to a response exists.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from fastapi.responses import Response

from api.http.json_encoding import dumps
from domain.maumau.codec import view_to_dict
from domain.maumau.redaction import public_state, redact_event
from domain.maumau.state import State
from domain.maumau.view import player_view
from infrastructure.services.games import CommandResult

__all__ = ["etag", "events_for", "json_response", "public_result", "view_for"]


def json_response(body: Any, status_code: int = 200, headers: dict[str, str] | None = None) -> Response:
    """A JSON response serialised once, compactly (no response-model round trip on hot paths)."""
    return Response(dumps(body), status_code=status_code, headers=headers, media_type="application/json")


def etag(version: int) -> str:
    """The entity tag of a match version: ``"<version>"``."""
    return f'"{version}"'


def events_for(first_version: int, events: Iterable[object], seat: int | None) -> list[dict[str, Any]]:
    """The events of a batch as ``seat`` may see them (``None``: an observer), with versions."""
    return [{"version": first_version + i, **redact_event(event, seat)} for i, event in enumerate(events)]


def view_for(state: State, seat: int, seats: int) -> dict[str, Any]:
    """What ``seat`` may see of ``state``, legal commands included (``seats``: the table's seat
    count, which the state knows only once the match has started)."""
    if state.seats == 0:
        state = state.copy()
        state.seats = seats
    return view_to_dict(player_view(state, seat))


def public_result(result: CommandResult) -> dict[str, Any]:
    """A host command's result: events as an observer sees them and the public state."""
    return {
        "table_id": str(result.table_id),
        "first_version": result.first_version,
        "version": result.version,
        "replayed": result.replayed,
        "events": events_for(result.first_version, result.events, None),
        "state": public_state(result.state),
    }
