import HIGInput
import HIGModel

/// A translation that repeats the development text, or that its file still marks for review,
/// ships as if it were done: people read English (or a draft) in the middle of their language.
/// Many apps ship whole locale folders that are copies of the development language.
public struct L10nUnfinishedTranslationRule: Rule {
    public static let description = RuleDescription(
        id: "l10n/unfinished-translation",
        name: "UnfinishedTranslation",
        title: "Shipped translations are translated and reviewed, not copies of the development text",
        guideline: Guideline(title: "Localize every string people see", section: "Localization", url: "https://developer.apple.com/localization/"),
        defaultSeverity: .warning
    )

    public init(options: RuleOptions) {}

    public func check(_ screen: ScreenContext, into findings: inout FindingSink) {
        let localization = screen.localization
        guard !localization.locales.isEmpty else { return }
        let resolver = localization.resolver
        let developmentLanguage = LocaleName.language(of: localization.developmentLocale)
        let indexedLocales = localization.indexedLocales.filter { LocaleName.language(of: $0.name) != developmentLanguage }
        let locales = indexedLocales.map(\.name)
        let items = Self.distinctTexts(localization.items)
        // Per locale, which texts repeat the development text: a locale where nearly all do is a
        // copy of the development language, and even its one-word texts are untranslated.
        // By slot (a locale named twice shares one), so the loops over every text and locale
        // index arrays instead of hashing names.
        var slotByLocale: [String: Int] = [:]
        let slots = locales.map { locale in
            if let slot = slotByLocale[locale] { return slot }
            slotByLocale[locale] = slotByLocale.count
            return slotByLocale.count - 1
        }
        var copies = [Set<Int>](repeating: [], count: slotByLocale.count)
        var translatedCount = [Int](repeating: 0, count: slotByLocale.count)
        // A text its file says not to translate ("Don't translate" in a `.strings` comment,
        // `shouldTranslate: false` in a catalog) is meant to repeat the development text.
        let catalog = resolver.catalog
        func isMarkedDoNotTranslate(_ text: HIGModel.Text) -> Bool {
            if !text.shouldTranslate { return true }
            guard let key = text.localizationKey, let catalog else { return false }
            return !catalog.shouldTranslate(table: ScreenLocalization.table(of: text), key: key)
        }
        let keep = items.map { !isMarkedDoNotTranslate($0.text) }
        // Only a catalog whose files write state words (String Catalogs, XLIFF) has texts to
        // review: without one, no text in any locale needs asking.
        let catalogMayHoldStates = catalog?.mayHoldStates ?? false
        for (index, item) in items.enumerated() where keep[index] {
            // Where the text's translations are, found once for every locale.
            let translations = resolver.translations(of: item.text)
            for (position, locale) in indexedLocales.enumerated() {
                guard let raw = resolver.translatedString(translations, locale: locale) else { continue }
                translatedCount[slots[position]] += 1
                if resolver.isCopy(raw, of: translations, category: nil), Self.hasLetters(raw) { copies[slots[position]].insert(index) }
            }
        }
        // Names and loanwords ("Bluetooth", "Wi-Fi") are the same in many languages, so a
        // locale counts as a copy only when nearly every text is.
        // A screen with too few texts in a locale to tell takes the catalog's word for it.
        let isCopyLocale = locales.indices.map { position in
            let count = copies[slots[position]].count
            if translatedCount[slots[position]] < 3 { return count > 0 && resolver.catalogCopyLocales.contains(locales[position]) }
            return count >= 3 && count * 5 >= translatedCount[slots[position]] * 4
        }
        // Locales that are copies as a whole are one problem, however many locale folders were
        // copied (apps ship a hundred): one finding at the first copied text, naming them all.
        var copyLocales: [(locale: String, slot: Int)] = []
        for (position, locale) in locales.enumerated() where isCopyLocale[position] && !copyLocales.contains(where: { $0.slot == slots[position] }) {
            copyLocales.append((locale, slots[position]))
        }
        if let lead = copyLocales.first, let first = copyLocales.compactMap({ copies[$0.slot].min() }).min() {
            let item = items[first]
            let development = localization.developmentLocale
            let message = copyLocales.count == 1
                ? "'\(lead.locale)' is an untranslated copy of the development language: its translations repeat the \(development) text, so people who read \(lead.locale) see \(development)"
                : "\(copyLocales.count) locales are untranslated copies of the development language (\(FindingConsolidation.summary(of: copyLocales.map(\.locale)))): their translations repeat the \(development) text, so people who read them see \(development)"
            var evidence = [Evidence(.locale, .string(lead.locale)), Evidence(.copiedTexts, .integer(copies[lead.slot].count)), Evidence(.translatedTexts, .integer(translatedCount[lead.slot]))]
            // The whole list as evidence (not as `otherLocales`, which reporters append to the
            // message: the message names them already).
            if copyLocales.count > 1 { evidence.append(Evidence(.untranslatedLocales, .string(copyLocales.map(\.locale).joined(separator: ",")))) }
            findings.report(message, at: item.path, source: item.text.source, context: item.container, evidence: evidence)
        }
        for (index, item) in items.enumerated() {
            let text = item.text
            let translations = resolver.translations(of: text)
            // A phrase is never the same in two languages by chance; a single word ("OK",
            // "Wi-Fi") often is. Locales that are copies as a whole were reported above.
            // A phrase every translator kept as it is ("Night Shift") is a name.
            let untranslated = keep[index] && Self.isPhrase(text.string) && locales.indices.contains { !isCopyLocale[$0] && resolver.translatedString(translations, locale: indexedLocales[$0]) != nil && !copies[slots[$0]].contains(index) }
                ? locales.indices.filter { !isCopyLocale[$0] && copies[slots[$0]].contains(index) }.map { locales[$0] }
                : []
            var states: [(locale: String, state: TranslationState)] = []
            for (position, locale) in locales.enumerated() where catalogMayHoldStates && !untranslated.contains(locale) && !isCopyLocale[position] {
                if let state = resolver.withCatalogEntry(translations, locale: indexedLocales[position], { $0.translationState }) ?? nil, state != .translated { states.append((locale, state)) }
            }
            guard !untranslated.isEmpty || !states.isEmpty else { continue }
            var parts: [String] = []
            if !untranslated.isEmpty {
                parts.append("the \(FindingConsolidation.summary(of: untranslated)) translation\(untranslated.count == 1 ? "" : "s") repeat\(untranslated.count == 1 ? "s" : "") the development text")
            }
            for state in [TranslationState.needsTranslation, .needsReview] {
                let named = states.filter { $0.state == state }.map(\.locale)
                if !named.isEmpty { parts.append("\(state.phrase) in \(FindingConsolidation.summary(of: named))") }
            }
            var evidence = [Evidence(.text, .string(text.string))]
            if let key = text.localizationKey { evidence.append(Evidence(.textKey, .string(key))) }
            if !untranslated.isEmpty { evidence.append(Evidence(.untranslatedLocales, .string(untranslated.joined(separator: ",")))) }
            if !states.isEmpty { evidence.append(Evidence(.reviewLocales, .string(states.map(\.locale).joined(separator: ",")))) }
            findings.report(
                "'\(TextEvidence.quote(text.string))'\(text.localizationKey.map { " (\($0))" } ?? "") ships unfinished: " + parts.joined(separator: "; "),
                at: item.path, source: text.source, context: item.container, evidence: evidence
            )
        }
    }

    /// Each text once, where it first appears: a text shown in several rows is one translation.
    static func distinctTexts(_ items: [ScreenLocalization.Item]) -> [ScreenLocalization.Item] {
        enum Identity: Hashable {
            case key(table: String, key: String)
            case text(String)
        }
        var seen: Set<Identity> = []
        return items.filter { item in
            let text = item.text
            let identity = text.localizationKey.map { Identity.key(table: ScreenLocalization.table(of: text), key: $0) } ?? .text(text.string)
            return seen.insert(identity).inserted
        }
    }

    static func hasLetters(_ string: String) -> Bool {
        string.contains { $0.isLetter }
    }

    /// Two words or more (a word: a run without whitespace that holds a letter). Stops at the
    /// second word: it runs for every text of a screen.
    static func isPhrase(_ string: String) -> Bool {
        var words = 0, inWord = false, wordHasLetter = false
        // By scalar, as `Character.isWhitespace` and `isLetter` judge a character by its first
        // scalar: the marks and joiners that extend a character are skipped. Breaking the text
        // into characters cost more than the rest of the rule.
        for scalar in string.unicodeScalars {
            let isWhitespace: Bool, isLetter: Bool
            if scalar.isASCII {
                // Most texts are ASCII: no property tables for them.
                let value = scalar.value
                isWhitespace = value == 0x20 || (0x09...0x0D).contains(value)
                isLetter = (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
            } else {
                let properties = scalar.properties
                if properties.isGraphemeExtend || scalar.value == 0x200D { continue }
                isWhitespace = properties.isWhitespace
                isLetter = properties.isAlphabetic
            }
            if isWhitespace {
                if inWord, wordHasLetter { words += 1; if words == 2 { return true } }
                inWord = false; wordHasLetter = false
            } else {
                inWord = true
                if isLetter { wordHasLetter = true }
            }
        }
        return words + (inWord && wordHasLetter ? 1 : 0) >= 2
    }
}
