#!/usr/bin/env bash
# Kills the shell with SIGKILL while it saves progress, 1,000 times by default (the first argument
# changes it), against a release build, and checks the progress file after every kill; then runs
# two shells at once with 20 drills each and checks that no update is lost.
#
# The harness is ReliabilityKillSoak and ReliabilityProgressTests/twoShellsAnsweringAtOnce, run
# through `swift test` with the counts raised; it prints the figures and exits non-zero on any
# failure. Release tests need -enable-testing for the test target's @testable imports.
set -euo pipefail
cd "$(dirname "$0")/.."
kills="${1:-1000}"
flags=(-c release -Xswiftc -enable-testing -Xswiftc -warnings-as-errors)

echo "== building (release)"
swift build "${flags[@]}" --build-tests
binary="$(swift build "${flags[@]}" --show-bin-path)/sudoku-academy"

log="$(mktemp)"
trap 'rm -f "$log"' EXIT
echo "== $kills kills of $binary, then two shells at once"
status=0
SUDOKU_ACADEMY_BINARY="$binary" SUDOKU_ACADEMY_SOAK=1 \
  RELIABILITY_KILLS="$kills" RELIABILITY_SESSION_KILLS="$((kills / 4))" \
  RELIABILITY_CONCURRENT_DRILLS=20 \
  swift test "${flags[@]}" --skip-build \
  --filter 'ReliabilityKillSoak/progressFileSurvivesManySigkills|ReliabilityProgressTests/twoShellsAnsweringAtOnceLoseNoUpdate' \
  >"$log" 2>&1 || status=$?
grep -E '^(kill test|concurrent shells):' "$log" || true
grep -E '✘' "$log" || true
if [ "$status" -ne 0 ]; then
  echo "== FAILED (swift test exited $status); full log:" >&2
  cat "$log" >&2
  exit "$status"
fi
echo "== passed"
