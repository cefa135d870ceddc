/// What to check and how: one value handed from the command line (or a configuration file)
/// to the audit.
public struct AuditConfiguration: Sendable {
    /// Rule ids to run; nil runs every rule in the registry.
    public var enabledRules: Set<String>?
    public var severityOverrides: [String: Severity]
    public var ruleOptions: [String: [String: OptionValue]]

    public init(enabledRules: Set<String>? = nil, severityOverrides: [String: Severity] = [:], ruleOptions: [String: [String: OptionValue]] = [:]) {
        self.enabledRules = enabledRules
        self.severityOverrides = severityOverrides
        self.ruleOptions = ruleOptions
    }
}
