/// A two-level lookup from code point to a 16-bit value: 256-entry pages, identical pages shared.
/// Reads are two loads from fixed tables, which is what the width loop needs. Its owner frees it
/// (`deallocate()`).
struct CodePointTable: Sendable {
    private let pageIndex: FixedTable<UInt16>
    private let storage: FixedTable<UInt16>
    let empty: UInt16

    static let pageCount = 0x110000 >> 8

    init(_ values: [UInt32: UInt16], empty: UInt16) {
        var builder = Builder(empty: empty)
        for (cp, value) in values { builder.set(cp, value) }
        self = builder.build()
    }

    fileprivate init(pageIndex: [UInt16], storage: [UInt16], empty: UInt16) {
        self.pageIndex = FixedTable(pageIndex)
        self.storage = FixedTable(storage)
        self.empty = empty
    }

    /// A table stored ready to use: `pageIndex` numbers, for each of the `pageCount` pages of 256
    /// code points, its page in `pages`, constant memory shared with other tables.
    init(pageIndex: UnsafePointer<UInt16>, pages: UnsafePointer<UInt16>, pagesCount: Int, empty: UInt16) {
        self.pageIndex = FixedTable(constant: pageIndex, count: Self.pageCount)
        storage = FixedTable(constant: pages, count: pagesCount)
        self.empty = empty
    }

    func deallocate() {
        pageIndex.deallocate()
        storage.deallocate()
    }

    @inline(__always)
    subscript(cp: UInt32) -> UInt16 {
        let page = Int(cp >> 8)
        guard page < Self.pageCount else { return empty }
        return storage[Int(pageIndex[page]) << 8 | Int(cp & 0xFF)]
    }

    /// Fills pages directly, without a dictionary of every code point: the default metrics map
    /// over 100,000 code points per face, and hashing each one was most of their load time.
    struct Builder {
        let empty: UInt16
        /// Per page: its index in `pages`, or -1 while nothing is set in it.
        private var slots = [Int32](repeating: -1, count: CodePointTable.pageCount)
        private var pages: [[UInt16]] = []

        init(empty: UInt16) { self.empty = empty }

        /// The value set for `cp`, or `empty`.
        func value(_ cp: UInt32) -> UInt16 {
            guard cp < 0x110000 else { return empty }
            let slot = Int(slots[Int(cp >> 8)])
            return slot < 0 ? empty : pages[slot][Int(cp & 0xFF)]
        }

        /// Code points outside Unicode are ignored, as lookups never reach them.
        mutating func set(_ cp: UInt32, _ value: UInt16) {
            guard cp < 0x110000 else { return }
            let page = Int(cp >> 8)
            var slot = Int(slots[page])
            if slot < 0 {
                slot = pages.count
                slots[page] = Int32(slot)
                pages.append([UInt16](repeating: empty, count: 256))
            }
            pages[slot][Int(cp & 0xFF)] = value
        }

        /// The same table the original dictionary-based construction built: pages in code-point
        /// order, the first page all empty, identical pages stored once. Pages are matched by a
        /// hash of their bytes, then compared: hashing arrays element by element was the slowest
        /// part of loading the default metrics.
        func build() -> CodePointTable {
            var index = [UInt16](repeating: 0, count: CodePointTable.pageCount)
            var storage = [UInt16](repeating: empty, count: 256)
            var seen: [UInt64: [UInt16]] = [:]
            for page in 0..<CodePointTable.pageCount where slots[page] >= 0 {
                let contents = pages[Int(slots[page])]
                let hash = contents.withUnsafeBytes { raw in
                    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
                    for offset in stride(from: 0, to: raw.count, by: 8) {
                        hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x100_0000_01B3
                    }
                    return hash
                }
                let shared = seen[hash]?.first { slot in
                    storage.withUnsafeBufferPointer { stored in
                        contents.withUnsafeBufferPointer { page in
                            let base = Int(slot) << 8
                            for i in 0..<256 where stored[base + i] != page[i] { return false }
                            return true
                        }
                    }
                }
                if let shared {
                    index[page] = shared
                } else {
                    let slot = UInt16(storage.count / 256)
                    storage.append(contentsOf: contents)
                    seen[hash, default: []].append(slot)
                    index[page] = slot
                }
            }
            return CodePointTable(pageIndex: index, storage: storage, empty: empty)
        }
    }
}
