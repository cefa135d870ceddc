import CICU

/// CLDR plural categories.
public enum PluralCategory: String, Sendable, CaseIterable {
    case zero, one, two, few, many, other
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
        var buffer = [CChar](repeating: 0, count: 16)
        let length = cicu_plural_select(rules, number, &buffer, Int32(buffer.count))
        guard length > 0 else { return .other }
        return PluralCategory(rawValue: string(fromCBuffer: buffer)) ?? .other
    }

    public func category(for number: Int) -> PluralCategory { category(for: Double(number)) }
}
