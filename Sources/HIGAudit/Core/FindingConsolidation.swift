import HIGModel

/// One problem, one finding. The label rules judge a label locale by locale, so a title cut in
/// English and in its German and Finnish translations would otherwise be three findings; and a
/// label cut at the screen's size is the truncation rule's, not also Dynamic Type's. Applied to
/// each screen's findings, in the order the rules found them.
enum FindingConsolidation {
    /// Rules whose findings about one element in several locales are one problem.
    static let perElementRules: Set<String> = [
        TextTruncationRule.description.id,
        DynamicTypeRule.description.id,
        TextWrappingRule.description.id,
        InsetGroupedCompactRule.description.id,
    ]

    /// Rules whose findings on one element are dropped when the rule named reported it: a label
    /// cut at the screen's size is one problem, whether it is also cut at larger sizes or the
    /// grouped style would have fitted it.
    static let coveredBy: [String: String] = [
        DynamicTypeRule.description.id: TextTruncationRule.description.id,
        InsetGroupedCompactRule.description.id: TextTruncationRule.description.id,
    ]

    /// Rules whose finding reads the same on every screen that shows the problem (a committed
    /// pseudo-locale, an unfinished translation of a shared text): the run keeps the first.
    static let oncePerRunRules: Set<String> = [
        L10nPseudoLocaleRule.description.id,
        L10nUnfinishedTranslationRule.description.id,
    ]

    static func oncePerRun(_ findings: [Finding]) -> [Finding] {
        var seen: Set<[String]> = []
        return findings.filter { finding in
            !oncePerRunRules.contains(finding.ruleID) || seen.insert([finding.ruleID, finding.message]).inserted
        }
    }

    static func consolidate(_ findings: [Finding]) -> [Finding] {
        guard findings.contains(where: { perElementRules.contains($0.ruleID) }) else { return findings }
        // Which elements each rule reported, for the rules that cover another's.
        // Elements are told apart by their whole path, row positions included: two rows that
        // share an id (`row[wifi]`) are two elements, each with its own findings.
        var reported: [String: Set<ElementPath>] = [:]
        for finding in findings where coveredBy.values.contains(finding.ruleID) {
            reported[finding.ruleID, default: []].insert(finding.path)
        }
        var merged: [Finding] = []
        var index: [ElementKey: Int] = [:]
        for finding in findings {
            if let owner = coveredBy[finding.ruleID], reported[owner]?.contains(finding.path) == true { continue }
            guard perElementRules.contains(finding.ruleID) else {
                merged.append(finding)
                continue
            }
            let key = ElementKey(ruleID: finding.ruleID, path: finding.path)
            guard let at = index[key] else {
                index[key] = merged.count
                merged.append(finding)
                continue
            }
            merged[at] = combined(merged[at], with: finding)
        }
        return merged.map(withLocaleSummary)
    }

    private struct ElementKey: Hashable {
        var ruleID: String
        var path: ElementPath
    }

    static let otherLocalesKey = EvidenceKey.otherLocales

    /// One finding stands for both: the more severe (a definite cut before a "too close to
    /// call"), else the first (the case met first: the development language before
    /// translations). The other's locale — with its plural category, when the text varies by
    /// count — joins its list.
    static func combined(_ first: Finding, with other: Finding) -> Finding {
        guard other.severity > first.severity else {
            var result = first
            join(&result, case: caseName(of: other))
            return result
        }
        var others: [String] = []
        if case .string(let list)? = first[evidence: otherLocalesKey] { others = list.split(separator: ",").map(String.init) }
        var result = other
        result.evidence.removeAll { $0.key == otherLocalesKey }
        let lead = caseName(of: result)
        for joining in [caseName(of: first), caseName(of: other)] {
            if let joining, joining != lead, !others.contains(joining) { others.append(joining) }
        }
        if !others.isEmpty { result.evidence.append(Evidence(otherLocalesKey, .string(others.joined(separator: ",")))) }
        return result
    }

    /// `combined(lead, with: other)` for an `other` no more severe than `lead`, from the other's
    /// case name alone (`caseName(locale:pluralCategory:)`): `lead` stays, the name joins its
    /// list. What lets a rule skip building a finding that would only be merged away
    /// (`FindingSink.joinsEarlierFinding`).
    static func join(_ lead: inout Finding, case joining: String?) {
        join(&lead, cases: joining.map { [$0] } ?? [])
    }

    /// `join(_:case:)` for each of `cases` in turn, the list read and written once.
    static func join(_ lead: inout Finding, cases: [String]) {
        var others: [String] = []
        if case .string(let list)? = lead[evidence: otherLocalesKey] { others = list.split(separator: ",").map(String.init) }
        let leadCase = caseName(of: lead)
        // By a set: a hostile text translated into 50,000 locales joins 50,000 names.
        var listed = Set(others)
        for joining in cases where joining != leadCase && listed.insert(joining).inserted { others.append(joining) }
        // The list goes last, as `combined` puts it.
        lead.evidence.removeAll { $0.key == otherLocalesKey }
        if !others.isEmpty { lead.evidence.append(Evidence(otherLocalesKey, .string(others.joined(separator: ",")))) }
    }

    /// `de`, or `ru (few)` for a plural form.
    static func caseName(of finding: Finding) -> String? {
        guard case .string(let locale)? = finding[evidence: .locale] else { return nil }
        if case .string(let category)? = finding[evidence: .pluralCategory] { return caseName(locale: locale, pluralCategory: category) }
        return locale
    }

    /// The case name of a text finding in `locale` (and plural category), as `caseName(of:)`
    /// reads it from the finding's evidence.
    static func caseName(locale: String, pluralCategory: String?) -> String {
        pluralCategory.map { "\(locale) (\($0))" } ?? locale
    }

    /// "…; also in de, fi, ru" at the end of a merged finding's message.
    private static func withLocaleSummary(_ finding: Finding) -> Finding {
        guard case .string(let list)? = finding[evidence: otherLocalesKey], !list.isEmpty else { return finding }
        var result = finding
        let locales = list.split(separator: ",").map(String.init)
        result.message += "; also in " + summary(of: locales)
        return result
    }

    /// Up to eight locales by name, then how many more.
    static func summary(of locales: [String]) -> String {
        let shown = 8
        guard locales.count > shown else { return locales.joined(separator: ", ") }
        return locales.prefix(shown).joined(separator: ", ") + " and \(locales.count - shown) more"
    }
}
