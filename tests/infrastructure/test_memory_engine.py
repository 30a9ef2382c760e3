"""The in-memory SQLite read side is shared by every thread of the service (requests, the
projection runner, reactions): concurrent use must neither corrupt statements nor lose data."""

from __future__ import annotations

import threading

from sqlalchemy import text

from infrastructure.adapters.db import build_engine
from infrastructure.adapters.settings import load_settings

THREADS = 8
WRITES = 150


def test_threads_share_one_in_memory_database_without_corrupting_each_other() -> None:
    engine = build_engine(load_settings(database_url="sqlite:///:memory:"))
    with engine.begin() as connection:
        connection.execute(text("CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)"))
    errors: list[str] = []

    def work(n: int) -> None:
        try:
            for i in range(WRITES):
                with engine.begin() as connection:
                    connection.execute(text("INSERT INTO t (v) VALUES (:v)"), {"v": f"{n}-{i}"})
                    rows = connection.execute(text("SELECT v FROM t ORDER BY id DESC LIMIT 20")).all()
                    assert rows[0][0] == f"{n}-{i}"  # this thread's write, seen in its transaction
        except Exception as error:  # collected and asserted below
            errors.append(repr(error))

    threads = [threading.Thread(target=work, args=(n,)) for n in range(THREADS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    with engine.connect() as connection:
        assert connection.execute(text("SELECT count(*) FROM t")).scalar_one() == THREADS * WRITES
    engine.dispose()


def test_an_invalidated_connection_keeps_the_data() -> None:
    """The pool may discard its connection after an error; the database lives on."""
    engine = build_engine(load_settings(database_url="sqlite:///:memory:"))
    with engine.begin() as connection:
        connection.execute(text("CREATE TABLE t (v TEXT)"))
        connection.execute(text("INSERT INTO t VALUES ('kept')"))
    with engine.connect() as connection:
        connection.invalidate()
    with engine.connect() as connection:
        assert connection.execute(text("SELECT v FROM t")).scalar_one() == "kept"
    engine.dispose()


def test_two_engines_have_separate_databases() -> None:
    first = build_engine(load_settings(database_url="sqlite:///:memory:"))
    second = build_engine(load_settings(database_url="sqlite:///:memory:"))
    with first.begin() as connection:
        connection.execute(text("CREATE TABLE only_here (v TEXT)"))
    with second.connect() as connection:
        names = connection.execute(text("SELECT name FROM sqlite_master")).scalars().all()
    assert "only_here" not in names
    first.dispose()
    second.dispose()
