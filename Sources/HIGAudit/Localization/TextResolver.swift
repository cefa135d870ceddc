import HIGInput
import HIGModel
import TextLayout

/// What a text shows in a locale (and, for plural variations, a plural category): the
/// pseudolanguage's transform, the catalog's or the dump's translation, or the development
/// text, as iOS falls back. Format specifiers are filled with realistic values for the locale.
///
/// Not Sendable: it caches number formatters, locale numbers, inline-translation indexes and
/// pseudo-locale tags. Each piece of a screen's audit (its text analysis, its localization)
/// makes its own resolver, so a resolver is never shared between threads.
final class TextResolver {
    struct Resolved {
        var string: String
        /// False when the locale falls back to the development language, or its translation
        /// repeats the development text (an untranslated copy, measured once as the original).
        var isTranslated: Bool
        /// Where the translation is written, for the finding's related location.
        var position: FilePosition?
    }

    let developmentLocale: String
    let catalog: TranslationCatalog?
    let pseudo: [PseudoLocalization]
    private let filler = FormatFiller()
    /// Inline translations by locale, for texts with many of them (see `inlineTranslation`).
    private var inlineIndexes: [UnsafeRawPointer: InlineIndex] = [:]
    private var pseudoTagByLocale: [String: Bool] = [:]
    /// Whether any translation the resolver may be asked about is a tool token; when none is,
    /// a locale is an artefact by its tag alone (`isArtefact`). True unless told otherwise.
    var toolTokensPossible = true

    fileprivate struct InlineIndex {
        /// Kept so the array's storage stays alive while it is the key: no other array can be
        /// allocated at that address, and copy-on-write never changes it in place.
        let localizations: [Localization]
        /// By locale number (`localeIndex`): the index of the first translation into that
        /// locale, `Self.none` when there is none. Locales numbered after the index was made
        /// are past its end: the text has no translation in them.
        let byLocale: [Int32]
        /// The same when the text's locale numbers are too far apart for an array by number
        /// (`isDense`): texts that each bring locales of their own (a hostile dump) would
        /// otherwise each hold an array as long as every locale met before.
        let sparse: [Int: Int32]
        static let none: Int32 = -1

        init(localizations: [Localization], numbers: [Int]) {
            self.localizations = localizations
            let largest = numbers.max() ?? -1
            if Self.isDense(largest: largest, count: numbers.count) {
                var byLocale = [Int32](repeating: Self.none, count: largest + 1)
                for (position, number) in numbers.enumerated() where byLocale[number] == Self.none { byLocale[number] = Int32(position) }
                (self.byLocale, sparse) = (byLocale, [:])
            } else {
                var sparse: [Int: Int32] = [:]
                for (position, number) in numbers.enumerated() where sparse[number] == nil { sparse[number] = Int32(position) }
                (byLocale, self.sparse) = ([], sparse)
            }
        }

        /// An array by number holds at most four slots per translation (and a few more): a
        /// screen's texts share most of their locales, so theirs are the first numbers.
        static func isDense(largest: Int, count: Int) -> Bool {
            largest < 4 * count + 64
        }

        /// How many slots the index holds: bounded by the text's own translations.
        var slotCount: Int { byLocale.count + sparse.count }

        func exact(_ number: Int) -> Int? {
            guard number < byLocale.count else { return sparse[number].map(Int.init) }
            let found = byLocale[number]
            return found == Self.none ? nil : Int(found)
        }
    }

    /// A locale and its number in this resolver: what the sweep and the localization rules
    /// pass for every text, so a look-up indexes arrays instead of hashing the locale's name.
    /// Valid only with the resolver that made it (`indexed(_:)`).
    struct IndexedLocale {
        let name: String
        let number: Int
    }

    /// A text with where its translations are, found once for every locale it is asked
    /// about: its key's catalog translations and the index of its inline translations. The
    /// sweep makes one per label and container, the localization rules one per text; each
    /// look-up in a locale then indexes an array (inline) or hashes the locale's name once
    /// (catalog), where each used to find the key's translations and the text's index again.
    struct TextTranslations {
        let text: HIGModel.Text
        fileprivate let key: KeyLookup?
        /// Nil when the text has too few inline translations to index (`indexedTranslationCount`).
        fileprivate let inline: InlineIndex?
    }

    func translations(of text: HIGModel.Text) -> TextTranslations {
        let localizations = text.localizations
        var inline: InlineIndex?
        if localizations.count >= Self.indexedTranslationCount, let storage = localizations.withUnsafeBufferPointer({ $0.baseAddress.map(UnsafeRawPointer.init) }) {
            inline = inlineIndex(of: localizations, at: storage)
        }
        return TextTranslations(text: text, key: keyLookup(text), inline: inline)
    }

    /// The locales asked about and those the texts' translations are in, numbered.
    private var localeIndex = LocaleIndex()

    func indexed(_ locale: String) -> IndexedLocale {
        IndexedLocale(name: locale, number: localeIndex.number(of: locale))
    }

    /// Below this many inline translations a linear search is as fast as hashing.
    static let indexedTranslationCount = 16

    init(developmentLocale: String, catalog: TranslationCatalog?, pseudo: [PseudoLocalization]) {
        self.developmentLocale = developmentLocale
        self.catalog = catalog
        catalogEntries = catalog?.entries
        catalogLocales = catalog?.locales ?? []
        catalogMayHoldPlurals = catalog?.mayHoldPlurals ?? false
        self.pseudo = pseudo
    }

    var pseudoLocales: [String] { pseudo.map { $0.locale(development: developmentLocale) } }

    func pseudoMode(_ locale: String) -> PseudoLocalization? {
        pseudo.first { $0.locale(development: developmentLocale) == locale }
    }

    /// Texts the app localizes: those with a key or with translations. Other texts (names,
    /// user content) read the same in every language.
    static func isLocalizable(_ text: HIGModel.Text) -> Bool {
        text.localizationKey != nil || !text.localizations.isEmpty
    }

    /// Texts whose strings are formats: a localization key's value is what
    /// `String(format:)`/`String(localized:)` fill with arguments, so its `%d` and `%@` stand
    /// for values. Any other text is shown as written: "Save 50% on" is measured literally,
    /// never as a format with a `% o` in it.
    static func isFormat(_ text: HIGModel.Text) -> Bool {
        text.localizationKey != nil
    }

    /// As `TranslationCatalog.entry(table:key:locale:)` finds it: exact locale, then its
    /// language. The sweep asks about one text in every locale (and about its development
    /// entry in each), so the key's translations are looked up once while the text is the
    /// same, and each locale costs one hash of its name, not one of the table, key and locale.
    func catalogEntry(_ text: HIGModel.Text, locale: String) -> TranslationEntry? {
        catalogEntry(translations(of: text), locale: locale)
    }

    func catalogEntry(_ translations: TextTranslations, locale: String) -> TranslationEntry? {
        guard let found = translations.key else { return nil }
        // A key more than one bundle translates (an app's and its widget's Localizable):
        // the text's own bundle's entry, when the file it came from is in one.
        if found.isInSeveralBundles {
            return catalog?.entry(table: found.table, key: found.key, locale: locale, readBy: translations.text.source.file)
        }
        return Self.entry(in: found.translations, locale: locale)
    }

    /// `catalogEntry(text, locale: developmentLocale)` when that entry varies by count, else
    /// nil: what `isCopy`, `developmentString` and `pluralCategories` ask for every locale,
    /// worked out once per key.
    func developmentPluralEntry(_ text: HIGModel.Text) -> TranslationEntry? {
        developmentPluralEntry(translations(of: text))
    }

    func developmentPluralEntry(_ translations: TextTranslations) -> TranslationEntry? {
        guard let found = translations.key else { return nil }
        if found.isInSeveralBundles {
            let development = catalogEntry(translations, locale: developmentLocale)
            return development?.isPlural == true ? development : nil
        }
        return found.developmentPlural
    }

    private static func entry(in translations: [String: TranslationEntry], locale: String) -> TranslationEntry? {
        if let exact = translations[locale] { return exact }
        // A name without a separator is its own language: nothing to fall back to (most
        // misses are the development language's, `en`, asked about for every locale).
        guard locale.utf8.contains(where: { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }) else { return nil }
        let language = LocaleName.language(of: locale)
        return language == locale ? nil : translations[language]
    }

    /// The catalog's translations of a text's key, from the recent look-ups when it is one.
    private func keyLookup(_ text: HIGModel.Text) -> KeyLookup? {
        guard let catalogEntries, let key = text.localizationKey else { return nil }
        let table = text.localizationTable ?? "Localizable"
        // Equal strings from one text share storage, so these compare without reading them.
        if let recent = recentKeyLookups.firstIndex(where: { $0.key == key && $0.table == table }) {
            return recentKeyLookups[recent]
        }
        let translations = catalogEntries[TranslationCatalog.Key(table: table, key: key)] ?? [:]
        let development = Self.entry(in: translations, locale: developmentLocale)
        let isInSeveralBundles = catalog?.isTranslatedInSeveralBundles(table: table, key: key) ?? false
        let found = KeyLookup(table: table, key: key, translations: translations, developmentPlural: development?.isPlural == true ? development : nil, isInSeveralBundles: isInSeveralBundles)
        if recentKeyLookups.count < Self.recentKeyLookupCount {
            recentKeyLookups.append(found)
        } else {
            recentKeyLookups[nextKeyLookupSlot] = found
            nextKeyLookupSlot = (nextKeyLookupSlot + 1) % Self.recentKeyLookupCount
        }
        return found
    }

    /// A class, so handing one out of `recentKeyLookups` takes one reference: as a struct,
    /// each of the sweep's and the rules' look-ups copied its five members (about ten
    /// reference counts, 80 M instructions of the 5-storyboard app).
    fileprivate final class KeyLookup {
        let table: String
        let key: String
        /// By locale.
        let translations: [String: TranslationEntry]
        let developmentPlural: TranslationEntry?
        /// Whether other bundles translate the key too; then the text's file decides.
        let isInSeveralBundles: Bool

        init(table: String, key: String, translations: [String: TranslationEntry], developmentPlural: TranslationEntry?, isInSeveralBundles: Bool) {
            self.table = table
            self.key = key
            self.translations = translations
            self.developmentPlural = developmentPlural
            self.isInSeveralBundles = isInSeveralBundles
        }
    }

    /// Calls `read` with the entry `catalogEntry(_:locale:)` finds; nil when there is none.
    /// The entry is still copied out of the key's dictionary (`Dictionary` lends no value in
    /// place); keeping copies by locale number cost more than it saved (BENCHMARKS.md, fifth
    /// round).
    func withCatalogEntry<Result>(_ translations: TextTranslations, locale: IndexedLocale, _ read: (TranslationEntry) -> Result) -> Result? {
        catalogEntry(translations, locale: locale.name).map(read)
    }

    /// The catalog's entries, apart: one reference to take, where reading them through the
    /// optional catalog copied all of its members (225,960 copies on the 5-storyboard app).
    private let catalogEntries: [TranslationCatalog.Key: [String: TranslationEntry]]?
    /// The catalog's locales, sorted: asked for by every row and section.
    private let catalogLocales: [String]
    /// Whether some catalog entry varies by count: without one no text does, in any locale.
    private let catalogMayHoldPlurals: Bool

    /// The catalog's translations of the keys asked about last, by locale: a row's two
    /// labels, and a section's header and footer, are asked about in turn.
    private var recentKeyLookups: [KeyLookup] = []
    private var nextKeyLookupSlot = 0
    static let recentKeyLookupCount = 4

    /// The dump's own translation: exact locale, then its language, by a linear search.
    static func inline(_ text: HIGModel.Text, locale: String) -> Localization? {
        if let exact = text.localizations.first(where: { $0.locale == locale }) { return exact }
        let language = LocaleName.language(of: locale)
        return text.localizations.first { $0.locale == language }
    }

    /// `inline(_:locale:)` in constant time: a text's translations are indexed by locale on
    /// its first lookup, so sweeping a text with L inline locales costs O(L), not O(L²) (50,000
    /// locales on one text were billions of string comparisons). The index is keyed by the
    /// identity of the text's localization storage, which every copy of the text shares.
    func inlineTranslation(_ text: HIGModel.Text, locale: String) -> Localization? {
        inlineTranslationIndex(text, locale: indexed(locale)).map { text.localizations[$0] }
    }

    /// Where `inline(_:locale:)`'s translation is in `text.localizations`: found by locale
    /// number, so neither the locale's name is hashed nor the translation copied out.
    func inlineTranslationIndex(_ text: HIGModel.Text, locale: IndexedLocale) -> Int? {
        inlineTranslationIndex(translations(of: text), locale: locale)
    }

    func inlineTranslationIndex(_ translations: TextTranslations, locale: IndexedLocale) -> Int? {
        guard let index = translations.inline else {
            let localizations = translations.text.localizations
            // Few translations: compared by name (equal small strings compare at once).
            if let exact = localizations.firstIndex(where: { $0.locale == locale.name }) { return exact }
            guard let language = localeIndex.languageNumber(of: locale.number) else { return nil }
            let languageName = localeIndex.names[language]
            return localizations.firstIndex { $0.locale == languageName }
        }
        if let exact = index.exact(locale.number) { return exact }
        return localeIndex.languageNumber(of: locale.number).flatMap(index.exact)
    }

    /// The index of `localizations`, from the recent ones (a row's two labels are asked about
    /// in turn), else the resolver's, made on first use.
    private func inlineIndex(of localizations: [Localization], at storage: UnsafeRawPointer) -> InlineIndex {
        if let recent = recentInlineIndexes.firstIndex(where: { $0.storage == storage }) {
            return recentInlineIndexes[recent].index
        }
        let index: InlineIndex
        if let known = inlineIndexes[storage] {
            index = known
        } else {
            var numbers: [Int] = []
            numbers.reserveCapacity(localizations.count)
            localeIndex.forEachNumber(of: localizations) { _, number in numbers.append(number) }
            index = InlineIndex(localizations: localizations, numbers: numbers)
            inlineIndexes[storage] = index
        }
        if recentInlineIndexes.count < Self.recentKeyLookupCount {
            recentInlineIndexes.append((storage, index))
        } else {
            recentInlineIndexes[nextInlineIndexSlot] = (storage, index)
            nextInlineIndexSlot = (nextInlineIndexSlot + 1) % Self.recentKeyLookupCount
        }
        return index
    }

    private var recentInlineIndexes: [(storage: UnsafeRawPointer, index: InlineIndex)] = []

    /// How many slots `text`'s inline index holds (nil when it has none): for the tests that
    /// hold it to the text's own translations.
    func inlineIndexSlotCount(_ text: HIGModel.Text) -> Int? {
        translations(of: text).inline?.slotCount
    }
    private var nextInlineIndexSlot = 0

    static func position(of localization: Localization) -> FilePosition {
        FilePosition(file: localization.source.file, position: localization.source.span.start)
    }

    /// The translation's string as written (the catalog's value, else the inline one), for
    /// checks that read only the string: no pair is built, and the inline one is read in place.
    func translatedString(_ text: HIGModel.Text, locale: String) -> String? {
        translatedString(text, locale: indexed(locale))
    }

    func translatedString(_ text: HIGModel.Text, locale: IndexedLocale) -> String? {
        translatedString(translations(of: text), locale: locale)
    }

    func translatedString(_ translations: TextTranslations, locale: IndexedLocale) -> String? {
        if let value = withCatalogEntry(translations, locale: locale, { $0.value }) { return value }
        return inlineTranslationIndex(translations, locale: locale).map { translations.text.localizations[$0].string }
    }

    /// The translation of `text` into `locale` without fallback to the development language,
    /// unfilled: catalog first (the app's source of truth), then the dump's inline strings.
    func translation(_ text: HIGModel.Text, locale: String) -> (entry: TranslationEntry?, inline: Localization?)? {
        translation(translations(of: text), locale: indexed(locale))
    }

    func translation(_ translations: TextTranslations, locale: IndexedLocale) -> (entry: TranslationEntry?, inline: Localization?)? {
        if let entry = catalogEntry(translations, locale: locale.name) { return (entry, nil) }
        if let inline = inlineTranslationIndex(translations, locale: locale) { return (nil, translations.text.localizations[inline]) }
        return nil
    }

    /// Whether `translation(_:locale:)` finds one, without building the pair.
    func hasTranslation(_ translations: TextTranslations, locale: IndexedLocale) -> Bool {
        if withCatalogEntry(translations, locale: locale, { _ in true }) != nil { return true }
        return inlineTranslationIndex(translations, locale: locale) != nil
    }

    func resolve(_ text: HIGModel.Text, locale: String, category: PluralCategory?) -> Resolved {
        resolve(translations(of: text), locale: indexed(locale), category: category)
    }

    func resolve(_ translations: TextTranslations, locale indexedLocale: IndexedLocale, category: PluralCategory?) -> Resolved {
        let text = translations.text
        let locale = indexedLocale.name
        if !pseudo.isEmpty, let mode = pseudoMode(locale) {
            let development = developmentString(translations, category: category)
            guard Self.isLocalizable(text) else { return Resolved(string: development, isTranslated: false) }
            return Resolved(string: mode.apply(development), isTranslated: true)
        }
        if locale == developmentLocale {
            return Resolved(string: developmentString(translations, category: category), isTranslated: true, position: withCatalogEntry(translations, locale: indexedLocale) { $0.position })
        }
        // As `translation(_:locale:)` finds it, catalog first, without building the pair.
        let raw: String, position: FilePosition, isFormat: Bool
        if let (string, entryPosition) = withCatalogEntry(translations, locale: indexedLocale, { ($0.string(for: category?.rawValue), $0.position(for: category?.rawValue)) }) {
            // A catalog entry is a format: its specifiers are filled as iOS fills them.
            (raw, position, isFormat) = (string, entryPosition, true)
        } else if let inline = inlineTranslationIndex(translations, locale: indexedLocale) {
            // An inline translation is literal text unless the text is a format. Read in
            // place: the translation is not copied out.
            let localizations = text.localizations
            (raw, position, isFormat) = (localizations[inline].string, FilePosition(file: localizations[inline].source.file, position: localizations[inline].source.span.start), Self.isFormat(text))
        } else {
            // iOS shows the development string; measured in the locale's own layout.
            return Resolved(string: developmentString(translations, category: category), isTranslated: false)
        }
        let string = isFormat ? filler.fill(raw, locale: locale, category: category) : raw
        return Resolved(string: string, isTranslated: !isCopy(raw, of: translations, category: category), position: position)
    }

    /// Whether a translation repeats the development text unchanged.
    /// Locales whose catalog, as a whole, repeats the development text: at least three
    /// entries, and four in five of those the locale has (the screen-level test of
    /// `l10n/unfinished-translation`, over every key). A screen with too few texts to tell on
    /// its own still knows such a locale is a copied folder, not a few texts left untranslated.
    /// Worked out once per audit.
    private(set) lazy var catalogCopyLocales: Set<String> = {
        guard let catalog else { return [] }
        var copied: [String: Int] = [:]
        var translated: [String: Int] = [:]
        for byLocale in catalog.entries.values {
            guard let development = byLocale[developmentLocale], !development.isPlural else { continue }
            for (locale, entry) in byLocale where locale != developmentLocale && !entry.isPlural {
                translated[locale, default: 0] += 1
                if entry.value == development.value, entry.value.contains(where: \.isLetter) { copied[locale, default: 0] += 1 }
            }
        }
        return Set(copied.filter { $0.value >= 3 && $0.value * 5 >= translated[$0.key, default: 0] * 4 }.keys)
    }()

    func isCopy(_ translation: String, of text: HIGModel.Text, category: PluralCategory?) -> Bool {
        isCopy(translation, of: translations(of: text), category: category)
    }

    func isCopy(_ translation: String, of translations: TextTranslations, category: PluralCategory?) -> Bool {
        if let entry = developmentPluralEntry(translations) {
            return translation == entry.string(for: category?.rawValue)
        }
        return translation == translations.text.string
    }

    /// The development-language text: the catalog's plural form when it has one, else what
    /// the dump captured.
    func developmentString(_ text: HIGModel.Text, category: PluralCategory?) -> String {
        developmentString(translations(of: text), category: category)
    }

    func developmentString(_ translations: TextTranslations, category: PluralCategory?) -> String {
        let text = translations.text
        if let entry = developmentPluralEntry(translations) {
            return filler.fill(entry.string(for: category?.rawValue), locale: developmentLocale, category: category)
        }
        return Self.isFormat(text) ? filler.fill(text.string, locale: developmentLocale, category: category) : text.string
    }

    /// The plural categories to evaluate `texts` in for `locale`, or nil when none of them
    /// varies by count there.
    func pluralCategories(of texts: [HIGModel.Text], locale: String) -> [PluralCategory]? {
        pluralCategories(of: texts.map(translations(of:)), locale: indexed(locale))
    }

    func pluralCategories(of texts: [TextTranslations], locale: IndexedLocale) -> [PluralCategory]? {
        // Without a catalog entry that varies by count no text does (every way of varying
        // below starts from one): the sweep asks this for every container and locale.
        guard catalogMayHoldPlurals else { return nil }
        let source = pseudoMode(locale.name) != nil ? indexed(developmentLocale) : locale
        let isDevelopment = source.name == developmentLocale
        let varies = texts.contains { text in
            if withCatalogEntry(text, locale: source, { $0.isPlural }) == true { return true }
            return !isDevelopment && developmentPluralEntry(text) != nil && !hasTranslation(text, locale: source)
        }
        return varies ? PluralSamples.of(source.name).categories : nil
    }

    /// Every locale translations exist for, the catalog's and the screen's inline ones, that
    /// is a language (not a pseudo-locale or a translation tool's token locale).
    func knownLocales(of texts: [HIGModel.Text]) -> [String] {
        partitionedLocales(of: texts).known
    }

    /// The locales translations exist for, sorted, split into languages and artefacts (the
    /// pseudo-locales and tool-token locales) in one pass over the translations.
    func partitionedLocales(of texts: [HIGModel.Text]) -> (known: [String], artefacts: [String]) {
        // Texts without inline translations, where no translation may be a tool token, have the
        // catalog's locales split by their tags alone: the same for every row and section of
        // an app read from its sources, so split once.
        let catalogOnly = !toolTokensPossible && texts.allSatisfy { $0.localizations.isEmpty }
        if catalogOnly, let catalogPartition { return catalogPartition }
        var known: [String] = [], artefacts: [String] = []
        for locale in allLocales(of: texts) {
            if isArtefact(locale, texts: texts) { artefacts.append(locale) } else { known.append(locale) }
        }
        if catalogOnly { catalogPartition = (known, artefacts) }
        return (known, artefacts)
    }

    /// `partitionedLocales` of texts without inline translations, once no translation may be a
    /// tool token.
    private var catalogPartition: (known: [String], artefacts: [String])?

    private func allLocales(of texts: [HIGModel.Text]) -> [String] {
        // Asked once per row and section, and once per screen for all its texts (a hostile text
        // has 50,000 locales): each inline locale is kept once by its number, then the names
        // are sorted and merged with the catalog's (sorted, unique).
        var inline: [String] = []
        let development = localeIndex.number(of: developmentLocale)
        // Seen locale numbers: an array by number while the numbers stay close (four slots per
        // translation read, as `InlineIndex` allows), a set once one is far (texts that each
        // bring locales of their own).
        var seen: [Bool] = []
        var seenFar: Set<Int>?
        var read = 0
        for text in texts {
            let localizations = text.localizations
            localeIndex.forEachNumber(of: localizations) { position, number in
                guard number != development else { return }
                read += 1
                let isNew: Bool
                if seenFar != nil {
                    isNew = seenFar!.insert(number).inserted
                } else if number < seen.count {
                    isNew = !seen[number]
                    seen[number] = true
                } else if InlineIndex.isDense(largest: number, count: read) {
                    seen += repeatElement(false, count: number + 1 - seen.count)
                    seen[number] = true
                    isNew = true
                } else {
                    seenFar = Set(seen.indices.filter { seen[$0] })
                    seen = []
                    isNew = seenFar!.insert(number).inserted
                }
                if isNew { inline.append(localizations[position].locale) }
            }
        }
        let catalogLocales = self.catalogLocales
        if inline.isEmpty { return catalogLocales.filter { $0 != developmentLocale } }
        inline.sort()
        // Both sorted and unique: merged in one pass.
        var merged: [String] = []
        merged.reserveCapacity(inline.count + catalogLocales.count)
        var i = 0, j = 0
        while i < inline.count || j < catalogLocales.count {
            let next: String
            if j == catalogLocales.count || (i < inline.count && inline[i] < catalogLocales[j]) {
                next = inline[i]; i += 1
            } else if i == inline.count || catalogLocales[j] < inline[i] {
                next = catalogLocales[j]; j += 1
            } else {
                next = inline[i]; i += 1; j += 1
            }
            if next != developmentLocale { merged.append(next) }
        }
        return merged
    }

    /// `ArtefactLocales.isPseudoTag`, remembered: a screen asks it for every text and locale.
    private func isPseudoTag(_ locale: String) -> Bool {
        if let known = pseudoTagByLocale[locale] { return known }
        let isPseudo = ArtefactLocales.isPseudoTag(locale)
        pseudoTagByLocale[locale] = isPseudo
        return isPseudo
    }

    /// Whether `texts`' inline translations or the catalog may hold a tool token: what
    /// `toolTokensPossible` is set from, once per screen.
    func mayHoldToolTokens(_ texts: some Sequence<HIGModel.Text>) -> Bool {
        if catalog?.mayHoldToolTokens == true { return true }
        return texts.contains { text in text.localizations.contains { ArtefactLocales.isToolToken($0.string) } }
    }

    /// A pseudo-locale tag, or a locale whose translations of `texts` are mostly tool tokens.
    func isArtefact(_ locale: String, texts: [HIGModel.Text]) -> Bool {
        if isPseudoTag(locale) { return true }
        // Asked for every row and section: without a token anywhere, no text need be looked up.
        guard toolTokensPossible else { return false }
        var tokens = 0, others = 0
        for text in texts {
            guard let found = translatedString(text, locale: locale) else { continue }
            if ArtefactLocales.isToolToken(found) { tokens += 1 } else { others += 1 }
        }
        return tokens > 0 && tokens >= others
    }
}
