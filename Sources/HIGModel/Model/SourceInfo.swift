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
/// `SourceDetails` object. The decoder gives every element of a file that has no members (a text
/// written as a plain string, a localization) the same object, and an object's member names are
/// small indices into a name table shared by every object of its kind.
public struct SourceInfo: Hashable, Sendable {
    public var span: SourceSpan
    private var details: SourceDetails

    public init(file: String, span: SourceSpan, memberSpans: [String: SourceSpan] = [:]) {
        self.span = span
        self.details = SourceDetails.make(file: file, memberSpans: memberSpans)
    }

    /// The decoder's initialiser: `details` is shared or built from the decoder's member stack.
    init(span: SourceSpan, details: SourceDetails) {
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

/// One member span in `SourceDetails`: where, and which name (an index into the names).
struct MemberEntry {
    var span: SourceSpan
    var name: UInt32
}

struct SourceDetailsHeader {
    var file: String
    /// The names `MemberEntry.name` indexes: for decoded objects, the member names of their kind
    /// (one array shared by all of them), so an entry needs no string of its own.
    var names: [String]
    var count: Int
}

/// The file name and member spans of one or more `SourceInfo`s, in a single allocation: the
/// header, then `count` entries in the order the dump spelled them. Entries are trivial values,
/// so the buffer has nothing to destroy but the header, which `ManagedBuffer` does.
final class SourceDetailsBuffer: ManagedBuffer<SourceDetailsHeader, MemberEntry> {}

/// A shared reference to a `SourceDetailsBuffer`. The buffer is never changed after it is made
/// (setters on `SourceInfo` make a new one), which is why it can be shared, also across threads.
struct SourceDetails: @unchecked Sendable {
    private let buffer: SourceDetailsBuffer

    /// Elements built in code share this.
    static let memory = make(file: "<memory>", names: [], entries: [])

    /// Details holding `entries`, whose `name`s index `names`.
    static func make<Entries: Collection<MemberEntry>>(file: String, names: [String], entries: Entries) -> SourceDetails {
        let count = entries.count
        let created = SourceDetailsBuffer.create(minimumCapacity: count) { _ in
            SourceDetailsHeader(file: file, names: names, count: count)
        }
        let buffer = unsafeDowncast(created, to: SourceDetailsBuffer.self)
        buffer.withUnsafeMutablePointerToElements { elements in
            var next = elements
            for entry in entries {
                next.initialize(to: entry)
                next += 1
            }
        }
        return SourceDetails(buffer: buffer)
    }

    /// Details from a dictionary, for elements built in code.
    static func make(file: String, memberSpans: [String: SourceSpan]) -> SourceDetails {
        if memberSpans.isEmpty, file == memory.file { return memory }
        let members = Array(memberSpans)
        return make(
            file: file, names: members.map(\.key),
            entries: members.indices.lazy.map { MemberEntry(span: members[$0].value, name: UInt32($0)) })
    }

    var file: String { buffer.header.file }

    /// The same members under another file name.
    func withFile(_ file: String) -> SourceDetails {
        withEntries { names, entries in SourceDetails.make(file: file, names: names, entries: entries) }
    }

    /// Reads the entries with their names.
    func withEntries<Result>(_ body: (_ names: [String], _ entries: UnsafeBufferPointer<MemberEntry>) -> Result) -> Result {
        buffer.withUnsafeMutablePointers { header, elements in
            body(header.pointee.names, UnsafeBufferPointer(start: elements, count: header.pointee.count))
        }
    }

    /// Objects have at most a few dozen members, so a linear scan is as fast as any index and
    /// needs no memory.
    func span(named key: String) -> SourceSpan? {
        withEntries { names, entries in
            for entry in entries where names[Int(entry.name)] == key { return entry.span }
            return nil
        }
    }

    var memberSpans: [String: SourceSpan] {
        withEntries { names, entries in
            var spans = [String: SourceSpan](minimumCapacity: entries.count)
            for entry in entries { spans[names[Int(entry.name)]] = entry.span }
            return spans
        }
    }

    /// Same file and same members, whatever their order and name tables.
    func isEquivalent(to other: SourceDetails) -> Bool {
        if buffer === other.buffer { return true }
        guard file == other.file, buffer.header.count == other.buffer.header.count else { return false }
        // Names are unique within one object, so equal counts and every member found with the
        // same span mean equal sets.
        return withEntries { names, entries in
            entries.allSatisfy { other.span(named: names[Int($0.name)]) == $0.span }
        }
    }

    /// Consistent with `isEquivalent(to:)`: members are combined independently of their order.
    func hash(into hasher: inout Hasher) {
        hasher.combine(file)
        withEntries { names, entries in
            hasher.combine(entries.count)
            var members = 0
            for entry in entries {
                var one = Hasher()
                one.combine(names[Int(entry.name)])
                one.combine(entry.span)
                members ^= one.finalize()
            }
            hasher.combine(members)
        }
    }
}
