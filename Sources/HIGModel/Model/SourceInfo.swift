/// A position in a source file. Lines and columns are 1-based; columns count UTF-16 code
/// units, as SARIF's default `columnKind` (utf16CodeUnits) and editors do.
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// A half-open range of source text: `end` is the position just after the last character.
public struct SourceSpan: Hashable, Sendable {
    public var start: SourcePosition
    public var end: SourcePosition

    public init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = end
    }
}

/// Where a decoded element came from: its file, the span of its JSON value, and the span of
/// each member it spelled out (`"key": value`), so a finding can point at the exact key.
public struct SourceInfo: Hashable, Sendable {
    public var file: String
    public var span: SourceSpan
    public var memberSpans: [String: SourceSpan]

    public init(file: String, span: SourceSpan, memberSpans: [String: SourceSpan] = [:]) {
        self.file = file
        self.span = span
        self.memberSpans = memberSpans
    }

    /// The span of member `key` when the dump spelled it out, else the element's own span.
    public func span(of key: String) -> SourceSpan {
        memberSpans[key] ?? span
    }

    /// A location for elements built in code (tests, generated dumps).
    public static func synthesized(_ file: String = "<memory>") -> SourceInfo {
        let origin = SourcePosition(line: 1, column: 1)
        return SourceInfo(file: file, span: SourceSpan(start: origin, end: origin))
    }
}
