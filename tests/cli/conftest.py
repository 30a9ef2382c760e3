"""Every CLI test runs with its own empty per-user data folder and no ``MAUMAU_*`` settings of the
developer's shell, so the default database is never the developer's own."""

from __future__ import annotations

import os
from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def _own_data_folder(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    for key in list(os.environ):
        if key.startswith("MAUMAU_"):
            monkeypatch.delenv(key)
    home = tmp_path_factory.mktemp("xdg-data")
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    return home
