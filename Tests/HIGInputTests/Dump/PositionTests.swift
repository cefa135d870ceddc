import HIGModel
import Testing

/// Every element knows its span and the span of each member; columns count UTF-16 code units.
@Suite("Source positions")
struct PositionTests {
    let pretty = """
    {
      "schemaVersion": 1,
      "screen": {
        "name": "Settings",
        "table": {
          "sections": [
            {
              "header": "General",
              "rows": [
                { "id": "a", "text": { "string": "Wi-Fi", "localizations": { "de": "WLAN" } } }
              ]
            }
          ]
        }
      }
    }
    """

    @Test func elementSpans() throws {
        let dump = try decoded(pretty, file: "s.json")
        let screen = try #require(dump.screens.first)
        #expect(screen.source.file == "s.json")
        #expect(screen.source.span == span(3, 13, 15, 4))
        #expect(screen.source.memberSpans["name"] == span(4, 5, 4, 23))
        #expect(screen.source.memberSpans["table"] == span(5, 5, 14, 6))
        #expect(screen.table.source.span == span(5, 14, 14, 6))
        let section = try #require(screen.table.sections.first)
        #expect(section.source.span == span(7, 9, 12, 10))
        #expect(section.header?.source.span == span(8, 21, 8, 30))
        #expect(section.header?.source.memberSpans.isEmpty == true)
        let row = try #require(section.rows.first)
        #expect(row.source.span == span(10, 13, 10, 92))
        #expect(row.source.memberSpans["id"] == span(10, 15, 10, 24))
        #expect(row.source.memberSpans["text"] == span(10, 26, 10, 90))
        #expect(row.source.span(of: "accessoryType") == row.source.span)
        let text = try #require(row.text)
        #expect(text.source.span == span(10, 34, 10, 90))
        #expect(text.source.memberSpans["string"] == span(10, 36, 10, 53))
        #expect(text.localizations.first?.source.span == span(10, 74, 10, 86))
    }

    @Test func absentEnvironmentPointsAtTheScreen() throws {
        let screen = try #require(try decoded(pretty).screens.first)
        #expect(screen.environment.source.span == screen.source.span)
        #expect(screen.environment.source.file == "dump.json")
    }

    @Test func columnsCountUTF16AfterEmoji() {
        // 😀 is one character, two UTF-16 units and four UTF-8 bytes: 'tabel' starts at column 47.
        #expect(decodeError(#"{"schemaVersion": 1, "screen": {"name": "😀", "tabel": {}}}"#)
            == "dump.json:1:47: error: unknown key 'tabel' in screen; did you mean 'table'? (valid keys: name, environment, table, auditSuppressions, isTemplate)")
    }

    @Test func columnsCountUTF16AfterCJK() {
        // 設定 is two characters, two UTF-16 units and six UTF-8 bytes.
        #expect(decodeError(#"{"schemaVersion": 1, "screen": {"name": "設定", "tabel": {}}}"#)
            == "dump.json:1:47: error: unknown key 'tabel' in screen; did you mean 'table'? (valid keys: name, environment, table, auditSuppressions, isTemplate)")
    }

    @Test func columnsCountCombiningMarksAndFlags() {
        // e + U+0301 is two units; 🇩🇪 is two scalars, four units.
        #expect(decodeError("{\"schemaVersion\": 1, \"screen\": {\"name\": \"e\u{301}🇩🇪\", \"tabel\": {}}}")
            == "dump.json:1:51: error: unknown key 'tabel' in screen; did you mean 'table'? (valid keys: name, environment, table, auditSuppressions, isTemplate)")
    }

    @Test func spanEndsCountUTF16() throws {
        let row = try #require(firstRow(try decoded(dump(rows: #"{"id": "😀😀"}"#))))
        // The key starts at column 80; the value "😀😀" with its quotes is 6 units, not 10 bytes.
        #expect(row.source.memberSpans["id"] == span(1, 80, 1, 92))
    }

    @Test func crlfIsOneLineBreak() {
        let json = "{\r\n\"schemaVersion\": 1,\r\n\r\n\"screen\": {\"name\": \"A\", \"tabel\": {}}}"
        #expect(decodeError(json)
            == "dump.json:4:25: error: unknown key 'tabel' in screen; did you mean 'table'? (valid keys: name, environment, table, auditSuppressions, isTemplate)")
    }

    @Test func lonelyCRAndLFEachBreakALine() {
        let json = "{\r\"schemaVersion\": 1,\n\r\"screen\": 3}"
        #expect(decodeError(json) == "dump.json:4:11: error: expected an object for 'screen', found a number")
    }

    @Test func positionsOnAVeryLongLine() throws {
        // A minified dump is one line: columns keep counting (and stay linear to compute).
        let rows = (0..<2_000).map { #"{"id": "r\#($0)", "text": "é😀"}"# }.joined(separator: ",")
        let dump = try decoded(dump(rows: rows))
        let last = try #require(dump.screens.first?.table.sections.first?.rows.last)
        let prefix = #"{"schemaVersion": 1, "screen": {"name": "A", "table": {"sections": [{"rows": ["#
        let before = rows.utf16.count - #"{"id": "r1999", "text": "é😀"}"#.utf16.count
        #expect(last.source.span.start == position(1, prefix.utf16.count + before + 1))
        #expect(last.text?.source.span.start == position(1, prefix.utf16.count + before + 25))
    }

    @Test func errorAfterManyLines() {
        let json = "{\n" + String(repeating: "\n", count: 5_000) + "\"schemaVersion\": 1, \"x\": 1}"
        #expect(decodeError(json)?.hasPrefix("dump.json:5002:21: error: unknown key 'x' in the dump") == true)
    }
}
