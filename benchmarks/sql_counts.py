"""Counting SQL statements and commits per thread, at the database driver, for budgets and benchmarks.

Timings on a shared two-core machine are noise; counts are not. :func:`counting` patches the two
drivers every part of the service goes through — psycopg 3 (the event store's pool, SQLAlchemy on
PostgreSQL, the remote-appends watcher) and ``sqlite3`` (the event store and SQLAlchemy on SQLite)
— so that nothing escapes the count, whichever layer sent it:

* PostgreSQL: ``Cursor.execute``/``executemany`` are statements (``Connection.execute`` goes
  through them); a commit is ``Connection.commit`` of a connection in a transaction, or the
  outermost ``Transaction`` block leaving without error (eventsourcing's recorders run
  autocommit connections inside ``conn.transaction()``), or a write sent on an autocommit
  connection outside a transaction (the one-statement append of migration 0020 among them).
* SQLite: every connection opened while counting gets a trace callback; each traced statement is
  a statement, and a traced ``COMMIT`` (or ``END``) is a commit.  ``BEGIN``/``COMMIT`` themselves
  are not counted as statements on either backend, so the figures compare.

Every count is attributed to the sending thread's name, bucketed by :data:`THREAD_BUCKETS`
(request threads and the test's own thread fall into ``"other"``).  ``tests/budgets`` asserts
these counts per move and per poll; ``benchmarks.follower_costs`` reports them.
"""

from __future__ import annotations

import contextlib
import sqlite3
import sqlite3.dbapi2
import threading
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import psycopg

THREAD_BUCKETS = (
    "maumau-reactions",
    "maumau-remote-appends",
    "maumau-followers",
    "maumau-projections",
    "maumau-bots",
)
"""Thread-name prefixes counted apart; any other thread counts as ``"other"``."""

_CONTROL = ("BEGIN", "COMMIT", "END", "ROLLBACK", "SAVEPOINT", "RELEASE")
_WRITES = ("INSERT", "UPDATE", "DELETE")
_APPEND = "maumau_append"  # the one-statement append (migration 0020)


def bucket_of(thread_name: str) -> str:
    """The bucket a thread's statements are counted in."""
    for prefix in THREAD_BUCKETS:
        if thread_name.startswith(prefix):
            return prefix
    return "other"


@dataclass
class SqlCounts:
    """Statements and commits per bucket, and (optionally) the statements' text per bucket."""

    statements: Counter[str] = field(default_factory=Counter)
    commits: Counter[str] = field(default_factory=Counter)
    texts: dict[str, list[str]] = field(default_factory=dict)
    keep_texts: bool = False
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def statement(self, text: str) -> None:
        """Count one statement of the current thread (control statements are not statements)."""
        head = text.lstrip()[:9].upper()
        if head.startswith("--"):  # SQLite traces a trigger's body as a comment line
            return
        if head.startswith(_CONTROL):
            if head.startswith(("COMMIT", "END")):
                self.commit()
            return
        key = bucket_of(threading.current_thread().name)
        with self._lock:
            self.statements[key] += 1
            if self.keep_texts:
                self.texts.setdefault(key, []).append(" ".join(text.split())[:160])

    def commit(self) -> None:
        """Count one commit of the current thread."""
        key = bucket_of(threading.current_thread().name)
        with self._lock:
            self.commits[key] += 1
            if self.keep_texts:
                self.texts.setdefault(key, []).append("COMMIT")

    def reset(self) -> None:
        """Forget what was counted so far (e.g. the start-up's catch-up)."""
        with self._lock:
            self.statements.clear()
            self.commits.clear()
            self.texts.clear()

    def snapshot(self) -> tuple[dict[str, int], dict[str, int]]:
        """The statements and commits per bucket so far."""
        with self._lock:
            return dict(self.statements), dict(self.commits)


def _text(query: Any) -> str:
    if isinstance(query, bytes):
        return query.decode(errors="replace")
    if isinstance(query, str):
        return query
    as_string = getattr(query, "as_string", None)
    return str(as_string(None)) if callable(as_string) else str(query)


@contextlib.contextmanager
def counting(*, keep_texts: bool = False) -> Iterator[SqlCounts]:
    """Count every statement and commit sent through psycopg or sqlite3 while the block runs.

    SQLite connections opened before the block are not traced, so open the service inside it.
    """
    counts = SqlCounts(keep_texts=keep_texts)
    saved: list[tuple[Any, str, Any]] = []

    def patch(owner: Any, name: str, make: Callable[[Any], Any]) -> None:
        original = getattr(owner, name)
        saved.append((owner, name, original))
        setattr(owner, name, make(original))

    def counted_execute(original: Any) -> Any:
        def execute(self: Any, query: Any, *args: Any, **kwargs: Any) -> Any:
            text = _text(query)
            counts.statement(text)
            conn = self.connection
            idle = conn.autocommit and conn.info.transaction_status == psycopg.pq.TransactionStatus.IDLE
            if idle and (text.lstrip()[:6].upper() in _WRITES or _APPEND in text):
                counts.commit()  # a write on an autocommit connection commits by itself
            return original(self, query, *args, **kwargs)

        return execute

    def counted_commit(original: Any) -> Any:
        def commit(self: Any) -> Any:
            if self.pgconn.transaction_status != psycopg.pq.TransactionStatus.IDLE:
                counts.commit()  # psycopg sends nothing for an idle (e.g. autocommit) connection
            return original(self)

        return commit

    def counted_transaction_exit(original: Any) -> Any:
        def exit_(self: Any, exc_type: Any, exc_val: Any, exc_tb: Any) -> Any:
            outermost = getattr(self, "_outer_transaction", True)
            result = original(self, exc_type, exc_val, exc_tb)
            if exc_type is None and outermost and self.status == self.Status.COMMITTED:
                counts.commit()
            return result

        return exit_

    def traced_connect(original: Any) -> Any:
        def connect(*args: Any, **kwargs: Any) -> Any:
            connection = original(*args, **kwargs)
            connection.set_trace_callback(counts.statement)
            return connection

        return connect

    patch(psycopg.Cursor, "execute", counted_execute)
    patch(psycopg.Cursor, "executemany", counted_execute)
    patch(psycopg.Connection, "commit", counted_commit)
    patch(psycopg.Transaction, "__exit__", counted_transaction_exit)
    patch(sqlite3, "connect", traced_connect)  # eventsourcing's SQLite recorder
    patch(sqlite3.dbapi2, "connect", traced_connect)  # SQLAlchemy's pysqlite dialect
    try:
        yield counts
    finally:
        for owner, name, original in reversed(saved):
            setattr(owner, name, original)
