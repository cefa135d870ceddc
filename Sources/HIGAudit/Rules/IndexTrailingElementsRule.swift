import HIGModel

/// The section index sits on the trailing edge and is driven by large swipes; accessories,
/// switches and trailing detail text beside it make a touch there ambiguous.
public struct IndexTrailingElementsRule: Rule {
    public static let description = RuleDescription(
        id: "index/trailing-elements",
        name: "IndexWithTrailingElements",
        title: "A table with a section index has no trailing accessories or right-aligned detail",
        guideline: Guideline(title: "Avoid an index with trailing elements", section: "Tables", url: Guideline.tablesURL),
        defaultSeverity: .warning
    )

    public init(options: RuleOptions) {}

    public func check(_ screen: ScreenContext, into findings: inout FindingSink) {
        let table = screen.table
        guard table.style == .plain, let titles = table.sectionIndexTitles, !titles.isEmpty else { return }
        for (path, _, row) in screen.rows {
            guard let (element, member) = Self.trailingElement(of: row) else { continue }
            findings.report(
                Self.trailingElementBesideIndex(element),
                at: path,
                source: row.source,
                member: member,
                evidence: [Evidence(.trailingElement, .string(element)), Evidence(.indexTitleCount, .integer(titles.count))]
            )
        }
    }

    /// What the row shows at its trailing edge, and the dump member that puts it there.
    static func trailingElement(of row: Row) -> (element: String, member: String)? {
        if let view = row.accessoryView { return ("\(view.kind.rawValue)\(view.isInContentView ? " at the cell's trailing edge" : " accessory view")", "accessoryView") }
        if row.accessoryType != .none { return (row.accessoryType.rawValue, "accessoryType") }
        let hasDetail = !(row.secondaryText?.string.isEmpty ?? true)
        switch row.content {
        case .style(.value1) where hasDetail: return ("value1 trailing detail", "secondaryText")
        case .configuration(.valueCell) where hasDetail: return ("valueCell trailing secondary text", "secondaryText")
        default: return nil
        }
    }

    static func trailingElementBesideIndex(_ element: String) -> String {
        "row shows a \(element) beside the section index; touches near the trailing edge become ambiguous"
    }
}
