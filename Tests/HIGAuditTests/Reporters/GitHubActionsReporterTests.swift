import Foundation
import Testing
@testable import HIGAudit

@Suite struct GitHubActionsReporterTests {
    struct Vector: Decodable {
        struct Input: Decodable {
            var kind: String
            var message: String
            var file: String?
            var line: Int?
            var end_line: Int?
            var col: Int?
            var end_col: Int?
            var title: String?
        }
        var input: Input
        var expected: String
    }

    @Test func matchesTheEncodingVectors() throws {
        let data = try Data(contentsOf: Fixtures.resources.appendingPathComponent("gha_annotations-vectors.json"))
        let vectors = try JSONDecoder().decode([Vector].self, from: data)
        #expect(vectors.count >= 3)
        for vector in vectors {
            let input = vector.input
            let line = GitHubActionsReporter.command(kind: input.kind, message: input.message, file: input.file, line: input.line, endLine: input.end_line, column: input.col, endColumn: input.end_col, title: input.title)
            #expect(line == vector.expected)
        }
    }

    @Test func runnerPositionRules() {
        // An end before the start is dropped, as the runner would.
        #expect(GitHubActionsReporter.command(kind: "error", message: "m", file: "f", line: 5, endLine: 4, column: 3, endColumn: 9) == "::error file=f,line=5,col=3,endColumn=9::m")
        #expect(GitHubActionsReporter.command(kind: "error", message: "m", file: "f", line: 5, endLine: 5, column: 7, endColumn: 2) == "::error file=f,line=5,endLine=5,col=7::m")
        // Columns without a line mean nothing.
        #expect(GitHubActionsReporter.command(kind: "notice", message: "m", column: 7, endColumn: 9) == "::notice::m")
    }

    @Test func escaping() {
        #expect(GitHubActionsReporter.escapeData("50%\r\n::x") == "50%25%0D%0A::x")
        #expect(GitHubActionsReporter.escapeProperty("a:b,c%d\n") == "a%3Ab%2Cc%25d%0A")
        #expect(GitHubActionsReporter.escapeData("\u{202E}\u{1B}") == "<U+202E><U+001B>")
    }

    @Test func annotatesEveryFindingWhenFew() throws {
        let lines = Fixtures.text(GitHubActionsReporter().report(Fixtures.sample, context: Fixtures.context)).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.last == "")
        #expect(lines.dropLast().map { $0.prefix { $0 != " " } } == ["::error", "::error", "::warning", "::notice"])
        #expect(lines[2] == "::warning file=Dumps/settings.json,line=3,endLine=3,col=5,endColumn=17,title=table/width%3A TableWidth::table is 300 pt wide, narrower than 320 pt; text will truncate and wrap (Settings › environment)")
    }

    @Test func atMostTenPerTypeThenOneSummaryNotice() throws {
        let result = Fixtures.large(5000)
        let lines = Fixtures.text(GitHubActionsReporter().report(result, context: Fixtures.context)).split(separator: "\n")
        let errors = lines.filter { $0.hasPrefix("::error ") }
        let warnings = lines.filter { $0.hasPrefix("::warning ") }
        let notices = lines.filter { $0.hasPrefix("::notice ") }
        #expect(errors.count == 10)
        #expect(warnings.count == 10)
        // The runner keeps 10 notices per step, the summary among them.
        #expect(notices.count == 10)
        #expect(lines.count == 30)
        let summary = try #require(lines.last)
        #expect(summary.hasPrefix("::notice title=hig-audit::"))
        #expect(summary.contains("4971 of 5000 hig-audit findings not annotated"))
        #expect(summary.contains("1656 errors, 1657 warnings, 1658 notes"))
        // Errors first, then warnings, then the notes.
        #expect(lines.firstIndex { $0.hasPrefix("::warning") }! > lines.lastIndex { $0.hasPrefix("::error") }!)
    }

    @Test func summaryNoticeCountsOnlyWhatWasLeftOut() throws {
        let findings = (0..<12).map { Fixtures.finding("table/width", .error, line: $0 + 2) } + [Fixtures.finding("selection/feedback", .note)]
        let result = AuditResult(findings: findings.sorted(by: Finding.reportOrder), fileCount: 1, screenCount: 1, rowCount: 1)
        var context = Fixtures.context
        context.fullReportHint = "the SARIF artifact"
        let lines = Fixtures.text(GitHubActionsReporter().report(result, context: context)).split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("::error ") }.count == 10)
        #expect(lines.filter { $0.hasPrefix("::notice ") }.count == 2)
        #expect(lines.last?.contains("2 of 13 hig-audit findings not annotated (2 errors)") == true)
        #expect(lines.last?.contains("See the SARIF artifact") == true)
    }

    @Test func hostileTextCannotStartACommand() throws {
        let output = Fixtures.text(GitHubActionsReporter().report(Fixtures.hostileResult, context: Fixtures.context))
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.last == "")
        for line in lines.dropLast() {
            #expect(["::error ", "::warning ", "::notice "].contains { line.hasPrefix($0) }, "\(line)")
        }
        for scalar: Unicode.Scalar in ["\r", "\u{202E}", "\u{1B}", "\u{2028}", "\u{85}"] {
            #expect(!output.unicodeScalars.contains(scalar))
        }
        #expect(output.contains("x%0A::add-mask::secret"))
        #expect(output.contains("100%25 done %250A %2525"))
    }

    @Test func propertiesSplitIntoTheExpectedKeys() throws {
        let output = Fixtures.text(GitHubActionsReporter().report(Fixtures.hostileResult, context: Fixtures.context))
        for line in output.split(separator: "\n") {
            let afterKind = line.drop { $0 != " " }.dropFirst()
            let end = try #require(afterKind.firstRange(of: "::"))
            let pairs = afterKind[..<end.lowerBound].split(separator: ",")
            #expect(pairs.map { $0.prefix { $0 != "=" } } == ["file", "line", "endLine", "col", "endColumn", "title"], "\(line)")
        }
    }
}
