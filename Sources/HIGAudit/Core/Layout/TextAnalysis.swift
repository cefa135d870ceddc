import HIGInput
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

/// One label laid out and measured in one scenario, with everything a finding shows: built for
/// findings (and tests) from a `LabelGroup` and one of its checks, never kept for every check.
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
    /// The plural category evaluated, when the text varies by count in this locale.
    public var pluralCategory: PluralCategory?
    /// Where the string measured is translated (String Catalog, strings file or the dump's
    /// inline translation); nil for development-language text and fallbacks.
    public var translation: FilePosition?

    public var text: HIGModel.Text { slot.text }
    public var isTruncated: Bool { fit.isTruncated }
    /// Points the label would need to show everything on its lines.
    public var neededWidth: Double { fit.isTruncated ? slot.availableWidth + fit.overflow : fit.width }
}

/// One label check: a label laid out in one width and size, and its verdict. Small and free of
/// references, because a sweep makes millions; the strings, fonts and paths a finding needs are
/// rebuilt from its group (`ScreenTextAnalysis.evaluation(_:_:)`).
public struct LabelCheck: Sendable {
    public var width: Double
    public var category: HIGModel.ContentSizeCategory
    public var availableWidth: Double
    public var numberOfLines: Int
    public var lineBreakMode: TextLayout.LineBreakMode
    public var arrangement: LabelSlot.Arrangement?
    public var isEmpty: Bool
    public var fit: FitSummary

    public var isTruncated: Bool { fit.isTruncated }
}

/// The most a group's checks hold: a rule whose test none of them can pass skips the group.
/// Each is an upper bound the rule's own test is checked against, never a verdict.
public struct CheckExtremes: Sendable {
    /// Whether any check is cut.
    public private(set) var isAnyTruncated = false
    /// The most lines any check wraps to.
    public private(set) var mostLines = 0
    /// The largest share of its room that a one-line, truncating label's text takes (its width
    /// over the width available; infinite when there is no room); 0 when there is no such label.
    public private(set) var fullestOneLine = 0.0

    init(_ checks: [LabelCheck]) {
        for check in checks {
            isAnyTruncated = isAnyTruncated || check.isTruncated
            mostLines = max(mostLines, check.fit.lineCount)
            if check.numberOfLines == 1, check.lineBreakMode != .byWordWrapping, check.lineBreakMode != .byCharWrapping, !check.isEmpty {
                let share = check.availableWidth > 0 ? check.fit.width / check.availableWidth : .infinity
                fullestOneLine = max(fullestOneLine, share)
            }
        }
    }
}

/// One label in one locale (and plural category) across every swept width and size: what the
/// text rules judge, one finding at most each.
public struct LabelGroup: Sendable {
    public var path: ElementPath
    public var role: ElementPath.Component
    public var text: HIGModel.Text
    /// The row or section the label belongs to.
    public var container: SourceInfo
    /// The row, when the label is a row's.
    public var row: Row? { sharedRow?.row }
    /// Held by reference: a container's groups (one per locale and role) share one row, and a
    /// row is many members to copy for each.
    var sharedRow: SharedRow?
    public var locale: String
    public var direction: LayoutDirection
    public var pluralCategory: PluralCategory?
    public var translation: FilePosition?
    /// In sweep order: widths, then sizes from smallest.
    public private(set) var checks: [LabelCheck] {
        didSet { extremes = CheckExtremes(checks) }
    }
    /// What the checks hold at most: lets a rule pass over a group with nothing for it without
    /// reading every check (a sweep makes tens of thousands of groups, few with a finding).
    public private(set) var extremes: CheckExtremes
    /// The section the label is in (its header or footer, or its row's).
    var sectionIndex: Int
    var labelRole: LabelRole

    init(path: ElementPath, role: ElementPath.Component, text: HIGModel.Text, container: SourceInfo, sharedRow: SharedRow?, locale: String,
         direction: LayoutDirection, pluralCategory: PluralCategory?, translation: FilePosition?, checks: [LabelCheck], sectionIndex: Int, labelRole: LabelRole) {
        self.path = path
        self.role = role
        self.text = text
        self.container = container
        self.sharedRow = sharedRow
        self.locale = locale
        self.direction = direction
        self.pluralCategory = pluralCategory
        self.translation = translation
        self.checks = checks
        extremes = CheckExtremes(checks)
        self.sectionIndex = sectionIndex
        self.labelRole = labelRole
    }

    public func scenario(of check: LabelCheck) -> LayoutScenario {
        LayoutScenario(width: check.width, category: check.category, locale: locale, direction: direction)
    }
}

/// A row shared by the groups of its labels.
final class SharedRow: Sendable {
    let row: Row
    init(_ row: Row) { self.row = row }
}

/// A rule judged label by label over the text sweep. The audit lays every label of a screen out
/// once and hands each group to all of its label rules; run alone, a label rule makes its own
/// pass.
public protocol LabelRule: Rule {
    /// Whether the rule has anything to say on this screen; false skips the layout pass.
    func applies(to screen: ScreenContext) -> Bool
    func check(_ group: LabelGroup, in screen: ScreenContext, analysis: ScreenTextAnalysis, into findings: inout FindingSink)
}

extension LabelRule {
    public func applies(to screen: ScreenContext) -> Bool { true }

    public func check(_ screen: ScreenContext, into findings: inout FindingSink) {
        guard applies(to: screen), let analysis = screen.textAnalysis else { return }
        analysis.forEachGroup { check($0, in: screen, analysis: analysis, into: &findings) }
    }
}

/// Every label of a screen laid out across the sweep. Labels are laid out container by container
/// (a row or a section) and handed to the rules as they are measured, so memory holds one
/// container's checks, not the screen's.
public final class ScreenTextAnalysis: @unchecked Sendable {
    // Immutable after init except the fitter's scratch buffers and the directions remembered, so one thread uses it at a
    // time: a screen whose audit is split into pieces gives each piece an analysis of its own
    // (`Audit.check(_:part:)`).
    /// The categories evaluated: the checked sizes plus the app's supported range.
    public let categories: [HIGModel.ContentSizeCategory]
    public let baseSizes: [HIGModel.ContentSizeCategory]
    public let widths: [Double]
    let screen: Screen
    let sweep: TextSweep
    /// The sweep's parts the layout reads for every container, kept apart: reading one through
    /// `sweep` copied the whole sweep, its translations included, each time.
    let layout: CellLayoutModel
    private let chosenLocales: [String]?
    private let pseudoLocales: [String]
    /// `chosenLocales` and the pseudo-locales as every container sweeps them, numbered once.
    private let chosenIndexedLocales: [TextResolver.IndexedLocale]?
    let fitter: LineFitter
    let resolver: TextResolver
    private let baseSizeMask: Int
    private let truncationSizeMask: Int
    private var directionByLocale: [String: LayoutDirection] = [:]
    private var directionByNumber: [LayoutDirection?] = []

    init(screen: Screen, sweep: TextSweep) throws {
        self.screen = screen
        self.sweep = sweep
        fitter = try LineFitter()
        let environment = screen.environment
        let baseSizes = sweep.sizes ?? [environment.contentSizeCategory]
        let supported = environment.supportedContentSizeCategories ?? (HIGModel.ContentSizeCategory.extraSmall...HIGModel.ContentSizeCategory.accessibilityExtraExtraExtraLarge)
        categories = HIGModel.ContentSizeCategory.allCases.filter { supported.contains($0) || baseSizes.contains($0) }
        widths = sweep.widths ?? [environment.width]
        self.baseSizes = baseSizes
        baseSizeMask = baseSizes.reduce(0) { $0 | Self.bit($1) }
        let screenSize = environment.contentSizeCategory
        let upToScreenSize = baseSizes.filter { $0 <= screenSize }
        truncationSizeMask = (upToScreenSize.isEmpty ? baseSizes : upToScreenSize).reduce(0) { $0 | Self.bit($1) }
        resolver = TextResolver(developmentLocale: environment.developmentLocale, catalog: sweep.translations, pseudo: sweep.pseudo)
        layout = sweep.layout
        chosenLocales = sweep.locales
        // Every text the resolver is asked about: the labels, and the delete and swipe titles
        // `EditingDeleteTitleRule` sweeps with it.
        resolver.toolTokensPossible = resolver.mayHoldToolTokens(screen.table.sections.lazy.flatMap { section in
            [section.header, section.footer].compactMap { $0 } + section.rows.flatMap { row in
                [row.text, row.secondaryText, row.deleteConfirmationTitle].compactMap { $0 } + row.trailingSwipeActions.map(\.title)
            }
        })
        pseudoLocales = resolver.pseudoLocales
        let resolver = resolver, pseudoLocales = pseudoLocales
        chosenIndexedLocales = sweep.locales.map { chosen in (chosen + pseudoLocales.filter { !chosen.contains($0) }).map(resolver.indexed) }
    }

    private static func bit(_ category: HIGModel.ContentSizeCategory) -> Int {
        1 << category.index
    }

    /// Whether `category` is one the truncation rules judge (the checked sizes, not the rest of
    /// the supported range).
    public func isBaseSize(_ category: HIGModel.ContentSizeCategory) -> Bool {
        baseSizeMask & Self.bit(category) != 0
    }

    /// Whether a cut at `category` is `text/truncation`'s to report: a checked size up to the
    /// screen's own (larger sizes are `a11y/dynamic-type`'s), or any checked size when none is
    /// that small.
    public func isTruncationSize(_ category: HIGModel.ContentSizeCategory) -> Bool {
        truncationSizeMask & Self.bit(category) != 0
    }

    /// The screen's own content size category: the one most people read it at.
    public var screenSize: HIGModel.ContentSizeCategory { screen.environment.contentSizeCategory }

    /// Lays out every label of the screen in every locale, plural category, width and size,
    /// calling `body` with each label's group in table order: sections' header and footer, then
    /// their rows; within a container, locales in sweep order, then roles as they first appear.
    public func forEachGroup(_ body: (LabelGroup) -> Void) {
        forEachGroup(in: nil, body)
    }

    /// How many containers a screen has, as `forEachGroup(in:_:)` counts them: each section's
    /// header and footer, then each of its rows.
    static func containerCount(of screen: Screen) -> Int {
        screen.table.sections.reduce(0) { $0 + 1 + $1.rows.count }
    }

    /// `forEachGroup` over a stretch of the screen's containers only (all when nil), so pieces
    /// of one screen can be measured on several threads, each with its own analysis.
    func forEachGroup(in containers: Range<Int>?, _ body: (LabelGroup) -> Void) {
        let environment = screen.environment
        let table = screen.table
        let root = ElementPath(screen: screen.name)
        var first = 0
        for (sectionIndex, section) in table.sections.enumerated() {
            // The section's own container, then its rows.
            let count = 1 + section.rows.count
            defer { first += count }
            let wanted = containers.map { $0.clamped(to: first..<(first + count)) } ?? first..<(first + count)
            if let containers, first >= containers.upperBound { break }
            guard !wanted.isEmpty else { continue }
            let sectionPath = root.appending(.section(sectionIndex))
            let sectionTexts = [(LabelRole.header, section.header), (.footer, section.footer)].compactMap { role, text in text.map { (role, $0) } }
            if wanted.contains(first), !sectionTexts.isEmpty {
                sweepContainer(texts: sectionTexts, path: sectionPath, sectionIndex: sectionIndex, container: section.source, row: nil, body: body,
                               room: { scenario in (layout.sectionTextWidth(table: table, environment: environment, scenario: scenario), 0) },
                               plan: layout.labelPlan(of: section, table: table))
            }
            for rowIndex in max(0, wanted.lowerBound - first - 1)..<(wanted.upperBound - first - 1) {
                let row = section.rows[rowIndex]
                let rowTexts = [(LabelRole.text, row.text), (.secondaryText, row.secondaryText)].compactMap { role, text in text.map { (role, $0) } }
                guard !rowTexts.isEmpty else { continue }
                let rowPath = sectionPath.appending(.row(rowIndex, id: row.id))
                sweepContainer(texts: rowTexts, path: rowPath, sectionIndex: sectionIndex, container: row.source, row: row, body: body,
                               room: { scenario in (layout.textRectWidth(row: row, table: table, environment: environment, scenario: scenario), layout.cellMargin(table: table, environment: environment, scenario: scenario)) },
                               plan: layout.labelPlan(of: row))
            }
        }
    }

    /// How many label checks the sweep makes (lays everything out to count).
    public var checkCount: Int {
        var count = 0
        forEachGroup { count += $0.checks.count }
        return count
    }

    /// Every label check as a full evaluation, in sweep order. For tests and diagnostics: it
    /// keeps everything the audit itself never holds at once.
    public var evaluations: [LabelEvaluation] {
        var all: [LabelEvaluation] = []
        forEachGroup { group in all += group.checks.map { evaluation(group, $0) } }
        return all
    }

    private func locales(of texts: [(role: LabelRole, text: HIGModel.Text)]) -> [TextResolver.IndexedLocale] {
        if let chosenIndexedLocales { return chosenIndexedLocales }
        return ([resolver.developmentLocale] + resolver.knownLocales(of: texts.map(\.text)) + pseudoLocales).map(resolver.indexed)
    }

    /// `direction(_:)` of a numbered locale, remembered by its number: the sweep asks for every
    /// container and locale, where hashing the name each time cost more than the rest of the
    /// question.
    private func direction(of locale: TextResolver.IndexedLocale) -> LayoutDirection {
        if locale.number < directionByNumber.count, let known = directionByNumber[locale.number] { return known }
        let direction = direction(locale.name)
        if locale.number >= directionByNumber.count {
            directionByNumber.append(contentsOf: repeatElement(nil, count: locale.number + 1 - directionByNumber.count))
        }
        directionByNumber[locale.number] = direction
        return direction
    }

    func direction(_ locale: String) -> LayoutDirection {
        if let known = directionByLocale[locale] { return known }
        let environment = screen.environment
        let direction: LayoutDirection = if let mode = resolver.pseudoMode(locale) {
            mode.isRightToLeft ? .rightToLeft : environment.layoutDirection
        } else {
            locale == resolver.developmentLocale ? environment.layoutDirection : (Self.isRightToLeft(locale) ? .rightToLeft : .leftToRight)
        }
        // Asked for every container and locale; a screen has a handful of locales.
        directionByLocale[locale] = direction
        return direction
    }

    /// Lays out one container's labels in every locale, plural category, width and size, and
    /// hands over a group per label, locale and category. What depends on the width and size
    /// only (the room, the fonts) is worked out once per container; texts are resolved once per
    /// locale and category, and measured once per size (the sizes sharing one measurement of
    /// each string in one face). What is left per width and size — placing the labels and
    /// judging each fit — reads plain values, writes each check in its place in sweep order,
    /// and lays out only text the measure does not settle.
    private func sweepContainer(
        texts: [(role: LabelRole, text: HIGModel.Text)], path: ElementPath, sectionIndex: Int, container: SourceInfo, row: Row?,
        body: (LabelGroup) -> Void,
        room: (LayoutScenario) -> (width: Double, margin: Double),
        plan: LabelPlan
    ) {
        // The labels the layout measures, in label order (role order): where each one's text is
        // in `texts`. The plan is made from the same texts, leaving out those it cannot measure.
        let textIndices = plan.labels.compactMap { label in texts.firstIndex { $0.role == label.role } }
        guard textIndices.count == plan.labels.count, !textIndices.isEmpty else { return }
        let roles = plan.labels.map(\.role)
        // Each label's element, the same in every locale.
        let labelPaths = roles.map { path.appending($0.component) }
        let developmentLocale = resolver.developmentLocale
        let categories = categories, widths = widths, fitter = fitter, layout = layout
        let sharedRow = row.map(SharedRow.init)
        let sizeCount = categories.count
        let scenarioCount = widths.count * sizeCount
        // The room depends on the width and size only: by size, then width (each size places
        // its labels at every width at once).
        let rooms = categories.flatMap { category in
            widths.map { room(LayoutScenario(width: $0, category: category, locale: developmentLocale, direction: .leftToRight)) }
        }
        let placements = SweptPlacements(rooms: rooms, widthCount: widths.count)
        // The labels' fonts and line limits depend on the size only: by size, for every locale.
        let sizings = categories.map { layout.labelSizing(plan, category: $0) }
        // Only a value cell's detail can be squeezed by its title, so only there does an
        // untranslated label say something of its own (`isOwnVariant`).
        let detailMayBeSqueezed = plan.sharing != .fullWidth && roles.contains(.secondaryText)
        // Every slot of a label's checks is written before it is read (every width and size).
        let unwritten = LabelCheck(width: 0, category: .large, availableWidth: 0, numberOfLines: 0, lineBreakMode: .byTruncatingTail, arrangement: nil,
                                   isEmpty: true, fit: FitSummary(width: 0, lineCount: 0, isTruncated: false, overflow: 0))
        // Per locale and category, refilled: what each role shows, and each label's checks.
        var shown = [String](repeating: "", count: LabelRole.allCases.count)
        // One buffer for every label, label after label, written in place: a sweep stores
        // millions of checks, and an array is checked for sharing at every store.
        let checks = UnsafeMutableBufferPointer<LabelCheck>.allocate(capacity: roles.count * scenarioCount)
        checks.initialize(repeating: unwritten)
        defer { checks.deinitialize().deallocate() }
        // Where each text's translations are, found once for every locale: all the container's
        // texts (for their plural variations), and the labels'.
        let textTranslations = texts.map { resolver.translations(of: $0.text) }
        let labelTranslations = textIndices.map { textTranslations[$0] }
        for indexedLocale in locales(of: texts) {
            let locale = indexedLocale.name
            let localeDirection = direction(of: indexedLocale)
            let isDevelopmentLocale = locale == developmentLocale
            let pluralCategories: [PluralCategory?] = resolver.pluralCategories(of: textTranslations, locale: indexedLocale) ?? [nil]
            for pluralCategory in pluralCategories {
                // The labels' texts resolved, by label; what each shows, once for every size and width.
                let resolved = labelTranslations.map { resolver.resolve($0, locale: indexedLocale, category: pluralCategory) }
                for (role, found) in zip(roles, resolved) {
                    shown[role.rawValue] = layout.displayed(found.string, role: role, table: screen.table, locale: locale)
                }
                // A label whose text repeats the development-language one says nothing of its own,
                // unless it is a value cell's detail squeezed by a translated title.
                // (Functions, not arrays of one or two flags: a sweep asks in every locale.)
                func keepsEveryCheck(_ label: Int) -> Bool { isDevelopmentLocale || resolved[label].isTranslated }
                func isJudged(_ label: Int) -> Bool { keepsEveryCheck(label) || (detailMayBeSqueezed && roles[label] == .secondaryText) }
                let judged = roles.indices.filter(isJudged)
                guard !judged.isEmpty else { continue }
                var prepared = PreparedLabels(placement: .fullWidth)
                for (categoryIndex, category) in categories.enumerated() {
                    if categoryIndex == 0 {
                        prepared = layout.prepareLabels(plan, category: category, sizing: sizings[categoryIndex]) { shown[$0.rawValue] }
                    } else {
                        // Each size goes on from the previous one's measurements: only the font size changed.
                        layout.resizeLabels(&prepared, to: sizings[categoryIndex]) { shown[$0.rawValue] }
                    }
                    layout.placeLabels(&prepared, size: categoryIndex, locale: locale, fitter: fitter, string: { shown[$0.rawValue] }, into: placements)
                    // Label by label, then width: what does not change with the width is read once.
                    for index in judged {
                        let measure = prepared.measure(index), lines = prepared.numberOfLines(index), mode = prepared.lineBreakMode(index)
                        let isEmpty = measure.isEmpty
                        // Where this label's check at the first width goes; the next width's is a size count on.
                        let first = index * scenarioCount + categoryIndex
                        for (widthIndex, width) in widths.enumerated() {
                            let room = placements.availableWidth(index, at: widthIndex)
                            let fit = measure.quickFit(width: room, numberOfLines: lines, lineBreakMode: mode)
                                ?? fitter.check(shown[prepared.role(index).rawValue], font: prepared.font(index), measure: measure, constraints: LabelConstraints(width: room, numberOfLines: lines, lineBreakMode: mode, locale: locale))
                            checks[first + widthIndex * sizeCount] = LabelCheck(
                                width: width, category: category, availableWidth: room, numberOfLines: lines,
                                lineBreakMode: mode, arrangement: placements.arrangement(index, at: widthIndex), isEmpty: isEmpty, fit: fit)
                        }
                    }
                }
                // Each judged label's own checks, and the first scenario it has one in.
                var groups: [(first: Int, label: Int, checks: [LabelCheck])] = []
                for index in judged {
                    let labelChecks = checks[index * scenarioCount..<(index + 1) * scenarioCount]
                    let own = keepsEveryCheck(index) ? Array(labelChecks) : labelChecks.filter {
                        Self.isOwnVariant(role: roles[index].component, arrangement: $0.arrangement, isDevelopmentLocale: isDevelopmentLocale, isTranslated: false)
                    }
                    guard !own.isEmpty else { continue }
                    let first = keepsEveryCheck(index) ? 0 : (labelChecks.firstIndex(where: { $0.arrangement == .sideBySide }) ?? labelChecks.startIndex) - labelChecks.startIndex
                    groups.append((first, index, own))
                }
                // A group per label, in the order labels first appear in the sweep (within a
                // scenario, in label order, which is role order).
                groups.sort { ($0.first, roles[$0.label].rawValue) < ($1.first, roles[$1.label].rawValue) }
                for group in groups {
                    let (role, text) = texts[textIndices[group.label]]
                    body(LabelGroup(
                        path: labelPaths[group.label], role: role.component, text: text, container: container, sharedRow: sharedRow,
                        locale: locale, direction: localeDirection, pluralCategory: pluralCategory,
                        translation: isDevelopmentLocale ? nil : resolved[group.label].position, checks: group.checks,
                        sectionIndex: sectionIndex, labelRole: role
                    ))
                }
            }
        }
    }

    /// The full evaluation behind one check: the label laid out again in its scenario, which
    /// gives the same slot the sweep measured.
    public func evaluation(_ group: LabelGroup, _ check: LabelCheck) -> LabelEvaluation {
        let scenario = group.scenario(of: check)
        // The layout is a pure function of the row and scenario, so the slot is there
        // (`TextAnalysisTests`); the fallback would still give a finding should that break.
        let slot = slot(role: group.role, sectionIndex: group.sectionIndex, row: group.row, scenario: scenario, pluralCategory: group.pluralCategory, style: nil)
            ?? LabelSlot(role: group.role, text: group.text, string: resolver.resolve(group.text, locale: group.locale, category: group.pluralCategory).string,
                         font: layout.font(for: group.text, default: .body, category: check.category), availableWidth: check.availableWidth,
                         numberOfLines: check.numberOfLines, lineBreakMode: check.lineBreakMode, arrangement: check.arrangement)
        return LabelEvaluation(path: group.path, slot: slot, scenario: scenario, fit: check.fit, container: group.container, row: group.row,
                               pluralCategory: group.pluralCategory, translation: group.translation)
    }

    private func slot(role: ElementPath.Component, sectionIndex: Int, row: Row?, scenario: LayoutScenario, pluralCategory: PluralCategory?, style: TableStyle?) -> LabelSlot? {
        let resolve = { (text: HIGModel.Text) in self.resolver.resolve(text, locale: scenario.locale, category: pluralCategory).string }
        let slots: [LabelSlot]
        if let row {
            slots = layout.labels(of: row, table: screen.table, environment: screen.environment, scenario: scenario, string: resolve, fitter: fitter, style: style)
        } else if screen.table.sections.indices.contains(sectionIndex) {
            slots = layout.labels(of: screen.table.sections[sectionIndex], table: screen.table, environment: screen.environment, scenario: scenario, string: resolve)
        } else {
            slots = []
        }
        return slots.first { $0.role == role }
    }

    /// Whether a label in `locale` says something the development-language run does not: its
    /// own translation, or an untranslated value1/valueCell detail squeezed by a translated
    /// title. An untranslated text otherwise repeats the development-language result.
    static func isOwnVariant(role: ElementPath.Component, arrangement: LabelSlot.Arrangement?, isDevelopmentLocale: Bool, isTranslated: Bool) -> Bool {
        isDevelopmentLocale || isTranslated || (role == .secondaryText && arrangement == .sideBySide)
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

    /// A row label's fit in another table style, and the room it gets there. Its row's labels
    /// are prepared again at the check's size, which gives what the sweep prepared there (the
    /// tests hold preparing afresh and resizing size after size equal): a rule asks this of a
    /// few checks, and keeping every size's labels for every group cost the sweep more. Nil for
    /// section labels.
    public func fit(_ group: LabelGroup, _ check: LabelCheck, style: TableStyle) -> (fit: FitSummary, availableWidth: Double)? {
        guard let row = group.row else { return nil }
        // A row's labels show their text as it is (only headers are transformed).
        let shown = { (role: LabelRole) in role.text(of: row).map { self.resolver.resolve($0, locale: group.locale, category: group.pluralCategory).string } ?? "" }
        let prepared = layout.prepareLabels(layout.labelPlan(of: row), category: check.category, string: shown)
        guard let index = prepared.index(of: group.labelRole) else { return nil }
        let scenario = group.scenario(of: check)
        let available = layout.textRectWidth(row: row, table: screen.table, environment: screen.environment, scenario: scenario, style: style)
        let margin = layout.cellMargin(table: screen.table, environment: screen.environment, scenario: scenario)
        let placements = layout.placeLabels(prepared, available: available, margin: margin, locale: group.locale, fitter: fitter, string: shown)
        let measure = prepared.measure(index), lines = prepared.numberOfLines(index), mode = prepared.lineBreakMode(index)
        let room = placements[index].availableWidth
        let fit = measure.quickFit(width: room, numberOfLines: lines, lineBreakMode: mode)
            ?? fitter.check(shown(prepared.role(index)), font: prepared.font(index), measure: measure, constraints: LabelConstraints(width: room, numberOfLines: lines, lineBreakMode: mode, locale: group.locale))
        return (fit, room)
    }

    /// Lays a row's label out again from scratch with another table style: what
    /// `fit(_:_:style:)` finds from the sweep's measures (the tests hold them equal).
    public func relayout(_ evaluation: LabelEvaluation, style: TableStyle) -> LabelEvaluation? {
        guard let row = evaluation.row,
              let slot = slot(role: evaluation.slot.role, sectionIndex: 0, row: row, scenario: evaluation.scenario, pluralCategory: evaluation.pluralCategory, style: style)
        else { return nil }
        let fit = fitter.check(slot.string, font: slot.font, constraints: LabelConstraints(width: slot.availableWidth, numberOfLines: slot.numberOfLines, lineBreakMode: slot.lineBreakMode, locale: evaluation.scenario.locale))
        var relaid = evaluation
        relaid.slot = slot
        relaid.fit = fit
        return relaid
    }

    static func isRightToLeft(_ locale: String) -> Bool {
        let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        return ["ar", "he", "fa", "ur", "ps", "sd", "yi", "ckb", "dv", "ug"].contains(language)
    }
}
