import HIGModel

extension TableDump {
    /// Every `auditSuppressions` entry of the dump with the path of the element that declares it,
    /// so a suppression covers findings on that element and everything inside it.
    public var declaredSuppressions: [(path: ElementPath, suppression: AuditSuppression)] {
        var found: [(path: ElementPath, suppression: AuditSuppression)] = []
        func add(_ suppressions: [AuditSuppression], _ path: ElementPath) {
            for suppression in suppressions { found.append((path, suppression)) }
        }
        func add(_ text: HIGModel.Text?, _ path: ElementPath) {
            if let text { add(text.auditSuppressions, path) }
        }
        for screen in screens {
            let root = ElementPath(screen: screen.name)
            add(screen.auditSuppressions, root)
            add(screen.table.auditSuppressions, root.appending(.table))
            for (sectionIndex, section) in screen.table.sections.enumerated() {
                let sectionPath = root.appending(.section(sectionIndex))
                add(section.auditSuppressions, sectionPath)
                add(section.header, sectionPath.appending(.header))
                add(section.footer, sectionPath.appending(.footer))
                for (rowIndex, row) in section.rows.enumerated() {
                    let rowPath = sectionPath.appending(.row(rowIndex, id: row.id))
                    add(row.auditSuppressions, rowPath)
                    add(row.text, rowPath.appending(.text))
                    add(row.secondaryText, rowPath.appending(.secondaryText))
                    add(row.deleteConfirmationTitle, rowPath.appending(.deleteConfirmationTitle))
                    for (index, action) in row.trailingSwipeActions.enumerated() {
                        add(action.title, rowPath.appending(.swipeAction(index)))
                    }
                }
            }
        }
        return found
    }
}
