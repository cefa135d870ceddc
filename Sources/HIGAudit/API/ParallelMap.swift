import Dispatch
import Foundation

/// `map` by up to `jobs` threads with the serial result: each item's value goes to the item's
/// slot, so values come back in input order however the threads were scheduled. For reading
/// inputs, whose order decides what a run says (which file wins a key, which error is first),
/// while reading one file needs nothing from another; `forEachInOrder` also lets the caller
/// use each value, in order, while the threads make the next ones (merging, writing).
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

    /// `transform` of each item by up to `jobs` threads, each value handed to `consume` on the
    /// calling thread, in the items' order, as soon as it and every value before it are ready:
    /// the caller's serial work on item k (merging a catalog) runs while the threads transform
    /// the items after it. A thread takes an item at most `lookahead` places past the last one
    /// consumed, so no more than `lookahead` values wait in memory. With one job, each item is
    /// transformed and consumed in turn on the calling thread.
    static func forEachInOrder<Item: Sendable, Value: Sendable>(_ items: [Item], jobs: Int, lookahead: Int, _ transform: @escaping @Sendable (Item) -> Value, consume: (Value) -> Void) {
        let workers = min(max(1, jobs), items.count)
        guard workers > 1 else {
            for item in items { consume(transform(item)) }
            return
        }
        let queue = OrderedQueue<Value>(count: items.count, lookahead: max(1, lookahead))
        // Threads of their own, not `concurrentPerform` or a global queue: the calling thread
        // waits for values in order, which must never wait for a worker that cannot start
        // (`concurrentPerform` may start one only when another returns; a global queue's
        // threads may all be taken, as by the tests' own tasks).
        let finished = DispatchGroup()
        for _ in 0..<workers {
            finished.enter()
            Thread.detachNewThread {
                while let index = queue.claim() {
                    queue.store(transform(items[index]), at: index)
                }
                finished.leave()
            }
        }
        for index in items.indices {
            consume(queue.take(index))
        }
        // Every value was taken, so the workers are past their last item: this only waits for
        // them to leave the loop.
        finished.wait()
    }

    /// The items handed out to workers and the values coming back, taken in order by the
    /// consuming thread: the only state the threads share, behind one condition lock.
    private final class OrderedQueue<Value: Sendable>: @unchecked Sendable {
        // @unchecked: every stored property is read and written with `condition` locked.
        private let condition = NSCondition()
        private var next = 0
        private var consumed = 0
        private let lookahead: Int
        private var slots: [Value?]

        init(count: Int, lookahead: Int) {
            slots = Array(repeating: nil, count: count)
            self.lookahead = lookahead
        }

        /// The next index no thread has taken, once it is within `lookahead` of the consumer
        /// (waiting until it is); nil when all are taken.
        func claim() -> Int? {
            condition.lock()
            defer { condition.unlock() }
            while next < slots.count, next >= consumed + lookahead { condition.wait() }
            guard next < slots.count else { return nil }
            defer { next += 1 }
            return next
        }

        func store(_ value: Value, at index: Int) {
            condition.lock()
            slots[index] = value
            condition.broadcast()
            condition.unlock()
        }

        /// The value of `index`, the next to be consumed, once a worker has stored it; its
        /// slot is emptied, so a consumed value is not kept alive here.
        func take(_ index: Int) -> Value {
            condition.lock()
            defer { condition.unlock() }
            precondition(index == consumed, "values are taken in order")
            while slots[index] == nil { condition.wait() }
            let value = slots[index]!
            slots[index] = nil
            consumed += 1
            condition.broadcast()
            return value
        }
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
