#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files a report is written to before it is renamed over its destination,
/// removed when the run is interrupted (SIGINT, SIGTERM, SIGHUP) so that a cancelled CI job
/// leaves no `.r.json.<pid>-0.tmp` behind. The handler only calls `unlink`, `signal` and
/// `raise`, which are async-signal-safe, on C strings stored before the signal can arrive; it
/// then lets the signal end the process as it would have (same status for the parent).
enum TemporaryReports {
    /// Reports are written one after another, so one slot is in use at a time; a few spare.
    private static let capacity = 8
    nonisolated(unsafe) private static let slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        slots.initialize(repeating: nil, count: capacity)
        return slots
    }()

    private static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Installs the handlers once, after `slots` exists.
    private static let installed: Bool = {
        _ = slots
        for number in signals {
            // A signal the parent chose to ignore (nohup) stays ignored.
            let previous = signal(number, handle)
            if unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { signal(number, SIG_IGN) }
        }
        return true
    }()

    /// Remembers `path` until `forget`; nil when every slot is taken (the file is then only
    /// removed by the normal paths).
    static func remember(_ path: String) -> Int? {
        _ = installed
        for slot in 0..<capacity where slots[slot] == nil {
            slots[slot] = strdup(path)
            return slot
        }
        return nil
    }

    static func forget(_ slot: Int?) {
        guard let slot, let pointer = slots[slot] else { return }
        slots[slot] = nil
        free(pointer)
    }

    private static let handle: @convention(c) (Int32) -> Void = { number in
        for slot in 0..<TemporaryReports.capacity {
            if let pointer = TemporaryReports.slots[slot] { unlink(pointer) }
        }
        signal(number, SIG_DFL)
        raise(number)
    }
}
