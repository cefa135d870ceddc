import HIGModel
import Testing
@testable import HIGAudit

@Suite struct MarkdownReporterTests {
    private func markdown(_ result: AuditResult, limit: Int = MarkdownReporter.stepSummaryLimit) -> String {
        var context = Fixtures.context
        context.markdownLimit = limit
        return Fixtures.text(MarkdownReporter().report(result, context: context))
    }

    /// Cells of a GFM table row: pipes not escaped by a backslash, as the table parser splits.
    static func cellCount(_ line: Substring) -> Int {
        var pipes = 0
        var escaped = false
        for character in line {
            if escaped { escaped = false; continue }
            if character == "\\" { escaped = true } else if character == "|" { pipes += 1 }
        }
        return pipes - 1
    }

    @Test func headingCountsAndMarker() {
        let output = markdown(Fixtures.sample)
        #expect(output.hasPrefix("\(MarkdownReporter.marker)\n## hig-audit: 🛑 2 errors, ⚠️ 1 warning, ℹ️ 1 note\n"))
        #expect(output.contains("Audited 2 files (2 screens, 48 rows)."))
        #expect(output.contains("<sub>hig-audit 0.1.0"))
    }

    @Test func noFindings() {
        let output = markdown(AuditResult(findings: [], fileCount: 3, screenCount: 4, rowCount: 5))
        #expect(output.contains("No findings in 3 files (4 screens, 5 rows)."))
        #expect(!output.contains("| Rule |"))
    }

    @Test func tablePerRuleLinksItsDoc() {
        let output = markdown(Fixtures.sample)
        for ruleID in ["table/width", "index/grouped-style", "selection/feedback", "table/empty-group"] {
            #expect(output.contains("### [<code>\(MarkdownReporter.escape(ruleID))</code>](\(RuleDocs.url(for: ruleID)))"))
        }
        // Errors come first: both error rules precede the warning and the note.
        let errorRule = output.range(of: "### [<code>index/grouped-style")!.lowerBound
        let warningRule = output.range(of: "### [<code>table/width")!.lowerBound
        let noteRule = output.range(of: "### [<code>selection/feedback")!.lowerBound
        #expect(errorRule < warningRule && warningRule < noteRule)
        // The element (the app's names) is bidi-isolated: U+2068 … U+2069.
        #expect(output.contains("| 🛑 error | <code>Dumps/other screen.json:20:3</code> | \u{2068}Network › section 2\u{2069} | section 2 of grouped table 'Network' has no rows |"))
    }

    @Test func worstOffendersFirstByOverflow() {
        let findings = [3.0, 40.5, 12.0].enumerated().map { index, overflow in
            Fixtures.finding("table/width", .warning, message: "overflow \(formatPoints(overflow))", line: index + 2, evidence: [Evidence(.overflow, .number(overflow))])
        } + [Fixtures.finding("table/width", .error, message: "an error", line: 40)]
        let output = markdown(AuditResult(findings: findings.sorted(by: Finding.reportOrder), fileCount: 1, screenCount: 1, rowCount: 1))
        let order = ["an error", "overflow 40.5", "overflow 12", "overflow 3"].compactMap { output.range(of: $0)?.lowerBound }
        #expect(order.count == 4 && order == order.sorted())
    }

    @Test func localeMatrixOnlyWithEvidence() {
        #expect(!markdown(Fixtures.sample).contains("Locale × content size"))
        // Cut texts (the rules that report them), one per row: each counts once per locale and size.
        let variants: [(String, String)] = [("de", "accessibilityLarge"), ("de", "large"), ("fr", "accessibilityLarge"), ("de", "large"), ("ar", "extraSmall")]
        let findings = variants.enumerated().map { index, variant in
            Fixtures.finding("text/truncation", message: "m\(index)", line: index + 2, components: [.section(0), .row(index, id: nil)], evidence: [Evidence(.locale, .string(variant.0)), Evidence(.contentSizeCategory, .string(variant.1))])
        }
        let output = markdown(AuditResult(findings: findings.sorted(by: Finding.reportOrder), fileCount: 1, screenCount: 1, rowCount: 1))
        #expect(output.contains("### Locale × content size"))
        // Sizes in UIKit order, short names; counts per cell.
        #expect(output.contains("| Locale | xS | L | AX2 |\n| --- | ---: | ---: | ---: |\n| ar | 1 | · | · |\n| de | · | 2 | 1 |\n| fr | · | · | 1 |\n"))
    }

    @Test func longListsCollapse() {
        let findings = (0..<(MarkdownReporter.collapseThreshold + 1)).map { Fixtures.finding(message: "m\($0)", line: $0 + 2) }
        let output = markdown(AuditResult(findings: findings, fileCount: 1, screenCount: 1, rowCount: 1))
        #expect(output.contains("<details><summary>11 findings</summary>\n\n| Severity |"))
        #expect(output.contains("\n</details>\n"))
        #expect(!markdown(Fixtures.sample).contains("<details>"))
    }

    @Test func hostileTextStaysInItsCell() throws {
        let result = Fixtures.hostileResult
        let output = markdown(result)
        let rows = output.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| Severity") && !$0.hasPrefix("| Rule") && !$0.hasPrefix("| Locale") }
        // Finding rows have 4 cells, rule rows 4, matrix rows 1 + sizes (one "—" column here).
        let findingRows = rows.filter { $0.contains("<code>Dumps/") }
        #expect(findingRows.count == result.findings.count)
        for row in findingRows {
            #expect(Self.cellCount(row) == 4, "\(row)")
        }
        // Hostile locales in the locale × size table: the same texts as cut-text findings.
        let cut = Fixtures.hostile.enumerated().map { index, text in
            Fixtures.finding("text/truncation", message: "m\(index)", line: index + 2, components: [.section(0), .row(index, id: nil)], evidence: [Evidence(.locale, .string(text)), Evidence(.contentSizeCategory, .string("large"))])
        }
        let matrixOutput = markdown(AuditResult(findings: cut.sorted(by: Finding.reportOrder), fileCount: 1, screenCount: 1, rowCount: cut.count))
        let matrixRows = matrixOutput.split(separator: "\n").drop { !$0.hasPrefix("| Locale") }.dropFirst(2).prefix { $0.hasPrefix("| ") }
        #expect(matrixRows.count == Set(Fixtures.hostile).count)
        for row in matrixRows {
            #expect(Self.cellCount(row) == 2, "\(row)")
        }
        #expect(!matrixOutput.unicodeScalars.contains("\u{202E}"))
        // Nothing renders as HTML, pings, links an issue, or reorders text.
        #expect(!output.contains("<script>"))
        #expect(output.contains("&lt;script&gt;"))
        #expect(!output.contains("@org"))
        #expect(!output.contains("@octocat"))
        #expect(!output.contains("#123"))
        #expect(output.contains("Tom &amp; Jerry &amp;amp; friends"))
        #expect(output.ranges(of: MarkdownReporter.marker).count == 1)
        #expect(output.ranges(of: "-->").count == 1)
        for scalar: Unicode.Scalar in ["\r", "\u{1B}", "\u{202E}", "\u{2066}", "\u{2028}", "\u{00}"] {
            #expect(!output.unicodeScalars.contains(scalar))
        }
        #expect(output.contains("&lt;U+202E&gt;evil"))
        #expect(output.contains("line one<br>line two<br>line three<br>line four"))
        #expect(output.contains("a \\| b \\| c"))
        #expect(output.contains("\\`code\\`"))
        // Untrusted text never begins a line, so it cannot open a heading, quote or table.
        for line in output.split(separator: "\n") {
            #expect(!line.hasPrefix("## heading") && !line.hasPrefix("> quote") && !line.hasPrefix("::"))
        }
    }

    @Test func escapeExamples() {
        #expect(MarkdownReporter.escape("a|b") == "a\\|b")
        #expect(MarkdownReporter.escape("@org/team") == "@\u{200D}org/team")
        #expect(MarkdownReporter.escape("#12") == "#\u{200D}12")
        #expect(MarkdownReporter.escape("see GH-12, gh-3 and high-5") == "see GH-\u{200D}12, gh-\u{200D}3 and high-5")
        #expect(MarkdownReporter.escape("x\ny") == "x y")
        #expect(MarkdownReporter.escape("x\r\ny", lineBreaks: true) == "x<br>y")
        #expect(MarkdownReporter.escape("\u{2067}") == "&lt;U+2067&gt;")
    }

    @Test func fiveThousandFindingsFitAPullRequestComment() throws {
        let result = Fixtures.large(5000)
        let output = markdown(result, limit: MarkdownReporter.pullRequestCommentLimit)
        #expect(output.utf8.count <= MarkdownReporter.pullRequestCommentLimit)
        #expect(output.hasPrefix(MarkdownReporter.marker))
        #expect(output.contains("## hig-audit: 🛑 1666 errors, ⚠️ 1667 warnings, ℹ️ 1667 notes"))
        #expect(output.contains("This report is cut to fit its 65536-byte limit"))
        // Counts per rule survive the cut.
        for rule in Fixtures.rules {
            let count = result.findings.count { $0.ruleID == rule.id }
            #expect(output.contains("| [<code>\(MarkdownReporter.escape(rule.id))</code>](\(RuleDocs.url(for: rule.id))) | \(count) |"))
        }
        // What is listed are the worst ones: errors only, at this size.
        #expect(!output.contains("| ℹ️ note | <code>"))
        #expect(output.contains("| 🛑 error | <code>"))
    }

    @Test func fiveThousandFindingsInAStepSummary() {
        let output = markdown(Fixtures.large(5000), limit: MarkdownReporter.stepSummaryLimit)
        #expect(output.utf8.count <= MarkdownReporter.stepSummaryLimit)
        #expect(output.contains("finding number 4999"))
        #expect(!output.contains("This report is cut"))
    }

    @Test func tinyLimitStillFits() {
        let output = markdown(Fixtures.large(50), limit: 120)
        #expect(output.utf8.count <= 120)
        #expect(output.hasPrefix(MarkdownReporter.marker))
    }
}
