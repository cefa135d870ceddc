/// A read-only table in an allocation of its own, or over constant memory it does not own (the
/// stored default metrics, `init(constant:count:)`). Reading an array shared by several threads
/// retains and releases its buffer, and threads measuring text at once then contend for that one
/// reference count; reading a fixed table takes no count at all. Whoever makes a table from
/// elements frees it with `deallocate()`, or keeps it for the life of the process; a table over
/// constant memory is never freed.
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

    /// The `count` elements at `base`, constant for the life of the process (compiled into the
    /// binary), read where they are.
    init(constant base: UnsafePointer<Element>, count: Int) {
        self.base = UnsafeMutablePointer(mutating: base)
        self.count = count
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

/// A read-only map from code point to a value, in fixed tables: a `CodePointTable` of positions
/// into a table of values. For a face's Arabic joining forms and lam-alef ligatures, read for
/// every letter measured.
struct CodePointMap<Value>: Sendable {
    private let positions: CodePointTable
    private let values: FixedTable<Value>

    init(_ dictionary: [UInt32: Value]) {
        var positions: [UInt32: UInt16] = [:]
        var values: [Value] = []
        // In code-point order, so the tables do not depend on the dictionary's.
        for key in dictionary.keys.sorted() where values.count < Int(UInt16.max) {
            values.append(dictionary[key]!)
            positions[key] = UInt16(values.count)
        }
        self.positions = CodePointTable(positions, empty: 0)
        self.values = FixedTable(values)
    }

    /// A map stored ready to use: `positions` gives each code point's 1-based position in
    /// `values` (0: none).
    init(positions: CodePointTable, values: FixedTable<Value>) {
        self.positions = positions
        self.values = values
    }

    @inline(__always)
    subscript(cp: UInt32) -> Value? {
        let position = positions[cp]
        return position == 0 ? nil : values[Int(position) - 1]
    }

    /// Every code point's value, found by looking up every code point (for tests).
    var entries: [UInt32: Value] {
        var entries: [UInt32: Value] = [:]
        for cp in UInt32(0)..<0x110000 {
            if let value = self[cp] { entries[cp] = value }
        }
        return entries
    }

    func deallocate() {
        positions.deallocate()
        values.deallocate()
    }
}

/// A read-only hash map from nonzero 64-bit keys to 32-bit values, open addressing in fixed
/// tables. For a face's cluster widths, read for every Indic syllable measured.
struct FixedHashMap: Sendable {
    private let keys: FixedTable<UInt64>
    private let values: FixedTable<Int32>
    private let mask: Int
    let isEmpty: Bool

    init(_ dictionary: [UInt64: Int32]) {
        var capacity = 8
        while capacity < dictionary.count * 2 { capacity *= 2 }
        var keys = [UInt64](repeating: 0, count: capacity)
        var values = [Int32](repeating: 0, count: capacity)
        let mask = capacity - 1
        for (key, value) in dictionary where key != 0 {
            var slot = Self.slot(key, mask)
            while keys[slot] != 0 { slot = (slot + 1) & mask }
            keys[slot] = key
            values[slot] = value
        }
        self.keys = FixedTable(keys)
        self.values = FixedTable(values)
        self.mask = mask
        isEmpty = dictionary.isEmpty
    }

    /// A map stored ready to use: `keys` and `values` of `keys.count` slots, a power of two,
    /// filled as `init(_:)` fills them (key 0: an empty slot).
    init(keys: FixedTable<UInt64>, values: FixedTable<Int32>, isEmpty: Bool) {
        self.keys = keys
        self.values = values
        mask = keys.count - 1
        self.isEmpty = isEmpty
    }

    /// Every key and its value (for tests).
    var entries: [UInt64: Int32] {
        var entries: [UInt64: Int32] = [:]
        for slot in 0...mask where keys[slot] != 0 { entries[keys[slot]] = values[slot] }
        return entries
    }

    @inline(__always)
    private static func slot(_ key: UInt64, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    @inline(__always)
    subscript(key: UInt64) -> Int32? {
        var slot = Self.slot(key, mask)
        while true {
            let found = keys[slot]
            if found == key { return values[slot] }
            if found == 0 { return nil }
            slot = (slot + 1) & mask
        }
    }

    func deallocate() {
        keys.deallocate()
        values.deallocate()
    }
}
