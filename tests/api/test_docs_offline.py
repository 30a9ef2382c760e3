"""``/docs`` and ``/redoc`` reference no host but the service: every ``src`` and ``href`` of their
HTML is a path on this service, each answers 200 with its media type, and the inline scripts name
no other host (Swagger UI's online validator is off); the asset route serves its fixed list only."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from urllib.parse import urljoin, urlsplit

import pytest
from fastapi.testclient import TestClient

from api.http.docs_ui import ASSETS

BASE = "http://testserver"


class References(HTMLParser):
    """Collects every ``src``/``href`` (and ReDoc's ``spec-url``) and the inline scripts."""

    def __init__(self) -> None:
        super().__init__()
        self.urls: list[str] = []
        self.scripts: list[str] = []
        self._in_script = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if name in ("src", "href", "spec-url", "action", "data") and value:
                self.urls.append(value)
        self._in_script = tag == "script"

    def handle_endtag(self, tag: str) -> None:
        if tag == "script":
            self._in_script = False

    def handle_data(self, data: str) -> None:
        if self._in_script and data.strip():
            self.scripts.append(data)


@pytest.mark.parametrize("page", ["/docs", "/redoc"])
def test_the_docs_pages_reference_no_host_but_the_service(client: TestClient, page: str) -> None:
    answer = client.get(page)
    assert answer.status_code == 200
    assert answer.headers["content-type"].startswith("text/html")
    refs = References()
    refs.feed(answer.text)
    assert refs.urls, "the page loads nothing?"
    for url in refs.urls:
        absolute = urlsplit(urljoin(BASE + page, url))
        assert (absolute.scheme, absolute.netloc) == ("http", "testserver"), f"{page} loads {url} from elsewhere"
        assert client.get(url).status_code == 200, url
    for script in refs.scripts:
        assert not re.search(r"(?i)\b(?:https?:)?//[a-z0-9.-]+\.[a-z]{2,}", script), script
    assert not re.search(r"(?i)https?://", answer.text), "an absolute URL in the page"
    if page == "/docs":
        assert '"validatorUrl": null' in answer.text


def test_the_assets_are_the_real_files_with_their_media_types(client: TestClient) -> None:
    for name, media_type in ASSETS.items():
        answer = client.get(f"/docs/assets/{name}")
        assert answer.status_code == 200
        assert answer.headers["content-type"] == media_type
        assert len(answer.content) > (1000 if name == "favicon.png" else 100_000)
    assert b"SwaggerUIBundle" in client.get("/docs/assets/swagger-ui-bundle.js").content
    assert b"Redoc" in client.get("/docs/assets/redoc.standalone.js").content


@pytest.mark.parametrize("name", ["__init__.py", "core.py", "..%2Fcore.py", "%2e%2e%2fcore.py", "nope.js"])
def test_only_the_listed_assets_are_served(client: TestClient, name: str) -> None:
    answer = client.get(f"/docs/assets/{name}")
    assert answer.status_code == 404
    assert answer.json()["detail"]["rule"] in ("not_found", "asset")


def test_the_openapi_document_the_pages_load_is_served_and_the_pages_are_not_in_it(client: TestClient) -> None:
    document = client.get("/openapi.json")
    assert document.status_code == 200
    paths = document.json()["paths"]
    assert not any(p.startswith(("/docs", "/redoc")) for p in paths)
    assert "/metrics" in paths
