"""What Punto Banco's read models share: the stream kind they follow and the decoding of its
events (the runner's store decodes Mau-Mau only and hands other kinds over as opaque
``ForeignEvent`` values; a store that knows every game hands over the events themselves).

Not a read model itself (nothing registered here).
"""

from __future__ import annotations

from typing import Any

from domain.puntobanco.codec import TOPIC_PREFIX, decode
from domain.puntobanco.events import PBEvent
from infrastructure.adapters.event_store import ForeignEvent

__all__ = ["TOPIC_PREFIX", "pb_event"]


def pb_event(event: Any) -> PBEvent:
    """The Punto Banco event of a notification (decoded here if it arrived opaque)."""
    if isinstance(event, ForeignEvent):
        return decode(event.topic, event.payload)
    decoded: PBEvent = event
    return decoded
