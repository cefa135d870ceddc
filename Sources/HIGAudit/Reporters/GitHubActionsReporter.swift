/// GitHub Actions workflow commands (`::error file=…,line=…::message`), which the runner turns
/// into annotations on the pull request's lines.
public struct GitHubActionsReporter: Reporter {
    public static let identifier = "github"

    /// The runner keeps the first 10 annotations of each type per step and drops the rest
    /// (actions/runner `ExecutionContext._maxCountPerIssueType`).
    public static let runnerLimitPerType = 10

    public init() {}

    public func report(_ result: AuditResult, context: ReportContext) -> [UInt8] {
        let findings = ReportOrder.bySeverity(ReportOrder.sorted(result.findings))
        let limit = max(1, context.annotationLimit)
        let total = findings.count
        let overflow = Severity.allCases.contains { result.count(of: $0) > limit }
        var budget: [Severity: Int] = [.error: limit, .warning: limit, .note: limit]
        // The summary is a notice too: keep room for it, or the runner would drop it.
        if overflow { budget[.note] = limit - 1 }

        var lines: [String] = []
        var skipped: [Severity: Int] = [:]
        for finding in findings {
            if budget[finding.severity, default: 0] > 0 {
                budget[finding.severity, default: 0] -= 1
                lines.append(annotation(finding, context: context))
            } else {
                skipped[finding.severity, default: 0] += 1
            }
        }
        let notShown = skipped.values.reduce(0, +)
        if notShown > 0 {
            let parts = Severity.allCases.reversed().compactMap { severity in
                skipped[severity].map { severity.counted($0) }
            }
            lines.append(Self.command(
                kind: "notice",
                message: "\(notShown) of \(total) hig-audit findings not annotated (\(parts.joined(separator: ", "))): GitHub keeps \(limit) annotations per type and step. See \(context.fullReportHint) for all of them.",
                title: "hig-audit"
            ))
        }
        return Array(lines.map { $0 + "\n" }.joined().utf8)
    }

    private func annotation(_ finding: Finding, context: ReportContext) -> String {
        let region = finding.location.region
        let name = context.rule(finding.ruleID)?.name
        return Self.command(
            kind: finding.severity.annotationKind,
            message: "\(finding.message) (\(finding.path.description))",
            file: context.reportPath(finding.location.file).display,
            line: region.start.line,
            endLine: region.end.line,
            column: region.start.column,
            endColumn: region.end.column,
            title: name.map { "\(finding.ruleID): \($0)" } ?? finding.ruleID
        )
    }

    /// One workflow command line (without the newline). Positions follow the runner's own
    /// checks (`ActionCommandManager.ValidateLinesAndColumns`) so nothing is silently changed:
    /// columns only on single-line ranges, no end before its start, no columns without a line.
    public static func command(
        kind: String,
        message: String,
        file: String? = nil,
        line: Int? = nil,
        endLine: Int? = nil,
        column: Int? = nil,
        endColumn: Int? = nil,
        title: String? = nil
    ) -> String {
        let line = line.flatMap { $0 >= 1 ? $0 : nil }
        var endLine = endLine.flatMap { $0 >= 1 ? $0 : nil }
        var column = column.flatMap { $0 >= 1 ? $0 : nil }
        var endColumn = endColumn.flatMap { $0 >= 1 ? $0 : nil }
        if let line, let end = endLine, end < line { endLine = nil }
        if line == nil || (endLine != nil && endLine != line) {
            column = nil
            endColumn = nil
        }
        if let column, let end = endColumn, end < column { endColumn = nil }
        if line == nil { endLine = nil }

        var properties: [(String, String)] = []
        if let file { properties.append(("file", file)) }
        if let line { properties.append(("line", String(line))) }
        if let endLine { properties.append(("endLine", String(endLine))) }
        if let column { properties.append(("col", String(column))) }
        if let endColumn { properties.append(("endColumn", String(endColumn))) }
        if let title { properties.append(("title", title)) }
        let encoded = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(kind)\(encoded.isEmpty ? "" : " " + encoded)::\(escapeData(message))"
    }

    /// The runner decodes `%25`, `%0D` and `%0A` in a command's message (`%` first when
    /// encoding, as actions/toolkit's `escapeData` does). Other characters that could disturb
    /// the log (controls, bidi overrides) are shown by name.
    public static func escapeData(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case "\t": out += " "
            default:
                if UntrustedText.needsEscape(scalar) { out += UntrustedText.visible(scalar) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    /// Property values also escape `:` and `,`, which end a value (`escapeProperty`).
    public static func escapeProperty(_ text: String) -> String {
        var out = ""
        for character in escapeData(text).unicodeScalars {
            switch character {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }
}

extension Severity {
    /// Workflow commands know `error`, `warning` and `notice`.
    var annotationKind: String {
        switch self {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }
}
