# shellcheck shell=bash
# Shared by scripts/test.sh and scripts/serve.sh (sourced, not executed).
#
# maumau_ensure_venv EXTRAS
#   Creates .venv with Python 3.11 when it is missing and installs the project in editable mode
#   with the given extras ("" for none, "analytics" for serve.sh, "dev" for the test tools). The
#   install is skipped while pyproject.toml is unchanged: a stamp file in .venv records the hash of
#   pyproject.toml per extras set, so repeated runs cost nothing. Delete .venv to start over.

MAUMAU_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export MAUMAU_ROOT

maumau_find_python() {
    # Prefer an explicit choice, then python3.11, then a python3 that is 3.11.
    local candidate
    for candidate in "${MAUMAU_PYTHON:-}" python3.11 python3; do
        [ -n "$candidate" ] || continue
        if command -v "$candidate" >/dev/null 2>&1 &&
            "$candidate" -c 'import sys; sys.exit(sys.version_info[:2] != (3, 11))' 2>/dev/null; then
            echo "$candidate"
            return 0
        fi
    done
    echo "error: Python 3.11 not found (set MAUMAU_PYTHON to its path)" >&2
    return 1
}

maumau_ensure_venv() {
    local extras="${1:-}"
    local venv="$MAUMAU_ROOT/.venv"
    local python
    if [ ! -x "$venv/bin/python" ]; then
        python="$(maumau_find_python)"
        echo "==> creating $venv with $python" >&2
        "$python" -m venv "$venv"
    fi

    local hash stamp_name spec
    hash="$(sha256sum "$MAUMAU_ROOT/pyproject.toml" | cut -d' ' -f1)"
    stamp_name="${extras:-base}"
    # A dev install also satisfies a plain one and the analytics extra (dev holds pyarrow and duckdb).
    if { [ -z "$extras" ] || [ "$extras" = analytics ]; } &&
        [ "$(cat "$venv/.maumau-stamp-dev" 2>/dev/null)" = "$hash" ]; then
        return 0
    fi
    if [ "$(cat "$venv/.maumau-stamp-$stamp_name" 2>/dev/null)" = "$hash" ]; then
        return 0
    fi

    spec="$MAUMAU_ROOT"
    [ -z "$extras" ] || spec="$MAUMAU_ROOT[$extras]"
    echo "==> installing maumau${extras:+[$extras]} into $venv (pyproject.toml changed or first run)" >&2
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check --upgrade pip >&2
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check -e "$spec" >&2
    echo "$hash" >"$venv/.maumau-stamp-$stamp_name"
}
