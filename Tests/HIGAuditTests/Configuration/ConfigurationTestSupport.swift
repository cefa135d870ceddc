import Foundation
import HIGModel
@testable import HIGAudit

/// Parses configuration text as if it were `/project/.hig-audit.yml`.
func parseConfiguration(_ text: String) throws(ConfigurationError) -> ProjectConfiguration {
    try ProjectConfiguration.parse(text, file: ".hig-audit.yml", directory: "/project")
}

/// The error parsing `text` throws, or nil when it loads.
func configurationError(_ text: String) -> ConfigurationError? {
    do {
        _ = try parseConfiguration(text)
        return nil
    } catch {
        return error
    }
}

/// A fresh empty folder under the temporary directory, removed by the caller.
func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("hig-audit-config-tests-\(UUID().uuidString)")
        .standardizedFileURL
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// A finding as a rule would report it, for matcher and baseline tests.
func makeFinding(
    rule: String = "table/width",
    screen: String = "Settings",
    _ components: [ElementPath.Component] = [.environment],
    message: String = "table is 300 pt wide",
    line: Int = 1,
    severity: Severity = .warning,
    evidence: [Evidence] = []
) -> Finding {
    let position = SourcePosition(line: line, column: 5)
    return Finding(
        ruleID: rule,
        severity: severity,
        message: message,
        location: FindingLocation(file: "dump.json", region: SourceSpan(start: position, end: position), context: SourceSpan(start: position, end: position)),
        path: ElementPath(screen: screen, components: components),
        evidence: evidence
    )
}
