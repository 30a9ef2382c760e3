"""One line between "the database is away" and "this failed", for every follower of the log,
and the bots' log that follows it (a warning, no traceback, for a database that is away)."""

from __future__ import annotations

import logging
import sqlite3

import psycopg
import pytest
from eventsourcing.persistence import OperationalError as StoreOperationalError
from sqlalchemy import exc as sa_exc

from infrastructure.adapters.db_errors import is_transient
from infrastructure.services import bot_runner
from infrastructure.services.errors import Conflict
from infrastructure.services.reactions import is_transient as reaction_transient
from projections.parking import is_transient as projection_transient


def _wrapped(driver_error: Exception) -> Exception:
    """A driver error as SQLAlchemy raises it (the driver's error as ``orig``)."""
    return sa_exc.OperationalError("SELECT 1", {}, driver_error)


@pytest.mark.parametrize(
    "error",
    [
        _wrapped(psycopg.OperationalError("consuming input failed: server closed the connection unexpectedly")),
        _wrapped(sqlite3.OperationalError("database is locked")),
        StoreOperationalError("pool exhausted"),
        ConnectionRefusedError(111, "refused"),
    ],
    ids=["pg-connection-lost", "sqlite-locked", "store-unavailable", "refused"],
)
def test_a_database_that_is_away_is_transient_for_everyone(error: Exception) -> None:
    assert is_transient(error)
    assert projection_transient(error)
    assert reaction_transient(error)


@pytest.mark.parametrize(
    "error",
    [ValueError("bad value"), OverflowError("int too big"), _wrapped(sqlite3.OperationalError("no such column: x"))],
    ids=["value", "overflow", "sqlite-schema"],
)
def test_a_real_failure_is_not_transient(error: Exception) -> None:
    assert not is_transient(error)
    assert not reaction_transient(error)


def test_only_reactions_retry_a_busy_match() -> None:
    busy = Conflict("busy", "the match changed too often")
    assert reaction_transient(busy)
    assert not is_transient(busy)


def test_bots_log_a_database_outage_as_a_warning_and_a_bug_with_its_traceback(caplog) -> None:
    caplog.set_level(logging.WARNING, logger=bot_runner.__name__)
    bot_runner._log_failure(_wrapped(psycopg.OperationalError("server closed the connection")), "bot sweep failed")
    bot_runner._log_failure(ValueError("a bug"), "bot sweep failed")
    outage, bug = caplog.records
    assert outage.levelno == logging.WARNING
    assert outage.exc_info is None
    assert bug.levelno == logging.ERROR
    assert bug.exc_info is not None
