import Foundation
@testable import TextLayout

/// Metrics from the generator's JSON text. The tool reads metrics files through HIGAudit's
/// `FontMetricsFile` (the JSON reader every input shares); TextLayout only interprets values,
/// so its tests hand over values parsed here.
extension FontMetrics {
    static func parsing(_ json: String) throws -> FontMetrics {
        try FontMetrics(jsonObject: JSONSerialization.jsonObject(with: Data(json.utf8)))
    }

    static func parsing(file path: String) throws -> FontMetrics {
        try FontMetrics(jsonObject: JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))))
    }
}
