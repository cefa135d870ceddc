import HIGModel
import Testing

/// The model's compact storage: sizes that must not creep back up, and the value semantics the
/// shared and boxed parts must keep.
@Suite("Model storage")
struct ModelStorageTests {
    /// A dump holds hundreds of thousands of rows, each with several texts and sources, so these
    /// sizes decide the decoder's peak memory. Raise a limit only knowingly: a field added to
    /// `Row` or `Text` that most elements leave unset belongs in a box (see `Row.image`).
    @Test func inlineSizesDoNotGrow() {
        #expect(MemoryLayout<SourcePosition>.size <= 8)
        #expect(MemoryLayout<SourceSpan>.size <= 16)
        #expect(MemoryLayout<SourceInfo>.size <= 24)
        #expect(MemoryLayout<Text>.size <= 48)
        #expect(MemoryLayout<Text?>.size <= 48)
        #expect(MemoryLayout<Row>.size <= 216)
        #expect(MemoryLayout<Row>.stride <= 216)
    }

    @Test func positionsKeepIntsAndClampBeyond32Bits() {
        let position = SourcePosition(line: 2_000_000, column: 70_000)
        #expect(position.line == 2_000_000 && position.column == 70_000)
        #expect(SourcePosition(line: Int.max, column: Int.min) == SourcePosition(line: Int(Int32.max), column: Int(Int32.min)))
        var moved = position
        moved.line += 1
        #expect(moved > position && moved.description == "2000001:70000")
    }

    /// Member spans are stored as small deltas; spans built in code with any numbers round trip.
    @Test func memberSpansRoundTrip() {
        let members: [String: SourceSpan] = [
            "a": span(1, 1, 1, 5),
            "far": span(4_000_000, 130, 4_000_002, 1),
            "backwards": span(90, 80, 3, 2),
            "negative": span(-5, -1, -7, 0),
            "huge": span(Int(Int32.max), Int(Int32.max), Int(Int32.min), Int(Int32.min)),
            "": span(2, 2, 2, 3),
        ]
        let source = SourceInfo(file: "f.json", span: span(1, 1, 9, 9), memberSpans: members)
        #expect(source.memberSpans == members)
        for (key, value) in members {
            #expect(source.span(of: key) == value)
            #expect(source.memberSpan(of: key) == value)
            #expect(source.hasMember(key))
        }
        #expect(source.span(of: "missing") == span(1, 1, 9, 9))
        #expect(source.memberSpan(of: "missing") == nil)
        #expect(!source.hasMember("missing"))
    }

    @Test func settersReplaceOnlyTheirPart() {
        var source = SourceInfo(file: "a.json", span: span(1, 1, 3, 2), memberSpans: ["id": span(2, 3, 2, 12)])
        let original = source
        source.file = "b.json"
        #expect(source.file == "b.json" && source.memberSpans == ["id": span(2, 3, 2, 12)])
        source.memberSpans["text"] = span(2, 14, 2, 30)
        #expect(source.memberSpans.count == 2 && source.file == "b.json")
        source.span = span(5, 1, 6, 1)
        #expect(source.span(of: "id") == span(2, 3, 2, 12))
        #expect(original.file == "a.json" && original.memberSpans.count == 1 && original.span == span(1, 1, 3, 2))
    }

    /// A decoded source (members in dump order, names from the decoder's table) equals one built
    /// from its dictionary, and hashes the same.
    @Test func decodedSourcesCompareByValue() throws {
        let json = dump(rows: #"{"text": "B", "id": "a", "selectionStyle": "none"}"#)
        let row = try #require(firstRow(try decoded(json)))
        let rebuilt = SourceInfo(file: row.source.file, span: row.source.span, memberSpans: row.source.memberSpans)
        #expect(row.source == rebuilt)
        #expect(row.source.hashValue == rebuilt.hashValue)
        #expect(Set(row.source.memberSpans.keys) == ["text", "id", "selectionStyle"])
        var other = rebuilt
        other.memberSpans["id"] = span(1, 1, 1, 2)
        #expect(row.source != other)
        other = rebuilt
        other.memberSpans["extra"] = span(1, 1, 1, 2)
        #expect(row.source != other)
        other = rebuilt
        other.file = "other.json"
        #expect(row.source != other)
        // Two texts written as plain strings share their details but keep their own spans.
        let texts = try #require(firstRow(try decoded(dump(rows: #"{"text": "A", "secondaryText": "A"}"#))))
        #expect(texts.text?.source != texts.secondaryText?.source)
        #expect(texts.text?.source.file == texts.secondaryText?.source.file)
    }

    @Test func boxedTextPartsHaveValueSemantics() {
        let plain = Text("Wi-Fi")
        var styled = plain
        styled.localizationKey = "wifi"
        styled.numberOfLines = 2
        #expect(plain.localizationKey == nil && plain.numberOfLines == nil)
        #expect(styled.localizationKey == "wifi" && styled.numberOfLines == 2)
        var copy = styled
        copy.localizations.append(Localization(locale: "de", string: "WLAN"))
        #expect(styled.localizations.isEmpty && copy.localizations.count == 1)
        // Back at the defaults, a text equals a plain one however it got there.
        styled.localizationKey = nil
        styled.numberOfLines = nil
        #expect(styled == plain && styled.hashValue == plain.hashValue)
        let full = Text("a", localizationKey: "k", localizationTable: "T", font: .fixed(size: 13, weight: .bold),
                        numberOfLines: 0, lineBreakMode: .byClipping, width: 80)
        #expect(full.localizationTable == "T" && full.font == .fixed(size: 13, weight: .bold))
        #expect(full.lineBreakMode == .byClipping && full.width == 80 && full != Text("a"))
    }

    @Test func boxedRowPartsHaveValueSemantics() {
        let row = Row(image: CellImage(), accessoryView: AccessoryView(kind: .switch, width: 51, height: 31),
                      deleteConfirmationTitle: Text("Remove"))
        var changed = row
        changed.image?.width = 40
        changed.accessoryView?.isIconOnly = true
        changed.deleteConfirmationTitle?.string = "Erase"
        #expect(row.image?.width == 24 && row.accessoryView?.isIconOnly == false && row.deleteConfirmationTitle?.string == "Remove")
        #expect(changed.image?.width == 40 && changed.accessoryView?.isIconOnly == true && changed.deleteConfirmationTitle?.string == "Erase")
        #expect(row != changed)
        changed.image = nil
        changed.accessoryView = nil
        #expect(changed.image == nil && !changed.hasTrailingAccessory && row.hasTrailingAccessory)
        var same = row
        same.image = CellImage()
        #expect(same == row && same.hashValue == row.hashValue)
    }
}
