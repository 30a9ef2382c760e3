"""Request and response bodies of accounts, sessions, API keys, guests and seats (pydantic).

Field bounds here match :mod:`infrastructure.services.accounts` (which checks them again, with the
Unicode rules of :mod:`infrastructure.services.handles`): a bad request is 422 naming the field.
A seat is taken by the identity of the ``Authorization`` credential, so a seat request names no
player: a body with ``player`` (the old way) is refused with 422 ``player`` saying so.
"""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator
from pydantic.json_schema import SkipJsonSchema

from api.schemas.common import SeatOut
from infrastructure.services.accounts import API_KEY_LABEL_MAX, PASSWORD_MAX, PASSWORD_MIN
from infrastructure.services.handles import GUEST_NAME_MAX, HANDLE_MAX

__all__ = [
    "AccountCreate",
    "AccountOut",
    "ApiKeyCreate",
    "ApiKeyCreatedOut",
    "ApiKeyOut",
    "BotSeatOut",
    "DisabledIn",
    "GuestCreate",
    "GuestOut",
    "RoleIn",
    "SeatJoinIn",
    "SessionOut",
    "SignIn",
]

_HANDLE_INPUT = 4 * HANDLE_MAX  # raw input before normalisation (compatibility forms may shrink)

Role = Literal["player", "organiser", "admin"]
Kind = Literal["account", "guest", "legacy"]


class AccountCreate(BaseModel):
    """Register an account: a handle (unique ignoring case and accents) and a password."""

    model_config = ConfigDict(
        extra="forbid", json_schema_extra={"examples": [{"handle": "alice", "password": "correct horse battery"}]}
    )

    handle: str = Field(
        min_length=1,
        max_length=_HANDLE_INPUT,
        description=f"1-{HANDLE_MAX} Latin letters (accents allowed), digits, '_', '.', '-'; "
        "'Alice', 'ALICE' and 'Alicé' are one handle",
    )
    password: str = Field(min_length=PASSWORD_MIN, max_length=PASSWORD_MAX, description="8-256 characters")


class SignIn(BaseModel):
    """Sign in with a handle and its password."""

    model_config = ConfigDict(
        extra="forbid", json_schema_extra={"examples": [{"handle": "alice", "password": "correct horse battery"}]}
    )

    handle: str = Field(min_length=1, max_length=_HANDLE_INPUT)
    password: str = Field(min_length=1, max_length=PASSWORD_MAX)


class AccountOut(BaseModel):
    """An identity: an account, a guest or a legacy handle (never a password or a token)."""

    player_id: uuid.UUID = Field(description="the id seats and results are keyed on")
    handle: str = Field(description="as shown; guests are 'guest:<name>'")
    kind: Kind
    role: Role
    created_at: datetime
    disabled: bool


class SessionOut(BaseModel):
    """A new session: its token (shown only this once) and when it expires."""

    token: str = Field(description="send as Authorization: Bearer <token>")
    expires_at: datetime
    account: AccountOut


class GuestCreate(BaseModel):
    """Play as a guest under a display name (unrated tables only)."""

    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [{"name": "kalle"}]})

    name: str = Field(
        min_length=1, max_length=4 * GUEST_NAME_MAX, description=f"1-{GUEST_NAME_MAX} characters, as a handle"
    )


class GuestOut(BaseModel):
    """A new guest identity: its token (shown only this once), its expiry and how it is shown."""

    token: str = Field(description="send as Authorization: Bearer <token>")
    expires_at: datetime
    account: AccountOut


class ApiKeyCreate(BaseModel):
    """A new API key (for an app or a bot), named by a label."""

    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [{"label": "my bot"}]})

    label: str = Field(min_length=1, max_length=API_KEY_LABEL_MAX)


class ApiKeyOut(BaseModel):
    """An API key as its owner lists it (never the key)."""

    id: uuid.UUID
    label: str
    created_at: datetime


class ApiKeyCreatedOut(ApiKeyOut):
    """A new API key: the key itself is shown only this once."""

    token: str = Field(description="send as Authorization: Bearer <token>")


class RoleIn(BaseModel):
    """An account's new role (admins only)."""

    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [{"role": "organiser"}]})

    role: Role


class DisabledIn(BaseModel):
    """Disable an identity (every credential revoked, seat tokens stop) or enable it again."""

    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [{"disabled": True}]})

    disabled: bool


class SeatJoinIn(BaseModel):
    """Take a seat as the identity of the ``Authorization`` credential; a private table's seats
    need its invite code.  The body is optional."""

    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [{}, {"invite": "k3Jx0c2..."}]})

    invite: str | None = Field(default=None, min_length=1, max_length=64, description="a private table's invite code")
    player: SkipJsonSchema[Any] = Field(default=None, exclude=True)

    @field_validator("player", mode="before")
    @classmethod
    def _no_player(cls, value: Any) -> None:
        """A seat request names no player any more: say what to do instead."""
        if value is not None:
            msg = (
                "a seat is taken by the identity of the Authorization credential, the body names no player: "
                "register (POST /v1/accounts) and sign in (POST /v1/sessions), or play as a guest (POST /v1/guests)"
            )
            raise ValueError(msg)
        return None


class BotSeatOut(SeatOut):
    """A bot just seated: no token (bots play by themselves, in the service)."""

    table_id: uuid.UUID


class ClaimantIn(BaseModel):
    """The host (or an admin) lets an identity take over a seat a legacy name holds."""

    model_config = ConfigDict(
        extra="forbid", json_schema_extra={"examples": [{"player_id": "5f3c2a9e-1b7d-4c1e-9a55-0d6f1f2e8b41"}]}
    )

    player_id: uuid.UUID = Field(description="the account or guest that may take the seat (its own credential)")


class ClaimantOut(BaseModel):
    """Who may take over the legacy seat now."""

    table_id: uuid.UUID
    seat: int
    player_id: uuid.UUID
    handle: str
    granted_at: datetime
