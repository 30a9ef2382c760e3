"""Fixtures of the Schwimmen route tests: the shared service fixtures of
:mod:`tests.service_fixtures` on both backends (SQLite file / PostgreSQL, Alembic schema, fake clock)."""

from tests.service_fixtures import (  # noqa: F401
    app,
    client,
    clock,
    postgres_template,
    service_database_url,
    service_settings,
    services,
    sqlite_template,
)
