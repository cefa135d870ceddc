import HIGInput

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
            catalog.diagnostics.append(error)
            return catalog
        }
        guard case .dict(let keys, _, _) = root else {
            catalog.diagnostics.append(TranslationDiagnostic(TranslationPosition(file: file, line: root.line, column: root.column), .error, "the property list's root is not a dictionary"))
            return catalog
        }
        for (key, line, column, value) in keys {
            let position = TranslationPosition(file: file, line: line, column: column)
            guard case .dict = value else {
                catalog.diagnostics.append(TranslationDiagnostic(position, .error, "'\(key)' is not a dictionary"))
                continue
            }
            if let devices = value["NSStringDeviceSpecificRuleType"] {
                if let chosen = StringCatalogParser.preferredDevices.lazy.compactMap({ devices[$0] }).first, case .string(let text, let l, let c) = chosen {
                    catalog.add(TranslationEntry(value: text, position: TranslationPosition(file: file, line: l, column: c)), table: table, key: key, locale: locale)
                }
                continue
            }
            // Width variants are valid and chosen at run time by the space a label has; which
            // one a table shows is not known here, so the entry is left unmeasured, not guessed.
            if value["NSStringVariableWidthRuleType"] != nil {
                catalog.diagnostics.append(TranslationDiagnostic(position, .warning, "'\(key)' varies by width (NSStringVariableWidthRuleType), which hig-audit does not read; not checked"))
                continue
            }
            guard case .string(let format, _, _)? = value["NSStringLocalizedFormatKey"] else {
                catalog.diagnostics.append(TranslationDiagnostic(position, .error, "'\(key)' has no NSStringLocalizedFormatKey string"))
                continue
            }
            var substitutions: [String: [String: String]] = [:]
            var broken: TranslationDiagnostic?
            if case .dict(let members, _, _) = value {
                for member in members where member.key != "NSStringLocalizedFormatKey" {
                    guard case .dict(let rules, _, _) = member.value else { continue }
                    guard case .string("NSStringPluralRuleType", _, _)? = member.value["NSStringFormatSpecTypeKey"] else {
                        broken = TranslationDiagnostic(TranslationPosition(file: file, line: member.line, column: member.column), .error, "variable '\(member.key)' of '\(key)' is not an NSStringPluralRuleType")
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

    /// The property list's root value, read with the input layer's XML reader.
    static func tree(_ bytes: [UInt8], file: String) throws(TranslationDiagnostic) -> Node {
        if bytes.starts(with: Array("bplist".utf8)) {
            throw TranslationDiagnostic(TranslationPosition(file: file, line: 1, column: 1), .error, "binary property lists are not supported; convert with 'plutil -convert xml1'")
        }
        let plist: XMLElement
        do {
            plist = try XMLReader.read(bytes, file: file, limits: InputLimits(maximumDepth: maximumDepth))
        } catch {
            throw TranslationDiagnostic(TranslationPosition(file: file, line: error.position?.line ?? 1, column: error.position?.column ?? 1), .error, error.message)
        }
        guard plist.name == "plist" else { throw diagnostic("the root element is <\(plist.name)>, not <plist>", plist, file) }
        let values = plist.elements
        guard let value = values.first else { throw diagnostic("no property list value", plist, file) }
        if values.count > 1 { throw diagnostic("a property list holds one root value; <\(values[1].name)> follows <\(value.name)>", values[1], file) }
        return try node(value, file: file)
    }

    /// Property lists nest a few levels; anything deeper is not one.
    static let maximumDepth = 128

    private static func node(_ element: XMLElement, file: String) throws(TranslationDiagnostic) -> Node {
        let (line, column) = (element.position.line, element.position.column)
        switch element.name {
        case "string":
            return .string(element.text, line: line, column: column)
        case "dict":
            var members: [(key: String, line: Int, column: Int, value: Node)] = []
            var pendingKey: XMLElement?
            for child in element.elements {
                if child.name == "key" {
                    if pendingKey != nil { throw diagnostic("<key> without a value in <dict>", child, file) }
                    pendingKey = child
                    continue
                }
                guard let key = pendingKey else { throw diagnostic("a value without a <key> in <dict>", child, file) }
                members.append((key.text, key.position.line, key.position.column, try node(child, file: file)))
                pendingKey = nil
            }
            if let pendingKey { throw diagnostic("<key> without a value in <dict>", pendingKey, file) }
            return .dict(members, line: line, column: column)
        case "key":
            throw diagnostic("<key> outside a <dict>", element, file)
        default:
            return .other(line: line, column: column)
        }
    }

    private static func diagnostic(_ message: String, _ element: XMLElement, _ file: String) -> TranslationDiagnostic {
        TranslationDiagnostic(TranslationPosition(file: file, line: element.position.line, column: element.position.column), .error, message)
    }
}
