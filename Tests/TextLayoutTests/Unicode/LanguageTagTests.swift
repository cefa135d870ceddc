import Testing
@testable import TextLayout

/// ICU's canonical BCP 47 spelling, the one every locale the tool reads is brought to.
@Suite struct LanguageTagTests {
    @Test(arguments: [
        ("de", "de"), ("DE", "de"), ("de_DE", "de-DE"), ("de-de", "de-DE"), ("zh-hans-cn", "zh-Hans-CN"),
        ("zh_Hans", "zh-Hans"), ("pt_BR", "pt-BR"), ("es-419", "es-419"), ("sr-Latn", "sr-Latn"),
        ("de-CH-1996", "de-CH-1996"), ("ja-JP-u-ca-japanese", "ja-JP-u-ca-japanese"), ("en-x-double", "en-x-double"),
        // ICU's own canonicalisation: deprecated codes give way to their replacements.
        ("iw", "he"), ("in", "id"), ("mo", "ro"), ("und", "und"),
    ])
    func canonicalForm(name: String, expected: String) {
        #expect(LanguageTag.canonical(name) == expected)
    }

    /// Right shape, not a tag: ICU parses a prefix of each, which must not pass for the whole.
    @Test(arguments: ["en-a", "de-1", "en-u", "en--US", "en-", "-en", "", "root", "x-pseudo", "aaaaaaaaa", "e", "12", "../etc", "de\u{202E}", "dé", "en US", String(repeating: "a", count: 3) + String(repeating: "-abcdefgh", count: 7)])
    func notATag(name: String) {
        #expect(LanguageTag.canonical(name) == nil)
    }

    /// Every spelling of one locale meets in one name.
    @Test func spellingsMeet() {
        let spellings = ["pt_BR", "pt-br", "PT-BR", "pt_br", "pt-BR"]
        #expect(Set(spellings.compactMap(LanguageTag.canonical)) == ["pt-BR"])
    }
}
