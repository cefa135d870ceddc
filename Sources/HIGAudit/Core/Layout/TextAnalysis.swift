import HIGModel
import TextLayout

/// What to sweep when measuring text: the widths, sizes and locales each label is laid out in,
/// and the layout model and metrics that do it. Nil means "as the dump says".
public struct TextSweep: Sendable {
    /// Table widths in points; nil: the screen's own width.
    public var widths: [Double]?
    /// Content size categories text/truncation checks; nil: the screen's own category.
    public var sizes: [HIGModel.ContentSizeCategory]?
    /// Locales to evaluate; nil: the development language and every locale a text is translated to.
    public var locales: [String]?
    public var layout: CellLayoutModel

    public init(widths: [Double]? = nil, sizes: [HIGModel.ContentSizeCategory]? = nil, locales: [String]? = nil, layout: CellLayoutModel = CellLayoutModel()) {
        self.widths = widths
        self.sizes = sizes
        self.locales = locales
        self.layout = layout
    }
}

/// One label laid out and measured in one scenario.
public struct LabelEvaluation: Sendable {
    /// The label's element: `Settings › section 1 › row 2 › secondary text`.
    public var path: ElementPath
    public var slot: LabelSlot
    public var scenario: LayoutScenario
    public var fit: FitSummary
    /// The row or section the label belongs to, for the finding's context region.
    public var container: SourceInfo
    /// The row, when the label is a row's.
    public var row: Row?

    public var text: HIGModel.Text { slot.text }
    public var isTruncated: Bool { fit.isTruncated }
    /// Points the label would need to show everything on its lines.
    public var neededWidth: Double { fit.isTruncated ? slot.availableWidth + fit.overflow : fit.width }
}

/// Every label of a screen laid out across the sweep, computed once per screen and shared by
/// the text rules.
public final class ScreenTextAnalysis: @unchecked Sendable {
    // Immutable after init except the fitter's scratch buffers; confined to the one task that
    // audits its screen.
    public let evaluations: [LabelEvaluation]
    /// The categories evaluated: the checked sizes plus the app's supported range.
    public let categories: [HIGModel.ContentSizeCategory]
    public let baseSizes: [HIGModel.ContentSizeCategory]
    public let widths: [Double]
    let sweep: TextSweep
    let fitter: LineFitter

    init(screen: Screen, sweep: TextSweep) throws {
        let environment = screen.environment
        let table = screen.table
        let fitter = try LineFitter()
        self.fitter = fitter
        self.sweep = sweep
        let baseSizes = sweep.sizes ?? [environment.contentSizeCategory]
        let supported = environment.supportedContentSizeCategories ?? (HIGModel.ContentSizeCategory.extraSmall...HIGModel.ContentSizeCategory.accessibilityExtraExtraExtraLarge)
        let categories = HIGModel.ContentSizeCategory.allCases.filter { supported.contains($0) || baseSizes.contains($0) }
        let widths = sweep.widths ?? [environment.width]
        self.baseSizes = baseSizes
        self.categories = categories
        self.widths = widths
        let root = ElementPath(screen: screen.name)
        let developmentLocale = environment.developmentLocale
        var evaluations: [LabelEvaluation] = []

        func locales(of texts: [HIGModel.Text]) -> [String] {
            if let chosen = sweep.locales { return chosen }
            var set = Set(texts.flatMap { $0.localizations.map(\.locale) })
            set.remove(developmentLocale)
            return [developmentLocale] + set.sorted()
        }

        func direction(_ locale: String) -> LayoutDirection {
            locale == developmentLocale ? environment.layoutDirection : (Self.isRightToLeft(locale) ? .rightToLeft : .leftToRight)
        }

        for (sectionIndex, section) in table.sections.enumerated() {
            let sectionPath = root.appending(.section(sectionIndex))
            let sectionTexts = [section.header, section.footer].compactMap { $0 }
            for locale in locales(of: sectionTexts) {
                let resolve = { (text: HIGModel.Text) in Self.string(text, locale: locale, developmentLocale: developmentLocale) }
                for width in widths {
                    for category in categories {
                        let scenario = LayoutScenario(width: width, category: category, locale: locale, direction: direction(locale))
                        for slot in sweep.layout.labels(of: section, table: table, environment: environment, scenario: scenario, string: resolve)
                            where Self.isOwnVariant(slot, locale: locale, developmentLocale: developmentLocale) {
                            evaluations.append(Self.evaluate(slot, path: sectionPath.appending(slot.role), scenario: scenario, container: section.source, row: nil, fitter: fitter))
                        }
                    }
                }
            }
            for (rowIndex, row) in section.rows.enumerated() {
                let rowPath = sectionPath.appending(.row(rowIndex, id: row.id))
                let rowTexts = [row.text, row.secondaryText].compactMap { $0 }
                for locale in locales(of: rowTexts) {
                    let resolve = { (text: HIGModel.Text) in Self.string(text, locale: locale, developmentLocale: developmentLocale) }
                    for width in widths {
                        for category in categories {
                            let scenario = LayoutScenario(width: width, category: category, locale: locale, direction: direction(locale))
                            for slot in sweep.layout.labels(of: row, table: table, environment: environment, scenario: scenario, string: resolve, fitter: fitter)
                                where Self.isOwnVariant(slot, locale: locale, developmentLocale: developmentLocale) {
                                evaluations.append(Self.evaluate(slot, path: rowPath.appending(slot.role), scenario: scenario, container: row.source, row: row, fitter: fitter))
                            }
                        }
                    }
                }
            }
        }
        self.evaluations = evaluations
    }

    /// Whether a label in `locale` says something the development-language run does not: its
    /// own translation, or an untranslated value1/valueCell detail squeezed by a translated
    /// title. An untranslated text otherwise repeats the development-language result.
    static func isOwnVariant(_ slot: LabelSlot, locale: String, developmentLocale: String) -> Bool {
        if locale == developmentLocale || hasTranslation(slot.text, locale: locale) { return true }
        return slot.role == .secondaryText && slot.arrangement == .sideBySide
    }

    static func hasTranslation(_ text: HIGModel.Text, locale: String) -> Bool {
        let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? locale
        return text.localizations.contains { $0.locale == locale || $0.locale == language }
    }

    static func evaluate(_ slot: LabelSlot, path: ElementPath, scenario: LayoutScenario, container: SourceInfo, row: Row?, fitter: LineFitter) -> LabelEvaluation {
        let fit = fitter.check(slot.string, font: slot.font, constraints: LabelConstraints(width: slot.availableWidth, numberOfLines: slot.numberOfLines, lineBreakMode: slot.lineBreakMode, locale: scenario.locale))
        return LabelEvaluation(path: path, slot: slot, scenario: scenario, fit: fit, container: container, row: row)
    }

    /// The fit and visible text of a label that is cut, or nil when it shows whole.
    public func fitCut(_ slot: LabelSlot, locale: String) -> (FitSummary, String)? {
        let constraints = LabelConstraints(width: slot.availableWidth, numberOfLines: slot.numberOfLines, lineBreakMode: slot.lineBreakMode, locale: locale)
        let fit = fitter.fit(slot.string, font: slot.font, constraints: constraints)
        return fit.isTruncated ? (fit.summary, fit.visibleText) : nil
    }

    /// What the user sees for a label: its lines with "…" where UIKit puts it.
    public func visibleText(of evaluation: LabelEvaluation) -> String {
        fitter.fit(evaluation.slot.string, font: evaluation.slot.font, constraints: LabelConstraints(width: evaluation.slot.availableWidth, numberOfLines: evaluation.slot.numberOfLines, lineBreakMode: evaluation.slot.lineBreakMode, locale: evaluation.scenario.locale)).visibleText
    }

    /// Lays a row's labels out again with another table style, for "would it fit if…" checks.
    public func relayout(_ evaluation: LabelEvaluation, table: Table, environment: Environment, style: TableStyle) -> LabelEvaluation? {
        guard let row = evaluation.row else { return nil }
        let resolve = { (text: HIGModel.Text) in Self.string(text, locale: evaluation.scenario.locale, developmentLocale: environment.developmentLocale) }
        let slots = sweep.layout.labels(of: row, table: table, environment: environment, scenario: evaluation.scenario, string: resolve, fitter: fitter, style: style)
        guard let slot = slots.first(where: { $0.role == evaluation.slot.role }) else { return nil }
        return Self.evaluate(slot, path: evaluation.path, scenario: evaluation.scenario, container: evaluation.container, row: row, fitter: fitter)
    }

    /// A text in a locale: its translation when the dump has one (exact, then by language),
    /// else the development-language string, as iOS falls back.
    static func string(_ text: HIGModel.Text, locale: String, developmentLocale: String) -> String {
        guard locale != developmentLocale, !text.localizations.isEmpty else { return text.string }
        if let exact = text.localizations.first(where: { $0.locale == locale }) { return exact.string }
        let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? locale
        return text.localizations.first { $0.locale == language }?.string ?? text.string
    }

    static func isRightToLeft(_ locale: String) -> Bool {
        let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        return ["ar", "he", "fa", "ur", "ps", "sd", "yi", "ckb", "dv", "ug"].contains(language)
    }
}
