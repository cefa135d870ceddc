/// A starting point for rule settings, which a configuration file then adjusts. Declared here,
/// once, in terms of the registry, so a new rule joins every preset without being listed.
public enum Preset: String, CaseIterable, Sendable {
    /// Every rule at the severity and options it declares.
    case recommended
    /// Every rule on, notes raised to warnings, and tighter options where a rule has them.
    case strict

    public static let `default` = Preset.recommended

    /// One line for `init` and the docs.
    public var summary: String {
        switch self {
        case .recommended: "every rule at its default severity and options"
        case .strict: "every rule on, notes raised to warnings, tighter options where a rule has them"
        }
    }

    public func isEnabled(_ rule: RuleDescription) -> Bool {
        // Every rule is on in both presets today; a preset decides it so that a future opt-in
        // rule needs a change here only.
        true
    }

    public func severity(for rule: RuleDescription) -> Severity {
        switch self {
        case .recommended: rule.defaultSeverity
        case .strict: max(rule.defaultSeverity, .warning)
        }
    }

    /// Option values that differ from the rule's declared defaults.
    public func optionOverrides(for rule: RuleDescription) -> [String: OptionValue] {
        switch self {
        case .recommended: [:]
        case .strict: Self.strictOptions[rule.id] ?? [:]
        }
    }

    /// Tighter values `strict` uses, by rule id and option name. Only options whose tighter value
    /// is still a sound reading of the guideline belong here; a test checks that every entry names
    /// a registered rule's declared option with a value of the declared type. `table/width`'s
    /// bounds are device facts (the narrowest iPhone, the readable width), not a matter of
    /// strictness, so it has none.
    static let strictOptions: [String: [String: OptionValue]] = [:]
}
