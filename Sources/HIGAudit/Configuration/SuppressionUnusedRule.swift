/// A suppression that matches no finding: the problem it excused was fixed, or it names the
/// wrong element, rule or locale. Left in place it would silently excuse the next regression.
///
/// Not a screen check: `SuppressionMatcher` reports it after the audit, so it is listed in the
/// registry's catalog (for `rules`, `explain`, configuration and reports) but not among its
/// screen-checking rules.
public enum SuppressionUnusedRule {
    public static let description = RuleDescription(
        id: "suppression/unused",
        name: "UnusedSuppression",
        title: "Every suppression matches a finding",
        // Not an HIG passage: the tool's own hygiene, so it links to the suppression docs.
        guideline: Guideline(title: "Keep suppressions current", section: "Configuration", url: "\(RuleDocs.repositoryURL)/blob/main/docs/configuration.md#suppressions"),
        defaultSeverity: .warning
    )

    static func message(for suppression: Suppression) -> String {
        let locales = suppression.locales.map { " in \($0.joined(separator: ", "))" } ?? ""
        var message = "suppression of '\(suppression.rule)'\(locales) matches no finding; remove it"
        if RuleRegistry.description(id: suppression.rule) == nil {
            message = "suppression names unknown rule '\(suppression.rule)'"
                + didYouMean(suppression.rule, in: RuleRegistry.descriptions.map(\.id))
        }
        return message + " (reason given: '\(suppression.reason)')"
    }
}
