import HIGInput
import HIGModel
import Testing

/// The tree the smaller JSON files are read into: the same reader, messages and limits as dumps.
@Suite struct JSONNodeTests {
    static func parse(_ text: String, limits: InputLimits = .default) throws(SourceError) -> JSONNode {
        try JSONNode.parse(Array(text.utf8), file: "f.json", limits: limits)
    }

    static func failure(_ text: String, limits: InputLimits = .default) -> String? {
        do {
            _ = try parse(text, limits: limits)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func readsEveryKindOfValueFaithfully() throws {
        let value = try Self.parse(#"{"n": -1.5e2, "i": 42, "t": true, "f": false, "z": null, "s": "\u00e9\ud83d\ude00\n", "a": [ ], "o": {"k": [1, "x"]}}"#)
        #expect(value["n"]?.number == -150)
        #expect(value["n"]?.integer == -150)
        #expect(value["i"]?.integer == 42)
        #expect(value["t"]?.bool == true)
        #expect(value["f"]?.bool == false)
        #expect(value["s"]?.string == "é😀\n")
        #expect(value["z"]?.typeName == "null")
        #expect(value["a"]?.typeName == "an array")
        #expect(value["a"]?.elements.isEmpty == true)
        #expect(value["o"]?["k"]?.elements.map(\.typeName) == ["a number", "a string"])
        #expect(value.members.map(\.key) == ["n", "i", "t", "f", "z", "s", "a", "o"], "members keep the file's order")
        #expect(value["missing"] == nil)
        #expect(value["s"]?["s"] == nil, "a string has no members")
    }

    @Test func positionsAreLinesAndUTF16Columns() throws {
        let value = try Self.parse("{\n  \"😀\": 1,\n\t\"b\": [true,\r\n  null]\n}")
        #expect(value.position == SourcePosition(line: 1, column: 1))
        let members = value.members
        #expect(members[0].keyPosition == SourcePosition(line: 2, column: 3))
        #expect(members[0].value.position == SourcePosition(line: 2, column: 9), "the emoji counts two UTF-16 units")
        #expect(members[1].keyPosition == SourcePosition(line: 3, column: 2))
        #expect(members[1].value.elements.map(\.position) == [SourcePosition(line: 3, column: 8), SourcePosition(line: 4, column: 3)])
    }

    @Test(arguments: [
        (#"{"a": 1, "a": 2}"#, "f.json:1:10: error: duplicate key 'a' (first at 1:2)"),
        (#"{"a": 1,}"#, "f.json:1:9: error: trailing comma before '}'; JSON does not allow one"),
        (#"[1 2]"#, "f.json:1:4: error: unexpected '2'; expected ',' or ']' after an element of the array opened at 1:1"),
        (#"{"a": 1e999}"#, "f.json:1:7: error: the number 1e999 is out of range"),
        (#"{"a": 'x'}"#, "f.json:1:7: error: unexpected ''' (JSON strings use double quotes); expected a value"),
        ("  \n ", "f.json:2:2: error: the file contains only whitespace; expected a JSON value"),
        ("", "f.json:1:1: error: the file is empty; expected a JSON value"),
        ("{} {}", "f.json:1:4: error: unexpected '{'; expected the end of the file after the JSON value (a file holds one JSON document)"),
    ])
    func syntaxErrorsHaveAPosition(text: String, expected: String) {
        #expect(Self.failure(text) == expected)
    }

    @Test func nestingPastTheLimitIsAnErrorWhereItStarts() throws {
        let limits = InputLimits(maximumDepth: 3)
        #expect(try Self.parse("[[[1]]]", limits: limits).elements.count == 1)
        #expect(Self.failure("[[[[1]]]]", limits: limits) == "f.json:1:4: error: nesting is deeper than 3 levels")
        let deep = String(repeating: "[", count: 1_000_000) + String(repeating: "]", count: 1_000_000)
        #expect(Self.failure(deep) == "f.json:1:257: error: nesting is deeper than 256 levels")
    }

    @Test func byteOrderMarksFollowTheOnePolicy() throws {
        let utf8 = try JSONNode.parse([0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8), file: "f.json")
        #expect(utf8["a"]?.position == SourcePosition(line: 1, column: 7), "the mark is skipped, not counted")
        do {
            _ = try JSONNode.parse([0xFF, 0xFE, UInt8(ascii: "{"), 0, UInt8(ascii: "}"), 0], file: "f.json")
            Issue.record("UTF-16 must be refused")
        } catch {
            #expect(error.description == "f.json:1:1: error: the file is UTF-16 (it starts with a UTF-16 byte-order mark); save it as UTF-8")
        }
    }
}
