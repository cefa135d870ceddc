import Foundation
import Testing

@Suite struct CheckCommandTests {
    @Test func sampleWithFindingsExitsOneWithClickableLocations() throws {
        let run = try CLI.run(["check", "Reports/settings/input.json"])
        #expect(run.exitCode == 1)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let findings = lines.filter { $0.hasPrefix("Reports/settings/input.json:") }
        #expect(findings.count >= 2)
        for line in findings {
            // path:line:col: severity: message [rule-id]
            let parts = line.split(separator: ":", maxSplits: 4)
            #expect(parts.count == 5 && Int(parts[1]) != nil && Int(parts[2]) != nil, "\(line)")
            #expect(line.hasSuffix("]"))
        }
        #expect(run.stdout.contains("[selection/feedback]"))
        #expect(lines.last?.contains("in 1 file (1 screen, 6 rows)") == true, "summary line: \(lines.last ?? "")")
    }

    @Test func cleanSampleExitsZero() throws {
        let run = try CLI.run(["check", "Reports/contacts/input.json"])
        #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.hasPrefix("No findings in 1 file (1 screen, 7 rows)"))
    }

    @Test func notesFailOnlyWhenAsked() throws {
        let dump = Data(#"{"schemaVersion": 1, "screen": {"name": "Mailboxes", "table": {"sections": [{"rows": [{"contentConfiguration": "cell", "text": "Archive", "editingStyle": "delete"}]}]}}}"#.utf8)
        let lenient = try CLI.run(["check", "-"], stdin: dump)
        #expect(lenient.exitCode == 0)
        #expect(lenient.stdout.contains("note: deletable row uses the system title 'Delete'"))
        let strict = try CLI.run(["check", "--fail-on", "note", "-"], stdin: dump)
        #expect(strict.exitCode == 1)
        let never = try CLI.run(["check", "--fail-on", "never", "Reports/settings/input.json"])
        #expect(never.exitCode == 0)
    }

    @Test func suppressedFindingsAreCountedNotFailed() throws {
        let run = try CLI.run(["check", "--fail-on", "note", "Reports/mailboxes/input.json"])
        #expect(run.exitCode == 0)
        #expect(run.stdout == "No findings in 1 file (1 screen, 5 rows); 1 suppressed\n")
    }

    @Test func sweepOptionsReachTheTextRules() throws {
        let dump = Data(#"{"schemaVersion": 1, "screen": {"name": "General", "environment": {"width": 393}, "table": {"sections": [{"rows": [{"text": {"string": "Notifications", "localizations": {"de": "Benachrichtigungseinstellungen für deine Apps"}}}]}]}}}"#.utf8)
        let atScreenWidth = try CLI.run(["check", "-", "--locales", "de", "--fail-on", "error", "--widths", "430"], stdin: dump)
        #expect(atScreenWidth.exitCode == 0, "\(atScreenWidth.stdout)")
        let narrow = try CLI.run(["check", "-", "--widths", "320,375", "--locales", "de", "--fail-on", "error"], stdin: dump)
        #expect(narrow.exitCode == 1)
        #expect(narrow.stdout.contains("error: 'Benachrichtigungseinstellungen für deine Apps' needs"))
        #expect(narrow.stdout.contains("(de, L, 320 pt table)"))
        #expect(narrow.stdout.contains("; also at 375 pt"))
        let badSizes = try CLI.run(["check", "-", "--sizes", "huge"], stdin: dump)
        #expect(badSizes.exitCode == 64)
        #expect(badSizes.stderr.contains("unknown content size category 'huge'"))
    }

    @Test func localesFlagScopesSuppressionsAsTheConfigurationDoes() throws {
        // A suppression limited to French, in a run that checks only German, is out of scope:
        // no `suppression/unused`, whether --locales or `locales:` in the configuration says so.
        let dump = Data(#"{"schemaVersion": 1, "screen": {"name": "General", "environment": {"width": 320}, "table": {"sections": [{"rows": [{"text": {"string": "Notifications", "localizations": {"de": "Benachrichtigungseinstellungen für alle installierten Apps", "fr": "Notifications"}}, "auditSuppressions": [{"rule": "text/truncation", "locales": ["fr"], "reason": "French is reviewed by hand"}]}]}]}}}"#.utf8)
        let run = try CLI.run(["check", "-", "--locales", "de", "--fail-on", "warning", "--format", "json"], stdin: dump)
        #expect(!run.stdout.contains("suppression/unused"), "\(run.stdout)")
        #expect(run.stdout.contains("text/truncation"))
        #expect(run.exitCode == 1, "the German truncation fails the run; an unused suppression would not change that")
    }

    @Test func outputDoesNotDependOnJobs() throws {
        let serial = try CLI.run(["check", "--fail-on", "never", "--format", "json", "--jobs", "1", "Reports"])
        let parallel = try CLI.run(["check", "--fail-on", "never", "--format", "json", "--jobs", "4", "Reports"])
        #expect(serial.exitCode == 0)
        #expect(!serial.stdout.isEmpty)
        #expect(serial.stdout == parallel.stdout)
    }

    @Test func quietDropsTheSummary() throws {
        let run = try CLI.run(["check", "--quiet", "Reports/contacts/input.json"])
        #expect(run.exitCode == 0)
        #expect(run.stdout.isEmpty)
    }

    @Test func directoriesAreSearchedInAStableOrder() throws {
        let run = try CLI.run(["check", "--fail-on", "never", "Reports"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let files = run.stdout.split(separator: "\n").compactMap { $0.split(separator: ":").first.map(String.init) }.filter { $0.hasSuffix(".json") }
        #expect(files == files.sorted())
        #expect(Set(files).isSuperset(of: ["Reports/general-compact/input.json", "Reports/settings/input.json"]))
    }

    @Test func standardInputIsADump() throws {
        let dump = try Data(contentsOf: CLI.repositoryRoot.appendingPathComponent("Reports/settings/input.json"))
        let run = try CLI.run(["check", "-"], stdin: dump)
        #expect(run.exitCode == 1)
        #expect(run.stdout.contains("<stdin>:"))
    }

    @Test func brokenInputExitsTwoWithoutPartialOutput() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hig-audit-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let good = try Data(contentsOf: CLI.repositoryRoot.appendingPathComponent("Reports/settings/input.json"))
        try good.write(to: directory.appendingPathComponent("a.json"))
        try Data("{\"schemaVersion\": 1,\n  \"screen\": {\"name\": \"X\", \"tabel\": {}}}".utf8).write(to: directory.appendingPathComponent("b.json"))
        let run = try CLI.run(["check", "a.json", "b.json"], directory: directory)
        #expect(run.exitCode == 2)
        #expect(run.stdout.isEmpty, "no partial report: \(run.stdout)")
        #expect(run.stderr.hasPrefix("b.json:2:"), "\(run.stderr)")
        #expect(run.stderr.contains("error:"))
        #expect(run.stderr.contains("'table'"), "suggests the right key: \(run.stderr)")
    }

    /// A String Catalog member of the wrong type is an input error like a broken dump (#18):
    /// exit 2, its position and what was expected, and no report.
    @Test func catalogMemberOfTheWrongTypeExitsTwo() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hig-audit-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let good = try Data(contentsOf: CLI.repositoryRoot.appendingPathComponent("Reports/settings/input.json"))
        try good.write(to: directory.appendingPathComponent("a.json"))
        try Data("{\"strings\": {\n  \"k\": {\"localizations\": {\"de\": {\"stringUnit\": {\"value\": 42}}}}}}".utf8)
            .write(to: directory.appendingPathComponent("Localizable.xcstrings"))
        let run = try CLI.run(["check", "a.json", "--strings", "Localizable.xcstrings"], directory: directory)
        #expect(run.exitCode == 2)
        #expect(run.stdout.isEmpty, "no partial report: \(run.stdout)")
        #expect(run.stderr.contains("Localizable.xcstrings:2:58: error: expected a string for the stringUnit's 'value', found a number"), "\(run.stderr)")
    }

    /// Every file `check` reads has the `--max-file-size` limit: a configuration, a baseline
    /// or a translation file over it stops the run with exit status 2 and no report.
    @Test(arguments: [
        (["--config", "big.yml"], "big.yml", "a configuration file"),
        (["--baseline", "big.json"], "big.json", "a baseline"),
        (["--strings", "de.lproj/Localizable.strings"], "de.lproj/Localizable.strings", "a translation file"),
    ])
    func filesOverTheSizeLimitExitTwo(_ options: [String], file: String, kind: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hig-audit-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = try Data(contentsOf: CLI.repositoryRoot.appendingPathComponent("Reports/settings/input.json"))
        try input.write(to: directory.appendingPathComponent("input.json"))
        // Sparse: 2 MiB of size, no blocks written.
        let big = directory.appendingPathComponent(file)
        #expect(FileManager.default.createFile(atPath: big.path, contents: nil))
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: 2 << 20)
        try handle.close()
        let run = try CLI.run(["check", "input.json", "--max-file-size", "1"] + options, directory: directory)
        #expect(run.exitCode == 2)
        #expect(run.stdout.isEmpty, "no partial report: \(run.stdout)")
        #expect(run.stderr == "\(file): error: the file is 2 MiB, larger than the 1 MiB limit for \(kind); raise the limit with --max-file-size\n")
        if kind == "a baseline" {
            let compare = try CLI.run(["baseline", "compare", file, file, "--max-file-size", "1"], directory: directory)
            #expect(compare.exitCode == 2)
            #expect(compare.stderr == run.stderr)
        }
    }

    @Test func missingFileAndEmptyDirectoryAreInputErrors() throws {
        let missing = try CLI.run(["check", "does-not-exist.json"])
        #expect(missing.exitCode == 2)
        #expect(missing.stderr.hasPrefix("does-not-exist.json: error:"))

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hig-audit-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("{\"name\": \"not a dump\"}".utf8).write(to: directory.appendingPathComponent("package.json"))
        let empty = try CLI.run(["check", directory.path])
        #expect(empty.exitCode == 2)
        #expect(empty.stderr.contains("no table dumps found"))
        #expect(empty.stdout.isEmpty)
    }
}

@Suite struct ReadmeTests {
    /// The README's first example is what the sample command really prints.
    @Test func readmeSampleOutputIsCurrent() throws {
        let readme = try String(contentsOf: CLI.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let command = "$ swift run hig-audit check Reports/settings/input.json\n"
        let start = try #require(readme.range(of: command))
        let end = try #require(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
        let shown = String(readme[start.upperBound..<end.lowerBound]) + "\n"
        let run = try CLI.run(["check", "Reports/settings/input.json"])
        #expect(run.stdout == shown)
    }
}
