import Foundation
import Testing
@testable import HIGAudit

@Suite struct StringsDictParserTests {
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
        StringsDictParser.parse(Array(text.utf8), file: file, table: "Localizable", locale: "ru")
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

    @Test func brokenEntryIsReportedAndSkipped() {
        let catalog = Self.parse(Self.sample)
        #expect(catalog.diagnostics.count == 1)
        #expect(catalog.diagnostics.first?.message == "'broken' is not a dictionary; entry skipped")
        #expect(catalog.diagnostics.first?.position.line == 35)
        #expect(catalog.entry(table: "Localizable", key: "broken", locale: "ru") == nil)
    }

    @Test(arguments: [
        ("<plist>\n<dict>\n  <key>a</key>\n  <string>x < y</string>\n</dict>\n</plist>\n", 4, "malformed XML: '<' that starts no element (escape it as &lt;)"),
        // libxml2 notices the mismatch only at the end of the file.
        ("<plist>\n<dict>\n  <key>a</key>\n  <string>x</strin>\n</dict>\n</plist>\n", 7, "malformed XML: an end tag does not match its start tag"),
        ("<plist>\n<dict>\n  <key>a</key>\n  <string>unclosed\n</dict>\n</plist>\n", 6, "the file ends inside <plist> opened at 1:"),
        ("<plist><dict><key>a</key>\n<dict></dict>\n", 2, "the file ends inside <dict> opened at 1:"),
    ])
    func malformedXMLHasALine(text: String, line: Int, message: String) {
        let catalog = Self.parse(text)
        #expect(catalog.isEmpty)
        #expect(catalog.diagnostics.count == 1)
        let diagnostic = catalog.diagnostics.first
        #expect(diagnostic?.severity == .error)
        #expect(diagnostic?.message.hasPrefix(message) == true, "\(diagnostic?.description ?? "")")
        #expect(diagnostic?.message.hasSuffix("; file skipped") == true)
        #expect(diagnostic?.position.line == line, "\(diagnostic?.description ?? "")")
    }

    @Test func binaryPropertyListIsExplained() {
        let catalog = StringsDictParser.parse(Array("bplist00".utf8) + [0, 1, 2], file: Self.file, table: "Localizable", locale: "ru")
        #expect(catalog.diagnostics.map(\.description) == ["\(Self.file):1:1: error: binary property lists are not supported; convert with 'plutil -convert xml1'; file skipped"])
    }

    @Test func keyWithoutValue() {
        let catalog = Self.parse("<plist><dict><key>a</key></dict></plist>")
        #expect(catalog.diagnostics.first?.message == "<key> without a value in <dict>; file skipped")
    }
}

/// Inputs the fuzzers crashed on, kept in `Fuzz/Regression/`.
@Suite struct TranslationFuzzRegressionTests {
    /// FoundationXML trapped on an element name with bytes that are not UTF-8.
    @Test func stringsdictWithInvalidUTF8InAnElementName() throws {
        let bytes = Array(try Data(contentsOf: Repository.url("Fuzz/Regression/stringsdict-invalid-utf8-element-name.stringsdict")))
        let catalog = TranslationSources.parse(bytes, file: "de.lproj/Plurals.stringsdict")
        let diagnostic = try #require(catalog.diagnostics.first)
        #expect(diagnostic.description == "de.lproj/Plurals.stringsdict:16:8: error: not valid UTF-8; save the file as UTF-8; file skipped")
    }

    /// FoundationXML read a null pointer for a processing instruction without data.
    @Test func stringsdictWithAProcessingInstruction() throws {
        let bytes = Array(try Data(contentsOf: Repository.url("Fuzz/Regression/stringsdict-empty-processing-instruction.stringsdict")))
        let catalog = TranslationSources.parse(bytes, file: "de.lproj/Plurals.stringsdict")
        let diagnostic = try #require(catalog.diagnostics.first)
        #expect(diagnostic.description.hasPrefix("de.lproj/Plurals.stringsdict:1:1:"))
        #expect(diagnostic.message.contains("processing instructions are not allowed"))
        // The real files' XML declaration is still fine.
        let real = Array(try Data(contentsOf: Repository.url("Reports/localization/de.lproj/Plurals.stringsdict")))
        #expect(TranslationSources.parse(real, file: "de.lproj/Plurals.stringsdict").diagnostics.isEmpty)
    }

    @Test func stringsdictWithAnEntityDeclaration() {
        let bytes = Array(#"<?xml version="1.0"?><!DOCTYPE plist [<!ENTITY a "aaaa">]><plist version="1.0"><dict/></plist>"#.utf8)
        let catalog = TranslationSources.parse(bytes, file: "de.lproj/Plurals.stringsdict")
        #expect(catalog.diagnostics.first?.message.contains("entity declarations are not allowed") == true)
    }

    @Test func stringsdictInUTF16IsTranscoded() throws {
        let xml = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>%d Konto</string><key>other</key><string>%d Konten</string></dict></dict></dict></plist>"#
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in xml.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let catalog = TranslationSources.parse(bytes, file: "de.lproj/Plurals.stringsdict")
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
    }
}
