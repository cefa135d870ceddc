import Foundation
import HIGInput
import HIGModel
import Testing
import TextLayout
@testable import HIGAudit

/// The streaming text analysis: label groups in sweep order, compact checks that rebuild into
/// the evaluation a finding shows, and label rules that agree whether they share one pass or
/// run alone.
@Suite struct TextAnalysisTests {
    static let sweep = TextSweep(widths: [320, 768], sizes: [.large, .accessibilityLarge], locales: ["en", "de", "ar"])

    static func screens() throws -> [Screen] {
        let samples = Repository.files(under: "Reports", withExtension: "json").filter { $0.hasSuffix("/input.json") }
        return try samples.flatMap { try DumpLoader.load(path: Repository.url($0).path).screens }
    }

    @Test func groupsHoldOneLabelInOneLocaleInSweepOrder() throws {
        for screen in try Self.screens() {
            let analysis = try #require(ScreenContext(screen, textSweep: Self.sweep).textAnalysis)
            var seen = Set<String>()
            var total = 0
            analysis.forEachGroup { group in
                let key = "\(group.path.key)|\(group.locale)|\(group.pluralCategory?.rawValue ?? "-")"
                #expect(seen.insert(key).inserted, "one group per label, locale and plural category: \(key)")
                #expect(!group.checks.isEmpty)
                // Widths outermost, then sizes from smallest.
                let order = group.checks.map { Self.sweep.widths!.firstIndex(of: $0.width)! * 100 + analysis.categories.firstIndex(of: $0.category)! }
                #expect(order == order.sorted(), "\(key)")
                total += group.checks.count
            }
            #expect(total == analysis.checkCount)
            #expect(total == analysis.evaluations.count)
        }
    }

    /// In a locale other than the development one, a label whose text is not translated says
    /// nothing the development-language run does not, so it has no group; a value cell's
    /// untranslated detail keeps the checks in which the translated title squeezes it (side
    /// by side, below the accessibility sizes), in sweep order.
    @Test func anotherLocaleKeepsOnlyWhatItsTranslationsChange() throws {
        let json = """
        {"schemaVersion": 1, "screen": {"name": "Network", "environment": {"width": 375}, "table": {"style": "insetGrouped", "sections": [{"rows": [
          {"cellStyle": "value1", "text": {"string": "Wi-Fi", "localizationKey": "wifi", "localizations": {"de": "Drahtlose Netzwerkverbindung"}},
           "secondaryText": {"string": "HomeNetwork-5G"}},
          {"text": {"string": "Done"}}
        ]}]}}}
        """
        let dump = try DumpDecoder.decode(Array(json.utf8), file: "network.json")
        let screen = try #require(dump.screens.first)
        let sweep = TextSweep(widths: [320, 375], locales: ["en", "de"])
        let analysis = try #require(ScreenContext(screen, textSweep: sweep).textAnalysis)
        var groups: [String: [LabelCheck]] = [:]
        analysis.forEachGroup { groups["\($0.path.key) \($0.locale)"] = $0.checks }
        let everyScenario = 2 * analysis.categories.count
        let title = "Network/section[0]/row[0]/text"
        let detail = "Network/section[0]/row[0]/secondaryText"
        let done = "Network/section[0]/row[1]/text"
        for key in [title, detail, done] { #expect(groups["\(key) en"]?.count == everyScenario, "\(key)") }
        #expect(groups["\(title) de"]?.count == everyScenario)
        #expect(groups["\(done) de"] == nil, "untranslated, full width: as in English")
        let squeezed = try #require(groups["\(detail) de"])
        #expect(squeezed.count == 2 * analysis.categories.filter { !$0.isAccessibilityCategory }.count)
        #expect(squeezed.allSatisfy { $0.arrangement == .sideBySide && !$0.category.isAccessibilityCategory })
        let order = squeezed.map { [320.0, 375].firstIndex(of: $0.width)! * 100 + analysis.categories.firstIndex(of: $0.category)! }
        #expect(order == order.sorted())
    }

    /// A finding is built from a check by laying the label out again: it must be the slot the
    /// sweep measured, so measuring it again gives the check's own verdict.
    @Test func evaluationsRebuildTheMeasuredSlot() throws {
        var compared = 0
        for screen in try Self.screens() {
            let analysis = try #require(ScreenContext(screen, textSweep: Self.sweep).textAnalysis)
            analysis.forEachGroup { group in
                for check in group.checks {
                    let evaluation = analysis.evaluation(group, check)
                    #expect(evaluation.slot.role == group.role)
                    #expect(evaluation.slot.availableWidth == check.availableWidth)
                    #expect(evaluation.slot.numberOfLines == check.numberOfLines)
                    #expect(evaluation.slot.arrangement == check.arrangement)
                    #expect(evaluation.scenario.locale == group.locale && evaluation.scenario.category == check.category)
                    let refit = analysis.fitter.check(evaluation.slot.string, font: evaluation.slot.font, constraints: .init(
                        width: evaluation.slot.availableWidth, numberOfLines: evaluation.slot.numberOfLines,
                        lineBreakMode: evaluation.slot.lineBreakMode, locale: group.locale))
                    #expect(refit == check.fit, "\(group.path) \(group.locale)")
                    compared += 1
                }
            }
        }
        #expect(compared > 1_000)
    }

    /// The audit hands each group to all label rules in one pass; each rule run on its own
    /// makes its own pass. Both must report the same.
    /// "Would it fit in another style" is judged from the sweep's own measures; laying the label
    /// out again in that style must give the same fit and room.
    @Test func fitInAnotherStyleEqualsARelayout() throws {
        var compared = 0
        for screen in try Self.screens() {
            let analysis = try #require(ScreenContext(screen, textSweep: Self.sweep).textAnalysis)
            analysis.forEachGroup { group in
                for check in group.checks {
                    for style in [TableStyle.grouped, .plain, .insetGrouped] {
                        let fast = analysis.fit(group, check, style: style)
                        let relaid = analysis.relayout(analysis.evaluation(group, check), style: style)
                        #expect(fast?.fit == relaid?.fit, "\(group.path.key) \(group.locale) \(style)")
                        #expect(fast?.availableWidth == relaid?.slot.availableWidth)
                        if fast != nil { compared += 1 }
                    }
                }
            }
        }
        #expect(compared > 1_000)
    }

    @Test func sharedPassEqualsRulesAlone() throws {
        let configuration = AuditConfiguration(textSweep: Self.sweep)
        let audit = try Audit(configuration: configuration, jobs: 1)
        for screen in try Self.screens() {
            let shared = audit.check(screen)
            let context = ScreenContext(screen, textSweep: Self.sweep)
            var alone: [Finding] = []
            for type in RuleRegistry.rules {
                let description = type.description
                var sink = FindingSink(ruleID: description.id, severity: description.defaultSeverity)
                type.init(options: RuleOptions(description, overrides: [:])).check(context, into: &sink)
                alone += sink.findings
            }
            // One problem, one finding: the audit consolidates what the rules report.
            #expect(shared == FindingConsolidation.consolidate(alone), "\(screen.name)")
        }
    }

    @Test func sortedForReportIsTheStableReportOrder() throws {
        let findings = try Audit(configuration: AuditConfiguration(textSweep: Self.sweep), jobs: 1).run([TableDump(file: "a.json", screens: Self.screens())]).findings
        #expect(findings.count > 50)
        // Reversed input: equal keys keep their (reversed) relative order, as a stable sort does.
        let reversed = Array(findings.reversed())
        #expect(Finding.sortedForReport(reversed) == reversed.sorted(by: Finding.reportOrder))
        #expect(Finding.sortedForReport(findings) == findings)
    }

    @Test func extremesBoundEveryCheck() {
        func check(width: Double = 100, available: Double = 200, lines: Int = 1, mode: TextLayout.LineBreakMode = .byTruncatingTail,
                   isEmpty: Bool = false, lineCount: Int = 1, truncated: Bool = false) -> LabelCheck {
            LabelCheck(width: 375, category: .large, availableWidth: available, numberOfLines: lines, lineBreakMode: mode, arrangement: nil,
                       isEmpty: isEmpty, fit: FitSummary(width: width, lineCount: lineCount, isTruncated: truncated, overflow: 0))
        }
        let none = CheckExtremes([])
        #expect(!none.isAnyTruncated && none.mostLines == 0 && none.fullestOneLine == 0)
        let some = CheckExtremes([check(width: 150), check(lines: 0, lineCount: 4), check(width: 190, mode: .byWordWrapping),
                                  check(width: 199, isEmpty: true), check(width: 20, lines: 2, lineCount: 2)])
        #expect(!some.isAnyTruncated)
        #expect(some.mostLines == 4)
        // Only one-line, truncating, non-empty labels count: 150 of 200.
        #expect(some.fullestOneLine == 0.75)
        #expect(CheckExtremes([check(truncated: true)]).isAnyTruncated)
        // No room at all: any text there is at its edge.
        #expect(CheckExtremes([check(width: 0, available: 0)]).fullestOneLine == .infinity)
    }
}
