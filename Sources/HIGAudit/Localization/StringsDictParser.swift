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
        let text = try validatedUTF8(bytes, file: file)
        try rejectUnsupportedMarkup(text, file: file)
        var reader = PlistXMLReader(text: text, file: file)
        return try reader.read()
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
    /// declarations, so both are refused before parsing (FoundationXML, which read these files
    /// before, crashed on some processing instructions; entities expand).
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
}
