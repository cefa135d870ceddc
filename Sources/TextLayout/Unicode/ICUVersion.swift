import CICU

/// The ICU library the text engine runs on, as "major.minor".
public var icuVersion: String {
    var buffer = [CChar](repeating: 0, count: 32)
    cicu_icu_version(&buffer)
    return string(fromCBuffer: buffer)
}

/// The Unicode version of ICU's character data, as "major.minor.patch".
public var icuUnicodeVersion: String {
    var buffer = [CChar](repeating: 0, count: 32)
    cicu_unicode_version(&buffer)
    return string(fromCBuffer: buffer)
}

/// Why an ICU service could not be opened. The engine's inputs never cause these; a missing or
/// broken ICU data library does.
public enum TextLayoutError: Error, Equatable, CustomStringConvertible {
    case icuUnavailable(String)
    case invalidMetrics(String)

    public var description: String {
        switch self {
        case .icuUnavailable(let what): "ICU could not open \(what)"
        case .invalidMetrics(let why): "invalid metrics file: \(why)"
        }
    }
}

/// A BCP 47 tag ("pt-BR") in ICU's spelling ("pt_BR"); ICU ids pass through unchanged.
///
/// ICU copies identifiers into fixed buffers (`ULOC_FULLNAME_CAPACITY`, 157 bytes), and ICU 72's
/// plural rules overflow one on a longer name (found by fuzzing: a fortify abort). Locales come
/// from untrusted dumps and catalogs, so an identifier that is too long or holds anything but
/// ASCII letters, digits, `-`, `_`, `@`, `=` and `;` stands for its language subtag, or for the
/// root locale when it has none.
func icuLocaleID(_ locale: String) -> String {
    let id = String(locale.map { $0 == "-" ? "_" : $0 })
    let allowed = id.utf8.allSatisfy { byte in
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x5F || byte == 0x40 || byte == 0x3D || byte == 0x3B
    }
    if allowed, id.utf8.count <= maximumICULocaleLength { return id }
    let language = id.prefix { $0.isASCII && $0.isLetter }
    return (2...8).contains(language.count) ? String(language) : ""
}

/// Longer than any real identifier (the longest BCP 47 tags in CLDR are about 30 bytes), far
/// below ICU's buffers.
let maximumICULocaleLength = 64

/// A NUL-terminated C buffer as a String.
func string(fromCBuffer buffer: [CChar]) -> String {
    let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    return String(decoding: bytes, as: UTF8.self)
}
