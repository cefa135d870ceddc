import CICU
import Foundation

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
    /// Names the rules this breaker applies: breakers with the same key find the same
    /// opportunities in every text ("root", "ja@lb=strict", "root+keep-all", …).
    public let rulesKey: String
    private let iterator: OpaquePointer
    private var utf16: [UInt16] = []

    /// `locale` is a BCP 47 or ICU locale id ("de", "ja-JP", "ko"); "" for the root rules.
    public init(locale: String = "") throws {
        self.locale = locale
        let setup = Self.setup(for: locale)
        keepsWordsTogether = setup.keepsWordsTogether
        guard let (iterator, key) = LineBreakRules.iterator(icuLocale: setup.icuLocale) else {
            throw TextLayoutError.icuUnavailable("a line break iterator for '\(locale)'")
        }
        self.iterator = iterator
        rulesKey = setup.keepsWordsTogether ? key + "+keep-all" : key
    }

    /// The rules key a breaker for `locale` would have, without making one.
    public static func rulesKey(for locale: String) -> String? {
        let setup = setup(for: locale)
        guard let key = LineBreakRules.key(icuLocale: setup.icuLocale) else { return nil }
        return setup.keepsWordsTogether ? key + "+keep-all" : key
    }

    private static func setup(for locale: String) -> (icuLocale: String, keepsWordsTogether: Bool) {
        let language = language(of: locale)
        return (language == "ja" ? "ja@lb=strict" : icuLocaleID(locale), language == "ko")
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

/// ICU line iterators shared by the whole process. Opening one loads and compiles its rules;
/// a sweep of 40 locales opening them per screen spent 8% of its time there. Each set of rules
/// is opened once as a template and cloned for every breaker, and locales are mapped to the
/// rules they select: most use the root rules.
enum LineBreakRules {
    private static let lock = NSLock()
    /// One template per rules key; few (root, ja, zh, zh_Hant, with their `lb` variants).
    nonisolated(unsafe) private static var templates: [String: OpaquePointer] = [:]
    /// ICU locale id → rules key. Bounded: a dump can name any number of locales.
    nonisolated(unsafe) private static var keys: [String: String] = [:]
    private static let maximumRemembered = 4096

    /// A new iterator for `icuLocale`, and the key of its rules.
    static func iterator(icuLocale: String) -> (OpaquePointer, String)? {
        lock.lock()
        defer { lock.unlock() }
        guard let key = lockedKey(icuLocale), let template = templates[key],
              let clone = cicu_break_clone(template) else { return nil }
        return (clone, key)
    }

    static func key(icuLocale: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        return lockedKey(icuLocale)
    }

    /// The key of `icuLocale`'s rules: the locale ICU takes them from plus the `lb` keyword,
    /// the only other thing that selects line rules in ICU 72. Opens an iterator the first time.
    private static func lockedKey(_ icuLocale: String) -> String? {
        if let key = keys[icuLocale] { return key }
        guard let opened = cicu_break_open(Int32(CICU_BREAK_LINE), icuLocale) else { return nil }
        var buffer = [CChar](repeating: 0, count: 96)
        cicu_break_actual_locale(opened, &buffer, Int32(buffer.count))
        let key = string(fromCBuffer: buffer) + (lineBreakKeyword(icuLocale).map { "@lb=" + $0 } ?? "")
        if templates[key] == nil {
            templates[key] = opened
        } else {
            cicu_break_close(opened)
        }
        if keys.count >= maximumRemembered { keys.removeAll() }
        keys[icuLocale] = key
        return key
    }

    /// The value of the `lb` keyword in an ICU locale id ("ja@lb=strict" → "strict").
    static func lineBreakKeyword(_ icuLocale: String) -> String? {
        guard let at = icuLocale.firstIndex(of: "@") else { return nil }
        for keyword in icuLocale[icuLocale.index(after: at)...].split(separator: ";") {
            let parts = keyword.split(separator: "=", maxSplits: 1)
            if parts.count == 2, parts[0].lowercased() == "lb" { return parts[1].lowercased() }
        }
        return nil
    }
}
