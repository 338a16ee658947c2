#!/usr/bin/env bash
# Runs a test command (`swift test …`) with TMPDIR set to a fresh folder of its own, and fails when
# the command leaves anything there: tests clean up after themselves (ScratchDirectory), and this is
# the check that keeps it so. The folder is mode 1777 like /tmp, so the tests that run the program as
# an unprivileged user (setpriv) can still enter their scratch directories.
#
#   Scripts/run-tests.sh swift test --skip-build
set -uo pipefail
scratch=$(mktemp -d "${TMPDIR:-/tmp}/sa-test.XXXXXX")
chmod 1777 "$scratch"
TMPDIR="$scratch" "$@"
status=$?
# SwiftPM itself (not a test) works there too — its locks (`_work_…_.build.lock`, `…swiftpm.lock`)
# and the folders it compiles the manifest in (`TemporaryDirectory.XXXXXX`): not ours to judge.
left=$(find "$scratch" -mindepth 1 -maxdepth 1 ! -name '*.lock' ! -name 'TemporaryDirectory.*' \
  -printf '%f\n' | sort)
if [ -n "$left" ]; then
  count=$(printf '%s\n' "$left" | wc -l)
  echo "the tests left $count entries in the temp directory ($scratch):" >&2
  printf '  %s\n' $left | head -20 >&2
  rm -rf "$scratch"
  [ "$status" -ne 0 ] || status=1
else
  rm -rf "$scratch"
fi
exit "$status"
