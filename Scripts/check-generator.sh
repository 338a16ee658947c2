#!/usr/bin/env bash
# Generates N puzzles per difficulty (default 1,000) with the release binary and checks each one through
# the binary's own subcommands: `solve` must find exactly one solution (the one generate reported) and
# `grade` must name a hardest technique of the level. Prints counts and disagreements; exits 1 on any.
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-1000}
swift build -c release --product sudoku-academy >/dev/null
bin=.build/release/sudoku-academy
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
for level in easy medium hard expert master; do
  start=$(date +%s%N)
  "$bin" generate --difficulty "$level" --count "$count" --seed 2026 --json >"$work/$level.json"
  milliseconds=$((($(date +%s%N) - start) / 1000000))
  sed -E 's/.*"puzzle":"([^"]*)".*/\1/' "$work/$level.json" >"$work/$level.txt"
  sed -E 's/.*"solution":"([^"]*)".*/\1/' "$work/$level.json" >"$work/$level.solutions"
  "$bin" solve - <"$work/$level.txt" >"$work/$level.solved" 2>"$work/$level.solve-errors" || true
  "$bin" grade - <"$work/$level.txt" | cut -f1 >"$work/$level.grades"
  case $level in
    easy | medium) allowed='^(naked-single|hidden-single)$' ;;
    hard) allowed='^(pointing|claiming|naked-pair)$' ;;
    expert) allowed='^x-wing$' ;;
    master) allowed='^(hidden-pair|naked-triple|hidden-triple|skyscraper|swordfish|xy-wing)$' ;;
  esac
  generated=$(wc -l <"$work/$level.txt")
  unsolved=$(wc -l <"$work/$level.solve-errors")
  wrong_solution=$(diff "$work/$level.solved" "$work/$level.solutions" | grep -c '^>' || true)
  wrong_grade=$(grep -cvE "$allowed" "$work/$level.grades" || true)
  grades=$(sort "$work/$level.grades" | uniq -c | awk '{printf "%s %s, ", $2, $1}')
  printf '%-7s %5d puzzles in %6d ms: not unique %d, other solution %d, wrong grade %d (%s)\n' \
    "$level" "$generated" "$milliseconds" "$unsolved" "$wrong_solution" "$wrong_grade" "${grades%, }"
  failures=$((failures + unsolved + wrong_solution + wrong_grade + (generated != count)))
done
echo "disagreements: $failures"
[ "$failures" -eq 0 ]
