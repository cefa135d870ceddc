import Foundation
import HIGInput
import HIGModel
import Testing
@testable import HIGAudit

/// `Corpus/`: screens modelled on common iOS screen types, with the findings a reviewer expects
/// written down before the tool ran on them (`Corpus/expected.json`). Precision is the share of
/// findings a reviewer agrees with, recall the share of expected problems found; both are
/// printed, and the test fails when either falls below the floor the expectation file sets.
@Suite struct CorpusTests {
    struct Expectation: Decodable {
        var rule: String
        var element: String?
        var locale: String?
        var why: String
    }

    struct Expectations: Decodable {
        var minimumPrecision: Double
        var minimumRecall: Double
        var expected: [Expectation]
    }

    struct Score {
        var findings: [Finding]
        var expectations: [Expectation]
        /// Per finding, the expectation it meets; nil for a finding no reviewer asked for (or
        /// a second finding of a problem already reported).
        var matches: [Int?]

        var precision: Double { findings.isEmpty ? 1 : Double(matches.count { $0 != nil }) / Double(findings.count) }
        var recall: Double { expectations.isEmpty ? 1 : Double(Set(matches.compactMap { $0 }).count) / Double(expectations.count) }
        var falseAlarms: [Finding] { zip(findings, matches).filter { $0.1 == nil }.map(\.0) }
        var missed: [Expectation] {
            let met = Set(matches.compactMap { $0 })
            return expectations.indices.filter { !met.contains($0) }.map { expectations[$0] }
        }
    }

    static func audit() throws -> [Finding] {
        var sweep = TextSweep()
        let skipped = try LocalizationSetup.apply(strings: [Repository.url("Corpus/Localizable.xcstrings").path], pseudo: [], to: &sweep)
        #expect(skipped.isEmpty, "\(skipped)")
        let dumps = try Repository.files(under: "Corpus/screens", withExtension: "json").map { try DumpLoader.load(path: Repository.url($0).path) }
        return try Audit(configuration: AuditConfiguration(textSweep: sweep)).run(dumps).findings
    }

    static func expectations() throws -> Expectations {
        try JSONDecoder().decode(Expectations.self, from: Data(Repository.read("Corpus/expected.json").utf8))
    }

    /// Each expectation is met by one finding at most: a second finding of the same problem is
    /// a repeat a reviewer would strike out.
    static func score(_ findings: [Finding], against expectations: [Expectation]) -> Score {
        var met: Set<Int> = []
        let matches = findings.map { finding -> Int? in
            let index = expectations.indices.first { index in
                let expectation = expectations[index]
                guard !met.contains(index), expectation.rule == finding.ruleID else { return false }
                if let element = expectation.element { return element == finding.path.key }
                if let locale = expectation.locale { return finding[evidence: .locale] == .string(locale) }
                return false
            }
            if let index { met.insert(index) }
            return index
        }
        return Score(findings: findings, expectations: expectations, matches: matches)
    }

    @Test func corpusIsRealisticEnough() throws {
        let screens = Repository.files(under: "Corpus/screens", withExtension: "json")
        #expect(screens.count >= 15)
        var sweep = TextSweep()
        _ = try LocalizationSetup.apply(strings: [Repository.url("Corpus/Localizable.xcstrings").path], pseudo: [], to: &sweep)
        let locales = Set(sweep.translations?.locales ?? [])
        // Ten real locales, two of them untranslated copies, and two artefact locales.
        #expect(locales.isSuperset(of: ["de", "fi", "ru", "fr", "es", "ja", "ar", "it", "nl", "pt-BR", "en-XA", "ach"]), "\(locales.sorted())")
    }

    @Test func precisionAndRecallHoldTheirFloor() throws {
        let expectations = try Self.expectations()
        let score = Self.score(try Self.audit(), against: expectations.expected)
        print("corpus: \(score.findings.count) findings, \(score.expectations.count) expected; precision \(String(format: "%.3f", score.precision)), recall \(String(format: "%.3f", score.recall))")
        for finding in score.falseAlarms { print("  not expected: \(finding.ruleID) \(finding.path.key): \(finding.message)") }
        for expectation in score.missed { print("  missed: \(expectation.rule) \(expectation.element ?? expectation.locale ?? ""): \(expectation.why)") }
        #expect(score.precision >= expectations.minimumPrecision, "precision \(score.precision); false alarms: \(score.falseAlarms.map { "\($0.ruleID) \($0.path.key)" })")
        #expect(score.recall >= expectations.minimumRecall, "recall \(score.recall); missed: \(score.missed.map { "\($0.rule) \($0.element ?? $0.locale ?? "")" })")
    }

    // MARK: Interface Builder corpus

    /// `Corpus/ib/App`: storyboards and cell xibs shaped like real apps', with the translations
    /// beside them, checked at 320 and 393 pt as `hig-audit check Corpus/ib/App --widths 320,393`
    /// does, by every rule but the two whose accessibility-size and wrapping verdicts the JSON
    /// corpus judges (`Corpus/ib/expected.json` says so).
    static let interfaceBuilderRulesLeftOut: Set<String> = ["a11y/dynamic-type", "text/wrapping"]

    static func interfaceBuilderDocuments() -> [String] {
        (Repository.files(under: "Corpus/ib/App", withExtension: "storyboard") + Repository.files(under: "Corpus/ib/App", withExtension: "xib")).sorted()
    }

    static func auditInterfaceBuilder() throws -> [Finding] {
        let imports = try interfaceBuilderDocuments().map { try StoryboardImport.input(path: Repository.url($0).path) }
        var sweep = TextSweep(widths: [320, 393])
        let skipped = try LocalizationSetup.apply(strings: imports.flatMap(\.translationFiles), pseudo: [], to: &sweep)
        #expect(skipped.isEmpty, "\(skipped)")
        let rules = Set(RuleRegistry.rules.map { $0.description.id }).subtracting(interfaceBuilderRulesLeftOut)
        let configuration = AuditConfiguration(enabledRules: rules, textSweep: sweep)
        return try AuditPipeline.run(imports.map(\.dump), project: ProjectConfiguration(directory: Repository.root.path), configuration: configuration).findings
    }

    @Test func interfaceBuilderCorpusIsRealisticEnough() {
        let documents = Self.interfaceBuilderDocuments()
        #expect(documents.filter { $0.hasSuffix(".storyboard") }.count >= 10)
        #expect(documents.filter { $0.hasSuffix(".xib") }.count >= 10)
    }

    @Test func interfaceBuilderPrecisionAndRecallHoldTheirFloor() throws {
        let expectations = try JSONDecoder().decode(Expectations.self, from: Data(Repository.read("Corpus/ib/expected.json").utf8))
        let score = Self.score(try Self.auditInterfaceBuilder(), against: expectations.expected)
        print("ib corpus: \(score.findings.count) findings, \(score.expectations.count) expected; precision \(String(format: "%.3f", score.precision)), recall \(String(format: "%.3f", score.recall))")
        for finding in score.falseAlarms { print("  not expected: \(finding.ruleID) \(finding.path.key): \(finding.message)") }
        for expectation in score.missed { print("  missed: \(expectation.rule) \(expectation.element ?? expectation.locale ?? ""): \(expectation.why)") }
        #expect(score.precision >= expectations.minimumPrecision, "precision \(score.precision); false alarms: \(score.falseAlarms.map { "\($0.ruleID) \($0.path.key)" })")
        #expect(score.recall >= expectations.minimumRecall, "recall \(score.recall); missed: \(score.missed.map { "\($0.rule) \($0.element ?? $0.locale ?? "")" })")
    }

    /// `hig-audit dump` of the corpus carries what the audit needs — Auto Layout widths, unknown
    /// widths, controls in the content view, "don't translate" — so the dump audits as the
    /// documents do.
    @Test func interfaceBuilderDumpAuditsAsTheDocuments() throws {
        let imports = try Self.interfaceBuilderDocuments().map { try StoryboardImport.input(path: Repository.url($0).path) }
        let catalog = try TranslationSources.load(imports.flatMap(\.translationFiles))
        let screens = imports.flatMap { StoryboardImport.inliningTranslations($0.dump, from: catalog).screens }
        let dump = try DumpLoader.decode(Array(StoryboardImport.dumpJSON(screens).utf8), file: "ib.json")
        let rules = Set(RuleRegistry.rules.map { $0.description.id }).subtracting(Self.interfaceBuilderRulesLeftOut)
        let fromDump = try AuditPipeline.run([dump], project: ProjectConfiguration(directory: Repository.root.path),
                                             configuration: AuditConfiguration(enabledRules: rules, textSweep: TextSweep(widths: [320, 393])))
        let fromDocuments = try Self.auditInterfaceBuilder()
        #expect(fromDump.findings.map { "\($0.ruleID) \($0.path.key)" }.sorted() == fromDocuments.map { "\($0.ruleID) \($0.path.key)" }.sorted())
        let texts = dump.screens.flatMap { $0.table.sections.flatMap(\.rows) }.flatMap { [$0.text, $0.secondaryText].compactMap { $0 } }
        #expect(texts.contains { $0.autoLayoutWidth != nil })
        #expect(texts.contains { $0.widthUnknown != nil })
        #expect(texts.contains { !$0.shouldTranslate })
    }

    /// The score itself: a repeat of a met problem and a finding nobody expected both lower
    /// precision; an unmet expectation lowers recall.
    @Test func scoringCountsRepeatsAsFalseAlarms() {
        let location = FindingLocation(file: "a.json", region: SourceSpan(start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: 2)),
                                       context: SourceSpan(start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: 2)))
        let path = ElementPath(screen: "S", components: [.section(0), .row(0, id: "a")])
        let finding = Finding(ruleID: "selection/feedback", severity: .warning, message: "m", location: location, path: path)
        let other = Finding(ruleID: "a11y/label", severity: .warning, message: "m", location: location, path: path)
        let expectations = [Expectation(rule: "selection/feedback", element: "S/section[0]/row[a]", why: ""),
                            Expectation(rule: "text/truncation", element: "S/section[0]/row[b]/text", why: "")]
        let score = Self.score([finding, finding, other], against: expectations)
        #expect(score.precision == 1.0 / 3.0)
        #expect(score.recall == 0.5)
        #expect(score.missed.map(\.rule) == ["text/truncation"])
    }
}
