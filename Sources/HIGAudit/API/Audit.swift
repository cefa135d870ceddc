import Dispatch
import Foundation
import HIGInput
import HIGModel

/// Runs the enabled rules over decoded dumps.
public struct Audit: Sendable {
    private struct ConfiguredRule: Sendable {
        let rule: any Rule
        let id: String
        let severity: Severity
    }

    private let rules: [ConfiguredRule]
    private let textSweep: TextSweep
    /// How many screens are audited at once; 1 audits on the calling thread. Findings and their
    /// order do not depend on it.
    public var jobs: Int
    /// Rows and sections a worker needs for a thread to pay for itself (tests lower it).
    var minimumContainersPerWorker = 256
    /// Counts rows and sections as they are checked, for a progress display; nil counts nothing.
    public var progress: AuditProgress?

    /// Every core the process may use.
    public static var defaultJobs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    public init(configuration: AuditConfiguration = AuditConfiguration(), jobs: Int = Audit.defaultJobs) throws(AuditError) {
        self.jobs = max(1, jobs)
        let known = Set(RuleRegistry.descriptions.map(\.id))
        let named = (configuration.enabledRules ?? [])
            .union(configuration.severityOverrides.keys)
            .union(configuration.ruleOptions.keys)
        if let unknown = named.subtracting(known).sorted().first {
            throw .unknownRule(unknown, suggestion: closestMatch(to: unknown, in: known.sorted()))
        }
        textSweep = configuration.textSweep
        rules = RuleRegistry.rules.compactMap { type in
            let description = type.description
            if let enabled = configuration.enabledRules, !enabled.contains(description.id) { return nil }
            let options = RuleOptions(description, overrides: configuration.ruleOptions[description.id] ?? [:])
            return ConfiguredRule(
                rule: type.init(options: options),
                id: description.id,
                severity: configuration.severityOverrides[description.id] ?? description.defaultSeverity
            )
        }
    }

    public var ruleIDs: [String] { rules.map(\.id) }

    /// Findings for every screen of every dump, in a stable order.
    public func run(_ dumps: [TableDump]) -> AuditResult {
        var screens: [Screen] = []
        var rowCount = 0
        var unmeasuredLabelCount = 0
        var sourceCoverage = SourceCoverage()
        for dump in dumps {
            for screen in dump.screens {
                screens.append(screen)
                rowCount += screen.table.sections.reduce(0) { $0 + $1.rows.count }
                unmeasuredLabelCount += screen.unmeasuredLabelCount
                sourceCoverage.count(screen)
            }
        }
        // Each screen's findings go to its own slot and are joined in screen order, so the
        // result is the serial one whatever the number of workers.
        let perScreen = findingsPerScreen(screens)
        var result = AuditResult(findings: FindingConsolidation.oncePerRun(Finding.mergedForReport(perScreen)), fileCount: dumps.count, screenCount: screens.count, rowCount: rowCount, unmeasuredLabelCount: unmeasuredLabelCount)
        result.sourceCoverage = sourceCoverage
        return result
    }

    /// Findings of each screen, in the screens' order, audited by up to `jobs` threads.
    /// Each screen's findings in report order, in screen order.
    public func findingsPerScreen(_ screens: [Screen]) -> [[Finding]] {
        // A small audit is done before threads would pay for themselves (a sample screen takes
        // milliseconds); below a few hundred rows and sections per worker it runs serially.
        let containers = screens.reduce(0) { $0 + ScreenTextAnalysis.containerCount(of: $1) }
        let workers = min(jobs, containers / max(1, minimumContainersPerWorker))
        progress?.start(total: containers + screens.count)
        guard workers > 1 else {
            return screens.map { screen in
                defer { progress?.advance(by: AuditProgress.units(of: screen)) }
                return Finding.sortedForReport(check(screen))
            }
        }
        // Work is handed out in pieces as workers finish: a screen's rules other than the label
        // rules, then its labels in stretches of rows. Screens differ in size by orders of
        // magnitude, and a few big screens would otherwise leave a worker idle at the end.
        // Nothing mutable is shared but the work list: each piece has its own text analysis.
        let partsPerScreen = max(1, (workers * 8 + screens.count - 1) / screens.count)
        let work = AuditWork(screens: screens.map { ScreenContext($0, textSweep: textSweep) }, partsPerScreen: partsPerScreen)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let piece = work.next() {
                let sinks = check(work.screens[piece.screen], part: piece.part)
                if let progress {
                    switch piece.part {
                    case .otherRules: progress.advance(by: 1)
                    case .labels(let stretch): progress.advance(by: stretch?.count ?? ScreenTextAnalysis.containerCount(of: work.screens[piece.screen].screen))
                    }
                }
                if let pieces = work.store(sinks, of: piece) {
                    work.finish(piece.screen, findings: Finding.sortedForReport(joined(pieces)))
                }
            }
        }
        return work.results
    }

    public func check(_ screen: Screen) -> [Finding] {
        let context = ScreenContext(screen, textSweep: textSweep)
        return joined([check(context, part: .otherRules), check(context, part: .labels(nil))])
    }

    /// Which of a screen's rules a piece of work runs.
    enum ScreenPart: Sendable {
        /// Every rule but the label rules.
        case otherRules
        /// The label rules over a stretch of the screen's containers (`ScreenTextAnalysis`), or
        /// over all of them.
        case labels(Range<Int>?)
    }

    /// One piece of a screen's audit: a sink per rule, in rule order, empty for the rules it
    /// does not run.
    func check(_ context: ScreenContext, part: ScreenPart) -> [FindingSink] {
        var sinks = rules.map { configured in
            var sink = FindingSink(ruleID: configured.id, severity: configured.severity)
            // Merged as they come, so a rule can skip building what would be merged away.
            sink.mergesPerElement = FindingConsolidation.perElementRules.contains(configured.id)
            return sink
        }
        switch part {
        case .otherRules:
            for (index, configured) in rules.enumerated() where configured.rule.asLabelRule == nil {
                configured.rule.check(context, into: &sinks[index])
            }
        case .labels(let containers):
            // Label rules share one layout pass: each label group goes to all of them in turn.
            var labelRules: [(index: Int, rule: any LabelRule)] = []
            for (index, configured) in rules.enumerated() {
                if let labelRule = configured.rule.asLabelRule, labelRule.applies(to: context) { labelRules.append((index, labelRule)) }
            }
            // A piece of a screen gets an analysis of its own: an analysis's fitter is not
            // shared between threads.
            if !labelRules.isEmpty, let analysis = containers == nil ? context.textAnalysis : try? ScreenTextAnalysis(screen: context.screen, sweep: context.textSweep) {
                analysis.forEachGroup(in: containers) { group in
                    for (index, rule) in labelRules {
                        rule.check(group, in: context, analysis: analysis, into: &sinks[index])
                    }
                }
            }
        }
        for index in sinks.indices { sinks[index].addScreenFacts(context.screen) }
        return sinks
    }

    /// A screen's findings from its pieces in order: rule by rule, each rule's findings in the
    /// order the pieces found them, as one pass over the whole screen finds them.
    private func joined(_ pieces: [[FindingSink]]) -> [Finding] {
        FindingConsolidation.consolidate(rules.indices.flatMap { index in pieces.flatMap { $0[index].findings } })
    }
}

/// Hands out the pieces of every screen's audit to workers, each once, and collects what they
/// find.
private final class AuditWork: @unchecked Sendable {
    // @unchecked: every stored property but `screens` is read and written with `lock` held;
    // `screens` is never written. A piece takes far longer than the short critical sections.
    private let lock = NSLock()
    let screens: [ScreenContext]
    private let pieces: [(screen: Int, part: Audit.ScreenPart, position: Int)]
    private var taken = 0
    private var found: [[[FindingSink]]]
    private var remaining: [Int]
    private var slots: [[Finding]]

    init(screens: [ScreenContext], partsPerScreen: Int) {
        self.screens = screens
        var pieces: [(screen: Int, part: Audit.ScreenPart, position: Int)] = []
        var remaining: [Int] = []
        for (index, context) in screens.enumerated() {
            pieces.append((index, .otherRules, 0))
            let containers = ScreenTextAnalysis.containerCount(of: context.screen)
            let size = max(16, (containers + partsPerScreen - 1) / partsPerScreen)
            let stretches = stride(from: 0, to: containers, by: size).map { $0..<min(containers, $0 + size) }
            for (position, stretch) in stretches.enumerated() { pieces.append((index, .labels(stretch), 1 + position)) }
            remaining.append(1 + stretches.count)
        }
        self.pieces = pieces
        self.remaining = remaining
        found = remaining.map { Array(repeating: [], count: $0) }
        slots = Array(repeating: [], count: screens.count)
    }

    func next() -> (screen: Int, part: Audit.ScreenPart, position: Int)? {
        lock.lock()
        defer { lock.unlock() }
        guard taken < pieces.count else { return nil }
        taken += 1
        return pieces[taken - 1]
    }

    /// Keeps a piece's sinks; returns all of its screen's pieces in order once it was the last.
    func store(_ sinks: [FindingSink], of piece: (screen: Int, part: Audit.ScreenPart, position: Int)) -> [[FindingSink]]? {
        lock.lock()
        defer { lock.unlock() }
        found[piece.screen][piece.position] = sinks
        remaining[piece.screen] -= 1
        guard remaining[piece.screen] == 0 else { return nil }
        defer { found[piece.screen] = [] }
        return found[piece.screen]
    }

    func finish(_ screen: Int, findings: [Finding]) {
        lock.lock()
        defer { lock.unlock() }
        slots[screen] = findings
    }

    var results: [[Finding]] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}

/// What an audit found, and how much it looked at.
public struct AuditResult: Hashable, Sendable {
    public var findings: [Finding]
    public var fileCount: Int
    public var screenCount: Int
    public var rowCount: Int
    /// Labels whose width Auto Layout decides at run time in a way the documents do not say:
    /// not measured (`Screen.unmeasuredLabelCount`), and said in every summary.
    public var unmeasuredLabelCount: Int
    /// Findings a suppression accepted: not in `findings`, but listed by reports with the reason.
    public var suppressed: [SuppressedFinding]
    /// How many findings a baseline accepted (they are not in `findings`).
    public var baselinedCount: Int
    /// The screens with findings laid out for drawing, when a report that draws them was asked
    /// for (`AuditPipeline.run(…, layoutSnapshot:)`); nil otherwise.
    public var layout: LayoutSnapshot?
    /// How many screens came from Swift source, and how many of their rows show text built
    /// at run time (kept, not measured).
    public var sourceCoverage = SourceCoverage()
    /// Which projects gave the documents their regions, one clause each
    /// (`App.xcodeproj: development language en, ships de, en`), for the summary line;
    /// empty when no document had a project.
    public var regionSources: [String] = []

    public init(findings: [Finding], fileCount: Int, screenCount: Int, rowCount: Int, unmeasuredLabelCount: Int = 0, suppressed: [SuppressedFinding] = [], baselinedCount: Int = 0, layout: LayoutSnapshot? = nil) {
        self.findings = findings
        self.unmeasuredLabelCount = unmeasuredLabelCount
        self.fileCount = fileCount
        self.screenCount = screenCount
        self.rowCount = rowCount
        self.suppressed = suppressed
        self.baselinedCount = baselinedCount
        self.layout = layout
    }

    public func count(of severity: Severity) -> Int {
        findings.count { $0.severity == severity }
    }
}

/// Screens read from Swift source, and their rows whose text is known only at run time.
public struct SourceCoverage: Hashable, Sendable {
    public var swiftScreens = 0
    public var unknownTextRows = 0

    public init() {}

    mutating func count(_ screen: Screen) {
        guard screen.source.file.hasSuffix(".swift") else { return }
        swiftScreens += 1
        for section in screen.table.sections {
            unknownTextRows += section.rows.count { $0.text?.origin == .unknown || $0.secondaryText?.origin == .unknown }
        }
    }
}

/// Why an audit could not be configured. Broken input files are `DumpError`s.
public enum AuditError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownRule(String, suggestion: String?)

    public var description: String {
        switch self {
        case .unknownRule(let id, let suggestion):
            "unknown rule '\(id)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "") + " (run 'hig-audit rules' for the list)"
        }
    }
}

extension Finding {
    /// `findings` stably sorted by `reportOrder`. Each finding's path key is built once, and
    /// indices are sorted rather than the findings themselves, which are large to move.
    public static func sortedForReport(_ findings: [Finding]) -> [Finding] {
        // Findings already in order (an audit's, with some suppressed: a subsequence of a sorted
        // list) are what a stable sort gives back: one pass instead of building every path key
        // and sorting, on the one thread left between the audit and the reports.
        if zip(findings, findings.dropFirst()).allSatisfy({ !reportOrder($1, $0) }) { return findings }
        return sorted(findings) { _, _ in nil }
    }

    /// `findings` sorted by `reportOrder`, then by `tieBreak` (nil: equal), then by their
    /// place in `findings`.
    static func sorted(_ findings: [Finding], tieBreak: (Finding, Finding) -> Bool?) -> [Finding] {
        let pathKeys = findings.map(\.path.key)
        // Compared in place: copying two findings out for every comparison retained each of
        // their strings.
        let order = findings.withUnsafeBufferPointer { all in
            all.indices.sorted { a, b in
                if all[a].location.file != all[b].location.file { return all[a].location.file < all[b].location.file }
                if all[a].location.region.start != all[b].location.region.start { return all[a].location.region.start < all[b].location.region.start }
                if all[a].ruleID != all[b].ruleID { return all[a].ruleID < all[b].ruleID }
                if pathKeys[a] != pathKeys[b] { return pathKeys[a] < pathKeys[b] }
                if all[a].message != all[b].message { return all[a].message < all[b].message }
                return tieBreak(all[a], all[b]) ?? (a < b)
            }
        }
        return order.map { findings[$0] }
    }

    /// Lists each already in report order, joined in report order: what sorting their
    /// concatenation would give. Screens' findings usually follow each other in the file, and
    /// then joining is all it takes.
    static func mergedForReport(_ runs: [[Finding]]) -> [Finding] {
        let nonEmpty = runs.filter { !$0.isEmpty }
        var joined: [Finding] = []
        joined.reserveCapacity(nonEmpty.reduce(0) { $0 + $1.count })
        for run in nonEmpty { joined += run }
        // In order when no run starts before the one ahead of it ends; ties keep the earlier run
        // first, as the stable sort does.
        let inOrder = zip(nonEmpty, nonEmpty.dropFirst()).allSatisfy { previous, next in !reportOrder(next[0], previous[previous.count - 1]) }
        return inOrder ? joined : sortedForReport(joined)
    }

    /// File, then position, then rule, then message: the order every report uses.
    public static func reportOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        if lhs.location.file != rhs.location.file { return lhs.location.file < rhs.location.file }
        if lhs.location.region.start != rhs.location.region.start { return lhs.location.region.start < rhs.location.region.start }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        if lhs.path.key != rhs.path.key { return lhs.path.key < rhs.path.key }
        return lhs.message < rhs.message
    }
}
