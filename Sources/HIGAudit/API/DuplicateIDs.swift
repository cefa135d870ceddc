import HIGModel

/// Rows that share an id on one screen (two dump rows with the same `id`, two storyboard cells
/// with the same object ID): a warning each, never a silent merge. Both rows are audited and
/// keep their findings; findings are told apart by their positions (and `FindingConsolidation`
/// keys elements by their whole path, row positions included).
enum DuplicateIDs {
    /// `file:line:col: warning: …` for every row whose id an earlier row on its screen has.
    static func warnings(in dump: TableDump) -> [String] {
        var warnings: [String] = []
        for screen in dump.screens {
            var first: [String: SourceInfo] = [:]
            for section in screen.table.sections {
                for row in section.rows {
                    guard let id = row.id else { continue }
                    guard let earlier = first[id] else {
                        first[id] = row.source
                        continue
                    }
                    let here = row.source.span.start, there = earlier.span.start
                    warnings.append("\(LogText.name(row.source.file)):\(here.line):\(here.column): warning: row id '\(UntrustedText.short(id, limit: 60))' is also the id of the row at \(there.line):\(there.column) on screen '\(UntrustedText.short(screen.name, limit: 60))'; both rows are audited, their findings told apart by position")
                }
            }
        }
        return warnings
    }
}
