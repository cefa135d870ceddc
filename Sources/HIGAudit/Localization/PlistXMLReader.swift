/// Reads the XML of a property list into `StringsDictParser.Node`s: elements with attributes
/// (ignored), text with the five predefined entities and character references, CDATA sections,
/// comments, the XML declaration and a DOCTYPE without an internal subset. Anything else is an
/// error at its line and column.
///
/// This replaces FoundationXML's `XMLParser`, which leaks a string for every error libxml2
/// reports (swift-corelibs-foundation's `_CFErrorCreateFromXMLInterface` never releases the
/// error domain it creates), so every broken file cost memory for the life of the process.
///
/// The text is valid UTF-8 and has no processing instruction but the XML declaration and no
/// entity declaration (`StringsDictParser.tree` checks both first). Columns count UTF-16 code
/// units, as everywhere in the translation readers. An element's position is where its start
/// tag ends (the `>`, or the `/` of `/>`), where libxml2 reported it.
struct PlistXMLReader {
    typealias Node = StringsDictParser.Node

    static let maximumDepth = 128

    private struct Open {
        var element: String
        var line: Int
        var column: Int
        var members: [(key: String, line: Int, column: Int, value: Node)] = []
        var pendingKey: (String, Int, Int)?
        /// The text of a `<key>` or `<string>`; other elements' text is not kept.
        var text: [UInt8] = []
        var keepsText: Bool { element == "key" || element == "string" }
    }

    private let text: [UInt8]
    private let file: String
    private var index = 0
    private var line = 1
    private var column = 1
    /// Just after the last character that is not white space: where "the file ends" is reported.
    private var contentLine = 1
    private var contentColumn = 1
    private var stack: [Open] = []
    private var root: Node?
    private var sawRootElement = false
    private var sawDoctype = false

    init(text: [UInt8], file: String) {
        self.text = text
        self.file = file
    }

    /// The property list's root value.
    mutating func read() throws(TranslationDiagnostic) -> Node {
        if text.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        if starts(with: "<?xml") {
            let (startLine, startColumn) = (line, column)
            guard try skip(past: "?>") else { throw error("malformed XML: the XML declaration is not closed with '?>'", startLine, startColumn) }
        }
        while index < text.count {
            switch text[index] {
            case UInt8(ascii: "<"): try markup()
            case UInt8(ascii: "&"): try reference(keep: true)
            default: try character()
            }
        }
        if let open = stack.last {
            throw error("the file ends inside <\(open.element)> opened at \(open.line):\(open.column)", contentLine, contentColumn)
        }
        guard sawRootElement else { throw error("malformed XML: no XML document", 1, 1) }
        guard let root else { throw error("no property list value", 1, 1) }
        return root
    }

    // MARK: Characters

    private func error(_ message: String, _ line: Int, _ column: Int) -> TranslationDiagnostic {
        TranslationDiagnostic(TranslationPosition(file: file, line: line, column: column), .error, message)
    }

    private func starts(with literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= text.count else { return false }
        let pointer = literal.utf8Start
        for offset in 0..<count where text[index + offset] != pointer[offset] { return false }
        return true
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte >= 0x80
    }

    private static func isName(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
    }

    /// Consumes one byte: refuses the characters XML does not allow (controls but tab, line
    /// feed and carriage return; U+FFFE and U+FFFF) and keeps the line and column.
    private mutating func advance() throws(TranslationDiagnostic) {
        let byte = text[index]
        if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D {
            throw error("malformed XML: a character XML does not allow (U+\(hex(byte)))", line, column)
        }
        if byte == 0xEF, index + 2 < text.count, text[index + 1] == 0xBF, text[index + 2] >= 0xBE {
            throw error("malformed XML: a character XML does not allow (U+FFF\(text[index + 2] == 0xBE ? "E" : "F"))", line, column)
        }
        index += 1
        if byte == 0x0A {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += byte >= 0xF0 ? 2 : 1
        }
        if !Self.isSpace(byte) {
            contentLine = line
            contentColumn = column
        }
    }

    private func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }

    /// Consumes through the next `terminator`; false at the end of the file.
    private mutating func skip(past terminator: StaticString) throws(TranslationDiagnostic) -> Bool {
        while index < text.count {
            if starts(with: terminator) {
                for _ in 0..<terminator.utf8CodeUnitCount { try advance() }
                return true
            }
            try advance()
        }
        return false
    }

    @discardableResult
    private mutating func skipSpace() throws(TranslationDiagnostic) -> Bool {
        let start = index
        while index < text.count, Self.isSpace(text[index]) { try advance() }
        return index > start
    }

    private mutating func name() throws(TranslationDiagnostic) -> String {
        let start = index
        while index < text.count, Self.isName(text[index]) { try advance() }
        return String(decoding: text[start..<index], as: UTF8.self)
    }

    /// Appends text to the innermost element if it keeps text, with XML's line-end
    /// normalization (CR LF and CR read as LF).
    private mutating func keep(_ byte: UInt8) {
        guard !stack.isEmpty, stack[stack.count - 1].keepsText else { return }
        stack[stack.count - 1].text.append(byte)
    }

    /// One byte of text: white space anywhere, anything else inside the root element only.
    private mutating func character() throws(TranslationDiagnostic) {
        let byte = text[index]
        if stack.isEmpty, !Self.isSpace(byte) {
            throw error("malformed XML: text outside the root element", line, column)
        }
        try advance()
        if byte == 0x0D {
            keep(0x0A)
            if index < text.count, text[index] == 0x0A { try advance() }
        } else {
            keep(byte)
        }
    }

    /// `&lt;`, `&gt;`, `&amp;`, `&quot;`, `&apos;`, `&#N;` or `&#xH;`; kept as text if `keep`.
    private mutating func reference(keep shouldKeep: Bool) throws(TranslationDiagnostic) {
        let (startLine, startColumn) = (line, column)
        let broken = error("malformed XML: an undefined or broken entity reference (escape '&' as &amp;)", startLine, startColumn)
        if shouldKeep, stack.isEmpty { throw error("malformed XML: text outside the root element", startLine, startColumn) }
        var end = index + 1
        while end < text.count, end - index <= 10, text[end] != UInt8(ascii: ";") { end += 1 }
        guard end < text.count, text[end] == UInt8(ascii: ";") else { throw broken }
        let body = text[(index + 1)..<end]
        var scalar: Unicode.Scalar?
        switch String(decoding: body, as: UTF8.self) {
        case "lt": scalar = "<"
        case "gt": scalar = ">"
        case "amp": scalar = "&"
        case "quot": scalar = "\""
        case "apos": scalar = "'"
        case let name where name.hasPrefix("#x"):
            let digits = name.dropFirst(2)
            if !digits.isEmpty, digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) { scalar = Unicode.Scalar(value) }
        case let name where name.hasPrefix("#"):
            let digits = name.dropFirst()
            if !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let value = UInt32(digits) { scalar = Unicode.Scalar(value) }
        default: break
        }
        guard let scalar else { throw broken }
        let value = scalar.value
        guard value == 0x9 || value == 0xA || value == 0xD || (0x20...0xD7FF).contains(value) || (0xE000...0xFFFD).contains(value) || value >= 0x10000 else {
            throw broken
        }
        while index <= end { try advance() }
        if shouldKeep {
            for byte in String(scalar).utf8 { keep(byte) }
        }
    }

    // MARK: Markup

    private mutating func markup() throws(TranslationDiagnostic) {
        let (startLine, startColumn) = (line, column)
        if starts(with: "<!--") {
            guard try skip(past: "-->") else { throw error("malformed XML: a comment that is not closed with '-->'", startLine, startColumn) }
        } else if starts(with: "<![CDATA[") {
            guard !stack.isEmpty else { throw error("malformed XML: a CDATA section outside the root element", startLine, startColumn) }
            for _ in 0..<9 { try advance() }
            while !starts(with: "]]>") {
                guard index < text.count else { throw error("malformed XML: a CDATA section that is not closed with ']]>'", startLine, startColumn) }
                let byte = text[index]
                try advance()
                if byte == 0x0D {
                    keep(0x0A)
                    if index < text.count, text[index] == 0x0A { try advance() }
                } else {
                    keep(byte)
                }
            }
            for _ in 0..<3 { try advance() }
        } else if starts(with: "<!DOCTYPE") {
            guard !sawDoctype, !sawRootElement else { throw error("malformed XML: a DOCTYPE is allowed once, before the root element", startLine, startColumn) }
            sawDoctype = true
            for _ in 0..<9 { try advance() }
            try doctype(startLine, startColumn)
        } else if starts(with: "</") {
            try endTag()
        } else if starts(with: "<?") {
            // The declaration was read first, and rejectUnsupportedMarkup refused the rest.
            throw error("processing instructions are not allowed in a property list", startLine, startColumn)
        } else if index + 1 < text.count, Self.isNameStart(text[index + 1]) {
            try startTag()
        } else {
            throw error("malformed XML: '<' that starts no element (escape it as &lt;)", startLine, startColumn)
        }
    }

    /// `<!DOCTYPE plist PUBLIC "…" "…">`, skipped; an internal subset is refused.
    private mutating func doctype(_ startLine: Int, _ startColumn: Int) throws(TranslationDiagnostic) {
        let unclosed = error("malformed XML: a DOCTYPE that is not closed with '>'", startLine, startColumn)
        while index < text.count {
            let byte = text[index]
            switch byte {
            case UInt8(ascii: ">"):
                try advance()
                return
            case UInt8(ascii: "["):
                throw error("a DOCTYPE with an internal subset is not supported in a property list", line, column)
            case UInt8(ascii: "<"):
                throw unclosed
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                try advance()
                while index < text.count, text[index] != byte { try advance() }
                guard index < text.count else { throw unclosed }
                try advance()
            default:
                try advance()
            }
        }
        throw unclosed
    }

    private mutating func startTag() throws(TranslationDiagnostic) {
        let (startLine, startColumn) = (line, column)
        let broken = error("malformed XML: a start tag that is not closed with '>'", startLine, startColumn)
        try advance()
        let element = try name()
        var selfClosing = false
        var tagEnd: (line: Int, column: Int)
        attributes: while true {
            let spaced = try skipSpace()
            guard index < text.count else { throw broken }
            switch text[index] {
            case UInt8(ascii: ">"):
                tagEnd = (line, column)
                try advance()
                break attributes
            case UInt8(ascii: "/"):
                tagEnd = (line, column)
                try advance()
                guard index < text.count, text[index] == UInt8(ascii: ">") else { throw broken }
                try advance()
                selfClosing = true
                break attributes
            case let byte where spaced && Self.isNameStart(byte):
                try attribute(broken)
            default:
                throw error("malformed XML: a broken start tag <\(element)>", line, column)
            }
        }
        if sawRootElement, stack.isEmpty {
            throw error("malformed XML: content after the root element", startLine, startColumn)
        }
        sawRootElement = true
        guard stack.count < Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels", tagEnd.line, tagEnd.column) }
        stack.append(Open(element: element, line: tagEnd.line, column: tagEnd.column))
        if selfClosing { try end(element, tagEnd.line, tagEnd.column) }
    }

    /// `name="value"` or `name='value'`: checked, not kept.
    private mutating func attribute(_ broken: TranslationDiagnostic) throws(TranslationDiagnostic) {
        _ = try name()
        try skipSpace()
        guard index < text.count, text[index] == UInt8(ascii: "=") else { throw broken }
        try advance()
        try skipSpace()
        guard index < text.count, text[index] == UInt8(ascii: "\"") || text[index] == UInt8(ascii: "'") else { throw broken }
        let quote = text[index]
        try advance()
        while index < text.count, text[index] != quote {
            switch text[index] {
            case UInt8(ascii: "<"): throw error("malformed XML: '<' in an attribute value (escape it as &lt;)", line, column)
            case UInt8(ascii: "&"): try reference(keep: false)
            default: try advance()
            }
        }
        guard index < text.count else { throw broken }
        try advance()
    }

    private mutating func endTag() throws(TranslationDiagnostic) {
        let (startLine, startColumn) = (line, column)
        try advance()
        try advance()
        let element = try name()
        try skipSpace()
        guard !element.isEmpty, index < text.count, text[index] == UInt8(ascii: ">") else {
            throw error("malformed XML: a broken end tag", startLine, startColumn)
        }
        try advance()
        try end(element, startLine, startColumn)
    }

    /// An element ends: its value goes to the enclosing `<dict>`, or becomes the root.
    private mutating func end(_ element: String, _ line: Int, _ column: Int) throws(TranslationDiagnostic) {
        guard let open = stack.popLast() else { throw error("malformed XML: </\(element)> without a start tag", line, column) }
        guard open.element == element else {
            throw error("malformed XML: an end tag does not match its start tag (</\(element)> closes <\(open.element)> opened at \(open.line):\(open.column))", line, column)
        }
        let node: Node
        switch open.element {
        case "plist":
            return
        case "key":
            guard !stack.isEmpty, stack[stack.count - 1].element == "dict" else { throw error("<key> outside a <dict>", line, column) }
            stack[stack.count - 1].pendingKey = (String(decoding: open.text, as: UTF8.self), open.line, open.column)
            return
        case "dict":
            if open.pendingKey != nil { throw error("<key> without a value in <dict>", line, column) }
            node = .dict(open.members, line: open.line, column: open.column)
        case "string":
            node = .string(String(decoding: open.text, as: UTF8.self), line: open.line, column: open.column)
        default:
            node = .other(line: open.line, column: open.column)
        }
        if stack.isEmpty || stack[stack.count - 1].element == "plist" {
            if root == nil { root = node }
            return
        }
        if stack[stack.count - 1].element == "dict" {
            guard let (key, keyLine, keyColumn) = stack[stack.count - 1].pendingKey else { throw error("a value without a <key> in <dict>", line, column) }
            stack[stack.count - 1].members.append((key, keyLine, keyColumn, node))
            stack[stack.count - 1].pendingKey = nil
        }
    }
}
