import CICU

/// CLDR plural categories.
public enum PluralCategory: String, Sendable, CaseIterable {
    case zero, one, two, few, many, other

    /// The category an ICU keyword (ASCII, not terminated) names.
    init?(keyword: UnsafeBufferPointer<CChar>) {
        let candidate: PluralCategory? = switch (keyword.count, keyword.first.map(UInt8.init(bitPattern:))) {
        case (4, UInt8(ascii: "z")): .zero
        case (3, UInt8(ascii: "o")): .one
        case (3, UInt8(ascii: "t")): .two
        case (3, UInt8(ascii: "f")): .few
        case (4, UInt8(ascii: "m")): .many
        case (5, UInt8(ascii: "o")): .other
        default: nil
        }
        // Confirm the rest, so an unknown keyword is never taken for a known one.
        guard let candidate else { return nil }
        var position = 0
        for byte in candidate.rawValue.utf8 {
            guard UInt8(bitPattern: keyword[position]) == byte else { return nil }
            position += 1
        }
        self = candidate
    }
}

/// A locale's cardinal plural rules (CLDR, through ICU). One ICU object per instance; not safe to
/// use from two threads at once.
public final class PluralRules {
    public let locale: String
    private let rules: OpaquePointer

    public init(locale: String) throws {
        self.locale = locale
        guard let rules = cicu_plural_open(icuLocaleID(locale)) else {
            throw TextLayoutError.icuUnavailable("plural rules for '\(locale)'")
        }
        self.rules = rules
    }

    deinit { cicu_plural_close(rules) }

    /// The category `number` falls in ("other" if ICU answers something unknown).
    public func category(for number: Double) -> PluralCategory {
        // Read from the keyword's length and letters, without making a string: locales' sample
        // numbers are found by asking about some 1,400 numbers each.
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 16) { buffer in
            let length = cicu_plural_select(rules, number, buffer.baseAddress, Int32(buffer.count))
            let keyword = UnsafeBufferPointer(rebasing: buffer[0..<max(0, Int(length))])
            return PluralCategory(keyword: keyword) ?? .other
        }
    }

    public func category(for number: Int) -> PluralCategory { category(for: Double(number)) }
}
