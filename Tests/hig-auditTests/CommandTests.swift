import Foundation
import Testing

@Suite struct CommandTests {
    @Test func executableIsBuilt() {
        #expect(FileManager.default.isExecutableFile(atPath: CLI.executable.path), "looked at \(CLI.executable.path)")
    }

    @Test func rulesListsEveryRule() throws {
        let run = try CLI.run(["rules"])
        #expect(run.exitCode == 0)
        let ids = run.stdout.split(separator: "\n").map { String($0.split(separator: " ").first ?? "") }
        #expect(ids == ids.sorted())
        #expect(Set(ids) == ["a11y/dynamic-type", "a11y/label", "a11y/touch-target", "editing/delete-title", "editing/destructive-style", "index/grouped-style", "index/trailing-elements", "l10n/missing-plural-form", "l10n/missing-translation", "l10n/pseudo-locale", "l10n/unfinished-translation", "selection/feedback", "selection/misleading-disclosure", "suppression/unused", "table/empty-group", "table/inset-grouped-compact", "table/width", "text/fixed-size", "text/truncation", "text/wrapping"])
        // Columns are padded to the longest id.
        let line = run.stdout.split(separator: "\n").first { $0.hasPrefix("index/grouped-style ") }.map(String.init) ?? ""
        #expect(line.hasSuffix(" warning  Grouped and inset grouped tables have no section index"), "\(line)")
    }

    @Test func explainPrintsTheDoc() throws {
        let run = try CLI.run(["explain", "index/trailing-elements"])
        #expect(run.exitCode == 0)
        #expect(run.stdout.hasPrefix("# index/trailing-elements\n"))
        #expect(run.stdout.contains("## Examples"))
    }

    @Test func explainSuggestsAKnownRule() throws {
        let run = try CLI.run(["explain", "index/traling-elements"])
        #expect(run.exitCode == 64)
        #expect(run.stderr.contains("did you mean 'index/trailing-elements'?"))
        #expect(run.stdout.isEmpty)
    }

    @Test func versionIsPrinted() throws {
        let run = try CLI.run(["--version"])
        #expect(run.exitCode == 0)
        #expect(run.stdout.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").count == 3)
    }

    @Test func unknownOptionIsAUsageError() throws {
        let run = try CLI.run(["check", "--fail-on", "sometimes", "Reports/contacts/input.json"])
        #expect(run.exitCode == 64)
        #expect(run.stdout.isEmpty)
    }
}
