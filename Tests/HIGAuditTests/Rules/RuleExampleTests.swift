import HIGInput
import HIGModel
import Testing
@testable import HIGAudit

/// Runs every ```json passing / ```json failing example of every `Rules/<id>.md`.
@Suite struct RuleExampleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let ruleID: String
        let example: RuleDocument.Example
        let index: Int
        var testDescription: String { "\(RuleDocs.path(for: ruleID)):\(example.firstLine) (\(example.expectation.rawValue))" }
    }

    /// Screen-checking rules only: `suppression/unused` and the like need the suppression
    /// matcher, not a screen, to produce findings.
    static let cases: [Case] = RuleRegistry.rules.map { $0.description }.flatMap { rule -> [Case] in
        guard let text = try? Repository.read(RuleDocs.path(for: rule.id)) else { return [] }
        return RuleDocument(parsing: text).examples.enumerated().map { Case(ruleID: rule.id, example: $1, index: $0) }
    }

    @Test func everyRuleHasExamples() {
        #expect(Set(Self.cases.map(\.ruleID)) == Set(RuleRegistry.rules.map { $0.description.id }))
    }

    @Test(arguments: cases)
    func example(_ testCase: Case) throws {
        let fragment = ExampleFragment(testCase.example.source)
        let docPath = RuleDocs.path(for: testCase.ruleID)
        let dump: TableDump
        do {
            dump = try DumpDecoder.decode(Array(fragment.document.utf8), file: docPath)
        } catch {
            Issue.record("\(testCase.testDescription): example does not decode: \(error)")
            return
        }

        let findings = try Self.findingsBothWays(ruleID: testCase.ruleID, dump: dump)
        let found = findings.map(\.location.region.start)
        let where_ = { (position: SourcePosition) in "\(docPath):\(fragment.docLine(of: position, firstLine: testCase.example.firstLine))" }

        switch testCase.example.expectation {
        case .passing:
            #expect(findings.isEmpty, "\(testCase.testDescription): passing example has findings: \(findings.map { "\(where_($0.location.region.start)): \($0.message)" })")
            #expect(fragment.markers.isEmpty, "\(testCase.testDescription): passing examples carry no ↓ markers")
        case .failing:
            #expect(!fragment.markers.isEmpty, "\(testCase.testDescription): failing example marks where findings land with ↓")
            let missing = fragment.markers.filter { !found.contains($0) }
            let unexpected = findings.filter { !fragment.markers.contains($0.location.region.start) }
            #expect(missing.isEmpty, "\(testCase.testDescription): no finding at \(missing.map(where_))")
            #expect(unexpected.isEmpty, "\(testCase.testDescription): unexpected findings: \(unexpected.map { "\(where_($0.location.region.start)): \($0.message)" })")
            #expect(findings.count == fragment.markers.count, "one finding per marker")
        }

        // Hostile variant: emoji, combining marks, CJK and an RTL run in every visible string
        // must not move findings to other elements. Rules that measure text get width-neutral
        // hostility (isolates, combining marks, joiners), since wider text rightly changes them.
        let measuresText = Self.textMeasuringRules.contains(testCase.ruleID)
        let hostile = try Self.findingsBothWays(ruleID: testCase.ruleID, dump: HostileText.apply(to: dump, widthNeutral: measuresText))
        #expect(hostile.map(\.path.key) == findings.map(\.path.key), "\(testCase.testDescription): hostile text changes which elements are reported")
    }

    /// Rules that measure text, or count its words (a one-word copy is a loanword, a copied
    /// phrase is not), where hostile words rightly change the verdict.
    static let textMeasuringRules: Set<String> = ["text/truncation", "text/wrapping", "table/inset-grouped-compact", "a11y/dynamic-type", "editing/delete-title", "l10n/unfinished-translation"]

    /// Runs the rule alone and through the full audit with only that rule enabled; both must agree.
    static func findingsBothWays(ruleID: String, dump: TableDump) throws -> [Finding] {
        let type = try #require(RuleRegistry.rule(id: ruleID))
        let rule = type.init(options: RuleOptions(type.description))
        var alone: [Finding] = []
        for screen in dump.screens {
            var sink = FindingSink(ruleID: ruleID, severity: type.description.defaultSeverity)
            rule.check(ScreenContext(screen), into: &sink)
            alone += sink.findings
        }
        let audited = try Audit(configuration: AuditConfiguration(enabledRules: [ruleID])).run([dump]).findings
        #expect(alone.sorted(by: Finding.reportOrder) == audited, "rule alone and full audit disagree")
        return audited
    }
}

/// A doc example turned into a dump: the screen fragment wrapped in a v1 document, with the
/// `↓` markers removed and their positions remembered.
struct ExampleFragment {
    static let prefix = "{\"schemaVersion\": 1, \"screen\":\n"
    let document: String
    let markers: [SourcePosition]

    init(_ source: String) {
        var lines: [String] = []
        var markers: [SourcePosition] = []
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var kept = ""
            var column = 1
            for character in line {
                if character == "↓" {
                    markers.append(SourcePosition(line: index + 2, column: column))
                } else {
                    kept.append(character)
                    column += character.utf16.count
                }
            }
            lines.append(kept)
        }
        document = Self.prefix + lines.joined(separator: "\n") + "\n}\n"
        self.markers = markers
    }

    /// The doc line a document position came from.
    func docLine(of position: SourcePosition, firstLine: Int) -> Int {
        firstLine + position.line - 2
    }
}

/// Rewrites every non-blank visible string with hostile text around it.
enum HostileText {
    static let prefix = "👩🏽‍💻 e\u{301}\u{302} 漢字 "
    static let suffix = " עברית 🇩🇪"

    static func apply(to dump: TableDump, widthNeutral: Bool = false) -> TableDump {
        let rewrite = widthNeutral ? rewriteNeutrally : rewrite
        var dump = dump
        for s in dump.screens.indices {
            var table = dump.screens[s].table
            for i in table.sections.indices {
                table.sections[i].header = table.sections[i].header.map(rewrite)
                table.sections[i].footer = table.sections[i].footer.map(rewrite)
                for r in table.sections[i].rows.indices {
                    var row = table.sections[i].rows[r]
                    row.text = row.text.map(rewrite)
                    row.secondaryText = row.secondaryText.map(rewrite)
                    row.deleteConfirmationTitle = row.deleteConfirmationTitle.map(rewrite)
                    row.trailingSwipeActions = row.trailingSwipeActions.map { action in
                        var action = action
                        action.title = rewrite(action.title)
                        return action
                    }
                    table.sections[i].rows[r] = row
                }
            }
            dump.screens[s].table = table
        }
        return dump
    }

    /// First-strong isolates around the text and a combining mark and joiner after its first
    /// character: offsets and bidi change, advances do not.
    static func rewriteNeutrally(_ text: Text) -> Text {
        guard !EditingDeleteTitleRule.isBlank(text.string) else { return text }
        func neutral(_ string: String) -> String {
            guard let first = string.first else { return string }
            return "\u{2068}" + String(first) + "\u{0301}\u{200D}" + string.dropFirst() + "\u{2069}"
        }
        var text = text
        text.string = neutral(text.string)
        text.localizations = text.localizations.map { Localization(locale: $0.locale, string: neutral($0.string), source: $0.source) }
        return text
    }

    static func rewrite(_ text: Text) -> Text {
        guard !EditingDeleteTitleRule.isBlank(text.string) else { return text }
        var text = text
        text.string = prefix + text.string + suffix
        text.localizations = text.localizations.map { Localization(locale: $0.locale, string: prefix + $0.string + suffix, source: $0.source) }
        return text
    }
}

/// `suppression/unused` is produced after the audit, by the suppression matcher; its doc
/// examples run through the whole pipeline.
@Suite struct SuppressionExampleTests {
    static let examples: [RuleDocument.Example] = {
        guard let text = try? Repository.read(RuleDocs.path(for: SuppressionUnusedRule.description.id)) else { return [] }
        return RuleDocument(parsing: text).examples
    }()

    @Test func docHasExamples() {
        #expect(Self.examples.contains { $0.expectation == .passing })
        #expect(Self.examples.contains { $0.expectation == .failing })
    }

    @Test(arguments: examples.indices)
    func example(_ index: Int) throws {
        let example = Self.examples[index]
        let fragment = ExampleFragment(example.source)
        let dump = try DumpDecoder.decode(Array(fragment.document.utf8), file: "example.json")
        let configuration = AuditConfiguration()
        let result = try Audit(configuration: configuration).run([dump])
            .applying(SuppressionMatcher(configuration: [], dump: dump.declaredSuppressions), configuration: configuration, auditedScreens: Set(dump.screens.map(\.name)))
        let unused = result.findings.filter { $0.ruleID == SuppressionUnusedRule.description.id }
        switch example.expectation {
        case .passing:
            #expect(unused.isEmpty, "line \(example.firstLine): \(unused.map(\.message))")
            #expect(!result.suppressed.isEmpty, "line \(example.firstLine): the suppression accepts a finding")
        case .failing:
            #expect(unused.map(\.location.region.start) == fragment.markers, "line \(example.firstLine)")
        }
    }
}
