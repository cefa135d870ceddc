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
#   scale    150,000 empty sections (150,000 findings): SARIF (capped at 25,000 results),
#            JSON, Markdown and text, each timed with its peak memory
#   million  1,000,000 empty sections: the same four formats
#            (HOSTILE_FORMATS="sarif json" times only those)
#   checkout a pull request's names and links: log injection through file, folder, report and
#            option names (with GITHUB_ACTIONS=true), links out of the checkout, dangling links
#            and loops, a 2 GB sparse project.pbxproj
#   writes   report paths that must be refused or kept (onto the dump, twice, two on standard
#            output, a configuration escaping its folder or naming '-' or a NUL, a link to
#            nothing, /dev/null, a FIFO with no reader), a configuration of nested collection
#            keys, special files (a FIFO in a swept folder, one named) and broken translation
#            files: each line shows the exit status, the first line of standard error and
#            whether the dump survived; a case that hangs ends at HOSTILE_TIMEOUT with exit
#            124; then locale names ICU cannot read (a dump's, --locales, a configuration's)
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
    localizations = {"en-x%05d" % i: "Kurz" for i in range(50_000)}
    localizations["en-x49999"] = "Sehr lange Übersetzung " * 8
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

# A dump of N empty sections: one table/empty-group finding each.
sections() {
    python3 - "$1" "$2" <<'PY'
import sys
count, path = int(sys.argv[1]), sys.argv[2]
with open(path, "w") as f:
    f.write('{"schemaVersion":1,"screen":{"name":"Scale","environment":{"width":393,"contentSizeCategory":"large","developmentLocale":"en"},"table":{"style":"insetGrouped","sections":[')
    f.write(",".join(['{"rows":[]}'] * count))
    f.write(']}}}')
PY
}

scale() {
    local case="$1" count="$2"
    local dump="$work/$case.json"
    sections "$count" "$dump"
    # Reports are named apart from the dump: `$case.json` is the dump, and the run refuses to
    # write a report over it.
    for format in ${HOSTILE_FORMATS:-sarif json markdown text}; do
        local status=0 report="$work/$case-report.$format"
        rm -f "$report"
        (
            ulimit -v "${HOSTILE_MEMORY_KB:-8388608}"
            /usr/bin/time -f "%e s wall (%U s user, %S s sys), %M KiB peak" -o "$work/$case-$format.time" \
                timeout "${HOSTILE_TIMEOUT:-600}" "$cli" check "$dump" --report "$format=$report" --format github --quiet --fail-on never > /dev/null 2> "$work/$case-$format.err"
        ) || status=$?
        printf '%-8s %-8s %8d findings  exit %d  %s  report %d bytes  %s\n' "$case" "$format" "$count" "$status" "$(tail -n 1 "$work/$case-$format.time")" "$(stat -c %s "$report" 2>/dev/null || echo 0)" "$(head -n 1 "$work/$case-$format.err" | cut -c1-120)"
    done
    if [ -f "$work/$case-report.sarif" ]; then
        python3 -c 'import json,sys; r=json.load(open(sys.argv[1]))["runs"][0]; print("         sarif results:", len(r["results"]), "omitted:", r.get("properties", {}).get("resultsOmitted", 0))' "$work/$case-report.sarif"
    fi
}

writes() {
    local folder="$work/writes"
    rm -rf "$folder" && mkdir -p "$folder/sub" && cd "$folder"
    sections 2 d.json
    cp d.json original.json
    mkfifo fifo.json pipe.sarif
    ln -s nowhere/x.sarif dangling.sarif
    try() {
        local name="$1"; shift
        local status=0
        timeout "${HOSTILE_TIMEOUT:-600}" "$cli" "$@" > out.txt 2> err.txt < /dev/null || status=$?
        local kept=kept; cmp -s d.json original.json || kept=CHANGED
        printf '%-22s exit %-3d dump %-7s %s\n' "$name" "$status" "$kept" "$(head -n 1 err.txt | cut -c1-150)"
        cp original.json d.json
    }
    try onto-dump          check d.json --report sarif=./d.json
    try baseline-onto-dump check d.json --write-baseline sub/../d.json
    try same-file-twice    check d.json --report sarif=r.out --report json=r.out
    try two-stdout         check d.json --format json --report sarif=-
    try dev-stdout         check d.json --report sarif=/dev/stdout
    try dev-null           check d.json --report sarif=/dev/null --fail-on never
    try fifo-no-reader     check d.json --report sarif=pipe.sarif
    try dangling-link      check d.json --report sarif=dangling.sarif
    printf 'reports:\n  - sarif: ../../escape.sarif\n' > .hig-audit.yml
    try config-escape      check d.json
    printf 'reports:\n  - sarif: /tmp/escape.sarif\n' > .hig-audit.yml
    try config-absolute    check d.json
    printf 'reports:\n  - sarif: "-"\n' > .hig-audit.yml
    try config-stdout      check d.json
    printf 'reports:\n  - sarif: "a\\0b.sarif"\n' > .hig-audit.yml
    try config-nul         check d.json
    rm .hig-audit.yml
    # A configuration whose nested collection keys took Yams minutes to compare.
    try config-keys        check d.json --config "$root/Fuzz/Regression/configuration-nested-collection-keys.yml"
    try fifo-in-sweep      check . --fail-on never
    try fifo-named         check fifo.json
    try fifo-baseline      check d.json --baseline fifo.json
    try strings-missing    check d.json --strings Missing.xcstrings
    # Broken translation files are input errors, all listed.
    mkdir -p de.lproj && printf '"a" = "b"\n' > de.lproj/Localizable.strings
    printf '{"sourceLanguage": 7, "strings": {}}' > L.xcstrings
    try strings-broken     check d.json --strings de.lproj --strings L.xcstrings
    try strings-not-l10n   check d.json --strings original.json
    # Locale names ICU cannot read, from a dump, the command line and a configuration.
    sed 's/"developmentLocale":"en"/"developmentLocale":"de-1"/' original.json > locale.json
    try locale-in-dump     check locale.json
    try locale-flag        check d.json --locales 'de,en-a'
    printf 'locales: [de_de, "../../etc"]\n' > locales.yml
    try locale-config      check d.json --config locales.yml
    cd "$root"
}

# A pull request's checkout (issue 32): names that try to inject workflow commands or terminal
# escapes, links out of the checkout, a huge project file. Each line shows the exit status and
# standard error with every byte a runner or terminal could act on made visible (cat -v): a
# correct run shows none raw, only the tool's own <U+…> stand-ins.
checkout() {
    local folder="$work/checkout"
    rm -rf "$folder" && mkdir -p "$folder/outside" "$folder/repo" && cd "$folder/repo"
    printf 'https://ci-bot:ghp_SECRETTOKEN@github.com\n' > ../outside/.git-credentials
    local hostile=$'x\n::error::PWNED\e[31m\u202e%0A::add-mask::y'
    sections 2 d.json
    mkdir -p App/Base.lproj App/de.lproj
    cp "$root/Tests/HIGInputTests/Fixtures/Storyboards/App/Base.lproj/Settings.storyboard" App/Base.lproj/
    try() {
        local name="$1"; shift
        local status=0
        GITHUB_ACTIONS=true timeout "${HOSTILE_TIMEOUT:-600}" "$cli" "$@" > out.txt 2> err.txt < /dev/null || status=$?
        printf '%-20s exit %-3d %s\n' "$name" "$status" "$(cat -v err.txt | head -n 3 | cut -c1-160 | tr '\n' '|')"
    }
    printf '{"schemaVersion": 1, oops' > "broken-$hostile.json"
    try name-broken-dump    check .
    rm "broken-$hostile.json"
    try name-missing        check "$hostile.json"
    try name-report         check d.json --report "json=$hostile/r.json"
    try name-usage          check d.json --layout-profile "$hostile"
    mkdir -p T/de.lproj && printf '"a" "b";\n' > "T/de.lproj/$hostile.strings"
    try name-strings        check d.json --strings T
    ln -s "$folder/outside/.git-credentials" App/de.lproj/Settings.strings
    try link-out-beside     check App
    try link-out-strings    check d.json --strings App
    rm App/de.lproj/Settings.strings && ln -s nothing App/de.lproj/Settings.strings
    try link-dangling       check App
    rm App/de.lproj/Settings.strings && ln -s Settings.strings App/de.lproj/Settings.strings
    try link-loop           check App
    rm App/de.lproj/Settings.strings
    mkdir -p App/App.xcodeproj && truncate -s 2G App/App.xcodeproj/project.pbxproj
    try project-2g          check App
    cd "$root"
}

cases=("${@:-rows string locales strings scale writes checkout}")
for case in ${cases[@]}; do
    case "$case" in
        scale) scale scale 150000 ;;
        million) scale million 1000000 ;;
        writes) writes ;;
        checkout) checkout ;;
        *) measure "$case" ;;
    esac
done
