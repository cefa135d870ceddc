// Dynamic Type and SF tracking, as UIKit applies them. All numbers come from
// shared/reference/uikit-layout.md; its grade (A–E) is given with each table.

/// `UIFont.TextStyle`: the Dynamic Type styles. Mirrors the model's enum without depending on it.
public enum TextStyle: String, CaseIterable, Sendable, Codable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote
    case caption1, caption2

    /// Position in `allCases`.
    var index: Int {
        switch self {
        case .largeTitle: 0
        case .title1: 1
        case .title2: 2
        case .title3: 3
        case .headline: 4
        case .body: 5
        case .callout: 6
        case .subheadline: 7
        case .footnote: 8
        case .caption1: 9
        case .caption2: 10
        }
    }
}

/// `UIContentSizeCategory`, smallest to largest; `large` is the system default.
public enum ContentSizeCategory: String, CaseIterable, Sendable, Codable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// By raw value. Written out because the audit converts a category for every label it lays
    /// out, and the synthesized version compares the string with each case in turn.
    public init?(rawValue: String) {
        let found: ContentSizeCategory?
        switch rawValue.utf8.count {
        case 5: found = rawValue == "large" ? .large : rawValue == "small" ? .small : nil
        case 6: found = rawValue == "medium" ? .medium : nil
        case 10: found = rawValue == "extraLarge" ? .extraLarge : rawValue == "extraSmall" ? .extraSmall : nil
        case 15: found = rawValue == "extraExtraLarge" ? .extraExtraLarge : nil
        case 20: found = rawValue == "extraExtraExtraLarge" ? .extraExtraExtraLarge : nil
        case 19: found = rawValue == "accessibilityMedium" ? .accessibilityMedium : nil
        case 18: found = rawValue == "accessibilityLarge" ? .accessibilityLarge : nil
        case 23: found = rawValue == "accessibilityExtraLarge" ? .accessibilityExtraLarge : nil
        case 28: found = rawValue == "accessibilityExtraExtraLarge" ? .accessibilityExtraExtraLarge : nil
        case 33: found = rawValue == "accessibilityExtraExtraExtraLarge" ? .accessibilityExtraExtraExtraLarge : nil
        default: found = nil
        }
        guard let found else { return nil }
        self = found
    }

    /// Position in the list above, 0 for extraSmall.
    var index: Int {
        switch self {
        case .extraSmall: 0
        case .small: 1
        case .medium: 2
        case .large: 3
        case .extraLarge: 4
        case .extraExtraLarge: 5
        case .extraExtraExtraLarge: 6
        case .accessibilityMedium: 7
        case .accessibilityLarge: 8
        case .accessibilityExtraLarge: 9
        case .accessibilityExtraExtraLarge: 10
        case .accessibilityExtraExtraExtraLarge: 11
        }
    }

    /// Parses raw values and the short names teams use ("L", "xxxL", "AX3"), case-insensitively
    /// for the short names.
    public init?(name: String) {
        if let category = ContentSizeCategory(rawValue: name) {
            self = category
            return
        }
        let short = ["xs", "s", "m", "l", "xl", "xxl", "xxxl", "ax1", "ax2", "ax3", "ax4", "ax5"]
        guard let index = short.firstIndex(of: name.lowercased()) else { return nil }
        self = ContentSizeCategory.allCases[index]
    }
}

/// `UIFont.Weight`. A metrics file holds a few faces; the nearest one is used.
public enum FontWeight: String, CaseIterable, Sendable, Codable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// Position in `allCases`.
    var index: Int {
        switch self {
        case .ultraLight: 0
        case .thin: 1
        case .light: 2
        case .regular: 3
        case .medium: 4
        case .semibold: 5
        case .bold: 6
        case .heavy: 7
        case .black: 8
        }
    }

    /// The CSS / OpenType weight class.
    public var numericValue: Int {
        switch self {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }
}

/// Dynamic Type sizes, leadings and weights (reference §1: HIG "iOS, iPadOS Dynamic Type sizes",
/// grade A; matches runtime measurements on iOS 13.3, grade C, except caption2 at AX5 where the
/// HIG's 40 pt is kept and the measured 41 pt is noted).
public enum DynamicType {
    /// Point size and leading, per style, per category (xS … AX5). A switch rather than a
    /// dictionary keyed by style: making a `[TextStyle: …]` looks up `TextStyle: Hashable` at
    /// run time, a walk over every conformance record in the binary at start-up.
    private static func sizes(_ style: TextStyle) -> [(size: Double, leading: Double)] {
        switch style {
        case .largeTitle: [(31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61), (56, 66), (60, 70)]
        case .title1: [(25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57), (53, 62), (58, 68)]
        case .title2: [(19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 52), (50, 59), (56, 66)]
        case .title3: [(17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51), (49, 58), (55, 65)]
        case .headline: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)]
        case .body: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)]
        case .callout: [(13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39), (38, 46), (44, 52), (51, 60)]
        case .subheadline: [(12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43), (42, 50), (49, 58)]
        case .footnote: [(12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40), (38, 46), (44, 52)]
        case .caption1: [(11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39), (37, 44), (43, 51)]
        case .caption2: [(11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35), (34, 41), (40, 48)]
        }
    }

    /// The style's point size at `category`.
    public static func pointSize(_ style: TextStyle, _ category: ContentSizeCategory) -> Double {
        rows[style.index][category.index].size
    }

    /// The style's leading (line pitch) in points at `category`.
    public static func leading(_ style: TextStyle, _ category: ContentSizeCategory) -> Double {
        rows[style.index][category.index].leading
    }

    /// `sizes` by `TextStyle.index`: a lookup per label per scenario.
    private static let rows: [[(size: Double, leading: Double)]] = TextStyle.allCases.map(sizes)

    /// Headline is Semibold, every other style Regular (A).
    public static func weight(_ style: TextStyle) -> FontWeight {
        style == .headline ? .semibold : .regular
    }

    /// The `.traitBold` ("emphasized") weight: Bold for large title, title 1 and 2, Semibold for
    /// the rest (A for the weights, C for reaching them through `.traitBold`).
    public static func emphasizedWeight(_ style: TextStyle) -> FontWeight {
        switch style {
        case .largeTitle, .title1, .title2: .bold
        default: .semibold
        }
    }
}

/// SF Pro's size-specific tracking. UIKit applies it automatically to the system font and text
/// styles: each glyph's advance grows by size × value / 1000.
///
/// `sfPro` is Apple's published table (reference §2: HIG "Tracking values", A). Below 20 pt it
/// is SF Pro Text's: the static font's own `trak` table agrees within 4/1000 em (−22.9 at 17 pt
/// where the table says −26, about 0.6 % of a string's width; shared reference `sf-pro/`). From
/// 28 pt it is SF Pro Display's (+14 at 28 pt, the font +12.7). Between 20 and 28 pt the published
/// values (−23 at 20 pt, −4 at 23) belong to the variable font, whose glyphs there are still
/// close to Text's width; SF Pro Display's own table says +18.1 at 20 pt and +15.6 at 22.
/// `system` pairs each design with its own tracking: the published table for Text and from 28
/// pt, Display's `trak` between 20 and 28 pt (Display's widths with the published −23 would
/// measure text 8 % narrower than either the static font or the variable one).
public enum Tracking {
    /// SF Pro Display's `trak` values from 20 pt (1/1000 em, shared reference `sf-pro/`, read
    /// from the static font: A for that font), joined to the published table at 28 pt.
    private static let displayBelow28: [(size: Double, value: Double)] = [(20, 18.1), (22, 15.6), (28, 14)]

    /// Tracking in 1/1000 em at `pointSize` in the design UIKit uses at that size.
    public static func system(pointSize: Double) -> Double {
        guard OpticalDesign(pointSize: pointSize) == .display, pointSize < 28 else { return sfPro(pointSize: pointSize) }
        return interpolate(displayBelow28, at: pointSize)
    }

    /// Tracking in points added to each glyph at `pointSize`, in the size's design.
    public static func systemPoints(pointSize: Double) -> Double {
        pointSize * system(pointSize: pointSize) / 1000
    }

    /// (point size, tracking in 1/1000 em). Ranges in the HIG ("36–40") are both ends here;
    /// sizes between rows are interpolated linearly, as a `trak` table is.
    private static let table: [(size: Double, value: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11),
        (15, -16), (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12),
        (23, -4), (24, 3), (25, 6), (26, 8), (27, 11), (28, 14), (30, 14), (31, 13), (32, 13),
        (33, 12), (34, 12), (35, 11), (36, 10), (40, 10), (41, 9), (43, 9), (44, 8), (48, 8),
        (49, 7), (51, 7), (52, 6), (56, 6), (58, 5), (60, 4), (64, 4), (66, 3), (68, 2), (72, 2),
        (76, 1), (80, 0),
    ]

    /// Apple's published tracking in 1/1000 em at `pointSize`.
    public static func sfPro(pointSize: Double) -> Double {
        interpolate(table, at: pointSize)
    }

    private static func interpolate(_ table: [(size: Double, value: Double)], at pointSize: Double) -> Double {
        guard let first = table.first, let last = table.last else { return 0 }
        if pointSize <= first.size { return first.value }
        if pointSize >= last.size { return last.value }
        var lower = first
        for row in table {
            if row.size == pointSize { return row.value }
            if row.size > pointSize {
                let fraction = (pointSize - lower.size) / (row.size - lower.size)
                return lower.value + (row.value - lower.value) * fraction
            }
            lower = row
        }
        return last.value
    }

    /// Apple's published tracking in points added to each glyph at `pointSize`.
    public static func sfProPoints(pointSize: Double) -> Double {
        pointSize * sfPro(pointSize: pointSize) / 1000
    }
}
