"""Accounts, guests and their credentials: who is calling, proven by a bearer token.

An *identity* is a row of ``maumau_players``; its id is the one id seats and results are keyed on.

* An **account** registers with a handle (unique by its key: NFKC, case folded, accents removed;
  see :mod:`infrastructure.services.handles`) and a password (8-256 characters, NFC-normalised,
  hashed with argon2id; never stored or logged in clear).  Signing in returns a **session**
  token that expires (:attr:`AccountService.session_seconds`); an account may also hold up to
  :attr:`AccountService.max_api_keys` long-lived **API keys** (labelled, for apps and bots).
* A **guest** has a display name only, shown as ``guest:<name>`` (with ``#`` and four characters
  appended when another guest uses the name) so it can never pass for an account's handle; its
  one credential is the guest token it is created with (expires after
  :attr:`AccountService.guest_seconds`).  Guests may not sit at rated tables, have no API keys.
* A **legacy** identity is a handle written before accounts existed (revision 0009): it keeps its
  id and results and reserves its handle's key, but has no credential and cannot sign in.

Roles: ``player`` (everyone), ``organiser`` (may create tournaments), ``admin`` (may set roles and
disable accounts).  The first admin is made on the command line (``maumau accounts create-admin``).

Every credential is stored only as its SHA-256 (:func:`~infrastructure.services.tokens.hash_token`)
in ``maumau_credentials`` and may be revoked.  :meth:`AccountService.resolve` answers who a token
belongs to, from a cache for at most ``cache_seconds`` (revocation in this process forgets it at
once; other processes may honour a revoked credential until their cached entry expires, exactly
like a seat token); :meth:`AccountService.resolve_now` always asks the database (open event
streams use it before every write).  Expiry is checked on every resolve, cached or not.

Signing in with an unknown handle, a wrong password, a guest's or legacy name, or a disabled
account all fail alike (401 ``credentials``), and an unknown handle still costs one password
verification, so neither the answer nor its time tells whether a handle exists.

Every argon2 hash and verification (registering, signing in, the dummy verification) passes the
process's :class:`~infrastructure.services.sign_in_limits.HashGate` (a few at once; beyond that
503 ``busy``), and a sign-in from a client address first passes its
:class:`~infrastructure.services.sign_in_limits.SignInLimits` (failed sign-ins per address, per
handle and per both; 429 ``sign_in_limited``), see ``docs/accounts.md``.
"""

from __future__ import annotations

import contextlib
import logging
import threading
import unicodedata
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError, VerifyMismatchError
from sqlalchemy import ColumnElement, Engine, func, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from infrastructure.adapters.db import CredentialRow, PlayerRow, SeatRow, utcnow
from infrastructure.services.errors import Conflict, Forbidden, InvalidInput, NotFound, Unauthorized
from infrastructure.services.handles import GUEST_PREFIX, checked_name, display_handle, guest_name
from infrastructure.services.lru import Lru
from infrastructure.services.sign_in_limits import HashGate, SignInLimits
from infrastructure.services.tokens import CREDENTIAL_PREFIXES, credential_kind, hash_token, new_token

__all__ = [
    "API_KEY_LABEL_MAX",
    "KINDS",
    "PASSWORD_MAX",
    "PASSWORD_MIN",
    "ROLES",
    "AccountInfo",
    "AccountService",
    "ApiKeyInfo",
    "Identity",
    "IssuedCredential",
    "signed_in",
]

log = logging.getLogger(__name__)

ROLES = ("player", "organiser", "admin")
"""Every role, least to most powerful."""

KINDS = ("account", "guest", "legacy")
"""Every kind of identity (``legacy``: a handle from before accounts; it cannot sign in)."""

PASSWORD_MIN = 8
PASSWORD_MAX = 256
API_KEY_LABEL_MAX = 64

_UNKNOWN = "unknown handle or wrong password"


@dataclass(frozen=True, slots=True)
class Identity:
    """Who a credential belongs to, and which credential it was (to sign that one out)."""

    player_id: uuid.UUID
    handle: str
    kind: str
    role: str
    credential_id: uuid.UUID
    credential_kind: str
    expires_at: datetime | None

    @property
    def is_guest(self) -> bool:
        """A guest (may not sit at rated tables, has no API keys)."""
        return self.kind == "guest"


def signed_in(identity: Identity | None) -> Identity:
    """``identity``, or 401 ``token`` for a request that sent none (what every action of a
    person asks first)."""
    if identity is None:
        raise Unauthorized("token", "this needs an identity: Authorization: Bearer <session, API key or guest token>")
    return identity


@dataclass(frozen=True, slots=True)
class AccountInfo:
    """An identity as ``GET /v1/accounts/me`` shows it (never its password hash)."""

    player_id: uuid.UUID
    handle: str
    kind: str
    role: str
    created_at: datetime
    disabled: bool


@dataclass(frozen=True, slots=True)
class ApiKeyInfo:
    """An API key as its owner lists it: never the key itself, which is shown once."""

    id: uuid.UUID
    label: str
    created_at: datetime


@dataclass(frozen=True, slots=True)
class IssuedCredential:
    """A credential just made: the token (shown only this once), its id and expiry."""

    id: uuid.UUID
    token: str
    kind: str
    expires_at: datetime | None


class AccountService:
    """Register, sign in and out, API keys, guests, roles, and who a token belongs to."""

    def __init__(
        self,
        engine: Engine,
        *,
        cache_seconds: float = 5.0,
        cache_size: int = 4096,
        session_seconds: float = 14 * 24 * 3600,
        guest_seconds: float = 7 * 24 * 3600,
        max_api_keys: int = 10,
        hasher: PasswordHasher | None = None,
        now: Callable[[], datetime] = utcnow,
        hash_gate: HashGate | None = None,
        sign_in_limits: SignInLimits | None = None,
    ) -> None:
        """Use ``engine`` for ``maumau_players`` and ``maumau_credentials``.

        ``cache_seconds`` = 0 resolves every token in the database.  ``hasher`` defaults to
        argon2-cffi's recommended argon2id parameters; ``now`` is the wall clock of expiries
        (injectable in tests); ``hash_gate`` and ``sign_in_limits`` default to their documented
        defaults (:meth:`use_limits` replaces them)."""
        self._engine = engine
        self._cache = Lru(cache_size, ttl=cache_seconds) if cache_seconds > 0 else None
        self.session_seconds = session_seconds
        self.guest_seconds = guest_seconds
        self.max_api_keys = max_api_keys
        self._hasher = hasher or PasswordHasher()
        self._gate = hash_gate or HashGate()
        self._sign_in_limits = sign_in_limits or SignInLimits()
        self._now = now
        self._dummy_hash: str | None = None
        self._dummy_lock = threading.Lock()
        self._revocation_watchers: list[Callable[[uuid.UUID], None]] = []

    def use_limits(self, hash_gate: HashGate, sign_in_limits: SignInLimits) -> None:
        """Bound password hashing with ``hash_gate`` and sign-ins with ``sign_in_limits`` (the
        service's settings, :func:`infrastructure.services.bootstrap.build_services`)."""
        self._gate = hash_gate
        self._sign_in_limits = sign_in_limits

    def _hash(self, secret: str) -> str:
        """``secret`` hashed with argon2id, through the hash gate."""
        with self._gate.hashing():
            return self._hasher.hash(secret)

    def _verify(self, password_hash: str, secret: str) -> None:
        """Verify ``secret`` against ``password_hash`` through the hash gate (argon2's exceptions
        when it does not match)."""
        with self._gate.hashing():
            self._hasher.verify(password_hash, secret)

    def _session(self) -> Session:
        """A session whose objects stay readable after commit."""
        return Session(self._engine, expire_on_commit=False)

    # ------------------------------------------------------------------ accounts
    def register(self, handle: object, password: object, *, role: str = "player") -> AccountInfo:
        """Create an account; :class:`Conflict` ``handle_taken`` when the handle's key is taken
        (by an account, or a legacy handle), :class:`InvalidInput` for a bad handle or password."""
        shown, key = display_handle(handle)
        secret = _password(password)
        if role not in ROLES:
            raise InvalidInput("role", f"role must be one of {', '.join(ROLES)}")
        taken = Conflict("handle_taken", f"the handle {shown!r} is taken (handles ignore case and accents)")
        with self._session() as session:
            if session.scalar(select(PlayerRow.id).where(PlayerRow.handle_key == key)) is not None:
                raise taken  # before the (deliberately slow) hashing; the unique index settles races
        row = PlayerRow(
            id=uuid.uuid4(),
            handle=shown,
            handle_key=key,
            kind="account",
            role=role,
            password_hash=self._hash(secret),
            created_at=utcnow(),
        )
        try:
            with self._session() as session, session.begin():
                session.add(row)
        except IntegrityError:
            raise taken from None
        return _account_info(row)

    def sign_in(
        self, handle: object, password: object, *, address: str | None = None
    ) -> tuple[AccountInfo, IssuedCredential]:
        """A new session for the account ``handle`` if ``password`` is its password.

        Every failure is the same :class:`Unauthorized` ``credentials`` (see module docstring).
        With the client's ``address`` the attempt first passes the sign-in limits
        (:class:`Throttled` 429 ``sign_in_limited``, before any hashing); without one (the
        command line) it is not limited."""
        if address is None:
            return self._sign_in(handle, password)
        key = _limit_key(handle)
        limits = self._sign_in_limits
        limits.attempt(address, key)
        try:
            signed_in = self._sign_in(handle, password)
        except Unauthorized:
            limits.failed(address, key)
            raise
        except BaseException:
            limits.abandoned(address, key)
            raise
        limits.succeeded(address, key)
        return signed_in

    def _sign_in(self, handle: object, password: object) -> tuple[AccountInfo, IssuedCredential]:
        """:meth:`sign_in` without the limits."""
        try:
            _shown, key = display_handle(handle)
            secret = _password(password)
        except InvalidInput:
            self._verify_dummy()
            raise Unauthorized("credentials", _UNKNOWN) from None
        with self._session() as session:
            row = session.scalar(select(PlayerRow).where(PlayerRow.handle_key == key))
        if row is None or row.kind != "account" or row.password_hash is None:
            self._verify_dummy()
            raise Unauthorized("credentials", _UNKNOWN)
        try:
            self._verify(row.password_hash, secret)
        except (VerifyMismatchError, VerificationError, InvalidHashError):
            raise Unauthorized("credentials", _UNKNOWN) from None
        if row.disabled_at is not None:
            raise Unauthorized("credentials", _UNKNOWN)
        if self._hasher.check_needs_rehash(row.password_hash):
            with self._session() as session, session.begin():
                session.execute(
                    update(PlayerRow).where(PlayerRow.id == row.id).values(password_hash=self._hash(secret))
                )
        issued = self._issue(row.id, "session", None, self.session_seconds)
        return _account_info(row), issued

    def sign_out(self, identity: Identity) -> None:
        """End the credential ``identity`` was resolved from (a session, guest token or API key)."""
        self._revoke(identity.player_id, [identity.credential_id])

    def account(self, player_id: uuid.UUID) -> AccountInfo:
        """An identity by id; :class:`NotFound` when there is none."""
        with self._session() as session:
            row = session.get(PlayerRow, player_id)
        if row is None:
            raise NotFound("account", f"no account {player_id}")
        return _account_info(row)

    def set_role(self, actor: Identity, player_id: uuid.UUID, role: str) -> AccountInfo:
        """An admin gives the account ``player_id`` the role ``role``.

        :class:`Forbidden` ``admin`` for anyone else; guests and legacy handles have no role to
        set (:class:`Conflict` ``not_an_account``); the last admin cannot step down
        (:class:`Conflict` ``last_admin``)."""
        self._require_admin(actor)
        return self.assign_role(player_id, role)

    def assign_role(self, player_id: uuid.UUID, role: str) -> AccountInfo:
        """Set the role of the account ``player_id`` with no acting identity: the operator's way
        (``maumau accounts set-role``); the same refusals as :meth:`set_role` otherwise."""
        if role not in ROLES:
            raise InvalidInput("role", f"role must be one of {', '.join(ROLES)}")
        with self._session() as session, session.begin():
            row = session.get(PlayerRow, player_id, with_for_update=True)
            if row is None:
                raise NotFound("account", f"no account {player_id}")
            if row.kind != "account":
                raise Conflict("not_an_account", f"{row.handle} is a {row.kind} identity: only accounts have roles")
            if row.role == "admin" and role != "admin":
                admins = session.scalar(
                    select(func.count())
                    .select_from(PlayerRow)
                    .where(PlayerRow.role == "admin", PlayerRow.kind == "account")
                )
                if (admins or 0) <= 1:
                    raise Conflict("last_admin", "the last admin cannot step down: make another admin first")
            row.role = role
        self._forget(player_id)
        return _account_info(row)

    def find(self, handle: object) -> AccountInfo:
        """The identity whose handle is ``handle`` in any spelling (case, width, accents);
        :class:`NotFound` when there is none."""
        _shown, key = display_handle(handle)
        with self._session() as session:
            row = session.scalar(select(PlayerRow).where(PlayerRow.handle_key == key))
        if row is None:
            raise NotFound("account", f"no account {handle!r}")
        return _account_info(row)

    def set_disabled(self, actor: Identity, player_id: uuid.UUID, disabled: bool) -> AccountInfo:
        """An admin disables (or enables again) an identity.  Disabling revokes every credential
        it holds at once and its seat tokens for good (each open seat of the identity, Mau-Mau and
        Punto Banco, gets a new token digest nobody holds), so enabling it again revives none of
        them: the identity keeps its seats and takes a fresh token with a new credential (a seat
        request for the seat it holds); an admin cannot disable himself."""
        self._require_admin(actor)
        if disabled and player_id == actor.player_id:
            raise Conflict("self", "an admin cannot disable his own account")
        with self._session() as session, session.begin():
            row = session.get(PlayerRow, player_id, with_for_update=True)
            if row is None:
                raise NotFound("account", f"no account {player_id}")
            row.disabled_at = (row.disabled_at or utcnow()) if disabled else None
            if disabled:
                _revoke_seat_tokens(session, player_id)
        if disabled:
            self._revoke(player_id, None)
        return _account_info(row)

    def create_admin(self, handle: object, password: object) -> AccountInfo:
        """The command line's way to the first admin: register ``handle`` as an admin, or, when
        it is already an account and ``password`` is its password, make it an admin."""
        try:
            return self.register(handle, password, role="admin")
        except Conflict:
            info, issued = self.sign_in(handle, password)
            self._revoke(info.player_id, [issued.id])
            return self.assign_role(info.player_id, "admin")

    # ------------------------------------------------------------------ API keys
    def create_api_key(self, identity: Identity, label: object) -> tuple[ApiKeyInfo, IssuedCredential]:
        """A new long-lived API key for an account (``label``: 1-64 characters, a name as
        :func:`domain.names.check_name` allows)."""
        if identity.kind != "account":
            raise Forbidden("account", "only accounts hold API keys (guests do not)")
        # a label is a name its owner reads: the one check of such names
        label = checked_name(label, "label", longest=API_KEY_LABEL_MAX, what="an API key's label")
        with self._session() as session, session.begin():
            # Lock the owner's row: two racing requests cannot both pass the count.
            session.get(PlayerRow, identity.player_id, with_for_update=True)
            count = session.scalar(
                select(func.count())
                .select_from(CredentialRow)
                .where(*self._live(CredentialRow.player_id == identity.player_id, kind="api_key"))
            )
            if (count or 0) >= self.max_api_keys:
                raise Conflict(
                    "api_key_limit", f"an account holds at most {self.max_api_keys} API keys: revoke one first"
                )
            token = new_token(CREDENTIAL_PREFIXES["api_key"])
            row = CredentialRow(
                id=uuid.uuid4(),
                player_id=identity.player_id,
                kind="api_key",
                token_hash=hash_token(token),
                label=label,
                created_at=utcnow(),
                expires_at=None,
            )
            session.add(row)
        return ApiKeyInfo(row.id, label, _utc(row.created_at)), IssuedCredential(row.id, token, "api_key", None)

    def list_api_keys(self, identity: Identity) -> list[ApiKeyInfo]:
        """The account's live API keys, oldest first (never the keys themselves)."""
        with self._session() as session:
            rows = session.scalars(
                select(CredentialRow)
                .where(*self._live(CredentialRow.player_id == identity.player_id, kind="api_key"))
                .order_by(CredentialRow.created_at, CredentialRow.id)
            ).all()
        return [ApiKeyInfo(r.id, r.label or "", _utc(r.created_at)) for r in rows]

    def revoke_api_key(self, identity: Identity, key_id: uuid.UUID) -> None:
        """Revoke one of the account's API keys; :class:`NotFound` for anyone else's or a gone one."""
        with self._session() as session:
            found = session.scalar(
                select(CredentialRow.id).where(
                    *self._live(CredentialRow.id == key_id, kind="api_key"),
                    CredentialRow.player_id == identity.player_id,
                )
            )
        if found is None:
            raise NotFound("api_key", f"you hold no API key {key_id}")
        self._revoke(identity.player_id, [key_id])

    # ------------------------------------------------------------------ guests
    def create_guest(self, name: object) -> tuple[AccountInfo, IssuedCredential]:
        """A guest identity shown as ``guest:<name>`` and its token (expires)."""
        shown = guest_name(name)
        for attempt in range(8):
            # Another guest may have this name: then a short random suffix tells them apart.
            handle = GUEST_PREFIX + shown if attempt == 0 else f"{GUEST_PREFIX}{shown}#{new_token()[:4]}"
            row = PlayerRow(
                id=uuid.uuid4(),
                handle=handle,
                handle_key=None,
                kind="guest",
                role="player",
                password_hash=None,
                created_at=utcnow(),
            )
            try:
                with self._session() as session, session.begin():
                    session.add(row)
                break
            except IntegrityError:
                continue
        else:  # pragma: no cover - eight collisions of a random suffix in a row
            raise Conflict("guest", "could not create the guest: retry")
        return _account_info(row), self._issue(row.id, "guest", None, self.guest_seconds)

    # ------------------------------------------------------------------ resolving tokens
    def resolve(self, token: str | None) -> Identity | None:
        """Who ``token`` belongs to (from the cache when fresh), or ``None``: unknown, revoked,
        expired, a disabled identity, or no identity credential at all."""
        if not token or credential_kind(token) is None:
            return None
        token_hash = hash_token(token)
        if self._cache is not None:
            cached: Identity | None = self._cache.get(token_hash)
            if cached is not None:
                return cached if self._unexpired(cached) else None
        identity = self._from_db(token_hash)
        if identity is not None and self._cache is not None:
            self._cache.put(token_hash, identity)
        return identity

    def cached(self, token: str | None) -> Identity | None:
        """Who ``token`` belongs to from the cache alone (no I/O), or ``None`` when only
        :meth:`resolve` can tell."""
        if not token or self._cache is None or credential_kind(token) is None:
            return None
        identity: Identity | None = self._cache.get(hash_token(token))
        return identity if identity is not None and self._unexpired(identity) else None

    def resolve_now(self, token: str | None) -> Identity | None:
        """Like :meth:`resolve`, but always asks the database (open streams call it before every
        write, so a credential revoked in any process receives nothing afterwards)."""
        if not token or credential_kind(token) is None:
            return None
        token_hash = hash_token(token)
        identity = self._from_db(token_hash)
        if identity is None and self._cache is not None:
            self._cache.pop(token_hash)
        return identity

    def watch_revocations(self, watcher: Callable[[uuid.UUID], None]) -> Callable[[], None]:
        """Call ``watcher(player_id)`` after a credential of that identity was revoked in this
        process (the table service re-checks that identity's open seat streams at once);
        returns the function that stops watching."""
        self._revocation_watchers.append(watcher)

        def unwatch() -> None:
            with contextlib.suppress(ValueError):
                self._revocation_watchers.remove(watcher)

        return unwatch

    # ------------------------------------------------------------------ internals
    def _require_admin(self, actor: Identity) -> None:
        if actor.role != "admin" or actor.kind != "account":
            raise Forbidden("admin", "only an admin may do this")

    def _issue(self, player_id: uuid.UUID, kind: str, label: str | None, seconds: float | None) -> IssuedCredential:
        """Store a new credential of ``kind`` for ``player_id``; the token is returned once."""
        token = new_token(CREDENTIAL_PREFIXES[kind])
        now = self._now()
        expires = now + timedelta(seconds=seconds) if seconds is not None else None
        row = CredentialRow(
            id=uuid.uuid4(),
            player_id=player_id,
            kind=kind,
            token_hash=hash_token(token),
            label=label,
            created_at=utcnow(),
            expires_at=expires,
        )
        with self._session() as session, session.begin():
            session.add(row)
        return IssuedCredential(row.id, token, kind, expires)

    def _live(self, *conditions: ColumnElement[bool], kind: str) -> tuple[ColumnElement[bool], ...]:
        """The conditions of a live (unrevoked, unexpired) credential of ``kind``."""
        now = self._now()
        return (
            *conditions,
            CredentialRow.kind == kind,
            CredentialRow.revoked_at.is_(None),
            (CredentialRow.expires_at.is_(None)) | (CredentialRow.expires_at > now),
        )

    def _from_db(self, token_hash: str) -> Identity | None:
        """Look a credential up: live, and its identity not disabled."""
        with self._session() as session:
            found = session.execute(
                select(CredentialRow, PlayerRow)
                .join(PlayerRow, PlayerRow.id == CredentialRow.player_id)
                .where(
                    CredentialRow.token_hash == token_hash,
                    CredentialRow.revoked_at.is_(None),
                    PlayerRow.disabled_at.is_(None),
                )
            ).first()
        if found is None:
            return None
        credential, player = found
        identity = Identity(
            player_id=player.id,
            handle=player.handle,
            kind=player.kind,
            role=player.role,
            credential_id=credential.id,
            credential_kind=credential.kind,
            expires_at=_utc(credential.expires_at) if credential.expires_at is not None else None,
        )
        return identity if self._unexpired(identity) else None

    def _unexpired(self, identity: Identity) -> bool:
        return identity.expires_at is None or self._now() < identity.expires_at

    def _revoke(self, player_id: uuid.UUID, credential_ids: list[uuid.UUID] | None) -> None:
        """Revoke the given credentials of ``player_id`` (``None``: all of them), forget them here
        and tell the watchers."""
        with self._session() as session, session.begin():
            query = update(CredentialRow).where(
                CredentialRow.player_id == player_id, CredentialRow.revoked_at.is_(None)
            )
            if credential_ids is not None:
                query = query.where(CredentialRow.id.in_(credential_ids))
            session.execute(query.values(revoked_at=utcnow()))
        self._forget(player_id)
        for watcher in tuple(self._revocation_watchers):
            try:
                watcher(player_id)
            except Exception:
                log.exception("revocation watcher failed for %s", player_id)

    def _forget(self, player_id: uuid.UUID) -> None:
        """Drop every cached identity of ``player_id`` (its role or credentials changed)."""
        if self._cache is not None:
            self._cache.pop_where(lambda identity: identity.player_id == player_id)

    def _verify_dummy(self) -> None:
        """Spend one password verification, as a sign-in with a known handle would."""
        with self._dummy_lock:
            if self._dummy_hash is None:
                self._dummy_hash = self._hash(new_token())
        with contextlib.suppress(VerificationError, InvalidHashError):
            self._verify(self._dummy_hash, "not the password")


def _revoke_seat_tokens(session: Session, player_id: uuid.UUID) -> None:
    """Give every open seat of ``player_id`` a token digest no token has (its old seat tokens are
    dead for good; the seats stay the identity's), at the tables of every game."""
    for seat in session.scalars(select(SeatRow).where(SeatRow.player_id == player_id, SeatRow.left_at.is_(None))):
        seat.token_hash = hash_token(new_token())


def _password(raw: object) -> str:
    """A password checked (8-256 characters) and NFC-normalised, so one typed on another keyboard
    (composed or decomposed accents) is the same password."""
    if not isinstance(raw, str) or not PASSWORD_MIN <= len(raw) <= PASSWORD_MAX:
        raise InvalidInput("password", f"a password is {PASSWORD_MIN}-{PASSWORD_MAX} characters")
    return unicodedata.normalize("NFC", raw)


def _limit_key(handle: object) -> str:
    """What the sign-in limits count a handle as: its key (every spelling of a handle is one),
    or, for a malformed one, its first characters marked as such."""
    try:
        return display_handle(handle)[1]
    except InvalidInput:
        return "?" + (handle[:64] if isinstance(handle, str) else type(handle).__name__)


def _utc(moment: datetime) -> datetime:
    """A timestamp read back as timezone-aware UTC (SQLite returns naive datetimes)."""
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def _account_info(row: PlayerRow) -> AccountInfo:
    """A player row as :class:`AccountInfo`."""
    return AccountInfo(row.id, row.handle, row.kind, row.role, _utc(row.created_at), row.disabled_at is not None)
