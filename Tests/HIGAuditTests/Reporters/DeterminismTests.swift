import Testing
@testable import HIGAudit

@Suite struct DeterminismTests {
    /// A fixed permutation, so the test itself is deterministic.
    private func shuffled(_ findings: [Finding]) -> [Finding] {
        var generator = SplitMix64(seed: 0x5EED)
        return findings.shuffled(using: &generator)
    }

    @Test(arguments: ReportFormat.allCases)
    func sameInputSameBytesInAnyOrder(_ format: ReportFormat) {
        var context = Fixtures.context
        context.sarifCategory = "ios"
        for result in [Fixtures.sample, Fixtures.hostileResult, Fixtures.large(300)] {
            let reporter = format.reporter
            let first = reporter.report(result, context: context)
            let second = reporter.report(result, context: context)
            var reordered = result
            reordered.findings = shuffled(result.findings)
            if reordered.findings == result.findings { reordered.findings.reverse() }
            #expect(reordered.findings != result.findings)
            let third = reporter.report(reordered, context: context)
            #expect(first == second)
            #expect(first == third)
            #expect(!first.isEmpty)
        }
    }

    @Test func formatsAndIdentifiers() {
        #expect(ReportFormat.allCases.map(\.rawValue) == ["text", "json", "sarif", "markdown", "github", "junit", "checkstyle", "gitlab", "html", "junit-strict", "xcode"])
        for format in ReportFormat.allCases {
            #expect(type(of: format.reporter).identifier == format.rawValue)
        }
        #expect((ReportFormat.text.reporter(color: true) as? TextReporter)?.color == true)
    }
}

/// A small seeded generator (Steele, Lea and Flood's SplitMix64).
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
