import Foundation
import HIGInput
import HIGModel
import Testing

/// Storyboards and xibs written for these tests (Tests/HIGInputTests/Fixtures/Storyboards),
/// in Xcode's XML at several tools versions.
@Suite struct StoryboardReaderTests {
    static let fixtures: URL = {
        var url = URL(fileURLWithPath: #filePath)
        url.deleteLastPathComponent()
        url.deleteLastPathComponent()
        return url.appendingPathComponent("Fixtures/Storyboards")
    }()

    static func read(_ relative: String) throws -> StoryboardReader.Document {
        let bytes = try [UInt8](Data(contentsOf: fixtures.appendingPathComponent(relative)))
        return try StoryboardReader.read(bytes, file: relative)
    }

    static func read(text: String, file: String = "Main.storyboard") throws(SourceError) -> StoryboardReader.Document {
        try StoryboardReader.read(Array(text.utf8), file: file)
    }

    @Test func staticTableBecomesAScreenWithSectionsAndCells() throws {
        let document = try Self.read("App/Base.lproj/Settings.storyboard")
        #expect(document.table == "Settings")
        let screen = try #require(document.dump.screens.first)
        #expect(screen.name == "Settings.storyboard › Settings")
        #expect(screen.environment.width == 393)
        #expect(screen.table.style == .insetGrouped)
        #expect(screen.table.sections.count == 2)
        let notifications = screen.table.sections[0]
        #expect(notifications.header?.string == "Notifications")
        #expect(notifications.header?.localizationKey == "Sec-aa-001.headerTitle")
        #expect(notifications.header?.localizationTable == "Settings")
        #expect(notifications.footer?.localizationKey == "Sec-aa-001.footerTitle")

        let reminder = notifications.rows[0]
        #expect(reminder.id == "Cel-aa-001")
        #expect(reminder.content == .style(.value1))
        #expect(reminder.text?.string == "Daily reminder")
        #expect(reminder.text?.localizationKey == "Lbl-aa-001.text")
        #expect(reminder.text?.font == nil, "point size 0 is the cell's default font")
        #expect(reminder.secondaryText?.string == "Weekdays at 8:00")
        #expect(reminder.accessoryType == .disclosureIndicator)
        #expect(reminder.selectionAction == .navigates, "a segue from the cell")
        // Findings point at the label's '<' in the storyboard.
        #expect(reminder.text?.source.file == "App/Base.lproj/Settings.storyboard")
        #expect(reminder.text?.source.span.start == SourcePosition(line: 27, column: 49))
        #expect(reminder.source.span.start == SourcePosition(line: 20, column: 37))

        let sound = notifications.rows[1]
        #expect(sound.content == .style(.custom))
        #expect(sound.text?.font == .textStyle(.body, weight: nil))
        #expect(sound.text?.width == nil, "the design frame is never a width")
        #expect(sound.text?.widthUnknown?.contains("no constraint") == true, "Auto Layout with no constraints: unknown, not measured")
        #expect(sound.text?.numberOfLines == 1)
        #expect(sound.accessoryView?.kind == .switch)
        #expect(sound.accessoryView?.width == 51)
        #expect(sound.selectionStyle == SelectionStyle.none)
        #expect(sound.isSelectable == false, "no highlight and no segue")
        #expect(sound.selectionAction == nil, "what code does on a tap stays unknown")

        let export = screen.table.sections[1].rows[0]
        #expect(export.content == .style(.subtitle))
        #expect(export.text?.font == .fixed(size: 17, weight: .semibold))
        #expect(export.secondaryText == nil, "'Subtitle' is a placeholder")
        #expect(export.accessibilityTraits == ["button"])
        #expect(export.accessibilityIdentifier == "export-row")
        #expect(export.editingAccessoryType == nil, "not stated in the document")
        #expect(document.notes.contains { $0.message.contains("\"Subtitle\"") && $0.position.line == 85 })
    }

    @Test func prototypeCellsAreATemplate() throws {
        let document = try Self.read("App/Base.lproj/Settings.storyboard")
        let template = try #require(document.dump.screens.last)
        #expect(template.name == "Settings.storyboard › Reminder Time")
        #expect(template.isTemplate, "the flag says so, not the name")
        #expect(document.dump.screens.first?.isTemplate == false)
        #expect(template.table.style == .plain)
        let row = try #require(template.table.sections.first?.rows.first)
        #expect(row.id == "TimeCell", "a template row is named by its reuse identifier")
        #expect(row.accessoryType == .checkmark)
        #expect(row.editingAccessoryType == .detailButton)
        #expect(row.text == nil, "'Title' is a placeholder")
    }

    @Test func olderToolsVersionCustomFontsMultilineTextsAndConfigurations() throws {
        let document = try Self.read("Legacy/About.storyboard")
        let screen = try #require(document.dump.screens.first)
        #expect(screen.name == "About.storyboard › About")
        #expect(screen.environment.width == 393, "no device recorded: the default device, never the table's 320-pt canvas")
        #expect(screen.table.style == .grouped)
        let section = try #require(screen.table.sections.first)
        #expect(section.footer?.string == "Version 2.1\nMade in Tampere")
        let licences = section.rows[0]
        #expect(licences.text?.string == "Acknowledgements\nand licences")
        #expect(licences.text?.font == .fixed(size: 16, weight: .semibold), "AvenirNext-DemiBold")
        #expect(licences.text?.numberOfLines == 2)
        #expect(licences.text?.lineBreakMode == .byTruncatingMiddle)
        #expect(licences.rowHeight == 80, "the cell's own height wins over the table's")
        #expect(licences.selectionStyle == .blue)
        #expect(licences.selectionAction == nil, "a segue from the accessory is not the row's selection")
        #expect(licences.text?.fontName == "AvenirNext-DemiBold")
        #expect(licences.text?.hasKnownFont == false, "no metrics for it: not measured")
        #expect(document.notes.contains { $0.message.contains("custom font 'AvenirNext-DemiBold'") && $0.message.contains("not measured") })
        #expect(licences.text?.adjustsFontSizeToFitWidth == true)
        #expect(licences.text?.minimumScaleFactor == 0.5)
        #expect(licences.text?.shrinkScale == 0.5)
        #expect(licences.indentationLevel == 1)
        #expect(licences.indentationWidth == 10)
        #expect(licences.indentation == 10)
        #expect(!document.notes.contains { $0.message.contains("adjustsFontSizeToFit") || $0.message.contains("indentationLevel") }, "both are modelled now")

        let build = section.rows[1]
        #expect(build.content == .configuration(.valueCell))
        #expect(build.text?.string == "Build")
        #expect(build.text?.localizationKey == "Abt-cc-001.text")
        #expect(build.secondaryText == nil, "'{build}' is a placeholder")
        #expect(build.rowHeight == 44, "the table's fixed row height")

        let rate = section.rows[2]
        #expect(rate.content == .style(.custom))
        #expect(rate.text?.string == "Rate the app", "labels inside stack views are found")
        #expect(rate.text?.font == .fixed(size: 15, weight: .bold))
        #expect(rate.accessoryView?.kind == .button)
        #expect(rate.accessoryView?.isIconOnly == true)
    }

    @Test func xibCellsAreATemplate() throws {
        let document = try Self.read("Legacy/ContactCell.xib")
        let screen = try #require(document.dump.screens.first)
        #expect(screen.name == "ContactCell.xib › ContactCell")
        #expect(screen.isTemplate)
        #expect(screen.environment.width == 375)
        let row = try #require(screen.table.sections.first?.rows.first)
        #expect(row.id == "ContactCell")
        #expect(row.rowHeight == 64)
        #expect(row.text?.font == .textStyle(.headline, weight: nil))
        #expect(row.secondaryText == nil, "'<email>' is a placeholder")
        #expect(row.accessoryView?.kind == .stepper)
        #expect(row.accessoryView?.width == 94)
    }

    @Test func sharedObjectIDsStayApartByDocument() throws {
        let text = try String(contentsOf: Self.fixtures.appendingPathComponent("App/Base.lproj/Settings.storyboard"), encoding: .utf8)
        let first = try Self.read(text: text, file: "Base.lproj/Settings.storyboard")
        let second = try Self.read(text: text, file: "Base.lproj/Privacy.storyboard")
        #expect(first.dump.screens[0].name != second.dump.screens[0].name)
        #expect(second.table == "Privacy")
        #expect(second.dump.screens[0].table.sections[0].header?.localizationTable == "Privacy")
    }

    @Test func placeholders() {
        for text in ["Label", "Title", "Detail", "Subtitle", " Label ", "{name}", "<value>"] {
            #expect(StoryboardReader.isPlaceholder(text), "\(text)")
        }
        for text in ["Labels", "Wi-Fi", "{", "<", "Title bar", "a {b}"] {
            #expect(!StoryboardReader.isPlaceholder(text), "\(text)")
        }
    }

    @Test func brokenDocumentsAreErrorsWithPositions() {
        #expect(throws: SourceError(file: "Main.storyboard", position: SourcePosition(line: 1, column: 1), message: "not an Interface Builder document: expected a <document type=\"com.apple.InterfaceBuilder3.CocoaTouch…\"> root element, found <plist>")) {
            try Self.read(text: "<plist version=\"1.0\"/>")
        }
        do {
            _ = try Self.read(text: "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n  <scenes>\n    <scene>\n  </scenes>\n</document>")
            Issue.record("a mismatched tag was read")
        } catch {
            #expect(error.file == "Main.storyboard")
            #expect(error.position?.line == 4, "\(error)")
        }
    }

    @Test func documentsForOtherPlatformsAreSkippedWithANote() throws {
        for runtime in ["MacOSX.Cocoa", "watchKit"] {
            let document = try Self.read(text: "<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" targetRuntime=\"\(runtime)\"><scenes/></document>")
            #expect(document.dump.screens.isEmpty)
            #expect(document.notes.map(\.message) == ["targetRuntime '\(runtime)' is not iOS; hig-audit reads UIKit documents, so this one is skipped"])
        }
    }

    @Test func dumpWriterRoundTrips() throws {
        for file in ["App/Base.lproj/Settings.storyboard", "Legacy/About.storyboard", "Legacy/ContactCell.xib"] {
            let screens = try Self.read(file).dump.screens
            let written = DumpWriter.write(screens)
            let decoded = try DumpLoader.decode(Array(written.utf8), file: "dump.json")
            #expect(DumpWriter.write(decoded.screens) == written, "\(file)")
            #expect(decoded.screens.map(\.name) == screens.map(\.name))
            let rows = { (screens: [Screen]) in screens.flatMap { $0.table.sections.flatMap(\.rows) } }
            #expect(rows(decoded.screens).map(\.text?.string) == rows(screens).map(\.text?.string))
            #expect(rows(decoded.screens).map(\.content) == rows(screens).map(\.content))
            #expect(rows(decoded.screens).map(\.accessoryView?.kind) == rows(screens).map(\.accessoryView?.kind))
        }
    }

    @Test func dumpWriterEscapesUntrustedText() throws {
        let hostile = "\"quoted\" \\ back\u{1}\u{7F}\n\u{2028}<script>"
        let screen = Screen(name: hostile, table: Table(sections: [Section(header: Text(hostile), rows: [Row(text: Text(hostile, localizations: [Localization(locale: "de", string: hostile)]))])]))
        let written = DumpWriter.write([screen])
        #expect(!written.contains("\u{1}"))
        let decoded = try DumpLoader.decode(Array(written.utf8), file: "dump.json")
        #expect(decoded.screens[0].name == hostile)
        #expect(decoded.screens[0].table.sections[0].header?.string == hostile)
        #expect(decoded.screens[0].table.sections[0].rows[0].text?.localizations.first?.string == hostile)
    }

    @Test func tableHeaderAndFooterViewsAreSaidNotSkipped() throws {
        let document = try Self.read(text: """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="Scn-hf-001">
                    <objects>
                        <tableViewController id="TVC-hf-001" sceneMemberID="viewController">
                            <tableView key="view" style="grouped" dataMode="static" id="Tbl-hf-001">
                                <view key="tableHeaderView" contentMode="scaleToFill" id="Hdr-hf-001">
                                    <subviews>
                                        <label text="Welcome back" id="Lbl-hf-001"/>
                                    </subviews>
                                </view>
                                <sections/>
                                <view key="tableFooterView" contentMode="scaleToFill" id="Ftr-hf-001"/>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """)
        let notes = document.notes.map(\.description)
        #expect(notes.contains("Main.storyboard:8:25: note: tableHeaderView is not audited: hig-audit lays out a table's sections and cells, not the views above or below them (1 label in it not measured)"), "\(notes)")
        #expect(notes.contains("Main.storyboard:14:25: note: tableFooterView is not audited: hig-audit lays out a table's sections and cells, not the views above or below them"), "\(notes)")
        #expect(document.objects["Tbl-hf-001"]?.kind == .table)
    }
}
