import Foundation
@testable import HIGInput
import HIGModel
import Testing
@testable import HIGAudit

@Suite struct StringsDictReaderTests {
    static let file = "ru.lproj/Localizable.stringsdict"

    static let sample = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
        <key>inbox.count</key>
        <dict>
            <key>NSStringLocalizedFormatKey</key>
            <string>%#@messages@</string>
            <key>messages</key>
            <dict>
                <key>NSStringFormatSpecTypeKey</key>
                <string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key>
                <string>d</string>
                <key>one</key>
                <string>%d сообщение</string>
                <key>few</key>
                <string>%d сообщения</string>
                <key>many</key>
                <string>%d сообщений</string>
                <key>other</key>
                <string>%d сообщения</string>
            </dict>
        </dict>
        <key>tip</key>
        <dict>
            <key>NSStringDeviceSpecificRuleType</key>
            <dict>
                <key>ipad</key>
                <string>Коснитесь на iPad</string>
                <key>iphone</key>
                <string>Коснитесь на iPhone</string>
            </dict>
        </dict>
        <key>broken</key>
        <string>not a rule</string>
    </dict>
    </plist>
    """

    static func parse(_ text: String) -> TranslationCatalog {
        StringsDictReader.read(Array(text.utf8), file: file, table: "Localizable", locale: "ru")
    }

    @Test func pluralRulesWithPositions() throws {
        let catalog = Self.parse(Self.sample)
        let entry = try #require(catalog.entry(table: "Localizable", key: "inbox.count", locale: "ru"))
        #expect(entry.value == "%#@messages@")
        #expect(entry.substitutions["messages"] == ["one": "%d сообщение", "few": "%d сообщения", "many": "%d сообщений", "other": "%d сообщения"])
        #expect(entry.string(for: "many") == "%d сообщений")
        #expect(entry.position.file == Self.file)
        #expect(entry.position.line == 5, "the entry's <key>")
    }

    @Test func deviceSpecificRulesPreferIPhone() {
        #expect(Self.parse(Self.sample).entry(table: "Localizable", key: "tip", locale: "ru")?.value == "Коснитесь на iPhone")
    }

    /// A width variant (`NSStringVariableWidthRuleType`) is valid: which one a table shows
    /// depends on the room UIKit gives it, so it is a warning and left unmeasured, not an error.
    @Test func widthVariantsAreAWarningNotAnError() {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>welcome</key>
            <dict>
                <key>NSStringVariableWidthRuleType</key>
                <dict>
                    <key>20</key><string>Hi</string>
                    <key>50</key><string>Welcome back</string>
                </dict>
            </dict>
        </dict>
        </plist>
        """
        let catalog = Self.parse(text)
        #expect(catalog.diagnostics.map(\.severity) == [.warning])
        #expect(catalog.diagnostics.first?.description == "\(Self.file):4:5: warning: 'welcome' varies by width (NSStringVariableWidthRuleType), which hig-audit does not read; not checked")
        #expect(catalog.entry(table: "Localizable", key: "welcome", locale: "ru") == nil)
    }

    @Test func brokenEntryIsAnErrorAndTheRestRead() {
        let catalog = Self.parse(Self.sample)
        #expect(catalog.diagnostics.count == 1)
        #expect(catalog.diagnostics.first?.message == "'broken' is not a dictionary")
        #expect(catalog.diagnostics.first?.position?.line == 35)
        #expect(catalog.entry(table: "Localizable", key: "broken", locale: "ru") == nil)
    }

    @Test(arguments: [
        ("<plist>\n<dict>\n  <key>a</key>\n  <string>x < y</string>\n</dict>\n</plist>\n", 4, "malformed XML: "),
        ("<plist>\n<dict>\n  <key>a</key>\n  <string>x</strin>\n</dict>\n</plist>\n", 4, "malformed XML: Opening and ending tag mismatch: string line 4 and strin"),
        ("<plist>\n<dict>\n  <key>a</key>\n  <string>unclosed\n</dict>\n</plist>\n", 5, "malformed XML: Opening and ending tag mismatch: string line 4 and dict"),
        ("<plist><dict><key>a</key>\n<dict></dict>\n", 3, "malformed XML: "),
    ])
    func malformedXMLHasALine(text: String, line: Int, message: String) {
        let catalog = Self.parse(text)
        #expect(catalog.isEmpty)
        #expect(catalog.diagnostics.count == 1)
        let diagnostic = catalog.diagnostics.first
        #expect(diagnostic?.severity == .error)
        #expect(diagnostic?.message.hasPrefix(message) == true, "\(diagnostic?.description ?? "")")
        #expect(diagnostic?.position?.line == line, "\(diagnostic?.description ?? "")")
    }

    @Test func aBrokenBinaryPropertyListIsAnError() {
        let catalog = StringsDictReader.read(Array("bplist00".utf8) + [0, 1, 2], file: Self.file, table: "Localizable", locale: "ru")
        #expect(catalog.diagnostics.map(\.description) == ["\(Self.file):1:1: error: binary property list: 11 bytes is too short for a header, an object and the 32-byte trailer"], "\(catalog.diagnostics)")
        #expect(catalog.keyCount == 0)
    }

    @Test func aBinaryStringsdictIsRead() throws {
        // Files: %#@n@ with one and other forms, as `plutil -convert binary1` writes it.
        let bytes = Array(try Data(contentsOf: Repository.url("Tests/HIGInputTests/Fixtures/Checkouts/binary-plist/de.lproj/Files.stringsdict")))
        let catalog = StringsDictReader.read(bytes, file: Self.file, table: "Localizable", locale: "de")
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
        let entry = catalog.entry(table: "Localizable", key: "files", locale: "de")
        #expect(entry?.value == "%#@n@")
        #expect(entry?.substitutions["n"] == ["one": "%d Datei", "other": "%d Dateien"])
    }

    @Test func keyWithoutValue() {
        let catalog = Self.parse("<plist><dict><key>a</key></dict></plist>")
        #expect(catalog.diagnostics.first?.message == "<key> without a value in <dict>")
    }

    /// The XML a property list may use beyond elements and text, read as libxml2 read it.
    @Test func entitiesCDATACommentsAndLineEnds() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\r\n<!-- a comment -->\r\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\r\n<plist version='1.0'>\r\n<dict>\r\n<key>a&amp;b</key>\r\n<dict>\r\n<key>NSStringDeviceSpecificRuleType</key>\r\n<dict><key>iphone</key><string>&lt;&#x1F600;&#65;&gt; <![CDATA[x < y & z]]>\r\ntwo&quot;&apos;</string></dict>\r\n</dict>\r\n</dict>\r\n</plist>\r\n"
        let catalog = Self.parse(text)
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
        let entry = try #require(catalog.entry(table: "Localizable", key: "a&b", locale: "ru"))
        #expect(entry.value == "<\u{1F600}A> x < y & z\ntwo\"'")
        #expect(entry.position.line == 9)
    }

    /// An element's line and column are those of the '<' that starts it (the reports in
    /// `Reports/localization/` carry them).
    @Test func elementPositionIsTheStartOfItsStartTag() throws {
        let catalog = Self.parse("<plist>\n<dict>\n\t<key\n\t>k</key>\n\t<dict><key>NSStringLocalizedFormatKey</key><string>x</string></dict>\n</dict>\n</plist>\n")
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
        let entry = try #require(catalog.entry(table: "Localizable", key: "k", locale: "ru"))
        #expect(entry.position.line == 3)
        #expect(entry.position.column == 2)
    }

    /// Broken XML is an error at the position libxml2 reports; its words are libxml2's (a few made
    /// plainer by the reader), so only the start of the message is pinned here.
    @Test(arguments: [
        ("", "1:1", "malformed XML: no XML document"),
        ("  \n<!-- only a comment -->\n", "3:1", "malformed XML: no XML document"),
        ("garbage", "1:1", "malformed XML: no XML document"),
        ("<plist/>", "1:1", "no property list value"),
        ("<plist><dict/></plist>\n<plist/>", "2:1", "malformed XML: Extra content at the end of the document"),
        ("<plist><dict/></plist>x", "1:23", "malformed XML: Extra content at the end of the document"),
        ("<plist><dict></plist>", "1:22", "malformed XML: Opening and ending tag mismatch: dict line 1 and plist"),
        ("<plist><dict><key>a &c</key>", "1:23", "malformed XML: an entity reference without ';' (escape '&' as &amp;)"),
        ("<plist><string>&#0;</string></plist>", "1:20", "malformed XML: "),
        ("<plist><string>&#xD800;</string></plist>", "1:24", "malformed XML: "),
        ("<plist><string>a\u{1}</string></plist>", "1:17", "malformed XML: "),
        ("<plist><string>\u{FFFF}</string></plist>", "1:16", "malformed XML: "),
        ("<plist version=\"1.0\"", "1:21", "malformed XML: "),
        ("<plist version=\"<\"></plist>", "1:17", "malformed XML: Unescaped '<' not allowed in attributes values"),
        ("<plist a=\"1\"b=\"2\"></plist>", "1:13", "malformed XML: "),
        ("<plist></ plist>", "1:11", "malformed XML: expected '>'"),
        ("<plist><!-- open", "1:17", "malformed XML: Comment not terminated"),
        ("<plist><string><![CDATA[x", "1:26", "malformed XML: a CDATA section that is not closed with ']]>'"),
        ("<![CDATA[x]]><plist/>", "1:2", "malformed XML: "),
        ("<!DOCTYPE plist [<!ELEMENT plist ANY>]><plist/>", "1:40", "no property list value"),
        ("<!DOCTYPE plist \"x>", "1:17", "malformed XML: DOCTYPE improperly terminated"),
        ("<plist><!DOCTYPE plist></plist>", "1:9", "malformed XML: "),
        ("<?xml version=\"1.0\"", "1:20", "malformed XML: "),
        ("<plist><dict><key>a</key><string>\u{1F600}</string></dict><key>b</key></plist>", "1:52", "a property list holds one root value; <key> follows <dict>"),
        ("<plist><dict><string>x</string></dict></plist>", "1:14", "a value without a <key> in <dict>"),
    ])
    func malformedXMLIsAnErrorAtItsPosition(text: String, position: String, message: String) throws {
        let catalog = Self.parse(text)
        #expect(catalog.isEmpty)
        let diagnostic = try #require(catalog.diagnostics.first)
        #expect(catalog.diagnostics.count == 1)
        #expect(diagnostic.description.hasPrefix("\(Self.file):\(position): error: \(message)"), "\(diagnostic)")
    }

    @Test func nestingIsLimited() {
        let deep = String(repeating: "<array>", count: 200)
        #expect(Self.parse("<plist>" + deep).diagnostics.first?.message == "nesting deeper than 128 levels")
    }

    /// FoundationXML's `XMLParser`, which read these files before, leaks a string for every error
    /// libxml2 reports (the error domain made in `_CFErrorCreateFromXMLInterface`, never
    /// released): the `stringsdict` fuzzer ran out of memory after 1.76 million broken inputs.
    /// Every XML reader goes through the input layer's `XMLReader`, on libxml2 directly.
    @Test func noReaderUsesFoundationXML() throws {
        let users = try Repository.files(under: "Sources", withExtension: "swift").filter { try Repository.read($0).contains("import FoundationXML") }
        #expect(users.isEmpty)
    }
}

/// Inputs the fuzzers crashed on, kept in `Fuzz/Regression/`.
@Suite struct TranslationFuzzRegressionTests {
    /// The audit fuzzer's dump whose locale name overflowed a buffer inside ICU's plural rules.
    /// Such a name is no locale: it is now refused where it is read, with its position, before
    /// it reaches ICU.
    @Test func dumpWithAnOverlongLocaleIsRefused() throws {
        let path = Repository.url("Fuzz/Regression/audit-overlong-locale.json").path
        do {
            _ = try DumpLoader.load(path: path)
            Issue.record("the overlong locale was accepted")
        } catch {
            #expect(error.position == SourcePosition(line: 37, column: 116))
            #expect(error.message.hasPrefix("in 'localizations': 'fi-----"))
            #expect(error.message.count < 200)
        }
    }

    /// FoundationXML trapped on an element name with bytes that are not UTF-8.
    @Test func stringsdictWithInvalidUTF8InAnElementName() throws {
        let bytes = Array(try Data(contentsOf: Repository.url("Fuzz/Regression/stringsdict-invalid-utf8-element-name.stringsdict")))
        let catalog = try TranslationReaders.read(bytes, file: "de.lproj/Plurals.stringsdict")
        let diagnostic = try #require(catalog.diagnostics.first)
        #expect(diagnostic.description == "de.lproj/Plurals.stringsdict:16:8: error: not valid UTF-8; save the file as UTF-8")
    }

    /// FoundationXML read a null pointer for a processing instruction without data; libxml2,
    /// called directly, ignores processing instructions and stops at the broken tag after it.
    @Test func stringsdictWithAProcessingInstruction() throws {
        let bytes = Array(try Data(contentsOf: Repository.url("Fuzz/Regression/stringsdict-empty-processing-instruction.stringsdict")))
        let catalog = try TranslationReaders.read(bytes, file: "de.lproj/Plurals.stringsdict")
        let diagnostic = try #require(catalog.diagnostics.first)
        #expect(diagnostic.description.hasPrefix("de.lproj/Plurals.stringsdict:2:2: error: malformed XML: "))
        // The real files' XML declaration is still fine.
        let real = Array(try Data(contentsOf: Repository.url("Reports/localization/de.lproj/Plurals.stringsdict")))
        #expect(try TranslationReaders.read(real, file: "de.lproj/Plurals.stringsdict").diagnostics.isEmpty)
    }

    @Test func stringsdictWithAnEntityDeclaration() throws {
        let bytes = Array(#"<?xml version="1.0"?><!DOCTYPE plist [<!ENTITY a "aaaa">]><plist version="1.0"><dict/></plist>"#.utf8)
        let catalog = try TranslationReaders.read(bytes, file: "de.lproj/Plurals.stringsdict")
        #expect(catalog.diagnostics.first?.message.contains("entity declarations are not allowed") == true)
    }

    @Test func stringsdictInUTF16IsTranscoded() throws {
        let xml = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>%d Konto</string><key>other</key><string>%d Konten</string></dict></dict></dict></plist>"#
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in xml.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let catalog = try TranslationReaders.read(bytes, file: "de.lproj/Plurals.stringsdict")
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
    }
}
