import HIGInput
import HIGModel
import TextLayout

/// A count shown with fewer plural forms than the language has reads wrong for some numbers
/// ("21 сообщений" where Russian says "21 сообщение").
public struct L10nMissingPluralFormRule: Rule {
    public static let description = RuleDescription(
        id: "l10n/missing-plural-form",
        name: "MissingPluralForm",
        title: "Texts with a count have every plural form their language needs",
        guideline: Guideline(title: "Localize every string people see", section: "Localization", url: "https://developer.apple.com/localization/"),
        defaultSeverity: .warning
    )

    public init(options: RuleOptions) {}

    public func check(_ screen: ScreenContext, into findings: inout FindingSink) {
        let localization = screen.localization
        let resolver = localization.resolver
        // Whether the catalog may give a text a plural variation or a count: an entry that
        // varies by count or holds a `%`.
        let catalogMayShowCounts = resolver.catalog.map { $0.mayHoldPlurals || $0.mayHoldPercentSigns } ?? false
        for item in localization.items {
            let text = item.text
            // Without such a catalog entry, a count needs a format specifier in the text or one
            // of its inline translations: most texts have neither, and then no locale needs
            // looking at.
            if !catalogMayShowCounts, !Self.mayShowCount(text) { continue }
            let translations = resolver.translations(of: text)
            for indexedLocale in [localization.indexedDevelopmentLocale] + localization.indexedLocales {
                let locale = indexedLocale.name
                let entry: TranslationEntry?
                let string: String
                var position: FilePosition?
                if locale == localization.developmentLocale {
                    entry = resolver.catalogEntry(translations, locale: locale)
                    string = entry?.value ?? text.string
                } else {
                    guard let found = resolver.translation(translations, locale: indexedLocale) else { continue }
                    entry = found.entry
                    string = found.entry?.value ?? found.inline?.string ?? ""
                    position = found.inline.map(TextResolver.position(of:))
                }
                // Only plural variations and shown counts need the locale's plural forms; most
                // texts have neither, and finding a locale's forms asks ICU about many numbers.
                let isPlural = entry?.isPlural ?? false
                // A count is a specifier in a format; other texts show their `%` as written.
                let specifier = isPlural || !TextResolver.isFormat(text) ? nil : FormatFiller.countSpecifier(in: string)
                guard isPlural || specifier != nil else { continue }
                let needed = PluralSamples.of(locale).categories.map(\.rawValue)
                position = entry?.position ?? position
                func evidence(missing: [String]) -> [Evidence] {
                    var evidence = [Evidence(.text, .string(string))]
                    if let key = text.localizationKey { evidence.append(Evidence(.textKey, .string(key))) }
                    evidence.append(Evidence(.locale, .string(locale)))
                    evidence.append(Evidence(.requiredCategories, .string(needed.joined(separator: ","))))
                    evidence.append(Evidence(.missingCategories, .string(missing.joined(separator: ","))))
                    return evidence
                }
                if let entry, isPlural {
                    // Quote what people read (the `other` form), not `%#@variable@`.
                    let shown = entry.string(for: PluralCategory.other.rawValue)
                    for variation in entry.variations {
                        let missing = needed.filter { !variation.categories.contains($0) }
                        guard !missing.isEmpty else { continue }
                        var own = evidence(missing: missing)
                        if !variation.name.isEmpty { own.append(Evidence(.variable, .string(variation.name))) }
                        if let position { own += LocalizationEvidence.of(position) }
                        let variable = variation.name.isEmpty ? "" : " (variable '\(variation.name)')"
                        findings.report(
                            "'\(shown)'\(text.localizationKey.map { " (\($0))" } ?? "") lacks the \(locale) plural form\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", "))\(variable): \(locale) needs \(needed.joined(separator: ", ")); those counts show the 'other' form",
                            at: item.path,
                            source: text.source,
                            context: item.container,
                            evidence: own
                        )
                    }
                } else if needed.count > 1, let specifier {
                    var own = evidence(missing: needed.filter { $0 != "other" })
                    if let position { own += LocalizationEvidence.of(position) }
                    findings.report(
                        "'\(string)'\(text.localizationKey.map { " (\($0))" } ?? "") shows a count (\(specifier)) without plural variations: \(locale) needs \(needed.joined(separator: ", "))",
                        at: item.path,
                        source: text.source,
                        context: item.container,
                        evidence: own
                    )
                }
            }
        }
    }

    /// Whether the text or one of its inline translations holds a `%`, which every count
    /// specifier starts with.
    static func mayShowCount(_ text: HIGModel.Text) -> Bool {
        guard TextResolver.isFormat(text) else { return false }
        let percent = UInt8(ascii: "%")
        return text.string.containsUTF8Byte(percent) || text.localizations.contains { $0.string.containsUTF8Byte(percent) }
    }
}
