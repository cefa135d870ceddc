import HIGModel

/// Per-locale figures for reports: how many texts are cut in each locale at each size, and the
/// worst offender of each locale. Computed from findings alone, so any reporter can show them.
public enum LocalizationSummary {
    /// Rules whose findings are cut text.
    static let truncationRules = Set(RuleRegistry.descriptions.filter { $0.traits.contains(.reportsCutText) }.map(\.id))

    public struct Matrix: Equatable, Sendable {
        /// Locales in first-seen order of the sorted findings, development language included.
        public var locales: [String]
        /// Content size categories with at least one cut text, smallest first.
        public var sizes: [ContentSizeCategory]
        /// `counts[locale][size]`: distinct texts (element and plural category) cut there.
        public var counts: [String: [ContentSizeCategory: Int]]
    }

    public struct Offender: Equatable, Sendable {
        public var locale: String
        /// Distinct texts cut at the screen's own size (`text/truncation` errors and warnings).
        public var truncatedTexts: Int
        public var worstText: String
        /// Points the worst text needs beyond its room.
        public var worstOverflow: Double

        /// `de: 14 truncated texts, worst: 'Benachrichtigungseinstellungen' 63 pt over`
        public var line: String { line(text: { $0 }, worstText: { $0 }) }

        /// The line with the report's own words passed through `text` and the app's string
        /// through `worstText` (escaped and bidi-isolated by the HTML and Markdown reports).
        func line(text: (String) -> String, worstText: (String) -> String) -> String {
            text("\(locale): \(truncatedTexts) truncated text\(truncatedTexts == 1 ? "" : "s"), worst: '") + worstText(self.worstText) + text("' \(formatPoints(worstOverflow)) pt over")
        }
    }

    public static func matrix(_ findings: [Finding]) -> Matrix {
        var locales: [String] = []
        var cells: [String: [ContentSizeCategory: Set<String>]] = [:]
        for finding in findings where truncationRules.contains(finding.ruleID) {
            // A finding that stands for several locales counts in each, at the sizes it lists.
            for (locale, category) in cases(of: finding) {
                if cells[locale] == nil {
                    locales.append(locale)
                    cells[locale] = [:]
                }
                let identity = finding.location.file + "\u{0}" + finding.path.key + "\u{0}" + (category ?? "")
                for size in sizes(of: finding) { cells[locale, default: [:]][size, default: []].insert(identity) }
            }
        }
        let used = Set(cells.values.flatMap(\.keys))
        return Matrix(
            locales: locales,
            sizes: ContentSizeCategory.allCases.filter(used.contains),
            counts: cells.mapValues { $0.mapValues(\.count) }
        )
    }

    /// The locales (and plural categories) a finding stands for: its own, then those it lists
    /// as `otherLocales` (`de`, `ru (few)`).
    static func cases(of finding: Finding) -> [(locale: String, category: String?)] {
        guard case .string(let locale)? = finding[evidence: .locale] else { return [] }
        var cases: [(String, String?)] = [(locale, finding[evidence: .pluralCategory]?.description)]
        if case .string(let list)? = finding[evidence: FindingConsolidation.otherLocalesKey] {
            for entry in list.split(separator: ",") {
                let parts = entry.split(separator: " ", maxSplits: 1)
                let category = parts.count > 1 ? String(parts[1].dropFirst().dropLast()) : nil
                cases.append((String(parts[0]), category))
            }
        }
        return cases
    }

    /// The sizes a finding stands for: its failing sizes when it lists them, else its own.
    static func sizes(of finding: Finding) -> [ContentSizeCategory] {
        if case .contentSizeCategories(let list)? = finding[evidence: .failingSizes] { return list }
        if case .string(let name)? = finding[evidence: .contentSizeCategory], let size = ContentSizeCategory(rawValue: name) { return [size] }
        return []
    }

    /// Locales with cut text at the screen's own size, most cut texts first (ties by locale).
    public static func worstOffenders(_ findings: [Finding]) -> [Offender] {
        var texts: [String: Set<String>] = [:]
        var worst: [String: (String, Double)] = [:]
        for finding in findings where finding.ruleID == "text/truncation" {
            guard case .string(let locale)? = finding[evidence: .locale], case .string(let text)? = finding[evidence: .text] else { continue }
            let overflow: Double
            switch finding[evidence: .overflow] {
            case .number(let value)?: overflow = value
            case .integer(let value)?: overflow = Double(value)
            default: overflow = 0
            }
            // Locales a finding lists count their cut text; only the lead's overflow is known.
            for (other, category) in cases(of: finding) {
                texts[other, default: []].insert(finding.location.file + "\u{0}" + finding.path.key + "\u{0}" + (category ?? ""))
            }
            if let current = worst[locale], current.1 > overflow || (current.1 == overflow && current.0 <= text) { continue }
            worst[locale] = (text, overflow)
        }
        return texts.keys.compactMap { locale -> Offender? in
            guard let (text, overflow) = worst[locale], let count = texts[locale]?.count else { return nil }
            return Offender(locale: locale, truncatedTexts: count, worstText: text, worstOverflow: overflow)
        }.sorted { ($1.truncatedTexts, $0.locale) < ($0.truncatedTexts, $1.locale) }
    }

    /// A Markdown table (locales down, sizes across) and the worst offender lines; empty when
    /// nothing is cut.
    public static func markdown(_ findings: [Finding]) -> String {
        let matrix = matrix(findings)
        guard !matrix.locales.isEmpty else { return "" }
        var out = "| locale | " + matrix.sizes.map(\.shortName).joined(separator: " | ") + " |\n"
        out += "|---|" + String(repeating: "---:|", count: matrix.sizes.count) + "\n"
        for locale in matrix.locales {
            let row = matrix.sizes.map { size in matrix.counts[locale]?[size].map(String.init) ?? "" }
            out += "| \(locale) | " + row.joined(separator: " | ") + " |\n"
        }
        let offenders = worstOffenders(findings)
        if !offenders.isEmpty {
            out += "\n" + offenders.map { "- " + $0.line }.joined(separator: "\n") + "\n"
        }
        return out
    }
}
