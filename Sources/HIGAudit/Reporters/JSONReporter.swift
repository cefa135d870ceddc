import HIGModel

/// A documented, versioned JSON document for scripts (see docs/reports.md). Fields are only
/// ever added within a version; anything else bumps `version`.
public struct JSONReporter: Reporter {
    public static let identifier = "json"
    public static let formatVersion = 1

    public init() {}

    public func report(_ result: AuditResult, context: ReportContext) -> [UInt8] {
        document(result, context: context).serialized()
    }

    public func document(_ result: AuditResult, context: ReportContext) -> JSONValue {
        let findings = ReportOrder.sorted(result.findings).map { finding(in: $0, context: context) }
        return .object([
            ("version", .integer(Self.formatVersion)),
            ("tool", .object([("name", .string(SARIFReporter.toolName)), ("version", .string(context.toolVersion))])),
            ("summary", .object([
                ("files", .integer(result.fileCount)),
                ("screens", .integer(result.screenCount)),
                ("rows", .integer(result.rowCount)),
                ("findings", .integer(result.findings.count)),
                ("errors", .integer(result.count(of: .error))),
                ("warnings", .integer(result.count(of: .warning))),
                ("notes", .integer(result.count(of: .note))),
                ("suppressed", .integer(result.suppressed.count)),
                ("baselined", .integer(result.baselinedCount)),
            ])),
            ("findings", .array(findings)),
            ("suppressed", .array(ReportOrder.sorted(result.suppressed).map { suppressed(in: $0, context: context) })),
        ])
    }

    private func finding(in finding: Finding, context: ReportContext) -> JSONValue {
        let rule = context.rule(finding.ruleID)
        var members: [(String, JSONValue)] = [
            ("ruleId", .string(finding.ruleID)),
        ]
        if let rule { members.append(("ruleName", .string(rule.name))) }
        members += [
            ("severity", .string(finding.severity.rawValue)),
            ("message", .string(finding.message)),
            ("file", .string(context.reportPath(finding.location.file).display)),
            ("region", Self.span(finding.location.region)),
            ("context", Self.span(finding.location.context)),
            ("path", .string(finding.path.description)),
            ("pathKey", .string(finding.path.key)),
            ("evidence", finding.evidence.jsonObject),
            ("fingerprint", .string(finding.fingerprint(in: context))),
            ("helpUri", .string(RuleDocs.url(for: finding.ruleID))),
        ]
        return .object(members)
    }

    /// A suppressed finding: the finding's own members, then the suppression that accepted it.
    private func suppressed(in suppressed: SuppressedFinding, context: ReportContext) -> JSONValue {
        guard case .object(var members) = finding(in: suppressed.finding, context: context) else { return .null }
        let suppression = suppressed.suppression
        members.append(("suppression", .object([
            ("kind", .string(suppression.kind.rawValue)),
            ("reason", .string(suppression.reason)),
            ("file", .string(context.reportPath(suppression.location.file).display)),
            ("region", Self.span(suppression.location.region)),
        ])))
        return .object(members)
    }

    /// Positions as the model has them: 1-based lines, 1-based UTF-16 columns, end exclusive.
    static func span(_ span: SourceSpan) -> JSONValue {
        .object([
            ("startLine", .integer(span.start.line)),
            ("startColumn", .integer(span.start.column)),
            ("endLine", .integer(span.end.line)),
            ("endColumn", .integer(span.end.column)),
        ])
    }
}
