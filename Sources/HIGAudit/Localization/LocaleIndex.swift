import HIGInput
import HIGModel

/// Locale names numbered in the order they are first met, each with its language's number.
///
/// The sweep and the localization rules ask about every text in every locale; numbered, a
/// locale is looked up by indexing arrays (`TextResolver.IndexedLocale`) instead of hashing its
/// name at every look-up (about 330 instructions a name), and the language a locale falls back
/// to (`de` for `de-CH`) is worked out once per name rather than once per text.
struct LocaleIndex {
    /// By number.
    private(set) var names: [String] = []
    private var numberByName: [String: Int] = [:]
    /// By number: the number of the locale's language when it is another locale (`de` for
    /// `de-CH`), `Self.ownLanguage` when the locale is its own language, `Self.notYetKnown`
    /// before first asked.
    private var languageNumbers: [Int] = []
    private static let ownLanguage = -1
    private static let notYetKnown = -2

    var count: Int { names.count }

    /// The locale's number, given to it now when it has none yet.
    mutating func number(of name: String) -> Int {
        if let known = numberByName[name] { return known }
        let number = names.count
        names.append(name)
        numberByName[name] = number
        languageNumbers.append(Self.notYetKnown)
        return number
    }

    /// The locale numbers of the translations listed last (`forEachNumber`), by position.
    private var lastListed: [Int] = []

    /// Calls `body` with the position and locale number of each of `localizations`, numbering
    /// new locales. Texts list their translations in the same order, so each name is first
    /// compared with the one at its place in the list numbered last (equal small strings
    /// compare without hashing), and the translations are read in place, not copied.
    mutating func forEachNumber(of localizations: [Localization], _ body: (_ position: Int, _ number: Int) -> Void) {
        for position in localizations.indices {
            let number: Int
            if position < lastListed.count, names[lastListed[position]] == localizations[position].locale {
                number = lastListed[position]
            } else {
                number = self.number(of: localizations[position].locale)
                if position < lastListed.count { lastListed[position] = number } else { lastListed.append(number) }
            }
            body(position, number)
        }
    }

    /// The number of the language the locale falls back to, as `LocaleName.language(of:)`
    /// names it; nil when the locale is its own language.
    mutating func languageNumber(of number: Int) -> Int? {
        let known = languageNumbers[number]
        if known != Self.notYetKnown { return known == Self.ownLanguage ? nil : known }
        let name = names[number]
        let language = LocaleName.language(of: name)
        let found = language == name ? Self.ownLanguage : self.number(of: language)
        languageNumbers[number] = found
        return found == Self.ownLanguage ? nil : found
    }
}
