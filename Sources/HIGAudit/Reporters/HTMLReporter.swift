import HIGModel

/// One self-contained HTML page: the totals, findings by rule and severity, the locale × text
/// size table, and for every screen with findings a wireframe of it drawn from the audit's own
/// layout (`AuditResult.layout`) in each scenario a finding names, with controls to switch
/// between them. Inline CSS, inline SVG and one small inline script that a Content Security
/// Policy pins by hash; nothing is fetched. Without the script every drawing is shown one
/// after another and links still jump between findings and what they are about.
public struct HTMLReporter: Reporter {
    public static let identifier = "html"

    /// Findings listed per screen, and in all; the JSON and SARIF reports list the rest.
    public static let findingsPerScreenLimit = 200
    public static let findingsLimit = 10_000

    public init() {}

    public func report(_ result: AuditResult, context: ReportContext) -> [UInt8] {
        var bytes: [UInt8] = []
        report(result, context: context) { bytes += $0 }
        return bytes
    }

    public func report(_ result: AuditResult, context: ReportContext, emit: ([UInt8]) -> Void) {
        let findings = ReportOrder.sorted(result.findings)
        let groups = Self.screens(findings, layout: result.layout)
        emit(Array(head(result, context: context).utf8))
        emit(Array(summary(result, findings: findings, groups: groups, context: context).utf8))
        var number = 0
        for (index, group) in groups.enumerated() {
            let listed = min(group.findings.count, Self.findingsPerScreenLimit, Self.findingsLimit - number)
            emit(Array(screenSection(group, index: index + 1, firstNumber: number + 1, listed: listed, result: result, context: context).utf8))
            number += listed
        }
        emit(Array(tail(result, context: context).utf8))
    }

    // MARK: - Grouping

    /// A screen's findings and, when it was laid out, its drawing.
    struct ScreenGroup {
        var file: String
        var name: String
        var findings: [Finding]
        var drawing: LayoutSnapshot.Screen?
    }

    /// Findings by screen, screens in the order their first finding is reported.
    static func screens(_ findings: [Finding], layout: LayoutSnapshot?) -> [ScreenGroup] {
        var order: [LayoutSnapshot.ScreenName] = []
        var byScreen: [LayoutSnapshot.ScreenName: [Finding]] = [:]
        for finding in findings {
            let name = LayoutSnapshot.ScreenName(file: finding.location.file, name: finding.path.screen)
            if byScreen[name] == nil { order.append(name) }
            byScreen[name, default: []].append(finding)
        }
        var drawings: [LayoutSnapshot.ScreenName: LayoutSnapshot.Screen] = [:]
        for screen in layout?.screens ?? [] { drawings[LayoutSnapshot.ScreenName(file: screen.file, name: screen.name)] = screen }
        return order.map { ScreenGroup(file: $0.file, name: $0.name, findings: byScreen[$0] ?? [], drawing: drawings[$0]) }
    }

    // MARK: - Page

    private func head(_ result: AuditResult, context: ReportContext) -> String {
        let counts = Severity.allCases.reversed().map { $0.counted(result.count(of: $0)) }.joined(separator: ", ")
        let hash = SHA256.base64(SHA256.digest(Array(Self.script.utf8)))
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-\(hash)'; img-src data:; base-uri 'none'; form-action 'none'">
        <meta name="generator" content="hig-audit \(HTMLText.escape(context.toolVersion))">
        <title>hig-audit: \(counts)</title>
        <style>\(Self.style)</style>
        </head>
        <body>
        <a class="skip" href="#main">Skip to the findings</a>
        <header>
        <h1>hig-audit report</h1>
        <p class="counts">\(Severity.allCases.reversed().map { "<span class=\"sev \($0.rawValue)\">\($0.counted(result.count(of: $0)))</span>" }.joined(separator: " "))</p>

        """
    }

    private func summary(_ result: AuditResult, findings: [Finding], groups: [ScreenGroup], context: ReportContext) -> String {
        var out = "<p>Audited \(plural(result.fileCount, "file")) (\(plural(result.screenCount, "screen")), \(plural(result.rowCount, "row"))).\(MarkdownReporter.accepted(result).map { " Not counted above: \($0)." } ?? "")\(Screen.unmeasuredLabelsPhrase(result.unmeasuredLabelCount).map { " \($0.prefix(1).uppercased())\($0.dropFirst())." } ?? "")</p>\n"
        out += "<p class=\"note\">The wireframes are diagrams, not screenshots: hig-audit draws each screen from its own layout model (frames, lines and the text each line shows), in a system font stack rather than SF Pro, with every line stretched to the width hig-audit measured for it. Use them to see where text is cut, not as a pixel-exact render.</p>\n"
        out += "</header>\n"
        out += "<main id=\"main\">\n<section aria-labelledby=\"summary\"><h2 id=\"summary\">Summary</h2>\n"
        guard !findings.isEmpty else {
            return out + "<p>No findings.</p>\n</section>\n"
        }
        out += summaryTables(findings, context: context)
        out += Self.legend
        out += "</section>\n"
        // The screen list comes after the summary: on an app with hundreds of screens it would
        // otherwise push the summary pages down.
        out += "<nav aria-labelledby=\"nav-title\"><h2 id=\"nav-title\">Screens</h2><ul>\n"
        for (index, group) in groups.enumerated() {
            out += "<li><a href=\"#s\(index + 1)\"><bdi>\(HTMLText.escape(group.name))</bdi></a> <span class=\"dim\">\(HTMLText.escape(context.reportPath(group.file).display)) · \(plural(group.findings.count, "finding"))</span></li>\n"
        }
        out += "</ul></nav>\n"
        return out
    }

    /// What the drawings' marks mean, and the tables' `—` and `·`.
    static let legend = """
    <details class="legend" open><summary>How to read the drawings</summary>
    <dl>
    <dt><span class="key room"></span> dashed box</dt><dd>the room a cut label has</dd>
    <dt><span class="key overflow"></span> red dashed box, "+N pt hidden"</dt><dd>the text that does not fit, N points of it, past the end the text reads towards</dd>
    <dt><span class="key badge">1</span> numbered badge</dt><dd>a finding about that element; it links to the finding, and the finding back to it</dd>
    <dt>highlighted element</dt><dd>the element of the finding you followed a link from</dd>
    <dt><code>—</code> in a table</dt><dd>the finding has no locale or text size (it is about structure, not text)</dd>
    <dt><code>·</code> in a table</dt><dd>nothing found there</dd>
    </dl>
    </details>

    """

    private func summaryTables(_ findings: [Finding], context: ReportContext) -> String {
        var out = ""
        // Rules by severity.
        let worst = MarkdownReporter.worstFirst(findings)
        out += "<div class=\"scroll\"><table><caption>Findings by rule and severity</caption>\n<thead><tr><th scope=\"col\">Rule</th><th scope=\"col\">Title</th>"
        for severity in Severity.allCases.reversed() { out += "<th scope=\"col\" class=\"num\">\(severity.rawValue.capitalized)s</th>" }
        out += "<th scope=\"col\" class=\"num\">Total</th></tr></thead>\n<tbody>\n"
        for ruleID in MarkdownReporter.ruleOrder(worst) {
            let ofRule = findings.filter { $0.ruleID == ruleID }
            out += "<tr><th scope=\"row\"><a href=\"\(HTMLText.escape(RuleDocs.url(for: ruleID)))\"><code>\(HTMLText.escape(ruleID))</code></a></th><td>\(HTMLText.escape(context.rule(ruleID)?.title ?? ""))</td>"
            for severity in Severity.allCases.reversed() { out += "<td class=\"num\">\(ofRule.count { $0.severity == severity })</td>" }
            out += "<td class=\"num\">\(ofRule.count)</td></tr>\n"
        }
        out += "</tbody></table></div>\n"
        out += matrix(findings)
        return out
    }

    /// Findings per locale and text size, as the Markdown report counts them.
    private func matrix(_ findings: [Finding]) -> String {
        let cells = findings.compactMap { finding -> (locale: String, size: String)? in
            let locale = finding[evidence: .locale]?.description
            let size = finding[evidence: .contentSizeCategory].map { ContentSizeCategory(rawValue: $0.description)?.shortName ?? $0.description }
            guard locale != nil || size != nil else { return nil }
            return (locale ?? "—", size ?? "—")
        }
        guard !cells.isEmpty else { return "" }
        func rank(_ size: String) -> (Int, String) {
            if let index = ContentSizeCategory.allCases.firstIndex(where: { $0.shortName == size }) { return (index, size) }
            return (size == "—" ? Int.max : ContentSizeCategory.allCases.count, size)
        }
        let locales = Set(cells.map(\.locale)).sorted { ($0 == "—" ? 1 : 0, $0) < ($1 == "—" ? 1 : 0, $1) }
        let sizes = Set(cells.map(\.size)).sorted { rank($0) < rank($1) }
        var counts: [String: Int] = [:]
        for cell in cells { counts["\(cell.locale)\u{0}\(cell.size)", default: 0] += 1 }
        var out = "<div class=\"scroll\"><table><caption>Findings per locale and text size</caption>\n<thead><tr><th scope=\"col\">Locale</th>"
        for size in sizes { out += "<th scope=\"col\" class=\"num\">\(HTMLText.escape(size))</th>" }
        out += "</tr></thead>\n<tbody>\n"
        for locale in locales {
            out += "<tr><th scope=\"row\">\(HTMLText.escape(locale))</th>"
            for size in sizes { out += "<td class=\"num\">\(counts["\(locale)\u{0}\(size)"].map(String.init) ?? "·")</td>" }
            out += "</tr>\n"
        }
        out += "</tbody></table></div>\n"
        let offenders = LocalizationSummary.worstOffenders(findings)
        if !offenders.isEmpty {
            out += "<h3>Worst offenders per locale</h3>\n<ul>\n"
            for offender in offenders {
                out += "<li>\(offender.line(text: HTMLText.escape, worstText: { AppStringIsolation.html(HTMLText.escape($0)) }))</li>\n"
            }
            out += "</ul>\n"
        }
        return out
    }

    private func tail(_ result: AuditResult, context: ReportContext) -> String {
        var out = ""
        if let layout = result.layout {
            var notes: [String] = []
            if layout.screensNotDrawn > 0 {
                notes.append("\(plural(layout.screensNotDrawn, "screen")) with findings \(layout.screensNotDrawn == 1 ? "is" : "are") listed but not drawn: the report draws at most \(layout.limits.screens) screens and \(layout.limits.scenarios) scenarios.")
            }
            if layout.scenariosNotDrawn > 0 {
                notes.append("\(plural(layout.scenariosNotDrawn, "scenario")) \(layout.scenariosNotDrawn == 1 ? "is" : "are") not drawn: the report draws at most \(layout.limits.scenariosPerScreen) per screen and \(layout.limits.scenarios) in all, those with the most severe findings first. A finding whose scenario is not drawn says so and links to its element in the screen's default drawing.")
            }
            if !notes.isEmpty {
                out += "<section aria-labelledby=\"limits\"><h2 id=\"limits\">Not drawn</h2>\n" + notes.map { "<p>\($0)</p>\n" }.joined() + "</section>\n"
            }
            if !layout.screensWithoutFindings.isEmpty {
                out += "<section aria-labelledby=\"clean\"><h2 id=\"clean\">Screens without findings</h2>\n<p>Not drawn.</p>\n<div class=\"scroll\"><table><caption>\(plural(layout.screensWithoutFindings.count, "screen")) without findings</caption><thead><tr><th scope=\"col\">Screen</th><th scope=\"col\">File</th></tr></thead><tbody>\n"
                for screen in layout.screensWithoutFindings {
                    out += "<tr><td><bdi>\(HTMLText.escape(screen.name))</bdi></td><td><code>\(HTMLText.escape(context.reportPath(screen.file).display))</code></td></tr>\n"
                }
                out += "</tbody></table></div></section>\n"
            }
        }
        out += "</main>\n<footer><p>hig-audit \(HTMLText.escape(context.toolVersion)) · <a href=\"\(RuleDocs.repositoryURL)/blob/main/Rules/README.md\">rules</a></p></footer>\n"
        out += "<script>\(Self.script)</script>\n</body>\n</html>\n"
        return out
    }

    // MARK: - Screens

    private func screenSection(_ group: ScreenGroup, index: Int, firstNumber: Int, listed count: Int, result: AuditResult, context: ReportContext) -> String {
        let id = "s\(index)"
        var out = "<section class=\"screen\" id=\"\(id)\" aria-labelledby=\"\(id)-title\">\n<h2 id=\"\(id)-title\"><bdi>\(HTMLText.escape(group.name))</bdi></h2>\n"
        let style = group.drawing.map { " · \(Self.styleName($0.style))" } ?? ""
        out += "<p class=\"dim\"><code>\(HTMLText.escape(context.reportPath(group.file).display))</code>\(style) · \(plural(group.findings.count, "finding"))</p>\n"
        let listed = Array(group.findings.prefix(count))
        let drawing = group.drawing.map { Wireframes(screen: $0, id: id, findings: listed, firstNumber: firstNumber) }
        out += "<div class=\"layout\">\n"
        if let drawing {
            out += drawing.controls()
            out += "<div class=\"views\">\n" + drawing.views() + "</div>\n"
        } else {
            let reason = result.layout == nil ? "this run did not lay screens out (only the HTML report asks for it)" : "over the report's drawing limit"
            out += "<p class=\"dim\">Not drawn: \(reason).</p>\n"
        }
        out += "<div class=\"findings\">\n<h3 id=\"\(id)-findings\">Findings</h3>\n<ol class=\"findings-list\" start=\"\(firstNumber)\">\n"
        for (offset, finding) in listed.enumerated() {
            let number = firstNumber + offset
            let target = drawing?.target(of: offset)
            let path = context.reportPath(finding.location.file).display
            out += "<li class=\"finding\" id=\"f\(number)\"\(target.map { " data-view=\"\($0.view)\"" } ?? "")>"
            let heading = "<span class=\"sev \(finding.severity.rawValue)\">\(finding.severity.rawValue)</span> <code>\(HTMLText.escape(finding.ruleID))</code>"
            if let target {
                out += "<a href=\"#\(target.element)\">\(heading)</a>"
            } else {
                out += heading
            }
            out += " <bdi class=\"el\">\(HTMLText.escape(finding.path.description))</bdi>"
            out += "<p>\(AppStringIsolation.render(finding.message, appStrings: AppStringIsolation.appStrings(of: finding), escape: HTMLText.escape, isolate: AppStringIsolation.html))</p>"
            var place = "<code>\(HTMLText.escape(path)):\(finding.location.line):\(finding.location.column)</code>"
            if let target { place += " · \(HTMLText.escape(target.caption))" }
            out += "<p class=\"dim\">\(place)</p></li>\n"
        }
        out += "</ol>\n"
        if group.findings.count > listed.count {
            out += "<p class=\"dim\">\(group.findings.count - listed.count) more findings on this screen are in the JSON and SARIF reports (this report lists at most \(Self.findingsPerScreenLimit) per screen and \(Self.findingsLimit) in all).</p>\n"
        }
        out += "</div>\n</div>\n</section>\n"
        return out
    }

    static func styleName(_ style: TableStyle) -> String {
        switch style {
        case .plain: "plain"
        case .grouped: "grouped"
        case .insetGrouped: "inset grouped"
        }
    }
}
