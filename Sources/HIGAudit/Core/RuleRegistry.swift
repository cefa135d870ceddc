/// Every rule the tool knows, in catalog order (by id).
public enum RuleRegistry {
    public static let rules: [any Rule.Type] = [
        EditingDeleteTitleRule.self,
        IndexGroupedStyleRule.self,
        IndexTrailingElementsRule.self,
        SelectionFeedbackRule.self,
        TableEmptyGroupRule.self,
        TableWidthRule.self,
    ].sorted { $0.description.id < $1.description.id }

    public static var descriptions: [RuleDescription] { rules.map { $0.description } }

    public static func rule(id: String) -> (any Rule.Type)? {
        rules.first { $0.description.id == id }
    }
}
