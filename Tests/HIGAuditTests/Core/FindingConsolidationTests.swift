import HIGModel
import Testing
import TextLayout
@testable import HIGAudit

/// A sink that merges a rule's findings as they come (`FindingSink.mergesPerElement`) must give
/// what consolidating the unmerged findings afterwards gives, and a finding skipped through
/// `joinsEarlierFinding` must leave the same trace as the full finding would have.
@Suite struct FindingConsolidationTests {
    static let ruleID = TextTruncationRule.description.id
    static let source = SourceInfo(file: "a.json", span: SourceSpan(start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 2, column: 1)))

    static func path(_ row: Int) -> ElementPath {
        ElementPath(screen: "Settings", components: [.section(0), .row(row, id: nil), .text])
    }

    /// One report: the element, its severity, its locale and plural category.
    struct Case {
        var row: Int
        var severity: Severity
        var locale: String
        var plural: PluralCategory? = nil
    }

    static func evidence(_ report: Case) -> [Evidence] {
        var evidence = [Evidence(.text, .string("Wi-Fi")), Evidence(.locale, .string(report.locale))]
        if let plural = report.plural { evidence.append(Evidence(.pluralCategory, .string(plural.rawValue))) }
        return evidence
    }

    static func report(_ report: Case, into sink: inout FindingSink) {
        sink.report("cut in \(report.locale)", at: path(report.row), source: source, severity: report.severity, evidence: evidence(report))
    }

    /// Reports that exercise every branch of the merge: repeats of the lead's locale, plural
    /// forms, a more severe finding taking the lead midway, and a locale met twice.
    static let sequences: [[Case]] = [
        [Case(row: 0, severity: .error, locale: "en"), Case(row: 0, severity: .error, locale: "de"), Case(row: 1, severity: .warning, locale: "en"),
         Case(row: 0, severity: .warning, locale: "fi"), Case(row: 1, severity: .warning, locale: "ru", plural: .few), Case(row: 0, severity: .error, locale: "de")],
        [Case(row: 0, severity: .warning, locale: "en"), Case(row: 0, severity: .warning, locale: "de"), Case(row: 0, severity: .error, locale: "fi"),
         Case(row: 0, severity: .warning, locale: "ja"), Case(row: 0, severity: .error, locale: "en"), Case(row: 0, severity: .warning, locale: "fi")],
        [Case(row: 2, severity: .warning, locale: "ru", plural: .one), Case(row: 2, severity: .warning, locale: "ru", plural: .few),
         Case(row: 2, severity: .warning, locale: "ru", plural: .one), Case(row: 2, severity: .warning, locale: "pl", plural: .many)],
    ]

    @Test func mergingSinkEqualsConsolidationAfterwards() {
        for sequence in Self.sequences {
            var plain = FindingSink(ruleID: Self.ruleID, severity: .error)
            var merging = plain
            merging.mergesPerElement = true
            for report in sequence {
                Self.report(report, into: &plain)
                Self.report(report, into: &merging)
            }
            #expect(merging.findings.count < plain.findings.count)
            #expect(FindingConsolidation.consolidate(merging.findings) == FindingConsolidation.consolidate(plain.findings))
        }
    }

    /// A rule that asks `joinsEarlierFinding` first, and builds the finding only when told no,
    /// ends with the same findings as one that always builds it.
    @Test func skippedFindingsLeaveWhatTheFullOnesLeave() {
        for sequence in Self.sequences {
            var full = FindingSink(ruleID: Self.ruleID, severity: .error)
            full.mergesPerElement = true
            var skipping = full
            var skipped = 0
            for report in sequence {
                Self.report(report, into: &full)
                if skipping.joinsEarlierFinding(at: Self.path(report.row), severity: report.severity, locale: report.locale, pluralCategory: report.plural) {
                    skipped += 1
                } else {
                    Self.report(report, into: &skipping)
                }
            }
            #expect(skipped > 0)
            #expect(skipping.findings == full.findings)
        }
    }

    @Test func onlyAMergingSinkWithAnEqualOrMoreSevereLeadSkips() {
        var plain = FindingSink(ruleID: Self.ruleID, severity: .error)
        Self.report(Case(row: 0, severity: .warning, locale: "en"), into: &plain)
        // Not merging: every finding is built.
        let plainJoins = plain.joinsEarlierFinding(at: Self.path(0), severity: .warning, locale: "de", pluralCategory: nil)
        #expect(!plainJoins)
        var merging = FindingSink(ruleID: Self.ruleID, severity: .error)
        merging.mergesPerElement = true
        Self.report(Case(row: 0, severity: .warning, locale: "en"), into: &merging)
        // Nothing reported at that element yet, or a more severe finding (the sink's own
        // severity, error, over the warning there): built.
        let elsewhere = merging.joinsEarlierFinding(at: Self.path(1), severity: .warning, locale: "de", pluralCategory: nil)
        let moreSevere = merging.joinsEarlierFinding(at: Self.path(0), locale: "de", pluralCategory: nil)
        #expect(!elsewhere && !moreSevere)
        let asSevere = merging.joinsEarlierFinding(at: Self.path(0), severity: .warning, locale: "de", pluralCategory: .few)
        #expect(asSevere)
        #expect(merging.findings.count == 1)
        #expect(merging.findings[0][evidence: .otherLocales] == .string("de (few)"))
    }

    /// The screen's facts join a merged finding before its list of other locales, as they do
    /// when consolidation merges afterwards.
    @Test func otherLocalesStayLastAfterScreenFacts() throws {
        var screen = Screen(name: "Settings", table: Table(sections: [Section(rows: [Row(text: HIGModel.Text("Wi-Fi"))])]))
        screen.isTemplate = true
        var plain = FindingSink(ruleID: Self.ruleID, severity: .error)
        var merging = plain
        merging.mergesPerElement = true
        for report in [Case(row: 0, severity: .error, locale: "en"), Case(row: 0, severity: .error, locale: "de")] {
            Self.report(report, into: &plain)
            Self.report(report, into: &merging)
        }
        plain.addScreenFacts(screen)
        merging.addScreenFacts(screen)
        let merged = FindingConsolidation.consolidate(merging.findings)
        #expect(merged == FindingConsolidation.consolidate(plain.findings))
        #expect(merged.first?.evidence.last?.key == .otherLocales)
    }
}
