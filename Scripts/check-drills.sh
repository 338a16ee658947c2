#!/usr/bin/env bash
# Checks drills and solver walks against the reference techniques at scale, in release.
#
#   Scripts/check-drills.sh [--drills N] [--positions N] [--first-seed S] [--lessons key,…] [--show N]
#
# Defaults: 10,000 drills per lesson and 100,000 walked positions, on every core. Prints progress, counts,
# timing and each disagreement; exits non-zero on any disagreement.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product academy-check
exec .build/release/academy-check "$@"
