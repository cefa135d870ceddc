import HIGInput
import HIGModel

extension HTMLReporter {
    /// One screen's drawings: a figure per scenario, each an SVG of the snapshot's frames, and
    /// which drawn element each finding is about.
    struct Wireframes {
        let screen: LayoutSnapshot.Screen
        let id: String
        let findings: [Finding]
        let firstNumber: Int
        /// Per scenario: element path key → element id.
        private var elementIDs: [[String: String]] = []
        /// Per finding (by offset): scenario index, element id, and whether the scenario is the
        /// finding's own (else the default one, its own being over the drawing limit).
        private var targets: [(view: Int, element: String, isOwn: Bool)] = []
        private var wanted: [LayoutSnapshot.ScenarioKey] = []

        init(screen: LayoutSnapshot.Screen, id: String, findings: [Finding], firstNumber: Int) {
            self.screen = screen
            self.id = id
            self.findings = findings
            self.firstNumber = firstNumber
            for (viewIndex, scenario) in screen.scenarios.enumerated() {
                var ids: [String: String] = [:]
                for (elementIndex, path) in scenario.elementPaths.enumerated() where ids[path.key] == nil {
                    ids[path.key] = "\(id)-v\(viewIndex)-e\(elementIndex)"
                }
                elementIDs.append(ids)
            }
            let keys = screen.scenarios.map(\.key)
            guard let defaultKey = keys.first else { return }
            for finding in findings {
                let wanted = LayoutSnapshot.key(of: finding, default: defaultKey)
                let view = keys.firstIndex(of: wanted) ?? 0
                targets.append((view, element(for: finding.path, in: view), keys.indices.contains(view) && keys[view] == wanted))
                self.wanted.append(wanted)
            }
        }

        /// The innermost drawn element the path lies in; the drawing itself when none does.
        private func element(for path: ElementPath, in view: Int) -> String {
            var components = path.components
            while !components.isEmpty {
                if let found = elementIDs[view][ElementPath(screen: path.screen, components: components).key] { return found }
                components.removeLast()
            }
            return viewID(view) + "-svg"
        }

        private func viewID(_ view: Int) -> String { "\(id)-v\(view)" }

        /// Where finding `offset` is drawn, and a caption saying so.
        func target(of offset: Int) -> (view: String, element: String, caption: String)? {
            guard targets.indices.contains(offset) else { return nil }
            let (view, element, isOwn) = targets[offset]
            let shown = caption(screen.scenarios[view])
            return (viewID(view), element, isOwn ? "drawn in \(shown)" : "its scenario (\(caption(wanted[offset]))) is not drawn; marked in \(shown)")
        }

        // MARK: Controls

        private static func localeValue(_ key: LayoutSnapshot.ScenarioKey) -> String {
            key.pluralCategory.map { "\(key.locale) · \($0)" } ?? key.locale
        }

        private func caption(_ scenario: LayoutSnapshot.Scenario) -> String { caption(scenario.key) }

        private func caption(_ key: LayoutSnapshot.ScenarioKey) -> String {
            "\(Self.localeValue(key)) · \(key.category.shortName) · \(formatPoints(key.width)) pt"
        }

        func controls() -> String {
            let keys = screen.scenarios.map(\.key)
            guard keys.count > 1 else { return "" }
            let development = keys[0].locale
            var locales: [String] = []
            for key in keys where !locales.contains(Self.localeValue(key)) { locales.append(Self.localeValue(key)) }
            locales.sort { ($0.hasPrefix(development) ? 0 : 1, $0) < ($1.hasPrefix(development) ? 0 : 1, $1) }
            let sizes = Set(keys.map(\.category)).sorted()
            let widths = Set(keys.map(\.width)).sorted()
            func select(_ label: String, _ dimension: String, _ options: [(value: String, text: String)]) -> String {
                "<label>\(label) <select data-dim=\"\(dimension)\">" + options.map { "<option value=\"\(HTMLText.escape($0.value))\">\(HTMLText.escape($0.text))</option>" }.joined() + "</select></label>\n"
            }
            var out = "<div class=\"controls\" hidden>\n"
            out += select("Locale", "locale", locales.map { ($0, $0) })
            out += select("Text size", "size", sizes.map { ($0.shortName, $0.shortName) })
            out += select("Width", "width", widths.map { (formatPoints($0), "\(formatPoints($0)) pt") })
            out += "<span class=\"showing\" aria-live=\"polite\"></span>\n</div>\n"
            return out
        }

        // MARK: Views

        /// The view first shown: where the most severe finding (then the largest overflow) is
        /// drawn, so the page opens on the worst of the screen.
        /// The drawing the page opens on: the real locale's scenario with the most cut labels
        /// (what a localization QA reader came for), ties to the one the most severe finding is
        /// drawn in, then to the first. A pseudolanguage (`en-x-double`, a committed `en-XA`) is
        /// never opened on while a real locale's scenario is drawn: its brackets and tokens are
        /// a test aid, not what people read; the controls still switch to it.
        var initialView: Int {
            let worstView: Int? = MarkdownReporter.worstFirst(findings).first
                .flatMap { findings.firstIndex(of: $0) }
                .flatMap { targets.indices.contains($0) ? targets[$0].view : nil }
            func cutLabels(_ scenario: LayoutSnapshot.Scenario) -> Int {
                scenario.sections.reduce(0) { count, section in
                    count + section.rows.reduce(0) { $0 + $1.labels.count(where: \.isTruncated) } + [section.header, section.footer].count { $0?.isTruncated == true }
                }
            }
            func isPseudo(_ locale: String) -> Bool {
                locale.lowercased().contains("-x-") || ArtefactLocales.isPseudoTag(locale)
            }
            let ranked = screen.scenarios.indices.map { index in
                (index, isPseudo(screen.scenarios[index].key.locale) ? 0 : 1, cutLabels(screen.scenarios[index]), index == worstView ? 1 : 0)
            }
            let best = ranked.max { lhs, rhs in
                (lhs.1, lhs.2, lhs.3, -lhs.0) < (rhs.1, rhs.2, rhs.3, -rhs.0)
            }
            return best?.0 ?? 0
        }

        /// Every scenario's figure, the initial one first and marked current.
        func views() -> String {
            let initial = initialView
            return ([initial] + screen.scenarios.indices.filter { $0 != initial }).map { view($0, isInitial: $0 == initial) }.joined()
        }

        private func view(_ index: Int, isInitial: Bool) -> String {
            let scenario = screen.scenarios[index]
            let key = scenario.key
            let viewID = viewID(index)
            // Findings drawn in this view, by element.
            var marks: [String: [Int]] = [:]
            var order: [String] = []
            // A finding whose own scenario is not drawn links to the default drawing but puts
            // no mark in it: the mark would say the default scenario has the problem.
            for (offset, target) in targets.enumerated() where target.view == index && target.isOwn {
                if marks[target.element] == nil { order.append(target.element) }
                marks[target.element, default: []].append(firstNumber + offset)
            }
            let cut = scenario.sections.reduce(0) { count, section in
                count + section.rows.reduce(0) { $0 + $1.labels.count(where: \.isTruncated) } + [section.header, section.footer].count { $0?.isTruncated == true }
            }
            var out = "<figure class=\"view\(isInitial ? " current" : "")\" id=\"\(viewID)\" data-locale=\"\(HTMLText.escape(Self.localeValue(key)))\" data-size=\"\(key.category.shortName)\" data-size-rank=\"\(key.category.index)\" data-width=\"\(formatPoints(key.width))\" data-width-rank=\"\(formatPoints(key.width))\">\n"
            out += "<figcaption>\(HTMLText.escape(caption(scenario)))\(scenario.isDefault ? " <span class=\"dim\">(the dump's own scenario)</span>" : "")\(scenario.direction == .rightToLeft ? " <span class=\"dim\">right to left, mirrored</span>" : "") · \(plural(cut, "cut label"))</figcaption>\n"
            out += SVGDrawing(scenario: scenario, style: screen.style, viewID: viewID, elementIDs: elementIDs[index], marks: marks, order: order,
                              label: "\(screen.name), \(caption(scenario))").render()
            out += "</figure>\n"
            return out
        }
    }

    /// The SVG of one scenario.
    struct SVGDrawing {
        let scenario: LayoutSnapshot.Scenario
        let style: TableStyle
        let viewID: String
        let elementIDs: [String: String]
        /// Finding numbers by element id, and the elements in the order findings name them.
        let marks: [String: [Int]]
        let order: [String]
        let label: String
        /// Each truncated label's caption, placed once for the whole drawing.
        private let captions: [String: Caption]

        init(scenario: LayoutSnapshot.Scenario, style: TableStyle, viewID: String, elementIDs: [String: String], marks: [String: [Int]], order: [String], label: String) {
            self.scenario = scenario
            self.style = style
            self.viewID = viewID
            self.elementIDs = elementIDs
            self.marks = marks
            self.order = order
            self.label = label
            captions = Self.captions(scenario.sections.flatMap { section in [section.header, section.footer].compactMap { $0 } + section.rows.flatMap(\.labels) })
        }

        private static func n(_ value: Double) -> String { formatPoints(value) }

        private var labels: [LayoutSnapshot.Label] {
            scenario.sections.flatMap { section in [section.header, section.footer].compactMap { $0 } + section.rows.flatMap(\.labels) }
        }

        /// The "+N pt hidden" caption of a label: its text and where it sits.
        struct Caption: Equatable {
            var text: String
            var x: Double
            var baseline: Double
            var isRightToLeft: Bool
            /// The caption's font size, and the width its text is taken to need: 0.6 em per
            /// character, more than the digits, "+", " pt hidden" of a 9 pt system font take.
            static let fontSize = 9.0
            /// A caption line's height: browsers box 9 pt text 10.4 to 11.3 units tall in
            /// DejaVu Sans and about 12.3 in Noto Sans, which the font stack picks where it is
            /// installed (measured in headless Chromium at desktop and phone widths, check.sh);
            /// 14 leaves room for a font of 1.5 em from ascent to descent.
            static let lineHeight = 14.0
            var estimatedWidth: Double { Double(text.count) * Self.fontSize * 0.6 }
            var left: Double { isRightToLeft ? x - estimatedWidth : x }
            var top: Double { baseline - Self.fontSize }

            func overlaps(_ other: Caption) -> Bool {
                left < other.left + other.estimatedWidth && other.left < left + estimatedWidth
                    && top < other.top + Self.lineHeight && other.top < top + Self.lineHeight
            }
        }

        /// Every truncated label's caption, keyed by `captionKey`: under its overflow box, moved
        /// down a line at a time past any caption placed before it, so two labels cut in one
        /// row (a value1 cell's title and detail) never print over each other.
        static func captions(_ labels: [LayoutSnapshot.Label]) -> [String: Caption] {
            var placed: [Caption] = []
            var byLabel: [String: Caption] = [:]
            for label in labels {
                guard let box = overflowBox(label) else { continue }
                var caption = Caption(text: "+\(formatPoints(label.overflow)) pt hidden", x: label.isRightToLeft ? box.maxX - 2 : box.x + 2, baseline: box.maxY + Caption.fontSize, isRightToLeft: label.isRightToLeft)
                while placed.contains(where: caption.overlaps) { caption.baseline += Caption.lineHeight }
                placed.append(caption)
                byLabel[captionKey(label)] = caption
            }
            return byLabel
        }

        private static func captionKey(_ label: LayoutSnapshot.Label) -> String {
            "\(label.path.key)\u{0}\(label.frame.x)\u{0}\(label.frame.y)"
        }

        /// Where an overflow box lies: past the trailing edge of the label's last line.
        private static func overflowBox(_ label: LayoutSnapshot.Label) -> LayoutSnapshot.Rect? {
            guard label.isTruncated, label.overflow > 0.05, let last = label.lines.last else { return nil }
            let lineTop = label.frame.y + last.baseline - label.fontSize * 0.95
            let height = label.fontSize * 1.25
            // The rest of the text runs on past the end its reading direction ends at.
            return label.isRightToLeft
                ? LayoutSnapshot.Rect(x: label.frame.x - label.overflow, y: lineTop, width: label.overflow, height: height)
                : LayoutSnapshot.Rect(x: label.frame.maxX, y: lineTop, width: label.overflow, height: height)
        }

        func render() -> String {
            let width = scenario.size.width, height = scenario.size.height
            let boxes = labels.compactMap(Self.overflowBox)
            let minX = min(0, boxes.map(\.x).min() ?? 0) - 6
            let drawnMaxX = max(width, boxes.map(\.maxX).max() ?? 0)
            let badgeColumns = marks.values.map(\.count).max() ?? 0
            let maxX = drawnMaxX + 8 + Double(badgeColumns) * 22 + 4
            let boxWidth = maxX - minX
            // Room below the table for captions moved down past others.
            let drawnHeight = max(height, (captions.values.map(\.baseline).max() ?? 0) - 3)
            // Drawn a quarter larger than points, for legibility.
            var out = "<svg id=\"\(viewID)-svg\" class=\"wire\" viewBox=\"\(Self.n(minX)) -6 \(Self.n(boxWidth)) \(Self.n(drawnHeight + 12))\" width=\"\(Self.n(boxWidth * 1.25))\" height=\"\(Self.n((drawnHeight + 12) * 1.25))\" role=\"group\" aria-label=\"\(HTMLText.escape(label))\" xmlns=\"http://www.w3.org/2000/svg\">\n"
            out += "<rect class=\"device\(style == .plain ? " plain" : "")\" x=\"0\" y=\"0\" width=\"\(Self.n(width))\" height=\"\(Self.n(height))\" rx=\"14\"/>\n"
            for section in scenario.sections { out += self.section(section) }
            if let index = scenario.index { out += self.index(index) }
            out += badges(drawnMaxX: drawnMaxX)
            out += "</svg>\n"
            return out
        }

        /// Opens an element: a link to its first finding when it has findings, and a group
        /// with the element's id holding a box to highlight.
        private func open(_ path: ElementPath, frame: LayoutSnapshot.Rect, kind: String, title: String) -> (String, String) {
            let id = elementIDs[path.key] ?? ""
            var head = ""
            var tail = "</g>\n"
            if let numbers = marks[id], let first = numbers.first {
                head += "<a href=\"#f\(first)\" class=\"hit\" data-findings=\"\(numbers.map { "f\($0)" }.joined(separator: " "))\" aria-label=\"\(HTMLText.escape(title)): \(plural(numbers.count, "finding"))\">"
                tail += "</a>\n"
            }
            head += "<g class=\"el \(kind)\" id=\"\(id)\"><title>\(HTMLText.escape(title))</title>"
            head += "<rect class=\"box\" x=\"\(Self.n(frame.x))\" y=\"\(Self.n(frame.y))\" width=\"\(Self.n(frame.width))\" height=\"\(Self.n(max(frame.height, 1)))\"/>"
            return (head, tail)
        }

        private func section(_ section: LayoutSnapshot.Section) -> String {
            var out = ""
            if section.frame.height > 0 {
                let radius = style == .insetGrouped ? 10 : 0
                out += "<rect class=\"card\" x=\"\(Self.n(section.frame.x))\" y=\"\(Self.n(section.frame.y))\" width=\"\(Self.n(section.frame.width))\" height=\"\(Self.n(section.frame.height))\" rx=\"\(radius)\"/>\n"
            }
            let (head, tail) = open(section.path, frame: section.frame, kind: "section", title: section.path.description)
            out += head + tail
            if let header = section.header { out += label(header) }
            for (index, row) in section.rows.enumerated() {
                out += self.row(row)
                if index < section.rows.count - 1 {
                    let inset = 16.0
                    let (x1, x2) = scenario.direction == .rightToLeft ? (row.frame.x, row.frame.maxX - inset) : (row.frame.x + inset, row.frame.maxX)
                    out += "<line class=\"sep\" x1=\"\(Self.n(x1))\" y1=\"\(Self.n(row.frame.maxY))\" x2=\"\(Self.n(x2))\" y2=\"\(Self.n(row.frame.maxY))\"/>\n"
                }
            }
            if let footer = section.footer { out += label(footer) }
            return out
        }

        private func row(_ row: LayoutSnapshot.Row) -> String {
            let (head, tail) = open(row.path, frame: row.frame, kind: "row", title: row.path.description)
            var out = head + tail
            if let control = row.editingControl {
                let cx = control.x + control.width / 2, cy = control.y + control.height / 2
                out += "<circle class=\"edit\" cx=\"\(Self.n(cx))\" cy=\"\(Self.n(cy))\" r=\"10\"/><line class=\"edit-bar\" x1=\"\(Self.n(cx - 5))\" y1=\"\(Self.n(cy))\" x2=\"\(Self.n(cx + 5))\" y2=\"\(Self.n(cy))\"/>\n"
            }
            if let image = row.image {
                let (head, tail) = open(image.path, frame: image.frame, kind: "image", title: image.path.description)
                let f = image.frame
                out += head + "<rect class=\"img\" x=\"\(Self.n(f.x))\" y=\"\(Self.n(f.y))\" width=\"\(Self.n(f.width))\" height=\"\(Self.n(f.height))\" rx=\"\(image.isSymbol ? 6 : 2)\"/>"
                out += "<path class=\"img-x\" d=\"M\(Self.n(f.x)) \(Self.n(f.y))L\(Self.n(f.maxX)) \(Self.n(f.maxY))M\(Self.n(f.maxX)) \(Self.n(f.y))L\(Self.n(f.x)) \(Self.n(f.maxY))\"/>" + tail
            }
            if let accessory = row.accessory { out += self.accessory(accessory) }
            for label in row.labels { out += self.label(label) }
            return out
        }

        private func accessory(_ accessory: LayoutSnapshot.Accessory) -> String {
            let (head, tail) = open(accessory.path, frame: accessory.frame, kind: "accessory", title: "\(accessory.path.description): \(accessory.kind.rawValue)")
            let f = accessory.frame
            let rtl = scenario.direction == .rightToLeft
            func chevron(_ r: LayoutSnapshot.Rect) -> String {
                let (from, to) = rtl ? (r.maxX - r.width * 0.2, r.x + r.width * 0.2) : (r.x + r.width * 0.2, r.maxX - r.width * 0.2)
                return "<path class=\"chev\" d=\"M\(Self.n(from)) \(Self.n(r.y + r.height * 0.2))L\(Self.n(to)) \(Self.n(r.y + r.height / 2))L\(Self.n(from)) \(Self.n(r.maxY - r.height * 0.2))\"/>"
            }
            func info(_ cx: Double, _ cy: Double, _ radius: Double) -> String {
                "<circle class=\"tint-line\" cx=\"\(Self.n(cx))\" cy=\"\(Self.n(cy))\" r=\"\(Self.n(radius))\"/><text class=\"tint\" x=\"\(Self.n(cx))\" y=\"\(Self.n(cy + radius * 0.45))\" font-size=\"\(Self.n(radius * 1.3))\" text-anchor=\"middle\">i</text>"
            }
            var body = ""
            switch accessory.kind {
            case .disclosureIndicator:
                body = chevron(f)
            case .checkmark:
                body = "<path class=\"check\" d=\"M\(Self.n(f.x)) \(Self.n(f.y + f.height * 0.55))L\(Self.n(f.x + f.width * 0.38)) \(Self.n(f.maxY - f.height * 0.1))L\(Self.n(f.maxX)) \(Self.n(f.y + f.height * 0.1))\"/>"
            case .detailButton:
                body = info(f.x + f.width / 2, f.y + f.height / 2, min(f.width, f.height) / 2 - 1)
            case .detailDisclosureButton:
                let radius = min(f.height, f.width * 0.45) / 2 - 1
                let circleX = rtl ? f.maxX - radius - 1 : f.x + radius + 1
                let chevronWidth = f.width * 0.25
                body = info(circleX, f.y + f.height / 2, radius)
                    + chevron(LayoutSnapshot.Rect(x: rtl ? f.x : f.maxX - chevronWidth, y: f.y + f.height * 0.2, width: chevronWidth, height: f.height * 0.6))
            case .switch:
                let knob = f.height / 2 - 2
                let knobX = rtl ? f.x + f.height / 2 : f.maxX - f.height / 2
                body = "<rect class=\"switch\" x=\"\(Self.n(f.x))\" y=\"\(Self.n(f.y))\" width=\"\(Self.n(f.width))\" height=\"\(Self.n(f.height))\" rx=\"\(Self.n(f.height / 2))\"/><circle class=\"knob\" cx=\"\(Self.n(knobX))\" cy=\"\(Self.n(f.y + f.height / 2))\" r=\"\(Self.n(knob))\"/>"
            case .view:
                body = "<rect class=\"custom\" x=\"\(Self.n(f.x))\" y=\"\(Self.n(f.y))\" width=\"\(Self.n(f.width))\" height=\"\(Self.n(f.height))\" rx=\"4\"/>"
            }
            return head + body + tail
        }

        /// A text element for one line: `textLength` stretches it to the width the audit
        /// measured, so the diagram's text ends where the model says it does.
        private static func text(_ string: String, left: Double, width: Double, baseline: Double, label: LayoutSnapshot.Label, classes: String) -> String {
            let weight = label.isBold ? " font-weight=\"600\"" : ""
            let anchor = label.isRightToLeft ? " direction=\"rtl\"" : ""
            let x = label.isRightToLeft ? left + width : left
            let length = width > 0.5 ? " textLength=\"\(n(width))\" lengthAdjust=\"spacingAndGlyphs\"" : ""
            return "<text class=\"\(classes)\" x=\"\(n(x))\" y=\"\(n(baseline))\" font-size=\"\(n(label.fontSize))\"\(weight)\(anchor)\(length)>\(HTMLText.escape(string))</text>"
        }

        private func label(_ label: LayoutSnapshot.Label) -> String {
            let cutNote = label.isTruncated ? " (cut: shows '\(label.lines.map(\.text).joined(separator: " "))')" : ""
            let role = label.path.components.last?.label ?? "text"
            let (head, tail) = open(label.path, frame: label.frame, kind: "label\(label.isTruncated ? " cut" : "")", title: "\(role): '\(label.text)'\(cutNote)")
            var out = head
            let classes = label.isSecondary ? "t2" : "t"
            if label.isTruncated {
                out += "<rect class=\"room\" x=\"\(Self.n(label.frame.x))\" y=\"\(Self.n(label.frame.y))\" width=\"\(Self.n(label.frame.width))\" height=\"\(Self.n(label.frame.height))\"/>"
            }
            for line in label.lines {
                let left = label.alignment == .left ? label.frame.x : label.frame.maxX - line.width
                out += Self.text(line.text, left: left, width: line.width, baseline: label.frame.y + line.baseline, label: label, classes: classes)
            }
            if let box = Self.overflowBox(label) {
                out += "<rect class=\"overflow\" x=\"\(Self.n(box.x))\" y=\"\(Self.n(box.y))\" width=\"\(Self.n(box.width))\" height=\"\(Self.n(box.height))\"/>"
                if let caption = captions[Self.captionKey(label)] {
                    out += "<text class=\"over\" x=\"\(Self.n(caption.x))\" y=\"\(Self.n(caption.baseline))\" font-size=\"9\"\(caption.isRightToLeft ? " text-anchor=\"end\"" : "")>\(caption.text)</text>"
                }
            }
            return out + tail
        }

        private func index(_ index: LayoutSnapshot.SectionIndex) -> String {
            var out = "<g class=\"index\">"
            let step = min(16, max(8, (index.frame.height - 40) / Double(max(1, index.titles.count))))
            for (offset, title) in index.titles.enumerated() {
                out += "<text class=\"tint\" x=\"\(Self.n(index.frame.x + index.frame.width / 2))\" y=\"\(Self.n(index.frame.y + 30 + Double(offset) * step))\" font-size=\"11\" font-weight=\"700\" text-anchor=\"middle\">\(HTMLText.escape(title))</text>"
            }
            return out + "</g>\n"
        }

        /// Numbered marks beside the drawing, level with the element each finding is about.
        private func badges(drawnMaxX: Double) -> String {
            var out = ""
            var frames: [String: LayoutSnapshot.Rect] = [:]
            for section in scenario.sections {
                frames[elementIDs[section.path.key] ?? ""] = section.frame
                for label in [section.header, section.footer].compactMap({ $0 }) { frames[elementIDs[label.path.key] ?? ""] = label.frame }
                for row in section.rows {
                    frames[elementIDs[row.path.key] ?? ""] = row.frame
                    if let image = row.image { frames[elementIDs[image.path.key] ?? ""] = image.frame }
                    if let accessory = row.accessory { frames[elementIDs[accessory.path.key] ?? ""] = accessory.frame }
                    for label in row.labels { frames[elementIDs[label.path.key] ?? ""] = label.frame }
                }
            }
            for element in order {
                guard let numbers = marks[element] else { continue }
                let frame = frames[element] ?? LayoutSnapshot.Rect(x: 0, y: 0, width: scenario.size.width, height: 20)
                let cy = frame.y + min(frame.height, 40) / 2
                for (column, number) in numbers.enumerated() {
                    let cx = drawnMaxX + 18 + Double(column) * 22
                    out += "<a href=\"#f\(number)\" class=\"badge\" aria-label=\"finding \(number)\"><circle cx=\"\(Self.n(cx))\" cy=\"\(Self.n(cy))\" r=\"10\"/><text x=\"\(Self.n(cx))\" y=\"\(Self.n(cy + 4))\" font-size=\"11\" text-anchor=\"middle\">\(number)</text></a>\n"
                }
            }
            return out
        }
    }
}
