/// The name of a fact behind a finding: a closed set, so a rule that writes a fact and a
/// reporter, baseline or summary that reads it back agree at compile time. The raw value is
/// the member name in JSON and SARIF reports (`result.properties.evidence`) and never changes
/// for an existing key.
public enum EvidenceKey: String, CaseIterable, Comparable, Sendable {
    // The text measured and where it comes from.
    /// The text as measured (the user's own string, in the finding's locale).
    case text
    /// Its localization key, when the dump names one; part of a baseline entry.
    case textKey
    /// The locale a text finding was measured in; part of a finding's identity.
    case locale
    /// The String Catalog or strings table a missing translation belongs to.
    case table
    /// Where the translation measured is written (a `.strings`, `.stringsdict` or String
    /// Catalog position), which SARIF reports as a related location.
    case translationFile, translationLine, translationColumn
    /// The plural form measured (`one`, `other`, …); part of a finding's identity.
    case pluralCategory
    /// A plural variable's name, and the forms the locale needs and the translation lacks.
    case variable, requiredCategories, missingCategories

    // How the text was laid out.
    /// The content size category of the first failing layout; part of a finding's identity.
    case contentSizeCategory
    /// The content size categories (`EvidenceValue.contentSizeCategories`) and the table
    /// widths (comma-separated) that fail too.
    case failingSizes, failingWidths
    /// `a11y/dynamic-type`: the first larger size at which the text is cut.
    case firstFailingSize
    case tableWidth, fontSize, numberOfLines, lines
    /// The smallest scale a label that shrinks to fit goes down to; it was measured at it.
    case minimumScaleFactor
    /// How the cell places its texts (side by side, stacked).
    case arrangement
    /// Points the text needs and the room it has; the room in a grouped table instead.
    case neededWidth, availableWidth, groupedAvailableWidth
    /// Points beyond the room (`number`), or `false` when the verdict is within the band.
    case overflow
    /// What the label shows after truncation.
    case visibleText

    // Facts of the table, row or control.
    case tableStyle, sectionCount, rowCount, indexTitleCount, trailingElement
    case accessoryType, selectionStyle, selectionAction
    /// The row's `accessibilityIdentifier`, so a UI test can find the element a finding is about.
    case accessibilityIdentifier
    /// `true` when the screen is a design-time template (prototype or xib cells): its texts
    /// are what a designer typed.
    case template
    /// A delete confirmation or swipe action title.
    case title
    case width, height, minimum, minimumWidth, maximumWidth

    // One finding standing for several cases, and the localization rules' lists.
    /// The other locales (and plural forms, as `ru (few)`) a merged finding stands for.
    case otherLocales
    case missingLocales, untranslatedLocales, reviewLocales, copiedTexts, translatedTexts
    /// What an action does (`ActionEffect`), how many rows share it, an artefact locale's sample.
    case effect, rows, sample

    // `suppression/unused`: the suppression that matched nothing.
    case rule, reason, locales

    public static func < (lhs: EvidenceKey, rhs: EvidenceKey) -> Bool { lhs.rawValue < rhs.rawValue }
}
