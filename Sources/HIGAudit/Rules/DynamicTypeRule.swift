import HIGModel

/// Text must survive Dynamic Type: a label that fits at the screen's text size but is cut at a
/// larger size the app supports fails the people who need larger text most.
public struct DynamicTypeRule: Rule {
    public static let description = RuleDescription(
        id: "a11y/dynamic-type",
        name: "DynamicTypeTruncation",
        title: "Text that fits at the default size still fits at every larger size the app supports",
        guideline: Guideline(title: "Support Dynamic Type", section: "Accessibility", url: Guideline.accessibilityURL),
        defaultSeverity: .warning
    )

    public init(options: RuleOptions) {}

    public func check(_ screen: ScreenContext, into findings: inout FindingSink) {
        guard let analysis = screen.textAnalysis else { return }
        let base = screen.environment.contentSizeCategory
        for group in TextFindingGroups(analysis.evaluations) {
            // Fits at the screen's own size at every swept width…
            let atBase = group.evaluations.filter { $0.scenario.category == base }
            guard !atBase.isEmpty, atBase.allSatisfy({ !$0.isTruncated }) else { continue }
            // …but is cut at a larger size: name the first one.
            let failing = group.evaluations.filter { $0.scenario.category > base && $0.isTruncated }
            guard let first = failing.min(by: { ($0.scenario.category, -$0.fit.overflow) < ($1.scenario.category, -$1.fit.overflow) }) else { continue }
            let visible = analysis.visibleText(of: first)
            findings.report(
                Self.truncatedAtLargerSize(first, base: base, visible: visible, sizes: TextEvidence.orderedUnique(failing.map(\.scenario.category)).sorted()),
                at: first.path,
                source: first.text.source,
                context: first.container,
                evidence: TextEvidence.of(first, visible: visible, failing: failing.map(\.scenario)) + [Evidence("firstFailingSize", .string(first.scenario.category.rawValue))]
            )
        }
    }

    static func truncatedAtLargerSize(_ evaluation: LabelEvaluation, base: HIGModel.ContentSizeCategory, visible: String, sizes: [HIGModel.ContentSizeCategory]) -> String {
        let range = sizes.count > 1 ? " (truncated at \(sizes.map(\.shortName).joined(separator: ", ")))" : ""
        return "'\(TextEvidence.quote(evaluation.slot.string))' fits at \(base.shortName) but is truncated from \(evaluation.scenario.category.shortName): needs \(formatPoints(evaluation.neededWidth)) pt, \(formatPoints(evaluation.slot.availableWidth)) pt available (\(TextEvidence.describe(evaluation.scenario))), shows '\(TextEvidence.quote(visible))'\(range)"
    }
}
