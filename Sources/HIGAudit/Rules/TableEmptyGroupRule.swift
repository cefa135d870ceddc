import HIGModel

/// A grouped table always has at least one group, and every group at least one row: an empty
/// group draws as a stray header, footer or gap.
public struct TableEmptyGroupRule: Rule {
    public static let description = RuleDescription(
        id: "table/empty-group",
        name: "EmptyGroup",
        title: "A grouped table has at least one group, each with at least one row",
        guideline: Guideline(title: "Grouped tables have no empty groups", section: "Tables", url: Guideline.tablesURL),
        defaultSeverity: .warning
    )

    public init(options: RuleOptions) {}

    public func check(_ screen: ScreenContext, into findings: inout FindingSink) {
        let table = screen.table
        // An empty table that is still loading is the loading rule's business, not this one's.
        guard table.style.isGrouped, table.loading?.isLoading != true else { return }
        if table.sections.isEmpty {
            findings.report(
                Self.noGroups(style: table.style),
                at: screen.path.appending(.table),
                source: table.source,
                member: "sections",
                evidence: [Evidence(.tableStyle, .string(table.style.rawValue)), Evidence(.sectionCount, .integer(0))]
            )
        }
        for (path, section) in screen.sections where section.rows.isEmpty {
            findings.report(
                Self.emptyGroup(section),
                at: path,
                source: section.source,
                member: "rows",
                evidence: [Evidence(.tableStyle, .string(table.style.rawValue)), Evidence(.rowCount, .integer(0))]
            )
        }
    }

    static func noGroups(style: TableStyle) -> String {
        "\(style.rawValue) table has no sections; a grouped table shows at least one group"
    }

    static func emptyGroup(_ section: Section) -> String {
        let name = section.header.map { " '\($0.string)'" } ?? ""
        return "section\(name) has no rows; remove the empty group or give it content"
    }
}
