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

extension FindingSink {
    /// What every finding on `screen` says besides the rule's own facts: that the screen is a
    /// design-time template, and the `accessibilityIdentifier` of the row a finding is about.
    mutating func addScreenFacts(_ screen: Screen) {
        guard !findings.isEmpty else { return }
        for index in findings.indices {
            if case .row(let rowIndex, _)? = findings[index].path.components.dropFirst().first,
               case .section(let sectionIndex)? = findings[index].path.components.first,
               screen.table.sections.indices.contains(sectionIndex), screen.table.sections[sectionIndex].rows.indices.contains(rowIndex),
               let identifier = screen.table.sections[sectionIndex].rows[rowIndex].accessibilityIdentifier {
                findings[index].evidence.append(Evidence(.accessibilityIdentifier, .string(identifier)))
            }
            if screen.isTemplate {
                findings[index].message += " (in a template: prototype or xib cells show what a designer typed)"
                findings[index].evidence.append(Evidence(.template, .bool(true)))
            }
        }
    }
}
