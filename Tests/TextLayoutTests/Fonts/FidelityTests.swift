import Testing
@testable import TextLayout

/// The default metrics' faces, uncalibrated, against HarfBuzz shaping the same fonts
/// (scripts/metrics/oracle.py),
/// over CLDR strings in 39 locales. Thresholds are the issue's: p99 ≤ 1 % for Latin, Greek,
/// Cyrillic, Hebrew, Thai, CJK and Hangul; p95 ≤ 3 % for Arabic; p95 ≤ 5 % for Devanagari.
@Suite struct FidelityTests {
    struct Sample {
        var script: String
        var weight: Int
        var error: Double
        /// The error of a plain per-code-point advance sum, for comparison.
        var plainError: Double
    }

    static func samples() throws -> [Sample] {
        var result: [Sample] = []
        for line in try testResource("fidelity-oracle.tsv").split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", maxSplits: 4, omittingEmptySubsequences: false)
            guard fields.count == 5, let weight = Int(fields[2]), let oracle = Double(fields[3]), oracle > 0 else {
                continue
            }
            // At 4096 pt one file unit is one point, so widths compare directly.
            let font = Font(pointSize: 4096, weight: weight >= 600 ? .semibold : .regular,
                            metrics: FontMetrics.default.uncalibrated, tracking: .none)
            let text = String(fields[4])
            let width = font.width(of: text)
            let plain = text.unicodeScalars.reduce(0.0) { $0 + Double(font.face.advance($1.value)) }
            result.append(Sample(script: String(fields[1]), weight: weight, error: abs(width - oracle) / oracle,
                                 plainError: abs(plain - oracle) / oracle))
        }
        return result
    }

    static func percentile(_ values: [Double], _ p: Double) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((p * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    @Test func corpusIsLargeAndVaried() throws {
        let samples = try Self.samples()
        #expect(samples.count >= 5000)
        #expect(Set(samples.map(\.script)).isSuperset(of: ["Latin", "Greek", "Cyrillic", "Hebrew", "Arabic",
                                                          "Devanagari", "Thai", "CJK", "Hangul"]))
    }

    @Test(arguments: [
        ("Latin", 0.99, 0.01), ("Greek", 0.99, 0.01), ("Cyrillic", 0.99, 0.01), ("Hebrew", 0.99, 0.01),
        ("Thai", 0.99, 0.01), ("CJK", 0.99, 0.01), ("Hangul", 0.99, 0.01),
        ("Arabic", 0.95, 0.03), ("Devanagari", 0.95, 0.05),
    ])
    func widthErrorWithinThreshold(script: String, percentile: Double, limit: Double) throws {
        let samples = try Self.samples().filter { $0.script == script }
        let errors = samples.map(\.error)
        #expect(errors.count >= 100)
        func summary(_ values: [Double]) -> String {
            [0.5, 0.95, 0.99].map { "\((Self.percentile(values, $0) * 100_000).rounded() / 1000)%" }
                .joined(separator: " / ")
        }
        print("fidelity \(script): n=\(errors.count) p50/p95/p99 \(summary(errors)); "
              + "regular \(summary(samples.filter { $0.weight == 400 }.map(\.error))); "
              + "semibold \(summary(samples.filter { $0.weight == 600 }.map(\.error))); "
              + "plain advance sum \(summary(samples.map(\.plainError)))")
        #expect(Self.percentile(errors, percentile) <= limit)
    }
}
