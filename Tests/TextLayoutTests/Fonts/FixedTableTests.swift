import Testing
@testable import TextLayout

/// The fixed tables the fonts are read through answer as the dictionaries they are made from.
@Suite struct FixedTableTests {
    @Test func tableHoldsItsElements() {
        let table = FixedTable<Int16>([3, -1, 7])
        defer { table.deallocate() }
        #expect(table.count == 3)
        #expect((0..<3).map { table[$0] } == [3, -1, 7])
        #expect(table == FixedTable([3, -1, 7]))
        #expect(FixedTable<Int16>([]).elements.isEmpty)
    }

    @Test func codePointMapAnswersAsItsDictionary() {
        // Code points spread over all of Unicode (a fixed scramble, so the test is the same on
        // every run), some sharing a page.
        var dictionary: [UInt32: (Int32, Int32)] = [:]
        for index in 0..<2_000 {
            let cp = UInt32((index &* 2_654_435_761) % 0x110000)
            dictionary[cp] = (Int32(index) - 1_000, Int32(cp & 0xFFFF))
            dictionary[cp ^ 1] = (Int32(index), 0)
        }
        let map = CodePointMap(dictionary)
        defer { map.deallocate() }
        for (cp, value) in dictionary {
            #expect(map[cp].map { [$0.0, $0.1] } == [value.0, value.1])
        }
        for cp in [UInt32(0), 0x41, 0x0644, 0x10FFFF] where dictionary[cp] == nil {
            #expect(map[cp] == nil)
        }
        #expect(CodePointMap<Int32>([:])[0x41] == nil)
    }

    @Test func hashMapAnswersAsItsDictionaryThroughCollisions() {
        // Keys a multiple of a large power of two apart share their low bits, so many land in
        // the same slot and have to probe past each other.
        var dictionary: [UInt64: Int32] = [:]
        for index in 1...5_000 { dictionary[UInt64(index) << 40 | 0x0644_0627] = Int32(index) }
        for index in 1...5_000 { dictionary[UInt64(index) &* 0x9E37_79B9] = -Int32(index) }
        let map = FixedHashMap(dictionary)
        defer { map.deallocate() }
        #expect(!map.isEmpty)
        for (key, value) in dictionary { #expect(map[key] == value) }
        for missing: UInt64 in [1, 0x0644_0627, 5_001 << 40 | 0x0644_0627, .max] where dictionary[missing] == nil {
            #expect(map[missing] == nil)
        }
        #expect(FixedHashMap([:]).isEmpty)
        #expect(FixedHashMap([:])[42] == nil)
    }
}
