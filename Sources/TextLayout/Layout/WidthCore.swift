/// Width of a range of scalars in file units, plus the number of clusters tracking applies to.
///
/// The model, in order of precedence at each position:
/// 1. Emoji: a flag (two regional indicators), a ZWJ sequence, a keycap, or a pictograph with
///    emoji presentation (by default or through U+FE0F) is one emoji advance; modifiers, tags and
///    selectors in it add nothing.
/// 2. Arabic-script letters take their contextual form's advance, chosen from the joining types of
///    the nearest non-transparent neighbours inside the range (a line edge ends joining); lam +
///    alef is one ligature.
/// 3. Indic syllables (consonant, virama, consonant …, vowel sign) take the shaped width from the
///    cluster table; longer ones chain their conjunct pairs.
/// 4. Everything else: the code point's advance (marks and format characters are zero) plus the
///    kerning between neighbouring kerned characters.
struct WidthCore {
    let face: FontFace

    @inline(__always)
    func measure(_ s: UnsafeBufferPointer<UInt32>, _ lower: Int, _ upper: Int) -> (units: Int, clusters: Int) {
        var units = 0
        var clusters = 0
        var previous: UInt16 = 0
        var i = lower
        let asciiAdvances = face.asciiAdvances, asciiFirst = face.asciiKernFirst, asciiSecond = face.asciiKernSecond, matrix = face.kernMatrix
        do {
            let columns = face.kernColumns
            while i < upper {
                let c = s[i]
                if c < 0x80 {
                    let next = i + 1 < upper ? s[i + 1] : 0
                    if next == 0xFE0F || next == 0x20E3, isKeycapBase(c) {
                        i = consumeEmoji(s, i, upper)
                        units += Int(face.emoji)
                        clusters += 1
                        previous = 0
                        continue
                    }
                    let index = Int(c)
                    let second = asciiSecond[index]
                    if previous != 0, second != 0 {
                        units += Int(matrix[Int(previous) * columns + Int(second)])
                    }
                    units += Int(asciiAdvances[index])
                    previous = asciiFirst[index]
                    if c >= 0x20 { clusters += 1 }
                    i += 1
                    continue
                }
                let flags = CharacterFlags.of(c)
                if flags.contains(.regionalIndicator) {
                    let pair = i + 1 < upper && CharacterFlags.of(s[i + 1]).contains(.regionalIndicator)
                    i += pair ? 2 : 1
                    units += Int(face.emoji)
                    clusters += 1
                    previous = 0
                    continue
                }
                if flags.contains(.extendedPictographic) || flags.contains(.emojiPresentation) {
                    if isEmojiPresentation(s, i, upper, flags) {
                        i = consumeEmoji(s, i, upper)
                        units += Int(face.emoji)
                        clusters += 1
                        previous = 0
                        continue
                    }
                }
                let joining = flags.joiningType
                if joining >= CharacterFlags.joiningDual, joining <= CharacterFlags.joiningRight,
                   let forms = face.joiningFormsTable[c] {
                    let joinsBefore = joining != CharacterFlags.joiningLeft && joinsPrevious(s, i, lower)
                    let nextIndex = nextNonTransparent(s, i, upper)
                    if c == 0x0644, nextIndex == i + 1, nextIndex < upper, let ligature = face.lamAlefTable[s[i + 1]] {
                        units += Int(joinsBefore ? ligature.1 : ligature.0)
                        clusters += 1
                        i += 2
                        previous = 0
                        continue
                    }
                    var joinsAfter = false
                    if joining != CharacterFlags.joiningRight, nextIndex < upper {
                        let nextType = CharacterFlags.of(s[nextIndex]).joiningType
                        joinsAfter = nextType == CharacterFlags.joiningDual || nextType == CharacterFlags.joiningRight
                            || nextType == CharacterFlags.joiningCausing
                    }
                    let width = switch (joinsBefore, joinsAfter) {
                    case (false, false): forms.0
                    case (false, true): forms.1
                    case (true, true): forms.2
                    case (true, false): forms.3
                    }
                    units += Int(width)
                    clusters += 1
                    i += 1
                    previous = 0
                    continue
                }
                if flags.contains(.indicConsonant), !face.clusterTable.isEmpty {
                    let (width, end) = indicSyllable(s, i, upper)
                    if end > i + 1 {
                        units += Int(width)
                        clusters += 1
                        i = end
                        previous = 0
                        continue
                    }
                }
                if flags.contains(.zeroWidth) {
                    i += 1
                    continue
                }
                if face.hasKerning {
                    let second = face.kernSecond[c]
                    if previous != 0, second != 0 {
                        units += Int(matrix[Int(previous) * columns + Int(second)])
                    }
                    previous = face.kernFirst[c]
                } else {
                    previous = 0
                }
                units += Int(face.advance(c))
                if !flags.contains(.continuation) { clusters += 1 }
                i += 1
            }
        }
        return (units, clusters)
    }

    @inline(__always)
    private func isKeycapBase(_ c: UInt32) -> Bool {
        (c >= 0x30 && c <= 0x39) || c == 0x23 || c == 0x2A
    }

    /// Whether the pictograph at `i` shows as emoji: by default, or asked for by U+FE0F, a skin
    /// tone modifier or a ZWJ sequence; U+FE0E asks for text.
    private func isEmojiPresentation(_ s: UnsafeBufferPointer<UInt32>, _ i: Int, _ upper: Int,
                                     _ flags: CharacterFlags) -> Bool {
        guard i + 1 < upper else { return flags.contains(.emojiPresentation) }
        let next = s[i + 1]
        if next == 0xFE0E { return false }
        if next == 0xFE0F || next == 0x200D { return true }
        if CharacterFlags.of(next).contains(.emojiModifier) { return true }
        return flags.contains(.emojiPresentation)
    }

    /// The index after the emoji starting at `i`: selectors, keycap, modifiers, tags, and
    /// ZWJ-joined pictographs belong to it.
    private func consumeEmoji(_ s: UnsafeBufferPointer<UInt32>, _ start: Int, _ upper: Int) -> Int {
        var i = start + 1
        while i < upper {
            let c = s[i]
            if c == 0xFE0F || c == 0x20E3 || (c >= 0xE0020 && c <= 0xE007F) {
                i += 1
            } else if c >= 0x1F3FB && c <= 0x1F3FF {
                i += 1
            } else if c == 0x200D, i + 1 < upper {
                let flags = CharacterFlags.of(s[i + 1])
                if flags.contains(.extendedPictographic) || flags.contains(.emojiPresentation) {
                    i += 2
                } else {
                    break
                }
            } else {
                break
            }
        }
        return i
    }

    /// Whether the nearest non-transparent scalar before `i` (inside the range) joins forward.
    private func joinsPrevious(_ s: UnsafeBufferPointer<UInt32>, _ i: Int, _ lower: Int) -> Bool {
        var j = i - 1
        while j >= lower {
            let type = CharacterFlags.of(s[j]).joiningType
            if type == CharacterFlags.joiningTransparent { j -= 1; continue }
            return type == CharacterFlags.joiningDual || type == CharacterFlags.joiningLeft
                || type == CharacterFlags.joiningCausing
        }
        return false
    }

    private func nextNonTransparent(_ s: UnsafeBufferPointer<UInt32>, _ i: Int, _ upper: Int) -> Int {
        var j = i + 1
        while j < upper, CharacterFlags.of(s[j]).joiningType == CharacterFlags.joiningTransparent { j += 1 }
        return j
    }

    /// An Indic syllable at `start`: consonant (nukta) (virama consonant (nukta))* then a final
    /// virama or one vowel sign. Returns its width and end; end == start + 1 means a lone
    /// consonant, measured by the caller.
    private func indicSyllable(_ s: UnsafeBufferPointer<UInt32>, _ start: Int, _ upper: Int) -> (Int32, Int) {
        var consonants: (Int, Int, Int, Int) = (start, -1, -1, -1)
        var count = 1
        var j = start + 1
        if j < upper, CharacterFlags.of(s[j]).contains(.nukta) { j += 1 }
        var virama: UInt32 = 0
        var deadEnd = false
        while j < upper, CharacterFlags.of(s[j]).contains(.virama) {
            virama = s[j]
            if j + 1 < upper, CharacterFlags.of(s[j + 1]).contains(.indicConsonant), count < 4 {
                switch count {
                case 1: consonants.1 = j + 1
                case 2: consonants.2 = j + 1
                default: consonants.3 = j + 1
                }
                count += 1
                j += 2
                if j < upper, CharacterFlags.of(s[j]).contains(.nukta) { j += 1 }
            } else {
                j += 1
                deadEnd = true
                break
            }
        }
        var sign: UInt32 = 0
        if !deadEnd, j < upper {
            let flags = CharacterFlags.of(s[j])
            if flags.contains(.mark), !flags.contains(.virama), !flags.contains(.nukta) {
                sign = s[j]
                j += 1
            }
        }
        if j == start + 1 { return (0, j) }
        if count == 1, !deadEnd {
            // No conjunct: only a shaped consonant + sign pair from the table differs from the
            // plain path, which also keeps kerning (Thai consonants are "consonants" too).
            if sign != 0, let width = face.clusterTable[clusterKey2(s[start], sign)] { return (width, j) }
            return (0, start + 1)
        }
        if j - start <= 3 {
            var key = UInt64(j - start) << 48
            var shift: UInt64 = 0
            for k in start..<j {
                key |= UInt64(s[k] & 0xFFFF) << shift
                shift += 16
            }
            if let width = face.clusterTable[key] { return (width, j) }
        }
        // Chain: each conjunct pair contributes its shaped width less its second consonant.
        func position(_ k: Int) -> Int {
            switch k {
            case 0: consonants.0
            case 1: consonants.1
            case 2: consonants.2
            default: consonants.3
            }
        }
        var width: Int32 = 0
        for k in 0..<(count - 1) {
            let a = s[position(k)], b = s[position(k + 1)]
            if let pair = face.clusterTable[clusterKey3(a, virama, b)] {
                width += pair - face.advance(b)
            } else {
                width += face.advance(a)
            }
        }
        let last = s[position(count - 1)]
        if deadEnd {
            width += face.clusterTable[clusterKey2(last, virama)] ?? face.advance(last)
        } else if sign != 0 {
            width += face.clusterTable[clusterKey2(last, sign)] ?? (face.advance(last) + face.advance(sign))
        } else {
            width += face.advance(last)
        }
        return (width, j)
    }
}

@inline(__always)
func clusterKey2(_ a: UInt32, _ b: UInt32) -> UInt64 {
    (2 << 48) | UInt64(a & 0xFFFF) | UInt64(b & 0xFFFF) << 16
}

@inline(__always)
func clusterKey3(_ a: UInt32, _ b: UInt32, _ c: UInt32) -> UInt64 {
    (3 << 48) | UInt64(a & 0xFFFF) | UInt64(b & 0xFFFF) << 16 | UInt64(c & 0xFFFF) << 32
}

/// The widths of every range of one text in one face, from sums over its prefixes: what
/// `WidthCore.measure` gives for the range, in constant time. A sweep lays a wrapped label out
/// at several widths and sizes, and each layout measures every line's candidate prefixes.
///
/// Only text whose every scalar takes the measure's plain path (advance plus kerning, or
/// nothing for zero-width characters) is summed: there a range's measure is the whole text's
/// over the range, less the kerning its first counted scalar took from the scalar before the
/// range (inside a range that scalar has no predecessor). Emoji, Arabic joining and Indic
/// syllables look at their neighbours, so text holding one is measured range by range
/// (`isSummable`).
struct PrefixWidths {
    private struct Entry {
        /// `measure(0, index)`.
        var units = 0
        var clusters: Int32 = 0
        /// The first scalar at or after `index` that the measure counts (not zero-width), and
        /// the kerning the whole text's measure gave it.
        var firstCounted: Int32 = 0
        var firstKerning: Int32 = 0
    }

    private var face: ObjectIdentifier?
    /// Held while the sums are kept, as `RangeWidths` holds its face.
    private var heldFace: FaceSlot?
    private var entries: [Entry] = []

    /// Forgets the sums: the text changed.
    mutating func forget() { face = nil }

    /// Whether every scalar of `s` takes the measure's plain path, so that its ranges can be
    /// summed: no keycap or emoji, no regional indicator, no Arabic joining, no Indic consonant.
    static func isSummable(_ s: UnsafeBufferPointer<UInt32>) -> Bool {
        let excluded: CharacterFlags = [.regionalIndicator, .extendedPictographic, .emojiPresentation, .emojiModifier, .indicConsonant]
        for c in s where c >= 0x80 {
            // U+FE0F and U+20E3 make a keycap of the ASCII digit before them.
            if c == 0xFE0F || c == 0x20E3 { return false }
            let flags = CharacterFlags.of(c)
            if !flags.isDisjoint(with: excluded) { return false }
            let joining = flags.joiningType
            if joining >= CharacterFlags.joiningDual, joining <= CharacterFlags.joiningRight { return false }
        }
        return true
    }

    /// Whether the sums are `font`'s face's.
    func isPrepared(in font: Font) -> Bool { face == ObjectIdentifier(font.faceSlot) }

    /// Sums `s` in `font`'s face unless they are summed already; `s` must be summable.
    mutating func prepare(_ s: UnsafeBufferPointer<UInt32>, in font: Font) {
        let identity = ObjectIdentifier(font.faceSlot)
        guard face != identity else { return }
        face = identity
        heldFace = font.faceSlot
        let face = font.face
        let n = s.count
        var entries = self.entries
        self.entries = []
        entries.removeAll(keepingCapacity: true)
        entries.reserveCapacity(n + 1)
        // The measure's own pass over the whole text (`WidthCore.measure`, plain path).
        var units = 0
        var clusters: Int32 = 0
        var previous: UInt16 = 0
        let columns = face.kernColumns
        let matrix = face.kernMatrix
        for c in s {
            var entry = Entry(units: units, clusters: clusters, firstCounted: -1, firstKerning: 0)
            var kerning = 0
            if c < 0x80 {
                let second = face.asciiKernSecond[Int(c)]
                if previous != 0, second != 0 { kerning = Int(matrix[Int(previous) * columns + Int(second)]) }
                units += kerning + Int(face.asciiAdvances[Int(c)])
                previous = face.asciiKernFirst[Int(c)]
                if c >= 0x20 { clusters += 1 }
            } else {
                let flags = CharacterFlags.of(c)
                if flags.contains(.zeroWidth) {
                    entries.append(entry)
                    continue
                }
                if face.hasKerning {
                    let second = face.kernSecond[c]
                    if previous != 0, second != 0 { kerning = Int(matrix[Int(previous) * columns + Int(second)]) }
                    previous = face.kernFirst[c]
                } else {
                    previous = 0
                }
                units += kerning + Int(face.advance(c))
                if !flags.contains(.continuation) { clusters += 1 }
            }
            // Counted: its own first counted scalar, with the kerning it took.
            entry.firstCounted = Int32(entries.count)
            entry.firstKerning = Int32(kerning)
            entries.append(entry)
        }
        entries.append(Entry(units: units, clusters: clusters, firstCounted: Int32(n), firstKerning: 0))
        // Zero-width scalars point at the next counted one.
        var next = Int32(n), nextKerning: Int32 = 0
        for index in stride(from: n - 1, through: 0, by: -1) {
            if entries[index].firstCounted < 0 {
                entries[index].firstCounted = next
                entries[index].firstKerning = nextKerning
            } else {
                next = entries[index].firstCounted
                nextKerning = entries[index].firstKerning
            }
        }
        self.entries = entries
    }

    /// `WidthCore.measure(s, lower, upper)` for the text and face prepared.
    @inline(__always)
    func units(_ lower: Int, _ upper: Int) -> (units: Int, clusters: Int) {
        let start = entries[lower], end = entries[upper]
        let kerning = Int(start.firstCounted) < upper ? Int(start.firstKerning) : 0
        return (end.units - start.units - kerning, Int(end.clusters - start.clusters))
    }
}
