"""``/v1/accounts``, ``/v1/sessions``, ``/v1/guests``: register, sign in and out, API keys, guests,
roles.

Who may do what: anyone may register, sign in or become a guest; an identity's own credential
(``Authorization: Bearer <session | API key | guest token>``) reads its account, signs that
credential out and (accounts only) manages its API keys; admins set roles and disable
identities.  Tokens are shown once, in the response that made them.  See ``docs/accounts.md``.
"""

from __future__ import annotations

import uuid
from typing import Any

from fastapi import APIRouter, Request, Response, status

from api.http.deps import AccountsDep, IdentityDep, client_address
from api.schemas.accounts import (
    AccountCreate,
    AccountOut,
    ApiKeyCreate,
    ApiKeyCreatedOut,
    ApiKeyOut,
    DisabledIn,
    GuestCreate,
    GuestOut,
    RoleIn,
    SessionOut,
    SignIn,
)
from api.schemas.common import ErrorOut
from infrastructure.services.accounts import AccountInfo

router = APIRouter(tags=["accounts"])

_AUTH: dict[int | str, dict[str, Any]] = {
    401: {"model": ErrorOut, "description": "no credential, or an unknown / expired / revoked one"},
}
_ADMIN: dict[int | str, dict[str, Any]] = {
    **_AUTH,
    403: {"model": ErrorOut, "description": "only an admin may do this"},
    404: {"model": ErrorOut, "description": "no such account"},
    409: {"model": ErrorOut, "description": "not an account, the last admin, or an admin disabling himself"},
}


def _account(info: AccountInfo) -> dict[str, Any]:
    """An identity as its response body."""
    return {
        "player_id": info.player_id,
        "handle": info.handle,
        "kind": info.kind,
        "role": info.role,
        "created_at": info.created_at,
        "disabled": info.disabled,
    }


@router.post(
    "/v1/accounts",
    response_model=AccountOut,
    status_code=status.HTTP_201_CREATED,
    summary="Register an account",
    responses={
        409: {"model": ErrorOut, "description": "the handle is taken (ignoring case and accents)"},
        503: {"model": ErrorOut, "description": "too many passwords being hashed at once (busy; Retry-After)"},
    },
)
def register(body: AccountCreate, accounts: AccountsDep) -> dict[str, Any]:
    """Create an account with the role ``player``; sign in next (``POST /v1/sessions``)."""
    return _account(accounts.register(body.handle, body.password))


@router.post(
    "/v1/sessions",
    response_model=SessionOut,
    status_code=status.HTTP_201_CREATED,
    summary="Sign in",
    responses={
        401: {"model": ErrorOut, "description": "unknown handle or wrong password (one answer for both)"},
        429: {"model": ErrorOut, "description": "too many failed sign-ins (sign_in_limited; Retry-After)"},
        503: {"model": ErrorOut, "description": "too many passwords being checked at once (busy; Retry-After)"},
    },
)
def sign_in(body: SignIn, accounts: AccountsDep, request: Request) -> dict[str, Any]:
    """A new session token (shown only here) that expires; send it as ``Authorization: Bearer``.
    Failed sign-ins are limited per client address and handle (``docs/accounts.md``)."""
    info, issued = accounts.sign_in(body.handle, body.password, address=client_address(request))
    return {"token": issued.token, "expires_at": issued.expires_at, "account": _account(info)}


@router.delete(
    "/v1/sessions/current",
    status_code=status.HTTP_204_NO_CONTENT,
    summary="Sign out",
    responses=_AUTH,
)
def sign_out(identity: IdentityDep, accounts: AccountsDep) -> Response:
    """End the credential this request was sent with (a session, a guest token or an API key);
    streams opened with it end too."""
    accounts.sign_out(identity)
    return Response(status_code=status.HTTP_204_NO_CONTENT)


@router.get("/v1/accounts/me", response_model=AccountOut, summary="Who am I", responses=_AUTH)
def me(identity: IdentityDep, accounts: AccountsDep) -> dict[str, Any]:
    """The identity of the credential: id, handle, kind and role."""
    return _account(accounts.account(identity.player_id))


@router.post(
    "/v1/accounts/me/api-keys",
    response_model=ApiKeyCreatedOut,
    status_code=status.HTTP_201_CREATED,
    summary="Create an API key",
    responses={
        **_AUTH,
        403: {"model": ErrorOut, "description": "guests hold no API keys"},
        409: {"model": ErrorOut, "description": "the account holds the most API keys it may"},
    },
)
def create_api_key(body: ApiKeyCreate, identity: IdentityDep, accounts: AccountsDep) -> dict[str, Any]:
    """A long-lived key for an app or a bot (shown only here); it does not expire until revoked."""
    info, issued = accounts.create_api_key(identity, body.label)
    return {"id": info.id, "label": info.label, "created_at": info.created_at, "token": issued.token}


@router.get("/v1/accounts/me/api-keys", response_model=list[ApiKeyOut], summary="My API keys", responses=_AUTH)
def list_api_keys(identity: IdentityDep, accounts: AccountsDep) -> list[dict[str, Any]]:
    """The account's live API keys, oldest first (labels and dates, never the keys)."""
    return [{"id": k.id, "label": k.label, "created_at": k.created_at} for k in accounts.list_api_keys(identity)]


@router.delete(
    "/v1/accounts/me/api-keys/{key_id}",
    status_code=status.HTTP_204_NO_CONTENT,
    summary="Revoke an API key",
    responses={**_AUTH, 404: {"model": ErrorOut, "description": "no such live key of yours"}},
)
def revoke_api_key(key_id: uuid.UUID, identity: IdentityDep, accounts: AccountsDep) -> Response:
    """Revoke one of your API keys at once (streams opened with it end)."""
    accounts.revoke_api_key(identity, key_id)
    return Response(status_code=status.HTTP_204_NO_CONTENT)


@router.post(
    "/v1/guests",
    response_model=GuestOut,
    status_code=status.HTTP_201_CREATED,
    summary="Play as a guest",
)
def create_guest(body: GuestCreate, accounts: AccountsDep) -> dict[str, Any]:
    """A guest identity shown as ``guest:<name>`` and its token (shown only here; it expires).
    Guests sit at unrated tables only."""
    info, issued = accounts.create_guest(body.name)
    return {"token": issued.token, "expires_at": issued.expires_at, "account": _account(info)}


@router.put("/v1/accounts/{player_id}/role", response_model=AccountOut, summary="Set a role (admin)", responses=_ADMIN)
def set_role(player_id: uuid.UUID, body: RoleIn, identity: IdentityDep, accounts: AccountsDep) -> dict[str, Any]:
    """Make an account a player, an organiser or an admin."""
    return _account(accounts.set_role(identity, player_id, body.role))


@router.put(
    "/v1/accounts/{player_id}/disabled",
    response_model=AccountOut,
    summary="Disable or enable an identity (admin)",
    responses=_ADMIN,
)
def set_disabled(
    player_id: uuid.UUID, body: DisabledIn, identity: IdentityDep, accounts: AccountsDep
) -> dict[str, Any]:
    """Disabling revokes every credential of the identity at once; its seat tokens stop working."""
    return _account(accounts.set_disabled(identity, player_id, body.disabled))
