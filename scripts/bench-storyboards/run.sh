#!/usr/bin/env bash
# Storyboard import benchmark: `hig-audit dump` on a generated app folder of N storyboards (three
# static-table scenes of 24 cells each, with German UTF-8 and Finnish UTF-16 .strings beside them),
# so the time covers discovery, reading the storyboards through libxml2, finding and reading their
# translations, and writing the dump.
#
#   scripts/bench-storyboards/run.sh [COUNT] [RUNS] [CONFIG]     (defaults: 50, 5, release)
#
# Prints the best wall and CPU time of RUNS. HIG_AUDIT_BIN: an already built hig-audit to time
# instead of building one.
set -euo pipefail
cd "$(dirname "$0")/../.."
count="${1:-50}"
runs="${2:-5}"
config="${3:-release}"
out="bench-out/storyboards-$count"
if [[ ! -d "$out" ]]; then python3 scripts/bench-storyboards/make_project.py "$out" "$count"; fi
if [[ -n "${HIG_AUDIT_BIN:-}" ]]; then
  bin="$HIG_AUDIT_BIN"
else
  swift build -c "$config" --product hig-audit >&2
  bin="$(swift build -c "$config" --show-bin-path)/hig-audit"
fi
bytes=$(cat "$out"/Base.lproj/*.storyboard | wc -c)
best=""
for _ in $(seq "$runs"); do
  line=$( { /usr/bin/time -f "%e %U %S" "$bin" dump --quiet "$out" > /dev/null; } 2>&1 | tail -n 1)
  read -r wall user sys <<<"$line"
  cpu=$(echo "$user + $sys" | bc)
  if [[ -z "$best" ]] || (( $(echo "$wall < $best" | bc) )); then best="$wall"; bestcpu="$cpu"; fi
done
screens=$("$bin" dump --quiet "$out" | grep -c '"name"')
echo "storyboards: $count files, $((bytes / 1024)) KiB, $screens screens; best of $runs: ${best} s wall, ${bestcpu} s CPU ($config)"
