import Foundation
import Testing

/// The documented exit statuses: 64 for usage errors with the valid values in the message, 2 for
/// input errors (all of them listed, nothing reported), and `--write-baseline` adopting findings.
@Suite struct ExitCodeTests {
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hig-audit-exit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Each bad value, and what the message must name so the user can fix it.
    static let usageErrors: [(arguments: [String], says: [String])] = [
        (["check", "--layout-profile", "ios17", "Reports/settings/input.json"], ["'ios17'", "ios18, ios26", "profile file"]),
        (["check", "--widths", "0", "Reports/settings/input.json"], ["'0' is not a width", "above 0 and at most 10000"]),
        (["check", "--widths", "320,wide", "Reports/settings/input.json"], ["'wide' is not a width", "above 0 and at most 10000"]),
        (["check", "--report", "xml=out.xml", "Reports/settings/input.json"], ["unknown format 'xml'", "junit, checkstyle, gitlab"]),
        (["check", "--report", "sarif", "Reports/settings/input.json"], ["FORMAT=PATH", "sarif, markdown"]),
        (["check", "--format", "html5", "Reports/settings/input.json"], ["'html5'", "- sarif", "- gitlab"]),
        (["check", "--fail-on", "sometimes", "Reports/settings/input.json"], ["'error', 'warning', 'note' or 'never'"]),
        (["check", "--jobs", "0", "Reports/settings/input.json"], ["--jobs must be at least 1"]),
        (["check", "--no-such-option", "Reports/settings/input.json"], ["Unknown option '--no-such-option'"]),
        // An empty path (an unset shell variable) is named as such, not as a file called "".
        (["check", "--write-baseline", "", "Reports/settings/input.json"], ["--write-baseline: the path is empty"]),
        (["check", "--baseline", "", "Reports/settings/input.json"], ["--baseline: the path is empty"]),
        (["check", "--config", "", "Reports/settings/input.json"], ["--config: the path is empty"]),
        (["check", "--strings", "", "Reports/settings/input.json"], ["--strings: the path is empty"]),
        (["check", ""], ["a dump path is empty"]),
        (["budgets", "Reports/settings/input.json", "--strings", ""], ["--strings: the path is empty"]),
        (["budgets", "Reports/settings/input.json", "--output", ""], ["--output: the path is empty"]),
        (["dump", ""], ["a path is empty"]),
        (["measure", "--size", "bogus", "Label"], ["'bogus'", "extraSmall", "AX1"]),
        (["measure", "--text-style", "huge", "Label"], ["'huge'", "body", "caption1"]),
        (["measure", "--line-break-mode", "ellipsis", "Label"], ["'ellipsis'", "byTruncatingTail"]),
        (["measure", "--lines=-1", "Label"], ["--lines must be 0 (unlimited) or more"]),
        (["measure", "--format", "xml", "Label"], ["text or json"]),
    ]

    @Test(arguments: usageErrors.indices)
    func usageErrorsAre64AndNameTheValidValues(_ index: Int) throws {
        let (arguments, says) = Self.usageErrors[index]
        let run = try CLI.run(arguments)
        #expect(run.exitCode == 64, "\(arguments): \(run.stderr)")
        #expect(run.stdout.isEmpty)
        for text in says {
            #expect(run.stderr.contains(text), "\(arguments) should say \(text): \(run.stderr)")
        }
    }

    @Test func measureInputErrorsNameFileLineAndColumn() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("Settings\n{\"text\": 3}\n".utf8).write(to: directory.appendingPathComponent("strings.txt"))
        let broken = try CLI.run(["measure", "--input", "strings.txt"], directory: directory)
        #expect(broken.exitCode == 2)
        #expect(broken.stderr == "strings.txt:2:1: error: not a JSON object with a string \"text\"\n")
        #expect(broken.stdout.isEmpty)
        let missing = try CLI.run(["measure", "--input", "missing.txt"], directory: directory)
        #expect(missing.exitCode == 2)
        #expect(missing.stderr == "missing.txt:1:1: error: no such file\n")
        let stdin = try CLI.run(["measure", "--input", "-", "--input-format", "json"], stdin: Data("[1]\n".utf8))
        #expect(stdin.exitCode == 2)
        #expect(stdin.stderr.hasPrefix("<stdin>:1:1: error: "))
    }

    /// README adoption step 2: recording a baseline is a passing CI step, unless `--fail-on` asks.
    @Test func writingABaselineExitsZeroUnlessAskedToFail() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = directory.appendingPathComponent("first.json"), second = directory.appendingPathComponent("second.json")
        let recorded = try CLI.run(["check", "Reports/settings/input.json", "--write-baseline", first.path])
        #expect(recorded.exitCode == 0, "\(recorded.stderr)")
        #expect(recorded.stdout.contains("warning:"), "findings are still shown")
        #expect(try String(contentsOf: first, encoding: .utf8).contains("selection/feedback"))
        let failing = try CLI.run(["check", "Reports/settings/input.json", "--write-baseline", second.path, "--fail-on", "warning"])
        #expect(failing.exitCode == 1)
        #expect(try Data(contentsOf: second) == Data(contentsOf: first))
        let gated = try CLI.run(["check", "Reports/settings/input.json", "--baseline", first.path])
        #expect(gated.exitCode == 0, "every finding is in the baseline: \(gated.stdout)")
    }

    /// Several broken inputs: every one is named, and nothing is reported or written.
    @Test func everyInputErrorIsListedBeforeExiting() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(#"{"schemaVersion": 1, "screen": 3}"#.utf8).write(to: directory.appendingPathComponent("a.json"))
        try Data("{\"schemaVersion\": 1,\n \"scren\": {}}".utf8).write(to: directory.appendingPathComponent("b.json"))
        try FileManager.default.copyItem(at: CLI.repositoryRoot.appendingPathComponent("Reports/settings/input.json"), to: directory.appendingPathComponent("good.json"))
        let run = try CLI.run(
            ["check", "a.json", "good.json", "b.json", "missing.json", "--baseline", "no-baseline.json", "--report", "sarif=out.sarif"],
            directory: directory
        )
        #expect(run.exitCode == 2)
        #expect(run.stdout.isEmpty, "no findings reported: \(run.stdout)")
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 4, "\(run.stderr)")
        #expect(lines.first?.hasPrefix("a.json:1:32: error: ") == true)
        #expect(lines.dropFirst().first?.hasPrefix("b.json:2:2: error: unknown key 'scren'") == true)
        #expect(lines.contains { $0.hasPrefix("missing.json") } && lines.contains { $0.hasPrefix("no-baseline.json") })
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out.sarif").path))
    }
}
