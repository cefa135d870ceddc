import HIGInput
import HIGModel
import Testing

@Suite struct XMLReaderTests {
    static func read(_ text: String, limits: InputLimits = .default) throws(SourceError) -> XMLElement {
        try XMLReader.read(Array(text.utf8), file: "Main.storyboard", limits: limits)
    }

    @Test func elementsAttributesTextAndPositions() throws {
        let root = try Self.read("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <scene sceneID="a-1"><label text="Wi&#8209;Fi &amp; &lt;Bluetooth&gt; &amp;#38;"/>  <note>one <![CDATA[<two>]]> three</note></scene>
            </scenes>
        </document>
        """)
        #expect(root.name == "document")
        #expect(root.attribute("version") == "3.0")
        #expect(root.attribute("missing") == nil)
        #expect(root.position == SourcePosition(line: 2, column: 1))
        let scene = try #require(root.element(named: "scenes")?.element(named: "scene"))
        #expect(scene.position == SourcePosition(line: 4, column: 9))
        let label = try #require(scene.element(named: "label"))
        #expect(label.attribute("text") == "Wi\u{2011}Fi & <Bluetooth> &#38;")
        #expect(label.position == SourcePosition(line: 4, column: 30))
        #expect(scene.element(named: "note")?.text == "one <two> three")
        #expect(scene.elements.map(\.name) == ["label", "note"])
        var names: [String] = []
        root.descendants { names.append($0.name) }
        #expect(names == ["scenes", "scene", "label", "note"])
    }

    /// Columns count UTF-16 code units, as every reader of the input layer does.
    @Test func columnsCountUTF16() throws {
        let root = try Self.read("<a>\u{1F600}é<b/></a>")
        #expect(root.element(named: "b")?.position == SourcePosition(line: 1, column: 7))
    }

    @Test func namespacesAreKept() throws {
        let root = try Self.read(#"<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2"><file original="a.strings"/></xliff>"#)
        #expect(root.namespace == "urn:oasis:names:tc:xliff:document:1.2")
        #expect(root.element(named: "file")?.attribute("original") == "a.strings")
    }

    @Test func utf16WithAByteOrderMarkIsRead() throws {
        let text = #"<?xml version="1.0" encoding="UTF-16"?><a b="ü">ß</a>"#
        for bigEndian in [false, true] {
            var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
            for unit in text.utf16 { bytes += bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
            let root = try XMLReader.read(bytes, file: "de.xliff")
            #expect(root.attribute("b") == "ü")
            #expect(root.text == "ß")
        }
    }

    /// The declaration's encoding is not trusted over the bytes: UTF-8 bytes that claim Latin-1 stay UTF-8.
    @Test func declaredEncodingDoesNotOverrideTheBytes() throws {
        #expect(try Self.read(#"<?xml version="1.0" encoding="ISO-8859-1"?><a>ü</a>"#).text == "ü")
    }

    @Test func entityDeclarationsAreRefused() {
        let laughs = #"<?xml version="1.0"?><!DOCTYPE a [<!ENTITY l "lol"><!ENTITY l2 "&l;&l;&l;&l;">]><a>&l2;</a>"#
        #expect { try Self.read(laughs) } throws: { error in
            (error as? SourceError)?.message == "entity declarations are not allowed"
        }
        let external = #"<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>"#
        #expect(throws: SourceError.self) { try Self.read(external) }
    }

    /// A DOCTYPE naming an external DTD (property lists have one) is allowed and never fetched.
    @Test func externalDTDIsNotLoaded() throws {
        let root = try Self.read(#"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://127.0.0.1:9/never.dtd"><plist version="1.0"><dict/></plist>"#)
        #expect(root.name == "plist")
    }

    @Test func nestingIsLimited() {
        let deep = String(repeating: "<a>", count: 40) + String(repeating: "</a>", count: 40)
        #expect { try Self.read(deep, limits: InputLimits(maximumDepth: 32)) } throws: { error in
            let error = error as? SourceError
            return error?.message == "nesting deeper than 32 levels" && error?.position == SourcePosition(line: 1, column: 97)
        }
        #expect((try? Self.read(deep, limits: InputLimits(maximumDepth: 40))) != nil)
    }

    @Test(arguments: [
        ("", "Main.storyboard:1:1: error: malformed XML: no XML document (the file is empty)"),
        ("<a>\n  <b>\n</a>", "Main.storyboard:3:5: error: malformed XML: Opening and ending tag mismatch: b line 2 and a"),
        ("<a>&nbsp;</a>", "Main.storyboard:1:10: error: malformed XML: an undefined entity (escape '&' as &amp;)"),
        ("<a b='1' b='2'/>", "Main.storyboard:1:15: error: malformed XML: Attribute b redefined"),
        ("<a>\u{1}</a>", "Main.storyboard:1:4: error: malformed XML: PCDATA invalid Char value 1"),
    ])
    func brokenDocumentsAreErrorsAtTheirPosition(text: String, expected: String) {
        #expect { try Self.read(text) } throws: { error in
            (error as? SourceError)?.description == expected
        }
    }

    @Test func invalidUTF8IsAnErrorAtTheByte() {
        #expect { try XMLReader.read(Array("<a>\nok".utf8) + [0xFF] + Array("</a>".utf8), file: "x.xib") } throws: { error in
            (error as? SourceError)?.description == "x.xib:2:3: error: not valid UTF-8; save the file as UTF-8"
        }
    }

    /// Each document is read with its own parser: many threads at once give the same trees.
    @Test func readsOnManyThreadsAtOnce() async throws {
        let text = Array((0..<200).map { #"<cell id="c\#($0)"><label text="Row \#($0)"/></cell>"# }.joined().utf8)
        let document = Array("<table>".utf8) + text + Array("</table>".utf8)
        let counts = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<8 { group.addTask { try XMLReader.read(document, file: "t.xib").elements.count } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(counts == Array(repeating: 200, count: 8))
    }
}
