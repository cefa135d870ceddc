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
            return String(decoding: destination[0..<Int(needed)], as: UTF16.self)
        }
        capacity = Int(needed)
    }
    return text
}
