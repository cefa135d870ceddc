#!/usr/bin/env bash
# The HTML report on a 200-screen app swept over 9 locales, 4 sizes and 2 widths: the run's
# wall time and peak memory with and without the HTML report, and the report's size. Release
# build; figures printed, never asserted.
#
#   scripts/html-report/bench.sh [RUNS] [SCREENS]     # defaults: 3 runs, 200 screens
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-3}
screens=${2:-200}
out=bench-out/html-report
rm -rf "$out" && mkdir -p "$out"
swift build -c release --product hig-audit >/dev/null
tool=.build/release/hig-audit
python3 scripts/html-report/make_app.py "$out/app" "$screens"
sweep=(--sizes large,xxxL,AX2,AX5 --widths 320,393 --fail-on never --format json)

measure() {  # label, then extra arguments; prints the best and worst wall time and peak memory
  local label=$1; shift
  local best="" worst="" memory=""
  for _ in $(seq "$runs"); do
    /usr/bin/time -f "%e %M" -o "$out/time.txt" "$tool" check "$out/app" "${sweep[@]}" "$@" >"$out/stdout.json"
    read -r seconds kilobytes <"$out/time.txt"
    best=$(python3 -c "print(min(float('$seconds'), float('${best:-1e9}')))")
    worst=$(python3 -c "print(max(float('$seconds'), float('${worst:-0}')))")
    memory=$kilobytes
  done
  printf '%-28s best %6.2f s, worst %6.2f s, peak memory %s MiB\n' "$label" "$best" "$worst" "$((memory / 1024))"
}

findings=$("$tool" check "$out/app" "${sweep[@]}" | python3 -c "import json,sys; print(len(json.load(sys.stdin)['findings']))")
echo "$screens screens, $findings findings (sweep: ${sweep[*]:0:4})"
measure "JSON to stdout only"
measure "plus --report html" --report "html=$out/report.html"
bytes=$(stat -c %s "$out/report.html")
drawings=$(grep -c '<figure class="view' "$out/report.html" || true)
echo "report.html: $bytes bytes ($((bytes / 1024)) KiB), $drawings drawings, $(grep -c '<li class="finding"' "$out/report.html") findings listed"
grep -o '<p>[^<]*not drawn[^<]*</p>' "$out/report.html" | sed 's/<[^>]*>//g' || true
