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

    public init(id: String, name: String, title: String, guideline: Guideline, defaultSeverity: Severity, options: [RuleOption] = []) {
        self.id = id
        self.name = name
        self.title = title
        self.guideline = guideline
        self.defaultSeverity = defaultSeverity
        self.options = options
    }
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

/// The option values a rule runs with: the defaults its description declares, overridden by
/// the user's.
public struct RuleOptions: Sendable {
    private var values: [String: OptionValue]

    public init(_ description: RuleDescription, overrides: [String: OptionValue] = [:]) {
        var values: [String: OptionValue] = [:]
        for option in description.options { values[option.name] = option.defaultValue }
        values.merge(overrides) { _, new in new }
        self.values = values
    }

    public func number(_ name: String) -> Double {
        guard case .number(let value)? = values[name] else {
            preconditionFailure("rule reads undeclared number option '\(name)'")
        }
        return value
    }

    public func bool(_ name: String) -> Bool {
        guard case .bool(let value)? = values[name] else {
            preconditionFailure("rule reads undeclared bool option '\(name)'")
        }
        return value
    }
}
