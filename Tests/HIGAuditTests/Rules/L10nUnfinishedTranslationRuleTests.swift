import Testing
@testable import HIGInput
import HIGModel
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

/// A locale whose catalog repeats the development text throughout is a copied folder even on a
/// screen that shows too few of its texts to tell: one finding for the locale, not one per text.
@Suite struct L10nCopiedCatalogLocaleTests {
    static let catalogJSON = """
    { "sourceLanguage": "en", "version": "1.0", "strings": {
      "a": { "localizations": { "en": { "stringUnit": { "state": "translated", "value": "Add a Device" } }, "de": { "stringUnit": { "state": "translated", "value": "Gerät hinzufügen" } }, "nl": { "stringUnit": { "state": "translated", "value": "Add a Device" } } } },
      "b": { "localizations": { "en": { "stringUnit": { "state": "translated", "value": "Signed In Devices" } }, "de": { "stringUnit": { "state": "translated", "value": "Angemeldete Geräte" } }, "nl": { "stringUnit": { "state": "translated", "value": "Signed In Devices" } } } },
      "c": { "localizations": { "en": { "stringUnit": { "state": "translated", "value": "Privacy Policy" } }, "de": { "stringUnit": { "state": "translated", "value": "Datenschutzerklärung" } }, "nl": { "stringUnit": { "state": "translated", "value": "Privacy Policy" } } } },
      "d": { "localizations": { "en": { "stringUnit": { "state": "translated", "value": "Terms of Service" } }, "de": { "stringUnit": { "state": "translated", "value": "Nutzungsbedingungen" } }, "nl": { "stringUnit": { "state": "translated", "value": "Terms of Service" } } } },
      "e": { "localizations": { "en": { "stringUnit": { "state": "translated", "value": "Sign Out Now" } }, "de": { "stringUnit": { "state": "translated", "value": "Sign Out Now" } }, "fr": { "stringUnit": { "state": "translated", "value": "Se déconnecter" } }, "nl": { "stringUnit": { "state": "translated", "value": "Sign Out Now" } } } }
    } }
    """

    static func findings(keys: [(key: String, english: String)]) throws -> [Finding] {
        var sweep = TextSweep()
        sweep.translations = try StringCatalogReader.read(Array(catalogJSON.utf8), file: "Localizable.xcstrings", table: "Localizable")
        let rows = keys.map { #"{ "text": { "string": "\#($0.english)", "localizationKey": "\#($0.key)" } }"# }.joined(separator: ", ")
        let json = #"{ "schemaVersion": 1, "screens": [{ "name": "Devices", "table": { "style": "insetGrouped", "sections": [{ "rows": [\#(rows)] }] } }] }"#
        let dump = try DumpLoader.decode(Array(json.utf8), file: "devices.json")
        let configuration = AuditConfiguration(enabledRules: ["l10n/unfinished-translation"], textSweep: sweep)
        return try Audit(configuration: configuration).run([dump]).findings
    }

    @Test func aSmallScreenNamesTheCopiedLocaleOnce() throws {
        let findings = try Self.findings(keys: [("a", "Add a Device"), ("b", "Signed In Devices")])
        #expect(findings.count == 1, "\(findings.map(\.message))")
        #expect(findings.first?.message.contains("'nl' is an untranslated copy of the development language") == true, "\(findings.map(\.message))")
    }

    /// A text German leaves in English while French translates it is still that text's own
    /// finding: German as a whole is translated, and only nl is a copied folder.
    @Test func aTextCopiedInATranslatedLocaleIsStillReported() throws {
        let findings = try Self.findings(keys: [("e", "Sign Out Now")])
        #expect(findings.count == 2, "\(findings.map(\.message))")
        #expect(findings.contains { $0[evidence: .untranslatedLocales] == .string("de") }, "\(findings.map(\.message))")
        #expect(findings.contains { $0[evidence: .locale] == .string("nl") }, "\(findings.map(\.message))")
    }
}
