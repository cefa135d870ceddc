import HIGModel

/// When people tap a row it highlights briefly, then something visibly changes: a new view
/// appears or a checkmark moves. A row that does neither leaves them wondering whether the tap
/// registered.
public struct SelectionFeedbackRule: Rule {
    public static let description = RuleDescription(
        id: "selection/feedback",
        name: "SelectionFeedback",
        title: "Selecting a row gives visible feedback",
        guideline: Guideline(title: "Provide feedback when a selection is made", section: "Tables", url: Guideline.tablesURL),
        defaultSeverity: .warning,
        options: [
            Self.expectDisclosureIndicator.declaration,
        ]
    )

    static let expectDisclosureIndicator = RuleOption.Key<Bool>(name: "expectDisclosureIndicator", summary: "Report rows that push the next level without a disclosure indicator (tables without a section index only).", defaultValue: true)

    private let expectDisclosureIndicator: Bool

    public init(options: RuleOptions) {
        expectDisclosureIndicator = options[Self.expectDisclosureIndicator]
    }

    public func check(_ screen: ScreenContext, into findings: inout FindingSink) {
        let hasIndex = !(screen.table.sectionIndexTitles ?? []).isEmpty
        for (path, _, row) in screen.rows where row.isSelectable {
            let action = row.selectionAction
            // A row built around a switch, stepper or text field is used through its control:
            // no highlight is the right design there, whatever a tap on the row does.
            if row.selectionStyle == .none, !(action?.changesVisibly ?? false), !row.isBuiltAroundControl {
                findings.report(Self.noFeedback(action: action), at: path, source: row.source, member: "selectionStyle",
                                evidence: [Evidence(.selectionStyle, .string("none")), Evidence(.selectionAction, .string(action?.rawValue ?? "unspecified"))])
            } else if action == .some(.none), row.selectionStyle != .none {
                findings.report(Self.highlightWithoutEffect, at: path, source: row.source, member: "selectionAction",
                                evidence: [Evidence(.selectionAction, .string("none"))])
            }
            // Only a push leads to a next level; a sheet or an alert is not one, and `navigates`
            // does not say which. A custom accessory view or an index owns the trailing edge.
            if expectDisclosureIndicator, action == .pushes, !hasIndex, row.accessoryView == nil,
               row.accessoryType != .disclosureIndicator, row.accessoryType != .detailDisclosureButton {
                findings.report(Self.pushesWithoutIndicator(accessory: row.accessoryType), at: path, source: row.source,
                                member: row.source.hasMember("accessoryType") ? "accessoryType" : "selectionAction",
                                evidence: [Evidence(.selectionAction, .string(SelectionAction.pushes.rawValue)), Evidence(.accessoryType, .string(row.accessoryType.rawValue))])
            }
        }
    }

    static func noFeedback(action: SelectionAction?) -> String {
        switch action {
        case .some(.runsAction): "selectable row has selectionStyle 'none' and runs an action without a visible change; let it highlight when tapped"
        case .some(.none): "selectable row has selectionStyle 'none' and selecting it does nothing; make it non-selectable"
        default: "selectable row has selectionStyle 'none' and nothing visible is declared to change; let it highlight, or show a change such as a checkmark"
        }
    }

    static let highlightWithoutEffect = "row highlights when tapped but selecting it does nothing; make it non-selectable"

    static func pushesWithoutIndicator(accessory: AccessoryType) -> String {
        let shown = accessory == .none ? "no accessory" : "a \(accessory.rawValue)"
        return "row pushes the next level but shows \(shown); add a disclosure indicator so people know it leads somewhere"
    }
}
