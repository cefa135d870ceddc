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

    static let expectDisclosureIndicator = RuleOption.Key<Bool>(name: "expectDisclosureIndicator", summary: "Report rows that navigate without a disclosure indicator (tables without a section index only).", defaultValue: true)

    private let expectDisclosureIndicator: Bool

    public init(options: RuleOptions) {
        expectDisclosureIndicator = options[Self.expectDisclosureIndicator]
    }

    public func check(_ screen: ScreenContext, into findings: inout FindingSink) {
        let hasIndex = !(screen.table.sectionIndexTitles ?? []).isEmpty
        for (path, _, row) in screen.rows where row.isSelectable {
            let action = row.selectionAction
            let changesVisibly = action == .navigates || action == .togglesCheckmark
            if row.selectionStyle == .none, !changesVisibly {
                findings.report(Self.noFeedback(action: action), at: path, source: row.source, member: "selectionStyle",
                                evidence: [Evidence(.selectionStyle, .string("none")), Evidence(.selectionAction, .string(action?.rawValue ?? "unspecified"))])
            } else if action == .some(.none), row.selectionStyle != .none {
                findings.report(Self.highlightWithoutEffect, at: path, source: row.source, member: "selectionAction",
                                evidence: [Evidence(.selectionAction, .string("none"))])
            }
            // A custom accessory view or an index owns the trailing edge; a chevron is not expected there.
            if expectDisclosureIndicator, action == .navigates, !hasIndex, row.accessoryView == nil,
               row.accessoryType != .disclosureIndicator, row.accessoryType != .detailDisclosureButton {
                findings.report(Self.navigatesWithoutIndicator(accessory: row.accessoryType), at: path, source: row.source,
                                member: row.source.hasMember("accessoryType") ? "accessoryType" : "selectionAction",
                                evidence: [Evidence(.selectionAction, .string("navigates")), Evidence(.accessoryType, .string(row.accessoryType.rawValue))])
            }
        }
    }

    static func noFeedback(action: SelectionAction?) -> String {
        let what = action.map { "it \($0 == .runsAction ? "runs an action" : "does nothing")" } ?? "nothing visible is declared to change"
        return "selectable row has selectionStyle 'none' and \(what); highlight it, or show a change such as a checkmark"
    }

    static let highlightWithoutEffect = "row highlights when tapped but selecting it does nothing; make it non-selectable"

    static func navigatesWithoutIndicator(accessory: AccessoryType) -> String {
        let shown = accessory == .none ? "no accessory" : "a \(accessory.rawValue)"
        return "row navigates but shows \(shown); add a disclosure indicator so people know it leads somewhere"
    }
}
