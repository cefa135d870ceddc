/// Turns an audit result into the bytes of one report format. Reporters are pure: they never
/// touch the file system, the clock or the environment, so the same input always gives the same
/// bytes; `ReportWriter` puts the bytes where they belong.
public protocol Reporter: Sendable {
    /// The format's name on the command line and in `--report <identifier>=<path>`.
    static var identifier: String { get }
    func report(_ result: AuditResult, context: ReportContext) -> [UInt8]
    /// The same bytes in pieces, in order, each handed to `emit` as soon as it is made, so a
    /// large report need not be whole in memory before it is written.
    func report(_ result: AuditResult, context: ReportContext, emit: ([UInt8]) -> Void)
}

extension Reporter {
    public func report(_ result: AuditResult, context: ReportContext, emit: ([UInt8]) -> Void) {
        emit(report(result, context: context))
    }
}

/// Everything a report needs besides the findings, handed over as one value.
public struct ReportContext: Sendable {
    /// The rules the audit knew, for SARIF's rules table and the links in Markdown.
    public var rules: [RuleDescription]
    /// The tool's version, e.g. `0.1.0`.
    public var toolVersion: String
    /// Finding paths are reported relative to this directory (normally the repository root);
    /// nil reports them as given. Pass an absolute path when the findings' paths are absolute.
    public var basePath: String?
    /// SARIF `automationDetails.id` category; nil leaves the choice to the upload step.
    public var sarifCategory: String?
    /// Writes the absolute `file://` URI of `basePath` into SARIF's `originalUriBaseIds`. Off by
    /// default so reports never carry a machine's directory layout.
    public var sarifIncludesSourceRoot: Bool
    /// Largest Markdown report, in UTF-8 bytes (never fewer than its characters, so a byte cap
    /// also holds for GitHub's character limits). See `MarkdownReporter.stepSummaryLimit`.
    public var markdownLimit: Int
    /// Annotations the runner keeps per type and step (error, warning, notice).
    public var annotationLimit: Int
    /// Where people find the findings that were not annotated, e.g. "the job summary".
    public var fullReportHint: String
    /// The absolute directory relative finding paths (and a relative `basePath`) were given
    /// in, so `Dumps/a.json` and base path `/repo` are related; nil leaves them unrelated.
    public var workingDirectory: String?
    /// Most results in a SARIF run (`SARIFReporter.resultLimit`, GitHub's limit).
    public var sarifResultLimit: Int = SARIFReporter.resultLimit
    /// Every finding's file as an absolute path (`--absolute-paths`): Xcode's issue navigator
    /// opens a Run Script phase's `path:line:col: warning:` lines only when the path is
    /// absolute, since the phase's working directory is not the one Xcode resolves against.
    public var absolutePaths = false
    /// Threads that may make a report's lines (`--jobs`): the text and JSON reports make their
    /// findings into bytes in chunks on up to this many threads and write the chunks in order
    /// (`ReportChunks`), so the bytes are those one thread makes.
    public var jobs = 1

    public init(
        rules: [RuleDescription] = RuleRegistry.descriptions,
        toolVersion: String,
        basePath: String? = nil,
        sarifCategory: String? = nil,
        sarifIncludesSourceRoot: Bool = false,
        markdownLimit: Int = MarkdownReporter.stepSummaryLimit,
        annotationLimit: Int = GitHubActionsReporter.runnerLimitPerType,
        fullReportHint: String = "the job summary or the code scanning alerts",
        workingDirectory: String? = nil
    ) {
        self.rules = rules
        self.toolVersion = toolVersion
        self.basePath = basePath
        self.sarifCategory = sarifCategory
        self.sarifIncludesSourceRoot = sarifIncludesSourceRoot
        self.markdownLimit = markdownLimit
        self.annotationLimit = annotationLimit
        self.fullReportHint = fullReportHint
        self.workingDirectory = workingDirectory
    }

    /// The catalog entry of `id`, if the audit knew the rule.
    func rule(_ id: String) -> RuleDescription? {
        rules.first { $0.id == id }
    }

    /// The path people and code scanning should see for a finding's file.
    func reportPath(_ file: String) -> ReportPath {
        if absolutePaths, let workingDirectory, workingDirectory.hasPrefix("/") {
            return ReportPath(file: file.hasPrefix("/") ? file : workingDirectory + "/" + file, basePath: nil)
        }
        return ReportPath(file: file, basePath: basePath, workingDirectory: workingDirectory)
    }
}

/// The report formats, a closed set. The command line makes it an argument type.
public enum ReportFormat: String, CaseIterable, Codable, Sendable {
    case text, json, sarif, markdown, github
    case junit, checkstyle, gitlab
    case html
    /// JUnit with only what strict schema validators accept (no `file`/`line` on test cases).
    case junitStrict = "junit-strict"
    /// Warnings and notes with absolute paths, for Xcode (`XcodeReporter`).
    case xcode

    /// The reporter for this format; `color` only affects `text`.
    public func reporter(color: Bool = false) -> any Reporter {
        switch self {
        case .text: TextReporter(color: color)
        case .json: JSONReporter()
        case .sarif: SARIFReporter()
        case .markdown: MarkdownReporter()
        case .github: GitHubActionsReporter()
        case .junit: JUnitReporter()
        case .junitStrict: JUnitStrictReporter()
        case .xcode: XcodeReporter()
        case .checkstyle: CheckstyleReporter()
        case .gitlab: GitLabCodeQualityReporter()
        case .html: HTMLReporter()
        }
    }

    public var reporter: any Reporter { reporter() }

    /// Whether the report draws screens, and so needs the run to lay them out
    /// (`AuditPipeline.run(…, layoutSnapshot:)`).
    public var drawsScreens: Bool { self == .html }
}

/// A report's items made into bytes in chunks by up to `jobs` threads, the chunks appended in
/// the items' order: at the end of a run the report is the only work left, and one thread
/// making 100,000 lines leaves the other cores idle. Each item's bytes depend on the item
/// alone (and its index), so the report is the same whatever thread made which chunk.
enum ReportChunks {
    /// Items per chunk: enough that handing a chunk over costs little next to making it (a
    /// lock and a wake-up against 32 findings made into text), few enough that the pieces
    /// handed to `emit` stay within a chunk (32 KB of JSON) of `pieceSize`.
    static let size = 32
    /// Bytes kept before they are handed to `emit`: a report of a million findings is never
    /// whole in memory.
    static let pieceSize = 1 << 20

    /// Appends `render` of every item, in order, to `out`, handing `out` to `emit` (and emptying
    /// it) whenever it holds `pieceSize` bytes or more.
    static func append<Item: Sendable>(_ items: [Item], jobs: Int, to out: inout [UInt8], emit: ([UInt8]) -> Void, _ render: @escaping @Sendable (_ item: Item, _ index: Int, _ out: inout [UInt8]) -> Void) {
        let chunks = stride(from: 0, to: items.count, by: size).map { $0..<min($0 + size, items.count) }
        ParallelMap.forEachInOrder(chunks, jobs: jobs, lookahead: 4 * max(1, jobs), { chunk in
            var bytes: [UInt8] = []
            for index in chunk { render(items[index], index, &bytes) }
            return bytes
        }, consume: { bytes in
            out += bytes
            if out.count >= pieceSize {
                emit(out)
                out.removeAll(keepingCapacity: true)
            }
        })
    }
}

enum ReportOrder {
    /// `Finding.reportOrder`, made total with the fields it leaves out, so findings handed over
    /// in any order come out in one order.
    static func sorted(_ findings: [Finding]) -> [Finding] {
        withTiesSorted(findings) ?? Finding.sorted(findings, tieBreak: tieBreak)
    }

    /// What `sorted` gives, for findings already in `Finding.reportOrder` (an audit hands them
    /// over so): only each run of findings that order leaves tied is sorted, by `tieBreak` and
    /// then place, not the whole list, on the one thread left at the end of a run. Nil when
    /// the findings are not in that order.
    static func withTiesSorted(_ findings: [Finding]) -> [Finding]? {
        var out = findings
        var runStart = 0
        for index in findings.indices.dropFirst() {
            if Finding.reportOrder(findings[index - 1], findings[index]) {
                sortTies(&out, runStart..<index)
                runStart = index
            } else if Finding.reportOrder(findings[index], findings[index - 1]) {
                return nil
            }
        }
        sortTies(&out, runStart..<out.count)
        return out
    }

    private static func sortTies(_ findings: inout [Finding], _ run: Range<Int>) {
        guard run.count > 1 else { return }
        let sorted = findings[run].enumerated().sorted { lhs, rhs in
            tieBreak(lhs.element, rhs.element) ?? (lhs.offset < rhs.offset)
        }
        findings.replaceSubrange(run, with: sorted.map(\.element))
    }

    /// The fields `Finding.reportOrder` leaves out; nil when they are equal too.
    private static func tieBreak(_ lhs: Finding, _ rhs: Finding) -> Bool? {
        if lhs.severity != rhs.severity { return lhs.severity > rhs.severity }
        if lhs.location.region.end != rhs.location.region.end { return lhs.location.region.end < rhs.location.region.end }
        if lhs.location.context.start != rhs.location.context.start { return lhs.location.context.start < rhs.location.context.start }
        if lhs.location.context.end != rhs.location.context.end { return lhs.location.context.end < rhs.location.context.end }
        let left = evidenceText(lhs), right = evidenceText(rhs)
        return left == right ? nil : left < right
    }

    static func precedes(_ lhs: Finding, _ rhs: Finding) -> Bool {
        if Finding.reportOrder(lhs, rhs) { return true }
        if Finding.reportOrder(rhs, lhs) { return false }
        if lhs.severity != rhs.severity { return lhs.severity > rhs.severity }
        if lhs.location.region.end != rhs.location.region.end { return lhs.location.region.end < rhs.location.region.end }
        if lhs.location.context.start != rhs.location.context.start { return lhs.location.context.start < rhs.location.context.start }
        if lhs.location.context.end != rhs.location.context.end { return lhs.location.context.end < rhs.location.context.end }
        return evidenceText(lhs) < evidenceText(rhs)
    }

    private static func evidenceText(_ finding: Finding) -> String {
        finding.evidence.map { "\($0.key.rawValue)=\($0.value)" }.joined(separator: "\u{0}")
    }

    /// Active and suppressed findings in one report order; on a tie the active one comes first.
    static func withSuppressed(_ result: AuditResult) -> [(finding: Finding, suppression: Suppression?)] {
        let active = sorted(result.findings).map { (finding: $0, suppression: Suppression?.none) }
        // Nothing to interleave: `active` is the order already, with no second sorted copy of
        // what can be a million findings.
        if result.suppressed.isEmpty { return active }
        let accepted = sorted(result.suppressed).map { (finding: $0.finding, suppression: Optional($0.suppression)) }
        return (active + accepted).enumerated().sorted { lhs, rhs in
            if precedes(lhs.element.finding, rhs.element.finding) { return true }
            if precedes(rhs.element.finding, lhs.element.finding) { return false }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// Suppressed findings in report order, then by the suppression's rule and reason so the
    /// order holds whatever order they were handed over in.
    static func sorted(_ suppressed: [SuppressedFinding]) -> [SuppressedFinding] {
        suppressed.sorted { lhs, rhs in
            if precedes(lhs.finding, rhs.finding) { return true }
            if precedes(rhs.finding, lhs.finding) { return false }
            return (lhs.suppression.kind.rawValue, lhs.suppression.reason) < (rhs.suppression.kind.rawValue, rhs.suppression.reason)
        }
    }

    /// Most severe first; within a severity the findings keep the order they were given.
    static func bySeverity(_ findings: [Finding]) -> [Finding] {
        Severity.allCases.reversed().flatMap { severity in findings.filter { $0.severity == severity } }
    }
}

extension Severity {
    /// `2 errors`, `1 warning`, `0 notes`.
    func counted(_ count: Int) -> String {
        "\(count) \(rawValue)\(count == 1 ? "" : "s")"
    }
}

func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
