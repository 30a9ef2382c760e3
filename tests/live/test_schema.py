"""Schemathesis over the whole OpenAPI document, in process against the ASGI app: no 5xx, every
status code documented, every response of the declared content type and schema.

Bounded (``MAUMAU_SCHEMA_EXAMPLES`` examples per operation, default 25) so the run stays well under
a minute; an in-memory store, one app, every operation in one test (schemathesis' lazy pytest
fixtures do not work with pytest 9, and an app needs a database, so operations are not known at
collection time).  The live event streams are left out: a
stream that finds its table never ends (they are covered by ``test_events.py``).
"""

from __future__ import annotations

import os
from typing import Any

import pytest
import schemathesis
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, Phase, given, settings
from schemathesis.checks import not_a_server_error
from schemathesis.core.result import Err, Ok
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from api.http.app import create_app
from infrastructure.adapters.settings import load_settings
from infrastructure.services.bootstrap import build_services
from tests.api.helpers import seat_guest
from tests.service_fixtures import FakeClock, seeded_random

EXAMPLES = int(os.environ.get("MAUMAU_SCHEMA_EXAMPLES", "25"))
CHECKS = [not_a_server_error, status_code_conformance, content_type_conformance, response_schema_conformance]


@pytest.mark.slow
def test_api_conforms_to_its_openapi_document() -> None:
    services = build_services(
        load_settings(database_url="sqlite:///:memory:"), clock=FakeClock(), random_seed=seeded_random(b"schema")
    )
    app = create_app(services=services)
    failures: list[str] = []
    try:
        with TestClient(app) as client:
            # A table with a started match, so that some generated requests meet real rows.
            created = client.post("/v1/tables", json={"ruleset": "MM-001", "seats": 2}).json()
            for seat in (0, 1):
                seat_guest(client, created["table_id"], seat, f"fuzz{seat}")
            client.post(
                f"/v1/tables/{created['table_id']}/start", headers={"Authorization": f"Bearer {created['host_token']}"}
            )
            schema = schemathesis.openapi.from_asgi("/openapi.json", app).exclude(path_regex=r"/events")
            results = list(schema.get_all_operations())
            invalid = [result.err() for result in results if isinstance(result, Err)]
            assert not invalid, invalid
            operations = [result.ok() for result in results if isinstance(result, Ok)]
            assert len(operations) > 20
            for operation in operations:

                @given(operation.as_strategy())
                @settings(
                    max_examples=EXAMPLES,
                    deadline=None,
                    suppress_health_check=list(HealthCheck),
                    derandomize=True,
                    database=None,
                    phases=[Phase.explicit, Phase.generate],
                )
                def conforms(case: schemathesis.Case[Any]) -> None:
                    case.call_and_validate(checks=CHECKS)

                try:
                    conforms()
                except (Exception, BaseExceptionGroup) as failure:  # collect every failure, report them all
                    failures.append(f"{operation.label}: {failure}")
    finally:
        services.close()
    assert not failures, "\n\n".join(failures)
