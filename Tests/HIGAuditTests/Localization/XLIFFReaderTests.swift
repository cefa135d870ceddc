import Foundation
import HIGModel
import Testing
@testable import HIGAudit
@testable import HIGInput

/// XLIFF as Xcode exports it: a storyboard's object-ID units, a strings table, a String Catalog
/// with plural, device and substitution variations, and a `.stringsdict`'s path-style ids.
@Suite struct XLIFFReaderTests {
    static let sample = """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="Demo/Base.lproj/Main.storyboard" source-language="en" target-language="de" datatype="plaintext">
        <body>
          <trans-unit id="Lbl-aa-001.text" xml:space="preserve">
            <source>Wi-Fi</source>
            <target state="translated">WLAN</target>
          </trans-unit>
        </body>
      </file>
      <file original="Demo/en.lproj/Localizable.strings" source-language="en" target-language="de" datatype="plaintext">
        <body>
          <trans-unit id="later" xml:space="preserve">
            <source>Later</source>
            <target state="new"></target>
          </trans-unit>
          <trans-unit id="missing" xml:space="preserve">
            <source>Missing</source>
          </trans-unit>
          <trans-unit id="review" xml:space="preserve">
            <source>Review</source>
            <target state="needs-review-translation">Prüfen</target>
          </trans-unit>
          <trans-unit id="copy" xml:space="preserve">
            <source>Night Shift</source>
            <target state="translated">Night Shift</target>
          </trans-unit>
        </body>
      </file>
      <file original="Demo/Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext">
        <body>
          <trans-unit id="%lld items|==|plural.one" xml:space="preserve">
            <source>%lld item</source>
            <target state="translated">%lld Objekt</target>
          </trans-unit>
          <trans-unit id="%lld items|==|plural.other" xml:space="preserve">
            <source>%lld items</source>
            <target state="needs-review-translation">%lld Objekte</target>
          </trans-unit>
          <trans-unit id="tap|==|device.ipad" xml:space="preserve">
            <source>Click</source>
            <target state="translated">Klicken</target>
          </trans-unit>
          <trans-unit id="tap|==|device.iphone" xml:space="preserve">
            <source>Tap</source>
            <target state="translated">Tippen</target>
          </trans-unit>
          <trans-unit id="files" xml:space="preserve">
            <source>%#@count@ in %@</source>
            <target state="translated">%#@count@ in %@</target>
          </trans-unit>
          <trans-unit id="files|==|substitutions.count.plural.one" xml:space="preserve">
            <source>%lld file</source>
            <target state="translated">%lld Datei</target>
          </trans-unit>
          <trans-unit id="files|==|substitutions.count.plural.other" xml:space="preserve">
            <source>%lld files</source>
            <target state="translated">%lld Dateien</target>
          </trans-unit>
        </body>
      </file>
      <file original="Demo/en.lproj/Plurals.stringsdict" source-language="en" target-language="pt_BR" datatype="plaintext">
        <body>
          <trans-unit id="/%d songs:dict/NSStringLocalizedFormatKey:dict/:string" xml:space="preserve">
            <source>%#@songs@</source>
            <target state="translated">%#@songs@</target>
          </trans-unit>
          <trans-unit id="/%d songs:dict/songs:dict/one:dict/:string" xml:space="preserve">
            <source>%d song</source>
            <target state="translated">%d música</target>
          </trans-unit>
          <trans-unit id="/%d songs:dict/songs:dict/other:dict/:string" xml:space="preserve">
            <source>%d songs</source>
            <target state="translated">%d músicas</target>
          </trans-unit>
        </body>
      </file>
      <file original="Demo/en.lproj/Other.strings" source-language="en" datatype="plaintext">
        <body>
          <trans-unit id="x"><source>x</source><target>y</target></trans-unit>
        </body>
      </file>
    </xliff>
    """

    static func parse(_ text: String = sample) throws -> TranslationCatalog {
        try TranslationReaders.read(Array(text.utf8), file: "de.xliff")
    }

    @Test func unitsGoToTheTableTheirFileNames() throws {
        let catalog = try Self.parse()
        let storyboard = try #require(catalog.entry(table: "Main", key: "Lbl-aa-001.text", locale: "de"))
        #expect(storyboard.value == "WLAN")
        #expect(storyboard.state == "translated")
        #expect(storyboard.position == FilePosition(file: "de.xliff", line: 5, column: 7))
        #expect(catalog.entry(table: "Localizable", key: "review", locale: "de")?.translationState == .needsReview)
        #expect(catalog.entry(table: "Localizable", key: "copy", locale: "de")?.value == "Night Shift", "a copy marked translated is kept for the rules to judge")
        #expect(catalog.locales == ["de", "pt-BR"])
    }

    @Test func unitsWithoutATargetAreUntranslatedButKnown() throws {
        let catalog = try Self.parse()
        for key in ["later", "missing"] {
            #expect(catalog.entry(table: "Localizable", key: key, locale: "de") == nil)
            #expect(catalog.contains(table: "Localizable", key: key))
        }
    }

    @Test func stringCatalogVariationsComeBackTogether() throws {
        let catalog = try Self.parse()
        let items = try #require(catalog.entry(table: "Localizable", key: "%lld items", locale: "de"))
        #expect(items.plural == ["one": "%lld Objekt", "other": "%lld Objekte"])
        #expect(items.position(for: "one").line == 32)
        #expect(items.position(for: "other").line == 36)
        #expect(items.position(for: "few").line == 36, "a category without a unit shows `other`")
        #expect(items.state == "needs-review-translation", "one form to review makes the key so")
        #expect(catalog.entry(table: "Localizable", key: "tap", locale: "de")?.value == "Tippen", "the iPhone variation")
        let files = try #require(catalog.entry(table: "Localizable", key: "files", locale: "de"))
        #expect(files.substitutions == ["count": ["one": "%lld Datei", "other": "%lld Dateien"]])
        #expect(files.string(for: "one") == "%lld Datei in %@")
        #expect(files.position(for: "other").line == 56)
        #expect(files.position(for: nil).line == 48)
    }

    @Test func stringsdictPathIdsAreSubstitutions() throws {
        let songs = try #require(try Self.parse().entry(table: "Plurals", key: "%d songs", locale: "pt-BR"))
        #expect(songs.value == "%#@songs@")
        #expect(songs.substitutions == ["songs": ["one": "%d música", "other": "%d músicas"]])
    }

    @Test func problemsAreDiagnosedWithTheirPositions() throws {
        let catalog = try Self.parse()
        #expect(catalog.diagnostics.map(\.description) == ["de.xliff:78:3: error: <file original=\"Demo/en.lproj/Other.strings\"> has no target-language; expected the locale its targets are in, as in target-language=\"de\""])
        let broken = try Self.parse("<xliff version=\"1.2\"><file original=\"a.strings\" target-language=\"de\">\n<body><trans-unit id=\"k\"></body></file></xliff>")
        #expect(broken.isEmpty)
        #expect(broken.diagnostics.count == 1)
        #expect(broken.diagnostics.first?.position?.line == 2)
    }

    @Test func anXclocContributesOnlyItsLocalizedContents() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hig-audit-xcloc-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        func write(_ relative: String, _ text: String) throws {
            let url = root.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try write("de.xcloc/contents.json", #"{"developmentRegion": "en", "targetLocale": "de", "version": "1.0"}"#)
        try write("de.xcloc/Localized Contents/de.xliff", Self.sample)
        try write("de.xcloc/Source Contents/Demo/en.lproj/Localizable.strings", "\"later\" = \"Later\";")
        try write("de.xcloc/Source Contents/Demo/Localizable.xcstrings", #"{"sourceLanguage": "en", "strings": {}}"#)
        try write("de.xcloc/Notes/notes.xliff", Self.sample)
        try write("vendor/returned.xlf", Self.sample)
        for named in [root.appendingPathComponent("de.xcloc").path, root.path] {
            let found = TranslationSources.files(for: [named])
            let relative = found.files.map { String($0.dropFirst(root.path.count + 1)) }
            let expected = named == root.path ? ["de.xcloc/Localized Contents/de.xliff", "vendor/returned.xlf"] : ["de.xcloc/Localized Contents/de.xliff"]
            #expect(relative == expected)
        }
        let catalog = try TranslationSources.load([root.appendingPathComponent("de.xcloc").path])
        #expect(catalog.entry(table: "Main", key: "Lbl-aa-001.text", locale: "de")?.value == "WLAN")
    }
}

/// A unit id twice in one `<file>` (issue 32): the first is used and a warning names both,
/// as for a key twice in a `.strings` file.
@Suite struct XLIFFDuplicateUnitTests {
    @Test func aDuplicateTransUnitIdIsAWarningAndTheFirstWins() {
        let xliff = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="Demo/en.lproj/Localizable.strings" source-language="en" target-language="de" datatype="plaintext">
            <body>
              <trans-unit id="wifi" xml:space="preserve">
                <source>Wi-Fi</source>
                <target state="translated">WLAN</target>
              </trans-unit>
              <trans-unit id="wifi" xml:space="preserve">
                <source>Wi-Fi</source>
                <target state="translated">Drahtlosnetzwerk</target>
              </trans-unit>
            </body>
          </file>
        </xliff>
        """
        let catalog = XLIFFReader.read(Array(xliff.utf8), file: "de.xliff")
        #expect(catalog.entry(table: "Localizable", key: "wifi", locale: "de")?.value == "WLAN")
        #expect(catalog.diagnostics.map(\.description) == ["de.xliff:9:7: warning: trans-unit id 'wifi' is also the id of the unit at 5:7; this one is ignored"])
    }

    @Test func aStylesheetInAStringsdictIsAnError() {
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <?xml-stylesheet type="text/xsl" href="https://example.com/x.xsl"?>
        <plist version="1.0"><dict/></plist>
        """
        let catalog = StringsDictReader.read(Array(plist.utf8), file: "de.lproj/Localizable.stringsdict", table: "Localizable", locale: "de")
        #expect(catalog.diagnostics.map(\.severity) == [.error])
        #expect(catalog.diagnostics.first?.message.contains("<?xml-stylesheet?>") == true, "\(catalog.diagnostics)")
    }
}
