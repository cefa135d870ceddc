import HIGInput
import HIGModel

/// Reads a String Catalog (`.xcstrings`, JSON): per locale its string units and their state,
/// plural and device variations, and substitutions. The table is the file's base name.
enum StringCatalogParser {
    /// The device variation an iPhone table shows; `other` covers every device not named.
    static let preferredDevices = ["iphone", "other"]

    static func parse(_ bytes: [UInt8], file: String, table: String) -> TranslationCatalog {
        var catalog = TranslationCatalog()
        catalog.files.append(file)
        let root: PositionedJSON
        do {
            var parser = PositionedJSONParser(bytes)
            root = try parser.parse()
        } catch {
            catalog.diagnostics.append(TranslationDiagnostic(TranslationPosition(file: file, line: error.line, column: error.column), .error, "\(error.message); file skipped"))
            return catalog
        }
        let position = { (node: PositionedJSON) in TranslationPosition(file: file, line: node.line, column: node.column) }
        guard case .object = root, let strings = root["strings"], case .object(let keys, _, _) = strings else {
            catalog.diagnostics.append(TranslationDiagnostic(position(root), .error, "not a String Catalog: no \"strings\" object; file skipped"))
            return catalog
        }
        for (key, node) in keys {
            guard case .object = node else {
                catalog.diagnostics.append(TranslationDiagnostic(position(node), .error, "'\(key)' is not an object; entry skipped"))
                continue
            }
            // Members of the wrong type are errors, never read as absent.
            if let flag = node["shouldTranslate"], flag.boolValue == nil {
                catalog.diagnostics.append(TranslationDiagnostic(position(flag), .error, "'shouldTranslate' must be true or false; entry skipped"))
                continue
            }
            if node["shouldTranslate"]?.boolValue == false { catalog.markUntranslatable(table: table, key: key) }
            if let localizations = node["localizations"], case .object = localizations {} else if let localizations = node["localizations"] {
                catalog.diagnostics.append(TranslationDiagnostic(position(localizations), .error, "'localizations' must be an object mapping locales to translations; entry skipped"))
                continue
            }
            for (locale, localization) in node["localizations"]?.members ?? [] {
                guard LocaleSyntax.isWellFormed(locale) else {
                    catalog.diagnostics.append(TranslationDiagnostic(position(localization), .error, LocaleSyntax.problem(locale) + "; entry skipped"))
                    continue
                }
                do {
                    if let entry = try entry(localization, file: file) {
                        catalog.add(entry, table: table, key: key, locale: LocaleName.normalized(locale))
                    }
                } catch {
                    catalog.diagnostics.append(error)
                }
            }
        }
        return catalog
    }

    /// One locale's translation of a key, or nil when it has no value yet.
    static func entry(_ node: PositionedJSON, file: String) throws(TranslationDiagnostic) -> TranslationEntry? {
        let position = TranslationPosition(file: file, line: node.line, column: node.column)
        guard case .object = node else { throw TranslationDiagnostic(position, .error, "a localization must be an object; entry skipped") }
        var substitutions: [String: [String: String]] = [:]
        if let node = node["substitutions"], node.members.isEmpty, !(node.isObject) {
            throw TranslationDiagnostic(TranslationPosition(file: file, line: node.line, column: node.column), .error, "'substitutions' must be an object; entry skipped")
        }
        for (name, substitution) in node["substitutions"]?.members ?? [] {
            guard let forms = try pluralForms(substitution["variations"], file: file) else {
                throw TranslationDiagnostic(TranslationPosition(file: file, line: substitution.line, column: substitution.column), .error, "substitution '\(name)' has no plural variations; entry skipped")
            }
            substitutions[name] = forms.forms
        }
        let (value, plural, unitPosition, state) = try unitOrPlural(node, file: file)
        guard let value else { return nil }
        return TranslationEntry(value: value, plural: plural, substitutions: substitutions, position: unitPosition, state: state)
    }

    /// A node's `stringUnit`, or its plural variation, or its device variation for an iPhone.
    private static func unitOrPlural(_ node: PositionedJSON, file: String) throws(TranslationDiagnostic) -> (String?, [String: String]?, TranslationPosition, String?) {
        let position = TranslationPosition(file: file, line: node.line, column: node.column)
        if let unit = node["stringUnit"] {
            let (value, state) = try stringUnit(unit, file: file)
            return (value, nil, TranslationPosition(file: file, line: unit.line, column: unit.column), state)
        }
        if let variations = node["variations"] {
            guard variations.isObject else {
                throw TranslationDiagnostic(TranslationPosition(file: file, line: variations.line, column: variations.column), .error, "variations must be an object; entry skipped")
            }
            if let plural = try pluralForms(variations, file: file) {
                return (plural.forms["other"] ?? plural.forms.values.sorted().first ?? "", plural.forms, plural.position, plural.state)
            }
            if let devices = variations["device"] {
                guard devices.isObject else {
                    throw TranslationDiagnostic(TranslationPosition(file: file, line: devices.line, column: devices.column), .error, "device variations must be an object; entry skipped")
                }
                for device in preferredDevices {
                    if let chosen = devices[device] { return try unitOrPlural(chosen, file: file) }
                }
                return (nil, nil, position, nil)
            }
            throw TranslationDiagnostic(TranslationPosition(file: file, line: variations.line, column: variations.column), .error, "variations must be \"plural\" or \"device\"; entry skipped")
        }
        return (nil, nil, position, nil)
    }

    private static func stringUnit(_ unit: PositionedJSON, file: String) throws(TranslationDiagnostic) -> (String?, String?) {
        guard case .object = unit else { throw TranslationDiagnostic(TranslationPosition(file: file, line: unit.line, column: unit.column), .error, "stringUnit must be an object; entry skipped") }
        if let stateNode = unit["state"], stateNode.stringValue == nil {
            throw TranslationDiagnostic(TranslationPosition(file: file, line: stateNode.line, column: stateNode.column), .error, "stringUnit state must be a string; entry skipped")
        }
        let state = unit["state"]?.stringValue
        guard let valueNode = unit["value"] else { return (nil, state) }
        guard let value = valueNode.stringValue else {
            throw TranslationDiagnostic(TranslationPosition(file: file, line: valueNode.line, column: valueNode.column), .error, "stringUnit value must be a string; entry skipped")
        }
        // A unit still marked `new` with no text is not a translation yet.
        if state == "new", value.isEmpty { return (nil, state) }
        return (value, state)
    }

    /// `{"plural": {"one": {"stringUnit": …}, …}}` → category → string.
    private static func pluralForms(_ variations: PositionedJSON?, file: String) throws(TranslationDiagnostic) -> (forms: [String: String], position: TranslationPosition, state: String?)? {
        guard let variations, let plural = variations["plural"] else { return nil }
        let position = TranslationPosition(file: file, line: plural.line, column: plural.column)
        guard case .object(let categories, _, _) = plural else { throw TranslationDiagnostic(position, .error, "plural variations must be an object; entry skipped") }
        var forms: [String: String] = [:]
        var state: String?
        for (category, node) in categories {
            guard ["zero", "one", "two", "few", "many", "other"].contains(category) else {
                throw TranslationDiagnostic(TranslationPosition(file: file, line: node.line, column: node.column), .error, "unknown plural category '\(category)'; entry skipped")
            }
            guard let unit = node["stringUnit"] else {
                throw TranslationDiagnostic(TranslationPosition(file: file, line: node.line, column: node.column), .error, "plural category '\(category)' has no stringUnit; entry skipped")
            }
            let (value, unitState) = try stringUnit(unit, file: file)
            if let value { forms[category] = value }
            state = state ?? unitState
        }
        return (forms, position, state)
    }
}
