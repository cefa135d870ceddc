#!/usr/bin/env bash
# The benchmark suite, release build, one command:
#
#   scripts/bench/run.sh [RUNS] [SIZES]      (defaults: 3 runs; "1000 10000 100000" rows)
#
# Generates dumps from real CLDR names in 40 locales (inline localizations), then prints, best
# of RUNS (and the spread, worst/best) for each:
#   - start-up: `hig-audit check` on Reports/settings/input.json, wall time
#   - decoding: DumpDecoder against Foundation's JSONSerialization on the same files
#   - audit: label checks per second, wall time and peak memory (VmHWM) at 1k/10k/100k rows
#     (each text with 4 translations, audited as the dump says: its locales, all 12 sizes, its
#     width) and the sweep, 40 locales × 12 sizes × 4 widths over 1k rows; one job and all
#   - HarfBuzz hb_shape through its C API on the same strings, one thread and all
# Figures are printed, never asserted. Outputs go to bench-out/suite/.
set -euo pipefail
cd "$(dirname "$0")/../.."
runs="${1:-3}"
sizes="${2:-1000 10000 100000}"
out=bench-out/suite
mkdir -p "$out"
cores="$(nproc)"

need=()
for package in libharfbuzz-dev pkg-config fonts-inter fonts-noto-core fonts-noto-cjk; do
    dpkg -s "$package" >/dev/null 2>&1 || need+=("$package")
done
if [ ${#need[@]} -gt 0 ]; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq "${need[@]}" >/dev/null
fi
python3 -c "import babel" 2>/dev/null || python3 -m pip install -q "babel>=2.12"

[ -f "$out/strings.tsv" ] || python3 scripts/bench/make_strings.py "$out"
cc -O2 -o "$out/hb_bench" scripts/bench-text/hb_bench.c $(pkg-config --cflags --libs harfbuzz) -lpthread
swift build -c release --product hig-audit-bench 2>&1 | tail -1 >&2
swift build -c release --product hig-audit 2>&1 | tail -1 >&2
bin="$(swift build -c release --show-bin-path)"
bench="$bin/hig-audit-bench"

for rows in $sizes; do
    [ -f "$out/rows-$rows.json" ] || "$bench" rows "$out/rows-$rows.json" "$rows" "$out/strings.tsv" 4 >&2
done
[ -f "$out/sweep-1000.json" ] || "$bench" rows "$out/sweep-1000.json" 1000 "$out/strings.tsv" 40 >&2

# best MIN/MAX column over RUNS runs of a command printing one tab-separated line; prints the
# line of the best run followed by the worst value of that column.
best_of() {
    local column="$1" mode="$2"; shift 2
    local best="" worst="" line value
    for _ in $(seq "$runs"); do
        line="$("$@")"
        value="$(cut -f"$column" <<<"$line")"
        if [ -z "$best" ] || awk -v a="$value" -v b="$(cut -f"$column" <<<"$best")" -v m="$mode" \
            'BEGIN { exit !((m == "min" && a < b) || (m == "max" && a > b)) }'; then best="$line"; fi
        if [ -z "$worst" ] || awk -v a="$value" -v b="$worst" -v m="$mode" \
            'BEGIN { exit !((m == "min" && a > b) || (m == "max" && a < b)) }'; then worst="$value"; fi
    done
    printf '%s\t%s\n' "$best" "$worst"
}

echo "machine: $cores cores, $(lscpu | sed -n 's/^Model name: *//p'), $(awk '/MemTotal/ { printf "%.1f GiB", $2 / 1048576 }' /proc/meminfo), load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "$(swift --version 2>/dev/null | head -1); best of $runs runs (spread: worst/best)"
echo

echo "## start-up: hig-audit check Reports/settings/input.json (wall ms)"
check_once() {
    local start end
    start="$(date +%s%N)"
    "$bin/hig-audit" check Reports/settings/input.json >/dev/null 2>&1 || true
    end="$(date +%s%N)"
    printf '%s\n' "$(( (end - start) / 1000 ))"
}
samples=()
for _ in $(seq $(( runs * 5 ))); do samples+=("$(check_once)"); done
printf '%s\n' "${samples[@]}" | sort -n | awk '{ v[NR] = $1 } END {
    printf "| check, small sample | best %.1f ms | median %.1f ms | worst %.1f ms | %d runs |\n", v[1] / 1000, v[int((NR + 1) / 2)] / 1000, v[NR] / 1000, NR }'
echo

echo "## decoding (one process per run; peak includes the input held in memory)"
echo "| file | MB | hig-audit s | MB/s | peak/in | JSONSerialization s | MB/s | peak/in | speed-up |"
echo "|---|---|---|---|---|---|---|---|---|"
for file in $(for r in $sizes; do echo "$out/rows-$r.json"; done) "$out/sweep-1000.json"; do
    ours="$(best_of 3 min "$bench" decode "$file")"
    theirs="$(best_of 3 min "$bench" foundation "$file")"
    paste <(echo "$ours") <(echo "$theirs") | awk -F'\t' -v f="$(basename "$file")" '{
        printf "| %s | %.1f | %.3f (worst %.3f) | %.0f | %.2fx | %.3f (worst %.3f) | %.0f | %.2fx | %.2fx |\n",
            f, $2 / 1e6, $3, $8, $4, $5 / $2, $11, $16, $12, $13 / $10, $11 / $3 }'
done
echo

echo "## audit (all rules, after decoding; label checks = labels × scenarios laid out)"
echo "| input | jobs | rows | label checks | findings | audit wall s | label checks/s (wall) | per CPU-second | peak MiB | peak/in |"
echo "|---|---|---|---|---|---|---|---|---|---|"
audit_row() {
    local file="$1" jobs="$2" sweep="${3:-}" checks
    checks="$("$bench" count "$file" "$cores" $sweep)"
    best_of 6 min "$bench" audit "$file" "$jobs" $sweep | awk -F'\t' -v f="$(basename "$file")${sweep:+ (sweep)}" -v j="$jobs" -v c="$checks" '{
        printf "| %s | %d | %d | %d | %d | %.3f (worst %.3f) | %.3f M | %.3f M | %.0f | %.2fx |\n",
            f, j, $2, c, $4, $6, $9, c / $6 / 1e6, c / $8 / 1e6, $7 / 1048576, $7 / $1 }'
}
for rows in $sizes; do
    audit_row "$out/rows-$rows.json" "$cores"
done
audit_row "$out/rows-1000.json" 1
audit_row "$out/sweep-1000.json" 1 sweep
audit_row "$out/sweep-1000.json" "$cores" sweep
echo

echo "## text engine alone: LineFitter.check on the same strings (hig-audit measure, 5 label configurations each)"
cut -f2 "$out/shaping.tsv" >"$out/texts.txt"
for threads in 1 "$cores"; do
    "$bin/hig-audit" measure --input "$out/texts.txt" --input-format text --benchmark-threads "$threads" --benchmark-rounds "$runs"
done
echo

echo "## HarfBuzz hb_shape, C API, on the sweep's $(wc -l <"$out/shaping.tsv") distinct strings"
for threads in 1 "$cores"; do
    "$out/hb_bench" "$out/shaping.tsv" "$threads" "$(( runs * 3 ))"
done
