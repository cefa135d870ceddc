import Foundation
import HIGAudit
import HIGModel
import Testing
import TextLayout

/// `--metrics` files go through the JSON reader every input shares: the generator's JSON
/// measures as the embedded default it was made from, and a broken file is reported at its
/// position.
@Suite struct FontMetricsFileTests {
    @Test func theDefaultsJSONMeasuresAsTheEmbeddedDefault() throws {
        let loaded = try FontMetricsFile.load(path: Repository.url("scripts/metrics/default-metrics.json").path)
        #expect(loaded.weights == FontMetrics.default.weights)
        #expect(loaded.calibratedDesigns == FontMetrics.default.calibratedDesigns)
        let strings = ["Settings", "Benachrichtigungen", "Конфиденциальность", "Ελληνικά", "الإعدادات", "7:47", "Wi‑Fi, Bluetooth & AirDrop"]
        for pointSize in [13.0, 17, 20, 28] {
            for weight in [TextLayout.FontWeight.regular, .semibold, .bold] {
                let file = Font(pointSize: pointSize, weight: weight, metrics: loaded)
                let embedded = Font(pointSize: pointSize, weight: weight, metrics: .default)
                for string in strings {
                    #expect(file.width(of: string) == embedded.width(of: string), "\(string) at \(pointSize) pt, \(weight)")
                }
            }
        }
    }

    @Test func brokenJSONIsReportedAtItsPosition() throws {
        let bytes = Array("{\"format\": \"hig-audit-metrics\",\n  \"version\": }".utf8)
        #expect(throws: SourceError.self) { try FontMetricsFile.read(bytes, file: "m.json") }
        do {
            _ = try FontMetricsFile.read(bytes, file: "m.json")
        } catch {
            #expect(error.position?.line == 2)
            #expect(error.position?.column == 14)
            #expect(error.description.hasPrefix("m.json:2:14: error: "))
        }
    }

    @Test func valuesTextLayoutRefusesNameTheFile() {
        do {
            _ = try FontMetricsFile.read(Array(#"{"format": "other"}"#.utf8), file: "m.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == #"m.json: error: invalid metrics file: "format" is not "hig-audit-metrics""#)
        }
    }

    @Test func aMissingFileIsAnError() {
        do {
            _ = try FontMetricsFile.load(path: "/nonexistent/metrics.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.file == "/nonexistent/metrics.json")
        }
    }

    @Test func aTruncatedBinaryIsAnError() {
        #expect(throws: SourceError.self) { try FontMetricsFile.read(Array("HIGM\u{1}".utf8), file: "m.higm") }
    }
}
