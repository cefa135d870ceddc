import ArgumentParser
import HIGAudit
import HIGInput
import HIGModel

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
            NEW only), then a summary; --format json prints the same as a document \
            (docs/reports.md). Exit status: 0, or 2 when a file cannot be read.

            Example: hig-audit baseline compare main-baseline.json hig-audit-baseline.json
            """
        )

        @Argument(help: "The earlier baseline.", completion: .file(extensions: ["json"]))
        var old: String

        @Argument(help: "The later baseline.", completion: .file(extensions: ["json"]))
        var new: String

        @Option(help: "Output: text or json.")
        var format: ListingFormat = .text

        @Option(name: .customLong("max-file-size"), help: "Largest baseline to read, in MiB.")
        var maxFileSizeMiB: Int = DumpLoader.defaultMaxBytes / (1 << 20)

        func validate() throws {
            guard maxFileSizeMiB > 0 else { throw ValidationError("--max-file-size must be at least 1 (MiB)") }
        }

        func run() throws {
            let before: Baseline, after: Baseline
            let maxBytes = maxFileSizeMiB > Int.max >> 20 ? Int.max : maxFileSizeMiB << 20
            do {
                before = try Baseline.load(path: old, maxBytes: maxBytes)
                after = try Baseline.load(path: new, maxBytes: maxBytes)
            } catch {
                printError(error.description)
                throw ToolExit.invalidInput
            }
            let comparison = Baseline.compare(before, after)
            if format == .json { return writeStandardOutput(CatalogJSON.comparison(comparison)) }
            var out = ""
            for entry in comparison.fixed { out += "- \(entry.summary)\n" }
            for entry in comparison.new { out += "+ \(entry.summary)\n" }
            out += "\(comparison.fixed.count) fixed, \(comparison.new.count) new, \(comparison.unchanged.count) unchanged\n"
            writeStandardOutput(Array(out.utf8))
        }
    }
}
