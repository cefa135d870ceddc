import CICU

/// A place where a line may (or must) end: the UTF-16 offset of the first unit of the next line.
public struct LineBreakOpportunity: Hashable, Sendable {
    public var offset: Int
    /// A hard break (after a newline and the like): the line has to end here.
    public var isMandatory: Bool

    public init(offset: Int, isMandatory: Bool) {
        self.offset = offset
        self.isMandatory = isMandatory
    }
}

/// UAX #14 line-break opportunities through ICU's line break iterator, tailored per locale.
///
/// Tailorings: Japanese uses ICU's `lb=strict` rules (no line may start with small kana, "ー" or
/// closing punctuation — the kinsoku UIKit applies). Korean keeps Hangul words together
/// ("keep-all"): UIKit's `.standard` line-break strategy includes `.hangulWordPriority`
/// (reference §7: A for the definition, E for its membership in `.standard`). ICU 72 has no
/// keep-all option, so the breaker drops the opportunities CSS Text 3 `word-break: keep-all`
/// suppresses: those between two letters or digits (line-break classes AL, AI, NU, ID, H2, H3,
/// JL, JV, JT).
///
/// One ICU iterator per instance, reused for every call; not safe to use from two threads at once.
public final class LineBreaker {
    public let locale: String
    public let keepsWordsTogether: Bool
    private let iterator: OpaquePointer
    private var utf16: [UInt16] = []

    /// `locale` is a BCP 47 or ICU locale id ("de", "ja-JP", "ko"); "" for the root rules.
    public init(locale: String = "") throws {
        self.locale = locale
        let language = Self.language(of: locale)
        keepsWordsTogether = language == "ko"
        let icuLocale = language == "ja" ? "ja@lb=strict" : icuLocaleID(locale)
        guard let iterator = cicu_break_open(Int32(CICU_BREAK_LINE), icuLocale) else {
            throw TextLayoutError.icuUnavailable("a line break iterator for '\(locale)'")
        }
        self.iterator = iterator
    }

    deinit { cicu_break_close(iterator) }

    /// Every opportunity after the start of `text`, in order; the end of the text is the last.
    public func opportunities(in text: String) -> [LineBreakOpportunity] {
        utf16.removeAll(keepingCapacity: true)
        utf16.append(contentsOf: text.utf16)
        var result: [LineBreakOpportunity] = []
        utf16.withUnsafeBufferPointer { buffer in
            forEachOpportunity(in: buffer) { offset, mandatory in
                result.append(LineBreakOpportunity(offset: offset, isMandatory: mandatory))
            }
        }
        return result
    }

    /// Calls `body` with each opportunity (UTF-16 offset, mandatory?) after offset 0.
    /// The buffer must stay alive and unchanged during the call.
    func forEachOpportunity(in text: UnsafeBufferPointer<UInt16>, _ body: (Int, Bool) -> Void) {
        guard cicu_break_set_text(iterator, text.baseAddress, Int32(text.count)) == 0 else { return }
        _ = cicu_break_first(iterator)
        while true {
            let next = cicu_break_next(iterator)
            if next < 0 { break }
            let offset = Int(next)
            // ICU's UBRK_LINE_HARD range: 100 ≤ status < 200.
            let status = cicu_break_rule_status(iterator)
            let mandatory = status >= 100 && status < 200
            if keepsWordsTogether, !mandatory, offset < text.count,
               Self.isKeepAllSuppressed(text, at: offset) {
                continue
            }
            body(offset, mandatory)
        }
    }

    /// Whether keep-all removes the opportunity before `offset`: a letter or digit on both sides.
    private static func isKeepAllSuppressed(_ text: UnsafeBufferPointer<UInt16>, at offset: Int) -> Bool {
        guard let after = scalar(in: text, at: offset), let before = scalar(in: text, endingAt: offset) else {
            return false
        }
        return isKeepAllLetter(before) && isKeepAllLetter(after)
    }

    private static func isKeepAllLetter(_ scalar: UInt32) -> Bool {
        switch LineBreakClass(scalar: scalar).name {
        case "AL", "AI", "NU", "ID", "H2", "H3", "JL", "JV", "JT": true
        default: false
        }
    }

    private static func scalar(in text: UnsafeBufferPointer<UInt16>, at offset: Int) -> UInt32? {
        guard offset < text.count else { return nil }
        let unit = UInt32(text[offset])
        if unit & 0xFC00 == 0xD800, offset + 1 < text.count, text[offset + 1] & 0xFC00 == 0xDC00 {
            return 0x10000 + ((unit - 0xD800) << 10) + (UInt32(text[offset + 1]) - 0xDC00)
        }
        return unit
    }

    private static func scalar(in text: UnsafeBufferPointer<UInt16>, endingAt offset: Int) -> UInt32? {
        guard offset > 0 else { return nil }
        let unit = UInt32(text[offset - 1])
        if unit & 0xFC00 == 0xDC00, offset >= 2, text[offset - 2] & 0xFC00 == 0xD800 {
            return 0x10000 + ((UInt32(text[offset - 2]) - 0xD800) << 10) + (unit - 0xDC00)
        }
        return unit
    }

    static func language(of locale: String) -> String {
        let end = locale.firstIndex { $0 == "-" || $0 == "_" || $0 == "@" } ?? locale.endIndex
        return locale[..<end].lowercased()
    }
}
