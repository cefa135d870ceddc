import HIGModel

/// A decision to accept a rule's findings on some elements, with the reason why: declared on an
/// element of a dump (`auditSuppressions`) or in the configuration file by screen and path.
public struct Suppression: Hashable, Sendable {
    public enum Scope: Hashable, Sendable {
        /// Declared on an element of a dump: covers the element and everything inside it.
        case element(ElementPath)
        /// Declared in the configuration: screens by name pattern, and optionally elements by a
        /// key pattern relative to the screen (`section[0]/row[wifi]`, `**/secondaryText`).
        case pattern(screen: Glob, path: Glob?)
    }

    /// SARIF's `suppression.kind`: in the audited source, or in a file beside it.
    public enum Kind: String, Hashable, Sendable {
        case inSource
        case external
    }

    /// The rule id it silences.
    public var rule: String
    /// Only findings in these locales (`de` also covers `de-CH`); nil for every locale.
    public var locales: [String]?
    public var reason: String
    public var scope: Scope
    public var kind: Kind
    /// Where it is declared, for reports and for its `suppression/unused` finding.
    public var location: FindingLocation

    public init(rule: String, locales: [String]? = nil, reason: String, scope: Scope, kind: Kind, location: FindingLocation) {
        self.rule = rule
        self.locales = locales
        self.reason = reason
        self.scope = scope
        self.kind = kind
        self.location = location
    }

    /// A dump's suppression, declared on the element at `path`.
    public init(_ suppression: AuditSuppression, on path: ElementPath) {
        self.init(
            rule: suppression.rule,
            locales: suppression.locales,
            reason: suppression.reason,
            scope: .element(path),
            kind: .inSource,
            location: FindingLocation(suppression.source)
        )
    }

    public func covers(_ finding: Finding) -> Bool {
        guard finding.ruleID == rule, covers(screen: finding.path.screen, components: finding.path.components) else { return false }
        guard let locales else { return true }
        guard case .string(let locale)? = finding[evidence: .locale] else { return false }
        return locales.contains { Self.locale(locale, isCoveredBy: $0) }
    }

    private func covers(screen: String, components: [ElementPath.Component]) -> Bool {
        switch scope {
        case .element(let path):
            return path.screen == screen && components.starts(with: path.components)
        case .pattern(let screenPattern, let pathPattern):
            guard screenPattern.matches(screen) else { return false }
            guard let pathPattern else { return true }
            // Reports print keys with the screen in front; a key copied from one works too.
            let path = ElementPath(screen: screen, components: components)
            return pathPattern.matches(path.componentsKey) || pathPattern.matches(path.key)
        }
    }

    /// Whether the suppression could have matched on a screen named `screen`.
    func applies(toScreen screen: String) -> Bool {
        switch scope {
        case .element(let path): path.screen == screen
        case .pattern(let screenPattern, _): screenPattern.matches(screen)
        }
    }

    /// `de` covers `de`, `de-CH` and `de_CH`; `de-CH` covers only itself. Case does not matter.
    static func locale(_ locale: String, isCoveredBy pattern: String) -> Bool {
        let normalize = { (text: String) in text.lowercased().replacingOccurrences(of: "_", with: "-") }
        let locale = normalize(locale), pattern = normalize(pattern)
        return locale == pattern || locale.hasPrefix(pattern + "-")
    }

    /// The element the suppression is about, for its `suppression/unused` finding.
    var path: ElementPath {
        switch scope {
        case .element(let path): path
        case .pattern(let screen, let path):
            ElementPath(screen: screen.pattern + (path.map { "/" + $0.pattern } ?? ""))
        }
    }
}

extension ElementPath {
    /// The key without the screen: `section[1]/row[wifi]/secondaryText`.
    public var componentsKey: String {
        components.map(\.key).joined(separator: "/")
    }
}

/// A finding a suppression accepted. Reports list these (SARIF `suppressions`); they are never
/// dropped silently.
public struct SuppressedFinding: Hashable, Sendable {
    public var finding: Finding
    public var suppression: Suppression

    public init(finding: Finding, suppression: Suppression) {
        self.finding = finding
        self.suppression = suppression
    }
}

/// Splits an audit's findings into active and suppressed ones, and reports every suppression
/// that matched nothing as a `suppression/unused` finding.
public struct SuppressionMatcher: Sendable {
    /// Dump suppressions first: the most specific decision is the one reports cite.
    public var suppressions: [Suppression] {
        didSet { index = Index(suppressions) }
    }
    private var index: Index

    public init(suppressions: [Suppression]) {
        self.suppressions = suppressions
        index = Index(suppressions)
    }

    /// `configuration`: the project file's suppressions; `dump`: each `auditSuppressions` entry
    /// with the path of the element it was declared on.
    public init(configuration: [Suppression], dump: [(path: ElementPath, suppression: AuditSuppression)]) {
        self.init(suppressions: dump.map { Suppression($0.suppression, on: $0.path) } + configuration)
    }

    public struct Outcome: Hashable, Sendable {
        /// Findings to report and gate on, `suppression/unused` ones included, in report order.
        public var active: [Finding]
        /// Findings a suppression accepted, in report order.
        public var suppressed: [SuppressedFinding]
        /// The suppressions that matched nothing (whether or not `suppression/unused` is on).
        public var unused: [Suppression]
    }

    /// - Parameters:
    ///   - configuration: the audit's configuration, which says which rules ran and whether
    ///     `suppression/unused` is on and at which severity.
    ///   - auditedScreens: names of the screens audited; a configuration suppression for
    ///     another screen is not unused, just out of this run's scope.
    ///   - checkedLocales: the locales the run checked, when it swept locales; a suppression for
    ///     other locales is then out of scope too.
    public func apply(to findings: [Finding], configuration: AuditConfiguration, auditedScreens: Set<String>, checkedLocales: [String]? = nil) -> Outcome {
        var used = [Bool](repeating: false, count: suppressions.count)
        var active: [Finding] = []
        var suppressed: [SuppressedFinding] = []
        for finding in findings {
            var first: Suppression?
            // Only the suppressions that could match, in declaration order: the first that
            // covers the finding is the one reports cite.
            for index in candidates(for: finding) where suppressions[index].covers(finding) {
                used[index] = true
                if first == nil { first = suppressions[index] }
            }
            if let first {
                suppressed.append(SuppressedFinding(finding: finding, suppression: first))
            } else {
                active.append(finding)
            }
        }

        let unusedRule = SuppressionUnusedRule.description
        let ran = Set(RuleRegistry.descriptions.map(\.id).filter { configuration.enabledRules?.contains($0) ?? true })
        var unused: [Suppression] = []
        for (index, suppression) in suppressions.enumerated() where !used[index] {
            // A rule that did not run, a screen not audited or a locale not checked could not
            // have produced the finding: the suppression is out of scope, not stale.
            let known = RuleRegistry.description(id: suppression.rule) != nil
            if known, !ran.contains(suppression.rule) { continue }
            if !auditedScreens.contains(where: suppression.applies(toScreen:)) { continue }
            if let locales = suppression.locales, let checkedLocales,
               !checkedLocales.contains(where: { checked in locales.contains { Suppression.locale(checked, isCoveredBy: $0) } }) {
                continue
            }
            unused.append(suppression)
        }
        if ran.contains(unusedRule.id) {
            let severity = configuration.severityOverrides[unusedRule.id] ?? unusedRule.defaultSeverity
            for suppression in unused {
                var evidence = [Evidence(.rule, .string(suppression.rule)), Evidence(.reason, .string(suppression.reason))]
                if let locales = suppression.locales { evidence.append(Evidence(.locales, .string(locales.joined(separator: ",")))) }
                active.append(Finding(
                    ruleID: unusedRule.id,
                    severity: severity,
                    message: SuppressionUnusedRule.message(for: suppression),
                    location: suppression.location,
                    path: suppression.path,
                    evidence: evidence
                ))
            }
        }
        return Outcome(
            active: Finding.sortedForReport(active),
            suppressed: suppressed.sorted { Finding.reportOrder($0.finding, $1.finding) },
            unused: unused
        )
    }
}

extension AuditResult {
    /// The result with `matcher` applied: suppressed findings move to `suppressed`, and each
    /// unused suppression adds a `suppression/unused` finding (see `SuppressionMatcher.apply`).
    public func applying(_ matcher: SuppressionMatcher, configuration: AuditConfiguration, auditedScreens: Set<String>, checkedLocales: [String]? = nil) -> AuditResult {
        let outcome = matcher.apply(to: findings, configuration: configuration, auditedScreens: auditedScreens, checkedLocales: checkedLocales)
        var result = self
        result.findings = outcome.active
        result.suppressed = (suppressed + outcome.suppressed).sorted { Finding.reportOrder($0.finding, $1.finding) }
        return result
    }
}

extension SuppressionMatcher {
    /// The positions, ascending, of the suppressions that could cover `finding`: a superset of
    /// those that do (`covers` decides). A finding is looked up by its rule, then by the
    /// literal screen and element path a suppression names, so matching 10,000 suppressions
    /// against 100,000 findings costs a few lookups per finding, not 10,000 comparisons; only
    /// suppressions whose screen is a wildcard pattern are tried on every finding of their rule.
    func candidates(for finding: Finding) -> [Int] {
        guard let byKey = index.byRule[finding.ruleID] else { return [] }
        var found = byKey.wildcard
        let screenParts = Glob.parts(of: finding.path.screen)
        var screenPrefix = ""
        for (count, part) in screenParts.enumerated() {
            screenPrefix += (count == 0 ? "" : "/") + part
            found += byKey.exact[Index.screenKey(screenPrefix)] ?? []
            // A literal path pattern matches the key without the screen, or with it.
            for path in [finding.path.componentsKey, finding.path.key] {
                var pathPrefix = ""
                for (depth, pathPart) in Glob.parts(of: path).enumerated() {
                    pathPrefix += (depth == 0 ? "" : "/") + pathPart
                    found += byKey.exact[Index.patternKey(screenPrefix, pathPrefix)] ?? []
                }
            }
        }
        // Dump suppressions cover the element they are declared on and everything inside it.
        var elementPrefix: [ElementPath.Component] = []
        found += byKey.exact[Index.elementKey(finding.path.screen, elementPrefix)] ?? []
        for component in finding.path.components {
            elementPrefix.append(component)
            found += byKey.exact[Index.elementKey(finding.path.screen, elementPrefix)] ?? []
        }
        if found.count < 2 { return found }
        var seen = Set<Int>()
        return found.filter { seen.insert($0).inserted }.sorted()
    }

    /// Suppression positions by rule, then by the literal text a finding must have to match.
    struct Index: Sendable {
        struct RuleBucket: Sendable {
            var exact: [String: [Int]] = [:]
            /// Suppressions whose screen is a wildcard pattern: tried on every finding.
            var wildcard: [Int] = []
        }

        var byRule: [String: RuleBucket] = [:]

        init(_ suppressions: [Suppression]) {
            for (position, suppression) in suppressions.enumerated() {
                var bucket = byRule[suppression.rule] ?? RuleBucket()
                switch suppression.scope {
                case .element(let path):
                    bucket.exact[Self.elementKey(path.screen, path.components), default: []].append(position)
                case .pattern(let screen, let path):
                    if let screenParts = screen.literalComponents {
                        let screenText = screenParts.joined(separator: "/")
                        if let path {
                            if let pathParts = path.literalComponents {
                                bucket.exact[Self.patternKey(screenText, pathParts.joined(separator: "/")), default: []].append(position)
                            } else {
                                // Any path on a literal screen: tried on that screen's findings.
                                bucket.exact[Self.screenKey(screenText), default: []].append(position)
                            }
                        } else {
                            bucket.exact[Self.screenKey(screenText), default: []].append(position)
                        }
                    } else {
                        bucket.wildcard.append(position)
                    }
                }
                byRule[suppression.rule] = bucket
            }
        }

        // Keys of the three kinds cannot collide: each starts with its own tag and separates
        // its parts with NUL, which no screen name or element key holds.
        static func screenKey(_ screen: String) -> String { "S\u{0}" + screen }
        static func patternKey(_ screen: String, _ path: String) -> String { "P\u{0}" + screen + "\u{0}" + path }
        static func elementKey(_ screen: String, _ components: [ElementPath.Component]) -> String {
            "E\u{0}" + screen + "\u{0}" + components.map(\.key).joined(separator: "\u{1}")
        }
    }
}
