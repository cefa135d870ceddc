import Foundation
import Testing
@testable import HIGAudit

@Suite struct GitLabCodeQualityReporterTests {
    func issues(_ result: AuditResult, context: ReportContext = Fixtures.context) throws -> [[String: Any]] {
        try #require(Fixtures.json(GitLabCodeQualityReporter().report(result, context: context)) as? [[String: Any]])
    }

    @Test func issueShape() throws {
        let output = Fixtures.text(GitLabCodeQualityReporter().report(Fixtures.sample, context: Fixtures.context))
        #expect(CIFormatChecks.gitLabProblems(output) == [])
        let issues = try issues(Fixtures.sample)
        #expect(issues.count == 4)
        let width = try #require(issues.first { $0["check_name"] as? String == "table/width" })
        #expect(width["description"] as? String == "table is 300 pt wide, narrower than 320 pt; text will truncate and wrap")
        #expect(width["severity"] as? String == "minor")
        #expect(width[path: "location", "path"] as? String == "Dumps/settings.json")
        #expect(width[path: "location", "lines", "begin"] as? Int == 3)
        #expect(width["fingerprint"] as? String == FindingFingerprint.value(for: Fixtures.sample.findings.first { $0.ruleID == "table/width" }!, file: "Dumps/settings.json"))
        #expect((width[path: "content", "body"] as? String)?.contains(RuleDocs.url(for: "table/width")) == true)
        #expect(Set(issues.compactMap { $0["severity"] as? String }) == ["major", "minor", "info"])
    }

    /// GitLab compares fingerprints between branches: moving a row (its line) or other findings
    /// coming and going must not change a finding's fingerprint.
    @Test func fingerprintsAreStableAcrossRuns() throws {
        let before = try issues(Fixtures.sample)
        var moved = Fixtures.sample
        moved.findings = moved.findings.reversed().map { finding in
            var finding = finding
            finding.location.region.start.line += 10
            finding.location.region.end.line += 10
            return finding
        }
        moved.findings.removeFirst()
        let after = try issues(moved)
        for issue in after {
            let earlier = try #require(before.first { $0["check_name"] as? String == issue["check_name"] as? String && $0["description"] as? String == issue["description"] as? String })
            #expect(earlier["fingerprint"] as? String == issue["fingerprint"] as? String)
        }
    }

    /// Two findings with one identity still get fingerprints of their own (GitLab would merge them).
    @Test func sharedIdentitiesGetTheirOwnFingerprints() throws {
        let findings = [
            Fixtures.finding("text/truncation", message: "first", line: 4),
            Fixtures.finding("text/truncation", message: "second", line: 5),
        ]
        let output = Fixtures.text(GitLabCodeQualityReporter().report(AuditResult(findings: findings, fileCount: 1, screenCount: 1, rowCount: 1), context: Fixtures.context))
        #expect(CIFormatChecks.gitLabProblems(output) == [])
        let issues = try issues(AuditResult(findings: findings, fileCount: 1, screenCount: 1, rowCount: 1))
        #expect(issues.first?["fingerprint"] as? String == FindingFingerprint.value(for: findings[0], file: "Dumps/settings.json"))
        #expect(issues.compactMap { $0["fingerprint"] as? String }.allSatisfy { $0.count == 16 })
    }

    @Test func cleanRunIsAnEmptyArray() {
        #expect(Fixtures.text(GitLabCodeQualityReporter().report(AuditResult(findings: [], fileCount: 1, screenCount: 1, rowCount: 1), context: Fixtures.context)) == "[]\n")
    }

    @Test func hostileTextIsShownNotObeyed() throws {
        let output = Fixtures.text(GitLabCodeQualityReporter().report(Fixtures.hostileResult, context: Fixtures.context))
        #expect(CIFormatChecks.gitLabProblems(output) == [])
        let issues = try issues(Fixtures.hostileResult)
        #expect(issues.count == Fixtures.hostile.count)
        let shown = issues.flatMap { [$0["description"] as? String ?? "", $0[path: "location", "path"] as? String ?? "", $0[path: "content", "body"] as? String ?? ""] }
        #expect(shown.flatMap { CIFormatChecks.rawControls($0) } == [])
        #expect(Set(issues.compactMap { $0["description"] as? String }) == Set(Fixtures.hostile.map(UntrustedText.singleLine)))
    }
}
