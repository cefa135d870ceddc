#!/usr/bin/env bash
# Runs the test suite under a sanitizer, in its own build folder.
#
#   scripts/sanitizers/run.sh asan [swift test arguments...]
#   scripts/sanitizers/run.sh tsan [swift test arguments...]
#
# asan: AddressSanitizer (out-of-bounds, use-after-free, stack overflow reported as such).
# tsan: ThreadSanitizer (data races between the tasks and threads the suite starts).
# Extra arguments go to `swift test`, e.g. `--filter HostileInputTests`.
#
# The CLI tests start the sanitized hig-audit binary, so the command line is covered too; the
# few tests that run python3 (SARIF schema validation) check its output, and python3 itself is
# not instrumented. SANITIZER_TIMEOUT bounds the run (seconds, default 5400).
set -euo pipefail

root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
export PATH="/opt/swift/usr/bin:$PATH"

kind="${1:-}"
shift || true
case "$kind" in
    asan)
        sanitizer=address
        # LeakSanitizer is off: the Swift runtime's metadata caches and Foundation's singletons
        # are alive at exit by design, and every test process would report them.
        export ASAN_OPTIONS="detect_leaks=0:abort_on_error=0:${ASAN_OPTIONS:-}"
        ;;
    tsan)
        sanitizer=thread
        export TSAN_OPTIONS="halt_on_error=0:${TSAN_OPTIONS:-}"
        ;;
    *)
        sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'
        exit 2
        ;;
esac

scratch="$root/.build-$kind"
log="$scratch/test.log"
mkdir -p "$scratch"
echo "== swift test --sanitize=$sanitizer (scratch path $scratch)" >&2
status=0
timeout "${SANITIZER_TIMEOUT:-5400}" \
    swift test --scratch-path "$scratch" --sanitize="$sanitizer" "$@" 2>&1 | tee "$log" || status=$?

# A sanitizer report fails the run even when the test that triggered it passed.
reports=$(grep -cE '^(==[0-9]+==ERROR: AddressSanitizer|WARNING: ThreadSanitizer|SUMMARY: (Address|Thread)Sanitizer)' "$log" || true)
echo "== $kind: exit $status, $reports sanitizer report line(s); log: $log" >&2
if [[ "$reports" != 0 ]]; then
    grep -E '^SUMMARY: ' "$log" | sort | uniq -c >&2 || true
    exit 1
fi
exit "$status"
