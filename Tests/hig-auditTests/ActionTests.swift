import Foundation
import Testing

/// Runs the shell steps of the GitHub Action (action.yml) as the runner does — `bash --noprofile
/// --norc -eo pipefail` with the step's `env:` — against the built tool, with the runner's files
/// ($GITHUB_OUTPUT, $GITHUB_STEP_SUMMARY) in a temporary folder. The YAML itself is linted by
/// .ci/lint-workflows.py in .ci/run.
@Suite struct ActionTests {
    /// The literal block (`run: |`) of the step called `name`, without its indentation.
    static func runBlock(ofStep name: String) throws -> String {
        let text = try String(contentsOf: CLI.repositoryRoot.appendingPathComponent("action.yml"), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        guard let stepLine = lines.firstIndex(of: "    - name: \(name)") else {
            Issue.record("action.yml has no step named \(name)")
            return ""
        }
        guard let runLine = lines[stepLine...].firstIndex(where: { $0.hasPrefix("      run:") }) else { return "" }
        let header = lines[runLine]
        if !header.hasSuffix("|") {
            return String(header.dropFirst("      run: ".count))
        }
        var body: [String] = []
        for line in lines[(runLine + 1)...] {
            if !line.isEmpty && !line.hasPrefix("        ") { break }
            body.append(line.isEmpty ? "" : String(line.dropFirst(8)))
        }
        return body.joined(separator: "\n")
    }

    struct StepRun {
        var status: Int32
        var output: String
        var summary: String
        var log: String
    }

    /// Runs one step's script in `folder` with the runner's variables and `environment`.
    static func run(step name: String, in folder: URL, actionPath: URL, environment: [String: String]) throws -> StepRun {
        let outputFile = folder.appendingPathComponent("github-output")
        let summaryFile = folder.appendingPathComponent("step-summary.md")
        for file in [outputFile, summaryFile] where !FileManager.default.fileExists(atPath: file.path) {
            try Data().write(to: file)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["--noprofile", "--norc", "-eo", "pipefail", "-c", try runBlock(ofStep: name)]
        process.currentDirectoryURL = folder
        var env = ProcessInfo.processInfo.environment
        env["GITHUB_ACTIONS"] = "true"
        env["GITHUB_ACTION_PATH"] = actionPath.path
        env["GITHUB_OUTPUT"] = outputFile.path
        env["GITHUB_STEP_SUMMARY"] = summaryFile.path
        env["RUNNER_OS"] = "Linux"
        env["RUNNER_ARCH"] = "X64"
        env.merge(environment) { _, new in new }
        process.environment = env
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let log = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return StepRun(
            status: process.terminationStatus,
            output: try String(contentsOf: outputFile, encoding: .utf8),
            summary: try String(contentsOf: summaryFile, encoding: .utf8),
            log: String(decoding: log, as: UTF8.self))
    }

    /// A workspace holding one gallery dump, and an action folder whose cached binary is the
    /// tool under test (what the cache step restores).
    static func workspace(with dump: String) throws -> (folder: URL, actionPath: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hig-audit-action-\(UUID().uuidString)")
        let actionPath = folder.appendingPathComponent("action")
        try FileManager.default.createDirectory(at: actionPath.appendingPathComponent(".hig-audit-bin"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: actionPath.appendingPathComponent(".hig-audit-bin/hig-audit"), withDestinationURL: CLI.executable)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Dumps"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CLI.repositoryRoot.appendingPathComponent(dump), to: folder.appendingPathComponent("Dumps/screen.json"))
        return (folder, actionPath)
    }

    static func auditEnvironment(arguments: String = "") -> [String: String] {
        ["HIG_AUDIT_PATHS": "Dumps", "HIG_AUDIT_FAIL_ON": "warning", "HIG_AUDIT_ARGUMENTS": arguments,
         "HIG_AUDIT_SARIF": "hig-audit.sarif", "HIG_AUDIT_CATEGORY": "hig-audit"]
    }

    @Test func findingsAreReportedAndFailTheLastStep() throws {
        let (folder, actionPath) = try Self.workspace(with: "Reports/settings/input.json")
        defer { try? FileManager.default.removeItem(at: folder) }
        let audit = try Self.run(step: "Audit", in: folder, actionPath: actionPath, environment: Self.auditEnvironment())
        #expect(audit.status == 0, "the audit step records the status instead of failing: \(audit.log)")
        #expect(audit.output == "exit-code=1\n")
        #expect(audit.log.contains("::warning file=Dumps/screen.json,line=60,"), "annotations on the runner's log")
        #expect(audit.summary.contains("\n## ") && audit.summary.contains("selection/feedback"), "the job summary is the Markdown report")
        let sarif = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("hig-audit.sarif"))) as? [String: Any]
        #expect((sarif?["runs"] as? [Any])?.count == 1)

        let fail = try Self.run(step: "Fail on findings", in: folder, actionPath: actionPath, environment: ["HIG_AUDIT_EXIT": "1"])
        #expect(fail.status == 1)
    }

    @Test func aCleanScreenPasses() throws {
        let (folder, actionPath) = try Self.workspace(with: "Reports/contacts/input.json")
        defer { try? FileManager.default.removeItem(at: folder) }
        let audit = try Self.run(step: "Audit", in: folder, actionPath: actionPath, environment: Self.auditEnvironment())
        #expect(audit.output == "exit-code=0\n", "\(audit.log)")
    }

    @Test func argumentsAreSplitOnSpacesNotEvaluated() throws {
        let (folder, actionPath) = try Self.workspace(with: "Reports/settings/input.json")
        defer { try? FileManager.default.removeItem(at: folder) }
        let audit = try Self.run(step: "Audit", in: folder, actionPath: actionPath,
                                 environment: Self.auditEnvironment(arguments: "--fail-on never $(touch pwned)"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("pwned").path))
        #expect(audit.output == "exit-code=2\n" || audit.output == "exit-code=64\n", "'$(touch' is an unknown argument: \(audit.log)")
    }

    @Test func theCacheKeyNamesTheVersionAndTheSources() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hig-audit-action-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let key = try Self.run(step: "Cache key", in: folder, actionPath: CLI.repositoryRoot, environment: [:])
        #expect(key.status == 0, "\(key.log)")
        let line = key.output.trimmingCharacters(in: .newlines)
        #expect(line.range(of: #"^key=hig-audit-\d+\.\d+\.\d+-Linux-X64-[0-9a-f]{16}-[0-9a-f]{16}$"#, options: .regularExpression) != nil, "\(line)")
    }
}
