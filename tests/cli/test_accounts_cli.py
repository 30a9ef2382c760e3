"""``maumau accounts create-admin`` and ``set-role``: the first admin is made on the command line,
the password never appears as an argument or in the output; on SQLite and PostgreSQL."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from typer.testing import CliRunner

from api.cli.main import app
from infrastructure.adapters import migrate
from infrastructure.adapters.db import build_engine
from infrastructure.adapters.settings import load_settings
from infrastructure.services.accounts import AccountService

runner = CliRunner()
PASSWORD = "s3cret horse battery"


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A migrated database on each backend."""
    server = request.getfixturevalue("postgres_server") if request.param == "postgres" else None
    database = server.create_database() if server is not None else f"sqlite:///{tmp_path / 'accounts.db'}"
    migrate.upgrade(load_settings(database_url=database))
    yield database
    if server is not None:
        server.drop_database(database)


def _accounts(url: str) -> tuple[AccountService, object]:
    engine = build_engine(load_settings(database_url=url))
    return AccountService(engine, cache_seconds=0), engine


def test_create_admin_then_sign_in_over_the_service(url: str) -> None:
    result = runner.invoke(
        app,
        ["accounts", "create-admin", "Root", "--password-stdin", "--json", "--database-url", url],
        input=PASSWORD + "\n",
    )
    assert result.exit_code == 0, result.output
    assert PASSWORD not in result.output
    body = json.loads(result.stdout)
    assert (body["handle"], body["role"]) == ("Root", "admin")
    accounts, engine = _accounts(url)
    try:
        info, _issued = accounts.sign_in("root", PASSWORD)
        assert info.role == "admin"
        # An existing account becomes an admin only with its own password.
        accounts.register("Later", PASSWORD)
        wrong = runner.invoke(
            app, ["accounts", "create-admin", "later", "--password-stdin", "--database-url", url], input="nope-nope\n"
        )
        assert wrong.exit_code == 1
        assert "credentials" in wrong.output
        assert accounts.find("Later").role == "player"
        promoted = runner.invoke(
            app, ["accounts", "create-admin", "LATER", "--password-stdin", "--database-url", url], input=PASSWORD + "\n"
        )
        assert promoted.exit_code == 0, promoted.output
        assert accounts.find("later").role == "admin"
    finally:
        engine.dispose()  # type: ignore[attr-defined]


def test_set_role_by_any_spelling_and_its_refusals(url: str) -> None:
    accounts, engine = _accounts(url)
    try:
        accounts.register("Straße", PASSWORD)
        accounts.create_admin("Only", PASSWORD)
        result = runner.invoke(app, ["accounts", "set-role", "STRASSE", "organiser", "--database-url", url])
        assert result.exit_code == 0, result.output
        assert "organiser" in result.stdout
        assert accounts.find("strasse").role == "organiser"
        for args, words in (
            (["set-role", "nobody", "admin"], "no account"),
            (["set-role", "Straße", "emperor"], "role"),
            (["set-role", "Only", "player"], "last_admin"),
        ):
            refused = runner.invoke(app, ["accounts", *args, "--database-url", url])
            assert refused.exit_code == 1, refused.output
            assert words in refused.output
    finally:
        engine.dispose()  # type: ignore[attr-defined]


def test_a_missing_database_is_not_created(tmp_path: Path) -> None:
    missing = tmp_path / "absent.db"
    result = runner.invoke(
        app,
        ["accounts", "create-admin", "Root", "--password-stdin", "--database-url", f"sqlite:///{missing}"],
        input="x\n",
    )
    assert result.exit_code == 1
    assert not missing.exists()
