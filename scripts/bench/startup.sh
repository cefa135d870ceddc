#!/usr/bin/env bash
# Start-up: the median wall time of N runs of the bundled example and of `--version`, in
# milliseconds (and the fastest and slowest), one process per run:
#
#   scripts/bench/startup.sh [N]                      (default 21 runs each)
#   HIG_AUDIT_BIN=/path/to/hig-audit scripts/bench/startup.sh 51   (another build, for A/B)
#
# The example is `hig-audit check Reports/settings/input.json` (exit status 1: it finds
# something). Wall times are only worth comparing on a quiet machine: the load average is
# printed with them. Figures are printed, never asserted. For counts that do not depend on the
# load, see INSTRUCTIONS=1 in whole_app.sh (callgrind).
set -euo pipefail
cd "$(dirname "$0")/../.."
runs="${1:-21}"
if [ -n "${HIG_AUDIT_BIN:-}" ]; then
    bin="$HIG_AUDIT_BIN"
else
    swift build -c release --product hig-audit 2>&1 | tail -1 >&2
    bin="$(swift build -c release --show-bin-path)/hig-audit"
fi

# Prints "median min max" in milliseconds of `runs` runs of the command given.
measure() {
    local times=()
    for _ in $(seq "$runs"); do
        local start end
        start=$(date +%s%N)
        "$@" > /dev/null 2>&1 || true
        end=$(date +%s%N)
        times+=($(( (end - start) / 1000 )))
    done
    printf '%s\n' "${times[@]}" | sort -n | awk '{ t[NR] = $1 } END { printf "%.1f %.1f %.1f\n", t[int((NR + 1) / 2)] / 1000, t[1] / 1000, t[NR] / 1000 }'
}

# One run first, unmeasured, so the binary and its libraries are in the page cache.
"$bin" --version > /dev/null
echo "$runs runs each; $(nproc) cores; load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "| run | median ms | fastest | slowest |"
echo "|---|---|---|---|"
read -r median fastest slowest <<<"$(measure "$bin" check Reports/settings/input.json)"
echo "| check Reports/settings/input.json | $median | $fastest | $slowest |"
read -r median fastest slowest <<<"$(measure "$bin" --version)"
echo "| --version | $median | $fastest | $slowest |"
