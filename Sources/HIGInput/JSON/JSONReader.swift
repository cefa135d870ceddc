import HIGModel

/// A strict RFC 8259 pull reader over UTF-8 bytes that knows where every token is: the one
/// JSON reader of the tool.
///
/// The dump decoder pulls tokens from it and builds the model directly, so no intermediate
/// tree exists; every other JSON file (String Catalogs, baselines, layout profiles, font
/// metrics) is read into a `JSONNode` tree built from the same tokens. Nothing recurses on
/// the file's nesting: the reader only keeps a depth counter.
/// Lines are counted while skipping whitespace (the only place a line break may appear);
/// columns are counted lazily in UTF-16 code units, from a per-line cache so that a minified
/// file on one long line stays linear.
struct JSONReader {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    /// `InputLimits.maximumDepth`: deeper nesting is an error where it starts.
    let maximumDepth: Int
    var offset = 0
    var line = 1
    var lineStart = 0
    /// The last column computed on the current line, so the next one counts on from there.
    var columnCacheOffset = 0
    var columnCacheValue = 1
    var depth = 0
    /// The offset just after the last value read, where a member's span ends.
    var valueEnd = 0
    /// Decoded bytes of the last string that had escapes.
    var scratch: [UInt8] = []

    init(bytes: UnsafeBufferPointer<UInt8>, file: String, maximumDepth: Int = InputLimits.default.maximumDepth) {
        self.bytes = bytes
        self.file = file
        self.maximumDepth = maximumDepth
    }

    /// The JSON text in `bytes`, after the encoding checks every JSON format shares. RFC 8259
    /// §8.1: JSON exchanged between systems is UTF-8; a reader may ignore a UTF-8 byte-order
    /// mark, and this one skips it (editors on Windows write one). UTF-16 and UTF-32 are
    /// refused with the fix. `empty` is the message for an empty file: what was expected.
    static func text(of bytes: UnsafeBufferPointer<UInt8>, file: String, empty: String) throws(SourceError) -> UnsafeBufferPointer<UInt8> {
        func fail(_ message: String) -> SourceError {
            SourceError(file: file, position: SourcePosition(line: 1, column: 1), message: message)
        }
        guard !bytes.isEmpty else { throw fail(empty) }
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            return UnsafeBufferPointer(rebasing: bytes[3...])
        }
        if bytes.count >= 2, (bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE) {
            throw fail("the file is UTF-16 (it starts with a UTF-16 byte-order mark); save it as UTF-8")
        }
        // JSON text starts with ASCII, so a NUL among the first bytes means UTF-16 or UTF-32.
        if bytes[0] == 0 || (bytes.count >= 2 && bytes[1] == 0) {
            throw fail("the file looks UTF-16 or UTF-32 encoded (it has NUL bytes); save it as UTF-8")
        }
        return bytes
    }

    // MARK: Positions

    /// The position of `target`, which must lie on the current line (callers ask right away).
    mutating func position(at target: Int) -> SourcePosition {
        if columnCacheOffset < lineStart || columnCacheOffset > target {
            columnCacheOffset = lineStart
            columnCacheValue = 1
        }
        var column = columnCacheValue
        var i = columnCacheOffset
        while i < target {
            let b = bytes[i]
            // One unit per scalar (continuation bytes add none), two for a 4-byte scalar, which
            // UTF-16 writes as a surrogate pair.
            if b & 0xC0 != 0x80 { column += 1 }
            if b >= 0xF0 { column += 1 }
            i += 1
        }
        columnCacheOffset = target
        columnCacheValue = column
        return SourcePosition(line: line, column: column)
    }

    mutating func currentPosition() -> SourcePosition { position(at: offset) }

    func error(_ message: String, at position: SourcePosition) -> DumpError {
        DumpError(file: file, position: position, message: message)
    }

    mutating func error(_ message: String, atOffset target: Int) -> DumpError {
        error(message, at: position(at: target))
    }

    // MARK: Whitespace

    /// Skips JSON whitespace; CR, LF and CRLF each end a line.
    @inline(__always)
    mutating func skipWhitespace() {
        let count = bytes.count
        while offset < count {
            let b = bytes[offset]
            if b == 0x20 || b == 0x09 {
                offset += 1
            } else if b == 0x0A {
                offset += 1
                line += 1
                lineStart = offset
            } else if b == 0x0D {
                offset += 1
                if offset < count, bytes[offset] == 0x0A { offset += 1 }
                line += 1
                lineStart = offset
            } else {
                return
            }
        }
    }

    /// The next significant byte, or nil at the end of input.
    mutating func peek() -> UInt8? {
        skipWhitespace()
        return offset < bytes.count ? bytes[offset] : nil
    }

    // MARK: Describing what is there

    /// What kind of value starts at the current offset, for "expected X, found Y" messages.
    /// Throws the syntax error instead when no value starts there.
    mutating func describeValue(expected: String) throws(DumpError) -> String {
        guard let b = peek() else { throw unexpectedEnd(expected: expected) }
        switch b {
        case UInt8(ascii: "{"): return "an object"
        case UInt8(ascii: "["): return "an array"
        case UInt8(ascii: "\""): return "a string"
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return "a number"
        default: break
        }
        if matchesLiteral("true") || matchesLiteral("false") { return "a boolean" }
        if matchesLiteral("null") { return "null" }
        throw unexpectedCharacter(expected: expected)
    }

    func matchesLiteral(_ literal: StaticString) -> Bool {
        let n = literal.utf8CodeUnitCount
        guard offset + n <= bytes.count else { return false }
        let p = literal.utf8Start
        for i in 0..<n where bytes[offset + i] != p[i] { return false }
        return true
    }

    mutating func unexpectedEnd(expected: String) -> DumpError {
        error("unexpected end of file; expected \(expected)", atOffset: offset)
    }

    /// An error for the byte at the current offset, naming the character and the usual cause.
    mutating func unexpectedCharacter(expected: String) -> DumpError {
        guard offset < bytes.count else { return unexpectedEnd(expected: expected) }
        let b = bytes[offset]
        if b >= 0x80 {
            let (scalar, length) = decodeScalar(at: offset)
            guard let scalar, length > 0 else { return invalidUTF8(at: offset) }
            var hint = ""
            if "\u{201C}\u{201D}\u{2018}\u{2019}".unicodeScalars.contains(scalar) {
                hint = " (a typographic quote; JSON needs straight quotes \")"
            } else if scalar == "\u{FEFF}" {
                hint = " (a byte-order mark; save the file as UTF-8 without BOM)"
            }
            // Invisible characters (a no-break space pasted into indentation) are shown by code.
            let shown = scalar.properties.isWhitespace || scalar.properties.generalCategory == .format
                ? hexScalar(scalar.value) : "'\(scalar)'"
            if scalar.properties.isWhitespace {
                hint = " (JSON whitespace is space, tab, CR and LF only)"
            }
            return error("unexpected character \(shown)\(hint); expected \(expected)", atOffset: offset)
        }
        let shown: String
        switch b {
        case 0x00..<0x20, 0x7F: shown = "control character " + hexScalar(UInt32(b))
        default: shown = "'\(Character(Unicode.Scalar(b)))'"
        }
        var hint = ""
        switch b {
        case UInt8(ascii: "'"): hint = " (JSON strings use double quotes)"
        case UInt8(ascii: "."):
            let afterDigit = offset > 0 && isDigit(bytes[offset - 1])
            hint = afterDigit ? " (a number has one decimal point at most)" : " (a JSON number starts with '-' or a digit)"
        case UInt8(ascii: "+"): hint = " (a JSON number starts with '-' or a digit)"
        case UInt8(ascii: "/"): hint = " (JSON has no comments)"
        case UInt8(ascii: "N"), UInt8(ascii: "I"):
            if matchesLiteral("NaN") || matchesLiteral("Infinity") { hint = " (NaN and Infinity are not JSON numbers)" }
        default: break
        }
        return error("unexpected \(shown)\(hint); expected \(expected)", atOffset: offset)
    }

    mutating func invalidUTF8(at target: Int) -> DumpError {
        let hex = String(bytes[target], radix: 16, uppercase: true)
        return error("invalid UTF-8 byte 0x\(hex.count == 1 ? "0" + hex : hex); the file must be UTF-8", atOffset: target)
    }

    /// Decodes one UTF-8 scalar at `i`, nil when the bytes are not valid UTF-8.
    func decodeScalar(at i: Int) -> (Unicode.Scalar?, Int) {
        let length = validUTF8Length(at: i)
        guard length > 0 else { return (nil, 0) }
        var decoder = Unicode.UTF8.ForwardParser()
        var iterator = bytes[i..<(i + length)].makeIterator()
        if case .valid(let encoded) = decoder.parseScalar(from: &iterator) {
            return (Unicode.UTF8.decode(encoded), length)
        }
        return (nil, 0)
    }

    /// The length of the well-formed UTF-8 sequence starting at `i` (a non-ASCII lead byte), or
    /// 0 when it is ill-formed (Unicode's Table 3-7: no overlongs, surrogates or > U+10FFFF).
    @inline(__always)
    func validUTF8Length(at i: Int) -> Int {
        let count = bytes.count
        let b0 = bytes[i]
        @inline(__always) func cont(_ j: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
            j < count && bytes[j] >= low && bytes[j] <= high
        }
        switch b0 {
        case 0xC2...0xDF: return cont(i + 1) ? 2 : 0
        case 0xE0: return cont(i + 1, 0xA0) && cont(i + 2) ? 3 : 0
        case 0xED: return cont(i + 1, 0x80, 0x9F) && cont(i + 2) ? 3 : 0
        case 0xE1...0xEF: return cont(i + 1) && cont(i + 2) ? 3 : 0
        case 0xF0: return cont(i + 1, 0x90) && cont(i + 2) && cont(i + 3) ? 4 : 0
        case 0xF1...0xF3: return cont(i + 1) && cont(i + 2) && cont(i + 3) ? 4 : 0
        case 0xF4: return cont(i + 1, 0x80, 0x8F) && cont(i + 2) && cont(i + 3) ? 4 : 0
        default: return 0
        }
    }

    // MARK: Containers

    /// Consumes `{`, `[`: callers have checked the byte.
    mutating func enterContainer() throws(DumpError) -> SourcePosition {
        let start = currentPosition()
        depth += 1
        if depth > maximumDepth {
            throw error("nesting is deeper than \(maximumDepth) levels", at: start)
        }
        offset += 1
        return start
    }

    /// Advances to the next member of an object: returns its key, or nil after the closing brace.
    /// The reader is left after the colon.
    mutating func nextKey(_ object: inout ObjectCursor) throws(DumpError) -> KeyToken? {
        guard let b = peek() else {
            throw error("unexpected end of file; the object opened at \(object.start) is not closed", atOffset: offset)
        }
        if object.isFirst {
            object.isFirst = false
            if b == UInt8(ascii: "}") { return closeContainer() }
        } else {
            if b == UInt8(ascii: "}") { return closeContainer() }
            guard b == UInt8(ascii: ",") else {
                throw unexpectedCharacter(expected: "',' or '}' after a member of the object opened at \(object.start)")
            }
            offset += 1
            guard let next = peek() else {
                throw error("unexpected end of file; the object opened at \(object.start) is not closed", atOffset: offset)
            }
            if next == UInt8(ascii: "}") {
                throw error("trailing comma before '}'; JSON does not allow one", atOffset: offset)
            }
        }
        guard bytes[offset] == UInt8(ascii: "\"") else {
            throw unexpectedCharacter(expected: "a key in double quotes")
        }
        let keyPosition = currentPosition()
        let token = try scanString()
        guard let colon = peek() else {
            throw error("unexpected end of file; expected ':' after the key", atOffset: offset)
        }
        guard colon == UInt8(ascii: ":") else { throw unexpectedCharacter(expected: "':' after the key") }
        offset += 1
        return KeyToken(string: token, position: keyPosition)
    }

    private mutating func closeContainer() -> KeyToken? {
        offset += 1
        depth -= 1
        valueEnd = offset
        return nil
    }

    /// Advances to the next element of an array: true when one follows, false after `]`.
    mutating func nextElement(_ array: inout ArrayCursor) throws(DumpError) -> Bool {
        guard let b = peek() else {
            throw error("unexpected end of file; the array opened at \(array.start) is not closed", atOffset: offset)
        }
        if b == UInt8(ascii: "]") {
            offset += 1
            depth -= 1
            valueEnd = offset
            return false
        }
        if array.count > 0 {
            guard b == UInt8(ascii: ",") else {
                throw unexpectedCharacter(expected: "',' or ']' after an element of the array opened at \(array.start)")
            }
            offset += 1
            guard let next = peek() else {
                throw error("unexpected end of file; the array opened at \(array.start) is not closed", atOffset: offset)
            }
            if next == UInt8(ascii: "]") {
                throw error("trailing comma before ']'; JSON does not allow one", atOffset: offset)
            }
        }
        array.count += 1
        return true
    }

    // MARK: Strings

    /// Scans the string at the current offset (which is a quote). Without escapes the result
    /// points into the input; with escapes the decoded bytes are in `scratch`.
    mutating func scanString() throws(DumpError) -> StringToken {
        let start = offset
        let count = bytes.count
        var i = offset + 1
        // Fast path: plain ASCII up to the closing quote.
        while i < count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                offset = i + 1
                valueEnd = offset
                return StringToken(range: (start + 1)..<i, escaped: false)
            }
            if b == UInt8(ascii: "\\") || b < 0x20 || b >= 0x80 { break }
            i += 1
        }
        return try scanStringSlow(start: start, from: i)
    }

    private mutating func scanStringSlow(start: Int, from resume: Int) throws(DumpError) -> StringToken {
        let count = bytes.count
        var i = resume
        var escaped = false
        while i < count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                offset = i + 1
                valueEnd = offset
                return StringToken(range: (start + 1)..<i, escaped: escaped)
            } else if b == UInt8(ascii: "\\") {
                if !escaped {
                    escaped = true
                    scratch.removeAll(keepingCapacity: true)
                    scratch.append(contentsOf: bytes[(start + 1)..<i])
                }
                i = try readEscape(at: i)
            } else if b < 0x20 {
                let what = b == 0x0A || b == 0x0D
                    ? "a line break inside a string (write it as \\n; the string starts at \(position(at: start)))"
                    : "control character \(hexScalar(UInt32(b))) inside a string (write it as \(b == 0x09 ? "\\t" : "\\u" + hex4String(UInt16(b))))"
                throw error(what, atOffset: i)
            } else if b >= 0x80 {
                let length = validUTF8Length(at: i)
                guard length > 0 else { throw invalidUTF8(at: i) }
                if escaped { scratch.append(contentsOf: bytes[i..<(i + length)]) }
                i += length
            } else {
                if escaped { scratch.append(b) }
                i += 1
            }
        }
        throw error("unterminated string: no closing quote before the end of the file", atOffset: start)
    }

    /// Decodes the escape at `i` (a backslash) into `scratch`; returns the offset after it.
    private mutating func readEscape(at i: Int) throws(DumpError) -> Int {
        guard i + 1 < bytes.count else {
            throw error("unterminated string: the file ends inside an escape", atOffset: bytes.count)
        }
        let e = bytes[i + 1]
        let simple: UInt8
        switch e {
        case UInt8(ascii: "\""): simple = 0x22
        case UInt8(ascii: "\\"): simple = 0x5C
        case UInt8(ascii: "/"): simple = 0x2F
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"):
            let unit = try hex4(at: i + 2, escapeAt: i)
            var next = i + 6
            var scalarValue = UInt32(unit)
            if (0xD800...0xDBFF).contains(unit) {
                // A high surrogate must be followed by a low one: together they are one scalar.
                var low: UInt16 = 0
                if next + 1 < bytes.count, bytes[next] == UInt8(ascii: "\\"), bytes[next + 1] == UInt8(ascii: "u") {
                    low = try hex4(at: next + 2, escapeAt: next)
                }
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw error("lone surrogate escape \\u\(hex4String(unit)): a high surrogate must be followed by a low surrogate escape (\\uDC00–\\uDFFF)", atOffset: i)
                }
                scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                next += 6
            } else if (0xDC00...0xDFFF).contains(unit) {
                throw error("lone surrogate escape \\u\(hex4String(unit)): a low surrogate must follow a high surrogate escape (\\uD800–\\uDBFF)", atOffset: i)
            }
            // Surrogates are excluded above, so this is always a scalar.
            appendUTF8(scalarValue)
            return next
        default:
            let shown: String
            if e >= 0x20 && e < 0x7F {
                shown = "\\" + String(Character(Unicode.Scalar(e)))
            } else {
                shown = "\\ followed by byte 0x" + String(e, radix: 16, uppercase: true)
            }
            throw error("invalid escape '\(shown)'; JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX", atOffset: i)
        }
        scratch.append(simple)
        return i + 2
    }

    /// Appends a scalar value (never a surrogate here) as UTF-8.
    private mutating func appendUTF8(_ v: UInt32) {
        switch v {
        case 0..<0x80:
            scratch.append(UInt8(v))
        case 0x80..<0x800:
            scratch.append(UInt8(0xC0 | (v >> 6)))
            scratch.append(UInt8(0x80 | (v & 0x3F)))
        case 0x800..<0x10000:
            scratch.append(UInt8(0xE0 | (v >> 12)))
            scratch.append(UInt8(0x80 | ((v >> 6) & 0x3F)))
            scratch.append(UInt8(0x80 | (v & 0x3F)))
        default:
            scratch.append(UInt8(0xF0 | (v >> 18)))
            scratch.append(UInt8(0x80 | ((v >> 12) & 0x3F)))
            scratch.append(UInt8(0x80 | ((v >> 6) & 0x3F)))
            scratch.append(UInt8(0x80 | (v & 0x3F)))
        }
    }

    private mutating func hex4(at i: Int, escapeAt: Int) throws(DumpError) -> UInt16 {
        var value: UInt16 = 0
        for j in i..<(i + 4) {
            guard j < bytes.count else {
                throw error("unterminated string: the file ends inside a \\u escape", atOffset: bytes.count)
            }
            let b = bytes[j]
            let digit: UInt8
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = b - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = b - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = b - UInt8(ascii: "A") + 10
            default:
                throw error("invalid escape: \\u must be followed by four hex digits", atOffset: escapeAt)
            }
            value = value << 4 | UInt16(digit)
        }
        return value
    }

    /// The String for a scanned token.
    func string(_ token: StringToken) -> String {
        if token.escaped {
            return String(decoding: scratch, as: UTF8.self)
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[token.range]), as: UTF8.self)
    }

    /// The bytes of a scanned token, valid until the next string is scanned.
    func withBytes<R>(of token: StringToken, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if token.escaped {
            return scratch.withUnsafeBufferPointer(body)
        }
        return body(UnsafeBufferPointer(rebasing: bytes[token.range]))
    }

    // MARK: Numbers

    /// Reads a number with RFC 8259's grammar; the value is correctly rounded.
    mutating func readNumber() throws(DumpError) -> NumberToken {
        let start = offset
        let count = bytes.count
        var i = offset
        var negative = false
        if bytes[i] == UInt8(ascii: "-") {
            negative = true
            i += 1
        }
        guard i < count, isDigit(bytes[i]) else {
            throw error("invalid number: expected a digit after '-'", atOffset: i < count ? i : start)
        }
        var mantissa: UInt64 = 0
        var digits = 0
        var exponent = 0
        if bytes[i] == UInt8(ascii: "0") {
            i += 1
            if i < count, isDigit(bytes[i]) {
                throw error("invalid number: leading zeros are not allowed in JSON", atOffset: start)
            }
        } else {
            while i < count, isDigit(bytes[i]) {
                if digits < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(bytes[i] &- 48)
                    if mantissa != 0 { digits += 1 }
                } else {
                    exponent += 1
                }
                i += 1
            }
        }
        if i < count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard i < count, isDigit(bytes[i]) else {
                throw error("invalid number: expected a digit after the decimal point", atOffset: start)
            }
            while i < count, isDigit(bytes[i]) {
                if digits < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(bytes[i] &- 48)
                    if mantissa != 0 { digits += 1 }
                    exponent -= 1
                }
                i += 1
            }
        }
        if i < count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            var exponentNegative = false
            if i < count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") {
                exponentNegative = bytes[i] == UInt8(ascii: "-")
                i += 1
            }
            guard i < count, isDigit(bytes[i]) else {
                throw error("invalid number: expected a digit in the exponent", atOffset: start)
            }
            var e = 0
            while i < count, isDigit(bytes[i]) {
                if e < 100_000 { e = e * 10 + Int(bytes[i] - 48) }
                i += 1
            }
            exponent += exponentNegative ? -e : e
        }
        offset = i
        valueEnd = i
        let value: Double
        // Clinger's fast path: both the mantissa and the power of ten are exact doubles, so one
        // multiplication or division rounds correctly.
        if mantissa < (1 << 53), exponent >= -22, exponent <= 22 {
            let m = Double(mantissa)
            value = exponent >= 0 ? m * powersOfTen[exponent] : m / powersOfTen[-exponent]
        } else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[(negative ? start + 1 : start)..<i]), as: UTF8.self)
            value = Double(text) ?? .nan
        }
        return NumberToken(value: negative ? -value : value, start: start, end: i)
    }

    @inline(__always)
    func isDigit(_ b: UInt8) -> Bool { b &- 48 < 10 }

    /// The source text of a number, for messages.
    func text(of number: NumberToken) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[number.start..<number.end]), as: UTF8.self)
    }

    // MARK: Literals

    /// Reads `true` or `false`; the caller has checked the first byte.
    mutating func readLiteral(_ literal: StaticString, expected: String) throws(DumpError) {
        guard matchesLiteral(literal) else { throw unexpectedCharacter(expected: expected) }
        offset += literal.utf8CodeUnitCount
        // "truex" is not a literal followed by garbage but a misspelt word.
        if offset < bytes.count, isIdentifierByte(bytes[offset]) {
            offset -= literal.utf8CodeUnitCount
            throw unexpectedCharacter(expected: expected)
        }
        valueEnd = offset
    }

    func isIdentifierByte(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || isDigit(b) || b == UInt8(ascii: "_")
    }
}

let powersOfTen: [Double] = (0...22).map { exponent in
    var value = 1.0
    for _ in 0..<exponent { value *= 10 }
    return value
}

/// A scanned string: its content range in the input (quotes excluded), and whether it had
/// escapes, in which case its decoded bytes are in the reader's scratch buffer.
struct StringToken {
    var range: Range<Int>
    var escaped: Bool
}

struct KeyToken {
    var string: StringToken
    /// The position of the key's opening quote.
    var position: SourcePosition
}

struct NumberToken {
    var value: Double
    var start: Int
    var end: Int
}

struct ObjectCursor {
    var start: SourcePosition
    var isFirst = true
}

struct ArrayCursor {
    var start: SourcePosition
    var count = 0
}

func hexScalar(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
}

func hex4String(_ value: UInt16) -> String {
    let hex = String(value, radix: 16, uppercase: false)
    return String(repeating: "0", count: max(0, 4 - hex.count)) + hex
}
