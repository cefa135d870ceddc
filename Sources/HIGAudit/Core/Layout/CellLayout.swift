import HIGModel
import TextLayout

/// The conditions one layout is computed for: a point in the sweep of widths, text sizes and
/// locales.
public struct LayoutScenario: Hashable, Sendable {
    public var width: Double
    public var category: HIGModel.ContentSizeCategory
    /// BCP 47; selects the translation, line breaking, case mapping and direction.
    public var locale: String
    public var direction: LayoutDirection

    public init(width: Double, category: HIGModel.ContentSizeCategory, locale: String, direction: LayoutDirection) {
        self.width = width
        self.category = category
        self.locale = locale
        self.direction = direction
    }
}

/// One label as UIKit lays it out in a scenario: what it shows, in which font, in how much room.
public struct LabelSlot: Sendable {
    /// The label's place in its row or section: `.text`, `.secondaryText`, `.header`, …
    public var role: ElementPath.Component
    public var text: HIGModel.Text
    /// The string shown in the scenario's locale, after any case transform.
    public var string: String
    public var font: TextLayout.Font
    public var availableWidth: Double
    public var numberOfLines: Int
    public var lineBreakMode: TextLayout.LineBreakMode
    /// How a value cell placed its texts, when it had the choice.
    public var arrangement: Arrangement?

    public enum Arrangement: String, Sendable {
        case sideBySide, stacked
    }
}

/// How UIKit lays out a cell, from `uikit-layout.md` §3, §4 and §8. Every number comes from the
/// profile, which names its source and grade.
public struct CellLayoutModel: Sendable {
    public var profile: LayoutProfile {
        didSet { constants = Constants(profile) }
    }
    public var metrics: FontMetrics
    public var tracking: TrackingMode
    /// The profile's constants this model reads, looked up once: the layout reads them for every
    /// label in every scenario.
    private var constants: Constants

    public init(profile: LayoutProfile = .ios18, metrics: FontMetrics = .default, tracking: TrackingMode = .system) {
        self.profile = profile
        self.metrics = metrics
        self.tracking = tracking
        constants = Constants(profile)
    }

    private struct Constants: Sendable {
        let accessoryPadding: Double
        let checkmarkWidth: Double
        let compactMargin: Double
        let detailButtonWidth: Double
        let detailDisclosureSpacing: Double
        let disclosureIndicatorWidth: Double
        let editingControlWidth: Double
        let legacyImageToTextPadding: Double
        let listImageToTextPadding: Double
        let narrowTableWidth: Double
        let readableWidth: Double
        let regularMargin: Double
        let sectionIndexWidth: Double
        let swipeButtonMaximumWidth: Double
        let swipeButtonPadding: Double
        let swipeTitleLines: Double
        let swipeTitlePointSize: Double
        let switchWidth: Double
        let symbolColumnWidth: Double
        let value1Gap: Double
        let value2Gap: Double
        let value2TitleColumn: Double
        let valueCellHorizontalPadding: Double

        init(_ profile: LayoutProfile) {
            accessoryPadding = profile["accessoryPadding"]
            checkmarkWidth = profile["checkmarkWidth"]
            compactMargin = profile["compactMargin"]
            detailButtonWidth = profile["detailButtonWidth"]
            detailDisclosureSpacing = profile["detailDisclosureSpacing"]
            disclosureIndicatorWidth = profile["disclosureIndicatorWidth"]
            editingControlWidth = profile["editingControlWidth"]
            legacyImageToTextPadding = profile["legacyImageToTextPadding"]
            listImageToTextPadding = profile["listImageToTextPadding"]
            narrowTableWidth = profile["narrowTableWidth"]
            readableWidth = profile["readableWidth"]
            regularMargin = profile["regularMargin"]
            sectionIndexWidth = profile["sectionIndexWidth"]
            swipeButtonMaximumWidth = profile["swipeButtonMaximumWidth"]
            swipeButtonPadding = profile["swipeButtonPadding"]
            swipeTitleLines = profile["swipeTitleLines"]
            swipeTitlePointSize = profile["swipeTitlePointSize"]
            switchWidth = profile["switchWidth"]
            symbolColumnWidth = profile["symbolColumnWidth"]
            value1Gap = profile["value1Gap"]
            value2Gap = profile["value2Gap"]
            value2TitleColumn = profile["value2TitleColumn"]
            valueCellHorizontalPadding = profile["valueCellHorizontalPadding"]
        }
    }

    // MARK: Geometry

    /// Body size at the category over body size at Large: how symbols and accessories scale
    /// (UIFontMetrics(.body); reference §4.2, the scaling itself grade E).
    func bodyScale(_ category: HIGModel.ContentSizeCategory) -> Double {
        DynamicType.pointSize(.body, TextLayout.ContentSizeCategory(category)) / 17
    }

    /// The cell layout margin (§8 step 2): 16 pt in compact width or at 320 pt and below, 20 pt
    /// in regular width; widened to keep text within the readable width when asked.
    func margin(table: Table, environment: Environment, scenario: LayoutScenario, contentWidth: Double) -> Double {
        var margin = environment.horizontalSizeClass == .regular && contentWidth > constants.narrowTableWidth
            ? constants.regularMargin : constants.compactMargin
        if table.cellLayoutMarginsFollowReadableWidth {
            // Readable width grows with the text size (grade E beyond Large).
            let readable = constants.readableWidth * bodyScale(scenario.category)
            margin = max(margin, (contentWidth - readable) / 2)
        }
        return margin
    }

    /// Width of the table's content area: the table minus safe areas and the section index.
    func contentWidth(table: Table, environment: Environment, scenario: LayoutScenario) -> Double {
        var width = scenario.width - environment.safeAreaInsets.left - environment.safeAreaInsets.right
        if let titles = table.sectionIndexTitles, !titles.isEmpty {
            width -= constants.sectionIndexWidth
        }
        return max(0, width)
    }

    /// The width a cell's text rect gets: the cell minus margins, image, accessory and editing
    /// control (§8 steps 3–4). `style` lets a caller ask "what if this table were grouped".
    public func textRectWidth(row: Row, table: Table, environment: Environment, scenario: LayoutScenario, style: TableStyle? = nil) -> Double {
        let content = contentWidth(table: table, environment: environment, scenario: scenario)
        let margin = margin(table: table, environment: environment, scenario: scenario, contentWidth: content)
        var width = (style ?? table.style) == .insetGrouped ? content - 2 * margin : content
        width -= 2 * margin
        width -= imageReservation(row: row, category: scenario.category)
        width -= accessoryReservation(row: row, category: scenario.category)
        if table.isEditing, row.editingStyle != .none {
            width -= constants.editingControlWidth
        }
        return max(0, width)
    }

    func imageReservation(row: Row, category: HIGModel.ContentSizeCategory) -> Double {
        guard let image = row.image else { return 0 }
        let isList: Bool
        if case .configuration = row.content { isList = true } else { isList = false }
        let imageWidth = image.kind == .symbol ? constants.symbolColumnWidth * bodyScale(category) : image.width
        return imageWidth + (isList ? constants.listImageToTextPadding : constants.legacyImageToTextPadding)
    }

    func accessoryReservation(row: Row, category: HIGModel.ContentSizeCategory) -> Double {
        let scale = bodyScale(category)
        let glyph: Double
        if let view = row.accessoryView {
            glyph = view.kind == .switch ? max(view.width, constants.switchWidth) : view.width
        } else {
            switch row.accessoryType {
            case .none: return 0
            case .disclosureIndicator: glyph = constants.disclosureIndicatorWidth * scale
            case .checkmark: glyph = constants.checkmarkWidth * scale
            case .detailButton: glyph = constants.detailButtonWidth * scale
            case .detailDisclosureButton:
                glyph = (constants.detailButtonWidth + constants.disclosureIndicatorWidth) * scale + constants.detailDisclosureSpacing
            }
        }
        return glyph + constants.accessoryPadding
    }

    // MARK: Fonts

    /// The font UIKit gives a label: the text's own when the dump names one, else the cell's
    /// default for that label (§3.1, §3.2).
    func font(for text: HIGModel.Text, default style: TextLayout.TextStyle, emphasized: Bool = false, category: HIGModel.ContentSizeCategory) -> TextLayout.Font {
        let size = TextLayout.ContentSizeCategory(category)
        switch text.font {
        case .textStyle(let style, let weight)?:
            return Font.preferred(TextLayout.TextStyle(style), category: size, weight: weight.map(TextLayout.FontWeight.init), metrics: metrics, tracking: tracking)
        case .fixed(let pointSize, let weight)?:
            return Font(pointSize: pointSize, weight: TextLayout.FontWeight(weight), metrics: metrics, tracking: tracking)
        case nil:
            return Font.preferred(style, category: size, emphasized: emphasized, metrics: metrics, tracking: tracking)
        }
    }

    /// Secondary text of subtitle cells: Caption 1 before iOS 26, Subheadline from iOS 26 (§3.1, B).
    var subtitleStyle: TextLayout.TextStyle { profile.generation == .ios18 ? .caption1 : .subheadline }

    // MARK: Rows

    /// The labels of a row in a scenario, with the room each gets. `string` resolves a text in
    /// the scenario's locale; `fitter` measures where the layout depends on the text itself
    /// (value1's detail, valueCell's side-by-side decision).
    public func labels(of row: Row, table: Table, environment: Environment, scenario: LayoutScenario, string: (HIGModel.Text) -> String, fitter: LineFitter, style: TableStyle? = nil) -> [LabelSlot] {
        var slots: [LabelSlot] = []
        appendLabels(of: row, table: table, environment: environment, scenario: scenario, string: string, fitter: fitter, style: style, into: &slots)
        return slots
    }

    /// `labels(of:…)` appended to `slots`, so a sweep can reuse one buffer for every scenario.
    func appendLabels(of row: Row, table: Table, environment: Environment, scenario: LayoutScenario, string: (HIGModel.Text) -> String, fitter: LineFitter, style: TableStyle? = nil, into slots: inout [LabelSlot]) {
        let available = textRectWidth(row: row, table: table, environment: environment, scenario: scenario, style: style)
        let category = scenario.category
        let stacksForLargeText = category.isAccessibilityCategory

        func slot(_ role: ElementPath.Component, _ text: HIGModel.Text, style: TextLayout.TextStyle, width: Double, lines: Int, arrangement: LabelSlot.Arrangement? = nil) -> LabelSlot {
            LabelSlot(
                role: role,
                text: text,
                string: string(text),
                font: font(for: text, default: style, category: category),
                availableWidth: max(0, text.width ?? width),
                numberOfLines: text.numberOfLines ?? lines,
                lineBreakMode: TextLayout.LineBreakMode(text.lineBreakMode ?? .byTruncatingTail),
                arrangement: arrangement
            )
        }

        switch row.content {
        case .style(.default):
            if let text = row.text { slots.append(slot(.text, text, style: .body, width: available, lines: 1)) }
            if let detail = row.secondaryText { slots.append(slot(.secondaryText, detail, style: .body, width: available, lines: 1)) }
        case .style(.subtitle):
            if let text = row.text { slots.append(slot(.text, text, style: .body, width: available, lines: 1)) }
            if let detail = row.secondaryText { slots.append(slot(.secondaryText, detail, style: subtitleStyle, width: available, lines: 1)) }
        case .style(.value1):
            // The title is laid out first over the whole rect; the detail gets what is left
            // minus the gap, so it truncates first and can vanish (§3.1, B). At accessibility
            // sizes both stack at full width.
            guard let title = row.text else {
                if let detail = row.secondaryText { slots.append(slot(.secondaryText, detail, style: .body, width: available, lines: 1)) }
                break
            }
            let titleSlot = slot(.text, title, style: .body, width: available, lines: 1, arrangement: stacksForLargeText ? .stacked : .sideBySide)
            slots.append(titleSlot)
            if let detail = row.secondaryText {
                let detailWidth = stacksForLargeText ? available
                    : max(0, available - min(titleSlot.font.width(of: titleSlot.string), available) - constants.value1Gap)
                slots.append(slot(.secondaryText, detail, style: .body, width: detailWidth, lines: 1, arrangement: stacksForLargeText ? .stacked : .sideBySide))
            }
        case .style(.value2):
            // A fixed title column, then the detail (§3.1, B); stacked at accessibility sizes.
            let column = constants.value2TitleColumn
            if let title = row.text {
                slots.append(slot(.text, title, style: .footnote, width: stacksForLargeText ? available : min(column, available), lines: 1, arrangement: stacksForLargeText ? .stacked : .sideBySide))
            }
            if let detail = row.secondaryText {
                let width = stacksForLargeText ? available : max(0, available - column - constants.value2Gap)
                slots.append(slot(.secondaryText, detail, style: .footnote, width: width, lines: 1, arrangement: stacksForLargeText ? .stacked : .sideBySide))
            }
        case .style(.custom):
            // Custom cells are measured only where the dump gives the label's width.
            for (role, text) in [(ElementPath.Component.text, row.text), (.secondaryText, row.secondaryText)] {
                if let text, text.width != nil { slots.append(slot(role, text, style: .body, width: available, lines: 1)) }
            }
        case .configuration(let configuration):
            listLabels(row: row, configuration: configuration, available: available, category: category, slot: slot, fitter: fitter, locale: scenario.locale, into: &slots)
        }
    }

    private func listLabels(
        row: Row,
        configuration: ListContentConfiguration,
        available: Double,
        category: HIGModel.ContentSizeCategory,
        slot: (ElementPath.Component, HIGModel.Text, TextLayout.TextStyle, Double, Int, LabelSlot.Arrangement?) -> LabelSlot,
        fitter: LineFitter,
        locale: String,
        into slots: inout [LabelSlot]
    ) {
        // List configurations wrap (numberOfLines 0) unless the app limits them (§3.2, B);
        // sidebar cells keep one line outside accessibility sizes.
        let isSidebar = configuration == .sidebarCell || configuration == .sidebarSubtitleCell || configuration == .accompaniedSidebarCell
        let lines = isSidebar && !category.isAccessibilityCategory ? 1 : 0
        let secondaryStyle: TextLayout.TextStyle = configuration == .valueCell ? .body : (isSidebar ? .footnote : subtitleStyle)
        let primary = row.text.map { slot(.text, $0, .body, available, lines, nil) }
        guard configuration == .valueCell, let primarySlot = primary, let secondary = row.secondaryText else {
            if let primary { slots.append(primary) }
            if let secondary = row.secondaryText { slots.append(slot(.secondaryText, secondary, secondaryStyle, available, lines, nil)) }
            return
        }
        // Side by side when not at an accessibility size, the primary fits one line (measured
        // with two allowed) and the secondary fits one line beside it; else stacked (§3.2, B).
        var secondarySlot = slot(.secondaryText, secondary, secondaryStyle, available, lines, .stacked)
        var primaryResult = primarySlot
        primaryResult.arrangement = .stacked
        if !category.isAccessibilityCategory {
            let primaryFit = fitter.check(primarySlot.string, font: primarySlot.font, constraints: LabelConstraints(width: available, numberOfLines: 2, lineBreakMode: primarySlot.lineBreakMode, locale: locale))
            if primaryFit.lineCount <= 1 {
                let room = available - primaryFit.width - constants.valueCellHorizontalPadding
                if secondarySlot.font.width(of: secondarySlot.string) <= room {
                    primaryResult.arrangement = .sideBySide
                    secondarySlot.arrangement = .sideBySide
                    secondarySlot.availableWidth = max(0, room)
                }
            }
        }
        slots.append(primaryResult)
        slots.append(secondarySlot)
    }

    // MARK: Headers and footers

    /// Section header and footer labels (§3.2, §4.5): grouped headers are uppercased Footnote
    /// before iOS 26 and emphasized Body from iOS 26; plain headers emphasized Subheadline / Body.
    public func labels(of section: Section, table: Table, environment: Environment, scenario: LayoutScenario, string: (HIGModel.Text) -> String) -> [LabelSlot] {
        var slots: [LabelSlot] = []
        appendLabels(of: section, table: table, environment: environment, scenario: scenario, string: string, into: &slots)
        return slots
    }

    func appendLabels(of section: Section, table: Table, environment: Environment, scenario: LayoutScenario, string: (HIGModel.Text) -> String, into slots: inout [LabelSlot]) {
        let content = contentWidth(table: table, environment: environment, scenario: scenario)
        let margin = margin(table: table, environment: environment, scenario: scenario, contentWidth: content)
        // Header text lines up with cell text in screenshots (§4.5, E).
        let width = max(0, (table.style == .insetGrouped ? content - 2 * margin : content) - 2 * margin)
        let ios18 = profile.generation == .ios18
        if let header = section.header {
            let grouped = table.style.isGrouped
            let style: TextLayout.TextStyle = ios18 ? (grouped ? .footnote : .subheadline) : .body
            let emphasized = !(ios18 && grouped)
            var shown = string(header)
            if ios18, grouped { shown = uppercased(shown, locale: scenario.locale) }
            slots.append(LabelSlot(role: .header, text: header, string: shown,
                                   font: font(for: header, default: style, emphasized: emphasized, category: scenario.category),
                                   availableWidth: width, numberOfLines: header.numberOfLines ?? 0,
                                   lineBreakMode: TextLayout.LineBreakMode(header.lineBreakMode ?? .byTruncatingTail)))
        }
        if let footer = section.footer {
            slots.append(LabelSlot(role: .footer, text: footer, string: string(footer),
                                   font: font(for: footer, default: .footnote, category: scenario.category),
                                   availableWidth: width, numberOfLines: footer.numberOfLines ?? 0,
                                   lineBreakMode: TextLayout.LineBreakMode(footer.lineBreakMode ?? .byTruncatingTail)))
        }
    }

    // MARK: Swipe buttons

    /// The room a swipe action or delete confirmation title gets: the button is
    /// `clamp(2 × 6 + titleWidth, 74, 120)` wide with up to two lines (§4.6, B), so a title
    /// wider than 120 − 12 pt per line wraps and then truncates.
    public func swipeTitleSlot(role: ElementPath.Component, text: HIGModel.Text, string: String) -> LabelSlot {
        let font = Font(pointSize: constants.swipeTitlePointSize, weight: .regular, metrics: metrics, tracking: tracking)
        return LabelSlot(role: role, text: text, string: string, font: font,
                         availableWidth: constants.swipeButtonMaximumWidth - 2 * constants.swipeButtonPadding,
                         numberOfLines: Int(constants.swipeTitleLines), lineBreakMode: .byTruncatingTail)
    }
}

// The model's closed sets and the text engine's mirror each other case for case; the engine
// keeps its own so it stays free of the HIG model. Converted per label per scenario, so by
// switch rather than through raw-value strings.
extension TextLayout.ContentSizeCategory {
    init(_ category: HIGModel.ContentSizeCategory) {
        switch category {
        case .extraSmall: self = .extraSmall
        case .small: self = .small
        case .medium: self = .medium
        case .large: self = .large
        case .extraLarge: self = .extraLarge
        case .extraExtraLarge: self = .extraExtraLarge
        case .extraExtraExtraLarge: self = .extraExtraExtraLarge
        case .accessibilityMedium: self = .accessibilityMedium
        case .accessibilityLarge: self = .accessibilityLarge
        case .accessibilityExtraLarge: self = .accessibilityExtraLarge
        case .accessibilityExtraExtraLarge: self = .accessibilityExtraExtraLarge
        case .accessibilityExtraExtraExtraLarge: self = .accessibilityExtraExtraExtraLarge
        }
    }
}

extension TextLayout.TextStyle {
    init(_ style: HIGModel.TextStyle) {
        switch style {
        case .largeTitle: self = .largeTitle
        case .title1: self = .title1
        case .title2: self = .title2
        case .title3: self = .title3
        case .headline: self = .headline
        case .body: self = .body
        case .callout: self = .callout
        case .subheadline: self = .subheadline
        case .footnote: self = .footnote
        case .caption1: self = .caption1
        case .caption2: self = .caption2
        }
    }
}

extension TextLayout.FontWeight {
    init(_ weight: HIGModel.FontWeight) {
        switch weight {
        case .ultraLight: self = .ultraLight
        case .thin: self = .thin
        case .light: self = .light
        case .regular: self = .regular
        case .medium: self = .medium
        case .semibold: self = .semibold
        case .bold: self = .bold
        case .heavy: self = .heavy
        case .black: self = .black
        }
    }
}

extension TextLayout.LineBreakMode {
    init(_ mode: HIGModel.LineBreakMode) {
        switch mode {
        case .byWordWrapping: self = .byWordWrapping
        case .byCharWrapping: self = .byCharWrapping
        case .byClipping: self = .byClipping
        case .byTruncatingHead: self = .byTruncatingHead
        case .byTruncatingTail: self = .byTruncatingTail
        case .byTruncatingMiddle: self = .byTruncatingMiddle
        }
    }
}
