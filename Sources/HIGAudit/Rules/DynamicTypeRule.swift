import HIGModel

/// Text must survive Dynamic Type: a label that fits at the screen's text size but is cut at a
/// larger size the app supports fails the people who need larger text most.
public struct DynamicTypeRule: LabelRule {
    public static let description = RuleDescription(
        id: "a11y/dynamic-type",
        name: "DynamicTypeTruncation",
        title: "Text that fits at the default size still fits at every larger size the app supports",
        guideline: Guideline(title: "Support Dynamic Type", section: "Accessibility", url: Guideline.accessibilityURL),
        defaultSeverity: .warning,
        auditTypes: [.textClipped, .dynamicType],
        traits: [.measuresText, .reportsCutText]
    )

    public init(options: RuleOptions) {}

    public func check(_ group: LabelGroup, in screen: ScreenContext, analysis: ScreenTextAnalysis, into findings: inout FindingSink) {
        // Nothing is cut at any size: nothing to report.
        guard group.extremes.isAnyTruncated else { return }
        let base = screen.environment.contentSizeCategory
        // Fits at the screen's own size at every swept width…
        var measuredAtBase = false
        for check in group.checks where check.category == base {
            if check.isTruncated { return }
            measuredAtBase = true
        }
        guard measuredAtBase else { return }
        // …but is cut at a larger size: name the first one.
        guard group.checks.contains(where: { $0.category > base && $0.isTruncated }) else { return }
        // Cut in a locale after one already reported: that locale joins the finding's list.
        if findings.joinsEarlierFinding(at: group.path, locale: group.locale, pluralCategory: group.pluralCategory) { return }
        let failing = group.checks.filter { $0.category > base && $0.isTruncated }
        guard let first = failing.min(by: { ($0.category, -$0.fit.overflow) < ($1.category, -$1.fit.overflow) }) else { return }
        let evaluation = analysis.evaluation(group, first)
        let visible = analysis.visibleText(of: evaluation)
        findings.report(
            Self.truncatedAtLargerSize(evaluation, base: base, visible: visible, sizes: TextEvidence.orderedUnique(failing.map(\.category)).sorted(),
                                       widths: TextEvidence.orderedUnique(failing.map(\.width))),
            at: evaluation.path,
            source: evaluation.text.source,
            context: evaluation.container,
            evidence: TextEvidence.of(evaluation, visible: visible, failing: failing.map(group.scenario(of:))) + [Evidence(.firstFailingSize, .string(first.category.rawValue))]
        )
    }

    static func truncatedAtLargerSize(_ evaluation: LabelEvaluation, base: HIGModel.ContentSizeCategory, visible: String, sizes: [HIGModel.ContentSizeCategory], widths: [Double] = []) -> String {
        var notes = sizes.count > 1 ? ["truncated at \(sizes.map(\.shortName).joined(separator: ", "))"] : []
        if widths.count > 1 { notes.append("in \(widths.map { "\(formatPoints($0)) pt" }.joined(separator: ", ")) tables") }
        let range = notes.isEmpty ? "" : " (\(notes.joined(separator: "; ")))"
        return "'\(TextEvidence.quote(evaluation.slot.string))' fits at \(base.shortName) but is truncated from \(evaluation.scenario.category.shortName): needs \(formatPoints(evaluation.neededWidth)) pt, \(formatPoints(evaluation.slot.availableWidth)) pt available (\(TextEvidence.describe(evaluation.scenario))), shows '\(TextEvidence.quote(visible))'\(range)"
    }
}
