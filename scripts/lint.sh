#!/usr/bin/env bash
# Static checks: scripts/lint.sh
#
# Idempotent and self-sufficient like scripts/test.sh: creates .venv and installs maumau[dev] when
# needed (scripts/_venv.sh), then runs, from the repository root and with the configuration in
# pyproject.toml:
#   1. ruff format --check   (the code is formatted; nothing is rewritten)
#   2. ruff check            (lint rules)
#   3. mypy                  (strict type checking)
# Stops at the first step that fails and exits with its status.
set -euo pipefail

# shellcheck source=scripts/_venv.sh
source "$(dirname "${BASH_SOURCE[0]}")/_venv.sh"
cd "$MAUMAU_ROOT"

maumau_ensure_venv dev

echo "==> ruff format --check ."
.venv/bin/ruff format --check .

echo "==> ruff check ."
.venv/bin/ruff check .

echo "==> mypy ."
.venv/bin/mypy .

echo "==> lint: all clean"
