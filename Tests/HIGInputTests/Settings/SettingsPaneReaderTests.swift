import Foundation
import HIGInput
import HIGModel
import Testing

@Suite struct SettingsPaneReaderTests {
    static let bundle = repositoryRoot.appendingPathComponent("Tests/HIGInputTests/Fixtures/Checkouts/settings/Settings.bundle")

    static func read(_ name: String) throws -> SettingsPaneReader.Pane {
        let url = bundle.appendingPathComponent(name)
        return try SettingsPaneReader.read(Array(try Data(contentsOf: url)), file: "Settings.bundle/\(name)")
    }

    static func pane(_ specifiers: String, table: String? = "Root") -> String {
        "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict>" + (table.map { "<key>StringsTable</key><string>\($0)</string>" } ?? "")
            + "<key>PreferenceSpecifiers</key><array>\(specifiers)</array></dict></plist>"
    }

    @Test func panesAreFoundWhereIOSLooksForThem() {
        #expect(SettingsPaneReader.isPane("App/Settings.bundle/Root.plist"))
        #expect(SettingsPaneReader.isPane("Settings.bundle/Privacy.plist"))
        #expect(SettingsPaneReader.isPane("App/InAppSettings.bundle/Root.inApp.plist"))
        #expect(!SettingsPaneReader.isPane("App/Info.plist"))
        #expect(!SettingsPaneReader.isPane("App/Other.bundle/Root.plist"), "iOS reads settings only from Settings.bundle")
        #expect(!SettingsPaneReader.isPane("App/Settings.bundle/en.lproj/Root.plist"))
    }

    @Test func everySpecifierBecomesTheRowTheSettingsAppDraws() throws {
        let pane = try Self.read("Root.plist")
        #expect(pane.stringsTable == "Root")
        #expect(pane.childPanes == ["Privacy"])
        let screen = pane.screen
        #expect(screen.name == "Settings › Root")
        #expect(screen.table.style == .insetGrouped)
        let sections = screen.table.sections
        #expect(sections.map { $0.header?.string } == ["Playback", "About", "Theme"])
        #expect(sections[0].footer?.string == "Streaming quality applies to new videos.")

        let toggle = sections[0].rows[0]
        #expect(toggle.text?.string == "Autoplay")
        #expect(toggle.accessoryView?.kind == .switch)
        #expect(toggle.accessoryView?.width == 51)
        #expect(toggle.text?.localizationKey == "Autoplay")
        #expect(toggle.text?.localizationTable == "Root")
        #expect(toggle.source.span.start == SourcePosition(line: 17, column: 3))

        let multiValue = sections[0].rows[1]
        #expect(multiValue.content == .style(.value1))
        #expect(multiValue.secondaryText?.string == "Automatic", "the title of DefaultValue among Values")
        #expect(multiValue.secondaryText?.localizationKey == "Automatic")
        #expect(multiValue.accessoryType == .disclosureIndicator)
        #expect(sections[0].rows.count == 2, "the slider has no text")
        #expect(pane.notes == ["Settings.bundle/Root.plist:47:3: note: a slider row shows no text (only its minimum and maximum images): not audited"])

        let about = sections[1].rows
        #expect(about.map { $0.text?.string } == ["Version", "Name", "Privacy"])
        #expect(about[0].secondaryText?.string == "2.4.1")
        #expect(about[0].secondaryText?.localizationKey == nil, "a value without Titles is shown as it is")
        #expect(!about[0].isSelectable)
        #expect(about[2].accessoryType == .disclosureIndicator)

        let theme = sections[2].rows
        #expect(theme.map { $0.text?.string } == ["Light", "Dark"])
        #expect(theme.map(\.accessoryType) == [.none, .checkmark], "DefaultValue 1 is the second value")
    }

    @Test func aPaneWithoutAStringsTableIsNotLocalized() throws {
        let text = Self.pane("<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>More</string><key>File</key><string>More</string></dict>", table: nil)
        let pane = try SettingsPaneReader.read(Array(text.utf8), file: "Settings.bundle/Root.plist")
        #expect(pane.stringsTable == nil)
        #expect(pane.screen.table.sections[0].rows[0].text?.localizationKey == nil)
    }

    @Test func aBrokenPaneIsAnErrorAtItsPosition() {
        let cases: [(String, String)] = [
            ("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><array/></plist>", "root is a dictionary, not an array"),
            ("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>", "has a PreferenceSpecifiers array; this one has none"),
            (Self.pane("<string>x</string>"), "a specifier is a dictionary, not a string"),
            (Self.pane("<dict><key>Title</key><string>x</string></dict>"), "a specifier has no Type string"),
        ]
        for (text, message) in cases {
            do throws(SourceError) {
                _ = try SettingsPaneReader.read(Array(text.utf8), file: "Settings.bundle/Root.plist")
                Issue.record("read: \(text)")
            } catch {
                #expect(error.message.contains(message), "\(error)")
                #expect(error.position != nil)
            }
        }
    }

    @Test func anUnknownSpecifierIsANoteNotAGuess() throws {
        let pane = try SettingsPaneReader.read(Array(Self.pane("<dict><key>Type</key><string>PSFancySpecifier</string></dict>").utf8), file: "p/Settings.bundle/Root.plist")
        #expect(pane.screen.table.sections.isEmpty)
        #expect(pane.notes.first?.contains("specifier type 'PSFancySpecifier' is not one the Settings app draws") == true)
    }
}
