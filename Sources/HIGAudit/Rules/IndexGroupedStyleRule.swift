import HIGModel

/// Grouped and inset grouped tables never show a section index: the index belongs to long,
/// plain lists, and beside rounded groups it crowds the trailing edge.
public struct IndexGroupedStyleRule: Rule {
    public static let description = RuleDescription(
        id: "index/grouped-style",
        name: "IndexOnGroupedTable",
        title: "Grouped and inset grouped tables have no section index",
        guideline: Guideline(title: "Grouped tables have no index", section: "Tables", url: Guideline.tablesURL),
        defaultSeverity: .warning
    )

    public init(options: RuleOptions) {}

    public func check(_ screen: ScreenContext, into findings: inout FindingSink) {
        let table = screen.table
        guard table.style.isGrouped, let titles = table.sectionIndexTitles, !titles.isEmpty else { return }
        findings.report(
            Self.indexOnGroupedTable(style: table.style, titleCount: titles.count),
            at: screen.path.appending(.table),
            source: table.source,
            member: "sectionIndexTitles",
            evidence: [Evidence(.tableStyle, .string(table.style.rawValue)), Evidence(.indexTitleCount, .integer(titles.count))]
        )
    }

    static func indexOnGroupedTable(style: TableStyle, titleCount: Int) -> String {
        "\(style.rawValue) table shows a section index (\(titleCount) titles); use a plain table for an indexed list, or drop the index"
    }
}
