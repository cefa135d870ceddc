import ArgumentParser
import HIGAudit

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "Lists every rule with its default severity and what it wants.",
        discussion: "--format json prints every rule's id, title, default severity, guideline, help URL and options (docs/reports.md)."
    )

    @Option(help: "Output: text or json.")
    var format: ListingFormat = .text

    func run() throws {
        let rules = RuleRegistry.descriptions
        if format == .json { return writeStandardOutput(CatalogJSON.rules(rules)) }
        let idWidth = rules.map(\.id.count).max() ?? 0
        let severityWidth = Severity.allCases.map(\.rawValue.count).max() ?? 0
        var out = ""
        for rule in rules {
            out += rule.id.padding(toLength: idWidth) + "  " + rule.defaultSeverity.rawValue.padding(toLength: severityWidth) + "  " + rule.title + "\n"
        }
        writeStandardOutput(Array(out.utf8))
    }
}

extension String {
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
