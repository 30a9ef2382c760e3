"""The service runs the projection runner in process on SQLite (``maumau serve``), handed to the
write side's runtime by the app factory; a runtime given no read side runs none."""

from __future__ import annotations

from fastapi.testclient import TestClient

from api.http.app import create_app
from infrastructure.adapters.settings import load_settings
from infrastructure.services.bootstrap import build_services
from infrastructure.services.runtime import Runtime
from projections.api import InProcessRunner, leaderboard, make_engine, score_sheet
from tests.live.conftest import live_options
from tests.projections.helpers import append_interleaved


def test_serve_on_sqlite_runs_the_projection_runner_in_process(tmp_path, matches) -> None:
    app = create_app(load_settings(database_url=f"sqlite:///{tmp_path / 'serve.db'}"))
    with TestClient(app):
        runner = app.state.runtime.projections
        assert isinstance(runner, InProcessRunner)
        services = app.state.services
        append_interleaved(services.store, matches[:2], max_chunk=20)
        runner.catch_up(timeout=60)
        engine = make_engine(services.settings)
        try:
            with engine.connect() as conn:
                assert score_sheet(conn, matches[0][0]) is not None
                assert leaderboard(conn, rated=False)
        finally:
            engine.dispose()
    assert app.state.runtime.projections is None  # stopped with the app


def test_a_runtime_without_a_read_side_runs_no_read_models(tmp_path) -> None:
    """Asked to run the projections in process, a runtime given no read side has none to run
    (the write side does not go looking for it)."""
    services = build_services(load_settings(database_url=f"sqlite:///{tmp_path / 'bare.db'}"))
    runtime = Runtime(
        services, live_options(bots=False, window_timers=False, projections_in_process=True), background=True
    )
    try:
        runtime.start()
        assert runtime.projections is None
    finally:
        runtime.stop()
        services.close()
