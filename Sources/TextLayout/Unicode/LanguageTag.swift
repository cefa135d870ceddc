import CICU

/// Locale identifiers in one spelling: ICU's canonical BCP 47 form.
///
/// Inputs name locales in several spellings for the same language — `de_DE` in a `.lproj`
/// folder, `de-de` typed by hand, `de-DE` in a String Catalog — and translations are looked up
/// by exact name, so every name is brought to one form before anything compares them: `_`
/// becomes `-`, case follows BCP 47 (`zh-Hans-CN`), and ICU's own canonicalisation applies
/// (`iw` → `he`). A name ICU cannot parse as a whole (`en-a`, `de-1`, `../etc`) has none.
public enum LanguageTag {
    /// Longer than any real identifier (the longest BCP 47 tags in CLDR are about 30 bytes).
    public static let maximumLength = 64

    /// The canonical form of `name` (a BCP 47 tag, or Apple's `pt_BR` spelling of one), or nil
    /// when it is not a well-formed language tag.
    public static func canonical(_ name: String) -> String? {
        // Only ASCII letters, digits and separators ever reach ICU, and never more than it
        // copies into its fixed buffers.
        guard !name.isEmpty, name.utf8.count <= maximumLength, name.utf8.allSatisfy(isTagByte) else { return nil }
        // A language subtag has 2–3 letters (or 5–8, registered); ICU would read `root` as a
        // name of the root locale.
        let language = name.utf8.prefix { $0 != 0x2D && $0 != 0x5F }
        guard (2...3).contains(language.count) || (5...8).contains(language.count), language.allSatisfy({ $0 >= 0x41 }) else { return nil }
        let tag = String(name.map { $0 == "_" ? "-" : $0 })
        var buffer = [CChar](repeating: 0, count: 160)
        let length = cicu_canonical_language_tag(tag, &buffer, Int32(buffer.count))
        guard length > 0 else { return nil }
        return string(fromCBuffer: buffer)
    }

    private static func isTagByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x2D || byte == 0x5F
    }
}
