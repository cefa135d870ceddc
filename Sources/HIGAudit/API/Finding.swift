import HIGModel

/// One problem a rule found: a small value that reporters turn into bytes.
public struct Finding: Hashable, Sendable {
    public var ruleID: String
    public var severity: Severity
    /// What is wrong and by how much, quoting the user's own text.
    public var message: String
    public var location: FindingLocation
    /// Where in the screen, for people: `Settings › section 2 › row 3 › secondary text`.
    public var path: ElementPath
    /// Structured facts behind the message (needed and available points, locale, …), in the
    /// order the rule gives them.
    public var evidence: [Evidence]

    public init(ruleID: String, severity: Severity, message: String, location: FindingLocation, path: ElementPath, evidence: [Evidence] = []) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.location = location
        self.path = path
        self.evidence = evidence
    }

    /// The value of evidence `key`, if the rule gave one.
    public subscript(evidence key: EvidenceKey) -> EvidenceValue? {
        evidence.first { $0.key == key }?.value
    }
}

/// Where a finding points: the offending key or value, and the element around it.
public struct FindingLocation: Hashable, Sendable {
    public var file: String
    /// The offending member (`"selectionStyle": "none"`), or the element when no member is at fault.
    public var region: SourceSpan
    /// The whole element the finding is about (usually the row), for context in reports.
    public var context: SourceSpan

    public init(file: String, region: SourceSpan, context: SourceSpan) {
        self.file = file
        self.region = region
        self.context = context
    }

    /// The member `key` of an element if it was spelled out, else the element itself.
    public init(_ source: SourceInfo, member key: String? = nil) {
        self.init(file: source.file, region: key.map(source.span(of:)) ?? source.span, context: source.span)
    }

    public var line: Int { region.start.line }
    public var column: Int { region.start.column }
}

/// A named fact behind a finding.
public struct Evidence: Hashable, Sendable {
    public var key: EvidenceKey
    public var value: EvidenceValue

    public init(_ key: EvidenceKey, _ value: EvidenceValue) {
        self.key = key
        self.value = value
    }
}

public enum EvidenceValue: Hashable, Sendable, CustomStringConvertible {
    case string(String)
    case integer(Int)
    case number(Double)
    case bool(Bool)
    /// Content size categories, in the order the rule found them. Reports write them as one
    /// comma-separated string of their names, as they always have.
    case contentSizeCategories([ContentSizeCategory])

    public var description: String {
        switch self {
        case .string(let value): value
        case .integer(let value): String(value)
        case .number(let value): formatPoints(value)
        case .bool(let value): String(value)
        case .contentSizeCategories(let list): list.map(\.rawValue).joined(separator: ",")
        }
    }
}

/// Points as people read them: whole numbers without a fraction, else one decimal.
public func formatPoints(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    if rounded == rounded.rounded(), abs(rounded) < 1e15 {
        return String(Int(rounded))
    }
    return String(rounded)
}
