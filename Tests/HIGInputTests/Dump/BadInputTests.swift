import HIGInput
import HIGModel
import Testing

/// Every kind of broken input gives one `file:line:col: error: …` and never crashes.
@Suite("Bad input")
struct BadInputTests {
    @Test func notJSON() {
        #expect(decodeError("hello") == "dump.json:1:1: error: unexpected 'h'; expected an object for the top level")
    }

    @Test func emptyFile() {
        #expect(decodeError("") == #"dump.json:1:1: error: the file is empty; expected a table dump, a JSON object like {"schemaVersion": 1, "screens": [...]}"#)
    }

    @Test func whitespaceOnly() {
        #expect(decodeError(" \n\t\r\n  ") == "dump.json:3:3: error: the file contains only whitespace; expected a table dump, a JSON object")
    }

    @Test func unterminatedString() {
        #expect(decodeError(#"{"schemaVersion": 1, "screen": {"name": "Sett"#)
            == "dump.json:1:41: error: unterminated string: no closing quote before the end of the file")
    }

    @Test func unterminatedObject() {
        #expect(decodeError("{\"schemaVersion\": 1\n")
            == "dump.json:2:1: error: unexpected end of file; the object opened at 1:1 is not closed")
    }

    @Test func unterminatedArray() {
        #expect(decodeError(#"{"schemaVersion": 1, "screens": [{"name": "A", "table": {"sections": []}}"#)
            == "dump.json:1:74: error: unexpected end of file; the array opened at 1:33 is not closed")
    }

    @Test func truncatedAfterKey() {
        #expect(decodeError(#"{"schemaVersion""#) == "dump.json:1:17: error: unexpected end of file; expected ':' after the key")
    }

    @Test func invalidUTF8() {
        var bytes = Array(#"{"schemaVersion": 1, "screen": {"name": "Caf"#.utf8)
        bytes += [0xE9]  // Latin-1 "é": not UTF-8
        bytes += Array(#"", "table": {"sections": []}}}"#.utf8)
        #expect(decodeError(bytes: bytes)
            == "dump.json:1:45: error: invalid UTF-8 byte 0xE9; the file must be UTF-8")
    }

    @Test func invalidUTF8AfterValidMultibyte() {
        // "é" is two bytes but one column; the stray continuation byte after it is at column 44.
        var bytes = Array("{\"schemaVersion\": 1, \"screen\": {\"name\": \"é".utf8)
        bytes += [0x80]
        bytes += Array("\"}}".utf8)
        #expect(decodeError(bytes: bytes) == "dump.json:1:43: error: invalid UTF-8 byte 0x80; the file must be UTF-8")
    }

    /// One policy for every input (docs/robustness.md): a UTF-8 byte-order mark is skipped,
    /// as RFC 8259 §8.1 allows, and positions count from the character after it.
    @Test func byteOrderMarkIsSkipped() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"{"schemaVersion": 1, "screens": []}"#.utf8)
        #expect(try DumpDecoder.decode(bytes, file: "dump.json").screens.isEmpty)
        #expect(decodeError(bytes: [0xEF, 0xBB, 0xBF] + Array(#"{"schemaVersion": 2, "screens": []}"#.utf8))
            == "dump.json:1:19: error: unsupported schema version 2; this hig-audit reads 1")
    }

    @Test func utf16WithByteOrderMark() {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in #"{"schemaVersion": 1}"#.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(decodeError(bytes: bytes)
            == "dump.json:1:1: error: the file is UTF-16 (it starts with a UTF-16 byte-order mark); save it as UTF-8")
    }

    @Test func utf16WithoutByteOrderMark() {
        var bytes: [UInt8] = []
        for unit in #"{"schemaVersion": 1}"#.utf16 { bytes += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        #expect(decodeError(bytes: bytes)
            == "dump.json:1:1: error: the file looks UTF-16 or UTF-32 encoded (it has NUL bytes); save it as UTF-8")
    }

    @Test func loneHighSurrogate() {
        #expect(decodeError(#"{"schemaVersion": 1, "screen": {"name": "a\ud800b"}}"#)
            == #"dump.json:1:43: error: lone surrogate escape \ud800: a high surrogate must be followed by a low surrogate escape (\uDC00–\uDFFF)"#)
    }

    @Test func loneLowSurrogate() {
        #expect(decodeError(#"{"schemaVersion": 1, "screen": {"name": "\udc00"}}"#)
            == #"dump.json:1:42: error: lone surrogate escape \udc00: a low surrogate must follow a high surrogate escape (\uD800–\uDBFF)"#)
    }

    @Test func highSurrogateFollowedByNonSurrogate() {
        #expect(decodeError(#"{"screen": {"name": "\ud83d\u0041"}}"#)
            == #"dump.json:1:22: error: lone surrogate escape \ud83d: a high surrogate must be followed by a low surrogate escape (\uDC00–\uDFFF)"#)
    }

    @Test func invalidEscape() {
        #expect(decodeError(#"{"screen": {"name": "C:\Users"}}"#)
            == #"dump.json:1:24: error: invalid escape '\U'; JSON allows \" \\ \/ \b \f \n \r \t and \uXXXX"#)
    }

    @Test func shortUnicodeEscape() {
        #expect(decodeError(#"{"screen": {"name": "\u12G4"}}"#)
            == #"dump.json:1:22: error: invalid escape: \u must be followed by four hex digits"#)
    }

    @Test func controlCharacterInString() {
        #expect(decodeError("{\"screen\": {\"name\": \"a\tb\"}}")
            == #"dump.json:1:23: error: control character U+0009 inside a string (write it as \t)"#)
    }

    @Test func lineBreakInString() {
        #expect(decodeError("{\"screen\": {\"name\": \"a\nb\"}}")
            == #"dump.json:1:23: error: a line break inside a string (write it as \n; the string starts at 1:21)"#)
    }

    @Test func leadingZeros() {
        #expect(decodeError(#"{"schemaVersion": 01}"#)
            == "dump.json:1:19: error: invalid number: leading zeros are not allowed in JSON")
    }

    @Test(arguments: [
        (#"{"schemaVersion": -}"#, "dump.json:1:20: error: invalid number: expected a digit after '-'"),
        (#"{"schemaVersion": 1.}"#, "dump.json:1:19: error: invalid number: expected a digit after the decimal point"),
        (#"{"schemaVersion": 1e}"#, "dump.json:1:19: error: invalid number: expected a digit in the exponent"),
        (#"{"schemaVersion": .5}"#, "dump.json:1:19: error: unexpected '.' (a JSON number starts with '-' or a digit); expected an integer for 'schemaVersion'"),
        (#"{"schemaVersion": +1}"#, "dump.json:1:19: error: unexpected '+' (a JSON number starts with '-' or a digit); expected an integer for 'schemaVersion'"),
        (#"{"schemaVersion": NaN}"#, "dump.json:1:19: error: unexpected 'N' (NaN and Infinity are not JSON numbers); expected an integer for 'schemaVersion'"),
        (#"{"schemaVersion": 1, "screen": {"name": "A", "environment": {"width": 1.5.2}}}"#, "dump.json:1:74: error: unexpected '.' (a number has one decimal point at most); expected ',' or '}' after a member of the object opened at 1:61"),
    ])
    func badNumbers(json: String, expected: String) {
        #expect(decodeError(json) == expected)
    }

    @Test func hugeNumber() {
        let json = #"{"schemaVersion": 1, "screen": {"name": "A", "environment": {"width": 1e999}, "table": {"sections": []}}}"#
        #expect(decodeError(json)
            == "dump.json:1:71: error: 'width' must be a finite number, found 1e999, which is out of range")
    }

    @Test func trailingGarbage() {
        #expect(decodeError(#"{"schemaVersion": 1, "screens": []} x"#)
            == "dump.json:1:37: error: unexpected 'x'; expected the end of the file after the top-level object (a dump holds one JSON document)")
    }

    @Test func secondDocument() {
        #expect(decodeError("{\"schemaVersion\": 1, \"screens\": []}\n{}")
            == "dump.json:2:1: error: unexpected '{'; expected the end of the file after the top-level object (a dump holds one JSON document)")
    }

    @Test func deepNestingAtTopLevel() {
        let json = String(repeating: "[", count: 100_000)
        #expect(decodeError(json)
            == #"dump.json:1:1: error: the top level is an array; a table dump is an object: {"schemaVersion": 1, "screens": [...]}"#)
    }

    @Test func deepNestingInsideAMember() {
        let json = #"{"schemaVersion": 1, "screen": {"name": "#
            + String(repeating: #"{"a": "#, count: 100_000) + String(repeating: "}", count: 100_000) + "}}"
        #expect(decodeError(json) == "dump.json:1:41: error: expected a string for 'name', found an object")
    }

    @Test func deepNestingOfArrays() {
        let json = #"{"schemaVersion": 1, "screens": "# + String(repeating: "[", count: 100_000)
        #expect(decodeError(json) == "dump.json:1:34: error: expected an object for 'screens[0]', found an array")
    }

    @Test func duplicateKeys() {
        #expect(decodeError(#"{"schemaVersion": 1, "schemaVersion": 1, "screens": []}"#)
            == "dump.json:1:22: error: duplicate key 'schemaVersion' in the dump (first at 1:2)")
    }

    @Test func topLevelArray() {
        #expect(decodeError("[]")
            == #"dump.json:1:1: error: the top level is an array; a table dump is an object: {"schemaVersion": 1, "screens": [...]}"#)
    }

    @Test func topLevelString() {
        #expect(decodeError(#""dump""#) == "dump.json:1:1: error: expected an object for the top level, found a string")
    }

    @Test func trailingCommaInObject() {
        #expect(decodeError(#"{"schemaVersion": 1, "screens": [],}"#)
            == "dump.json:1:36: error: trailing comma before '}'; JSON does not allow one")
    }

    @Test func trailingCommaInArray() {
        #expect(decodeError(#"{"schemaVersion": 1, "screen": {"name": "A", "table": {"sectionIndexTitles": ["A",], "sections": []}}}"#)
            == "dump.json:1:83: error: trailing comma before ']'; JSON does not allow one")
    }

    @Test func singleQuotes() {
        #expect(decodeError("{'schemaVersion': 1}")
            == "dump.json:1:2: error: unexpected ''' (JSON strings use double quotes); expected a key in double quotes")
    }

    @Test func typographicQuotes() {
        #expect(decodeError("{\u{201C}schemaVersion\u{201D}: 1}")
            == "dump.json:1:2: error: unexpected character '\u{201C}' (a typographic quote; JSON needs straight quotes \"); expected a key in double quotes")
    }

    @Test func noBreakSpaceInIndentation() {
        #expect(decodeError("{\n\u{A0} \"schemaVersion\": 1}")
            == "dump.json:2:1: error: unexpected character U+00A0 (JSON whitespace is space, tab, CR and LF only); expected a key in double quotes")
    }

    @Test func invalidUTF8OutsideStrings() {
        #expect(decodeError(bytes: Array("{\"schemaVersion\": 1, ".utf8) + [0xFF])
            == "dump.json:1:22: error: invalid UTF-8 byte 0xFF; the file must be UTF-8")
    }

    @Test func comment() {
        #expect(decodeError("{// a dump\n}")
            == "dump.json:1:2: error: unexpected '/' (JSON has no comments); expected a key in double quotes")
    }

    @Test func misspeltLiteral() {
        #expect(decodeError(#"{"schemaVersion": 1, "screen": {"name": "A", "table": {"isEditing": tru, "sections": []}}}"#)
            == "dump.json:1:69: error: unexpected 't'; expected true or false for 'isEditing'")
    }

    @Test func missingValue() {
        #expect(decodeError(#"{"schemaVersion": 1, "screen": {"name": }}"#)
            == "dump.json:1:41: error: unexpected '}'; expected a string for 'name'")
    }

    @Test func unquotedKey() {
        #expect(decodeError(#"{"schemaVersion": 1, Name: 2}"#)
            == "dump.json:1:22: error: unexpected 'N'; expected a key in double quotes")
    }

    @Test func missingColon() {
        #expect(decodeError(#"{"schemaVersion" 1}"#) == "dump.json:1:18: error: unexpected '1'; expected ':' after the key")
    }

    @Test func missingComma() {
        #expect(decodeError(#"{"schemaVersion": 1 "screens": []}"#)
            == "dump.json:1:21: error: unexpected '\"'; expected ',' or '}' after a member of the object opened at 1:1")
    }

    @Test func nulByteInsideTheDocument() {
        #expect(decodeError(bytes: Array(#"{"schemaVersion": 1,"#.utf8) + [0])
            == "dump.json:1:21: error: unexpected control character U+0000; expected a key in double quotes")
    }

    /// Every prefix of a valid dump fails cleanly: truncation anywhere is an error, not a crash.
    @Test func everyTruncationIsAnError() throws {
        let json = Array(#"{"schemaVersion": 1, "screen": {"name": "A\u00e9😀", "table": {"style": "plain", "sections": [{"rows": [{"rowHeight": -1.5e2, "isSelectable": false}]}]}}}"#.utf8)
        for length in 0..<json.count {
            #expect(decodeError(bytes: Array(json[0..<length])) != nil, "prefix of \(length) bytes")
        }
    }

    /// Arbitrary bytes never crash the reader; they decode or fail with a positioned error.
    @Test func scrambledBytesNeverCrash() {
        let json = Array(dump(rows: #"{"id": "a\n\u00e9", "text": {"string": "x", "localizations": {"de": "ü"}}, "rowHeight": 12.5e0}"#).utf8)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var failures = 0
        for _ in 0..<2_000 {
            var bytes = json
            for _ in 0..<3 {
                // xorshift: deterministic pseudo-random positions and bytes.
                state ^= state << 13
                state ^= state >> 7
                state ^= state << 17
                bytes[Int(state % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: state >> 32)
            }
            if let message = decodeError(bytes: bytes) {
                failures += 1
                #expect(message.hasPrefix("dump.json:"))
            }
        }
        #expect(failures > 0)
    }
}
