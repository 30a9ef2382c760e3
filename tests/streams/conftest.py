"""Fixtures of the event-stream tests: the shared service fixtures (both backends: SQLite file /
PostgreSQL, Alembic schema, fake clock) and ``kind``, every stream kind :mod:`api.http.streams` serves
(:mod:`tests.streams.kinds`), set up on a running app."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from infrastructure.adapters.settings import Settings
from infrastructure.services.bootstrap import Services
from tests.service_fixtures import (  # noqa: F401
    FakeClock,
    clock,
    postgres_template,
    service_database_url,
    service_settings,
    services,
    sqlite_template,
)
from tests.streams.kinds import KINDS, Kind, open_kind


@pytest.fixture(params=KINDS)
def kind(
    request: pytest.FixtureRequest,
    services: Services,  # noqa: F811 - the imported fixture
    service_settings: Settings,  # noqa: F811
    clock: FakeClock,  # noqa: F811
) -> Iterator[Kind]:
    """Each stream kind in turn, on its running app."""
    with open_kind(request.param, services, service_settings, clock) as opened:
        yield opened
