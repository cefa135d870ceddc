/// The width Auto Layout gives a label of a custom cell, solved on the horizontal axis from the
/// cell's constraints, stack views and autoresizing masks (docs/layout-model.md, "Auto Layout in
/// custom cells"). It is a function of the run: the content view's width and layout margin at
/// each table width, and the measured width of a label it competes with in each locale and size:
///
///     available = contentWidthFactor × (contentWidth − marginCount × margin) + constant
///                 − (the competitor's text width, when the competitor keeps its width)
///
/// capped at `maximum`. A label whose width cannot be known has `Text.widthUnknown` instead.
public struct AutoLayoutWidth: Hashable, Sendable {
    /// The share of the content view's width the label's span follows: 1 for a chain from edge
    /// to edge, 1/n in a `fillEqually` stack of n views.
    public var contentWidthFactor: Double
    /// How many of the content view's layout margins the span starts or ends at (0…2).
    public var marginCount: Double
    /// Points added to the span: minus fixed widths, gaps and constants along the chain.
    public var constant: Double
    /// A `width ≤ c` or `width == c` (below the required priority) cap; nil: none.
    public var maximum: Double?
    /// Another label of the row in the same chain.
    public var competitor: Competitor?

    public enum Outcome: String, CaseIterable, Hashable, Sendable {
        /// The competitor's compression resistance is higher: it keeps its text width and this
        /// label gets what is left.
        case competitorKeeps
        /// This label's compression resistance is higher: the competitor gives way.
        case competitorGivesWay
        /// Equal priorities: Auto Layout's choice is ambiguous when both do not fit.
        case tie
    }

    public struct Competitor: Hashable, Sendable {
        /// `text` or `secondaryText`: the row's other label.
        public var isSecondaryText: Bool
        public var outcome: Outcome

        public init(isSecondaryText: Bool, outcome: Outcome) {
            self.isSecondaryText = isSecondaryText
            self.outcome = outcome
        }
    }

    public init(contentWidthFactor: Double = 1, marginCount: Double = 0, constant: Double = 0, maximum: Double? = nil, competitor: Competitor? = nil) {
        self.contentWidthFactor = contentWidthFactor
        self.marginCount = marginCount
        self.constant = constant
        self.maximum = maximum
        self.competitor = competitor
    }

    /// The span before any competitor takes its share, for a content view `contentWidth` wide
    /// with `margin`-point layout margins.
    public func span(contentWidth: Double, margin: Double) -> Double {
        var width = contentWidthFactor * (contentWidth - marginCount * margin) + constant
        if let maximum { width = min(width, maximum) }
        return max(0, width)
    }

    /// The label's available width, given its own text width and the competitor's (nil: the
    /// competitor shows nothing the audit knows).
    public func available(contentWidth: Double, margin: Double, ownWidth: Double, competitorWidth: Double?) -> Double {
        let span = span(contentWidth: contentWidth, margin: margin)
        guard let competitor, let other = competitorWidth else { return span }
        switch competitor.outcome {
        case .competitorGivesWay:
            return span
        case .competitorKeeps:
            return max(0, span - min(other, span))
        case .tie:
            // Both fit: each gets its own width at least. Neither alone fits: cut whoever wins.
            // Otherwise Auto Layout may pick either: the label is given its own width, so no cut
            // is claimed that might not happen.
            if ownWidth + other <= span { return span - other }
            if ownWidth > span { return span }
            return ownWidth
        }
    }
}

extension Screen {
    /// Row labels of custom cells whose width Auto Layout decides at run time in a way the
    /// document does not say (`Text.widthUnknown`): not measured, and counted in the summary of
    /// `check` and `dump` so a clean report is not read as "every label fits".
    public var unmeasuredLabelCount: Int {
        table.sections.reduce(0) { count, section in
            section.rows.reduce(count) { count, row in
                count + (row.text?.widthUnknown != nil ? 1 : 0) + (row.secondaryText?.widthUnknown != nil ? 1 : 0)
            }
        }
    }

    /// `7 labels with a width Auto Layout decides at run time not measured`, one phrase for
    /// every report's summary; nil when there are none.
    public static func unmeasuredLabelsPhrase(_ count: Int) -> String? {
        count > 0 ? "\(count) label\(count == 1 ? "" : "s") with a width Auto Layout decides at run time not measured" : nil
    }
}
