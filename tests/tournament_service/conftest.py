"""Fixtures of the tournament service tests: both backends (the shared service fixtures), an
organiser, players and a way to run the background runtime (bots and reactions) around a test."""

from __future__ import annotations

import pytest

from infrastructure.services.bootstrap import Services
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
from tests.tournament_service.helpers import Director, director


@pytest.fixture
def org(services: Services) -> Director:  # noqa: F811 - the imported fixture, requested
    """An organiser's account and the services it acts through (tables deal at once)."""
    services.tournaments.auto_deal_seconds = 0
    return director(services)
