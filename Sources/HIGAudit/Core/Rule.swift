import HIGModel

/// A check of one HIG guideline. One type per file under `Rules/`, registered in `RuleRegistry`.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    init(options: RuleOptions)
    /// Reports what is wrong with one screen.
    func check(_ screen: ScreenContext, into findings: inout FindingSink)
}

/// Collects the findings of one rule on one screen, stamping them with the rule's id and
/// effective severity so a rule only says what and where.
public struct FindingSink: Sendable {
    public let ruleID: String
    public let severity: Severity
    public private(set) var findings: [Finding] = []

    public init(ruleID: String, severity: Severity) {
        self.ruleID = ruleID
        self.severity = severity
    }

    /// Reports `message` about the element at `path`, pointing at `member` of `source` when
    /// the dump spelled it out.
    public mutating func report(
        _ message: String,
        at path: ElementPath,
        source: SourceInfo,
        member: String? = nil,
        context: SourceInfo? = nil,
        severity: Severity? = nil,
        evidence: [Evidence] = []
    ) {
        var location = FindingLocation(source, member: member)
        if let context { location.context = context.span }
        findings.append(Finding(
            ruleID: ruleID,
            severity: severity ?? self.severity,
            message: message,
            location: location,
            path: path,
            evidence: evidence
        ))
    }
}
