import HIGInput
import HIGModel
import Testing

/// The `file:line:col: error: message` a decode produces, or nil when it succeeds.
func decodeError(_ json: String, file: String = "dump.json") -> String? {
    decodeError(bytes: Array(json.utf8), file: file)
}

func decodeError(bytes: [UInt8], file: String = "dump.json") -> String? {
    do {
        _ = try DumpDecoder.decode(bytes, file: file)
        return nil
    } catch {
        return error.description
    }
}

/// A valid dump with `rows` as the only section's rows, to put a row member under test.
func dump(rows: String) -> String {
    #"{"schemaVersion": 1, "screen": {"name": "A", "table": {"sections": [{"rows": [\#(rows)]}]}}}"#
}

/// Decodes a dump the test expects to be valid, recording the error otherwise.
func decoded(_ json: String, file: String = "dump.json") throws -> TableDump {
    try DumpDecoder.decode(Array(json.utf8), file: file)
}

/// The first row of the first section of the first screen.
func firstRow(_ dump: TableDump) -> Row? {
    dump.screens.first?.table.sections.first?.rows.first
}

func position(_ line: Int, _ column: Int) -> SourcePosition {
    SourcePosition(line: line, column: column)
}

func span(_ startLine: Int, _ startColumn: Int, _ endLine: Int, _ endColumn: Int) -> SourceSpan {
    SourceSpan(start: position(startLine, startColumn), end: position(endLine, endColumn))
}
