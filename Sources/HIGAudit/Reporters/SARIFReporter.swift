import HIGModel

/// SARIF 2.1.0 for GitHub code scanning and other SARIF viewers: one run with the full rules
/// table, one result per finding, each with one physical location.
public struct SARIFReporter: Reporter {
    public static let identifier = "sarif"

    /// Any `$schema` ending in `2.1.0.json` is the final schema for SARIF validators (SARIF1011).
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    public static let toolName = "hig-audit"
    /// The `uriBaseId` every artifact location is relative to: the base path.
    public static let sourceRootBaseID = "%SRCROOT%"
    /// Results GitHub code scanning accepts in one run; an upload with more is rejected. A
    /// larger audit keeps the most severe findings and says in the run how many it left out.
    public static let resultLimit = 25_000

    public init() {}

    public func report(_ result: AuditResult, context: ReportContext) -> [UInt8] {
        var out: [UInt8] = []
        report(result, context: context) { out.append(contentsOf: $0) }
        return out
    }

    /// The log as `JSONValue` writes it, two-space indented, with the results made and written one
    /// at a time and handed over in pieces: 25,000 results held as values were most of the
    /// report's memory at a million findings.
    public func report(_ result: AuditResult, context: ReportContext, emit: ([UInt8]) -> Void) {
        let run = self.run(result, context: context)
        var out: [UInt8] = []
        let pieceSize = 1 << 20
        // {"$schema", "version", "runs": [{ head…, "results": [ … ], tail… }]}
        out.append(UInt8(ascii: "{"))
        for (key, value) in [("$schema", JSONValue.string(Self.schemaURI)), ("version", .string("2.1.0"))] {
            JSONValue.newline(&out, 1)
            JSONValue.writeString(key, into: &out)
            out.append(contentsOf: ": ".utf8)
            value.write(into: &out, indent: 1)
            out.append(UInt8(ascii: ","))
        }
        JSONValue.newline(&out, 1)
        out.append(contentsOf: #""runs": ["#.utf8)
        JSONValue.newline(&out, 2)
        out.append(UInt8(ascii: "{"))
        func member(_ key: String, _ value: JSONValue) {
            JSONValue.newline(&out, 3)
            JSONValue.writeString(key, into: &out)
            out.append(contentsOf: ": ".utf8)
            value.write(into: &out, indent: 3)
        }
        for (key, value) in run.head {
            member(key, value)
            out.append(UInt8(ascii: ","))
        }
        JSONValue.newline(&out, 3)
        out.append(contentsOf: #""results": "#.utf8)
        if run.results.isEmpty {
            out.append(contentsOf: "[]".utf8)
        } else {
            out.append(UInt8(ascii: "["))
            for (index, entry) in run.results.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                JSONValue.newline(&out, 4)
                self.result(entry.finding, path: entry.path, suppression: entry.suppression, ruleIndex: run.ruleIndex[entry.finding.ruleID],
                            logicalIndex: entry.logicalIndex, context: context).write(into: &out, indent: 4)
                if out.count >= pieceSize {
                    emit(out)
                    out.removeAll(keepingCapacity: true)
                }
            }
            JSONValue.newline(&out, 3)
            out.append(UInt8(ascii: "]"))
        }
        for (key, value) in run.tail {
            out.append(UInt8(ascii: ","))
            member(key, value)
        }
        JSONValue.newline(&out, 2)
        out.append(UInt8(ascii: "}"))
        JSONValue.newline(&out, 1)
        out.append(UInt8(ascii: "]"))
        JSONValue.newline(&out, 0)
        out.append(contentsOf: "}\n".utf8)
        emit(out)
    }

    /// A result to write: its finding and what the run's tables say about it.
    struct ResultEntry {
        let finding: Finding
        let path: ReportPath
        let suppression: (Suppression, ReportPath)?
        let logicalIndex: Int
    }

    /// The run's members before its results, the results to write, and the members after.
    struct Run {
        var head: [(String, JSONValue)]
        var results: [ResultEntry]
        var tail: [(String, JSONValue)]
        var ruleIndex: [String: Int]
    }

    func run(_ result: AuditResult, context: ReportContext) -> Run {
        // Rules sorted by id, as the registry already does; sorting again keeps the table stable
        // for any catalog handed in.
        let rules = context.rules.sorted { $0.id < $1.id }
        var ruleIndex: [String: Int] = [:]
        for (index, rule) in rules.enumerated() where ruleIndex[rule.id] == nil { ruleIndex[rule.id] = index }

        // Suppressed findings are results too, marked with `suppressions`, so a SARIF viewer
        // shows them as accepted instead of losing them; one order for both kinds.
        let all = ReportOrder.withSuppressed(result)
        let (entries, omitted) = Self.kept(all, limit: context.sarifResultLimit)
        // The tables the results point into (logical locations, whether any path is a file URI)
        // come before the results in the run: worked out first, the results made later.
        var usesFileURIs = false
        var logicalLocations = LogicalLocations()
        let results: [ResultEntry] = entries.map { entry in
            let finding = entry.finding
            let path = context.reportPath(finding.location.file)
            if path.relative == nil && path.isAbsolute { usesFileURIs = true }
            var suppression: (Suppression, ReportPath)?
            if let accepted = entry.suppression {
                let declared = context.reportPath(accepted.location.file)
                if declared.relative == nil && declared.isAbsolute { usesFileURIs = true }
                suppression = (accepted, declared)
            }
            return ResultEntry(finding: finding, path: path, suppression: suppression, logicalIndex: logicalLocations.index(of: finding.path))
        }

        var driver: [(String, JSONValue)] = [
            ("name", .string(Self.toolName)),
            ("version", .string(context.toolVersion)),
        ]
        if Self.isSemanticVersion(context.toolVersion) {
            driver.append(("semanticVersion", .string(context.toolVersion)))
        }
        driver.append(("informationUri", .string(ToolInfo.informationURI)))
        driver.append(("rules", .array(rules.map(Self.descriptor))))

        var run: [(String, JSONValue)] = [("tool", .object([("driver", .object(driver))]))]
        var invocation: [(String, JSONValue)] = [("executionSuccessful", .bool(true))]
        if omitted.count > 0 {
            invocation.append(("toolExecutionNotifications", .array([.object([
                ("descriptor", .object([("id", .string("results-omitted"))])),
                ("level", .string("warning")),
                ("message", .object([("text", .string(Self.omissionNote(omitted, kept: entries.count)))])),
            ])])))
        }
        if usesFileURIs, let base = context.basePath, base.hasPrefix("/") {
            // Files outside the base path keep absolute file URIs; GitHub relativizes them
            // against the working directory (GH1006).
            invocation.append(("workingDirectory", .object([("uri", .string(Self.directoryURI(base)))])))
        }
        run.append(("invocations", .array([.object(invocation)])))
        var sourceRoot: [(String, JSONValue)] = []
        if context.sarifIncludesSourceRoot, let base = context.basePath, base.hasPrefix("/") {
            sourceRoot.append(("uri", .string(Self.directoryURI(base))))
        }
        let rootDescription = "The directory finding paths are relative to: the base path, normally the repository root."
        sourceRoot.append(("description", .object([("text", .string(rootDescription))])))
        run.append(("originalUriBaseIds", .object([(Self.sourceRootBaseID, .object(sourceRoot))])))
        if let category = context.sarifCategory, !category.isEmpty {
            // GitHub reads `category/run-id`; without the final slash the whole id would be a
            // run id and the category empty.
            let id = category.hasSuffix("/") ? category : category + "/"
            run.append(("automationDetails", .object([("id", .string(id))])))
        }
        if !logicalLocations.entries.isEmpty {
            run.append(("logicalLocations", .array(logicalLocations.entries)))
        }
        run.append(("columnKind", .string("utf16CodeUnits")))
        var tail: [(String, JSONValue)] = []
        if omitted.count > 0 {
            tail.append(("properties", .object([
                ("resultsOmitted", .integer(omitted.count)),
                ("resultsOmittedBySeverity", .object(Severity.allCases.reversed().map { ($0.rawValue, .integer(omitted.bySeverity[$0] ?? 0)) })),
            ])))
        }
        return Run(head: run, results: results, tail: tail, ruleIndex: ruleIndex)
    }

    /// What a run leaves out past the result limit.
    struct Omission {
        var count = 0
        var bySeverity: [Severity: Int] = [:]
    }

    /// At most `limit` entries: the most severe (active before suppressed at one severity, then
    /// in report order), listed in report order; and what was left out.
    static func kept(_ entries: [(finding: Finding, suppression: Suppression?)], limit: Int) -> ([(finding: Finding, suppression: Suppression?)], Omission) {
        guard entries.count > limit else { return (entries, Omission()) }
        // Ranks are integers, so one counting pass per rank finds the cut without sorting.
        func rank(_ entry: (finding: Finding, suppression: Suppression?)) -> Int {
            (Severity.allCases.count - 1 - (Severity.allCases.firstIndex(of: entry.finding.severity) ?? 0)) * 2 + (entry.suppression == nil ? 0 : 1)
        }
        var perRank = [Int](repeating: 0, count: Severity.allCases.count * 2)
        for entry in entries { perRank[rank(entry)] += 1 }
        var room = limit
        var quota = [Int](repeating: 0, count: perRank.count)
        for index in perRank.indices {
            quota[index] = min(room, perRank[index])
            room -= quota[index]
        }
        var kept: [(finding: Finding, suppression: Suppression?)] = []
        kept.reserveCapacity(limit)
        var omission = Omission()
        for entry in entries {
            let index = rank(entry)
            if quota[index] > 0 {
                quota[index] -= 1
                kept.append(entry)
            } else {
                omission.count += 1
                omission.bySeverity[entry.finding.severity, default: 0] += 1
            }
        }
        return (kept, omission)
    }

    static func omissionNote(_ omission: Omission, kept: Int) -> String {
        let counts = Severity.allCases.reversed().compactMap { severity in omission.bySeverity[severity].map { severity.counted($0) } }
        return "\(kept) of \(kept + omission.count) results are in this log, the most severe first: GitHub code scanning accepts at most \(resultLimit) per run. "
            + "\(plural(omission.count, "result")) left out (\(counts.joined(separator: ", "))). "
            + "Every finding is in the JSON report: run hig-audit check with --report json=hig-audit.json (or --format json)."
    }

    // MARK: - Rules

    static func descriptor(_ rule: RuleDescription) -> JSONValue {
        let markdown = RuleDocs.markdown(for: rule.id).flatMap { $0.isEmpty ? nil : $0 }
        let helpText = markdown ?? "\(sentence(rule.title)) See \(RuleDocs.url(for: rule.id)) and the Human Interface Guidelines: \(rule.guideline.url)"
        let helpMarkdown = markdown ?? "\(sentence(rule.title))\n\n[Rule documentation](\(RuleDocs.url(for: rule.id))) · [Human Interface Guidelines: \(rule.guideline.title)](\(rule.guideline.url))"
        var tags = ["hig", rule.guideline.section.lowercased()]
        if let group = rule.id.split(separator: "/").first, !tags.contains(String(group)) { tags.append(String(group)) }
        tags += rule.auditTypes.map { "audit/\($0.rawValue)" }
        return .object([
            ("id", .string(rule.id)),
            ("name", .string(rule.name)),
            ("shortDescription", .object([("text", .string(rule.title))])),
            ("fullDescription", .object([("text", .string(String(fullDescription(rule).prefix(1024))))])),
            ("help", .object([("text", .string(helpText)), ("markdown", .string(helpMarkdown))])),
            ("helpUri", .string(RuleDocs.url(for: rule.id))),
            ("defaultConfiguration", .object([("level", .string(rule.defaultSeverity.rawValue))])),
            ("properties", .object([
                ("tags", .array(tags.prefix(10).map { .string($0) })),
                ("precision", .string("high")),
                ("problem.severity", .string(rule.defaultSeverity.problemSeverity)),
                ("guideline", .object([
                    ("title", .string(rule.guideline.title)),
                    ("section", .string(rule.guideline.section)),
                    ("url", .string(rule.guideline.url)),
                ])),
            ])),
        ])
    }

    static func fullDescription(_ rule: RuleDescription) -> String {
        "\(sentence(rule.title)) Human Interface Guidelines, \(rule.guideline.section): \(sentence(rule.guideline.title))"
    }

    // MARK: - Results

    /// A path relative to the base path uses `%SRCROOT%`; one outside it keeps an absolute
    /// `file://` URI (see `invocations[0].workingDirectory`).
    static func artifactLocation(_ path: ReportPath) -> JSONValue {
        if let relative = path.relative {
            return .object([("uri", .string(ReportPath.percentEncoded(relative))), ("uriBaseId", .string(Self.sourceRootBaseID))])
        } else if path.isAbsolute {
            return .object([("uri", .string("file://" + ReportPath.percentEncoded(path.normalized)))])
        } else {
            return .object([("uri", .string(ReportPath.percentEncoded(path.normalized)))])
        }
    }

    private func result(_ finding: Finding, path: ReportPath, suppression: (Suppression, ReportPath)?, ruleIndex: Int?, logicalIndex: Int, context: ReportContext) -> JSONValue {
        let region = finding.location.region
        let contextSpan = finding.location.context
        var physical: [(String, JSONValue)] = [
            ("artifactLocation", Self.artifactLocation(path)),
            ("region", Self.region(region)),
        ]
        // SARIF1008: the context region must strictly contain the region, else it is left out.
        if contextSpan != region, contextSpan.start <= region.start, region.end <= contextSpan.end {
            physical.append(("contextRegion", Self.region(contextSpan)))
        }
        let logical: JSONValue = .object([
            ("index", .integer(logicalIndex)),
            ("fullyQualifiedName", .string(finding.path.key)),
        ])
        let location: JSONValue = .object([
            ("physicalLocation", .object(physical)),
            ("logicalLocations", .array([logical])),
            ("message", .object([("text", .string(finding.path.description))])),
        ])

        var members: [(String, JSONValue)] = [("ruleId", .string(finding.ruleID))]
        if let ruleIndex { members.append(("ruleIndex", .integer(ruleIndex))) }
        members.append(("level", .string(finding.severity.rawValue)))
        members.append(("message", .object([("text", .string(Self.sentence(finding.message)))])))
        members.append(("locations", .array([location])))
        if let related = Self.translationLocation(finding, context: context) {
            members.append(("relatedLocations", .array([related])))
        }
        if let (suppression, declared) = suppression {
            members.append(("suppressions", .array([Self.suppression(suppression, declaredAt: declared)])))
        }
        members.append(("partialFingerprints", .object([(FindingFingerprint.sarifKey, .string(finding.fingerprint(in: context)))])))
        members.append(("properties", .object([
            ("elementPath", .string(finding.path.description)),
            ("evidence", finding.evidence.jsonObject),
        ])))
        return .object(members)
    }

    /// The translation a text finding measured (evidence `translationFile`, `translationLine`,
    /// `translationColumn`), so code scanning links the string catalog entry beside the dump row.
    static func translationLocation(_ finding: Finding, context: ReportContext) -> JSONValue? {
        guard case .string(let file)? = finding[evidence: .translationFile],
              case .integer(let line)? = finding[evidence: .translationLine], line > 0 else { return nil }
        var region: [(String, JSONValue)] = [("startLine", .integer(line))]
        if case .integer(let column)? = finding[evidence: .translationColumn], column > 0 {
            region.append(("startColumn", .integer(column)))
        }
        let locale = finding[evidence: .locale].map { " (\($0))" } ?? ""
        return .object([
            ("id", .integer(1)),
            ("physicalLocation", .object([
                ("artifactLocation", artifactLocation(context.reportPath(file))),
                ("region", .object(region)),
            ])),
            ("message", .object([("text", .string("translation\(locale)"))])),
        ])
    }

    /// SARIF §3.35: `inSource` for a dump's own `auditSuppressions`, `external` for the
    /// configuration file; `accepted` because a suppression takes effect as soon as it is
    /// written; the reason as `justification`; `location` where it is declared.
    static func suppression(_ suppression: Suppression, declaredAt path: ReportPath) -> JSONValue {
        .object([
            ("kind", .string(suppression.kind.rawValue)),
            ("status", .string("accepted")),
            ("justification", .string(suppression.reason)),
            ("location", .object([
                ("physicalLocation", .object([
                    ("artifactLocation", artifactLocation(path)),
                    ("region", region(suppression.location.region)),
                ])),
            ])),
        ])
    }

    static func region(_ span: SourceSpan) -> JSONValue {
        // SARIF positions are 1-based; a synthesized or broken position never goes below 1,
        // and an end before the start collapses to an empty region (SARIF1007).
        let startLine = max(1, span.start.line)
        let startColumn = max(1, span.start.column)
        var endLine = max(startLine, span.end.line)
        var endColumn = max(1, span.end.column)
        if endLine == startLine, endColumn < startColumn { endColumn = startColumn }
        if span.end.line < startLine { endLine = startLine; endColumn = startColumn }
        return .object([
            ("startLine", .integer(startLine)),
            ("startColumn", .integer(startColumn)),
            ("endLine", .integer(endLine)),
            ("endColumn", .integer(endColumn)),
        ])
    }

    /// Messages are full sentences ending in a period (SARIF2001); GitHub shows only the first
    /// sentence when space is short.
    static func sentence(_ text: String) -> String {
        guard let last = text.last(where: { !$0.isWhitespace }) else { return text.isEmpty ? "(no message)." : text }
        return ".!?".contains(last) ? text : text + "."
    }

    static func directoryURI(_ absolutePath: String) -> String {
        let parts = ReportPath.segments(absolutePath)
        return "file:///" + parts.map(ReportPath.percentEncoded).joined(separator: "/") + (parts.isEmpty ? "" : "/")
    }

    /// SemVer 2.0 core with optional pre-release and build parts: `1.2.3`, `1.2.3-beta.1+abc`.
    static func isSemanticVersion(_ version: String) -> Bool {
        let core = version.split(separator: "+", maxSplits: 1).first.map { $0.split(separator: "-", maxSplits: 1).first ?? "" } ?? ""
        let numbers = core.split(separator: ".", omittingEmptySubsequences: false)
        return numbers.count == 3 && numbers.allSatisfy { part in
            !part.isEmpty && part.allSatisfy(\.isASCII) && part.allSatisfy(\.isNumber) && (part == "0" || !part.hasPrefix("0"))
        }
    }
}

/// The run's `logicalLocations`: every element a finding is about and each of its ancestors
/// (screen › section › row › part), linked by `parentIndex`, in order of first use.
struct LogicalLocations {
    private(set) var entries: [JSONValue] = []
    private var indices: [String: Int] = [:]

    /// The index of `path`'s entry, adding it and its ancestors as needed.
    mutating func index(of path: ElementPath) -> Int {
        if let index = indices[path.key] { return index }
        var parentIndex: Int?
        if !path.components.isEmpty {
            parentIndex = index(of: ElementPath(screen: path.screen, components: Array(path.components.dropLast())))
        }
        var members: [(String, JSONValue)] = [
            ("name", .string(path.components.last?.label ?? path.screen)),
            ("fullyQualifiedName", .string(path.key)),
            ("kind", .string("element")),
        ]
        if let parentIndex { members.append(("parentIndex", .integer(parentIndex))) }
        let index = entries.count
        entries.append(.object(members))
        indices[path.key] = index
        return index
    }
}

extension Severity {
    /// GitHub's `problem.severity` for rules that are not security rules.
    var problemSeverity: String {
        switch self {
        case .error: "error"
        case .warning: "warning"
        case .note: "recommendation"
        }
    }
}
