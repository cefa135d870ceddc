import HIGModel

/// A localized text without a translation shows the development language in the middle of a
/// translated screen: iOS falls back to it string by string.
public struct L10nMissingTranslationRule: Rule {
    public static let description = RuleDescription(
        id: "l10n/missing-translation",
        name: "MissingTranslation",
        title: "Every localized text is translated into every locale the app ships",
        guideline: Guideline(title: "Localize every string people see", section: "Localization", url: "https://developer.apple.com/localization/"),
        defaultSeverity: .note
    )

    public init(options: RuleOptions) {}

    public func check(_ screen: ScreenContext, into findings: inout FindingSink) {
        let localization = screen.localization
        guard !localization.locales.isEmpty else { return }
        let catalog = localization.resolver.catalog
        for item in localization.items {
            let text = item.text
            if let key = text.localizationKey, let catalog, !catalog.shouldTranslate(table: ScreenLocalization.table(of: text), key: key) { continue }
            for locale in localization.locales where localization.resolver.translation(text, locale: locale) == nil {
                var evidence = [Evidence(.text, .string(text.string))]
                if let key = text.localizationKey { evidence.append(Evidence(.textKey, .string(key))) }
                evidence.append(Evidence(.locale, .string(locale)))
                if text.localizationTable != nil { evidence.append(Evidence(.table, .string(ScreenLocalization.table(of: text)))) }
                findings.report(
                    Self.message(text, locale: locale, catalog: catalog),
                    at: item.path,
                    source: text.source,
                    context: item.container,
                    evidence: evidence
                )
            }
        }
    }

    static func message(_ text: HIGModel.Text, locale: String, catalog: TranslationCatalog?) -> String {
        let key = text.localizationKey.map { " (\($0))" } ?? ""
        if let name = text.localizationKey, let catalog, !catalog.isEmpty, !catalog.contains(table: ScreenLocalization.table(of: text), key: name) {
            return "'\(text.string)'\(key) is in no strings table: \(locale) shows the development-language text"
        }
        return "'\(text.string)'\(key) has no \(locale) translation: iOS shows the development-language text"
    }
}
