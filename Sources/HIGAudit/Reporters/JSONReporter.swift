import HIGModel

/// A documented, versioned JSON document for scripts (see docs/reports.md). Fields are only
/// ever added within a version; anything else bumps `version`.
public struct JSONReporter: Reporter {
    public static let identifier = "json"
    public static let formatVersion = 1

    public init() {}

    public func report(_ result: AuditResult, context: ReportContext) -> [UInt8] {
        var whole: [UInt8] = []
        report(result, context: context) { whole += $0 }
        return whole
    }

    /// `document(…).serialized()`, with the findings turned into JSON one at a time and handed
    /// over a megabyte at a time: on a large audit the document as values is several times the
    /// report's size, and the report several times the dump's. Findings are made into JSON by
    /// up to `context.jobs` threads (`ReportChunks`).
    public func report(_ result: AuditResult, context: ReportContext, emit: ([UInt8]) -> Void) {
        var out: [UInt8] = []
        out.append(UInt8(ascii: "{"))
        for (key, value) in header(result, context: context) {
            JSONValue.newline(&out, 1)
            JSONValue.writeString(key, into: &out)
            out.append(contentsOf: ": ".utf8)
            value.write(into: &out, indent: 1)
            out.append(UInt8(ascii: ","))
        }
        Self.writeArray("findings", ReportOrder.sorted(result.findings), jobs: context.jobs, to: &out, emit: emit) { finding(in: $0, context: context) }
        out.append(UInt8(ascii: ","))
        Self.writeArray("suppressed", ReportOrder.sorted(result.suppressed), jobs: context.jobs, to: &out, emit: emit) { suppressed(in: $0, context: context) }
        JSONValue.newline(&out, 0)
        out.append(contentsOf: "}\n".utf8)
        emit(out)
    }

    /// A top-level array, as `JSONValue` writes one, made element by element.
    private static func writeArray<Element: Sendable>(_ key: String, _ elements: [Element], jobs: Int, to out: inout [UInt8], emit: ([UInt8]) -> Void, _ json: @escaping @Sendable (Element) -> JSONValue) {
        JSONValue.newline(&out, 1)
        JSONValue.writeString(key, into: &out)
        out.append(contentsOf: ": ".utf8)
        guard !elements.isEmpty else { return out.append(contentsOf: "[]".utf8) }
        out.append(UInt8(ascii: "["))
        ReportChunks.append(elements, jobs: jobs, to: &out, emit: emit) { element, index, out in
            if index > 0 { out.append(UInt8(ascii: ",")) }
            JSONValue.newline(&out, 2)
            json(element).write(into: &out, indent: 2)
        }
        JSONValue.newline(&out, 1)
        out.append(UInt8(ascii: "]"))
    }

    public func document(_ result: AuditResult, context: ReportContext) -> JSONValue {
        .object(header(result, context: context) + [
            ("findings", .array(ReportOrder.sorted(result.findings).map { finding(in: $0, context: context) })),
            ("suppressed", .array(ReportOrder.sorted(result.suppressed).map { suppressed(in: $0, context: context) })),
        ])
    }

    /// The document's members before the findings.
    private func header(_ result: AuditResult, context: ReportContext) -> [(String, JSONValue)] {
        [
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
                ("unmeasuredLabels", .integer(result.unmeasuredLabelCount)),
            ])),
        ]
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
