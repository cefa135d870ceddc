import HIGModel

/// The commented `.hig-audit.yml` that `hig-audit init` writes. Generated from the registry, so
/// every rule and option is listed with its current default and the file never goes stale.
public enum ConfigurationTemplate {
    /// The file's text. With `uncommentRules` the per-rule blocks are live settings instead of
    /// comments (their values are the defaults, so the result behaves the same); tests load both.
    public static func text(rules: [RuleDescription] = RuleRegistry.descriptions, uncommentRules: Bool = false) -> String {
        var out = """
        # hig-audit configuration. Every key is optional and documented in docs/configuration.md.
        # Paths and patterns are relative to this file's folder. Command-line flags override it.

        # Presets: 'recommended' (\(Preset.recommended.summary))
        # or 'strict' (\(Preset.strict.summary)).
        preset: recommended

        # Which dumps 'hig-audit check' reads when given a folder: all of them unless 'include'
        # is set, minus 'exclude'. Patterns: * ** ? [abc].
        # include:
        #   - Dumps/**/*.json
        # exclude:
        #   - Dumps/Fixtures/**

        # What to sweep. Sizes: names (large, accessibilityLarge), short names (L, AX2), 'all',
        # or ranges (large...accessibilityExtraExtraExtraLarge).
        # locales: [en, de, ar]
        # content_size_categories: large...accessibilityExtraExtraExtraLarge
        # widths: [320, 393, 1024]
        # layout_profile: ios26

        # The lowest severity that fails a run: error, warning, note or never.
        # fail_on: warning

        # Reports written on every run, besides standard output.
        # reports:
        #   - sarif: hig-audit.sarif

        # Turn rules off with 'disabled_rules', or run only some with 'only_rules'.
        # disabled_rules:
        #   - editing/delete-title

        # Per rule: enabled, severity (note, warning, error) and the rule's own options, shown
        # here with their defaults. 'hig-audit explain RULE-ID' describes a rule.
        rules:

        """
        let prefix = uncommentRules ? "  " : "  # "
        for rule in rules.sorted(by: { $0.id < $1.id }) {
            out += "  # \(rule.title).\n"
            out += "\(prefix)\(rule.id):\n"
            out += "\(prefix)  severity: \(rule.defaultSeverity.rawValue)\n"
            for option in rule.options {
                out += "\(prefix)  \(option.name): \(yamlValue(option.defaultValue))  # \(option.summary)\n"
            }
            out += "\n"
        }
        out += """
        # Findings the team accepts, each with the reason why. 'path' is an element key below the
        # screen (as reports print it) or a pattern; it covers everything inside that element.
        # suppressions:
        #   - screen: Settings
        #     path: section[0]/row[wifi]
        #     rule: table/width
        #     locales: [de]
        #     reason: "Fixed width sheet, reviewed with design"

        """
        return out
    }

    static func yamlValue(_ value: OptionValue) -> String {
        switch value {
        case .number, .bool: value.description
        case .string(let text): Baseline.jsonString(text)
        }
    }
}
