"""Fixtures of the browser tests: Debian's Chromium driven by Playwright against a real server.

* ``chromium_path``: the browser (``MAUMAU_CHROMIUM`` or ``/usr/bin/chromium``).  Missing
  browser or Playwright: in CI (``CI=true``) every browser test fails, saying how to install it;
  elsewhere they are skipped, loudly (the reason is printed in the summary and as a warning).
* ``web``: one ``maumau`` service for the whole suite, served by uvicorn on 127.0.0.1 in a
  thread (SQLite file migrated by Alembic; bots, window clock and projection runner in process).
* ``browser``: one Chromium for the suite (``--no-sandbox`` when running as root).
* ``open_page``: a factory of pages, each in its own browser context (its own storage, so its own
  identity), at desktop or phone size.  Every page records its console errors, uncaught errors
  and the host of every request it makes (route interception: a request to any other host than
  127.0.0.1 is recorded and aborted); when the test ends, each page must have had no console
  error and no request off 127.0.0.1.

Screenshots go to ``MAUMAU_WEB_ARTIFACTS`` (default ``var/web-artifacts``).
"""

from __future__ import annotations

import os
import shutil
import socket
import threading
import warnings
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
import uvicorn

from api.http.app import create_app
from infrastructure.adapters.migrate import upgrade
from infrastructure.adapters.settings import load_settings
from infrastructure.services.runtime import load_runtime_settings
from tests.live.helpers import wait_for
from tests.web.helpers import DESKTOP, PHONE, Watched, Web

WEB_OPTIONS: dict[str, Any] = {
    "bots": True,
    "bot_delay_ms": 150,
    "bot_workers": 1,
    "bot_sweep_seconds": 0,
    "window_timers": True,
    "turn_clock": True,
    "projections_in_process": True,
    "sse_heartbeat_seconds": 1.0,
}
"""The server's background work: bots (with a short thinking time), the window clock, the turn
clock and the projection runner, as ``maumau serve`` runs them on SQLite."""


def pytest_configure(config: pytest.Config) -> None:
    """Register the ``browser`` marker (``-m "not browser"`` leaves the browser tests out)."""
    config.addinivalue_line("markers", "browser: drives Debian's Chromium with Playwright (tests/web)")


def _in_ci() -> bool:
    return os.environ.get("CI", "").lower() in ("1", "true", "yes")


@pytest.fixture(scope="session")
def chromium_path() -> str:
    """The Chromium binary and a working Playwright, or a failure (CI) / loud skip (locally)."""
    path = os.environ.get("MAUMAU_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
    problem = None
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        problem = "Playwright's Python package is missing: install the dev extra (pip install -e '.[dev]')"
    if problem is None and not Path(path).exists():
        problem = f"no Chromium at {path}: apt-get install -y chromium (or set MAUMAU_CHROMIUM)"
    if problem is not None:
        if _in_ci():
            pytest.fail(f"CI=true and the browser tests cannot run: {problem}", pytrace=False)
        message = f"BROWSER TESTS SKIPPED: {problem}"
        warnings.warn(message, stacklevel=1)
        pytest.skip(message)
    return path


@pytest.fixture(scope="session")
def web(chromium_path: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Web]:
    """One service for the suite, migrated by Alembic, served by uvicorn on 127.0.0.1."""
    path = tmp_path_factory.mktemp("web") / "maumau.db"
    settings = load_settings(database_url=f"sqlite:///{path}")
    upgrade(settings)
    settings = load_settings(database_url=f"sqlite:///{path}", create_tables=False)
    app = create_app(settings, background=True, runtime_settings=load_runtime_settings(**WEB_OPTIONS))
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="on", timeout_graceful_shutdown=1))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    try:
        wait_for(lambda: server.started, 20, what="uvicorn to start")
        yield Web(f"http://127.0.0.1:{port}", app, server)
    finally:
        server.should_exit = True
        thread.join(10)
        sock.close()


@pytest.fixture(scope="session")
def browser(chromium_path: str) -> Iterator[Any]:
    """One headless Chromium for the suite."""
    from playwright.sync_api import sync_playwright

    args = ["--no-sandbox"] if hasattr(os, "geteuid") and os.geteuid() == 0 else []
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=chromium_path, args=args, headless=True)
        yield chromium
        chromium.close()


@pytest.fixture
def open_page(browser: Any, web: Web) -> Iterator[Callable[..., Watched]]:
    """``open_page(name, phone=False, locale="en-US")``: a fresh context and page, watched."""
    opened: list[tuple[Any, Watched]] = []

    def open_(name: str, *, phone: bool = False, locale: str = "en-US") -> Watched:
        context = browser.new_context(viewport=PHONE if phone else DESKTOP, locale=locale, base_url=web.base)
        page = context.new_page()
        watched = Watched(page, name)

        def on_console(message: Any) -> None:
            if message.type == "error":
                watched.errors.append(f"console: {message.text}")

        def on_route(route: Any) -> None:
            host = urlsplit(route.request.url).hostname or ""
            watched.hosts.add(host)
            if host != "127.0.0.1":
                watched.refused.append(route.request.url)
                route.abort()
            else:
                route.continue_()

        page.on("console", on_console)
        page.on("pageerror", lambda error: watched.errors.append(f"pageerror: {error}"))
        context.route("**/*", on_route)
        opened.append((context, watched))
        return watched

    yield open_
    problems = []
    for context, watched in opened:
        if watched.unexpected_errors():
            problems.append(f"{watched.name}: console errors {watched.unexpected_errors()}")
        if watched.refused or watched.hosts - {"127.0.0.1"}:
            problems.append(f"{watched.name}: requests off 127.0.0.1: {watched.refused or watched.hosts}")
        context.close()
    assert not problems, "\n".join(problems)
