"""The attack campaign runs end to end on a small budget against a real ``maumau serve`` (SQLite and
PostgreSQL): every part reports, and what must never happen did not — no 5xx, no hidden card
leaked, no former seat served, no sealed round's result or timing before the round closes, the
stream caps exact, sign-in and stream floods refused, no look-alike name or squatting accepted, no
acknowledged move lost or doubled across a
``kill -9``.  The throwaway PostgreSQL database is dropped afterwards."""

from __future__ import annotations

import json
from typing import Any

import psycopg
import pytest

from scripts.attack.campaign import main


def _campaign(capsys: pytest.CaptureFixture[str], *extra: str) -> dict[str, Any]:
    main(["--json", "--quick", "--faults", *extra])
    report: dict[str, Any] = json.loads(capsys.readouterr().out)
    return report


def _check(report: dict[str, Any]) -> None:
    assert report["git"]["commit"]
    assert len(report["machine"]["load_after"]) == 3
    matrix, leaks, limits, faults = report["matrix"], report["leaks"], report["limits"], report["faults"]
    # The matrix covered every route and counted every answer.
    assert matrix["routes"] >= 30
    assert matrix["inputs_tried"] == sum(matrix["by_status"].values()) > 500
    assert len(matrix["by_route"]) >= matrix["routes"]
    assert matrix["server_errors_5xx"] == 0, matrix["problem_examples"]
    assert matrix["problems"].get("refused_write_changed_state", 0) == 0, matrix["problem_examples"]
    assert matrix["problems"].get("5xx", 0) == 0
    # Every refusal, on and off the documented routes, has the documented error shape.
    assert matrix["problems"].get("error_shape", 0) == 0, matrix["problem_examples"]
    assert matrix["problems"].get("error_shape_off_route", 0) == 0, matrix["problem_examples"]
    assert report["service_tracebacks"] == []
    # The leak scan played, read every role, and found nothing.
    assert leaks["rounds_played"] >= 1
    assert leaks["bodies_scanned"] > 100
    assert leaks["frames_scanned"] > 100
    assert {"seat", "host", "anonymous", "spectator", "former_seat"} <= set(leaks["bodies_by_role"])
    assert leaks["leaks"] == 0, leaks["leak_examples"]
    assert leaks["problems"] == 0, leaks["problem_examples"]
    former = leaks["former_seat"]
    assert former["scenarios"] == 1
    assert former["requests"] > 0
    assert former["non_401"] == 0
    assert former["frames_after_leave"] == 0
    assert former["stream_ended"] is True
    # Squatting: no guest where the organiser closed registration, no protest past the limit.
    squat = report["squatting"]
    assert squat["server_errors_5xx"] == 0
    assert squat["shape_problems"] == []
    assert squat["registrations"]["admitted_where_closed"] == 0
    assert squat["registrations"]["approval"]["pending"] == squat["registrations"]["guests"]
    assert squat["protests"]["accepted"] == squat["protests"]["limit"]
    assert squat["protests"]["genuine_refused"] == 0
    assert squat["protests"]["summary_bounded"] is True
    # A sealed round's results and timing: nothing moved for anyone before the close, all after.
    sealed = report["sealed_results"]
    assert sealed["bodies_scanned"] > 3 * sealed["viewers"] * sealed["paths"] > 300  # three looks, and the check
    assert sealed["leaks"] == 0, sealed["leak_examples"]
    assert sealed["problems"] == 0, sealed["problem_examples"]
    assert sealed["control_differences"] > 0
    assert sealed["standings_recomputed"] is True
    assert report["verdict"]["clean"] is True, report["verdict"]
    # The stream cap admits exactly its public share at once, and frees the slots again.
    streams = limits["sse_cap"]
    assert streams["cap"] == 50
    assert streams["admitted"] == streams["public_cap"] == 40
    assert streams["refused_503"] == streams["opened_at_once"] - 40
    assert streams["refusal_shape_problems"] == []
    assert streams["readmitted_after_close"] is True
    assert limits["body_limit"]["over_with_length"]["status"] == 413
    # Floods: past the failed sign-in limits 429, the owner elsewhere signs in; one address's
    # streams capped exactly, and a seat's stream admitted with the public share full.
    assert limits["sign_in_flood"]["ok"] is True, limits["sign_in_flood"]
    assert limits["stream_flood"]["ok"] is True, limits["stream_flood"]
    # kill -9 under load: everything acknowledged is stored once, nothing else appeared.
    assert faults["faults"]["kill9"] == 1
    assert faults["acknowledged"] > 50
    assert faults["lost"] == 0, faults["examples"]
    assert faults["duplicated"] == 0, faults["examples"]
    assert faults["extra_batches"] == 0, faults["examples"]
    assert faults["acknowledged_at_another_version"] == 0, faults["examples"]
    assert faults["answers_5xx_other_than_503"] == 0, faults["client_problem_examples"]
    # Look-alike names: every name-taking route fed hidden characters accepted none of them.
    names = report["names"]
    assert names["routes"] >= 11
    assert names["inputs_tried"] > 300
    assert names["accepted"] == 0, names["accepted_examples"]
    assert names["server_errors_5xx"] == 0, names["server_error_examples"]
    assert names["shape_problems"] == 0, names["shape_problem_examples"]
    assert names["stored_with_hidden_characters"] == []
    assert names["honest_refused"] == 0, names["honest"]


@pytest.mark.slow
def test_attack_campaign_quick_on_sqlite(capsys: pytest.CaptureFixture[str]) -> None:
    report = _campaign(capsys)
    assert report["backend"] == "sqlite"
    _check(report)


@pytest.mark.slow
def test_attack_campaign_quick_on_postgres(capsys: pytest.CaptureFixture[str], postgres_server: Any) -> None:
    report = _campaign(capsys, "--database-url", postgres_server.admin_url)
    assert report["backend"] == "postgresql"
    _check(report)
    assert report["faults"]["faults"]["connections_terminated"] > 0
    with psycopg.connect(postgres_server.admin_url) as conn:
        left = conn.execute("SELECT count(*) FROM pg_database WHERE datname LIKE 'maumau_attack_%'").fetchone()
    assert left == (0,)
