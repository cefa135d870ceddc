/// A row: a cell, its content and how it behaves.
public struct Row: Hashable, Sendable {
    // Stored properties go from large to small, so the one-byte enums at the end fill the
    // padding after `rowHeight` instead of each costing an aligned word (Swift lays a struct out
    // in declaration order).

    /// The app's own identifier for the row (a reuse or model id), used in paths and fingerprints.
    public var id: String?
    /// `textLabel` or the configuration's `text`.
    public var text: Text?
    /// `detailTextLabel` or the configuration's `secondaryText`.
    public var secondaryText: Text?
    public var trailingSwipeActions: [SwipeAction]
    public var accessibilityTraits: [String]
    public var auditSuppressions: [AuditSuppression] = []
    public var source: SourceInfo
    // A dump holds many rows, and these parts are large and set on few of them: boxed, each
    // costs a pointer (nil when absent) instead of its full size in every row.
    private var boxedImage: CopyOnWrite<CellImage>?
    private var boxedAccessoryView: CopyOnWrite<AccessoryView>?
    private var boxedDeleteConfirmationTitle: CopyOnWrite<Text>?
    private var boxedDetails: CopyOnWrite<RowDetails>?
    /// A fixed `rowHeight` in points; nil for self-sizing rows.
    public var rowHeight: Double?
    public var content: CellContent
    public var accessoryType: AccessoryType
    public var selectionStyle: SelectionStyle
    public var isSelectable: Bool
    public var selectionAction: SelectionAction?
    public var editingStyle: EditingStyle
    /// What confirming the delete does; nil when the dump does not say.
    public var deleteEffect: ActionEffect?

    public var image: CellImage? {
        get { boxedImage?.value }
        set { boxedImage = newValue.map(CopyOnWrite.init) }
    }

    /// A custom `accessoryView`; when set, UIKit shows it instead of `accessoryType`.
    public var accessoryView: AccessoryView? {
        get { boxedAccessoryView?.value }
        set { boxedAccessoryView = newValue.map(CopyOnWrite.init) }
    }

    /// `titleForDeleteConfirmationButton`; nil means the system's "Delete".
    public var deleteConfirmationTitle: Text? {
        get { boxedDeleteConfirmationTitle?.value }
        set { boxedDeleteConfirmationTitle = newValue.map(CopyOnWrite.init) }
    }

    /// What few rows set: boxed together, all defaults when nil.
    private var details: RowDetails {
        get { boxedDetails?.value ?? RowDetails() }
        set { boxedDetails = newValue == RowDetails() ? nil : CopyOnWrite(newValue) }
    }

    public var accessibilityLabel: String? {
        get { boxedDetails?.value.accessibilityLabel ?? nil }
        set { details.accessibilityLabel = newValue }
    }

    /// Whether code sets texts in this template row that the audit leaves out (a prototype or
    /// xib cell's designer text): the row is not without text, its text is unknown.
    public var hasTextSetByCode: Bool {
        get { boxedDetails?.value.hasTextSetByCode ?? false }
        set { details.hasTextSetByCode = newValue }
    }

    /// `accessibilityIdentifier`: how UI tests find the cell; findings about the row carry it.
    public var accessibilityIdentifier: String? {
        get { boxedDetails?.value.accessibilityIdentifier ?? nil }
        set { details.accessibilityIdentifier = newValue }
    }

    /// `editingAccessoryType`: the accessory UIKit shows instead of `accessoryType` and
    /// `accessoryView` while the table is editing. Nil when the dump does not say: the row is
    /// then laid out with its normal accessory in editing mode too.
    public var editingAccessoryType: AccessoryType? {
        get { boxedDetails?.value.editingAccessoryType ?? nil }
        set { details.editingAccessoryType = newValue }
    }

    /// `indentationLevel`: the content moves `indentationLevel × indentationWidth` points inward.
    public var indentationLevel: Int {
        get { boxedDetails?.value.indentationLevel ?? 0 }
        set { details.indentationLevel = newValue }
    }

    /// `indentationWidth`: points per indentation level; UIKit's default is 10 (Apple's
    /// `UITableViewCell.indentationWidth` documentation, grade A).
    public var indentationWidth: Double {
        get { boxedDetails?.value.indentationWidth ?? RowDetails.defaultIndentationWidth }
        set { details.indentationWidth = newValue }
    }

    /// Points the row's content is indented by.
    public var indentation: Double { Double(indentationLevel) * indentationWidth }

    public init(
        id: String? = nil,
        content: CellContent = .style(.default),
        text: Text? = nil,
        secondaryText: Text? = nil,
        image: CellImage? = nil,
        accessoryType: AccessoryType = .none,
        accessoryView: AccessoryView? = nil,
        selectionStyle: SelectionStyle = .default,
        isSelectable: Bool = true,
        selectionAction: SelectionAction? = nil,
        editingStyle: EditingStyle = .none,
        deleteConfirmationTitle: Text? = nil,
        deleteEffect: ActionEffect? = nil,
        trailingSwipeActions: [SwipeAction] = [],
        rowHeight: Double? = nil,
        accessibilityLabel: String? = nil,
        accessibilityTraits: [String] = [],
        source: SourceInfo = .synthesized()
    ) {
        self.id = id
        self.content = content
        self.text = text
        self.secondaryText = secondaryText
        self.boxedImage = image.map(CopyOnWrite.init)
        self.accessoryType = accessoryType
        self.boxedAccessoryView = accessoryView.map(CopyOnWrite.init)
        self.selectionStyle = selectionStyle
        self.isSelectable = isSelectable
        self.selectionAction = selectionAction
        self.editingStyle = editingStyle
        self.boxedDeleteConfirmationTitle = deleteConfirmationTitle.map(CopyOnWrite.init)
        self.boxedDetails = accessibilityLabel.map { CopyOnWrite(RowDetails(accessibilityLabel: $0)) }
        self.deleteEffect = deleteEffect
        self.trailingSwipeActions = trailingSwipeActions
        self.rowHeight = rowHeight
        self.accessibilityTraits = accessibilityTraits
        self.source = source
    }

    /// The accessory UIKit actually shows: a custom view wins over the accessory type.
    public var hasTrailingAccessory: Bool {
        boxedAccessoryView != nil || accessoryType != .none
    }

    /// Whether the row is built around a control (a switch, a stepper, a text field): people
    /// use the control, and the row itself need not highlight.
    public var isBuiltAroundControl: Bool {
        guard let view = accessoryView else { return false }
        return view.kind.isControl && view.isInteractive != false
    }
}

/// The row members few dumps set.
struct RowDetails: Hashable, Sendable {
    static let defaultIndentationWidth = 10.0
    var accessibilityLabel: String?
    var accessibilityIdentifier: String?
    var editingAccessoryType: AccessoryType?
    var indentationLevel = 0
    var indentationWidth = defaultIndentationWidth
    var hasTextSetByCode = false
}

/// How a cell lays out its content: a legacy cell style or a list content configuration.
public enum CellContent: Hashable, Sendable {
    case style(CellStyle)
    case configuration(ListContentConfiguration)
}

/// A row's image.
public struct CellImage: Hashable, Sendable {
    public var kind: ImageKind
    public var width: Double
    public var height: Double
    public var accessibilityLabel: String?
    public var source: SourceInfo

    public init(kind: ImageKind = .symbol, width: Double = 24, height: Double = 24, accessibilityLabel: String? = nil, source: SourceInfo = .synthesized()) {
        self.kind = kind
        self.width = width
        self.height = height
        self.accessibilityLabel = accessibilityLabel
        self.source = source
    }
}

/// A custom accessory view (a switch, a button, …).
public struct AccessoryView: Hashable, Sendable {
    public var kind: AccessoryViewKind
    public var width: Double
    public var height: Double
    /// Whether the view shows only an icon (no title), so it needs an accessibility label.
    public var isIconOnly: Bool
    /// Whether people can tap the view; nil when the dump does not say. An image or a spacer is
    /// usually decoration (`UIImageView` ignores touches), a button never is.
    public var isInteractive: Bool?
    public var accessibilityLabel: String?
    /// A control a custom cell places in its content view, standing for the accessory: it takes
    /// room inside the content view (its labels' constraints say how much), not beside it, and
    /// it does not replace the cell's accessory type.
    public var isInContentView = false
    public var source: SourceInfo

    public init(kind: AccessoryViewKind, width: Double, height: Double, isIconOnly: Bool = false, isInteractive: Bool? = nil, accessibilityLabel: String? = nil, source: SourceInfo = .synthesized()) {
        self.kind = kind
        self.width = width
        self.height = height
        self.isIconOnly = isIconOnly
        self.isInteractive = isInteractive
        self.accessibilityLabel = accessibilityLabel
        self.source = source
    }
}

/// A trailing swipe action (`UIContextualAction`).
public struct SwipeAction: Hashable, Sendable {
    public var title: Text
    public var style: SwipeActionStyle
    /// What the action does; nil when the dump does not say.
    public var effect: ActionEffect?
    public var source: SourceInfo

    public init(title: Text, style: SwipeActionStyle = .normal, effect: ActionEffect? = nil, source: SourceInfo = .synthesized()) {
        self.title = title
        self.style = style
        self.effect = effect
        self.source = source
    }
}
