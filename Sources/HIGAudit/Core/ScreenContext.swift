import HIGModel

/// A screen under audit, with the element paths rules report against.
public struct ScreenContext: Sendable {
    public let screen: Screen

    public init(_ screen: Screen) {
        self.screen = screen
    }

    public var table: Table { screen.table }
    public var environment: Environment { screen.environment }
    public var path: ElementPath { ElementPath(screen: screen.name) }

    /// Every section with its path.
    public var sections: [(path: ElementPath, section: Section)] {
        screen.table.sections.enumerated().map { index, section in
            (path.appending(.section(index)), section)
        }
    }

    /// Every row of every section with its path, in table order.
    public var rows: [(path: ElementPath, section: Section, row: Row)] {
        sections.flatMap { sectionPath, section in
            section.rows.enumerated().map { index, row in
                (sectionPath.appending(.row(index, id: row.id)), section, row)
            }
        }
    }
}
