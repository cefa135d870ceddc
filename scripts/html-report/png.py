#!/usr/bin/env python3
"""Reads the PNG screenshots headless Chromium writes (8-bit RGB or RGBA, not interlaced), with
the standard library only.

  png.py check FILE            fails (exit 1) when the render is blank: one colour nearly
                               everywhere, or too few colours to hold any text or drawing
  png.py crop FILE OUT X Y W H writes the W x H region at X, Y (for the screenshots in docs)
"""
import struct
import sys
import zlib


def read(path):
    with open(path, "rb") as handle:
        data = handle.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise SystemExit(f"{path}: not a PNG file")
    offset, idat, header = 8, b"", None
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        body = data[offset + 8:offset + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        offset += 12 + length
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace:
        raise SystemExit(f"{path}: unsupported PNG (depth {depth}, colour type {colour}, interlace {interlace})")
    channels = 3 if colour == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append(bytes(line))
        previous = line
    return width, height, channels, rows


def check(path):
    width, height, channels, rows = read(path)
    counts = {}
    for row in rows[::4]:
        for x in range(0, width * channels, channels * 4):
            pixel = row[x:x + 3]
            counts[pixel] = counts.get(pixel, 0) + 1
    total = sum(counts.values())
    commonest = max(counts.values())
    print(f"{path}: {width}x{height}, {len(counts)} colours sampled, commonest {100 * commonest / total:.1f}%")
    if len(counts) < 16 or commonest / total > 0.985:
        print(f"{path}: blank render")
        return 1
    return 0


def crop(path, out, x, y, w, h):
    width, height, channels, rows = read(path)
    w, h = min(w, width - x), min(h, height - y)
    raw = b"".join(b"\x00" + row[x * channels:(x + w) * channels] for row in rows[y:y + h])
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
    header = struct.pack(">IIBBBBB", w, h, 8, 2 if channels == 3 else 6, 0, 0, 0)
    with open(out, "wb") as handle:
        handle.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "check":
        sys.exit(check(sys.argv[2]))
    if len(sys.argv) == 8 and sys.argv[1] == "crop":
        crop(sys.argv[2], sys.argv[3], *map(int, sys.argv[4:]))
        sys.exit(0)
    print(__doc__)
    sys.exit(64)
