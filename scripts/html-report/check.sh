#!/usr/bin/env bash
# Renders every gallery HTML report (Reports/*/report.html) in headless Chromium and fails when
# a page logs anything to the console (a script error, a blocked request, a policy violation),
# its script does not run to the end, the scenario switch does not take, or the screenshot is
# blank. Screenshots go to $HTML_CHECK_OUT (default .build/html-report-check).
#
# Installs Debian's chromium with apt-get when no Chromium is on PATH (as root, or through
# sudo without a password). Exit 0: every page passed; 1: a page failed; 77: no Chromium and
# none could be installed (CI reports the check as skipped).
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${HTML_CHECK_OUT:-.build/html-report-check}
here=scripts/html-report

find_chromium() {
  for name in chromium chromium-browser google-chrome; do
    if command -v "$name" >/dev/null 2>&1; then command -v "$name"; return 0; fi
  done
  return 1
}

if ! browser=$(find_chromium); then
  as_root=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then as_root="sudo -n"; else as_root="none"; fi
  fi
  if [ "$as_root" = "none" ] || ! command -v apt-get >/dev/null 2>&1; then
    echo "html-report check skipped: no Chromium on PATH and no way to install it (needs apt-get as root or passwordless sudo)"
    exit 77
  fi
  echo "installing Debian's chromium (apt-get update, apt-get install chromium)"
  if ! { $as_root apt-get update -qq && DEBIAN_FRONTEND=noninteractive $as_root apt-get install -y -qq --no-install-recommends chromium; } >"${TMPDIR:-/tmp}/html-report-apt.log" 2>&1; then
    tail -n 5 "${TMPDIR:-/tmp}/html-report-apt.log"
    echo "html-report check skipped: apt-get could not install chromium"
    exit 77
  fi
  browser=$(find_chromium) || { echo "html-report check skipped: chromium installed but not found on PATH"; exit 77; }
fi

mkdir -p "$out"
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
chrome() {
  # A fresh profile per run; no sandbox (containers); logs, console messages included, on stderr.
  timeout 120 "$browser" --headless --no-sandbox --disable-gpu --no-first-run --user-data-dir="$profile" \
    --hide-scrollbars --enable-logging=stderr --v=0 "$@"
}

failed=0
pages=0
for page in Reports/*/report.html; do
  scenario=$(basename "$(dirname "$page")")
  url="file://$PWD/$page"
  pages=$((pages + 1))
  problems=()

  dom=$(chrome --dump-dom "$url" 2>"$out/$scenario.log") || problems+=("chromium exited with an error")
  console=$(grep -E ':CONSOLE[:(]' "$out/$scenario.log" || true)
  [ -z "$console" ] || problems+=("console output: $console")
  grep -q '<html lang="en" class="js" data-ready="1">' <<<"$dom" || problems+=("the page script did not run to the end")

  # Every drawn screen opens on one view; a link to another view switches to it.
  if grep -q 'class="view' "$page"; then
    grep -q 'class="view current"' <<<"$dom" || problems+=("no view is shown")
    second=$(grep -o '<figure class="view" id="[^"]*"' "$page" | head -n 1 | sed 's/.*id="//; s/"$//' || true)
    if [ -n "$second" ]; then
      switched=$(chrome --dump-dom "$url#$second" 2>>"$out/$scenario.log") || true
      grep -q "<figure class=\"view current\" id=\"$second\"" <<<"$switched" || problems+=("following #$second did not switch the drawing")
    fi
  fi

  chrome --window-size=1200,1800 --screenshot="$out/$scenario.png" "$url" >/dev/null 2>>"$out/$scenario.log" || problems+=("no screenshot")
  if [ -f "$out/$scenario.png" ]; then
    python3 "$here/png.py" check "$out/$scenario.png" || problems+=("blank render")
  fi

  if [ ${#problems[@]} -eq 0 ]; then
    echo "ok   $page"
  else
    failed=$((failed + 1))
    for problem in "${problems[@]}"; do echo "FAIL $page: $problem"; done
  fi
done

[ "$pages" -gt 0 ] || { echo "no Reports/*/report.html to check"; exit 1; }
echo "$pages pages rendered, $failed failed; screenshots in $out"
[ "$failed" -eq 0 ]
