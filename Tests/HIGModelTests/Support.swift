import HIGInput
import HIGModel

// The model is what the decoder (HIGInput) builds; these helpers make one from JSON text.

func decoded(_ json: String, file: String = "dump.json") throws -> TableDump {
    try DumpDecoder.decode(Array(json.utf8), file: file)
}

/// A valid dump with `rows` as the only section's rows.
func dump(rows: String) -> String {
    #"{"schemaVersion": 1, "screen": {"name": "A", "table": {"sections": [{"rows": [\#(rows)]}]}}}"#
}

func firstRow(_ dump: TableDump) -> Row? {
    dump.screens.first?.table.sections.first?.rows.first
}

func position(_ line: Int, _ column: Int) -> SourcePosition {
    SourcePosition(line: line, column: column)
}

func span(_ startLine: Int, _ startColumn: Int, _ endLine: Int, _ endColumn: Int) -> SourceSpan {
    SourceSpan(start: position(startLine, startColumn), end: position(endLine, endColumn))
}
