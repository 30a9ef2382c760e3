"""The one exception ``decide`` raises for a command it refuses."""

from __future__ import annotations


class RuleViolation(ValueError):
    """A command breaks a rule or does not fit the state; ``rule`` is a stable code
    (``"not_your_turn"``, ``"wish_on_wish"`` ...) and the message says it for people."""

    def __init__(self, rule: str, message: str) -> None:
        self.rule = rule
        self.message = message
        super().__init__(message)


class EventMismatch(ValueError):
    """An event does not fit the state it is applied to (corrupt or foreign history)."""
