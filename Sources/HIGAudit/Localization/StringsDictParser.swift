import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads a `.stringsdict` (XML property list): each key's `NSStringLocalizedFormatKey` and the
/// plural forms of its `%#@variable@`s, with the line of every key. Device-specific rules
/// (`NSStringDeviceSpecificRuleType`) use the iPhone form, else `other`.
enum StringsDictParser {
    /// A property list value with the line and column its element starts at.
    indirect enum Node {
        case dict([(key: String, line: Int, column: Int, value: Node)], line: Int, column: Int)
        case string(String, line: Int, column: Int)
        case other(line: Int, column: Int)

        var line: Int {
            switch self {
            case .dict(_, let line, _), .string(_, let line, _), .other(let line, _): line
            }
        }

        var column: Int {
            switch self {
            case .dict(_, _, let column), .string(_, _, let column), .other(_, let column): column
            }
        }

        subscript(key: String) -> Node? {
            if case .dict(let members, _, _) = self { return members.first { $0.key == key }?.value }
            return nil
        }
    }

    static func parse(_ bytes: [UInt8], file: String, table: String, locale: String) -> TranslationCatalog {
        var catalog = TranslationCatalog()
        catalog.files.append(file)
        let root: Node
        do {
            root = try tree(bytes, file: file)
        } catch {
            var error = error
            error.message += "; file skipped"
            catalog.diagnostics.append(error)
            return catalog
        }
        guard case .dict(let keys, _, _) = root else {
            catalog.diagnostics.append(TranslationDiagnostic(TranslationPosition(file: file, line: root.line, column: root.column), .error, "the property list's root is not a dictionary; file skipped"))
            return catalog
        }
        for (key, line, column, value) in keys {
            let position = TranslationPosition(file: file, line: line, column: column)
            guard case .dict = value else {
                catalog.diagnostics.append(TranslationDiagnostic(position, .error, "'\(key)' is not a dictionary; entry skipped"))
                continue
            }
            if let devices = value["NSStringDeviceSpecificRuleType"] {
                if let chosen = StringCatalogParser.preferredDevices.lazy.compactMap({ devices[$0] }).first, case .string(let text, let l, let c) = chosen {
                    catalog.add(TranslationEntry(value: text, position: TranslationPosition(file: file, line: l, column: c)), table: table, key: key, locale: locale)
                }
                continue
            }
            guard case .string(let format, _, _)? = value["NSStringLocalizedFormatKey"] else {
                catalog.diagnostics.append(TranslationDiagnostic(position, .error, "'\(key)' has no NSStringLocalizedFormatKey string; entry skipped"))
                continue
            }
            var substitutions: [String: [String: String]] = [:]
            var broken: TranslationDiagnostic?
            if case .dict(let members, _, _) = value {
                for member in members where member.key != "NSStringLocalizedFormatKey" {
                    guard case .dict(let rules, _, _) = member.value else { continue }
                    guard case .string("NSStringPluralRuleType", _, _)? = member.value["NSStringFormatSpecTypeKey"] else {
                        broken = TranslationDiagnostic(TranslationPosition(file: file, line: member.line, column: member.column), .error, "variable '\(member.key)' of '\(key)' is not an NSStringPluralRuleType; entry skipped")
                        break
                    }
                    var forms: [String: String] = [:]
                    for rule in rules where ["zero", "one", "two", "few", "many", "other"].contains(rule.key) {
                        if case .string(let text, _, _) = rule.value { forms[rule.key] = text }
                    }
                    substitutions[member.key] = forms
                }
            }
            if let broken {
                catalog.diagnostics.append(broken)
                continue
            }
            catalog.add(TranslationEntry(value: format, substitutions: substitutions, position: position), table: table, key: key, locale: locale)
        }
        return catalog
    }

    /// The property list's root value.
    static func tree(_ bytes: [UInt8], file: String) throws(TranslationDiagnostic) -> Node {
        if bytes.starts(with: Array("bplist".utf8)) {
            throw TranslationDiagnostic(TranslationPosition(file: file, line: 1, column: 1), .error, "binary property lists are not supported; convert with 'plutil -convert xml1'")
        }
        // FoundationXML traps on element names that are not valid UTF-8, so the text is checked
        // (and UTF-16 transcoded) before libxml2 sees it.
        let text = try validatedUTF8(bytes, file: file)
        try rejectUnsupportedMarkup(text, file: file)
        let parser = XMLParser(data: Data(text))
        let builder = TreeBuilder()
        parser.delegate = builder
        parser.shouldResolveExternalEntities = false
        let ok = parser.parse()
        if ok, builder.failure == nil, let open = builder.stack.last {
            // libxml2 may recover from a missing end tag; a property list must not.
            throw TranslationDiagnostic(TranslationPosition(file: file, line: max(1, parser.lineNumber), column: max(1, parser.columnNumber)), .error, "the file ends inside <\(open.element)> opened at \(open.line):\(open.column)")
        }
        if !ok || builder.failure != nil {
            let message = builder.failure ?? "malformed XML: " + describe(parser.parserError)
            let line = builder.failure != nil ? builder.failureLine : max(1, parser.lineNumber)
            let column = builder.failure != nil ? builder.failureColumn : max(1, parser.columnNumber)
            throw TranslationDiagnostic(TranslationPosition(file: file, line: line, column: column), .error, message)
        }
        guard let root = builder.root else {
            throw TranslationDiagnostic(TranslationPosition(file: file, line: 1, column: 1), .error, "no property list value")
        }
        return root
    }

    /// The file as valid UTF-8: UTF-16 with a byte-order mark is transcoded; anything else that
    /// is not UTF-8 is an error at the first bad byte.
    static func validatedUTF8(_ bytes: [UInt8], file: String) throws(TranslationDiagnostic) -> [UInt8] {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let bigEndian = bytes[0] == 0xFE
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2)
            var index = 2
            while index + 1 < bytes.count {
                units.append(bigEndian ? UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]) : UInt16(bytes[index + 1]) << 8 | UInt16(bytes[index]))
                index += 2
            }
            var scalars = String.UnicodeScalarView()
            var iterator = units.makeIterator()
            var decoder = UTF16()
            decoding: while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar): scalars.append(scalar)
                case .emptyInput: break decoding
                case .error:
                    throw TranslationDiagnostic(TranslationPosition(file: file, line: 1, column: 1), .error, "the file starts with a UTF-16 byte-order mark but is not valid UTF-16")
                }
            }
            return Array(String(scalars).utf8)
        }
        var line = 1
        var column = 1
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" { line += 1; column = 1 } else { column += scalar.utf16.count }
            case .emptyInput:
                return bytes
            case .error:
                throw TranslationDiagnostic(TranslationPosition(file: file, line: line, column: column), .error, "not valid UTF-8; save the file as UTF-8")
            }
        }
    }

    /// A property list needs no processing instruction but the XML declaration and no entity
    /// declarations; FoundationXML crashes on some processing instructions and entities expand,
    /// so both are refused before parsing.
    static func rejectUnsupportedMarkup(_ text: [UInt8], file: String) throws(TranslationDiagnostic) {
        var line = 1
        var column = 1
        var index = 0
        // The XML declaration may open the file (after a byte-order mark).
        var declarationEnd = -1
        let start = text.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        if text[start...].starts(with: Array("<?xml ".utf8)) || text[start...].starts(with: Array("<?xml\t".utf8)) {
            declarationEnd = start
        }
        while index < text.count {
            let byte = text[index]
            if byte == UInt8(ascii: "<"), index + 1 < text.count {
                let next = text[index + 1]
                if next == UInt8(ascii: "?"), index != declarationEnd {
                    throw TranslationDiagnostic(TranslationPosition(file: file, line: line, column: column), .error, "processing instructions are not allowed in a property list")
                }
                if next == UInt8(ascii: "!"), text[(index + 2)...].starts(with: Array("ENTITY".utf8)) {
                    throw TranslationDiagnostic(TranslationPosition(file: file, line: line, column: column), .error, "entity declarations are not allowed in a property list")
                }
            }
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += byte >= 0xF0 ? 2 : 1
            }
            index += 1
        }
    }

    /// libxml2's error, in words for the common cases.
    static func describe(_ error: (any Error)?) -> String {
        guard let error else { return "the parser stopped" }
        let code = (error as NSError).code
        // NSXMLParserError codes, which mirror libxml2's.
        switch code {
        case 76: return "an end tag does not match its start tag"
        case 68, 38, 72: return "'<' that starts no element (escape it as &lt;)"
        case 5, 77: return "the file ends inside an element"
        case 4, 1: return "no XML document"
        case 26, 27, 23, 89, 90: return "an undefined or broken entity reference (escape '&' as &amp;)"
        case 9, 7, 8: return "a character XML does not allow"
        default: return "parser error \(code)"
        }
    }

    /// Builds nodes from parser events on an explicit stack.
    private final class TreeBuilder: NSObject, XMLParserDelegate {
        struct Open {
            var element: String
            var line: Int
            var column: Int
            var members: [(key: String, line: Int, column: Int, value: Node)] = []
            var pendingKey: (String, Int, Int)?
            var text = ""
        }

        var stack: [Open] = []
        var root: Node?
        var failure: String?
        var failureLine = 1
        var failureColumn = 1
        static let maximumDepth = 128

        func fail(_ message: String, _ parser: XMLParser) {
            guard failure == nil else { return }
            failure = message
            failureLine = max(1, parser.lineNumber)
            failureColumn = max(1, parser.columnNumber)
            parser.abortParsing()
        }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            guard stack.count < Self.maximumDepth else { return fail("nesting deeper than \(Self.maximumDepth) levels", parser) }
            stack.append(Open(element: elementName, line: max(1, parser.lineNumber), column: max(1, parser.columnNumber)))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard !stack.isEmpty else { return }
            stack[stack.count - 1].text += string
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            guard let open = stack.popLast() else { return }
            // libxml2 recovers from some mismatches; a property list must not.
            guard open.element == elementName else { return fail("</\(elementName)> closes <\(open.element)> opened at \(open.line):\(open.column)", parser) }
            let node: Node
            switch open.element {
            case "plist":
                return
            case "key":
                guard !stack.isEmpty, stack[stack.count - 1].element == "dict" else { return fail("<key> outside a <dict>", parser) }
                stack[stack.count - 1].pendingKey = (open.text, open.line, open.column)
                return
            case "dict":
                if open.pendingKey != nil { return fail("<key> without a value in <dict>", parser) }
                node = .dict(open.members, line: open.line, column: open.column)
            case "string":
                node = .string(open.text, line: open.line, column: open.column)
            default:
                node = .other(line: open.line, column: open.column)
            }
            if stack.isEmpty || stack.last?.element == "plist" {
                if root == nil { root = node }
                return
            }
            if stack[stack.count - 1].element == "dict" {
                guard let (key, line, column) = stack[stack.count - 1].pendingKey else { return fail("a value without a <key> in <dict>", parser) }
                stack[stack.count - 1].members.append((key, line, column, node))
                stack[stack.count - 1].pendingKey = nil
            }
        }
    }
}
