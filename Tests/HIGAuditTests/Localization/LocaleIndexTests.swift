import HIGModel
import TextLayout
import Testing
@testable import HIGAudit
@testable import HIGInput

/// Locales looked up by number (`LocaleIndex`, `TextResolver.IndexedLocale`) give what the
/// look-ups by name gave.
@Suite struct LocaleIndexTests {
    @Test func aNameKeepsItsNumberAndFallsBackToItsLanguage() {
        var index = LocaleIndex()
        let de = index.number(of: "de")
        let swiss = index.number(of: "de-CH")
        #expect(de != swiss)
        #expect(index.number(of: "de") == de)
        #expect(index.languageNumber(of: swiss) == de)
        #expect(index.languageNumber(of: de) == nil)
        // A language met first as a fallback is numbered then, once.
        let brazil = index.number(of: "pt_BR")
        let portuguese = index.languageNumber(of: brazil)
        #expect(portuguese.map { index.names[$0] } == "pt")
        #expect(index.number(of: "pt") == portuguese)
        #expect(index.count == 4)
        // Leading separators are skipped, as `LocaleName.language(of:)` skips them.
        #expect(index.languageNumber(of: index.number(of: "-de")) == de)
    }

    /// Numbering a list guesses from the list before; lists in another order, longer or
    /// shorter, still get every name's own number.
    @Test func listsInAnyOrderGetEachNamesNumber() {
        var index = LocaleIndex()
        let lists = [["de", "fr", "ja"], ["de", "fr", "ja"], ["ja", "de"], ["de", "fr", "ja", "ko", "de"], ["fr"], ["ko", "ja", "fr", "de"]]
        for names in lists {
            var numbers: [Int] = []
            index.forEachNumber(of: names.map { Localization(locale: $0, string: $0) }) { position, number in
                #expect(position == numbers.count)
                numbers.append(number)
            }
            #expect(numbers.map { index.names[$0] } == names)
            var fresh = index
            #expect(numbers == names.map { fresh.number(of: $0) })
        }
        #expect(index.count == 4)
    }

    static let locales = ["en", "de", "de-CH", "fr", "fr-CA", "pt", "pt-BR", "ru", "ja", "l7", "l7-XX", "en-x-accented", "en-x-double"]

    static func catalog() -> TranslationCatalog {
        var catalog = TranslationCatalog()
        for index in 0..<6 {
            let key = "key\(index)"
            for locale in ["en", "de", "fr-CA", "ru"] where index % 3 != 0 || locale != "de" {
                let plural = (locale == "en" || locale == "ru") && index % 2 == 1 ? ["one": "%d \(key) \(locale)", "other": "%d \(key)s \(locale)"] : nil
                // Some translations repeat the development text.
                let value = index == 4 && locale == "fr-CA" ? "key4 en" : "\(key) \(locale)"
                catalog.add(TranslationEntry(value: value, plural: plural, position: FilePosition(file: "\(locale).lproj/Localizable.strings", line: index + 1, column: 1)), table: "Localizable", key: key, locale: locale)
            }
        }
        return catalog
    }

    /// Texts of every kind the resolver meets: catalog keys (plain, plural, missing), few and
    /// many inline translations (a duplicate locale, a language to fall back to, a copy of the
    /// development text), a format with inline translations, a text with no translation.
    static func texts() -> [HIGModel.Text] {
        let many = (0..<(TextResolver.indexedTranslationCount + 4)).map { Localization(locale: "l\($0)", string: "many \($0)") }
            + [Localization(locale: "pt", string: "muitos"), Localization(locale: "l3", string: "duplicate"), Localization(locale: "ja", string: "Many")]
        return (0..<6).map { HIGModel.Text("key\($0) en", localizationKey: "key\($0)") } + [
            HIGModel.Text("absent", localizationKey: "absent"),
            HIGModel.Text("Few", localizations: [Localization(locale: "de", string: "Wenige"), Localization(locale: "fr-CA", string: "Peu"), Localization(locale: "ja", string: "Few")]),
            HIGModel.Text("Many", localizations: many),
            HIGModel.Text("%d items", localizationKey: "items", localizations: [Localization(locale: "de", string: "%d Artikel"), Localization(locale: "ru", string: "%d предметов")]),
            HIGModel.Text("Plain"),
        ]
    }

    /// One resolver asked about every text and locale in three orders (its recent look-ups and
    /// indexes reused and evicted) answers as a new resolver asked once, and as the catalog and
    /// the linear search of the inline translations find them.
    @Test(arguments: [false, true])
    func indexedLookUpsAnswerAsFreshResolversDo(withCatalog: Bool) {
        let catalog = withCatalog ? Self.catalog() : nil
        let texts = Self.texts()
        let pseudo: [PseudoLocalization] = [.accented, .doubleLength]
        let resolver = TextResolver(developmentLocale: "en", catalog: catalog, pseudo: pseudo)
        let pairs = texts.indices.flatMap { text in Self.locales.indices.map { (text, $0) } }
        let order = pairs + pairs.reversed() + Self.locales.indices.flatMap { locale in texts.indices.map { (($0 * 5) % texts.count, locale) } }
        var translated = 0, fallbacks = 0, copies = 0
        for (textIndex, localeIndex) in order {
            let text = texts[textIndex], name = Self.locales[localeIndex]
            let locale = resolver.indexed(name)
            let fresh = TextResolver(developmentLocale: "en", catalog: catalog, pseudo: pseudo)
            for category in [nil, PluralCategory.one, .few] {
                let actual = resolver.resolve(resolver.translations(of: text), locale: locale, category: category)
                let expected = fresh.resolve(text, locale: name, category: category)
                #expect(actual.string == expected.string, "\(text.string) \(name) \(String(describing: category))")
                #expect(actual.isTranslated == expected.isTranslated, "\(text.string) \(name)")
                #expect(actual.position == expected.position, "\(text.string) \(name)")
                if !actual.isTranslated, actual.string == expected.string { fallbacks += 1 }
            }
            // The translation without fallback: the catalog's, else the first inline one.
            let catalogEntry = text.localizationKey.flatMap { catalog?.entry(table: "Localizable", key: $0, locale: name) }
            let inline = TextResolver.inline(text, locale: name)
            let translations = resolver.translations(of: text)
            let found = resolver.translation(translations, locale: locale)
            #expect(found?.entry == catalogEntry, "\(text.string) \(name)")
            #expect(found?.inline == (catalogEntry == nil ? inline : nil), "\(text.string) \(name)")
            #expect(resolver.hasTranslation(translations, locale: locale) == (catalogEntry != nil || inline != nil))
            #expect(resolver.translatedString(text, locale: locale) == catalogEntry?.value ?? inline?.string)
            if found != nil { translated += 1 }
            if let string = resolver.translatedString(text, locale: locale), name != "en", resolver.isCopy(string, of: text, category: nil) { copies += 1 }
        }
        // Each kind was met: translations, fallbacks to the development text, copies of it.
        #expect(translated > 30)
        #expect(fallbacks > 30)
        #expect(copies > 0)
    }

    /// The locales of a screen's texts, by number, are the names a set of them gives.
    @Test func knownLocalesAreEveryInlineAndCatalogLocaleOnce() {
        let texts = Self.texts()
        let resolver = TextResolver(developmentLocale: "en", catalog: Self.catalog(), pseudo: [])
        let inline = Set(texts.flatMap { $0.localizations.map(\.locale) })
        let expected = inline.union(Self.catalog().locales).subtracting(["en"]).sorted()
        #expect(resolver.knownLocales(of: texts) == expected)
        // Asked again, and about the texts in another order, the answer is the same.
        #expect(resolver.knownLocales(of: texts.reversed()) == expected)
        #expect(resolver.knownLocales(of: [texts[8]]) == Set(texts[8].localizations.map(\.locale)).union(Self.catalog().locales).subtracting(["en"]).sorted())
    }
}

/// Texts without inline translations share one split of the catalog's locales; texts with
/// them, and a resolver told tool tokens are possible, are split afresh: each answers as a new
/// resolver does.
@Suite struct CatalogLocalePartitionTests {
    @Test(arguments: [false, true])
    func splitsAnswerAsFreshResolversDo(toolTokensPossible: Bool) {
        var catalog = LocaleIndexTests.catalog()
        catalog.add(TranslationEntry(value: "[Ŝåvé]", position: FilePosition(file: "en-XA.lproj/Localizable.strings", line: 1, column: 1)), table: "Localizable", key: "key0", locale: "en-XA")
        catalog.add(TranslationEntry(value: "crwdns1:0crwdne1:0", position: FilePosition(file: "ach.lproj/Localizable.strings", line: 1, column: 1)), table: "Localizable", key: "key1", locale: "ach")
        let texts = LocaleIndexTests.texts()
        let keyed = Array(texts.prefix(7)), inline = Array(texts.suffix(4))
        let resolver = TextResolver(developmentLocale: "en", catalog: catalog, pseudo: [])
        resolver.toolTokensPossible = toolTokensPossible
        var catalogOnlyArtefacts: [String] = []
        for group in [keyed, [], inline, keyed, [keyed[1]], texts, keyed] {
            let fresh = TextResolver(developmentLocale: "en", catalog: catalog, pseudo: [])
            fresh.toolTokensPossible = toolTokensPossible
            let actual = resolver.partitionedLocales(of: group), expected = fresh.partitionedLocales(of: group)
            #expect(actual.known == expected.known)
            #expect(actual.artefacts == expected.artefacts)
            if group.allSatisfy({ $0.localizations.isEmpty }) { catalogOnlyArtefacts = actual.artefacts }
        }
        // The pseudo-locale is an artefact by its tag; the token locale only when looked for.
        #expect(catalogOnlyArtefacts.contains("en-XA"))
        #expect(catalogOnlyArtefacts.contains("ach") == toolTokensPossible)
    }
}

/// `ArtefactLocales.isToolToken` in one pass finds what searching for each marker finds.
@Suite struct ToolTokenScanTests {
    static func occurs(_ needle: String, in string: String) -> Bool {
        let bytes = Array(string.utf8), pattern = Array(needle.utf8)
        guard pattern.count <= bytes.count else { return false }
        return (0...(bytes.count - pattern.count)).contains { Array(bytes[$0..<($0 + pattern.count)]) == pattern }
    }

    @Test func oneScanFindsWhatEachMarkerSearchFinds() {
        let pieces = ["crwdns", "crwdne", "crwd", "c", "{{__phrase_", "{{__phrase", "__}}", "_}}", "{", "_", "key", "é", " ", "12:0"]
        var strings = ["", "crwdns1:0crwdne1:0", "{{__phrase_save__}}", "Save", "crwdne1:0crwdns1:0", "{{__phrase_x__}", "__}}{{__phrase_x"]
        // Every pair and triple of pieces, so markers overlap, repeat and sit at either end.
        for a in pieces {
            for b in pieces {
                strings.append(a + b)
                for c in pieces { strings.append(a + b + c) }
            }
        }
        var tokens = 0
        for string in strings {
            let expected = (Self.occurs("crwdns", in: string) && Self.occurs("crwdne", in: string))
                || (Self.occurs("{{__phrase_", in: string) && Self.occurs("__}}", in: string))
            #expect(ArtefactLocales.isToolToken(string) == expected, "\(string)")
            if expected { tokens += 1 }
        }
        #expect(tokens > 20)
    }
}

/// What a catalog says it may hold (`mayHoldPlurals`, `mayHoldPercentSigns`, `mayHoldStates`):
/// the sweep and the l10n rules skip asking about plural forms, counts and review states when it
/// says no, so it says yes for any entry added, merged, kept in another bundle or renamed.
@Suite struct CatalogContentFlagsTests {
    static func entry(_ value: String, plural: [String: String]? = nil, state: String? = nil, file: String = "App/de.lproj/Localizable.strings") -> TranslationEntry {
        TranslationEntry(value: value, plural: plural, position: FilePosition(file: file, line: 1, column: 1), state: state)
    }

    @Test func eachEntryKindSetsItsFlag() {
        var plain = TranslationCatalog()
        plain.add(Self.entry("Save"), table: "Localizable", key: "save", locale: "de")
        #expect(!plain.mayHoldPlurals && !plain.mayHoldPercentSigns && !plain.mayHoldStates)

        var plural = plain
        plural.add(Self.entry("%d items", plural: ["one": "1 item", "other": "%d items"]), table: "Localizable", key: "items", locale: "de")
        #expect(plural.mayHoldPlurals && plural.mayHoldPercentSigns && !plural.mayHoldStates)

        var percent = plain
        percent.add(Self.entry("50% off"), table: "Localizable", key: "sale", locale: "de")
        #expect(!percent.mayHoldPlurals && percent.mayHoldPercentSigns)

        var reviewed = plain
        reviewed.add(Self.entry("Sichern", state: "needs_review"), table: "Localizable", key: "keep", locale: "de")
        #expect(reviewed.mayHoldStates && !reviewed.mayHoldPercentSigns)

        // An entry another bundle already translates is kept apart, and still counts.
        var otherBundle = plain
        otherBundle.add(Self.entry("%d", plural: ["other": "%d"], state: "new", file: "Widget/de.lproj/Localizable.strings"), table: "Localizable", key: "save", locale: "de")
        #expect(otherBundle.mayHoldPlurals && otherBundle.mayHoldPercentSigns && otherBundle.mayHoldStates)

        // Merged either way round, and renamed, the flags stay.
        for merged in [{ var c = plain; c.merge(otherBundle); return c }(), { var c = otherBundle; c.merge(plain); return c }(), otherBundle.renamingLocales(["de": "de-DE"])] {
            #expect(merged.mayHoldPlurals && merged.mayHoldPercentSigns && merged.mayHoldStates)
        }
        var mergedPlain = plain
        mergedPlain.merge(plain)
        #expect(!mergedPlain.mayHoldPlurals && !mergedPlain.mayHoldPercentSigns && !mergedPlain.mayHoldStates)
    }

    /// Without a plural entry in the catalog no text varies by count, as looking finds.
    @Test func noPluralEntryMeansNoPluralCategories() {
        let catalog = LocaleIndexTests.catalog()
        var withoutPlurals = TranslationCatalog()
        for (id, byLocale) in catalog.entries.sorted(by: { $0.key.key < $1.key.key }) {
            for (locale, entry) in byLocale.sorted(by: { $0.key < $1.key }) where !entry.isPlural {
                withoutPlurals.add(entry, table: id.table, key: id.key, locale: locale)
            }
        }
        #expect(catalog.mayHoldPlurals && !withoutPlurals.mayHoldPlurals)
        let texts = LocaleIndexTests.texts()
        let resolver = TextResolver(developmentLocale: "en", catalog: catalog, pseudo: [])
        let plain = TextResolver(developmentLocale: "en", catalog: withoutPlurals, pseudo: [])
        #expect(LocaleIndexTests.locales.contains { resolver.pluralCategories(of: texts, locale: $0) != nil })
        for locale in LocaleIndexTests.locales {
            #expect(plain.pluralCategories(of: texts, locale: locale) == nil, "\(locale)")
        }
    }
}

/// Texts that each bring locales of their own (a hostile dump) keep indexes the size of their
/// own translations, and are found as the linear search finds them.
@Suite struct ManyDistinctLocalesTests {
    @Test func indexesStayTheSizeOfTheirTextsTranslations() {
        let resolver = TextResolver(developmentLocale: "en", catalog: nil, pseudo: [])
        let perText = TextResolver.indexedTranslationCount + 4
        let texts = (0..<300).map { index in
            HIGModel.Text("Text \(index)", localizations: (0..<perText).map { Localization(locale: "x\(index)-l\($0)", string: "T\(index).\($0)") } + [Localization(locale: "de", string: "D\(index)")])
        }
        for (index, text) in texts.enumerated() {
            let translations = resolver.translations(of: text)
            for locale in ["x\(index)-l0", "x\(index)-l\(perText - 1)", "x\(index)", "de", "de-CH", "x0-l0", "fr"] {
                let expected = TextResolver.inline(text, locale: locale)
                let found = resolver.inlineTranslationIndex(translations, locale: resolver.indexed(locale)).map { text.localizations[$0] }
                #expect(found == expected, "\(index) \(locale)")
            }
            let slots = resolver.inlineIndexSlotCount(text) ?? 0
            #expect(slots > 0 && slots <= 4 * text.localizations.count + 64, "\(index): \(slots)")
        }
        // All of them at once: every locale once, as a set of names gives them (no translation
        // is a tool token, so no locale's texts need reading to split them).
        resolver.toolTokensPossible = false
        let expected = Set(texts.flatMap { $0.localizations.map(\.locale) }).sorted()
        #expect(resolver.knownLocales(of: texts) == expected)
        #expect(resolver.knownLocales(of: texts.reversed()) == expected)
    }
}
