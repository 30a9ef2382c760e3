"""The teaching API tests run on both backends through the shared fixtures."""

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
