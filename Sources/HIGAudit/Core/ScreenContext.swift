import Foundation
import HIGModel

/// A screen under audit, with the element paths rules report against.
public struct ScreenContext: Sendable {
    public let screen: Screen
    public let textSweep: TextSweep
    private let analysis: LazyTextAnalysis

    public init(_ screen: Screen, textSweep: TextSweep = TextSweep()) {
        self.screen = screen
        self.textSweep = textSweep
        analysis = LazyTextAnalysis()
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

    /// Every row of every section with its path, in table order.
    public var rows: [(path: ElementPath, section: Section, row: Row)] {
        sections.flatMap { sectionPath, section in
            section.rows.enumerated().map { index, row in
                (sectionPath.appending(.row(index, id: row.id)), section, row)
            }
        }
    }
}

/// A value computed once per screen. A screen is audited by one task, so the lock is only a
/// guard against misuse, never contended.
private final class LazyTextAnalysis: @unchecked Sendable {
    private let lock = NSLock()
    private var computed = false
    private var stored: ScreenTextAnalysis?

    func value(_ make: () -> ScreenTextAnalysis?) -> ScreenTextAnalysis? {
        lock.lock()
        defer { lock.unlock() }
        if !computed {
            stored = make()
            computed = true
        }
        return stored
    }
}
