"""AccountService on both backends: handles and their collisions, passwords, sign-in that tells
nothing, sessions that expire, revocation (here at once, elsewhere after the cache), API keys and
their limit, roles and the last admin, guests, disabling, and the legacy handles revision 0009
keys."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from datetime import UTC, datetime, timedelta

import pytest
import sqlalchemy as sa
from argon2 import PasswordHasher
from sqlalchemy import text

from infrastructure.adapters import migrate
from infrastructure.adapters.db import build_engine
from infrastructure.adapters.settings import load_settings
from infrastructure.services.accounts import AccountService, Identity
from infrastructure.services.errors import Conflict, Forbidden, InvalidInput, NotFound, Unauthorized
from infrastructure.services.tokens import hash_token

PASSWORD = "correct horse battery"
FAST = PasswordHasher(time_cost=1, memory_cost=8192, parallelism=1)  # argon2id, lighter: many hashes here


class WallClock:
    """A wall clock the test moves by hand (expiry)."""

    def __init__(self) -> None:
        self.now = datetime(2030, 1, 1, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now


@pytest.fixture
def wall() -> WallClock:
    return WallClock()


@pytest.fixture
def accounts(services, wall: WallClock) -> AccountService:
    """Accounts on the test database with a hand-moved wall clock and a 5-second cache."""
    return AccountService(services.engine, hasher=FAST, now=wall, session_seconds=3600, guest_seconds=600)


def _signed_in(accounts: AccountService, handle: str) -> tuple[Identity, str]:
    accounts.register(handle, PASSWORD)
    _info, issued = accounts.sign_in(handle, PASSWORD)
    identity = accounts.resolve(issued.token)
    assert identity is not None
    return identity, issued.token


@pytest.mark.parametrize(
    "same",
    ["alice", "ALICE", "Alice", "ALİCE", "\uff21\uff4c\uff49\uff43\uff45", "Alicé", "Ali\u0301ce"],
    ids=["lower", "upper", "title", "dotted-capital-i", "fullwidth", "accent", "combining-accent"],
)
def test_handles_collide_ignoring_case_width_and_accents(accounts: AccountService, same: str) -> None:
    accounts.register("Alice", PASSWORD)
    with pytest.raises(Conflict) as caught:
        accounts.register(same, PASSWORD)
    assert caught.value.rule == "handle_taken"


def test_handles_are_stored_as_shown_after_nfkc(accounts: AccountService) -> None:
    info = accounts.register("\uff22\uff4f\uff42", PASSWORD)  # fullwidth "Bob"
    assert info.handle == "Bob"
    assert (info.kind, info.role, info.disabled) == ("account", "player", False)


@pytest.mark.parametrize(
    "handle",
    ["", "a" * 33, "b:c", "_lead", "a b", "\u0430lice", "ßß" * 9, "x\u200by", "guest:bob", "bot:random", 7, None],
    ids=[
        "empty",
        "too-long",
        "colon",
        "leading-underscore",
        "space",
        "cyrillic-a",
        "too-long-after-folding",
        "zero-width",
        "guest-namespace",
        "bot-namespace",
        "not-text",
        "none",
    ],
)
def test_bad_handles_are_refused_naming_the_field(accounts: AccountService, handle: object) -> None:
    with pytest.raises(InvalidInput) as caught:
        accounts.register(handle, PASSWORD)
    assert caught.value.rule == "handle"


@pytest.mark.parametrize("password", ["short", "x" * 257, None, 12345678])
def test_passwords_are_8_to_256_characters(accounts: AccountService, password: object) -> None:
    with pytest.raises(InvalidInput) as caught:
        accounts.register("pw-user", password)
    assert caught.value.rule == "password"


def test_passwords_are_hashed_with_argon2id_and_never_stored(services, accounts: AccountService) -> None:
    _me, session = _signed_in(accounts, "Hashed")
    with services.engine.connect() as conn:
        dump = " ".join(
            str(row)
            for name in ("maumau_players", "maumau_credentials")
            for row in conn.execute(text(f"SELECT * FROM {name}"))
        )
    assert PASSWORD not in dump
    assert session not in dump
    assert hash_token(session) in dump
    assert "$argon2id$" in dump


def test_a_password_typed_composed_or_decomposed_is_one_password(accounts: AccountService) -> None:
    accounts.register("Accent", "caf\u00e9-password")
    accounts.sign_in("accent", "cafe\u0301-password")


def test_every_failed_sign_in_is_the_same_answer(accounts: AccountService) -> None:
    accounts.register("Known", PASSWORD)
    accounts.create_guest("Visitor")
    answers = set()
    for handle, password in (
        ("Known", "wrong password"),
        ("Unknown", PASSWORD),
        ("guest:Visitor", PASSWORD),
        ("Visitor", PASSWORD),
        ("bad handle!", PASSWORD),
        ("Known", "short"),
    ):
        with pytest.raises(Unauthorized) as caught:
            accounts.sign_in(handle, password)
        answers.add((caught.value.rule, caught.value.message))
    assert answers == {("credentials", "unknown handle or wrong password")}


def test_sign_in_with_any_spelling_of_the_handle(accounts: AccountService) -> None:
    accounts.register("Straße", PASSWORD)
    info, issued = accounts.sign_in("STRASSE", PASSWORD)
    assert info.handle == "Straße"
    assert issued.kind == "session"
    assert issued.token.startswith("mms_")


def test_sessions_expire_even_when_cached(accounts: AccountService, wall: WallClock) -> None:
    me, session = _signed_in(accounts, "Expiring")
    assert me.expires_at == wall.now + timedelta(hours=1)
    assert accounts.resolve(session) == me  # cached now
    wall.now += timedelta(minutes=59)
    assert accounts.resolve(session) == me
    assert accounts.cached(session) == me
    wall.now += timedelta(minutes=2)
    assert accounts.cached(session) is None
    assert accounts.resolve(session) is None
    assert accounts.resolve_now(session) is None


def test_signing_out_revokes_here_at_once_elsewhere_after_the_cache(services, accounts, wall) -> None:
    me, session = _signed_in(accounts, "Leaver")
    elsewhere = AccountService(services.engine, hasher=FAST, now=wall, cache_seconds=30)
    assert elsewhere.resolve(session) == me  # cached in the other process
    revoked: list[uuid.UUID] = []
    accounts.watch_revocations(revoked.append)
    accounts.sign_out(me)
    assert revoked == [me.player_id]
    assert accounts.resolve(session) is None
    assert elsewhere.resolve(session) == me  # its cache still trusts it ...
    assert elsewhere.resolve_now(session) is None  # ... but an open stream asks the database
    assert AccountService(services.engine, cache_seconds=0).resolve(session) is None


def test_api_keys_are_listed_bounded_and_revocable(accounts: AccountService) -> None:
    small = AccountService(accounts._engine, hasher=FAST, max_api_keys=2)
    me, _ = _signed_in(small, "KeyHolder")
    key, issued = small.create_api_key(me, "my bot")
    assert issued.token.startswith("mmk_")
    assert issued.expires_at is None
    by_key = small.resolve(issued.token)
    assert by_key is not None
    assert (by_key.player_id, by_key.credential_kind) == (me.player_id, "api_key")
    small.create_api_key(me, "second")
    with pytest.raises(Conflict) as caught:
        small.create_api_key(me, "third")
    assert caught.value.rule == "api_key_limit"
    assert [k.label for k in small.list_api_keys(me)] == ["my bot", "second"]
    other, _ = _signed_in(small, "Stranger")
    with pytest.raises(NotFound):
        small.revoke_api_key(other, key.id)  # not his
    small.revoke_api_key(me, key.id)
    assert small.resolve(issued.token) is None
    assert [k.label for k in small.list_api_keys(me)] == ["second"]
    small.create_api_key(me, "third")  # room again
    with pytest.raises(InvalidInput) as bad:
        small.create_api_key(me, "x" * 65)
    assert bad.value.rule == "label"


def test_guests_have_a_namespace_of_their_own_and_no_keys(accounts: AccountService) -> None:
    accounts.register("bob", PASSWORD)
    first, issued = accounts.create_guest("bob")
    second, _ = accounts.create_guest("BOB")
    assert first.handle == "guest:bob"
    assert second.handle.startswith("guest:BOB")
    third, _ = accounts.create_guest("bob")
    assert third.handle.startswith("guest:bob#")
    assert len({first.player_id, second.player_id, third.player_id}) == 3
    assert issued.token.startswith("mmg_")
    me = accounts.resolve(issued.token)
    assert me is not None
    assert me.is_guest
    with pytest.raises(Forbidden):
        accounts.create_api_key(me, "nope")
    with pytest.raises(InvalidInput) as caught:
        accounts.create_guest("x" * 21)
    assert caught.value.rule == "name"


def test_roles_are_set_by_admins_and_the_last_admin_stays(accounts: AccountService) -> None:
    accounts.create_admin("Root", PASSWORD)
    _info, issued = accounts.sign_in("root", PASSWORD)
    root = accounts.resolve(issued.token)
    assert root is not None
    assert root.role == "admin"
    me, session = _signed_in(accounts, "Climber")
    with pytest.raises(Forbidden) as caught:
        accounts.set_role(me, me.player_id, "admin")
    assert caught.value.rule == "admin"
    assert accounts.set_role(root, me.player_id, "organiser").role == "organiser"
    again = accounts.resolve(session)
    assert again is not None
    assert again.role == "organiser"  # the cache forgot the old role
    with pytest.raises(Conflict) as last:
        accounts.set_role(root, root.player_id, "player")
    assert last.value.rule == "last_admin"
    guest, _ = accounts.create_guest("roleless")
    with pytest.raises(Conflict):
        accounts.set_role(root, guest.player_id, "organiser")
    with pytest.raises(NotFound):
        accounts.set_role(root, uuid.uuid4(), "organiser")
    with pytest.raises(InvalidInput):
        accounts.set_role(root, me.player_id, "emperor")
    assert accounts.create_admin("climber", PASSWORD).role == "admin"  # an existing account, promoted


def test_disabling_revokes_every_credential_and_sign_in(accounts: AccountService) -> None:
    accounts.create_admin("Root", PASSWORD)
    root = accounts.resolve(accounts.sign_in("Root", PASSWORD)[1].token)
    assert root is not None
    me, session = _signed_in(accounts, "Banned")
    _key, issued = accounts.create_api_key(me, "bot")
    assert accounts.set_disabled(root, me.player_id, True).disabled
    assert accounts.resolve(session) is None
    assert accounts.resolve(issued.token) is None
    with pytest.raises(Unauthorized) as caught:
        accounts.sign_in("Banned", PASSWORD)
    assert caught.value.message == "unknown handle or wrong password"
    with pytest.raises(Conflict):
        accounts.set_disabled(root, root.player_id, True)
    accounts.set_disabled(root, me.player_id, False)
    assert accounts.resolve(accounts.sign_in("Banned", PASSWORD)[1].token) is not None
    assert accounts.resolve(session) is None  # revoked credentials stay revoked


def test_tokens_that_are_not_credentials_resolve_to_nobody(accounts: AccountService) -> None:
    for token in (None, "", "garbage", "mms_" + "x" * 43, "mmk_", "a" * 4000):
        assert accounts.resolve(token) is None
        assert accounts.resolve_now(token) is None


def _legacy_database(url_for: Callable[[], str]) -> str:
    """A database at revision 0008 holding three handles from before accounts."""
    url = url_for()
    settings = load_settings(database_url=url)
    migrate.upgrade(settings, "0008")
    engine = build_engine(settings)
    try:
        with engine.begin() as conn:
            players = sa.table(
                "maumau_players",
                sa.column("id", sa.Uuid()),
                sa.column("handle", sa.String()),
                sa.column("created_at", sa.DateTime(timezone=True)),
            )
            for i, handle in enumerate(("Alice", "alice", "bob")):
                conn.execute(
                    players.insert().values(
                        id=uuid.uuid4(), handle=handle, created_at=datetime(2026, 1, 1 + i, tzinfo=UTC)
                    )
                )
    finally:
        engine.dispose()
    migrate.upgrade(settings)
    return url


@pytest.mark.parametrize("backend", ["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def test_revision_0009_keys_legacy_handles_the_first_one_wins(backend: str, tmp_path, request) -> None:
    if backend == "sqlite":
        url = _legacy_database(lambda: f"sqlite:///{tmp_path / 'legacy.db'}")
    else:
        server = request.getfixturevalue("postgres_server")
        url = _legacy_database(server.create_database)
        request.addfinalizer(lambda: server.drop_database(url))
    engine = build_engine(load_settings(database_url=url))
    try:
        with engine.connect() as conn:
            rows = conn.execute(
                text("SELECT handle, handle_key, kind, role FROM maumau_players ORDER BY created_at")
            ).all()
        assert [tuple(r) for r in rows] == [
            ("Alice", "alice", "legacy", "player"),
            ("alice", None, "legacy", "player"),
            ("bob", "bob", "legacy", "player"),
        ]
        accounts = AccountService(engine, hasher=FAST)
        for taken in ("ALICE", "Bob"):
            with pytest.raises(Conflict):
                accounts.register(taken, PASSWORD)
        with pytest.raises(Unauthorized):
            accounts.sign_in("alice", PASSWORD)  # a legacy handle has no password
        assert accounts.register("carol", PASSWORD).kind == "account"
    finally:
        engine.dispose()
