// The members each object of the dump may spell out, one enum per object. To add a member
// (say `auditSuppressions` on every element), add a case to the enums here and handle it in the
// matching `switch` in DumpDecoder.swift; unknown-key errors and suggestions follow by themselves.

/// The keys of one kind of JSON object, matched against the input's bytes without allocating.
protocol MemberKey: RawRepresentable<String>, CaseIterable, Sendable where AllCases == [Self] {
    /// What the object is called in messages ("row", "screen").
    static var objectName: String { get }
    static var keyTable: KeyTable<Self> { get }
}

struct KeyTable<Key: MemberKey>: Sendable {
    /// Each key's UTF-8 bytes, bucketed by length so a lookup compares few candidates.
    private let buckets: [[(bytes: [UInt8], index: Int)]]
    let keys: [Key]
    let names: [String]

    init() {
        keys = Key.allCases
        names = keys.map(\.rawValue)
        var buckets: [[(bytes: [UInt8], index: Int)]] = []
        for (index, name) in names.enumerated() {
            let bytes = Array(name.utf8)
            while buckets.count <= bytes.count { buckets.append([]) }
            buckets[bytes.count].append((bytes, index))
        }
        self.buckets = buckets
        precondition(keys.count <= 64, "a member mask is a UInt64")
    }

    /// The index of the key spelled by `bytes`, if any.
    @inline(__always)
    func index(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard bytes.count < buckets.count else { return nil }
        for candidate in buckets[bytes.count] where candidate.bytes.elementsEqual(bytes) {
            return candidate.index
        }
        return nil
    }
}

enum TopLevelKey: String, MemberKey {
    case schema = "$schema", schemaVersion, screens, screen
    static let objectName = "the dump"
    static let keyTable = KeyTable<Self>()
}

enum ScreenKey: String, MemberKey {
    case name, environment, table, auditSuppressions, isTemplate
    static let objectName = "screen"
    static let keyTable = KeyTable<Self>()
}

enum EnvironmentKey: String, MemberKey {
    case width, horizontalSizeClass, safeAreaInsets, layoutDirection, contentSizeCategory
    case supportedContentSizeCategories, developmentLocale
    static let objectName = "environment"
    static let keyTable = KeyTable<Self>()
}

enum InsetsKey: String, MemberKey {
    case left, right
    static let objectName = "safeAreaInsets"
    static let keyTable = KeyTable<Self>()
}

enum CategoryRangeKey: String, MemberKey {
    case minimum, maximum
    static let objectName = "supportedContentSizeCategories"
    static let keyTable = KeyTable<Self>()
}

enum TableKey: String, MemberKey {
    case style, sectionIndexTitles, isEditing, hasRefreshControl, showsRemoteContent
    case cellLayoutMarginsFollowReadableWidth, loading, sections, auditSuppressions
    static let objectName = "table"
    static let keyTable = KeyTable<Self>()
}

enum LoadingKey: String, MemberKey {
    case isLoading, showsActivityIndicator, placeholderRowCount
    static let objectName = "loading"
    static let keyTable = KeyTable<Self>()
}

enum SectionKey: String, MemberKey {
    case header, footer, rows, auditSuppressions
    static let objectName = "section"
    static let keyTable = KeyTable<Self>()
}

enum RowKey: String, MemberKey {
    case id, cellStyle, contentConfiguration, text, secondaryText, image, accessoryType
    case accessoryView, selectionStyle, isSelectable, selectionAction, editingStyle
    case deleteConfirmationTitle, trailingSwipeActions, rowHeight, accessibilityLabel
    case accessibilityTraits, auditSuppressions, deleteEffect
    case accessibilityIdentifier, editingAccessoryType, indentationLevel, indentationWidth
    static let objectName = "row"
    static let keyTable = KeyTable<Self>()
}

enum ImageKey: String, MemberKey {
    case kind, width, height, accessibilityLabel
    static let objectName = "image"
    static let keyTable = KeyTable<Self>()
}

enum AccessoryViewKey: String, MemberKey {
    case kind, width, height, isIconOnly, accessibilityLabel, isInteractive, isInContentView
    static let objectName = "accessoryView"
    static let keyTable = KeyTable<Self>()
}

enum SwipeActionKey: String, MemberKey {
    case title, style, effect
    static let objectName = "swipe action"
    static let keyTable = KeyTable<Self>()
}

enum SuppressionKey: String, MemberKey {
    case rule, locales, reason
    static let objectName = "suppression"
    static let keyTable = KeyTable<Self>()
}

enum TextKey: String, MemberKey {
    case string, localizationKey, localizationTable, textStyle, fontSize, fontWeight
    case numberOfLines, lineBreakMode, width, localizations, auditSuppressions
    case fontName, adjustsFontSizeToFitWidth, minimumScaleFactor, origin
    case autoLayoutWidth, widthUnknown, shouldTranslate
    static let objectName = "text"
    static let keyTable = KeyTable<Self>()
}

enum AutoLayoutWidthKey: String, MemberKey {
    case contentWidthFactor, marginCount, constant, maximum, competitor, competitorOutcome
    static let objectName = "autoLayoutWidth"
    static let keyTable = KeyTable<Self>()
}

/// `UIAccessibilityTraits`' members, by their Swift names.
let accessibilityTraitNames = [
    "none", "button", "link", "image", "selected", "playsSound", "keyboardKey", "staticText",
    "summaryElement", "notEnabled", "updatesFrequently", "searchField", "startsMediaSession",
    "adjustable", "allowsDirectInteraction", "causesPageTurn", "header", "tabBar", "toggle",
    "supportsZoom",
]
