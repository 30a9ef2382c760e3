"""Settings: environment prefix, backend-dependent defaults, URL normalisation."""

from __future__ import annotations

from pathlib import Path

import pytest

from infrastructure.adapters.settings import load_settings, to_sqlalchemy_url


@pytest.fixture(autouse=True)
def _clean_env(monkeypatch: pytest.MonkeyPatch) -> None:
    """Ignore MAUMAU_* variables of the developer's shell."""
    import os

    for key in list(os.environ):
        if key.startswith("MAUMAU_"):
            monkeypatch.delenv(key)


def test_defaults_use_sqlite_file_and_create_tables(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.chdir(tmp_path)
    settings = load_settings()
    assert settings.database_url == f"sqlite:///{tmp_path}/data/maumau/maumau.db"
    assert settings.sqlite_path == tmp_path / "data" / "maumau" / "maumau.db"
    assert settings.missing_database == settings.sqlite_path  # nothing created by loading settings
    assert settings.create_tables is True
    assert settings.is_postgres is False
    assert (settings.host, settings.port) == ("127.0.0.1", 8000)


def test_default_database_does_not_depend_on_the_working_directory(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Per-user data folder: XDG_DATA_HOME when absolute, else ~/.local/share; never the cwd."""
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    urls = set()
    for folder in ("a", "b"):
        (tmp_path / folder).mkdir()
        monkeypatch.chdir(tmp_path / folder)
        urls.add(load_settings().database_url)
    assert urls == {f"sqlite:///{tmp_path}/home/.local/share/maumau/maumau.db"}
    monkeypatch.setenv("XDG_DATA_HOME", "relative/dir")  # not absolute: ignored, as the spec says
    assert load_settings().database_url == f"sqlite:///{tmp_path}/home/.local/share/maumau/maumau.db"


def test_postgres_url_from_env_turns_create_tables_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAUMAU_DATABASE_URL", "postgresql://u:p%40ss@db:6543/games")
    settings = load_settings()
    assert settings.is_postgres
    assert settings.create_tables is False
    url = settings.sqlalchemy_url
    assert (url.drivername, url.username, url.password, url.host, url.port, url.database) == (
        "postgresql+psycopg",
        "u",
        "p@ss",
        "db",
        6543,
        "games",
    )
    assert settings.sqlite_path is None


def test_explicit_create_tables_wins(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAUMAU_DATABASE_URL", "postgresql://postgres@127.0.0.1/x")
    monkeypatch.setenv("MAUMAU_CREATE_TABLES", "true")
    assert load_settings().create_tables is True
    assert load_settings(create_tables=False).create_tables is False


def test_overrides_beat_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAUMAU_PORT", "9000")
    monkeypatch.setenv("MAUMAU_POOL_SIZE", "3")
    settings = load_settings(port=9100)
    assert settings.port == 9100
    assert settings.pool_size == 3


def test_ensure_sqlite_dir_creates_the_parent_folder(tmp_path: Path) -> None:
    target = tmp_path / "nested" / "deeper" / "maumau.db"
    settings = load_settings(database_url=f"sqlite:///{target}")
    settings.ensure_sqlite_dir()
    assert target.parent.is_dir()


@pytest.mark.parametrize("url", ["sqlite:///:memory:", "sqlite://"])
def test_memory_sqlite_has_no_path(url: str) -> None:
    assert load_settings(database_url=url).sqlite_path is None


def test_postgres_alias_scheme_is_normalised() -> None:
    assert to_sqlalchemy_url("postgres://a@h/d").drivername == "postgresql+psycopg"
    assert to_sqlalchemy_url("postgresql+psycopg://a@h/d").drivername == "postgresql+psycopg"


def test_unknown_scheme_is_rejected() -> None:
    with pytest.raises(ValueError, match="unsupported database URL"):
        to_sqlalchemy_url("mysql://root@localhost/x")
