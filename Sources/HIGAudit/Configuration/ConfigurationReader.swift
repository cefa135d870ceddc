import Foundation
import HIGInput
import HIGModel

/// Turns the YAML tree of a `.hig-audit.yml` into a `ProjectConfiguration`, checking every key
/// and value and pointing errors at the exact key or value.
struct ConfigurationReader {
    let file: String
    let directory: String

    /// Top-level keys, in the order the docs present them.
    static let topLevelKeys = [
        "preset", "rules", "only_rules", "disabled_rules", "locales", "content_size_categories", "widths",
        "layout_profile", "include", "exclude", "reports", "fail_on", "suppressions", "storyboards",
    ]
    static let ruleKeys = ["enabled", "severity"]
    static let suppressionKeys = ["screen", "path", "rule", "locales", "reason"]

    func read(_ root: YAMLNode, into configuration: inout ProjectConfiguration) throws(ConfigurationError) {
        for (key, value) in try mapping(root, keys: Self.topLevelKeys, what: "configuration") {
            switch key.name {
            case "preset":
                configuration.preset = try choice(value, from: Preset.self, what: "preset")
            case "rules":
                configuration.rules = try rules(value)
            case "only_rules":
                let ids = try ruleIDs(value)
                guard !ids.isEmpty else { throw error(at: value, "'only_rules' is empty, so no rule would run; list rules, or remove the key") }
                configuration.onlyRules = Set(ids)
            case "disabled_rules":
                configuration.disabledRules = Set(try ruleIDs(value))
            case "locales":
                configuration.locales = try locales(value)
            case "content_size_categories":
                configuration.contentSizeCategories = try sizeCategories(value)
            case "widths":
                configuration.widths = try widths(value)
            case "layout_profile":
                configuration.layoutProfile = try choice(value, from: ProjectConfiguration.LayoutProfile.self, what: "layout profile")
            case "include":
                configuration.include = try globs(value, syntax: .files)
            case "exclude":
                configuration.exclude = try globs(value, syntax: .files)
            case "reports":
                configuration.reports = try reports(value)
            case "fail_on":
                configuration.failOn = try choice(value, from: ProjectConfiguration.FailThreshold.self, what: "fail_on threshold")
            case "suppressions":
                configuration.suppressions = try suppressions(value)
            case "storyboards":
                configuration.storyboardOverlays = try storyboardOverlays(value)
            default:
                break
            }
        }
        if configuration.onlyRules != nil, !configuration.disabledRules.isEmpty {
            throw error(at: root, "use either 'only_rules' or 'disabled_rules', not both")
        }
    }

    // MARK: Sections

    private func rules(_ node: YAMLNode) throws(ConfigurationError) -> [String: ProjectConfiguration.RuleSettings] {
        var rules: [String: ProjectConfiguration.RuleSettings] = [:]
        for (key, value) in try mapping(node, keys: nil, what: "rules") {
            let rule = try ruleDescription(key.name, at: key.node)
            rules[rule.id] = try ruleSettings(value, rule: rule)
        }
        return rules
    }

    /// A rule's entry: a mapping of `enabled`, `severity` and its options, or one word: `off`,
    /// `on`, `true`, `false` or a severity.
    private func ruleSettings(_ node: YAMLNode, rule: RuleDescription) throws(ConfigurationError) -> ProjectConfiguration.RuleSettings {
        switch node.value {
        case .null:
            return ProjectConfiguration.RuleSettings()
        case .bool(let on):
            return ProjectConfiguration.RuleSettings(enabled: on)
        case .string(let word):
            // YAML 1.2 reads only true and false as booleans; no, yes, n, y are text here, and
            // a suggestion by spelling ("did you mean 'on'?") would turn "no" into its opposite.
            if ["no", "yes", "n", "y"].contains(word.lowercased()) {
                throw error(at: node, "'\(word)' is not a setting for rule '\(rule.id)': this file is YAML 1.2, where '\(word)' is text, not a boolean; write off or false to turn the rule off, on or true to turn it on")
            }
            if word == "off" { return ProjectConfiguration.RuleSettings(enabled: false) }
            if word == "on" { return ProjectConfiguration.RuleSettings(enabled: true) }
            if let severity = Severity(rawValue: word) { return ProjectConfiguration.RuleSettings(enabled: true, severity: severity) }
            let words = ["off", "on"] + Severity.allCases.map(\.rawValue)
            throw error(at: node, "'\(quoted(word))' is not a setting for rule '\(rule.id)'" + didYouMean(word, in: words) + " (expected off, on, a severity, or a mapping of enabled, severity and options)")
        case .mapping:
            break
        default:
            throw error(at: node, "rule '\(rule.id)' expects a mapping of enabled, severity and options, or off, on or a severity; found \(node.typeName)")
        }
        var settings = ProjectConfiguration.RuleSettings()
        let optionNames = rule.options.map(\.name)
        for (key, value) in try mapping(node, keys: Self.ruleKeys + optionNames, what: "rule '\(rule.id)'", unknownKey: { name in
            if optionNames.isEmpty { return "rule '\(rule.id)' has no option '\(quoted(name))'; it takes only enabled and severity" }
            return "unknown option '\(quoted(name))' for rule '\(rule.id)'" + didYouMean(name, in: Self.ruleKeys + optionNames)
                + " (options: \(optionNames.joined(separator: ", ")))"
        }) {
            switch key.name {
            case "enabled":
                settings.enabled = try bool(value, what: "'enabled'")
            case "severity":
                settings.severity = try choice(value, from: Severity.self, what: "severity")
            default:
                guard let option = rule.options.first(where: { $0.name == key.name }) else { continue }
                settings.options[option.name] = try optionValue(value, option: option, rule: rule)
            }
        }
        return settings
    }

    /// A value of the option's declared type: numbers for numbers (finite), and so on.
    private func optionValue(_ node: YAMLNode, option: RuleOption, rule: RuleDescription) throws(ConfigurationError) -> OptionValue {
        let what = "option '\(option.name)' of rule '\(rule.id)'"
        switch (option.defaultValue, node.value) {
        case (.number, .integer(let value)): return .number(Double(value))
        case (.number, .number(let value)): return .number(value)
        case (.bool, .bool(let value)): return .bool(value)
        case (.string, .string(let value)): return .string(value)
        case (.number, _): throw typeError(node, expected: "a number", for: what)
        case (.bool, _): throw typeError(node, expected: "true or false", for: what)
        case (.string, _): throw typeError(node, expected: "a string", for: what)
        }
    }

    private func ruleIDs(_ node: YAMLNode) throws(ConfigurationError) -> [String] {
        var ids: [String] = []
        for item in try list(node, what: "a list of rule ids") {
            ids.append(try ruleDescription(try string(item, what: "a rule id"), at: item).id)
        }
        return ids
    }

    private func ruleDescription(_ id: String, at node: YAMLNode) throws(ConfigurationError) -> RuleDescription {
        guard let rule = RuleRegistry.description(id: id) else {
            throw error(at: node, "unknown rule '\(quoted(id))'" + didYouMean(id, in: RuleRegistry.descriptions.map(\.id)) + " (run 'hig-audit rules' for the list)")
        }
        return rule
    }

    private func locales(_ node: YAMLNode) throws(ConfigurationError) -> [String] {
        var locales: [String] = []
        for item in try list(node, what: "a list of locales") {
            let name = try string(item, what: "a locale")
            // In canonical form, as every other input's locales (`InputLocales`).
            guard let locale = InputLocales.canonical(name) else {
                throw error(at: item, InputLocales.problem(name))
            }
            if !locales.contains(locale) { locales.append(locale) }
        }
        return locales
    }

    /// `all`, a name, a range `large...accessibilityLarge`, or a list of names and ranges.
    /// Names are `UIContentSizeCategory`'s (`extraLarge`) or Settings' short ones (`xL`, `AX2`).
    private func sizeCategories(_ node: YAMLNode) throws(ConfigurationError) -> [ContentSizeCategory] {
        var chosen: Set<ContentSizeCategory> = []
        for item in try list(node, what: "content size categories") {
            let text = try string(item, what: "a content size category, a range or 'all'")
            do {
                chosen.formUnion(try SweepSelection.categories(text))
            } catch {
                throw self.error(at: item, error.description)
            }
        }
        return ContentSizeCategory.allCases.filter(chosen.contains)
    }

    /// The widest table `--widths` and dumps accept, in points.
    static let maximumWidth = 10_000.0

    private func widths(_ node: YAMLNode) throws(ConfigurationError) -> [Double] {
        var widths: [Double] = []
        for item in try list(node, what: "a list of widths") {
            let width: Double
            switch item.value {
            case .integer(let value): width = Double(value)
            case .number(let value): width = value
            default: throw typeError(item, expected: "a width in points", for: "'widths'")
            }
            guard width > 0 else { throw error(at: item, "width \(formatPoints(width)) pt is not greater than 0") }
            // The command line's and the dumps' bound: no screen is wider.
            guard width.isFinite, width <= Self.maximumWidth else {
                throw error(at: item, "width \(width.isFinite ? formatPoints(width) : "\(width)") pt is more than \(formatPoints(Self.maximumWidth)) pt")
            }
            if !widths.contains(width) { widths.append(width) }
        }
        return widths
    }

    private func globs(_ node: YAMLNode, syntax: Glob.Syntax) throws(ConfigurationError) -> [Glob] {
        var globs: [Glob] = []
        for item in try list(node, what: "a list of patterns") {
            globs.append(try glob(try string(item, what: "a pattern"), syntax: syntax, at: item))
        }
        return globs
    }

    private func glob(_ pattern: String, syntax: Glob.Syntax, at node: YAMLNode) throws(ConfigurationError) -> Glob {
        do {
            return try Glob(pattern, syntax: syntax)
        } catch {
            throw self.error(at: node, "bad pattern '\(quoted(pattern))': \(error.message) (at character \(error.offset))")
        }
    }

    /// A list of one-entry mappings: `- sarif: hig-audit.sarif`.
    private func reports(_ node: YAMLNode) throws(ConfigurationError) -> [ProjectConfiguration.Report] {
        var reports: [ProjectConfiguration.Report] = []
        for item in try list(node, what: "a list of 'format: path' entries") {
            guard case .mapping(let pairs) = item.value, pairs.count == 1, let pair = pairs.first else {
                throw error(at: item, "a report is one 'format: path' entry, as in '- sarif: hig-audit.sarif'; found \(item.typeName)")
            }
            let name = try string(pair.key, what: "a report format")
            let known = ReportFormat.allCases.map(\.rawValue)
            guard let format = ReportFormat(rawValue: name) else {
                throw error(at: pair.key, "unknown report format '\(name)'" + didYouMean(name, in: known) + " (formats: \(known.joined(separator: ", ")))")
            }
            let path = try string(pair.value, what: "a report path")
            guard !path.isEmpty else { throw error(at: pair.value, "report path is empty") }
            // '-' is standard output on the command line; here it would quietly become a file
            // named '-'.
            if path == "-" {
                throw error(at: pair.value, "a configuration writes reports to files; for standard output use --report \(format.rawValue)=- or --format \(format.rawValue)")
            }
            // A control character (a NUL from "\0") would be written into the file name.
            if path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
                throw error(at: pair.value, "report path contains a control character")
            }
            // A configuration may come from a pull request: it writes only inside its own
            // folder tree. The command line (--report) may write anywhere.
            if path.hasPrefix("/") {
                throw error(at: pair.value, "report path must be relative to the configuration file's folder; found an absolute path (use --report to write elsewhere)")
            }
            if path.hasPrefix("~") {
                throw error(at: pair.value, "report path must be relative to the configuration file's folder; '~' (a home folder) is not expanded here (use --report to write elsewhere)")
            }
            var depth = 0
            for part in path.split(separator: "/") where part != "." {
                depth += part == ".." ? -1 : 1
                if depth < 0 {
                    throw error(at: pair.value, "report path leads outside the configuration file's folder ('..'); use --report to write elsewhere")
                }
            }
            let resolved = path.hasPrefix("/") ? path : URL(fileURLWithPath: directory).appendingPathComponent(path).standardizedFileURL.path
            reports.append(ProjectConfiguration.Report(format: format, path: resolved, position: pair.key.position))
        }
        return reports
    }

    private func suppressions(_ node: YAMLNode) throws(ConfigurationError) -> [Suppression] {
        var suppressions: [Suppression] = []
        for item in try list(node, what: "a list of suppressions") {
            guard case .mapping = item.value else {
                throw typeError(item, expected: "a mapping with screen, rule and reason", for: "a suppression")
            }
            var screen: Glob?, path: Glob?, rule: String?, locales: [String]?, reason: String?
            for (key, value) in try mapping(item, keys: Self.suppressionKeys, what: "suppression") {
                switch key.name {
                case "screen": screen = try glob(try string(value, what: "a screen name"), syntax: .elementPath, at: value)
                case "path": path = try glob(try string(value, what: "an element path"), syntax: .elementPath, at: value)
                case "rule": rule = try ruleDescription(try string(value, what: "a rule id"), at: value).id
                case "locales": locales = try self.locales(value)
                case "reason": reason = try string(value, what: "a reason")
                default: break
                }
            }
            guard let reason, !reason.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                throw error(at: item, "suppression has no reason; say why the finding is accepted, as in \"reason: 'Brand name, never translated'\"")
            }
            guard let screen else { throw error(at: item, "suppression has no 'screen' (a screen name, or '*' for every screen)") }
            guard let rule else { throw error(at: item, "suppression has no 'rule'") }
            suppressions.append(Suppression(
                rule: rule,
                locales: locales,
                reason: reason,
                scope: .pattern(screen: screen, path: path),
                kind: .external,
                location: FindingLocation(file: file, region: SourceSpan(start: item.position, end: item.position), context: SourceSpan(start: item.position, end: item.position))
            ))
        }
        return suppressions
    }

    /// `storyboards`: a list of overlay entries (docs/storyboards.md, "Stating what code does").
    private func storyboardOverlays(_ node: YAMLNode) throws(ConfigurationError) -> [StoryboardOverlay] {
        var overlays: [StoryboardOverlay] = []
        for item in try list(node, what: "a list of storyboard overlay entries") {
            guard case .mapping = item.value else {
                throw typeError(item, expected: "a mapping with document, object or path, and changes", for: "a storyboard overlay entry")
            }
            var document: String?
            var target: StoryboardOverlay.Target?
            var changes: [(change: StoryboardOverlay.Change, position: SourcePosition)] = []
            for (key, value) in try mapping(item, keys: StoryboardOverlay.keys, what: "storyboard overlay entry") {
                let change: StoryboardOverlay.Change
                switch key.name {
                case "document":
                    let name = try string(value, what: "a storyboard or xib file name")
                    guard !name.isEmpty else { throw error(at: value, "'document' is empty; name a .storyboard or .xib, as in 'document: Settings.storyboard'") }
                    guard StoryboardReader.isDocument(name) else {
                        throw error(at: value, "'document' names '\(quoted(name))'; expected a .storyboard or .xib file name, as in 'document: Settings.storyboard'")
                    }
                    document = name
                    continue
                case "object", "path":
                    if target != nil { throw error(at: key.node, "an overlay entry names its element once: 'object' (an object ID) or 'path' (an element path), not both") }
                    let text = try string(value, what: key.name == "object" ? "an object ID" : "an element path")
                    guard !text.isEmpty else { throw error(at: value, "'\(key.name)' is empty") }
                    target = key.name == "object" ? .object(text) : .path(text)
                    continue
                case "hidden":
                    guard try bool(value, what: "'hidden'") else { continue }
                    change = .hidden
                case "text": change = .text(try replacementText(value, what: "'text'"))
                case "secondaryText": change = .secondaryText(try replacementText(value, what: "'secondaryText'"))
                case "header": change = .header(try replacementText(value, what: "'header'"))
                case "footer": change = .footer(try replacementText(value, what: "'footer'"))
                case "selectionAction": change = .selectionAction(try choice(value, from: SelectionAction.self, what: "selectionAction"))
                case "isSelectable": change = .isSelectable(try bool(value, what: "'isSelectable'"))
                case "selectionStyle": change = .selectionStyle(try choice(value, from: SelectionStyle.self, what: "selectionStyle"))
                case "accessoryType": change = .accessoryType(try choice(value, from: AccessoryType.self, what: "accessoryType"))
                case "accessibilityLabel": change = .accessibilityLabel(try string(value, what: "an accessibility label"))
                case "addRows": change = .addRows(try addedRows(value))
                default: continue
                }
                changes.append((change, key.node.position))
            }
            guard let document else { throw error(at: item, "storyboard overlay entry has no 'document' (the .storyboard or .xib it changes, as in 'document: Settings.storyboard')") }
            guard let target else { throw error(at: item, "storyboard overlay entry has no 'object' or 'path': name the cell, label or section it changes") }
            guard !changes.isEmpty else {
                throw error(at: item, "storyboard overlay entry changes nothing; add what code does, such as 'selectionAction: pushes' or 'hidden: true'")
            }
            overlays.append(StoryboardOverlay(document: document, target: target, changes: changes, file: file, position: item.position))
        }
        return overlays
    }

    static let replacementTextKeys = ["string", "localizationKey", "localizationTable"]

    /// A text code shows: a string, or a mapping of string, localizationKey and localizationTable.
    private func replacementText(_ node: YAMLNode, what: String) throws(ConfigurationError) -> StoryboardOverlay.ReplacementText {
        if case .string(let value) = node.value { return StoryboardOverlay.ReplacementText(string: value) }
        guard case .mapping = node.value else { throw typeError(node, expected: "a string, or a mapping with string and localizationKey", for: what) }
        var text = StoryboardOverlay.ReplacementText(string: "")
        var hasString = false
        for (key, value) in try mapping(node, keys: Self.replacementTextKeys, what: what) {
            switch key.name {
            case "string":
                text.string = try string(value, what: "a string")
                hasString = true
            case "localizationKey": text.localizationKey = try string(value, what: "a localization key")
            case "localizationTable": text.localizationTable = try string(value, what: "a strings table name")
            default: break
            }
        }
        guard hasString else { throw error(at: node, "\(what) has no 'string': the text code shows") }
        return text
    }

    static let addedRowKeys = ["id", "text", "secondaryText"]

    /// `addRows`: rows code adds after the cell, each a copy of it with its own texts.
    private func addedRows(_ node: YAMLNode) throws(ConfigurationError) -> [StoryboardOverlay.AddedRow] {
        var rows: [StoryboardOverlay.AddedRow] = []
        for item in try list(node, what: "a list of rows (each a mapping of id, text, secondaryText)") {
            guard case .mapping = item.value else { throw typeError(item, expected: "a mapping of id, text and secondaryText", for: "an added row") }
            var row = StoryboardOverlay.AddedRow()
            for (key, value) in try mapping(item, keys: Self.addedRowKeys, what: "added row") {
                switch key.name {
                case "id": row.id = try string(value, what: "a row id")
                case "text": row.text = try replacementText(value, what: "'text'")
                case "secondaryText": row.secondaryText = try replacementText(value, what: "'secondaryText'")
                default: break
                }
            }
            rows.append(row)
        }
        guard !rows.isEmpty else { throw error(at: node, "'addRows' is empty; list the rows code adds, or remove the key") }
        return rows
    }

    // MARK: Typed access

    struct Key {
        var name: String
        var node: YAMLNode
    }

    /// The pairs of a mapping, checking every key against `keys` (nil accepts any string key).
    /// A null value reads as an empty mapping, so a section with everything commented out is fine.
    private func mapping(_ node: YAMLNode, keys: [String]?, what: String, unknownKey: ((String) -> String)? = nil) throws(ConfigurationError) -> [(key: Key, value: YAMLNode)] {
        if case .null = node.value { return [] }
        guard case .mapping(let pairs) = node.value else {
            throw typeError(node, expected: "a mapping", for: what)
        }
        var result: [(key: Key, value: YAMLNode)] = []
        for pair in pairs {
            guard case .string(let name) = pair.key.value else {
                throw error(at: pair.key, "keys are strings; found \(pair.key.typeName)" + (pair.key.scalarText.map { " '\($0)'" } ?? ""))
            }
            if let keys, !keys.contains(name) {
                let message = unknownKey?(name)
                    ?? "unknown key '\(quoted(name))' in \(what)" + (closestMatch(to: name, in: keys).map { "; did you mean '\($0)'?" } ?? " (expected one of: \(keys.joined(separator: ", ")))")
                throw error(at: pair.key, message)
            }
            result.append((Key(name: name, node: pair.key), pair.value))
        }
        return result
    }

    /// A list, or a single scalar read as a one-item list (`locales: de`).
    private func list(_ node: YAMLNode, what: String) throws(ConfigurationError) -> [YAMLNode] {
        switch node.value {
        case .null: return []
        case .sequence(let items): return items
        case .mapping: throw typeError(node, expected: what, for: "this key")
        default: return [node]
        }
    }

    private func string(_ node: YAMLNode, what: String) throws(ConfigurationError) -> String {
        guard case .string(let value) = node.value else { throw typeError(node, expected: what, for: "this value") }
        return value
    }

    private func bool(_ node: YAMLNode, what: String) throws(ConfigurationError) -> Bool {
        guard case .bool(let value) = node.value else { throw typeError(node, expected: "true or false", for: what) }
        return value
    }

    private func choice<T: RawRepresentable & CaseIterable>(_ node: YAMLNode, from _: T.Type, what: String) throws(ConfigurationError) -> T where T.RawValue == String {
        let names = T.allCases.map(\.rawValue)
        guard case .string(let text) = node.value else {
            throw typeError(node, expected: "one of \(names.joined(separator: ", "))", for: what)
        }
        guard let value = T(rawValue: text) else {
            throw error(at: node, "unknown \(what) '\(quoted(text))'" + didYouMean(text, in: names) + " (expected one of: \(names.joined(separator: ", ")))")
        }
        return value
    }

    private func typeError(_ node: YAMLNode, expected: String, for what: String) -> ConfigurationError {
        let found = node.typeName + (node.scalarText.map { " '\(quoted($0))'" } ?? "")
        return error(at: node, "\(what) expects \(expected); found \(found)")
    }

    private func error(at node: YAMLNode, _ message: String) -> ConfigurationError {
        ConfigurationError(file: file, position: node.position, message: message)
    }
}
