/// One decoded dump file: a screen or several, as `"schemaVersion": 1` describes them.
public struct TableDump: Hashable, Sendable {
    public static let currentSchemaVersion = 1

    public var file: String
    public var schemaVersion: Int
    public var screens: [Screen]

    public init(file: String, schemaVersion: Int = TableDump.currentSchemaVersion, screens: [Screen]) {
        self.file = file
        self.schemaVersion = schemaVersion
        self.screens = screens
    }
}

/// A screen showing one table.
public struct Screen: Hashable, Sendable {
    public var name: String
    public var environment: Environment
    public var table: Table
    /// Whether the screen is a design-time template (prototype cells, the cells of a xib): its
    /// texts are what a designer typed, which code usually replaces. Findings say so.
    public var isTemplate: Bool
    /// Findings the team accepts on this element or below, each with its reason.
    public var auditSuppressions: [AuditSuppression] = []
    public var source: SourceInfo

    public init(name: String, environment: Environment = Environment(), table: Table, isTemplate: Bool = false, source: SourceInfo = .synthesized()) {
        self.name = name
        self.environment = environment
        self.table = table
        self.isTemplate = isTemplate
        self.source = source
    }
}

/// The trait environment the screen was captured in.
public struct Environment: Hashable, Sendable {
    /// Table width in points.
    public var width: Double
    public var horizontalSizeClass: SizeClass
    public var safeAreaInsets: EdgeInsets
    public var layoutDirection: LayoutDirection
    public var contentSizeCategory: ContentSizeCategory
    /// The categories the app supports, when it limits Dynamic Type (UIKit's
    /// `minimumContentSizeCategory` / `maximumContentSizeCategory`). Nil: all twelve.
    public var supportedContentSizeCategories: ClosedRange<ContentSizeCategory>?
    /// The development language, BCP 47 (`en`, `de-CH`).
    public var developmentLocale: String
    public var source: SourceInfo

    public init(
        width: Double = 393,
        horizontalSizeClass: SizeClass = .compact,
        safeAreaInsets: EdgeInsets = EdgeInsets(),
        layoutDirection: LayoutDirection = .leftToRight,
        contentSizeCategory: ContentSizeCategory = .large,
        supportedContentSizeCategories: ClosedRange<ContentSizeCategory>? = nil,
        developmentLocale: String = "en",
        source: SourceInfo = .synthesized()
    ) {
        self.width = width
        self.horizontalSizeClass = horizontalSizeClass
        self.safeAreaInsets = safeAreaInsets
        self.layoutDirection = layoutDirection
        self.contentSizeCategory = contentSizeCategory
        self.supportedContentSizeCategories = supportedContentSizeCategories
        self.developmentLocale = developmentLocale
        self.source = source
    }
}

/// Leading and trailing safe-area insets in points (the vertical ones do not change row layout).
public struct EdgeInsets: Hashable, Sendable {
    public var left: Double
    public var right: Double

    public init(left: Double = 0, right: Double = 0) {
        self.left = left
        self.right = right
    }
}

/// The table view and its content.
public struct Table: Hashable, Sendable {
    public var style: TableStyle
    /// `sectionIndexTitles(for:)`; nil when the table shows no index.
    public var sectionIndexTitles: [String]?
    public var isEditing: Bool
    public var hasRefreshControl: Bool
    /// Whether the rows show content fetched from elsewhere that changes while the screen is open.
    public var showsRemoteContent: Bool
    public var loading: LoadingState?
    public var cellLayoutMarginsFollowReadableWidth: Bool
    public var sections: [Section]
    public var auditSuppressions: [AuditSuppression] = []
    public var source: SourceInfo

    public init(
        style: TableStyle = .plain,
        sectionIndexTitles: [String]? = nil,
        isEditing: Bool = false,
        hasRefreshControl: Bool = false,
        showsRemoteContent: Bool = false,
        loading: LoadingState? = nil,
        cellLayoutMarginsFollowReadableWidth: Bool = false,
        sections: [Section] = [],
        source: SourceInfo = .synthesized()
    ) {
        self.style = style
        self.sectionIndexTitles = sectionIndexTitles
        self.isEditing = isEditing
        self.hasRefreshControl = hasRefreshControl
        self.showsRemoteContent = showsRemoteContent
        self.loading = loading
        self.cellLayoutMarginsFollowReadableWidth = cellLayoutMarginsFollowReadableWidth
        self.sections = sections
        self.source = source
    }
}

/// What the table showed while its content was loading.
public struct LoadingState: Hashable, Sendable {
    public var isLoading: Bool
    public var showsActivityIndicator: Bool
    public var placeholderRowCount: Int
    public var source: SourceInfo

    public init(isLoading: Bool = true, showsActivityIndicator: Bool = false, placeholderRowCount: Int = 0, source: SourceInfo = .synthesized()) {
        self.isLoading = isLoading
        self.showsActivityIndicator = showsActivityIndicator
        self.placeholderRowCount = placeholderRowCount
        self.source = source
    }
}

/// A section: optional header and footer around its rows.
public struct Section: Hashable, Sendable {
    public var header: Text?
    public var footer: Text?
    public var rows: [Row]
    public var auditSuppressions: [AuditSuppression] = []
    public var source: SourceInfo

    public init(header: Text? = nil, footer: Text? = nil, rows: [Row] = [], source: SourceInfo = .synthesized()) {
        self.header = header
        self.footer = footer
        self.rows = rows
        self.source = source
    }
}
