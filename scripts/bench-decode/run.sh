#!/usr/bin/env bash
# Decoding benchmark: hig-audit's DumpDecoder against Foundation's JSONSerialization on the same
# generated ~100 MB dump, each in its own process so peak memory is per decoder.
#
#   scripts/bench-decode/run.sh [MEGABYTES] [RUNS]     (defaults: 100, 3)
#
# Prints, for each decoder, the best wall and CPU time of RUNS and the highest peak RSS (VmHWM).
# Peak memory includes the input held in memory (read before timing starts); freeing the
# decoded result is not timed.
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
  local mode="$1" best="" cpu="" peak=0 line
  for _ in $(seq "$runs"); do
    line="$("$bench" "$mode" "$dump")"
    IFS=$'\t' read -r name bytes seconds rate rss count cpuseconds <<<"$line"
    if [[ -z "$best" ]] || awk "BEGIN { exit !($seconds < $best) }"; then best="$seconds"; fi
    if [[ -z "$cpu" ]] || awk "BEGIN { exit !($cpuseconds < $cpu) }"; then cpu="$cpuseconds"; fi
    if (( rss > peak )); then peak="$rss"; fi
  done
  awk -v name="$name" -v bytes="$bytes" -v s="$best" -v cpu="$cpu" -v rss="$peak" -v count="$count" 'BEGIN {
    printf "%-18s %9.1f %8.3f %8.1f %8.3f %10.1f %8.2fx %9d\n", name, bytes / 1e6, s, bytes / 1e6 / s, cpu, rss / 1048576, rss / bytes, count
  }'
}

printf "%-18s %9s %8s %8s %8s %10s %9s %9s\n" "decoder" "input MB" "wall s" "MB/s" "cpu s" "peak MiB" "peak/in" "count"
measure decode
measure foundation
echo "(count: rows decoded by hig-audit; top-level keys for JSONSerialization. $runs runs each, $(nproc) cores, $(swift --version 2>/dev/null | head -1))"
