import HIGModel

/// A JSON value and the position it starts at: what the readers of the smaller JSON files
/// walk (String Catalogs, baselines, layout profiles, font metrics), so that every error and
/// finding can point into them. Dumps are decoded straight from the reader's tokens instead
/// (`DumpDecoder`), without a tree.
public struct JSONNode: Sendable {
    public enum Kind: Sendable {
        case object([JSONMember])
        case array([JSONNode])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    public var kind: Kind
    /// Where the value starts: its first character (a quote, a bracket, a digit).
    public var position: SourcePosition

    public init(_ kind: Kind, at position: SourcePosition) {
        self.kind = kind
        self.position = position
    }

    /// The member named `key` of an object; nil for other values or a missing member.
    public subscript(key: String) -> JSONNode? {
        guard case .object(let members) = kind else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// An object's members in file order; empty for other values.
    public var members: [JSONMember] {
        if case .object(let members) = kind { return members }
        return []
    }

    /// An array's elements; empty for other values.
    public var elements: [JSONNode] {
        if case .array(let elements) = kind { return elements }
        return []
    }

    public var isObject: Bool {
        if case .object = kind { return true }
        return false
    }

    public var string: String? {
        if case .string(let value) = kind { return value }
        return nil
    }

    public var number: Double? {
        if case .number(let value) = kind { return value }
        return nil
    }

    /// The number when it is a whole number an `Int` holds exactly.
    public var integer: Int? {
        guard case .number(let value) = kind, value.rounded(.towardZero) == value else { return nil }
        return Int(exactly: value)
    }

    public var bool: Bool? {
        if case .bool(let value) = kind { return value }
        return nil
    }

    /// How messages name the value's type: "expected an object, found a string".
    public var typeName: String {
        switch kind {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

/// One member of an object: its key, where the key is written, and its value.
public struct JSONMember: Sendable {
    public var key: String
    public var keyPosition: SourcePosition
    public var value: JSONNode

    public init(key: String, keyPosition: SourcePosition, value: JSONNode) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }
}

extension JSONNode {
    /// Reads a whole JSON file into a tree, with the same reader, encoding checks and messages
    /// as dumps, within `limits`: nesting past `maximumDepth` and a key written twice in one
    /// object are errors at their position. Nothing recurses on the file's nesting.
    /// `expected` names what the file should hold, for the message about an empty one.
    public static func parse(_ bytes: [UInt8], file: String, expected: String = "a JSON value", limits: InputLimits = .default) throws(SourceError) -> JSONNode {
        try bytes.withUnsafeBufferPointer { buffer -> Result<JSONNode, SourceError> in
            do throws(SourceError) {
                let text = try JSONReader.text(of: buffer, file: file, empty: "the file is empty; expected \(expected)")
                var builder = TreeBuilder(reader: JSONReader(bytes: text, file: file, maximumDepth: limits.maximumDepth))
                return .success(try builder.build(expected: expected))
            } catch {
                return .failure(error)
            }
        }.get()
    }
}

/// Builds the tree from the reader's tokens on an explicit stack of open containers.
private struct TreeBuilder {
    var r: JSONReader

    init(reader: JSONReader) {
        r = reader
    }

    /// An open object or array: what it holds so far and where it started.
    struct Frame {
        var isObject: Bool
        var start: SourcePosition
        var object: ObjectCursor
        var array: ArrayCursor
        var members: [JSONMember] = []
        var elements: [JSONNode] = []
        /// The key whose value is being read, and where it is written.
        var key = ""
        var keyPosition = SourcePosition(line: 1, column: 1)
        /// Where each key of the object was first written, to refuse a second one.
        var seen: [String: SourcePosition] = [:]
    }

    mutating func build(expected: String) throws(SourceError) -> JSONNode {
        guard r.peek() != nil else {
            throw r.error("the file contains only whitespace; expected \(expected)", atOffset: r.offset)
        }
        var stack: [Frame] = []
        var completed: JSONNode?
        while true {
            if completed == nil {
                completed = try valueOrOpen(&stack)
            }
            if let value = completed {
                completed = nil
                guard !stack.isEmpty else {
                    if r.peek() != nil {
                        throw r.unexpectedCharacter(expected: "the end of the file after the JSON value (a file holds one JSON document)")
                    }
                    return value
                }
                let top = stack.count - 1
                if stack[top].isObject {
                    stack[top].members.append(JSONMember(key: stack[top].key, keyPosition: stack[top].keyPosition, value: value))
                } else {
                    stack[top].elements.append(value)
                }
            }
            // The innermost open container: its next member or element, or its end.
            let top = stack.count - 1
            if stack[top].isObject {
                if let key = try r.nextKey(&stack[top].object) {
                    let name = r.string(key.string)
                    if let first = stack[top].seen.updateValue(key.position, forKey: name) {
                        stack[top].seen[name] = first
                        throw r.error("duplicate key '\(Self.shown(name))' (first at \(first))", at: key.position)
                    }
                    stack[top].key = name
                    stack[top].keyPosition = key.position
                    continue
                }
                let frame = stack.removeLast()
                completed = JSONNode(.object(frame.members), at: frame.start)
            } else {
                if try r.nextElement(&stack[top].array) { continue }
                let frame = stack.removeLast()
                completed = JSONNode(.array(frame.elements), at: frame.start)
            }
        }
    }

    /// Reads the scalar that starts here, or opens the container that starts here (and
    /// returns nil: its members follow).
    private mutating func valueOrOpen(_ stack: inout [Frame]) throws(SourceError) -> JSONNode? {
        guard let b = r.peek() else { throw r.unexpectedEnd(expected: "a value") }
        let position = r.currentPosition()
        switch b {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            let start = try r.enterContainer()
            let isObject = b == UInt8(ascii: "{")
            stack.append(Frame(isObject: isObject, start: start, object: ObjectCursor(start: start), array: ArrayCursor(start: start)))
            return nil
        case UInt8(ascii: "\""):
            let token = try r.scanString()
            return JSONNode(.string(r.string(token)), at: position)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let token = try r.readNumber()
            guard token.value.isFinite else {
                throw r.error("the number \(r.text(of: token)) is out of range", at: position)
            }
            return JSONNode(.number(token.value), at: position)
        case UInt8(ascii: "t"):
            try r.readLiteral("true", expected: "a value")
            return JSONNode(.bool(true), at: position)
        case UInt8(ascii: "f"):
            try r.readLiteral("false", expected: "a value")
            return JSONNode(.bool(false), at: position)
        case UInt8(ascii: "n"):
            try r.readLiteral("null", expected: "a value")
            return JSONNode(.null, at: position)
        default:
            throw r.unexpectedCharacter(expected: "a value")
        }
    }

    /// A key as messages quote it: a few dozen characters at most.
    static func shown(_ key: String) -> String {
        key.unicodeScalars.count > 40 ? String(String.UnicodeScalarView(key.unicodeScalars.prefix(40))) + "…" : key
    }
}
