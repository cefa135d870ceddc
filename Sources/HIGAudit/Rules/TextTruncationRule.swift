import HIGModel
import TextLayout

/// Truncated words are hard to scan and decipher. Predicts, from the cell's layout and the
/// text's measured width, which labels UIKit will cut with "…" and what people will see.
public struct TextTruncationRule: LabelRule {
    public static let description = RuleDescription(
        id: "text/truncation",
        name: "TextTruncation",
        title: "Text fits its label without truncation",
        guideline: Guideline(title: "Keep text succinct to avoid clipping", section: "Tables", url: Guideline.tablesURL),
        defaultSeverity: .error,
        options: [
            Self.uncertaintyBand.declaration,
        ],
        auditTypes: [.textClipped, .dynamicType],
        traits: [.measuresText, .reportsCutText]
    )

    /// The default metrics' measured error against SF Pro (docs/text-engine.md, "Expected error").
    static let uncertaintyBand = RuleOption.Key<Double>(name: "uncertaintyBand", summary: "Fraction of the available width within which a verdict is uncertain and reported as a warning.", defaultValue: FontMetrics.defaultUncertainty)

    private let band: Double

    public init(options: RuleOptions) {
        band = options[Self.uncertaintyBand]
    }

    public func check(_ group: LabelGroup, in screen: ScreenContext, analysis: ScreenTextAnalysis, into findings: inout FindingSink) {
        // The message leads with the case people meet first: a sure cut before a borderline
        // one, the screen's own size before smaller ones, then sweep order (narrowest width
        // first). The others are listed with it. Cuts that appear only above the screen's size
        // are `a11y/dynamic-type`'s.
        // No check is cut, and no one-line text comes near its edge (with a margin for the
        // rounding of the share): every verdict is "fits".
        guard group.extremes.isAnyTruncated || group.extremes.fullestOneLine > (1 - band) - 1e-9 else { return }
        var worst: (check: LabelCheck, verdict: TruncationVerdict)?
        var failing: [LayoutScenario] = []
        let screenSize = analysis.screenSize
        func rank(_ entry: (check: LabelCheck, verdict: TruncationVerdict)) -> Int {
            (entry.verdict == .truncated ? 2 : 0) + (entry.check.category == screenSize ? 1 : 0)
        }
        for check in group.checks where analysis.isTruncationSize(check.category) {
            let verdict = TruncationVerdict(check, band: band)
            guard verdict != .fits else { continue }
            failing.append(group.scenario(of: check))
            if let current = worst, rank((check, verdict)) <= rank(current) { continue }
            worst = (check, verdict)
        }
        guard let worst else { return }
        let severity: Severity = worst.verdict == .truncated ? findings.severity : .warning
        // Cut in a locale after one already reported as surely: that locale joins the finding's list.
        if findings.joinsEarlierFinding(at: group.path, severity: severity, locale: group.locale, pluralCategory: group.pluralCategory) { return }
        let evaluation = analysis.evaluation(group, worst.check)
        let visible = analysis.visibleText(of: evaluation)
        findings.report(
            worst.verdict == .borderline ? Self.borderline(evaluation, scenarios: failing) : Self.truncated(evaluation, visible: visible, scenarios: failing),
            at: evaluation.path,
            source: evaluation.text.source,
            context: evaluation.container,
            severity: severity,
            evidence: TextEvidence.of(evaluation, visible: visible, failing: failing)
        )
    }

    static func truncated(_ evaluation: LabelEvaluation, visible: String, scenarios: [LayoutScenario]) -> String {
        "'\(TextEvidence.quote(evaluation.slot.string))' needs \(formatPoints(evaluation.neededWidth)) pt\(TextEvidence.atMinimumScale(evaluation)), \(formatPoints(evaluation.slot.availableWidth)) pt available (\(TextEvidence.describe(evaluation.scenario))): shows '\(TextEvidence.quote(visible))'" + TextEvidence.alsoAt(scenarios, besides: evaluation.scenario)
    }

    static func borderline(_ evaluation: LabelEvaluation, scenarios: [LayoutScenario]) -> String {
        "'\(TextEvidence.quote(evaluation.slot.string))' needs \(formatPoints(evaluation.neededWidth)) pt\(TextEvidence.atMinimumScale(evaluation)) of \(formatPoints(evaluation.slot.availableWidth)) pt available (\(TextEvidence.describe(evaluation.scenario))): too close to call, may truncate on device" + TextEvidence.alsoAt(scenarios, besides: evaluation.scenario)
    }
}

/// Whether a label is cut, and how sure the prediction is given approximate font metrics.
enum TruncationVerdict: Equatable {
    case fits, borderline, truncated

    init(_ check: LabelCheck, band: Double) {
        let available = check.availableWidth
        if check.fit.isTruncated {
            self = check.fit.overflow > band * available ? .truncated : .borderline
        } else if check.numberOfLines == 1, check.lineBreakMode != .byWordWrapping, check.lineBreakMode != .byCharWrapping,
                  check.fit.width > (1 - band) * available, !check.isEmpty {
            self = .borderline
        } else {
            self = .fits
        }
    }
}

/// The facts every text finding carries, as message parts and structured evidence.
enum TextEvidence {
    /// Text quoted in a message: whole up to 200 characters, else its start and "…", so a
    /// megabyte-long label cannot make a megabyte-long message. Evidence keeps the full text.
    static func quote(_ text: String) -> String {
        let limit = 200
        guard text.count > limit else { return text }
        return String(text.prefix(limit)) + "…"
    }

    /// " at its minimum scale 0.8" for a label that shrinks to fit: it was measured at that size.
    static func atMinimumScale(_ evaluation: LabelEvaluation) -> String {
        evaluation.text.shrinkScale.map { " at its minimum scale \($0)" } ?? ""
    }

    static func describe(_ scenario: LayoutScenario) -> String {
        "\(scenario.locale), \(scenario.category.shortName), \(formatPoints(scenario.width)) pt table"
    }

    /// " (also at AX1, AX2; 320 pt)" when the finding stands for several scenarios.
    static func alsoAt(_ scenarios: [LayoutScenario], besides shown: LayoutScenario) -> String {
        let sizes = orderedUnique(scenarios.map(\.category)).filter { $0 != shown.category }.map(\.shortName)
        let widths = orderedUnique(scenarios.map(\.width)).filter { $0 != shown.width }.map { "\(formatPoints($0)) pt" }
        let parts = sizes + widths
        return parts.isEmpty ? "" : "; also at " + parts.joined(separator: ", ")
    }

    static func of(_ evaluation: LabelEvaluation, visible: String, failing: [LayoutScenario]) -> [Evidence] {
        var evidence = [
            Evidence(.text, .string(evaluation.slot.string)),
            Evidence(.visibleText, .string(visible)),
            Evidence(.neededWidth, .number(evaluation.neededWidth)),
            Evidence(.availableWidth, .number(evaluation.slot.availableWidth)),
            Evidence(.overflow, .number(max(0, evaluation.neededWidth - evaluation.slot.availableWidth))),
            Evidence(.lines, .integer(evaluation.fit.lineCount)),
            Evidence(.numberOfLines, .integer(evaluation.slot.numberOfLines)),
            Evidence(.fontSize, .number(evaluation.slot.font.pointSize)),
            Evidence(.locale, .string(evaluation.scenario.locale)),
            Evidence(.contentSizeCategory, .string(evaluation.scenario.category.rawValue)),
            Evidence(.tableWidth, .number(evaluation.scenario.width)),
        ]
        if let key = evaluation.text.localizationKey { evidence.insert(Evidence(.textKey, .string(key)), at: 1) }
        if let arrangement = evaluation.slot.arrangement { evidence.append(Evidence(.arrangement, .string(arrangement.rawValue))) }
        if let scale = evaluation.text.shrinkScale { evidence.append(Evidence(.minimumScaleFactor, .number(scale))) }
        evidence += LocalizationEvidence.of(evaluation)
        if failing.count > 1 {
            evidence.append(Evidence(.failingSizes, .contentSizeCategories(orderedUnique(failing.map(\.category)))))
            evidence.append(Evidence(.failingWidths, .string(orderedUnique(failing.map(\.width)).map(formatPoints).joined(separator: ","))))
        }
        return evidence
    }

    static func orderedUnique<T: Hashable>(_ values: [T]) -> [T] {
        var seen: Set<T> = []
        return values.filter { seen.insert($0).inserted }
    }
}
