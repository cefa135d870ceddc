import HIGModel

/// Inset grouped tables work best in regular width: in compact width the inset takes room from
/// every row, and text — localized text above all — wraps or truncates where the grouped style
/// would have fit.
public struct InsetGroupedCompactRule: LabelRule {
    public static let description = RuleDescription(
        id: "table/inset-grouped-compact",
        name: "InsetGroupedInCompactWidth",
        title: "Inset grouped tables in compact width do not cut text that the grouped style would fit",
        guideline: Guideline(title: "Prefer inset grouped tables in regular width", section: "Tables", url: Guideline.tablesURL),
        defaultSeverity: .warning,
        traits: [.measuresText]
    )

    public init(options: RuleOptions) {}

    public func applies(to screen: ScreenContext) -> Bool {
        screen.table.style == .insetGrouped && screen.environment.horizontalSizeClass == .compact
    }

    public func check(_ group: LabelGroup, in screen: ScreenContext, analysis: ScreenTextAnalysis, into findings: inout FindingSink) {
        guard applies(to: screen), let row = group.row, group.extremes.isAnyTruncated || group.extremes.mostLines > 2 else { return }
        // An explanation row wraps by nature, in any style.
        // Worked out only for a text the inset cuts or wraps (most are not).
        var isExplanation: Bool { TextWrappingRule.isParagraph(group.text.string) && (!row.isSelectable || row.selectionAction == SelectionAction.none) }
        let wrapsByDesign = Self.wrapsByDesign(group.text, in: row)
        // A text cut by the inset that the grouped style shows whole, or one the inset makes run
        // to three lines or more where grouped keeps it to two. A title that takes a second
        // line is how inset grouped tables look on every iPhone, not a reason to change style.
        // Judged at the screen's size (and smaller checked ones): at larger sizes every row
        // wraps, and cuts there are `a11y/dynamic-type`'s.
        for check in group.checks where (check.isTruncated || check.fit.lineCount > 2) && analysis.isTruncationSize(check.category) {
            // Judged from the sweep's measures; the finding's full evaluation only once it holds.
            guard let grouped = analysis.fit(group, check, style: .grouped),
                  !grouped.fit.isTruncated, check.isTruncated || (grouped.fit.lineCount <= 2 && !wrapsByDesign && !isExplanation) else { continue }
            if findings.joinsEarlierFinding(at: group.path, locale: group.locale, pluralCategory: group.pluralCategory) { return }
            let evaluation = analysis.evaluation(group, check)
            let what = evaluation.isTruncated ? "truncates" : "wraps to \(evaluation.fit.lineCount) lines"
            findings.report(
                Self.cutByInset(evaluation, what: what, groupedWidth: grouped.availableWidth),
                at: evaluation.path,
                source: evaluation.text.source,
                context: evaluation.container,
                evidence: TextEvidence.of(evaluation, visible: analysis.visibleText(of: evaluation), failing: [evaluation.scenario]) + [Evidence(.groupedAvailableWidth, .number(grouped.availableWidth))]
            )
            return
        }
    }

    /// A label of a custom cell that its designer set to wrap (`numberOfLines` 0; IB writes
    /// `numberOfLines="1"` unless changed) in a row that sizes itself: UIKit shows the whole
    /// text in either style and the row grows by a line, so an extra line is the layout the
    /// designer chose, not text the inset cuts. Only truncation speaks for such a label. With a
    /// fixed row height the added line may be clipped, so the rule still judges it.
    static func wrapsByDesign(_ text: HIGModel.Text, in row: Row) -> Bool {
        row.content == .style(.custom) && text.numberOfLines == 0 && row.rowHeight == nil
    }

    static func cutByInset(_ evaluation: LabelEvaluation, what: String, groupedWidth: Double) -> String {
        "'\(TextEvidence.quote(evaluation.slot.string))' \(what) in the inset grouped style (\(formatPoints(evaluation.slot.availableWidth)) pt available, \(TextEvidence.describe(evaluation.scenario))) but fits the grouped style's \(formatPoints(groupedWidth)) pt; consider .grouped in compact width"
    }
}
