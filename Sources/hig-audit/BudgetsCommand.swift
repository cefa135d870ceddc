import ArgumentParser
import Foundation
import HIGAudit
import HIGInput
import HIGModel

/// `hig-audit budgets`: how much room each localizable text has, for translators and their tools.
struct BudgetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "budgets",
        abstract: "Says how much room every localizable text has: width in points, font, lines, and whether today's translations fit.",
        discussion: """
            Lays the screens out as check does (--widths, --sizes) and, for each text with a \
            localization key, reports the tightest room it gets. --format xliff writes the XLIFF \
            file given with --strings (or an .xcloc's) with maxwidth, size-unit="pixel" and font \
            (or, with --xliff-size-unit char, a character limit) and a note on each unit it \
            knows, and nothing else changed. Exit status 2 on bad input.

            Examples:
              hig-audit budgets Dumps/ --strings de.xcloc --format xliff > de-budgets.xliff
              hig-audit budgets Dumps/ --strings App/ --format csv --output budgets.csv
            """
    )

    @Argument(help: "Dump files or directories.", completion: .file())
    var paths: [String] = ["."]

    @Option(help: "json, csv or xliff.")
    var format: BudgetFormat = .json

    @Option(name: .customLong("xliff-size-unit"), help: ArgumentHelp("--format xliff: pixel (maxwidth in points with font, for Weblate's size check) or char (a character limit, for Crowdin, Lokalise and Weblate's length check).", valueName: "unit"))
    var xliffSizeUnit: BudgetXLIFFSizeUnit = .pixel

    @Option(help: "Write here instead of standard output (never one of the inputs).", completion: .file())
    var output: String?

    @Option(help: ArgumentHelp("Table widths in points to lay every screen out at, e.g. 320,375,393,430. Default: each screen's own width.", valueName: "points,…"), completion: .list(CompletionValues.widths))
    var widths: WidthList?

    @Option(help: ArgumentHelp("Content size categories: all, a list (large,AX2) or a range (large...AX5). Default: each screen's own.", valueName: "sizes"), completion: .list(CompletionValues.sizes))
    var sizes: String?

    @Option(name: .customLong("strings"), help: ArgumentHelp("Translations: .xcstrings, .strings/.stringsdict in <locale>.lproj, .xliff, .xcloc, or a directory of them (repeatable).", valueName: "path"), completion: .file())
    var strings: [String] = []

    @Option(name: .customLong("max-file-size"), help: "Largest file to read, in MiB.")
    var maxFileSizeMiB: Int = DumpLoader.defaultMaxBytes / (1 << 20)

    func validate() throws {
        guard maxFileSizeMiB > 0 else { throw ValidationError("--max-file-size must be at least 1 (MiB)") }
        if paths.contains("") { throw ValidationError("a dump path is empty; name a dump file or a directory") }
        if strings.contains("") { throw ValidationError("--strings: the path is empty") }
        if output?.isEmpty == true { throw ValidationError("--output: the path is empty (- is standard output)") }
        if format == .xliff, strings.isEmpty {
            throw ValidationError("--format xliff writes budgets onto an XLIFF file: name one with --strings (an .xliff file or an .xcloc)")
        }
        if let sizes {
            do {
                _ = try SweepSelection.categories(sizes.split(separator: ",").map(String.init))
            } catch {
                throw ValidationError("--sizes: \(error)")
            }
        }
    }

    func run() throws {
        do {
            if let output, BudgetRun.overwritesInput(output, paths: paths, strings: strings) {
                throw BudgetsInputError("\(LogText.name(output)): error: the output would replace an input; write the budgets somewhere else")
            }
            var sweep = TextSweep(widths: widths?.points)
            if let sizes { sweep.sizes = try? SweepSelection.categories(sizes.split(separator: ",").map(String.init)) }
            let maxBytes = maxFileSizeMiB > Int.max >> 20 ? Int.max : maxFileSizeMiB << 20
            let result: BudgetRun.Output
            do {
                result = try BudgetRun.run(paths: paths, strings: strings, format: format, xliffSizeUnit: xliffSizeUnit, sweep: sweep, maxBytes: maxBytes)
            } catch {
                throw BudgetsInputError(String(describing: error))
            }
            for diagnostic in result.diagnostics { printError(diagnostic.description) }
            do {
                try ReportWriter.write(result.bytes, to: output ?? ReportWriter.standardOutput)
            } catch {
                throw BudgetsInputError(error.description)
            }
        } catch let error as BudgetsInputError {
            printError(error.description)
            throw ToolExit.invalidInput
        }
    }
}

extension BudgetFormat: CaseArgument {}
extension BudgetXLIFFSizeUnit: CaseArgument {}

/// An input or output `budgets` cannot use: printed as `path:line:col: error: …`, exit status 2.
private struct BudgetsInputError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
