#!/usr/bin/env python3
"""Binary form of a hig-audit metrics file ("HIGM", version 2; layout in docs/text-engine.md).

    python3 scripts/metrics/binary.py scripts/metrics/default-metrics.json \
        --swift Tests/TextLayoutTests/Fonts/DefaultMetricsBinary.swift  # the tests' copy of the default
    python3 scripts/metrics/binary.py sf.json --binary sf.higm        # a file for --metrics

The JSON stays the source of truth; this encodes exactly what the Swift JSON reader keeps (the
same clamping, the same last-entry-wins for repeated keys, the same filters), so both forms load
to identical tables. Needs no fonts: generate.py calls it, and it converts any existing file.
"""
import argparse
import base64
import json
import struct
import sys

MAGIC = b"HIGM"
VERSION = 2


def clamp(value, low, high):
    return max(low, min(high, value))


class Invalid(Exception):
    pass


def face_tables(face, index):
    """The tables the Swift reader builds from one JSON face, as plain dicts and lists."""
    def number(key):
        value = face.get(key)
        if not isinstance(value, int) or isinstance(value, bool):
            raise Invalid(f"face {index}: \"{key}\" missing or not an integer")
        return value

    def int32(value):
        if not -2**31 <= value < 2**31:
            raise Invalid(f"face {index}: {value} does not fit 32 bits")
        return value

    scalars = {k: int32(number(k)) for k in
               ("weight", "ascender", "descender", "lineGap", "ellipsis", "emoji", "missing")}

    advances = {}
    for run in face.get("advances") or []:
        if not run or not isinstance(run[0], int) or run[0] < 0:
            raise Invalid(f"face {index}: bad advance run")
        start = run[0]
        if len(run) == 2 and isinstance(run[1], list):
            for offset, value in enumerate(run[1]):
                advances[start + offset] = clamp(value, 0, 0xFFFF)
        elif len(run) == 3 and isinstance(run[1], int) and isinstance(run[2], int) and run[1] >= 0:
            for offset in range(run[1]):
                advances[start + offset] = clamp(run[2], 0, 0xFFFF)
        else:
            raise Invalid(f"face {index}: bad advance run")

    kerning = face.get("kerning") or {}
    left = {p[0]: clamp(p[1], 0, 0xFFFF) for p in kerning.get("left") or [] if len(p) == 2}
    right = {p[0]: clamp(p[1], 0, 0xFFFF) for p in kerning.get("right") or [] if len(p) == 2}
    rows = max(left.values(), default=0) + 1
    columns = max(right.values(), default=0) + 1
    pairs = []
    for triple in kerning.get("pairs") or []:
        if len(triple) != 3:
            continue
        row, column, value = triple
        if not (0 <= row < rows and 0 <= column < columns):
            raise Invalid(f"face {index}: kerning pair out of range")
        pairs.append((row, column, clamp(value, -0x8000, 0x7FFF)))

    joining = {r[0]: tuple(int32(v) for v in r[1:]) for r in face.get("joining") or [] if len(r) == 5}
    lam_alef = {}
    for row in face.get("ligatures") or []:
        if len(row) == 3 and isinstance(row[0], str) and len(row[0]) == 2 and ord(row[0][0]) == 0x0644:
            lam_alef[ord(row[0][1])] = (int32(row[1]), int32(row[2]))
    clusters = {}
    for row in face.get("clusters") or []:
        if len(row) == 2 and isinstance(row[0], str) and 1 <= len(row[0]) <= 3 \
                and all(ord(c) < 0x10000 for c in row[0]):
            clusters[tuple(ord(c) for c in row[0])] = int32(row[1])
    return scalars, advances, left, right, pairs, joining, lam_alef, clusters


def advance_runs(advances):
    """Sorted code points as runs of consecutive code points; a run of one repeated value
    (CJK, marks) is stored once."""
    runs = []
    for cp in sorted(advances):
        if runs and runs[-1][0] + len(runs[-1][1]) == cp:
            runs[-1][1].append(advances[cp])
        else:
            runs.append((cp, [advances[cp]]))
    # Split lists into repeated stretches (8 or more equal values) and literal stretches.
    out = []
    for start, values in runs:
        i = 0
        literal_start = 0
        while i < len(values):
            j = i
            while j < len(values) and values[j] == values[i]:
                j += 1
            if j - i >= 8:
                if literal_start < i:
                    out.append((start + literal_start, False, values[literal_start:i]))
                out.append((start + i, True, values[i:j]))
                literal_start = j
            i = j
        if literal_start < len(values):
            out.append((start + literal_start, False, values[literal_start:]))
    return out


def encode(document):
    if document.get("format") != "hig-audit-metrics":
        raise Invalid("\"format\" is not \"hig-audit-metrics\"")
    if document.get("version") not in (1, 2):
        raise Invalid("unsupported version")
    units = document.get("unitsPerEm")
    if not isinstance(units, int) or units <= 0:
        raise Invalid("\"unitsPerEm\" missing")
    faces = document.get("faces") or []
    if not faces:
        raise Invalid("no faces")
    source = (document.get("source") or "").encode("utf-8")
    out = bytearray(MAGIC)
    out += struct.pack("<HHII", VERSION, len(faces), units, len(source)) + source
    for index, face in enumerate(faces):
        scalars, advances, left, right, pairs, joining, lam_alef, clusters = face_tables(face, index)
        out += struct.pack("<7i", *(scalars[k] for k in
                                   ("weight", "ascender", "descender", "lineGap", "ellipsis", "emoji", "missing")))
        runs = advance_runs(advances)
        out += struct.pack("<I", len(runs))
        for start, repeated, values in runs:
            if repeated:
                out += struct.pack("<IIH", start, len(values) | 0x8000_0000, values[0])
            else:
                out += struct.pack("<II", start, len(values)) + struct.pack(f"<{len(values)}H", *values)
        for table in (left, right):
            out += struct.pack("<I", len(table))
            for cp in sorted(table):
                out += struct.pack("<IH", cp, table[cp])
        out += struct.pack("<I", len(pairs))
        for row, column, value in pairs:
            out += struct.pack("<HHh", row, column, value)
        out += struct.pack("<I", len(joining))
        for cp in sorted(joining):
            out += struct.pack("<I4i", cp, *joining[cp])
        out += struct.pack("<I", len(lam_alef))
        for cp in sorted(lam_alef):
            out += struct.pack("<I2i", cp, *lam_alef[cp])
        out += struct.pack("<I", len(clusters))
        for key in sorted(clusters):
            out += struct.pack(f"<B{len(key)}Hi", len(key), *key, clusters[key])
    entries = calibration_entries(document.get("calibration"))
    out += struct.pack("<I", len(entries))
    for design, weight, kerning, ranges in entries:
        out += struct.pack("<BiiI", design, weight, kerning, len(ranges))
        for first, last, factor, connected in ranges:
            out += struct.pack("<IIii", first, last, factor, connected)
    return bytes(out)


DESIGNS = {"text": 0, "display": 1}


def millionths(value, what):
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value <= 10:
        raise Invalid(f"calibration: bad {what}")
    return round(value * 1_000_000)


def calibration_entries(calibration):
    """[(design code, weight, kerning, [(first, last, factor, connected)])], factors in millionths, checked as
    the Swift reader checks them."""
    if calibration is None:
        return []
    if not isinstance(calibration, dict) or not isinstance(calibration.get("designs"), list):
        raise Invalid("\"calibration\" needs a \"designs\" list")
    entries = []
    for entry in calibration["designs"]:
        if entry.get("design") not in DESIGNS:
            raise Invalid("calibration: \"design\" must be \"text\" or \"display\"")
        if not isinstance(entry.get("weight"), int):
            raise Invalid("calibration: \"weight\" missing")
        ranges = []
        previous = -1
        for row in entry.get("scales") or []:
            if len(row) not in (3, 4):
                raise Invalid("calibration: bad scale range")
            first, last, factor = row[:3]
            if not (0 <= first <= last < 0x110000) or first <= previous:
                raise Invalid("calibration: ranges must ascend without overlapping, within Unicode")
            factor = millionths(factor, "factor")
            ranges.append((first, last, factor, millionths(row[3], "factor") if len(row) == 4 else factor))
            previous = last
        entries.append((DESIGNS[entry["design"]], entry["weight"], millionths(entry.get("kerning"), "kerning factor"),
                        ranges))
    return entries


def write_swift(path, data, generator):
    text = base64.b64encode(data).decode("ascii")
    lines = [text[i:i + 120] for i in range(0, len(text), 120)]
    with open(path, "w", encoding="utf-8") as f:
        f.write(f"// Generated by {generator}; do not edit. The default metrics in their binary form\n"
                "// (docs/text-engine.md), base64 in lines of 120 characters, for the tests of the binary\n"
                "// reader and of the stored default (the tool embeds the tables, scripts/metrics/stored.py),\n"
                "// made from scripts/metrics/default-metrics.json.\n\n"
                "let embeddedDefaultMetrics = \"\"\"\n")
        f.write("\n".join(lines))
        f.write("\n\"\"\"\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("json", help="a metrics file written by generate.py")
    parser.add_argument("--binary", help="write the binary form to this file")
    parser.add_argument("--swift", help="write the binary form as the embedded Swift source")
    args = parser.parse_args()
    with open(args.json, encoding="utf-8") as f:
        document = json.load(f)
    try:
        data = encode(document)
    except Invalid as error:
        sys.exit(f"{args.json}: {error}")
    if args.binary:
        with open(args.binary, "wb") as f:
            f.write(data)
    if args.swift:
        write_swift(args.swift, data, "scripts/metrics/binary.py")
    print(f"{args.json}: {len(data)} bytes in binary form", file=sys.stderr)


if __name__ == "__main__":
    main()
