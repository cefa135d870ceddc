import ArgumentParser
import Foundation
import HIGAudit
import HIGInput
import HIGModel
import TextLayout

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Audits table dumps and reports findings.",
        discussion: """
        PATH is a dump file, a directory, or - for standard input. Directories are searched \
        recursively for *.json files with a "schemaVersion" member; hidden folders and build \
        output are skipped, and the configuration's include/exclude globs apply.

        Settings come from .hig-audit.yml (the nearest one above the working directory, or \
        --config); options given here override it.

        Exit status: 0 when no finding reaches the --fail-on severity (and with --write-baseline \
        unless --fail-on is given), 1 when one does, 2 when an input, configuration or baseline \
        cannot be read or a file is over --max-file-size (every such error is listed and nothing \
        is reported), 64 on a usage error.

        Examples:
          hig-audit check Reports/settings/input.json
          hig-audit check Dumps/ --fail-on error --format json
          hig-audit check Dumps/ --report sarif=out.sarif --report markdown=out.md
          hig-audit check Dumps/ --baseline hig-audit-baseline.json
          hig-audit check Dumps/ --strings App/Localizable.xcstrings --sizes all
          hig-audit check Dumps/ --pseudo double-length
          hig-audit check App/ --format xcode    (an Xcode Run Script phase)
          generate-dump | hig-audit check -
        """
    )

    @Argument(help: "Dump files or directories to audit; - reads standard input.", completion: .file())
    var paths: [String] = ["."]

    @Option(help: "Terminal output: \(ReportFormat.allValueStrings.joined(separator: ", ")). Default: github when GITHUB_ACTIONS=true, else text.", completion: .list(ReportFormat.allValueStrings))
    var format: ReportFormat?

    @Option(name: .customLong("report"), help: ArgumentHelp("Also write a report, as FORMAT=PATH (repeatable; PATH - is standard output).", valueName: "format=path"), completion: .list(CompletionValues.reportPrefixes), transform: ReportRequest.parse)
    var reports: [ReportRequest] = []

    @Option(name: .customLong("fail-on"), help: "Lowest severity that makes the run fail (exit 1): error, warning, note or never. Default: warning.", completion: .list(["error", "warning", "note", "never"]))
    var failOn: ProjectConfiguration.FailThreshold?

    @Flag(help: "Print findings only, without the summary line or progress.")
    var quiet = false

    @Option(help: "Colour in the text report: auto (when standard output is a terminal; a non-empty NO_COLOR or TERM=dumb turns it off, FORCE_COLOR or CLICOLOR_FORCE on), always or never.")
    var color: ColorChoice = .auto

    @Flag(inversion: .prefixedNo, help: "Show progress on standard error (rows and sections checked, rate, time left) on runs over a second. Default: when standard error is a terminal, outside CI (CI set) and without --quiet.")
    var progress: Bool?

    // Seconds before progress appears; tests set 0 to see it on a quick run.
    @Option(help: .hidden)
    var progressDelay: Double = 1

    @Option(help: "Configuration file to use instead of the nearest .hig-audit.yml.", completion: .file(extensions: ["yml", "yaml"]))
    var config: String?

    @Option(help: "Rule preset: recommended or strict.")
    var preset: Preset?

    @Option(help: "Report only findings that are not in this baseline file.", completion: .file(extensions: ["json"]))
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: "Record the current findings in this baseline file.", completion: .file(extensions: ["json"]))
    var writeBaseline: String?

    @Option(name: .customLong("base-path"), help: "Directory report paths are relative to (SARIF, Markdown, annotations). Default: the working directory.", completion: .directory)
    var basePath: String?

    @Flag(name: .customLong("absolute-paths"), help: "Print every finding's file as an absolute path, so Xcode's issue navigator opens it from a Run Script phase (docs/xcode.md).")
    var absolutePaths = false

    @Option(name: .customLong("sarif-category"), help: "SARIF automationDetails.id, to tell several uploads apart in code scanning.")
    var sarifCategory: String?

    @Option(name: .customLong("markdown-limit"), help: "Largest Markdown report in bytes (65536 for a PR comment; default 1048576, a job summary's cap).")
    var markdownLimit: Int = MarkdownReporter.stepSummaryLimit

    @Option(help: ArgumentHelp("Table widths in points to lay every screen out at, e.g. 320,375,393,430. Default: each screen's own width.", valueName: "points,…"), completion: .list(CompletionValues.widths), transform: WidthList.parse)
    var widths: WidthList?

    @Option(help: ArgumentHelp("Content size categories text/truncation checks: all, a list (large,AX2) or a range (large...AX5). Default: each screen's own.", valueName: "sizes"), completion: .list(CompletionValues.sizes))
    var sizes: String?

    @Option(help: ArgumentHelp("Locales to evaluate: all, or a list such as de,fi,ja. Default: the development language and every translation.", valueName: "locales"))
    var locales: String?

    @Option(name: .customLong("layout-profile"), help: ArgumentHelp("Layout constants: ios18 or ios26 (default ios18), or a JSON profile file that overrides some of them (docs/layout-model.md).", valueName: "profile"), completion: .file(extensions: ["json"]))
    var layoutProfile: String?

    @Option(help: "Font metrics file made by scripts/metrics/generate.py. Default: the embedded SF Pro approximation.", completion: .file(extensions: ["json"]))
    var metrics: String?

    @Option(help: "SF Pro's size-specific tracking, as UIKit applies it (system), or none.")
    var tracking: TrackingMode = .system

    @OptionGroup(title: "Localization")
    var localization: LocalizationOptions

    @Option(help: "Threads the audit runs on; a big screen is shared among them. Default: all cores. Output is the same for any value.")
    var jobs: Int?

    @Option(name: .customLong("max-file-size"), help: "Largest file to read, in MiB: each dump, the configuration, the baseline and each translation file.")
    var maxFileSizeMiB: Int = DumpLoader.defaultMaxBytes / (1 << 20)

    func validate() throws {
        guard progressDelay >= 0 else { throw ValidationError("--progress-delay must be 0 or more seconds") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, not \(jobs)") }
        guard maxFileSizeMiB > 0 else { throw ValidationError("--max-file-size must be at least 1 (MiB)") }
        guard markdownLimit >= 1024 else { throw ValidationError("--markdown-limit must be at least 1024 bytes") }
        // An empty path (an unset shell variable, `--baseline "$BASE"`) names no file; said here,
        // before anything is read, rather than as an error about a file called "".
        let named: [(String, String?)] = [("--config", config), ("--baseline", baseline), ("--write-baseline", writeBaseline), ("--base-path", basePath), ("--metrics", metrics)]
        for (option, path) in named where path?.isEmpty == true { throw ValidationError("\(option): the path is empty") }
        if paths.contains("") { throw ValidationError("a dump path is empty; name a dump file, a directory, or - for standard input") }
        if localization.strings.contains("") { throw ValidationError("--strings: the path is empty") }
        if paths.filter({ $0 == "-" }).count > 1 { throw ValidationError("standard input (-) can be read only once") }
        if reports.filter({ $0.path == "-" }).count > 1 { throw ValidationError("only one --report can go to standard output (-)") }
        if format != nil, reports.contains(where: { $0.path == "-" }) { throw ValidationError("--format and a --report to standard output (-) would both write to standard output; send the report to a file") }
        if let baseline, baseline == writeBaseline { throw ValidationError("--baseline and --write-baseline name the same file") }
        _ = try sizeCategories()
        if let layoutProfile, LayoutProfile.Generation(rawValue: layoutProfile) == nil, !FileManager.default.fileExists(atPath: layoutProfile) {
            let names = LayoutProfile.Generation.allCases.map(\.rawValue).joined(separator: ", ")
            throw ValidationError("--layout-profile: '\(LogText.name(layoutProfile))' is neither a built-in profile (\(names)) nor an existing profile file")
        }
        if let locales, case .failure(let problem) = LocaleSelection.parse(locales) {
            throw ValidationError("--locales: \(problem)")
        }
    }

    /// `--sizes` as categories, or a usage error naming the bad one.
    private func sizeCategories() throws -> [HIGModel.ContentSizeCategory]? {
        do { return try sizes.map { try SweepSelection.categories($0.split(separator: ",").map(String.init)) } } catch { throw ValidationError("--sizes: \(error)") }
    }

    /// The options as given, for `CheckSettings.resolve` to lay over the configuration.
    func options() throws -> CheckOptions {
        var options = CheckOptions()
        options.paths = paths
        options.format = format
        options.reports = reports
        options.failOn = failOn
        options.quiet = quiet
        options.config = config
        options.preset = preset
        options.baseline = baseline
        options.writeBaseline = writeBaseline
        options.basePath = basePath
        options.absolutePaths = absolutePaths
        options.sarifCategory = sarifCategory
        options.markdownLimit = markdownLimit
        options.widths = widths?.points
        options.sizes = try sizeCategories()
        options.locales = locales.flatMap(LocaleSelection.init(argument:))
        options.layoutProfile = layoutProfile
        options.metrics = metrics
        options.tracking = tracking
        options.strings = localization.strings
        options.pseudo = localization.pseudo
        options.jobs = jobs
        options.maxBytes = maxFileSizeMiB > Int.max >> 20 ? Int.max : maxFileSizeMiB << 20
        return options
    }

    func run() throws {
        let environment = CheckEnvironment.current
        let auditProgress = AuditProgress()
        let progressLine = TerminalConventions.showsProgress(progress, quiet: quiet, environment: environment.variables, errorIsTerminal: TerminalConventions.standardErrorIsTerminal)
            ? ProgressLine(progress: auditProgress, delay: progressDelay) : nil
        progressLine?.begin()
        // The line is erased before anything else is written to standard error or output.
        var progressShowing = progressLine != nil
        func endProgress() {
            if progressShowing { progressLine?.end() }
            progressShowing = false
        }
        defer { endProgress() }
        var options = try options()
        options.color = TerminalConventions.usesColor(color, environment: environment.variables, outputIsTerminal: TerminalConventions.standardOutputIsTerminal)
        let outcome: CheckRun.Outcome
        do {
            outcome = try CheckRun.run(CheckSettings.resolve(options, environment: environment), progress: auditProgress, auditEnded: endProgress, diagnostic: { printError($0.description) })
        } catch {
            // Nothing has been written to standard output. The error is formatted here, once:
            // one compiler-style line per problem, naming the file and position.
            endProgress()
            printError(error.description)
            throw error.isUsage ? ToolExit.usage : ToolExit.invalidInput
        }
        if outcome.failed { throw ToolExit.findings }
    }
}
