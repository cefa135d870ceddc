#!/usr/bin/env bash
# Hostile inputs too large for the test suite, through the release CLI, with wall time and peak
# memory (GNU time). The suite's Tests/HIGAuditTests/Hostile/ covers the same inputs smaller.
#
#   scripts/hostile/run.sh            # all cases
#   scripts/hostile/run.sh rows       # one case: rows, string, locales
#
# Cases:
#   rows     one section of 1,000,000 rows: decode and full audit (every rule)
#   string   one row whose title is a 1 MB string, at every Dynamic Type size
#   locales  one text with 50,000 inline translations, evaluated in every one of them
#
# HOSTILE_TIMEOUT bounds each case (seconds, default 600; exit 124 means it ran out) and
# HOSTILE_MEMORY_KB its address space (default 8 GiB; exit 134 or 137 means it ran out), so a
# case that blows up does not take the machine with it.
set -euo pipefail

root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
export PATH="/opt/swift/usr/bin:$PATH"
work="$root/.build-hostile"
mkdir -p "$work"

swift build -c release --product hig-audit >&2
cli="$(swift build -c release --show-bin-path)/hig-audit"

generate() {
    python3 - "$1" "$2" <<'PY'
import json, sys
case, path = sys.argv[1], sys.argv[2]
environment = {"width": 393, "contentSizeCategory": "large", "developmentLocale": "en"}
if case == "rows":
    rows = ",".join('{"text":"Row %d"}' % (i + 1) for i in range(1_000_000))
elif case == "string":
    rows = json.dumps({"text": "Benachrichtigungen " * ((1 << 20) // 19)})
elif case == "locales":
    localizations = {"x%05d" % i: "Kurz" for i in range(50_000)}
    localizations["x49999"] = "Sehr lange Übersetzung " * 8
    rows = json.dumps({"text": {"string": "Short", "localizations": localizations}}, ensure_ascii=False)
with open(path, "w") as f:
    f.write('{"schemaVersion":1,"screen":{"name":"Hostile","environment":%s,"table":{"style":"insetGrouped","sections":[{"rows":[%s]}]}}}'
            % (json.dumps(environment), rows))
PY
}

measure() {
    local case="$1"
    local dump="$work/$case.json"
    generate "$case" "$dump"
    local size
    size=$(stat -c %s "$dump")
    local status=0
    (
        ulimit -v "${HOSTILE_MEMORY_KB:-8388608}"
        /usr/bin/time -f "%e s wall, %M KiB peak" -o "$work/$case.time" \
            timeout "${HOSTILE_TIMEOUT:-600}" "$cli" check "$dump" --format json --quiet --fail-on never > "$work/$case.out" 2> "$work/$case.err"
    ) || status=$?
    printf '%-8s %10d bytes  exit %d  %s  findings: %s\n' "$case" "$size" "$status" "$(cat "$work/$case.time")" \
        "$(python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))["findings"]))' "$work/$case.out" 2>/dev/null || echo '?')"
}

cases=("${@:-rows string locales}")
for case in ${cases[@]}; do measure "$case"; done
