#!/usr/bin/env python3
"""The default metrics stored ready to use: C arrays of the lookup tables a face measures with.

    python3 scripts/metrics/stored.py scripts/metrics/default-metrics.json \
        --c Sources/CDefaultMetrics/DefaultMetrics.c

Decoding the binary form, scaling each face to each optical design and building its lookup
tables took about 40 % of a short run's instructions (BENCHMARKS.md, "Fourth round: start-up").
This script does all three here, from the same JSON as binary.py and with the same arithmetic as
the Swift reader (`FaceTables.scaled(by:)`, `CodePointTable.Builder.build()`, `CodePointMap`,
`FixedHashMap`), and writes the tables as constant C arrays the binary maps read-only: nothing is
decoded or computed when the default loads. `MetricsBinaryTests` proves every face of every
design gives the widths and line metrics decoding and scaling the binary form gives.

These are the calibrated model's numbers (docs/text-engine.md, "The stored default"), not a font.
"""
import argparse
import bisect
import json
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import binary  # noqa: E402  (the same decoding and checks as the binary form)

NO_VALUE = 0xFFFF  # FontFace.noValue: an advance the face does not have
PAGE_COUNT = 0x110000 >> 8  # CodePointTable.pageCount
DESIGNS = ("text", "display")  # OpticalDesign.allCases


def rounded(value):
    """Swift's `Double.rounded()`: to nearest, ties away from zero (Python's round() ties to even)."""
    if value < 0:
        return -rounded(-value)
    floor = math.floor(value)
    return floor + 1 if value - floor >= 0.5 else floor


def clamp(value, low, high):
    return max(low, min(high, value))


class Face:
    """One face's tables as `FaceTables` holds them."""

    def __init__(self, scalars, advances, left, right, pairs, joining, lam_alef, clusters):
        self.scalars = dict(scalars)
        self.advances = dict(advances)
        # FaceTables.ascii: what decoding set for code points below 128.
        self.ascii = {cp: value for cp, value in advances.items() if cp < 128}
        self.left, self.right, self.pairs = left, right, pairs
        self.joining, self.lam_alef = joining, lam_alef
        # Keyed by clusterKey: up to three BMP code points, 16 bits each, the count at bit 48.
        self.clusters = {}
        for scalars_, width in clusters.items():
            key = len(scalars_) << 48
            for shift, scalar in enumerate(scalars_):
                key |= scalar << (16 * shift)
            self.clusters[key] = width

    def scaled(self, entry):
        """`FaceTables.scaled(by:)`."""
        _, _, kerning, ranges = entry
        lasts = [last for _, last, _, _ in ranges]

        def range_of(cp):
            """`DesignCalibration.range(of:)`: ranges ascend without overlapping."""
            at = bisect.bisect_left(lasts, cp)
            return ranges[at] if at < len(ranges) and ranges[at][0] <= cp else None

        def factor_of(cp, connected=False):
            found = range_of(cp)
            return 1.0 if found is None else (found[3] if connected else found[2]) / 1_000_000

        def scale(value, factor):
            return clamp(rounded(value * factor), -2**31, 2**31 - 1)

        copy = Face.__new__(Face)
        copy.scalars = dict(self.scalars)
        copy.advances = dict(self.advances)
        copy.ascii = dict(self.ascii)
        # Only code points with an advance change, so walking those is walking the ranges.
        for cp, value in self.advances.items():
            found = range_of(cp)
            if found is not None and value != NO_VALUE:
                scaled = clamp(rounded(value * (found[2] / 1_000_000)), 0, 0xFFFF)
                copy.advances[cp] = scaled - 1 if scaled == NO_VALUE else scaled
                if cp < 128:
                    copy.ascii[cp] = scaled
        copy.joining = {cp: (scale(forms[0], factor_of(cp)), scale(forms[1], factor_of(cp, True)),
                             scale(forms[2], factor_of(cp, True)), scale(forms[3], factor_of(cp)))
                        for cp, forms in self.joining.items()}
        lam = factor_of(0x0644)
        copy.lam_alef = {cp: (scale(widths[0], lam), scale(widths[1], lam)) for cp, widths in self.lam_alef.items()}
        copy.clusters = {key: scale(width, factor_of(key & 0xFFFF)) for key, width in self.clusters.items()}
        copy.scalars["ellipsis"] = scale(self.scalars["ellipsis"], factor_of(0x2026))
        copy.left, copy.right = self.left, self.right
        kerning = kerning / 1_000_000
        copy.pairs = [(row, column, clamp(rounded(value * kerning), -0x8000, 0x7FFF)) for row, column, value in self.pairs]
        return copy


class Pool:
    """Every code-point table's 256-entry pages, each distinct page stored once for all tables."""

    def __init__(self):
        self.pages = []
        self.numbers = {}

    def page(self, values):
        values = tuple(values)
        if values not in self.numbers:
            self.numbers[values] = len(self.pages)
            self.pages.append(values)
        return self.numbers[values]

    def table(self, values, empty):
        """A `CodePointTable`'s page index into the pool: what `subscript(cp)` reads."""
        pages = {}
        for cp, value in values.items():
            if cp < 0x110000:
                pages.setdefault(cp >> 8, [empty] * 256)[cp & 0xFF] = value
        empty_page = self.page([empty] * 256)
        return tuple(self.page(pages[page]) if page in pages else empty_page for page in range(PAGE_COUNT))


def code_point_map(dictionary):
    """`CodePointMap`: positions (1-based, 0 for none) by code point, values in code-point order."""
    keys = sorted(dictionary)[:0xFFFF - 1]
    return {cp: position + 1 for position, cp in enumerate(keys)}, keys, [dictionary[cp] for cp in keys]


def hash_map(dictionary):
    """`FixedHashMap`: open addressing, the same capacity and slot function; keys inserted in
    ascending order so the table does not depend on a dictionary's order."""
    capacity = 8
    while capacity < len(dictionary) * 2:
        capacity *= 2
    mask = capacity - 1
    keys = [0] * capacity
    values = [0] * capacity
    for key in sorted(dictionary):
        if key == 0:
            continue
        slot = ((key * 0x9E3779B97F4A7C15) % 2**64 >> 32) & mask
        while keys[slot] != 0:
            slot = (slot + 1) & mask
        keys[slot] = key
        values[slot] = dictionary[key]
    return keys, values


class Writer:
    """Named C arrays, each distinct one written once."""

    def __init__(self):
        self.lines = []
        self.names = {}

    def array(self, prefix, ctype, values, per_line=16):
        values = tuple(values)
        key = (ctype, values)
        if key in self.names:
            return self.names[key]
        name = f"{prefix}{len(self.names)}"
        self.names[key] = name
        self.lines.append(f"static const {ctype} {name}[{max(1, len(values))}] = {{")
        text = [str(v) if ctype != "uint64_t" else f"0x{v:X}u" for v in values] or ["0"]
        dense = ["    " + ",".join(text[start:start + per_line]) + "," for start in range(0, len(text), per_line)]
        # Mostly zeros (kerning matrices): only the runs of other values, each after its index;
        # C sets the rest to zero. Whichever is shorter.
        sparse = []
        start = 0
        while start < len(values):
            if values[start] == 0:
                start += 1
                continue
            end = start
            while end < len(values) and values[end] != 0 and end - start < per_line:
                end += 1
            sparse.append(f"    [{start}] = " + ",".join(text[start:end]) + ",")
            start = end
        self.lines += sparse if sum(map(len, sparse)) < sum(map(len, dense)) else dense
        self.lines.append("};")
        return name


def face_struct(writer, pool, face, design):
    s = face.scalars
    left, right = face.left, face.right
    columns = max(right.values(), default=0) + 1
    rows = max(left.values(), default=0) + 1
    matrix = [0] * (rows * columns)
    for row, column, value in face.pairs:
        matrix[row * columns + column] = value
    missing = s["missing"]
    ascii_advances = [face.ascii.get(cp, 0 if cp < 0x20 else missing) for cp in range(128)]
    joining_positions, joining_keys, joining_values = code_point_map(face.joining)
    lam_positions, lam_keys, lam_values = code_point_map(face.lam_alef)
    cluster_keys, cluster_values = hash_map(face.clusters)
    index = lambda values, empty: writer.array("pageIndex", "uint16_t", pool.table(values, empty))  # noqa: E731
    fields = [
        f".design = {design}",
        *(f".{k} = {s[k]}" for k in ("weight", "ascender", "descender", "lineGap", "ellipsis", "emoji", "missing")),
        f".advances = {index(face.advances, NO_VALUE)}",
        f".asciiAdvances = {writer.array('ascii', 'int32_t', ascii_advances)}",
        f".kernFirst = {index(left, 0)}",
        f".kernSecond = {index(right, 0)}",
        f".asciiKernFirst = {writer.array('asciiKern', 'uint16_t', [left.get(cp, 0) for cp in range(128)])}",
        f".asciiKernSecond = {writer.array('asciiKern', 'uint16_t', [right.get(cp, 0) for cp in range(128)])}",
        f".kernColumns = {columns}",
        f".kernMatrixCount = {len(matrix)}",
        f".kernMatrix = {writer.array('kernMatrix', 'int16_t', matrix)}",
        f".hasKerning = {1 if left else 0}",
        f".joiningPositions = {index(joining_positions, 0)}",
        f".joiningCount = {len(joining_keys)}",
        f".joiningForms = {writer.array('joiningForms', 'int32_t', [v for forms in joining_values for v in forms])}",
        f".lamAlefPositions = {index(lam_positions, 0)}",
        f".lamAlefCount = {len(lam_keys)}",
        f".lamAlefWidths = {writer.array('lamAlef', 'int32_t', [v for widths in lam_values for v in widths])}",
        f".clusterCapacity = {len(cluster_keys)}",
        f".clusterCount = {len(face.clusters)}",
        f".clusterKeys = {writer.array('clusterKeys', 'uint64_t', cluster_keys, 8)}",
        f".clusterValues = {writer.array('clusterValues', 'int32_t', cluster_values)}",
    ]
    return "    {\n        " + ",\n        ".join(fields) + ",\n    }"


def c_string(text):
    out = []
    for byte in text.encode("utf-8"):
        out.append(chr(byte) if 0x20 <= byte < 0x7F and chr(byte) not in '"\\?' else f"\\{byte:03o}")
    return '"' + "".join(out) + '"'


def generate(document, json_name):
    try:
        binary.encode(document)  # every check the binary form makes, so a bad file fails here too
        faces = [Face(*binary.face_tables(face, index)) for index, face in enumerate(document["faces"])]
        entries = binary.calibration_entries(document.get("calibration"))
    except binary.Invalid as error:
        sys.exit(f"{json_name}: {error}")
    units = document["unitsPerEm"]
    # FontMetrics: the file's faces lightest first (a stable sort), then per design each face
    # scaled by the calibration entry nearest in weight (the later of two as near).
    order = sorted(range(len(faces)), key=lambda i: faces[i].scalars["weight"])
    writer = Writer()
    pool = Pool()
    structs = [face_struct(writer, pool, faces[i], -1) for i in order]
    for code, name in enumerate(DESIGNS):
        design_entries = [e for e in entries if e[0] == code]
        for i in order:
            if not design_entries:
                structs.append(face_struct(writer, pool, faces[i], code))
                continue
            weight = faces[i].scalars["weight"]
            best = design_entries[0]
            for entry in design_entries:
                if abs(entry[1] - weight) <= abs(best[1] - weight):
                    best = entry
            structs.append(face_struct(writer, pool, faces[i].scaled(best), code))
    ranges = [value for entry in entries for r in entry[3] for value in r]
    calibration = [value for entry in entries for value in (entry[0], entry[1], entry[2], len(entry[3]))]
    calibration_name = writer.array("calibration", "int32_t", calibration)
    ranges_name = writer.array("ranges", "int32_t", ranges)

    out = [
        f"// Generated by scripts/metrics/stored.py from {json_name}; do not edit. The default",
        "// metrics' lookup tables, each face already scaled to each optical design, as constant arrays",
        "// (CDefaultMetrics.h describes them; docs/text-engine.md, \"The stored default\").",
        "",
        "#include \"CDefaultMetrics.h\"",
        "",
    ]
    pages = [value for page in pool.pages for value in page]
    out += [f"static const uint16_t pagePool[{len(pages)}] = {{"]
    for start in range(0, len(pages), 32):
        out.append("    " + ",".join(str(v) for v in pages[start:start + 32]) + ",")
    out += ["};", ""]
    out += writer.lines
    out.append("")
    out.append(f"static const hig_stored_face storedFaces[{len(structs)}] = {{")
    out.append(",\n".join(structs))
    out.append("};")
    out.append("")
    out.append("static const hig_stored_metrics storedMetrics = {")
    out.append(f"    .source = {c_string(document.get('source') or '')},")
    out.append(f"    .unitsPerEm = {units},")
    out.append(f"    .fileFaceCount = {len(faces)},")
    out.append(f"    .faceCount = {len(structs)},")
    out.append("    .faces = storedFaces,")
    out.append(f"    .pagePoolCount = {len(pages)},")
    out.append("    .pagePool = pagePool,")
    out.append(f"    .calibrationCount = {len(entries)},")
    out.append(f"    .calibration = {calibration_name},")
    out.append(f"    .calibrationRanges = {ranges_name},")
    out.append("};")
    out.append("")
    out.append("const hig_stored_metrics *hig_default_metrics(void) { return &storedMetrics; }")
    return out


def write_c(path, document, json_name="scripts/metrics/default-metrics.json"):
    """Writes the stored tables of `document` (a metrics file's JSON) to `path`."""
    text = "\n".join(generate(document, json_name)) + "\n"
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"{path}: {len(text)} characters", file=sys.stderr)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("json", help="a metrics file written by generate.py and calibrate.py")
    parser.add_argument("--c", required=True, help="the C file to write")
    args = parser.parse_args()
    with open(args.json, encoding="utf-8") as f:
        document = json.load(f)
    write_c(args.c, document, args.json if not os.path.isabs(args.json) else os.path.basename(args.json))


if __name__ == "__main__":
    main()
