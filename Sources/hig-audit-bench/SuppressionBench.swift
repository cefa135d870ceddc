// hig-audit-bench suppressions SUPPRESSIONS ROWS
//     configuration suppressions (one per row, screen and path literal, as `hig-audit baseline`
//     users write them, plus one wildcard suppression per rule) matched against one finding per
//     row on screens of 100 rows; prints `suppressions rows findings suppressed seconds`.
//     Issue 32: 10,000 suppressions on 3,000 rows took 71 s when every finding tried every
//     suppression; the lookup by rule, screen and path makes it near-linear.
import Foundation
import HIGAudit
import HIGModel

enum SuppressionBench {
    static func run(suppressions count: Int, rows: Int) {
        let position = SourcePosition(line: 1, column: 1)
        let span = SourceSpan(start: position, end: position)
        let location = FindingLocation(file: "hig-audit.yml", region: span, context: span)
        let rules = ["table/width", "selection/feedback", "text/truncation"]
        func screen(_ row: Int) -> String { "Screen \(row / 100)" }
        var suppressions: [Suppression] = []
        do {
            for index in 0..<count {
                let row = index % max(rows, 1)
                suppressions.append(Suppression(
                    rule: rules[index % rules.count], reason: "accepted",
                    scope: .pattern(screen: try Glob(screen(row)), path: try Glob("section[0]/row[r\(row)]", syntax: .elementPath)),
                    kind: .external, location: location))
            }
            for rule in rules {
                suppressions.append(Suppression(rule: rule, reason: "accepted", scope: .pattern(screen: try Glob("Screen 9*"), path: try Glob("**/secondaryText", syntax: .elementPath)), kind: .external, location: location))
            }
        } catch {
            Bench.fail("\(error)")
        }
        let findings = (0..<rows).map { row in
            Finding(ruleID: rules[row % rules.count], severity: .warning, message: "cut", location: location,
                    path: ElementPath(screen: screen(row), components: [.section(0), .row(row % 100, id: "r\(row)"), .text]))
        }
        let matcher = SuppressionMatcher(suppressions: suppressions)
        let clock = ContinuousClock()
        var outcome: SuppressionMatcher.Outcome?
        let elapsed = clock.measure {
            outcome = matcher.apply(to: findings, configuration: AuditConfiguration(), auditedScreens: Set((0..<rows).map(screen)))
        }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        print("\(count)\t\(rows)\t\(findings.count)\t\(outcome?.suppressed.count ?? 0)\t\(String(format: "%.3f", seconds))")
    }
}
