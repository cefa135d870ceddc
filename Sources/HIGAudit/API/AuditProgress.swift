import Foundation
import HIGModel

/// How far an audit has got, in rows and sections checked (the unit the audit shares out among
/// its workers), for a progress display. The audit adds to it as pieces finish; a display reads
/// it from another thread. Findings never depend on it.
public final class AuditProgress: @unchecked Sendable {
    // @unchecked: both counts are read and written with `lock` held.
    private let lock = NSLock()
    private var totalUnits = 0
    private var doneUnits = 0

    public init() {}

    /// (done, total); total is 0 until the audit has counted its work.
    public var snapshot: (done: Int, total: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (doneUnits, totalUnits)
    }

    func start(total: Int) {
        lock.lock()
        totalUnits = total
        doneUnits = 0
        lock.unlock()
    }

    func advance(by units: Int) {
        lock.lock()
        doneUnits = min(totalUnits, doneUnits + units)
        lock.unlock()
    }

    /// The units of a screen: its rows and sections, and one for the screen's other rules.
    static func units(of screen: Screen) -> Int {
        ScreenTextAnalysis.containerCount(of: screen) + 1
    }
}
