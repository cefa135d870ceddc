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

    /// Reports made by several threads (`ReportContext.jobs`, from `--jobs`) are the bytes one
    /// thread makes, in every format, with findings enough for many chunks
    /// (`ReportChunks.size`) and for the hostile texts.
    @Test(arguments: ReportFormat.allCases)
    func sameBytesWithOneOrFourJobs(_ format: ReportFormat) {
        var context = Fixtures.context
        context.sarifCategory = "ios"
        for result in [Fixtures.sample, Fixtures.hostileResult, Fixtures.large(3 * ReportChunks.size + 17)] {
            let reporter = format.reporter
            let serial = reporter.report(result, context: context)
            var parallel = context
            parallel.jobs = 4
            var pieces: [[UInt8]] = []
            reporter.report(result, context: parallel) { pieces.append($0) }
            #expect(pieces.flatMap { $0 } == serial)
            #expect(!serial.isEmpty)
        }
    }

    /// Chunks are appended in the items' order whichever thread finishes first, and `out` is
    /// handed over in pieces once it holds `pieceSize` bytes.
    @Test func chunksAreAppendedInOrder() {
        let items = Array(0..<(10 * ReportChunks.size))
        let line = String(repeating: "x", count: 10_000)
        var out: [UInt8] = []
        var pieces: [[UInt8]] = []
        ReportChunks.append(items, jobs: 4, to: &out, emit: { pieces.append($0) }) { item, index, out in
            out += "\(index) \(item) \(line)\n".utf8
        }
        pieces.append(out)
        let expected = items.map { "\($0) \($0) \(line)\n" }.joined()
        #expect(String(decoding: pieces.flatMap { $0 }, as: UTF8.self) == expected)
        #expect(pieces.count >= 3, "3.2 MB handed over in pieces")
        #expect(pieces.dropLast().allSatisfy { $0.count >= ReportChunks.pieceSize })
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
