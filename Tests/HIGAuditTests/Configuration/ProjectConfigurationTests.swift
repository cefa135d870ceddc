import Foundation
import HIGModel
import Testing
@testable import HIGAudit

@Suite struct ProjectConfigurationTests {
    // MARK: A complete file

    static let complete = """
    preset: strict
    rules:
      table/width:
        severity: error
        minimumWidth: 300
        maximumWidth: 700.5
      editing/delete-title: off
      selection/feedback: note
    locales: [en, de-CH, pt_BR]
    content_size_categories: [large...extraExtraExtraLarge, AX5]
    widths: [320, 393.5]
    layout_profile: ios26
    include:
      - Dumps/**
    exclude: Dumps/Fixtures
    reports:
      - sarif: out/hig.sarif
      - json: reports/hig.json
    fail_on: error
    suppressions:
      - screen: Settings
        path: section[0]/row[wifi]
        rule: table/width
        locales: de
        reason: Fixed-width sheet
    """

    @Test func everyKeyIsRead() throws {
        let configuration = try parseConfiguration(Self.complete)
        #expect(configuration.file == ".hig-audit.yml")
        #expect(configuration.preset == .strict)
        #expect(configuration.rules["table/width"] == .init(severity: .error, options: ["minimumWidth": .number(300), "maximumWidth": .number(700.5)]))
        #expect(configuration.rules["editing/delete-title"] == .init(enabled: false))
        #expect(configuration.rules["selection/feedback"] == .init(enabled: true, severity: .note))
        #expect(configuration.locales == ["en", "de-CH", "pt-BR"], "in canonical form")
        #expect(configuration.contentSizeCategories == [.large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge])
        #expect(configuration.widths == [320, 393.5])
        #expect(configuration.layoutProfile == .ios26)
        #expect(configuration.include.map(\.pattern) == ["Dumps/**"])
        #expect(configuration.exclude.map(\.pattern) == ["Dumps/Fixtures"])
        #expect(configuration.reports == [
            .init(format: .sarif, path: "/project/out/hig.sarif"),
            .init(format: .json, path: "/project/reports/hig.json"),
        ])
        #expect(configuration.failOn == .error)
        let suppression = try #require(configuration.suppressions.first)
        #expect(suppression.rule == "table/width")
        #expect(suppression.locales == ["de"])
        #expect(suppression.reason == "Fixed-width sheet")
        #expect(suppression.kind == .external)
        #expect(suppression.location.file == ".hig-audit.yml")
        #expect(suppression.location.region.start == SourcePosition(line: 21, column: 5))
    }

    @Test func emptyFileAndCommentsOnlyGiveTheDefaults() throws {
        for text in ["", "# nothing yet\n", "rules:\nsuppressions:\n"] {
            let configuration = try parseConfiguration(text)
            #expect(configuration.preset == .recommended)
            #expect(configuration.rules.isEmpty)
            #expect(configuration.suppressions.isEmpty)
            #expect(configuration.locales == nil)
        }
    }

    @Test func sizeCategoriesAcceptAllNamesAndShortNames() throws {
        #expect(try parseConfiguration("content_size_categories: all").contentSizeCategories == ContentSizeCategory.allCases)
        #expect(try parseConfiguration("content_size_categories: [AX2, xS, L]").contentSizeCategories == [.extraSmall, .large, .accessibilityLarge])
        #expect(try parseConfiguration("content_size_categories: L...AX1").contentSizeCategories == [.large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge, .accessibilityMedium])
    }

    @Test func norwegianIsALocaleNotABoolean() throws {
        // YAML 1.1 reads `no` as false; the configuration uses the 1.2 core schema.
        #expect(try parseConfiguration("locales: [no, nb]").locales == ["no", "nb"])
    }

    // MARK: Errors, each with file:line:col

    @Test func unknownTopLevelKeySuggestsTheRightOne() throws {
        let error = try #require(configurationError("preset: strict\ndisabled_rule:\n  - table/width\n"))
        #expect(error.description == ".hig-audit.yml:2:1: error: unknown key 'disabled_rule' in configuration; did you mean 'disabled_rules'?")
    }

    @Test func unknownKeyWithoutACloseMatchListsTheKeys() throws {
        let error = try #require(configurationError("colour: blue\n"))
        #expect(error.position == SourcePosition(line: 1, column: 1))
        #expect(error.message.contains("expected one of: preset, rules,"))
    }

    @Test func wrongTypeNamesTheExpectedType() throws {
        let error = try #require(configurationError("rules:\n  table/width:\n    minimumWidth: wide\n"))
        #expect(error.description == ".hig-audit.yml:3:19: error: option 'minimumWidth' of rule 'table/width' expects a number; found a string 'wide'")
        let list = try #require(configurationError("widths:\n  small: 1\n"))
        #expect(list.position == SourcePosition(line: 2, column: 3))
        #expect(list.message.contains("expects a list of widths; found a mapping"))
        let enabled = try #require(configurationError("rules:\n  table/width:\n    enabled: 1\n"))
        #expect(enabled.message == "'enabled' expects true or false; found a number '1'")
        let top = try #require(configurationError("- preset\n"))
        #expect(top.description == ".hig-audit.yml:1:1: error: configuration expects a mapping; found a list")
    }

    @Test func unknownRuleSuggestsAKnownOne() throws {
        let error = try #require(configurationError("rules:\n  table/widht:\n    severity: error\n"))
        #expect(error.description == ".hig-audit.yml:2:3: error: unknown rule 'table/widht'; did you mean 'table/width'? (run 'hig-audit rules' for the list)")
        let listed = try #require(configurationError("disabled_rules: [index/grouped-style, index/groupd-style]\n"))
        #expect(listed.position == SourcePosition(line: 1, column: 39))
        #expect(listed.message.contains("did you mean 'index/grouped-style'?"))
    }

    @Test func unknownSeverityIsAnError() throws {
        let error = try #require(configurationError("rules:\n  table/width:\n    severity: eror\n"))
        #expect(error.description == ".hig-audit.yml:3:15: error: unknown severity 'eror'; did you mean 'error'? (expected one of: note, warning, error)")
        let shorthand = try #require(configurationError("rules:\n  table/width: critical\n"))
        #expect(shorthand.position == SourcePosition(line: 2, column: 16))
        #expect(shorthand.message.hasPrefix("'critical' is not a setting for rule 'table/width'"))
    }

    @Test func badOptionValueOrNameIsAnError() throws {
        let unknown = try #require(configurationError("rules:\n  table/width:\n    minimumWith: 300\n"))
        #expect(unknown.description == ".hig-audit.yml:3:5: error: unknown option 'minimumWith' for rule 'table/width'; did you mean 'minimumWidth'? (options: minimumWidth, maximumWidth)")
        let boolean = try #require(configurationError("rules:\n  selection/feedback:\n    expectDisclosureIndicator: sometimes\n"))
        #expect(boolean.position == SourcePosition(line: 3, column: 32))
        #expect(boolean.message.contains("expects true or false"))
        let none = try #require(configurationError("rules:\n  suppression/unused:\n    threshold: 2\n"))
        #expect(none.message == "rule 'suppression/unused' has no option 'threshold'; it takes only enabled and severity")
    }

    @Test func suppressionWithoutReasonIsAnError() throws {
        let error = try #require(configurationError("suppressions:\n  - screen: Settings\n    rule: table/width\n"))
        #expect(error.position == SourcePosition(line: 2, column: 5))
        #expect(error.message.hasPrefix("suppression has no reason"))
        let blank = try #require(configurationError("suppressions:\n  - screen: Settings\n    rule: table/width\n    reason: '  '\n"))
        #expect(blank.message.hasPrefix("suppression has no reason"))
        let noScreen = try #require(configurationError("suppressions:\n  - rule: table/width\n    reason: ok\n"))
        #expect(noScreen.message.hasPrefix("suppression has no 'screen'"))
        let badRule = try #require(configurationError("suppressions:\n  - screen: S\n    rule: table/wdth\n    reason: ok\n"))
        #expect(badRule.position == SourcePosition(line: 3, column: 11))
        #expect(badRule.message.contains("did you mean 'table/width'?"))
    }

    @Test func badGlobIsAnError() throws {
        let error = try #require(configurationError("exclude:\n  - 'Dumps/[ab'\n"))
        #expect(error.description == ".hig-audit.yml:2:5: error: bad pattern 'Dumps/[ab': '[' is never closed with ']' (at character 7)")
        let stars = try #require(configurationError("include: [a**/b]\n"))
        #expect(stars.message.contains("'**' must be a whole path component"))
        let absolute = try #require(configurationError("include: /etc\n"))
        #expect(absolute.message.contains("relative to the configuration file's folder"))
    }

    @Test func badSizeRangeIsAnError() throws {
        let reversed = try #require(configurationError("content_size_categories: accessibilityLarge...large\n"))
        #expect(reversed.description == ".hig-audit.yml:1:26: error: size range 'accessibilityLarge...large' is reversed; write 'large...accessibilityLarge'")
        let unknown = try #require(configurationError("content_size_categories:\n  - large...acessibilityLarge\n"))
        #expect(unknown.position == SourcePosition(line: 2, column: 5))
        #expect(unknown.message.contains("unknown content size category 'acessibilityLarge'; did you mean 'accessibilityLarge'?"))
    }

    @Test func otherBadValuesAreErrors() throws {
        #expect(configurationError("preset: strcit\n")?.message.contains("did you mean 'strict'?") == true)
        #expect(configurationError("layout_profile: ios17\n")?.message.contains("expected one of: ios18, ios26") == true)
        #expect(configurationError("fail_on: warnings\n")?.message.contains("did you mean 'warning'?") == true)
        #expect(configurationError("widths: [0]\n")?.message == "width 0 pt is not greater than 0")
        #expect(configurationError("locales: [english language]\n")?.message.contains("is not a locale identifier") == true)
        #expect(configurationError("reports:\n  - sarif\n")?.position == SourcePosition(line: 2, column: 5))
        #expect(configurationError("only_rules: [table/width]\ndisabled_rules: [table/width]\n")?.message == "use either 'only_rules' or 'disabled_rules', not both")
        #expect(configurationError("only_rules: []\n")?.position == SourcePosition(line: 1, column: 13))
    }

    @Test func brokenYAMLAndDuplicateKeysHavePositions() throws {
        let broken = try #require(configurationError("rules:\n  table/width: [\n"))
        #expect(broken.position?.line == 3)
        #expect(broken.message.hasPrefix("invalid YAML"))
        let duplicate = try #require(configurationError("preset: strict\npreset: recommended\n"))
        #expect(duplicate.message == "duplicate key 'preset' in one mapping")
        #expect(duplicate.position?.line == 1)
    }

    @Test func columnsCountUTF16CodeUnits() throws {
        // 😀 is one Unicode scalar (Yams' column unit) but two UTF-16 code units, so the rule id
        // starts at UTF-16 column 24 (scalar column 23).
        let error = try #require(configurationError("suppressions:\n  - {screen: 😀, rule: table/wdth, reason: x}\n"))
        #expect(error.position == SourcePosition(line: 2, column: 24))
    }

    @Test func reportFormatsAreCheckedAgainstTheReporters() throws {
        #expect(try parseConfiguration("reports:\n  - sarif: a.sarif\n").reports.map(\.format) == [.sarif])
        #expect(throws: ConfigurationError(file: ".hig-audit.yml", position: SourcePosition(line: 3, column: 5), message: "unknown report format 'jsn'; did you mean 'json'? (formats: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")))")) {
            try parseConfiguration("reports:\n  - sarif: a.sarif\n  - jsn: b.json\n")
        }
    }

    // MARK: Presets and the audit configuration

    @Test func recommendedRunsEveryRuleAtItsDefaults() throws {
        let audit = try parseConfiguration("").auditConfiguration()
        #expect(audit.enabledRules == Set(RuleRegistry.descriptions.map(\.id)))
        #expect(audit.severityOverrides.isEmpty)
        #expect(audit.ruleOptions.isEmpty)
    }

    @Test func strictRaisesNotesToWarnings() throws {
        let audit = try parseConfiguration("preset: strict").auditConfiguration()
        #expect(audit.enabledRules == Set(RuleRegistry.descriptions.map(\.id)))
        for rule in RuleRegistry.descriptions {
            let effective = audit.severityOverrides[rule.id] ?? rule.defaultSeverity
            #expect(effective >= .warning, "\(rule.id)")
            #expect(effective == max(rule.defaultSeverity, .warning))
        }
        #expect(audit.severityOverrides["editing/delete-title"] == .warning, "a note rule today")
    }

    @Test func strictOptionsNameDeclaredOptionsOfTheirType() {
        for (id, options) in Preset.strictOptions {
            let rule = RuleRegistry.description(id: id)
            #expect(rule != nil, "strict options for unknown rule \(id)")
            for (name, value) in options {
                let declared = rule?.options.first { $0.name == name }
                #expect(declared != nil, "\(id) declares no option \(name)")
                if case .number = value { if case .number = declared?.defaultValue {} else { Issue.record("\(id).\(name) type") } }
            }
        }
    }

    @Test func fileSettingsOverrideThePreset() throws {
        let audit = try parseConfiguration("""
        preset: strict
        disabled_rules: [index/grouped-style]
        rules:
          editing/delete-title: note
          table/width:
            maximumWidth: 800
          index/trailing-elements:
            enabled: false
        """).auditConfiguration()
        #expect(audit.enabledRules?.contains("index/grouped-style") == false)
        #expect(audit.enabledRules?.contains("index/trailing-elements") == false)
        #expect(audit.enabledRules?.contains("table/width") == true)
        #expect(audit.severityOverrides["editing/delete-title"] == nil, "back at its default, note")
        #expect(audit.ruleOptions["table/width"] == ["maximumWidth": .number(800)])
    }

    @Test func onlyRulesNarrowsAndEnabledWins() throws {
        let audit = try parseConfiguration("""
        only_rules: [table/width]
        rules:
          selection/feedback: on
        """).auditConfiguration()
        #expect(audit.enabledRules == ["table/width", "selection/feedback"])
    }

    @Test func commandLineOverridesAreFieldAssignments() throws {
        var configuration = try parseConfiguration("preset: recommended")
        configuration.preset = .strict
        #expect(configuration.auditConfiguration().severityOverrides["editing/delete-title"] == .warning)
    }

    @Test func theAuditAcceptsTheResult() throws {
        let configuration = try parseConfiguration(Self.complete)
        let audit = try Audit(configuration: configuration.auditConfiguration())
        #expect(!audit.ruleIDs.contains("editing/delete-title"))
        #expect(audit.ruleIDs.contains("table/width"))
    }

    // MARK: Files on disk

    @Test func discoveryWalksUpToTheNearestFile() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let nested = root.appendingPathComponent("App/Screens/Settings")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try Data("preset: strict\n".utf8).write(to: root.appendingPathComponent(ProjectConfiguration.fileName))

        let found = try #require(try ProjectConfiguration.discover(from: nested.path))
        #expect(found.preset == .strict)
        #expect(found.file == root.appendingPathComponent(ProjectConfiguration.fileName).path)
        #expect(found.directory == root.path)

        // A nearer file wins.
        try Data("preset: recommended\n".utf8).write(to: root.appendingPathComponent("App/\(ProjectConfiguration.fileName)"))
        #expect(try ProjectConfiguration.discover(from: nested.path)?.preset == .recommended)
    }

    @Test func discoveryFindsNothingWithoutAFile() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        // The temporary folder's ancestors may hold a stray file on some machines; only claim
        // "nothing" when that is true of them too.
        if ProjectConfiguration.find(from: root.deletingLastPathComponent().path) == nil {
            #expect(try ProjectConfiguration.discover(from: root.path) == nil)
        }
        #expect(throws: ConfigurationError.self) { try ProjectConfiguration.load(path: root.appendingPathComponent("missing.yml").path) }
    }

    @Test func loadReportsErrorsAgainstTheFilePath() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent(ProjectConfiguration.fileName).path
        try Data("rules:\n  table/width: {severity: fatal}\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: ConfigurationError(file: path, position: SourcePosition(line: 2, column: 27), message: "unknown severity 'fatal' (expected one of: note, warning, error)")) {
            try ProjectConfiguration.load(path: path)
        }
    }

    @Test func includeAndExcludeAreRelativeToTheFile() throws {
        let configuration = try parseConfiguration("""
        include: [Dumps, 'Extra/*.json']
        exclude: ['**/Fixtures', Dumps/old-*.json]
        """)
        #expect(configuration.isIncluded("/project/Dumps/settings.json"))
        #expect(configuration.isIncluded("/project/Dumps/iPad/settings.json"))
        #expect(configuration.isIncluded("/project/Extra/a.json"))
        #expect(!configuration.isIncluded("/project/Extra/nested/a.json"))
        #expect(!configuration.isIncluded("/project/Dumps/Fixtures/broken.json"))
        #expect(!configuration.isIncluded("/project/Dumps/old-settings.json"))
        #expect(!configuration.isIncluded("/project/Other/settings.json"))
        #expect(!configuration.isIncluded("/elsewhere/Dumps/settings.json"))
        #expect(configuration.isIncluded("/project/Dumps/../Dumps/./settings.json"))

        let everything = try parseConfiguration("exclude: [Pods]")
        #expect(everything.isIncluded("/project/a.json"))
        #expect(everything.isIncluded("/elsewhere/a.json"))
        #expect(!everything.isIncluded("/project/Pods/x/a.json"))
    }
}
