#!/usr/bin/env bash
# Decoding benchmark: hig-audit's DumpDecoder against Foundation's JSONSerialization on the same
# generated ~100 MB dump, each in its own process so peak memory is per decoder.
#
#   scripts/bench-decode/run.sh [MEGABYTES] [RUNS]     (defaults: 100, 3)
#
# Prints the best time of RUNS for each decoder and the highest peak RSS (VmHWM). Both figures
# include the input held in memory (read before timing starts).
set -euo pipefail

cd "$(dirname "$0")/../.."
megabytes="${1:-100}"
runs="${2:-3}"
out="bench-out"
dump="$out/dump-${megabytes}mb.json"
mkdir -p "$out"

swift build -c release --product hig-audit-bench >&2
bench="$(swift build -c release --show-bin-path)/hig-audit-bench"

if [[ ! -f "$dump" ]]; then
  "$bench" generate "$dump" "$megabytes" >&2
fi

measure() {
  local mode="$1" best="" peak=0 line
  for _ in $(seq "$runs"); do
    line="$("$bench" "$mode" "$dump")"
    IFS=$'\t' read -r name bytes seconds rate rss count <<<"$line"
    if [[ -z "$best" ]] || awk "BEGIN { exit !($seconds < $best) }"; then best="$seconds"; fi
    if (( rss > peak )); then peak="$rss"; fi
  done
  awk -v name="$name" -v bytes="$bytes" -v s="$best" -v rss="$peak" -v count="$count" 'BEGIN {
    printf "%-18s %10.1f %9.3f %9.1f %11.1f %8.2fx %10d\n", name, bytes / 1e6, s, bytes / 1e6 / s, rss / 1048576, rss / bytes, count
  }'
}

printf "%-18s %10s %9s %9s %11s %9s %10s\n" "decoder" "input MB" "best s" "MB/s" "peak MiB" "peak/in" "count"
measure decode
measure foundation
echo "(count: rows decoded by hig-audit; top-level keys for JSONSerialization. $runs runs each, $(nproc) cores, $(swift --version 2>/dev/null | head -1))"
