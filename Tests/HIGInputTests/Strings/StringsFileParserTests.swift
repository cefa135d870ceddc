import HIGInput
import HIGModel
import Testing

@Suite struct StringsFileParserTests {
    static let file = "de.lproj/Localizable.strings"

    /// The pairs read, or the error.
    struct Reading {
        var pairs: [StringsFileParser.Pair] = []
        var error: SourceError?
    }

    static func parse(_ bytes: [UInt8]) -> Reading {
        do throws(SourceError) {
            return Reading(pairs: try StringsFileParser.pairs(bytes, file: file))
        } catch {
            return Reading(error: error)
        }
    }

    static func utf16(_ text: String, bigEndian: Bool, bom: Bool = true) -> [UInt8] {
        var bytes: [UInt8] = bom ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
        for unit in text.utf16 {
            let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
            bytes += bigEndian ? [high, low] : [low, high]
        }
        return bytes
    }

    static let sample = """
    /* Settings */
    "settings.title" = "Einstellungen";
    // a line comment
    "settings.wifi"="WLAN" ;
    "emoji.🙂" = "Größe 🙂 ok";
    """

    static func value(_ reading: Reading, _ key: String) -> String? {
        reading.pairs.first { $0.key == key }?.value
    }

    @Test(arguments: [
        ("utf8", Array(sample.utf8)),
        ("utf8 with BOM", [0xEF, 0xBB, 0xBF] + Array(sample.utf8)),
        ("utf16le with BOM", utf16(sample, bigEndian: false)),
        ("utf16be with BOM", utf16(sample, bigEndian: true)),
        ("utf16le without BOM", utf16(sample, bigEndian: false, bom: false)),
        ("utf16be without BOM", utf16(sample, bigEndian: true, bom: false)),
    ])
    func decodesEveryEncoding(name: String, bytes: [UInt8]) {
        let reading = Self.parse(bytes)
        #expect(reading.error == nil, "\(name): \(String(describing: reading.error))")
        #expect(Self.value(reading, "settings.title") == "Einstellungen", "\(name)")
        #expect(Self.value(reading, "settings.wifi") == "WLAN", "\(name)")
        #expect(Self.value(reading, "emoji.🙂") == "Größe 🙂 ok", "\(name)")
        // Positions are of the value, 1-based, in UTF-16 columns (the emoji counts two).
        let entry = reading.pairs.first { $0.key == "settings.wifi" }
        #expect(entry?.position == SourcePosition(line: 4, column: 17), "\(name)")
        let emoji = reading.pairs.first { $0.key == "emoji.🙂" }
        #expect(emoji?.position == SourcePosition(line: 5, column: 14), "\(name)")
    }

    @Test func escapes() {
        let text = #"""
        "a" = "line\nbreak\ttab \"quoted\" back\\slash \'single\'";
        "b" = "\U00E9t\u00E9 \UD83D\UDE00 \101\102";
        "c" = "bell\a\b\f\v\r";
        unquoted_key.1 = bare-value;
        "same";
        """#
        let reading = Self.parse(Array(text.utf8))
        #expect(reading.error == nil, "\(String(describing: reading.error))")
        #expect(Self.value(reading, "a") == "line\nbreak\ttab \"quoted\" back\\slash 'single'")
        #expect(Self.value(reading, "b") == "été 😀 AB")
        #expect(Self.value(reading, "c") == "bell\u{7}\u{8}\u{C}\u{B}\r")
        #expect(Self.value(reading, "unquoted_key.1") == "bare-value")
        #expect(Self.value(reading, "same") == "same")
    }

    @Test func commentsMayHoldAnything() {
        let text = "/* \"a\" = \"b\"; */\n// \"c\" = \"d\";\n\"e\" /* between */ = /* and */ \"f\";"
        let reading = Self.parse(Array(text.utf8))
        #expect(reading.error == nil)
        #expect(Self.value(reading, "a") == nil)
        #expect(Self.value(reading, "c") == nil)
        #expect(Self.value(reading, "e") == "f")
    }

    /// A comment before a pair saying not to translate it marks that pair only, whatever the
    /// apostrophe or case; Xcode's exported comments put it in `Note = "…"`.
    @Test func dontTranslateCommentsMarkTheirPair() {
        let text = """
        /* Class = "UILabel"; text = "Host"; ObjectID = "Lbl-1"; Note = "Don’t translate, technical term"; */
        "Lbl-1.text" = "Host";
        /* Class = "UILabel"; text = "Port number"; ObjectID = "Lbl-2"; */
        "Lbl-2.text" = "Portnummer";
        // DO NOT TRANSLATE
        "Lbl-3.text" = "IMAP";
        /* Translate this */
        "Lbl-4.text" = "Server";
        """
        let reading = Self.parse(Array(text.utf8))
        #expect(reading.error == nil)
        #expect(reading.pairs.map(\.isMarkedDoNotTranslate) == [true, false, true, false])
        #expect(StringsFileParser.saysDoNotTranslate("Note = \"don't localize\""))
        #expect(!StringsFileParser.saysDoNotTranslate("Class = \"UILabel\"; text = \"Translate\";"))
    }

    static func onlyError(_ reading: Reading) -> String? {
        #expect(reading.error != nil)
        #expect(reading.pairs.isEmpty, "a broken file gives no pairs")
        return reading.error?.description
    }

    @Test func doubledByteOrderMark() {
        let utf8 = Self.onlyError(Self.parse([0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array("\"a\" = \"b\";".utf8)))
        #expect(utf8 == "\(Self.file):1:1: error: a second byte order mark at the start of the file (saved twice with a BOM?)")
        let utf16 = Self.onlyError(Self.parse(Self.utf16("\u{FEFF}\"a\" = \"b\";", bigEndian: false)))
        #expect(utf16?.hasPrefix("\(Self.file):1:1: error: a second byte order mark") == true)
    }

    @Test func mixedEncodings() {
        // A Latin-1 "ö" in a UTF-8 file, on line 2 after `"b" = "Gr`.
        let latin1 = Self.onlyError(Self.parse(Array("\"a\" = \"x\";\n\"b\" = \"Gr".utf8) + [0xF6] + Array("ße\";".utf8)))
        #expect(latin1?.hasPrefix("\(Self.file):2:10: error: invalid UTF-8") == true, "\(latin1 ?? "")")
        // A UTF-16 part appended to a UTF-8 file.
        let appended = Self.onlyError(Self.parse(Array("\"a\" = \"x\";\n".utf8) + Self.utf16("\"b\" = \"y\";", bigEndian: false, bom: false)))
        #expect(appended?.hasPrefix("\(Self.file):2:2: error: NUL byte in UTF-8 text") == true, "\(appended ?? "")")
        // A UTF-8 part after a UTF-16 one: an odd byte count or a misplaced BOM.
        let tail = Self.onlyError(Self.parse(Self.utf16("\"a\" = \"x\";\n", bigEndian: false) + [0xEF, 0xBB, 0xBF] + Array("\"b\"".utf8)))
        #expect(tail?.contains(": error: ") == true && tail?.contains("mixed encodings") == true, "\(tail ?? "")")
        // An unpaired surrogate.
        let surrogate = Self.onlyError(Self.parse([0xFF, 0xFE, 0x22, 0x00, 0x00, 0xD8, 0x22, 0x00]))
        #expect(surrogate?.hasPrefix("\(Self.file):1:2: error: unpaired surrogate") == true, "\(surrogate ?? "")")
    }

    @Test(arguments: [
        ("\"a\" = \"b\";\n\"c\" = \"never closed;\n", "2:7: error: unterminated string"),
        ("\"a\" = \"b\"\n\"c\" = \"d\";", "2:1: error: expected ';' after the value of \"a\""),
        ("\"a\" \"b\";", "1:5: error: expected '=' after the key \"a\""),
        ("\"a\" = ;", "1:7: error: unexpected ';'; expected a value in double quotes"),
        ("/* open\n\"a\" = \"b\";", "1:1: error: unterminated comment"),
        ("\"a\" =", "1:6: error: unexpected end of file; expected a value"),
        ("\"a\" = \"\\U\";", "1:8: error: \\U needs hex digits"),
    ])
    func malformed(text: String, expected: String) {
        let message = Self.onlyError(Self.parse(Array(text.utf8)))
        #expect(message == "\(Self.file):\(expected)")
    }

    /// Decoding errors are placed from what was decoded before them: lines by line feed,
    /// columns in UTF-16 units (a scalar past the BMP counts two), in either encoding.
    @Test func decodingErrorsArePlacedAfterWideScalarsAndLineBreaks() {
        let emojiThenLatin1 = Self.onlyError(Self.parse(Array("\"a\" = \"x\";\n\n\"🙂🙂\" = \"".utf8) + [0xFF]))
        #expect(emojiThenLatin1?.hasPrefix("\(Self.file):3:11: error: invalid UTF-8 byte 0xFF") == true, "\(emojiThenLatin1 ?? "")")
        let markInside = Self.onlyError(Self.parse(Array("\"a\" = \"x\";\r\n\"b\" = \"".utf8) + [0xEF, 0xBB, 0xBF] + Array("y\";".utf8)))
        #expect(markInside == "\(Self.file):2:8: error: a byte order mark inside the file (parts in different encodings?)")
        let markInsideUTF16 = Self.onlyError(Self.parse(Self.utf16("\"a\" = \"😀\";\n\"b\" = \"\u{FEFF}\";", bigEndian: true)))
        #expect(markInsideUTF16 == "\(Self.file):2:8: error: a byte order mark inside the file (parts in different encodings?)")
        let truncated = Self.onlyError(Self.parse(Array("\"ключ\" = \"".utf8) + [0xD0]))
        #expect(truncated == "\(Self.file):1:11: error: truncated UTF-8 sequence at the end of the file")
    }

    /// What the fast paths answer for ASCII is what the Unicode properties answer beyond it:
    /// non-ASCII white space separates tokens, non-ASCII letters and digits make unquoted words.
    @Test func whiteSpaceAndWordsBeyondASCII() {
        let text = "\u{00A0}\"a\"\u{2003}=\u{3000}\"b\"\u{2028};\nschlüssel_٣ = wert٣;\n\"c\"\u{0085}=\"d\";\u{000B}\u{000C}"
        let reading = Self.parse(Array(text.utf8))
        #expect(reading.error == nil, "\(String(describing: reading.error))")
        #expect(reading.pairs.map(\.key) == ["a", "schlüssel_٣", "c"])
        #expect(reading.pairs.map(\.value) == ["b", "wert٣", "d"])
        #expect(reading.pairs[1].position == SourcePosition(line: 2, column: 15))
        // A symbol is not a word character, ASCII or not.
        let symbol = Self.onlyError(Self.parse(Array("a = b€;".utf8)))
        #expect(symbol == "\(Self.file):1:6: error: expected ';' after the value of \"a\"")
    }

    /// Escapes that make no scalar become U+FFFD; one string's bytes never leak into the next.
    @Test func unpairedSurrogateEscapesAndConsecutiveValues() {
        let text = #"""
        "long" = "\UD83D only a high surrogate, then a long tail to fill the buffer";
        "short" = "\UDE00x\UD83D\U0041";
        "octal" = "\0\101\1012\8";
        "empty" = "";
        """#
        let reading = Self.parse(Array(text.utf8))
        #expect(reading.error == nil, "\(String(describing: reading.error))")
        #expect(Self.value(reading, "long") == "\u{FFFD} only a high surrogate, then a long tail to fill the buffer")
        #expect(Self.value(reading, "short") == "\u{FFFD}x\u{FFFD}A")
        #expect(Self.value(reading, "octal") == "\u{0}AA2" + "8")
        #expect(Self.value(reading, "empty") == "")
        #expect(reading.pairs.map(\.position.line) == [1, 2, 3, 4])
    }

    @Test func emptyFileIsFine() {
        let reading = Self.parse([])
        #expect(reading.error == nil && reading.pairs.isEmpty)
    }

    @Test func arbitraryBytesNeverCrash() {
        // Deterministic pseudo-random inputs: whatever they are, the parser answers.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var answered = 0
        for length in 0..<300 {
            var bytes: [UInt8] = []
            for _ in 0..<length {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                bytes.append(UInt8(truncatingIfNeeded: state >> 33))
            }
            let reading = Self.parse(bytes)
            if reading.error != nil || reading.pairs.isEmpty { answered += 1 }
        }
        #expect(answered == 300)
    }
}
