import HIGModel
import Testing
@testable import HIGAudit

@Suite struct SuppressionMatcherTests {
    static let row: [ElementPath.Component] = [.section(0), .row(2, id: "wifi")]
    static let allRules = AuditConfiguration()

    static func dumpSuppression(_ rule: String, locales: [String]? = nil, reason: String = "accepted", line: Int = 40) -> AuditSuppression {
        let position = SourcePosition(line: line, column: 9)
        return AuditSuppression(rule: rule, locales: locales, reason: reason, source: SourceInfo(file: "dump.json", span: SourceSpan(start: position, end: position)))
    }

    @Test func aDumpSuppressionCoversItsElementAndDescendants() {
        let onRow = makeFinding(rule: "selection/feedback", Self.row, line: 10)
        let onText = makeFinding(rule: "selection/feedback", Self.row + [.text], line: 11)
        let otherRow = makeFinding(rule: "selection/feedback", [.section(0), .row(3, id: "bt")], line: 12)
        let otherRule = makeFinding(rule: "table/width", Self.row, line: 13)
        let otherScreen = makeFinding(rule: "selection/feedback", screen: "General", Self.row, line: 14)
        let matcher = SuppressionMatcher(configuration: [], dump: [(ElementPath(screen: "Settings", components: Self.row), Self.dumpSuppression("selection/feedback", reason: "Sheet follows"))])
        let outcome = matcher.apply(to: [onRow, onText, otherRow, otherRule, otherScreen], configuration: Self.allRules, auditedScreens: ["Settings", "General"])
        #expect(outcome.suppressed.map(\.finding) == [onRow, onText])
        #expect(outcome.suppressed.allSatisfy { $0.suppression.reason == "Sheet follows" && $0.suppression.kind == .inSource })
        #expect(outcome.suppressed.first?.suppression.location.region.start == SourcePosition(line: 40, column: 9))
        #expect(outcome.active == [otherRow, otherRule, otherScreen])
        #expect(outcome.unused.isEmpty)
    }

    @Test func localesNarrowASuppression() {
        let german = makeFinding(rule: "table/width", Self.row, line: 1, evidence: [Evidence(.locale, .string("de-CH"))])
        let french = makeFinding(rule: "table/width", Self.row, line: 2, evidence: [Evidence(.locale, .string("fr"))])
        let noLocale = makeFinding(rule: "table/width", Self.row, line: 3)
        let matcher = SuppressionMatcher(configuration: [], dump: [(ElementPath(screen: "Settings", components: Self.row), Self.dumpSuppression("table/width", locales: ["de"]))])
        let outcome = matcher.apply(to: [german, french, noLocale], configuration: Self.allRules, auditedScreens: ["Settings"])
        #expect(outcome.suppressed.map(\.finding) == [german])
        #expect(outcome.active == [french, noLocale])
    }

    @Test func configurationSuppressionsMatchByScreenAndPathPattern() throws {
        let configuration = try parseConfiguration("""
        suppressions:
          - screen: Settings
            path: section[0]/row[wifi]
            rule: selection/feedback
            reason: Sheet follows
          - screen: '*'
            path: '**/secondaryText'
            rule: table/width
            reason: Values are numbers
        """)
        let onRow = makeFinding(rule: "selection/feedback", Self.row + [.text], line: 1)
        let onValue = makeFinding(rule: "table/width", screen: "General", [.section(4), .row(0, id: nil), .secondaryText], line: 2)
        let elsewhere = makeFinding(rule: "selection/feedback", [.section(1), .row(0, id: "wifi")], line: 3)
        let outcome = SuppressionMatcher(configuration: configuration.suppressions, dump: [])
            .apply(to: [onRow, onValue, elsewhere], configuration: configuration.auditConfiguration(), auditedScreens: ["Settings", "General"])
        #expect(outcome.suppressed.map(\.finding) == [onRow, onValue])
        #expect(outcome.suppressed.map(\.suppression.kind) == [.external, .external])
        #expect(outcome.suppressed.map(\.suppression.location.region.start.line) == [2, 6])
        #expect(outcome.active == [elsewhere])
    }

    @Test func aPathCopiedFromAReportKeepsItsScreen() throws {
        let configuration = try parseConfiguration("""
        suppressions:
          - {screen: Settings, path: 'Settings/section[0]/row[wifi]', rule: table/width, reason: Copied}
        """)
        let finding = makeFinding(rule: "table/width", Self.row + [.text])
        let outcome = SuppressionMatcher(configuration: configuration.suppressions, dump: [])
            .apply(to: [finding], configuration: configuration.auditConfiguration(), auditedScreens: ["Settings"])
        #expect(outcome.suppressed.map(\.finding) == [finding])
    }

    @Test func anUnusedSuppressionIsAFinding() throws {
        let configuration = try parseConfiguration("""
        suppressions:
          - screen: Settings
            rule: table/width
            reason: Old sheet
        """)
        let dump = [(path: ElementPath(screen: "Settings", components: Self.row), suppression: Self.dumpSuppression("selection/feedback", reason: "Legacy"))]
        let outcome = SuppressionMatcher(configuration: configuration.suppressions, dump: dump)
            .apply(to: [], configuration: configuration.auditConfiguration(), auditedScreens: ["Settings"])
        #expect(outcome.unused.count == 2)
        #expect(outcome.active.map(\.ruleID) == ["suppression/unused", "suppression/unused"])
        #expect(outcome.active.map(\.severity) == [.warning, .warning])
        let fromConfig = try #require(outcome.active.first { $0.location.file == ".hig-audit.yml" })
        #expect(fromConfig.message == "suppression of 'table/width' matches no finding; remove it (reason given: 'Old sheet')")
        #expect(fromConfig.location.region.start == SourcePosition(line: 2, column: 5))
        let fromDump = try #require(outcome.active.first { $0.location.file == "dump.json" })
        #expect(fromDump.path.key == "Settings/section[0]/row[wifi]")
        #expect(fromDump.location.region.start == SourcePosition(line: 40, column: 9))
        #expect(fromDump[evidence: .rule] == .string("selection/feedback"))
    }

    @Test func outOfScopeSuppressionsAreNotUnused() throws {
        let suppressions = [
            (path: ElementPath(screen: "Settings", components: Self.row), suppression: Self.dumpSuppression("editing/delete-title")),
            (path: ElementPath(screen: "Settings", components: Self.row), suppression: Self.dumpSuppression("table/width", locales: ["ar"])),
        ]
        let configuration = try parseConfiguration("""
        disabled_rules: [editing/delete-title]
        suppressions:
          - {screen: Library, rule: table/width, reason: Not audited in this run}
        """)
        let matcher = SuppressionMatcher(configuration: configuration.suppressions, dump: suppressions)
        let outcome = matcher.apply(to: [], configuration: configuration.auditConfiguration(), auditedScreens: ["Settings"], checkedLocales: ["en", "de"])
        #expect(outcome.unused.isEmpty, "disabled rule, unchecked locale and unaudited screen: \(outcome.unused.map(\.rule))")
        #expect(outcome.active.isEmpty)
        // Checked in Arabic, the locale-bound suppression is stale.
        let arabic = matcher.apply(to: [], configuration: configuration.auditConfiguration(), auditedScreens: ["Settings"], checkedLocales: ["ar-EG"])
        #expect(arabic.unused.map(\.rule) == ["table/width"])
    }

    @Test func unusedFollowsItsRuleSettings() throws {
        let dump = [(path: ElementPath(screen: "Settings"), suppression: Self.dumpSuppression("table/width"))]
        let off = try parseConfiguration("rules:\n  suppression/unused: off\n").auditConfiguration()
        let outcomeOff = SuppressionMatcher(configuration: [], dump: dump).apply(to: [], configuration: off, auditedScreens: ["Settings"])
        #expect(outcomeOff.active.isEmpty)
        #expect(outcomeOff.unused.count == 1, "still listed for reports")
        let error = try parseConfiguration("rules:\n  suppression/unused: error\n").auditConfiguration()
        #expect(SuppressionMatcher(configuration: [], dump: dump).apply(to: [], configuration: error, auditedScreens: ["Settings"]).active.map(\.severity) == [.error])
    }

    @Test func aSuppressionOfAnUnknownRuleSuggestsOne() {
        let dump = [(path: ElementPath(screen: "Settings"), suppression: Self.dumpSuppression("table/widht"))]
        let outcome = SuppressionMatcher(configuration: [], dump: dump).apply(to: [], configuration: Self.allRules, auditedScreens: ["Settings"])
        #expect(outcome.active.first?.message == "suppression names unknown rule 'table/widht'; did you mean 'table/width'? (reason given: 'accepted')")
    }

    @Test func everyMatchingSuppressionCountsAsUsed() {
        let finding = makeFinding(rule: "table/width", Self.row + [.text])
        let dump = [
            (path: ElementPath(screen: "Settings", components: Self.row), suppression: Self.dumpSuppression("table/width", reason: "row", line: 5)),
            (path: ElementPath(screen: "Settings", components: Self.row + [.text]), suppression: Self.dumpSuppression("table/width", reason: "text", line: 6)),
        ]
        let outcome = SuppressionMatcher(configuration: [], dump: dump).apply(to: [finding], configuration: Self.allRules, auditedScreens: ["Settings"])
        #expect(outcome.unused.isEmpty)
        #expect(outcome.suppressed.map(\.suppression.reason) == ["row"], "the first declared is cited")
    }
}

/// Suppressions are looked up by rule, screen and path, not tried one by one (issue 32: 10,000
/// configuration suppressions on 3,000 rows took 71 s). The lookup only narrows the candidates;
/// `covers` still decides, so what is suppressed, and by which suppression, cannot change.
@Suite struct SuppressionIndexTests {
    static let position = SourcePosition(line: 1, column: 1)
    static let location = FindingLocation(file: "hig-audit.yml", region: SourceSpan(start: position, end: position), context: SourceSpan(start: position, end: position))

    static func pattern(_ rule: String, screen: String, path: String?) throws -> Suppression {
        Suppression(rule: rule, reason: "r", scope: .pattern(screen: try Glob(screen), path: try path.map { try Glob($0, syntax: .elementPath) }), kind: .external, location: location)
    }

    static func element(_ rule: String, screen: String, _ components: [ElementPath.Component]) -> Suppression {
        Suppression(rule: rule, reason: "r", scope: .element(ElementPath(screen: screen, components: components)), kind: .inSource, location: location)
    }

    @Test func eachFindingMeetsOnlyTheSuppressionsThatNameIt() throws {
        let count = 2_000
        let suppressions = try (0..<count).map { try Self.pattern("table/width", screen: "Settings", path: "section[0]/row[r\($0)]") }
        let matcher = SuppressionMatcher(suppressions: suppressions)
        let findings = (0..<count).map { makeFinding(rule: "table/width", [.section(0), .row($0, id: "r\($0)"), .text], line: $0 + 1) }
        // One candidate each, where trying every suppression made 2,000 comparisons each.
        #expect(findings.map { matcher.candidates(for: $0) } == (0..<count).map { [$0] })
        let outcome = matcher.apply(to: findings, configuration: AuditConfiguration(), auditedScreens: ["Settings"])
        #expect(outcome.active.filter { $0.ruleID == "table/width" }.isEmpty)
        #expect(outcome.suppressed.count == count)
        #expect(outcome.unused.isEmpty)
    }

    /// Many kinds of suppression against many findings: the suppressions covering each finding,
    /// in order, are the same looked up as tried one by one.
    @Test func theLookupFindsExactlyWhatTryingEveryOneFinds() throws {
        var generator = SplitMix64(seed: 32)
        let rules = ["table/width", "selection/feedback"]
        let screens = ["Settings", "General", "Settings/Detail"]
        let ids = ["wifi", "bt", nil]
        func components() -> [ElementPath.Component] {
            var parts: [ElementPath.Component] = [.section(Int(generator.next() % 3))]
            if generator.next() % 4 != 0 { parts.append(.row(Int(generator.next() % 3), id: ids[Int(generator.next() % 3)])) }
            if generator.next() % 2 == 0 { parts.append([ElementPath.Component.text, .secondaryText][Int(generator.next() % 2)]) }
            return parts
        }
        func pick<T>(_ items: [T]) -> T { items[Int(generator.next() % UInt64(items.count))] }
        var suppressions: [Suppression] = []
        for _ in 0..<400 {
            let rule = pick(rules), screen = pick(screens)
            let path = ElementPath(screen: screen, components: components())
            switch generator.next() % 6 {
            case 0: suppressions.append(Self.element(rule, screen: screen, path.components))
            case 1: suppressions.append(try Self.pattern(rule, screen: screen, path: nil))
            case 2: suppressions.append(try Self.pattern(rule, screen: screen, path: path.componentsKey))
            case 3: suppressions.append(try Self.pattern(rule, screen: screen, path: path.key))
            case 4: suppressions.append(try Self.pattern(rule, screen: pick(["Sett*", "*", "Settings/*"]), path: pick([nil, "**/text", path.componentsKey])))
            default: suppressions.append(try Self.pattern(rule, screen: screen, path: pick(["section[0]/*", "**/secondaryText", "section[1]"])))
            }
        }
        let matcher = SuppressionMatcher(suppressions: suppressions)
        var checked = 0
        for line in 0..<600 {
            let finding = makeFinding(rule: pick(rules), screen: pick(screens), components(), line: line + 1)
            let everyOne = suppressions.indices.filter { suppressions[$0].covers(finding) }
            let lookedUp = matcher.candidates(for: finding).filter { suppressions[$0].covers(finding) }
            #expect(lookedUp == everyOne, "\(finding.path.key)")
            checked += everyOne.isEmpty ? 0 : 1
        }
        // The generator makes findings that are covered, or the comparison proves little.
        #expect(checked > 100)
    }
}
