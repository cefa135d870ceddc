/// A JSON value with the position it starts at, for String Catalogs: findings point into them.
indirect enum PositionedJSON: Sendable {
    case object([(key: String, value: PositionedJSON)], line: Int, column: Int)
    case array([PositionedJSON], line: Int, column: Int)
    case string(String, line: Int, column: Int)
    case number(Double, line: Int, column: Int)
    case bool(Bool, line: Int, column: Int)
    case null(line: Int, column: Int)

    var line: Int {
        switch self {
        case .object(_, let line, _), .array(_, let line, _), .string(_, let line, _), .number(_, let line, _), .bool(_, let line, _), .null(let line, _): line
        }
    }

    var column: Int {
        switch self {
        case .object(_, _, let column), .array(_, _, let column), .string(_, _, let column), .number(_, _, let column), .bool(_, _, let column), .null(_, let column): column
        }
    }

    subscript(key: String) -> PositionedJSON? {
        guard case .object(let members, _, _) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    var members: [(key: String, value: PositionedJSON)] {
        if case .object(let members, _, _) = self { return members }
        return []
    }

    var isObject: Bool {
        if case .object = self { return true }
        return false
    }

    var stringValue: String? {
        if case .string(let value, _, _) = self { return value }
        return nil
    }

    var boolValue: Bool? {
        if case .bool(let value, _, _) = self { return value }
        return nil
    }

    var numberValue: Double? {
        if case .number(let value, _, _) = self { return value }
        return nil
    }
}

/// A strict RFC 8259 parser that keeps positions (1-based lines, UTF-16 columns). Iterative:
/// nesting lives on an explicit stack with a depth limit, so no file can overflow the call stack.
struct PositionedJSONParser {
    static let maximumDepth = 256

    struct Failure: Error {
        var line: Int
        var column: Int
        var message: String
    }

    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private var column = 1

    init(_ bytes: [UInt8]) {
        // A UTF-8 byte order mark is tolerated, as Xcode writes none but editors may.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            self.bytes = Array(bytes.dropFirst(3))
        } else {
            self.bytes = bytes
        }
    }

    private enum Frame {
        case object(members: [(key: String, value: PositionedJSON)], pendingKey: String?, line: Int, column: Int)
        case array(items: [PositionedJSON], line: Int, column: Int)
    }

    mutating func parse() throws(Failure) -> PositionedJSON {
        var stack: [Frame] = []
        var result: PositionedJSON?
        skipWhitespace()
        while true {
            // Read a value (or open a container) where one is expected.
            var value: PositionedJSON?
            let (startLine, startColumn) = (line, column)
            guard offset < bytes.count else { throw fail("unexpected end of file; expected a value") }
            switch bytes[offset] {
            case UInt8(ascii: "{"):
                advance()
                guard stack.count < Self.maximumDepth else { throw Failure(line: startLine, column: startColumn, message: "nesting deeper than \(Self.maximumDepth) levels") }
                skipWhitespace()
                if peek(UInt8(ascii: "}")) {
                    advance()
                    value = .object([], line: startLine, column: startColumn)
                } else {
                    let key = try readKey()
                    stack.append(.object(members: [], pendingKey: key, line: startLine, column: startColumn))
                    skipWhitespace()
                    continue
                }
            case UInt8(ascii: "["):
                advance()
                guard stack.count < Self.maximumDepth else { throw Failure(line: startLine, column: startColumn, message: "nesting deeper than \(Self.maximumDepth) levels") }
                skipWhitespace()
                if peek(UInt8(ascii: "]")) {
                    advance()
                    value = .array([], line: startLine, column: startColumn)
                } else {
                    stack.append(.array(items: [], line: startLine, column: startColumn))
                    continue
                }
            case UInt8(ascii: "\""):
                value = .string(try readString(), line: startLine, column: startColumn)
            case UInt8(ascii: "t"):
                try literal("true")
                value = .bool(true, line: startLine, column: startColumn)
            case UInt8(ascii: "f"):
                try literal("false")
                value = .bool(false, line: startLine, column: startColumn)
            case UInt8(ascii: "n"):
                try literal("null")
                value = .null(line: startLine, column: startColumn)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                value = .number(try readNumber(), line: startLine, column: startColumn)
            default:
                throw fail("unexpected character '\(describeByte())'; expected a value")
            }
            // Attach the value to its container, closing containers that end here.
            while var completed = value {
                guard let top = stack.popLast() else {
                    result = completed
                    value = nil
                    break
                }
                skipWhitespace()
                switch top {
                case .object(var members, let pendingKey, let l, let c):
                    members.append((pendingKey ?? "", completed))
                    if peek(UInt8(ascii: ",")) {
                        advance()
                        skipWhitespace()
                        let key = try readKey()
                        stack.append(.object(members: members, pendingKey: key, line: l, column: c))
                        value = nil
                    } else if peek(UInt8(ascii: "}")) {
                        advance()
                        completed = .object(members, line: l, column: c)
                        value = completed
                    } else {
                        throw fail(offset < bytes.count ? "expected ',' or '}' after a member" : "unexpected end of file inside an object")
                    }
                case .array(var items, let l, let c):
                    items.append(completed)
                    if peek(UInt8(ascii: ",")) {
                        advance()
                        stack.append(.array(items: items, line: l, column: c))
                        value = nil
                    } else if peek(UInt8(ascii: "]")) {
                        advance()
                        completed = .array(items, line: l, column: c)
                        value = completed
                    } else {
                        throw fail(offset < bytes.count ? "expected ',' or ']' after an element" : "unexpected end of file inside an array")
                    }
                }
            }
            if let result {
                skipWhitespace()
                guard offset == bytes.count else { throw fail("unexpected '\(describeByte())' after the document") }
                return result
            }
            skipWhitespace()
        }
    }

    // MARK: Tokens

    private mutating func readKey() throws(Failure) -> String {
        guard peek(UInt8(ascii: "\"")) else { throw fail(offset < bytes.count ? "expected a member name in double quotes" : "unexpected end of file inside an object") }
        let key = try readString()
        skipWhitespace()
        guard peek(UInt8(ascii: ":")) else { throw fail("expected ':' after member name \"\(key)\"") }
        advance()
        skipWhitespace()
        return key
    }

    private mutating func readString() throws(Failure) -> String {
        let (startLine, startColumn) = (line, column)
        advance() // opening quote
        var scalars = String.UnicodeScalarView()
        var pendingHigh: UInt32?
        while true {
            guard offset < bytes.count else { throw Failure(line: startLine, column: startColumn, message: "unterminated string") }
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                advance()
                if pendingHigh != nil { scalars.append("\u{FFFD}") }
                return String(scalars)
            }
            if byte < 0x20 { throw fail(byte == 0x0A ? "unterminated string (line break inside a string)" : "control character U+\(hex(UInt32(byte), width: 4)) inside a string; escape it") }
            if byte == UInt8(ascii: "\\") {
                advance()
                guard offset < bytes.count else { throw Failure(line: startLine, column: startColumn, message: "unterminated string") }
                let escape = bytes[offset]
                advance()
                var scalar: UInt32
                switch escape {
                case UInt8(ascii: "\""): scalar = 0x22
                case UInt8(ascii: "\\"): scalar = 0x5C
                case UInt8(ascii: "/"): scalar = 0x2F
                case UInt8(ascii: "b"): scalar = 0x08
                case UInt8(ascii: "f"): scalar = 0x0C
                case UInt8(ascii: "n"): scalar = 0x0A
                case UInt8(ascii: "r"): scalar = 0x0D
                case UInt8(ascii: "t"): scalar = 0x09
                case UInt8(ascii: "u"):
                    var value: UInt32 = 0
                    for _ in 0..<4 {
                        guard offset < bytes.count, let digit = hexDigit(bytes[offset]) else { throw fail("\\u needs four hex digits") }
                        value = value << 4 | digit
                        advance()
                    }
                    scalar = value
                default:
                    throw Failure(line: line, column: column - 2, message: "invalid escape '\\\(describe(escape))'")
                }
                if let high = pendingHigh {
                    pendingHigh = nil
                    if (0xDC00...0xDFFF).contains(scalar) {
                        scalars.append(Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (scalar - 0xDC00)) ?? "\u{FFFD}")
                        continue
                    }
                    scalars.append("\u{FFFD}")
                }
                if (0xD800...0xDBFF).contains(scalar) {
                    pendingHigh = scalar
                } else {
                    scalars.append(Unicode.Scalar(scalar) ?? "\u{FFFD}")
                }
                continue
            }
            if pendingHigh != nil {
                pendingHigh = nil
                scalars.append("\u{FFFD}")
            }
            // Raw UTF-8: decode one scalar, strictly.
            let (scalar, length) = try decodeUTF8()
            scalars.append(scalar)
            offset += length
            column += scalar.value > 0xFFFF ? 2 : 1
        }
    }

    private func decodeUTF8() throws(Failure) -> (Unicode.Scalar, Int) {
        let lead = bytes[offset]
        let length: Int
        var value: UInt32
        switch lead {
        case 0x00...0x7F: return (Unicode.Scalar(lead), 1)
        case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; value = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; value = UInt32(lead & 0x07)
        default: throw fail("invalid UTF-8 byte 0x\(hex(UInt32(lead), width: 2)) (the file must be UTF-8)")
        }
        guard offset + length <= bytes.count else { throw fail("truncated UTF-8 sequence") }
        for i in 1..<length {
            let byte = bytes[offset + i]
            guard byte & 0xC0 == 0x80 else { throw fail("invalid UTF-8 sequence (the file must be UTF-8)") }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { throw fail("invalid UTF-8 sequence (the file must be UTF-8)") }
        return (scalar, length)
    }

    private mutating func readNumber() throws(Failure) -> Double {
        let start = offset
        let (startLine, startColumn) = (line, column)
        if peek(UInt8(ascii: "-")) { advance() }
        if peek(UInt8(ascii: "0")) {
            advance()
        } else {
            guard digits() > 0 else { throw fail("invalid number") }
        }
        if peek(UInt8(ascii: ".")) {
            advance()
            guard digits() > 0 else { throw fail("invalid number: digits expected after '.'") }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            advance()
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { advance() }
            guard digits() > 0 else { throw fail("invalid number: digits expected in the exponent") }
        }
        guard let value = Double(String(decoding: bytes[start..<offset], as: UTF8.self)) else {
            throw Failure(line: startLine, column: startColumn, message: "invalid number")
        }
        return value
    }

    private mutating func digits() -> Int {
        var count = 0
        while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) {
            advance()
            count += 1
        }
        return count
    }

    private mutating func literal(_ word: String) throws(Failure) {
        let (startLine, startColumn) = (line, column)
        for byte in word.utf8 {
            guard peek(byte) else { throw Failure(line: startLine, column: startColumn, message: "invalid literal; expected '\(word)'") }
            advance()
        }
    }

    // MARK: Cursor

    private func peek(_ byte: UInt8) -> Bool { offset < bytes.count && bytes[offset] == byte }

    /// Advances over one ASCII byte.
    private mutating func advance() {
        offset += 1
        column += 1
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0D:
                advance()
            case 0x0A:
                offset += 1
                line += 1
                column = 1
            default:
                return
            }
        }
    }

    private func fail(_ message: String) -> Failure {
        Failure(line: line, column: column, message: message)
    }

    private func describeByte() -> String {
        offset < bytes.count ? describe(bytes[offset]) : "end of file"
    }

    private func describe(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? String(UnicodeScalar(byte)) : "0x" + hex(UInt32(byte), width: 2)
    }
}

func hex(_ value: UInt32, width: Int) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
}

func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
}
