"""Service tests run on both backends through the shared fixtures."""

from tests.service_fixtures import app, client, clock, service_settings, services  # noqa: F401
