import Foundation
import Testing

/// `check` and `budgets` on the `Reports/xliff` scenario, as a localization QA run calls them.
@Suite struct BudgetsCommandTests {
    @Test func checkReportsGermanThatDoesNotFitAtTheXLIFFLines() throws {
        let run = try CLI.run(["check", "Reports/xliff/input.json", "--strings", "Reports/xliff/de.xcloc"])
        #expect(run.exitCode == 1)
        let truncations = run.stdout.split(separator: "\n").filter { $0.hasSuffix("[text/truncation]") && $0.contains(": error: ") }
        #expect(truncations.map { $0.components(separatedBy: ": error: ").first ?? "" } == [
            "Reports/xliff/de.xcloc/Localized Contents/de.xliff:62:7",
            "Reports/xliff/de.xcloc/Localized Contents/de.xliff:37:7",
        ])
        #expect(run.stdout.contains("Reports/xliff/de.xcloc/Localized Contents/de.xliff:62:7: error: 'Hintergrundaktualisierung von Apps' needs"))
    }

    @Test func budgetsWritesTheXLIFFToStandardOutputOrAPath() throws {
        let expected = try String(contentsOf: CLI.repositoryRoot.appendingPathComponent("Reports/xliff/budgets.xliff"), encoding: .utf8)
        let run = try CLI.run(["budgets", "Reports/xliff/input.json", "--strings", "Reports/xliff/de.xcloc", "--format", "xliff"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stdout == expected)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hig-audit-budgets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("out.csv").path
        let csv = try CLI.run(["budgets", "Reports/xliff/input.json", "--strings", "Reports/xliff/de.xcloc", "--format", "csv", "--output", path])
        #expect(csv.exitCode == 0, "\(csv.stderr)")
        #expect(csv.stdout.isEmpty)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == String(contentsOf: CLI.repositoryRoot.appendingPathComponent("Reports/xliff/budgets.csv"), encoding: .utf8))
    }

    @Test func budgetsNeverOverwritesAnInput() throws {
        let xliff = "Reports/xliff/de.xcloc/Localized Contents/de.xliff"
        let before = try Data(contentsOf: CLI.repositoryRoot.appendingPathComponent(xliff))
        let run = try CLI.run(["budgets", "Reports/xliff/input.json", "--strings", "Reports/xliff/de.xcloc", "--format", "xliff", "--output", "Reports/xliff/de.xcloc/Localized Contents/../Localized Contents/de.xliff"])
        #expect(run.exitCode == 2)
        #expect(run.stderr.contains("the output would replace an input"))
        #expect(run.stdout.isEmpty)
        #expect(try Data(contentsOf: CLI.repositoryRoot.appendingPathComponent(xliff)) == before)
    }

    @Test func xliffOutputNeedsOneXLIFFFile() throws {
        // Without --strings there is nothing to write onto: a usage error (issue 32).
        let none = try CLI.run(["budgets", "Reports/xliff/input.json", "--format", "xliff"])
        #expect(none.exitCode == 64)
        #expect(none.stderr.contains("--format xliff writes budgets onto an XLIFF file"))
        #expect(none.stdout.isEmpty)
        let broken = try CLI.run(["budgets", "Reports/xliff/input.json", "--strings", "Reports/xliff/budgets.json", "--format", "json"])
        #expect(broken.exitCode == 2, "a file that is no translation is an input error, as for check")
        #expect(broken.stderr.contains("Reports/xliff/budgets.json:1:1: error: not a translation file"), "\(broken.stderr)")
        #expect(broken.stdout.isEmpty)
        #expect(broken.stderr.contains("not a translation file"))
    }
}
