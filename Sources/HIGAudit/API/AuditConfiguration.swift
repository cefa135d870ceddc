/// What to check and how: one value handed from the command line (or a configuration file)
/// to the audit.
public struct AuditConfiguration: Sendable {
    /// Rule ids to run; nil runs every rule in the registry.
    public var enabledRules: Set<String>?
    public var severityOverrides: [String: Severity]
    public var ruleOptions: [String: [String: OptionValue]]
    /// The widths, sizes and locales text is laid out in, and the layout model that does it.
    public var textSweep: TextSweep

    public init(enabledRules: Set<String>? = nil, severityOverrides: [String: Severity] = [:], ruleOptions: [String: [String: OptionValue]] = [:], textSweep: TextSweep = TextSweep()) {
        self.enabledRules = enabledRules
        self.severityOverrides = severityOverrides
        self.ruleOptions = ruleOptions
        self.textSweep = textSweep
    }
}
