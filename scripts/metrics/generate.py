#!/usr/bin/env python3
"""Builds a hig-audit metrics file (compact JSON, format "hig-audit-metrics" version 1: the faces,
uncalibrated; calibrate.py adds the optical designs' calibration, version 2).

    python3 scripts/metrics/generate.py                       # the embedded default (fontset.py)
    python3 scripts/metrics/generate.py --font Regular=/path/SF-Pro-Text-Regular.otf \
        --font Semibold=/path/SF-Pro-Text-Semibold.otf -o sf.json   # calibrate from any font

Every width is in the file's own units per em (4096), already multiplied by each font's scale.
What a face holds (see docs/text-engine.md):
  advances   per-code-point advances, HarfBuzz-shaped alone; marks (Mn, Me) and format
             characters are zero, as shapers zero them
  kerning    class-based pair adjustments between the Latin, Greek and Cyrillic letters and
             punctuation of the primary font, measured by shaping each pair with HarfBuzz, and
             the raised colon between digits folded into the digit–colon pairs
  joining    Arabic-script advances per joining form (isolated, initial, medial, final), shaped
             with ZWJ context; ligatures: lam-alef widths alone and after a joining letter
  clusters   widths of Indic conjuncts and consonant+vowel-sign clusters HarfBuzz shapes to
             something other than the sum of their advances
"""
import argparse
import json
import sys
import unicodedata

import uharfbuzz as hb
from fontTools.ttLib import TTFont

import binary
import fontset

UNITS_PER_EM = 4096
UCD = "/usr/share/unicode"
ZWJ = "\u200d"


class ShapingFont:
    def __init__(self, name, path, index, scale):
        self.name, self.path, self.index, self.scale = name, path, index, scale
        blob = hb.Blob.from_file_path(path)
        self.face = hb.Face(blob, index)
        self.font = hb.Font(self.face)
        self.upem = self.face.upem
        tt = TTFont(path, fontNumber=index, lazy=True)
        self.cmap = tt.getBestCmap() or {}
        self.hmtx = tt["hmtx"].metrics
        self.glyph_order = tt.getGlyphOrder()
        self.tt = tt

    def units(self, value):
        """Font units → file units, with the font's scale."""
        return value * self.scale * UNITS_PER_EM / self.upem

    def shape(self, text):
        buf = hb.Buffer()
        buf.add_str(text)
        buf.guess_segment_properties()
        hb.shape(self.font, buf, {})
        return buf

    def width(self, text):
        return self.units(sum(p.x_advance for p in self.shape(text).glyph_positions))

    def cluster_width(self, text, cluster):
        """Advance of the glyphs HarfBuzz assigns to `cluster` (a code point index: add_str
        numbers clusters by code point), so a ZWJ giving context adds nothing."""
        buf = self.shape(text)
        return self.units(sum(p.x_advance for i, p in zip(buf.glyph_infos, buf.glyph_positions)
                              if i.cluster == cluster))

    def hmtx_advance(self, cp):
        glyph = self.cmap.get(cp)
        return self.units(self.hmtx[glyph][0]) if glyph else None


def load_fonts(specs):
    return [ShapingFont(*spec) for spec in specs]


def parse_property_file(path, wanted=None):
    """code point → value for a UCD "XXXX..YYYY ; Value" file."""
    table = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            fields = [x.strip() for x in line.split(";")]
            if wanted is not None and fields[1] not in wanted:
                continue
            span = fields[0].split("..")
            lo, hi = int(span[0], 16), int(span[-1], 16)
            for cp in range(lo, hi + 1):
                table[cp] = fields[1]
    return table


def joining_types():
    table = {}
    with open(f"{UCD}/ArabicShaping.txt", encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if line:
                fields = [x.strip() for x in line.split(";")]
                table[int(fields[0], 16)] = fields[2]
    return table


def is_zero_width(cp):
    category = unicodedata.category(chr(cp))
    return category in ("Mn", "Me", "Cf", "Cc") or 0xFE00 <= cp <= 0xFE0F or 0xE0100 <= cp <= 0xE01EF


def advances(fonts, limit_fonts):
    """code point → advance (file units) from the first font that maps it."""
    table = {}
    for font in fonts[:limit_fonts]:
        for cp in sorted(font.cmap):
            if cp in table or 0xD800 <= cp <= 0xDFFF:
                continue
            if is_zero_width(cp):
                table[cp] = 0
            elif unicodedata.category(chr(cp)) == "Mc":
                # Alone, a spacing mark gets a dotted circle from the shaper; its own advance is
                # what it adds after a base.
                table[cp] = font.hmtx_advance(cp) or 0
            else:
                table[cp] = font.width(chr(cp))
    return table


def encode_advances(table):
    """Runs of consecutive code points: [start, [a, b, …]] or [start, count, constant]."""
    runs = []
    cps = sorted(table)
    i = 0
    while i < len(cps):
        j = i
        while j + 1 < len(cps) and cps[j + 1] == cps[j] + 1:
            j += 1
        values = [round(table[cp]) for cp in cps[i:j + 1]]
        start = cps[i]
        # Split long runs of one value (ideographs, Hangul) into constant runs.
        k = 0
        pending = []
        while k < len(values):
            m = k
            while m + 1 < len(values) and values[m + 1] == values[k]:
                m += 1
            if m - k + 1 >= 16:
                if pending:
                    runs.append([start + k - len(pending), pending])
                    pending = []
                runs.append([start + k, m - k + 1, values[k]])
            else:
                pending.extend(values[k:m + 1])
            k = m + 1
        if pending:
            runs.append([start + len(values) - len(pending), pending])
        i = j + 1
    return runs


# Characters whose pair adjustments are measured, per script of the font that owns them:
# the primary font's Latin (with Latin Extended Additional: Vietnamese letters with two
# diacritics), Greek, Cyrillic and punctuation, and the Hebrew, Thai, kana and CJK
# punctuation of their Noto fonts (which kern them: without it Hebrew misses by p50 0.6 %).
KERNING_RANGES = [(0x20, 0x7F), (0xA0, 0x250), (0x386, 0x3D0), (0x400, 0x460), (0x1E00, 0x1F00), (0x2013, 0x2015),
                  (0x2018, 0x201F), (0x2026, 0x2027), (0x5BE, 0x5BF), (0x5C0, 0x5C1), (0x5C3, 0x5C4),
                  (0x5D0, 0x5EB), (0x5F0, 0x5F5), (0xE01, 0xE5C), (0x3001, 0x3040), (0x3041, 0x3100),
                  (0xFF01, 0xFF5F)]


def contextual_colon(owner, pairs):
    """Fonts that raise the colon between digits ("7:47", contextual alternates: SF Pro, Inter)
    may give the raised colon another advance, which pairs measured alone never see. The
    difference, averaged over digit pairs, is split between the digit–colon and colon–digit
    pairs, so a colon between two digits gets all of it (and one after or before a single digit
    half: E, rare in labels)."""
    font = owner.get(ord(":"))
    digits = [cp for cp in range(0x30, 0x3A) if owner.get(cp) is font]
    if font is None or not digits:
        return
    colon = font.width(":")
    single = {cp: font.width(chr(cp)) for cp in digits}
    deltas = []
    for a in digits:
        for b in digits:
            alone = single[a] + colon + single[b] + pairs.get((a, 0x3A), 0) + pairs.get((0x3A, b), 0)
            deltas.append(font.width(chr(a) + ":" + chr(b)) - alone)
    delta = sum(deltas) / len(deltas)
    if abs(delta) >= 1:
        for cp in digits:
            pairs[(cp, 0x3A)] = round(pairs.get((cp, 0x3A), 0) + delta / 2)
            pairs[(0x3A, cp)] = round(pairs.get((0x3A, cp), 0) + delta / 2)
    print(f"colon between digits: {delta:+.1f} units", file=sys.stderr)


def kerning(fonts):
    owner = {}
    for font in fonts:
        for cp in font.cmap:
            owner.setdefault(cp, font)
    groups = {}
    for lo, hi in KERNING_RANGES:
        for cp in range(lo, hi):
            font = owner.get(cp)
            if font is None or is_zero_width(cp) or unicodedata.category(chr(cp))[0] in "MC":
                continue
            groups.setdefault(id(font), (font, []))[1].append(cp)
    pairs = {}
    for font, chars in groups.values():
        single = {cp: font.width(chr(cp)) for cp in chars}
        for a in chars:
            for b in chars:
                delta = font.width(chr(a) + chr(b)) - single[a] - single[b]
                if abs(delta) >= 1:
                    pairs[(a, b)] = round(delta)
    contextual_colon(owner, pairs)
    # Classes: characters whose rows (as left) or columns (as right) are identical share one.
    lefts = sorted({a for a, _ in pairs})
    rights = sorted({b for _, b in pairs})
    row_class, col_class = {}, {}
    left_of, right_of = {}, {}
    for a in lefts:
        key = tuple(pairs.get((a, b), 0) for b in rights)
        left_of[a] = row_class.setdefault(key, len(row_class) + 1)
    for b in rights:
        key = tuple(pairs.get((a, b), 0) for a in lefts)
        right_of[b] = col_class.setdefault(key, len(col_class) + 1)
    matrix = {}
    for (a, b), value in pairs.items():
        matrix[(left_of[a], right_of[b])] = value
    return {
        "left": [[cp, c] for cp, c in sorted(left_of.items())],
        "right": [[cp, c] for cp, c in sorted(right_of.items())],
        "pairs": [[l, r, v] for (l, r), v in sorted(matrix.items())],
    }


def arabic_forms(fonts, table, jtypes):
    """[cp, isolated, initial, medial, final] for dual- and right-joining letters."""
    rows = []
    owner = {}
    for font in fonts:
        for cp in font.cmap:
            owner.setdefault(cp, font)
    for cp in sorted(jtypes):
        kind = jtypes[cp]
        if kind not in ("D", "R", "L") or cp not in owner or cp not in table:
            continue
        font = owner[cp]
        c = chr(cp)
        isolated = font.width(c)
        final = font.cluster_width(ZWJ + c, 1) if kind in ("D", "R") else isolated
        initial = font.cluster_width(c + ZWJ, 0) if kind in ("D", "L") else isolated
        medial = font.cluster_width(ZWJ + c + ZWJ, 1) if kind == "D" else (final if kind == "R" else initial)
        rows.append([cp] + [round(x) for x in (isolated, initial, medial, final)])
    return rows


def arabic_ligatures(fonts):
    """Lam + alef: [text, width alone, width after a joining letter]."""
    owner = next((f for f in fonts if 0x0644 in f.cmap), None)
    if owner is None:
        return []
    rows = []
    for alef in (0x0622, 0x0623, 0x0625, 0x0627):
        text = "\u0644" + chr(alef)
        alone = owner.width(text)
        buf = owner.shape(ZWJ + text)
        joined = owner.units(sum(p.x_advance for i, p in zip(buf.glyph_infos, buf.glyph_positions)
                                 if i.cluster >= 1))
        rows.append([text, round(alone), round(joined)])
    return rows


def indic_clusters(fonts, table, insc):
    """Conjuncts and consonant + vowel sign clusters whose shaped width is not the plain sum."""
    rows = []
    owner = {}
    for font in fonts:
        for cp in font.cmap:
            owner.setdefault(cp, font)
    by_block = {}
    for cp, category in insc.items():
        if cp not in owner or cp > 0xFFFF:
            continue
        by_block.setdefault(cp >> 7, {}).setdefault(category, []).append(cp)
    for block, cats in sorted(by_block.items()):
        consonants = [cp for cp in cats.get("Consonant", []) if unicodedata.category(chr(cp)) == "Lo"]
        viramas = cats.get("Virama", []) + cats.get("Invisible_Stacker", [])
        signs = cats.get("Vowel_Dependent", [])
        if not consonants or not viramas:
            continue
        font = owner[consonants[0]]
        virama = chr(viramas[0])

        def plain(text):
            return sum(table.get(ord(ch), 0) for ch in text)

        candidates = []
        for a in consonants:
            candidates.append(chr(a) + virama)
            for b in consonants:
                candidates.append(chr(a) + virama + chr(b))
            for sign in signs:
                candidates.append(chr(a) + chr(sign))
        for text in candidates:
            width = font.width(text)
            if abs(width - plain(text)) >= 2:
                rows.append([text, round(width)])
    return rows


def build_face(weight, specs, args):
    fonts = load_fonts(specs)
    primary = fonts[0]
    table = advances(fonts, len(fonts))
    jtypes = joining_types()
    insc = parse_property_file(f"{UCD}/IndicSyllabicCategory.txt",
                               {"Consonant", "Virama", "Invisible_Stacker", "Vowel_Dependent"})
    hhea = primary.tt["hhea"]
    ellipsis = primary.width("\u2026") if 0x2026 in primary.cmap else 3 * primary.width(".")
    emoji = next((f for f in fonts if f.name.startswith("Noto Color Emoji")), None)
    # A documented emoji advance: Noto Color Emoji's square-ish glyph, in em (grade E: Apple Color
    # Emoji's advance is not published).
    emoji_advance = round(emoji.units(emoji.hmtx[emoji.cmap[0x1F600]][0]) / emoji.scale) if emoji else UNITS_PER_EM
    missing = round(primary.units(primary.hmtx[primary.glyph_order[0]][0]))
    face = {
        "weight": weight,
        "fonts": [{"name": f.name, "file": f.path.rsplit("/", 1)[-1], "scale": round(f.scale, 5)} for f in fonts],
        "ascender": round(hhea.ascent * UNITS_PER_EM / primary.upem),
        "descender": round(-hhea.descent * UNITS_PER_EM / primary.upem),
        "lineGap": round(hhea.lineGap * UNITS_PER_EM / primary.upem),
        "ellipsis": round(ellipsis),
        "emoji": emoji_advance,
        "missing": missing,
        "advances": encode_advances(table),
        "kerning": kerning(fonts) if not args.no_kerning else {"left": [], "right": [], "pairs": []},
        "joining": arabic_forms(fonts, table, jtypes),
        "ligatures": arabic_ligatures(fonts),
        "clusters": indic_clusters(fonts, table, insc),
    }
    print(f"weight {weight}: {len(table)} code points, {len(face['kerning']['pairs'])} kerning class pairs, "
          f"{len(face['joining'])} joining letters, {len(face['clusters'])} clusters", file=sys.stderr)
    return face


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("-o", "--output", default="scripts/metrics/default-metrics.json")
    parser.add_argument("--font", action="append", default=[],
                        help="WEIGHT=PATH[#INDEX] (Regular, Semibold, Bold or a number); replaces "
                             "the default font list with this font, scale 1, for that weight")
    parser.add_argument("--scale", type=float, default=1.0, help="scale for --font fonts")
    parser.add_argument("--no-kerning", action="store_true")
    parser.add_argument("--swift", help="also write the binary form as a Swift source embedding it")
    parser.add_argument("--binary", help="also write the binary form (binary.py) to this file")
    args = parser.parse_args()
    names = {"regular": 400, "semibold": 600, "bold": 700}
    faces = []
    if args.font:
        for spec in args.font:
            weight, _, path = spec.partition("=")
            weight = names.get(weight.lower()) or int(weight)
            path, _, index = path.partition("#")
            faces.append(build_face(weight, [(path.rsplit("/", 1)[-1], path, int(index or 0), args.scale)], args))
        source = "custom fonts: " + ", ".join(args.font)
    else:
        for weight in sorted(fontset.WEIGHTS):
            faces.append(build_face(weight, fontset.fonts_for(weight), args))
        source = ("Inter 4.0 (Debian fonts-inter) scaled by 0.887 to SF Pro's average advance, "
                  "Noto Sans fonts (fonts-noto-core, fonts-noto-cjk) for other scripts, "
                  "Noto Color Emoji for emoji")
    document = {"format": "hig-audit-metrics", "version": 1, "unitsPerEm": UNITS_PER_EM,
                "source": source, "faces": faces}
    text = json.dumps(document, ensure_ascii=False, separators=(",", ":"))
    with open(args.output, "w", encoding="utf-8") as f:
        f.write(text)
    if args.swift or args.binary:
        data = binary.encode(json.loads(text))
        if args.binary:
            with open(args.binary, "wb") as f:
                f.write(data)
        if args.swift:
            binary.write_swift(args.swift, data, "scripts/metrics/generate.py")
    print(f"wrote {args.output}: {len(text)} bytes", file=sys.stderr)


if __name__ == "__main__":
    main()
