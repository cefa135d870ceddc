import HIGModel

/// A property list value as read from a file, with where it starts when the format says so
/// (XML and old-style lists have lines; a binary list has none, so `position` is nil there).
public struct PropertyList: Sendable {
    public indirect enum Value: Sendable {
        case string(String)
        case integer(Int64)
        case real(Double)
        case bool(Bool)
        /// Seconds since 2001-01-01 00:00:00 UTC, as both formats store it.
        case date(Double)
        case data([UInt8])
        case array([PropertyList])
        /// Members in the order written; a key written twice is there twice.
        case dictionary([Member])
    }

    public struct Member: Sendable {
        public var key: String
        public var keyPosition: SourcePosition?
        public var value: PropertyList

        public init(key: String, keyPosition: SourcePosition?, value: PropertyList) {
            self.key = key
            self.keyPosition = keyPosition
            self.value = value
        }
    }

    public var value: Value
    public var position: SourcePosition?

    public init(_ value: Value, position: SourcePosition?) {
        self.value = value
        self.position = position
    }

    public var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    public var bool: Bool? {
        if case .bool(let flag) = value { return flag }
        return nil
    }

    public var number: Double? {
        switch value {
        case .integer(let number): Double(number)
        case .real(let number): number
        default: nil
        }
    }

    public var members: [Member] {
        if case .dictionary(let members) = value { return members }
        return []
    }

    public var elements: [PropertyList] {
        if case .array(let elements) = value { return elements }
        return []
    }

    public var isDictionary: Bool {
        if case .dictionary = value { return true }
        return false
    }

    /// The first member named `key` (a dictionary's keys are unique in a valid list).
    public subscript(key: String) -> PropertyList? {
        members.first { $0.key == key }?.value
    }

    /// What the value is, for messages: "a string", "an array"…
    public var typeName: String {
        switch value {
        case .string: "a string"
        case .integer: "an integer"
        case .real: "a real number"
        case .bool: "a boolean"
        case .date: "a date"
        case .data: "data"
        case .array: "an array"
        case .dictionary: "a dictionary"
        }
    }
}

/// Reads a property list in any of the forms Foundation's `PropertyListSerialization` and
/// `plutil` accept: XML (`<plist>`, with libxml2 through `XMLReader`), binary (`bplist00`,
/// `BinaryPropertyListReader`) or old-style (`{ key = value; }`, `OldStylePropertyListReader`).
/// The form is decided by the first bytes, as Foundation decides it.
public enum PropertyListReader {
    public enum Format: Sendable, Equatable { case xml, binary, oldStyle }

    /// The form `bytes` are in: `bplist` magic, else XML when the first non-blank character
    /// (after a byte-order mark) is `<`, else old-style.
    public static func format(of bytes: [UInt8]) -> Format {
        if bytes.starts(with: Array("bplist".utf8)) { return .binary }
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            // UTF-16 text: look at the first non-blank code unit.
            let littleEndian = bytes[0] == 0xFF
            index = 2
            while index + 1 < bytes.count {
                let unit = littleEndian ? UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8 : UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
                if unit == 0x20 || unit == 0x09 || unit == 0x0A || unit == 0x0D { index += 2; continue }
                return unit == 0x3C ? .xml : .oldStyle
            }
            return .oldStyle
        }
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: "<") ? .xml : .oldStyle
    }

    /// The root value of an XML or binary property list (old-style lists are read by
    /// `OldStylePropertyListReader`, whose callers know they have one).
    public static func read(_ bytes: [UInt8], file: String, limits: InputLimits = InputLimits(maximumDepth: 128)) throws(SourceError) -> PropertyList {
        switch format(of: bytes) {
        case .binary: return try BinaryPropertyListReader.read(bytes, file: file, limits: limits)
        case .xml: return try readXML(bytes, file: file, limits: limits)
        case .oldStyle: return try OldStylePropertyListReader.read(bytes, file: file, limits: limits)
        }
    }

    /// An XML property list: `<plist>` holding one value.
    public static func readXML(_ bytes: [UInt8], file: String, limits: InputLimits = InputLimits(maximumDepth: 128)) throws(SourceError) -> PropertyList {
        let plist = try XMLReader.read(bytes, file: file, limits: limits)
        guard plist.name == "plist" else { throw error("the root element is <\(plist.name)>, not <plist>", plist.position, file) }
        let values = plist.elements
        guard let value = values.first else { throw error("no property list value", plist.position, file) }
        if values.count > 1 { throw error("a property list holds one root value; <\(values[1].name)> follows <\(value.name)>", values[1].position, file) }
        return try node(value, file: file)
    }

    private static func node(_ element: XMLElement, file: String) throws(SourceError) -> PropertyList {
        let position = element.position
        switch element.name {
        case "string":
            return PropertyList(.string(element.text), position: position)
        case "true", "false":
            return PropertyList(.bool(element.name == "true"), position: position)
        case "integer":
            guard let number = Int64(element.text.trimmingBlanks) else { throw error("<integer> holds '\(element.text.prefix(40))', not an integer", position, file) }
            return PropertyList(.integer(number), position: position)
        case "real":
            guard let number = Double(element.text.trimmingBlanks) else { throw error("<real> holds '\(element.text.prefix(40))', not a number", position, file) }
            return PropertyList(.real(number), position: position)
        case "date":
            // ISO 8601 dates are not needed by any reader here; kept as an unknown moment.
            return PropertyList(.date(0), position: position)
        case "data":
            return PropertyList(.data([]), position: position)
        case "array":
            var elements: [PropertyList] = []
            for child in element.elements { elements.append(try node(child, file: file)) }
            return PropertyList(.array(elements), position: position)
        case "dict":
            var members: [PropertyList.Member] = []
            var pendingKey: XMLElement?
            for child in element.elements {
                if child.name == "key" {
                    if pendingKey != nil { throw error("<key> without a value in <dict>", child.position, file) }
                    pendingKey = child
                    continue
                }
                guard let key = pendingKey else { throw error("a value without a <key> in <dict>", child.position, file) }
                members.append(PropertyList.Member(key: key.text, keyPosition: key.position, value: try node(child, file: file)))
                pendingKey = nil
            }
            if let pendingKey { throw error("<key> without a value in <dict>", pendingKey.position, file) }
            return PropertyList(.dictionary(members), position: position)
        case "key":
            throw error("<key> outside a <dict>", position, file)
        default:
            throw error("<\(element.name)> is not a property list element (expected dict, array, string, integer, real, true, false, date or data)", position, file)
        }
    }

    static func error(_ message: String, _ position: SourcePosition?, _ file: String) -> SourceError {
        SourceError(file: file, position: position, message: message)
    }
}

extension String {
    var trimmingBlanks: Substring {
        let blanks: Set<Character> = [" ", "\t", "\n", "\r"]
        guard let start = firstIndex(where: { !blanks.contains($0) }) else { return "" }
        let end = lastIndex { !blanks.contains($0) }!
        return self[start...end]
    }
}
