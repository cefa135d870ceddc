import Foundation
import Testing

/// The four adoption steps, end to end: configuration, baseline, CI gate, burn down.
@Suite struct AdoptionCommandTests {
    static func workspace() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hig-audit-adopt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("Dumps"), withIntermediateDirectories: true)
        return directory
    }

    static let dump = #"""
    {"schemaVersion": 1, "screen": {"name": "Account", "table": {"sections": [{"rows": [
      {"id": "sign-out", "contentConfiguration": "cell", "text": "Sign Out", "selectionStyle": "none", "selectionAction": "runsAction"},
      {"id": "privacy", "contentConfiguration": "cell", "text": "Privacy", "selectionAction": "pushes"}
    ]}]}}}
    """#

    @Test func baselineAcceptsTodaysFindingsAndCatchesNewOnes() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(Self.dump.utf8).write(to: directory.appendingPathComponent("Dumps/account.json"))

        let record = try CLI.run(["check", "Dumps", "--write-baseline", "baseline.json", "--fail-on", "never"], directory: directory)
        #expect(record.exitCode == 0, "\(record.stderr)")
        let baseline = try String(contentsOf: directory.appendingPathComponent("baseline.json"), encoding: .utf8)
        #expect(baseline.contains("selection/feedback"))
        #expect(!baseline.contains("\"line\""), "baselines never record line numbers")

        let gate = try CLI.run(["check", "Dumps", "--baseline", "baseline.json"], directory: directory)
        #expect(gate.exitCode == 0, "\(gate.stdout)")
        #expect(gate.stdout.contains("2 in the baseline"))

        // Reformatting the dump and reordering its rows keeps the baseline matching.
        let reordered = Self.dump.replacingOccurrences(of: "\n", with: "\n\n  ")
        try Data(reordered.utf8).write(to: directory.appendingPathComponent("Dumps/account.json"))
        #expect(try CLI.run(["check", "Dumps", "--baseline", "baseline.json"], directory: directory).exitCode == 0)

        // A new problem fails the gate.
        let worse = Self.dump.replacingOccurrences(of: #""text": "Privacy", "selectionAction": "pushes""#, with: #""text": "Privacy", "selectionAction": "none""#)
        try Data(worse.utf8).write(to: directory.appendingPathComponent("Dumps/account.json"))
        let failing = try CLI.run(["check", "Dumps", "--baseline", "baseline.json"], directory: directory)
        #expect(failing.exitCode == 1)
        #expect(failing.stdout.contains("selecting it does nothing"))
    }

    @Test func configurationIsFoundAndFlagsOverrideIt() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(Self.dump.utf8).write(to: directory.appendingPathComponent("Dumps/account.json"))
        try Data("rules:\n  selection/feedback: off\n".utf8).write(to: directory.appendingPathComponent(".hig-audit.yml"))
        let quiet = try CLI.run(["check", "Dumps"], directory: directory)
        #expect(quiet.exitCode == 0, "\(quiet.stdout)")
        #expect(!quiet.stdout.contains("selection/feedback"))

        // A broken configuration stops the run with its position.
        try Data("rules:\n  selection/feedbak: off\n".utf8).write(to: directory.appendingPathComponent(".hig-audit.yml"))
        let broken = try CLI.run(["check", "Dumps"], directory: directory)
        #expect(broken.exitCode == 2)
        #expect(broken.stderr.contains(".hig-audit.yml:2:3: error:"), "\(broken.stderr)")
        #expect(broken.stderr.contains("did you mean 'selection/feedback'?"))
        #expect(broken.stdout.isEmpty)
    }

    @Test func dumpSuppressionsNeedAReasonAndUnusedOnesAreReported() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        let unused = Self.dump.replacingOccurrences(of: #""text": "Privacy","#, with: #""text": "Privacy", "auditSuppressions": [{"rule": "text/truncation", "reason": "Fixed width label"}],"#)
        try Data(unused.utf8).write(to: directory.appendingPathComponent("Dumps/account.json"))
        let run = try CLI.run(["check", "Dumps"], directory: directory)
        #expect(run.stdout.contains("[suppression/unused]"), "\(run.stdout)")

        let noReason = Self.dump.replacingOccurrences(of: #""text": "Privacy","#, with: #""text": "Privacy", "auditSuppressions": [{"rule": "selection/feedback", "reason": " "}],"#)
        try Data(noReason.utf8).write(to: directory.appendingPathComponent("Dumps/account.json"))
        let rejected = try CLI.run(["check", "Dumps"], directory: directory)
        #expect(rejected.exitCode == 2)
        #expect(rejected.stderr.contains("a suppression needs a reason"), "\(rejected.stderr)")
    }
}
