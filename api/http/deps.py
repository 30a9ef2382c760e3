"""FastAPI dependencies as ``Annotated`` aliases: services, the bearer token, the acting seat, the
caller's identity, and the ``Idempotency-Key`` / ``If-Match`` / ``If-None-Match`` headers.

Routes declare what they need by type (``tables: TablesDep``, ``seat: SeatDep``); nothing here
holds state of its own: the services live on ``app.state.services``, built by the app factory.

The dependencies are ``async def`` although they do no I/O of their own: FastAPI runs every
plain ``def`` dependency in the thread pool, a thread hop per dependency per request.  The ones
that may read the database (:func:`get_seat`, :func:`get_optional_identity`, on a cache miss)
hand that read to the thread pool themselves, so the hot path of a move costs a single hop: the
endpoint.
"""

from __future__ import annotations

import re
import uuid
from typing import Annotated

from fastapi import Depends, Header, Request
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from starlette.concurrency import run_in_threadpool

from infrastructure.services.accounts import AccountService, Identity
from infrastructure.services.bootstrap import Services
from infrastructure.services.errors import InvalidInput, Unauthorized
from infrastructure.services.games import GameService
from infrastructure.services.tables import SeatGrant, TableService

__all__ = [
    "AccountsDep",
    "GamesDep",
    "IdempotencyKeyDep",
    "IdentityDep",
    "IfMatchDep",
    "IfNoneMatchDep",
    "OptionalIdentityDep",
    "SeatDep",
    "ServicesDep",
    "TablesDep",
    "TokenDep",
    "client_address",
    "parse_version_tag",
]


def client_address(request: Request) -> str:
    """The ASGI client's address (behind a trusted proxy, the one uvicorn put there), what the
    per-address limits count by; ``"unknown"`` without one."""
    return request.client.host if request.client else "unknown"


async def get_services(request: Request) -> Services:
    """The process's services (built by ``api.http.app.create_app``)."""
    services: Services = request.app.state.services
    return services


ServicesDep = Annotated[Services, Depends(get_services)]


async def get_tables(services: ServicesDep) -> TableService:
    """The lobby service."""
    return services.tables


async def get_games(services: ServicesDep) -> GameService:
    """The game service."""
    return services.games


TablesDep = Annotated[TableService, Depends(get_tables)]
GamesDep = Annotated[GameService, Depends(get_games)]

_bearer = HTTPBearer(
    auto_error=False,
    description=(
        "An identity's credential (session, API key or guest token), a seat token (from taking a "
        "seat) or a table's host token (from opening it)."
    ),
)


async def get_token(
    credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)],
) -> str | None:
    """The bearer token of the request, or ``None`` (the services answer 401 where one is needed)."""
    return credentials.credentials if credentials is not None else None


TokenDep = Annotated[str | None, Depends(get_token)]


async def get_seat(table_id: uuid.UUID, token: TokenDep, tables: TablesDep) -> SeatGrant:
    """The seat the request's token holds at ``table_id`` (401 without / with an unknown token,
    403 for a token of another table or the host token, 404 for an unknown table).

    Answered from the token cache when it can be; otherwise checked in the thread pool."""
    grant = tables.cached_seat(table_id, token)
    if grant is not None:
        return grant
    return await run_in_threadpool(tables.authorize_seat, table_id, token)


SeatDep = Annotated[SeatGrant, Depends(get_seat)]


async def get_accounts(services: ServicesDep) -> AccountService:
    """The account service (the one the table service resolves identities with)."""
    return services.tables.accounts


AccountsDep = Annotated[AccountService, Depends(get_accounts)]


async def get_optional_identity(token: TokenDep, accounts: AccountsDep) -> Identity | None:
    """The identity of the request's credential (session, API key, guest token), or ``None``
    without a token; a token that names nobody (unknown, expired, revoked, or not a credential
    at all) is 401, never silently anonymous.  From the cache when it can be, else in the
    thread pool."""
    if token is None:
        return None
    identity = accounts.cached(token) or await run_in_threadpool(accounts.resolve, token)
    if identity is None:
        raise Unauthorized("token", "unknown, expired or revoked credential: sign in again (POST /v1/sessions)")
    return identity


OptionalIdentityDep = Annotated[Identity | None, Depends(get_optional_identity)]


async def get_identity(identity: OptionalIdentityDep) -> Identity:
    """The identity of the request's credential; 401 without one."""
    if identity is None:
        raise Unauthorized(
            "token",
            "send an identity's credential: Authorization: Bearer <session, API key or guest token> "
            "(POST /v1/sessions, POST /v1/guests)",
        )
    return identity


IdentityDep = Annotated[Identity, Depends(get_identity)]

_KEY_RE = re.compile(r"^[\x21-\x7e]{1,128}$")


async def get_idempotency_key(
    key: Annotated[
        str | None,
        Header(
            alias="Idempotency-Key",
            description=(
                "Makes the request safe to retry: the same key with the same body returns the "
                "first result and appends nothing; with another body it is refused (422). "
                "1-128 visible ASCII characters, unique per table."
            ),
            examples=["5b0e6f7c-move-17"],
        ),
    ] = None,
) -> str | None:
    """The ``Idempotency-Key`` header, checked (422 naming the header when malformed)."""
    if key is not None and not _KEY_RE.fullmatch(key):
        raise InvalidInput("Idempotency-Key", "1-128 visible ASCII characters, no spaces")
    return key


IdempotencyKeyDep = Annotated[str | None, Depends(get_idempotency_key)]

_TAG_RE = re.compile(r'^\s*(?:W/)?"?(\d{1,18})"?\s*$')


def parse_version_tag(value: str) -> int | None:
    """The version in an entity tag (``"12"``, ``W/"12"`` or ``12``), or ``None`` if it is not one."""
    match = _TAG_RE.fullmatch(value)
    return int(match.group(1)) if match else None


async def get_if_match(
    value: Annotated[
        str | None,
        Header(
            alias="If-Match",
            description=(
                "The match version the move was decided on (the view's ETag). If the match has "
                "moved on, the move is refused with 409 instead of being applied to a newer state."
            ),
            examples=['"42"'],
        ),
    ] = None,
) -> int | None:
    """The expected version from ``If-Match`` (422 naming the header when it is not a version)."""
    if value is None:
        return None
    version = parse_version_tag(value)
    if version is None:
        raise InvalidInput("If-Match", f'If-Match must be a version tag such as "42", not {value!r}')
    return version


IfMatchDep = Annotated[int | None, Depends(get_if_match)]


async def get_if_none_match(
    value: Annotated[
        str | None,
        Header(alias="If-None-Match", description="The view's ETag you hold: 304 if unchanged."),
    ] = None,
) -> set[int] | None:
    """The versions named by ``If-None-Match`` (``*`` or unparsable tags are ignored)."""
    if value is None:
        return None
    versions = {parse_version_tag(part) for part in value.split(",")}
    return {v for v in versions if v is not None}


IfNoneMatchDep = Annotated[set[int] | None, Depends(get_if_none_match)]
