/// GitLab Code Quality JSON (a subset of the Code Climate issue format), which merge requests
/// show as new and fixed findings: an array of issues, each with `description`, `check_name`,
/// `fingerprint`, `severity` and `location.path` / `location.lines.begin`. GitLab tells new
/// findings from old ones by comparing fingerprints between the two branches' reports, so the
/// fingerprint is the finding's identity (`FindingFingerprint`: rule, file, element, locale,
/// size, never a line number); findings that share one are told apart by their order.
/// Suppressed findings are left out.
public struct GitLabCodeQualityReporter: Reporter {
    public static let identifier = "gitlab"

    public init() {}

    public func report(_ result: AuditResult, context: ReportContext) -> [UInt8] {
        var seen: [String: Int] = [:]
        let issues: [JSONValue] = ReportOrder.sorted(result.findings).map { finding in
            let file = context.reportPath(finding.location.file).display
            let identity = finding.fingerprint(in: context)
            let occurrence = seen[identity, default: 0]
            seen[identity] = occurrence + 1
            return issue(finding, file: file, fingerprint: Self.fingerprint(identity, occurrence: occurrence))
        }
        return JSONValue.array(issues).serialized()
    }

    private func issue(_ finding: Finding, file: String, fingerprint: String) -> JSONValue {
        // Shown as text in merge requests: no control or bidirectional characters from the dump.
        var element = finding.path.description
        let identity = finding.identityEvidence
        if !identity.isEmpty { element += " (\(identity))" }
        let body = UntrustedText.singleLine(element) + "\n\nSee \(RuleDocs.url(for: finding.ruleID))"
        return .object([
            ("type", .string("issue")),
            ("engine_name", .string(SARIFReporter.toolName)),
            ("check_name", .string(finding.ruleID)),
            ("description", .string(UntrustedText.singleLine(finding.message))),
            ("content", .object([("body", .string(body))])),
            ("severity", .string(Self.severity(finding.severity))),
            ("fingerprint", .string(fingerprint)),
            ("location", .object([
                ("path", .string(UntrustedText.singleLine(file))),
                ("lines", .object([("begin", .integer(finding.location.line))])),
            ])),
        ])
    }

    /// GitLab's severities, mildest first; the audit uses three of them.
    public static let severities = ["info", "minor", "major", "critical", "blocker"]

    /// note → info, warning → minor, error → major: an error breaks a guideline outright, but
    /// nothing the audit finds stops an app from working, which `critical` and `blocker` mean.
    public static func severity(_ severity: Severity) -> String {
        switch severity {
        case .note: "info"
        case .warning: "minor"
        case .error: "major"
        }
    }

    /// The identity fingerprint, or for the second and later findings that share it, a hash of
    /// it and the occurrence, so every issue in a report has its own.
    static func fingerprint(_ identity: String, occurrence: Int) -> String {
        guard occurrence > 0 else { return identity }
        let hash = FindingFingerprint.fnv1a64(Array("\(identity)\u{0}\(occurrence)".utf8))
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
