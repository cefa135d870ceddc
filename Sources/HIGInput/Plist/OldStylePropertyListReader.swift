import HIGModel

/// Reads an old-style (OpenStep) property list — the form of `project.pbxproj`:
/// `{ key = value; }` dictionaries, `( a, b, )` arrays, quoted or bare strings, `<hex>` data,
/// `//` and `/* */` comments — with the line and column of every value.
///
/// Grammar from Apple's "Old-Style ASCII Property Lists" (Property List Programming Guide)
/// and CFOldStylePList.c: bare strings are letters, digits and `_$+/:.-`; quoted strings take
/// C escapes and `\Uxxxx`. Read as untrusted: nesting is bounded by `limits.maximumDepth`,
/// everything is in one pass over the bytes (a 1 MB project file reads in milliseconds).
/// `.strings` files keep their own reader (`StringsFileParser`), which knows their quirks.
public enum OldStylePropertyListReader {
    public static func read(_ bytes: [UInt8], file: String, limits: InputLimits = InputLimits(maximumDepth: 128)) throws(SourceError) -> PropertyList {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var parser = Parser(bytes: bytes, index: start, file: file, maximumDepth: limits.maximumDepth)
        try parser.skipBlanks()
        let root = try parser.value(depth: 0)
        try parser.skipBlanks()
        if parser.index < bytes.count { throw parser.fail("text after the root value") }
        return root
    }

    struct Parser {
        let bytes: [UInt8]
        var index: Int
        let file: String
        let maximumDepth: Int
        var line = 1
        var lineStart = 0

        init(bytes: [UInt8], index: Int, file: String, maximumDepth: Int) {
            self.bytes = bytes
            self.index = index
            self.file = file
            self.maximumDepth = maximumDepth
            self.lineStart = index
        }

        /// Columns count bytes: project files are ASCII outside quoted names, and counting
        /// characters would rescan the line for every value (quadratic on a one-line file).
        var position: SourcePosition {
            SourcePosition(line: line, column: index - lineStart + 1)
        }

        func fail(_ message: String) -> SourceError {
            SourceError(file: file, position: position, message: message)
        }

        mutating func advance() {
            if bytes[index] == 0x0A {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }

        mutating func skipBlanks() throws(SourceError) {
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                    advance()
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                    let opening = position
                    index += 2
                    while true {
                        guard index + 1 < bytes.count else { throw SourceError(file: file, position: opening, message: "a /* comment is not closed") }
                        if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") { index += 2; break }
                        advance()
                    }
                } else {
                    return
                }
            }
        }

        static func isBare(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
            case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"): true
            default: false
            }
        }

        mutating func value(depth: Int) throws(SourceError) -> PropertyList {
            guard depth <= maximumDepth else { throw fail("nested deeper than \(maximumDepth) levels") }
            guard index < bytes.count else { throw fail("the file ends where a value was expected") }
            let start = position
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var members: [PropertyList.Member] = []
                while true {
                    try skipBlanks()
                    guard index < bytes.count else { throw SourceError(file: file, position: start, message: "a { dictionary is not closed") }
                    if bytes[index] == UInt8(ascii: "}") { index += 1; break }
                    let keyPosition = position
                    guard case .string(let key) = try value(depth: depth + 1).value else { throw SourceError(file: file, position: keyPosition, message: "a dictionary key must be a string") }
                    try skipBlanks()
                    try expect("=", "after the key '\(key.prefix(60))'")
                    try skipBlanks()
                    let member = try value(depth: depth + 1)
                    try skipBlanks()
                    try expect(";", "after the value of '\(key.prefix(60))'")
                    members.append(PropertyList.Member(key: key, keyPosition: keyPosition, value: member))
                }
                return PropertyList(.dictionary(members), position: start)
            case UInt8(ascii: "("):
                index += 1
                var elements: [PropertyList] = []
                while true {
                    try skipBlanks()
                    guard index < bytes.count else { throw SourceError(file: file, position: start, message: "a ( array is not closed") }
                    if bytes[index] == UInt8(ascii: ")") { index += 1; break }
                    elements.append(try value(depth: depth + 1))
                    try skipBlanks()
                    guard index < bytes.count else { continue }
                    if bytes[index] == UInt8(ascii: ",") { index += 1 } else if bytes[index] != UInt8(ascii: ")") { throw fail("expected ',' or ')' in an array") }
                }
                return PropertyList(.array(elements), position: start)
            case UInt8(ascii: "<"):
                index += 1
                var data: [UInt8] = []
                var pending: UInt8?
                while true {
                    try skipBlanks()
                    guard index < bytes.count else { throw SourceError(file: file, position: start, message: "a < data value is not closed") }
                    let byte = bytes[index]
                    if byte == UInt8(ascii: ">") { index += 1; break }
                    guard let digit = Self.hexDigit(byte) else { throw fail("expected a hexadecimal digit or '>' in data") }
                    if let high = pending { data.append(high << 4 | digit); pending = nil } else { pending = digit }
                    index += 1
                }
                return PropertyList(.data(data), position: start)
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                return PropertyList(.string(try quoted()), position: start)
            case let byte where Self.isBare(byte):
                let from = index
                while index < bytes.count, Self.isBare(bytes[index]) { index += 1 }
                return PropertyList(.string(String(decoding: bytes[from..<index], as: UTF8.self)), position: start)
            default:
                throw fail("expected a value ({, (, <, a quoted or bare string)")
            }
        }

        mutating func expect(_ character: Character, _ context: String) throws(SourceError) {
            guard index < bytes.count, bytes[index] == character.asciiValue! else { throw fail("expected '\(character)' \(context)") }
            index += 1
        }

        static func hexDigit(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
            default: nil
            }
        }

        mutating func quoted() throws(SourceError) -> String {
            let start = position
            let quote = bytes[index]
            index += 1
            var utf8: [UInt8] = []
            while true {
                guard index < bytes.count else { throw SourceError(file: file, position: start, message: "a quoted string is not closed") }
                let byte = bytes[index]
                if byte == quote { index += 1; break }
                guard byte == UInt8(ascii: "\\") else {
                    utf8.append(byte)
                    advance()
                    continue
                }
                index += 1
                guard index < bytes.count else { continue }
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "U"), UInt8(ascii: "u"):
                    var value: UInt32 = 0
                    var digits = 0
                    while digits < 4, index < bytes.count, let digit = Self.hexDigit(bytes[index]) {
                        value = value << 4 | UInt32(digit)
                        digits += 1
                        index += 1
                    }
                    utf8 += Array(String(Unicode.Scalar(value) ?? "\u{FFFD}").utf8)
                default:
                    if escaped == 0x0A { line += 1; lineStart = index }
                    utf8.append(escaped)
                }
            }
            return String(decoding: utf8, as: UTF8.self)
        }
    }
}
