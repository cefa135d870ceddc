import HIGModel

/// Wrapped rows are harder to scan than single lines. Not a defect — a note where the wrap
/// changes how a row reads: a value cell whose value drops below its title, or a row text that
/// runs to many lines.
public struct TextWrappingRule: LabelRule {
    public static let description = RuleDescription(
        id: "text/wrapping",
        name: "TextWrapping",
        title: "Rows stay scannable, with values beside their titles and short row text",
        guideline: Guideline(title: "Keep text succinct to avoid clipping", section: "Tables", url: Guideline.tablesURL),
        defaultSeverity: .note,
        options: [
            Self.maximumLines.declaration,
        ],
        auditTypes: [.dynamicType],
        traits: [.measuresText]
    )

    static let maximumLines = RuleOption.Key<Double>(name: "maximumLines", summary: "Row texts that wrap to more lines than this are reported.", defaultValue: 2)

    private let maximumLines: Int

    public init(options: RuleOptions) {
        maximumLines = max(1, Int(options[Self.maximumLines]))
    }

    public func check(_ group: LabelGroup, in screen: ScreenContext, analysis: ScreenTextAnalysis, into findings: inout FindingSink) {
        guard let row = group.row else { return }
        // A value cell stacks when its texts do not fit side by side; at accessibility sizes it
        // always stacks, which is by design.
        if group.role == .secondaryText, row.content == .configuration(.valueCell),
           let stacked = group.checks.first(where: { analysis.isBaseSize($0.category) && $0.arrangement == .stacked && !$0.category.isAccessibilityCategory }) {
            if findings.joinsEarlierFinding(at: group.path, locale: group.locale, pluralCategory: group.pluralCategory) { return }
            let evaluation = analysis.evaluation(group, stacked)
            findings.report(Self.valueStacks(evaluation), at: evaluation.path, source: evaluation.text.source, context: evaluation.container,
                            evidence: TextEvidence.of(evaluation, visible: evaluation.slot.string, failing: [evaluation.scenario]))
            return
        }
        // At accessibility sizes every row wraps; that is what those sizes are for. A row that is
        // a paragraph of explanation (two sentences or more, not tappable) is meant to be read,
        // not scanned.
        // (The line count first: it rules out most checks, at every width and size of a sweep.)
        if group.extremes.mostLines > maximumLines, let long = group.checks.first(where: { $0.fit.lineCount > maximumLines && !$0.isTruncated && analysis.isBaseSize($0.category) && !$0.category.isAccessibilityCategory }) {
            if Self.isParagraph(group.text.string), !row.isSelectable || row.selectionAction == SelectionAction.none { return }
            if findings.joinsEarlierFinding(at: group.path, locale: group.locale, pluralCategory: group.pluralCategory) { return }
            let evaluation = analysis.evaluation(group, long)
            findings.report(Self.manyLines(evaluation, maximum: maximumLines), at: evaluation.path, source: evaluation.text.source, context: evaluation.container,
                            evidence: TextEvidence.of(evaluation, visible: evaluation.slot.string, failing: [evaluation.scenario]))
        }
    }

    private static let sentenceEnds: Set<Character> = [".", "!", "?", "。", "！", "？"]

    /// Two sentences or more: a sentence end (. ! ? 。 ！ ？) with more text after it.
    static func isParagraph(_ string: String) -> Bool {
        var sawEnd = false
        for character in string {
            if sentenceEnds.contains(character) {
                sawEnd = true
            } else if sawEnd, character.isLetter {
                return true
            } else if sawEnd, !character.isWhitespace {
                sawEnd = false
            }
        }
        return false
    }

    static func valueStacks(_ evaluation: LabelEvaluation) -> String {
        "'\(TextEvidence.quote(evaluation.slot.string))' no longer fits beside the row's title and moves below it (\(TextEvidence.describe(evaluation.scenario))); shorten the title or the value"
    }

    static func manyLines(_ evaluation: LabelEvaluation, maximum: Int) -> String {
        "'\(TextEvidence.quote(evaluation.slot.string))' wraps to \(evaluation.fit.lineCount) lines in \(formatPoints(evaluation.slot.availableWidth)) pt (\(TextEvidence.describe(evaluation.scenario))); rows longer than \(maximum) lines are hard to scan"
    }
}
