/// A piece of text a label shows, with what decides how it is laid out.
public struct Text: Hashable, Sendable {
    /// The string in the development language.
    public var string: String
    public var source: SourceInfo
    // Most texts in a dump are plain strings (`"text": "Wi-Fi"`), so everything else sits in one
    // box that all such texts share: a text is a few words inline, and rows hold several.
    private var styling: CopyOnWrite<TextStyling>

    public var localizationKey: String? {
        get { styling.value.localizationKey }
        set { styling.value.localizationKey = newValue }
    }

    /// The strings table (`Localizable` when nil).
    public var localizationTable: String? {
        get { styling.value.localizationTable }
        set { styling.value.localizationTable = newValue }
    }

    /// Nil: the font the cell gives this label by default.
    public var font: TextFont? {
        get { styling.value.font }
        set { styling.value.font = newValue }
    }

    /// `numberOfLines`; 0 means unlimited, nil the cell's default.
    public var numberOfLines: Int? {
        get { styling.value.numberOfLines }
        set { styling.value.numberOfLines = newValue }
    }

    /// Nil: the label's default (`byTruncatingTail`).
    public var lineBreakMode: LineBreakMode? {
        get { styling.value.lineBreakMode }
        set { styling.value.lineBreakMode = newValue }
    }

    /// The label's width in points, for custom cells whose layout the dump captures.
    public var width: Double? {
        get { styling.value.width }
        set { styling.value.width = newValue }
    }

    /// Inline translations, by BCP 47 locale, sorted by locale.
    public var localizations: [Localization] {
        get { styling.value.localizations }
        set { styling.value.localizations = newValue }
    }

    public var auditSuppressions: [AuditSuppression] {
        get { styling.value.auditSuppressions }
        set { styling.value.auditSuppressions = newValue }
    }

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
        self.source = source
        let styling = TextStyling(
            localizationKey: localizationKey, localizationTable: localizationTable, font: font,
            numberOfLines: numberOfLines, lineBreakMode: lineBreakMode, width: width, localizations: localizations)
        // Only a text with something besides its string gets a box of its own.
        self.styling = styling == TextStyling() ? TextStyling.shared : CopyOnWrite(styling)
    }
}

/// What a text has besides its string and source; all defaults for a plain string.
struct TextStyling: Hashable, Sendable {
    var localizationKey: String?
    var localizationTable: String?
    var font: TextFont?
    var numberOfLines: Int?
    var lineBreakMode: LineBreakMode?
    var width: Double?
    var localizations: [Localization] = []
    var auditSuppressions: [AuditSuppression] = []

    /// The box every plain text shares; changing a text's styling gives it its own.
    static let shared = CopyOnWrite(TextStyling())
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
