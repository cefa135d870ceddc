#!/usr/bin/env bash
# Hostile inputs too large for the test suite, through the release CLI, with wall time and peak
# memory (GNU time). The suite's Tests/HIGAuditTests/Hostile/ covers the same inputs smaller.
#
#   scripts/hostile/run.sh            # all cases
#   scripts/hostile/run.sh rows       # one case: rows, string, locales, strings
#
# Cases:
#   rows     one section of 1,000,000 rows: decode and full audit (every rule)
#   string   one row whose title is a 1 MB string, at every Dynamic Type size
#   locales  one text with 50,000 inline translations, evaluated in every one of them
#   strings  a 1,000,000-entry de.lproj/Localizable.strings (29 MB) read with --strings, for
#            a dump of three rows whose keys are its first, middle and last entries
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
import json, os, sys
case, path = sys.argv[1], sys.argv[2]
environment = {"width": 393, "contentSizeCategory": "large", "developmentLocale": "en"}
if case == "rows":
    rows = ",".join('{"text":"Row %d"}' % (i + 1) for i in range(1_000_000))
elif case == "string":
    rows = json.dumps({"text": "Benachrichtigungen " * ((1 << 20) // 19)})
elif case == "strings":
    keys = ["key.1", "key.500000", "key.1000000"]
    rows = ",".join(json.dumps({"text": {"string": "Entry", "localizationKey": key}}) for key in keys)
    folder = path[:-len(".json")] + "/de.lproj"
    os.makedirs(folder, exist_ok=True)
    with open(folder + "/Localizable.strings", "w") as f:
        f.writelines('"key.%d" = "Wert %d";\n' % (i, i) for i in range(1, 1_000_001))
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
    local options=()
    if [ "$case" = strings ]; then
        options=(--strings "$work/strings")
        size=$(stat -c %s "$work/strings/de.lproj/Localizable.strings")
    fi
    local status=0
    (
        ulimit -v "${HOSTILE_MEMORY_KB:-8388608}"
        /usr/bin/time -f "%e s wall, %M KiB peak" -o "$work/$case.time" \
            timeout "${HOSTILE_TIMEOUT:-600}" "$cli" check "$dump" "${options[@]}" --format json --quiet --fail-on never > "$work/$case.out" 2> "$work/$case.err"
    ) || status=$?
    printf '%-8s %10d bytes  exit %d  %s  findings: %s\n' "$case" "$size" "$status" "$(cat "$work/$case.time")" \
        "$(python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))["findings"]))' "$work/$case.out" 2>/dev/null || echo '?')"
}

cases=("${@:-rows string locales strings}")
for case in ${cases[@]}; do measure "$case"; done
