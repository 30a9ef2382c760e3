#!/usr/bin/env python3
"""Write the databases of the release before accounts, which a test upgrades.

``tests/infrastructure/test_upgrade_from_previous_release.py`` loads them and runs the upgrade.

The release before accounts is commit ``e6e658b`` (Alembic revision 0007, table settings): the
last commit whose migrations are all real.  The next commits reserved revisions 0008-0010 as empty
placeholders before their content landed, so a database stamped by them cannot be upgraded (see
``docs/operations.md``, "Upgrading").

Run from the repository root, with the project's venv and PostgreSQL at 127.0.0.1:5432::

    .venv/bin/python scripts/make_upgrade_fixture.py

It checks that commit out into a temporary ``git worktree``, runs *that* code (its own
``maumau db upgrade``, HTTP API, lobby and projection runner; this file's ``--drive`` part imports
nothing of the current tree) against a fresh SQLite file and a fresh PostgreSQL database, and
writes for each backend into ``tests/infrastructure/data/release_e6e658b/``:

* ``sqlite.sql`` / ``postgres.sql``: the whole database as SQL (``sqlite3``'s dump; ``pg_dump
  --inserts`` without psql meta-commands), schema and rows exactly as the old release wrote them;
* ``sqlite.json`` / ``postgres.json``: what the old release handed out (host and seat tokens, the
  bot seats' tokens included, which that release returned) and the tables' ids.

What is played (names are free text, as seats named their player then):

* ``finished``: ``ann`` and ``ben`` play two rounds of TAVERN, then the host ends the match
  (results for the read models);
* ``bot``: ``cleo`` and the bot ``random`` (MM-001), started, a few moves, some made by the bot's
  own seat token — the old release drove bots in the service but also returned their token;
* ``lost``: ``dora`` and ``emil`` (MM-001), started, a few moves; ``dora``'s token is "lost";
* ``waiting``: ``fynn`` and the bot ``heuristic`` seated, not started.

Round seeds and the choice of moves are fixed (``--seed``), so the games are the same on both
backends; ids, tokens and times are fresh each run.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import uuid
from pathlib import Path
from typing import Any

RELEASE = "e6e658b"
ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "tests" / "infrastructure" / "data" / f"release_{RELEASE}"
PG_ADMIN = "postgresql://postgres@127.0.0.1:5432/test"


# --------------------------------------------------------------------------- the old release's side
def drive(database_url: str, facts_path: Path, seed: int) -> None:
    """Run inside the old tree (its root first on ``sys.path``): make the database, play, project."""
    import hashlib
    import importlib
    import random

    # The old release's modules, by name: they are that tree's, not this one's (typed Any here).
    api = importlib.import_module("api")
    here = Path(str(api.__file__)).resolve().parent.parent
    if here != Path.cwd().resolve():
        raise SystemExit(f"--drive must run the old release's code, not {here}")
    create_app = importlib.import_module("api.http.app").create_app
    cli = importlib.import_module("api.cli.main").app
    load_settings = importlib.import_module("infrastructure.adapters.settings").load_settings
    helpers = importlib.import_module("tests.api.helpers")
    HttpTable, bearer, choose = helpers.HttpTable, helpers.bearer, helpers.choose
    TestClient = importlib.import_module("fastapi.testclient").TestClient
    CliRunner = importlib.import_module("typer.testing").CliRunner

    def run_cli(*args: str) -> None:
        result = CliRunner().invoke(cli, [*args, "--database-url", database_url])
        if result.exit_code != 0:
            raise SystemExit(f"old maumau {' '.join(args)} failed: {result.output}")

    run_cli("db", "upgrade")
    counter = [0]

    def round_seed(n: int) -> bytes:
        counter[0] += 1
        return hashlib.sha256(f"upgrade-fixture:{seed}:{counter[0]}".encode()).digest()[:n]

    rng = random.Random(seed)
    settings = load_settings(database_url=database_url, create_tables=False)
    facts: dict[str, Any] = {"release": RELEASE, "database": "postgres" if settings.is_postgres else "sqlite"}
    with TestClient(create_app(settings, random_seed=round_seed, background=False)) as client:

        def open_table(
            names: list[str | None], bots: dict[int, str], ruleset: str = "MM-001"
        ) -> tuple[Any, dict[str, Any]]:
            r = client.post("/v1/tables", json={"ruleset": ruleset, "seats": len(names)})
            assert r.status_code == 201, r.text
            body = r.json()
            table = HttpTable(client, body["table_id"], body["host_token"])
            seats: list[dict[str, Any]] = []
            for seat, name in enumerate(names):
                if name is not None:
                    r = client.post(f"{table.url}/seats/{seat}", json={"player": name})
                    entry = {"seat": seat, "kind": "human", "player": name}
                else:
                    r = client.post(
                        f"{table.url}/seats/{seat}/bot", json={"bot": bots[seat]}, headers=bearer(table.host)
                    )
                    entry = {"seat": seat, "kind": "bot", "bot": bots[seat]}
                assert r.status_code == 201, r.text
                table.tokens.append(r.json()["token"])
                seats.append({**entry, "token": r.json()["token"]})
            return table, {"table_id": table.table_id, "host_token": table.host, "seats": seats}

        def moves(table: Any, count: int) -> None:
            """``count`` moves, each made by the seat to move with its own token (a bot's too)."""
            for _ in range(count):
                state = table.public()["state"]
                if state["phase"] != "playing":
                    return
                legal = table.legal(state["turn"])
                choice = choose(legal["legal"], rng)
                assert choice is not None
                r = table.command(state["turn"], choice, if_match=legal["version"])
                assert r.status_code == 200, r.text

        finished, facts["finished"] = open_table(["ann", "ben"], {}, "TAVERN")
        finished.start()
        finished.play_match(rng, end_after_rounds=2)
        bot, facts["bot"] = open_table(["cleo", None], {1: "random"})
        bot.start()
        moves(bot, 7)
        lost, facts["lost"] = open_table(["dora", "emil"], {})
        lost.start()
        moves(lost, 6)
        _, facts["waiting"] = open_table(["fynn", None], {1: "heuristic"})
        for name in ("finished", "bot", "lost", "waiting"):
            facts[name]["version"] = client.get(f"/v1/tables/{facts[name]['table_id']}").json()["version"]
    run_cli("projections", "run", "--once")
    facts_path.write_text(json.dumps(facts, indent=2, sort_keys=True) + "\n")


# --------------------------------------------------------------------------- this tree's side
def _dump_sqlite(path: Path) -> str:
    conn = sqlite3.connect(path)
    try:
        return "\n".join(conn.iterdump()) + "\n"
    finally:
        conn.close()


def _run(*args: str, cwd: Path | None = None, env: dict[str, str] | None = None) -> str:
    """Run a tool of the developer's machine (git, psql, pg_dump, this script) with fixed
    arguments; its standard output."""
    done = subprocess.run(args, check=True, cwd=cwd, env=env, stdout=subprocess.PIPE, text=True)
    return done.stdout


def _dump_postgres(url: str) -> str:
    out = _run("pg_dump", "--inserts", "--no-owner", "--no-privileges", "--no-comments", url)
    # psql meta-commands (\restrict ... of newer pg_dump) are not SQL: the test runs the file as SQL.
    return "".join(line for line in out.splitlines(keepends=True) if not line.startswith("\\"))


def _psql_admin(sql: str) -> None:
    _run("psql", PG_ADMIN, "-v", "ON_ERROR_STOP=1", "-qc", sql)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=19)
    parser.add_argument("--drive", metavar="DATABASE_URL", help=argparse.SUPPRESS)
    parser.add_argument("--facts", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.drive:
        drive(args.drive, args.facts, args.seed)
        return
    with tempfile.TemporaryDirectory(prefix="maumau-release-") as tmp:
        tree, made = Path(tmp) / "tree", Path(tmp) / "out"
        made.mkdir()
        _run("git", "-C", str(ROOT), "worktree", "add", "--detach", str(tree), RELEASE)
        try:
            env = {
                **os.environ,
                "PYTHONPATH": str(tree),
                "HOME": tmp,  # nothing of the caller's data folder is touched
            }
            pg_name = f"maumau_fixture_{uuid.uuid4().hex[:12]}"
            pg_url = f"postgresql://postgres@127.0.0.1:5432/{pg_name}"
            _psql_admin(f'CREATE DATABASE "{pg_name}"')
            try:
                targets = {"sqlite": f"sqlite:///{Path(tmp) / 'old.db'}", "postgres": pg_url}
                for backend, url in targets.items():
                    facts = made / f"{backend}.json"
                    _run(
                        sys.executable,
                        __file__,
                        "--drive",
                        url,
                        "--facts",
                        str(facts),
                        "--seed",
                        str(args.seed),
                        cwd=tree,
                        env=env,
                    )
                (made / "sqlite.sql").write_text(_dump_sqlite(Path(tmp) / "old.db"))
                (made / "postgres.sql").write_text(_dump_postgres(pg_url))
            finally:
                _psql_admin(f'DROP DATABASE IF EXISTS "{pg_name}" WITH (FORCE)')
        finally:
            _run("git", "-C", str(ROOT), "worktree", "remove", "--force", str(tree))
            shutil.rmtree(tree, ignore_errors=True)
        # Only a complete set replaces the committed one (a dump and its tokens belong together).
        OUT.mkdir(parents=True, exist_ok=True)
        for path in made.iterdir():
            shutil.copyfile(path, OUT / path.name)
    for path in sorted(OUT.iterdir()):
        print(f"{path.relative_to(ROOT)}: {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
