import HIGModel
import Testing
@testable import HIGAudit
@testable import HIGInput

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

    /// The language of a locale name is its first non-empty part between `-` and `_`, as
    /// splitting the name gives it, and the name itself when it has no such part.
    @Test func languageOfALocaleNameIsItsFirstPart() {
        let names = ["de", "de-CH", "de_AT", "zh-Hant-TW", "zh_Hant", "-de", "_-x-y", "", "-", "--_", "sr-Latn-", "e\u{301}s-MX", "-\u{301}x", "x-\u{301}"]
        for name in names {
            let split = name.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? name
            #expect(LocaleName.language(of: name) == split, "\(name)")
        }
        #expect(LocaleName.language(of: "zh-Hant-TW") == "zh")
        #expect(LocaleName.language(of: "_pt_BR") == "pt")
        #expect(LocaleName.language(of: "--") == "--")
        // A combining mark after a hyphen makes one character that is no separator.
        #expect(LocaleName.language(of: "x-\u{301}y") == "x-\u{301}y")
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

    /// An app and its widget both translate `Main.storyboard`'s object `Lbl-1` (a storyboard
    /// copied from a template keeps its object IDs): a text read from the widget's storyboard
    /// shows the widget's translation, one from the app's the app's, whichever bundle was read
    /// first; a text whose file is in neither (a dump) reads the first read, as before.
    @Test func aTextReadsItsOwnBundlesTable() {
        func text(_ file: String) -> HIGModel.Text {
            HIGModel.Text("Now", localizationKey: "Lbl-1.text", localizationTable: "Main", source: .synthesized(file))
        }
        for appFirst in [true, false] {
            var catalog = TranslationCatalog()
            var sources = [("App", "Jetzt"), ("Widget", "Gerade")]
            if !appFirst { sources.reverse() }
            for (bundle, value) in sources {
                catalog.add(TranslationEntry(value: value, position: FilePosition(file: "\(bundle)/de.lproj/Main.strings", line: 1, column: 1)), table: "Main", key: "Lbl-1.text", locale: "de")
            }
            // A second bundle's entry is no duplicate of the first's.
            #expect(catalog.diagnostics.isEmpty)
            let resolver = TextResolver(developmentLocale: "en", catalog: catalog, pseudo: [])
            #expect(resolver.resolve(text("Widget/Base.lproj/Main.storyboard"), locale: "de", category: nil).string == "Gerade")
            #expect(resolver.resolve(text("App/Base.lproj/Main.storyboard"), locale: "de", category: nil).string == "Jetzt")
            // By language, as the bundle lookup falls back: de-CH reads de.
            #expect(resolver.resolve(text("Widget/Base.lproj/Main.storyboard"), locale: "de-CH", category: nil).string == "Gerade")
            #expect(resolver.resolve(text("dump.json"), locale: "de", category: nil).string == (appFirst ? "Jetzt" : "Gerade"))
            #expect(resolver.resolve(text("Dumps/settings.json"), locale: "de", category: nil).string == (appFirst ? "Jetzt" : "Gerade"))

            // Merged into another catalog, and with its locales renamed, each bundle keeps its own.
            var merged = TranslationCatalog()
            merged.add(TranslationEntry(value: "x", position: FilePosition(file: "Other/de.lproj/Other.strings", line: 1, column: 1)), table: "Other", key: "x", locale: "de")
            merged.merge(catalog)
            let renamed = merged.renamingLocales(["de": "de-DE"])
            #expect(renamed.entry(table: "Main", key: "Lbl-1.text", locale: "de-DE", readBy: "Widget/Base.lproj/Main.storyboard")?.value == "Gerade")
            #expect(renamed.entry(table: "Main", key: "Lbl-1.text", locale: "de-DE", readBy: "App/Base.lproj/Main.storyboard")?.value == "Jetzt")
        }
    }

    /// The locales a container's texts are translated to: the catalog's and the inline ones,
    /// sorted, each once, without the development language, however many there are.
    @Test(arguments: [0, 3, TextResolver.indexedTranslationCount + 5])
    func knownLocalesMergeTheCatalogAndInlineTranslations(_ count: Int) {
        var catalog = TranslationCatalog()
        let position = FilePosition(file: "Localizable.xcstrings", line: 1, column: 1)
        for locale in ["fr", "de", "en", "ja"] {
            catalog.add(TranslationEntry(value: "v", position: position), table: "Localizable", key: "k", locale: locale)
        }
        let resolver = TextResolver(developmentLocale: "en", catalog: catalog, pseudo: [])
        let texts = [Self.text(count), HIGModel.Text("Other", localizations: [Localization(locale: "ar", string: "أخرى"), Localization(locale: "fr", string: "Autre"), Localization(locale: "en", string: "Other")])]
        var expected = Set(["fr", "de", "ja", "ar"])
        for text in texts { for localization in text.localizations { expected.insert(localization.locale) } }
        expected.remove("en")
        #expect(resolver.knownLocales(of: texts) == expected.sorted())
        #expect(TextResolver(developmentLocale: "en", catalog: catalog, pseudo: []).knownLocales(of: []) == ["de", "fr", "ja"])
        #expect(Self.resolver().knownLocales(of: [HIGModel.Text("Plain")]).isEmpty)
    }

    /// A locale whose translations are tool tokens is an artefact; a screen without a token
    /// anywhere skips the text-by-text look-up and partitions its locales the same.
    @Test func toolTokenLocalesAreArtefactsWithOrWithoutTheScreenScan() {
        let token = { (id: Int) in Localization(locale: "ach", string: "crwdns\(id):0crwdne\(id):0") }
        let texts = [
            HIGModel.Text("Save", localizations: [token(1), Localization(locale: "de", string: "Sichern")]),
            HIGModel.Text("Cancel", localizations: [token(2), Localization(locale: "de", string: "Abbrechen")]),
        ]
        let scanned = Self.resolver()
        scanned.toolTokensPossible = scanned.mayHoldToolTokens(texts)
        #expect(scanned.toolTokensPossible)
        for resolver in [scanned, Self.resolver()] {
            let found = resolver.partitionedLocales(of: texts)
            #expect(found.known == ["de"])
            #expect(found.artefacts == ["ach"])
        }
        let plain = [HIGModel.Text("Save", localizations: [Localization(locale: "de", string: "Sichern"), Localization(locale: "fr", string: "Enregistrer")])]
        let skipping = Self.resolver()
        skipping.toolTokensPossible = skipping.mayHoldToolTokens(plain)
        #expect(!skipping.toolTokensPossible)
        #expect(skipping.partitionedLocales(of: plain).known == Self.resolver().partitionedLocales(of: plain).known)
        #expect(skipping.partitionedLocales(of: plain).artefacts.isEmpty)
        // A catalog entry that is a token is found without scanning the texts.
        var catalog = TranslationCatalog()
        catalog.add(TranslationEntry(value: "{{__phrase_save__}}", position: FilePosition(file: "ach.strings", line: 1, column: 1)), table: "Localizable", key: "save", locale: "ach")
        #expect(catalog.mayHoldToolTokens)
        #expect(TextResolver(developmentLocale: "en", catalog: catalog, pseudo: []).mayHoldToolTokens(plain))
    }

    /// The resolver keeps the last keys' translations (`catalogEntry`); whatever order texts
    /// come in, more keys than it keeps included, it finds what the catalog finds: exact
    /// locale, then language, else nothing; and the development entry when it varies by count.
    @Test func catalogEntriesAreTheCatalogsInAnyOrder() {
        var catalog = TranslationCatalog()
        let keys = (0..<(TextResolver.recentKeyLookupCount + 3)).map { "key\($0)" }
        for (index, key) in keys.enumerated() {
            for locale in ["en", "de", "fr-CA"] where index % 3 != 0 || locale != "de" {
                // Some development entries vary by count.
                let plural = locale == "en" && index % 4 == 1 ? ["one": "1 \(key)", "other": "%d \(key)"] : nil
                catalog.add(TranslationEntry(value: "\(key) \(locale)", plural: plural, position: FilePosition(file: "\(locale).strings", line: index + 1, column: 1)), table: index % 2 == 0 ? "Localizable" : "Settings", key: key, locale: locale)
            }
        }
        let texts = keys.enumerated().map { index, key in HIGModel.Text(key, localizationKey: key, localizationTable: index % 2 == 0 ? nil : "Settings") }
            + [HIGModel.Text("missing", localizationKey: "key1"), HIGModel.Text("none", localizationKey: "absent")]
        let resolver = TextResolver(developmentLocale: "en", catalog: catalog, pseudo: [])
        // Forwards, backwards and interleaved, so kept keys are found and evicted ones looked up again.
        let order = Array(texts.indices) + texts.indices.reversed() + texts.indices.map { ($0 * 5) % texts.count }
        var found = 0, plurals = 0
        for index in order {
            let text = texts[index]
            let development = catalog.entry(table: text.localizationTable ?? "Localizable", key: text.localizationKey ?? "", locale: "en")
            let developmentPlural = development?.isPlural == true ? development : nil
            #expect(resolver.developmentPluralEntry(text)?.plural == developmentPlural?.plural, "\(text.string)")
            #expect(resolver.developmentPluralEntry(text)?.position == developmentPlural?.position)
            if developmentPlural != nil { plurals += 1 }
            for locale in ["en", "de", "de-AT", "fr-CA", "fr", "ja"] {
                let expected = catalog.entry(table: text.localizationTable ?? "Localizable", key: text.localizationKey ?? "", locale: locale)
                let actual = resolver.catalogEntry(text, locale: locale)
                #expect(actual?.value == expected?.value, "\(text.string) \(locale)")
                #expect(actual?.position == expected?.position)
                if expected != nil { found += 1 }
            }
        }
        #expect(found > 50)
        #expect(plurals > 2)
    }
}
