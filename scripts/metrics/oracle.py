#!/usr/bin/env python3
"""Writes the fidelity oracle: HarfBuzz widths of real CLDR strings over the default metrics'
fallback fonts (fontset.py), for the Swift fidelity test to compare against.

    python3 scripts/metrics/oracle.py [-o Tests/TextLayoutTests/Resources/fidelity-oracle.tsv]

Each string is split into grapheme clusters; a cluster goes to the first font that maps its
first character (the rule the metrics' per-code-point table encodes); runs of clusters on one
font are shaped together by HarfBuzz with its default features (kerning, ligatures, Arabic
joining, Indic reordering) and their advances summed, times the font's scale.
Columns: locale, script group, weight, width in 1/4096 em (no tracking), text.
"""
import argparse
import sys

import regex
import uharfbuzz as hb
from fontTools.ttLib import TTFont

import corpus
import fontset

UNITS_PER_EM = 4096


class Shaper:
    def __init__(self, specs):
        self.fonts = []
        for name, path, index, scale in specs:
            face = hb.Face(hb.Blob.from_file_path(path), index)
            cmap = TTFont(path, fontNumber=index, lazy=True).getBestCmap() or {}
            self.fonts.append((hb.Font(face), face.upem, scale, set(cmap)))

    def font_index(self, cluster):
        for ch in cluster:
            if ch in "\u200d\u200c":
                continue
            for index, (_, _, _, cmap) in enumerate(self.fonts):
                if ord(ch) in cmap:
                    return index
            return 0
        return 0

    def width(self, text):
        total = 0.0
        runs = []
        for cluster in regex.findall(r"\X", text):
            index = self.font_index(cluster)
            if runs and runs[-1][0] == index:
                runs[-1][1] += cluster
            else:
                runs.append([index, cluster])
        for index, run in runs:
            font, upem, scale, _ = self.fonts[index]
            buf = hb.Buffer()
            buf.add_str(run)
            buf.guess_segment_properties()
            hb.shape(font, buf, {})
            total += sum(p.x_advance for p in buf.glyph_positions) * scale * UNITS_PER_EM / upem
        return total


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("-o", "--output", default="Tests/TextLayoutTests/Resources/fidelity-oracle.tsv")
    parser.add_argument("--per-locale", type=int, default=160)
    args = parser.parse_args()
    rows = corpus.corpus(per_locale=args.per_locale)
    lines = []
    for weight in (400, 600):
        shaper = Shaper(fontset.fonts_for(weight))
        # Semibold on a sample only: the model is the same, the fonts differ.
        sample = rows if weight == 400 else rows[::4]
        for locale, text in sample:
            lines.append(f"{locale}\t{corpus.script_of(text)}\t{weight}\t{shaper.width(text):.2f}\t{text}")
    with open(args.output, "w", encoding="utf-8") as f:
        f.write("# locale\tscript\tweight\twidth_per_4096_em\ttext  (scripts/metrics/oracle.py; CLDR via Babel; HarfBuzz)\n")
        f.write("\n".join(lines) + "\n")
    scripts = {}
    for line in lines:
        scripts[line.split("\t")[1]] = scripts.get(line.split("\t")[1], 0) + 1
    print(f"wrote {args.output}: {len(lines)} strings in {len(corpus.LOCALES)} locales; {scripts}", file=sys.stderr)


if __name__ == "__main__":
    main()
