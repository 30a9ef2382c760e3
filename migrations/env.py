"""Alembic environment: find the database and run the revisions online or offline (``--sql``).

The database is, in order of precedence:

1. ``config.attributes["connection"]``: an open SQLAlchemy connection (tests, embedding);
2. ``config.attributes["url"]``: set by ``infrastructure.adapters.migrate`` from ``Settings``;
3. ``-x url=...`` on the ``alembic`` command line;
4. ``sqlalchemy.url`` in the ini file (unset in ours);
5. ``MAUMAU_DATABASE_URL`` via ``infrastructure.adapters.settings.load_settings()``.

``postgresql://`` URLs are run with psycopg 3 (``postgresql+psycopg``).
"""

from __future__ import annotations

from logging.config import fileConfig

from alembic import context
from sqlalchemy import create_engine, pool
from sqlalchemy.engine import URL, Connection

from infrastructure.adapters.settings import load_settings, to_sqlalchemy_url

config = context.config

if config.config_file_name is not None and config.attributes.get("configure_logging", True):
    fileConfig(config.config_file_name, disable_existing_loggers=False)

# Revisions are written by hand (raw DDL where the library dictates it), so autogenerate has no
# model to compare against yet. When read tables get SQLAlchemy models, point this at their
# MetaData to enable `alembic revision --autogenerate`.
target_metadata = None


def _database_url() -> URL:
    """Resolve the database URL by the precedence documented in the module docstring."""
    url = config.attributes.get("url")
    if url is None:
        url = context.get_x_argument(as_dictionary=True).get("url")
    if url is None:
        url = config.get_main_option("sqlalchemy.url")
    if url is None:
        settings = load_settings()
        settings.ensure_sqlite_dir()
        url = settings.database_url
    if isinstance(url, URL):
        return url
    return to_sqlalchemy_url(str(url))


def _configure_and_run(connection: Connection) -> None:
    """Run the pending revisions on an open connection, in one transaction where supported."""
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        render_as_batch=connection.dialect.name == "sqlite",
    )
    with context.begin_transaction():
        context.run_migrations()


def run_migrations_offline() -> None:
    """Emit the SQL of the revisions to stdout instead of running it (``alembic upgrade --sql``)."""
    context.configure(
        url=_database_url(),
        target_metadata=target_metadata,
        literal_binds=True,
        dialect_opts={"paramstyle": "named"},
    )
    with context.begin_transaction():
        context.run_migrations()


def run_migrations_online() -> None:
    """Run the revisions against the live database."""
    connection = config.attributes.get("connection")
    if connection is not None:
        _configure_and_run(connection)
        return
    engine = create_engine(_database_url(), poolclass=pool.NullPool)
    try:
        with engine.connect() as connection:
            _configure_and_run(connection)
            connection.commit()
    finally:
        engine.dispose()


if context.is_offline_mode():
    run_migrations_offline()
else:
    run_migrations_online()
