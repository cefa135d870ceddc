#!/usr/bin/env bash
# Coverage-guided fuzzing with libFuzzer and AddressSanitizer.
#
#   scripts/fuzz/run.sh TARGET [RUNS] [-- LIBFUZZER_FLAGS...]
#   scripts/fuzz/run.sh all 10000000
#   scripts/fuzz/run.sh list
#
# TARGET is one of the names in TARGETS below. RUNS is the number of executions (default
# 1,000,000). Inputs that crash land in .build-fuzz/artifacts/TARGET/; turn each into a
# regression test (docs/robustness.md). The seed corpus in Fuzz/Corpus/TARGET/ is read, never
# written: new interesting inputs go to .build-fuzz/corpus/TARGET/.
#
# Environment: FUZZ_CONFIG=debug|release (default release: about ten times the executions per
# second), FUZZ_SECONDS (stop after this long even if RUNS are not done), FUZZ_JOBS (default 1),
# FUZZ_TIMEOUT seconds per input (default 10), FUZZ_RSS_MB (default 2048), FUZZ_MAX_LEN bytes
# (default: libFuzzer's, from the largest seed).
#
# To reproduce a crash with full allocation stacks:
#   ASAN_OPTIONS=detect_leaks=0 .build-fuzz/fuzzers-release/TARGET path/to/crash-input
set -euo pipefail

# One line per target: name, the Swift source in Fuzz/Targets/ that defines
# LLVMFuzzerTestOneInput, and the library source it needs. Every target links the library
# modules, so a reader added to HIGInput or HIGAudit needs only its line here, a harness and a seed folder.
# A target whose library source is not in the checkout is skipped with a note.
TARGETS=(
    "dump           dump.swift           Sources/HIGInput/Dump/DumpDecoder.swift"
    "audit          audit.swift          Sources/HIGAudit/API/Audit.swift"
    "configuration  configuration.swift  Sources/HIGAudit/Configuration/ProjectConfiguration.swift"
    "baseline       baseline.swift       Sources/HIGAudit/Configuration/Baseline.swift"
    "strings        strings.swift        Sources/HIGInput/Strings/StringsFileParser.swift"
    "stringsdict    stringsdict.swift    Sources/HIGInput/Translations/StringsDictReader.swift"
    "xcstrings      xcstrings.swift      Sources/HIGInput/Translations/StringCatalogReader.swift"
    "layoutprofile  layoutprofile.swift  Sources/HIGAudit/Core/Layout/LayoutProfile.swift"
    "xliff          xliff.swift          Sources/HIGInput/XLIFF/XLIFFDocument.swift"
    "storyboard     storyboard.swift     Sources/HIGInput/Storyboard/StoryboardReader.swift"
    "plist          plist.swift          Sources/HIGInput/Plist/PropertyList.swift"
    "swiftsource    swiftsource.swift    Sources/HIGSwiftSource/SwiftSourceReader.swift"
)

root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
export PATH="/opt/swift/usr/bin:$PATH"
config="${FUZZ_CONFIG:-release}"
scratch="$root/.build-fuzz"
bin="$scratch/fuzzers-$config"

# The targets this checkout can build.
names() { for line in "${TARGETS[@]}"; do set -- $line; if [[ -f "$root/$3" ]]; then echo "$1"; fi; done; }
skipped() { for line in "${TARGETS[@]}"; do set -- $line; if [[ ! -f "$root/$3" ]]; then echo "$1 (needs $3)"; fi; done; }

target="${1:-}"
runs="${2:-1000000}"
shift $(( $# < 2 ? $# : 2 )) || true
[[ "${1:-}" == "--" ]] && shift
extra=("$@")

if [[ -z "$target" ]]; then
    sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
fi
if [[ "$target" == "list" ]]; then
    names
    skipped | sed 's/^/skipped: /'
    exit 0
fi

build_libraries() {
    # The library modules with coverage instrumentation and ASan, in their own scratch path so
    # the normal build is untouched. C targets (libyaml inside Yams, the ICU shim) are
    # instrumented too. swiftc keeps only the last -sanitize= it is given, so the pair goes in
    # one flag after SwiftPM's own.
    echo "== building the library modules ($config, -sanitize=fuzzer,address)" >&2
    swift build --scratch-path "$scratch" -c "$config" --target HIGAudit \
        --sanitize=address -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=fuzzer-no-link >&2
}

link_target() {
    local name="$1" source="$2" out="$bin/$1"
    local dir="$scratch/$config"
    mkdir -p "$bin"
    local objects=()
    # HIGAudit reads Swift source through HIGSwiftSource, on swift-syntax's parser (its
    # compatibility modules are empty in some releases, absent in others).
    for module in HIGModel HIGInput TextLayout CICU CYaml Yams HIGSwiftSource _SwiftSyntaxCShims SwiftSyntax \
        SwiftSyntax509 SwiftSyntax510 SwiftSyntax600 SwiftSyntax601 SwiftSyntax602 SwiftSyntax603 SwiftParser HIGAudit; do
        [[ -d "$dir/$module.build" ]] || continue
        while IFS= read -r object; do
            # An object whose source has moved to another module stays behind in the scratch
            # path and would be linked twice (or against symbols that no longer exist).
            if [[ -d "$root/Sources/$module" && "$object" == *.swift.o ]] &&
                [[ -z "$(find "$root/Sources/$module" -name "$(basename "${object%.o}")" -print -quit)" ]]; then
                continue
            fi
            objects+=("$object")
        done < <(find "$dir/$module.build" -name '*.o' | sort)
    done
    local optimize=(-Onone)
    [[ "$config" == "release" ]] && optimize=(-O)
    swiftc -sanitize=fuzzer,address -parse-as-library -g "${optimize[@]}" \
        -module-name "Fuzz_${name//-/_}" \
        -I "$dir/Modules" \
        -Xcc -fmodule-map-file="$scratch/checkouts/Yams/Sources/CYaml/include/module.modulemap" \
        -Xcc -fmodule-map-file="$scratch/checkouts/swift-syntax/Sources/_SwiftSyntaxCShims/include/module.modulemap" \
        -Xcc -fmodule-map-file="$dir/CICU.build/module.modulemap" \
        -Xcc -I -Xcc "$root/Sources/CICU/include" \
        -Xcc -fmodule-map-file="$root/Sources/CXML2/module.modulemap" \
        $(pkg-config --cflags-only-I libxml-2.0 | sed 's/-I/-Xcc -I/g') \
        "$root/Fuzz/Targets/$source" "${objects[@]}" \
        -licui18n -licuuc -licudata -lxml2 \
        -o "$out" 2> >(grep -v 'Cannot export local symbol' >&2)
}

# Links the named targets (all when none is named).
build() {
    build_libraries
    local line
    for line in "${TARGETS[@]}"; do
        set -- $line
        if [[ -n "${only:-}" && "$1" != "$only" ]]; then continue; fi
        if [[ ! -f "$root/$3" ]]; then echo "== skipping $1: $3 is not in this checkout" >&2; continue; fi
        echo "== linking $1" >&2
        link_target "$1" "$2"
    done
}

run_one() {
    local name="$1"
    local work="$scratch/corpus/$name" artifacts="$scratch/artifacts/$name"
    mkdir -p "$work" "$artifacts"
    local flags=(
        -runs="$runs"
        -timeout="${FUZZ_TIMEOUT:-10}"
        -rss_limit_mb="${FUZZ_RSS_MB:-2048}"
        -artifact_prefix="$artifacts/"
        -print_final_stats=1
    )
    [[ -n "${FUZZ_MAX_LEN:-}" ]] && flags+=(-max_len="$FUZZ_MAX_LEN")
    [[ -n "${FUZZ_SECONDS:-}" ]] && flags+=(-max_total_time="$FUZZ_SECONDS")
    [[ -f "$root/Fuzz/Dictionaries/$name.dict" ]] && flags+=(-dict="$root/Fuzz/Dictionaries/$name.dict")
    [[ "${FUZZ_JOBS:-1}" != 1 ]] && flags+=(-jobs="$FUZZ_JOBS" -workers="$FUZZ_JOBS")
    echo "== fuzzing $name for $runs executions" >&2
    local log="$scratch/logs/$name.log"
    mkdir -p "$scratch/logs"
    local start end status=0
    start=$(date +%s)
    # The Swift runtime's caches are alive at exit by design: leak reports from them are noise.
    # Recording every allocation's stack costs a third of the speed; reproduce a crash without
    # malloc_context_size=0 to see where its memory came from.
    echo "   (progress: tail -f $log)" >&2
    set +e
    ASAN_OPTIONS="detect_leaks=0:malloc_context_size=0:${ASAN_OPTIONS:-}" \
        "$bin/$name" "${flags[@]}" "${extra[@]}" "$work" "$root/Fuzz/Corpus/$name" > "$log" 2>&1
    status=$?
    set -e
    grep -E '^(#[0-9]+ +(INITED|DONE)|Done |stat::|==[0-9]+==ERROR|SUMMARY|Test unit written|artifact_prefix)' "$log" >&2 || true
    end=$(date +%s)
    local done_runs
    done_runs=$(grep -oE '^stat::number_of_executed_units: [0-9]+' "$log" | grep -oE '[0-9]+$' || echo 0)
    local seconds=$(( end - start > 0 ? end - start : 1 ))
    printf '== %s: %s executions in %s s (%s exec/s), exit %s\n' \
        "$name" "$done_runs" "$seconds" "$(( done_runs / seconds ))" "$status" >&2
    return "$status"
}

only=""
[[ "$target" != "all" ]] && only="$target"
if [[ "$target" != "all" ]] && ! names | grep -qx "$target"; then
    echo "unknown target '$target'; one of: $(names | tr '\n' ' ')" >&2
    skipped | sed 's/^/skipped here: /' >&2
    exit 2
fi
build
if [[ "$target" == "all" ]]; then
    failed=0
    for name in $(names); do run_one "$name" || failed=1; done
    exit "$failed"
fi
run_one "$target"
