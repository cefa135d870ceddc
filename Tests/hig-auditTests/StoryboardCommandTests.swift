import Foundation
import Testing

/// `check` and `dump` on storyboards with their translations (fixtures in
/// Tests/HIGInputTests/Fixtures/Storyboards, written for these tests).
@Suite struct StoryboardCommandTests {
    static let fixtures = "Tests/HIGInputTests/Fixtures/Storyboards"

    static func findings(_ json: String) throws -> [[String: Any]] {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return try #require(document["findings"] as? [[String: Any]])
    }

    @Test func checkReportsTruncationInTranslatedLocalesAtTheStoryboard() throws {
        let run = try CLI.run(["check", "\(Self.fixtures)/App", "--format", "json"])
        #expect(run.exitCode == 1, "\(run.stderr)")
        // The detail label's (line 34); with SF Pro Text's widths a German title truncates too.
        let truncations = try Self.findings(run.stdout).filter {
            $0["ruleId"] as? String == "text/truncation" && $0["severity"] as? String == "error"
                && ($0["region"] as? [String: Any])?["startLine"] as? Int == 34
        }
        let evidence = truncations.compactMap { $0["evidence"] as? [String: Any] }
        // One finding per label: its lead locale, and the others it is cut in.
        let locales = evidence.flatMap { item in
            [item["locale"] as? String].compactMap { $0 } + ((item["otherLocales"] as? String)?.split(separator: ",").map(String.init) ?? [])
        }
        #expect(Set(locales) == ["de", "fi"])
        for finding in truncations {
            #expect(finding["file"] as? String == "\(Self.fixtures)/App/Base.lproj/Settings.storyboard")
            let region = try #require(finding["region"] as? [String: Any])
            #expect(region["startLine"] as? Int == 34, "the detail label's '<'")
            #expect(region["startColumn"] as? Int == 49)
            #expect((finding["path"] as? String)?.hasPrefix("Settings.storyboard › Settings › section 1") == true)
        }
        // The lead (German, UTF-8) points at its .strings; the Finnish one (UTF-16) does when
        // Finnish is checked alone.
        let files = Set(evidence.compactMap { $0["translationFile"] as? String })
        #expect(files == ["\(Self.fixtures)/App/de.lproj/Settings.strings"], "UTF-8 .strings")
        let finnish = try CLI.run(["check", "\(Self.fixtures)/App", "--format", "json", "--locales", "fi"])
        let finnishFiles = Set(try Self.findings(finnish.stdout).filter { $0["ruleId"] as? String == "text/truncation" }
            .compactMap { ($0["evidence"] as? [String: Any])?["translationFile"] as? String })
        #expect(finnishFiles == ["\(Self.fixtures)/App/fi.lproj/Settings.strings"], "UTF-16 .strings")
        // Placeholders are said, not audited.
        #expect(run.stderr.contains("Settings.storyboard:85:49: note: text \"Subtitle\" looks like a placeholder"), "\(run.stderr)")
    }

    @Test func dumpOutputAuditedAsJSONGivesTheSameFindings() throws {
        let dump = try CLI.run(["dump", "\(Self.fixtures)/App"])
        #expect(dump.exitCode == 0, "\(dump.stderr)")
        #expect(dump.stdout.hasPrefix("{\n  \"schemaVersion\": 1,\n  \"screens\": ["))
        let fromStoryboard = try Self.findings(try CLI.run(["check", "\(Self.fixtures)/App", "--format", "json"]).stdout)
        let fromDump = try Self.findings(try CLI.run(["check", "-", "--format", "json"], stdin: Data(dump.stdout.utf8)).stdout)
        func comparable(_ findings: [[String: Any]]) -> [String] {
            findings.map { "\($0["ruleId"] ?? "") | \($0["pathKey"] ?? "") | \($0["message"] ?? "")" }.sorted()
        }
        #expect(!fromStoryboard.isEmpty)
        #expect(comparable(fromDump) == comparable(fromStoryboard))
        #expect(fromDump.allSatisfy { $0["file"] as? String == "<stdin>" })
    }

    @Test func knownRegionsDecideWhichLocaleFoldersAreAudited() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hig-audit-storyboard-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("Demo.xcodeproj"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CLI.repositoryRoot.appendingPathComponent("\(Self.fixtures)/App"), to: directory.appendingPathComponent("App"))
        try Data("""
        // !$*UTF8*$!
        {
            objects = {
                ABC = {
                    developmentRegion = en;
                    hasScannedForEncodings = 0;
                    knownRegions = (
                        en,
                        Base,
                        de,
                    );
                };
            };
        }
        """.utf8).write(to: directory.appendingPathComponent("Demo.xcodeproj/project.pbxproj"))
        let run = try CLI.run(["check", "App", "--format", "json"], directory: directory)
        #expect(run.exitCode == 1)
        let locales = Set(try Self.findings(run.stdout).compactMap { ($0["evidence"] as? [String: Any])?["locale"] as? String })
        #expect(locales.contains("de"))
        #expect(!locales.contains("fi"), "fi.lproj is not a region the project ships")
        #expect(run.stderr.contains("App/fi.lproj/Settings.strings: note: Demo.xcodeproj does not list 'fi' in knownRegions"), "\(run.stderr)")
    }

    @Test func aBrokenStoryboardIsExit2WithItsPosition() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hig-audit-storyboard-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n  <scenes>\n    <scene sceneID=\"a\">\n  </scenes>\n</document>\n".utf8)
            .write(to: directory.appendingPathComponent("Main.storyboard"))
        for command in ["check", "dump"] {
            let run = try CLI.run([command, "Main.storyboard"], directory: directory)
            #expect(run.exitCode == 2, "\(command)")
            #expect(run.stdout.isEmpty, "no partial output")
            #expect(run.stderr.hasPrefix("Main.storyboard:5:"), "\(command): \(run.stderr)")
        }
    }
}
