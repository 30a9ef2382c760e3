"""Service configuration, read from ``MAUMAU_*`` environment variables.

Settings are never built at import time: call :func:`load_settings` from an application factory,
a CLI command or a test, so each of them can choose its own database without monkeypatching
module globals.
"""

from __future__ import annotations

import os
import re
import uuid
from pathlib import Path
from typing import Any, Literal

from pydantic import Field, field_validator, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict
from sqlalchemy.engine import URL, make_url


def default_data_dir() -> Path:
    """Where maumau keeps its data unless told otherwise: ``$XDG_DATA_HOME/maumau`` (an absolute
    ``XDG_DATA_HOME`` only, as the XDG base-directory specification says), else
    ``~/.local/share/maumau``.  It does not depend on the working directory, so ``maumau serve``
    and every other ``maumau`` command find the same database wherever they are started."""
    xdg = os.environ.get("XDG_DATA_HOME", "")
    base = Path(xdg) if xdg and Path(xdg).is_absolute() else Path.home() / ".local" / "share"
    return base / "maumau"


def default_database_url() -> str:
    """The default ``MAUMAU_DATABASE_URL``: the SQLite file ``maumau.db`` in :func:`default_data_dir`."""
    return f"sqlite:///{default_data_dir() / 'maumau.db'}"


class Settings(BaseSettings):
    """Configuration of one maumau process (HTTP service, CLI command or projection runner)."""

    model_config = SettingsConfigDict(env_prefix="MAUMAU_", extra="ignore", frozen=True)

    database_url: str = Field(
        default_factory=default_database_url,
        description=(
            "Where events (and read tables) live: sqlite:///path/to/file.db, sqlite:///:memory: "
            "or postgresql://user:password@host:port/dbname (postgresql+psycopg:// also accepted). "
            "Default: maumau.db in $XDG_DATA_HOME/maumau (~/.local/share/maumau)."
        ),
    )
    create_tables: bool = Field(
        default=True,
        description=(
            "Let the event store create its tables on start. Defaults to true on SQLite and to "
            "false on PostgreSQL, where Alembic owns every table (run `maumau db upgrade`)."
        ),
    )
    pool_size: int = Field(default=5, ge=1, description="Connections kept open in the pool.")
    max_overflow: int = Field(default=10, ge=0, description="Extra connections the pool may open under load.")
    pool_timeout: float = Field(default=10.0, gt=0, description="Seconds to wait for a connection before failing.")
    stream_cache_size: int = Field(
        default=1024, ge=1, description="Folded match streams kept in memory per process (LRU)."
    )
    auth_cache_seconds: float = Field(
        default=5.0,
        ge=0,
        description=(
            "How long a process trusts a seat token it has checked (0: ask the database every "
            "time). A token revoked by leaving stops working at once in the process that handled "
            "the leave, and within this many seconds in the others."
        ),
    )
    catch_up_reads: bool = Field(
        default=True,
        description=(
            "Before serving a view, ask the database for events newer than the cached state "
            "(one small query). Required when several processes write to one database; a "
            "process that is the database's only writer may turn it off and serve reads from "
            "its cache alone (writes are validated by the append either way)."
        ),
    )
    max_body_bytes: int = Field(
        default=64 * 1024,
        ge=1024,
        description="Largest request body the HTTP API accepts, in bytes (larger: 413 body_too_large).",
    )
    host: str = Field(default="127.0.0.1", description="Address the HTTP service binds to.")
    port: int = Field(default=8000, ge=0, le=65535, description="Port the HTTP service binds to.")

    # ---------------------------------------------------------------- operations (docs/operations.md)
    log_format: Literal["text", "json"] = Field(
        default="text",
        description=(
            "How `maumau serve` writes its log: `text` (one line per record) or `json` (one JSON "
            "object per line); both carry the request id of the HTTP request a record belongs to."
        ),
    )
    log_level: Literal["debug", "info", "warning", "error"] = Field(
        default="info", description="The lowest level `maumau serve` logs (an access record per request is info)."
    )
    cors_allow_origins: str = Field(
        default="",
        max_length=4096,
        description=(
            "Comma-separated origins (`https://app.example.com,http://localhost:5173`) whose "
            "browser pages may call the API; empty (the default) allows none, `*` allows any."
        ),
    )
    ready_max_projection_lag_seconds: float = Field(
        default=0.0,
        ge=0,
        description=(
            "`/readyz` answers 503 `projection_lag` when a read model is further behind the event "
            "log than this many seconds (0: the lag is reported, never refused)."
        ),
    )
    ready_max_reaction_delay_seconds: float = Field(
        default=30.0,
        ge=0,
        description=(
            "`/readyz` answers 503 `reaction_overdue` when a durable reaction's timer (an automatic "
            "deal, a turn or challenge deadline) was due this many seconds ago and has not fired "
            "(0: never refused on that)."
        ),
    )
    rate_limit_token_per_second: float = Field(
        default=5.0,
        ge=0,
        description="Writes (POST/PUT/PATCH/DELETE) per second one bearer token may make (0: no limit).",
    )
    rate_limit_token_burst: int = Field(
        default=20, ge=0, le=1_000_000, description="Writes one bearer token may make at once (0: no limit)."
    )
    rate_limit_address_per_second: float = Field(
        default=20.0,
        ge=0,
        description="Writes per second one client address may make, whatever its tokens (0: no limit).",
    )
    rate_limit_address_burst: int = Field(
        default=60, ge=0, le=1_000_000, description="Writes one client address may make at once (0: no limit)."
    )
    rate_limit_max_clients: int = Field(
        default=100_000,
        ge=1,
        description="Token buckets kept per process (least recently used ones are forgotten beyond it).",
    )
    password_hash_concurrency: int = Field(
        default=2,
        ge=1,
        le=64,
        description="Password hashes (argon2id, ~64 MiB each) one process runs at once (sign-in, sign-up).",
    )
    password_hash_wait_seconds: float = Field(
        default=0.5,
        ge=0,
        le=30,
        description="How long a password check waits for a free hashing slot before 503 `busy` (Retry-After).",
    )
    sign_in_concurrent_per_address: int = Field(
        default=1, ge=1, le=64, description="Sign-ins one address may have checked at once (more: 429)."
    )
    sign_in_address_failures: int = Field(
        default=20, ge=0, description="Failed sign-ins one address may make at once, any handle (0: no limit)."
    )
    sign_in_address_failures_per_minute: float = Field(
        default=10.0, ge=0, description="Failed sign-ins an address regains a minute (0: no limit)."
    )
    sign_in_handle_failures: int = Field(
        default=30,
        ge=0,
        description=(
            "Failed sign-ins of one handle from all addresses at once; beyond them only addresses "
            "without a recent failure on it may try (0: no limit)."
        ),
    )
    sign_in_handle_failures_per_minute: float = Field(
        default=30.0, ge=0, description="Failed sign-ins a handle regains a minute (0: no limit)."
    )
    sign_in_free_failures: int = Field(
        default=5, ge=0, description="Failures of one handle from one address before its backoff starts."
    )
    sign_in_lockout_max_seconds: float = Field(
        default=60.0,
        ge=1,
        le=3600,
        description="Longest lockout of one (address, handle) pair; the backoff doubles from 1 s up to it.",
    )

    # ---------------------------------------------------------------- several hosts (docs/operations.md)
    host_name: str = Field(
        default="",
        max_length=100,
        pattern=r"^[A-Za-z0-9_.-]*$",
        description=(
            "This host's name in `maumau leases` (default: the machine's host name); set it where "
            "several hosts share one, such as containers or network namespaces."
        ),
    )
    request_database_wait_seconds: float = Field(
        default=0.0,
        ge=0,
        le=300,
        description=(
            "How long the database calls of an HTTP request, together, retry a database that is "
            "away before the request answers 503 `unavailable` (0: each call has the store's own "
            "ten tries 0.2 s apart, each waiting up to `MAUMAU_POOL_TIMEOUT` for a connection). "
            "Set a few seconds where a failover may leave no primary for a while."
        ),
    )
    lease_seconds: float = Field(
        default=10.0,
        ge=1,
        le=300,
        description=(
            "How long a `maumau reactions run` or `maumau projections run` process holds its lease "
            "without renewing it (it renews every third of it): a standby process takes over this "
            "long after the active one dies or loses the database."
        ),
    )
    redis_url: str = Field(
        default="",
        max_length=1024,
        description=(
            "A Redis server (redis://host:6379/0) that keeps the write rate limits, the sign-in "
            "limits and the event-stream caps for every service process together; empty (the "
            "default): each process counts alone."
        ),
    )

    read_replica_url: str = Field(
        default="",
        max_length=2048,
        description=(
            "A PostgreSQL standby the read-only routes read the read models from (leaderboards, "
            "analytics, score sheets, standings), e.g. postgresql://user@db2:5432/maumau or, with "
            "several hosts, ...?target_session_attrs=prefer-standby (the primary when no standby "
            "answers); empty (the default): every read goes to the primary."
        ),
    )
    redis_prefix: str = Field(
        default="maumau:",
        pattern=r"^[A-Za-z0-9_.:-]{1,64}$",
        description="What every key of the shared limits starts with (deployments sharing one Redis differ in it).",
    )

    @field_validator("read_replica_url")
    @classmethod
    def _check_replica_url(cls, value: str) -> str:
        """Empty, or a PostgreSQL URL."""
        if value and not is_postgres_url(value):
            msg = f"{value!r} is not a PostgreSQL URL: a read replica is a PostgreSQL standby"
            raise ValueError(msg)
        return value

    @field_validator("redis_url")
    @classmethod
    def _check_redis_url(cls, value: str) -> str:
        """Empty, or a ``redis://`` / ``rediss://`` / ``unix://`` URL."""
        if value and not re.match(r"^(rediss?|unix)://[^\s]+$", value):
            msg = f"{value!r} is not a Redis URL such as redis://127.0.0.1:6379/0"
            raise ValueError(msg)
        return value

    @field_validator("cors_allow_origins")
    @classmethod
    def _check_origins(cls, value: str) -> str:
        """Every origin is `*` or `scheme://host[:port]` (no path, no trailing slash)."""
        for origin in _split_origins(value):
            if origin != "*" and not _ORIGIN_RE.fullmatch(origin):
                msg = f"{origin!r} is not an origin such as https://app.example.com or http://localhost:5173"
                raise ValueError(msg)
        return value

    @property
    def cors_origins(self) -> tuple[str, ...]:
        """The allowed CORS origins (none by default)."""
        return _split_origins(self.cors_allow_origins)

    @model_validator(mode="before")
    @classmethod
    def _default_create_tables(cls, data: Any) -> Any:
        """Default ``create_tables`` by backend: SQLite creates its own, PostgreSQL uses Alembic."""
        if isinstance(data, dict) and data.get("create_tables") is None:
            url = str(data.get("database_url") or "sqlite://")  # the default is a SQLite file
            data = {**data, "create_tables": not is_postgres_url(url)}
        return data

    @property
    def is_postgres(self) -> bool:
        """True when the database is PostgreSQL (else SQLite)."""
        return is_postgres_url(self.database_url)

    @property
    def sqlalchemy_url(self) -> URL:
        """The database URL in SQLAlchemy form, with the psycopg 3 driver for PostgreSQL."""
        return to_sqlalchemy_url(self.database_url)

    @property
    def sqlite_path(self) -> Path | None:
        """The SQLite database file, or None for PostgreSQL and in-memory SQLite."""
        if self.is_postgres:
            return None
        database = self.sqlalchemy_url.database
        if not database or database == ":memory:" or database.startswith("file:"):
            return None
        return Path(database)

    @property
    def missing_database(self) -> Path | None:
        """The SQLite file these settings name, when it does not exist (yet); else ``None``
        (PostgreSQL, in-memory SQLite, or the file exists).  Commands that only read check it
        first, so that looking never creates an empty database (only ``serve`` and ``db upgrade``
        create one)."""
        path = self.sqlite_path
        return path if path is not None and not path.exists() else None

    def no_database_message(self) -> str | None:
        """What a command that needs an existing database says when :attr:`missing_database`
        names a file (``None`` when there is a database to open)."""
        missing = self.missing_database
        if missing is None:
            return None
        return (
            f"error (no_database): there is no database at {missing}. `maumau db upgrade` or "
            "`maumau serve` creates it; --database-url or MAUMAU_DATABASE_URL names another."
        )

    def ensure_sqlite_dir(self) -> None:
        """Create the folder of the SQLite file (e.g. ``~/.local/share/maumau``) so that opening it cannot fail."""
        path = self.sqlite_path
        if path is not None:
            path.parent.mkdir(parents=True, exist_ok=True)


_ORIGIN_RE = re.compile(r"https?://(?:[A-Za-z0-9.-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\])(?::[0-9]{1,5})?")


def _split_origins(value: str) -> tuple[str, ...]:
    """The comma-separated origins of ``MAUMAU_CORS_ALLOW_ORIGINS`` (blank entries dropped)."""
    return tuple(part.strip() for part in value.split(",") if part.strip())


def is_postgres_url(url: str) -> bool:
    """Tell whether a database URL points at PostgreSQL (any ``postgres*`` scheme)."""
    return url.split(":", 1)[0].split("+", 1)[0].lower() in {"postgresql", "postgres"}


def to_sqlalchemy_url(url: str) -> URL:
    """Normalise a database URL for SQLAlchemy/Alembic.

    ``postgresql://`` and ``postgres://`` get the ``+psycopg`` driver (psycopg 3 is the only
    PostgreSQL driver installed); SQLite URLs pass through unchanged.
    """
    if is_postgres_url(url):
        parsed = make_url(_multi_host_as_query(url.replace("postgres://", "postgresql://", 1)))
        return parsed.set(drivername="postgresql+psycopg")
    if not url.startswith("sqlite"):
        msg = f"unsupported database URL {url!r}: expected sqlite:///... or postgresql://..."
        raise ValueError(msg)
    return make_url(url)


_MULTI_HOST_RE = re.compile(
    r"^(?P<scheme>[^:]+://)(?:(?P<userinfo>[^@/]*)@)?(?P<hosts>[^/?@]*,[^/?@]*)(?P<rest>[/?].*)?$"
)


def _multi_host_as_query(url: str) -> str:
    """libpq's multi-host form (``postgresql://user@h1:5432,h2:5432/db?target_session_attrs=...``)
    in the form SQLAlchemy parses (``postgresql://user@/db?host=h1:5432&host=h2:5432&...``);
    any other URL unchanged."""
    match = _MULTI_HOST_RE.match(url)
    if match is None:
        return url
    hosts = [host.strip() for host in match["hosts"].split(",") if host.strip()]
    rest = match["rest"] or "/"
    path, _, query = rest.partition("?")
    userinfo = f"{match['userinfo']}@" if match["userinfo"] is not None else ""
    params = "&".join([*(f"host={host}" for host in hosts), *([query] if query else [])])
    return f"{match['scheme']}{userinfo}{path or '/'}?{params}"


def libpq_params(url: URL) -> dict[str, str]:
    """The libpq connection parameters of a PostgreSQL URL: ``host`` and ``port`` as libpq's
    comma-separated lists when the URL names several hosts (libpq tries them in order, and with
    ``target_session_attrs=read-write`` connects to the primary only), and every other query
    parameter (``target_session_attrs``, ``sslmode``, ``connect_timeout``, ...) as given."""
    hosts: list[tuple[str, str]] = []
    extra: dict[str, str] = {}
    for key, value in url.query.items():
        values = (value,) if isinstance(value, str) else tuple(value)
        if key == "host":
            hosts.extend(_host_port(item) for item in values)
        else:
            extra[key] = values[-1]
    if not hosts:
        hosts = [(url.host or "127.0.0.1", str(url.port or ""))]
    default_port = str(url.port or 5432)
    return {
        **extra,
        "host": ",".join(host for host, _ in hosts),
        "port": ",".join(port or default_port for _, port in hosts),
        "dbname": url.database or "postgres",
        "user": url.username or "postgres",
        "password": url.password or "",
    }


def _host_port(item: str) -> tuple[str, str]:
    """``host``, ``host:port``, ``[v6]`` or ``[v6]:port`` as (host, port or "")."""
    if item.startswith("["):
        host, _, rest = item[1:].partition("]")
        return host, rest.removeprefix(":")
    if item.count(":") == 1:
        host, _, port = item.partition(":")
        return host, port
    return item, ""


def sqlite_memory_name() -> str:
    """A unique shared-cache in-memory SQLite URI, so a pool's connections see one database."""
    return f"file:maumau-{uuid.uuid4().hex}?mode=memory&cache=shared"


def load_settings(**overrides: Any) -> Settings:
    """Build the settings from the environment, with keyword overrides taking precedence.

    Call it where the process starts (app factory, CLI command, test fixture); nothing in the
    code base builds settings at import time.
    """
    return Settings(**overrides)
