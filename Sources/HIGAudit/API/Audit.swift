import HIGModel

/// Runs the enabled rules over decoded dumps.
public struct Audit: Sendable {
    private struct ConfiguredRule: Sendable {
        let rule: any Rule
        let id: String
        let severity: Severity
    }

    private let rules: [ConfiguredRule]
    private let textSweep: TextSweep

    public init(configuration: AuditConfiguration = AuditConfiguration()) throws(AuditError) {
        let known = Set(RuleRegistry.descriptions.map(\.id))
        let named = (configuration.enabledRules ?? [])
            .union(configuration.severityOverrides.keys)
            .union(configuration.ruleOptions.keys)
        if let unknown = named.subtracting(known).sorted().first {
            throw .unknownRule(unknown, suggestion: closestMatch(to: unknown, in: known.sorted()))
        }
        textSweep = configuration.textSweep
        rules = RuleRegistry.rules.compactMap { type in
            let description = type.description
            if let enabled = configuration.enabledRules, !enabled.contains(description.id) { return nil }
            let options = RuleOptions(description, overrides: configuration.ruleOptions[description.id] ?? [:])
            return ConfiguredRule(
                rule: type.init(options: options),
                id: description.id,
                severity: configuration.severityOverrides[description.id] ?? description.defaultSeverity
            )
        }
    }

    public var ruleIDs: [String] { rules.map(\.id) }

    /// Findings for every screen of every dump, in a stable order.
    public func run(_ dumps: [TableDump]) -> AuditResult {
        var findings: [Finding] = []
        var screenCount = 0
        var rowCount = 0
        for dump in dumps {
            for screen in dump.screens {
                screenCount += 1
                rowCount += screen.table.sections.reduce(0) { $0 + $1.rows.count }
                findings += check(screen)
            }
        }
        return AuditResult(findings: findings.sorted(by: Finding.reportOrder), fileCount: dumps.count, screenCount: screenCount, rowCount: rowCount)
    }

    /// Findings for one screen, in the order the rules report them.
    public func check(_ screen: Screen) -> [Finding] {
        let context = ScreenContext(screen, textSweep: textSweep)
        var findings: [Finding] = []
        for configured in rules {
            var sink = FindingSink(ruleID: configured.id, severity: configured.severity)
            configured.rule.check(context, into: &sink)
            findings += sink.findings
        }
        return findings
    }
}

/// What an audit found, and how much it looked at.
public struct AuditResult: Hashable, Sendable {
    public var findings: [Finding]
    public var fileCount: Int
    public var screenCount: Int
    public var rowCount: Int
    /// Findings a suppression accepted: not in `findings`, but listed by reports with the reason.
    public var suppressed: [SuppressedFinding]
    /// How many findings a baseline accepted (they are not in `findings`).
    public var baselinedCount: Int

    public init(findings: [Finding], fileCount: Int, screenCount: Int, rowCount: Int, suppressed: [SuppressedFinding] = [], baselinedCount: Int = 0) {
        self.findings = findings
        self.fileCount = fileCount
        self.screenCount = screenCount
        self.rowCount = rowCount
        self.suppressed = suppressed
        self.baselinedCount = baselinedCount
    }

    public func count(of severity: Severity) -> Int {
        findings.count { $0.severity == severity }
    }
}

/// Why an audit could not be configured. Broken input files are `DumpError`s.
public enum AuditError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownRule(String, suggestion: String?)

    public var description: String {
        switch self {
        case .unknownRule(let id, let suggestion):
            "unknown rule '\(id)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "") + " (run 'hig-audit rules' for the list)"
        }
    }
}

extension Finding {
    /// File, then position, then rule, then message: the order every report uses.
    public static func reportOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        if lhs.location.file != rhs.location.file { return lhs.location.file < rhs.location.file }
        if lhs.location.region.start != rhs.location.region.start { return lhs.location.region.start < rhs.location.region.start }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        if lhs.path.key != rhs.path.key { return lhs.path.key < rhs.path.key }
        return lhs.message < rhs.message
    }
}
