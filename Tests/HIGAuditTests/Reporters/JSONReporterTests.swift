import Foundation
import Testing
@testable import HIGAudit

@Suite struct JSONReporterTests {
    @Test func documentShape() throws {
        let document = try #require(Fixtures.json(JSONReporter().report(Fixtures.sample, context: Fixtures.context)) as? [String: Any])
        #expect(document["version"] as? Int == 1)
        #expect(document[path: "tool", "name"] as? String == "hig-audit")
        #expect(document["summary"] as? [String: Int] == ["files": 2, "screens": 2, "rows": 48, "findings": 4, "errors": 2, "warnings": 1, "notes": 1, "suppressed": 0, "baselined": 0, "unmeasuredLabels": 0])
        // Always present, so scripts need no special case for a run without suppressions.
        #expect((document["suppressed"] as? [Any])?.isEmpty == true)
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(findings.count == 4)
        let width = try #require(findings.first { $0["ruleId"] as? String == "table/width" })
        #expect(width["ruleName"] as? String == "TableWidth")
        #expect(width["severity"] as? String == "warning")
        #expect(width["file"] as? String == "Dumps/settings.json")
        #expect(width["region"] as? [String: Int] == ["startLine": 3, "startColumn": 5, "endLine": 3, "endColumn": 17])
        #expect(width["context"] as? [String: Int] == ["startLine": 2, "startColumn": 3, "endLine": 5, "endColumn": 4])
        #expect(width["path"] as? String == "Settings › environment")
        #expect(width["pathKey"] as? String == "Settings/environment")
        #expect(width["evidence"] as? [String: Int] == ["tableWidth": 300, "minimumWidth": 320])
        #expect((width["fingerprint"] as? String)?.count == 16)
        #expect(width["helpUri"] as? String == RuleDocs.url(for: "table/width"))
    }

    /// The report is written finding by finding; it must be the document, byte for byte.
    @Test func streamedReportIsTheDocument() throws {
        let reporter = JSONReporter()
        for result in [Fixtures.sample, Fixtures.hostileResult, Fixtures.large(300), try SuppressionReportTests.result(),
                       AuditResult(findings: [], fileCount: 0, screenCount: 0, rowCount: 0)] {
            let streamed = reporter.report(result, context: Fixtures.context)
            #expect(streamed == reporter.document(result, context: Fixtures.context).serialized())
        }
    }

    /// A large report comes in pieces of about a megabyte, which make the whole report.
    @Test func largeReportIsHandedOverInPieces() throws {
        let result = Fixtures.large(6_000)
        var pieces: [[UInt8]] = []
        JSONReporter().report(result, context: Fixtures.context) { pieces.append($0) }
        #expect(pieces.count > 1)
        #expect(pieces.dropLast().allSatisfy { $0.count >= 1 << 20 && $0.count < (1 << 20) + 64 * 1024 })
        #expect(Array(pieces.joined()) == JSONReporter().report(result, context: Fixtures.context))
        let directory = try Fixtures.temporaryDirectory()
        let path = directory.appendingPathComponent("report.json").path
        try ReportWriter.write(to: path) { emit in JSONReporter().report(result, context: Fixtures.context, emit: emit) }
        #expect(FileManager.default.contents(atPath: path).map(Array.init) == Array(pieces.joined()))
    }

    @Test func keysComeInTheDocumentedOrder() {
        let output = Fixtures.text(JSONReporter().report(Fixtures.sample, context: Fixtures.context))
        let keys = ["\"version\"", "\"tool\"", "\"summary\"", "\"findings\""]
        let positions = keys.compactMap { output.range(of: $0)?.lowerBound }
        #expect(positions.count == keys.count && positions == positions.sorted())
        let findingKeys = ["\"ruleId\"", "\"ruleName\"", "\"severity\"", "\"message\"", "\"file\"", "\"region\"", "\"context\"", "\"path\"", "\"pathKey\"", "\"evidence\"", "\"fingerprint\"", "\"helpUri\""]
        let findingPositions = findingKeys.compactMap { output.range(of: $0)?.lowerBound }
        #expect(findingPositions.count == findingKeys.count && findingPositions == findingPositions.sorted())
    }

    @Test func hostileTextRoundTrips() throws {
        let document = try #require(Fixtures.json(JSONReporter().report(Fixtures.hostileResult, context: Fixtures.context)) as? [String: Any])
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(Set(findings.compactMap { $0["message"] as? String }) == Set(Fixtures.hostile))
        #expect(Set(findings.compactMap { $0[path: "evidence", "locale"] as? String }) == Set(Fixtures.hostile))
    }
}
