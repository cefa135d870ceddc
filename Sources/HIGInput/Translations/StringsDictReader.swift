import HIGModel

/// Reads a `.stringsdict` (an XML or binary property list): each key's `NSStringLocalizedFormatKey` and the
/// plural forms of its `%#@variable@`s, with the line of every key. Device-specific rules
/// (`NSStringDeviceSpecificRuleType`) use the iPhone form, else `other`.
public enum StringsDictReader {
    /// A property list value with the position its element starts at.
    indirect enum Node {
        case dict([(key: String, position: SourcePosition, value: Node)], SourcePosition)
        case string(String, SourcePosition)
        case other(SourcePosition)

        var position: SourcePosition {
            switch self {
            case .dict(_, let position), .string(_, let position), .other(let position): position
            }
        }

        subscript(key: String) -> Node? {
            if case .dict(let members, _) = self { return members.first { $0.key == key }?.value }
            return nil
        }
    }

    public static func read(_ bytes: [UInt8], file: String, table: String, locale: String) -> TranslationCatalog {
        var catalog = TranslationCatalog()
        catalog.files.append(file)
        let root: Node
        do {
            root = try tree(bytes, file: file)
        } catch {
            catalog.diagnostics.append(error)
            return catalog
        }
        guard case .dict(let keys, _) = root else {
            catalog.diagnostics.append(SourceDiagnostic(FilePosition(file: file, position: root.position), .error, "the property list's root is not a dictionary"))
            return catalog
        }
        for (key, keyPosition, value) in keys {
            let position = FilePosition(file: file, position: keyPosition)
            guard case .dict = value else {
                catalog.diagnostics.append(SourceDiagnostic(position, .error, "'\(key)' is not a dictionary"))
                continue
            }
            if let devices = value["NSStringDeviceSpecificRuleType"] {
                if let chosen = StringCatalogReader.preferredDevices.lazy.compactMap({ devices[$0] }).first, case .string(let text, let textPosition) = chosen {
                    catalog.add(TranslationEntry(value: text, position: FilePosition(file: file, position: textPosition)), table: table, key: key, locale: locale)
                }
                continue
            }
            // Width variants are valid and chosen at run time by the space a label has; which
            // one a table shows is not known here, so the entry is left unmeasured, not guessed.
            if value["NSStringVariableWidthRuleType"] != nil {
                catalog.diagnostics.append(SourceDiagnostic(position, .warning, "'\(key)' varies by width (NSStringVariableWidthRuleType), which hig-audit does not read; not checked"))
                continue
            }
            guard case .string(let format, _)? = value["NSStringLocalizedFormatKey"] else {
                catalog.diagnostics.append(SourceDiagnostic(position, .error, "'\(key)' has no NSStringLocalizedFormatKey string"))
                continue
            }
            var substitutions: [String: [String: String]] = [:]
            var broken: SourceDiagnostic?
            if case .dict(let members, _) = value {
                for member in members where member.key != "NSStringLocalizedFormatKey" {
                    guard case .dict(let rules, _) = member.value else { continue }
                    guard case .string("NSStringPluralRuleType", _)? = member.value["NSStringFormatSpecTypeKey"] else {
                        broken = SourceDiagnostic(FilePosition(file: file, position: member.position), .error, "variable '\(member.key)' of '\(key)' is not an NSStringPluralRuleType")
                        break
                    }
                    var forms: [String: String] = [:]
                    for rule in rules where ["zero", "one", "two", "few", "many", "other"].contains(rule.key) {
                        if case .string(let text, _) = rule.value { forms[rule.key] = text }
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

    /// The property list's root value, read by the input layer's property-list reader: XML, or
    /// binary (`plutil -convert binary1` writes it, and iOS reads it). Old-style text is not a
    /// form `.stringsdict` files take; it is read as XML and refused as such.
    static func tree(_ bytes: [UInt8], file: String) throws(SourceDiagnostic) -> Node {
        let list: PropertyList
        do {
            let limits = InputLimits(maximumDepth: maximumDepth)
            list = PropertyListReader.format(of: bytes) == .binary
                ? try BinaryPropertyListReader.read(bytes, file: file, limits: limits)
                : try PropertyListReader.readXML(bytes, file: file, limits: limits)
        } catch {
            throw SourceDiagnostic(translationFileError: error)
        }
        return node(list)
    }

    /// Property lists nest a few levels; anything deeper is not one.
    static let maximumDepth = 128

    /// Strings and dictionaries with their positions (1:1 in a binary list, which has no
    /// lines); every other value is only where it is. Depth is bounded by the reader.
    private static func node(_ list: PropertyList) -> Node {
        let position = list.position ?? unplaced
        switch list.value {
        case .string(let text):
            return .string(text, position)
        case .dictionary(let members):
            return .dict(members.map { ($0.key, $0.keyPosition ?? unplaced, node($0.value)) }, position)
        default:
            return .other(position)
        }
    }

    /// Where a value of a binary list, which has no lines, is said to be.
    private static let unplaced = SourcePosition(line: 1, column: 1)
}
