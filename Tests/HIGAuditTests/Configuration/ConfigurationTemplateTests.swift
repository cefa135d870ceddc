import Testing
@testable import HIGAudit

@Suite struct ConfigurationTemplateTests {
    @Test func theStartingFileLoadsAndBehavesLikeNoFile() throws {
        let configuration = try parseConfiguration(ConfigurationTemplate.text())
        #expect(configuration.preset == .recommended)
        #expect(configuration.rules.isEmpty)
        let defaults = ProjectConfiguration(directory: "/project").auditConfiguration()
        #expect(configuration.auditConfiguration().enabledRules == defaults.enabledRules)
    }

    @Test func itListsEveryRuleAndOption() {
        let text = ConfigurationTemplate.text()
        for rule in RuleRegistry.descriptions {
            #expect(text.contains("  # \(rule.id):\n  #   severity: \(rule.defaultSeverity.rawValue)\n"), "\(rule.id)")
            for option in rule.options {
                #expect(text.contains("#   \(option.name): \(ConfigurationTemplate.yamlValue(option.defaultValue))  # \(option.summary)"), "\(rule.id) \(option.name)")
            }
        }
    }

    @Test func itsRuleBlocksLoadWhenUncommented() throws {
        let configuration = try parseConfiguration(ConfigurationTemplate.text(uncommentRules: true))
        #expect(Set(configuration.rules.keys) == Set(RuleRegistry.descriptions.map(\.id)))
        let audit = configuration.auditConfiguration()
        #expect(audit.severityOverrides.isEmpty, "defaults written out change nothing")
        #expect(audit.ruleOptions["table/width"] == ["minimumWidth": .number(320), "maximumWidth": .number(672)])
    }

    @Test func itsCommentedExamplesLoadWhenUncommented() throws {
        // Every '# key: value' example at the top level, with its indented continuation lines,
        // must be a valid setting once uncommented.
        var lines: [String] = []
        var inExample = false
        for line in ConfigurationTemplate.text().split(separator: "\n", omittingEmptySubsequences: false) {
            let body = line.dropFirst(2)
            let key = body.prefix { $0.isLowercase || $0 == "_" }
            if line.hasPrefix("# "), !key.isEmpty, body.dropFirst(key.count).hasPrefix(":") {
                inExample = true
                lines.append(String(body))
            } else if inExample, line.hasPrefix("#   ") {
                lines.append(String(body))
            } else {
                inExample = false
                lines.append(String(line))
            }
        }
        let uncommented = lines.joined(separator: "\n")
        let configuration = try parseConfiguration(uncommented)
        #expect(configuration.locales == ["en", "de", "ar"])
        #expect(configuration.suppressions.count == 1)
        #expect(configuration.reports.map(\.format) == [.sarif])
    }
}
