@testable import HIGInput
import HIGModel
import Testing
@testable import HIGAudit

/// A `.strings` file as a catalog. The reading itself is tested in
/// `HIGInputTests/Strings/StringsFileParserTests`.
@Suite struct StringsFileReaderTests {
    static let file = "de.lproj/Localizable.strings"

    static func parse(_ text: String) -> TranslationCatalog {
        StringsFileReader.read(Array(text.utf8), file: file, table: "Localizable", locale: "de")
    }

    /// UTF-16 bytes of `text`, with a byte order mark unless told otherwise.
    static func utf16(_ text: String, bigEndian: Bool, bom: Bool = true) -> [UInt8] {
        var bytes: [UInt8] = bom ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
        for unit in text.utf16 {
            let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
            bytes += bigEndian ? [high, low] : [low, high]
        }
        return bytes
    }

    @Test func pairsBecomeEntriesAtTheirValues() {
        let catalog = Self.parse("\"a\" = \"Ah\";\n\"b\" =  \"Beh\";\n\"a\" = \"later\";")
        #expect(catalog.files == [Self.file])
        let a = catalog.entry(table: "Localizable", key: "a", locale: "de")
        #expect(a?.value == "Ah")
        #expect(a?.position == FilePosition(file: Self.file, line: 1, column: 7))
        let b = catalog.entry(table: "Localizable", key: "b", locale: "de")
        #expect(b?.value == "Beh")
        #expect(b?.position == FilePosition(file: Self.file, line: 2, column: 8))
        // The first of a key written twice wins; a warning names both.
        #expect(catalog.diagnostics.map(\.description) == [
            "\(Self.file):3:7: warning: 'a' (de) is already translated at \(Self.file):1:7; this one is ignored",
        ])
    }

    @Test func aBrokenFileIsOneErrorAtItsFirstProblem() {
        let catalog = Self.parse("\"a\" = \"b\";\n\"c\" = \"never closed;\n")
        #expect(catalog.isEmpty)
        #expect(catalog.files == [Self.file])
        #expect(catalog.diagnostics.map(\.description) == ["\(Self.file):2:7: error: unterminated string"])
    }
}
