#!/usr/bin/env python3
"""Calibrates a metrics file's faces to SF Pro Text and SF Pro Display: adds a "calibration"
(format version 2) of per-class factors per design and weight, fitted to measured widths.

    swift build -c release --product hig-audit
    python3 scripts/metrics/calibrate.py --reference ../shared/reference/sf-pro/widths.tsv \
        --c Sources/CDefaultMetrics/DefaultMetrics.c \
        --swift Tests/TextLayoutTests/Fonts/DefaultMetricsBinary.swift

The reference holds string widths measured on Apple's fonts (1/1000 em, HarfBuzz, `trak` off;
columns text400, text600, display400, display600; its README). Nothing of Apple's fonts goes in
the file: only one factor per character class (below), per design and weight.

How: every character the classes cover gets factor 2 in turn (kerning too) and the engine itself
(`hig-audit measure`, at 1000 pt, no tracking) measures every reference string, so a class's
share of each string is exact, Arabic joining forms and kerning included. Least squares on the
relative error then gives the factors. Strings whose id number is even are fitted; the odd half is
held out and reported separately. Characters in no class (CJK, Hebrew, Indic, Thai …) keep their
advance: the reference does not measure them, and iOS draws them in other fonts.
"""
import argparse
import csv
import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile
import unicodedata

import numpy as np

import binary
import stored

# Weights measured, and the reference column of each design.
COLUMNS = {("text", 400): "text400", ("text", 600): "text600",
           ("display", 400): "display400", ("display", 600): "display600"}

PUNCTUATION = {
    "stops": ".,:;\u2026\u00b7",
    "percent": "%\u2030",
    "dashes": "-\u2010\u2011\u2012\u2013\u2014\u2015\u2212",
    "brackets": "()[]{}",
    "quotes": "'\"\u2018\u2019\u201a\u201b\u201c\u201d\u201e\u00ab\u00bb\u2039\u203a",
}
LETTER = re.compile(r"(LATIN|GREEK|CYRILLIC) (SMALL|CAPITAL) LETTER ([A-Z-]+(?: [A-Z]+)*?)(?: WITH .*)?$")
NARROW = {"LATIN": {"I", "J", "L", "DOTLESS I", "DOTLESS J"},
          "GREEK": {"IOTA"},
          "CYRILLIC": {"BYELORUSSIAN-UKRAINIAN I", "JE", "YI"}}
NARROW_LATIN_LOWER_2 = {"F", "T", "R"}
# Greek lowercase letters SF draws wider, relative to the rest, than Inter does (most reach above
# or below the x-height); the other lowercase letters are one class.
GREEK_WIDE = {"BETA", "GAMMA", "DELTA", "ETA", "THETA", "PI", "RHO", "TAU", "PHI", "CHI", "PSI"}
# Arabic letters by skeleton (Unicode's joining groups, simplified): letters of one group share a
# glyph shape and so a width ratio between any two fonts.
ARABIC_GROUPS = {
    "ALEF": "alef", "BEH": "beh", "TEH": "beh", "THEH": "beh", "PEH": "beh", "JEEM": "jeem",
    "HAH": "jeem", "KHAH": "jeem", "TCHEH": "jeem", "DAL": "dal", "THAL": "dal", "REH": "reh",
    "ZAIN": "reh", "JEH": "reh", "SEEN": "seen", "SHEEN": "seen", "SAD": "sad", "DAD": "sad",
    "TAH": "tah", "ZAH": "tah", "AIN": "ain", "GHAIN": "ain", "FEH": "feh", "VEH": "feh",
    "QAF": "qaf", "KAF": "kaf", "KEHEH": "kaf", "GAF": "kaf", "LAM": "lam", "MEEM": "meem",
    "NOON": "noon", "HEH": "heh", "TEH MARBUTA": "heh", "WAW": "waw", "YEH": "yeh",
    "ALEF MAKSURA": "yeh", "FARSI YEH": "yeh", "HAMZA": "hamza",
}


def character_class(cp):
    """The calibration class of a code point, or None (keeps its advance)."""
    ch = chr(cp)
    category = unicodedata.category(ch)
    if category in ("Mn", "Me", "Cf", "Cc", "Cs", "Co", "Cn"):
        return None
    if 0x0600 <= cp <= 0x06FF or 0x0750 <= cp <= 0x077F or 0x08A0 <= cp <= 0x08FF \
            or 0xFB50 <= cp <= 0xFDFF or 0xFE70 <= cp <= 0xFEFF:
        if category != "Lo":
            return "arabic other"
        base = unicodedata.normalize("NFD", ch)[0]
        name = unicodedata.name(base, "").removeprefix("ARABIC LETTER ")
        name = re.sub(r" (WITH|ISOLATED|FINAL|INITIAL|MEDIAL) .*| (ISOLATED|FINAL|INITIAL|MEDIAL) FORM$", "", name)
        group = ARABIC_GROUPS.get(name)
        return f"arabic {group}" if group else "arabic letters"
    if 0x30 <= cp <= 0x39:
        return "digits"
    if category == "Zs" and cp != 0x3000:
        return "spaces"
    for name, chars in PUNCTUATION.items():
        if ch in chars:
            return name
    match = LETTER.match(unicodedata.name(ch, ""))
    if match and category[0] == "L":
        script, case, letter = match.groups()
        case = "lower" if case == "SMALL" else "upper"
        if letter in NARROW[script]:
            return f"{script.lower()} narrow"
        if script == "LATIN" and case == "lower" and letter in NARROW_LATIN_LOWER_2:
            return "latin f t r"
        if script == "GREEK" and case == "lower" and letter in GREEK_WIDE:
            return "greek lower wide"
        return f"{script.lower()} {case}"
    if cp < 0x2100 and category[0] in "PS" and not 0x0370 <= cp <= 0x1FFF:
        return "symbols"
    return None


def arabic_group(name):
    """Arabic letter classes, whose connected forms get a factor of their own."""
    return name.startswith("arabic ") and name not in ("arabic other",)


def unescape(text):
    return re.sub(r"\\(.)", lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), text)


def script_group(text):
    counts = {}
    for ch in text:
        if ch.isalpha():
            group = unicodedata.name(ch, "").split(" ")[0]
            counts[group] = counts.get(group, 0) + 1
    return max(counts, key=counts.get).capitalize() if counts else "None"


def advance_code_points(face):
    cps = []
    for run in face["advances"]:
        count = len(run[1]) if len(run) == 2 else run[1]
        cps.extend(range(run[0], run[0] + count))
    return cps


def ranges_of(cps_by_factor):
    """[first, last, factor] (or [first, last, factor, connected] where a code point's factors
    are a pair) ascending, consecutive code points of the same factors merged."""
    ranges = []
    for cp, factors in sorted(cps_by_factor.items()):
        factors = list(factors) if isinstance(factors, tuple) else [factors]
        if ranges and ranges[-1][1] == cp - 1 and ranges[-1][2:] == factors:
            ranges[-1][1] = cp
        else:
            ranges.append([cp, cp] + factors)
    return ranges


def measure(tool, document, inputs, weight, workdir, cache=None):
    text = json.dumps(document, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    key = hashlib.sha256((text + tool + str(weight) + open(inputs, encoding="utf-8").read()).encode()).hexdigest()
    if cache and os.path.exists(os.path.join(cache, key + ".npy")):
        return np.load(os.path.join(cache, key + ".npy"))
    path = os.path.join(workdir, "metrics.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(document, f, ensure_ascii=False, separators=(",", ":"))
    out = subprocess.run([tool, "measure", "--metrics", path, "--input", inputs, "--format", "json",
                          "--point-size", "1000", "--tracking", "none", "--weight",
                          "regular" if weight == 400 else "semibold"],
                         check=True, capture_output=True, text=True).stdout
    widths = np.array([json.loads(line)["width"] for line in out.splitlines()])
    if cache:
        os.makedirs(cache, exist_ok=True)
        np.save(os.path.join(cache, key + ".npy"), widths)
    return widths


def fit(x, y, rows):
    """Factors minimising the absolute relative error over `rows` (iteratively reweighted least
    squares): the thresholds are on the median and the 95th percentile, and a few odd strings (a
    lone symbol) should not pull every factor. Classes absent from those rows keep factor 1."""
    used = np.abs(x[rows]).sum(axis=0) > 0
    a, b = x[rows][:, used], y[rows]
    weights = np.ones(len(b))
    for _ in range(40):
        solution = np.linalg.lstsq(a * weights[:, None], b * weights, rcond=None)[0]
        weights = 1 / np.sqrt(np.maximum(np.abs(a @ solution - b), 1e-4))
    factors = np.ones(x.shape[1])
    factors[used] = solution
    return np.round(factors, 4)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--metrics", default="scripts/metrics/default-metrics.json",
                        help="the file to calibrate (rewritten in place)")
    parser.add_argument("--reference", default="../shared/reference/sf-pro/widths.tsv")
    parser.add_argument("--hig-audit", dest="tool", default=".build/release/hig-audit")
    parser.add_argument("--c", help="also write the stored tables the tool embeds (stored.py)")
    parser.add_argument("--swift", help="also write the binary form as the tests' Swift source")
    parser.add_argument("--cache", help="keep each measurement here, to try other classes quickly")
    parser.add_argument("--explain", action="store_true",
                        help="print, per script, the characters whose strings miss most")
    args = parser.parse_args()

    with open(args.metrics, encoding="utf-8") as f:
        document = json.load(f)
    document.pop("calibration", None)
    document["version"] = 1
    base_face = min(document["faces"], key=lambda face: abs(face["weight"] - 400))
    classes = {}
    for cp in advance_code_points(base_face):
        name = character_class(cp)
        if name:
            classes.setdefault(name, []).append(cp)
    names = sorted(classes)

    with open(args.reference, encoding="utf-8") as f:
        rows = [r for r in csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE) if r["missing"] == "0"]
    texts = [unescape(r["text"]) for r in rows]
    groups = np.array([script_group(t) for t in texts])
    held_out = np.array([int(r["id"].lstrip("c")) % 2 == 1 for r in rows])  # for cross-validation

    designs = []
    with tempfile.TemporaryDirectory() as workdir:
        inputs = os.path.join(workdir, "strings.jsonl")
        with open(inputs, "w", encoding="utf-8") as f:
            for row, text in zip(rows, texts):
                f.write(json.dumps({"text": text, "locale": row["locale"]}, ensure_ascii=False) + "\n")
        for weight in (400, 600):
            base = measure(args.tool, document, inputs, weight, workdir, args.cache)
            shares = []
            # Arabic letters: the isolated and final forms (and plain advance) as one column, the
            # initial and medial forms as another ("… connected").
            columns = []
            for name in names:
                columns.append((name, (2.0, 1.0) if arabic_group(name) else 2.0))
                if arabic_group(name):
                    columns.append((name + " connected", (1.0, 2.0)))
            columns.append(("kerning", None))
            for name, probe_factor in columns:
                probe = dict(document, version=2, calibration={"designs": [{
                    "design": "display", "weight": weight, "kerning": 2.0 if name == "kerning" else 1.0,
                    "scales": [] if probe_factor is None
                    else ranges_of({cp: probe_factor for cp in classes[name.removesuffix(" connected")]}),
                }]})
                shares.append(measure(args.tool, probe, inputs, weight, workdir, args.cache) - base)
            shares = np.array(shares).T  # strings × columns
            rest = base - shares.sum(axis=1)
            for design in ("text", "display"):
                sf = np.array([float(r[COLUMNS[(design, weight)]]) for r in rows])
                x, y = shares / sf[:, None], 1 - rest / sf
                factors = fit(x, y, np.ones(len(y), dtype=bool))
                error = x @ factors + rest / sf - 1
                # Two-fold cross-validation: each half measured with the factors of the other.
                cross = np.empty(len(y))
                for half in (held_out, ~held_out):
                    cross[half] = (x @ fit(x, y, ~half) + rest / sf - 1)[half]
                report = []
                for group in sorted(set(groups)):
                    for label, values in (("fitted", error), ("cross-validated", cross)):
                        e = np.abs(values[groups == group])
                        report.append(f"{group} {label} n={len(e)} p50 {np.median(e) * 100:.2f} % "
                                      f"p95 {np.percentile(e, 95) * 100:.2f} %")
                column_names = [name for name, _ in columns]
                print(f"{design} {weight}: " + ", ".join(f"{n} {f:.4f}" for n, f in zip(column_names, factors)),
                      file=sys.stderr)
                print("  " + "\n  ".join(report), file=sys.stderr)
                if args.explain:
                    for group in sorted(set(groups)):
                        mean = {}
                        for text, e in zip(np.array(texts)[groups == group], error[groups == group]):
                            for ch in set(text):
                                mean.setdefault(ch, []).append(e)
                        worst = sorted(((np.mean(v), ch, len(v)) for ch, v in mean.items() if len(v) >= 10),
                                       key=lambda t: -abs(t[0]))[:12]
                        print(f"  {group}: " + " ".join(f"{ch!r}{m * 100:+.1f}%/{n}" for m, ch, n in worst),
                              file=sys.stderr)
                factor_of = dict(zip(column_names, (float(f) for f in factors)))
                by_cp = {}
                for name in names:
                    pair = (factor_of[name], factor_of[name + " connected"]) if arabic_group(name) else factor_of[name]
                    for cp in classes[name]:
                        by_cp[cp] = pair
                designs.append({"design": design, "weight": weight, "kerning": factor_of["kerning"],
                                "classes": factor_of, "scales": ranges_of(by_cp)})
    document["version"] = 2
    document["calibration"] = {
        "source": "per-class factors fitted by scripts/metrics/calibrate.py to SF Pro Text and SF Pro Display "
                  "16.0d18e1 and SF Arabic 17.0d15e1 (opsz 17 and 28) string widths; shared reference sf-pro/",
        "designs": designs,
    }
    text = json.dumps(document, ensure_ascii=False, separators=(",", ":"))
    with open(args.metrics, "w", encoding="utf-8") as f:
        f.write(text)
    if args.c:
        stored.write_c(args.c, json.loads(text), args.metrics)
    if args.swift:
        binary.write_swift(args.swift, binary.encode(json.loads(text)), "scripts/metrics/calibrate.py")
    print(f"wrote {args.metrics}", file=sys.stderr)


if __name__ == "__main__":
    main()
