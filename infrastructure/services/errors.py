"""The service's failures, one class per HTTP meaning, each naming the rule it enforces.

The infrastructure raises these; ``api/http/errors.py`` maps each class to one status code and the
body ``{"detail": {"rule": ..., "message": ...}}``.  Keeping the mapping by class (not by message)
means an adapter never guesses, and a CLI or a bot runner can catch the same exceptions.
"""

from __future__ import annotations

import math

__all__ = [
    "Conflict",
    "Forbidden",
    "IdempotencyMismatch",
    "InvalidInput",
    "NotFound",
    "ServiceError",
    "StaleVersion",
    "Throttled",
    "Unauthorized",
]


class ServiceError(Exception):
    """Base class: ``rule`` is a stable machine-readable code, ``message`` the human sentence."""

    status = 400

    def __init__(self, rule: str, message: str, fields: dict[str, str] | None = None) -> None:
        """Keep the rule code, the message (also the exception's text) and, where several
        fields are wrong at once (a ruleset override), each field's reason."""
        self.rule = rule
        self.message = message
        self.fields = fields
        super().__init__(message)


class InvalidInput(ServiceError):
    """A request names something impossible (unknown card, bad wish, bad override) or a move
    breaks a game rule (``rule`` is then the domain's ``RuleViolation.rule``): HTTP 422."""

    status = 422


class Unauthorized(ServiceError):
    """No token, or a token the service does not know (forged, revoked): HTTP 401."""

    status = 401


class Forbidden(ServiceError):
    """A valid token that does not grant this action (another seat, not the host): HTTP 403."""

    status = 403


class NotFound(ServiceError):
    """No such table, ruleset or seat: HTTP 404."""

    status = 404


class Conflict(ServiceError):
    """The resource is not in a state that allows the request (seat taken, seats empty): 409."""

    status = 409


class StaleVersion(Conflict):
    """The client's expected version (``If-Match``) is not the stream's version: HTTP 409."""

    def __init__(self, expected: int, current: int) -> None:
        """Remember both versions so the client can reload and retry."""
        self.expected = expected
        self.current = current
        super().__init__(
            "stale_version",
            f"expected version {expected}, but the match is at version {current}: reload and retry",
        )


class IdempotencyMismatch(InvalidInput):
    """An idempotency key reused with another seat or payload: HTTP 422, nothing is appended."""

    def __init__(self, key: str) -> None:
        """Name the reused key."""
        super().__init__(
            "idempotency_key",
            f"Idempotency-Key {key!r} was already used for a different command",
        )


class Throttled(ServiceError):
    """Refused for now by a limit (``limit`` names which), to be retried after ``retry_after``
    whole seconds: 429 when the caller exceeded its own share, 503 when the process is busy.
    The answer carries ``Retry-After`` and ``limit`` / ``retry_after`` in its detail."""

    def __init__(self, rule: str, message: str, *, limit: str, retry_after: float, status: int = 429) -> None:
        """Name the rule and the limit; ``retry_after`` is rounded up to whole seconds (at least 1)."""
        super().__init__(rule, message)
        self.limit = limit
        self.retry_after = max(1, math.ceil(retry_after))
        self.status = status
