import Foundation
import HIGInput
import HIGModel
import Testing
@testable import HIGAudit

/// Suppressed findings are reported, never dropped: SARIF marks them with `suppressions`, JSON
/// and Markdown list them with their reasons, annotations leave them out.
@Suite struct SuppressionReportTests {
    static let reason = "Confirmation sheet follows | <b>at once</b> @org/team"

    /// Account: `sign-out` suppressed in the dump, `close` active, `old` (a delete-title note)
    /// suppressed by the configuration.
    static let dump = """
    {
      "schemaVersion": 1,
      "screen": {
        "name": "Account",
        "table": { "sections": [{ "rows": [
          { "id": "sign-out", "text": "Sign Out", "selectionStyle": "none", "selectionAction": "runsAction",
            "auditSuppressions": [{ "rule": "selection/feedback", "reason": "\(reason)" }] },
          { "id": "close", "text": "Close Account", "selectionStyle": "none", "selectionAction": "runsAction" },
          { "id": "old", "text": "Old", "editingStyle": "delete" }
        ] }] }
      }
    }
    """

    static func result() throws -> AuditResult {
        let dump = try DumpLoader.decode(Array(Self.dump.utf8), file: "/repo/Dumps/account.json")
        var project = ProjectConfiguration(directory: "/repo")
        let position = SourcePosition(line: 4, column: 5)
        project.suppressions = [Suppression(
            rule: "editing/delete-title",
            reason: "Legacy screen, removed in 3.0",
            scope: .pattern(screen: try Glob("Account"), path: nil),
            kind: .external,
            location: FindingLocation(file: "/repo/.hig-audit.yml", region: SourceSpan(start: position, end: position), context: SourceSpan(start: position, end: position))
        )]
        var result = try AuditPipeline.run([dump], project: project)
        result.baselinedCount = 3
        return result
    }

    @Test func pipelineSplitsActiveAndSuppressed() throws {
        let result = try Self.result()
        #expect(result.findings.map(\.path.key) == ["Account/section[0]/row[close]"])
        #expect(result.suppressed.map(\.suppression.kind) == [.inSource, .external])
        #expect(result.suppressed.map(\.finding.ruleID) == ["selection/feedback", "editing/delete-title"])
    }

    @Test func sarifMarksSuppressedResults() throws {
        let bytes = SARIFReporter().report(try Self.result(), context: Fixtures.context)
        let log = try #require(Fixtures.json(bytes) as? [String: Any])
        #expect(SARIFChecks.problems(log) == [])
        let results = try #require(log[path: "runs", "0", "results"] as? [[String: Any]])
        #expect(results.count == 3)
        let active = results.filter { $0["suppressions"] == nil }
        #expect(active.count == 1)
        let inSource = try #require(results.first { ($0[path: "suppressions", "0", "kind"] as? String) == "inSource" })
        #expect(inSource["ruleId"] as? String == "selection/feedback")
        let suppression = try #require(inSource[path: "suppressions", "0"] as? [String: Any])
        #expect(suppression["status"] as? String == "accepted")
        #expect(suppression["justification"] as? String == Self.reason)
        #expect(suppression[path: "location", "physicalLocation", "artifactLocation", "uri"] as? String == "Dumps/account.json")
        #expect((suppression[path: "location", "physicalLocation", "region", "startLine"] as? Int) == 7)
        let external = try #require(results.first { ($0[path: "suppressions", "0", "kind"] as? String) == "external" })
        #expect(external[path: "suppressions", "0", "justification"] as? String == "Legacy screen, removed in 3.0")
        #expect(external[path: "suppressions", "0", "location", "physicalLocation", "artifactLocation", "uri"] as? String == ".hig-audit.yml")
        // One report order for active and suppressed results: by position in the file.
        let lines = results.compactMap { $0[path: "locations", "0", "physicalLocation", "region", "startLine"] as? Int }
        #expect(lines == lines.sorted())

        // The OASIS schema knows `suppressions`; GitHub's rules must not object either.
        guard let validator = Fixtures.sharedValidator, let python = Fixtures.python3 else { return }
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("suppressed.sarif")
        try Data(bytes).write(to: file)
        let run = try Fixtures.run(python[0], Array(python.dropFirst()) + [validator.path, file.path, "--strict"])
        #expect(run.status == 0 && run.output.contains("0 errors, 0 warnings"), "\(run.output)")
    }

    @Test func configurationOutsideTheBasePathKeepsAnAbsoluteURI() throws {
        var result = try Self.result()
        for index in result.suppressed.indices where result.suppressed[index].suppression.kind == .external {
            result.suppressed[index].suppression.location.file = "/home/me/.hig-audit.yml"
        }
        let bytes = SARIFReporter().report(result, context: Fixtures.context)
        let log = try #require(Fixtures.json(bytes) as? [String: Any])
        #expect(SARIFChecks.problems(log) == [])
        let results = try #require(log[path: "runs", "0", "results"] as? [[String: Any]])
        let external = try #require(results.first { ($0[path: "suppressions", "0", "kind"] as? String) == "external" })
        #expect(external[path: "suppressions", "0", "location", "physicalLocation", "artifactLocation", "uri"] as? String == "file:///home/me/.hig-audit.yml")
        // GitHub relativizes absolute URIs against the working directory, which must be named.
        #expect(log[path: "runs", "0", "invocations", "0", "workingDirectory", "uri"] as? String == "file:///repo/")

        guard let validator = Fixtures.sharedValidator, let python = Fixtures.python3 else { return }
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("outside.sarif")
        try Data(bytes).write(to: file)
        let run = try Fixtures.run(python[0], Array(python.dropFirst()) + [validator.path, file.path, "--strict"])
        #expect(run.status == 0 && run.output.contains("0 errors, 0 warnings"), "\(run.output)")
    }

    @Test func jsonListsSuppressedWithReasons() throws {
        let bytes = JSONReporter().report(try Self.result(), context: Fixtures.context)
        let document = try #require(Fixtures.json(bytes) as? [String: Any])
        #expect(document[path: "summary", "findings"] as? Int == 1)
        #expect(document[path: "summary", "suppressed"] as? Int == 2)
        #expect(document[path: "summary", "baselined"] as? Int == 3)
        let suppressed = try #require(document["suppressed"] as? [[String: Any]])
        #expect(suppressed.map { $0[path: "suppression", "kind"] as? String } == ["inSource", "external"])
        #expect(suppressed.first?[path: "suppression", "reason"] as? String == Self.reason)
        #expect(suppressed.first?[path: "suppression", "file"] as? String == "Dumps/account.json")
        #expect(suppressed.last?[path: "suppression", "file"] as? String == ".hig-audit.yml")
        #expect(suppressed.first?["fingerprint"] as? String != nil)
        // Version 1 only gains fields.
        #expect(document["version"] as? Int == 1)
    }

    @Test func markdownCountsAndCollapsesSuppressed() throws {
        let markdown = Fixtures.text(MarkdownReporter().report(try Self.result(), context: Fixtures.context))
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The counts sit in the heading area, before the first table.
        let counted = try #require(lines.firstIndex(of: "Not counted above: 2 suppressed, 3 in the baseline."))
        let firstTable = try #require(lines.firstIndex { $0.hasPrefix("| Rule |") })
        #expect(counted < firstTable)
        #expect(markdown.contains("<details><summary>2 suppressed findings</summary>"))
        // The reason stays in its cell: `|` escaped, HTML and mentions defused.
        let row = try #require(lines.first { $0.contains("Confirmation sheet follows") })
        #expect(row.contains("Confirmation sheet follows \\| &lt;b&gt;at once&lt;/b&gt; @\u{200D}org/team"))
        #expect(row.contains("dump, <code>Dumps/account.json:7</code>"))
        #expect(lines.contains { $0.contains("Legacy screen, removed in 3.0") && $0.contains("configuration, <code>.hig-audit.yml:4</code>") })
        let header = try #require(lines.first { $0.hasPrefix("| Severity | Rule | Location |") })
        #expect(Self.cells(row) == Self.cells(header))
    }

    @Test func markdownListsSuppressedEvenWithoutActiveFindings() throws {
        var result = try Self.result()
        result.findings = []
        result.baselinedCount = 0
        let markdown = Fixtures.text(MarkdownReporter().report(result, context: Fixtures.context))
        #expect(markdown.contains("No findings in 1 file (1 screen, 3 rows).\n\nNot counted above: 2 suppressed.\n"))
        #expect(markdown.contains("<details><summary>2 suppressed findings</summary>"))
        #expect(!markdown.contains("| Rule | Findings |"))
    }

    @Test func markdownDropsTheSuppressedListFirstWhenCut() throws {
        var result = try Self.result()
        let one = try #require(result.suppressed.first)
        result.suppressed = (0..<400).map { index in
            var copy = one
            copy.finding.location.region.start.line = index + 1
            return copy
        }
        let full = MarkdownReporter().report(result, context: Fixtures.context)
        var context = Fixtures.context
        context.markdownLimit = full.count / 2
        let cut = Fixtures.text(MarkdownReporter().report(result, context: context))
        #expect(cut.utf8.count <= context.markdownLimit)
        // Every active finding is still listed; only the suppressed list is shortened.
        #expect(!cut.contains("[!WARNING]"))
        #expect(cut.contains("Close Account") || cut.contains("row[close]") || cut.contains("row 2 (close)"))
        #expect(cut.contains(" of 400 suppressed findings (the rest are in the JSON and SARIF reports)</summary>"))
    }

    @Test func annotationsLeaveSuppressedOut() throws {
        let text = Fixtures.text(GitHubActionsReporter().report(try Self.result(), context: Fixtures.context))
        let lines = text.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("::warning ") == true)
        #expect(!text.contains("Sign Out") && !text.contains("sign-out"))
    }

    @Test func textSummaryCountsThem() throws {
        let text = Fixtures.text(TextReporter().report(try Self.result(), context: Fixtures.context))
        #expect(text.hasSuffix("; 2 suppressed, 3 in the baseline\n"))
        #expect(text.split(separator: "\n").count == 2)
    }

    @Test(arguments: ReportFormat.allCases)
    func suppressedOrderDoesNotMatter(_ format: ReportFormat) throws {
        let result = try Self.result()
        var reversed = result
        reversed.suppressed.reverse()
        #expect(reversed.suppressed != result.suppressed)
        #expect(format.reporter.report(result, context: Fixtures.context) == format.reporter.report(reversed, context: Fixtures.context))
    }

    /// Table cells of a Markdown row, not counting escaped pipes.
    static func cells(_ row: String) -> Int {
        var count = 0
        var escaped = false
        for character in row {
            if character == "|" && !escaped { count += 1 }
            escaped = character == "\\" && !escaped
        }
        return count
    }
}
