import ArgumentParser
import HIGAudit
import HIGInput
import HIGModel

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Prints a rule's documentation: the guideline, what it checks, options and examples.",
        discussion: "Example: hig-audit explain selection/feedback"
    )

    @Argument(help: "A rule id, as 'hig-audit rules' lists them.", completion: .list(RuleRegistry.descriptions.map(\.id)))
    var ruleID: String

    @Option(help: "Output: text (the rule's Markdown page) or json (its metadata and that page).")
    var format: ListingFormat = .text

    func validate() throws {
        guard RuleRegistry.description(id: ruleID) != nil else {
            let suggestion = closestMatch(to: ruleID, in: RuleRegistry.descriptions.map(\.id))
            throw ValidationError("unknown rule '\(ruleID)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "") + " (run 'hig-audit rules' for the list)")
        }
    }

    func run() throws {
        if format == .json, let description = RuleRegistry.description(id: ruleID) {
            return writeStandardOutput(CatalogJSON.explain(description))
        }
        guard let markdown = RuleDocs.markdown(for: ruleID) else {
            throw ValidationError("rule '\(ruleID)' has no documentation")
        }
        writeStandardOutput(Array((markdown.hasSuffix("\n") ? markdown : markdown + "\n").utf8))
    }
}
