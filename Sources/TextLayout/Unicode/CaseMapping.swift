import CICU

/// Uppercases `text` with the locale's rules, as UIKit does for grouped table headers:
/// "ß" becomes "SS" everywhere, and Turkish and Azeri "i" becomes "İ". `locale` is a BCP 47 or
/// ICU id; "" uses the root rules. Returns the text unchanged if ICU fails.
public func uppercased(_ text: String, locale: String) -> String {
    let source = Array(text.utf16)
    guard !source.isEmpty else { return text }
    let icuLocale = icuLocaleID(locale)
    // Uppercasing rarely grows a string by more than a few units ("ß" → "SS", "ŉ" → "ʼN").
    var capacity = source.count + 16
    for _ in 0..<2 {
        var destination = [UInt16](repeating: 0, count: capacity)
        let needed = source.withUnsafeBufferPointer { input in
            destination.withUnsafeMutableBufferPointer { output in
                cicu_to_upper(output.baseAddress, Int32(output.count), input.baseAddress, Int32(input.count),
                              icuLocale)
            }
        }
        if needed < 0 { return text }
        if Int(needed) <= capacity {
            return destination.withUnsafeBufferPointer { decodeUTF16(UnsafeBufferPointer(rebasing: $0[0..<Int(needed)])) }
        }
        capacity = Int(needed)
    }
    return text
}

/// UTF-16 code units as a string, as `String(decoding:as: UTF16.self)` makes it (each unpaired
/// surrogate becomes U+FFFD), through UTF-8: the standard library decodes UTF-16 on its
/// unspecialised generic path, whose associated-type look-ups walk the conformance records at
/// their first calls (1.4 M instructions of the bundled example's start-up).
func decodeUTF16(_ units: UnsafeBufferPointer<UInt16>) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(units.count * 3)
    var index = 0
    while index < units.count {
        var scalar = UInt32(units[index])
        index += 1
        if scalar & 0xFC00 == 0xD800, index < units.count, units[index] & 0xFC00 == 0xDC00 {
            scalar = 0x10000 + ((scalar - 0xD800) << 10 | (UInt32(units[index]) - 0xDC00))
            index += 1
        } else if scalar & 0xF800 == 0xD800 {
            scalar = 0xFFFD
        }
        switch scalar {
        case ..<0x80:
            bytes.append(UInt8(scalar))
        case ..<0x800:
            bytes.append(UInt8(0xC0 | scalar >> 6))
            bytes.append(UInt8(0x80 | scalar & 0x3F))
        case ..<0x10000:
            bytes.append(UInt8(0xE0 | scalar >> 12))
            bytes.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            bytes.append(UInt8(0x80 | scalar & 0x3F))
        default:
            bytes.append(UInt8(0xF0 | scalar >> 18))
            bytes.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            bytes.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            bytes.append(UInt8(0x80 | scalar & 0x3F))
        }
    }
    return String(decoding: bytes, as: UTF8.self)
}
