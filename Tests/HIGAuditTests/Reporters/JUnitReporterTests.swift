import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import HIGAudit

@Suite struct JUnitReporterTests {
    func root(_ result: AuditResult) throws -> XMLElement {
        try #require(CIFormatChecks.xml(Fixtures.text(JUnitReporter().report(result, context: Fixtures.context))))
    }

    @Test func eachFileIsASuiteAndEachFindingAFailingCase() throws {
        let output = Fixtures.text(JUnitReporter().report(Fixtures.sample, context: Fixtures.context))
        #expect(CIFormatChecks.junitProblems(output) == [])
        let root = try root(Fixtures.sample)
        #expect(CIFormatChecks.attribute(root, "tests") == "4")
        #expect(CIFormatChecks.attribute(root, "failures") == "4")
        let suites = CIFormatChecks.children(root, "testsuite")
        #expect(suites.compactMap { CIFormatChecks.attribute($0, "name") } == ["Dumps/other screen.json", "Dumps/settings.json"])
        let settings = try #require(suites.last)
        let cases = CIFormatChecks.children(settings, "testcase")
        #expect(cases.compactMap { CIFormatChecks.attribute($0, "classname") } == ["table/width", "index/grouped-style"])
        let width = try #require(cases.first)
        #expect(CIFormatChecks.attribute(width, "name") == "Settings › environment")
        #expect(CIFormatChecks.attribute(width, "file") == "Dumps/settings.json")
        #expect(CIFormatChecks.attribute(width, "line") == "3")
        let failure = try #require(CIFormatChecks.children(width, "failure").first)
        #expect(CIFormatChecks.attribute(failure, "type") == "warning")
        #expect(CIFormatChecks.attribute(failure, "message") == "table is 300 pt wide, narrower than 320 pt; text will truncate and wrap")
        let body = failure.stringValue ?? ""
        #expect(body.hasPrefix("Dumps/settings.json:3:5: warning: table is 300 pt wide"))
        #expect(body.contains("element: Settings › environment"))
        #expect(body.contains(RuleDocs.url(for: "table/width")))
    }

    /// Jenkins refuses a report without test cases; a clean run is one passing case.
    @Test func cleanRunIsOnePassingCase() throws {
        let clean = AuditResult(findings: [], fileCount: 3, screenCount: 5, rowCount: 48)
        let output = Fixtures.text(JUnitReporter().report(clean, context: Fixtures.context))
        #expect(CIFormatChecks.junitProblems(output) == [])
        let root = try root(clean)
        #expect(CIFormatChecks.attribute(root, "tests") == "1")
        #expect(CIFormatChecks.attribute(root, "failures") == "0")
        let testCase = try #require(CIFormatChecks.children(root, "testsuite").first.flatMap { CIFormatChecks.children($0, "testcase").first })
        #expect(CIFormatChecks.children(testCase, "failure").isEmpty)
        #expect(testCase.stringValue?.contains("No findings in 3 files") == true)
    }

    @Test func suppressedFindingsAreSkippedCasesWithTheReason() throws {
        let result = try SuppressionReportTests.result()
        #expect(!result.suppressed.isEmpty)
        let output = Fixtures.text(JUnitReporter().report(result, context: Fixtures.context))
        #expect(CIFormatChecks.junitProblems(output) == [])
        let root = try root(result)
        #expect(CIFormatChecks.attribute(root, "skipped") == String(result.suppressed.count))
        #expect(CIFormatChecks.attribute(root, "failures") == String(result.findings.count))
        let skipped = CIFormatChecks.children(root, "testsuite").flatMap { CIFormatChecks.children($0, "testcase") }.flatMap { CIFormatChecks.children($0, "skipped") }
        #expect(skipped.count == result.suppressed.count)
        for suppressed in result.suppressed {
            #expect(skipped.contains { CIFormatChecks.attribute($0, "message")?.hasSuffix(UntrustedText.singleLine(suppressed.suppression.reason)) == true })
        }
    }

    /// Variants of one element (locales, sizes) are told apart by name, never by line number.
    @Test func caseNamesCarryTheVariantNotTheLine() throws {
        let findings = [
            Fixtures.finding("text/truncation", line: 4, evidence: [Evidence(.locale, .string("de")), Evidence(.contentSizeCategory, .string("AX2"))]),
            Fixtures.finding("text/truncation", line: 9, evidence: [Evidence(.locale, .string("fi"))]),
        ]
        let root = try root(AuditResult(findings: findings, fileCount: 1, screenCount: 1, rowCount: 1))
        let names = CIFormatChecks.children(root, "testsuite").flatMap { CIFormatChecks.children($0, "testcase") }.compactMap { CIFormatChecks.attribute($0, "name") }
        #expect(names == ["Settings › environment (locale=de, contentSizeCategory=AX2)", "Settings › environment (locale=fi)"])
    }

    @Test func hostileTextStaysInItsAttribute() throws {
        let output = Fixtures.text(JUnitReporter().report(Fixtures.hostileResult, context: Fixtures.context))
        #expect(CIFormatChecks.junitProblems(output) == [])
        #expect(CIFormatChecks.rawControls(output) == [])
        let root = try root(Fixtures.hostileResult)
        let failures = CIFormatChecks.children(root, "testsuite").flatMap { CIFormatChecks.children($0, "testcase") }.flatMap { CIFormatChecks.children($0, "failure") }
        #expect(failures.count == Fixtures.hostile.count)
        #expect(Set(failures.compactMap { CIFormatChecks.attribute($0, "message") }) == Set(Fixtures.hostile.map(UntrustedText.singleLine)))
        // Each failure's text is our three lines, however many lines the message had.
        #expect(failures.allSatisfy { ($0.stringValue ?? "").split(separator: "\n", omittingEmptySubsequences: false).count == 3 })
    }

    /// Strict XSD consumers (Jenkins' xUnit plugin) reject `file`/`line` on `<testcase>` and
    /// `skipped` on `<testsuites>`; the strict variant leaves them out and keeps the rest.
    @Test func strictVariantHasOnlyTheSchemasAttributes() throws {
        let result = try SuppressionReportTests.result()
        #expect(!result.suppressed.isEmpty && !result.findings.isEmpty)
        let loose = Fixtures.text(JUnitReporter().report(result, context: Fixtures.context))
        #expect(Set(CIFormatChecks.strictJUnitProblems(loose)).isSuperset(of: ["testcase@file", "testcase@line", "testsuites@skipped"]), "the default variant has the extra attributes")
        let strict = Fixtures.text(JUnitReporter(strict: true).report(result, context: Fixtures.context))
        #expect(CIFormatChecks.strictJUnitProblems(strict) == [])
        let root = try #require(CIFormatChecks.xml(strict))
        #expect(CIFormatChecks.attribute(root, "failures") == String(result.findings.count))
        let cases = CIFormatChecks.children(root, "testsuite").flatMap { CIFormatChecks.children($0, "testcase") }
        #expect(cases.count == result.findings.count + result.suppressed.count)
        let first = try #require(ReportOrder.sorted(result.findings).first)
        let failure = try #require(cases.compactMap { CIFormatChecks.children($0, "failure").first }.first)
        #expect((failure.stringValue ?? "").contains(":\(first.location.line):\(first.location.column): "), "the location stays in the failure's text")
        #expect(ReportFormat(rawValue: "junit-strict")?.reporter is JUnitStrictReporter)
    }
}
