import HIGModel

/// Reads an old-style property list strings file (`.lproj/<Table>.strings`):
/// `"key" = "value";` pairs with `/* */` and `//` comments, C and `\U`/`\u` escapes, in UTF-8 or
/// UTF-16 (either byte order, with a byte order mark; UTF-16 without one is recognised by its
/// NUL bytes). A file that cannot be decoded or parsed is an error at the position of the first
/// problem: the bundle loader would reject it as a whole.
public enum StringsFileParser {
    /// One `"key" = "value";` (or `"key";`, whose value is the key), at the value's position.
    public struct Pair: Hashable, Sendable {
        public var key: String
        public var value: String
        public var position: SourcePosition
        /// Whether the comment just before the pair says not to translate it ("Don't translate",
        /// "Do not translate", as Xcode's `Note = …` in an exported storyboard comment carries
        /// it): an identical translation is then intended.
        public var isMarkedDoNotTranslate = false
    }

    /// Whether a comment asks translators to leave the text as it is.
    public static func saysDoNotTranslate(_ comment: String) -> Bool {
        // A typographic apostrophe (U+2019) is read as the typewriter one.
        let folded = String(comment.lowercased().map { $0 == "\u{2019}" ? "'" : $0 })
        return ["don't translate", "do not translate", "dont translate", "don't localize", "do not localize", "not translatable"].contains { folded.contains($0) }
    }

    /// The pairs in the order written; a key written twice is there twice.
    public static func pairs(_ bytes: [UInt8], file: String) throws(SourceError) -> [Pair] {
        let scalars = try decode(bytes, file: file)
        var parser = Parser(scalars: scalars, file: file)
        return try parser.pairs()
    }

    // MARK: Decoding

    enum Encoding { case utf8, utf16LittleEndian, utf16BigEndian }

    /// The text as scalars. Rejects what would silently garble it: a second byte order mark,
    /// invalid UTF-8 (often a Latin-1 or UTF-16 part pasted into a UTF-8 file), NUL bytes in
    /// UTF-8, unpaired surrogates in UTF-16.
    static func decode(_ bytes: [UInt8], file: String) throws(SourceError) -> [Unicode.Scalar] {
        var encoding = Encoding.utf8
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            start = 3
        } else if bytes.starts(with: [0xFF, 0xFE]) {
            encoding = .utf16LittleEndian
            start = 2
        } else if bytes.starts(with: [0xFE, 0xFF]) {
            encoding = .utf16BigEndian
            start = 2
        } else if bytes.count >= 2, bytes[0] == 0, bytes[1] != 0 {
            encoding = .utf16BigEndian
        } else if bytes.count >= 2, bytes[0] != 0, bytes[1] == 0 {
            encoding = .utf16LittleEndian
        }
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(bytes.count)
        // Positions are worked out only for an error, from what was decoded before it: keeping a
        // line and column for every scalar was a good part of reading an app's 2,000 files.
        func fail(_ message: String) -> SourceError {
            SourceError(file: file, position: position(after: scalars), message: message)
        }
        func byteOrderMark() -> SourceError {
            fail(scalars.isEmpty ? "a second byte order mark at the start of the file (saved twice with a BOM?)" : "a byte order mark inside the file (parts in different encodings?)")
        }
        switch encoding {
        case .utf8:
            var i = start
            while i < bytes.count {
                let lead = bytes[i]
                if lead == 0 { throw fail("NUL byte in UTF-8 text (a UTF-16 part without its byte order mark?)") }
                if lead < 0x80 {
                    scalars.append(Unicode.Scalar(lead))
                    i += 1
                    continue
                }
                let length: Int
                var value: UInt32
                switch lead {
                case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
                case 0xE0...0xEF: length = 3; value = UInt32(lead & 0x0F)
                case 0xF0...0xF4: length = 4; value = UInt32(lead & 0x07)
                default: throw fail("invalid UTF-8 byte 0x\(hex(UInt32(lead), width: 2)) (mixed encodings? the file must be UTF-8 or UTF-16 throughout)")
                }
                guard i + length <= bytes.count else { throw fail("truncated UTF-8 sequence at the end of the file") }
                for k in 1..<length {
                    let byte = bytes[i + k]
                    guard byte & 0xC0 == 0x80 else { throw fail("invalid UTF-8 sequence (mixed encodings? the file must be UTF-8 or UTF-16 throughout)") }
                    value = value << 6 | UInt32(byte & 0x3F)
                }
                let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
                guard value >= minimum, let scalar = Unicode.Scalar(value) else { throw fail("invalid UTF-8 sequence (mixed encodings? the file must be UTF-8 or UTF-16 throughout)") }
                if value == 0xFEFF { throw byteOrderMark() }
                scalars.append(scalar)
                i += length
            }
        case .utf16LittleEndian, .utf16BigEndian:
            let little = encoding == .utf16LittleEndian
            var i = start
            while i + 1 < bytes.count {
                // A UTF-8 byte order mark here means a UTF-8 part was appended.
                if bytes[i] == 0xEF || bytes[i + 1] == 0xEF, bytes[i...].starts(with: [0xEF, 0xBB, 0xBF]) || bytes[(i + 1)...].starts(with: [0xEF, 0xBB, 0xBF]) {
                    throw fail("a UTF-8 byte order mark inside UTF-16 text (mixed encodings?)")
                }
                let unit = little ? UInt32(bytes[i]) | UInt32(bytes[i + 1]) << 8 : UInt32(bytes[i]) << 8 | UInt32(bytes[i + 1])
                i += 2
                if (0xD800...0xDBFF).contains(unit) {
                    guard i + 1 < bytes.count else { throw fail("unpaired surrogate in UTF-16 text") }
                    let low = little ? UInt32(bytes[i]) | UInt32(bytes[i + 1]) << 8 : UInt32(bytes[i]) << 8 | UInt32(bytes[i + 1])
                    guard (0xDC00...0xDFFF).contains(low), let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) else {
                        throw fail("unpaired surrogate in UTF-16 text (mixed encodings?)")
                    }
                    i += 2
                    scalars.append(scalar)
                } else if (0xDC00...0xDFFF).contains(unit) {
                    throw fail("unpaired surrogate in UTF-16 text (mixed encodings?)")
                } else if unit == 0 {
                    throw fail("NUL character in UTF-16 text (mixed encodings? wrong byte order?)")
                } else if unit == 0xFEFF {
                    throw byteOrderMark()
                } else if let scalar = Unicode.Scalar(unit) {
                    scalars.append(scalar)
                }
            }
            // A stray byte at the end: the last part was not UTF-16.
            if i < bytes.count { throw fail("odd number of bytes in a UTF-16 file (mixed encodings?)") }
        }
        return scalars
    }

    /// The position just after `scalars`: lines counted by line feed, columns in UTF-16 units
    /// (a scalar past the BMP takes two), as the parser counts them.
    static func position(after scalars: [Unicode.Scalar]) -> SourcePosition {
        var line = 1
        var lineStart = 0
        for (offset, scalar) in scalars.enumerated() where scalar == "\n" {
            line += 1
            lineStart = offset + 1
        }
        var column = 1
        for scalar in scalars[lineStart...] { column += scalar.value > 0xFFFF ? 2 : 1 }
        return SourcePosition(line: line, column: column)
    }

    // MARK: Grammar

    struct Parser {
        let scalars: [Unicode.Scalar]
        let file: String
        var index = 0
        var line = 1
        var column = 1
        /// Whether a comment since the last pair says not to translate.
        var doNotTranslate = false
        /// The bytes of the last quoted string, kept for their capacity.
        var scratch: [UInt8] = []

        init(scalars: [Unicode.Scalar], file: String) {
            self.scalars = scalars
            self.file = file
        }

        mutating func pairs() throws(SourceError) -> [Pair] {
            var pairs: [Pair] = []
            while true {
                try skipTrivia()
                guard index < scalars.count else { return pairs }
                let keyPosition = here
                let key = try token("a key")
                try skipTrivia()
                if peek(";") {
                    // `"key";` means the value is the key.
                    advance()
                    pairs.append(Pair(key: key, value: key, position: keyPosition, isMarkedDoNotTranslate: doNotTranslate))
                    doNotTranslate = false
                    continue
                }
                guard peek("=") else { throw fail(index < scalars.count ? "expected '=' after the key \"\(key)\"" : "unexpected end of file after the key \"\(key)\"; expected '='") }
                advance()
                try skipTrivia()
                let valuePosition = here
                let value = try token("a value")
                try skipTrivia()
                guard peek(";") else { throw fail("expected ';' after the value of \"\(key)\"") }
                advance()
                pairs.append(Pair(key: key, value: value, position: valuePosition, isMarkedDoNotTranslate: doNotTranslate))
                doNotTranslate = false
            }
        }

        var here: SourcePosition { SourcePosition(line: line, column: column) }

        func fail(_ message: String) -> SourceError {
            SourceError(file: file, position: here, message: message)
        }

        func peek(_ scalar: Unicode.Scalar) -> Bool { index < scalars.count && scalars[index] == scalar }

        mutating func advance() {
            let scalar = scalars[index]
            index += 1
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += scalar.value > 0xFFFF ? 2 : 1
            }
        }

        mutating func skipTrivia() throws(SourceError) {
            while index < scalars.count {
                let scalar = scalars[index]
                if Self.isWhitespace(scalar) {
                    advance()
                } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                    let start = here
                    advance(); advance()
                    let bodyStart = index
                    while !(peek("*") && index + 1 < scalars.count && scalars[index + 1] == "/") {
                        guard index < scalars.count else { throw SourceError(file: file, position: start, message: "unterminated comment") }
                        advance()
                    }
                    noteComment(bodyStart..<index)
                    advance(); advance()
                } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                    let bodyStart = index
                    while index < scalars.count, scalars[index] != "\n" { advance() }
                    noteComment(bodyStart..<index)
                } else {
                    return
                }
            }
        }

        /// Reads a comment for a "don't translate" mark; only comments of a sane length are read.
        mutating func noteComment(_ range: Range<Int>) {
            guard range.count <= 4_096 else { return }
            var text = String.UnicodeScalarView()
            text.append(contentsOf: scalars[range])
            if StringsFileParser.saysDoNotTranslate(String(text)) { doNotTranslate = true }
        }

        /// A quoted string or an unquoted word (letters, digits and `_$+/:.-`).
        mutating func token(_ what: String) throws(SourceError) -> String {
            guard index < scalars.count else { throw fail("unexpected end of file; expected \(what)") }
            if peek("\"") { return try quoted() }
            var word = String.UnicodeScalarView()
            while index < scalars.count, Self.isWordScalar(scalars[index]) {
                word.append(scalars[index])
                advance()
            }
            guard !word.isEmpty else { throw fail("unexpected '\(scalars[index].escaped(asASCII: true))'; expected \(what) in double quotes") }
            return String(word)
        }

        static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
            // ASCII answered from a table: in ASCII only letters are Alphabetic and only digits
            // have a Numeric_Type, which the Unicode properties below would say more slowly.
            if scalar.value < 0x80 { return asciiWord[Int(scalar.value)] }
            return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        }

        private static let asciiWord: [Bool] = (0..<0x80).map { (value: Int) -> Bool in
            let scalar = Unicode.Scalar(UInt8(value))
            return scalar.properties.isAlphabetic || scalar.properties.numericType != nil || "_$+/:.-".unicodeScalars.contains(scalar)
        }

        /// White_Space: in ASCII, tab to carriage return and space.
        @inline(__always)
        static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
            if scalar.value < 0x80 { return scalar.value == 0x20 || (0x09...0x0D).contains(scalar.value) }
            return scalar.properties.isWhitespace
        }

        mutating func quoted() throws(SourceError) -> String {
            let start = here
            advance()
            // The value as UTF-8, made into a String once: appending scalar by scalar to a
            // String cost more than the rest of the parse.
            var out = Utf8Buffer(reusing: &scratch)
            defer { scratch = out.bytes }
            var pendingHigh: UInt32?
            func flushHigh() {
                if pendingHigh != nil { out.append("\u{FFFD}") }
                pendingHigh = nil
            }
            while true {
                guard index < scalars.count else { throw SourceError(file: file, position: start, message: "unterminated string") }
                let scalar = scalars[index]
                if scalar == "\"" {
                    advance()
                    flushHigh()
                    return out.string
                }
                guard scalar == "\\" else {
                    flushHigh()
                    out.append(scalar)
                    advance()
                    continue
                }
                let escapeStart = here
                advance()
                guard index < scalars.count else { throw SourceError(file: file, position: start, message: "unterminated string") }
                let escape = scalars[index]
                advance()
                var value: UInt32
                switch escape {
                case "n": value = 0x0A
                case "t": value = 0x09
                case "r": value = 0x0D
                case "a": value = 0x07
                case "b": value = 0x08
                case "f": value = 0x0C
                case "v": value = 0x0B
                case "U", "u":
                    // Four hex digits; a surrogate pair is written as two escapes.
                    value = 0
                    var count = 0
                    while count < 4, index < scalars.count, scalars[index].isASCII, let digit = hexDigit(UInt8(scalars[index].value)) {
                        value = value << 4 | digit
                        advance()
                        count += 1
                    }
                    guard count > 0 else { throw SourceError(file: file, position: escapeStart, message: "\\\(escape) needs hex digits") }
                case "0"..."7":
                    value = escape.value - 0x30
                    var count = 1
                    while count < 3, index < scalars.count, ("0"..."7").contains(scalars[index]) {
                        value = value << 3 | (scalars[index].value - 0x30)
                        advance()
                        count += 1
                    }
                default:
                    // `\"`, `\\`, `\'` and any other character stand for themselves.
                    value = escape.value
                }
                if let high = pendingHigh {
                    pendingHigh = nil
                    if (0xDC00...0xDFFF).contains(value), let pair = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)) {
                        out.append(pair)
                        continue
                    }
                    out.append("\u{FFFD}")
                }
                if (0xD800...0xDBFF).contains(value) {
                    pendingHigh = value
                } else {
                    out.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                }
            }
        }
    }
}

/// Scalars appended as UTF-8 bytes.
struct Utf8Buffer {
    var bytes: [UInt8]

    init(reusing storage: inout [UInt8]) {
        bytes = storage
        storage = []
        bytes.removeAll(keepingCapacity: true)
    }

    @inline(__always)
    mutating func append(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        if value < 0x80 {
            bytes.append(UInt8(value))
        } else if value < 0x800 {
            bytes.append(0xC0 | UInt8(value >> 6))
            bytes.append(0x80 | UInt8(value & 0x3F))
        } else if value < 0x10000 {
            bytes.append(0xE0 | UInt8(value >> 12))
            bytes.append(0x80 | UInt8(value >> 6 & 0x3F))
            bytes.append(0x80 | UInt8(value & 0x3F))
        } else {
            bytes.append(0xF0 | UInt8(value >> 18))
            bytes.append(0x80 | UInt8(value >> 12 & 0x3F))
            bytes.append(0x80 | UInt8(value >> 6 & 0x3F))
            bytes.append(0x80 | UInt8(value & 0x3F))
        }
    }

    var string: String { String(decoding: bytes, as: UTF8.self) }
}

private func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
}

private func hex(_ value: UInt32, width: Int) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
}
