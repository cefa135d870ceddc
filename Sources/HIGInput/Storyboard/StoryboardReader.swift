import HIGModel

/// Reads an Interface Builder document (`.storyboard`, `.xib`) into table screens.
///
/// - Every table view with `dataMode="static"` (a `tableViewController`'s view or a table view
///   placed in another view) becomes a screen with its sections and cells.
/// - Prototype cells of dynamic tables and the cells of a xib become a *template* screen
///   (`isTemplate`): its rows show the texts the designer typed, which code usually replaces,
///   and every finding on it says so.
/// - Texts keep their object-ID localization key (`Lbl-aa-001.text`, `Sec-aa-001.headerTitle`)
///   and the document's name as their table, so `<locale>.lproj/<Name>.strings` and String
///   Catalogs translate them as Xcode does.
/// - What IB cannot know (what selecting a row does without a segue, texts code sets) stays
///   unknown: nothing is guessed. What the model cannot hold is said in a note.
///
/// Screens are named `<Document> › <scene title>`, so paths stay apart when two storyboards
/// use the same object IDs.
public enum StoryboardReader {
    /// The document's screens and what was left out.
    public struct Document: Sendable {
        public var dump: TableDump
        /// The localization table of the document's texts: its file name without extension.
        public var table: String
        public var notes: [StoryboardNote]
        /// Where each object ID the screens keep went (tables, sections, cells, the labels of
        /// cells), so an overlay keyed by object ID finds its element.
        public var objects: [String: StoryboardObject] = [:]
    }

    public static func read(_ bytes: [UInt8], file: String, limits: InputLimits = .default) throws(SourceError) -> Document {
        let root = try XMLReader.read(bytes, file: file, limits: limits)
        guard root.name == "document", (root.attribute("type") ?? "").contains("InterfaceBuilder") else {
            throw SourceError(file: file, position: root.position, message: "not an Interface Builder document: expected a <document type=\"com.apple.InterfaceBuilder3.CocoaTouch…\"> root element, found <\(root.name)>")
        }
        // Projects keep watchOS and macOS documents beside their iOS ones: skipped, said in a note.
        if let runtime = root.attribute("targetRuntime"), !runtime.hasPrefix("iOS") {
            let note = StoryboardNote(file: file, position: root.position, message: "targetRuntime '\(runtime)' is not iOS; hig-audit reads UIKit documents, so this one is skipped")
            return Document(dump: TableDump(file: file, screens: []), table: table(forDocument: file), notes: [note], objects: [:])
        }
        var builder = Builder(file: file, root: root)
        builder.build()
        // A size or frame no device has is an input error at its position, never a measure.
        if let invalid = builder.invalidValues.first { throw invalid }
        return Document(dump: TableDump(file: file, screens: builder.screens), table: builder.table, notes: builder.notes, objects: builder.objects)
    }

    /// The localization key of an object's property, as Xcode writes it in `.strings` files
    /// and XLIFF units exported for a storyboard: `<object ID>.<property>`.
    public static func localizationKey(objectID: String, property: String) -> String {
        "\(objectID).\(property)"
    }

    /// The localization table of a storyboard or xib: `Base.lproj/Settings.storyboard` → `Settings`.
    public static func table(forDocument path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[..<dot])
    }

    /// Whether `path` names an Interface Builder document this reader takes.
    public static func isDocument(_ path: String) -> Bool {
        path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
    }

    /// Texts a designer types where code puts the real text: IB's defaults (`Label`, `Title`,
    /// `Detail`, `Subtitle`) and marked placeholders (`{name}`, `<value>`).
    public static func isPlaceholder(_ text: String) -> Bool {
        let trimmed = text.trimmingWhitespace
        if ["Label", "Title", "Detail", "Subtitle", "Text", "Button"].contains(trimmed) { return true }
        if trimmed.count >= 2, let first = trimmed.first, let last = trimmed.last {
            return (first == "{" && last == "}") || (first == "<" && last == ">")
        }
        return false
    }
}

/// An object of the document that became part of a screen: which element it is.
public struct StoryboardObject: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case table, section, cell
        /// A label shown as a row's text or secondary text.
        case label(LabelRole)
    }

    public enum LabelRole: String, Hashable, Sendable {
        case text, secondaryText
    }

    public var kind: Kind
    /// Indices into the document's screens, the screen's sections and the section's rows.
    public var screen: Int
    public var section: Int?
    public var row: Int?
    public var position: SourcePosition
    /// A label whose text looked like a placeholder: the text as read (font, lines), which the
    /// screen leaves out until something says what code shows.
    public var placeholder: Text?

    public init(kind: Kind, screen: Int, section: Int? = nil, row: Int? = nil, position: SourcePosition, placeholder: Text? = nil) {
        self.kind = kind
        self.screen = screen
        self.section = section
        self.row = row
        self.position = position
        self.placeholder = placeholder
    }
}

/// Something the reader left out or approximated, at the element it concerns.
public struct StoryboardNote: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var position: SourcePosition
    public var message: String

    public init(file: String, position: SourcePosition, message: String) {
        self.file = file
        self.position = position
        self.message = message
    }

    public var description: String { "\(LogText.name(file)):\(position.line):\(position.column): note: \(message)" }
}

/// Design-time devices IB records (`<device id="retina6_12">`): their portrait width in points
/// and whether their full-screen size class is regular.
enum DesignDevice {
    static let widths: [String: Double] = [
        "retina3_5": 320, "retina4_0": 320, "retina4_7": 375, "retina5_5": 414, "retina5_9": 375,
        "retina6_0": 390, "retina6_1": 414, "retina6_3": 402, "retina6_5": 414, "retina6_7": 428,
        "retina6_12": 393, "retina6_72": 430, "retina6_9": 440, "retina5_4": 375,
        "ipad9_7": 768, "ipad10_2": 810, "ipad10_5": 834, "ipad10_9": 820, "ipad11": 834,
        "ipad12_9": 1024, "ipad12_9rounded": 1024, "ipad10_9rounded": 820, "ipad11_0rounded": 834, "iPad13_0rounded": 1032, "ipad7_9": 768,
    ]
}

private extension String {
    var trimmingWhitespace: Substring {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return slice
    }
}

private struct Builder {
    let file: String
    let root: XMLElement
    let table: String
    let documentName: String
    var screens: [Screen] = []
    var notes: [StoryboardNote] = []
    var usedNames: Set<String> = []
    var deviceWidth: Double = 393
    var regularWidth = false
    var objects: [String: StoryboardObject] = [:]
    /// The labels of the cell read last, by role, with their placeholder text when they had one.
    var cellLabels: [(id: String, role: StoryboardObject.LabelRole, element: XMLElement)] = []
    var placeholders: [String: Text] = [:]
    /// Custom cells' labels whose width cannot be known, with why: said once per document.
    var unmeasured: [(label: XMLElement, reason: String)] = []
    /// Numbers out of range (`pointSize="1e308"`, `width="inf"`), in document order; a class
    /// so the non-mutating readers can record them too.
    private let invalid = InvalidValues()
    var invalidValues: [SourceError] { invalid.errors }

    final class InvalidValues {
        var errors: [SourceError] = []
    }

    /// `attribute` of `element` as a finite number in `range`; out of range or not finite is
    /// recorded (and the value left out). The ranges are the dump format's, so `dump` never
    /// writes what `check` refuses.
    func number(_ element: XMLElement, _ attribute: String, in range: ClosedRange<Double>) -> Double? {
        guard let text = element.attribute(attribute), let value = Double(text) else { return nil }
        guard value.isFinite, range.contains(value) else {
            let shown = text.count > 24 ? String(text.prefix(24)) + "…" : text
            invalid.errors.append(SourceError(file: file, position: element.position, message: "<\(element.name)> \(attribute) must be a finite number from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound)), found '\(LogText.name(shown))'"))
            return nil
        }
        return value
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    init(file: String, root: XMLElement) {
        self.file = file
        self.root = root
        self.table = StoryboardReader.table(forDocument: file)
        self.documentName = file.split(separator: "/").last.map(String.init) ?? file
    }

    mutating func build() {
        if let device = root.element(named: "device"), let id = device.attribute("id") {
            if let width = DesignDevice.widths[id] {
                deviceWidth = width
                regularWidth = id.lowercased().hasPrefix("ipad")
            } else {
                note(device, "design device '\(id)' is not known; the screen is laid out 393 points wide")
            }
        }
        let isXib = file.hasSuffix(".xib")
        guard let objectsRoot = isXib ? root.element(named: "objects") : root.element(named: "scenes") else { return }
        if isXib {
            readXib(objectsRoot)
        } else {
            for scene in objectsRoot.elements(named: "scene") {
                guard let objects = scene.element(named: "objects") else { continue }
                for controller in objects.elements { readController(controller) }
            }
        }
        // Template texts: said once per document, not once per text (the audit leaves out
        // those no translation file keys; see `TemplateTexts`).
        let templateTexts = screens.filter(\.isTemplate).flatMap { $0.table.sections.flatMap(\.rows) }.flatMap { [$0.text, $0.secondaryText].compactMap { $0 } }
        if let first = templateTexts.first {
            let count = templateTexts.count
            notes.append(StoryboardNote(file: file, position: first.source.span.start, message: "\(count) text\(count == 1 ? "" : "s") in prototype or xib cells, which code usually sets, \(count == 1 ? "is" : "are") audited as shipping text only where localized (the object ID's key in a .strings file or String Catalog)"))
        }
        // One note per document, at the first such label, with every label and why.
        if let first = unmeasured.first {
            let count = unmeasured.count
            let listed = unmeasured.prefix(5).map { "'\($0.label.attribute("id") ?? "")' (\($0.reason))" }.joined(separator: "; ")
            note(first.label, "\(count) label\(count == 1 ? "" : "s") of custom cells not measured: the width Auto Layout gives \(count == 1 ? "it" : "them") cannot be known from the document: \(listed)\(count > 5 ? "; …" : "")")
        }
    }

    mutating func readXib(_ objects: XMLElement) {
        // Top-level cells are templates a table registers with `register(_:forCellReuseIdentifier:)`.
        let cells = objects.elements.filter { $0.name == "tableViewCell" }
        if !cells.isEmpty {
            var rows: [Row] = []
            for cell in cells {
                guard let row = readCell(cell, template: true) else { continue }
                register(cell, screen: screens.count, section: 0, row: rows.count)
                rows.append(row)
            }
            appendScreen(title: table, element: cells[0], template: true, table: Table(style: .plain, sections: [Section(rows: rows, source: source(cells[0]))], source: source(cells[0])))
        }
        for object in objects.elements where object.name != "tableViewCell" {
            readTables(in: object, title: object.attribute("userLabel") ?? object.attribute("customClass") ?? table)
        }
    }

    mutating func readController(_ controller: XMLElement) {
        let title = controller.element(named: "navigationItem")?.attribute("title")
            ?? controller.attribute("title")
            ?? controller.attribute("userLabel")
            ?? controller.attribute("customClass")
            ?? controller.attribute("storyboardIdentifier")
            ?? controller.attribute("id")
            ?? controller.name
        readTables(in: controller, title: title)
    }

    /// Every table view at or below `element` that is not inside another table's cell.
    mutating func readTables(in element: XMLElement, title: String) {
        if element.name == "tableView" {
            readTable(element, title: title)
            return
        }
        for child in element.elements where child.name != "tableViewCell" {
            readTables(in: child, title: title)
        }
    }

    mutating func readTable(_ element: XMLElement, title: String) {
        let style: TableStyle = switch element.attribute("style") {
        case "grouped": .grouped
        case "insetGrouped": .insetGrouped
        default: .plain
        }
        // Views above and below the table are drawn by code or IB, not by the table's cells:
        // not modelled, and said so rather than skipped silently.
        for view in element.elements {
            guard let key = view.attribute("key"), key == "tableHeaderView" || key == "tableFooterView" else { continue }
            let labels = collect(in: view, names: ["label"]).count
            note(view, "\(key) is not audited: hig-audit lays out a table's sections and cells, not the views above or below them" + (labels > 0 ? " (\(labels) label\(labels == 1 ? "" : "s") in it not measured)" : ""))
        }
        let tableRowHeight = element.attribute("rowHeight").flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil }
        if element.attribute("dataMode") == "static" {
            var sections: [Section] = []
            if let id = element.attribute("id") { objects[id] = StoryboardObject(kind: .table, screen: screens.count, position: element.position) }
            for sectionElement in element.element(named: "sections")?.elements(named: "tableViewSection") ?? [] {
                var section = Section(source: source(sectionElement))
                let id = sectionElement.attribute("id")
                if let id { objects[id] = StoryboardObject(kind: .section, screen: screens.count, section: sections.count, position: sectionElement.position) }
                section.header = text(of: sectionElement, property: "headerTitle", objectID: id)
                section.footer = text(of: sectionElement, property: "footerTitle", objectID: id)
                for cell in sectionElement.element(named: "cells")?.elements(named: "tableViewCell") ?? [] {
                    guard var row = readCell(cell, template: false) else { continue }
                    if row.rowHeight == nil, let tableRowHeight { row.rowHeight = tableRowHeight }
                    register(cell, screen: screens.count, section: sections.count, row: section.rows.count)
                    section.rows.append(row)
                }
                sections.append(section)
            }
            appendScreen(title: title, element: element, template: false, table: Table(style: style, sections: sections, source: source(element)))
        } else if let prototypes = element.element(named: "prototypes") {
            let cells = prototypes.elements(named: "tableViewCell")
            guard !cells.isEmpty else { return }
            if let id = element.attribute("id") { objects[id] = StoryboardObject(kind: .table, screen: screens.count, position: element.position) }
            var rows: [Row] = []
            for cell in cells {
                guard let row = readCell(cell, template: true) else { continue }
                register(cell, screen: screens.count, section: 0, row: rows.count)
                rows.append(row)
            }
            appendScreen(title: title, element: element, template: true, table: Table(style: style, sections: [Section(rows: rows, source: source(prototypes))], source: source(element)))
        }
    }

    /// A screen is as wide as the design device in portrait: a frame in the document is a design
    /// canvas (landscape, freeform, an 898-pt xib), not a width the app runs at. `--widths`
    /// chooses others.
    mutating func appendScreen(title: String, element: XMLElement, template: Bool, table: Table) {
        var name = "\(documentName) › \(title)"
        if usedNames.contains(name), let id = element.attribute("id") { name += " [\(id)]" }
        usedNames.insert(name)
        let environment = Environment(width: deviceWidth, horizontalSizeClass: regularWidth ? .regular : .compact, source: source(element))
        screens.append(Screen(name: name, environment: environment, table: table, isTemplate: template, source: source(element)))
    }

    // MARK: Cells

    /// Records where the cell just read and its labels went.
    mutating func register(_ cell: XMLElement, screen: Int, section: Int, row: Int) {
        if let id = cell.attribute("id") {
            objects[id] = StoryboardObject(kind: .cell, screen: screen, section: section, row: row, position: cell.position)
        }
        for label in cellLabels {
            objects[label.id] = StoryboardObject(kind: .label(label.role), screen: screen, section: section, row: row, position: label.element.position, placeholder: placeholders[label.id])
        }
        cellLabels = []
    }

    mutating func readCell(_ cell: XMLElement, template: Bool) -> Row? {
        cellLabels = []
        var row = Row(id: cell.attribute("id"), source: source(cell))
        if template, let reuse = cell.attribute("reuseIdentifier"), !reuse.isEmpty { row.id = reuse }
        let contentView = cell.element(named: "tableViewCellContentView")
        let labels = collect(in: contentView, names: ["label"])
        let byID = Dictionary(labels.map { ($0.attribute("id") ?? "", $0) }, uniquingKeysWith: { first, _ in first })

        let style: CellStyle? = switch cell.attribute("style") {
        case "IBUITableViewCellStyleDefault": .default
        case "IBUITableViewCellStyleSubtitle": .subtitle
        case "IBUITableViewCellStyleValue1": .value1
        case "IBUITableViewCellStyleValue2": .value2
        default: nil
        }
        if let configuration = cell.elements.first(where: { $0.attribute("key") == "contentConfiguration" }) {
            let kind: ListContentConfiguration? = switch configuration.attribute("style") ?? configuration.attribute("type") {
            case "cell": .cell
            case "subtitleCell": .subtitleCell
            case "valueCell": .valueCell
            case "sidebarCell": .sidebarCell
            case "sidebarSubtitleCell": .sidebarSubtitleCell
            case "accompaniedSidebarCell": .accompaniedSidebarCell
            default: nil
            }
            if let kind {
                row.content = .configuration(kind)
                row.text = text(of: configuration, property: "text", objectID: configuration.attribute("id") ?? cell.attribute("id"))
                row.secondaryText = text(of: configuration, property: "secondaryText", objectID: configuration.attribute("id") ?? cell.attribute("id"))
            } else {
                note(configuration, "content configuration '\(configuration.attribute("style") ?? configuration.name)' is not known; the cell is read as a default style cell")
            }
        } else if let style {
            row.content = .style(style)
            if let id = cell.attribute("textLabel"), let label = byID[id] {
                row.text = labelText(label, custom: false)
                cellLabels.append((id, .text, label))
            }
            if let id = cell.attribute("detailTextLabel"), let label = byID[id] {
                row.secondaryText = labelText(label, custom: false)
                cellLabels.append((id, .secondaryText, label))
            }
        } else if !labels.isEmpty || contentView.map({ !collect(in: $0, names: Builder.controls).isEmpty }) == true {
            row.content = .style(.custom)
            // A titled button's title is a text like a label's (after the labels: the model
            // holds two texts per row).
            let titled = labels.count < 2 ? collect(in: contentView, names: ["button"]).filter { Builder.buttonTitle($0) != nil } : []
            let texts = Array((labels + titled).prefix(2))
            for (index, element) in texts.enumerated() {
                let text = element.name == "button" ? buttonText(element) : labelText(element, custom: true)
                if index == 0 { row.text = text } else { row.secondaryText = text }
                if let id = element.attribute("id") { cellLabels.append((id, index == 0 ? .text : .secondaryText, element)) }
            }
            for extra in labels.dropFirst(2) {
                note(extra, "label '\(extra.attribute("id") ?? "")' is a third text of a custom cell; the model holds two texts per row, so it is not audited")
            }
            if let contentView {
                solveWidths(contentView, labels: texts, into: &row)
            }
        }

        row.accessoryType = accessoryType(cell.attribute("accessoryType"))
        if let editing = cell.attribute("editingAccessoryType") {
            row.editingAccessoryType = accessoryType(editing)
        }
        switch cell.attribute("selectionStyle") {
        case "none": row.selectionStyle = .none
        case "blue": row.selectionStyle = .blue
        case "gray": row.selectionStyle = .gray
        default: break
        }
        if let level = cell.attribute("indentationLevel").flatMap(Int.init), level > 0 {
            row.indentationLevel = min(level, 1_000)
        }
        if let width = cell.attribute("indentationWidth").flatMap(Double.init), width >= 0, width <= 1_000 {
            row.indentationWidth = width
        }
        if let height = cell.attribute("rowHeight").flatMap(Double.init), height > 0 {
            row.rowHeight = height
        }
        // A segue from the cell itself fires on selection: the row navigates.
        if let segues = cell.element(named: "connections")?.elements(named: "segue") {
            if segues.contains(where: { ($0.attribute("trigger") ?? "") != "accessoryAction" && !["relationship", "embed", "unwind"].contains($0.attribute("kind") ?? "") }) {
                row.selectionAction = .navigates
            }
        }
        // A row IB draws without a highlight and with no segue is, by design, one the user does
        // not select (a switch row, an information row). Code may still handle a tap; stating
        // that is the team's (docs/storyboards.md), not a guess made here.
        if row.selectionStyle == .none, row.selectionAction == nil {
            row.isSelectable = false
        }
        if let accessibility = cell.element(named: "accessibility") {
            if let label = accessibility.attribute("label"), !label.isEmpty { row.accessibilityLabel = label }
            if let identifier = accessibility.attribute("identifier"), !identifier.isEmpty { row.accessibilityIdentifier = identifier }
            if let traits = accessibility.element(named: "accessibilityTraits") {
                row.accessibilityTraits = traits.attributes.filter { $0.value == "YES" && $0.name != "key" }.map(\.name)
            }
        }
        // The image of a style cell.
        if let imageID = cell.attribute("imageView"), let imageView = collect(in: contentView, names: ["imageView"]).first(where: { $0.attribute("id") == imageID }) {
            row.image = image(imageView)
        } else if let imageName = cell.attribute("image"), !imageName.isEmpty {
            row.image = CellImage(kind: .bitmap, source: source(cell))
        }
        if let contentView { readControls(contentView, into: &row) }
        if let accessoryView = cell.elements.first(where: { $0.attribute("key") == "accessoryView" }) {
            row.accessoryView = accessory(accessoryView)
        }
        return row
    }

    func accessoryType(_ name: String?) -> AccessoryType {
        switch name {
        case "disclosureIndicator": .disclosureIndicator
        case "detailDisclosureButton": .detailDisclosureButton
        case "checkmark": .checkmark
        case "detailButton": .detailButton
        default: .none
        }
    }

    static let controls: Set<String> = ["switch", "stepper", "segmentedControl", "slider", "activityIndicatorView", "button", "textField", "textView", "datePicker"]
    /// Controls the model has no member for: said in a note.
    static let unmodelled: Set<String> = ["textField", "textView", "datePicker"]

    /// Controls inside the content view: the trailing switch, stepper, segmented control,
    /// slider, activity indicator or button stands for the row's accessory view; a text field
    /// is said in a note.
    mutating func readControls(_ contentView: XMLElement, into row: inout Row) {
        let controls = collect(in: contentView, names: Builder.controls)
        for control in controls where Builder.unmodelled.contains(control.name) {
            note(control, "\(control.name) in a cell is not modelled: the audit does not see the room it takes")
        }
        let texts = Set(cellLabels.map(\.id))
        let candidates = controls.filter { !Builder.unmodelled.contains($0.name) && !texts.contains($0.attribute("id") ?? "") }
        guard row.accessoryView == nil, let trailing = candidates.max(by: { (frame($0)?.x ?? 0) < (frame($1)?.x ?? 0) }) else { return }
        row.accessoryView = accessory(trailing)
        row.accessoryView?.isInContentView = true
    }

    func accessory(_ element: XMLElement) -> AccessoryView {
        let kind: AccessoryViewKind = switch element.name {
        case "switch": .switch
        case "stepper": .stepper
        case "segmentedControl": .segmentedControl
        case "slider": .slider
        case "activityIndicatorView": .activityIndicator
        case "button": .button
        case "imageView": .image
        case "label": .label
        default: .other
        }
        let defaults: (Double, Double) = switch kind {
        case .switch: (51, 31)
        case .stepper: (94, 32)
        case .activityIndicator: (20, 20)
        default: (44, 44)
        }
        let size = viewFrame(element)
        var view = AccessoryView(
            kind: kind, width: size.map { $0.width > 0 ? $0.width : defaults.0 } ?? defaults.0,
            height: size.map { $0.height > 0 ? $0.height : defaults.1 } ?? defaults.1, source: source(element))
        if kind == .button {
            let titled = element.elements(named: "state").contains { ($0.attribute("title") ?? "").isEmpty == false }
                || element.elements.contains { $0.name == "buttonConfiguration" && ($0.attribute("title") ?? "").isEmpty == false }
            // An image: `<state image=…>`, or an `<imageReference key="image">` in the state or
            // the button configuration. A button with neither shows nothing: not an icon.
            let imaged = element.elements(named: "state").contains { ($0.attribute("image") ?? "").isEmpty == false || $0.elements.contains { $0.name == "imageReference" } }
                || element.elements.contains { $0.name == "buttonConfiguration" && (($0.attribute("image") ?? "").isEmpty == false || $0.elements.contains { $0.name == "imageReference" }) }
            view.isIconOnly = !titled && imaged
        }
        if let label = element.element(named: "accessibility")?.attribute("label"), !label.isEmpty {
            view.accessibilityLabel = label
        }
        return view
    }

    func image(_ element: XMLElement) -> CellImage {
        let symbol = element.elements.contains { $0.name == "imageReference" && $0.attribute("catalog") == "system" }
        let size = viewFrame(element)
        var image = CellImage(kind: symbol ? .symbol : .bitmap, source: source(element))
        if let size, size.width > 0, size.height > 0 {
            image.width = size.width
            image.height = size.height
        }
        return image
    }

    /// The width of each of a custom cell's (first two) labels, as Auto Layout or the
    /// autoresizing mask gives it (`HorizontalLayoutReader`); unknown widths are counted.
    mutating func solveWidths(_ contentView: XMLElement, labels: [XMLElement], into row: inout Row) {
        guard var solver = HorizontalLayoutReader(contentView: contentView) else {
            if row.text != nil { row.text?.widthUnknown = "the content view has no id, so its constraints cannot be read" }
            if row.secondaryText != nil { row.secondaryText?.widthUnknown = "the content view has no id, so its constraints cannot be read" }
            return
        }
        let ids = labels.map { $0.attribute("id") ?? "" }
        solver.textIDs = Set(ids)
        for (index, label) in labels.enumerated() {
            let isSecondary = index == 1
            guard (isSecondary ? row.secondaryText : row.text) != nil, let id = label.attribute("id") else { continue }
            var text = isSecondary ? row.secondaryText! : row.text!
            switch solver.width(of: id) {
            case .fixed(let width):
                text.width = width
            case .autoLayout(var width, let competitor):
                if let competitor {
                    let outcome = solver.outcome(of: id, against: competitor)
                    if let other = ids.firstIndex(of: competitor), other != index {
                        width.competitor = AutoLayoutWidth.Competitor(isSecondaryText: other == 1, outcome: outcome)
                    } else if outcome != .competitorGivesWay {
                        text.widthUnknown = "it shares its row with label '\(competitor)', whose text the audit does not hold"
                    }
                }
                if text.widthUnknown == nil { text.autoLayoutWidth = width }
            case .unknown(let reason):
                text.widthUnknown = reason
            }
            // A button's title gets the button's width less its content and title insets.
            if label.name == "button", text.widthUnknown == nil {
                let insets = Builder.horizontalInsets(label)
                if let width = text.width { text.width = max(0, width - insets) }
                if var width = text.autoLayoutWidth {
                    width.constant -= insets
                    width.maximum = width.maximum.map { max(0, $0 - insets) }
                    text.autoLayoutWidth = width
                }
            }
            if isSecondary { row.secondaryText = text } else { row.text = text }
        }
        // A text whose competitor's width is unknown is unknown too: what it gets depends on
        // the other's.
        for isSecondary in [false, true] {
            guard let text = isSecondary ? row.secondaryText : row.text, text.widthUnknown == nil,
                  let competitor = text.autoLayoutWidth?.competitor,
                  (competitor.isSecondaryText ? row.secondaryText : row.text)?.widthUnknown != nil else { continue }
            let reason = "it shares its row with '\(ids[competitor.isSecondaryText ? 1 : 0])', whose width is unknown"
            if isSecondary { row.secondaryText?.autoLayoutWidth = nil; row.secondaryText?.widthUnknown = reason } else { row.text?.autoLayoutWidth = nil; row.text?.widthUnknown = reason }
        }
        for (index, label) in labels.enumerated() {
            if let reason = (index == 1 ? row.secondaryText : row.text)?.widthUnknown { unmeasured.append((label, reason)) }
        }
    }

    // MARK: Texts

    /// The normal-state title of a button: `<state key="normal" title=…>` of a button in the
    /// default style, or the `title` of its `<buttonConfiguration>`.
    static func buttonTitle(_ button: XMLElement) -> String? {
        let title = button.elements(named: "state").filter { $0.attribute("key") == "normal" }.lazy.compactMap { $0.attribute("title") }.first
            ?? button.elements.first { $0.name == "buttonConfiguration" }?.attribute("title")
        return title.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The points a button's title does not get of the button's width: its
    /// `contentEdgeInsets` and `titleEdgeInsets` (both zero unless IB writes an `<inset>`;
    /// Apple's `UIButton.contentEdgeInsets` documentation, grade A), and the image beside it.
    static func horizontalInsets(_ button: XMLElement) -> Double {
        button.elements.filter { $0.name == "inset" && ["contentEdgeInsets", "titleEdgeInsets"].contains($0.attribute("key") ?? "") }
            .reduce(0) { sum, inset in
                sum + [inset.attribute("minX"), inset.attribute("maxX")].reduce(0) { $0 + max(0, $1.flatMap(Double.init).flatMap { $0.isFinite && $0 < 10_000 ? $0 : nil } ?? 0) }
            }
    }

    /// A button's title as a text of the row, read as a label is: the button's own font and
    /// line break mode (UIKit's default for a title is one line, truncated in the middle:
    /// Apple's `UIButton.titleLabel` documentation, grade A), its localization key as Xcode
    /// writes it (`<id>.normalTitle`, `<id>.configuration.title`). What the document does not
    /// say — the font and insets of a button configuration, which UIKit chooses at run time,
    /// or the room an image beside the title takes — makes the width unknown.
    mutating func buttonText(_ button: XMLElement) -> Text? {
        guard let string = Builder.buttonTitle(button) else { return nil }
        let configuration = button.elements.first { $0.name == "buttonConfiguration" }
        var text = Text(string, source: source(button))
        if let id = button.attribute("id") {
            text.localizationKey = StoryboardReader.localizationKey(objectID: id, property: configuration == nil ? "normalTitle" : "configuration.title")
            text.localizationTable = table
        }
        text.numberOfLines = 1
        switch button.attribute("lineBreakMode") {
        case "tailTruncation": text.lineBreakMode = .byTruncatingTail
        case "headTruncation": text.lineBreakMode = .byTruncatingHead
        case "wordWrap": text.lineBreakMode = .byWordWrapping
        case "characterWrap": text.lineBreakMode = .byCharWrapping
        case "clip": text.lineBreakMode = .byClipping
        default: text.lineBreakMode = .byTruncatingMiddle
        }
        let imaged = button.elements(named: "state").contains { ($0.attribute("image") ?? "").isEmpty == false || $0.elements.contains { $0.name == "imageReference" } }
            || (configuration.map { ($0.attribute("image") ?? "").isEmpty == false || $0.elements.contains { $0.name == "imageReference" } } ?? false)
        if configuration != nil {
            text.widthUnknown = "its title's font and insets come from a button configuration, which UIKit sets at run time"
        } else if imaged {
            text.widthUnknown = "the button shows an image beside its title, whose room the document does not say"
        } else if let description = button.elements.first(where: { $0.name == "fontDescription" }) {
            text.font = font(description, adjusts: button.attribute("adjustsFontForContentSizeCategory") == "YES")
            if let custom = description.attribute("name"), description.attribute("type") == nil, !custom.isEmpty { text.fontName = custom }
        } else {
            text.widthUnknown = "the button's title font is not in the document"
        }
        if StoryboardReader.isPlaceholder(string) {
            note(button, "title \"\(string)\" looks like a placeholder code replaces; not audited as shipping text")
            if let id = button.attribute("id") { placeholders[id] = text }
            return nil
        }
        return text
    }

    /// A section title, or another string property IB writes as an attribute or a `<string key=…>`.
    mutating func text(of element: XMLElement, property: String, objectID: String?) -> Text? {
        guard let string = value(of: element, key: property), !string.isEmpty else { return nil }
        if StoryboardReader.isPlaceholder(string) {
            note(element, "\(property) \"\(string)\" looks like a placeholder code replaces; not audited as shipping text")
            return nil
        }
        var text = Text(string, source: source(element))
        if let objectID {
            text.localizationKey = StoryboardReader.localizationKey(objectID: objectID, property: property)
            text.localizationTable = table
        }
        return text
    }

    mutating func labelText(_ label: XMLElement, custom: Bool) -> Text? {
        var string = value(of: label, key: "text")
        if string == nil, let attributed = label.elements.first(where: { $0.name == "attributedString" && $0.attribute("key") == "attributedText" }) {
            string = attributed.elements(named: "fragment").map { $0.attribute("content") ?? value(of: $0, key: "content") ?? "" }.joined()
            note(label, "attributed text read as plain text; its fonts are not modelled")
        }
        guard let string, !string.isEmpty else { return nil }
        // A placeholder's label is read in full for an overlay, without notes on its font.
        let notesBefore = notes.count
        var text = Text(string, source: source(label))
        if let id = label.attribute("id") {
            text.localizationKey = StoryboardReader.localizationKey(objectID: id, property: "text")
            text.localizationTable = table
        }
        if let lines = label.attribute("numberOfLines").flatMap(Int.init), lines >= 0 {
            text.numberOfLines = lines
        } else if custom {
            text.numberOfLines = 1
        }
        switch label.attribute("lineBreakMode") {
        case "tailTruncation": text.lineBreakMode = custom ? .byTruncatingTail : nil
        case "headTruncation": text.lineBreakMode = .byTruncatingHead
        case "middleTruncation": text.lineBreakMode = .byTruncatingMiddle
        case "wordWrap": text.lineBreakMode = .byWordWrapping
        case "characterWrap": text.lineBreakMode = .byCharWrapping
        case "clip": text.lineBreakMode = .byClipping
        default: break
        }
        if let description = label.elements.first(where: { $0.name == "fontDescription" }) {
            text.font = font(description, adjusts: label.attribute("adjustsFontForContentSizeCategory") == "YES")
            if let custom = description.attribute("name"), description.attribute("type") == nil, !custom.isEmpty {
                text.fontName = custom
            }
        }
        // Xcode writes autoshrink on as a minimum scale (or, in old documents, a minimum font
        // size) with no `adjustsFontSizeToFit` attribute, and off as `adjustsFontSizeToFit="NO"`.
        let shrinks = label.attribute("adjustsFontSizeToFit").map { $0 == "YES" }
            ?? (label.attribute("minimumScaleFactor") != nil || label.attribute("minimumFontSize") != nil)
        if shrinks {
            text.adjustsFontSizeToFitWidth = true
            if let scale = label.attribute("minimumScaleFactor").flatMap(Double.init), scale >= 0, scale <= 1 {
                text.minimumScaleFactor = scale
            } else if let minimum = label.attribute("minimumFontSize").flatMap(Double.init), case .fixed(let size, _)? = text.font, size > 0, minimum > 0 {
                // Documents from before iOS 6 give a minimum size instead of a scale.
                text.minimumScaleFactor = min(1, minimum / size)
            }
        }
        if StoryboardReader.isPlaceholder(string) {
            notes.removeSubrange(notesBefore...)
            note(label, "text \"\(string)\" looks like a placeholder code replaces; not audited as shipping text")
            // Kept for an overlay that says what code shows in this label.
            if let id = label.attribute("id") { placeholders[id] = text }
            return nil
        }
        return text
    }

    /// `<fontDescription>`: a text style, a system font with size and weight, or a custom font
    /// (measured as the system font of its size, with a note). Point size 0 is the cell's default.
    mutating func font(_ description: XMLElement, adjusts: Bool) -> TextFont? {
        if let style = description.attribute("style") {
            let name = style.hasPrefix("UICTFontTextStyle") ? String(style.dropFirst("UICTFontTextStyle".count)) : style
            let known: TextStyle? = switch name {
            case "Title0", "LargeTitle": .largeTitle
            case "Title1": .title1
            case "Title2": .title2
            case "Title3": .title3
            case "Headline": .headline
            case "Body": .body
            case "Callout": .callout
            case "Subhead", "Subheadline": .subheadline
            case "Footnote": .footnote
            case "Caption1": .caption1
            case "Caption2": .caption2
            default: nil
            }
            guard let known else {
                note(description, "text style '\(style)' is not known; the cell's default font is used")
                return nil
            }
            if !adjusts {
                note(description, "text style without adjustsFontForContentSizeCategory: the label keeps the size it had when it was loaded until code updates it")
            }
            return .textStyle(known, weight: nil)
        }
        // The dump format's font size range (at most 200 pt); 0 is IB's "no size".
        let size = number(description, "pointSize", in: 0...200) ?? 0
        guard size > 0 else { return nil }
        var weight: FontWeight = switch description.attribute("type") {
        case "boldSystem": .bold
        default: .regular
        }
        if let named = description.attribute("weight"), let known = FontWeight(rawValue: named) { weight = known }
        if let custom = description.attribute("name"), description.attribute("type") == nil {
            if !Text.isSystemFontName(custom) {
                note(description, "custom font '\(custom)': hig-audit has metrics for the system font only, so texts in it are not measured (no truncation or wrapping verdict) rather than guessed")
            }
            let lower = custom.lowercased()
            // The weight a face's name spells, most specific first (DemiBold before Bold).
            let named: [(String, FontWeight)] = [
                ("ultralight", .ultraLight), ("thin", .thin), ("light", .light), ("semibold", .semibold), ("demibold", .semibold),
                ("extrabold", .heavy), ("bold", .bold), ("heavy", .heavy), ("black", .black), ("medium", .medium),
            ]
            if let match = named.first(where: { lower.contains($0.0) }) { weight = match.1 }
        }
        return .fixed(size: size, weight: weight)
    }

    // MARK: Helpers

    /// An attribute, or the `<string key="…">` child IB writes for multi-line values.
    func value(of element: XMLElement, key: String) -> String? {
        if let attribute = element.attribute(key) { return attribute }
        return element.elements.first { $0.name == "string" && $0.attribute("key") == key }?.text
    }

    func frame(_ element: XMLElement) -> (x: Double, width: Double, height: Double)? {
        guard let rect = element.elements.first(where: { $0.name == "rect" && $0.attribute("key") == "frame" }) else { return nil }
        // Widths within the dump format's 10,000 pt; positions and heights finite (a scroll
        // view's content can be tall, so only a bound no screen reaches).
        return (number(rect, "x", in: -1e6...1e6) ?? 0, number(rect, "width", in: 0...10_000) ?? 0, number(rect, "height", in: 0...1e6) ?? 0)
    }

    /// `frame` of an accessory or image view: its width and height within the dump format's
    /// 1,000 pt for such views.
    func viewFrame(_ element: XMLElement) -> (x: Double, width: Double, height: Double)? {
        guard let rect = element.elements.first(where: { $0.name == "rect" && $0.attribute("key") == "frame" }) else { return nil }
        return (number(rect, "x", in: -1e6...1e6) ?? 0, number(rect, "width", in: 0...1_000) ?? 0, number(rect, "height", in: 0...1_000) ?? 0)
    }

    /// Elements with one of `names` under `element` (through `subviews` and stack views), in
    /// document order, not descending into the matches.
    func collect(in element: XMLElement?, names: Set<String>) -> [XMLElement] {
        guard let element else { return [] }
        var found: [XMLElement] = []
        func walk(_ node: XMLElement) {
            for child in node.elements {
                if names.contains(child.name) {
                    found.append(child)
                } else if child.name != "tableView" && child.name != "collectionView" {
                    walk(child)
                }
            }
        }
        walk(element)
        return found
    }

    func source(_ element: XMLElement) -> SourceInfo {
        SourceInfo(file: file, span: SourceSpan(start: element.position, end: element.position))
    }

    mutating func note(_ element: XMLElement, _ message: String) {
        notes.append(StoryboardNote(file: file, position: element.position, message: message))
    }
}

private extension Double {
    var formatted: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}
