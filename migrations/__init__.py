"""Alembic migrations: they own every table of the service, the event store's included.

Run them with ``infrastructure.adapters.migrate.upgrade(settings)`` (what ``maumau db upgrade`` calls) or
with the ``alembic`` command and the ``alembic.ini`` at the repository root.
"""
