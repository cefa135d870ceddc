/// A rule's identity, declared once next to its logic and mirrored by `Rules/<id>.md`.
public struct RuleDescription: Hashable, Sendable {
    /// Kebab-case and grouped: `index/grouped-style`. The same string in configuration, CLI,
    /// SARIF `ruleId`, the doc's file name and `explain`.
    public var id: String
    /// PascalCase, for SARIF's `reportingDescriptor.name`.
    public var name: String
    /// One line: what the rule wants.
    public var title: String
    public var guideline: Guideline
    public var defaultSeverity: Severity
    public var options: [RuleOption]
    /// The Xcode accessibility audit types that check the same thing on a device (SARIF tags
    /// `audit/<type>`, for teams that triage by audit type). Empty where none fits.
    public var auditTypes: [AccessibilityAuditType]
    /// What kind of check it is, for the reports and tests that treat kinds of rules alike.
    public var traits: Set<RuleTrait>

    public init(id: String, name: String, title: String, guideline: Guideline, defaultSeverity: Severity, options: [RuleOption] = [], auditTypes: [AccessibilityAuditType] = [], traits: Set<RuleTrait> = []) {
        self.id = id
        self.name = name
        self.title = title
        self.guideline = guideline
        self.defaultSeverity = defaultSeverity
        self.options = options
        self.auditTypes = auditTypes
        self.traits = traits
    }
}

/// `XCUIAccessibilityAuditType` cases (Xcode's accessibility audit) a rule can correspond to.
public enum AccessibilityAuditType: String, CaseIterable, Sendable {
    case textClipped, dynamicType, hitRegion, contrast, sufficientElementDescription
}

/// Kinds of rules.
public enum RuleTrait: String, CaseIterable, Sendable {
    /// Lays text out and measures it: its findings move when text gets wider.
    case measuresText
    /// Its findings are text cut short, counted in the localization summary's locale × size matrix.
    case reportsCutText
}

/// The Human Interface Guidelines passage a rule enforces.
public struct Guideline: Hashable, Sendable {
    /// The guideline in our words, as a short heading.
    public var title: String
    /// The HIG section it belongs to (`Tables`, `Accessibility`), used as a report tag.
    public var section: String
    public var url: String

    public init(title: String, section: String, url: String) {
        self.title = title
        self.section = section
        self.url = url
    }

    static let tablesURL = "https://developer.apple.com/design/human-interface-guidelines/lists-and-tables"
    static let accessibilityURL = "https://developer.apple.com/design/human-interface-guidelines/accessibility"
}

/// A rule setting a user can change, with its default.
public struct RuleOption: Hashable, Sendable {
    public var name: String
    public var summary: String
    public var defaultValue: OptionValue

    public init(name: String, summary: String, defaultValue: OptionValue) {
        self.name = name
        self.summary = summary
        self.defaultValue = defaultValue
    }
}

public enum OptionValue: Hashable, Sendable, CustomStringConvertible {
    case number(Double)
    case bool(Bool)
    case string(String)

    public var description: String {
        switch self {
        case .number(let value): value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case .bool(let value): String(value)
        case .string(let value): value
        }
    }
}

/// A value type a rule option can have.
public protocol RuleOptionValue: Sendable {
    init?(_ value: OptionValue)
    var optionValue: OptionValue { get }
}

extension Double: RuleOptionValue {
    public init?(_ value: OptionValue) {
        guard case .number(let number) = value else { return nil }
        self = number
    }

    public var optionValue: OptionValue { .number(self) }
}

extension Bool: RuleOptionValue {
    public init?(_ value: OptionValue) {
        guard case .bool(let flag) = value else { return nil }
        self = flag
    }

    public var optionValue: OptionValue { .bool(self) }
}

extension RuleOption {
    /// A rule's option, typed: declared once as a static member of the rule, listed in its
    /// description through `declaration`, and read back with `options[key]`.
    public struct Key<Value: RuleOptionValue>: Sendable {
        public let name: String
        public let summary: String
        public let defaultValue: Value

        public init(name: String, summary: String, defaultValue: Value) {
            self.name = name
            self.summary = summary
            self.defaultValue = defaultValue
        }

        /// The entry of the rule's `RuleDescription.options`.
        public var declaration: RuleOption { RuleOption(name: name, summary: summary, defaultValue: defaultValue.optionValue) }
    }
}

/// The option values a rule runs with: the defaults its description declares, overridden by
/// the user's (which the configuration reader has checked against the declared types).
public struct RuleOptions: Sendable {
    private var values: [String: OptionValue]

    public init(_ description: RuleDescription, overrides: [String: OptionValue] = [:]) {
        var values: [String: OptionValue] = [:]
        for option in description.options { values[option.name] = option.defaultValue }
        values.merge(overrides) { _, new in new }
        self.values = values
    }

    /// The value of `key`; its default when the rule's description does not declare it.
    public subscript<Value>(_ key: RuleOption.Key<Value>) -> Value {
        values[key.name].flatMap(Value.init) ?? key.defaultValue
    }
}
