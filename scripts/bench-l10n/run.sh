#!/usr/bin/env bash
# Localization sweep at scale (release build): KEYS localized texts × LOCALES locales × all 12
# content size categories, read from a String Catalog with --strings (or, on a command line
# without it, from inline translations). Prints wall time and peak memory; asserts nothing.
#   scripts/bench-l10n/run.sh [KEYS] [LOCALES]
set -euo pipefail
cd "$(dirname "$0")/../.."
keys="${1:-2000}"
locales="${2:-40}"
out=bench-out/l10n
rm -rf "$out"
mkdir -p "$out"

python3 scripts/bench-l10n/make_corpus.py "$out" "$keys" "$locales"
swift build -c release --product hig-audit 2>&1 | tail -1
binary=.build/release/hig-audit

# Not `| grep -q`: with pipefail, grep's early exit would fail the pipeline.
help="$("$binary" check --help)"
if [[ "$help" == *"--strings"* ]]; then
    mode="String Catalog via --strings"
    args=(check "$out/keys" --strings "$out/catalog/Localizable.xcstrings")
else
    mode="inline translations (this command line has no --strings)"
    args=(check "$out/inline")
fi
echo "== $keys keys × $locales locales × 12 sizes: $mode"
ls -l "$out/catalog/Localizable.xcstrings" | awk '{ printf "catalog: %.1f MiB\n", $5 / 1048576 }'
/usr/bin/time -f "wall: %e s, peak memory: %M KiB, user: %U s, sys: %S s" \
    "$binary" "${args[@]}" --sizes all --fail-on never --format json > "$out/report.json"
python3 - "$out/report.json" <<'PY'
import json, sys, collections
report = json.load(open(sys.argv[1]))
findings = report.get("findings", report if isinstance(report, list) else [])
by_rule = collections.Counter(f.get("ruleId", "?") for f in findings)
print("findings:", len(findings), dict(sorted(by_rule.items())))
PY
