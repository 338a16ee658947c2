#!/usr/bin/env bash
# Fuzzes the parsers, the answer checker and the shell's line handler with 1,000,000 seeded lines
# in a release build (the first argument changes the count, FUZZ_SEED the stream), then feeds the
# release binary random bytes, NULs, invalid UTF-8, megabyte lines and input cut off mid-command.
#
# The harness is FuzzParserSoak and FuzzBinaryTests, run through `swift test` with the count
# raised; it prints lines fuzzed and failures per target and exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."
lines="${1:-1000000}"
flags=(-c release -Xswiftc -enable-testing -Xswiftc -warnings-as-errors)

echo "== building (release)"
swift build "${flags[@]}" --build-tests
binary="$(swift build "${flags[@]}" --show-bin-path)/sudoku-academy"

log="$(mktemp)"
trap 'rm -f "$log"' EXIT
echo "== $lines lines through the parsers and the shell (seed ${FUZZ_SEED:-default}), then the binary"
status=0
start=$(date +%s)
SUDOKU_ACADEMY_BINARY="$binary" FUZZ_LINES="$lines" SUDOKU_ACADEMY_SOAK=1 \
  swift test "${flags[@]}" --skip-build --filter 'FuzzParserSoak|FuzzBinaryTests' \
  >"$log" 2>&1 || status=$?
grep -E '^fuzz ' "$log" || true
grep -E '✘|✔ Test (binaryEndsNormally|lastLine)' "$log" | cut -c1-300 || true
echo "== $(( $(date +%s) - start )) s"
if [ "$status" -ne 0 ]; then
  echo "== FAILED (swift test exited $status); full log:" >&2
  cat "$log" >&2
  exit "$status"
fi
echo "== passed"
