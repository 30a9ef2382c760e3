#!/usr/bin/env bash
# Run the game service: scripts/serve.sh [maumau serve options...]
#
# Creates .venv and installs maumau when needed (scripts/_venv.sh), then starts the HTTP service.
# By default it stores events in SQLite at $XDG_DATA_HOME/maumau/maumau.db (~/.local/share/maumau),
# the same file every maumau command uses; set MAUMAU_DATABASE_URL for another file or PostgreSQL.
set -euo pipefail

# shellcheck source=scripts/_venv.sh
source "$(dirname "${BASH_SOURCE[0]}")/_venv.sh"
cd "$MAUMAU_ROOT"

maumau_ensure_venv ""

exec .venv/bin/maumau serve "$@"
