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
    /// Translations read with `--strings`; the dump's inline ones are used either way.
    public var translations: TranslationCatalog?
    /// Pseudolanguages evaluated besides the locales, on the development-language text.
    public var pseudo: [PseudoLocalization]

    public init(widths: [Double]? = nil, sizes: [HIGModel.ContentSizeCategory]? = nil, locales: [String]? = nil, layout: CellLayoutModel = CellLayoutModel(), translations: TranslationCatalog? = nil, pseudo: [PseudoLocalization] = []) {
        self.widths = widths
        self.sizes = sizes
        self.locales = locales
        self.layout = layout
        self.translations = translations
        self.pseudo = pseudo
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
    public var row: Row? {
        get { rowBox?.row }
        set { rowBox = newValue.map(RowBox.init) }
    }
    /// One shared copy per row: a row is several hundred bytes, and a sweep over many locales
    /// and sizes makes tens of thousands of evaluations of it.
    var rowBox: RowBox?
    /// The plural category evaluated, when the text varies by count in this locale.
    public var pluralCategory: PluralCategory?
    /// Where the string measured is translated (String Catalog, strings file or the dump's
    /// inline translation); nil for development-language text and fallbacks.
    public var translation: TranslationPosition?

    public var text: HIGModel.Text { slot.text }
    public var isTruncated: Bool { fit.isTruncated }
    /// Points the label would need to show everything on its lines.
    public var neededWidth: Double { fit.isTruncated ? slot.availableWidth + fit.overflow : fit.width }
}

final class RowBox: Sendable {
    let row: Row
    init(_ row: Row) { self.row = row }
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
    let resolver: TextResolver

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

        let resolver = TextResolver(developmentLocale: developmentLocale, catalog: sweep.translations, pseudo: sweep.pseudo)
        self.resolver = resolver

        func locales(of texts: [HIGModel.Text]) -> [String] {
            if let chosen = sweep.locales { return chosen + resolver.pseudoLocales.filter { !chosen.contains($0) } }
            return [developmentLocale] + resolver.knownLocales(of: texts) + resolver.pseudoLocales
        }

        func direction(_ locale: String) -> LayoutDirection {
            if let mode = resolver.pseudoMode(locale) { return mode.isRightToLeft ? .rightToLeft : environment.layoutDirection }
            return locale == developmentLocale ? environment.layoutDirection : (Self.isRightToLeft(locale) ? .rightToLeft : .leftToRight)
        }

        /// Lays out one container's labels in every locale, plural category, width and size.
        /// Texts are resolved once per locale and category, not per scenario.
        func sweepContainer(texts: [HIGModel.Text], path: ElementPath, container: SourceInfo, row: RowBox?, slots: (LayoutScenario, (HIGModel.Text) -> String) -> [LabelSlot]) {
            // Paths of the container's labels, built once rather than per scenario.
            var labelPaths: [(role: ElementPath.Component, path: ElementPath)] = []
            func labelPath(_ role: ElementPath.Component) -> ElementPath {
                if let known = labelPaths.first(where: { $0.role == role }) { return known.path }
                let made = path.appending(role)
                labelPaths.append((role, made))
                return made
            }
            for locale in locales(of: texts) {
                let localeDirection = direction(locale)
                let pluralCategories: [PluralCategory?] = resolver.pluralCategories(of: texts, locale: locale) ?? [nil]
                for pluralCategory in pluralCategories {
                    let resolved = texts.map { resolver.resolve($0, locale: locale, category: pluralCategory) }
                    // The layout hands back the container's own texts: match them by string and
                    // position, far cheaper than comparing whole texts.
                    let lookup = { (text: HIGModel.Text) -> TextResolver.Resolved in
                        if let index = texts.firstIndex(where: { $0.string == text.string && $0.source.span == text.source.span }) { return resolved[index] }
                        return resolver.resolve(text, locale: locale, category: pluralCategory)
                    }
                    let string = { (text: HIGModel.Text) in lookup(text).string }
                    for width in widths {
                        for category in categories {
                            let scenario = LayoutScenario(width: width, category: category, locale: locale, direction: localeDirection)
                            for slot in slots(scenario, string) {
                                let found = lookup(slot.text)
                                guard Self.isOwnVariant(slot, locale: locale, developmentLocale: developmentLocale, translated: found.isTranslated) else { continue }
                                var evaluation = Self.evaluate(slot, path: labelPath(slot.role), scenario: scenario, container: container, rowBox: row, fitter: fitter)
                                evaluation.pluralCategory = pluralCategory
                                evaluation.translation = locale == developmentLocale ? nil : found.position
                                evaluations.append(evaluation)
                            }
                        }
                    }
                }
            }
        }

        for (sectionIndex, section) in table.sections.enumerated() {
            let sectionPath = root.appending(.section(sectionIndex))
            let sectionTexts = [section.header, section.footer].compactMap { $0 }
            sweepContainer(texts: sectionTexts, path: sectionPath, container: section.source, row: nil) { scenario, string in
                sweep.layout.labels(of: section, table: table, environment: environment, scenario: scenario, string: string)
            }
            for (rowIndex, row) in section.rows.enumerated() {
                let rowPath = sectionPath.appending(.row(rowIndex, id: row.id))
                let rowTexts = [row.text, row.secondaryText].compactMap { $0 }
                sweepContainer(texts: rowTexts, path: rowPath, container: row.source, row: RowBox(row)) { scenario, string in
                    sweep.layout.labels(of: row, table: table, environment: environment, scenario: scenario, string: string, fitter: fitter)
                }
            }
        }
        self.evaluations = evaluations
    }

    /// Whether a label in `locale` says something the development-language run does not: its
    /// own translation, or an untranslated value1/valueCell detail squeezed by a translated
    /// title. An untranslated text otherwise repeats the development-language result.
    static func isOwnVariant(_ slot: LabelSlot, locale: String, developmentLocale: String, translated: Bool? = nil) -> Bool {
        if locale == developmentLocale || (translated ?? hasTranslation(slot.text, locale: locale)) { return true }
        return slot.role == .secondaryText && slot.arrangement == .sideBySide
    }

    static func hasTranslation(_ text: HIGModel.Text, locale: String) -> Bool {
        let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? locale
        return text.localizations.contains { $0.locale == locale || $0.locale == language }
    }

    static func evaluate(_ slot: LabelSlot, path: ElementPath, scenario: LayoutScenario, container: SourceInfo, rowBox: RowBox?, fitter: LineFitter) -> LabelEvaluation {
        let fit = fitter.check(slot.string, font: slot.font, constraints: LabelConstraints(width: slot.availableWidth, numberOfLines: slot.numberOfLines, lineBreakMode: slot.lineBreakMode, locale: scenario.locale))
        return LabelEvaluation(path: path, slot: slot, scenario: scenario, fit: fit, container: container, rowBox: rowBox)
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
        let resolve = { (text: HIGModel.Text) in self.resolver.resolve(text, locale: evaluation.scenario.locale, category: evaluation.pluralCategory).string }
        let slots = sweep.layout.labels(of: row, table: table, environment: environment, scenario: evaluation.scenario, string: resolve, fitter: fitter, style: style)
        guard let slot = slots.first(where: { $0.role == evaluation.slot.role }) else { return nil }
        var relaid = Self.evaluate(slot, path: evaluation.path, scenario: evaluation.scenario, container: evaluation.container, rowBox: evaluation.rowBox, fitter: fitter)
        relaid.pluralCategory = evaluation.pluralCategory
        relaid.translation = evaluation.translation
        return relaid
    }

    static func isRightToLeft(_ locale: String) -> Bool {
        let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        return ["ar", "he", "fa", "ur", "ps", "sd", "yi", "ckb", "dv", "ug"].contains(language)
    }
}
