"""The API's words come from the domain's enums: the OpenAPI document lists each request field's
values from its enum, a body is checked against them, and the web client reads its lists from
``GET /web/vocabulary.json`` instead of restating them."""

from __future__ import annotations

import re
from enum import StrEnum
from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient

from api.schemas.vocabulary import VOCABULARY, ListedStatus, values
from domain.maumau.bot_registry import BOTS
from domain.puntobanco.rules import BurnRule, Spot
from domain.tournament.model import (
    DEFAULT_SCORING,
    DEFAULT_TIE_BREAKS,
    Format,
    ProtestDecision,
    Registration,
    Scoring,
    TieBreak,
)
from domain.tournament.state import ProtestStatus, TournamentStatus

STATIC = Path(__file__).resolve().parents[2] / "api" / "web" / "static" / "js"


def _schema(doc: dict[str, Any], node: dict[str, Any]) -> dict[str, Any]:
    """``node`` with a ``$ref`` (also inside ``anyOf`` with ``null``) followed."""
    if "anyOf" in node:
        node = next(n for n in node["anyOf"] if n.get("type") != "null")
    if "$ref" in node:
        return doc["components"]["schemas"][node["$ref"].rsplit("/", 1)[1]]  # type: ignore[no-any-return]
    return node


def _body(doc: dict[str, Any], path: str) -> dict[str, Any]:
    ref = doc["paths"][path]["post"]["requestBody"]["content"]["application/json"]["schema"]
    return _schema(doc, ref)


def _enum(doc: dict[str, Any], node: dict[str, Any]) -> list[str]:
    return list(_schema(doc, node)["enum"])


def test_the_openapi_document_lists_each_enums_values(client: TestClient) -> None:
    doc = client.get("/openapi.json").json()
    create = _body(doc, "/v1/tournaments")["properties"]
    assert _enum(doc, create["format"]) == values(Format)
    assert _enum(doc, create["scoring"]) == values(Scoring)
    assert _enum(doc, _schema(doc, create["tie_breaks"])["items"]) == values(TieBreak)
    assert _enum(doc, create["registration"]) == values(Registration)
    decide = _body(doc, "/v1/tournaments/{tournament_id}/director/protests/{protest_id}/decide")
    assert _enum(doc, decide["properties"]["decision"]) == values(ProtestDecision)
    assert _enum(doc, _body(doc, "/v1/puntobanco/tables/{table_id}/bets")["properties"]["spot"]) == values(Spot)
    rules = _schema(doc, _body(doc, "/v1/puntobanco/tables")["properties"]["rules"])
    assert _enum(doc, rules["properties"]["burn"]) == values(BurnRule)
    params = {p["name"]: p for p in doc["paths"]["/v1/tournaments"]["get"]["parameters"]}
    assert _enum(doc, params["status"]["schema"]) == values(ListedStatus)
    params = {p["name"]: p for p in doc["paths"]["/v1/tournaments/{tournament_id}/protests"]["get"]["parameters"]}
    assert _enum(doc, params["status"]["schema"]) == values(ProtestStatus)


def test_the_listed_statuses_are_the_domains_but_the_empty_streams() -> None:
    assert values(ListedStatus) == [s.value for s in TournamentStatus if s is not TournamentStatus.NONE]


def test_a_word_outside_the_enum_is_a_422_naming_the_field(client: TestClient) -> None:
    for query, field in (("/v1/tournaments?status=none", "status"), ("/v1/tournaments?status=open", "status")):
        answer = client.get(query)
        assert answer.status_code == 422, answer.text
        assert answer.json()["detail"]["message"].startswith(f"{field}: Input should be 'registering'")


def test_the_web_client_gets_its_lists_served(client: TestClient) -> None:
    answer = client.get("/web/vocabulary.json")
    assert answer.status_code == 200
    served = answer.json()
    assert served == VOCABULARY
    words = served["tournament"]
    assert words["formats"] == ["series", "duplicate"]
    assert words["scorings"] == values(Scoring)
    assert words["default_scoring"] == DEFAULT_SCORING
    assert words["tie_breaks"] == values(TieBreak)
    assert words["default_tie_breaks"] == list(DEFAULT_TIE_BREAKS)
    assert words["protest_decisions"] == values(ProtestDecision)
    assert sorted(served["maumau"]["bots"]) == sorted(BOTS)
    assert served["maumau"]["default_bot"] in BOTS


def _quoted_lists(text: str) -> list[list[str]]:
    """Every array literal of two or more quoted words in ``text``."""
    lists = re.findall(r"\[\s*((?:\"[a-z_]+\"\s*,\s*)+\"[a-z_]+\"\s*)\]", text)
    return [re.findall(r"\"([a-z_]+)\"", found) for found in lists]


def test_no_page_restates_a_vocabulary() -> None:
    """No script holds an array of a vocabulary's words (two or more of them): it asks the service."""
    vocabularies: list[type[StrEnum]] = [Format, Scoring, TieBreak, Registration, ProtestDecision, Spot, BurnRule]
    words = [set(values(v)) for v in vocabularies] + [set(BOTS)]
    found = []
    for script in sorted(STATIC.glob("*.js")):
        for listed in _quoted_lists(script.read_text(encoding="utf-8")):
            if any(len(set(listed) & vocab) >= 2 for vocab in words):
                found.append(f"{script.name}: {listed}")
    assert found == []
