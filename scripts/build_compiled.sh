#!/usr/bin/env bash
# Build the engine's hot modules of domain/ with mypyc, from the same source, into build/compiled/.
#
#   scripts/build_compiled.sh            # build (a few minutes; runs under nice)
#   python scripts/run_compiled.py -m benchmarks.engine --json     # run anything with it
#
# build/compiled/domain/ is a copy of domain/ in which the modules listed below are C extensions
# (mypyc, as black and mypy ship themselves) and every other module stays Python.  Nothing
# changes for code that does not ask for it: the service, the tests and the CLI import domain/
# from the source tree.  scripts/run_compiled.py puts build/compiled first on sys.path (worker
# processes of `maumau simulate` inherit it); without a build, or without a C compiler, it says so
# and runs the pure-Python domain (the fallback).  build/compiled/SOURCES.sha256 records the
# sources it was built from: tests/sim/test_compiled_build.py checks the golden digests compiled
# when the build is current, and skips (saying why) when there is no build or it is stale.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
PY="${PYTHON:-$ROOT/.venv/bin/python}"
OUT="$ROOT/build/compiled"

# The modules on the hot path of self-play.  events.py stays Python: mypyc does not see the
# ClassVar topics of its dataclasses (they would become fields).
MODULES=(cards errors shuffle maumau/ruleset_fields maumau/rules maumau/state maumau/commands maumau/scoring maumau/fit maumau/decide maumau/legal maumau/evolve maumau/view maumau/bots maumau/simulation)
# A module the others import must be compiled with them when present (turn_clock: the match clock).
[ -f domain/turn_clock.py ] && MODULES+=(turn_clock)

if ! command -v "${CC:-cc}" >/dev/null 2>&1; then
  echo "build_compiled: no C compiler (${CC:-cc}); nothing built: the pure-Python domain/ is used" >&2
  exit 0
fi
if ! "$PY" -c "import mypyc" 2>/dev/null; then
  echo "build_compiled: mypyc is missing (pip install -e '.[dev]'); nothing built: the pure-Python domain/ is used" >&2
  exit 0
fi

rm -rf "$OUT"
mkdir -p "$OUT"
tar --exclude='__pycache__' --exclude='*.so' --exclude='*.c' -cf - domain | tar -xf - -C "$OUT"
(cd "$OUT" && find domain -name '*.py' | LC_ALL=C sort | xargs sha256sum > SOURCES.sha256)
FILES=()
for m in "${MODULES[@]}"; do FILES+=("domain/$m.py"); done
(cd "$OUT" && nice -n "${NICE:-15}" "$PY" -m mypyc "${FILES[@]}" > build.log 2>&1) || {
  echo "build_compiled: mypyc failed (see $OUT/build.log); the pure-Python domain/ stays in use" >&2
  tail -20 "$OUT/build.log" >&2
  rm -rf "$OUT"
  exit 1
}
rm -rf "$OUT/build" "$OUT"/*.c "$OUT"/domain/*.c "$OUT"/domain/*/*.c
echo "build_compiled: ${#MODULES[@]} modules compiled into $OUT (sources: $OUT/SOURCES.sha256)"
