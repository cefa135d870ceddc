import HIGInput
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
            guard text.shouldTranslate else { continue }
            if let key = text.localizationKey, let catalog, !catalog.shouldTranslate(table: ScreenLocalization.table(of: text), key: key) { continue }
            // One finding per text, naming every locale that lacks it.
            let translations = localization.resolver.translations(of: text)
            let missing = localization.indexedLocales.filter { !localization.resolver.hasTranslation(translations, locale: $0) }.map(\.name)
            guard !missing.isEmpty else { continue }
            var evidence = [Evidence(.text, .string(text.string))]
            if let key = text.localizationKey { evidence.append(Evidence(.textKey, .string(key))) }
            evidence.append(Evidence(.locale, .string(missing[0])))
            if missing.count > 1 { evidence.append(Evidence(.missingLocales, .string(missing.joined(separator: ",")))) }
            if text.localizationTable != nil { evidence.append(Evidence(.table, .string(ScreenLocalization.table(of: text)))) }
            findings.report(
                Self.message(text, locales: missing, catalog: catalog),
                at: item.path,
                source: text.source,
                context: item.container,
                evidence: evidence
            )
        }
    }

    /// What people see instead, as `Bundle.localizedString(forKey:value:table:)` documents it:
    /// a key that is not in the locale's table returns the `value` passed (the default value of
    /// `String(localized:defaultValue:)` or `NSLocalizedString(_:value:comment:)`), else the key
    /// itself. A key that is the development text therefore shows that text; a key-style key
    /// (`settings.title`) shows the key unless the code passed a default value.
    /// Whether the text is a storyboard's or xib's, keyed by object ID as Xcode keys it.
    static func isInterfaceBuilderText(_ text: HIGModel.Text) -> Bool {
        let file = text.source.file
        return (file.hasSuffix(".storyboard") || file.hasSuffix(".xib")) && text.localizationKey != nil
    }

    static func message(_ text: HIGModel.Text, locales: [String], catalog: TranslationCatalog?) -> String {
        let key = text.localizationKey.map { " (\($0))" } ?? ""
        let which = FindingConsolidation.summary(of: locales)
        let shows: String
        if Self.isInterfaceBuilderText(text) {
            // A storyboard or xib loads its texts from `<Name>.strings` in the locale's folder
            // and keeps the text the document holds (the Base text) for a key it lacks.
            shows = "iOS shows the Base text '\(text.string)' from the storyboard"
        } else if let name = text.localizationKey, name != text.string {
            shows = "the lookup returns the key '\(name)' itself unless the code passes a default value"
        } else if text.localizationKey != nil {
            shows = "the lookup returns the key, which is the development-language text"
        } else {
            shows = "people see the development-language text"
        }
        if let name = text.localizationKey, let catalog, !catalog.isEmpty, !catalog.contains(table: ScreenLocalization.table(of: text), key: name) {
            return "'\(text.string)'\(key) is in no strings table: in \(which) \(shows)"
        }
        return "'\(text.string)'\(key) has no \(which) translation: \(shows)"
    }
}
