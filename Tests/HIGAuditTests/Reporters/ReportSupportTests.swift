import Foundation
import HIGModel
import Testing
@testable import HIGAudit

@Suite struct JSONValueTests {
    @Test func escapesAndRoundTrips() throws {
        let text = "quote \" backslash \\ nl \n cr \r tab \t nul \u{0} esc \u{1B} del \u{7F} ls \u{2028} ps \u{2029} rlo \u{202E} lri \u{2066} emoji 👩‍👩‍👧 é"
        let bytes = JSONValue.object([("text", .string(text))]).serialized()
        let raw = Fixtures.text(bytes)
        #expect(raw.contains("\\\" backslash \\\\ nl \\n cr \\r tab \\t nul \\u0000 esc \\u001B del \\u007F ls \\u2028 ps \\u2029 rlo \\u202E lri \\u2066"))
        #expect(raw.contains("👩‍👩‍👧 é"))
        let parsed = try #require(Fixtures.json(bytes) as? [String: String])
        #expect(parsed["text"] == text)
    }

    @Test func numbersAndLayout() {
        let value = JSONValue.object([
            ("a", .number(320)), ("b", .number(12.5)), ("c", .number(.nan)), ("d", .integer(-3)),
            ("e", .array([])), ("f", .object([])), ("g", .bool(true)), ("h", .null),
        ])
        #expect(Fixtures.text(value.serialized()) == """
        {
          "a": 320,
          "b": 12.5,
          "c": null,
          "d": -3,
          "e": [],
          "f": {},
          "g": true,
          "h": null
        }

        """)
    }

    @Test func keepsMemberOrder() {
        let value = JSONValue.object([("z", .integer(1)), ("a", .integer(2))])
        #expect(Fixtures.text(value.serialized()).firstRange(of: "\"z\"")!.lowerBound < Fixtures.text(value.serialized()).firstRange(of: "\"a\"")!.lowerBound)
    }
}

@Suite struct FingerprintTests {
    @Test func fnv1a64ReferenceValues() {
        // From the FNV reference test suite (draft-eastlake-fnv).
        #expect(FindingFingerprint.fnv1a64([]) == 0xcbf2_9ce4_8422_2325)
        #expect(FindingFingerprint.fnv1a64(Array("a".utf8)) == 0xaf63_dc4c_8601_ec8c)
        #expect(FindingFingerprint.fnv1a64(Array("foobar".utf8)) == 0x8594_4171_f739_67e8)
    }

    @Test func ignoresPositionsAndMeasurements() {
        let base = Fixtures.finding(evidence: [Evidence(.locale, .string("de")), Evidence(.overflow, .number(3))])
        var moved = base
        moved.location.region = Fixtures.span(90, 1, endColumn: 4)
        moved.location.context = Fixtures.span(88, 1, 95, endColumn: 2)
        moved.message = "a reworded message"
        moved.evidence = [Evidence(.locale, .string("de")), Evidence(.overflow, .number(7))]
        #expect(base.fingerprint(in: Fixtures.context) == moved.fingerprint(in: Fixtures.context))
    }

    @Test func distinguishesRuleElementFileAndVariant() {
        let base = Fixtures.finding(evidence: [Evidence(.locale, .string("de")), Evidence(.contentSizeCategory, .string("large"))])
        let value = base.fingerprint(in: Fixtures.context)
        var other = base
        other.ruleID = "table/empty-group"
        #expect(other.fingerprint(in: Fixtures.context) != value)
        other = base
        other.path = other.path.appending(.text)
        #expect(other.fingerprint(in: Fixtures.context) != value)
        other = base
        other.location.file = "/repo/Dumps/else.json"
        #expect(other.fingerprint(in: Fixtures.context) != value)
        other = base
        other.evidence = [Evidence(.locale, .string("fr")), Evidence(.contentSizeCategory, .string("large"))]
        #expect(other.fingerprint(in: Fixtures.context) != value)
        other.evidence = [Evidence(.locale, .string("de")), Evidence(.contentSizeCategory, .string("accessibilityLarge"))]
        #expect(other.fingerprint(in: Fixtures.context) != value)
    }

    @Test func independentOfTheCheckoutDirectory() {
        let here = Fixtures.finding(file: "/home/ci/work/repo/Dumps/a.json")
        let there = Fixtures.finding(file: "/Users/me/repo/Dumps/a.json")
        let contextHere = ReportContext(toolVersion: "1.0.0", basePath: "/home/ci/work/repo")
        let contextThere = ReportContext(toolVersion: "1.0.0", basePath: "/Users/me/repo/")
        #expect(here.fingerprint(in: contextHere) == there.fingerprint(in: contextThere))
    }
}

@Suite struct ReportPathTests {
    @Test(arguments: [
        ("/repo/Dumps/a.json", "/repo", "Dumps/a.json"),
        ("/repo/./Dumps/../Dumps/a.json", "/repo/", "Dumps/a.json"),
        ("Dumps/a.json", nil, "Dumps/a.json"),
        ("./Dumps/a.json", ".", "Dumps/a.json"),
        ("sub/Dumps/a.json", "sub", "Dumps/a.json"),
        ("/other/a.json", "/repo", "/other/a.json"),
        ("/repository/a.json", "/repo", "/repository/a.json"),
        ("../a.json", nil, "../a.json"),
        ("/repo/Dumps/back\\slash.json", "/repo", "Dumps/back\\slash.json"),
    ] as [(String, String?, String)])
    func display(_ file: String, _ base: String?, _ expected: String) {
        #expect(ReportPath(file: file, basePath: base).display == expected)
    }

    @Test func relativeOnlyInsideTheBase() {
        #expect(ReportPath(file: "/repo/a.json", basePath: "/repo").relative == "a.json")
        #expect(ReportPath(file: "/repox/a.json", basePath: "/repo").relative == nil)
        #expect(ReportPath(file: "/repo", basePath: "/repo").relative == nil)
    }

    @Test func workingDirectoryRelatesRelativeAndAbsolutePaths() {
        // `check Dumps/a.json` in /repo with the default base path (the working directory).
        #expect(ReportPath(file: "Dumps/a.json", basePath: "/repo", workingDirectory: "/repo").relative == "Dumps/a.json")
        #expect(ReportPath(file: "./Dumps/../Dumps/a.json", basePath: "/repo", workingDirectory: "/repo").relative == "Dumps/a.json")
        #expect(ReportPath(file: "a.json", basePath: "/repo", workingDirectory: "/repo/Dumps").relative == "Dumps/a.json")
        #expect(ReportPath(file: "../a.json", basePath: "/repo", workingDirectory: "/repo").relative == nil)
        // `--base-path ..` with absolute dump paths.
        #expect(ReportPath(file: "/repo/Dumps/a.json", basePath: "..", workingDirectory: "/repo/Dumps").relative == "Dumps/a.json")
        // Without it, a relative file and an absolute base stay unrelated.
        #expect(ReportPath(file: "Dumps/a.json", basePath: "/repo").relative == nil)
        // Shown as given when it lies outside the base.
        #expect(ReportPath(file: "../a.json", basePath: "/repo", workingDirectory: "/repo").display == "../a.json")
    }

    @Test func percentEncoding() {
        #expect(ReportPath.percentEncoded("Dumps/my file#1%.json") == "Dumps/my%20file%231%25.json")
        #expect(ReportPath.percentEncoded("C:x/Ä.json") == "C%3Ax/%C3%84.json")
        #expect(ReportPath.percentEncoded("a-b_c.d~e/f") == "a-b_c.d~e/f")
        #expect(ReportPath.percentEncoded("back\\slash") == "back%5Cslash")
    }
}

@Suite struct ReportWriterTests {
    @Test func writesAndReplacesAtomically() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("report.sarif").path
        try ReportWriter.write(Array("first".utf8), to: file)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "first")
        try ReportWriter.write(Array("second".utf8), to: file)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "second")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["report.sarif"])
    }

    /// A report written in pieces: the file is their concatenation, and a write that fails on
    /// a later piece stops the writing and leaves the old file as it was.
    @Test func piecesAreWrittenInOrderOrNotAtAll() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("report.json").path
        try ReportWriter.write(to: file) { emit in
            for piece in ["one ", "two ", "three"] { emit(Array(piece.utf8)) }
        }
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "one two three")

        var calls = 0
        let failsOnSecond: (Int32, UnsafeRawPointer, Int) -> Int = { fd, pointer, count in
            calls += 1
            if calls == 1 { return write(fd, pointer, count) }
            errno = ENOSPC
            return -1
        }
        #expect(throws: ReportWriteError.cannotWrite(path: file, errno: ENOSPC)) {
            try ReportWriter.write(to: file, using: failsOnSecond) { emit in
                for piece in ["new ", "report ", "that ", "fails"] { emit(Array(piece.utf8)) }
            }
        }
        #expect(calls == 2, "no write after the failure")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "one two three")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["report.json"])
    }

    @Test func failedWriteLeavesNoPartialFile() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("summary.md").path
        try ReportWriter.write(Array("old report".utf8), to: file)

        // The disk fills up after the first 4 bytes.
        var calls = 0
        let failing: (Int32, UnsafeRawPointer, Int) -> Int = { fd, pointer, count in
            calls += 1
            if calls == 1 { return write(fd, pointer, min(count, 4)) }
            errno = ENOSPC
            return -1
        }
        #expect(throws: ReportWriteError.cannotWrite(path: file, errno: ENOSPC)) {
            try ReportWriter.write(Array("a much longer new report".utf8), to: file, using: failing)
        }
        #expect(calls == 2)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "old report")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["summary.md"])

        // The same for a new file: nothing is left behind.
        let fresh = directory.appendingPathComponent("fresh.md").path
        calls = 0
        #expect(throws: ReportWriteError.self) {
            try ReportWriter.write(Array("0123456789".utf8), to: fresh, using: failing)
        }
        #expect(!FileManager.default.fileExists(atPath: fresh))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["summary.md"])
    }

    @Test func failedRenameLeavesNoTemporaryFile() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // A non-empty directory where the report should go: rename(2) refuses to replace it.
        let target = directory.appendingPathComponent("out.json")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
        try Data("x".utf8).write(to: target.appendingPathComponent("keep"))
        #expect(throws: ReportWriteError.self) {
            try ReportWriter.write(Array("{}".utf8), to: target.path)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.json"])
    }

    @Test func missingDirectoryIsAnError() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("no/such/dir/report.md").path
        #expect(throws: ReportWriteError.cannotCreate(path: file, errno: ENOENT)) {
            try ReportWriter.write(Array("x".utf8), to: file)
        }
        #expect(ReportWriteError.cannotCreate(path: file, errno: ENOENT).description.contains("No such file or directory"))
    }

    /// Findings handed over in `Finding.reportOrder` (as an audit hands them) have only their
    /// runs of ties sorted: the same order a full sort gives.
    @Test func findingsInReportOrderHaveOnlyTheirTiesSorted() throws {
        // One place, rule, path and message: told apart only by what `reportOrder` leaves out.
        let tied = [
            Fixtures.finding("table/width", .note, evidence: [Evidence(.tableWidth, .number(2))]),
            Fixtures.finding("table/width", .note, evidence: [Evidence(.tableWidth, .number(1))]),
            Fixtures.finding("table/width", .error),
        ]
        let inOrder = Finding.sortedForReport(tied + Fixtures.sample.findings)
        let shuffled = Array(inOrder.reversed())
        #expect(ReportOrder.withTiesSorted(shuffled) == nil, "not in report order")
        let full = ReportOrder.sorted(shuffled)
        #expect(ReportOrder.withTiesSorted(inOrder) == full)
        #expect(ReportOrder.sorted(inOrder) == full)
        // The error comes first among the tied (with the sample's own warning there), then the
        // notes by their evidence.
        let places = try tied.map { try #require(full.firstIndex(of: $0)) }
        #expect(places[2] < places[1] && places[1] < places[0])
    }
}
