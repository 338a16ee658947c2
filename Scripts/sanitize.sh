#!/usr/bin/env bash
# Runs the tests that exercise concurrency under AddressSanitizer and ThreadSanitizer: the
# background drill producer (DrillProvider, in-process), the study supply (StudySupply), the
# progress store (two writers in one process), and the real binary built with the same sanitizer
# (two shells on one progress file, damaged files, the shell's background prefetch). Each sanitizer
# builds into its own scratch path so the ordinary debug build is left alone.
#
# A sanitizer report makes the test fail: in-process it aborts the test run; in the binary it is
# printed on stderr, which those tests require to be empty. Pass "address" or "thread" to run one.
set -euo pipefail
cd "$(dirname "$0")/.."
filter='ProgressStoreTests|ReliabilityDrillProviderTests|StudySupplyTests|ReliabilityProgressTests|FuzzParserTests/shellLineHandler'
[ "$#" -gt 0 ] || set -- address thread
failed=()
for sanitizer in "$@"; do
  scratch=".build/sanitize-$sanitizer"
  log="$scratch.log"
  mkdir -p "$scratch"
  echo "== --sanitize=$sanitizer (build in $scratch, log in $log)"
  status=0
  # halt_on_error=0 lets TSan report every race it sees, not just the first. The leak
  # suppressions apply to the test runner only (toolchain Foundation and XCTest leaks, and the
  # Process objects the harness starts; see the file): the binary under test gets a clean
  # environment from the tests, so it runs with the sanitizers' defaults, leak checking included.
  TSAN_OPTIONS="${TSAN_OPTIONS:-halt_on_error=0 second_deadlock_stack=1}" \
    LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$PWD/Scripts/lsan-suppressions.txt print_suppressions=1}" \
    FUZZ_LINES="${FUZZ_LINES:-20000}" \
    swift test --sanitize="$sanitizer" --scratch-path "$scratch" --filter "$filter" \
    >"$log" 2>&1 || status=$?
  grep -E 'WARNING: ThreadSanitizer|ERROR: AddressSanitizer|SUMMARY:' "$log" | sort | uniq -c || true
  grep -E '✘|✔ Test run|Test run with' "$log" | cut -c1-300 || true
  if [ "$status" -ne 0 ]; then
    echo "== --sanitize=$sanitizer FAILED (exit $status); see $log"
    failed+=("$sanitizer")
  else
    echo "== --sanitize=$sanitizer passed"
  fi
done
[ "${#failed[@]}" -eq 0 ] || { echo "failed: ${failed[*]}" >&2; exit 1; }
