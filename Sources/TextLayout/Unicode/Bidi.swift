import CICU

/// A writing direction.
public enum TextDirection: String, Sendable, Codable {
    case leftToRight, rightToLeft
}

/// A run of one direction, in visual order, with its logical range in UTF-16 offsets.
public struct BidiRun: Hashable, Sendable {
    public var logicalRange: Range<Int>
    public var direction: TextDirection
}

/// The result of the Unicode Bidirectional Algorithm (UAX #9) over one paragraph.
public struct BidiParagraph: Hashable, Sendable {
    /// The paragraph's base direction: from its first strong character unless one was imposed.
    public var baseDirection: TextDirection
    /// Whether the text holds both directions.
    public var isMixed: Bool
    /// The runs from left to right as displayed.
    public var visualRuns: [BidiRun]
}

/// ICU's bidi engine. One ICU object per instance, reused; not safe to use from two threads at once.
public final class Bidi {
    private let bidi: OpaquePointer
    private var utf16: [UInt16] = []

    public init() throws {
        guard let bidi = cicu_bidi_open() else { throw TextLayoutError.icuUnavailable("a bidi object") }
        self.bidi = bidi
    }

    deinit { cicu_bidi_close(bidi) }

    /// Analyses `text` as one paragraph. With no `base`, the direction comes from the first
    /// strong character (left-to-right when there is none), as UILabel's natural direction does.
    public func paragraph(_ text: String, base: TextDirection? = nil) -> BidiParagraph {
        utf16.removeAll(keepingCapacity: true)
        utf16.append(contentsOf: text.utf16)
        let level: Int32 = switch base {
        case .none: -1
        case .leftToRight: 0
        case .rightToLeft: 1
        }
        return utf16.withUnsafeBufferPointer { buffer in
            guard cicu_bidi_set_paragraph(bidi, buffer.baseAddress, Int32(buffer.count), level) == 0 else {
                let direction = base ?? .leftToRight
                return BidiParagraph(baseDirection: direction, isMixed: false,
                                     visualRuns: [BidiRun(logicalRange: 0..<buffer.count, direction: direction)])
            }
            let baseDirection: TextDirection = cicu_bidi_paragraph_level(bidi) & 1 == 1 ? .rightToLeft : .leftToRight
            var runs: [BidiRun] = []
            let count = cicu_bidi_run_count(bidi)
            if count > 0 {
                for index in 0..<count {
                    var start: Int32 = 0
                    var length: Int32 = 0
                    let direction = cicu_bidi_visual_run(bidi, index, &start, &length)
                    runs.append(BidiRun(logicalRange: Int(start)..<Int(start + length),
                                        direction: direction == 1 ? .rightToLeft : .leftToRight))
                }
            }
            return BidiParagraph(baseDirection: baseDirection, isMixed: cicu_bidi_direction(bidi) == 2,
                                 visualRuns: runs)
        }
    }
}
