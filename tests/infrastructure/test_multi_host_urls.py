"""libpq's multi-host database URLs: every connection of the service (the event store's pool,
the SQLAlchemy engine, the LISTEN connections, migrations) tries the hosts in order and, with
``target_session_attrs=read-write``, keeps only the primary.  A standby is simulated by a host
that refuses connections: libpq then moves on to the next, as it does after a failover."""

from __future__ import annotations

import socket
from collections.abc import Callable, Iterator

import psycopg
import pytest
from sqlalchemy import text

from infrastructure.adapters.db import build_engine
from infrastructure.adapters.pg_listen import StoreListener, postgres_dsn
from infrastructure.adapters.settings import libpq_params, load_settings, to_sqlalchemy_url


def test_the_libpq_form_becomes_one_host_list_per_parameter() -> None:
    url = to_sqlalchemy_url("postgresql://app:secret@db1:5432,db2:6543/maumau?target_session_attrs=read-write")
    assert libpq_params(url) == {
        "target_session_attrs": "read-write",
        "host": "db1,db2",
        "port": "5432,6543",
        "dbname": "maumau",
        "user": "app",
        "password": "secret",
    }


def test_hosts_without_a_port_and_ipv6_hosts_get_theirs() -> None:
    url = to_sqlalchemy_url("postgres://app@[fd00::21]:5433,db2/maumau")
    params = libpq_params(url)
    assert (params["host"], params["port"]) == ("fd00::21,db2", "5433,5432")


def test_a_single_host_url_is_unchanged() -> None:
    url = to_sqlalchemy_url("postgresql://root@127.0.0.1:5433/test?sslmode=disable")
    assert (url.host, url.port, dict(url.query)) == ("127.0.0.1", 5433, {"sslmode": "disable"})
    assert libpq_params(url)["host"] == "127.0.0.1"


@pytest.fixture
def dead_port() -> Iterator[int]:
    """A port on 127.0.0.1 where nothing listens (held bound, never listening)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        yield sock.getsockname()[1]


def _two_host_url(url: str, dead_port: int) -> str:
    """``url`` (one PostgreSQL server) as a two-host URL whose first host is down."""
    base = to_sqlalchemy_url(url)
    return (
        f"postgresql://{base.username or 'postgres'}@127.0.0.1:{dead_port},"
        f"{base.host or '127.0.0.1'}:{base.port or 5432}/{base.database}?target_session_attrs=read-write"
    )


@pytest.mark.postgres
def test_every_connection_of_the_service_finds_the_live_primary(
    make_postgres_database: Callable[[], str], dead_port: int
) -> None:
    from infrastructure.adapters.migrate import upgrade
    from infrastructure.services.bootstrap import build_services

    make = make_postgres_database
    settings = load_settings(database_url=_two_host_url(make(), dead_port), pool_size=1, max_overflow=0)
    upgrade(settings)  # migrations go through the same URL
    engine = build_engine(settings)
    try:
        with engine.connect() as conn:
            assert conn.execute(text("SELECT pg_is_in_recovery()")).scalar() is False
    finally:
        engine.dispose()
    with psycopg.connect(postgres_dsn(settings)) as conn:
        assert conn.info.parameter_status("in_hot_standby") in (None, "off")
        assert f"port={dead_port}" not in conn.info.dsn  # the first host was skipped
    listener = StoreListener(postgres_dsn(settings))
    listener.close()
    services = build_services(settings)
    try:
        table, _host = services.tables.create_table("MM-001", 2)  # an append through the store's pool
        assert services.tables.table(table.id).seats == table.seats
    finally:
        services.close()
