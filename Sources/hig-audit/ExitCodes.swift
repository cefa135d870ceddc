import ArgumentParser
import HIGModel
import Foundation

/// Exit codes CI can gate on. 64 (usage) is ArgumentParser's own for validation errors.
enum ToolExit {
    /// Findings at or above the `--fail-on` threshold.
    static let findings = ExitCode(1)
    /// An input could not be read or decoded.
    static let invalidInput = ExitCode(2)
    /// The command line asks for what no input has (`--locales`), found only once inputs are read.
    static let usage = ExitCode(64)
}

/// Writes to standard error, which holds diagnostics so standard output stays a clean report.
/// Every line goes through `LogText.lines`: names from the checkout cannot inject a workflow
/// command or a terminal escape (docs/robustness.md, "One escaping path").
func printError(_ message: String) {
    FileHandle.standardError.write(Data((LogText.lines(message) + "\n").utf8))
}

/// Writes bytes to standard output as they are, without a trailing newline of our own.
func writeStandardOutput(_ bytes: [UInt8]) {
    FileHandle.standardOutput.write(Data(bytes))
}
