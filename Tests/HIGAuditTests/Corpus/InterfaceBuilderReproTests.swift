import Foundation
import HIGInput
import HIGModel
import Testing
@testable import HIGAudit

/// `Corpus/ib/repro/`: each reproduction of issue 28 held to what its README says a run should
/// show.
@Suite struct InterfaceBuilderReproTests {
    static let folder = "Corpus/ib/repro"

    /// The inputs at `paths` (storyboards with the translations beside them, or dumps), with the
    /// sweep `check` would use for `--widths`/`--sizes`.
    static func inputs(_ paths: [String], widths: [Double]? = nil, sizes: [HIGModel.ContentSizeCategory]? = nil) throws -> (dumps: [TableDump], sweep: TextSweep, notes: [String]) {
        let imports = try paths.map { try StoryboardImport.input(path: Repository.url("\(folder)/\($0)").path) }
        var sweep = TextSweep(widths: widths, sizes: sizes)
        _ = try LocalizationSetup.apply(strings: imports.flatMap(\.translationFiles), pseudo: [], to: &sweep)
        return (imports.map(\.dump), sweep, imports.flatMap(\.notes))
    }

    static func check(_ paths: [String], widths: [Double]? = nil, sizes: [HIGModel.ContentSizeCategory]? = nil) throws -> [Finding] {
        let (dumps, sweep, _) = try inputs(paths, widths: widths, sizes: sizes)
        return try AuditPipeline.run(dumps, project: ProjectConfiguration(directory: Repository.root.path), textSweep: sweep).findings
    }

    @Test func autoLayoutLabelGrowsBesideItsSwitch() throws {
        let path = "autolayout-frame/App/Base.lproj/Switches.storyboard"
        let findings = try Self.check([path], widths: [320, 430])
        #expect(findings.filter { $0.ruleID == "text/truncation" }.isEmpty, "\(findings.map(\.message))")

        // The label's room follows the table: 320 − 16 − 16 − 51 (switch) − 8 (≥ gap) = 229 pt.
        let (dumps, sweep, _) = try Self.inputs([path], widths: [320, 430], sizes: [.large])
        let screen = try #require(dumps.first?.screens.first)
        let analysis = try #require(ScreenContext(screen, textSweep: sweep).textAnalysis)
        let german = analysis.evaluations.filter { $0.scenario.locale == "de" && $0.slot.role == .text }
        let byWidth = Dictionary(german.map { ($0.scenario.width, $0.slot.availableWidth) }, uniquingKeysWith: { first, _ in first })
        #expect(byWidth[320].map { abs($0 - 229) < 0.01 } == true, "\(byWidth)")
        #expect(byWidth[430].map { abs($0 - 339) < 0.01 } == true, "\(byWidth)")
        #expect(german.allSatisfy { !$0.fit.isTruncated })
    }

    @Test func buttonTitleInACellIsMeasuredLikeALabel() throws {
        let findings = try Self.check(["button-title/Base.lproj/Account.storyboard"], widths: [393])
        let truncation = try #require(findings.first { $0.ruleID == "text/truncation" }, "\(findings.map(\.message))")
        // 120 pt (the button's fixed width, no insets) in the button's 15-pt font, cut in the
        // middle as UIKit cuts a button's title; the German title is cut too.
        #expect(truncation.message.contains("120 pt available"), "\(truncation.message)")
        #expect(truncation.message.contains("shows 'Sign ou…rywhere'"), "\(truncation.message)")
        #expect(truncation.message.contains("also in de"), "\(truncation.message)")
        #expect(findings.contains { $0.ruleID == "text/fixed-size" })
    }

    @Test func interfaceBuilderAutoshrinkShrinksBeforeItTruncates() throws {
        let path = "ib-autoshrink/Base.lproj/Autoshrink.storyboard"
        let (dumps, _, _) = try Self.inputs([path])
        let text = try #require(dumps.first?.screens.first?.table.sections.first?.rows.first?.text)
        #expect(text.adjustsFontSizeToFitWidth, "minimumScaleFactor without the attribute is autoshrink on")
        #expect(text.shrinkScale == 0.5)
        let findings = try Self.check([path], widths: [320])
        #expect(findings.filter { $0.ruleID == "text/truncation" }.isEmpty, "\(findings.map(\.message))")
    }

    @Test func designCanvasIsNotARunWidth() throws {
        let findings = try Self.check(["wide-canvas.json"], widths: [320, 375])
        #expect(findings.filter { $0.ruleID == "table/width" }.isEmpty, "\(findings.map(\.message))")
        // The dump's own width still counts when the run names none.
        let own = try Self.check(["wide-canvas.json"])
        #expect(own.filter { $0.ruleID == "table/width" }.count == 1)
    }

    @Test func chevronOnNonSelectableRowsIsMisleading() throws {
        let findings = try Self.check(["nonselectable-chevron.json"]).filter { $0.ruleID == "selection/misleading-disclosure" }
        #expect(findings.map(\.location.region.start.line).sorted() == [2, 3], "\(findings.map(\.message))")
    }

    @Test func storyboardTextsFallBackToBaseAndDontTranslateIsRespected() throws {
        let findings = try Self.check(["dont-translate/App/Base.lproj/Connection.storyboard"])
        let missing = try #require(findings.first { $0.ruleID == "l10n/missing-translation" })
        #expect(missing.message.contains("iOS shows the Base text 'Connection'"), "\(missing.message)")
        #expect(!missing.message.contains("returns the key"))
        #expect(!findings.contains { $0.ruleID == "l10n/unfinished-translation" })
    }
}
