import HIGModel

/// Deleting a row shows a confirmation button. "Delete" is right for destroying data, but a
/// clearer verb (Remove, Unsubscribe, Leave) tells people what actually happens; an empty title
/// leaves a blank red button.
public struct EditingDeleteTitleRule: Rule {
    public static let description = RuleDescription(
        id: "editing/delete-title",
        name: "DeleteButtonTitle",
        title: "Deletable rows say what deleting does, with a title that is never empty",
        guideline: Guideline(title: "Consider a custom title for the Delete button", section: "Tables", url: Guideline.tablesURL),
        defaultSeverity: .note,
        options: [
            RuleOption(name: "adviseCustomTitle", summary: "Report deletable rows that keep the system title \"Delete\".", defaultValue: .bool(true)),
        ]
    )

    private let adviseCustomTitle: Bool

    public init(options: RuleOptions) {
        adviseCustomTitle = options.bool("adviseCustomTitle")
    }

    public func check(_ screen: ScreenContext, into findings: inout FindingSink) {
        // An empty title is a broken button, never mere advice.
        let emptySeverity = max(findings.severity, .warning)
        for (path, _, row) in screen.rows {
            if let title = row.deleteConfirmationTitle {
                if Self.isBlank(title.string) {
                    findings.report(Self.emptyDeleteTitle, at: path.appending(.deleteConfirmationTitle), source: title.source, context: row.source, severity: emptySeverity)
                }
            } else if row.editingStyle == .delete, adviseCustomTitle, !row.trailingSwipeActions.contains(where: { $0.style == .destructive }) {
                findings.report(Self.defaultDeleteTitle, at: path, source: row.source, member: "editingStyle", evidence: [Evidence("title", .string("Delete"))])
            }
            for (index, action) in row.trailingSwipeActions.enumerated() where Self.isBlank(action.title.string) {
                findings.report(Self.emptySwipeTitle(style: action.style), at: path.appending(.swipeAction(index)), source: action.title.source, context: row.source, severity: emptySeverity)
            }
        }
    }

    static func isBlank(_ string: String) -> Bool {
        string.unicodeScalars.allSatisfy { $0.properties.isWhitespace || $0.properties.isDefaultIgnorableCodePoint }
    }

    static let defaultDeleteTitle = "deletable row uses the system title 'Delete'; consider a verb that says what happens (Remove, Unsubscribe, Leave…)"
    static let emptyDeleteTitle = "delete confirmation title is empty; the button shows no label"

    static func emptySwipeTitle(style: SwipeActionStyle) -> String {
        "\(style.rawValue) swipe action has an empty title; the button shows no label"
    }
}
