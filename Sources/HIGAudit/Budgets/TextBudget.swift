import HIGInput
import HIGModel
import TextLayout

/// The room one localizable text gets: the tightest place it is shown across the sweep (every
/// width, checked text size and screen it appears on), in points and in the font used there,
/// and whether each locale's translation fits today. `hig-audit budgets` hands it to
/// translators; `check` judges the returned translations by the same sweep.
public struct TextBudget: Sendable, Equatable {
    public struct FontDescription: Sendable, Equatable {
        public var family: String
        public var pointSize: Double
        public var weight: String
    }

    /// Where the text is shown.
    public struct Appearance: Sendable, Equatable {
        public var screen: String
        /// `Settings › section 1 › row 2 (wifi) › text`.
        public var element: String
        public var file: String
        public var line: Int
        public var column: Int
    }

    /// One locale's translation against the budget.
    public struct LocaleFit: Sendable, Equatable {
        public var locale: String
        public var fits: Bool
        /// Points to spare (positive) or missing (negative) where it is tightest. For labels
        /// of several lines, an estimate from the text's width on one line.
        public var margin: Double?
        /// The translation unit or entry measured (the tightest plural form's).
        public var translation: FilePosition?
        /// Every unit or entry (plural forms apart) that does not fit: what `check` reports.
        public var over: [FilePosition] = []
    }

    public var table: String
    public var key: String
    /// The development-language text.
    public var source: String
    /// Points per line where the text has least room.
    public var maxWidth: Double
    /// Lines the label shows there (0: as many as it needs).
    public var lines: Int
    public var font: FontDescription
    /// The table width and text size of the tightest place.
    public var tableWidth: Double
    public var textSize: HIGModel.ContentSizeCategory
    /// For tools that only count characters: the room divided by the widest character the font
    /// draws among `W`, `M` and a CJK ideograph (about one em), so any text of that many
    /// characters fits; nil when the label has unlimited lines.
    public var characterLimit: Int?
    public var appearances: [Appearance]
    /// Translated locales, sorted.
    public var locales: [LocaleFit]

    /// Total points a translation may take: `maxWidth` times the lines; nil when unlimited.
    public var totalWidth: Double? {
        lines == 0 ? nil : (maxWidth * Double(lines) * 10).rounded(.down) / 10
    }

    /// The budget in words, for a translator's note.
    public var summary: String {
        let fontText = "\(font.family) \(Self.number(font.pointSize)) pt \(font.weight)"
        let place = "\(Self.number(tableWidth)) pt table, text size \(textSize.shortName)"
        switch lines {
        case 0:
            return "Room: \(Self.number(maxWidth)) pt a line in \(fontText), as many lines as it needs (tightest: \(place))."
        case 1:
            return "Room: \(Self.number(maxWidth)) pt on one line in \(fontText) (tightest: \(place)); about \(characterLimit ?? 0) characters of any script always fit."
        default:
            return "Room: \(lines) lines of \(Self.number(maxWidth)) pt in \(fontText) (tightest: \(place)); about \(characterLimit ?? 0) characters of any script always fit."
        }
    }

    /// Points with at most one decimal, `192` not `192.0`.
    static func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded(.down) / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

/// Works out every localizable text's budget by laying the screens out as `check` does.
public enum TextBudgets {
    /// The font family budgets name: the metrics the layout model measures with.
    public static let fontFamily = "SF Pro"

    struct Candidate {
        var ratio: Double
        var maxWidth: Double
        var lines: Int
        var font: TextBudget.FontDescription
        var tableWidth: Double
        var textSize: HIGModel.ContentSizeCategory
        var characterLimit: Int?
    }

    struct Accumulator {
        var source: String
        var tightest: Candidate?
        var appearances: [TextBudget.Appearance] = []
        var seen: Set<String> = []
        var fits: [String: TextBudget.LocaleFit] = [:]
    }

    /// Budgets for every text with a localization key on `screens`, by table and key.
    public static func compute(_ screens: [Screen], sweep: TextSweep) -> [TextBudget] {
        var budgets: [TranslationCatalog.Key: Accumulator] = [:]
        var order: [TranslationCatalog.Key] = []
        for screen in screens {
            guard let analysis = try? ScreenTextAnalysis(screen: screen, sweep: sweep) else { continue }
            let development = screen.environment.developmentLocale
            analysis.forEachGroup { group in
                let text = group.text
                guard let key = text.localizationKey else { return }
                let id = TranslationCatalog.Key(table: ScreenLocalization.table(of: text), key: key)
                if budgets[id] == nil {
                    budgets[id] = Accumulator(source: text.string)
                    order.append(id)
                }
                let checks = group.checks.filter { analysis.isBaseSize($0.category) && !$0.isEmpty }
                guard !checks.isEmpty else { return }
                if group.locale == development {
                    let element = group.path.description
                    if budgets[id]!.seen.insert(element).inserted {
                        budgets[id]!.appearances.append(TextBudget.Appearance(screen: screen.name, element: element, file: text.source.file, line: text.source.span.start.line, column: text.source.span.start.column))
                    }
                    for check in checks {
                        let ratio = check.fit.width / max(check.availableWidth, 0.001)
                        if let current = budgets[id]!.tightest, !(ratio > current.ratio + 1e-9 || (abs(ratio - current.ratio) <= 1e-9 && check.availableWidth < current.maxWidth)) { continue }
                        let font = analysis.evaluation(group, check).slot.font
                        budgets[id]!.tightest = candidate(check, font: font, ratio: ratio)
                    }
                } else if group.translation != nil {
                    var worst: Double? = .infinity
                    var fits = true
                    for check in checks {
                        fits = fits && !check.fit.isTruncated
                        let margin = self.margin(check)
                        if let margin, let current = worst { worst = min(current, margin) } else if margin == nil, check.fit.isTruncated { worst = nil }
                    }
                    if worst == .infinity { worst = nil }
                    var fit = TextBudget.LocaleFit(locale: group.locale, fits: fits, margin: worst.map { ($0 * 10).rounded(.down) / 10 }, translation: group.translation)
                    if !fits, let translation = group.translation { fit.over = [translation] }
                    guard let existing = budgets[id]!.fits[group.locale] else {
                        budgets[id]!.fits[group.locale] = fit
                        return
                    }
                    // The worst plural form and the worst place count; every unit over is kept.
                    let over = Set(existing.over + fit.over).sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
                    if existing.fits && !fit.fits || (existing.fits == fit.fits && (fit.margin ?? .infinity) < (existing.margin ?? .infinity)) {
                        budgets[id]!.fits[group.locale] = fit
                    }
                    budgets[id]!.fits[group.locale]!.over = over
                }
            }
        }
        return order.compactMap { id in
            guard let found = budgets[id], let tightest = found.tightest else { return nil }
            return TextBudget(
                table: id.table, key: id.key, source: found.source,
                maxWidth: (tightest.maxWidth * 10).rounded(.down) / 10, lines: tightest.lines, font: tightest.font,
                tableWidth: tightest.tableWidth, textSize: tightest.textSize, characterLimit: tightest.characterLimit,
                appearances: found.appearances,
                locales: found.fits.values.sorted { $0.locale < $1.locale }
            )
        }
        .sorted { ($0.table, $0.key) < ($1.table, $1.key) }
    }

    /// Points to spare at one check; negative when the text is cut.
    static func margin(_ check: LabelCheck) -> Double? {
        if check.fit.isTruncated { return -max(check.fit.overflow, 0) }
        switch check.numberOfLines {
        case 1: return check.availableWidth - check.fit.width
        case 0: return nil
        default: return max(0, check.availableWidth * Double(check.numberOfLines) - check.fit.width)
        }
    }

    static func candidate(_ check: LabelCheck, font: Font, ratio: Double) -> Candidate {
        let widest = max(font.width(of: "W"), font.width(of: "M"), font.width(of: "\u{6F22}"), font.pointSize)
        let limit = check.numberOfLines == 0 ? nil : Int((check.availableWidth * Double(check.numberOfLines) / widest).rounded(.down))
        return Candidate(
            ratio: ratio, maxWidth: check.availableWidth, lines: check.numberOfLines,
            font: TextBudget.FontDescription(family: fontFamily, pointSize: (font.pointSize * 100).rounded() / 100, weight: font.weight.rawValue),
            tableWidth: check.width, textSize: check.category, characterLimit: limit
        )
    }
}
