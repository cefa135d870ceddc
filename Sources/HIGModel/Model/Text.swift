/// A piece of text a label shows, with what decides how it is laid out.
public struct Text: Hashable, Sendable {
    /// The string in the development language.
    public var string: String
    public var localizationKey: String?
    /// The strings table (`Localizable` when nil).
    public var localizationTable: String?
    /// Nil: the font the cell gives this label by default.
    public var font: TextFont?
    /// `numberOfLines`; 0 means unlimited, nil the cell's default.
    public var numberOfLines: Int?
    /// Nil: the label's default (`byTruncatingTail`).
    public var lineBreakMode: LineBreakMode?
    /// The label's width in points, for custom cells whose layout the dump captures.
    public var width: Double?
    /// Inline translations, by BCP 47 locale, sorted by locale.
    public var localizations: [Localization]
    public var auditSuppressions: [AuditSuppression] = []
    public var source: SourceInfo

    public init(
        _ string: String,
        localizationKey: String? = nil,
        localizationTable: String? = nil,
        font: TextFont? = nil,
        numberOfLines: Int? = nil,
        lineBreakMode: LineBreakMode? = nil,
        width: Double? = nil,
        localizations: [Localization] = [],
        source: SourceInfo = .synthesized()
    ) {
        self.string = string
        self.localizationKey = localizationKey
        self.localizationTable = localizationTable
        self.font = font
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.width = width
        self.localizations = localizations
        self.source = source
    }
}

/// One inline translation of a text.
public struct Localization: Hashable, Sendable {
    public var locale: String
    public var string: String
    public var source: SourceInfo

    public init(locale: String, string: String, source: SourceInfo = .synthesized()) {
        self.locale = locale
        self.string = string
        self.source = source
    }
}

/// The font of a label: a Dynamic Type text style, or a fixed size.
public enum TextFont: Hashable, Sendable {
    /// `UIFont.preferredFont(forTextStyle:)`, optionally with a weight (emphasized variants).
    case textStyle(TextStyle, weight: FontWeight?)
    /// `UIFont.systemFont(ofSize:weight:)`: does not scale with Dynamic Type.
    case fixed(size: Double, weight: FontWeight)
}
