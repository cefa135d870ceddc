import HIGModel

/// Wrapped rows are harder to scan than single lines. Not a defect — a note where the wrap
/// changes how a row reads: a value cell whose value drops below its title, or a row text that
/// runs to many lines.
public struct TextWrappingRule: Rule {
    public static let description = RuleDescription(
        id: "text/wrapping",
        name: "TextWrapping",
        title: "Rows stay scannable, with values beside their titles and short row text",
        guideline: Guideline(title: "Keep text succinct to avoid clipping", section: "Tables", url: Guideline.tablesURL),
        defaultSeverity: .note,
        options: [
            RuleOption(name: "maximumLines", summary: "Row texts that wrap to more lines than this are reported.", defaultValue: .number(2)),
        ]
    )

    private let maximumLines: Int

    public init(options: RuleOptions) {
        maximumLines = max(1, Int(options.number("maximumLines")))
    }

    public func check(_ screen: ScreenContext, into findings: inout FindingSink) {
        guard let analysis = screen.textAnalysis else { return }
        let candidates = analysis.evaluations.filter { analysis.baseSizes.contains($0.scenario.category) && $0.row != nil }
        for group in TextFindingGroups(candidates) {
            // A value cell stacks when its texts do not fit side by side; at accessibility
            // sizes it always stacks, which is by design.
            if let stacked = group.evaluations.first(where: {
                $0.slot.role == .secondaryText && $0.slot.arrangement == .stacked && !$0.scenario.category.isAccessibilityCategory
                    && $0.row.map { $0.content == .configuration(.valueCell) } == true
            }) {
                findings.report(Self.valueStacks(stacked), at: stacked.path, source: stacked.text.source, context: stacked.container,
                                evidence: TextEvidence.of(stacked, visible: stacked.slot.string, failing: [stacked.scenario]))
                continue
            }
            if let long = group.evaluations.first(where: { $0.fit.lineCount > maximumLines && !$0.isTruncated }) {
                findings.report(Self.manyLines(long, maximum: maximumLines), at: long.path, source: long.text.source, context: long.container,
                                evidence: TextEvidence.of(long, visible: long.slot.string, failing: [long.scenario]))
            }
        }
    }

    static func valueStacks(_ evaluation: LabelEvaluation) -> String {
        "'\(TextEvidence.quote(evaluation.slot.string))' no longer fits beside the row's title and moves below it (\(TextEvidence.describe(evaluation.scenario))); shorten the title or the value"
    }

    static func manyLines(_ evaluation: LabelEvaluation, maximum: Int) -> String {
        "'\(TextEvidence.quote(evaluation.slot.string))' wraps to \(evaluation.fit.lineCount) lines in \(formatPoints(evaluation.slot.availableWidth)) pt (\(TextEvidence.describe(evaluation.scenario))); rows longer than \(maximum) lines are hard to scan"
    }
}
