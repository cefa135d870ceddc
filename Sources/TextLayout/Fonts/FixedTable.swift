/// A read-only table in an allocation of its own. Reading an array shared by several threads
/// retains and releases its buffer, and threads measuring text at once then contend for that one
/// reference count; reading a fixed table takes no count at all. Whoever makes a table frees it
/// with `deallocate()`, or keeps it for the life of the process.
struct FixedTable<Element>: @unchecked Sendable {
    // @unchecked: the memory is written once, in `init`, and only read afterwards.
    private let base: UnsafeMutablePointer<Element>
    let count: Int

    init(_ elements: [Element]) {
        count = elements.count
        base = .allocate(capacity: max(1, elements.count))
        elements.withUnsafeBufferPointer { source in
            if let address = source.baseAddress { base.initialize(from: address, count: source.count) }
        }
    }

    @inline(__always)
    subscript(index: Int) -> Element { base[index] }

    var elements: [Element] { Array(UnsafeBufferPointer(start: base, count: count)) }

    func deallocate() {
        base.deinitialize(count: count)
        base.deallocate()
    }
}

extension FixedTable: Equatable where Element: Equatable {
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.elements == rhs.elements }
}
