import ArgumentParser
import HIGAudit

struct BaselineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "baseline",
        abstract: "Works with baseline files (check --write-baseline writes them).",
        subcommands: [Compare.self]
    )

    struct Compare: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "compare",
            abstract: "Lists the findings fixed and added between two baselines.",
            discussion: """
            Prints '- ' before each fixed finding (in OLD only) and '+ ' before each new one (in \
            NEW only), then a summary. Exit status: 0, or 2 when a file cannot be read.

            Example: hig-audit baseline compare main-baseline.json hig-audit-baseline.json
            """
        )

        @Argument(help: "The earlier baseline.")
        var old: String

        @Argument(help: "The later baseline.")
        var new: String

        func run() throws {
            let before: Baseline, after: Baseline
            do {
                before = try Baseline.load(path: old)
                after = try Baseline.load(path: new)
            } catch {
                printError(error.description)
                throw ToolExit.invalidInput
            }
            let comparison = Baseline.compare(before, after)
            var out = ""
            for entry in comparison.fixed { out += "- \(entry.summary)\n" }
            for entry in comparison.new { out += "+ \(entry.summary)\n" }
            out += "\(comparison.fixed.count) fixed, \(comparison.new.count) new, \(comparison.unchanged.count) unchanged\n"
            writeStandardOutput(Array(out.utf8))
        }
    }
}
