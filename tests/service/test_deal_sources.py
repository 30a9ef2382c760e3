"""A table seed or an explicit deck deals one table only (no twins outside a tournament).

Twins leaked each other's deals: once one finished a round, its public replay showed the hands
and draw order of the other's running round.  Both backends, through HTTP where users would be.
"""

from __future__ import annotations

import importlib
import secrets
import threading

from sqlalchemy import func, select

from domain.cards import build_deck, card_name
from infrastructure.adapters.db import DealSourceRow, TableRow
from infrastructure.services.errors import Conflict
from infrastructure.services.tables import deal_source_digest


def _count(services, model) -> int:
    with services.engine.connect() as conn:
        return int(conn.execute(select(func.count()).select_from(model)).scalar_one())


def test_a_second_table_with_the_same_seed_is_refused_and_nothing_is_stored(client, services) -> None:
    seed = secrets.token_hex(32)
    first = client.post("/v1/tables", json={"ruleset": "MM-001", "seats": 2, "seed": seed})
    assert first.status_code == 201, first.text
    tables_before = _count(services, TableRow)
    twin = client.post("/v1/tables", json={"ruleset": "MM-002", "seats": 3, "seed": seed})
    assert twin.status_code == 409, twin.text
    assert twin.json()["detail"]["rule"] == "deal_source_used"
    assert first.json()["table_id"] not in twin.text  # the other table is not named
    assert _count(services, TableRow) == tables_before
    other = client.post("/v1/tables", json={"ruleset": "MM-001", "seats": 2, "seed": secrets.token_hex(32)})
    assert other.status_code == 201, other.text


def test_a_second_table_with_the_same_explicit_deck_is_refused(client, services) -> None:
    deck = [card_name(c) for c in reversed(build_deck(32))]
    first = client.post("/v1/tables", json={"ruleset": "MM-001", "seats": 2, "deck": deck})
    assert first.status_code == 201, first.text
    twin = client.post(
        "/v1/tables", json={"ruleset": "MM-001", "seats": 2, "deck": deck, "seed": secrets.token_hex(32)}
    )
    assert twin.status_code == 409, twin.text
    assert twin.json()["detail"]["rule"] == "deal_source_used"
    assert _count(services, DealSourceRow) == 1
    shuffled = [*deck[1:], deck[0]]
    assert client.post("/v1/tables", json={"ruleset": "MM-001", "seats": 2, "deck": shuffled}).status_code == 201


def test_racing_creations_with_one_seed_make_exactly_one_table(services) -> None:
    seed = secrets.token_hex(32)
    barrier = threading.Barrier(8)
    outcomes: list[str] = []
    lock = threading.Lock()

    def create() -> None:
        barrier.wait()
        try:
            services.tables.create_table("MM-001", 2, seed=seed)
            result = "created"
        except Conflict as error:
            result = error.rule
        with lock:
            outcomes.append(result)

    threads = [threading.Thread(target=create) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert sorted(outcomes) == ["created"] + ["deal_source_used"] * 7
    assert _count(services, TableRow) == 1


def test_the_revision_records_sources_with_the_services_digest() -> None:
    """Revision 0005 writes its own copy of the digest formula (frozen history): it must agree."""
    revision = importlib.import_module("migrations.versions.0005_deal_sources")
    seed = secrets.token_hex(32)
    deck = ",".join(card_name(c) for c in build_deck(32))
    assert revision.digest("seed", seed) == deal_source_digest("seed", seed)
    assert revision.digest("deck", deck) == deal_source_digest("deck", deck)
    assert deal_source_digest("seed", seed) != deal_source_digest("deck", seed)
