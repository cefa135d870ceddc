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
func icuLocaleID(_ locale: String) -> String {
    String(locale.map { $0 == "-" ? "_" : $0 })
}

/// A NUL-terminated C buffer as a String.
func string(fromCBuffer buffer: [CChar]) -> String {
    let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    return String(decoding: bytes, as: UTF8.self)
}
