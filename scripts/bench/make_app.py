#!/usr/bin/env python3
"""Writes the "whole app from sources" benchmark input: the generated storyboard app
(scripts/bench-storyboards/make_project.py: COUNT storyboards of three static-table scenes of
4 sections x 6 cells) translated into the 39 other locales of the suite's real CLDR strings
(make_strings.py's strings.tsv), so the app has 40 locales: Base (English) and 39 .lproj folders
of .strings, each string a real CLDR name of that locale (Finnish UTF-16 with a BOM, as Xcode
writes it; the others UTF-8).

    make_app.py STRINGS_TSV OUT_DIR [COUNT]      (COUNT defaults to 50)

A key's string is the same concept in every locale, so lengths vary by locale as real
translations do. Everything is generated here.
"""
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    strings_tsv, out = sys.argv[1], sys.argv[2]
    count = int(sys.argv[3]) if len(sys.argv) > 3 else 50
    subprocess.run([sys.executable, os.path.join(HERE, "..", "bench-storyboards", "make_project.py"), out, str(count)], check=True)
    with open(strings_tsv, encoding="utf-8") as f:
        locales = f.readline().rstrip("\n").split("\t")
        concepts = [line.rstrip("\n").split("\t") for line in f if line.strip()]
    # The keys are those make_project.py wrote for German, in its order.
    keys_by_screen = []
    for n in range(count):
        with open(os.path.join(out, "de.lproj", f"Screen{n}.strings"), encoding="utf-8") as f:
            keys_by_screen.append(re.findall(r'^"([^"]+)" = ', f.read(), re.M))
    for column, locale in enumerate(locales):
        if locale == "en":
            continue  # the development language: Base.lproj
        folder = os.path.join(out, f"{locale.replace('_', '-')}.lproj")
        os.makedirs(folder, exist_ok=True)
        for n, keys in enumerate(keys_by_screen):
            lines = []
            for i, key in enumerate(keys):
                concept = concepts[(n * 131 + i * 7) % len(concepts)]
                value = concept[column].replace("\\", "\\\\").replace('"', '\\"')
                lines.append(f'"{key}" = "{value}";\n')
            text = "".join(lines)
            path = os.path.join(folder, f"Screen{n}.strings")
            if locale == "fi":
                with open(path, "wb") as f:
                    f.write(b"\xff\xfe" + text.encode("utf-16-le"))
            else:
                with open(path, "w", encoding="utf-8") as f:
                    f.write(text)
    print(f"{count} storyboards, {len(locales)} locales", file=sys.stderr)


if __name__ == "__main__":
    main()
