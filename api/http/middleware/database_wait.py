"""Bound how long the database calls of a request, together, wait for a database that is away
(``MAUMAU_REQUEST_DATABASE_WAIT_SECONDS``; :mod:`infrastructure.adapters.database_wait`): past
the request's deadline a call raises, and the request answers 503 ``unavailable`` with
``Retry-After`` instead of outwaiting the client's timeout during a failover.  An event stream's
reads after its first answer run without it (:func:`~infrastructure.adapters.database_wait.unbounded`)."""

from __future__ import annotations

from starlette.types import ASGIApp, Receive, Scope, Send

from infrastructure.adapters.database_wait import bound

__all__ = ["DatabaseWait"]


class DatabaseWait:
    """Run every HTTP request inside :func:`~infrastructure.adapters.database_wait.bound`."""

    def __init__(self, app: ASGIApp, seconds: float) -> None:
        """Wrap ``app``; ``seconds`` is the bound of each database call."""
        self.app = app
        self.seconds = seconds

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Pass the request on with the bound set (the thread pool copies it to sync routes)."""
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        with bound(self.seconds):
            await self.app(scope, receive, send)
