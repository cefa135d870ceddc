import Dispatch
import Foundation
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
        for dump in dumps {
            for screen in dump.screens {
                screens.append(screen)
                rowCount += screen.table.sections.reduce(0) { $0 + $1.rows.count }
            }
        }
        // Each screen's findings go to its own slot and are joined in screen order, so the
        // result is the serial one whatever the number of workers.
        let perScreen = findingsPerScreen(screens)
        var findings: [Finding] = []
        findings.reserveCapacity(perScreen.reduce(0) { $0 + $1.count })
        for screenFindings in perScreen { findings += screenFindings }
        return AuditResult(findings: Finding.sortedForReport(findings), fileCount: dumps.count, screenCount: screens.count, rowCount: rowCount)
    }

    /// Findings of each screen, in the screens' order, audited by up to `jobs` threads.
    public func findingsPerScreen(_ screens: [Screen]) -> [[Finding]] {
        let workers = min(jobs, screens.count)
        guard workers > 1 else { return screens.map(check) }
        // Screens differ in size by orders of magnitude, so workers take the next screen as they
        // finish one rather than a fixed share. Each screen has its own text analysis and
        // `LineFitter`; nothing mutable is shared but the work list.
        let work = ScreenWork(count: screens.count)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = work.next() {
                work.store(check(screens[index]), at: index)
            }
        }
        return work.results
    }

    /// Findings for one screen, in the order the rules report them.
    public func check(_ screen: Screen) -> [Finding] {
        let context = ScreenContext(screen, textSweep: textSweep)
        var sinks = rules.map { FindingSink(ruleID: $0.id, severity: $0.severity) }
        // Label rules share one layout pass: each label group goes to all of them in turn.
        var labelRules: [(index: Int, rule: any LabelRule)] = []
        for (index, configured) in rules.enumerated() {
            if let labelRule = configured.rule as? any LabelRule {
                if labelRule.applies(to: context) { labelRules.append((index, labelRule)) }
            } else {
                configured.rule.check(context, into: &sinks[index])
            }
        }
        if !labelRules.isEmpty, let analysis = context.textAnalysis {
            analysis.forEachGroup { group in
                for (index, rule) in labelRules {
                    rule.check(group, in: context, analysis: analysis, into: &sinks[index])
                }
            }
        }
        return sinks.flatMap(\.findings)
    }
}

/// Hands out screen indices to audit workers, each once, and collects their findings by index.
private final class ScreenWork: @unchecked Sendable {
    // @unchecked: every stored property is read and written with `lock` held; a screen's audit
    // takes far longer than the two short critical sections around it.
    private let lock = NSLock()
    private let count: Int
    private var taken = 0
    private var slots: [[Finding]]

    init(count: Int) {
        self.count = count
        slots = Array(repeating: [], count: count)
    }

    func next() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard taken < count else { return nil }
        taken += 1
        return taken - 1
    }

    func store(_ findings: [Finding], at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = findings
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
    /// Findings a suppression accepted: not in `findings`, but listed by reports with the reason.
    public var suppressed: [SuppressedFinding]
    /// How many findings a baseline accepted (they are not in `findings`).
    public var baselinedCount: Int

    public init(findings: [Finding], fileCount: Int, screenCount: Int, rowCount: Int, suppressed: [SuppressedFinding] = [], baselinedCount: Int = 0) {
        self.findings = findings
        self.fileCount = fileCount
        self.screenCount = screenCount
        self.rowCount = rowCount
        self.suppressed = suppressed
        self.baselinedCount = baselinedCount
    }

    public func count(of severity: Severity) -> Int {
        findings.count { $0.severity == severity }
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
        sorted(findings) { _, _ in nil }
    }

    /// `findings` sorted by `reportOrder`, then by `tieBreak` (nil: equal), then by their
    /// place in `findings`.
    static func sorted(_ findings: [Finding], tieBreak: (Finding, Finding) -> Bool?) -> [Finding] {
        let pathKeys = findings.map(\.path.key)
        let order = findings.indices.sorted { a, b in
            let lhs = findings[a], rhs = findings[b]
            if lhs.location.file != rhs.location.file { return lhs.location.file < rhs.location.file }
            if lhs.location.region.start != rhs.location.region.start { return lhs.location.region.start < rhs.location.region.start }
            if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
            if pathKeys[a] != pathKeys[b] { return pathKeys[a] < pathKeys[b] }
            if lhs.message != rhs.message { return lhs.message < rhs.message }
            return tieBreak(lhs, rhs) ?? (a < b)
        }
        return order.map { findings[$0] }
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
