import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import HIGAudit

@Suite struct CheckstyleReporterTests {
    @Test func oneFileElementPerFileOneErrorPerFinding() throws {
        let output = Fixtures.text(CheckstyleReporter().report(Fixtures.sample, context: Fixtures.context))
        #expect(CIFormatChecks.checkstyleProblems(output) == [])
        let root = try #require(CIFormatChecks.xml(output))
        let files = CIFormatChecks.children(root, "file")
        #expect(files.compactMap { CIFormatChecks.attribute($0, "name") } == ["Dumps/other screen.json", "Dumps/settings.json"])
        let errors = files.flatMap { CIFormatChecks.children($0, "error") }
        #expect(errors.count == 4)
        let width = try #require(errors.first { CIFormatChecks.attribute($0, "source") == "hig-audit.table.width" })
        #expect(CIFormatChecks.attribute(width, "line") == "3")
        #expect(CIFormatChecks.attribute(width, "column") == "5")
        #expect(CIFormatChecks.attribute(width, "severity") == "warning")
        #expect(CIFormatChecks.attribute(width, "message") == "table is 300 pt wide, narrower than 320 pt; text will truncate and wrap")
        let note = try #require(errors.first { CIFormatChecks.attribute($0, "source") == "hig-audit.selection.feedback" })
        #expect(CIFormatChecks.attribute(note, "severity") == "info")
    }

    @Test func cleanRunIsAnEmptyReport() throws {
        let output = Fixtures.text(CheckstyleReporter().report(AuditResult(findings: [], fileCount: 1, screenCount: 1, rowCount: 1), context: Fixtures.context))
        #expect(CIFormatChecks.checkstyleProblems(output) == [])
        #expect(output == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n</checkstyle>\n")
    }

    @Test func suppressedFindingsAreLeftOut() throws {
        let result = try SuppressionReportTests.result()
        let root = try #require(CIFormatChecks.xml(Fixtures.text(CheckstyleReporter().report(result, context: Fixtures.context))))
        #expect(CIFormatChecks.children(root, "file").flatMap { CIFormatChecks.children($0, "error") }.count == result.findings.count)
    }

    @Test func hostileTextStaysInItsAttribute() throws {
        let output = Fixtures.text(CheckstyleReporter().report(Fixtures.hostileResult, context: Fixtures.context))
        #expect(CIFormatChecks.checkstyleProblems(output) == [])
        #expect(CIFormatChecks.rawControls(output) == [])
        let root = try #require(CIFormatChecks.xml(output))
        let files = CIFormatChecks.children(root, "file")
        let errors = files.flatMap { CIFormatChecks.children($0, "error") }
        #expect(errors.count == Fixtures.hostile.count)
        #expect(Set(errors.compactMap { CIFormatChecks.attribute($0, "message") }) == Set(Fixtures.hostile.map(UntrustedText.singleLine)))
        let names = Fixtures.hostileResult.findings.map { UntrustedText.singleLine(Fixtures.context.reportPath($0.location.file).display) }
        #expect(Set(files.compactMap { CIFormatChecks.attribute($0, "name") }) == Set(names))
    }
}
