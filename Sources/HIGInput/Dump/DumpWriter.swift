import HIGModel

/// Writes screens as a format-v1 table dump (docs/dump-format.md): what `hig-audit dump`
/// prints, so a team can see, edit and commit what was read. Members at their default are left
/// out; member order is fixed, so the same screens always give the same bytes. Reading the
/// output back gives the same screens, apart from source positions.
public enum DumpWriter {
    public static func write(_ screens: [Screen]) -> String {
        var out = JSONOut()
        out.object { out in
            out.member("schemaVersion") { $0.raw("1") }
            out.member("screens") { out in
                out.array(screens) { out, screen in writeScreen(screen, &out) }
            }
        }
        return out.text + "\n"
    }

    static func writeScreen(_ screen: Screen, _ out: inout JSONOut) {
        out.object { out in
            out.member("name") { $0.string(screen.name) }
            let environment = screen.environment
            out.member("environment") { out in
                out.object { out in
                    out.member("width") { $0.number(environment.width) }
                    out.member("horizontalSizeClass") { $0.string(environment.horizontalSizeClass.rawValue) }
                    if environment.safeAreaInsets != EdgeInsets() {
                        out.member("safeAreaInsets") { out in
                            out.object { out in
                                out.member("left") { $0.number(environment.safeAreaInsets.left) }
                                out.member("right") { $0.number(environment.safeAreaInsets.right) }
                            }
                        }
                    }
                    out.member("layoutDirection") { $0.string(environment.layoutDirection.rawValue) }
                    out.member("contentSizeCategory") { $0.string(environment.contentSizeCategory.rawValue) }
                    if let range = environment.supportedContentSizeCategories {
                        out.member("supportedContentSizeCategories") { out in
                            out.object { out in
                                out.member("minimum") { $0.string(range.lowerBound.rawValue) }
                                out.member("maximum") { $0.string(range.upperBound.rawValue) }
                            }
                        }
                    }
                    out.member("developmentLocale") { $0.string(environment.developmentLocale) }
                }
            }
            if screen.isTemplate { out.member("isTemplate") { $0.raw("true") } }
            out.member("table") { out in writeTable(screen.table, &out) }
        }
    }

    static func writeTable(_ table: Table, _ out: inout JSONOut) {
        out.object { out in
            out.member("style") { $0.string(table.style.rawValue) }
            if let titles = table.sectionIndexTitles {
                out.member("sectionIndexTitles") { out in out.array(titles) { out, title in out.string(title) } }
            }
            if table.isEditing { out.member("isEditing") { $0.raw("true") } }
            if table.hasRefreshControl { out.member("hasRefreshControl") { $0.raw("true") } }
            if table.showsRemoteContent { out.member("showsRemoteContent") { $0.raw("true") } }
            if table.cellLayoutMarginsFollowReadableWidth { out.member("cellLayoutMarginsFollowReadableWidth") { $0.raw("true") } }
            if let loading = table.loading {
                out.member("loading") { out in
                    out.object { out in
                        out.member("isLoading") { $0.raw(loading.isLoading ? "true" : "false") }
                        out.member("showsActivityIndicator") { $0.raw(loading.showsActivityIndicator ? "true" : "false") }
                        out.member("placeholderRowCount") { $0.raw(String(loading.placeholderRowCount)) }
                    }
                }
            }
            out.member("sections") { out in
                out.array(table.sections) { out, section in
                    out.object { out in
                        if let header = section.header { out.member("header") { writeText(header, &$0) } }
                        if let footer = section.footer { out.member("footer") { writeText(footer, &$0) } }
                        out.member("rows") { out in out.array(section.rows) { out, row in writeRow(row, &out) } }
                    }
                }
            }
        }
    }

    static func writeRow(_ row: Row, _ out: inout JSONOut) {
        out.object { out in
            if let id = row.id { out.member("id") { $0.string(id) } }
            switch row.content {
            case .style(let style): out.member("cellStyle") { $0.string(style.rawValue) }
            case .configuration(let configuration): out.member("contentConfiguration") { $0.string(configuration.rawValue) }
            }
            if let text = row.text { out.member("text") { writeText(text, &$0) } }
            if let text = row.secondaryText { out.member("secondaryText") { writeText(text, &$0) } }
            if let image = row.image {
                out.member("image") { out in
                    out.object { out in
                        out.member("kind") { $0.string(image.kind.rawValue) }
                        out.member("width") { $0.number(image.width) }
                        out.member("height") { $0.number(image.height) }
                        if let label = image.accessibilityLabel { out.member("accessibilityLabel") { $0.string(label) } }
                    }
                }
            }
            if row.accessoryType != .none { out.member("accessoryType") { $0.string(row.accessoryType.rawValue) } }
            if let editing = row.editingAccessoryType { out.member("editingAccessoryType") { $0.string(editing.rawValue) } }
            if let view = row.accessoryView {
                out.member("accessoryView") { out in
                    out.object { out in
                        out.member("kind") { $0.string(view.kind.rawValue) }
                        out.member("width") { $0.number(view.width) }
                        out.member("height") { $0.number(view.height) }
                        if view.isIconOnly { out.member("isIconOnly") { $0.raw("true") } }
                        if let label = view.accessibilityLabel { out.member("accessibilityLabel") { $0.string(label) } }
                        if view.isInContentView { out.member("isInContentView") { $0.raw("true") } }
                    }
                }
            }
            if row.selectionStyle != .default { out.member("selectionStyle") { $0.string(row.selectionStyle.rawValue) } }
            if !row.isSelectable { out.member("isSelectable") { $0.raw("false") } }
            if let action = row.selectionAction { out.member("selectionAction") { $0.string(action.rawValue) } }
            if row.editingStyle != .none { out.member("editingStyle") { $0.string(row.editingStyle.rawValue) } }
            if let title = row.deleteConfirmationTitle { out.member("deleteConfirmationTitle") { writeText(title, &$0) } }
            if !row.trailingSwipeActions.isEmpty {
                out.member("trailingSwipeActions") { out in
                    out.array(row.trailingSwipeActions) { out, action in
                        out.object { out in
                            out.member("title") { writeText(action.title, &$0) }
                            out.member("style") { $0.string(action.style.rawValue) }
                        }
                    }
                }
            }
            if let height = row.rowHeight { out.member("rowHeight") { $0.number(height) } }
            if row.indentationLevel != 0 { out.member("indentationLevel") { $0.raw(String(row.indentationLevel)) } }
            if row.indentationWidth != Row().indentationWidth { out.member("indentationWidth") { $0.number(row.indentationWidth) } }
            if let identifier = row.accessibilityIdentifier { out.member("accessibilityIdentifier") { $0.string(identifier) } }
            if let label = row.accessibilityLabel { out.member("accessibilityLabel") { $0.string(label) } }
            if !row.accessibilityTraits.isEmpty {
                out.member("accessibilityTraits") { out in out.array(row.accessibilityTraits) { out, trait in out.string(trait) } }
            }
        }
    }

    static func writeText(_ text: Text, _ out: inout JSONOut) {
        let plain = text.localizationKey == nil && text.localizationTable == nil && text.font == nil && text.numberOfLines == nil
            && text.lineBreakMode == nil && text.width == nil && text.localizations.isEmpty
            && text.fontName == nil && !text.adjustsFontSizeToFitWidth && text.minimumScaleFactor == 0
            && text.autoLayoutWidth == nil && text.widthUnknown == nil && text.shouldTranslate
            && text.declaredOrigin == nil
        if plain {
            out.string(text.string)
            return
        }
        out.object { out in
            out.member("string") { $0.string(text.string) }
            if let key = text.localizationKey { out.member("localizationKey") { $0.string(key) } }
            if let table = text.localizationTable { out.member("localizationTable") { $0.string(table) } }
            if let origin = text.declaredOrigin { out.member("origin") { $0.string(origin.rawValue) } }
            switch text.font {
            case .textStyle(let style, let weight):
                out.member("textStyle") { $0.string(style.rawValue) }
                if let weight { out.member("fontWeight") { $0.string(weight.rawValue) } }
            case .fixed(let size, let weight):
                out.member("fontSize") { $0.number(size) }
                out.member("fontWeight") { $0.string(weight.rawValue) }
            case nil: break
            }
            if let name = text.fontName { out.member("fontName") { $0.string(name) } }
            if text.adjustsFontSizeToFitWidth { out.member("adjustsFontSizeToFitWidth") { $0.raw("true") } }
            if text.minimumScaleFactor != 0 { out.member("minimumScaleFactor") { $0.number(text.minimumScaleFactor) } }
            if let lines = text.numberOfLines { out.member("numberOfLines") { $0.raw(String(lines)) } }
            if let mode = text.lineBreakMode { out.member("lineBreakMode") { $0.string(mode.rawValue) } }
            if let width = text.width { out.member("width") { $0.number(width) } }
            if let width = text.autoLayoutWidth {
                out.member("autoLayoutWidth") { out in
                    out.object { out in
                        out.member("contentWidthFactor") { $0.number(width.contentWidthFactor) }
                        out.member("marginCount") { $0.number(width.marginCount) }
                        out.member("constant") { $0.number(width.constant) }
                        if let maximum = width.maximum { out.member("maximum") { $0.number(maximum) } }
                        if let competitor = width.competitor {
                            out.member("competitor") { $0.string(competitor.isSecondaryText ? "secondaryText" : "text") }
                            out.member("competitorOutcome") { $0.string(competitor.outcome.rawValue) }
                        }
                    }
                }
            }
            if let reason = text.widthUnknown { out.member("widthUnknown") { $0.string(reason) } }
            if !text.shouldTranslate { out.member("shouldTranslate") { $0.raw("false") } }
            if !text.localizations.isEmpty {
                out.member("localizations") { out in
                    out.object { out in
                        for localization in text.localizations {
                            out.member(localization.locale) { $0.string(localization.string) }
                        }
                    }
                }
            }
        }
    }
}

/// A pretty-printing JSON writer: two-space indent, one member per line.
struct JSONOut {
    private(set) var text = ""
    private var indent = 0
    private var first = true

    mutating func raw(_ value: String) { text += value }

    mutating func number(_ value: Double) {
        if value == value.rounded(), abs(value) < 1e15 { text += String(Int(value)) } else { text += String(value) }
    }

    mutating func string(_ value: String) {
        JSONText.appendQuoted(value, to: &text)
    }

    private mutating func newline() {
        text += "\n" + String(repeating: "  ", count: indent)
    }

    mutating func object(_ body: (inout JSONOut) -> Void) {
        text += "{"
        indent += 1
        let saved = first
        first = true
        body(&self)
        indent -= 1
        if !first { newline() }
        first = saved
        text += "}"
    }

    mutating func member(_ name: String, _ value: (inout JSONOut) -> Void) {
        if !first { text += "," }
        first = false
        newline()
        string(name)
        text += ": "
        value(&self)
    }

    mutating func array<Element>(_ elements: [Element], _ body: (inout JSONOut, Element) -> Void) {
        text += "["
        guard !elements.isEmpty else {
            text += "]"
            return
        }
        indent += 1
        for (index, element) in elements.enumerated() {
            if index > 0 { text += "," }
            newline()
            let saved = first
            first = true
            body(&self, element)
            first = saved
        }
        indent -= 1
        newline()
        text += "]"
    }
}
