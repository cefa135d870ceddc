import Foundation
import HIGInput
import HIGModel
import Testing

@Suite struct XLIFFAnnotatorTests {
    static let budget: [(name: String, value: String)] = [("maxwidth", "189"), ("size-unit", "point"), ("font", "SF Pro;17;regular")]

    static func annotations(_ bytes: [UInt8], note: String? = "Room: 189 pt") throws -> [XLIFFAnnotator.Annotation] {
        let document = try XLIFFDocument.read(bytes, file: "de.xliff")
        return document.files.flatMap(\.units).map { XLIFFAnnotator.Annotation(position: $0.position, attributes: budget, note: note) }
    }

    /// Line by line, the output is the input with attributes added to `<trans-unit>` start
    /// tags and lines holding only an added note; nothing else differs.
    @Test func onlyStartTagsAndAddedNotesChange() throws {
        let input = Array(XLIFFDocumentTests.sample.utf8)
        let output = try XLIFFAnnotator.annotate(input, file: "de.xliff", annotations: Self.annotations(input), noteSource: "hig-audit")
        let added = #" maxwidth="189" size-unit="point" font="SF Pro;17;regular""#
        #expect(Self.unexplainedChanges(from: XLIFFDocumentTests.sample, to: String(decoding: output, as: UTF8.self), added: [added]) == [])
        #expect(String(decoding: output, as: UTF8.self).components(separatedBy: added + ">").count == 5)
        let reread = try XLIFFDocument.read(output, file: "de.xliff")
        #expect(reread.files.flatMap(\.units).allSatisfy { $0.notes.last == "Room: 189 pt" })
        #expect(reread.files.flatMap(\.units).map(\.target) == (try XLIFFDocument.read(input, file: "de.xliff")).files.flatMap(\.units).map(\.target))
    }

    /// Output lines that are neither an input line, nor an input `<trans-unit` line with one of
    /// `added` inserted, nor a line holding only a `<note from="hig-audit">`; and input lines
    /// missing from the output.
    static func unexplainedChanges(from input: String, to output: String, added: [String]) -> [String] {
        let old = input.components(separatedBy: "\n")
        let new = output.components(separatedBy: "\n")
        var problems: [String] = []
        var i = 0
        for line in new {
            if i < old.count, line == old[i] {
                i += 1
                continue
            }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("<note from=\"hig-audit\">"), trimmed.hasSuffix("</note>"), trimmed.components(separatedBy: "<note").count == 2 { continue }
            if i < old.count, old[i].contains("<trans-unit"), added.contains(where: { line.replacingOccurrences(of: $0, with: "") == old[i] }) {
                i += 1
                continue
            }
            problems.append(line)
        }
        if i < old.count { problems += old[i...].map { "missing: " + $0 } }
        return problems
    }

    @Test func annotatingAgainReplacesRatherThanRepeats() throws {
        let input = Array(XLIFFDocumentTests.sample.utf8)
        let once = try XLIFFAnnotator.annotate(input, file: "de.xliff", annotations: Self.annotations(input), noteSource: "hig-audit")
        let twice = try XLIFFAnnotator.annotate(once, file: "de.xliff", annotations: Self.annotations(once), noteSource: "hig-audit")
        #expect(twice == once)
        let changed = try XLIFFAnnotator.annotate(once, file: "de.xliff", annotations: Self.annotations(once, note: "Room: 100 pt"), noteSource: "hig-audit")
        #expect(String(decoding: changed, as: UTF8.self).contains("Room: 100 pt"))
        #expect(!String(decoding: changed, as: UTF8.self).contains("Room: 189 pt"))
    }

    /// UTF-16 with its byte-order mark and Windows line ends stays UTF-16 with both.
    @Test func utf16AndCRLFStayAsTheyWere() throws {
        let crlf = XLIFFDocumentTests.sample.replacingOccurrences(of: "\n", with: "\r\n")
        let input = XLIFFDocumentTests.utf16(crlf, bigEndian: false)
        let output = try XLIFFAnnotator.annotate(input, file: "de.xliff", annotations: Self.annotations(input), noteSource: "hig-audit")
        #expect(Array(output.prefix(2)) == [0xFF, 0xFE])
        var units: [UInt16] = []
        for index in stride(from: 2, to: output.count - 1, by: 2) { units.append(UInt16(output[index]) | UInt16(output[index + 1]) << 8) }
        let text = String(decoding: units, as: UTF16.self)
        #expect(text.contains("<note from=\"hig-audit\">Room: 189 pt</note>\r\n"))
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "no bare line feed added")
        let reread = try XLIFFDocument.read(output, file: "de.xliff")
        #expect(reread.files.flatMap(\.units).count == 4)
    }

    @Test func valuesAreEscapedAndExistingAttributesReplaced() throws {
        let input = Array("<xliff version=\"1.2\"><file original=\"a.strings\" target-language=\"de\"><body><trans-unit id='k' maxwidth='5' size-unit=\"char\"><source>a</source></trans-unit></body></file></xliff>".utf8)
        let document = try XLIFFDocument.read(input, file: "a.xliff")
        let unit = try #require(document.files.first?.units.first)
        let output = try XLIFFAnnotator.annotate(input, file: "a.xliff", annotations: [
            XLIFFAnnotator.Annotation(position: unit.position, attributes: [("maxwidth", "12"), ("size-unit", "point"), ("font", "A \"&\" <B>")], note: "x < y & \"z\""),
        ], noteSource: "hig-audit")
        let text = String(decoding: output, as: UTF8.self)
        #expect(text == "<xliff version=\"1.2\"><file original=\"a.strings\" target-language=\"de\"><body><trans-unit id='k' maxwidth=\"12\" size-unit=\"point\" font=\"A &quot;&amp;&quot; &lt;B&gt;\"><source>a</source><note from=\"hig-audit\">x &lt; y &amp; &quot;z&quot;</note></trans-unit></body></file></xliff>")
        let reread = try XLIFFDocument.read(output, file: "a.xliff")
        #expect(reread.files[0].units[0].notes == ["x < y & \"z\""])
    }

    @Test func aPositionThatIsNoUnitIsAnError() {
        let input = Array(XLIFFDocumentTests.sample.utf8)
        #expect(throws: SourceError.self) {
            _ = try XLIFFAnnotator.annotate(input, file: "de.xliff", annotations: [XLIFFAnnotator.Annotation(position: SourcePosition(line: 2, column: 1), attributes: Self.budget)], noteSource: "hig-audit")
        }
    }
}
