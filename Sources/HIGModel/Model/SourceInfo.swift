/// A position in a source file. Lines and columns are 1-based; columns count UTF-16 code
/// units, as SARIF's default `columnKind` (utf16CodeUnits) and editors do.
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    // Stored in 32 bits: every decoded element keeps several positions, and halving them halves
    // the size of every span. A line or column past Int32.max would need a dump of more than
    // 2 GiB; such values are clamped rather than trapped on.
    private var storedLine: Int32
    private var storedColumn: Int32

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    public init(line: Int, column: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
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
///
/// A large dump has about five of these per row, so the layout is compact: the element's own
/// span is stored inline, and the file name and member spans live in one immutable, shared
/// `SourceDetails` object (SourceDetails.swift). The decoder gives every element of a file that
/// has no members (a text written as a plain string, a localization) the same object; member
/// spans take a few bytes each: a name is an index into a table shared by every object of its
/// kind, a position a small delta.
public struct SourceInfo: Hashable, Sendable {
    public var span: SourceSpan
    private var details: SourceDetails

    public init(file: String, span: SourceSpan, memberSpans: [String: SourceSpan] = [:]) {
        self.span = span
        self.details = SourceDetails.make(file: file, memberSpans: memberSpans)
    }

    /// The decoder's initialiser: `details` is shared or built from the decoder's member stack.
    package init(span: SourceSpan, details: SourceDetails) {
        self.span = span
        self.details = details
    }

    public var file: String {
        get { details.file }
        set { details = details.withFile(newValue) }
    }

    /// The members the dump spelled out, by key. Built on each call: prefer `span(of:)` or
    /// `memberSpan(of:)` to look up one member.
    public var memberSpans: [String: SourceSpan] {
        get { details.memberSpans }
        set { details = SourceDetails.make(file: details.file, memberSpans: newValue) }
    }

    /// The span of member `key` when the dump spelled it out, else the element's own span.
    public func span(of key: String) -> SourceSpan {
        details.span(named: key) ?? span
    }

    /// The span of member `key`, or nil when the dump did not spell it out.
    public func memberSpan(of key: String) -> SourceSpan? {
        details.span(named: key)
    }

    /// Whether the dump spelled out member `key`.
    public func hasMember(_ key: String) -> Bool {
        details.span(named: key) != nil
    }

    /// A location for elements built in code (tests, generated dumps).
    public static func synthesized(_ file: String = "<memory>") -> SourceInfo {
        let origin = SourcePosition(line: 1, column: 1)
        return SourceInfo(span: SourceSpan(start: origin, end: origin), details: SourceDetails.make(file: file, memberSpans: [:]))
    }

    public static func == (lhs: SourceInfo, rhs: SourceInfo) -> Bool {
        lhs.span == rhs.span && lhs.details.isEquivalent(to: rhs.details)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(span)
        details.hash(into: &hasher)
    }
}
