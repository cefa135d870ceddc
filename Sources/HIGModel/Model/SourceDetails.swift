// The storage behind `SourceInfo.file` and `SourceInfo.memberSpans`.

/// One member span as the decoder collects it: where, and which name (an index into the
/// member names of its kind of object).
package struct MemberEntry {
    package var span: SourceSpan
    package var name: UInt32

    package init(span: SourceSpan, name: UInt32) {
        self.span = span
        self.name = name
    }
}

struct SourceDetailsHeader {
    var file: String
    /// The names the encoded members index: for decoded objects, the member names of their kind
    /// (one array shared by all of them), so a member needs no string of its own.
    var names: [String]
    /// The length of the encoded members that follow the header.
    var byteCount: Int
}

/// The file name and member spans of one or more `SourceInfo`s, in a single allocation: the
/// header, then the encoded members (see `MemberCoding`). Bytes are trivial values, so the
/// buffer has nothing to destroy but the header, which `ManagedBuffer` does.
final class SourceDetailsBuffer: ManagedBuffer<SourceDetailsHeader, UInt8> {}

/// A shared reference to a `SourceDetailsBuffer`. The buffer is never changed after it is made
/// (setters on `SourceInfo` make a new one), which is why it can be shared, also across threads.
package struct SourceDetails: @unchecked Sendable {
    private let buffer: SourceDetailsBuffer

    /// Elements built in code share this.
    static let memory = make(file: "<memory>", names: [], generic: [MemberEntry]())

    /// Details holding `entries`, whose `name`s index `names`: the decoder's entry point, not
    /// generic, so the decoder (in HIGInput) calls the version specialised here.
    package static func make(file: String, names: [String], entries: ArraySlice<MemberEntry>) -> SourceDetails {
        make(file: file, names: names, generic: entries)
    }

    /// Details holding `entries`, whose `name`s index `names`.
    static func make<Entries: Collection<MemberEntry>>(file: String, names: [String], generic entries: Entries) -> SourceDetails {
        // Two passes over a few members: one to size the allocation exactly, one to fill it.
        var byteCount = 0
        MemberCoding.encode(entries) { _ in byteCount += 1 }
        let created = SourceDetailsBuffer.create(minimumCapacity: byteCount) { _ in
            SourceDetailsHeader(file: file, names: names, byteCount: byteCount)
        }
        let buffer = unsafeDowncast(created, to: SourceDetailsBuffer.self)
        buffer.withUnsafeMutablePointerToElements { bytes in
            var next = bytes
            MemberCoding.encode(entries) { byte in
                next.initialize(to: byte)
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
            generic: members.indices.lazy.map { MemberEntry(span: members[$0].value, name: UInt32($0)) })
    }

    var file: String { buffer.header.file }

    /// The same members under another file name.
    func withFile(_ file: String) -> SourceDetails {
        var entries: [MemberEntry] = []
        forEachMember { name, span in
            entries.append(MemberEntry(span: span, name: UInt32(name)))
            return true
        }
        return SourceDetails.make(file: file, names: buffer.header.names, generic: entries)
    }

    /// Calls `body` with each member's name index and span, in order, until it returns false.
    func forEachMember(_ body: (_ name: Int, _ span: SourceSpan) -> Bool) {
        buffer.withUnsafeMutablePointers { header, bytes in
            var reader = MemberCoding.Reader(bytes: UnsafeBufferPointer(start: bytes, count: header.pointee.byteCount))
            while let (name, span) = reader.next() {
                if !body(name, span) { return }
            }
        }
    }

    /// Objects have at most a few dozen members, so a linear scan is as fast as any index and
    /// needs no memory.
    func span(named key: String) -> SourceSpan? {
        let names = buffer.header.names
        var found: SourceSpan?
        forEachMember { name, span in
            if names[name] == key { found = span }
            return found == nil
        }
        return found
    }

    var memberSpans: [String: SourceSpan] {
        let names = buffer.header.names
        var spans: [String: SourceSpan] = [:]
        forEachMember { name, span in
            spans[names[name]] = span
            return true
        }
        return spans
    }

    /// Same file and same members, whatever their order and name tables.
    func isEquivalent(to other: SourceDetails) -> Bool {
        if buffer === other.buffer { return true }
        guard file == other.file else { return false }
        // Names are unique within one object, so the same number of members, each found in the
        // other with the same span, means equal sets.
        let names = buffer.header.names
        var count = 0
        var equal = true
        forEachMember { name, span in
            count += 1
            equal = other.span(named: names[name]) == span
            return equal
        }
        guard equal else { return false }
        var otherCount = 0
        other.forEachMember { _, _ in
            otherCount += 1
            return true
        }
        return count == otherCount
    }

    /// Consistent with `isEquivalent(to:)`: members are combined independently of their order.
    func hash(into hasher: inout Hasher) {
        hasher.combine(file)
        let names = buffer.header.names
        var count = 0
        var members = 0
        forEachMember { name, span in
            var one = Hasher()
            one.combine(names[name])
            one.combine(span)
            members ^= one.finalize()
            count += 1
            return true
        }
        hasher.combine(count)
        hasher.combine(members)
    }
}

/// The byte encoding of member spans. The members of one object follow each other closely,
/// pretty-printed on consecutive lines or minified on one long line, so each member is stored
/// relative to the end of the one before (the first: to line 0, column 0) as five LEB128 varints,
/// usually one byte each, instead of 20 bytes:
///
/// 1. the name's index,
/// 2. the start line minus the previous member's end line,
/// 3. the start column minus the previous member's end column,
/// 4. the end line minus the start line,
/// 5. the end column minus the start column.
///
/// Differences are zigzag encoded, so any span round trips, also one built in code that runs
/// backwards or has negative numbers.
enum MemberCoding {
    static func encode<Entries: Collection<MemberEntry>>(_ entries: Entries, _ emit: (UInt8) -> Void) {
        // Positions are 32-bit, so their differences cannot overflow 64 bits.
        var previous = (line: Int64(0), column: Int64(0))
        for entry in entries {
            let start = (line: Int64(entry.span.start.line), column: Int64(entry.span.start.column))
            let end = (line: Int64(entry.span.end.line), column: Int64(entry.span.end.column))
            varint(UInt64(entry.name), emit)
            varint(zigzag(start.line - previous.line), emit)
            varint(zigzag(start.column - previous.column), emit)
            varint(zigzag(end.line - start.line), emit)
            varint(zigzag(end.column - start.column), emit)
            previous = end
        }
    }

    @inline(__always)
    static func varint(_ value: UInt64, _ emit: (UInt8) -> Void) {
        var rest = value
        while rest >= 0x80 {
            emit(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        emit(UInt8(rest))
    }

    @inline(__always)
    static func zigzag(_ value: Int64) -> UInt64 {
        UInt64(bitPattern: (value << 1) ^ (value >> 63))
    }

    @inline(__always)
    static func unzigzag(_ value: UInt64) -> Int64 {
        Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1)
    }

    /// Reads back what `encode` wrote.
    struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var offset = 0
        var previous = (line: Int64(0), column: Int64(0))

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        mutating func next() -> (name: Int, span: SourceSpan)? {
            guard offset < bytes.count else { return nil }
            let name = Int(truncatingIfNeeded: varint())
            let startLine = previous.line &+ unzigzag(varint())
            let startColumn = previous.column &+ unzigzag(varint())
            let endLine = startLine &+ unzigzag(varint())
            let endColumn = startColumn &+ unzigzag(varint())
            previous = (endLine, endColumn)
            let span = SourceSpan(
                start: SourcePosition(line: Int(startLine), column: Int(startColumn)),
                end: SourcePosition(line: Int(endLine), column: Int(endColumn)))
            return (name, span)
        }

        /// Bounded by the buffer, so even a corrupt encoding could not read past it.
        private mutating func varint() -> UInt64 {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while offset < bytes.count {
                let byte = bytes[offset]
                offset += 1
                if shift < 64 { value |= UInt64(byte & 0x7F) << shift }
                if byte < 0x80 { break }
                shift += 7
            }
            return value
        }
    }
}
