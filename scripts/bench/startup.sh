#!/usr/bin/env bash
# Start-up: the median wall time of N runs of the bundled example and of `--version`, in
# milliseconds (and the fastest and slowest), one process per run:
#
#   scripts/bench/startup.sh [N]                      (default 21 runs each)
#   HIG_AUDIT_BIN=/path/to/hig-audit scripts/bench/startup.sh 51   (another build, for A/B)
#
# The example is `hig-audit check Reports/settings/input.json` (exit status 1: it finds
# something). Wall times are only worth comparing on a quiet machine: the load average is
# printed with them. Figures are printed, never asserted. INSTRUCTIONS=1 also counts the
# instructions of one run of each under valgrind's callgrind (the same on a loaded machine;
# profiles kept in bench-out/ for callgrind_annotate --inclusive=yes).
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

if [ "${INSTRUCTIONS:-0}" = 1 ]; then
    mkdir -p bench-out
    # Valgrind 3.19 gives up on the Swift toolchain's DWARF: count a copy without debug
    # information (symbols kept, so profiles still name functions), as whole_app.sh does.
    objcopy --strip-debug "$(readlink -f "$bin")" bench-out/hig-audit-nodebug
    valgrind --tool=callgrind --callgrind-out-file=bench-out/startup.callgrind bench-out/hig-audit-nodebug check Reports/settings/input.json > /dev/null 2> bench-out/startup.callgrind.log || true
    echo "instructions (callgrind), check Reports/settings/input.json: $(grep -o 'Collected : [0-9]*' bench-out/startup.callgrind.log | grep -o '[0-9]*$')"
    valgrind --tool=callgrind --callgrind-out-file=bench-out/version.callgrind bench-out/hig-audit-nodebug --version > /dev/null 2> bench-out/version.callgrind.log || true
    echo "instructions (callgrind), --version: $(grep -o 'Collected : [0-9]*' bench-out/version.callgrind.log | grep -o '[0-9]*$')"
fi
