#!/usr/bin/env python3
"""Writes the benchmark corpus: every CLDR string of corpus.py's locales (tens of thousands of
real localized names). texts.txt has one string per line for hig-audit; shaping.tsv adds the
font file HarfBuzz shapes it with (the fallback font of its script)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "metrics"))
import corpus  # noqa: E402
import fontset  # noqa: E402

FONT_FOR = {
    "Arabic": "Arabic", "Hebrew": "Hebrew", "Devanagari": "Devanagari", "Thai": "Thai",
}


def font_path(script):
    if script in FONT_FOR:
        return f"{fontset.NOTO}/NotoSans{FONT_FOR[script]}-Regular.ttf"
    if script in ("CJK", "Hangul"):
        return f"{fontset.NOTO_CJK}/NotoSansCJK-Regular.ttc"
    return f"{fontset.INTER}/Inter-Regular.otf"


def main():
    out = sys.argv[1]
    rows = corpus.corpus()
    with open(os.path.join(out, "texts.txt"), "w", encoding="utf-8") as texts, \
            open(os.path.join(out, "shaping.tsv"), "w", encoding="utf-8") as shaping:
        for _, text in rows:
            texts.write(text + "\n")
            shaping.write(f"{font_path(corpus.script_of(text))}\t{text}\n")
    print(f"{len(rows)} strings", file=sys.stderr)


if __name__ == "__main__":
    main()
