import HIGModel
import Testing
@testable import HIGAudit

@Suite struct TextResolverTests {
    static func resolver() -> TextResolver {
        TextResolver(developmentLocale: "en", catalog: nil, pseudo: [])
    }

    /// `count` locales `x00000`, `x00001`, … translated as `T0`, `T1`, …, plus `de` and a
    /// second `x00001` that must lose to the first.
    static func text(_ count: Int) -> HIGModel.Text {
        var localizations = (0..<count).map { Localization(locale: "x" + String(100_000 + $0).dropFirst(), string: "T\($0)") }
        localizations.append(Localization(locale: "de", string: "Deutsch"))
        localizations.append(Localization(locale: "x00001", string: "duplicate"))
        return HIGModel.Text("Source", localizations: localizations)
    }

    @Test(arguments: [3, TextResolver.indexedTranslationCount, 1_000])
    func inlineLookupMatchesTheLinearSearch(_ count: Int) {
        let resolver = Self.resolver()
        let text = Self.text(count)
        for locale in ["x00000", "x00001", "x00002", "de", "de-CH", "de_AT", "fr", "x"] {
            #expect(resolver.inlineTranslation(text, locale: locale) == TextResolver.inline(text, locale: locale), "\(locale)")
        }
        #expect(resolver.inlineTranslation(text, locale: "x00001")?.string == "T1")
        #expect(resolver.inlineTranslation(text, locale: "de-CH")?.string == "Deutsch")
        #expect(resolver.inlineTranslation(text, locale: "fr") == nil)
    }

    /// The index belongs to the translations, not to a position: a changed copy of an indexed
    /// text gets its own answers, and the original keeps its.
    @Test func aChangedCopyIsNotAnsweredFromTheOriginalsIndex() {
        let resolver = Self.resolver()
        let original = Self.text(100)
        #expect(resolver.resolve(original, locale: "x00050", category: nil).string == "T50")
        var changed = original
        changed.localizations[50].string = "changed"
        #expect(resolver.resolve(changed, locale: "x00050", category: nil).string == "changed")
        #expect(resolver.resolve(original, locale: "x00050", category: nil).string == "T50")
        changed.localizations.removeAll { $0.locale == "de" }
        #expect(!resolver.resolve(changed, locale: "de", category: nil).isTranslated)
        #expect(resolver.resolve(original, locale: "de", category: nil).isTranslated)
    }

    /// Every one of 50,000 inline locales resolved: linear in the number of locales (it was
    /// quadratic, a linear search per locale).
    @Test func fiftyThousandLocalesResolveInLinearTime() {
        let resolver = Self.resolver()
        let text = Self.text(50_000)
        var translated = 0
        for index in 0..<50_000 {
            let locale = "x" + String(100_000 + index).dropFirst()
            if resolver.resolve(text, locale: locale, category: nil).string == "T\(index)" { translated += 1 }
        }
        #expect(translated == 50_000)
    }
}
