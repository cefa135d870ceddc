import Testing
@testable import HIGAudit

/// What counts as a phrase (two words or more) for `l10n/unfinished-translation`: judged scalar
/// by scalar, a character's marks and joiners belong to it, as they do to `Character`.
@Suite struct L10nUnfinishedTranslationRuleTests {
    @Test(arguments: [
        ("Bluetooth", false),
        ("Wi-Fi", false),
        ("Save changes", true),
        ("  Save  ", false),
        ("50 %", false),
        ("Re\u{0301}sume\u{0301} draft", true),
        // A combining mark after a space extends the space: still one word.
        ("Cafe \u{0301}", false),
        ("\u{0915}\u{093F} \u{0916}", true),
        ("👩‍💻 coding", false),
        ("Zeile\u{00A0}eins", true),
        ("Tab\tseparated", true),
        ("line\r\nbreak", true),
        ("", false),
    ])
    func phrases(text: String, isPhrase: Bool) {
        #expect(L10nUnfinishedTranslationRule.isPhrase(text) == isPhrase, "\(text.debugDescription)")
        // The same answer as judging by characters.
        #expect(Self.isPhraseByCharacter(text) == isPhrase, "\(text.debugDescription)")
    }

    /// The definition by `Character`, as the rule once computed it.
    static func isPhraseByCharacter(_ string: String) -> Bool {
        var words = 0, inWord = false, wordHasLetter = false
        for character in string {
            if character.isWhitespace {
                if inWord, wordHasLetter { words += 1 }
                inWord = false; wordHasLetter = false
            } else {
                inWord = true
                if character.isLetter { wordHasLetter = true }
            }
        }
        return words + (inWord && wordHasLetter ? 1 : 0) >= 2
    }
}
