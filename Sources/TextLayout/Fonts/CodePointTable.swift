/// A two-level lookup from code point to a 16-bit value: 256-entry pages, identical pages shared.
/// Reads are two array loads, which is what the width loop needs.
struct CodePointTable: Sendable {
    private let pageIndex: [UInt16]
    private let storage: [UInt16]
    let empty: UInt16

    private static let pageCount = 0x110000 >> 8

    init(_ values: [UInt32: UInt16], empty: UInt16) {
        self.empty = empty
        var pages: [Int: [UInt16]] = [:]
        for (cp, value) in values where cp < 0x110000 {
            pages[Int(cp >> 8), default: [UInt16](repeating: empty, count: 256)][Int(cp & 0xFF)] = value
        }
        var index = [UInt16](repeating: 0, count: Self.pageCount)
        var storage = [UInt16](repeating: empty, count: 256)
        var seen: [[UInt16]: UInt16] = [:]
        for page in pages.keys.sorted() {
            guard let contents = pages[page] else { continue }
            if let shared = seen[contents] {
                index[page] = shared
            } else {
                let slot = UInt16(storage.count / 256)
                storage.append(contentsOf: contents)
                seen[contents] = slot
                index[page] = slot
            }
        }
        pageIndex = index
        self.storage = storage
    }

    @inline(__always)
    subscript(cp: UInt32) -> UInt16 {
        let page = Int(cp >> 8)
        guard page < Self.pageCount else { return empty }
        return storage[Int(pageIndex[page]) << 8 | Int(cp & 0xFF)]
    }
}
