#!/usr/bin/env bash
# Renders every gallery HTML report (Reports/*/report.html) in headless Chromium and fails when
# a page logs anything to the console (a script error, a blocked request, a policy violation),
# its script does not run to the end, the scenario switch does not take, or the screenshot is
# blank; then measures each page at desktop and phone widths and a generated 600-screen app (see
# probe() below). Screenshots go to $HTML_CHECK_OUT (default .build/html-report-check).
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

# Measured in a probe copy (probe.py: every drawing shown, probe.js added) at desktop and phone
# widths: nothing wider than the window, no two "+N pt hidden" captions overlapping, right-to-left
# app strings isolated so the words after them stay after them, the summary before the screen
# list. The localization scenario (Arabic, Hebrew) must have isolated right-to-left strings.
probe() {  # page, width, label; prints problems, returns 1 on any
  local page=$1 width=$2 label=$3 copy="$out/probe-$3-$2.html" dom root bad=0
  python3 "$here/probe.py" "$page" "$copy"
  dom=$(chrome --window-size="$width,900" --dump-dom "file://$PWD/$copy" 2>>"$out/$label.log") || true
  root=$(grep -o '<html[^>]*>' <<<"$dom" | head -n 1)
  attr() { sed -n "s/.* $1=\"\([^\"]*\)\".*/\1/p" <<<"$root"; }
  [ "$(attr data-probe-done)" = 1 ] || { echo "FAIL $label at $width px: the probe did not run"; return 1; }
  [ "$(attr data-probe-overflow)" = 0 ] || { echo "FAIL $label at $width px: $(attr data-probe-overflow) px wider than the window"; bad=1; }
  [ "$(attr data-probe-overlaps)" = 0 ] || { echo "FAIL $label at $width px: overlapping captions: $(attr data-probe-overlap-list)"; bad=1; }
  [ "$(attr data-probe-rtl-misordered)" = 0 ] || { echo "FAIL $label at $width px: $(attr data-probe-rtl-misordered) right-to-left strings take the text after them"; bad=1; }
  [ "$(attr data-probe-summary-first)" = true ] || { echo "FAIL $label at $width px: the screen list comes before the summary"; bad=1; }
  if [ "$label" = localization ] && [ "$(attr data-probe-rtl-isolated)" = 0 ]; then
    echo "FAIL $label at $width px: no isolated right-to-left string"; bad=1
  fi
  [ "$bad" -eq 0 ] && echo "ok   $label at $width px (rtl isolated: $(attr data-probe-rtl-isolated))"
  return "$bad"
}
for page in Reports/*/report.html; do
  scenario=$(basename "$(dirname "$page")")
  for width in 1200 390; do probe "$page" "$width" "$scenario" || failed=$((failed + 1)); done
done

# A 600-screen app (make_app.py: eight locales, Arabic and Hebrew among them) at phone width.
tool=${HIG_AUDIT:-$(swift build --show-bin-path 2>/dev/null)/hig-audit}
if [ -x "$tool" ]; then
  rm -rf "$out/app600" && python3 "$here/make_app.py" "$out/app600" 600
  "$tool" check "$out/app600" --widths 320 --fail-on never --quiet --format json --report "html=$out/app600.html" >/dev/null
  pages=$((pages + 1))
  probe "$out/app600.html" 390 app600 || failed=$((failed + 1))
else
  echo "FAIL the 600-screen app: no built hig-audit at $tool (swift build first, or set HIG_AUDIT)"; failed=$((failed + 1))
fi

echo "$pages pages rendered, $failed failed; screenshots in $out"
[ "$failed" -eq 0 ]
