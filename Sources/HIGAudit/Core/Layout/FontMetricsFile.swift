import Foundation
import HIGInput
import HIGModel
import TextLayout

/// Reads a font metrics file (`--metrics`): the generator's binary form, or its JSON form
/// through the JSON reader every input shares, so a broken file is reported at its line and
/// column, within the same limits as any other input.
public enum FontMetricsFile {
    public static func load(path: String, maxBytes: Int = DumpLoader.defaultMaxBytes) throws(SourceError) -> FontMetrics {
        try read(DumpLoader.readFile(path: path, maxBytes: maxBytes, kind: .fontMetrics), file: path)
    }

    public static func read(_ bytes: [UInt8], file: String) throws(SourceError) -> FontMetrics {
        if bytes.starts(with: FontMetrics.binaryMagic) {
            return try metrics(file: file) { try FontMetrics(binaryData: Data(bytes)) }
        }
        let root = try JSONNode.parse(bytes, file: file, expected: "font metrics, the JSON object scripts/metrics/generate.py writes")
        return try metrics(file: file) { try FontMetrics(jsonObject: root.plainValue) }
    }

    /// What the values mean is TextLayout's to judge; its message names the face or table.
    private static func metrics(file: String, _ make: () throws -> FontMetrics) throws(SourceError) -> FontMetrics {
        do {
            return try make()
        } catch {
            throw SourceError(file: file, position: nil, message: "\(error)")
        }
    }
}
