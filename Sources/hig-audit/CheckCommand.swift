import ArgumentParser
import Foundation
import HIGAudit
import HIGModel

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Audits table dumps and reports findings.",
        discussion: """
        PATH is a dump file, a directory, or - for standard input. Directories are searched \
        recursively for *.json files with a "schemaVersion" member; hidden folders and build \
        output are skipped.

        Exit status: 0 when no finding reaches the --fail-on severity, 1 when one does, 2 when \
        an input cannot be read or decoded (nothing is reported then), 64 on a usage error.

        Examples:
          hig-audit check Reports/settings/input.json
          hig-audit check Dumps/ --fail-on error
          generate-dump | hig-audit check - --format json
        """
    )

    @Argument(help: "Dump files or directories to audit; - reads standard input.")
    var paths: [String] = ["."]

    @Option(help: "Output format: \(OutputFormat.allValueStrings.joined(separator: ", ")).")
    var format: OutputFormat = .text

    @Option(name: .customLong("fail-on"), help: "Lowest severity that makes the run fail (exit 1): error, warning, note or never.")
    var failOn: FailThreshold = .warning

    @Flag(help: "Print findings only, without the summary line.")
    var quiet = false

    @Option(name: .customLong("max-file-size"), help: "Largest dump file to read, in MiB.")
    var maxFileSizeMiB: Int = DumpLoader.defaultMaximumBytes / (1 << 20)

    func validate() throws {
        guard maxFileSizeMiB > 0 else { throw ValidationError("--max-file-size must be at least 1 (MiB)") }
        if paths.filter({ $0 == "-" }).count > 1 { throw ValidationError("standard input (-) can be read only once") }
    }

    func run() throws {
        let dumps: [TableDump]
        do {
            dumps = try loadDumps()
        } catch {
            printError(error.description)
            throw ToolExit.invalidInput
        }
        let result = try Audit().run(dumps)
        let report = render(result)
        writeStandardOutput(Array(report.utf8))
        if failOn.isReached(by: result.findings) { throw ToolExit.findings }
    }

    /// Reads every input before anything is reported, so a broken file produces no partial output.
    private func loadDumps() throws(DumpError) -> [TableDump] {
        let files = try DumpDiscovery.files(for: paths).files
        let maxBytes = maxFileSizeMiB * (1 << 20)
        var dumps: [TableDump] = []
        for file in files {
            if file == "-" {
                let bytes = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
                dumps.append(try DumpDecoder.decode(bytes, file: "<stdin>"))
            } else {
                dumps.append(try DumpLoader.load(path: file, maxBytes: maxBytes))
            }
        }
        return dumps
    }

    private func render(_ result: AuditResult) -> String {
        var out = ""
        for finding in result.findings {
            out += "\(finding.location.file):\(finding.location.line):\(finding.location.column): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]\n"
        }
        if !quiet { out += summary(result) + "\n" }
        return out
    }

    private func summary(_ result: AuditResult) -> String {
        let counts = Severity.allCases.reversed().map { severity in
            let n = result.count(of: severity)
            return "\(n) \(severity.rawValue)\(n == 1 ? "" : "s")"
        }
        return counts.joined(separator: ", ") + " in \(result.fileCount) file\(result.fileCount == 1 ? "" : "s") (\(result.screenCount) screens, \(result.rowCount) rows)"
    }
}

/// The lowest severity that fails a run.
enum FailThreshold: String, CaseIterable, ExpressibleByArgument {
    case error, warning, note, never

    func isReached(by findings: [Finding]) -> Bool {
        guard let severity = Severity(rawValue: rawValue) else { return false }
        return findings.contains { $0.severity >= severity }
    }
}

enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    case text
}
