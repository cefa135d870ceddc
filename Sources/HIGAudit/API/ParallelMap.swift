import Dispatch
import Foundation

/// `map` by up to `jobs` threads with the serial result: each item's value goes to the item's
/// slot, so values come back in input order however the threads were scheduled. For reading
/// inputs, whose order decides what a run says (which file wins a key, which error is first),
/// while reading one file needs nothing from another.
enum ParallelMap {
    /// `transform` of each item, in the items' order. Threads take the next item as they finish
    /// one: inputs differ in size by orders of magnitude, and fixed shares would leave a thread
    /// idle at the end. With one job or one item, a plain `map` on the calling thread.
    static func inOrder<Item: Sendable, Value: Sendable>(_ items: [Item], jobs: Int, _ transform: @Sendable (Item) -> Value) -> [Value] {
        let workers = min(max(1, jobs), items.count)
        guard workers > 1 else { return items.map(transform) }
        let slots = Slots<Value>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = slots.claim() {
                slots.store(transform(items[index]), at: index)
            }
        }
        return slots.values
    }

    /// The work list and the results: the only state the threads share, behind one lock
    /// (taken twice per item, which costs nothing next to reading a file).
    private final class Slots<Value: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        private var slots: [Value?]

        init(count: Int) {
            slots = Array(repeating: nil, count: count)
        }

        /// The next index no thread has taken, or nil when all are taken.
        func claim() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard next < slots.count else { return nil }
            defer { next += 1 }
            return next
        }

        func store(_ value: Value, at index: Int) {
            lock.lock()
            slots[index] = value
            lock.unlock()
        }

        /// Every slot's value, in index order: read after every thread has finished.
        var values: [Value] {
            lock.lock()
            defer { lock.unlock() }
            return slots.map { $0! }
        }
    }
}
