import HIGModel
import TextLayout

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
    /// Whether the sink merges the rule's findings on one element as they come, as
    /// `FindingConsolidation.consolidate` would afterwards (the audit sets it for the rules it
    /// merges): a label's findings in forty locales are then one finding, not forty kept until
    /// the screen is done. A rule run on its own reports every finding as it is.
    var mergesPerElement = false
    /// With `mergesPerElement`: where in `findings` each element's finding is.
    private var indexByPath: [ElementPath: Int] = [:]

    public init(ruleID: String, severity: Severity) {
        self.ruleID = ruleID
        self.severity = severity
    }

    /// Whether a finding at `path` with `severity` (the rule's when nil), about the text in
    /// `locale` and `pluralCategory`, would only add that locale to a finding the sink already
    /// holds there. If so the locale is added, and the rule need not build the finding: its
    /// message, evidence and visible text would be merged away.
    public mutating func joinsEarlierFinding(at path: ElementPath, severity: Severity? = nil, locale: String, pluralCategory: PluralCategory?) -> Bool {
        guard mergesPerElement, let at = indexByPath[path], (severity ?? self.severity) <= findings[at].severity else { return false }
        FindingConsolidation.join(&findings[at], case: FindingConsolidation.caseName(locale: locale, pluralCategory: pluralCategory?.rawValue))
        return true
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
        let finding = Finding(
            ruleID: ruleID,
            severity: severity ?? self.severity,
            message: message,
            location: location,
            path: path,
            evidence: evidence
        )
        if mergesPerElement {
            if let at = indexByPath[path] {
                findings[at] = FindingConsolidation.combined(findings[at], with: finding)
                return
            }
            indexByPath[path] = findings.count
        }
        findings.append(finding)
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
            // A finding merged in the sink keeps its list of other locales last, where
            // consolidation puts it.
            if let at = findings[index].evidence.firstIndex(where: { $0.key == FindingConsolidation.otherLocalesKey }), at != findings[index].evidence.count - 1 {
                findings[index].evidence.append(findings[index].evidence.remove(at: at))
            }
        }
    }
}
