import HIGInput
import HIGModel
import Testing

/// Valid dumps decode to the model they describe, with defaults filled in.
@Suite("Decoding")
struct DecodingTests {
    @Test func settingsFixture() throws {
        let dump = try DumpDecoder.decode(try readFixture("valid/settings.json"), file: "settings.json")
        #expect(dump.schemaVersion == 1)
        #expect(dump.file == "settings.json")
        let screen = try #require(dump.screens.first)
        #expect(dump.screens.count == 1)
        #expect(screen.name == "Settings")
        #expect(screen.environment.width == 393)
        #expect(screen.environment.horizontalSizeClass == .compact)
        #expect(screen.table.style == .insetGrouped)
        #expect(screen.table.sections.count == 2)

        let airplane = try #require(screen.table.sections.first?.rows.first)
        #expect(airplane.id == "airplane")
        #expect(airplane.content == .style(.default))
        #expect(airplane.text?.string == "Airplane Mode")
        #expect(airplane.text?.localizationKey == "settings.airplane")
        #expect(airplane.text?.localizations.map(\.locale) == ["de", "ja"])
        #expect(airplane.text?.localizations.map(\.string) == ["Flugmodus", "機内モード"])
        #expect(airplane.image == CellImage(kind: .symbol, width: 29, height: 29, accessibilityLabel: "Airplane", source: airplane.image?.source ?? .synthesized()))
        #expect(airplane.accessoryView?.kind == .switch)
        #expect(airplane.accessoryView?.width == 51)
        #expect(airplane.accessoryView?.isIconOnly == false)
        #expect(airplane.selectionStyle == SelectionStyle.none)
        #expect(airplane.isSelectable == false)

        let general = try #require(screen.table.sections.last?.rows.first)
        #expect(general.content == .configuration(.valueCell))
        #expect(general.text?.font == .textStyle(.body, weight: .semibold))
        #expect(general.accessibilityTraits == ["button"])
        let footer = try #require(screen.table.sections.last?.footer)
        #expect(footer.font == .textStyle(.footnote, weight: nil))
        #expect(footer.numberOfLines == 0)
        #expect(screen.table.sections.last?.header?.string == "General")
    }

    @Test func defaultsApply() throws {
        let dump = try decoded(dump(rows: "{}"))
        let screen = try #require(dump.screens.first)
        #expect(screen.environment.width == 393)
        #expect(screen.environment.contentSizeCategory == .large)
        #expect(screen.environment.supportedContentSizeCategories == nil)
        #expect(screen.environment.developmentLocale == "en")
        #expect(screen.table.style == .plain)
        #expect(screen.table.sectionIndexTitles == nil)
        #expect(screen.table.loading == nil)
        let row = try #require(firstRow(dump))
        #expect(row.content == .style(.default))
        #expect(row.accessoryType == .none)
        #expect(row.isSelectable)
        #expect(row.editingStyle == .none)
        #expect(row.text == nil)
        #expect(row.trailingSwipeActions.isEmpty)
    }

    @Test func partialCategoryRangeAndLoadingDefaults() throws {
        let json = #"{"schemaVersion": 1, "screen": {"name": "A", "environment": {"supportedContentSizeCategories": {"maximum": "extraLarge"}}, "table": {"loading": {}, "sections": []}}}"#
        let screen = try #require(try decoded(json).screens.first)
        #expect(screen.environment.supportedContentSizeCategories == .extraSmall ... .extraLarge)
        #expect(screen.table.loading?.isLoading == true)
        #expect(screen.table.loading?.showsActivityIndicator == false)
        #expect(screen.table.loading?.placeholderRowCount == 0)
    }

    @Test func fixedFontDefaultsToRegularWeight() throws {
        let row = try #require(firstRow(try decoded(dump(rows: #"{"text": {"string": "a", "fontSize": 17}}"#))))
        #expect(row.text?.font == .fixed(size: 17, weight: .regular))
    }

    @Test func multipleScreens() throws {
        let dump = try DumpDecoder.decode(try readFixture("valid/contacts.json"), file: "contacts.json")
        #expect(dump.screens.map(\.name) == ["Contacts", "Contacts (loading)"])
        #expect(dump.screens[0].table.sectionIndexTitles == ["A", "B", "C", "#"])
        #expect(dump.screens[0].environment.supportedContentSizeCategories == .extraSmall ... .accessibilityExtraLarge)
        #expect(dump.screens[1].environment.layoutDirection == .rightToLeft)
        #expect(dump.screens[1].environment.safeAreaInsets == EdgeInsets(left: 47, right: 0))
        #expect(dump.screens[1].table.loading?.placeholderRowCount == 8)
    }

    @Test func swipeActionsAndCustomCells() throws {
        let dump = try DumpDecoder.decode(try readFixture("valid/mailboxes.json"), file: "mailboxes.json")
        let rows = try #require(dump.screens.first?.table.sections.first?.rows)
        #expect(rows[1].editingStyle == .delete)
        #expect(rows[1].deleteConfirmationTitle?.string == "Remove Mailbox")
        #expect(rows[1].trailingSwipeActions.map(\.title.string) == ["Remove", "Rename"])
        #expect(rows[1].trailingSwipeActions.map(\.style) == [.destructive, .normal])
        #expect(rows[2].text?.font == .fixed(size: 17, weight: .medium))
        #expect(rows[2].text?.width == 220.5)
        #expect(rows[2].text?.lineBreakMode == .byTruncatingMiddle)
        #expect(rows[2].rowHeight == 44)
        #expect(rows[2].accessoryView?.isIconOnly == true)
        #expect(rows[0].image?.kind == .bitmap)
    }

    @Test func escapesDecode() throws {
        let row = try #require(firstRow(try decoded(dump(rows: #"{"id": "a\"b\\c\/d\b\f\n\r\t\u00e9\u20AC\ud83d\ude00"}"#))))
        #expect(row.id == "a\"b\\c/d\u{8}\u{C}\n\r\té€😀")
    }

    @Test func escapedKeysMatch() throws {
        let dump = try decoded(#"{"schemaVersion": 1, "scr\u0065en": {"n\u0061me": "A", "table": {"sections": []}}}"#)
        #expect(dump.screens.first?.name == "A")
    }

    @Test func integersWrittenWithFractionOrExponent() throws {
        let row = try #require(firstRow(try decoded(dump(rows: #"{"text": {"string": "a", "numberOfLines": 2.0}}"#))))
        #expect(row.text?.numberOfLines == 2)
        let other = try #require(firstRow(try decoded(dump(rows: #"{"text": {"string": "a", "numberOfLines": 1e1}}"#))))
        #expect(other.text?.numberOfLines == 10)
    }

    @Test(arguments: ["44", "44.5", "0.1", "1e2", "1E-2", "1234.56789012345678901", "0.30000000000000004", "2.2250738585072014e-308", "9007.199254740993", "1e-5", "17.000000000000000000001"])
    func numbersRoundCorrectly(text: String) throws {
        let row = try #require(firstRow(try decoded(dump(rows: #"{"rowHeight": \#(text)}"#))))
        // Swift's own parser (strtod) is the reference for correct rounding.
        #expect(row.rowHeight == Double(text))
    }

    @Test func unicodeInStringsSurvives() throws {
        let dump = try decoded(dump(rows: #"{"text": "Ahmed 😀 Ali — 設定 مرحبا e\u0301"}"#))
        #expect(firstRow(dump)?.text?.string == "Ahmed 😀 Ali — 設定 مرحبا e\u{301}")
    }

    @Test func emptyTextIsAllowed() throws {
        // An empty custom delete title is a finding for the rules, not a decoding error.
        let row = try #require(firstRow(try decoded(dump(rows: #"{"deleteConfirmationTitle": ""}"#))))
        #expect(row.deleteConfirmationTitle?.string == "")
    }

    @Test func validFixturesDecode() throws {
        let files = try fixtureFiles("valid")
        #expect(files.count >= 4)
        for file in files {
            let bytes = try readFixture(file)
            #expect(decodeError(bytes: bytes, file: file) == nil)
        }
    }

    @Test func grownMembersDecodeAndOldDumpsKeepTheirDefaults() throws {
        let json = #"""
        {"schemaVersion": 1, "screen": {"name": "Cells", "isTemplate": true, "table": {"sections": [{"rows": [
          {"id": "a", "accessibilityIdentifier": "row.a", "editingAccessoryType": "checkmark", "indentationLevel": 2, "indentationWidth": 12,
           "text": {"string": "Title", "fontName": "AvenirNext-DemiBold", "fontSize": 16, "adjustsFontSizeToFitWidth": true, "minimumScaleFactor": 0.75}},
          {"id": "b", "accessibilityLabel": "B", "text": {"string": "Plain", "fontName": "SFProText-Regular", "fontSize": 15}}
        ]}]}}}
        """#
        let screen = try #require(try DumpDecoder.decode(Array(json.utf8), file: "dump.json").screens.first)
        #expect(screen.isTemplate)
        let rows = screen.table.sections[0].rows
        #expect(rows[0].accessibilityIdentifier == "row.a")
        #expect(rows[0].editingAccessoryType == .checkmark)
        #expect(rows[0].indentationLevel == 2 && rows[0].indentationWidth == 12 && rows[0].indentation == 24)
        #expect(rows[0].text?.fontName == "AvenirNext-DemiBold")
        #expect(rows[0].text?.hasKnownFont == false)
        #expect(rows[0].text?.shrinkScale == 0.75)
        #expect(rows[1].accessibilityLabel == "B", "kept beside the other row details")
        #expect(rows[1].text?.hasKnownFont == true, "a name of the system font is measured")
        #expect(rows[1].text?.shrinkScale == nil)

        let old = try DumpDecoder.decode(try readFixture("valid/settings.json"), file: "settings.json").screens[0]
        #expect(!old.isTemplate)
        let row = old.table.sections[0].rows[0]
        #expect(row.editingAccessoryType == nil && row.indentationLevel == 0 && row.indentationWidth == 10 && row.accessibilityIdentifier == nil)
        #expect(row.text?.fontName == nil && row.text?.adjustsFontSizeToFitWidth == false && row.text?.minimumScaleFactor == 0)
    }

    @Test func grownMembersAreCheckedLikeTheOthers() {
        func error(_ row: String) -> String {
            do {
                _ = try DumpDecoder.decode(Array(#"{"schemaVersion": 1, "screen": {"name": "A", "table": {"sections": [{"rows": [\#(row)]}]}}}"#.utf8), file: "dump.json")
                return ""
            } catch {
                return error.description
            }
        }
        #expect(error(#"{"text": {"string": "A", "minimumScaleFactor": 1.5}}"#).contains("'minimumScaleFactor' must be at least 0 and at most 1, found 1.5"))
        #expect(error(#"{"indentationLevel": 1.5}"#).contains("expected an integer for 'indentationLevel', found 1.5"))
        #expect(error(#"{"editingAccessoryType": "chevron"}"#).contains("'chevron' is not a valid value for 'editingAccessoryType'"))
        #expect(error(#"{"text": {"string": "A", "fontName": ""}}"#).contains("'fontName' must not be empty"))
    }
}
