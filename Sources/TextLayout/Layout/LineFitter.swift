import Foundation
/// `NSLineBreakMode`, as UILabel uses it.
public enum LineBreakMode: String, CaseIterable, Sendable, Codable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle

    var truncates: Bool {
        self == .byTruncatingHead || self == .byTruncatingTail || self == .byTruncatingMiddle
    }
}

/// The box a label lays its text out in.
public struct LabelConstraints: Hashable, Sendable {
    /// Available width in points.
    public var width: Double
    /// UILabel's `numberOfLines`: 1 (its default), N, or 0 for as many as needed.
    public var numberOfLines: Int
    /// UILabel's `lineBreakMode`; tail truncation is its default (reference §7, A).
    public var lineBreakMode: LineBreakMode
    /// The text's language (BCP 47) for line-break tailoring: Japanese kinsoku, Korean keep-all.
    public var locale: String

    public init(width: Double, numberOfLines: Int = 1, lineBreakMode: LineBreakMode = .byTruncatingTail,
                locale: String = "") {
        self.width = width
        self.numberOfLines = max(0, numberOfLines)
        self.lineBreakMode = lineBreakMode
        self.locale = locale
    }
}

/// A text measured in a font: what fitting it at any width starts from, as plain values. A
/// sweep measures each label once and fits it at every width, and settles most fits from the
/// measure alone without touching the string.
public struct TextMeasure: Hashable, Sendable {
    /// The width on one unconstrained line, in points.
    public var width: Double
    public var isEmpty: Bool
    /// Whether the text holds a hard line break, so never fits one line whatever the width.
    @usableFromInline var hasMandatoryBreak: Bool
    /// Whether it ends in a space, which hangs past the edge: fitting such text takes a layout.
    @usableFromInline var endsInSpace: Bool
    /// The advances in the face's units and the clusters tracked: the width at any size.
    var units: Int
    var clusters: Int

    /// Tolerance for comparing widths: layout rounds to fractions of a point far above this.
    @inlinable static var epsilon: Double { 0.0005 }

    public init(_ text: String, font: Font) {
        let measured = font.units(of: text)
        units = measured.units
        clusters = measured.clusters
        width = font.points(measured)
        isEmpty = text.isEmpty
        hasMandatoryBreak = Self.hasMandatoryBreak(text)
        endsInSpace = Self.endsInSpace(text)
    }

    /// The same text measured in `font`, another size of the face `self` was measured in: a width
    /// is the face's advances scaled to the size, so only that arithmetic is done again. Nil when
    /// `font` is another face (weight or metrics), which needs a measurement of its own.
    public func resized(from measured: Font, to font: Font) -> TextMeasure? {
        // The faces' slots, not the faces: reading a face out of its slot retains it, and a
        // sweep resizes every label at every size. One slot holds one face.
        guard measured.faceSlot === font.faceSlot else { return nil }
        var resized = self
        resized.width = font.points((units, clusters))
        return resized
    }

    /// The verdict when the width alone settles it — one line that fits, or a single truncating
    /// line that does not — else nil: the text needs laying out.
    /// Inlined: the sweep asks it of every label at every width and size, from another module.
    @inlinable @inline(__always)
    public func quickFit(width available: Double, numberOfLines: Int, lineBreakMode: LineBreakMode) -> FitSummary? {
        guard !hasMandatoryBreak else { return nil }
        if width <= available + Self.epsilon {
            return FitSummary(width: width, lineCount: isEmpty ? 0 : 1, isTruncated: false, overflow: 0)
        }
        // Trailing spaces hang past the edge and never truncate: leave such text to layout.
        if numberOfLines == 1, !endsInSpace, lineBreakMode != .byWordWrapping, lineBreakMode != .byCharWrapping {
            return FitSummary(width: width, lineCount: 1, isTruncated: true, overflow: width - available)
        }
        return nil
    }

    /// Whether the text holds a hard line break: LF, VT, FF, CR, NEL, LS or PS (UAX #14 BK, CR,
    /// LF, NL), found on the UTF-8 bytes without decoding.
    static func hasMandatoryBreak(_ text: String) -> Bool {
        func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            let n = bytes.count
            var i = 0
            while i < n {
                let byte = bytes[i]
                if byte >= 0x0A && byte <= 0x0D { return true }
                if byte == 0xC2, i + 1 < n, bytes[i + 1] == 0x85 { return true }
                if byte == 0xE2, i + 2 < n, bytes[i + 1] == 0x80, bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9 {
                    return true
                }
                i += 1
            }
            return false
        }
        if let found = text.utf8.withContiguousStorageIfAvailable(scan) { return found }
        return Array(text.utf8).withUnsafeBufferPointer(scan)
    }

    /// Whether the last character is white space, read from the UTF-8 bytes at the end.
    static func endsInSpace(_ text: String) -> Bool {
        func last(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            guard var start = bytes.indices.last else { return false }
            if bytes[start] < 0x80 { return CharacterFlags.of(UInt32(bytes[start])).contains(.whitespace) }
            // Back to the first byte of the last scalar (continuation bytes are 10xxxxxx).
            while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
            return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 4) { scalars in
                let count = decodeUTF8(UnsafeBufferPointer(rebasing: bytes[start...]), into: scalars)
                return count >= 1 && CharacterFlags.of(scalars[count - 1]).contains(.whitespace)
            }
        }
        if let found = text.utf8.withContiguousStorageIfAvailable(last) { return found }
        return Array(text.utf8).withUnsafeBufferPointer(last)
    }
}

/// The verdict of a fit, without the strings: what the audit's hot path asks.
public struct FitSummary: Hashable, Sendable {
    /// The text's width on one unconstrained line, in points.
    public var width: Double
    /// Lines shown (0 for empty text).
    public var lineCount: Int
    /// Whether some text is not shown (cut by an ellipsis, clipped, or beyond the last line).
    public var isTruncated: Bool
    /// How much wider the last line would need to be to show the rest of the text on it, in
    /// points; 0 when everything shows. For a single line: width − available width. Text hidden
    /// only because hard line breaks need more lines than allowed has no width overflow (0).
    public var overflow: Double
    public init(width: Double, lineCount: Int, isTruncated: Bool, overflow: Double) {
        self.width = width
        self.lineCount = lineCount
        self.isTruncated = isTruncated
        self.overflow = overflow
    }
}

/// A full fit: the verdict plus what the user sees.
public struct LabelFit: Hashable, Sendable {
    public var summary: FitSummary
    /// Each line's text as shown (trailing spaces dropped; "…" where truncation puts it).
    public var lines: [String]
    /// The text as shown, in logical order: the lines before the last as laid out, then the last
    /// line with "…" at the place UIKit puts it. For right-to-left text the ellipsis is at the
    /// logical end, which displays at the left.
    public var visibleText: String
    /// The paragraph's base direction (from its first strong character, as `.natural` alignment).
    public var direction: TextDirection

    public var width: Double { summary.width }
    public var lineCount: Int { summary.lineCount }
    public var isTruncated: Bool { summary.isTruncated }
    public var overflow: Double { summary.overflow }
}

/// Lays text out as UILabel does: greedy lines at ICU's line-break opportunities, over-long words
/// broken between grapheme clusters (hyphenation is off by default, reference §7: A for the
/// default, E for the character break), only the last line truncated (§7, A), with "…" (U+2026,
/// §6.1, A) placed at a grapheme boundary. Trailing spaces hang past the line's end and are
/// dropped before an ellipsis (E).
///
/// Holds ICU iterators and scratch buffers that are reused across calls, so fitting allocates
/// little. Not safe to use from two threads at once: give each thread or task its own.
public final class LineFitter {
    private let graphemes: GraphemeSegmenter
    private let bidi: Bidi
    private var breakersByLocale: [String: LineBreaker] = [:]
    private var breakersByRules: [String: LineBreaker] = [:]
    private var lastBreaker: (locale: String, breaker: LineBreaker)?
    /// Buffers for `clusterBoundaries(in:)`.
    private var scratch = Scratch()
    /// Texts analysed lately (scalars, break opportunities, clusters): a sweep fits the same
    /// string at many widths and sizes, and its analysis does not change. Layout works on a
    /// slot's buffers through one access and takes the arrays it loops over into locals:
    /// reading a class's arrays in a loop costs a retain and a dynamic exclusivity check each.
    private var analysed = RecentAnalyses()

    public init() throws {
        graphemes = try GraphemeSegmenter()
        bidi = try Bidi()
    }

    private static var epsilon: Double { TextMeasure.epsilon }

    /// The verdict only. The common case — one line that fits — costs one width measurement.
    public func check(_ text: String, font: Font, constraints: LabelConstraints) -> FitSummary {
        check(text, font: font, measure: TextMeasure(text, font: font), constraints: constraints)
    }

    /// The verdict for text already measured (`measure` is `text` in `font`): fitting one text at
    /// many widths measures it once.
    public func check(_ text: String, font: Font, measure: TextMeasure, constraints: LabelConstraints) -> FitSummary {
        if let quick = measure.quickFit(width: constraints.width, numberOfLines: constraints.numberOfLines, lineBreakMode: constraints.lineBreakMode) {
            return quick
        }
        return layout(text, font: font, constraints: constraints, natural: measure.width, wantsText: false).summary
    }

    /// The verdict with lines and visible text.
    public func fit(_ text: String, font: Font, constraints: LabelConstraints) -> LabelFit {
        let natural = font.width(of: text)
        var result = layout(text, font: font, constraints: constraints, natural: natural, wantsText: true)
        result.direction = text.unicodeScalars.contains(where: { $0.value >= 0x0590 })
            ? bidi.paragraph(text).baseDirection : .leftToRight
        return result
    }

    /// How many line breakers the fitter holds (one per set of rules). For tests.
    var breakerCount: Int { breakersByRules.count }

    private func lineBreaker(for locale: String) -> LineBreaker? {
        if let lastBreaker, lastBreaker.locale == locale { return lastBreaker.breaker }
        if let breaker = breakersByLocale[locale] {
            lastBreaker = (locale, breaker)
            return breaker
        }
        // Locales share breakers by rules, so a sweep of many locales holds a few iterators.
        guard let key = LineBreaker.rulesKey(for: locale) else { return nil }
        let breaker: LineBreaker
        if let shared = breakersByRules[key] {
            breaker = shared
        } else {
            guard let made = try? LineBreaker(locale: locale) else { return nil }
            breaker = made
            if breakersByRules.count >= 64 { breakersByRules.removeAll() }
            breakersByRules[key] = breaker
        }
        if breakersByLocale.count >= 1024 { breakersByLocale.removeAll() }
        breakersByLocale[locale] = breaker
        lastBreaker = (locale, breaker)
        return breaker
    }

    /// Cluster boundaries of `text` as scalar indices, the way fitting finds them (ICU, or the
    /// shortcut for text of standalone scalars). For tests.
    func clusterBoundaries(in text: String) -> [Int] {
        scratch.prepare(text)
        scratch.computeGraphemes(graphemes)
        return scratch.graphemeBoundaries.map(Int.init)
    }

    private func layout(_ text: String, font: Font, constraints: LabelConstraints, natural: Double,
                        wantsText: Bool) -> LabelFit {
        let charWrapping = constraints.lineBreakMode == .byCharWrapping
        let slot = analysed.slot(for: text, locale: constraints.locale, charWrapping: charWrapping)
        // The slot's buffers in place, for the whole layout: the one access to `analysed` it
        // makes (layout reads the fitter's other members only).
        return layout(text, in: &analysed.slots[slot], font: font, constraints: constraints, natural: natural, wantsText: wantsText)
    }

    private func layout(_ text: String, in scratch: inout Scratch, font: Font, constraints: LabelConstraints, natural: Double,
                        wantsText: Bool) -> LabelFit {
        let charWrapping = constraints.lineBreakMode == .byCharWrapping
        let n = scratch.scalars.count
        let available = constraints.width
        guard n > 0 else {
            return LabelFit(summary: FitSummary(width: 0, lineCount: 0, isTruncated: false, overflow: 0),
                            lines: [], visibleText: "", direction: .leftToRight)
        }
        if scratch.analysis == nil {
            if charWrapping { scratch.computeGraphemes(graphemes) }
            scratch.computeBreaks(lineBreaker(for: constraints.locale), charWrapping: charWrapping)
            scratch.analysis = Scratch.Analysis(text: text, locale: constraints.locale, charWrapping: charWrapping)
        }
        let maxLines = constraints.numberOfLines == 0 ? Int.max : constraints.numberOfLines
        let mode = constraints.lineBreakMode
        let core = WidthCore(face: font.face)
        let ellipsis = font.ellipsisWidth
        // A line that ends at a soft hyphen shows a hyphen (CoreText draws one there; E).
        // Measured only then: soft hyphens are rare, and measuring it for every layout cost a
        // sweep a width measurement per wrapped label.
        func hyphenWidth() -> Double { font.width(of: "-") }
        // The lines' ranges, kept only for the lines and visible text; the verdict needs their
        // count. Moved out, not copied: a buffer still held by `scratch` would be copied to be
        // cleared.
        var lineRanges: [(Int, Int)] = []
        if wantsText {
            swap(&lineRanges, &scratch.lineRanges)
            lineRanges.removeAll(keepingCapacity: true)
        }
        defer { if wantsText { scratch.lineRanges = lineRanges } }
        var lineRangeCount = 0
        let graphemes = self.graphemes
        let scalars = scratch.scalars
        // Most text sums its ranges' widths; the rest measures each range (and keeps the last ones).
        // The break opportunities and sums are read where `scratch` keeps them: a copy of each
        // array costs a retain and a release per layout.
        let isSummed = scratch.prepareSums(in: font)

        return scalars.withUnsafeBufferPointer { s -> LabelFit in
            func flags(_ i: Int) -> CharacterFlags { CharacterFlags.of(s[i]) }
            /// Drops trailing spaces and line terminators: they hang past the line's end.
            func trimEnd(_ lower: Int, _ upper: Int) -> Int {
                var end = upper
                while end > lower, Scratch.hangs(s[end - 1]) { end -= 1 }
                return end
            }
            func trimStart(_ lower: Int, _ upper: Int) -> Int {
                var start = lower
                while start < upper, flags(start).contains(.whitespace) { start += 1 }
                return start
            }
            func measuredWidth(_ lower: Int, _ upper: Int) -> Double {
                font.points(scratch.rangeWidths.units(lower, upper, in: font) { core.measure(s, lower, upper) })
            }
            @inline(__always)
            func width(_ lower: Int, _ upper: Int) -> Double {
                guard upper > lower else { return 0 }
                if isSummed { return font.points(scratch.prefixWidths.units(lower, upper)) }
                return measuredWidth(lower, upper)
            }
            /// The furthest grapheme boundary in (lower, limit] whose prefix fits `room`; at least
            /// the first cluster when `atLeastOne`.
            func fittingPrefix(_ lower: Int, _ limit: Int, _ room: Double, atLeastOne: Bool) -> Int {
                scratch.computeGraphemes(graphemes)
                let graphemeBoundaries = scratch.graphemeBoundaries
                // The boundaries in (lower, limit] are first..<end; widths grow with the prefix.
                func firstIndex(after offset: Int) -> Int {
                    var low = 0
                    var high = graphemeBoundaries.count
                    while low < high {
                        let middle = (low + high) / 2
                        if Int(graphemeBoundaries[middle]) <= offset { low = middle + 1 } else { high = middle }
                    }
                    return low
                }
                let first = firstIndex(after: lower)
                let end = firstIndex(after: limit)
                func fits(_ index: Int) -> Bool {
                    width(lower, trimEnd(lower, Int(graphemeBoundaries[index]))) <= room + Self.epsilon
                }
                // Gallop from `lower`, then bisect: each probe measures from `lower`, so probing
                // near the line's start keeps a line's cost to about its own length. Bisecting
                // the whole rest of the text would measure half of it for every line of a long
                // unbreakable word: quadratic in the text's length.
                var fitting = first - 1
                var failing = end
                var step = 1
                while fitting + step < failing {
                    let probe = fitting + step
                    if fits(probe) {
                        fitting = probe
                        step *= 2
                    } else {
                        failing = probe
                    }
                }
                while failing - fitting > 1 {
                    let middle = (fitting + failing) / 2
                    if fits(middle) { fitting = middle } else { failing = middle }
                }
                var best = fitting >= first ? Int(graphemeBoundaries[fitting]) : lower
                if best == lower, atLeastOne {
                    best = first < graphemeBoundaries.count ? Int(graphemeBoundaries[first]) : limit
                    best = min(best, limit)
                }
                return best
            }
            /// The earliest grapheme boundary in [lower, upper) whose suffix fits `room`.
            func fittingSuffix(_ lower: Int, _ upper: Int, _ room: Double) -> Int {
                scratch.computeGraphemes(graphemes)
                let graphemeBoundaries = scratch.graphemeBoundaries
                var best = upper
                var low = 0
                var high = graphemeBoundaries.count - 1
                while low <= high {
                    let middle = (low + high) / 2
                    let boundary = Int(graphemeBoundaries[middle])
                    if boundary < lower {
                        low = middle + 1
                    } else if boundary >= upper {
                        high = middle - 1
                    } else if width(trimStart(boundary, upper), upper) <= room + Self.epsilon {
                        best = min(best, boundary)
                        high = middle - 1
                    } else {
                        low = middle + 1
                    }
                }
                return best
            }

            /// Whether the text from `start` to `boundary` (plus `extra`, a soft hyphen's width) fits
            /// the line. Growing prefixes are probed first: one already too wide settles it, so a
            /// long unbreakable run costs each line about the line's own length rather than the
            /// whole rest of the text (quadratic over a long word).
            func fitsOnLine(_ start: Int, _ boundary: Int, contentEnd: Int, extra: Double) -> Bool {
                var probe = 64
                while start + probe < boundary {
                    if width(start, trimEnd(start, start + probe)) > available + Self.epsilon { return false }
                    probe *= 4
                }
                return width(start, contentEnd) + extra <= available + Self.epsilon
            }

            var start = 0
            var breakIndex = 0
            var truncated = false
            var overflow = 0.0
            var lastLine: (lower: Int, upper: Int, text: String)? = nil
            var lastLineStart = 0
            while start < n {
                let isLast = lineRangeCount == maxLines - 1
                while breakIndex < scratch.breaks.count, Int(scratch.breaks[breakIndex]) <= start { breakIndex += 1 }
                var end = start
                var hardEnd = false
                var candidate = breakIndex
                while candidate < scratch.breaks.count {
                    let boundary = Int(scratch.breaks[candidate])
                    // `trimEnd(start, boundary)`, the boundary's own trimmed end found once per text.
                    let contentEnd = max(start, Int(scratch.contentEnds[candidate]))
                    let hyphenated = boundary < n && contentEnd > start && s[contentEnd - 1] == 0xAD
                    if fitsOnLine(start, boundary, contentEnd: contentEnd, extra: hyphenated ? hyphenWidth() : 0) {
                        end = boundary
                        if scratch.mandatory[candidate] {
                            hardEnd = true
                            break
                        }
                        candidate += 1
                    } else {
                        break
                    }
                }
                if end == start {
                    // Nothing up to the next opportunity fits: break the word between clusters.
                    let limit = breakIndex < scratch.breaks.count ? Int(scratch.breaks[breakIndex]) : n
                    end = fittingPrefix(start, limit, available, atLeastOne: true)
                    // Ending on a soft hyphen would draw a hyphen that did not fit: cut before it.
                    if end < n, end - 1 > start, s[end - 1] == 0xAD { end -= 1 }
                    overflow = max(overflow, width(start, trimEnd(start, end)) - available)
                }
                _ = hardEnd
                if isLast, end < n {
                    // The last allowed line and text remains.
                    truncated = true
                    lastLineStart = start
                    // The rest of the paragraph would sit on this line.
                    var paragraphEnd = n
                    for (index, boundary) in scratch.breaks.enumerated() where Int(boundary) > start && scratch.mandatory[index] {
                        paragraphEnd = Int(boundary)
                        break
                    }
                    let restEnd = trimEnd(start, paragraphEnd)
                    overflow = max(overflow, width(start, trimEnd(start, n)) - available)
                    switch mode {
                    case .byWordWrapping, .byCharWrapping:
                        lineRangeCount += 1
                        if wantsText { lineRanges.append((start, end)) }
                    case .byClipping:
                        let cut = fittingPrefix(start, restEnd, available, atLeastOne: false)
                        lastLine = (start, cut, wantsText ? string(s, start, trimEnd(start, cut)) : "")
                    case .byTruncatingTail:
                        let cut = fittingPrefix(start, restEnd, available - ellipsis, atLeastOne: false)
                        lastLine = (start, cut, wantsText ? string(s, start, trimEnd(start, cut)) + "…" : "")
                    case .byTruncatingHead:
                        let cut = fittingSuffix(start, restEnd, available - ellipsis)
                        lastLine = (start, restEnd, wantsText ? "…" + string(s, trimStart(cut, restEnd), restEnd) : "")
                    case .byTruncatingMiddle:
                        let room = available - ellipsis
                        let front = fittingPrefix(start, restEnd, room / 2, atLeastOne: false)
                        let frontWidth = width(start, trimEnd(start, front))
                        let back = fittingSuffix(max(front, start), restEnd, room - frontWidth)
                        lastLine = (start, restEnd, wantsText
                            ? string(s, start, trimEnd(start, front)) + "…" + string(s, trimStart(back, restEnd), restEnd)
                            : "")
                    }
                    break
                }
                lineRangeCount += 1
                if wantsText { lineRanges.append((start, end)) }
                start = end
            }

            let lineCount = lineRangeCount + (lastLine == nil ? 0 : 1)
            let summary = FitSummary(width: natural, lineCount: lineCount, isTruncated: truncated,
                                     overflow: max(0, overflow))
            guard wantsText else {
                return LabelFit(summary: summary, lines: [], visibleText: "", direction: .leftToRight)
            }
            var lines: [String] = lineRanges.map { range in
                let end = trimEnd(range.0, range.1)
                if range.1 < n, end > range.0, s[end - 1] == 0xAD { return string(s, range.0, end - 1) + "-" }
                return string(s, range.0, end)
            }
            var visible: String
            if let lastLine {
                lines.append(lastLine.text)
                visible = string(s, 0, lastLineStart) + lastLine.text
            } else if truncated, let final = lineRanges.last {
                visible = string(s, 0, trimEnd(0, final.1))
            } else {
                visible = text
            }
            if !truncated { visible = text }
            return LabelFit(summary: summary, lines: lines, visibleText: visible, direction: .leftToRight)
        }
    }

    private func string(_ s: UnsafeBufferPointer<UInt32>, _ lower: Int, _ upper: Int) -> String {
        guard upper > lower else { return "" }
        var view = String.UnicodeScalarView()
        for i in lower..<upper {
            if let scalar = Unicode.Scalar(s[i]) { view.append(scalar) }
        }
        return String(view)
    }
}

/// A fitter's buffers for the texts it analysed lately, in slots that stay where they are (a
/// layout works on its slot in place). One value, so that finding a slot is one access to the
/// fitter's state, not one per member.
private struct RecentAnalyses {
    var slots: [Scratch] = []
    /// When each slot was last used (`useCount` then), to reuse the least recent one.
    private var lastUse: [Int] = []
    private var useCount = 0
    /// The slot used last: a sweep fits one label at every width and size in a row.
    private var lastSlot = 0
    private static let limit = 4

    /// The slot holding `text`'s earlier analysis when one is kept, else the least recently
    /// used slot, prepared for `text` and not yet analysed.
    mutating func slot(for text: String, locale: String, charWrapping: Bool) -> Int {
        useCount += 1
        if lastSlot < slots.count, slots[lastSlot].holdsAnalysis(of: text, locale: locale, charWrapping: charWrapping) {
            lastUse[lastSlot] = useCount
            return lastSlot
        }
        for index in slots.indices where index != lastSlot && slots[index].holdsAnalysis(of: text, locale: locale, charWrapping: charWrapping) {
            lastUse[index] = useCount
            lastSlot = index
            return index
        }
        let slot: Int
        if slots.count < Self.limit {
            slots.append(Scratch())
            lastUse.append(0)
            slot = slots.count - 1
        } else {
            slot = lastUse.indices.min { lastUse[$0] < lastUse[$1] } ?? 0
        }
        slots[slot].prepare(text)
        lastUse[slot] = useCount
        lastSlot = slot
        return slot
    }
}

/// Widths of ranges of one text measured in one face, in the face's units (a width at any size
/// of the face is worked out from them). A sweep lays a text out at several widths and sizes of
/// one face, and each layout measures the same line prefixes again. A small table, a range's
/// place in it found from its bounds: a range not there is measured, so what it gives is
/// always what measuring gives.
struct RangeWidths {
    private struct Entry {
        var lower = -1, upper = -1
        var units = 0, clusters = 0
    }

    private var face: ObjectIdentifier?
    /// The face's slot, held while its widths are kept: were it freed, another face could come
    /// to its address and be taken for it.
    private var heldFace: FaceSlot?
    private var entries: [Entry] = []
    private static let capacity = 64

    /// Forgets every range: the text changed.
    mutating func forget() { face = nil }

    /// The units of `lower..<upper` in `font`'s face, from the table when that range was
    /// measured in that face, else from `measure`.
    mutating func units(_ lower: Int, _ upper: Int, in font: Font, measure: () -> (units: Int, clusters: Int)) -> (units: Int, clusters: Int) {
        // Compared by identity, which takes no reference: a sweep asks at every layout.
        let face = ObjectIdentifier(font.faceSlot)
        if self.face != face {
            self.face = face
            heldFace = font.faceSlot
            entries = Array(repeating: Entry(), count: Self.capacity)
        }
        let slot = (lower &* 31 &+ upper) & (Self.capacity - 1)
        let entry = entries[slot]
        if entry.lower == lower, entry.upper == upper { return (entry.units, entry.clusters) }
        let measured = measure()
        entries[slot] = Entry(lower: lower, upper: upper, units: measured.units, clusters: measured.clusters)
        return measured
    }
}

/// The per-call buffers of a fitter, kept between calls for their capacity.
private struct Scratch {
    var scalars: [UInt32] = []
    var utf16: [UInt16] = []
    /// UTF-16 offset of each scalar, plus the total at the end.
    var utf16Offsets: [Int32] = []
    /// Break opportunities as scalar indices; `mandatory` parallels it.
    var breaks: [Int32] = []
    var mandatory: [Bool] = []
    /// Where each break's line would end once what hangs past the edge is dropped: the break,
    /// less the spaces and line terminators before it (a line's `trimEnd`, whatever its start).
    var contentEnds: [Int32] = []
    var graphemeBoundaries: [Int32] = []
    var graphemesReady = false
    var lineRanges: [(Int, Int)] = []
    /// What the break opportunities were found for; nil until they are.
    var analysis: Analysis?
    /// Ranges of the text measured lately, in one face, for text whose ranges are not summed.
    var rangeWidths = RangeWidths()
    /// Whether the text's ranges are summed (`PrefixWidths.isSummable`); nil until asked.
    var isSummable: Bool?
    /// The text's widths summed over its prefixes, in the face last asked for and the one
    /// before: a sweep's sizes take a label's text from SF Pro Text to Display and not back.
    var prefixWidths = PrefixWidths()
    var earlierPrefixWidths = PrefixWidths()

    struct Analysis {
        var text: String
        var locale: String
        var charWrapping: Bool

        /// The same scalars, not merely an equal `String`: `String` equality is canonical
        /// equivalence, and a precomposed "é" and "e" + U+0301 lay out apart (the visible text
        /// keeps the text's own scalars). Equal bytes are equal scalars.
        func matches(_ text: String, locale: String, charWrapping: Bool) -> Bool {
            self.charWrapping == charWrapping && self.locale == locale && Self.sameBytes(self.text, text)
        }

        /// A sweep fits one string many times, so the bytes are most often the very same
        /// storage; otherwise `memcmp` compares them.
        static func sameBytes(_ a: String, _ b: String) -> Bool {
            let count = a.utf8.count
            guard count == b.utf8.count else { return false }
            let compared = a.utf8.withContiguousStorageIfAvailable { x in
                b.utf8.withContiguousStorageIfAvailable { y in
                    guard let first = x.baseAddress, let second = y.baseAddress else { return true }
                    return first == second || memcmp(first, second, count) == 0
                }
            }
            return (compared ?? nil) ?? a.utf8.elementsEqual(b.utf8)
        }
    }

    /// Whether these buffers hold `text`'s analysis for `locale`: read in place, where reading
    /// the analysis out would copy its strings.
    func holdsAnalysis(of text: String, locale: String, charWrapping: Bool) -> Bool {
        analysis?.matches(text, locale: locale, charWrapping: charWrapping) ?? false
    }

    mutating func prepare(_ text: String) {
        scalars.removeAll(keepingCapacity: true)
        utf16.removeAll(keepingCapacity: true)
        utf16Offsets.removeAll(keepingCapacity: true)
        var offset: Int32 = 0
        for scalar in text.unicodeScalars {
            scalars.append(scalar.value)
            utf16Offsets.append(offset)
            if scalar.value >= 0x10000 {
                utf16.append(UInt16(0xD800 + ((scalar.value - 0x10000) >> 10)))
                utf16.append(UInt16(0xDC00 + ((scalar.value - 0x10000) & 0x3FF)))
                offset += 2
            } else {
                utf16.append(UInt16(scalar.value))
                offset += 1
            }
        }
        utf16Offsets.append(offset)
        graphemesReady = false
        analysis = nil
        rangeWidths.forget()
        isSummable = nil
        prefixWidths.forget()
        earlierPrefixWidths.forget()
    }

    /// Whether the text's widths are summed, in `font`'s face (`prefixWidths`), or must be
    /// measured range by range.
    mutating func prepareSums(in font: Font) -> Bool {
        let summable = isSummable ?? scalars.withUnsafeBufferPointer(PrefixWidths.isSummable)
        isSummable = summable
        guard summable else { return false }
        if !prefixWidths.isPrepared(in: font) {
            swap(&prefixWidths, &earlierPrefixWidths)
            scalars.withUnsafeBufferPointer { prefixWidths.prepare($0, in: font) }
        }
        return true
    }

    /// The scalar index at a UTF-16 offset that ICU reported (always a scalar boundary).
    static func scalarIndex(_ offsets: [Int32], atUTF16 offset: Int) -> Int {
        var low = 0
        var high = offsets.count - 1
        while low < high {
            let middle = (low + high) / 2
            if Int(offsets[middle]) < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Cluster boundaries as scalar indices, computed on first need: most layouts never cut
    /// inside a word. Text whose scalars all stand alone skips ICU.
    mutating func computeGraphemes(_ segmenter: GraphemeSegmenter) {
        if graphemesReady { return }
        graphemesReady = true
        var boundaries = graphemeBoundaries
        graphemeBoundaries = []
        boundaries.removeAll(keepingCapacity: true)
        let count = scalars.count
        if !scalars.contains(where: { CharacterFlags.of($0).contains(.complexGrapheme) }) {
            for index in 0...count { boundaries.append(Int32(index)) }
        } else {
            let offsets = utf16Offsets
            utf16.withUnsafeBufferPointer { buffer in
                segmenter.forEachBoundary(in: buffer) { offset in
                    boundaries.append(Int32(Scratch.scalarIndex(offsets, atUTF16: offset)))
                }
            }
            if boundaries.last != Int32(count) { boundaries.append(Int32(count)) }
        }
        graphemeBoundaries = boundaries
    }

    mutating func computeBreaks(_ breaker: LineBreaker?, charWrapping: Bool) {
        var found = breaks
        var hard = mandatory
        breaks = []
        mandatory = []
        found.removeAll(keepingCapacity: true)
        hard.removeAll(keepingCapacity: true)
        let offsets = utf16Offsets
        if let breaker {
            utf16.withUnsafeBufferPointer { buffer in
                breaker.forEachOpportunity(in: buffer) { offset, isMandatory in
                    found.append(Int32(Scratch.scalarIndex(offsets, atUTF16: offset)))
                    hard.append(isMandatory)
                }
            }
        }
        if charWrapping {
            // Every cluster boundary is an opportunity; the hard breaks stay mandatory.
            var merged: [(Int32, Bool)] = []
            var next = 0
            for boundary in graphemeBoundaries.dropFirst() {
                while next < found.count, found[next] < boundary { next += 1 }
                merged.append((boundary, next < found.count && found[next] == boundary && hard[next]))
            }
            found = merged.map(\.0)
            hard = merged.map(\.1)
        }
        if found.last != Int32(scalars.count) {
            found.append(Int32(scalars.count))
            hard.append(true)
        }
        breaks = found
        mandatory = hard
        var ends = contentEnds
        contentEnds = []
        ends.removeAll(keepingCapacity: true)
        for boundary in found {
            var end = Int(boundary)
            while end > 0, Self.hangs(scalars[end - 1]) { end -= 1 }
            ends.append(Int32(end))
        }
        contentEnds = ends
    }

    /// Whether a scalar at a line's end hangs past the edge: white space and line terminators.
    @inline(__always)
    static func hangs(_ c: UInt32) -> Bool {
        CharacterFlags.of(c).contains(.whitespace) || (c >= 0x0A && c <= 0x0D) || c == 0x85 || c == 0x2028 || c == 0x2029
    }
}
