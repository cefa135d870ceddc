import HIGModel

/// GitHub-flavored Markdown for job summaries (`$GITHUB_STEP_SUMMARY`) and pull-request
/// comments: totals, a table per rule linking its doc, a locale × content-size matrix when
/// findings carry that evidence, worst offenders first, and a size cap.
public struct MarkdownReporter: Reporter {
    public static let identifier = "markdown"

    /// Lets a bot find and update the comment it posted earlier.
    public static let marker = "<!-- hig-audit-report -->"
    /// `$GITHUB_STEP_SUMMARY` takes at most 1 MiB per step (GitHub workflow-commands docs).
    public static let stepSummaryLimit = 1_048_576
    /// An issue or pull-request comment body takes at most 65,536 characters (REST API).
    public static let pullRequestCommentLimit = 65_536
    /// Fewer bytes than any finding's table row takes: `| ⚠️ warning | <code>a:1:1</code> | … |`.
    static let minimumRowBytes = 32
    /// Finding tables longer than this are collapsed into `<details>`.
    public static let collapseThreshold = 10

    public init() {}

    public func report(_ result: AuditResult, context: ReportContext) -> [UInt8] {
        let worst = Self.worstFirst(result.findings)
        let suppressed = ReportOrder.sorted(result.suppressed)
        let limit = max(0, context.markdownLimit)
        // No table row is shorter than `minimumRowBytes`, so more rows than the limit holds of
        // them never fit: a million findings are never rendered whole (memory and time stay
        // bounded by the limit, not by the number of findings).
        let rowsThatMayFit = limit / Self.minimumRowBytes + 1
        if worst.count + suppressed.count <= rowsThatMayFit {
            let full = render(result, worst: worst, listed: worst.count, suppressed: suppressed, suppressedListed: suppressed.count, limit: limit, context: context)
            if full.utf8.count <= limit { return Array(full.utf8) }
        }

        // Past the cap, accepted findings go first: the counts, then as many of the worst active
        // findings as fit, then as many suppressed ones as still fit.
        let allActive = worst.count <= rowsThatMayFit
            ? render(result, worst: worst, listed: worst.count, suppressed: suppressed, suppressedListed: 0, limit: limit, context: context)
            : nil
        let best: String?
        if let allActive, allActive.utf8.count <= limit {
            best = Self.largest(below: min(suppressed.count, rowsThatMayFit), fallback: allActive, limit: limit) { count in
                render(result, worst: worst, listed: worst.count, suppressed: suppressed, suppressedListed: count, limit: limit, context: context)
            }
        } else {
            best = Self.largest(below: min(worst.count, rowsThatMayFit), fallback: nil, limit: limit) { count in
                render(result, worst: worst, listed: count, suppressed: suppressed, suppressedListed: 0, limit: limit, context: context)
            }
        }
        if let best { return Array(best.utf8) }
        let minimal = "\(Self.marker)\n## hig-audit: \(Self.counts(result))\n\n\(Self.accepted(result).map { "Not counted above: \($0).\n\n" } ?? "")The report exceeds the \(limit)-byte limit; see \(Self.escape(Self.elsewhere(context.fullReportHint))) for the findings.\n"
        return Self.prefix(minimal, bytes: limit)
    }

    /// Where the whole list is, said from the Markdown report itself: it is usually the job
    /// summary (the Action writes it there), so it never sends readers to "the job summary".
    static func elsewhere(_ hint: String) -> String {
        let others = hint.replacingOccurrences(of: "the job summary or ", with: "")
            .replacingOccurrences(of: " or the job summary", with: "")
        return others == "the job summary" || others.isEmpty ? "the JSON or SARIF report (--report json=PATH)" : others
    }

    /// The render of the largest count below `count` that fits `limit` (binary search: the
    /// size grows with the count), else `fallback`.
    private static func largest(below count: Int, fallback: String?, limit: Int, render: (Int) -> String) -> String? {
        var low = 0
        var high = count - 1
        var best = fallback
        while low <= high {
            let middle = (low + high) / 2
            let candidate = render(middle)
            if candidate.utf8.count <= limit {
                best = candidate
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        return best
    }

    // MARK: - Layout

    private func render(_ result: AuditResult, worst: [Finding], listed: Int, suppressed: [SuppressedFinding], suppressedListed: Int, limit: Int, context: ReportContext) -> String {
        var out = "\(Self.marker)\n"
        out += "## hig-audit: \(Self.counts(result))\n\n"
        let scope = "\(plural(result.fileCount, "file")) (\(plural(result.screenCount, "screen")), \(plural(result.rowCount, "row")))"
        out += result.findings.isEmpty ? "No findings in \(scope).\n" : "Audited \(scope).\n"
        if let unmeasured = Screen.unmeasuredLabelsPhrase(result.unmeasuredLabelCount) { out += "\n\(unmeasured.prefix(1).uppercased())\(unmeasured.dropFirst()).\n" }
        if let accepted = Self.accepted(result) {
            out += "\nNot counted above: \(accepted).\n"
        }
        if listed < worst.count {
            out += "\n> [!WARNING]\n> This report is cut to fit its \(limit)-byte limit: it lists the \(listed) most severe of \(worst.count) findings and counts the rest. See \(Self.escape(Self.elsewhere(context.fullReportHint))) for all of them.\n"
        }
        guard !worst.isEmpty else { return out + suppressedList(suppressed, listed: suppressedListed, context: context) + footer(context) }

        out += rulesTable(worst, context: context)
        out += matrix(worst)

        let shown = Array(worst.prefix(listed))
        let byRule = Dictionary(grouping: shown, by: \.ruleID)
        for ruleID in Self.ruleOrder(worst) {
            guard let findings = byRule[ruleID] else { continue }
            let total = worst.count { $0.ruleID == ruleID }
            out += "\n### \(ruleLink(ruleID, context: context))"
            if let title = context.rule(ruleID)?.title { out += ": \(Self.escape(title))" }
            out += "\n\n"
            let summary = findings.count == total ? plural(total, "finding") : "\(findings.count) of \(plural(total, "finding"))"
            let collapse = findings.count > Self.collapseThreshold
            if collapse { out += "<details><summary>\(summary)</summary>\n\n" } else { out += "\(summary):\n\n" }
            out += "| Severity | Location | Element | Message |\n| --- | --- | --- | --- |\n"
            for finding in findings {
                let path = context.reportPath(finding.location.file).display
                let message = AppStringIsolation.render(finding.message, appStrings: AppStringIsolation.appStrings(of: finding), escape: { Self.escape($0, lineBreaks: true) }, isolate: AppStringIsolation.markdown)
                out += "| \(finding.severity.emoji) \(finding.severity.rawValue) | <code>\(Self.escape(path)):\(finding.location.line):\(finding.location.column)</code> | \(AppStringIsolation.markdown(Self.escape(finding.path.description))) | \(message) |\n"
            }
            if collapse { out += "\n</details>\n" }
        }
        return out + suppressedList(suppressed, listed: suppressedListed, context: context) + footer(context)
    }

    /// Accepted findings, collapsed: people reviewing a change should see what was waved
    /// through and why, without it crowding out what still needs work.
    private func suppressedList(_ suppressed: [SuppressedFinding], listed: Int, context: ReportContext) -> String {
        guard !suppressed.isEmpty else { return "" }
        guard listed > 0 else {
            return "\n### Suppressed\n\n\(plural(suppressed.count, "suppressed finding")) not listed, to fit the size limit; the JSON and SARIF reports list them with their reasons.\n"
        }
        let summary = listed == suppressed.count
            ? plural(suppressed.count, "suppressed finding")
            : "\(listed) of \(plural(suppressed.count, "suppressed finding")) (the rest are in the JSON and SARIF reports)"
        var out = "\n### Suppressed\n\n<details><summary>\(summary)</summary>\n\n"
        out += "| Severity | Rule | Location | Element | Reason | Declared in |\n| --- | --- | --- | --- | --- | --- |\n"
        for item in suppressed.prefix(listed) {
            let finding = item.finding
            let suppression = item.suppression
            let path = context.reportPath(finding.location.file).display
            let declared = context.reportPath(suppression.location.file).display
            let kind = suppression.kind == .inSource ? "dump" : "configuration"
            out += "| \(finding.severity.emoji) \(finding.severity.rawValue) | \(ruleLink(finding.ruleID, context: context)) | <code>\(Self.escape(path)):\(finding.location.line):\(finding.location.column)</code> | \(Self.escape(finding.path.description)) | \(Self.escape(suppression.reason, lineBreaks: true)) | \(kind), <code>\(Self.escape(declared)):\(suppression.location.line)</code> |\n"
        }
        return out + "\n</details>\n"
    }

    /// `2 suppressed, 1 in the baseline`, or nil when nothing was accepted.
    static func accepted(_ result: AuditResult) -> String? {
        var parts: [String] = []
        if !result.suppressed.isEmpty { parts.append("\(result.suppressed.count) suppressed") }
        if result.baselinedCount > 0 { parts.append("\(result.baselinedCount) in the baseline") }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    private func rulesTable(_ findings: [Finding], context: ReportContext) -> String {
        var out = "\n| Rule | Findings | Worst | Guideline |\n| --- | ---: | --- | --- |\n"
        for ruleID in Self.ruleOrder(findings) {
            let ofRule = findings.filter { $0.ruleID == ruleID }
            let worst = ofRule.map(\.severity).max() ?? .note
            var guideline = ""
            if let rule = context.rule(ruleID) {
                guideline = "[\(Self.escape(rule.guideline.title))](\(rule.guideline.url))"
            }
            out += "| \(ruleLink(ruleID, context: context)) | \(ofRule.count) | \(worst.emoji) \(worst.rawValue) | \(guideline) |\n"
        }
        return out
    }

    /// Cut texts per locale and content size, counted as the worst-offender lines below count
    /// them (`LocalizationSummary`): each text once per locale and size, a finding that stands
    /// for several locales in each, so a locale's row and its offender line tell one story.
    private func matrix(_ findings: [Finding]) -> String {
        let matrix = LocalizationSummary.matrix(findings)
        guard !matrix.locales.isEmpty else { return "" }
        var out = "\n### Locale × content size\n\nTexts cut per locale and text size.\n\n"
        out += "| Locale | " + matrix.sizes.map { Self.escape($0.shortName) }.joined(separator: " | ") + " |\n"
        out += "| --- |" + String(repeating: " ---: |", count: matrix.sizes.count) + "\n"
        for locale in matrix.locales.sorted() {
            let row = matrix.sizes.map { size in matrix.counts[locale]?[size].map(String.init) ?? "·" }
            out += "| \(Self.escape(locale)) | " + row.joined(separator: " | ") + " |\n"
        }
        let offenders = LocalizationSummary.worstOffenders(findings)
        if !offenders.isEmpty {
            out += "\nWorst offenders per locale:\n\n"
            for offender in offenders {
                out += "- \(offender.line(text: { Self.escape($0) }, worstText: { AppStringIsolation.markdown(Self.escape($0)) }))\n"
            }
        }
        return out
    }

    private func footer(_ context: ReportContext) -> String {
        "\n<sub>hig-audit \(Self.escape(context.toolVersion)) · [rules](\(RuleDocs.repositoryURL)/blob/main/Rules/README.md)</sub>\n"
    }

    private func ruleLink(_ ruleID: String, context: ReportContext) -> String {
        "[<code>\(Self.escape(ruleID))</code>](\(RuleDocs.url(for: ruleID)))"
    }

    // MARK: - Order

    /// Most severe first, then the largest `overflow` (points of text that do not fit), then
    /// report order.
    static func worstFirst(_ findings: [Finding]) -> [Finding] {
        let sorted = ReportOrder.sorted(findings)
        let overflow = sorted.map { finding -> Double in
            switch finding[evidence: .overflow] {
            case .number(let value)? where value.isFinite: value
            case .integer(let value)?: Double(value)
            default: -Double.greatestFiniteMagnitude
            }
        }
        let indices = sorted.indices.sorted { a, b in
            if sorted[a].severity != sorted[b].severity { return sorted[a].severity > sorted[b].severity }
            if overflow[a] != overflow[b] { return overflow[a] > overflow[b] }
            return a < b
        }
        return indices.map { sorted[$0] }
    }

    /// Rules in the order of their worst finding.
    static func ruleOrder(_ worstFirst: [Finding]) -> [String] {
        var seen = Set<String>()
        return worstFirst.compactMap { seen.insert($0.ruleID).inserted ? $0.ruleID : nil }
    }

    // MARK: - Text

    /// `3 errors, 1 warning, 0 notes`.
    static func counts(_ result: AuditResult) -> String {
        Severity.allCases.reversed().map { "\($0.emoji) \($0.counted(result.count(of: $0)))" }.joined(separator: ", ")
    }

    /// Text from the audited files as inline Markdown that stays inside its table cell and
    /// renders as written: HTML is escaped, Markdown punctuation and `|` backslash-escaped,
    /// `@mention`s and `#123` references broken with a zero-width joiner so they never ping or
    /// link, line breaks become `<br>` (or a space), and controls and bidi overrides are shown
    /// by name.
    public static func escape(_ text: String, lineBreaks: Bool = false) -> String {
        var out = ""
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            // Emphasis, code, links, tables, strikethrough and math; with `[` escaped, `(` and `!`
            // can no longer form a link or image.
            case "\\", "`", "*", "_", "[", "]", "|", "~", "$":
                out += "\\"
                out.unicodeScalars.append(scalar)
            case "@", "#":
                out.unicodeScalars.append(scalar)
                out += "\u{200D}"
            case "-" where Self.endsWithWordGH(out):
                // `GH-123` links an issue like `#123`.
                out += "-\u{200D}"
            case "\n" where previousWasCR:
                continue
            case "\r", "\n", "\u{2028}", "\u{2029}", "\u{85}":
                out += lineBreaks ? "<br>" : " "
            case "\t":
                out += " "
            default:
                if UntrustedText.needsEscape(scalar) {
                    out += "&lt;U+\(UntrustedText.hex4(scalar.value))&gt;"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    private static func endsWithWordGH(_ text: String) -> Bool {
        let tail = Array(text.unicodeScalars.suffix(3))
        guard tail.count >= 2, tail.suffix(2).map({ $0.properties.uppercaseMapping }) == ["G", "H"] else { return false }
        return tail.count == 2 || !(tail[0].properties.isAlphabetic || tail[0].properties.numericType != nil)
    }

    /// At most `bytes` UTF-8 bytes, cut at a character boundary.
    private static func prefix(_ text: String, bytes: Int) -> [UInt8] {
        var out: [UInt8] = []
        for character in text {
            let encoded = Array(String(character).utf8)
            if out.count + encoded.count > bytes { break }
            out += encoded
        }
        return out
    }
}

extension Severity {
    var emoji: String {
        switch self {
        case .error: "🛑"
        case .warning: "⚠️"
        case .note: "ℹ️"
        }
    }
}
