/// A finding the team has decided to accept on one element, with the reason why. Written in a
/// dump as `"auditSuppressions": [{"rule": "text/truncation", "locales": ["de"], "reason": "…"}]`.
public struct AuditSuppression: Hashable, Sendable {
    /// The rule id it silences.
    public var rule: String
    /// Only findings in these locales; nil for every locale.
    public var locales: [String]?
    /// Why the finding is accepted. Required: a suppression without a reason is an error.
    public var reason: String
    public var source: SourceInfo

    public init(rule: String, locales: [String]? = nil, reason: String, source: SourceInfo = .synthesized()) {
        self.rule = rule
        self.locales = locales
        self.reason = reason
        self.source = source
    }
}
