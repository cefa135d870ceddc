import Foundation
import HIGModel

/// A screen under audit, with the element paths rules report against.
public struct ScreenContext: Sendable {
    public let screen: Screen
    public let textSweep: TextSweep
    private let analysis = LazyValue<ScreenTextAnalysis?>()
    private let sharedLocalization = LazyValue<ScreenLocalization>()

    public init(_ screen: Screen, textSweep: TextSweep = TextSweep()) {
        self.screen = screen
        self.textSweep = textSweep
    }

    /// Every label laid out and measured across the sweep, computed on first use and shared by
    /// the text rules of this screen. Nil only if ICU cannot open its iterators.
    public var textAnalysis: ScreenTextAnalysis? {
        analysis.value { try? ScreenTextAnalysis(screen: screen, sweep: textSweep) }
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

    /// Every row of every section with its path, in table order, made as it is iterated: a
    /// screen can have a million rows, and several rules walk them.
    public var rows: ScreenRows { ScreenRows(table: screen.table, root: path) }

    /// The localizable texts of the screen, shared by the l10n rules.
    var localization: ScreenLocalization {
        sharedLocalization.value { ScreenLocalization(self) }
    }
}

/// The rows of a screen with their paths; see `ScreenContext.rows`.
public struct ScreenRows: Sequence {
    let table: Table
    let root: ElementPath

    public struct Iterator: IteratorProtocol {
        let table: Table
        let root: ElementPath
        var sectionIndex = 0
        var rowIndex = 0
        var sectionPath: ElementPath?

        public mutating func next() -> (path: ElementPath, section: Section, row: Row)? {
            while sectionIndex < table.sections.count {
                let section = table.sections[sectionIndex]
                if rowIndex < section.rows.count {
                    let path = sectionPath ?? root.appending(.section(sectionIndex))
                    sectionPath = path
                    let row = section.rows[rowIndex]
                    rowIndex += 1
                    return (path.appending(.row(rowIndex - 1, id: row.id)), section, row)
                }
                sectionIndex += 1
                rowIndex = 0
                sectionPath = nil
            }
            return nil
        }
    }

    public func makeIterator() -> Iterator { Iterator(table: table, root: root) }
}

/// A value computed once per screen, on first use. A big screen's audit is split into pieces
/// that run on several threads at once (`Audit.ScreenPart`): the first to ask computes the
/// value while the others wait, so it is made once.
final class LazyValue<Value>: @unchecked Sendable {
    // @unchecked: `stored` is only touched with `lock` held. For an optional `Value`, a
    // computed nil is `.some(nil)`, so it too is made once.
    private let lock = NSLock()
    private var stored: Value?

    func value(_ make: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let stored { return stored }
        let made = make()
        stored = made
        return made
    }
}
