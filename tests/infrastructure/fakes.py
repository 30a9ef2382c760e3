"""A tiny stand-in for the domain's event codec, so infrastructure tests need no rules engine."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any, ClassVar


@dataclass(frozen=True)
class GameStarted:
    """Fake event: a game began with some players."""

    TOPIC: ClassVar[str] = "test.GameStarted"
    players: int


@dataclass(frozen=True)
class CardPlayed:
    """Fake event: a seat played a card."""

    TOPIC: ClassVar[str] = "test.CardPlayed"
    seat: int
    card: str


FakeEvent = GameStarted | CardPlayed

_CLASSES: dict[str, type[GameStarted] | type[CardPlayed]] = {
    GameStarted.TOPIC: GameStarted,
    CardPlayed.TOPIC: CardPlayed,
}


class FakeCodec:
    """Encodes the two fake events as (topic, dataclass fields) and back."""

    def encode(self, event: FakeEvent) -> tuple[str, dict[str, Any]]:
        """Topic from the class, payload from the fields."""
        return event.TOPIC, asdict(event)

    def decode(self, topic: str, payload: dict[str, Any]) -> FakeEvent:
        """Rebuild the event; an unknown topic raises KeyError."""
        return _CLASSES[topic](**payload)


CODEC = FakeCodec()
