"""Run the Alembic migrations from code (the ``maumau db ...`` CLI and tests call these).

Alembic owns every table, the event store's included; production opens the event store with
``create_tables=False`` after :func:`upgrade`. The configuration is built in code from
:class:`~infrastructure.adapters.settings.Settings`, so no ``alembic.ini`` is needed at run time (the one at
the repository root only serves the ``alembic`` command line).
"""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import create_engine, pool

import migrations
from infrastructure.adapters.settings import Settings

MIGRATIONS_DIR = Path(migrations.__file__).resolve().parent


def alembic_config(settings: Settings) -> Config:
    """An Alembic ``Config`` pointing at ``migrations/`` and at the settings' database."""
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    # Passed as an attribute, not a main option: ini interpolation would mangle '%' in passwords.
    config.attributes["url"] = settings.sqlalchemy_url
    return config


def upgrade(settings: Settings, revision: str = "head") -> None:
    """Migrate the database up to ``revision`` (default: the latest). Idempotent."""
    settings.ensure_sqlite_dir()
    command.upgrade(alembic_config(settings), revision)


def downgrade(settings: Settings, revision: str) -> None:
    """Migrate the database down to ``revision`` (``"base"`` drops every table, data included)."""
    settings.ensure_sqlite_dir()
    command.downgrade(alembic_config(settings), revision)


def current_revision(settings: Settings) -> str | None:
    """The revision the database is at (None for an unmigrated database)."""
    engine = create_engine(settings.sqlalchemy_url, poolclass=pool.NullPool)
    try:
        with engine.connect() as connection:
            return MigrationContext.configure(connection).get_current_revision()
    finally:
        engine.dispose()


def head_revision() -> str | None:
    """The latest revision in ``migrations/versions``."""
    return ScriptDirectory.from_config(_script_only_config()).get_current_head()


def _script_only_config() -> Config:
    """A ``Config`` that knows only where the scripts are (no database)."""
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    return config
