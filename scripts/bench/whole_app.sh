#!/usr/bin/env bash
# "Whole app from sources": the job localization QA runs before a release, timed as a whole
# process (reading, discovery, every rule, the report):
#
#   scripts/bench/whole_app.sh [RUNS] [COUNT]        (defaults: 3 runs, 50 storyboards)
#
# The app is scripts/bench-storyboards/make_project.py COUNT (COUNT storyboards of three
# static-table scenes, 72 rows each) translated into 39 locales of the suite's real CLDR strings
# (scripts/bench/make_app.py), so 40 locales with Base; it is swept with
#
#   hig-audit check APP --widths 320,375,393,430 --sizes all --locales all --jobs J
#
# for J = 1 and J = every core (`nproc`). Prints, best of RUNS (worst in brackets), wall seconds,
# CPU seconds (user + system) and peak memory (max RSS), and the speed-up of every core over one.
# Figures are printed, never asserted. On a shared machine wall times mean little: set
# INSTRUCTIONS=1 to also count the instructions of one --jobs 1 run under valgrind's callgrind
# (slow, ~50× a run, but repeatable under load: use a small COUNT, e.g. 5), and those of
# `hig-audit check Reports/settings/input.json` (start-up with the bundled example).
#
# HIG_AUDIT_BIN: an already built hig-audit to time instead of building one (for A/B runs of
# two builds on the same input). Outputs go to bench-out/.
#
# SOURCE=swift: the same app as Swift sources instead (scripts/bench/make_swift_app.py: per
# storyboard, two SwiftUI Lists and one UIKit data source of 4 sections x 6 rows, texts read
# through Text("key") and NSLocalizedString), translated in .strings; SOURCE=swift-catalog: the
# same with String Catalogs (.xcstrings) instead of .strings.
set -euo pipefail
cd "$(dirname "$0")/../.."
runs="${1:-3}"
count="${2:-50}"
suite=bench-out/suite
source="${SOURCE:-storyboard}"
case "$source" in
    storyboard) app="bench-out/app-$count" ;;
    swift) app="bench-out/swift-app-$count" ;;
    swift-catalog) app="bench-out/swift-catalog-$count" ;;
    *) echo "SOURCE must be storyboard, swift or swift-catalog" >&2; exit 2 ;;
esac
cores="$(nproc)"
mkdir -p "$suite"

if [ ! -f "$suite/strings.tsv" ]; then
    python3 -c "import babel" 2>/dev/null || python3 -m pip install -q "babel>=2.12"
    python3 scripts/bench/make_strings.py "$suite"
fi
case "$source" in
    storyboard) [ -d "$app/Base.lproj" ] || python3 scripts/bench/make_app.py "$suite/strings.tsv" "$app" "$count" ;;
    swift) [ -d "$app/Sources" ] || python3 scripts/bench/make_swift_app.py "$suite/strings.tsv" "$app" "$count" ;;
    swift-catalog) [ -d "$app/Sources" ] || python3 scripts/bench/make_swift_app.py "$suite/strings.tsv" "$app" "$count" --catalog ;;
esac

if [ -n "${HIG_AUDIT_BIN:-}" ]; then
    bin="$HIG_AUDIT_BIN"
else
    swift build -c release --product hig-audit 2>&1 | tail -1 >&2
    bin="$(swift build -c release --show-bin-path)/hig-audit"
fi
sweep=(--widths 320,375,393,430 --sizes all --locales all)

# One run: prints "wall cpu maxrss_kib". `check` exits 1 when it finds something; that is the
# expected outcome here, anything else is a failure.
run_once() {
    local jobs="$1"
    /usr/bin/time -o bench-out/time.txt -f "%e %U %S %M" "$bin" check "$app" "${sweep[@]}" --jobs "$jobs" > "$app.report" 2> /dev/null || true
    read -r wall user sys rss < <(tail -n 1 bench-out/time.txt)
    awk -v w="$wall" -v u="$user" -v s="$sys" -v m="$rss" 'BEGIN { printf "%.3f %.3f %d\n", w, u + s, m }'
}

bytes=$(du -sk "$app" | cut -f1)
echo "whole app ($source): $count storyboards' worth ($((count * 3)) screens, $((count * 3 * 24)) rows), 40 locales, ${bytes} KiB of sources"
echo "sweep: 4 widths × 12 sizes × 40 locales; $cores cores; load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "| jobs | wall s | CPU s | peak MiB |"
echo "|---|---|---|---|"
declare -A best_wall
for jobs in 1 "$cores"; do
    best="" worst=""
    for _ in $(seq "$runs"); do
        read -r wall cpu rss <<<"$(run_once "$jobs")"
        if [ -z "$best" ] || awk -v a="$wall" -v b="${best%% *}" 'BEGIN { exit !(a < b) }'; then best="$wall $cpu $rss"; fi
        if [ -z "$worst" ] || awk -v a="$wall" -v b="$worst" 'BEGIN { exit !(a > b) }'; then worst="$wall"; fi
    done
    read -r wall cpu rss <<<"$best"
    best_wall[$jobs]="$wall"
    echo "| $jobs | $wall ($worst) | $cpu | $((rss / 1024)) |"
done
awk -v one="${best_wall[1]}" -v all="${best_wall[$cores]}" -v n="$cores" 'BEGIN { printf "\n%d cores against one: %.2f×\n", n, one / all }'
echo "findings: $(grep -c '' "$app.report") report lines"

if [ "${INSTRUCTIONS:-0}" = 1 ]; then
    out="$app.callgrind"
    # Valgrind 3.19 gives up on the Swift toolchain's DWARF ("possibly corrupted debuginfo"):
    # count a copy without debug information (symbols kept, so profiles still name functions).
    objcopy --strip-debug "$(readlink -f "$bin")" bench-out/hig-audit-nodebug
    valgrind --tool=callgrind --callgrind-out-file="$out" bench-out/hig-audit-nodebug check "$app" "${sweep[@]}" --jobs 1 > /dev/null 2> "$out.log" || true
    echo "instructions (callgrind, --jobs 1): $(grep -o 'Collected : [0-9]*' "$out.log" | grep -o '[0-9]*$')"
    valgrind --tool=callgrind --callgrind-out-file="$out.startup" bench-out/hig-audit-nodebug check Reports/settings/input.json > /dev/null 2> "$out.startup.log" || true
    echo "instructions (callgrind), check Reports/settings/input.json: $(grep -o 'Collected : [0-9]*' "$out.startup.log" | grep -o '[0-9]*$')"
fi
