import Testing
@testable import TextLayout

/// The BMP flags are built a page at a time on first use; whatever the order, each is ICU's.
@Suite struct CharacterFlagsTests {
    @Test func everyBMPCodePointReadsWhatICUSays() {
        var differences: [UInt32] = []
        // Last page first and every other page, so pages are made out of order.
        for page in stride(from: 0xFF, through: 0, by: -1).filter({ $0 % 2 == 1 }) + stride(from: 0, to: 0x100, by: 2) {
            for offset in 0..<0x100 {
                let c = UInt32(page << 8 | offset)
                if CharacterFlags.of(c) != CharacterFlags.compute(c) { differences.append(c) }
            }
        }
        #expect(differences.isEmpty)
        #expect(CharacterFlags.of(0x20).contains(.whitespace))
        #expect(CharacterFlags.of(0x0301).contains(.mark))
        #expect(CharacterFlags.of(0x0628).joiningType == CharacterFlags.joiningDual)
        #expect(CharacterFlags.of(0x1F600).contains(.emojiPresentation))
    }
}
