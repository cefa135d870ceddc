import Foundation
import HIGModel
import Testing
@testable import HIGAudit

/// The app's strings are bidi-isolated in the reports QA reads, so a right-to-left string never
/// takes the report's numbers and punctuation into its run.
@Suite struct AppStringIsolationTests {
    static let arabic = "تحديث التطبيقات"

    static var rtlResult: AuditResult {
        let finding = Fixtures.finding(
            "text/truncation", .error,
            message: "'\(arabic)' needs 150 pt, 116.8 pt available (ar, L, 320 pt table): shows 'تحديث…'",
            components: [.section(0), .row(0, id: nil)],
            evidence: [
                Evidence(.text, .string(arabic)), Evidence(.visibleText, .string("تحديث…")),
                Evidence(.locale, .string("ar")), Evidence(.contentSizeCategory, .string("large")),
                Evidence(.overflow, .number(33.2)),
            ])
        return AuditResult(findings: [finding], fileCount: 1, screenCount: 1, rowCount: 1)
    }

    @Test func runsMarkOnlyTheQuotedAppStrings() {
        let runs = AppStringIsolation.runs("'Don't' fits, 'Don' does not, 'x'", appStrings: ["Don't", "x"])
        #expect(runs.map(\.text) == ["'", "Don't", "' fits, 'Don' does not, '", "x", "'"])
        #expect(runs.map(\.fromApp) == [false, true, false, true, false])
        #expect(AppStringIsolation.runs("no quotes", appStrings: ["no"]).map(\.fromApp) == [false])
    }

    @Test func markdownIsolatesMessagesAndWorstOffenders() {
        let output = Fixtures.text(MarkdownReporter().report(Self.rtlResult, context: Fixtures.context))
        #expect(output.contains("| '\u{2068}\(Self.arabic)\u{2069}' needs 150 pt, 116.8 pt available (ar, L, 320 pt table): shows '\u{2068}تحديث…\u{2069}' |"))
        #expect(output.contains("- ar: 1 truncated text, worst: '\u{2068}\(Self.arabic)\u{2069}' 33.2 pt over"))
        // Every isolate is closed.
        #expect(output.unicodeScalars.count { $0 == "\u{2068}" } == output.unicodeScalars.count { $0 == "\u{2069}" })
        // The matrix counts what the offender line counts: one cut text in ar, at L.
        #expect(output.contains("| Locale | L |\n| --- | ---: |\n| ar | 1 |\n"))
    }

    @Test func htmlUsesBdi() {
        let output = Fixtures.text(HTMLReporter().report(Self.rtlResult, context: Fixtures.context))
        #expect(output.contains("<p>&#39;<bdi>\(Self.arabic)</bdi>&#39; needs 150 pt"))
        #expect(output.contains("<li>ar: 1 truncated text, worst: &#39;<bdi>\(Self.arabic)</bdi>&#39; 33.2 pt over</li>"))
        #expect(output.contains("<bdi class=\"el\">"))
        // Summary first, then the screen list.
        let summary = try? #require(output.range(of: "<h2 id=\"summary\">"))
        let screens = try? #require(output.range(of: "<h2 id=\"nav-title\">"))
        if let summary, let screens { #expect(summary.lowerBound < screens.lowerBound) }
        #expect(output.contains("How to read the drawings"))
    }

    /// The Markdown report is the job summary: when cut, it points elsewhere.
    @Test func aCutMarkdownReportDoesNotPointToItself() {
        var context = Fixtures.context
        context.markdownLimit = 700
        let output = Fixtures.text(MarkdownReporter().report(Fixtures.large(200), context: context))
        #expect(output.contains("This report is cut") || output.contains("exceeds the"))
        #expect(!output.contains("job summary"))
        #expect(output.contains("code scanning alerts"))
        #expect(MarkdownReporter.elsewhere("the job summary") == "the JSON or SARIF report (--report json=PATH)")
    }
}
