/// The SARIF and GitHub upload rules a parsed log must satisfy, checked in Swift so the tests
/// mean something on machines without python3 (SARIF1002/1004/1007/1008/1009/1010, GH1001–
/// GH1018, GH2012; see the project's SARIF notes, §0 and §3).
enum SARIFChecks {
    static func problems(_ log: [String: Any]) -> [String] {
        var problems: [String] = []
        func check(_ condition: Bool, _ message: @autoclosure () -> String) {
            if !condition { problems.append(message()) }
        }
        func nonblank(_ value: Any?) -> Bool {
            (value as? String).map { !$0.allSatisfy(\.isWhitespace) } ?? false
        }
        check((log["$schema"] as? String)?.hasSuffix("2.1.0.json") == true, "$schema")
        check(log["version"] as? String == "2.1.0", "version")
        guard let runs = log["runs"] as? [[String: Any]], runs.count == 1 else { return problems + ["exactly one run"] }
        let run = runs[0]
        let driver = run[path: "tool", "driver"] as? [String: Any] ?? [:]
        check(nonblank(driver["name"]), "driver.name")
        check(nonblank(driver["version"]) || nonblank(driver["semanticVersion"]), "driver version")
        guard let rules = driver["rules"] as? [[String: Any]] else { return problems + ["driver.rules"] }
        for (index, rule) in rules.enumerated() {
            check(nonblank(rule["id"]), "rule \(index) id")
            check(rule["name"] as? String != rule["id"] as? String, "rule \(index) name equals id")
            for key in ["shortDescription", "fullDescription", "help"] {
                check(nonblank(rule[path: key, "text"]), "rule \(index) \(key).text")
            }
            check(((rule[path: "properties", "tags"] as? [Any])?.count ?? 0) <= 10, "rule \(index) tags")
        }
        guard let results = run["results"] as? [[String: Any]] else { return problems + ["results"] }
        if !results.isEmpty { check(run["columnKind"] as? String == "utf16CodeUnits", "columnKind") }
        for (index, result) in results.enumerated() {
            let ruleID = result["ruleId"] as? String
            check(ruleID != nil, "result \(index) ruleId")
            if let ruleIndex = result["ruleIndex"] as? Int {
                check(rules.indices.contains(ruleIndex) && rules[ruleIndex]["id"] as? String == ruleID, "result \(index) ruleIndex")
            }
            check(["error", "warning", "note"].contains(result["level"] as? String ?? ""), "result \(index) level")
            check(nonblank(result[path: "message", "text"]), "result \(index) message.text")
            let locations = result["locations"] as? [[String: Any]] ?? []
            check(locations.count == 1, "result \(index) one location")
            guard let physical = locations.first?["physicalLocation"] as? [String: Any] else {
                problems.append("result \(index) physicalLocation")
                continue
            }
            let uri = physical[path: "artifactLocation", "uri"] as? String ?? ""
            check(!uri.isEmpty && !uri.contains { " \\<>\"{}|^`\n\r\t".contains($0) }, "result \(index) uri '\(uri)'")
            if !uri.hasPrefix("file:") {
                check(!uri.hasPrefix("/") && !uri.split(separator: "/").contains(".."), "result \(index) relative uri '\(uri)'")
            }
            guard let region = physical["region"] as? [String: Int],
                  let startLine = region["startLine"], let startColumn = region["startColumn"],
                  let endLine = region["endLine"], let endColumn = region["endColumn"]
            else {
                problems.append("result \(index) region needs start and end")
                continue
            }
            check(startLine >= 1 && startColumn >= 1 && endColumn >= 1, "result \(index) region is 1-based")
            check(endLine > startLine || (endLine == startLine && endColumn >= startColumn), "result \(index) region ends before it starts")
            if let context = physical["contextRegion"] as? [String: Int] {
                let outerStart = (context["startLine"] ?? 0, context["startColumn"] ?? 1)
                let outerEnd = (context["endLine"] ?? 0, context["endColumn"] ?? Int.max)
                let contains = outerStart <= (startLine, startColumn) && (endLine, endColumn) <= outerEnd
                check(contains && context != region, "result \(index) contextRegion is not a proper superset")
            }
        }
        return problems
    }
}
