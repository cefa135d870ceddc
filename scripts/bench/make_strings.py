#!/usr/bin/env python3
"""Writes the benchmark's real localized strings: CLDR names (territories, languages,
currencies, months, days, through Babel) that exist in all 40 locales, one concept per line.

    make_strings.py OUT_DIR

OUT_DIR/strings.tsv   first line: the 40 locales; then per concept its 40 strings (en first)
OUT_DIR/shaping.tsv   every distinct string with the font HarfBuzz shapes it with (hb_bench.c)
"""
import os
import sys

HERE = os.path.dirname(__file__)
sys.path.insert(0, os.path.join(HERE, "..", "metrics"))
sys.path.insert(0, os.path.join(HERE, "..", "bench-text"))
from babel import Locale  # noqa: E402

import corpus  # noqa: E402
from make_corpus import font_path  # noqa: E402

# The fidelity corpus's 39 locales plus Lithuanian (Latin with many diacritics).
LOCALES = corpus.LOCALES + ["lt"]


def concepts(code):
    locale = Locale.parse(code)
    found = {}
    for kind, table in (("territory", locale.territories), ("language", locale.languages),
                        ("currency", locale.currencies)):
        for key, value in table.items():
            found[(kind, key)] = value
    for width in ("wide", "abbreviated"):
        for key, value in locale.months["stand-alone"][width].items():
            found[("month-" + width, key)] = value
        for key, value in locale.days["stand-alone"][width].items():
            found[("day-" + width, key)] = value
    return {k: v for k, v in found.items() if isinstance(v, str) and v and "\t" not in v and "\n" not in v}


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    tables = [concepts(code) for code in LOCALES]
    keys = sorted(set.intersection(*(set(t) for t in tables)), key=lambda k: (k[0], str(k[1])))
    with open(os.path.join(out, "strings.tsv"), "w", encoding="utf-8") as f:
        f.write("\t".join(LOCALES) + "\n")
        for key in keys:
            f.write("\t".join(t[key] for t in tables) + "\n")
    distinct = sorted({t[key] for t in tables for key in keys})
    with open(os.path.join(out, "shaping.tsv"), "w", encoding="utf-8") as f:
        for text in distinct:
            f.write(f"{font_path(corpus.script_of(text))}\t{text}\n")
    print(f"{len(keys)} concepts in {len(LOCALES)} locales, {len(distinct)} distinct strings", file=sys.stderr)


if __name__ == "__main__":
    main()
