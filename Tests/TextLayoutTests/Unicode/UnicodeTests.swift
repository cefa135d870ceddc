import Testing
@testable import TextLayout

@Suite struct GraphemeSegmenterTests {
    @Test func emojiSequencesAndMarksAreSingleClusters() throws {
        let segmenter = try GraphemeSegmenter()
        let clusters = segmenter.clusters(in: "e\u{301}👨‍👩‍👧🇩🇪x")
        #expect(clusters == ["e\u{301}", "👨‍👩‍👧", "🇩🇪", "x"])
        #expect(segmenter.boundaries(in: "") == [0])
    }
}

@Suite struct LineBreakerTests {
    @Test func spacesAllowBreaksAndNewlinesForceThem() throws {
        let breaker = try LineBreaker()
        #expect(breaker.opportunities(in: "Hello world").map(\.offset) == [6, 11])
        let hard = breaker.opportunities(in: "a\nb")
        #expect(hard.first == LineBreakOpportunity(offset: 2, isMandatory: true))
    }

    @Test func japaneseNeverStartsALineWithSmallKanaOrComma() throws {
        let breaker = try LineBreaker(locale: "ja")
        let offsets = breaker.opportunities(in: "ちょっと、まって").map(\.offset)
        #expect(!offsets.contains(2))  // before small ょ
        #expect(!offsets.contains(4))  // before 、
        #expect(offsets.contains(5))   // after 、
    }

    @Test func koreanKeepsWordsTogether() throws {
        let korean = try LineBreaker(locale: "ko-KR")
        #expect(korean.opportunities(in: "안녕하세요 세계").map(\.offset) == [6, 8])
        let root = try LineBreaker()
        #expect(root.opportunities(in: "안녕하세요 세계").count > 2)
    }

    @Test func localesWithTheSameRulesShareAKey() throws {
        #expect(LineBreaker.rulesKey(for: "") == "root")
        #expect(LineBreaker.rulesKey(for: "de") == "root")
        #expect(LineBreaker.rulesKey(for: "pt-BR") == "root")
        #expect(LineBreaker.rulesKey(for: "ja") == "ja@lb=strict")
        #expect(LineBreaker.rulesKey(for: "ja-JP") == "ja@lb=strict")
        #expect(LineBreaker.rulesKey(for: "ko-KR") == "root+keep-all")
        #expect(LineBreaker.rulesKey(for: "en@lb=loose") == "root@lb=loose")
        #expect(LineBreaker.rulesKey(for: "zh-Hant") != LineBreaker.rulesKey(for: "zh"))
        #expect(try LineBreaker(locale: "fr").rulesKey == "root")
    }

    @Test func breakersClonedFromOneTemplateKeepTheirOwnText() throws {
        let first = try LineBreaker(locale: "ja")
        let second = try LineBreaker(locale: "ja-JP")
        let text = Array("ちょっと、まって".utf16)
        var interleaved: [Int] = []
        text.withUnsafeBufferPointer { buffer in
            first.forEachOpportunity(in: buffer) { offset, _ in
                interleaved.append(offset)
                // Using the other breaker in between must not move this one.
                _ = second.opportunities(in: "Hello world")
            }
        }
        #expect(interleaved == first.opportunities(in: "ちょっと、まって").map(\.offset))
        #expect(!interleaved.contains(2))
    }
}

@Suite struct CharacterPropertiesTests {
    @Test func icuPropertiesAreExposed() {
        #expect(CharacterProperties("字").eastAsianWidth == .wide)
        #expect(CharacterProperties("A").eastAsianWidth == .narrow)
        #expect(CharacterProperties("ب").joiningType == .dualJoining)
        #expect(CharacterProperties("ا").joiningType == .rightJoining)
        #expect(CharacterProperties("\u{064E}").joiningType == .transparent)
        #expect(CharacterProperties("\u{301}").generalCategory == .nonspacingMark)
        #expect(CharacterProperties("ж").script.code == "Cyrl")
        #expect(CharacterProperties("字").lineBreakClass.name == "ID")
        #expect(CharacterProperties("😀").isEmojiPresentation)
        #expect(CharacterProperties("©").isEmoji && !CharacterProperties("©").isEmojiPresentation)
        #expect(CharacterProperties("©").isExtendedPictographic)
        #expect(CharacterProperties("🇩").isRegionalIndicator)
        #expect(CharacterProperties("🏽").isEmojiModifier)
        #expect(CharacterProperties("\u{200D}").isDefaultIgnorable)
    }

    @Test func icuIsTheExpectedRelease() {
        #expect(icuVersion.hasPrefix("72."))
        #expect(icuUnicodeVersion.hasPrefix("15.0"))
    }
}

@Suite struct BidiTests {
    @Test func mixedParagraphHasRightToLeftBaseAndTwoRuns() throws {
        let bidi = try Bidi()
        let paragraph = bidi.paragraph("שלום world")
        #expect(paragraph.baseDirection == .rightToLeft)
        #expect(paragraph.isMixed)
        #expect(paragraph.visualRuns.count == 2)
        #expect(paragraph.visualRuns.contains(BidiRun(logicalRange: 0..<5, direction: .rightToLeft)))
    }

    @Test func latinIsOneLeftToRightRun() throws {
        let paragraph = try Bidi().paragraph("abc")
        #expect(paragraph.baseDirection == .leftToRight)
        #expect(paragraph.visualRuns == [BidiRun(logicalRange: 0..<3, direction: .leftToRight)])
        #expect(try Bidi().paragraph("abc", base: .rightToLeft).baseDirection == .rightToLeft)
    }
}

@Suite struct CaseMappingTests {
    @Test func uppercasingFollowsTheLocale() {
        #expect(uppercased("straße", locale: "de") == "STRASSE")
        #expect(uppercased("istanbul", locale: "tr") == "İSTANBUL")
        #expect(uppercased("istanbul", locale: "en") == "ISTANBUL")
        #expect(uppercased("", locale: "en") == "")
        #expect(uppercased("ﬃ", locale: "en") == "FFI")
        #expect(uppercased("𐐨 🙂 ǆ", locale: "en") == "𐐀 🙂 Ǆ")
    }

    /// The UTF-16 decoder uppercasing uses gives what the standard library's gives, unpaired
    /// surrogates (each one U+FFFD) and the ends of every encoded length included.
    @Test func utf16DecodesAsTheStandardLibraryDoes() {
        let samples: [[UInt16]] = [
            [], [0x41], [0x7F, 0x80, 0x7FF, 0x800, 0xFFFF], [0xD83D, 0xDE42], [0xD800, 0xDC00], [0xDBFF, 0xDFFF],
            [0xD83D], [0xDE42], [0x41, 0xD83D], [0xDE42, 0xD83D, 0x41], [0xD83D, 0xD83D, 0xDE42], [0xDC00, 0xD800],
            Array("Ünïcödé straße 𐐨 ﻻ सूचनाएँ 👨‍👩‍👧".utf16),
        ]
        for units in samples {
            let expected = String(decoding: units, as: UTF16.self)
            #expect(units.withUnsafeBufferPointer { decodeUTF16($0) } == expected, "\(units)")
            #expect(Array(units.withUnsafeBufferPointer { decodeUTF16($0) }.unicodeScalars) == Array(expected.unicodeScalars))
        }
    }
}

@Suite struct PluralRulesTests {
    @Test func keywordsAreReadWithoutStrings() {
        func category(_ keyword: String) -> PluralCategory? {
            Array(keyword.utf8CString.dropLast()).withUnsafeBufferPointer { PluralCategory(keyword: $0) }
        }
        for known in PluralCategory.allCases { #expect(category(known.rawValue) == known) }
        for unknown in ["", "ones", "oxe", "tww", "fewer", "otter", "mano", "zer0"] { #expect(category(unknown) == nil) }
    }

    @Test func categoriesFollowCLDR() throws {
        let english = try PluralRules(locale: "en")
        #expect(english.category(for: 1) == .one)
        #expect(english.category(for: 2) == .other)
        let russian = try PluralRules(locale: "ru")
        #expect(russian.category(for: 2) == .few)
        #expect(russian.category(for: 5) == .many)
        #expect(russian.category(for: 21) == .one)
        #expect(try PluralRules(locale: "ar").category(for: 0) == .zero)
        #expect(try PluralRules(locale: "ja").category(for: 1) == .other)
    }

    /// ICU 72 overflowed a fixed buffer on a 172-byte locale name from a fuzzed dump (a fortify
    /// abort); such names now stand for their language.
    @Test func overlongAndOddLocaleNamesStandForTheirLanguage() throws {
        let overlong = "fi" + String(repeating: "_", count: 57) + String(repeating: "K", count: 90) + String(repeating: "_", count: 23)
        #expect(icuLocaleID(overlong) == "fi")
        let finnish = try PluralRules(locale: overlong)
        #expect(finnish.category(for: 1) == .one)
        #expect(finnish.category(for: 2) == .other)
        #expect(icuLocaleID("ru-RU") == "ru_RU")
        #expect(icuLocaleID("ja@lb=strict") == "ja@lb=strict")
        #expect(icuLocaleID("de\u{0}x") == "de")
        #expect(icuLocaleID("Ünicode") == "")
        #expect(icuLocaleID(String(repeating: "x", count: 65)) == "")
        #expect(try PluralRules(locale: String(repeating: "ab", count: 500)).category(for: 1) == .other)
    }
}
