import Foundation
import HIGInput
import HIGModel
import Testing
@testable import HIGAudit

/// `storyboards` in `.hig-audit.yml`: reading entries, and applying them to a storyboard of ours
/// (Tests/HIGInputTests/Fixtures/Storyboards/App).
@Suite struct StoryboardOverlayTests {
    static let storyboard = "Tests/HIGInputTests/Fixtures/Storyboards/App/Base.lproj/Settings.storyboard"

    static func imported() throws -> StoryboardImport {
        try StoryboardImport.load(path: Repository.url(storyboard).path)
    }

    static func overlaid(_ yaml: String) throws -> (StoryboardImport, StoryboardOverlayRun) {
        var input = try imported()
        var run = StoryboardOverlayRun(try parseConfiguration(yaml).storyboardOverlays)
        try run.apply(to: &input)
        return (input, run)
    }

    @Test func entriesAreReadWithTheirPositions() throws {
        let overlays = try parseConfiguration("""
        storyboards:
          - document: Settings.storyboard
            object: Cel-aa-002
            selectionAction: togglesCheckmark
            isSelectable: true
          - document: App/Base.lproj/Settings.storyboard
            path: "section[1]/row[Cel-aa-003]"
            text: { string: "Export", localizationKey: "settings.export" }
            addRows: [{ id: extra, text: "Import" }]
        """).storyboardOverlays
        #expect(overlays.count == 2)
        #expect(overlays[0].target == .object("Cel-aa-002"))
        #expect(overlays[0].changes.map(\.change) == [.selectionAction(.togglesCheckmark), .isSelectable(true)])
        #expect(overlays[0].changes.map(\.position.line) == [4, 5])
        #expect(overlays[0].position == SourcePosition(line: 2, column: 5))
        #expect(overlays[1].target == .path("section[1]/row[Cel-aa-003]"))
        #expect(overlays[1].applies(toDocument: "MyApp/App/Base.lproj/Settings.storyboard"))
        #expect(!overlays[1].applies(toDocument: "Other/Base.lproj/Settings.storyboard"))
    }

    @Test func mistakesAreErrorsAtTheirKey() {
        let cases: [(String, String)] = [
            ("  - document: Settings.storyboard\n    object: A\n    hiden: true", ".hig-audit.yml:4:5: error: unknown key 'hiden' in storyboard overlay entry; did you mean 'hidden'?"),
            ("  - document: Settings.storyboard\n    object: A\n    selectionAction: opens", ".hig-audit.yml:4:22: error: unknown selectionAction 'opens'"),
            ("  - document: Settings.storyboard\n    object: A\n    path: x\n    hidden: true", ".hig-audit.yml:4:5: error: an overlay entry names its element once"),
            ("  - document: Settings.json\n    object: A\n    hidden: true", ".hig-audit.yml:2:15: error: 'document' names 'Settings.json'; expected a .storyboard or .xib"),
            ("  - object: A\n    hidden: true", ".hig-audit.yml:2:5: error: storyboard overlay entry has no 'document'"),
            ("  - document: Settings.storyboard\n    hidden: true", ".hig-audit.yml:2:5: error: storyboard overlay entry has no 'object' or 'path'"),
            ("  - document: Settings.storyboard\n    object: A", ".hig-audit.yml:2:5: error: storyboard overlay entry changes nothing"),
            ("  - document: Settings.storyboard\n    object: A\n    text: { localizationKey: k }", ".hig-audit.yml:4:11: error: 'text' has no 'string'"),
        ]
        for (entry, expected) in cases {
            let error = configurationError("storyboards:\n" + entry)
            #expect(error?.description.hasPrefix(expected) == true, "\(error?.description ?? "loaded")")
        }
    }

    @Test func changesLandOnTheirElements() throws {
        let before = try Self.imported().dump.screens[0]
        let (input, run) = try Self.overlaid("""
        storyboards:
          - document: Settings.storyboard
            object: Cel-aa-002
            selectionAction: togglesControl
          - document: Settings.storyboard
            object: Lbl-aa-005
            text: "Signed in as maria@example.com"
          - document: Settings.storyboard
            object: Sec-aa-001
            header: Reminders
          - document: Settings.storyboard
            object: Cel-aa-001
            addRows: [{ id: weekend, text: "Weekend reminder" }]
          - document: Settings.storyboard
            object: Cel-aa-003
            hidden: true
        """)
        let screen = input.dump.screens[0]
        #expect(screen.name == before.name)
        let rows = screen.table.sections[0].rows
        #expect(rows.map(\.id) == ["Cel-aa-001", "weekend", "Cel-aa-002"])
        #expect(rows[1].text?.string == "Weekend reminder")
        #expect(rows[1].text?.localizationKey == nil, "code's text, not the storyboard's")
        #expect(rows[1].accessoryType == rows[0].accessoryType, "a copy of the cell")
        #expect(rows[2].selectionAction == .togglesControl)
        #expect(rows[2].isSelectable, "code handles the tap")
        #expect(screen.table.sections[0].header?.string == "Reminders")
        #expect(screen.table.sections[0].header?.source == before.table.sections[0].header?.source, "still located in the storyboard")
        #expect(screen.table.sections[1].rows.isEmpty, "the hidden row is gone; its label's text was replaced first")
        #expect(run.diagnostics().warnings.isEmpty && run.diagnostics().notes.isEmpty)
    }

    @Test func aPlaceholderLabelGetsItsTextWithTheLabelsFont() throws {
        let (input, _) = try Self.overlaid("""
        storyboards:
          - document: Settings.storyboard
            object: Lbl-aa-005
            text: "Signed in as maria@example.com"
        """)
        let detail = try #require(input.dump.screens[0].table.sections[1].rows[0].secondaryText)
        #expect(detail.string == "Signed in as maria@example.com")
        #expect(detail.font == .fixed(size: 12, weight: .regular), "the label's own font, from the storyboard")
        #expect(detail.source.span.start.line == 85, "findings point at the label")
    }

    @Test func aChangeTheElementCannotTakeIsAnError() throws {
        #expect(throws: SourceError(file: ".hig-audit.yml", position: SourcePosition(line: 4, column: 5), message: "'selectionAction' applies to a cell; the target of this entry is a label")) {
            _ = try Self.overlaid("""
            storyboards:
              - document: Settings.storyboard
                object: Lbl-aa-001
                selectionAction: pushes
            """)
        }
    }

    @Test func entriesThatMatchNothingAreSaid() throws {
        let (input, run) = try Self.overlaid("""
        storyboards:
          - document: Settings.storyboard
            object: Cel-zz-404
            hidden: true
          - document: Settings.storyboard
            path: "section[9]/row[0]"
            hidden: true
          - document: Onboarding.storyboard
            object: Cel-aa-001
            hidden: true
        """)
        #expect(input.dump.screens == (try Self.imported()).dump.screens, "nothing applied")
        let said = run.diagnostics()
        #expect(said.warnings == [
            ".hig-audit.yml:2:5: warning: object ID 'Cel-zz-404' matches nothing hig-audit reads in 'Settings.storyboard'; this overlay entry was not applied (the storyboard may have changed)",
            ".hig-audit.yml:5:5: warning: element path 'section[9]/row[0]' matches nothing hig-audit reads in 'Settings.storyboard'; this overlay entry was not applied (the storyboard may have changed)",
        ])
        #expect(said.notes == [".hig-audit.yml:8:5: note: no storyboard or xib read in this run is 'Onboarding.storyboard'; this overlay entry was not applied"])
    }

    @Test func findingsOnATemplateSayItAndRowFindingsCarryTheIdentifier() throws {
        let json = #"""
        {"schemaVersion": 1, "screens": [
          {"name": "Cells", "isTemplate": true, "environment": {"width": 320}, "table": {"sections": [{"rows": [
            {"id": "a", "accessibilityIdentifier": "cell.a", "text": "Allgemeine Einstellungen und Datenschutz", "accessoryType": "disclosureIndicator"}]}]}},
          {"name": "Screen", "environment": {"width": 320}, "table": {"sections": [{"rows": [
            {"id": "a", "text": "Allgemeine Einstellungen und Datenschutz", "accessoryType": "disclosureIndicator"}]}]}}
        ]}
        """#
        let dump = try DumpDecoder.decode(Array(json.utf8), file: "dump.json")
        let findings = try Audit(configuration: AuditConfiguration(enabledRules: ["text/truncation"])).run([dump]).findings
        let template = try #require(findings.first { $0.path.screen == "Cells" })
        let shipping = try #require(findings.first { $0.path.screen == "Screen" })
        #expect(template.message == shipping.message + " (in a template: prototype or xib cells show what a designer typed)")
        #expect(template[evidence: .template] == .bool(true))
        #expect(template[evidence: .accessibilityIdentifier] == .string("cell.a"))
        #expect(shipping[evidence: .template] == nil)
        #expect(shipping[evidence: .accessibilityIdentifier] == nil)
    }
}
