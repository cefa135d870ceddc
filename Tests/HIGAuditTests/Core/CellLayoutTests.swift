import Foundation
import HIGModel
import Testing
import TextLayout
@testable import HIGAudit

/// Hand-worked cases from `uikit-layout.md`: the numbers in the comments are the reference's.
@Suite struct CellLayoutTests {
    let model = CellLayoutModel()
    let fitter = try! LineFitter()

    func scenario(_ width: Double, _ category: HIGModel.ContentSizeCategory = .large, locale: String = "en") -> LayoutScenario {
        LayoutScenario(width: width, category: category, locale: locale, direction: .leftToRight)
    }

    func slots(_ row: Row, table: Table = Table(), environment: Environment = Environment(), _ scenario: LayoutScenario) -> [LabelSlot] {
        model.labels(of: row, table: table, environment: environment, scenario: scenario, string: { $0.string }, fitter: fitter)
    }

    @Test func textRectWidthsMatchTheReferenceTable() {
        // §4.1 width examples (D): plain/grouped W − 32, inset grouped W − 64 on iPhone.
        let row = Row(text: Text("A"))
        for (width, plain, inset) in [(320.0, 288.0, 256.0), (375, 343, 311), (393, 361, 329), (430, 398, 366)] {
            #expect(model.textRectWidth(row: row, table: Table(style: .plain), environment: Environment(width: width), scenario: scenario(width)) == plain)
            #expect(model.textRectWidth(row: row, table: Table(style: .insetGrouped), environment: Environment(width: width), scenario: scenario(width)) == inset)
        }
        // iPad regular width: 20-pt margins, 768 → 728 and 688.
        let iPad = Environment(width: 768, horizontalSizeClass: .regular)
        #expect(model.textRectWidth(row: row, table: Table(style: .grouped), environment: iPad, scenario: scenario(768)) == 728)
        #expect(model.textRectWidth(row: row, table: Table(style: .insetGrouped), environment: iPad, scenario: scenario(768)) == 688)
        // At 320 pt margins are 16 even in regular width (Slide Over).
        let slideOver = Environment(width: 320, horizontalSizeClass: .regular)
        #expect(model.textRectWidth(row: row, table: Table(), environment: slideOver, scenario: scenario(320)) == 288)
    }

    @Test func imagesAccessoriesIndexAndEditingTakeTheirWidth() {
        let environment = Environment(width: 393)
        let base = 361.0
        // Legacy cell: image width + 15 (§3.1, B).
        #expect(model.textRectWidth(row: Row(image: CellImage(kind: .bitmap, width: 29, height: 29)), table: Table(), environment: environment, scenario: scenario(393)) == base - 44)
        // List configuration, SF Symbol: 24-pt column + 16 (§4.3: text starts at 56 pt).
        #expect(model.textRectWidth(row: Row(content: .configuration(.cell), image: CellImage(kind: .symbol)), table: Table(), environment: environment, scenario: scenario(393)) == base - 40)
        // Switch: 51 + 16 (§4.2, C + B).
        #expect(model.textRectWidth(row: Row(accessoryView: AccessoryView(kind: .switch, width: 51, height: 31)), table: Table(), environment: environment, scenario: scenario(393)) == base - 67)
        // Disclosure indicator ≈ 9 + 16 (§4.2, E).
        #expect(model.textRectWidth(row: Row(accessoryType: .disclosureIndicator), table: Table(), environment: environment, scenario: scenario(393)) == base - 25)
        // Section index ≈ 16 (§4.6, E) and the editing control ≈ 47 (§4.6, E).
        #expect(model.textRectWidth(row: Row(), table: Table(sectionIndexTitles: ["A"]), environment: environment, scenario: scenario(393)) == base - 16)
        #expect(model.textRectWidth(row: Row(editingStyle: .delete), table: Table(isEditing: true), environment: environment, scenario: scenario(393)) == base - 47)
        // Safe areas come off the table's width.
        #expect(model.textRectWidth(row: Row(), table: Table(), environment: Environment(width: 852, safeAreaInsets: EdgeInsets(left: 59, right: 59)), scenario: scenario(852)) == 852 - 118 - 32)
    }

    @Test func value1AtThreeTwentyLosesItsDetailToALongGermanTitle() throws {
        // 320 − 32 − (9 + 16) = 263 pt; the title is laid out first, the detail gets
        // max(0, 263 − title − 6) (§3.1, B): nothing is left.
        let row = Row(content: .style(.value1), text: Text("Benachrichtigungseinstellungen für alle Apps"), secondaryText: Text("Ein"), accessoryType: .disclosureIndicator)
        let laidOut = slots(row, environment: Environment(width: 320), scenario(320))
        let title = try #require(laidOut.first { $0.role == .text })
        let detail = try #require(laidOut.first { $0.role == .secondaryText })
        #expect(title.availableWidth == 263)
        #expect(title.font.width(of: title.string) > 263)
        #expect(detail.availableWidth == 0)
        #expect(fitter.check(detail.string, font: detail.font, constraints: LabelConstraints(width: 0)).isTruncated)
    }

    @Test func value1DetailGetsWhatTheTitleLeaves() throws {
        let row = Row(content: .style(.value1), text: Text("Wi-Fi"), secondaryText: Text("Home Network"))
        let laidOut = slots(row, scenario(393))
        let title = try #require(laidOut.first)
        let detail = try #require(laidOut.last)
        #expect(abs(detail.availableWidth - (361 - title.font.width(of: "Wi-Fi") - 6)) < 0.001)
        #expect(detail.arrangement == .sideBySide)
    }

    @Test func value2TitleIsCutInItsColumn() throws {
        // A fixed 91-pt title column, 6-pt gap, Footnote (§3.1, B).
        let row = Row(content: .style(.value2), text: Text("Mobilfunkdatenoptionen"), secondaryText: Text("LTE"))
        let laidOut = slots(row, scenario(320))
        let title = try #require(laidOut.first)
        #expect(title.availableWidth == 91)
        #expect(title.font.pointSize == 13)
        let detailWidth = try #require(laidOut.last).availableWidth
        #expect(detailWidth == 191, "288 − 91 − 6")
        let fit = fitter.fit(title.string, font: title.font, constraints: LabelConstraints(width: title.availableWidth))
        #expect(fit.isTruncated)
        #expect(fit.visibleText.hasPrefix("Mobilfunk") && fit.visibleText.hasSuffix("…"))
    }

    @Test func valueCellsStackAtAccessibilitySizes() throws {
        let row = Row(content: .style(.value1), text: Text("Wi-Fi"), secondaryText: Text("Home"))
        let laidOut = slots(row, scenario(393, .accessibilityMedium))
        #expect(laidOut.allSatisfy { $0.availableWidth == 361 && $0.arrangement == .stacked })
    }

    @Test func listValueCellGoesSideBySideOnlyWhenTheValueFits() throws {
        let fits = slots(Row(content: .configuration(.valueCell), text: Text("Wi-Fi"), secondaryText: Text("Home")), scenario(393))
        #expect(fits.map(\.arrangement) == [.sideBySide, .sideBySide])
        let stacks = slots(Row(content: .configuration(.valueCell), text: Text("Benachrichtigungseinstellungen"), secondaryText: Text("Immer anzeigen, auch gesperrt")), scenario(393))
        #expect(stacks.map(\.arrangement) == [.stacked, .stacked])
        #expect(stacks.last?.availableWidth == 361)
        #expect(stacks.allSatisfy { $0.numberOfLines == 0 }, "list configurations wrap (§3.2, B)")
    }

    @Test func subtitleFitsAtLargeAndIsCutAtAX2() throws {
        let row = Row(content: .style(.subtitle), text: Text("Software Update Available"), secondaryText: Text("iOS 26.1"))
        func titleFit(_ category: HIGModel.ContentSizeCategory) throws -> FitSummary {
            let title = try #require(slots(row, scenario(393, category)).first)
            return fitter.check(title.string, font: title.font, constraints: LabelConstraints(width: title.availableWidth, numberOfLines: title.numberOfLines))
        }
        #expect(try !titleFit(.large).isTruncated)
        #expect(try !titleFit(.accessibilityMedium).isTruncated)
        #expect(try titleFit(.accessibilityLarge).isTruncated)
        // Subtitle detail: Caption 1 before iOS 26, Subheadline from iOS 26 (§3.1, B).
        #expect(slots(row, scenario(393)).last?.font.pointSize == 12)
        let ios26 = CellLayoutModel(profile: .ios26).labels(of: row, table: Table(), environment: Environment(), scenario: scenario(393), string: { $0.string }, fitter: fitter)
        #expect(ios26.last?.font.pointSize == 15)
    }

    @Test func groupedHeadersAreUppercasedWithTheLocale() throws {
        let section = Section(header: Text("Straße"), rows: [Row(text: Text("A"))])
        let table = Table(style: .insetGrouped)
        let header = try #require(model.labels(of: section, table: table, environment: Environment(width: 393), scenario: scenario(393, locale: "de"), string: { $0.string }).first)
        #expect(header.string == "STRASSE")
        #expect(header.font.pointSize == 13, "Footnote (§3.2, B)")
        #expect(header.availableWidth == 329)
        let turkish = try #require(model.labels(of: Section(header: Text("Ayarlar listesi")), table: table, environment: Environment(), scenario: scenario(393, locale: "tr"), string: { $0.string }).first)
        #expect(turkish.string == "AYARLAR LİSTESİ")
        // iOS 26 keeps the case and uses emphasized Body.
        let ios26 = try #require(CellLayoutModel(profile: .ios26).labels(of: section, table: table, environment: Environment(), scenario: scenario(393), string: { $0.string }).first)
        #expect(ios26.string == "Straße")
        #expect(ios26.font.pointSize == 17 && ios26.font.weight == .semibold)
        // Plain headers are not uppercased.
        let plain = try #require(model.labels(of: section, table: Table(style: .plain), environment: Environment(), scenario: scenario(393), string: { $0.string }).first)
        #expect(plain.string == "Straße")
    }

    @Test func customCellsUseTheDumpsLabelWidth() {
        let measured = slots(Row(content: .style(.custom), text: Text("Total", width: 120)), scenario(393))
        #expect(measured.map(\.availableWidth) == [120])
        #expect(slots(Row(content: .style(.custom), text: Text("Total")), scenario(393)).isEmpty, "no width, nothing to measure")
    }

    @Test func swipeButtonsHoldTwoLinesOf108Points() {
        // clamp(2 × 6 + title, 74, 120): at most 108 pt of text per line, two lines (§4.6, B).
        let slot = model.swipeTitleSlot(role: .deleteConfirmationTitle, text: Text("Entfernen"), string: "Entfernen")
        #expect(slot.availableWidth == 108)
        #expect(slot.numberOfLines == 2)
    }

    @Test func profilesDifferAndOverridesAreChecked() throws {
        #expect(LayoutProfile.ios18["switchWidth"] == 51)
        #expect(LayoutProfile.ios26["switchWidth"] == 63)
        #expect(LayoutProfile.catalog.allSatisfy { "ABCDE".contains($0.grade) && !$0.source.isEmpty })
        let calibrated = try LayoutProfile.ios18.overriding(["disclosureIndicatorWidth": 8.5])
        #expect(calibrated["disclosureIndicatorWidth"] == 8.5)
        #expect(throws: LayoutProfileError.unknownConstant("switchWidht", suggestion: "switchWidth")) {
            try LayoutProfile.ios18.overriding(["switchWidht": 1])
        }
        #expect(throws: LayoutProfileError.badValue("value1Gap", .infinity)) {
            try LayoutProfile.ios18.overriding(["value1Gap": .infinity])
        }
    }

    @Test func modelAndEngineEnumsMirrorEachOther() {
        #expect(HIGModel.ContentSizeCategory.allCases.map { TextLayout.ContentSizeCategory($0).rawValue } == HIGModel.ContentSizeCategory.allCases.map(\.rawValue))
        #expect(HIGModel.TextStyle.allCases.allSatisfy { TextLayout.TextStyle(rawValue: $0.rawValue) != nil })
        #expect(HIGModel.FontWeight.allCases.allSatisfy { TextLayout.FontWeight(rawValue: $0.rawValue) != nil })
        #expect(HIGModel.LineBreakMode.allCases.allSatisfy { TextLayout.LineBreakMode(rawValue: $0.rawValue) != nil })
    }
}

@Suite struct LayoutProfileDocTests {
    @Test func constantsTableInTheDocIsCurrent() throws {
        let doc = try Repository.read("docs/layout-model.md")
        let begin = "<!-- constants:begin -->\n", end = "<!-- constants:end -->"
        let start = try #require(doc.range(of: begin)), stop = try #require(doc.range(of: end))
        let rewritten = doc[..<start.upperBound] + LayoutProfile.catalogMarkdown() + doc[stop.lowerBound...]
        try Repository.expectGolden(String(rewritten), at: "docs/layout-model.md")
    }

    @Test func profileFilesOverrideConstants() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("profile-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(#"{"base": "ios26", "constants": {"disclosureIndicatorWidth": 8.5}}"#.utf8).write(to: URL(fileURLWithPath: path))
        let profile = try LayoutProfile.load(path: path)
        #expect(profile.generation == .ios26)
        #expect(profile["disclosureIndicatorWidth"] == 8.5)
        #expect(profile["switchWidth"] == 63)
    }

    /// A profile file is read by the JSON reader every input shares: each error has its line
    /// and column.
    @Test(arguments: [
        (#"{"base": "ios26", "constant": {}}"#, "1:19: error: unknown key 'constant' in a layout profile; did you mean 'constants'? (valid keys: base, constants)"),
        (#"{"constants": {"switchWidth": true}}"#, "1:31: error: expected a number of points for 'switchWidth', found a boolean"),
        ("{\"base\": \"ios17\"}", "1:10: error: expected ios18 or ios26 for 'base', found 'ios17'"),
        ("{\n  \"constants\": {\"switchWidht\": 50}}", "2:17: error: unknown layout constant 'switchWidht'; did you mean 'switchWidth'?"),
        (#"{"constants": {"value1Gap": -1}}"#, "1:29: error: layout constant 'value1Gap' must be a finite number from 0 to 10000, not -1.0"),
        (#"{"constants": {"value1Gap": 1,}}"#, "1:31: error: trailing comma before '}'; JSON does not allow one"),
        ("[]", "1:1: error: expected a layout profile, a JSON object like {\"base\": \"ios26\", \"constants\": {\"switchWidth\": 63}}, found an array"),
    ])
    func profileFileErrorsHaveAPosition(json: String, expected: String) {
        #expect(throws: SourceError.self) { try LayoutProfile.read(Array(json.utf8), file: "p.json") }
        do {
            _ = try LayoutProfile.read(Array(json.utf8), file: "p.json")
        } catch {
            #expect(error.description == "p.json:" + expected)
        }
    }

    @Test func missingProfileFileIsNamed() {
        do {
            _ = try LayoutProfile.load(path: "/nonexistent/profile.json")
            Issue.record("a missing file must be an error")
        } catch {
            #expect(error.description == "/nonexistent/profile.json: error: no such file")
        }
    }
}

@Suite struct TextMessageTests {
    @Test func longTextsAreClippedInMessagesButKeptInEvidence() throws {
        let long = String(repeating: "Benachrichtigung ", count: 100)
        let screen = Screen(name: "Long", environment: Environment(width: 320), table: Table(sections: [Section(rows: [Row(text: Text(long))])]))
        let findings = try Audit(configuration: AuditConfiguration(enabledRules: ["text/truncation"])).check(screen)
        let finding = try #require(findings.first)
        #expect(finding.message.count < 600)
        #expect(finding.message.hasPrefix("'Benachrichtigung Benachrichtigung"))
        #expect(finding[evidence: .text] == .string(long))
    }
}

extension CellLayoutTests {
    @Test func indentationAndTheEditingAccessoryTakeTheirWidth() {
        let environment = Environment(width: 393)
        var row = Row(text: Text("A"), accessoryType: .disclosureIndicator)
        let plain = model.textRectWidth(row: row, table: Table(), environment: environment, scenario: scenario(393))
        row.indentationLevel = 2
        #expect(model.textRectWidth(row: row, table: Table(), environment: environment, scenario: scenario(393)) == plain - 20, "2 × the default 10 pt")
        row.indentationWidth = 15
        #expect(model.textRectWidth(row: row, table: Table(), environment: environment, scenario: scenario(393)) == plain - 30)

        // While editing, a stated editingAccessoryType replaces the accessory; unstated, the
        // normal accessory stays, as before the member existed.
        let editing = Table(isEditing: true)
        var switchRow = Row(text: Text("A"), accessoryView: AccessoryView(kind: .switch, width: 51, height: 31))
        let withSwitch = model.textRectWidth(row: switchRow, table: editing, environment: environment, scenario: scenario(393))
        switchRow.editingAccessoryType = AccessoryType.none
        #expect(model.textRectWidth(row: switchRow, table: editing, environment: environment, scenario: scenario(393)) == withSwitch + 51 + 16)
        #expect(model.textRectWidth(row: switchRow, table: Table(), environment: environment, scenario: scenario(393)) == withSwitch, "not editing: the switch")
    }

    @Test func aLabelThatShrinksIsMeasuredAtItsMinimumScale() throws {
        let long = "Allgemeine Einstellungen und Datenschutz"
        var text = Text(long)
        let full = try #require(slots(Row(text: text), scenario(320)).first)
        text.adjustsFontSizeToFitWidth = true
        text.minimumScaleFactor = 0.5
        let shrunk = try #require(slots(Row(text: text), scenario(320)).first)
        #expect(shrunk.font.pointSize == full.font.pointSize / 2)
        #expect(fitter.fit(long, font: full.font, constraints: LabelConstraints(width: full.availableWidth, numberOfLines: 1, lineBreakMode: .byTruncatingTail, locale: "en")).isTruncated)
        #expect(!fitter.fit(long, font: shrunk.font, constraints: LabelConstraints(width: shrunk.availableWidth, numberOfLines: 1, lineBreakMode: .byTruncatingTail, locale: "en")).isTruncated)
        // Without adjustsFontSizeToFitWidth the scale means nothing, and 0 keeps the size (UIKit).
        text.adjustsFontSizeToFitWidth = false
        #expect(slots(Row(text: text), scenario(320)).first?.font.pointSize == full.font.pointSize)
        text.adjustsFontSizeToFitWidth = true
        text.minimumScaleFactor = 0
        #expect(slots(Row(text: text), scenario(320)).first?.font.pointSize == full.font.pointSize)
    }

    @Test func aTextInAnUnknownFontIsNotMeasured() {
        var text = Text("Allgemeine Einstellungen und Datenschutz", font: .fixed(size: 17, weight: .regular))
        text.fontName = "AvenirNext-DemiBold"
        #expect(slots(Row(text: text, secondaryText: Text("B")), scenario(320)).map(\.role) == [.secondaryText])
        text.fontName = ".SFUI-Regular"
        #expect(slots(Row(text: text), scenario(320)).map(\.role) == [.text])
    }

    @Test func labelsResizedSizeAfterSizeAreTheLabelsPreparedAtEachSize() {
        // The sweep prepares a container's labels at the first size and resizes them in place
        // for each next one: every size must give what preparing afresh gives — measures (the
        // same face resized, or another face measured), fonts, line limits (sidebar cells wrap
        // at accessibility sizes) and how value cells share the room (stacked there).
        let rows = [
            Row(content: .style(.value1), text: Text("Benachrichtigungen"), secondaryText: Text("Ein")),
            Row(content: .configuration(.valueCell), text: Text("Wi\u{2011}Fi"), secondaryText: Text("Réseau domestique")),
            Row(content: .configuration(.sidebarCell), text: Text("Confidentialité et sécurité")),
            Row(content: .style(.subtitle), text: Text("ちょっと、まって"), secondaryText: Text("مرحبا بالعالم")),
        ]
        for row in rows {
            let plan = model.labelPlan(of: row)
            let shown = { (role: LabelRole) in role.text(of: row)?.string ?? "" }
            var resized = PreparedLabels(placement: .fullWidth)
            for (index, category) in HIGModel.ContentSizeCategory.allCases.enumerated() {
                let sizing = model.labelSizing(plan, category: category)
                if index == 0 {
                    resized = model.prepareLabels(plan, category: category, sizing: sizing, string: shown)
                } else {
                    model.resizeLabels(&resized, to: sizing, string: shown)
                }
                let afresh = model.prepareLabels(plan, category: category, string: shown)
                #expect(resized.count == afresh.count && resized.placement == afresh.placement, "\(category)")
                for label in afresh.indices {
                    #expect(resized[label] == afresh[label], "\(row.text?.string ?? "") at \(category)")
                    #expect(resized.font(label) == afresh.font(label))
                }
            }
        }
    }
}
