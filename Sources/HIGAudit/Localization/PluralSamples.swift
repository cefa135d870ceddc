import Foundation
import TextLayout

/// The plural categories a locale's cardinal rules use, with a realistic wide number for each,
/// found by asking ICU's rules about candidate numbers.
public struct PluralSamples: Sendable {
    public let locale: String
    /// In CLDR order (zero, one, two, few, many, other); what a plural variation must spell out.
    public let categories: [PluralCategory]
    /// The widest sample of each category below a million (integers before fractions).
    public let samples: [PluralCategory: Double]

    /// Integers 0…1,100 and the first hundred past ten thousand, a hundred thousand and a
    /// million, then fractions: every category CLDR defines shows up among them.
    static let candidates: [Double] = {
        var numbers = (0...1_100).map(Double.init)
        for base in [10_000, 100_000, 1_000_000] { numbers += (base...(base + 100)).map(Double.init) }
        return numbers + [0.5, 1.5, 2.5, 0.1, 1.1, 2.1, 5.5, 10.5, 100.5, 1_000.5]
    }()

    public init(locale: String) {
        self.locale = locale
        guard let rules = try? PluralRules(locale: locale) else {
            categories = [.other]
            samples = [.other: 10_000]
            return
        }
        var best: [PluralCategory: Double] = [:]
        for number in Self.candidates {
            let category = rules.category(for: number)
            guard let current = best[category] else {
                best[category] = number
                continue
            }
            // Prefer integers, then the widest number short of a million.
            let currentIsInteger = current.rounded() == current
            let isInteger = number.rounded() == number
            if isInteger && !currentIsInteger {
                best[category] = number
            } else if isInteger == currentIsInteger, number < 1_000_000 || current >= 1_000_000, number > current || (current >= 1_000_000 && number < current) {
                best[category] = number
            }
        }
        samples = best
        categories = PluralCategory.allCases.filter { best[$0] != nil }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var cache: [String: PluralSamples] = [:]

    /// Shared per locale: ICU's answers do not change during a run.
    public static func of(_ locale: String) -> PluralSamples {
        lock.lock()
        defer { lock.unlock() }
        if let known = cache[locale] { return known }
        let made = PluralSamples(locale: locale)
        cache[locale] = made
        return made
    }
}

/// Replaces printf-style and `%@` format specifiers with realistic wide values, as the running
/// app would show them: numbers formatted for the locale (grouping separators, native digits)
/// and a long name for objects.
final class FormatFiller {
    /// Stands in for `%@`: a long given name, since most objects shown in cells are names.
    static let objectSample = "Maximilian Alexander"
    private var formatters: [String: NumberFormatter] = [:]

    func fill(_ text: String, locale: String, category: PluralCategory?) -> String {
        guard text.containsUTF8Byte(UInt8(ascii: "%")) else { return text }  // not Foundation's contains: it goes through NSString
        let samples = PluralSamples.of(locale)
        let number = samples.samples[category ?? .other] ?? samples.samples[.other] ?? 10_000
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            guard scalars[i] == "%" else {
                out.append(scalars[i])
                i += 1
                continue
            }
            var j = i + 1
            if j < scalars.count, scalars[j] == "%" {
                out.append("%")
                i = j + 1
                continue
            }
            guard let conversionIndex = FormatSpecifier.conversionIndex(in: scalars, at: i) else {
                out.append(contentsOf: scalars[i...])
                break
            }
            j = conversionIndex
            let conversion = scalars[j]
            switch conversion {
            case "d", "i", "u", "o", "x", "X", "D", "U", "O":
                out.append(contentsOf: format(number, locale: locale).unicodeScalars)
            case "f", "F", "e", "E", "g", "G", "a", "A":
                out.append(contentsOf: format(number + (number.rounded() == number ? 0.25 : 0), locale: locale, fraction: 2).unicodeScalars)
            case "@", "s", "S":
                out.append(contentsOf: Self.objectSample.unicodeScalars)
            case "c", "C":
                out.append("W")
            default:
                // Not a specifier: keep the text as written.
                out.append(contentsOf: scalars[i...j])
            }
            i = j + 1
        }
        return String(out)
    }

    func format(_ number: Double, locale: String, fraction: Int = 0) -> String {
        let key = "\(locale)|\(fraction)"
        let formatter: NumberFormatter
        if let known = formatters[key] {
            formatter = known
        } else {
            formatter = NumberFormatter()
            formatter.locale = Locale(identifier: locale)
            formatter.numberStyle = .decimal
            formatter.usesGroupingSeparator = true
            formatter.minimumFractionDigits = number.rounded() == number ? fraction : max(fraction, 1)
            formatter.maximumFractionDigits = max(fraction, 2)
            formatters[key] = formatter
        }
        return formatter.string(from: NSNumber(value: number)) ?? String(number)
    }
}
