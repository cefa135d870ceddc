import Foundation
import Testing

/// `rules`, `explain` and `baseline compare` with `--format json`, read back as a script would.
@Suite struct MachineReadableCommandTests {
    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func rulesAsJSONListEveryRuleTheTextListShows() throws {
        let run = try CLI.run(["rules", "--format", "json"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let document = try Self.object(run.stdout)
        #expect(document["version"] as? Int == 1)
        let rules = try #require(document["rules"] as? [[String: Any]])
        let text = try CLI.run(["rules"]).stdout.split(separator: "\n").map { String($0.split(separator: " ")[0]) }
        #expect(rules.compactMap { $0["id"] as? String } == text)
        let width = try #require(rules.first { $0["id"] as? String == "table/width" })
        #expect(width["title"] as? String == "Tables are neither too narrow nor too wide to scan")
        #expect(width["defaultSeverity"] as? String == "warning")
        #expect((width["guideline"] as? [String: Any])?["url"] as? String == "https://developer.apple.com/design/human-interface-guidelines/lists-and-tables")
        #expect(width["helpUri"] as? String == "https://github.com/hig-audit/hig-audit/blob/main/Rules/table/width.md")
        let options = try #require(width["options"] as? [[String: Any]])
        #expect(options.first { $0["name"] as? String == "minimumWidth" }?["default"] as? Int == 320)
        #expect(rules.allSatisfy { ["error", "warning", "note"].contains($0["defaultSeverity"] as? String ?? "") && $0["options"] is [Any] })
    }

    @Test func explainAsJSONCarriesTheRuleAndItsPage() throws {
        let run = try CLI.run(["explain", "table/width", "--format", "json"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let document = try Self.object(run.stdout)
        #expect(document["id"] as? String == "table/width")
        #expect(document["defaultSeverity"] as? String == "warning")
        let text = try CLI.run(["explain", "table/width"]).stdout
        #expect(document["documentation"] as? String == text)
    }

    @Test func unknownRuleIsAUsageErrorInJSONToo() throws {
        let run = try CLI.run(["explain", "table/widht", "--format", "json"])
        #expect(run.exitCode == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("did you mean 'table/width'"))
    }

    @Test func baselineCompareAsJSON() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hig-audit-compare-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let old = """
        {"version": 1, "entries": [
          {"rule": "selection/feedback", "screen": "Settings", "path": "section[0]/row[bt]", "hash": "0000000000000001"},
          {"rule": "table/width", "screen": "Settings", "path": "environment", "hash": "0000000000000002"}
        ]}
        """
        let new = """
        {"version": 1, "entries": [
          {"rule": "table/width", "screen": "Settings", "path": "environment", "hash": "0000000000000002"},
          {"rule": "text/truncation", "screen": "Settings", "path": "section[0]/row[wifi]/text", "locale": "de", "size": "accessibilityLarge", "hash": "0000000000000003"}
        ]}
        """
        try Data(old.utf8).write(to: directory.appendingPathComponent("old.json"))
        try Data(new.utf8).write(to: directory.appendingPathComponent("new.json"))
        let run = try CLI.run(["baseline", "compare", "old.json", "new.json", "--format", "json"], directory: directory)
        #expect(run.exitCode == 0, "\(run.stderr)")
        let document = try Self.object(run.stdout)
        #expect(document["summary"] as? [String: Int] == ["fixed": 1, "new": 1, "unchanged": 1])
        #expect(document["fixed"] as? [[String: String]] == [["rule": "selection/feedback", "screen": "Settings", "path": "section[0]/row[bt]", "hash": "0000000000000001"]])
        #expect(document["new"] as? [[String: String]] == [[
            "rule": "text/truncation", "screen": "Settings", "path": "section[0]/row[wifi]/text", "locale": "de", "size": "accessibilityLarge", "hash": "0000000000000003",
        ]])
    }

    @Test func listingFormatsAreChecked() throws {
        for arguments in [["rules", "--format", "xml"], ["explain", "table/width", "--format", "yaml"], ["baseline", "compare", "a", "b", "--format", "csv"]] {
            let run = try CLI.run(arguments)
            #expect(run.exitCode == 64, "\(arguments)")
            #expect(run.stderr.contains("'text' and 'json'"), "\(arguments): \(run.stderr)")
        }
    }
}
