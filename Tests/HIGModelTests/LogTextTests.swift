@testable import HIGModel
import Testing

/// `LogText`, the one escaping every printed diagnostic goes through (issue 32).
@Suite struct LogTextTests {
    @Test func aNameStaysOnItsLine() {
        #expect(LogText.name("a\nb\u{1B}[31m\u{202E}c\td") == "a<U+000A>b<U+001B>[31m<U+202E>c<U+0009>d")
        #expect(LogText.name("Einstellungen – WLAN 50%.json") == "Einstellungen – WLAN 50%.json")
    }

    @Test func noLineStartsAWorkflowCommand() {
        #expect(LogText.lines("::error::x\n  ::add-mask::y\n##[group]z\nok: ::not-at-start") == "<U+003A>:error::x\n  <U+003A>:add-mask::y\n<U+0023>#[group]z\nok: ::not-at-start")
    }

    @Test func escapesARunnerDecodesAreMadeVisible() {
        #expect(LogText.line("a%0Ab%0dc%25d 50% %41") == "a<U+0025>0Ab<U+0025>0dc<U+0025>25d 50% %41")
        #expect(LogText.line("trailing %0") == "trailing %0")
    }

    @Test func controlsAndBidiAreShownByNameButTabsKept() {
        #expect(LogText.line("a\rb\u{7F}c\u{2066}d\te\u{200E}") == "a<U+000D>b<U+007F>c<U+2066>d\te\u{200E}")
    }

    /// Text with nothing to change is returned as it is, without the loop: the same as the
    /// loop gives, for text on either side of every case the loop changes.
    @Test func textWithNothingToChangeIsTheSame() {
        let samples = [
            "", "plain", "Einstellungen – WLAN", "a\tb", " \t::x", "::\u{301}x", ":\u{301}:x", "#\u{301}#[x", "##x", " ##[x",
            "50%", "%0a", "a\u{85}b", "a\u{2028}b", "a\r\nb", "a\u{FEFF}", "a\u{200E}b", "e\u{301}", "🇫🇮 flag", "x\u{9F}", "x\u{A0}y",
        ]
        for text in samples {
            #expect(LogText.line(text) == Self.lineScalarByScalar(text), "\(Array(text.unicodeScalars))")
            #expect(LogText.singleLine(text) == Self.singleLineScalarByScalar(text), "\(Array(text.unicodeScalars))")
        }
        #expect(LogText.line("::\u{301}x") == "<U+003A>:\u{301}x", "a combining mark does not hide a command")
        #expect(LogText.singleLine("a\u{85}b") == "a↵b")
    }

    /// A message printed as it is (most of a run's notes) is what `line` makes of each of its
    /// lines, for messages made of every piece `line` looks at.
    @Test func messagesPrintedAsTheyAreAreWhatEachLineGives() {
        let pieces = ["a", "Z", " ", "\t", "\n", ":", "::", "#", "##[", "%", "%0A", "\r", "é", "\u{1B}", "\u{7F}", "x:y", "\u{202E}", "/", "1"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var printedAsIs = 0
        for _ in 0..<5_000 {
            var message = ""
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for shift in stride(from: 0, to: Int(state >> 61) * 8, by: 8) {
                message += pieces[Int((state >> UInt64(shift)) & 0xFF) % pieces.count]
            }
            let eachLine = message.split(separator: "\n", omittingEmptySubsequences: false).map { LogText.line(String($0)) }.joined(separator: "\n")
            #expect(LogText.lines(message) == eachLine, "\(Array(message.unicodeScalars))")
            if LogText.isPrintedAsIs(message) {
                printedAsIs += 1
                #expect(eachLine == message)
            }
        }
        #expect(printedAsIs > 100)
        #expect(LogText.isPrintedAsIs("App/Base.lproj/Main.storyboard:48:53: note: text style without adjustsFontForContentSizeCategory\n  second line"))
        #expect(!LogText.isPrintedAsIs("ok\n  ::add-mask::x"))
    }

    /// `LogText.line`'s rules, one scalar at a time.
    static func lineScalarByScalar(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var start = 0
        while start < scalars.count, scalars[start] == " " || scalars[start] == "\t" { start += 1 }
        let rest = scalars[start...]
        let startsCommand = rest.starts(with: [":", ":"]) || rest.starts(with: ["#", "#", "["])
        var out = ""
        for (index, scalar) in scalars.enumerated() {
            let decoded = index + 2 < scalars.count && ["0A", "0D", "25"].contains((String(scalars[index + 1]) + String(scalars[index + 2])).uppercased())
            if (index == start && startsCommand) || (LogText.needsEscape(scalar) && scalar != "\t") || (scalar == "%" && decoded) {
                out += LogText.visible(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `LogText.singleLine`'s rules, one scalar at a time.
    static func singleLineScalarByScalar(_ text: String) -> String {
        var out = ""
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            switch scalar {
            case "\n" where previous == "\r": continue
            case "\r", "\n", "\u{2028}", "\u{2029}", "\u{85}": out += "↵"
            case "\t": out += " "
            default: if LogText.needsEscape(scalar) { out += LogText.visible(scalar) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
