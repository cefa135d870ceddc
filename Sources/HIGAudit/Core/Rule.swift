import HIGModel
import TextLayout

/// A check of one HIG guideline. One type per file under `Rules/`, registered in `RuleRegistry`.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    init(options: RuleOptions)
    /// Reports what is wrong with one screen.
    func check(_ screen: ScreenContext, into findings: inout FindingSink)
    /// The rule as a `LabelRule` when it is one, else nil: what the audit asks instead of
    /// casting. The first cast of each rule type to a protocol scans every conformance record of
    /// the binary (swift-syntax's 5,000 among them): 38 casts were 9 M of the bundled example's
    /// 78 M start-up instructions (BENCHMARKS.md, "Fourth round: start-up").
    var asLabelRule: (any LabelRule)? { get }
}

extension Rule {
    public var asLabelRule: (any LabelRule)? { nil }
}

extension LabelRule {
    public var asLabelRule: (any LabelRule)? { self }
}

/// Collects the findings of one rule on one screen, stamping them with the rule's id and
/// effective severity so a rule only says what and where.
public struct FindingSink: Sendable {
    public let ruleID: String
    public let severity: Severity
    /// The findings reported, in order; with `mergesPerElement`, one per element, each with
    /// the locales joined to it.
    public var findings: [Finding] {
        guard !joinedCases.isEmpty else { return reported }
        var settled = reported
        for (index, cases) in joinedCases { FindingConsolidation.join(&settled[index], cases: cases) }
        return settled
    }
    private var reported: [Finding] = []
    /// By index in `reported`: the case names joined to the finding and not yet written to its
    /// evidence. Writing the list out on every join made a label cut in forty locales cost
    /// forty splits and joins of a growing list.
    private var joinedCases: [Int: [String]] = [:]
    /// Whether the sink merges the rule's findings on one element as they come, as
    /// `FindingConsolidation.consolidate` would afterwards (the audit sets it for the rules it
    /// merges): a label's findings in forty locales are then one finding, not forty kept until
    /// the screen is done. A rule run on its own reports every finding as it is.
    var mergesPerElement = false
    /// With `mergesPerElement`: where in `reported` each element's finding is.
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
        guard mergesPerElement, let at = indexByPath[path], (severity ?? self.severity) <= reported[at].severity else { return false }
        joinedCases[at, default: []].append(FindingConsolidation.caseName(locale: locale, pluralCategory: pluralCategory?.rawValue))
        return true
    }

    /// Writes the joined case names into their findings' evidence.
    private mutating func settle(_ index: Int) {
        guard let cases = joinedCases.removeValue(forKey: index) else { return }
        FindingConsolidation.join(&reported[index], cases: cases)
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
                if finding.severity <= reported[at].severity {
                    // Only its case name joins the lead (`FindingConsolidation.combined`).
                    if let name = FindingConsolidation.caseName(of: finding) { joinedCases[at, default: []].append(name) }
                } else {
                    settle(at)
                    reported[at] = FindingConsolidation.combined(reported[at], with: finding)
                }
                return
            }
            indexByPath[path] = reported.count
        }
        reported.append(finding)
    }
}

extension FindingSink {
    /// What every finding on `screen` says besides the rule's own facts: that the screen is a
    /// design-time template, and the `accessibilityIdentifier` of the row a finding is about.
    mutating func addScreenFacts(_ screen: Screen) {
        guard !reported.isEmpty else { return }
        for index in Array(joinedCases.keys) { settle(index) }
        // Taken out and put back, so changing it copies nothing.
        var findings = reported
        reported = []
        defer { reported = findings }
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
