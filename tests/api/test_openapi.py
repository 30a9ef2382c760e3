"""The OpenAPI document is complete: every route, its errors, bodies with examples, bearer auth."""

from __future__ import annotations

EXPECTED = {
    ("get", "/v1/rulesets"),
    ("post", "/v1/rulesets"),
    ("get", "/v1/rulesets/{ruleset_id}"),
    ("post", "/v1/tables"),
    ("get", "/v1/tables/{table_id}"),
    ("post", "/v1/tables/{table_id}/seats/{seat}"),
    ("post", "/v1/tables/{table_id}/seats/{seat}/bot"),
    ("post", "/v1/tables/{table_id}/seats/{seat}/leave"),
    ("post", "/v1/tables/{table_id}/start"),
    ("post", "/v1/tables/{table_id}/rounds"),
    ("post", "/v1/tables/{table_id}/end"),
    ("post", "/v1/tables/{table_id}/commands"),
    ("get", "/v1/tables/{table_id}/view"),
    ("get", "/v1/tables/{table_id}/legal"),
}


def test_openapi_lists_every_route_with_docs_and_errors(client) -> None:
    doc = client.get("/openapi.json").json()
    routes = {(m, p) for p, item in doc["paths"].items() for m in item}
    assert routes >= EXPECTED  # other routers (read models, live) add theirs
    schemas = doc["components"]["schemas"]
    for method, path in EXPECTED:
        op = doc["paths"][path][method]
        assert op.get("summary"), (method, path)
        assert op.get("description"), (method, path)
        assert op.get("tags"), (method, path)
        if "requestBody" in op:
            schema = op["requestBody"]["content"]["application/json"]["schema"]
            # an optional body is anyOf [the model, null]
            ref = schema.get("$ref") or next(s["$ref"] for s in schema.get("anyOf", []) if "$ref" in s)
            body = schemas[ref.rsplit("/", 1)[1]]
            assert body.get("examples"), (method, path)
    commands = doc["paths"]["/v1/tables/{table_id}/commands"]["post"]
    assert {"401", "403", "404", "409", "422"} <= set(commands["responses"])
    headers = {p["name"] for p in commands["parameters"] if p["in"] == "header"}
    assert headers == {"Idempotency-Key", "If-Match"}
    assert commands["security"] == [{"HTTPBearer": []}]
    assert doc["components"]["securitySchemes"]["HTTPBearer"]["scheme"] == "bearer"


def test_view_etag_and_not_modified(client) -> None:
    from tests.api.helpers import HttpTable, bearer

    table = HttpTable.open(client, "MM-001", 2)
    r = client.get(f"{table.url}/view", headers=bearer(table.tokens[0]))
    tag = r.headers["ETag"]
    assert tag == f'"{table.version}"'
    r = client.get(f"{table.url}/view", headers={**bearer(table.tokens[0]), "If-None-Match": tag})
    assert r.status_code == 304
    assert r.headers["ETag"] == tag
    seat = table.view(0)["turn"]
    assert table.command(seat, {"type": "draw"}).status_code == 200
    r = client.get(f"{table.url}/view", headers={**bearer(table.tokens[0]), "If-None-Match": tag})
    assert r.status_code == 200
    assert r.headers["ETag"] != tag
