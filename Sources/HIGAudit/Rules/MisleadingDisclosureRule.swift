import HIGModel

/// A disclosure indicator promises a next level of the hierarchy. On a row that signs out,
/// opens an alert or runs an action the chevron promises a view that never comes.
public struct MisleadingDisclosureRule: Rule {
    public static let description = RuleDescription(
        id: "selection/misleading-disclosure",
        name: "DisclosureWithoutNavigation",
        title: "Only rows that lead to another view show a disclosure indicator",
        guideline: Guideline(title: "Use a disclosure indicator for rows that reveal more", section: "Tables", url: Guideline.tablesURL),
        defaultSeverity: .warning
    )

    public init(options: RuleOptions) {}

    public func check(_ screen: ScreenContext, into findings: inout FindingSink) {
        for (path, _, row) in screen.rows {
            // A custom accessory view hides the accessory type (a control inside a custom cell's
            // content view does not); an unknown action is not judged. A row that cannot be
            // selected does nothing when tapped, whatever its action says.
            guard row.accessoryView.map({ $0.isInContentView }) ?? true, row.accessoryType == .disclosureIndicator else { continue }
            let effective: SelectionAction
            if !row.isSelectable {
                effective = .none
            } else if let action = row.selectionAction, !action.showsView {
                effective = action
            } else {
                continue
            }
            findings.report(
                Self.chevronWithoutNextLevel(effective),
                at: path.appending(.accessory),
                source: row.source,
                member: "accessoryType",
                evidence: [Evidence(.accessoryType, .string(row.accessoryType.rawValue)), Evidence(.selectionAction, .string(effective.rawValue))]
            )
        }
    }

    static func chevronWithoutNextLevel(_ action: SelectionAction) -> String {
        let what = switch action {
        case .presentsAlert: "selecting it presents an alert"
        case .runsAction: "selecting it runs an action"
        case .togglesCheckmark: "selecting it toggles a checkmark"
        case .togglesControl: "selecting it flips its control"
        default: "selecting it does nothing"
        }
        return "row shows a disclosure indicator but \(what); the chevron promises a next level that never comes, so remove it"
    }
}
