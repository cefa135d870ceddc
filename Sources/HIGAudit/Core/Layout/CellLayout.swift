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

/// Which of its row's or section's labels a label is.
enum LabelRole: Int, Sendable, CaseIterable {
    case text, secondaryText, header, footer

    var component: ElementPath.Component {
        switch self {
        case .text: .text
        case .secondaryText: .secondaryText
        case .header: .header
        case .footer: .footer
        }
    }
}

/// What a row's or section's labels are at any locale and size: which texts, their default
/// styles and line settings, and how they share the room. Worked out once per row or section;
/// `CellLayoutModel.prepareLabels(_:category:fonts:string:)` measures it per locale and size.
struct LabelPlan: Sendable {
    struct Label: Sendable {
        var role: LabelRole
        /// The dump's font for the text; nil: the cell's default for the label.
        var font: HIGModel.TextFont?
        var defaultStyle: TextLayout.TextStyle
        var emphasized: Bool
        /// The label's width as the dump gives it, which overrides the layout's.
        var fixedWidth: Double?
        /// How Auto Layout sizes a custom cell's label, solved at each width (wins over
        /// `fixedWidth`).
        var autoLayout: AutoLayoutWidth? = nil
        /// The text's own `numberOfLines`; nil: `defaultLines`.
        var numberOfLines: Int?
        var defaultLines: DefaultLines
        var lineBreakMode: TextLayout.LineBreakMode
        /// The scale a label that shrinks to fit goes down to before it truncates; nil when it
        /// keeps its size.
        var minimumScale: Double? = nil
    }

    enum DefaultLines: Sendable {
        case fixed(Int)
        /// Sidebar cells: one line, or as many as needed at accessibility sizes (§3.2, B).
        case sidebar
    }

    /// How the labels share the room; see `PreparedLabels.Placement`.
    enum Sharing: Sendable {
        case fullWidth, value1, value2, valueCell
    }

    /// A row or section has two labels at most.
    var labels: [Label] = []
    var sharing = Sharing.fullWidth
}

/// A label of a row or section in one locale and text size, measured: everything about it that
/// stays the same at every table width, so a sweep prepares it once for all its widths. Plain
/// values: the sweep reads these for every width without touching strings.
struct PreparedLabel: Sendable, Equatable {
    var role: LabelRole
    /// The label's string in its font; the string itself is its container's, one per locale,
    /// and the font is kept beside the labels (`PreparedLabels.font(_:)`), so that this stays
    /// plain values, cheap to copy.
    var measure: TextMeasure
    /// The label's width as the dump gives it, which overrides the layout's.
    var fixedWidth: Double?
    /// A custom cell's label sized by Auto Layout; see `LabelPlan.Label.autoLayout`.
    var autoLayout: AutoLayoutWidth?
    var numberOfLines: Int
    var lineBreakMode: TextLayout.LineBreakMode

    /// What fills `PreparedLabels`' unused slot.
    static let placeholder = PreparedLabel(role: .text, measure: TextMeasure("", font: .preferred(.body)), fixedWidth: nil, autoLayout: nil, numberOfLines: 0, lineBreakMode: .byTruncatingTail)
}

/// A row's or section's labels prepared for one locale and text size, and how the room is
/// shared between them once the width is known. Held inline and free of strings: a row or
/// section has two labels at most, a sweep prepares millions, and the strings are the same at
/// every size (the container keeps them, one per locale).
struct PreparedLabels: Sendable {
    private(set) var count = 0
    /// In label order; the slots past `count` hold a placeholder, never read.
    private var labels = (PreparedLabel.placeholder, PreparedLabel.placeholder)
    private var fonts: (TextLayout.Font?, TextLayout.Font?) = (nil, nil)
    var placement: Placement

    enum Placement: Sendable, Equatable {
        /// Every label gets the whole room (text rect or section width).
        case fullWidth
        /// value1 with a title: the detail gets what the title leaves (first label: the title).
        case value1(stacked: Bool)
        /// value2: a fixed title column, then the detail.
        case value2(stacked: Bool)
        /// A valueCell configuration with both texts: side by side when both fit, else stacked.
        case valueCell(stacked: Bool)
    }

    init(placement: Placement) { self.placement = placement }

    var indices: Range<Int> { 0..<count }

    subscript(index: Int) -> PreparedLabel {
        precondition(index < count, "no label \(index)")
        return index == 0 ? labels.0 : labels.1
    }

    // A label's fields one by one, read where the label is stored: the sweep and the placement
    // read a field or two of each label at every width and size, and reading the whole label
    // (about 140 bytes) to get one copied it each time.

    func measure(_ index: Int) -> TextMeasure { index == 0 ? labels.0.measure : labels.1.measure }

    func role(_ index: Int) -> LabelRole { index == 0 ? labels.0.role : labels.1.role }

    func numberOfLines(_ index: Int) -> Int { index == 0 ? labels.0.numberOfLines : labels.1.numberOfLines }

    func lineBreakMode(_ index: Int) -> TextLayout.LineBreakMode { index == 0 ? labels.0.lineBreakMode : labels.1.lineBreakMode }

    func font(_ index: Int) -> TextLayout.Font { (index == 0 ? fonts.0 : fonts.1)! }

    func index(of role: LabelRole) -> Int? { indices.first { self.role($0) == role } }

    /// The room a label gets where the cell style gives it `width`: Auto Layout's width for a
    /// custom cell's label, then the dump's own width, win over the layout's. `available` is
    /// the text rect's width and `margin` the cell's layout margin.
    func room(_ index: Int, width: Double, available: Double, margin: Double) -> Double {
        // Most labels have neither: asked first, without reading the label's Auto Layout out.
        let hasAutoLayout = index == 0 ? labels.0.autoLayout != nil : labels.1.autoLayout != nil
        guard hasAutoLayout, let autoLayout = index == 0 ? labels.0.autoLayout : labels.1.autoLayout else {
            return max(0, (index == 0 ? labels.0.fixedWidth : labels.1.fixedWidth) ?? width)
        }
        // The text rect is the content view less a margin each side (§8 step 3).
        let competitor = autoLayout.competitor.flatMap { competitor in
            self.index(of: competitor.isSecondaryText ? .secondaryText : .text).map { measure($0).width }
        }
        return autoLayout.available(contentWidth: available + 2 * margin, margin: margin, ownWidth: measure(index).width, competitorWidth: competitor)
    }

    /// Measures a label's string in its font.
    mutating func append(_ role: LabelRole, string: String, font: TextLayout.Font, fixedWidth: Double?, autoLayout: AutoLayoutWidth? = nil, numberOfLines: Int, lineBreakMode: TextLayout.LineBreakMode) {
        let label = PreparedLabel(role: role, measure: TextMeasure(string, font: font), fixedWidth: fixedWidth, autoLayout: autoLayout, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        switch count {
        case 0: (labels.0, fonts.0) = (label, font)
        case 1: (labels.1, fonts.1) = (label, font)
        default: preconditionFailure("a row or section has two labels at most")
        }
        count += 1
    }

    /// The label at `index` in another font, with its line limit there. Its measurement is
    /// resized when the font is another size of the same face, else `string` is measured.
    mutating func resize(_ index: Int, to font: TextLayout.Font, numberOfLines: Int, string: () -> String) {
        let measure = measure(index).resized(from: self.font(index), to: font) ?? TextMeasure(string(), font: font)
        switch index {
        case 0:
            (labels.0.measure, labels.0.numberOfLines, fonts.0) = (measure, numberOfLines, font)
        case 1:
            (labels.1.measure, labels.1.numberOfLines, fonts.1) = (measure, numberOfLines, font)
        default: preconditionFailure("a row or section has two labels at most")
        }
    }

    /// The labels as slots, given where each landed, the dump's text behind each role and the
    /// string each shows.
    func slots(placed placements: LabelPlacements, text: (LabelRole) -> HIGModel.Text?, string: (LabelRole) -> String) -> [LabelSlot] {
        indices.compactMap { index in
            let label = self[index]
            guard let source = text(label.role) else { return nil }
            return LabelSlot(role: label.role.component, text: source, string: string(label.role), font: font(index),
                             availableWidth: placements[index].availableWidth, numberOfLines: label.numberOfLines,
                             lineBreakMode: label.lineBreakMode, arrangement: placements[index].arrangement)
        }
    }
}

/// A row's or section's labels at one text size, before any string: each label's font and
/// line limit, and how the labels share the room. Inline and free of references (fonts hold
/// none), so that reading it size after size copies no array.
struct LabelSizing: Sendable {
    var placement: PreparedLabels.Placement
    private var fonts: (TextLayout.Font?, TextLayout.Font?) = (nil, nil)
    private var lineLimits = (0, 0)

    init(placement: PreparedLabels.Placement) { self.placement = placement }

    func font(_ index: Int) -> TextLayout.Font {
        precondition(index < 2, "a row or section has two labels at most")
        return (index == 0 ? fonts.0 : fonts.1)!
    }

    func numberOfLines(_ index: Int) -> Int { index == 0 ? lineLimits.0 : lineLimits.1 }

    mutating func set(_ index: Int, font: TextLayout.Font, numberOfLines: Int) {
        switch index {
        case 0: (fonts.0, lineLimits.0) = (font, numberOfLines)
        case 1: (fonts.1, lineLimits.1) = (font, numberOfLines)
        default: preconditionFailure("a row or section has two labels at most")
        }
    }
}

/// Where a prepared label lands at one width: its room, and how a value cell arranged it.
struct LabelPlacement: Sendable {
    var availableWidth: Double
    var arrangement: LabelSlot.Arrangement? = nil
}

/// Where each of a row's or section's labels lands, in label order; inline, like the labels.
struct LabelPlacements: Sendable {
    private(set) var count = 0
    /// By field, so that the sweep reads a label's room without its arrangement.
    private var availableWidths: (Double, Double) = (0, 0)
    private var arrangements: (LabelSlot.Arrangement?, LabelSlot.Arrangement?) = (nil, nil)

    subscript(index: Int) -> LabelPlacement {
        LabelPlacement(availableWidth: availableWidth(index), arrangement: arrangement(index))
    }

    func availableWidth(_ index: Int) -> Double { index == 0 ? availableWidths.0 : availableWidths.1 }

    func arrangement(_ index: Int) -> LabelSlot.Arrangement? { index == 0 ? arrangements.0 : arrangements.1 }

    mutating func append(_ placement: LabelPlacement) {
        switch count {
        case 0: (availableWidths.0, arrangements.0) = (placement.availableWidth, placement.arrangement)
        case 1: (availableWidths.1, arrangements.1) = (placement.availableWidth, placement.arrangement)
        default: preconditionFailure("a row or section has two labels at most")
        }
        count += 1
    }
}

/// Where a row's or section's labels land at each width of a sweep, at one size: what
/// `LabelPlacements` holds for one width, for every width at once, by label then width. A
/// buffer refilled size after size (every placement overwrites what the last one put there), so
/// written through plain pointers: an array would be checked for sharing at every write.
final class SweptPlacements {
    let widthCount: Int
    /// Each width's text rect and margin, by size then width.
    let rooms: UnsafeBufferPointer<(width: Double, margin: Double)>
    private let availableWidths: UnsafeMutablePointer<Double>
    private let arrangements: UnsafeMutablePointer<LabelSlot.Arrangement?>

    /// Room for two labels (the most a row or section has) at `widthCount` widths, placed in
    /// `rooms` (`widthCount` a size).
    init(rooms: [(width: Double, margin: Double)], widthCount: Int) {
        precondition(widthCount > 0 && rooms.count % widthCount == 0, "a room for every width at every size")
        let stored = UnsafeMutableBufferPointer<(width: Double, margin: Double)>.allocate(capacity: rooms.count)
        _ = stored.initialize(from: rooms)
        self.rooms = UnsafeBufferPointer(stored)
        self.widthCount = widthCount
        availableWidths = .allocate(capacity: 2 * widthCount)
        availableWidths.initialize(repeating: 0, count: 2 * widthCount)
        arrangements = .allocate(capacity: 2 * widthCount)
        arrangements.initialize(repeating: nil, count: 2 * widthCount)
    }

    deinit {
        UnsafeMutableBufferPointer(mutating: rooms).deinitialize().deallocate()
        availableWidths.deinitialize(count: 2 * widthCount)
        availableWidths.deallocate()
        arrangements.deinitialize(count: 2 * widthCount)
        arrangements.deallocate()
    }

    func availableWidth(_ index: Int, at width: Int) -> Double { availableWidths[slot(index, width)] }

    func arrangement(_ index: Int, at width: Int) -> LabelSlot.Arrangement? { arrangements[slot(index, width)] }

    func set(_ index: Int, at width: Int, availableWidth: Double, arrangement: LabelSlot.Arrangement?) {
        availableWidths[slot(index, width)] = availableWidth
        arrangements[slot(index, width)] = arrangement
    }

    @inline(__always)
    private func slot(_ index: Int, _ width: Int) -> Int {
        precondition(index >= 0 && index < 2 && width >= 0 && width < widthCount, "no label \(index) at width \(width)")
        return index * widthCount + width
    }
}

extension LabelRole {
    /// The dump's text behind the role in `row`.
    func text(of row: Row) -> HIGModel.Text? {
        switch self {
        case .text: row.text
        case .secondaryText: row.secondaryText
        case .header, .footer: nil
        }
    }

    /// The dump's text behind the role in `section`.
    func text(of section: Section) -> HIGModel.Text? {
        switch self {
        case .header: section.header
        case .footer: section.footer
        case .text, .secondaryText: nil
        }
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

    /// The layout margin of a row's cell in a scenario (§8 step 2), which constraints to the
    /// content view's margins follow.
    public func cellMargin(table: Table, environment: Environment, scenario: LayoutScenario) -> Double {
        let content = contentWidth(table: table, environment: environment, scenario: scenario)
        return margin(table: table, environment: environment, scenario: scenario, contentWidth: content)
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
        width -= accessoryReservation(row: row, category: scenario.category, editing: table.isEditing)
        if table.isEditing, row.editingStyle != .none {
            width -= constants.editingControlWidth
        }
        // `indentationLevel × indentationWidth` moves the content inward (Apple's
        // `UITableViewCell.indentationLevel` documentation, grade A).
        width -= row.indentation
        return max(0, width)
    }

    func imageReservation(row: Row, category: HIGModel.ContentSizeCategory) -> Double {
        guard let image = row.image else { return 0 }
        let isList: Bool
        if case .configuration = row.content { isList = true } else { isList = false }
        let imageWidth = image.kind == .symbol ? constants.symbolColumnWidth * bodyScale(category) : image.width
        return imageWidth + (isList ? constants.listImageToTextPadding : constants.legacyImageToTextPadding)
    }

    /// The room the trailing accessory takes. While editing, a row that states its
    /// `editingAccessoryType` shows that one instead of its accessory type and view (Apple's
    /// `UITableViewCell.editingAccessoryType` documentation, grade A).
    func accessoryReservation(row: Row, category: HIGModel.ContentSizeCategory, editing: Bool = false) -> Double {
        let scale = bodyScale(category)
        let glyph: Double
        let editingType = editing ? row.editingAccessoryType : nil
        // A control in a custom cell's content view takes room inside it, which the labels'
        // constraints account for; the cell's accessory type still shows beside it.
        if editingType == nil, let view = row.accessoryView, !view.isInContentView {
            glyph = view.kind == .switch ? max(view.width, constants.switchWidth) : view.width
        } else {
            switch editingType ?? row.accessoryType {
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
        shrunk(font(text.font, default: style, emphasized: emphasized, category: category), to: text.shrinkScale)
    }

    /// A label with `adjustsFontSizeToFitWidth` shrinks its font down to `minimumScaleFactor`
    /// before it truncates (Apple's `UILabel.adjustsFontSizeToFitWidth` documentation, grade A;
    /// uikit-layout.md §7): it is cut only when the text does not fit at that smallest size, so
    /// it is measured at it.
    func shrunk(_ font: TextLayout.Font, to scale: Double?) -> TextLayout.Font {
        guard let scale else { return font }
        return Font(pointSize: font.pointSize * scale, weight: font.weight, metrics: metrics, tracking: tracking)
            .withLeading(font.leading * scale)
    }

    /// The font for a label whose text asks for `font` (nil: the default style's).
    func font(_ font: HIGModel.TextFont?, default style: TextLayout.TextStyle, emphasized: Bool = false, category: HIGModel.ContentSizeCategory) -> TextLayout.Font {
        let size = TextLayout.ContentSizeCategory(category)
        switch font {
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
        func shown(_ role: LabelRole) -> String { role.text(of: row).map(string) ?? "" }
        let prepared = prepareLabels(labelPlan(of: row), category: scenario.category, string: shown)
        let available = textRectWidth(row: row, table: table, environment: environment, scenario: scenario, style: style)
        let margin = cellMargin(table: table, environment: environment, scenario: scenario)
        let placements = placeLabels(prepared, available: available, margin: margin, locale: scenario.locale, fitter: fitter, string: shown)
        return prepared.slots(placed: placements, text: { $0.text(of: row) }, string: shown)
    }

    /// What a row's labels are (§3.1, §3.2), whatever the locale and size.
    func labelPlan(of row: Row) -> LabelPlan {
        var plan = LabelPlan()
        func add(_ role: LabelRole, _ text: HIGModel.Text, style: TextLayout.TextStyle, lines: LabelPlan.DefaultLines = .fixed(1)) {
            // A custom font hig-audit has no metrics for is not measured: guessing its widths
            // from the system font's would make findings up.
            guard text.isMeasurable else { return }
            plan.labels.append(LabelPlan.Label(
                role: role, font: text.font, defaultStyle: style, emphasized: false, fixedWidth: text.width,
                autoLayout: text.autoLayoutWidth,
                numberOfLines: text.numberOfLines, defaultLines: lines,
                lineBreakMode: TextLayout.LineBreakMode(text.lineBreakMode ?? .byTruncatingTail),
                minimumScale: text.shrinkScale
            ))
        }
        switch row.content {
        case .style(.default):
            if let text = row.text { add(.text, text, style: .body) }
            if let detail = row.secondaryText { add(.secondaryText, detail, style: .body) }
        case .style(.subtitle):
            if let text = row.text { add(.text, text, style: .body) }
            if let detail = row.secondaryText { add(.secondaryText, detail, style: subtitleStyle) }
        case .style(.value1):
            // Without a title the detail has the whole rect to itself.
            // A title that is not measured (a custom font, text built at run time) leaves no
            // label to share the rect with: the detail is laid out alone.
            if let title = row.text {
                add(.text, title, style: .body)
                if title.isMeasurable { plan.sharing = .value1 }
            }
            if let detail = row.secondaryText { add(.secondaryText, detail, style: .body) }
        case .style(.value2):
            if let title = row.text { add(.text, title, style: .footnote) }
            if let detail = row.secondaryText { add(.secondaryText, detail, style: .footnote) }
            plan.sharing = .value2
        case .style(.custom):
            // Custom cells are measured only where the dump gives the label's width or the
            // constraints that give it; a width that cannot be known is not measured.
            if let text = row.text, text.widthUnknown == nil, text.width != nil || text.autoLayoutWidth != nil { add(.text, text, style: .body) }
            if let detail = row.secondaryText, detail.widthUnknown == nil, detail.width != nil || detail.autoLayoutWidth != nil { add(.secondaryText, detail, style: .body) }
        case .configuration(let configuration):
            // List configurations wrap (numberOfLines 0) unless the app limits them (§3.2, B);
            // sidebar cells keep one line outside accessibility sizes.
            let isSidebar = configuration == .sidebarCell || configuration == .sidebarSubtitleCell || configuration == .accompaniedSidebarCell
            let lines: LabelPlan.DefaultLines = isSidebar ? .sidebar : .fixed(0)
            let secondaryStyle: TextLayout.TextStyle = configuration == .valueCell ? .body : (isSidebar ? .footnote : subtitleStyle)
            if let text = row.text { add(.text, text, style: .body, lines: lines) }
            if let secondary = row.secondaryText { add(.secondaryText, secondary, style: secondaryStyle, lines: lines) }
            if configuration == .valueCell, plan.labels.count == 2 { plan.sharing = .valueCell }
        }
        return plan
    }

    /// A row's or section's labels in one locale and text size, measured, before any width is
    /// known: the part of the layout a sweep does once for all its widths. `string` gives the
    /// string a label shows; `sizing` is the plan's labels at `category` when already known.
    func prepareLabels(_ plan: LabelPlan, category: HIGModel.ContentSizeCategory, sizing: LabelSizing? = nil, string: (LabelRole) -> String) -> PreparedLabels {
        let sizing = sizing ?? labelSizing(plan, category: category)
        var prepared = PreparedLabels(placement: sizing.placement)
        for (index, label) in plan.labels.enumerated() {
            prepared.append(label.role, string: string(label.role), font: sizing.font(index), fixedWidth: label.fixedWidth, autoLayout: label.autoLayout,
                            numberOfLines: sizing.numberOfLines(index), lineBreakMode: label.lineBreakMode)
        }
        return prepared
    }

    /// What `prepareLabels` gives at another size for the same plan's labels with the same
    /// strings, made in place from `prepared`: a label keeps its measurement when only the font
    /// size changed. A sweep prepares a container's labels size after size this way, where
    /// building them anew copied them twice per size.
    func resizeLabels(_ prepared: inout PreparedLabels, to sizing: LabelSizing, string: (LabelRole) -> String) {
        prepared.placement = sizing.placement
        for index in prepared.indices {
            let role = prepared.role(index)
            prepared.resize(index, to: sizing.font(index), numberOfLines: sizing.numberOfLines(index)) { string(role) }
        }
    }

    /// A plan's labels at one size: their fonts, line limits and how they share the room. The
    /// same in every locale, so a sweep works them out once per container and size.
    func labelSizing(_ plan: LabelPlan, category: HIGModel.ContentSizeCategory) -> LabelSizing {
        var sizing = LabelSizing(placement: placement(plan.sharing, category: category))
        for (index, label) in plan.labels.enumerated() {
            let font = shrunk(font(label.font, default: label.defaultStyle, emphasized: label.emphasized, category: category), to: label.minimumScale)
            sizing.set(index, font: font, numberOfLines: numberOfLines(label, category: category))
        }
        return sizing
    }

    /// How a plan's labels share the room at `category`: value cells stack at accessibility
    /// sizes (§3.1, §3.2, B).
    private func placement(_ sharing: LabelPlan.Sharing, category: HIGModel.ContentSizeCategory) -> PreparedLabels.Placement {
        let stacked = category.isAccessibilityCategory
        return switch sharing {
        case .fullWidth: .fullWidth
        case .value1: .value1(stacked: stacked)
        case .value2: .value2(stacked: stacked)
        case .valueCell: .valueCell(stacked: stacked)
        }
    }

    /// A label's line limit at `category`: the text's own, else its cell's default.
    private func numberOfLines(_ label: LabelPlan.Label, category: HIGModel.ContentSizeCategory) -> Int {
        if let lines = label.numberOfLines { return lines }
        return switch label.defaultLines {
        case .fixed(let lines): lines
        case .sidebar: category.isAccessibilityCategory ? 0 : 1
        }
    }

    /// Where prepared labels land in `available` points: a row's text rect (§8 steps 3–4) or a
    /// section's text width, shared out as the cell style does (§3.1, §3.2).
    /// `string` gives a label's string, for the layouts its measure does not settle.
    /// `margin` is the cell's layout margin, which a custom cell's constraints may pin to.
    func placeLabels(_ labels: PreparedLabels, available: Double, margin: Double, locale: String, fitter: LineFitter, string: (LabelRole) -> String) -> LabelPlacements {
        let swept = SweptPlacements(rooms: [(available, margin)], widthCount: 1)
        var labels = labels
        placeLabels(&labels, size: 0, locale: locale, fitter: fitter, string: string, into: swept)
        var placements = LabelPlacements()
        for index in labels.indices {
            placements.append(LabelPlacement(availableWidth: swept.availableWidth(index, at: 0), arrangement: swept.arrangement(index, at: 0)))
        }
        return placements
    }

    /// `placeLabels(_:available:margin:locale:fitter:string:)` at each of a sweep's widths at
    /// the size numbered `size` in `placements`' rooms, into `placements`. The labels and their
    /// sharing are the same at every width of a size, so they are read once, not once a width.
    /// `labels` is only read: taken `inout` so that the sweep's labels, which it keeps in
    /// place and resizes size after size, are not copied for every call.
    func placeLabels(_ labels: inout PreparedLabels, size: Int, locale: String, fitter: LineFitter,
                     string: (LabelRole) -> String, into placements: SweptPlacements) {
        let rooms = UnsafeBufferPointer(rebasing: placements.rooms[size * placements.widthCount..<((size + 1) * placements.widthCount)])
        func place(_ index: Int, _ w: Int, width: Double, _ arranged: LabelSlot.Arrangement?) {
            let available = rooms[w]
            placements.set(index, at: w, availableWidth: labels.room(index, width: width, available: available.width, margin: available.margin), arrangement: arranged)
        }
        switch labels.placement {
        case .fullWidth:
            for index in labels.indices {
                for (w, available) in zip(0..., rooms) { place(index, w, width: available.width, nil) }
            }
        case .value1(let stacked):
            // The title is laid out first over the whole rect; the detail gets what is left
            // minus the gap, so it truncates first and can vanish (§3.1, B). At accessibility
            // sizes both stack at full width.
            let arranged: LabelSlot.Arrangement = stacked ? .stacked : .sideBySide
            let title = labels.measure(0).width
            for index in labels.indices {
                let isFull = labels.role(index) == .text || stacked
                for (w, available) in zip(0..., rooms) {
                    let width = isFull ? available.width : max(0, available.width - min(title, available.width) - constants.value1Gap)
                    place(index, w, width: width, arranged)
                }
            }
        case .value2(let stacked):
            // A fixed title column, then the detail (§3.1, B); stacked at accessibility sizes.
            let arranged: LabelSlot.Arrangement = stacked ? .stacked : .sideBySide
            let column = constants.value2TitleColumn
            for index in labels.indices {
                let isTitle = labels.role(index) == .text
                for (w, available) in zip(0..., rooms) {
                    let width = stacked ? available.width : isTitle ? min(column, available.width) : max(0, available.width - column - constants.value2Gap)
                    place(index, w, width: width, arranged)
                }
            }
        case .valueCell(let stacked):
            // Side by side when not at an accessibility size, the primary fits one line (measured
            // with two allowed) and the secondary fits one line beside it; else stacked (§3.2, B).
            for (w, available) in zip(0..., rooms) {
                place(0, w, width: available.width, .stacked)
                place(1, w, width: available.width, .stacked)
                guard !stacked else { continue }
                let primaryFit = labels.measure(0).quickFit(width: available.width, numberOfLines: 2, lineBreakMode: labels.lineBreakMode(0))
                    ?? fitter.check(string(labels.role(0)), font: labels.font(0), measure: labels.measure(0),
                                    constraints: LabelConstraints(width: available.width, numberOfLines: 2, lineBreakMode: labels.lineBreakMode(0), locale: locale))
                guard primaryFit.lineCount <= 1 else { continue }
                let beside = available.width - primaryFit.width - constants.valueCellHorizontalPadding
                if labels.measure(1).width <= beside {
                    placements.set(0, at: w, availableWidth: placements.availableWidth(0, at: w), arrangement: .sideBySide)
                    placements.set(1, at: w, availableWidth: max(0, beside), arrangement: .sideBySide)
                }
            }
        }
    }

    // MARK: Headers and footers

    /// Section header and footer labels (§3.2, §4.5): grouped headers are uppercased Footnote
    /// before iOS 26 and emphasized Body from iOS 26; plain headers emphasized Subheadline / Body.
    public func labels(of section: Section, table: Table, environment: Environment, scenario: LayoutScenario, string: (HIGModel.Text) -> String) -> [LabelSlot] {
        func shown(_ role: LabelRole) -> String {
            role.text(of: section).map { displayed(string($0), role: role, table: table, locale: scenario.locale) } ?? ""
        }
        let prepared = prepareLabels(labelPlan(of: section, table: table), category: scenario.category, string: shown)
        // Section labels have no value-cell placement, so no fitter is needed to place them.
        let available = sectionTextWidth(table: table, environment: environment, scenario: scenario)
        var placements = LabelPlacements()
        for _ in prepared.indices { placements.append(LabelPlacement(availableWidth: available)) }
        return prepared.slots(placed: placements, text: { $0.text(of: section) }, string: shown)
    }

    /// The string a section or row label shows for `string`, its text in the locale: grouped
    /// headers are uppercased before iOS 26 (§4.5), with the locale's rules.
    func displayed(_ string: String, role: LabelRole, table: Table, locale: String) -> String {
        role == .header && profile.generation == .ios18 && table.style.isGrouped ? uppercased(string, locale: locale) : string
    }

    /// What a section's header and footer are, whatever the locale and size. They take the
    /// section's width whatever the dump says of theirs.
    func labelPlan(of section: Section, table: Table) -> LabelPlan {
        var plan = LabelPlan()
        let ios18 = profile.generation == .ios18
        if let header = section.header, header.isMeasurable {
            let grouped = table.style.isGrouped
            plan.labels.append(LabelPlan.Label(
                role: .header, font: header.font, defaultStyle: ios18 ? (grouped ? .footnote : .subheadline) : .body,
                emphasized: !(ios18 && grouped), fixedWidth: nil, numberOfLines: header.numberOfLines, defaultLines: .fixed(0),
                lineBreakMode: TextLayout.LineBreakMode(header.lineBreakMode ?? .byTruncatingTail),
                minimumScale: header.shrinkScale
            ))
        }
        if let footer = section.footer, footer.isMeasurable {
            plan.labels.append(LabelPlan.Label(
                role: .footer, font: footer.font, defaultStyle: .footnote, emphasized: false, fixedWidth: nil,
                numberOfLines: footer.numberOfLines, defaultLines: .fixed(0),
                lineBreakMode: TextLayout.LineBreakMode(footer.lineBreakMode ?? .byTruncatingTail),
                minimumScale: footer.shrinkScale
            ))
        }
        return plan
    }

    /// The width a section's header and footer text gets.
    func sectionTextWidth(table: Table, environment: Environment, scenario: LayoutScenario) -> Double {
        let content = contentWidth(table: table, environment: environment, scenario: scenario)
        let margin = margin(table: table, environment: environment, scenario: scenario, contentWidth: content)
        // Header text lines up with cell text in screenshots (§4.5, E).
        return max(0, (table.style == .insetGrouped ? content - 2 * margin : content) - 2 * margin)
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
