import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// What the CI systems' readers take from the JUnit, Checkstyle and GitLab Code Quality
/// reports, checked on the parsed document (an XML parser is the reference reader for the XML
/// formats): a report these accept is one Jenkins, GitLab, Azure DevOps, reviewdog and Danger
/// can show.
enum CIFormatChecks {
    /// Parses XML with Foundation's parser (libxml2); nil when the text is not well-formed.
    static func xml(_ text: String) -> XMLElement? {
        (try? XMLDocument(data: Data(text.utf8), options: []))?.rootElement()
    }

    static func children(_ element: XMLElement, _ name: String) -> [XMLElement] {
        element.elements(forName: name)
    }

    static func attribute(_ element: XMLElement, _ name: String) -> String? {
        element.attribute(forName: name)?.stringValue
    }

    /// JUnit as Jenkins' junit step and GitLab's parser read it: `testsuites` around
    /// `testsuite`s around `testcase`s; counts that add up (Jenkins trusts the cases, Azure the
    /// counts); every case named, with a class, at most one outcome, a failure with a message
    /// and type; at least one case (Jenkins refuses a report with none).
    static func junitProblems(_ text: String) -> [String] {
        guard let root = xml(text) else { return ["not well-formed XML"] }
        var problems: [String] = []
        func check(_ condition: Bool, _ message: @autoclosure () -> String) {
            if !condition { problems.append(message()) }
        }
        check(root.name == "testsuites", "root is \(root.name ?? "?")")
        func count(_ element: XMLElement, _ name: String) -> Int? { attribute(element, name).flatMap { Int($0) } }
        var totals = (tests: 0, failures: 0, skipped: 0)
        let suites = children(root, "testsuite")
        check(root.children?.compactMap { $0 as? XMLElement }.allSatisfy { $0.name == "testsuite" } == true, "only testsuite elements under testsuites")
        for suite in suites {
            let suiteName = attribute(suite, "name") ?? ""
            check(!suiteName.isEmpty, "a testsuite without a name")
            let cases = children(suite, "testcase")
            var failures = 0, skipped = 0
            for testCase in cases {
                let name = attribute(testCase, "name") ?? ""
                check(!name.isEmpty && !(attribute(testCase, "classname") ?? "").isEmpty, "a testcase in \(suiteName) without name or classname")
                let outcomes = (testCase.children ?? []).compactMap { $0 as? XMLElement }.filter { ["failure", "error", "skipped"].contains($0.name ?? "") }
                check(outcomes.count <= 1, "\(name): more than one outcome")
                if let failure = outcomes.first, failure.name == "failure" {
                    failures += 1
                    check(!(attribute(failure, "message") ?? "").isEmpty, "\(name): failure without message")
                    check(["error", "warning", "note"].contains(attribute(failure, "type") ?? ""), "\(name): failure type")
                    check(!(failure.stringValue ?? "").isEmpty, "\(name): failure without text")
                }
                if outcomes.first?.name == "skipped" { skipped += 1 }
                if let line = attribute(testCase, "line") { check((Int(line) ?? 0) >= 1, "\(name): line \(line)") }
            }
            check(count(suite, "tests") == cases.count, "\(suiteName): tests=\(attribute(suite, "tests") ?? "-") for \(cases.count) cases")
            check(count(suite, "failures") == failures, "\(suiteName): failures")
            check(count(suite, "skipped") == skipped, "\(suiteName): skipped")
            check(count(suite, "errors") == 0, "\(suiteName): errors")
            totals.tests += cases.count
            totals.failures += failures
            totals.skipped += skipped
        }
        check(totals.tests > 0, "no test cases")
        check(count(root, "tests") == totals.tests, "testsuites tests")
        check(count(root, "failures") == totals.failures, "testsuites failures")
        check(count(root, "skipped") == totals.skipped, "testsuites skipped")
        return problems
    }

    /// The attributes the strict JUnit schema of Jenkins' xUnit plugin (junit-10.xsd) declares
    /// on each element; anything else fails its validation.
    static let strictJUnitAttributes: [String: Set<String>] = [
        "testsuites": ["name", "time", "tests", "failures", "disabled", "errors"],
        "testsuite": ["name", "tests", "failures", "errors", "time", "disabled", "skipped", "timestamp", "hostname", "id", "package"],
        "testcase": ["name", "assertions", "time", "classname", "status"],
        "failure": ["message", "type"], "error": ["message", "type"], "skipped": ["message"],
        "system-out": [], "system-err": [], "properties": [], "property": ["name", "value"],
    ]

    /// Elements or attributes the strict JUnit schema does not declare, as "element@attribute".
    static func strictJUnitProblems(_ text: String) -> [String] {
        guard let root = xml(text) else { return ["not well-formed XML"] }
        var problems: [String] = []
        func visit(_ element: XMLElement) {
            let name = element.name ?? "?"
            guard let allowed = strictJUnitAttributes[name] else {
                problems.append("<\(name)> is not in the schema")
                return
            }
            for attribute in element.attributes ?? [] where !allowed.contains(attribute.name ?? "") {
                problems.append("\(name)@\(attribute.name ?? "?")")
            }
            for child in element.children ?? [] { if let child = child as? XMLElement { visit(child) } }
        }
        visit(root)
        return problems
    }

    /// Checkstyle as reviewdog and Danger read it: `checkstyle` around `file name=…` around
    /// `error` elements with a positive line, a column, a known severity, a message and a source.
    static func checkstyleProblems(_ text: String) -> [String] {
        guard let root = xml(text) else { return ["not well-formed XML"] }
        var problems: [String] = []
        func check(_ condition: Bool, _ message: @autoclosure () -> String) {
            if !condition { problems.append(message()) }
        }
        check(root.name == "checkstyle", "root is \(root.name ?? "?")")
        check(attribute(root, "version") != nil, "checkstyle version")
        var names = Set<String>()
        for file in children(root, "file") {
            let name = attribute(file, "name") ?? ""
            check(!name.isEmpty, "a file without a name")
            check(names.insert(name).inserted, "\(name) listed twice")
            for error in children(file, "error") {
                check((Int(attribute(error, "line") ?? "") ?? 0) >= 1, "\(name): line")
                check((Int(attribute(error, "column") ?? "") ?? 0) >= 1, "\(name): column")
                check(["error", "warning", "info", "ignore"].contains(attribute(error, "severity") ?? ""), "\(name): severity")
                check(!(attribute(error, "message") ?? "").isEmpty, "\(name): message")
                check((attribute(error, "source") ?? "").hasPrefix("hig-audit."), "\(name): source")
            }
        }
        return problems
    }

    /// GitLab Code Quality: an array of issues with the fields GitLab requires (`description`,
    /// `check_name`, `fingerprint`, `severity` from its five values, `location.path`,
    /// `location.lines.begin`); fingerprints unique within the report, since GitLab keys
    /// issues by them.
    static func gitLabProblems(_ text: String) -> [String] {
        guard let issues = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [[String: Any]] else { return ["not an array of objects"] }
        var problems: [String] = []
        func check(_ condition: Bool, _ message: @autoclosure () -> String) {
            if !condition { problems.append(message()) }
        }
        var fingerprints = Set<String>()
        for (index, issue) in issues.enumerated() {
            for key in ["description", "check_name", "fingerprint"] {
                check(!((issue[key] as? String) ?? "").isEmpty, "issue \(index): \(key)")
            }
            check(["info", "minor", "major", "critical", "blocker"].contains(issue["severity"] as? String ?? ""), "issue \(index): severity")
            check(!((issue[path: "location", "path"] as? String) ?? "").isEmpty, "issue \(index): location.path")
            check(((issue[path: "location", "lines", "begin"] as? Int) ?? 0) >= 1, "issue \(index): location.lines.begin")
            check(fingerprints.insert(issue["fingerprint"] as? String ?? "").inserted, "issue \(index): fingerprint repeated")
        }
        return problems
    }

    /// Characters no CI report may carry raw: terminal escapes and the bidirectional controls.
    static func rawControls(_ text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { scalar in
            switch scalar.value {
            case 0x0A: false
            case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
            default: false
            }
        }
    }
}
