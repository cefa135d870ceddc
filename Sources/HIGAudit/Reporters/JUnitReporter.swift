/// JUnit XML, as Jenkins (junit step), GitLab (`artifacts:reports:junit`), Azure DevOps
/// (PublishTestResults, JUnit) and Bitrise read it. Each audited file with findings is a test
/// suite and each finding a failing test case, so the test views list every finding with its
/// rule, element and location; suppressed findings are skipped test cases with the reason.
///
/// A test case's `classname` is the rule and its `name` the element (with locale and size when
/// the rule distinguishes them), never a line number, so a test's history survives rows moving.
/// The failure carries the message in `message` and the compiler-style line, the element and
/// the rule's documentation in its text. A run without findings is one passing test case, so
/// readers that refuse an empty report (Jenkins does) see a green result.
///
/// `strict` (`--format junit-strict`) leaves out what the strict JUnit schemas do not declare —
/// `file` and `line` on `<testcase>`, `skipped` on `<testsuites>` — for readers that validate
/// against them (Jenkins' xUnit plugin, Ant's JUnit XSD): the location stays in the failure's
/// text, where people read it anyway.
public struct JUnitReporter: Reporter {
    public static let identifier = "junit"
    /// The top suite's name, and the suite and test of a run without findings.
    public static let suiteName = SARIFReporter.toolName

    /// Only the attributes the strict JUnit schemas declare.
    public var strict: Bool

    public init(strict: Bool = false) {
        self.strict = strict
    }

    private struct Case {
        var file: String
        var finding: Finding
        var suppression: Suppression?
    }

    public func report(_ result: AuditResult, context: ReportContext) -> [UInt8] {
        var suites: [(file: String, cases: [Case])] = []
        var suiteIndex: [String: Int] = [:]
        for entry in ReportOrder.withSuppressed(result) {
            let file = context.reportPath(entry.finding.location.file).display
            let item = Case(file: file, finding: entry.finding, suppression: entry.suppression)
            if let index = suiteIndex[file] {
                suites[index].cases.append(item)
            } else {
                suiteIndex[file] = suites.count
                suites.append((file, [item]))
            }
        }
        let failures = result.findings.count
        let skipped = result.suppressed.count
        let passing = result.findings.isEmpty ? 1 : 0
        var out = XMLText.declaration
        out += "<testsuites name=\"\(Self.suiteName)\"\(Self.counts(tests: failures + skipped + passing, failures: failures, skipped: strict ? nil : skipped))>\n"
        for suite in suites {
            let suiteFailures = suite.cases.count { $0.suppression == nil }
            out += "  <testsuite name=\"\(XMLText.attribute(suite.file))\"\(Self.counts(tests: suite.cases.count, failures: suiteFailures, skipped: suite.cases.count - suiteFailures))>\n"
            for item in suite.cases { out += testCase(item, context: context) }
            out += "  </testsuite>\n"
        }
        if passing > 0 {
            out += "  <testsuite name=\"\(Self.suiteName)\"\(Self.counts(tests: 1, failures: 0, skipped: 0))>\n"
            out += "    <testcase classname=\"\(Self.suiteName)\" name=\"no findings\" time=\"0\">\n"
            out += "      <system-out>\(XMLText.attribute(TextReporter.summary(result)))</system-out>\n"
            out += "    </testcase>\n"
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return Array(out.utf8)
    }

    private func testCase(_ item: Case, context: ReportContext) -> String {
        let finding = item.finding
        var name = finding.path.description
        let identity = finding.identityEvidence
        if !identity.isEmpty { name += " (\(identity))" }
        var out = "    <testcase classname=\"\(XMLText.attribute(finding.ruleID))\" name=\"\(XMLText.attribute(name))\""
        if !strict { out += " file=\"\(XMLText.attribute(item.file))\" line=\"\(finding.location.line)\"" }
        out += " time=\"0\">\n"
        if let suppression = item.suppression {
            let reason = "suppressed (\(suppression.kind.rawValue)): \(suppression.reason)"
            out += "      <skipped message=\"\(XMLText.attribute(reason))\"/>\n"
        } else {
            let position = "\(item.file):\(finding.location.line):\(finding.location.column)"
            let lines = [
                "\(position): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]",
                "element: \(finding.path.description)",
                "rule: \(RuleDocs.url(for: finding.ruleID))",
            ]
            out += "      <failure type=\"\(finding.severity.rawValue)\" message=\"\(XMLText.attribute(finding.message))\">"
            out += XMLText.content(lines)
            out += "</failure>\n"
        }
        out += "    </testcase>\n"
        return out
    }

    /// The counts every reader looks for; errors (a test that could not run) never happen here.
    /// `skipped` is nil where the strict schema has no such attribute.
    private static func counts(tests: Int, failures: Int, skipped: Int?) -> String {
        " tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\"\(skipped.map { " skipped=\"\($0)\"" } ?? "") time=\"0\""
    }
}

/// `--format junit-strict`: `JUnitReporter(strict: true)` under its own name.
public struct JUnitStrictReporter: Reporter {
    public static let identifier = "junit-strict"

    public init() {}

    public func report(_ result: AuditResult, context: ReportContext) -> [UInt8] {
        JUnitReporter(strict: true).report(result, context: context)
    }
}
