import HIGModel

/// Compiler-style lines for terminals and logs, `path:line:col: warning: message [rule-id]`,
/// which editors and CI log viewers turn into links, then a one-line summary.
public struct TextReporter: Reporter {
    public static let identifier = "text"

    /// ANSI colors; the caller decides (a terminal, and `NO_COLOR` unset).
    public var color: Bool
    /// Whether the one-line summary follows the findings (`--quiet` leaves it out).
    public var showsSummary: Bool
    /// Errors printed as `warning:` with the severity after the rule (`[text/truncation,
    /// error]`): Xcode lists `error:` lines of a build step as build errors.
    public var warningsOnly: Bool

    public init(color: Bool = false, showsSummary: Bool = true, warningsOnly: Bool = false) {
        self.color = color
        self.showsSummary = showsSummary
        self.warningsOnly = warningsOnly
    }

    public func report(_ result: AuditResult, context: ReportContext) -> [UInt8] {
        var whole: [UInt8] = []
        report(result, context: context) { whole += $0 }
        return whole
    }

    /// The lines handed over about a megabyte at a time: a million findings are never one
    /// string in memory. Lines are made by up to `context.jobs` threads (`ReportChunks`).
    public func report(_ result: AuditResult, context: ReportContext, emit: ([UInt8]) -> Void) {
        var out: [UInt8] = []
        ReportChunks.append(ReportOrder.sorted(result.findings), jobs: context.jobs, to: &out, emit: emit) { finding, _, out in
            out += line(finding, context: context).utf8
            out.append(UInt8(ascii: "\n"))
        }
        if showsSummary {
            out += paint(Self.summary(result), .bold).utf8
            out.append(UInt8(ascii: "\n"))
        }
        emit(out)
    }

    private func line(_ finding: Finding, context: ReportContext) -> String {
        let (file, line, column) = Self.position(of: finding)
        var path = UntrustedText.singleLine(context.reportPath(file).display)
        // A file name must not turn the line into a workflow command in a CI log.
        if UntrustedText.couldStartWorkflowCommand(path[...]) { path = "./" + path }
        let position = "\(path):\(line):\(column):"
        let demoted = warningsOnly && finding.severity == .error
        let severity = demoted ? "warning:" : "\(finding.severity.rawValue):"
        let message = UntrustedText.singleLine(finding.message)
        let rule = demoted ? "[\(finding.ruleID), error]" : "[\(finding.ruleID)]"
        return "\(paint(position, .bold)) \(paint(severity, finding.severity.style)) \(message) \(paint(rule, .dim))"
    }

    /// Where the line points: the finding's location, or — when the text measured came from an
    /// XLIFF file, which is what a localization QA run is looking at — the translation unit in
    /// it (JSON and SARIF keep the dump's location and give the unit as a related location).
    static func position(of finding: Finding) -> (file: String, line: Int, column: Int) {
        if case .string(let file)? = finding[evidence: .translationFile], file.hasSuffix(".xliff") || file.hasSuffix(".xlf"),
           case .integer(let line)? = finding[evidence: .translationLine], line > 0 {
            let column: Int = if case .integer(let column)? = finding[evidence: .translationColumn] { max(column, 1) } else { 1 }
            return (file, line, column)
        }
        return (finding.location.file, finding.location.line, finding.location.column)
    }

    /// `3 errors, 1 warning, 0 notes in 2 files (5 screens, 48 rows)`, or `No findings in …`,
    /// then what was accepted, what Swift source could not say, how many labels were not
    /// measured, and which projects gave the regions, when documents had one (`; regions from
    /// App.xcodeproj: development language en, ships de, en`).
    public static func summary(_ result: AuditResult) -> String {
        let scope = "\(plural(result.fileCount, "file")) (\(plural(result.screenCount, "screen")), \(plural(result.rowCount, "row")))"
        var accepted: [String] = []
        if !result.suppressed.isEmpty { accepted.append("\(result.suppressed.count) suppressed") }
        if result.baselinedCount > 0 { accepted.append("\(result.baselinedCount) in the baseline") }
        var tail = accepted.isEmpty ? "" : "; " + accepted.joined(separator: ", ")
        if result.sourceCoverage.swiftScreens > 0 {
            let coverage = result.sourceCoverage
            tail += "; \(plural(coverage.swiftScreens, "screen")) from Swift source; \(plural(coverage.unknownTextRows, "row")) with text built at run time not measured"
        }
        if let unmeasured = Screen.unmeasuredLabelsPhrase(result.unmeasuredLabelCount) { tail += "; " + unmeasured }
        if !result.regionSources.isEmpty {
            // Project names come from the checkout: one line, and no `%0A` a workflow runner
            // would decode when the summary is part of an annotation.
            tail += "; regions from " + LogText.line(UntrustedText.singleLine(result.regionSources.joined(separator: "; ")))
        }
        if result.findings.isEmpty { return "No findings in \(scope)\(tail)" }
        let counts = Severity.allCases.reversed().map { $0.counted(result.count(of: $0)) }
        return "\(counts.joined(separator: ", ")) in \(scope)\(tail)"
    }

    enum Style: String {
        case bold = "1"
        case dim = "2"
        case red = "1;31"
        case yellow = "1;33"
        case cyan = "1;36"
    }

    private func paint(_ text: String, _ style: Style) -> String {
        color ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }
}

extension Severity {
    fileprivate var style: TextReporter.Style {
        switch self {
        case .error: .red
        case .warning: .yellow
        case .note: .cyan
        }
    }
}

/// `--format xcode`: for a Run Script phase or a build-tool plugin. Compiler-style lines with
/// absolute paths (Xcode opens the file only from an absolute path) and every finding a warning
/// or a note (an error-severity finding says so after its rule), so findings show in the issue
/// navigator without turning the build red; no summary line.
public struct XcodeReporter: Reporter {
    public static let identifier = "xcode"

    public init() {}

    public func report(_ result: AuditResult, context: ReportContext) -> [UInt8] {
        var whole: [UInt8] = []
        report(result, context: context) { whole += $0 }
        return whole
    }

    public func report(_ result: AuditResult, context: ReportContext, emit: ([UInt8]) -> Void) {
        var absolute = context
        absolute.absolutePaths = true
        TextReporter(showsSummary: false, warningsOnly: true).report(result, context: absolute, emit: emit)
    }
}
