"""The fallback font list the default metrics model, shared by generate.py and oracle.py.

Order matters: a code point takes its advance from the first font that maps it, the way a text
system falls back from the primary font. Inter stands in for SF Pro, scaled by 0.887
(= SF Pro xWidthAvg 0.4546 em / Inter 0.5124 em, capsize; docs/uikit-layout.md §6, grade C/D);
the Noto fonts keep their own size (grade E: iOS uses other fonts for these scripts).
"""
import os

INTER = "/usr/share/fonts/opentype/inter"
NOTO = "/usr/share/fonts/truetype/noto"
NOTO_CJK = "/usr/share/fonts/opentype/noto"
EMOJI = f"{NOTO}/NotoColorEmoji.ttf"

# SF Pro xWidthAvg / Inter xWidthAvg (reference §6.2, D from two C numbers).
INTER_SCALE = 0.4546 / 0.5124

NOTO_SCRIPTS = ["Arabic", "Hebrew", "Devanagari", "Bengali", "Gurmukhi", "Gujarati", "Oriya",
                "Tamil", "Telugu", "Kannada", "Malayalam", "Sinhala", "Thai", "Lao", "Khmer",
                "Myanmar", "Armenian", "Georgian", "Ethiopic", "Thaana", "Syriac"]

# Regular 400, Semibold 600, Bold 700. Noto ships Regular and Bold only; Semibold takes Bold
# (grade E: iOS's fallback fonts have their own semibolds).
WEIGHTS = {400: ("Regular", "Regular", "Regular"),
           600: ("SemiBold", "Bold", "Bold"),
           700: ("Bold", "Bold", "Bold")}


def fonts_for(weight):
    """[(name, path, ttc index, scale)] in fallback order, for one weight."""
    inter, noto, cjk = WEIGHTS[weight]
    fonts = [(f"Inter {inter}", f"{INTER}/Inter-{inter}.otf", 0, INTER_SCALE),
             (f"Noto Sans {noto}", f"{NOTO}/NotoSans-{noto}.ttf", 0, 1.0)]
    for script in NOTO_SCRIPTS:
        path = f"{NOTO}/NotoSans{script}-{noto}.ttf"
        if not os.path.exists(path):
            path = f"{NOTO}/NotoSans{script}-Regular.ttf"
        if os.path.exists(path):
            fonts.append((f"Noto Sans {script} {noto}", path, 0, 1.0))
    # Index 0 of the collection is Noto Sans CJK JP; ideographs, kana and Hangul share one em box.
    fonts.append((f"Noto Sans CJK JP {cjk}", f"{NOTO_CJK}/NotoSansCJK-{cjk}.ttc", 0, 1.0))
    fonts.append(("Noto Color Emoji", EMOJI, 0, 1.0))
    return fonts
