import HIGModel
import TextLayout

extension LayoutSnapshot {
    /// The screens that have findings, each laid out in its default scenario (the dump's own
    /// locale, size and width, or the sweep's first where the sweep leaves those out) and in
    /// every scenario a finding names, with its counterparts in the development language and
    /// at the default size, so a reader can compare. Screens and scenarios beyond `limits` are
    /// counted, not drawn. Lays out only what is drawn, after the audit: a run that draws
    /// nothing never calls it.
    public static func make(dumps: [TableDump], findings: [Finding], sweep: TextSweep, limits: Limits = Limits()) -> LayoutSnapshot {
        var byScreen: [ScreenName: [Finding]] = [:]
        for finding in findings {
            byScreen[ScreenName(file: finding.location.file, name: finding.path.screen), default: []].append(finding)
        }
        var snapshot = LayoutSnapshot(screens: [], limits: limits)
        var scenariosLeft = limits.scenarios
        // Every screen with findings gets its share of the scenarios, so a large app shows the
        // worst of each screen rather than everything of the first few.
        let screensWithFindings = dumps.reduce(0) { count, dump in
            count + dump.screens.count { byScreen[ScreenName(file: dump.file, name: $0.name)]?.isEmpty == false }
        }
        let share = min(limits.scenariosPerScreen, max(3, limits.scenarios / max(1, min(screensWithFindings, limits.screens))))
        for dump in dumps {
            for screen in dump.screens {
                let name = ScreenName(file: dump.file, name: screen.name)
                guard let found = byScreen[name], !found.isEmpty else {
                    snapshot.screensWithoutFindings.append(name)
                    continue
                }
                guard snapshot.screens.count < limits.screens, scenariosLeft > 0,
                      let builder = try? Builder(screen: screen, sweep: sweep) else {
                    snapshot.screensNotDrawn += 1
                    continue
                }
                let keys = builder.scenarioKeys(for: found)
                let drawn = Array(keys.prefix(min(share, scenariosLeft)))
                snapshot.scenariosNotDrawn += keys.count - drawn.count
                scenariosLeft -= drawn.count
                snapshot.screens.append(Screen(
                    file: dump.file, name: screen.name, style: screen.table.style,
                    scenarios: drawn.enumerated().map { builder.layout($0.element, isDefault: $0.offset == 0) }
                ))
            }
        }
        return snapshot
    }

    /// Lays one screen out in any scenario with the audit's own layout model and text engine.
    struct Builder {
        let screen: HIGModel.Screen
        let sweep: TextSweep
        let analysis: ScreenTextAnalysis
        let defaultKey: ScenarioKey

        init(screen: HIGModel.Screen, sweep: TextSweep) throws {
            self.screen = screen
            self.sweep = sweep
            analysis = try ScreenTextAnalysis(screen: screen, sweep: sweep)
            let environment = screen.environment
            let category = analysis.baseSizes.contains(environment.contentSizeCategory) ? environment.contentSizeCategory : (analysis.baseSizes.first ?? environment.contentSizeCategory)
            let width = analysis.widths.contains(environment.width) ? environment.width : (analysis.widths.first ?? environment.width)
            defaultKey = ScenarioKey(locale: environment.developmentLocale, category: category, width: width)
        }

        /// The default scenario first, then each finding's own, worst first (by its most severe
        /// finding, then the most points of text cut), then their counterparts in the
        /// development language and at the default size, so a reader can compare (by locale,
        /// development language first, size and width). A cap keeps the first ones.
        func scenarioKeys(for findings: [Finding]) -> [ScenarioKey] {
            var rank: [ScenarioKey: (severity: Int, overflow: Double)] = [:]
            var counterparts: Set<ScenarioKey> = []
            for finding in findings {
                let key = key(of: finding)
                let overflow: Double = switch finding[evidence: .overflow] {
                case .number(let value)? where value.isFinite: value
                case .integer(let value)?: Double(value)
                default: 0
                }
                let severity = Severity.allCases.firstIndex(of: finding.severity) ?? 0
                if let known = rank[key], (known.severity, known.overflow) >= (severity, overflow) {} else { rank[key] = (severity, overflow) }
                counterparts.insert(ScenarioKey(locale: defaultKey.locale, category: key.category, width: key.width))
                counterparts.insert(ScenarioKey(locale: key.locale, category: defaultKey.category, width: key.width, pluralCategory: key.pluralCategory))
                // A finding that stands for several locales names the others too: draw them.
                for other in LocalizationSummary.cases(of: finding).dropFirst() {
                    counterparts.insert(ScenarioKey(locale: other.locale, category: key.category, width: key.width, pluralCategory: other.category))
                }
            }
            rank[defaultKey] = nil
            counterparts.subtract(rank.keys)
            counterparts.remove(defaultKey)
            let development = defaultKey.locale
            func order(_ key: ScenarioKey) -> (Int, String, Int, Double, String) {
                (key.locale == development ? 0 : 1, key.locale, key.category.index, key.width, key.pluralCategory ?? "")
            }
            let own = rank.keys.sorted { lhs, rhs in
                let left = rank[lhs]!, right = rank[rhs]!
                if left.severity != right.severity { return left.severity > right.severity }
                if left.overflow != right.overflow { return left.overflow > right.overflow }
                return order(lhs) < order(rhs)
            }
            return [defaultKey] + own + counterparts.sorted { order($0) < order($1) }
        }

        /// The scenario a finding describes, from its evidence; what it leaves out is the default's.
        func key(of finding: Finding) -> ScenarioKey {
            LayoutSnapshot.key(of: finding, default: defaultKey)
        }

        // MARK: Layout

        /// Vertical measures from `uikit-layout.md` §4.4–4.5 (B unless noted); the diagram
        /// needs them, the rules do not.
        enum Vertical {
            /// Cell top and bottom content margin, §4.4 (B); iOS 26: 15 (B).
            static func cellMargin(_ generation: LayoutProfile.Generation) -> Double { generation == .ios18 ? 11 : 15 }
            /// Default (minimum) row height per category, §4.4 (D from the formula and HIG leading).
            static func minimumRowHeight(_ category: HIGModel.ContentSizeCategory, _ generation: LayoutProfile.Generation) -> Double {
                let ios18: [Double] = [38, 40, 42, 44, 48, 52, 58, 58, 58, 58, 58, 58]
                let ios26: [Double] = [49, 50, 51, 52, 54, 56, 59, 59, 59, 59, 59, 59]
                return (generation == .ios18 ? ios18 : ios26)[category.index]
            }
            /// Grouped header margins: top 17 (32 above the first section), bottom 6; footer top
            /// 6, bottom 12; 35 above a first section without a header. §4.5 (B).
            static let groupedHeaderTop = 17.0, groupedFirstHeaderTop = 32.0, groupedHeaderBottom = 6.0
            static let groupedFooterTop = 6.0, groupedFooterBottom = 12.0, groupedFirstWithoutHeader = 35.0
            /// Plain headers and footers: 28 pt at Large with 4 pt label margins; 22 pt above
            /// each header (iOS 15+). §4.5 (B).
            static let plainHeaderHeight = 28.0, plainLabelMargin = 4.0, plainHeaderTopPadding = 22.0
            static let bottomPadding = 20.0
        }

        func layout(_ key: ScenarioKey, isDefault: Bool) -> Scenario {
            let environment = screen.environment, table = screen.table, model = sweep.layout
            let direction = analysis.direction(key.locale)
            let scenario = LayoutScenario(width: key.width, category: key.category, locale: key.locale, direction: direction)
            let plural = key.pluralCategory.flatMap(PluralCategory.init(rawValue:))
            let resolve = { (text: HIGModel.Text) in analysis.resolver.resolve(text, locale: key.locale, category: plural).string }
            let generation = model.profile.generation
            let content = model.contentWidth(table: table, environment: environment, scenario: scenario)
            let margin = model.margin(table: table, environment: environment, scenario: scenario, contentWidth: content)
            let inset = table.style == .insetGrouped
            let cardX = environment.safeAreaInsets.left + (inset ? margin : 0)
            let cardWidth = max(0, inset ? content - 2 * margin : content)
            let root = ElementPath(screen: screen.name)
            let grouped = table.style.isGrouped

            var y = 0.0
            var sections: [Section] = []
            for (sectionIndex, section) in table.sections.enumerated() {
                let sectionPath = root.appending(.section(sectionIndex))
                let slots = model.labels(of: section, table: table, environment: environment, scenario: scenario, string: resolve)
                var header: Label?
                var footer: Label?
                if let slot = slots.first(where: { $0.role == .header }) {
                    y += grouped ? (sectionIndex == 0 ? Vertical.groupedFirstHeaderTop : Vertical.groupedHeaderTop) : Vertical.plainHeaderTopPadding
                    var label = self.label(slot, path: sectionPath.appending(.header), x: cardX + margin, locale: key.locale, secondary: true)
                    if grouped {
                        label.frame.y = y
                        y += label.frame.height + Vertical.groupedHeaderBottom
                    } else {
                        let height = max(Vertical.plainHeaderHeight, label.frame.height + 2 * Vertical.plainLabelMargin)
                        label.frame.y = y + (height - label.frame.height) / 2
                        y += height
                    }
                    header = label
                } else if grouped {
                    y += sectionIndex == 0 ? Vertical.groupedFirstWithoutHeader : Vertical.groupedHeaderTop
                }
                let top = y
                var rows: [Row] = []
                for (rowIndex, row) in section.rows.enumerated() {
                    let laid = self.row(row, path: sectionPath.appending(.row(rowIndex, id: row.id)), top: y, cardX: cardX, cardWidth: cardWidth,
                                        margin: margin, scenario: scenario, resolve: resolve, generation: generation)
                    y = laid.frame.maxY
                    rows.append(laid)
                }
                let frame = Rect(x: cardX, y: top, width: cardWidth, height: y - top)
                if let slot = slots.first(where: { $0.role == .footer }) {
                    var label = self.label(slot, path: sectionPath.appending(.footer), x: cardX + margin, locale: key.locale, secondary: true)
                    y += grouped ? Vertical.groupedFooterTop : Vertical.plainLabelMargin
                    label.frame.y = y
                    y += label.frame.height + (grouped ? Vertical.groupedFooterBottom : Vertical.plainLabelMargin)
                    footer = label
                }
                sections.append(Section(path: sectionPath, frame: frame, header: header, footer: footer, rows: rows))
            }
            let height = y + Vertical.bottomPadding
            var index: SectionIndex?
            if let titles = table.sectionIndexTitles, !titles.isEmpty {
                let width = model.profile["sectionIndexWidth"]
                index = SectionIndex(frame: Rect(x: key.width - environment.safeAreaInsets.right - width, y: 0, width: width, height: height), titles: titles)
            }
            var laid = Scenario(key: key, direction: direction, isDefault: isDefault, size: Size(width: key.width, height: height), sections: sections, index: index)
            if direction == .rightToLeft { laid.mirror() }
            return laid
        }

        /// A row's frame, image slot, accessory and labels (§8 steps 2–4 across; §4.4 down).
        private func row(_ row: HIGModel.Row, path: ElementPath, top: Double, cardX: Double, cardWidth: Double, margin: Double,
                         scenario: LayoutScenario, resolve: (HIGModel.Text) -> String, generation: LayoutProfile.Generation) -> Row {
            let model = sweep.layout, table = screen.table, environment = screen.environment
            var x = cardX + margin
            var editing: Rect?
            var image: Image?
            if table.isEditing, row.editingStyle != .none {
                let width = model.profile["editingControlWidth"]
                editing = Rect(x: x, y: 0, width: width, height: 0)
                x += width
            }
            x += row.indentation
            if let source = row.image {
                let isSymbol = source.kind == .symbol
                let width = isSymbol ? model.profile["symbolColumnWidth"] * model.bodyScale(scenario.category) : source.width
                image = Image(path: path.appending(.image), frame: Rect(x: x, y: 0, width: width, height: isSymbol ? width : source.height), isSymbol: isSymbol)
                x += model.imageReservation(row: row, category: scenario.category)
            }
            let textX = x
            let textWidth = model.textRectWidth(row: row, table: table, environment: environment, scenario: scenario)
            var accessory: Accessory?
            let reservation = model.accessoryReservation(row: row, category: scenario.category, editing: table.isEditing)
            let editingType = table.isEditing ? row.editingAccessoryType : nil
            if reservation > 0 {
                let glyph = max(0, reservation - model.profile["accessoryPadding"])
                let kind: Accessory.Kind
                if editingType == nil, let view = row.accessoryView {
                    kind = view.kind == .switch ? .switch : .view
                } else {
                    switch editingType ?? row.accessoryType {
                    case .disclosureIndicator: kind = .disclosureIndicator
                    case .checkmark: kind = .checkmark
                    case .detailButton: kind = .detailButton
                    case .detailDisclosureButton: kind = .detailDisclosureButton
                    case .none: kind = .view
                    }
                }
                let height: Double = switch kind {
                case .switch: row.accessoryView.map { max($0.height, 31) } ?? 31
                case .view: row.accessoryView?.height ?? glyph
                case .disclosureIndicator: glyph * 1.6
                case .checkmark, .detailButton, .detailDisclosureButton: min(glyph, model.profile["detailButtonWidth"] * model.bodyScale(scenario.category))
                }
                accessory = Accessory(path: path.appending(.accessory), frame: Rect(x: cardX + cardWidth - margin - glyph, y: 0, width: glyph, height: height), kind: kind)
            }

            let slots = model.labels(of: row, table: table, environment: environment, scenario: scenario, string: resolve, fitter: analysis.fitter)
            var labels: [Label] = []
            let sideBySide = slots.count == 2 && slots.allSatisfy { $0.arrangement == .sideBySide }
            for slot in slots {
                let isDetail = slot.role == .secondaryText
                var label = self.label(slot, path: path.appending(slot.role), x: textX, locale: scenario.locale, secondary: isDetail && !isDefaultStyleDetail(row))
                if sideBySide {
                    switch (row.content, isDetail) {
                    case (.style(.value2), false):
                        label.alignment = .right
                    case (.style(.value2), true):
                        label.frame.x = textX + model.profile["value2TitleColumn"] + model.profile["value2Gap"]
                    case (_, false):
                        // The title takes what it needs; the detail sits at the trailing edge.
                        label.frame.width = min(label.frame.width, (label.lines.map(\.width).max() ?? 0))
                    case (_, true):
                        label.frame.x = textX + textWidth - label.frame.width
                        label.alignment = .right
                    }
                }
                labels.append(label)
            }
            let contentHeight = sideBySide ? (labels.map(\.frame.height).max() ?? 0) : labels.reduce(0) { $0 + $1.frame.height }
            let imageHeight = image.map { $0.isSymbol ? 0 : $0.frame.height } ?? 0
            let cellMargin = Vertical.cellMargin(generation)
            let height = row.rowHeight ?? max(Vertical.minimumRowHeight(scenario.category, generation), max(contentHeight, imageHeight) + 2 * cellMargin)
            // Labels centred as a block; side by side, each centred.
            var next = top + (height - contentHeight) / 2
            for index in labels.indices {
                if sideBySide {
                    labels[index].frame.y = top + (height - labels[index].frame.height) / 2
                } else {
                    labels[index].frame.y = next
                    next += labels[index].frame.height
                }
            }
            if var placed = image {
                placed.frame.y = top + (height - placed.frame.height) / 2
                image = placed
            }
            if var placed = accessory {
                placed.frame.y = top + (height - placed.frame.height) / 2
                accessory = placed
            }
            editing?.y = top
            editing?.height = height
            return Row(path: path, frame: Rect(x: cardX, y: top, width: cardWidth, height: height), image: image, accessory: accessory, editingControl: editing, labels: labels)
        }

        /// Default-style cells show their detail like their title.
        private func isDefaultStyleDetail(_ row: HIGModel.Row) -> Bool {
            if case .style(.default) = row.content { return true }
            return false
        }

        /// A label fitted in its room, at the top of its frame; the caller places it.
        private func label(_ slot: LabelSlot, path: ElementPath, x: Double, locale: String, secondary: Bool) -> Label {
            let fit = analysis.fitter.fit(slot.string, font: slot.font, constraints: LabelConstraints(
                width: slot.availableWidth, numberOfLines: slot.numberOfLines, lineBreakMode: slot.lineBreakMode, locale: locale))
            let font = slot.font
            let leading = font.leading
            // The baseline sits a little below the middle of the line pitch (a diagram: ascent ≈ 0.8 em).
            let lines = fit.lines.enumerated().map { index, text in
                Line(text: text, width: font.width(of: text), baseline: Double(index) * leading + (leading + font.pointSize * 0.7) / 2)
            }
            return Label(
                path: path, frame: Rect(x: x, y: 0, width: slot.availableWidth, height: font.height(lines: max(1, lines.count))),
                text: slot.string, lines: lines, fontSize: font.pointSize, isBold: [.semibold, .bold, .heavy, .black].contains(font.weight), isSecondary: secondary,
                alignment: .left, isRightToLeft: fit.direction == .rightToLeft, isTruncated: fit.isTruncated, overflow: fit.overflow
            )
        }
    }

    /// The scenario a finding describes, from its `locale`, `contentSizeCategory`, `tableWidth`
    /// and `pluralCategory` evidence; what it leaves out is `defaultKey`'s.
    public static func key(of finding: Finding, default defaultKey: ScenarioKey) -> ScenarioKey {
        var key = defaultKey
        if case .string(let locale)? = finding[evidence: .locale] { key.locale = locale }
        if let category = finding[evidence: .contentSizeCategory].flatMap({ ContentSizeCategory(rawValue: $0.description) ?? SweepSelection.category(named: $0.description) }) {
            key.category = category
        }
        switch finding[evidence: .tableWidth] {
        case .number(let width)?: key.width = width
        case .integer(let width)?: key.width = Double(width)
        default: break
        }
        if case .string(let plural)? = finding[evidence: .pluralCategory] { key.pluralCategory = plural }
        return key
    }
}

extension LayoutSnapshot.Scenario {
    /// Right to left: the same layout read from the right edge (UIKit mirrors cells, headers
    /// and the index), labels aligned to the other edge.
    mutating func mirror() {
        let width = size.width
        func flip(_ label: LayoutSnapshot.Label) -> LayoutSnapshot.Label {
            var label = label
            label.frame = label.frame.mirrored(in: width)
            label.alignment = label.alignment == .left ? .right : .left
            return label
        }
        sections = sections.map { section in
            var section = section
            section.frame = section.frame.mirrored(in: width)
            section.header = section.header.map(flip)
            section.footer = section.footer.map(flip)
            section.rows = section.rows.map { row in
                var row = row
                row.frame = row.frame.mirrored(in: width)
                if var image = row.image {
                    image.frame = image.frame.mirrored(in: width)
                    row.image = image
                }
                if var accessory = row.accessory {
                    accessory.frame = accessory.frame.mirrored(in: width)
                    row.accessory = accessory
                }
                row.editingControl = row.editingControl?.mirrored(in: width)
                row.labels = row.labels.map(flip)
                return row
            }
            return section
        }
        if var bar = index {
            bar.frame = bar.frame.mirrored(in: width)
            index = bar
        }
    }
}
