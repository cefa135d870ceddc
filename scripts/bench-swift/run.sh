#!/usr/bin/env bash
# Swift source benchmark: `hig-audit check` on a generated app of COUNT Swift files (one in four
# a SwiftUI or UIKit table screen, the rest model files; a String Catalog with German and
# Finnish), so the time covers discovery and the byte scan, indexing the module (files read and
# parsed in parallel), reading every screen, and auditing it in three locales.
#
#   scripts/bench-swift/run.sh [COUNT] [RUNS] [CONFIG]     (defaults: 2000, 3, release)
#
# Prints the best wall and CPU time of RUNS. HIG_AUDIT_BIN: an already built hig-audit to time
# instead of building one.
set -euo pipefail
cd "$(dirname "$0")/../.."
count="${1:-2000}"
runs="${2:-3}"
config="${3:-release}"
out="bench-out/swift-$count"
if [[ ! -d "$out" ]]; then python3 scripts/bench-swift/make_app.py "$out" "$count"; fi
if [[ -n "${HIG_AUDIT_BIN:-}" ]]; then
  bin="$HIG_AUDIT_BIN"
else
  swift build -c "$config" --product hig-audit >&2
  bin="$(swift build -c "$config" --show-bin-path)/hig-audit"
fi
bytes=$(cat "$out"/App/Sources/*.swift | wc -c)
best=""
for _ in $(seq "$runs"); do
  # Findings exit 1; only a broken run (2 or more) stops the benchmark.
  line=$( { /usr/bin/time -f "%e %U %S" "$bin" check --quiet --fail-on never "$out/App" > /dev/null || (( $? == 1 )); } 2>&1 | tail -n 1)
  read -r wall user sys <<<"$line"
  cpu=$(echo "$user + $sys" | bc)
  if [[ -z "$best" ]] || (( $(echo "$wall < $best" | bc) )); then best="$wall"; bestcpu="$cpu"; fi
done
summary=$("$bin" check --fail-on never "$out/App" 2>/dev/null | tail -n 1 || true)
echo "swift source: $count files, $((bytes / 1024)) KiB; $summary"
echo "best of $runs: ${best} s wall, ${bestcpu} s CPU ($config)"
