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

    /// Labels whose width Auto Layout decides at run time are counted in every summary, the
    /// same for `check` (text, JSON) and `dump`. In the IB corpus: the labels beside a text
    /// field (Network nw-01) and an image view without a fixed width (Photos ph-02), one with
    /// no trailing constraint (Timer tm-03) and the localized template in an equal-centering
    /// stack (TagCell); the unlocalized templates of Downloads and SegmentCell are not audited,
    /// so not counted.
    @Test func unmeasuredLabelsAreCountedInEverySummary() throws {
        let phrase = "4 labels with a width Auto Layout decides at run time not measured"
        let text = try CLI.run(["check", "Corpus/ib/App", "--widths", "320,393"])
        #expect(text.exitCode == 1, "\(text.stderr)")
        #expect(text.stdout.hasSuffix("in 26 files (26 screens, 56 rows); \(phrase)\n"), "\(text.stdout.suffix(200))")
        let json = try CLI.run(["check", "Corpus/ib/App", "--widths", "320,393", "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((document["summary"] as? [String: Any])?["unmeasuredLabels"] as? Int == 4)
        let dump = try CLI.run(["dump", "Corpus/ib/App"])
        #expect(dump.exitCode == 0)
        #expect(dump.stderr.hasSuffix("dump: \(phrase) (widthUnknown)\n"), "\(dump.stderr.suffix(200))")
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

    /// The App fixture copied into a fresh folder with `configuration` as its .hig-audit.yml.
    static func projectWithOverlay(_ configuration: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hig-audit-overlay-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CLI.repositoryRoot.appendingPathComponent("\(Self.fixtures)/App"), to: directory.appendingPathComponent("App"))
        try Data(configuration.utf8).write(to: directory.appendingPathComponent(".hig-audit.yml"))
        return directory
    }

    static func summary(_ findings: [[String: Any]]) -> [String] {
        findings.map { "\($0["ruleId"] ?? "") \(($0["region"] as? [String: Any])?["startLine"] ?? "")" }
    }

    @Test func anOverlayMakesTheFindingsCodeImpliesAppearAndDisappear() throws {
        let plain = try Self.projectWithOverlay("")
        defer { try? FileManager.default.removeItem(at: plain) }
        let before = try Self.findings(try CLI.run(["check", "App", "--format", "json"], directory: plain).stdout)
        #expect(Self.summary(before).contains("text/truncation 34"), "the German detail of Cel-aa-001")
        #expect(!Self.summary(before).contains { $0.hasPrefix("selection/misleading-disclosure") })
        #expect(!Self.summary(before).contains("text/truncation 85"), "'Subtitle' is a placeholder, not audited")

        let overlaid = try Self.projectWithOverlay("""
        storyboards:
          - document: Settings.storyboard
            object: Cel-aa-001
            selectionAction: presentsAlert
          - document: Settings.storyboard
            object: Lbl-aa-002
            hidden: true
          - document: Settings.storyboard
            path: "section[1]/row[Cel-aa-003]/secondaryText"
            text: "Signed in as maria.virtanen-korhonen@example.com through the company directory"
        """)
        defer { try? FileManager.default.removeItem(at: overlaid) }
        let run = try CLI.run(["check", "App", "--format", "json"], directory: overlaid)
        #expect(run.exitCode == 1, "\(run.stderr)")
        let after = try Self.findings(run.stdout)
        // Code presents an alert from a row with a disclosure indicator.
        #expect(Self.summary(after).contains { $0.hasPrefix("selection/misleading-disclosure") }, "\(Self.summary(after))")
        // Code hides the detail label: its truncation is gone.
        #expect(!Self.summary(after).contains("text/truncation 34"), "\(Self.summary(after))")
        // Code shows a long text in the placeholder label: it is audited, at the label.
        let replaced = try #require(after.first { $0["ruleId"] as? String == "text/truncation" && ($0["region"] as? [String: Any])?["startLine"] as? Int == 85 })
        #expect(replaced["file"] as? String == "App/Base.lproj/Settings.storyboard")
        #expect((replaced["evidence"] as? [String: Any])?["accessibilityIdentifier"] as? String == "export-row")

        // dump applies the same overlay: its output audits alike.
        let dump = try CLI.run(["dump", "App"], directory: overlaid)
        #expect(dump.exitCode == 0, "\(dump.stderr)")
        let fromDump = try Self.findings(try CLI.run(["check", "-", "--format", "json"], stdin: Data(dump.stdout.utf8), directory: overlaid).stdout)
        func comparable(_ findings: [[String: Any]]) -> [String] {
            findings.map { "\($0["ruleId"] ?? "") | \($0["pathKey"] ?? "") | \($0["message"] ?? "")" }.sorted()
        }
        #expect(comparable(fromDump) == comparable(after))
    }

    @Test func overlayMistakesAreSaidWithTheirPosition() throws {
        let unknownKey = try Self.projectWithOverlay("""
        storyboards:
          - document: Settings.storyboard
            object: Cel-aa-001
            selectionActon: pushes
        """)
        defer { try? FileManager.default.removeItem(at: unknownKey) }
        let run = try CLI.run(["check", "App", "--format", "json"], directory: unknownKey)
        #expect(run.exitCode == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains(".hig-audit.yml:4:5: error: unknown key 'selectionActon' in storyboard overlay entry; did you mean 'selectionAction'?"), "\(run.stderr)")

        let wrongTarget = try Self.projectWithOverlay("""
        storyboards:
          - document: Settings.storyboard
            object: Sec-aa-001
            selectionStyle: none
        """)
        defer { try? FileManager.default.removeItem(at: wrongTarget) }
        let refused = try CLI.run(["check", "App", "--format", "json"], directory: wrongTarget)
        #expect(refused.exitCode == 2)
        #expect(refused.stderr.contains(".hig-audit.yml:4:5: error: 'selectionStyle' applies to a cell; the target of this entry is a section"), "\(refused.stderr)")

        let stale = try Self.projectWithOverlay("""
        storyboards:
          - document: Settings.storyboard
            object: Cel-zz-999
            hidden: true
          - document: Privacy.storyboard
            object: Cel-aa-001
            hidden: true
        """)
        defer { try? FileManager.default.removeItem(at: stale) }
        let warned = try CLI.run(["check", "App", "--format", "json", "--quiet"], directory: stale)
        #expect(warned.exitCode == 1, "the findings fail the run; the stale entry does not stop it")
        #expect(warned.stderr.contains(".hig-audit.yml:2:5: warning: object ID 'Cel-zz-999' matches nothing hig-audit reads in 'Settings.storyboard'"), "\(warned.stderr)")
        #expect(!warned.stderr.contains("Privacy.storyboard"), "a document the run did not read is a note, and --quiet hides notes")
    }
}
