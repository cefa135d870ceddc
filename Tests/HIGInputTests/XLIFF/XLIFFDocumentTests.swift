import HIGInput
import HIGModel
import Testing

/// XLIFF written here in the shape `xcodebuild -exportLocalizations` gives it: several `<file>`
/// elements (a storyboard, a strings file, a String Catalog with plural variations), a tool
/// header, `xml:space="preserve"` units and empty notes.
@Suite struct XLIFFDocumentTests {
    static let sample = """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">
      <file original="Demo/Base.lproj/Main.storyboard" source-language="en" target-language="de" datatype="plaintext">
        <header>
          <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="16.0" build-num="16A242d"/>
        </header>
        <body>
          <trans-unit id="Lbl-aa-001.text" xml:space="preserve">
            <source>Wi-Fi &amp; Network</source>
            <target state="translated">WLAN &amp; Netzwerk</target>
            <note>Class = "UILabel"; text = "Wi-Fi &amp; Network"; ObjectID = "Lbl-aa-001";</note>
          </trans-unit>
        </body>
      </file>
      <file original="Demo/Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext">
        <body>
          <group id="plurals">
            <trans-unit id="%lld items|==|plural.one" xml:space="preserve">
              <source>%lld item</source>
              <target state="needs-review-translation">%lld Objekt</target>
              <note/>
            </trans-unit>
          </group>
          <trans-unit id="untranslated" xml:space="preserve">
            <source>Later</source>
            <note/>
          </trans-unit>
          <trans-unit id="inline" xml:space="preserve">
            <source>Tap <g id="1">here</g><x id="2"/></source>
            <target state="final">Hier <g id="1">tippen</g></target>
          </trans-unit>
        </body>
      </file>
    </xliff>
    """

    @Test func filesUnitsStatesNotesAndPositions() throws {
        let document = try XLIFFDocument.read(Array(Self.sample.utf8), file: "de.xliff")
        #expect(document.files.map(\.original) == ["Demo/Base.lproj/Main.storyboard", "Demo/Localizable.xcstrings"])
        #expect(document.files.map(\.targetLanguage) == ["de", "de"])
        #expect(document.files[0].sourceLanguage == "en")
        #expect(document.files[1].position == SourcePosition(line: 15, column: 3))
        let storyboard = document.files[0].units
        #expect(storyboard.count == 1)
        #expect(storyboard[0].id == "Lbl-aa-001.text")
        #expect(storyboard[0].source == "Wi-Fi & Network")
        #expect(storyboard[0].target == "WLAN & Netzwerk")
        #expect(storyboard[0].state == "translated")
        #expect(storyboard[0].notes == ["Class = \"UILabel\"; text = \"Wi-Fi & Network\"; ObjectID = \"Lbl-aa-001\";"])
        #expect(storyboard[0].position == SourcePosition(line: 8, column: 7))
        let catalog = document.files[1].units
        #expect(catalog.map(\.id) == ["%lld items|==|plural.one", "untranslated", "inline"])
        #expect(catalog[0].position == SourcePosition(line: 18, column: 9), "units inside a <group>")
        #expect(catalog[0].state == "needs-review-translation")
        #expect(catalog[1].target == nil)
        #expect(catalog[1].state == nil)
        #expect(catalog[1].notes == [""])
        #expect(catalog[2].source == "Tap here", "inline <g> read through, <x/> adds nothing")
        #expect(catalog[2].target == "Hier tippen")
    }

    @Test func utf16EitherByteOrderReadsTheSame() throws {
        let utf8 = try XLIFFDocument.read(Array(Self.sample.utf8), file: "de.xliff")
        for bigEndian in [false, true] {
            let document = try XLIFFDocument.read(Self.utf16(Self.sample, bigEndian: bigEndian), file: "de.xliff")
            #expect(document.files.flatMap(\.units).map(\.id) == utf8.files.flatMap(\.units).map(\.id))
            #expect(document.files.flatMap(\.units).map(\.position) == utf8.files.flatMap(\.units).map(\.position))
            #expect(document.files.flatMap(\.units).map(\.target) == utf8.files.flatMap(\.units).map(\.target))
        }
    }

    @Test(arguments: [
        ("<plist version=\"1.0\"><dict/></plist>", 1, "not an XLIFF file: the root element is <plist>"),
        ("<xliff version=\"2.0\" xmlns=\"urn:oasis:names:tc:xliff:document:2.0\"><file id=\"f\"/></xliff>", 1, "XLIFF version 2.0 is not supported"),
        ("<xliff version=\"1.2\">\n<file source-language=\"en\"><body/></file></xliff>", 2, "<file> has no original attribute"),
        ("<xliff version=\"1.2\"><file original=\"a.strings\"><body>\n\n<trans-unit><source>x</source></trans-unit></body></file></xliff>", 3, "<trans-unit> has no id attribute"),
        ("<xliff version=\"1.2\"><file original=\"a.strings\"><body>\n<trans-unit id=\"k\"><target>x</target></trans-unit></body></file></xliff>", 2, "<trans-unit id=\"k\"> has no <source>"),
        ("<xliff version=\"1.2\"><file original=\"a.strings\"><body>\n<trans-unit id=\"k\"><source>x</trans-unit></body></file></xliff>", 2, "malformed XML"),
    ])
    func errorsNameTheLineAndWhatWasExpected(_ text: String, line: Int, message: String) {
        #expect {
            _ = try XLIFFDocument.read(Array(text.utf8), file: "bad.xliff")
        } throws: { error in
            guard let error = error as? SourceError else { return false }
            return error.file == "bad.xliff" && error.position?.line == line && error.message.hasPrefix(message)
        }
    }

    static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
        var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
        for unit in text.utf16 {
            bytes += bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        return bytes
    }
}
