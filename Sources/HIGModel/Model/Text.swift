/// A piece of text a label shows, with what decides how it is laid out.
public struct Text: Hashable, Sendable {
    /// The string in the development language.
    public var string: String
    public var source: SourceInfo
    // Most texts in a dump are plain strings (`"text": "Wi-Fi"`), so everything else sits in a
    // box only texts with more than a string have: a text is a few words inline, and rows hold
    // several. Nil stands for all defaults rather than one shared box, whose reference count
    // every copy on every auditing thread would contend for.
    private var box: CopyOnWrite<TextStyling>?

    private var styling: TextStyling {
        get { box?.value ?? TextStyling() }
        set {
            if box == nil {
                box = CopyOnWrite(newValue)
            } else {
                box!.value = newValue
            }
        }
    }

    public var localizationKey: String? {
        get { box?.value.localizationKey ?? nil }
        set { styling.localizationKey = newValue }
    }

    /// The strings table (`Localizable` when nil).
    public var localizationTable: String? {
        get { box?.value.localizationTable ?? nil }
        set { styling.localizationTable = newValue }
    }

    /// Nil: the font the cell gives this label by default.
    public var font: TextFont? {
        get { box?.value.font ?? nil }
        set { styling.font = newValue }
    }

    /// `numberOfLines`; 0 means unlimited, nil the cell's default.
    public var numberOfLines: Int? {
        get { box?.value.numberOfLines ?? nil }
        set { styling.numberOfLines = newValue }
    }

    /// Nil: the label's default (`byTruncatingTail`).
    public var lineBreakMode: LineBreakMode? {
        get { box?.value.lineBreakMode ?? nil }
        set { styling.lineBreakMode = newValue }
    }

    /// The label's width in points, for custom cells whose layout the dump captures.
    public var width: Double? {
        get { box?.value.width ?? nil }
        set { styling.width = newValue }
    }

    /// How Auto Layout sizes the label in a custom cell, solved per table width, locale and
    /// size; wins over `width` when both are set.
    public var autoLayoutWidth: AutoLayoutWidth? {
        get { box?.value.autoLayoutWidth ?? nil }
        set { styling.autoLayoutWidth = newValue }
    }

    /// Why the width of a custom cell's label cannot be known (ambiguous or unsatisfiable
    /// constraints, a constraint to a view outside the cell): such a label is not measured and
    /// is counted as unmeasured. Nil: known, or not a custom cell's label.
    public var widthUnknown: String? {
        get { box?.value.widthUnknown ?? nil }
        set { styling.widthUnknown = newValue }
    }

    /// False when the text is meant to stay as it is in every language (a String Catalog's
    /// `shouldTranslate: false`, a "Don't translate" comment in a `.strings` file): a translation
    /// that repeats it is intended, and a locale without one is not missing anything.
    public var shouldTranslate: Bool {
        get { box?.value.shouldTranslate ?? true }
        set { styling.shouldTranslate = newValue }
    }

    /// The PostScript or family name of a custom font (`AvenirNext-DemiBold`). hig-audit has
    /// metrics for the system font only: a text in another font is not measured.
    public var fontName: String? {
        get { box?.value.fontName ?? nil }
        set { styling.fontName = newValue }
    }

    /// `adjustsFontSizeToFitWidth`: the label shrinks its font, down to `minimumScaleFactor`,
    /// before it truncates.
    public var adjustsFontSizeToFitWidth: Bool {
        get { box?.value.adjustsFontSizeToFitWidth ?? false }
        set { styling.adjustsFontSizeToFitWidth = newValue }
    }

    /// `minimumScaleFactor`, 0…1; UIKit's default 0 keeps the font at its size (Apple's
    /// `UILabel.minimumScaleFactor` documentation, grade A; uikit-layout.md §7).
    public var minimumScaleFactor: Double {
        get { box?.value.minimumScaleFactor ?? 0 }
        set { styling.minimumScaleFactor = newValue }
    }

    /// The smallest scale the label's font shrinks to before the label truncates; nil when it
    /// does not shrink (`adjustsFontSizeToFitWidth` off, or a scale of 0 or 1).
    public var shrinkScale: Double? {
        let scale = minimumScaleFactor
        return adjustsFontSizeToFitWidth && scale > 0 && scale < 1 ? scale : nil
    }

    /// Whether the text's font is one hig-audit has metrics for: the system font (any text
    /// style or size), or a font named as the system font (`.SFUI-Regular`, `SFProText-Bold`).
    public var hasKnownFont: Bool {
        guard let name = fontName else { return true }
        return Text.isSystemFontName(name)
    }

    /// Names the system font goes by in fonts' PostScript names.
    public static func isSystemFontName(_ name: String) -> Bool {
        [".SF", "SFPro", "SFUI", ".AppleSystemUIFont", "SF Pro", "SFCompact"].contains { name.hasPrefix($0) }
    }

    /// How the string was known. Nil when the input does not say (a dump or a storyboard,
    /// whose texts are literal or keyed as `localizationKey` shows); `origin` reads it.
    public var declaredOrigin: TextOrigin? {
        get { box?.value.origin ?? nil }
        set { styling.origin = newValue }
    }

    /// How the string was known: written out, looked up by key, or built at run time.
    public var origin: TextOrigin {
        declaredOrigin ?? (localizationKey == nil ? .literal : .localizationKey)
    }

    /// Whether hig-audit can measure the text: its font has metrics and its string is known.
    /// A text built at run time (interpolation, a model's value) is kept for the row's
    /// structure but never measured: its width is not in the source.
    public var isMeasurable: Bool {
        hasKnownFont && origin != .unknown
    }

    /// Inline translations, by BCP 47 locale, sorted by locale.
    public var localizations: [Localization] {
        get { box?.value.localizations ?? [] }
        set { styling.localizations = newValue }
    }

    public var auditSuppressions: [AuditSuppression] {
        get { box?.value.auditSuppressions ?? [] }
        set { styling.auditSuppressions = newValue }
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
        // Only a text with something besides its string gets a box.
        box = styling == TextStyling() ? nil : CopyOnWrite(styling)
    }

    public static func == (lhs: Text, rhs: Text) -> Bool {
        lhs.string == rhs.string && lhs.source == rhs.source && lhs.styling == rhs.styling
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(string)
        hasher.combine(source)
        hasher.combine(styling)
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
    var autoLayoutWidth: AutoLayoutWidth?
    var widthUnknown: String?
    var shouldTranslate = true
    var fontName: String?
    var adjustsFontSizeToFitWidth = false
    var minimumScaleFactor = 0.0
    var localizations: [Localization] = []
    var auditSuppressions: [AuditSuppression] = []
    var origin: TextOrigin?
}

/// How a text's string was known. Read from Swift source, a text is one of the three; a
/// dump or a storyboard only has literal and keyed texts.
public enum TextOrigin: String, CaseIterable, Hashable, Sendable {
    /// Written out in the source: `Text(verbatim: "Wi-Fi")`, a storyboard's title.
    case literal
    /// A localization key, looked up in the app's translations: `Text("wifi.title")`,
    /// `NSLocalizedString("wifi.title", comment: "")`.
    case localizationKey
    /// Built at run time (interpolation with values, concatenation, a model's property): the
    /// string shown is not in the source, so it is not measured or reported on.
    case unknown
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
