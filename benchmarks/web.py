"""The web client's budgets, measured in Debian's Chromium (Playwright) against a local service:

* ``table_first_load_bytes``: bytes transferred (encoded, headers included, as Chromium counts
  them) for the first load of the table page as a seat, with an empty cache: the shell, the CSS,
  every ES module, the icon and the API answers until the page is drawn (the open event stream's
  bytes so far included).  Budget: under 200 KB.
* ``move_latency_ms``: from the click on "Play" / "Draw" / "Pass" in one player's browser to the
  new version showing in the other player's browser (two browser contexts, one Chromium, the
  service in this process on SQLite); p50, p95 and max over ``--moves`` moves.  Budget: p95 under
  300 ms on the project's machine.

Usage: .venv/bin/python -m benchmarks.web [--moves 40] [--json]   (needs the dev extra and chromium)
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from api.http.app import create_app
from infrastructure.adapters.migrate import upgrade
from infrastructure.adapters.settings import load_settings
from infrastructure.services.runtime import load_runtime_settings
from tests.live.helpers import live_server

WATCH = """
(target) => { window.__seenAt = null; new Promise((resolve) => {
  const shown = () => Number(document.querySelector('[data-testid=version]').textContent.replace(/\\D/g, ''));
  const done = () => {
    if (shown() < target) return false;
    observer.disconnect();
    resolve(Date.now());
    return true;
  };
  const observer = new MutationObserver(() => done());
  const options = { subtree: true, childList: true, characterData: true };
  if (!done()) observer.observe(document.getElementById('main'), options);
}).then((at) => { window.__seenAt = at; }); }
"""


def _version(page: Any) -> int:
    return int("".join(ch for ch in page.get_by_test_id("version").inner_text() if ch.isdigit()))


def _guest(page: Any, name: str) -> None:
    page.goto("/")
    page.get_by_test_id("guest-name").fill(name)
    page.get_by_test_id("guest-submit").click()
    page.get_by_test_id("whoami").wait_for()


def _move(page: Any) -> float:
    """Make a move in ``page``; the time (ms) of the click on Play, Draw or Pass (picking the card,
    the wish and the call before it are the player's choosing, not the move's way to the other
    browser)."""
    legal = page.locator("[data-testid=hand] button.card.legal")
    if legal.count():
        legal.first.click()
        if page.get_by_test_id("wish-picker").count():
            page.locator("[data-testid=wish-picker] input").first.check()
        if page.get_by_test_id("call").count() and page.get_by_test_id("call").is_enabled():
            page.get_by_test_id("call").check()
        button = page.get_by_test_id("play")
    elif page.get_by_test_id("draw").is_enabled():
        button = page.get_by_test_id("draw")
    else:
        button = page.get_by_test_id("pass")
    button.wait_for()
    clicked = time.time() * 1000
    button.click()
    return clicked


def run(moves: int) -> dict[str, Any]:
    """Serve a fresh SQLite service, measure both budgets, return the figures."""
    from playwright.sync_api import sync_playwright

    folder = Path(tempfile.mkdtemp(prefix="maumau-web-bench-"))
    url = f"sqlite:///{folder / 'maumau.db'}"
    upgrade(load_settings(database_url=url))
    options = load_runtime_settings(bots=True, bot_delay_ms=0, projections_in_process=True, sse_heartbeat_seconds=5)
    app = create_app(load_settings(database_url=url, create_tables=False), background=True, runtime_settings=options)
    latencies: list[float] = []
    with live_server(app) as base, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        a = browser.new_context(base_url=base).new_page()
        b = browser.new_context(base_url=base).new_page()
        _guest(a, "alice")
        _guest(b, "bob")
        a.goto("/")
        a.get_by_test_id("create-seat-1").select_option("open")
        a.get_by_test_id("create-submit").click()
        a.wait_for_url("**/t/*")
        table = a.url.rsplit("/", 1)[1]
        b.goto(f"/t/{table}")
        b.get_by_test_id("take-1").click()
        a.get_by_test_id("start").click()
        b.get_by_test_id("phase").filter(has_text="playing").wait_for()

        # First load of the table page as a seat, empty cache: a new page in a new context
        # holding Alice's storage.
        state = a.context.storage_state()
        fresh = browser.new_context(base_url=base, storage_state=state)
        page = fresh.new_page()
        cdp = fresh.new_cdp_session(page)
        cdp.send("Network.enable")
        cdp.send("Network.setCacheDisabled", {"cacheDisabled": True})
        sizes: dict[str, float] = {}
        cdp.on(
            "Network.dataReceived",
            lambda e: sizes.__setitem__(e["requestId"], sizes.get(e["requestId"], 0) + e["encodedDataLength"]),
        )
        cdp.on("Network.loadingFinished", lambda e: sizes.__setitem__(e["requestId"], e["encodedDataLength"]))
        page.goto(f"/t/{table}")
        page.locator("[data-testid=hand] button.card").first.wait_for()
        time.sleep(1.0)  # the stream stays open: no "network idle"; its bytes so far count
        first_load = int(sum(sizes.values()))
        requests = len(sizes)
        fresh.close()

        for _ in range(moves):
            if a.get_by_test_id("phase").inner_text() != "playing":
                break
            mover, other = (a, b) if a.get_by_test_id("status").inner_text() == "Your turn." else (b, a)
            if mover.get_by_test_id("status").inner_text() != "Your turn.":
                time.sleep(0.05)
                continue
            target = _version(mover) + 1
            other.evaluate(WATCH, target)  # a watcher in the other page, not awaited here
            clicked = _move(mover)
            other.wait_for_function("() => window.__seenAt !== null", timeout=10000)
            seen = other.evaluate("() => window.__seenAt")
            latencies.append(seen - clicked)
            # the mover's own page settles before the next move
            mover.wait_for_function(
                "(t) => Number(document.querySelector('[data-testid=version]').textContent.replace(/\\D/g, '')) >= t",
                arg=target,
            )
        browser.close()
    ordered = sorted(latencies)
    return {
        "table_first_load_bytes": first_load,
        "table_first_load_requests": requests,
        "table_first_load_budget_bytes": 200_000,
        "move_latency_ms": {
            "moves": len(ordered),
            "p50": round(statistics.median(ordered), 1) if ordered else None,
            "p95": round(ordered[max(0, int(len(ordered) * 0.95) - 1)], 1) if ordered else None,
            "max": round(ordered[-1], 1) if ordered else None,
            "budget_p95": 300,
        },
    }


def main() -> None:
    """Parse the options, run, print JSON."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=40)
    parser.add_argument("--json", action="store_true", help="JSON only (the default prints JSON too)")
    args = parser.parse_args()
    print(json.dumps(run(args.moves), indent=2))


if __name__ == "__main__":
    main()
