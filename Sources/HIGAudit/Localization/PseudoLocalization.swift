import Foundation

/// Xcode's pseudolanguages, applied to development-language text so truncation budgets are
/// checked before translations exist, plus a plain expansion factor.
public enum PseudoLocalization: Hashable, Sendable, CustomStringConvertible {
    /// Letters with accents and marks: catches clipped diacritics and font fallbacks.
    case accented
    /// Every string twice: the room a long translation (German, Finnish) needs.
    case doubleLength
    /// `[# … #]` around every string: shows where text is cut at either end.
    case bounded
    /// Right-to-left layout with the development text.
    case rightToLeft
    /// Strings lengthened to `factor` times their length with their own characters.
    case expand(Double)

    /// `accented`, `double-length`, `bounded`, `rtl`, `expand=1.4`.
    public init?(mode: String) {
        switch mode.trimmingCharacters(in: .whitespaces) {
        case "accented": self = .accented
        case "double-length": self = .doubleLength
        case "bounded": self = .bounded
        case "rtl", "right-to-left": self = .rightToLeft
        case let other where other.hasPrefix("expand="):
            guard let factor = Double(other.dropFirst("expand=".count)), factor.isFinite, factor >= 1, factor <= 10 else { return nil }
            self = .expand(factor)
        default: return nil
        }
    }

    public var description: String {
        switch self {
        case .accented: "accented"
        case .doubleLength: "double-length"
        case .bounded: "bounded"
        case .rightToLeft: "rtl"
        case .expand(let factor): "expand=\(formatPoints(factor))"
        }
    }

    /// The locale findings name: the development language with a private-use subtag
    /// (`en-x-double`), so ICU still breaks lines and maps case as for the development language.
    public func locale(development: String) -> String {
        switch self {
        case .accented: "\(development)-x-accented"
        case .doubleLength: "\(development)-x-double"
        case .bounded: "\(development)-x-bounded"
        case .rightToLeft: "\(development)-x-rtl"
        case .expand(let factor): "\(development)-x-expand\(String(Int((factor * 100).rounded())))"
        }
    }

    public var isRightToLeft: Bool { self == .rightToLeft }

    public func apply(_ text: String) -> String {
        guard !text.isEmpty else { return text }
        switch self {
        case .accented:
            return String(String.UnicodeScalarView(text.unicodeScalars.map { Self.accents[$0] ?? $0 }))
        case .doubleLength:
            return text + " " + text
        case .bounded:
            return "[# " + text + " #]"
        case .rightToLeft:
            return text
        case .expand(let factor):
            let characters = Array(text)
            let target = Int((Double(characters.count) * factor).rounded(.up))
            guard target > characters.count else { return text }
            var out = text + " "
            var added = 1
            var index = 0
            while characters.count + added < target {
                out.append(characters[index % characters.count])
                index += 1
                added += 1
            }
            return out
        }
    }

    /// Accented look-alikes of ASCII letters, as Xcode's accented pseudolanguage shows them.
    static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let pairs: [(String, String)] = [
            ("abcdefghijklmnopqrstuvwxyz", "àƀçđéƒĝĥîĵķĺɱñöƥʠŕšţûṽŵẋýž"),
            ("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "ÀƁÇĐÉƑĜĤÎĴĶĹṀÑÖƤǪŔŠŢÛṼŴẊÝŽ"),
        ]
        var map: [Unicode.Scalar: Unicode.Scalar] = [:]
        for (plain, accented) in pairs {
            for (a, b) in zip(plain.unicodeScalars, accented.unicodeScalars) { map[a] = b }
        }
        return map
    }()
}
