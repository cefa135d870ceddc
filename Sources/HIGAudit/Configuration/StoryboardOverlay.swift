import HIGInput
import HIGModel

/// What code does to a storyboard screen, stated in `.hig-audit.yml` under `storyboards`, so the
/// audit sees the screen people see without anyone editing the storyboard: selection handled in
/// `didSelectRowAt`, rows hidden or added, texts replaced, `selectionStyle` forced.
///
/// An entry names a document and one of its objects (a cell, label or section ID, as in the
/// storyboard's XML and its `.strings` keys) or an element path, and the changes:
///
/// ```yaml
/// storyboards:
///   - document: Settings.storyboard
///     object: Cel-aa-002
///     selectionAction: togglesCheckmark
/// ```
///
/// Entries are applied after the document is read, in file order; every target is found in the
/// document as read, before anything is hidden or added.
public struct StoryboardOverlay: Hashable, Sendable {
    public enum Target: Hashable, Sendable {
        /// An object ID of the document.
        case object(String)
        /// An element path as reports print it: `Settings.storyboard › Settings/section[0]/row[Cel-aa-002]`,
        /// with or without the screen in front.
        case path(String)
    }

    /// A text code shows instead: its string, and the key code looks it up by, if any.
    public struct ReplacementText: Hashable, Sendable {
        public var string: String
        public var localizationKey: String?
        public var localizationTable: String?
    }

    /// A row code adds after the target cell: a copy of the cell with these texts.
    public struct AddedRow: Hashable, Sendable {
        public var id: String?
        public var text: ReplacementText?
        public var secondaryText: ReplacementText?
    }

    /// One change, with where it is written.
    public enum Change: Hashable, Sendable {
        case hidden
        case text(ReplacementText)
        case secondaryText(ReplacementText)
        case header(ReplacementText)
        case footer(ReplacementText)
        case selectionAction(SelectionAction)
        case isSelectable(Bool)
        case selectionStyle(SelectionStyle)
        case accessoryType(AccessoryType)
        case accessibilityLabel(String)
        case addRows([AddedRow])

        /// The key it is written under.
        var key: String {
            switch self {
            case .hidden: "hidden"
            case .text: "text"
            case .secondaryText: "secondaryText"
            case .header: "header"
            case .footer: "footer"
            case .selectionAction: "selectionAction"
            case .isSelectable: "isSelectable"
            case .selectionStyle: "selectionStyle"
            case .accessoryType: "accessoryType"
            case .accessibilityLabel: "accessibilityLabel"
            case .addRows: "addRows"
            }
        }
    }

    /// The document's file name (`Settings.storyboard`), or the end of its path when two
    /// documents share a name (`Onboarding/Base.lproj/Settings.storyboard`).
    public var document: String
    public var target: Target
    public var changes: [(change: Change, position: SourcePosition)]
    /// The configuration file, and where the entry starts in it.
    public var file: String
    public var position: SourcePosition

    public init(document: String, target: Target, changes: [(change: Change, position: SourcePosition)], file: String, position: SourcePosition) {
        self.document = document
        self.target = target
        self.changes = changes
        self.file = file
        self.position = position
    }

    public static func == (lhs: StoryboardOverlay, rhs: StoryboardOverlay) -> Bool {
        lhs.document == rhs.document && lhs.target == rhs.target && lhs.file == rhs.file && lhs.position == rhs.position
            && lhs.changes.map(\.change) == rhs.changes.map(\.change)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(document)
        hasher.combine(target)
        hasher.combine(position)
    }

    /// The keys an entry may have, in the order the docs present them.
    static let keys = [
        "document", "object", "path", "hidden", "text", "secondaryText", "header", "footer", "selectionAction",
        "isSelectable", "selectionStyle", "accessoryType", "accessibilityLabel", "addRows",
    ]

    /// Whether the entry is about the document at `path`.
    public func applies(toDocument path: String) -> Bool {
        path == document || path.hasSuffix("/" + document)
    }

    /// `file:line:col: severity: message` at the entry or one of its changes.
    func diagnostic(_ severity: String, _ message: String, at position: SourcePosition? = nil) -> String {
        let at = position ?? self.position
        return "\(file):\(at.line):\(at.column): \(severity): \(message)"
    }
}

/// Applies overlays to the storyboards of a run and says which ones matched nothing.
public struct StoryboardOverlayRun: Sendable {
    public let overlays: [StoryboardOverlay]
    /// Which overlays found their document, and which their element.
    private var documentMatched: [Bool]
    private var elementMatched: [Bool]

    public init(_ overlays: [StoryboardOverlay]) {
        self.overlays = overlays
        documentMatched = Array(repeating: false, count: overlays.count)
        elementMatched = Array(repeating: false, count: overlays.count)
    }

    /// Applies the overlays about `input`'s document to it. A change the target cannot take
    /// (`selectionStyle` on a section) is an error: the configuration says something that
    /// cannot be true.
    public mutating func apply(to input: inout StoryboardImport) throws(ConfigurationError) {
        guard let path = input.document, !overlays.isEmpty else { return }
        var edits = OverlayEdits(screens: input.dump.screens)
        for (index, overlay) in overlays.enumerated() where overlay.applies(toDocument: path) {
            documentMatched[index] = true
            guard let place = Self.resolve(overlay.target, objects: input.objects, screens: input.dump.screens) else { continue }
            elementMatched[index] = true
            for (change, position) in overlay.changes {
                try edits.apply(change, to: place, overlay: overlay, at: position)
            }
        }
        input.dump.screens = edits.result()
    }

    /// What the run says about overlays that matched nothing: a warning for an ID or path the
    /// document does not have (the storyboard changed, or a typo), as SwiftLint warns of a
    /// `swiftlint:disable` that disables nothing; a note for a document no input of the run is.
    public func diagnostics() -> (warnings: [String], notes: [String]) {
        var warnings: [String] = []
        var notes: [String] = []
        for (index, overlay) in overlays.enumerated() {
            if !documentMatched[index] {
                notes.append(overlay.diagnostic("note", "no storyboard or xib read in this run is '\(overlay.document)'; this overlay entry was not applied"))
            } else if !elementMatched[index] {
                let what = switch overlay.target {
                case .object(let id): "object ID '\(id)'"
                case .path(let path): "element path '\(path)'"
                }
                warnings.append(overlay.diagnostic("warning", "\(what) matches nothing hig-audit reads in '\(overlay.document)'; this overlay entry was not applied (the storyboard may have changed)"))
            }
        }
        return (warnings, notes)
    }

    /// The element a target names in the document as read.
    static func resolve(_ target: StoryboardOverlay.Target, objects: [String: StoryboardObject], screens: [Screen]) -> OverlayPlace? {
        switch target {
        case .object(let id):
            guard let object = objects[id] else { return nil }
            return OverlayPlace(object)
        case .path(let path):
            for (screenIndex, screen) in screens.enumerated() {
                let root = ElementPath(screen: screen.name)
                func matches(_ element: ElementPath) -> Bool { path == element.key || path == element.componentsKey }
                if matches(root.appending(.table)) || path == screen.name { return OverlayPlace(kind: .table, screen: screenIndex) }
                for (sectionIndex, section) in screen.table.sections.enumerated() {
                    let sectionPath = root.appending(.section(sectionIndex))
                    if matches(sectionPath) { return OverlayPlace(kind: .section, screen: screenIndex, section: sectionIndex) }
                    for (rowIndex, row) in section.rows.enumerated() {
                        let rowPath = sectionPath.appending(.row(rowIndex, id: row.id))
                        if matches(rowPath) { return OverlayPlace(kind: .cell, screen: screenIndex, section: sectionIndex, row: rowIndex) }
                        for role in [StoryboardObject.LabelRole.text, .secondaryText] where matches(rowPath.appending(role == .text ? .text : .secondaryText)) {
                            // The label's object, when the document has one, knows its placeholder text.
                            let label = objects.values.first { $0.kind == .label(role) && $0.screen == screenIndex && $0.section == sectionIndex && $0.row == rowIndex }
                            return OverlayPlace(kind: .label(role), screen: screenIndex, section: sectionIndex, row: rowIndex, placeholder: label?.placeholder)
                        }
                    }
                }
            }
            return nil
        }
    }
}

/// The element an overlay entry changes.
struct OverlayPlace {
    var kind: StoryboardObject.Kind
    var screen: Int
    var section: Int?
    var row: Int?
    var placeholder: Text?

    init(kind: StoryboardObject.Kind, screen: Int, section: Int? = nil, row: Int? = nil, placeholder: Text? = nil) {
        self.kind = kind
        self.screen = screen
        self.section = section
        self.row = row
        self.placeholder = placeholder
    }

    init(_ object: StoryboardObject) {
        self.init(kind: object.kind, screen: object.screen, section: object.section, row: object.row, placeholder: object.placeholder)
    }

    var what: String {
        switch kind {
        case .table: "a table"
        case .section: "a section"
        case .cell: "a cell"
        case .label: "a label"
        }
    }
}

/// The screens being changed. Rows and sections are hidden and added at the end, so every
/// entry finds its target where the document put it.
struct OverlayEdits {
    var screens: [Screen]
    var hiddenSections: Set<[Int]> = []
    var hiddenRows: Set<[Int]> = []
    var addedRows: [[Int]: [Row]] = [:]

    init(screens: [Screen]) { self.screens = screens }

    mutating func apply(_ change: StoryboardOverlay.Change, to place: OverlayPlace, overlay: StoryboardOverlay, at position: SourcePosition) throws(ConfigurationError) {
        func refuse(_ takes: String) -> ConfigurationError {
            ConfigurationError(file: overlay.file, position: position, message: "'\(change.key)' applies to \(takes); the target of this entry is \(place.what)")
        }
        let container: SourceInfo = if let section = place.section {
            place.row.map { screens[place.screen].table.sections[section].rows[$0].source } ?? screens[place.screen].table.sections[section].source
        } else {
            screens[place.screen].table.source
        }
        func text(_ replacement: StoryboardOverlay.ReplacementText, like old: Text?) -> Text {
            // The label keeps its font, lines and place in the storyboard (findings point at
            // it); the string and its translations are code's.
            var text = old ?? Text("", source: container)
            text.string = replacement.string
            text.localizationKey = replacement.localizationKey
            text.localizationTable = replacement.localizationKey == nil ? nil : replacement.localizationTable
            text.localizations = []
            return text
        }
        switch (change, place.kind) {
        case (.hidden, .section):
            hiddenSections.insert([place.screen, place.section!])
        case (.hidden, .cell):
            hiddenRows.insert([place.screen, place.section!, place.row!])
        case (.hidden, .label(let role)):
            updateRow(place) { row in
                if role == .text { row.text = nil } else { row.secondaryText = nil }
            }
        case (.text(let replacement), .label(let role)):
            updateRow(place) { row in
                let old = (role == .text ? row.text : row.secondaryText) ?? place.placeholder
                if role == .text { row.text = text(replacement, like: old) } else { row.secondaryText = text(replacement, like: old) }
            }
        case (.text(let replacement), .cell):
            updateRow(place) { row in row.text = text(replacement, like: row.text) }
        case (.secondaryText(let replacement), .cell):
            updateRow(place) { row in row.secondaryText = text(replacement, like: row.secondaryText) }
        case (.header(let replacement), .section):
            screens[place.screen].table.sections[place.section!].header = text(replacement, like: screens[place.screen].table.sections[place.section!].header)
        case (.footer(let replacement), .section):
            screens[place.screen].table.sections[place.section!].footer = text(replacement, like: screens[place.screen].table.sections[place.section!].footer)
        case (.selectionAction(let action), .cell):
            updateRow(place) { row in
                row.selectionAction = action
                // Code that handles a tap makes the row selectable, whatever IB drew.
                if action != .none { row.isSelectable = true }
            }
        case (.isSelectable(let selectable), .cell):
            updateRow(place) { $0.isSelectable = selectable }
        case (.selectionStyle(let style), .cell):
            updateRow(place) { $0.selectionStyle = style }
        case (.accessoryType(let type), .cell):
            updateRow(place) { $0.accessoryType = type }
        case (.accessibilityLabel(let label), .cell):
            updateRow(place) { $0.accessibilityLabel = label }
        case (.addRows(let added), .cell):
            let original = screens[place.screen].table.sections[place.section!].rows[place.row!]
            var rows: [Row] = []
            for (index, spec) in added.enumerated() {
                var row = original
                row.id = spec.id ?? original.id.map { "\($0)+\(index + 1)" }
                if let value = spec.text { row.text = text(value, like: original.text) }
                if let value = spec.secondaryText { row.secondaryText = text(value, like: original.secondaryText) }
                rows.append(row)
            }
            addedRows[[place.screen, place.section!, place.row!], default: []] += rows
        case (.hidden, _): throw refuse("a section, a cell or a label")
        case (.text, _): throw refuse("a cell or a label")
        case (.header, _), (.footer, _): throw refuse("a section")
        default: throw refuse("a cell")
        }
    }

    mutating func updateRow(_ place: OverlayPlace, _ body: (inout Row) -> Void) {
        body(&screens[place.screen].table.sections[place.section!].rows[place.row!])
    }

    /// The screens with hidden rows and sections taken out and added rows put in.
    func result() -> [Screen] {
        var screens = screens
        for screenIndex in screens.indices {
            var sections: [Section] = []
            for (sectionIndex, section) in screens[screenIndex].table.sections.enumerated() where !hiddenSections.contains([screenIndex, sectionIndex]) {
                var section = section
                var rows: [Row] = []
                for (rowIndex, row) in section.rows.enumerated() {
                    let key = [screenIndex, sectionIndex, rowIndex]
                    if !hiddenRows.contains(key) { rows.append(row) }
                    rows += addedRows[key] ?? []
                }
                section.rows = rows
                sections.append(section)
            }
            screens[screenIndex].table.sections = sections
        }
        return screens
    }
}
