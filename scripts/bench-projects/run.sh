#!/usr/bin/env bash
# Project-model benchmark (issue 30): `hig-audit check` on a generated checkout of COUNT xibs
# whose App.xcodeproj/project.pbxproj is about 1 MB, then on the same checkout without the
# project file. The difference is what reading the project costs a run: it is read once, not
# once per document (target: under 1 s of CPU for 1 MB and 100 documents).
#
#   scripts/bench-projects/run.sh [COUNT] [RUNS] [CONFIG]     (defaults: 100, 3, release)
#
# Prints the best CPU time (user + system) of RUNS for each. HIG_AUDIT_BIN: an already built
# hig-audit to time instead of building one.
set -euo pipefail
cd "$(dirname "$0")/../.."
count="${1:-100}"
runs="${2:-3}"
config="${3:-release}"
out="bench-out/projects-$count"
if [[ ! -d "$out" ]]; then python3 scripts/bench-projects/make_checkout.py "$out" "$count"; fi
if [[ -n "${HIG_AUDIT_BIN:-}" ]]; then
  bin="$HIG_AUDIT_BIN"
else
  swift build -c "$config" --product hig-audit >&2
  bin="$(swift build -c "$config" --show-bin-path)/hig-audit"
fi
best_cpu() {
  local best=""
  for _ in $(seq "$runs"); do
    line=$( { /usr/bin/time -f "%U %S" "$bin" check --quiet --format json "$out" > /dev/null || true; } 2>&1 | tail -n 1)
    read -r user sys <<<"$line"
    cpu=$(echo "$user + $sys" | bc)
    if [[ -z "$best" ]] || (( $(echo "$cpu < $best" | bc) )); then best="$cpu"; fi
  done
  echo "$best"
}
project="$out/App.xcodeproj/project.pbxproj"
bytes=$(wc -c < "$project")
with=$(best_cpu)
mv "$project" "$project.aside"
without=$(best_cpu)
mv "$project.aside" "$project"
echo "projects: $count xibs, project.pbxproj $((bytes / 1024)) KiB; best of $runs CPU: ${with} s with the project, ${without} s without, difference $(echo "$with - $without" | bc) s ($config)"
