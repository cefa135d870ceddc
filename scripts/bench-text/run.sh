#!/usr/bin/env bash
# Label-fit throughput of the text engine (release build) against HarfBuzz's hb_shape on the same
# real strings, on one core and on two. Prints figures; asserts nothing.
#   scripts/bench-text/run.sh [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/../.."
rounds="${1:-3}"
out=bench-out
mkdir -p "$out"

need=()
dpkg -s libharfbuzz-dev >/dev/null 2>&1 || need+=(libharfbuzz-dev)
dpkg -s fonts-inter >/dev/null 2>&1 || need+=(fonts-inter)
dpkg -s fonts-noto-core >/dev/null 2>&1 || need+=(fonts-noto-core)
dpkg -s fonts-noto-cjk >/dev/null 2>&1 || need+=(fonts-noto-cjk)
if [ ${#need[@]} -gt 0 ]; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq "${need[@]}" pkg-config >/dev/null
fi
python3 -c "import babel" 2>/dev/null || python3 -m pip install -q "babel>=2.12"

python3 scripts/bench-text/make_corpus.py "$out"
cc -O2 -o "$out/hb_bench" scripts/bench-text/hb_bench.c $(pkg-config --cflags --libs harfbuzz) -lpthread
swift build -c release --product hig-audit 2>&1 | tail -1

echo "== text engine: LineFitter.check, 5 label configurations per string (release)"
for threads in 1 2; do
    .build/release/hig-audit measure --input "$out/texts.txt" --input-format text \
        --benchmark-threads "$threads" --benchmark-rounds "$rounds"
done
echo "== text engine, every check laid out: 60 pt, unlimited lines, word wrap (ICU line breaking on each)"
for threads in 1 2; do
    .build/release/hig-audit measure --input "$out/texts.txt" --input-format text --width 60 --lines 0 \
        --line-break-mode byWordWrapping --benchmark-threads "$threads" --benchmark-rounds "$rounds"
done
echo "== HarfBuzz hb_shape, one shape per string (C API, -O2)"
for threads in 1 2; do
    "$out/hb_bench" "$out/shaping.tsv" "$threads" "$rounds"
done
