import Testing
@testable import TextLayout

@Suite struct LineFitterTests {
    let font = Font.preferred(.body)
    let fitter: LineFitter

    init() throws { fitter = try LineFitter() }

    func fit(_ text: String, width: Double, lines: Int = 1, mode: LineBreakMode = .byTruncatingTail,
             locale: String = "") -> LabelFit {
        let constraints = LabelConstraints(width: width, numberOfLines: lines, lineBreakMode: mode, locale: locale)
        let result = fitter.fit(text, font: font, constraints: constraints)
        // The cheap check and the full fit always agree.
        #expect(fitter.check(text, font: font, constraints: constraints) == result.summary)
        return result
    }

    @Test func measuredTextFitsAtEveryWidthAsTheStringDoes() {
        // 19 pt: still SF Pro Text, the same face at another size.
        let larger = Font.preferred(.body, category: .extraLarge)
        let display = Font.preferred(.body, category: .accessibilityLarge)
        for text in ["Settings", "Benachrichtigungen und Mitteilungen", "two\nlines", "ends in space ", "ends in NBSP\u{A0}", "", "ちょっと、まって"] {
            let measure = TextMeasure(text, font: font)
            #expect(measure.width == font.width(of: text))
            // Another size of the same face: the same as measuring again.
            #expect(measure.resized(from: font, to: larger) == TextMeasure(text, font: larger))
            for width in [0.0, 40, 120, 361] {
                for lines in [0, 1, 2] {
                    let constraints = LabelConstraints(width: width, numberOfLines: lines, locale: "ja")
                    #expect(fitter.check(text, font: font, measure: measure, constraints: constraints) == fitter.fit(text, font: font, constraints: constraints).summary)
                }
            }
        }
        #expect(TextMeasure("Settings", font: font).resized(from: font, to: Font.preferred(.body, weight: .bold)) == nil)
        // From 20 pt the system font is SF Pro Display, another face: measured again.
        #expect(TextMeasure("Settings", font: font).resized(from: font, to: display) == nil)
        #expect(TextMeasure("a\u{2028}b", font: font).hasMandatoryBreak)
        #expect(!TextMeasure("a b", font: font).hasMandatoryBreak)
        #expect(TextMeasure("a\u{3000}", font: font).endsInSpace)
        #expect(!TextMeasure("a\u{301}", font: font).endsInSpace)
    }

    @Test func aKeptAnalysisServesOnlyTheSameScalars() throws {
        // Canonically equivalent, so `==` holds, but other scalars: "é" against "e" + U+0301.
        let precomposed = "Caf\u{E9} cr\u{E8}me et cr\u{E9}pes fra\u{EE}ches du march\u{E9}"
        let decomposed = "Cafe\u{301} cre\u{300}me et cre\u{301}pes frai\u{302}ches du marche\u{301}"
        #expect(precomposed == decomposed)
        for constraints in [LabelConstraints(width: 120, numberOfLines: 1, lineBreakMode: .byTruncatingTail, locale: "fr"),
                            LabelConstraints(width: 90, numberOfLines: 0, lineBreakMode: .byWordWrapping, locale: "fr")] {
            _ = fitter.fit(precomposed, font: font, constraints: constraints)
            let after = fitter.fit(decomposed, font: font, constraints: constraints)
            let fresh = try LineFitter().fit(decomposed, font: font, constraints: constraints)
            #expect(Array(after.visibleText.unicodeScalars) == Array(fresh.visibleText.unicodeScalars))
            #expect(after.lines.map { Array($0.unicodeScalars) } == fresh.lines.map { Array($0.unicodeScalars) })
            #expect(after.visibleText.unicodeScalars.contains("\u{301}"))
        }
    }

    @Test func keptAnalysesGiveWhatAFreshFitterGivesInAnyOrder() throws {
        // More texts than the fitter keeps analyses of, fitted in an order that finds some
        // kept, evicts others and comes back to them, in two locales: every fit is the one a
        // fitter that never saw another text gives.
        let texts = ["Notifications et alertes sonores", "ちょっと、まって、ください", "Wi\u{2011}Fi and Bluetooth settings",
                     "Benachrichtigungen", "Cafe\u{301} cre\u{300}me", "Caf\u{E9} cr\u{E8}me", "Confidentialit\u{E9} et s\u{E9}curit\u{E9}"]
        var order: [Int] = []
        for round in 0..<5 { order += texts.indices.map { ($0 * (round + 2)) % texts.count } }
        for (step, index) in order.enumerated() {
            let constraints = LabelConstraints(width: [60.0, 95, 140][step % 3], numberOfLines: step % 4, lineBreakMode: step % 2 == 0 ? .byTruncatingTail : .byWordWrapping,
                                               locale: step % 5 == 0 ? "ja" : "fr")
            let kept = fitter.fit(texts[index], font: font, constraints: constraints)
            let fresh = try LineFitter().fit(texts[index], font: font, constraints: constraints)
            #expect(kept.summary == fresh.summary)
            #expect(kept.lines.map { Array($0.unicodeScalars) } == fresh.lines.map { Array($0.unicodeScalars) })
        }
    }

    @Test func rangesMeasuredInOneFaceServeOnlyThatFace() throws {
        // One text laid out at every size (SF Pro Text below 20 pt, Display from 20 pt, and a
        // bold weight: three faces) and several widths, in an order that returns to each face:
        // every fit is what a fitter that measures afresh gives.
        let text = "Benachrichtigungen und Mitteilungen für alle Apps auf diesem Gerät"
        let fonts = [Font.preferred(.body), Font.preferred(.body, category: .accessibilityLarge), Font.preferred(.body, weight: .bold),
                     Font.preferred(.body, category: .extraLarge), Font.preferred(.body, category: .accessibilityExtraExtraExtraLarge)]
        for round in 0..<3 {
            for (index, font) in fonts.enumerated() {
                let constraints = LabelConstraints(width: [120.0, 200, 320][(round + index) % 3], numberOfLines: 0, lineBreakMode: .byWordWrapping, locale: "de")
                let kept = fitter.fit(text, font: font, constraints: constraints)
                let fresh = try LineFitter().fit(text, font: font, constraints: constraints)
                #expect(kept.summary == fresh.summary)
                #expect(kept.lines == fresh.lines)
            }
        }
    }

    @Test func rangeWidthsAreWhatMeasuringGives() {
        // Ranges that share a place in the table, and a change of face, are measured again.
        var widths = RangeWidths()
        let face = Font.preferred(.body)
        let other = Font.preferred(.body, weight: .bold)
        var measured = 0
        func units(_ lower: Int, _ upper: Int, in face: Font) -> Int {
            widths.units(lower, upper, in: face) { measured += 1; return (lower * 1000 + upper, upper - lower) }.units
        }
        #expect(units(0, 10, in: face) == 10 && measured == 1)
        #expect(units(0, 10, in: face) == 10 && measured == 1)
        // 0..<74 falls where 0..<10 is: measured, and 0..<10 after it measured again.
        #expect(units(0, 74, in: face) == 74 && measured == 2)
        #expect(units(0, 10, in: face) == 10 && measured == 3)
        #expect(units(0, 10, in: other) == 10 && measured == 4)
        #expect(units(2, 10, in: other) == 2010 && measured == 5)
        widths.forget()
        #expect(units(2, 10, in: other) == 2010 && measured == 6)
    }

    @Test func summedWidthsAreWhatMeasuringGivesForEveryRange() {
        // Kerned pairs ("AV", "To", "Wa"), accents precomposed and combining, zero-width and
        // control characters, other scripts measured plainly, and ones that look at their
        // neighbours (not summed).
        let alphabet: [UInt32] = Array("AVATo Wa.yFrançais".unicodeScalars.map(\.value)) + [0x301, 0x200B, 0x200D, 0xAD, 0xA0, 0x09, 0x0A, 0x2014,
                                                                                         0x416, 0x3B1, 0x65E5, 0x3001, 0x5D0, 0x1100]
        let neighbourly: [UInt32] = [0x644, 0x627, 0x915, 0x94D, 0xE01, 0x1F600, 0xFE0F, 0x20E3, 0x1F1EB]
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        let fonts = [font, Font.preferred(.body, weight: .bold), Font.preferred(.title1, category: .accessibilityLarge), Font.preferred(.footnote, weight: .semibold)]
        var summed = 0
        for round in 0..<300 {
            var text = (0..<(1 + next(24))).map { _ in alphabet[next(alphabet.count)] }
            if round % 5 == 0 { text.insert(neighbourly[next(neighbourly.count)], at: next(text.count + 1)) }
            text.withUnsafeBufferPointer { s in
                guard PrefixWidths.isSummable(s) else {
                    #expect(round % 5 == 0, "only text holding a neighbourly scalar is measured range by range")
                    return
                }
                summed += 1
                var sums = PrefixWidths()
                for font in fonts {
                    sums.prepare(s, in: font)
                    let core = WidthCore(face: font.face)
                    for lower in 0...s.count {
                        for upper in lower...s.count {
                            let measured = core.measure(s, lower, upper), fromSums = sums.units(lower, upper)
                            #expect(fromSums == measured, "\(text.map { String($0, radix: 16) }) \(lower)..<\(upper)")
                        }
                    }
                }
            }
        }
        #expect(summed >= 240)
    }

    @Test func manyLocalesShareAFewBreakers() {
        let locales = ["de", "fr", "pt-BR", "ja", "ja-JP", "ko"] + (0..<200).map { "x\($0)" }
        for locale in locales {
            _ = fit("Benachrichtigungen und Mitteilungen", width: 120, lines: 0, locale: locale)
        }
        // root, ja@lb=strict and root+keep-all.
        #expect(fitter.breakerCount == 3)
    }

    @Test func shortTextFitsOnOneLine() {
        let result = fit("Settings", width: 361)
        #expect(result.lineCount == 1)
        #expect(!result.isTruncated)
        #expect(result.overflow == 0)
        #expect(result.visibleText == "Settings")
        #expect(result.lines == ["Settings"])
        #expect(fit("", width: 100).lineCount == 0)
    }

    @Test func tailTruncationEndsWithEllipsis() {
        let text = "Benachrichtigungen und Mitteilungen"
        let result = fit(text, width: 131)
        #expect(result.isTruncated)
        #expect(result.visibleText.hasSuffix("…"))
        #expect(text.hasPrefix(String(result.visibleText.dropLast())))
        #expect(font.width(of: result.visibleText) <= 131)
        #expect(abs(result.overflow - (font.width(of: text) - 131)) < 1e-9)
        // One more character would not have fitted.
        let shown = result.visibleText.dropLast().count
        let longer = String(text.prefix(shown + 1)) + "…"
        #expect(font.width(of: longer) > 131)
    }

    @Test func headTruncationStartsWithEllipsis() {
        let text = "Benachrichtigungen und Mitteilungen"
        let result = fit(text, width: 131, mode: .byTruncatingHead)
        #expect(result.visibleText.hasPrefix("…"))
        #expect(text.hasSuffix(String(result.visibleText.dropFirst())))
        #expect(font.width(of: result.visibleText) <= 131)
    }

    @Test func middleTruncationKeepsBothEnds() {
        let text = "Benachrichtigungen und Mitteilungen"
        let result = fit(text, width: 131, mode: .byTruncatingMiddle)
        let parts = result.visibleText.split(separator: "…", omittingEmptySubsequences: false)
        #expect(parts.count == 2)
        #expect(text.hasPrefix(parts[0]) && text.hasSuffix(parts[1]))
        #expect(!parts[0].isEmpty && !parts[1].isEmpty)
        #expect(font.width(of: result.visibleText) <= 131)
    }

    @Test func clippingShowsAPrefixWithoutEllipsis() {
        let text = "Benachrichtigungen und Mitteilungen"
        let result = fit(text, width: 131, mode: .byClipping)
        #expect(result.isTruncated)
        #expect(!result.visibleText.contains("…"))
        #expect(text.hasPrefix(result.visibleText))
        #expect(font.width(of: result.visibleText) <= 131)
    }

    @Test func wordWrappingFillsLinesGreedily() {
        let text = "one two three four five six seven"
        let width = font.width(of: "one two three") + 1
        let result = fit(text, width: width, lines: 0, mode: .byWordWrapping)
        #expect(result.lines == ["one two three", "four five six", "seven"])
        #expect(!result.isTruncated)
        #expect(result.visibleText == text)
    }

    @Test func onlyTheLastLineTruncates() {
        let text = "one two three four five six seven eight nine ten"
        let width = font.width(of: "one two three") + 1
        let result = fit(text, width: width, lines: 2)
        #expect(result.lineCount == 2)
        #expect(result.lines[0] == "one two three")
        #expect(result.lines[1].hasSuffix("…"))
        #expect(result.lines[1].hasPrefix("four five"))
        #expect(result.isTruncated)
        #expect(result.visibleText.hasPrefix("one two three four"))
        #expect(result.overflow > 0)
    }

    @Test func wrappingWithALineLimitCutsAtTheLastLine() {
        let text = "one two three four five six seven"
        let width = font.width(of: "one two three") + 1
        let result = fit(text, width: width, lines: 2, mode: .byWordWrapping)
        #expect(result.lines == ["one two three", "four five six"])
        #expect(result.isTruncated)
        #expect(!result.visibleText.contains("…"))
    }

    @Test func charWrappingBreaksInsideWords() {
        let text = "abcdefghij klmnop"
        let width = font.width(of: "abcdef") + 0.5
        let result = fit(text, width: width, lines: 0, mode: .byCharWrapping)
        #expect(result.lines.first == "abcdef")
        #expect(result.lines.count == 3)
        #expect(result.lines.joined() == text)
        for line in result.lines { #expect(font.width(of: line) <= width) }
    }

    @Test func overlongWordBreaksBetweenClusters() {
        let text = "Donaudampfschifffahrtsgesellschaft"
        let result = fit(text, width: 80, lines: 0, mode: .byWordWrapping)
        #expect(result.lineCount > 2)
        #expect(result.lines.joined() == text)
        for line in result.lines { #expect(font.width(of: line) <= 80) }
    }

    @Test func mandatoryBreaksStartNewLines() {
        let result = fit("first\nsecond", width: 300, lines: 0, mode: .byWordWrapping)
        #expect(result.lines == ["first", "second"])
        for separator in ["\r\n", "\u{2028}", "\u{2029}", "\u{85}", "\u{0B}"] {
            #expect(fit("first\(separator)second", width: 300, lines: 0, mode: .byWordWrapping).lineCount == 2)
        }
        #expect(fit("first\u{2027}second", width: 300, lines: 0, mode: .byWordWrapping).lineCount == 1)
        let single = fit("first\nsecond", width: 300, lines: 1)
        #expect(single.isTruncated)
        #expect(single.visibleText == "first…")
    }

    @Test func japaneseWrapsPerCharacterWithKinsoku() {
        let text = "東京都、大阪府、京都府、北海道。ちょっとまって"
        let result = fit(text, width: 17 * 3 + 1, lines: 0, mode: .byWordWrapping, locale: "ja")
        #expect(result.lineCount >= 7)
        #expect(result.lines.joined() == text)
        for line in result.lines {
            #expect(!line.hasPrefix("、") && !line.hasPrefix("。") && !line.hasPrefix("ょ"))
        }
    }

    @Test func thaiWrapsAtDictionaryWordBoundaries() {
        let text = "ภาษาไทยเป็นภาษาที่สวยงาม"
        let result = fit(text, width: font.width(of: "ภาษาไทย") + 1, lines: 0, mode: .byWordWrapping, locale: "th")
        #expect(result.lineCount > 1)
        #expect(result.lines.joined() == text)
        #expect(result.lines.first == "ภาษาไทย")
    }

    @Test func koreanWrapsAtSpaces() {
        let text = "안녕하세요 반갑습니다"
        let result = fit(text, width: font.width(of: "안녕하세요 반갑") , lines: 0, mode: .byWordWrapping, locale: "ko")
        #expect(result.lines == ["안녕하세요", "반갑습니다"])
    }

    @Test func rightToLeftTextTruncatesAtTheLogicalEnd() {
        let text = "הגדרות התראות ושיתוף מיקום"
        let result = fit(text, width: 90)
        #expect(result.direction == .rightToLeft)
        #expect(result.visibleText.hasSuffix("…"))
        #expect(text.hasPrefix(String(result.visibleText.dropLast())))
        #expect(fit("Settings", width: 300).direction == .leftToRight)
    }

    @Test func emojiAreNeverSplitAtTheCut() {
        let family = "👨‍👩‍👧"
        let text = String(repeating: family, count: 6)
        let result = fit(text, width: font.width(of: family) * 2.5 + font.ellipsisWidth)
        #expect(result.visibleText == family + family + "…")
    }

    @Test func combiningMarksStayWithTheirBase() {
        let text = String(repeating: "e\u{301}", count: 40)
        let result = fit(text, width: 60)
        let kept = result.visibleText.dropLast()
        #expect(!kept.isEmpty)
        #expect(kept.unicodeScalars.count == 2 * kept.count)
        #expect(result.visibleText.hasSuffix("…"))
    }

    @Test func arabicTruncatesAtAClusterBoundary() {
        let text = "الإعدادات العامة للتطبيق"
        let result = fit(text, width: 70)
        #expect(result.direction == .rightToLeft)
        #expect(result.isTruncated)
        #expect(text.hasPrefix(String(result.visibleText.dropLast())))
    }

    @Test func softHyphensBreakWithAVisibleHyphen() {
        let text = "Benachrichti\u{AD}gungseinstellungen"
        let result = fit(text, width: font.width(of: "Benachrichti-") + 1, lines: 0, mode: .byWordWrapping)
        #expect(result.lines.first == "Benachrichti-")
        #expect(!result.isTruncated)
        // Too narrow for the hyphen: the word breaks between clusters instead.
        let narrow = fit(text, width: font.width(of: "Benachrichti") + 0.01, lines: 0, mode: .byWordWrapping)
        #expect(narrow.lines.first != "Benachrichti-")
        #expect(font.width(of: text) == font.width(of: "Benachrichtigungseinstellungen"))
    }

    @Test func trailingSpacesHangAndDoNotTruncate() {
        let result = fit("Settings    ", width: font.width(of: "Settings") + 1)
        #expect(!result.isTruncated)
        #expect(result.overflow == 0)
        #expect(result.lines == ["Settings"])
    }

    @Test func overflowIsZeroWhenEverythingShows() {
        let result = fit("Wi-Fi", width: 200, lines: 3)
        #expect(result.overflow == 0)
        #expect(!result.isTruncated)
    }
}
