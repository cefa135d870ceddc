/// Every rule the tool knows, in catalog order (by id).
public enum RuleRegistry {
    /// The rules that check screens.
    public static let rules: [any Rule.Type] = [
        AccessibilityLabelRule.self,
        DynamicTypeRule.self,
        EditingDeleteTitleRule.self,
        InsetGroupedCompactRule.self,
        TextTruncationRule.self,
        TextWrappingRule.self,
        TextFixedSizeRule.self,
        TouchTargetRule.self,
        IndexGroupedStyleRule.self,
        IndexTrailingElementsRule.self,
        SelectionFeedbackRule.self,
        TableEmptyGroupRule.self,
        TableWidthRule.self,
        L10nMissingTranslationRule.self,
        L10nMissingPluralFormRule.self,
        L10nUnfinishedTranslationRule.self,
        L10nPseudoLocaleRule.self,
        MisleadingDisclosureRule.self,
        DestructiveStyleRule.self,
    ].sorted { $0.description.id < $1.description.id }

    /// Rules whose findings come from elsewhere than a screen check (the suppression matcher).
    public static let nonScreenRules: [RuleDescription] = [
        SuppressionUnusedRule.description,
    ]

    /// The whole catalog: what `rules` lists, `explain` documents and configuration accepts.
    public static let descriptions: [RuleDescription] = (rules.map { $0.description } + nonScreenRules).sorted { $0.id < $1.id }

    public static func rule(id: String) -> (any Rule.Type)? {
        rules.first { $0.description.id == id }
    }

    public static func description(id: String) -> RuleDescription? {
        descriptions.first { $0.id == id }
    }
}
