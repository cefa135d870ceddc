#!/usr/bin/env bash
# The serial share of one `check` run, measured from outside and robust to other load on the
# machine (wall-clock scaling is not, on a shared machine):
#
#   scripts/bench/serial_share.sh BIN JOBS [APP]      (APP defaults to bench-out/app-50)
#
# Records the run with perf (the scheduler's switch, wake-up and exit events, and the CPU
# clock sampled at 999 Hz with call stacks), then counts each CPU sample (~1 ms of CPU) by the
# process's demand at that moment: how many of its threads were running or runnable (woken, or
# preempted by another process) rather than sleeping. CPU spent at demand 1 is serial: no other
# thread of the run had anything to do, however busy the machine was. Prints the share, the
# Amdahl bound it gives two cores, and where the serial CPU went (the frames under
# CheckRun.run). Needs perf with access to the sched tracepoints (root, or
# kernel.perf_event_paranoid ≤ -1). The sweep is whole_app.sh's.
set -euo pipefail
bin="$1"; jobs="$2"; app="${3:-bench-out/app-50}"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
perf record -q -e sched:sched_switch -e sched:sched_wakeup -e sched:sched_wakeup_new -e sched:sched_process_exit \
    -e task-clock -F 999 -g -o "$out/perf.data" -- \
    "$bin" check "$app" --widths 320,375,393,430 --sizes all --locales all --jobs "$jobs" > /dev/null 2>&1 || true
perf script -i "$out/perf.data" -F tid,time,event,trace 2> /dev/null > "$out/events.txt"
perf script -i "$out/perf.data" -F tid,time,event,ip,sym 2> /dev/null | awk '/sched:/ { skip = 1; next } /task-clock/ { skip = 0 } !skip' > "$out/stacks.txt"
python3 "$(dirname "$0")/serial_share.py" "$out/events.txt" "$out/stacks.txt" "${DEPTH:-2}"
