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
    ///
    /// The calling thread is one of the `jobs`: when the next value is not ready it transforms
    /// the next item no thread has taken, rather than wait. A thread of its own for every job
    /// besides the consumer made one thread more than there are jobs: on two cores, the
    /// consumer and two readers took turns, and a second job barely shortened the reading.
    static func forEachInOrder<Item: Sendable, Value: Sendable>(_ items: [Item], jobs: Int, lookahead: Int, _ transform: @escaping @Sendable (Item) -> Value, consume: (Value) -> Void) {
        let workers = min(max(1, jobs), items.count)
        guard workers > 1 else {
            for item in items { consume(transform(item)) }
            return
        }
        let queue = OrderedQueue<Value>(count: items.count, lookahead: max(1, lookahead))
        // Threads of their own, not `concurrentPerform` or a global queue: a global queue's
        // threads may all be taken (as by the tests' own tasks), and `concurrentPerform` would
        // hold the calling thread, which consumes. Nothing waits for a worker to start: an
        // item no thread has taken is the consumer's to transform.
        let finished = DispatchGroup()
        for _ in 1..<workers {
            finished.enter()
            Thread.detachNewThread {
                while let (index, consumed) = queue.claim() {
                    // Consumed values a worker made are freed by a worker, not by the consumer:
                    // freeing memory another thread allocated takes that thread's allocator
                    // lock, which made the two wait on each other.
                    withExtendedLifetime(consumed) {}
                    queue.store(transform(items[index]), at: index)
                }
                finished.leave()
            }
        }
        // What this thread made, it frees itself; the rest goes back to the workers.
        var madeHere = [Bool](repeating: false, count: items.count)
        for index in items.indices {
            while true {
                switch queue.takeOrClaim(index) {
                case .value(let value):
                    consume(value)
                    if !madeHere[index] { queue.release(value) }
                case .claimed(let other):
                    madeHere[other] = true
                    queue.store(transform(items[other]), at: other)
                    continue
                }
                break
            }
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

        /// Values consumed since a worker last claimed an item, for the worker to free.
        private var released: [Value] = []

        /// The next index no thread has taken, once it is within `lookahead` of the consumer
        /// (waiting until it is), with the values consumed since the last claim (for the
        /// caller to free); nil when all are taken.
        func claim() -> (index: Int, consumed: [Value])? {
            condition.lock()
            defer { condition.unlock() }
            while next < slots.count, next >= consumed + lookahead { condition.wait() }
            guard next < slots.count else { return nil }
            defer { next += 1 }
            var consumedValues: [Value] = []
            swap(&consumedValues, &released)
            return (next, consumedValues)
        }

        /// A value the consumer is done with: the next worker to claim an item frees it.
        func release(_ value: Value) {
            condition.lock()
            released.append(value)
            condition.unlock()
        }

        func store(_ value: Value, at index: Int) {
            condition.lock()
            slots[index] = value
            condition.broadcast()
            condition.unlock()
        }

        enum Turn {
            /// The value to consume next.
            case value(Value)
            /// An item no thread had taken, now the consumer's to transform.
            case claimed(Int)
        }

        /// The value of `index`, the next to be consumed, once stored (its slot is emptied, so a
        /// consumed value is not kept alive here); until then, the next item no thread has
        /// taken, when the lookahead allows one. Waits only while a worker holds every item it
        /// could be given, `index` among them.
        func takeOrClaim(_ index: Int) -> Turn {
            condition.lock()
            defer { condition.unlock() }
            precondition(index == consumed, "values are taken in order")
            while true {
                if let value = slots[index] {
                    slots[index] = nil
                    consumed += 1
                    condition.broadcast()
                    return .value(value)
                }
                if next < slots.count, next < consumed + lookahead {
                    defer { next += 1 }
                    return .claimed(next)
                }
                condition.wait()
            }
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
