import HIGInput
import HIGModel

/// Pseudo-locales (`en-XA`, `ar-XB`, `qps-ploc`) and translation tools' in-context editing
/// locales are test aids. Committed beside the real locales they ship in the app bundle, where
/// a device set to a matching language may show brackets, accents and tokens.
public struct L10nPseudoLocaleRule: Rule {
    public static let description = RuleDescription(
        id: "l10n/pseudo-locale",
        name: "CommittedPseudoLocale",
        title: "Pseudo-locales and translation-tool locales are not shipped as languages",
        guideline: Guideline(title: "Localize every string people see", section: "Localization", url: "https://developer.apple.com/localization/"),
        defaultSeverity: .warning
    )

    public init(options: RuleOptions) {}

    public func check(_ screen: ScreenContext, into findings: inout FindingSink) {
        let localization = screen.localization
        for locale in localization.artefactLocales {
            // Reported at the first text translated into it; the finding is the same on every
            // screen, and the audit keeps one.
            guard let item = localization.items.first(where: { localization.resolver.translation($0.text, locale: locale) != nil }),
                  let found = localization.resolver.translation(item.text, locale: locale) else { continue }
            let sample = found.entry?.value ?? found.inline?.string ?? ""
            let kind = ArtefactLocales.isPseudoTag(locale) ? "pseudo-locale" : "translation tool's in-context editing locale"
            var evidence = [Evidence(.locale, .string(locale)), Evidence(.sample, .string(sample))]
            if let position = found.entry?.position ?? found.inline.map(TextResolver.position(of:)) {
                evidence.append(Evidence(.translationFile, .string(position.description)))
            }
            findings.report(
                "'\(locale)' is a \(kind), committed beside the real locales; it is not measured as a language — keep it out of the shipped bundle",
                at: item.path, source: item.text.source, context: item.container, evidence: evidence
            )
        }
    }
}
