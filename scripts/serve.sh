#!/usr/bin/env bash
# Run the game service: scripts/serve.sh [maumau serve options...]
#
# Creates .venv and installs maumau with the analytics extra when needed (scripts/_venv.sh), then
# starts the HTTP service. The analytics extra (pyarrow, duckdb) is what the README's commands need
# besides the service: `maumau simulate --out` writes Parquet, and the service's Parquet exports
# (tests/sim/test_readme_commands.py runs them with only what this script installs).
# By default it stores events in SQLite at $XDG_DATA_HOME/maumau/maumau.db (~/.local/share/maumau),
# the same file every maumau command uses; set MAUMAU_DATABASE_URL for another file or PostgreSQL.
set -euo pipefail

# shellcheck source=scripts/_venv.sh
source "$(dirname "${BASH_SOURCE[0]}")/_venv.sh"
cd "$MAUMAU_ROOT"

maumau_ensure_venv analytics

exec .venv/bin/maumau serve "$@"
