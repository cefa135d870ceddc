import HIGModel

/// Reads an XLIFF 1.2 file (an `.xcloc`'s `Localized Contents/<locale>.xliff`, or one a
/// translator returned) into translations: each `<file>` element's units go to the table its
/// `original` names (`…/en.lproj/Localizable.strings` and `…/Localizable.xcstrings` →
/// `Localizable`, `…/Base.lproj/Main.storyboard` → `Main`, whose keys are object IDs such as
/// `Lbl-aa-001.text`), in its `target-language`.
///
/// A unit without a target, or with an empty one, is not a translation yet: the key stays
/// untranslated and `l10n/missing-translation` reports it. Every other unit keeps its `state`
/// word (`TranslationEntry.state`), which the localization rules read. Variations exported from
/// String Catalogs (`key|==|plural.one`, `key|==|device.iphone`,
/// `key|==|substitutions.count.plural.few`) and from `.stringsdict` files
/// (`/key:dict/count:dict/one:dict/:string`) are put back together as one entry per key, with
/// each variation's own unit position.
public enum XLIFFReader {
    public static func read(_ bytes: [UInt8], file: String) -> TranslationCatalog {
        var catalog = TranslationCatalog()
        catalog.files.append(file)
        let document: XLIFFDocument
        do {
            document = try XLIFFDocument.read(bytes, file: file)
        } catch {
            catalog.diagnostics.append(SourceDiagnostic(translationFileError: error))
            return catalog
        }
        for element in document.files {
            let position = FilePosition(file: file, position: element.position)
            guard let target = element.targetLanguage, !target.isEmpty else {
                catalog.diagnostics.append(SourceDiagnostic(position, .error, "<file original=\"\(element.original)\"> has no target-language; expected the locale its targets are in, as in target-language=\"de\""))
                continue
            }
            let locale = LocaleName.normalized(target)
            let table = TranslationReaders.table(of: element.original)
            var builders: [String: Builder] = [:]
            var order: [String] = []
            // A unit id twice in one <file>: the first is used, as for a key twice in a
            // .strings file, and a warning names both.
            var unitIDs: [String: FilePosition] = [:]
            for unit in element.units {
                let unitPosition = FilePosition(file: file, position: unit.position)
                if let earlier = unitIDs[unit.id] {
                    catalog.diagnostics.append(SourceDiagnostic(unitPosition, .warning, "trans-unit id '\(LogText.short(unit.id, limit: 80))' is also the id of the unit at \(earlier.line):\(earlier.column); this one is ignored"))
                    continue
                }
                unitIDs[unit.id] = unitPosition
                let (key, variation) = split(unit.id)
                if builders[key] == nil {
                    builders[key] = Builder()
                    order.append(key)
                }
                guard let text = unit.target, !text.isEmpty else {
                    catalog.declare(table: table, key: key)
                    continue
                }
                builders[key]?.add(variation, text: text, state: unit.state, position: unitPosition)
            }
            for key in order {
                guard let entry = builders[key]?.entry() else { continue }
                catalog.add(entry, table: table, key: key, locale: locale)
            }
        }
        return catalog
    }

    /// What part of a key a unit translates.
    public enum Variation: Equatable {
        case whole
        case plural(String)
        case device(String, plural: String?)
        case substitution(String, plural: String)
        /// A device variation other than the ones an iPhone table shows, or a shape not known.
        case ignored
    }

    /// `key|==|plural.one` → (`key`, plural one); `/key:dict/count:dict/one:dict/:string` →
    /// (`key`, substitution count one); anything else is the whole key.
    public static func split(_ id: String) -> (key: String, variation: Variation) {
        if let range = id.range(of: "|==|", options: .backwards) {
            let key = String(id[..<range.lowerBound])
            let parts = id[range.upperBound...].split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            switch parts.count {
            case 2 where parts[0] == "plural": return (key, .plural(parts[1]))
            case 2 where parts[0] == "device": return (key, .device(parts[1], plural: nil))
            case 4 where parts[0] == "device" && parts[2] == "plural": return (key, .device(parts[1], plural: parts[3]))
            case 4 where parts[0] == "substitutions" && parts[2] == "plural": return (key, .substitution(parts[1], plural: parts[3]))
            default: return (key, .ignored)
            }
        }
        if id.hasPrefix("/"), id.hasSuffix(":dict/:string") {
            let parts = id.dropFirst().dropLast(":dict/:string".count).components(separatedBy: ":dict/")
            if parts.count == 2, parts[1] == "NSStringLocalizedFormatKey" { return (parts[0], .whole) }
            if parts.count == 3 { return (parts[0], .substitution(parts[1], plural: parts[2])) }
        }
        return (id, .whole)
    }

    /// One key's units, gathered.
    struct Builder {
        var value: String?
        var plural: [String: String] = [:]
        var devicePlural: [String: [String: String]] = [:]
        var device: [String: String] = [:]
        var substitutions: [String: [String: String]] = [:]
        var positions: [String: FilePosition] = [:]
        var first: FilePosition?
        var state: String?

        mutating func add(_ variation: Variation, text: String, state unitState: String?, position: FilePosition) {
            if first == nil { first = position }
            // The state that asks most of people: a unit still to review makes the key so.
            if let unitState, state == nil || TranslationState(fileState: unitState).map({ $0 != .translated }) == true { state = unitState }
            switch variation {
            case .whole:
                value = text
                positions[""] = position
            case .plural(let category):
                plural[category] = text
                positions[category] = position
            case .device(let name, let category):
                if let category {
                    devicePlural[name, default: [:]][category] = text
                    positions["device.\(name).\(category)"] = position
                } else {
                    device[name] = text
                    positions["device.\(name)"] = position
                }
            case .substitution(let name, let category):
                substitutions[name, default: [:]][category] = text
                positions["\(name).\(category)"] = position
            case .ignored:
                break
            }
        }

        func entry() -> TranslationEntry? {
            guard let first else { return nil }
            var forms = plural
            var text = value
            var position = positions[""] ?? first
            var variants: [String: FilePosition] = [:]
            for (key, place) in positions where !key.contains(".") && !key.isEmpty { variants[key] = place }
            if forms.isEmpty, text == nil {
                // An iPhone table shows the iphone variation, else `other`.
                for name in StringCatalogReader.preferredDevices {
                    if let chosen = devicePlural[name] {
                        forms = chosen
                        for category in chosen.keys { variants[category] = positions["device.\(name).\(category)"] }
                        break
                    }
                    if let chosen = device[name] {
                        text = chosen
                        position = positions["device.\(name)"] ?? first
                        break
                    }
                }
            }
            for (name, categories) in substitutions {
                for category in categories.keys { variants["\(name).\(category)"] = variants["\(name).\(category)"] ?? positions["\(name).\(category)"] }
            }
            guard text != nil || !forms.isEmpty || !substitutions.isEmpty else { return nil }
            if text == nil, let pluralPosition = forms["other"].flatMap({ _ in variants["other"] }) { position = pluralPosition }
            let resolvedValue = text ?? forms["other"] ?? forms.values.sorted().first ?? ""
            return TranslationEntry(value: resolvedValue, plural: forms.isEmpty ? nil : forms, substitutions: substitutions, position: position, state: state, variantPositions: variants)
        }
    }
}
