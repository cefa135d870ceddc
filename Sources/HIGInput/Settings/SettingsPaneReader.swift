import HIGModel

/// Reads a settings pane — `Settings.bundle/Root.plist`, a child pane beside it, or an
/// InAppSettingsKit `*.inApp.plist` — into the screen the Settings app (or InAppSettingsKit)
/// draws from it. The facts used, with their sources, are in docs/settings-bundle.md.
///
/// Each `PreferenceSpecifiers` entry becomes what the Settings app shows:
/// - `PSGroupSpecifier` starts a section: `Title` its header, `FooterText` its footer;
/// - `PSRadioGroupSpecifier` is a section of its own: one row per `Titles` entry, the one whose
///   value is `DefaultValue` checked;
/// - `PSToggleSwitchSpecifier`: the title and a switch (51 × 31 pt);
/// - `PSMultiValueSpecifier`: the title, the title of the `DefaultValue` on the right, a chevron;
/// - `PSTitleValueSpecifier`: the title and its value on the right, not selectable;
/// - `PSTextFieldSpecifier`: the title (the field's width is not known: not modelled);
/// - `PSChildPaneSpecifier`: the title and a chevron (its `File` is another pane);
/// - `PSSliderSpecifier`: a row with no text (images only): said in a note, not audited.
/// Texts are localized through the pane's `StringsTable`; a pane without one is not localized.
public enum SettingsPaneReader {
    public struct Pane: Sendable {
        public var screen: Screen
        /// The `StringsTable` the titles are keys of; nil: the pane is not localized.
        public var stringsTable: String?
        /// `File` names of child panes (`Privacy` for `Privacy.plist` beside this one).
        public var childPanes: [String]
        /// What the screen leaves out, compiler-style.
        public var notes: [String]
    }

    /// Whether `path` is a pane this reader takes: a `.plist` directly inside a folder named
    /// `Settings.bundle` (iOS reads no other name), or any `*.inApp.plist` inside a `.bundle`.
    public static func isPane(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        guard parts.count >= 2, path.hasSuffix(".plist") else { return false }
        let folder = parts[parts.count - 2]
        if path.hasSuffix(".inApp.plist") { return folder.hasSuffix(".bundle") }
        return folder == "Settings.bundle"
    }

    /// `Root` for `…/Root.plist`, `Root` for `…/Root.inApp.plist`.
    public static func paneName(_ path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        for suffix in [".inApp.plist", ".plist"] where file.hasSuffix(suffix) { return String(file.dropLast(suffix.count)) }
        return file
    }

    public static func read(_ bytes: [UInt8], file: String) throws(SourceError) -> Pane {
        let root = try PropertyListReader.read(bytes, file: file)
        func source(_ list: PropertyList?) -> SourceInfo {
            let position = list?.position ?? SourcePosition(line: 1, column: 1)
            return SourceInfo(file: file, span: SourceSpan(start: position, end: position))
        }
        func fail(_ message: String, _ list: PropertyList?) -> SourceError {
            SourceError(file: file, position: list?.position ?? SourcePosition(line: 1, column: 1), message: message)
        }
        guard root.isDictionary else { throw fail("a settings pane's root is a dictionary, not \(root.typeName)", root) }
        guard let specifiers = root["PreferenceSpecifiers"] else { throw fail("a settings pane has a PreferenceSpecifiers array; this one has none", root) }
        guard case .array(let entries) = specifiers.value else { throw fail("PreferenceSpecifiers is \(specifiers.typeName), not an array", specifiers) }
        let table = root["StringsTable"]?.string.flatMap { $0.isEmpty ? nil : $0 }
        func text(_ value: PropertyList?) -> Text? {
            guard let value, let string = value.string, !string.isEmpty else { return nil }
            return Text(string, localizationKey: table == nil ? nil : string, localizationTable: table, source: source(value))
        }
        var sections: [Section] = []
        var current: Section?
        var notes: [String] = []
        var children: [String] = []
        func rowSection() -> Section {
            if let current { return current }
            return Section(source: source(specifiers))
        }
        for entry in entries {
            guard entry.isDictionary else { throw fail("a specifier is a dictionary, not \(entry.typeName)", entry) }
            guard let type = entry["Type"]?.string else { throw fail("a specifier has no Type string", entry) }
            let title = text(entry["Title"])
            switch type {
            case "PSGroupSpecifier":
                if let current { sections.append(current) }
                current = Section(header: title, footer: text(entry["FooterText"]), source: source(entry))
            case "PSRadioGroupSpecifier":
                if let current { sections.append(current) }
                current = nil
                var section = Section(header: title, footer: text(entry["FooterText"]), source: source(entry))
                let chosen = choice(entry)
                for (index, option) in (entry["Titles"]?.elements ?? []).enumerated() {
                    guard let label = text(option) else { continue }
                    section.rows.append(Row(text: label, accessoryType: index == chosen ? .checkmark : .none, selectionAction: .togglesCheckmark, source: source(option)))
                }
                sections.append(section)
            case "PSToggleSwitchSpecifier":
                var section = rowSection()
                section.rows.append(Row(text: title, accessoryView: AccessoryView(kind: .switch, width: 51, height: 31, isInteractive: true, source: source(entry)), selectionStyle: .none, isSelectable: false, selectionAction: .togglesControl, source: source(entry)))
                current = section
            case "PSMultiValueSpecifier":
                var section = rowSection()
                let value = choice(entry).flatMap { index in entry["Titles"]?.elements.dropFirst(index).first }
                section.rows.append(Row(content: .style(.value1), text: title, secondaryText: text(value), accessoryType: .disclosureIndicator, selectionAction: .pushes, source: source(entry)))
                current = section
            case "PSTitleValueSpecifier":
                var section = rowSection()
                let value = choice(entry).flatMap { index in entry["Titles"]?.elements.dropFirst(index).first }
                // Without Titles the value shown is the default itself, not localized.
                let shown = text(value) ?? entry["DefaultValue"]?.string.flatMap { $0.isEmpty ? nil : Text($0, source: source(entry["DefaultValue"])) }
                section.rows.append(Row(content: .style(.value1), text: title, secondaryText: shown, selectionStyle: .none, isSelectable: false, source: source(entry)))
                current = section
            case "PSTextFieldSpecifier":
                var section = rowSection()
                section.rows.append(Row(text: title, selectionStyle: .none, isSelectable: false, source: source(entry)))
                current = section
            case "PSChildPaneSpecifier":
                var section = rowSection()
                if let file = entry["File"]?.string, !file.isEmpty { children.append(file) }
                section.rows.append(Row(text: title, accessoryType: .disclosureIndicator, selectionAction: .pushes, source: source(entry)))
                current = section
            case "PSSliderSpecifier":
                let position = entry.position ?? SourcePosition(line: 1, column: 1)
                notes.append("\(file):\(position.line):\(position.column): note: a slider row shows no text (only its minimum and maximum images): not audited")
            default:
                let position = entry.position ?? SourcePosition(line: 1, column: 1)
                notes.append("\(file):\(position.line):\(position.column): note: specifier type '\(type.prefix(60))' is not one the Settings app draws: not audited")
            }
        }
        if let current { sections.append(current) }
        let name = paneName(file)
        let tableView = Table(style: .insetGrouped, sections: sections, source: source(root))
        let screen = Screen(name: file.hasSuffix(".inApp.plist") ? "In-app settings › \(name)" : "Settings › \(name)", environment: Environment(source: source(root)), table: tableView, source: source(root))
        return Pane(screen: screen, stringsTable: table, childPanes: children, notes: notes)
    }

    /// The index in `Values` of `DefaultValue` (what a fresh install shows; the user's current
    /// choice is not in the checkout). Values compare as the plist holds them: strings as
    /// strings, numbers as numbers, booleans as booleans.
    static func choice(_ entry: PropertyList) -> Int? {
        guard let chosen = entry["DefaultValue"] else { return nil }
        return entry["Values"]?.elements.firstIndex { same($0, chosen) }
    }

    static func same(_ a: PropertyList, _ b: PropertyList) -> Bool {
        switch (a.value, b.value) {
        case (.string(let x), .string(let y)): x == y
        case (.bool(let x), .bool(let y)): x == y
        default: a.number != nil && a.number == b.number
        }
    }
}
