import Foundation
import Testing

/// `init` and `baseline compare`, run as a user would.
@Suite struct ConfigurationCommandTests {
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hig-audit-cli-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func initWritesAFileAndRefusesToOverwriteIt() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent(".hig-audit.yml")

        let first = try CLI.run(["init"], directory: directory)
        #expect(first.exitCode == 0, "\(first.stderr)")
        let written = try String(contentsOf: file, encoding: .utf8)
        #expect(written.contains("preset: recommended"))
        #expect(written.contains("# table/width:"))

        try Data("preset: strict\n".utf8).write(to: file)
        let second = try CLI.run(["init"], directory: directory)
        #expect(second.exitCode == 2)
        #expect(second.stderr.contains(".hig-audit.yml: error: already exists"))
        #expect(try String(contentsOf: file, encoding: .utf8) == "preset: strict\n", "left alone")

        let forced = try CLI.run(["init", "--force"], directory: directory)
        #expect(forced.exitCode == 0)
        #expect(try String(contentsOf: file, encoding: .utf8) == written)
    }

    @Test func baselineCompareListsFixedAndNew() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let old = """
        {
          "version": 1,
          "entries": [
            {"rule": "selection/feedback", "screen": "Settings", "path": "section[0]/row[bt]", "hash": "0000000000000001"},
            {"rule": "table/width", "screen": "Settings", "path": "environment", "hash": "0000000000000002"}
          ]
        }
        """
        let new = """
        {"version": 1, "entries": [
          {"rule": "table/width", "screen": "Settings", "path": "environment", "hash": "0000000000000002"},
          {"rule": "text/truncation", "screen": "Settings", "path": "section[0]/row[wifi]/text", "locale": "de", "size": "accessibilityLarge", "hash": "0000000000000003"}
        ]}
        """
        try Data(old.utf8).write(to: directory.appendingPathComponent("old.json"))
        try Data(new.utf8).write(to: directory.appendingPathComponent("new.json"))
        let run = try CLI.run(["baseline", "compare", "old.json", "new.json"], directory: directory)
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stdout == """
        - selection/feedback  Settings  section[0]/row[bt]
        + text/truncation  Settings  section[0]/row[wifi]/text  (de, accessibilityLarge)
        1 fixed, 1 new, 1 unchanged

        """)
    }

    @Test func baselineCompareRejectsABrokenFile() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("{\"version\": 1, \"entries\": []}".utf8).write(to: directory.appendingPathComponent("good.json"))
        try Data("{\"version\": 1,\n \"entries\": [{\"rule\": 3}]}".utf8).write(to: directory.appendingPathComponent("bad.json"))
        let run = try CLI.run(["baseline", "compare", "good.json", "bad.json"], directory: directory)
        #expect(run.exitCode == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("bad.json:2:23: error: 'rule' must be a string"), "\(run.stderr)")
    }

    @Test func explainKnowsTheMatcherRule() throws {
        let run = try CLI.run(["explain", "suppression/unused"])
        #expect(run.exitCode == 0)
        #expect(run.stdout.hasPrefix("# suppression/unused\n"))
    }
}
