import Foundation
import HIGModel
import Testing
@testable import HIGAudit

@Suite struct BaselineTests {
    /// Findings of a run: a truncated label on row `wifi` in German, a selection finding on row
    /// `bt`, a width finding on the screen.
    static func findings(wifiText: String = "WLAN-Einstellungen", wifiIndex: Int = 0, btIndex: Int = 1, lineShift: Int = 0) -> [Finding] {
        [
            makeFinding(rule: "text/truncation", [.section(0), .row(wifiIndex, id: "wifi"), .text], message: "'\(wifiText)' truncates (de, AX2)", line: 10 + lineShift, evidence: [
                Evidence(.text, .string(wifiText)), Evidence(.textKey, .string("settings.wifi")),
                Evidence(.locale, .string("de")), Evidence(.contentSizeCategory, .string("accessibilityLarge")),
            ]),
            makeFinding(rule: "selection/feedback", [.section(0), .row(btIndex, id: "bt")], message: "row does not highlight", line: 20 + lineShift),
            makeFinding(rule: "table/width", [.environment], message: "table is 300 pt wide", line: 3 + lineShift),
        ]
    }

    @Test func matchesAfterRowsAreReorderedAndTheDumpIsReformatted() {
        let baseline = Baseline(findings: Self.findings())
        // Rows swapped (they have ids), lines moved by edits elsewhere and reformatting.
        let later = Self.findings(wifiIndex: 1, btIndex: 0, lineShift: 57)
        #expect(baseline.filter(later).isEmpty)
        #expect(baseline.partition(later).baselined.count == 3)
    }

    @Test func stopsMatchingWhenTheElementsTextChanges() {
        let baseline = Baseline(findings: Self.findings())
        let later = Self.findings(wifiText: "WLAN und Netzwerke")
        #expect(baseline.filter(later).map(\.ruleID) == ["text/truncation"])
    }

    @Test func withoutTextTheMessageIsFingerprinted() {
        let baseline = Baseline(findings: Self.findings())
        var later = Self.findings()
        later[2].message = "table is 310 pt wide"
        #expect(baseline.filter(later).map(\.message) == ["table is 310 pt wide"])
    }

    @Test func localeAndSizeAreFingerprinted() {
        let baseline = Baseline(findings: Self.findings())
        var later = Self.findings()
        later[0].evidence[3] = Evidence(.contentSizeCategory, .string("accessibilityExtraLarge"))
        #expect(baseline.filter(later).count == 1)
    }

    @Test func eachEntryAcceptsOneFinding() {
        let one = Self.findings()[1]
        let baseline = Baseline(findings: [one])
        var second = one
        second.location.region.start.line += 1
        #expect(baseline.filter([one, second]) == [second])
    }

    @Test func compareListsFixedNewAndUnchanged() {
        let old = Baseline(findings: Self.findings())
        let new = Baseline(findings: Array(Self.findings()[1...]) + [makeFinding(rule: "index/grouped-style", [.table], message: "grouped table has an index")])
        let comparison = Baseline.compare(old, new)
        #expect(comparison.fixed.map(\.rule) == ["text/truncation"])
        #expect(comparison.new.map(\.rule) == ["index/grouped-style"])
        #expect(comparison.unchanged.map(\.rule) == ["selection/feedback", "table/width"])
    }

    @Test func theFileIsSortedOneEntryPerLineAndRoundTrips() throws {
        let baseline = Baseline(findings: Self.findings().reversed())
        let text = baseline.serialized
        let lines = text.split(separator: "\n")
        #expect(lines.first == "{")
        #expect(lines[1] == "  \"version\": 1,")
        #expect(lines.count == 3 + 3 + 2, "header, one line per entry, footer")
        #expect(lines[3].hasPrefix("    {\"rule\": \"selection/feedback\", \"screen\": \"Settings\", \"path\": \"section[0]/row[bt]\", \"hash\": \""))
        #expect(lines[5] == "    {\"rule\": \"text/truncation\", \"screen\": \"Settings\", \"path\": \"section[0]/row[wifi]/text\", \"textKey\": \"settings.wifi\", \"locale\": \"de\", \"size\": \"accessibilityLarge\", \"hash\": \"\(Baseline.hash("WLAN-Einstellungen"))\"}")
        #expect(!text.contains("\"line\""), "never line numbers")
        #expect(try Baseline.parse(text, file: "b.json") == baseline)
        // Foundation agrees that it is JSON.
        #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(text.utf8)) }
        #expect(Baseline(entries: []).serialized == "{\n  \"version\": 1,\n  \"entries\": []\n}\n")
    }

    @Test func awkwardTextRoundTrips() throws {
        let screen = "Ein \"Zitat\" \\ mit\tTab, Zeile\nund 👩🏽‍💻 עברית"
        let baseline = Baseline(findings: [makeFinding(screen: screen)])
        #expect(try Baseline.parse(baseline.serialized, file: "b.json").entries.first?.screen == screen)
    }

    @Test func hashIsStable() {
        // FNV-1a 64 test vectors.
        #expect(Baseline.hash("") == "cbf29ce484222325")
        #expect(Baseline.hash("a") == "af63dc4c8601ec8c")
    }

    @Test func writeIsAtomicAndLoadReadsIt() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("baseline.json").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        let baseline = Baseline(findings: Self.findings())
        try baseline.write(to: path)
        #expect(try Baseline.load(path: path) == baseline)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["baseline.json"], "no temporary file left behind")
        #expect(throws: ConfigurationError.self) { try baseline.write(to: directory.appendingPathComponent("missing/b.json").path) }
    }

    @Test func brokenFilesAreErrorsWithPositions() throws {
        let cases: [(String, ConfigurationError)] = [
            ("{\"version\": 1, \"entries\": [\n  {\"rule\": \"a\", \"screen\": \"S\", \"path\": \"\", \"hash\": 7}\n]}", ConfigurationError(file: "b.json", position: SourcePosition(line: 2, column: 52), message: "'hash' must be a string; found a number")),
            ("{\"version\": 2, \"entries\": []}", ConfigurationError(file: "b.json", position: SourcePosition(line: 1, column: 13), message: "unsupported baseline version 2 (this tool reads version 1)")),
            ("{\"version\": 1, \"entrys\": []}", ConfigurationError(file: "b.json", position: SourcePosition(line: 1, column: 16), message: "unknown key 'entrys' in baseline; did you mean 'entries'?")),
            ("{\"version\": 1, \"entries\": [{\"rule\": \"a\"}]}", ConfigurationError(file: "b.json", position: SourcePosition(line: 1, column: 28), message: "baseline entry has no 'screen'")),
            ("[]", ConfigurationError(file: "b.json", position: SourcePosition(line: 1, column: 1), message: "a baseline is a JSON object with 'version' and 'entries'; found an array")),
            ("", ConfigurationError(file: "b.json", position: SourcePosition(line: 1, column: 1), message: "the file is empty; expected a baseline, a JSON object with 'version' and 'entries'")),
        ]
        for (text, expected) in cases {
            #expect(throws: expected) { try Baseline.parse(text, file: "b.json") }
        }
        let truncated = #expect(throws: ConfigurationError.self) { try Baseline.parse("{\"version\": 1, \"entries\": [\n  {\"rule\": \"a\",\n", file: "b.json") }
        #expect(truncated?.position?.line == 3)
    }
}

@Suite struct AuditResultPipelineTests {
    @Test func suppressionsThenBaselineKeepEveryFindingAccountedFor() throws {
        let findings = BaselineTests.findings()
        let configuration = try parseConfiguration("""
        suppressions:
          - {screen: Settings, path: 'section[0]/row[bt]', rule: selection/feedback, reason: Sheet follows}
        """)
        let audit = configuration.auditConfiguration()
        let baseline = Baseline(findings: [findings[2]])
        let result = AuditResult(findings: findings, fileCount: 1, screenCount: 1, rowCount: 2)
            .applying(SuppressionMatcher(configuration: configuration.suppressions, dump: []), configuration: audit, auditedScreens: ["Settings"])
            .filtered(by: baseline)
        #expect(result.findings == [findings[0]])
        #expect(result.suppressed.map(\.finding) == [findings[1]])
        #expect(result.suppressed.first?.suppression.reason == "Sheet follows")
        #expect(result.baselinedCount == 1)
        #expect(result.findings.count + result.suppressed.count + result.baselinedCount == findings.count)
    }
}
