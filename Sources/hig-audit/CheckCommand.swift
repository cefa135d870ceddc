import ArgumentParser
import Foundation
import HIGAudit
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
          hig-audit check Dumps/ --report sarif=hig-audit.sarif --report markdown=summary.md
          hig-audit check Dumps/ --baseline hig-audit-baseline.json
          hig-audit check Dumps/ --strings App/Localizable.xcstrings --sizes all
          hig-audit check Dumps/ --pseudo double-length
          generate-dump | hig-audit check -
        """
    )

    @Argument(help: "Dump files or directories to audit; - reads standard input.")
    var paths: [String] = ["."]

    @Option(help: "Terminal output: \(ReportFormat.allValueStrings.joined(separator: ", ")). Default: github when GITHUB_ACTIONS=true, else text.")
    var format: ReportFormat?

    @Option(name: .customLong("report"), help: ArgumentHelp("Also write a report, as FORMAT=PATH (repeatable; PATH - is standard output).", valueName: "format=path"), transform: ReportRequest.parse)
    var reports: [ReportRequest] = []

    @Option(name: .customLong("fail-on"), help: "Lowest severity that makes the run fail (exit 1): error, warning, note or never. Default: warning.")
    var failOn: ProjectConfiguration.FailThreshold?

    @Flag(help: "Print findings only, without the summary line.")
    var quiet = false

    @Option(help: "Configuration file to use instead of the nearest .hig-audit.yml.")
    var config: String?

    @Option(help: "Rule preset: recommended or strict.")
    var preset: Preset?

    @Option(help: "Report only findings that are not in this baseline file.")
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: "Record the current findings in this baseline file.")
    var writeBaseline: String?

    @Option(name: .customLong("base-path"), help: "Directory report paths are relative to (SARIF, Markdown, annotations). Default: the working directory.")
    var basePath: String?

    @Option(name: .customLong("sarif-category"), help: "SARIF automationDetails.id, to tell several uploads apart in code scanning.")
    var sarifCategory: String?

    @Option(name: .customLong("markdown-limit"), help: "Largest Markdown report in bytes (65536 for a PR comment; default 1048576, a job summary's cap).")
    var markdownLimit: Int = MarkdownReporter.stepSummaryLimit

    @Option(help: ArgumentHelp("Table widths in points to lay every screen out at, e.g. 320,375,393,430. Default: each screen's own width.", valueName: "points,…"), transform: WidthList.parse)
    var widths: WidthList?

    @Option(help: ArgumentHelp("Content size categories text/truncation checks: all, a list (large,AX2) or a range (large...AX5). Default: each screen's own.", valueName: "sizes"))
    var sizes: String?

    @Option(help: ArgumentHelp("Locales to evaluate: all, or a list such as de,fi,ja. Default: the development language and every translation.", valueName: "locales"))
    var locales: String?

    @Option(name: .customLong("layout-profile"), help: ArgumentHelp("Layout constants: ios18 or ios26 (default ios18), or a JSON profile file that overrides some of them (docs/layout-model.md).", valueName: "profile"))
    var layoutProfile: String?

    @Option(help: "Font metrics file made by scripts/metrics/generate.py. Default: the embedded SF Pro approximation.")
    var metrics: String?

    @Option(help: "SF Pro's size-specific tracking, as UIKit applies it (system), or none.")
    var tracking: TrackingMode = .system

    @OptionGroup(title: "Localization")
    var localization: LocalizationOptions

    @Option(help: "Threads the audit runs on; a big screen is shared among them. Default: one per core. Output is the same for any value.")
    var jobs: Int = Audit.defaultJobs

    @Option(name: .customLong("max-file-size"), help: "Largest file to read, in MiB: each dump, the configuration, the baseline and each translation file.")
    var maxFileSizeMiB: Int = DumpLoader.defaultMaxBytes / (1 << 20)

    /// `--max-file-size` in bytes: the limit for every file this command reads.
    var maxBytes: Int { maxFileSizeMiB > Int.max >> 20 ? Int.max : maxFileSizeMiB << 20 }

    func validate() throws {
        guard jobs > 0 else { throw ValidationError("--jobs must be at least 1") }
        guard maxFileSizeMiB > 0 else { throw ValidationError("--max-file-size must be at least 1 (MiB)") }
        guard markdownLimit >= 1024 else { throw ValidationError("--markdown-limit must be at least 1024 bytes") }
        if paths.filter({ $0 == "-" }).count > 1 { throw ValidationError("standard input (-) can be read only once") }
        if reports.filter({ $0.path == "-" }).count > 1 { throw ValidationError("only one --report can go to standard output (-)") }
        if let baseline, baseline == writeBaseline { throw ValidationError("--baseline and --write-baseline name the same file") }
        if let sizes {
            do { _ = try SweepSelection.categories(sizes.split(separator: ",").map(String.init)) } catch { throw ValidationError("--sizes: \(error)") }
        }
        if let layoutProfile, LayoutProfile.Generation(rawValue: layoutProfile) == nil, !FileManager.default.fileExists(atPath: layoutProfile) {
            let names = LayoutProfile.Generation.allCases.map(\.rawValue).joined(separator: ", ")
            throw ValidationError("--layout-profile: '\(layoutProfile)' is neither a built-in profile (\(names)) nor an existing profile file")
        }
        if let locales, locales != "all", locales.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
            throw ValidationError("--locales: expected 'all' or a comma-separated list such as de,fi,ja")
        }
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let workingDirectory = FileManager.default.currentDirectoryPath
        do {
            // Every input is read before anything is audited or reported, and every broken one
            // is listed (configuration, dumps, baseline, layout files, translations), so one
            // run shows all there is to fix.
            var problems = InputProblems()
            let project = problems.collect { () throws(InputError) in try configuration(workingDirectory: workingDirectory) }
                ?? ProjectConfiguration(directory: workingDirectory)
            let inputs = loadDumps(project: project, problems: &problems)
            var dumps: [TableDump]? = inputs.dumps
            let knownBaseline = problems.collect { () throws(InputError) in
                do { return try baseline.map { path throws(ConfigurationError) in try Baseline.load(path: path, maxBytes: maxBytes) } } catch { throw InputError(String(describing: error)) }
            } ?? nil
            var sweep = problems.collect { () throws(InputError) in try textSweep(project: project) } ?? TextSweep()
            // Broken translation files are skipped, not fatal: say what was skipped and go on.
            // A file over the size limit is fatal, like a dump.
            let skipped: [String] = problems.collect { () throws(InputError) in
                do { return try localization.apply(to: &sweep, adding: inputs.translationFiles, maxBytes: maxBytes) } catch { throw InputError(String(describing: error)) }
            } ?? []
            try problems.throwIfAny()
            // What storyboards could not say, then what translation files were skipped.
            if !quiet { for line in inputs.notes { printError(line) } }
            for line in skipped { printError(line) }
            // Only a report that draws screens pays for laying them out after the audit.
            let drawn = try requestedFormats(project: project, environment: environment).contains(where: \.drawsScreens)
            var result = try AuditPipeline.run(dumps ?? [], project: project, textSweep: sweep, jobs: jobs, layoutSnapshot: drawn ? LayoutSnapshot.Limits() : nil)
            // Findings keep no reference to the dumps: free them before the reports are made,
            // which on a large run need as much memory again.
            dumps = nil
            if let writeBaseline { try Baseline(findings: result.findings).write(to: writeBaseline) }
            if let knownBaseline { result = result.filtered(by: knownBaseline) }

            try emitReports(result, project: project, environment: environment, workingDirectory: workingDirectory)
            // Recording a baseline is adopting the findings, not failing on them, unless the
            // command line asks for both.
            if writeBaseline != nil && failOn == nil { return }
            if (project.failOn ?? .warning).severity.map({ threshold in result.findings.contains { $0.severity >= threshold } }) == true {
                throw ToolExit.findings
            }
        } catch let exit as ExitCode {
            throw exit
        } catch {
            // Unreadable input, configuration, baseline or report destination: the error names
            // the file and position; nothing has been written to standard output yet.
            printError(String(describing: error))
            throw ToolExit.invalidInput
        }
    }

    /// The project's configuration with this command's options on top.
    private func configuration(workingDirectory: String) throws(InputError) -> ProjectConfiguration {
        var project: ProjectConfiguration
        do {
            if let config {
                project = try ProjectConfiguration.load(path: config, maxBytes: maxBytes)
            } else {
                project = try ProjectConfiguration.discover(from: workingDirectory, maxBytes: maxBytes) ?? ProjectConfiguration(directory: workingDirectory)
            }
            try project.validateReportFormats(ReportFormat.allCases.map(\.rawValue))
        } catch {
            throw InputError(error.description)
        }
        if let preset { project.preset = preset }
        if let failOn { project.failOn = failOn }
        return project
    }

    /// What text is laid out in: this command's options, else the configuration's, else the dump's.
    private func textSweep(project: ProjectConfiguration) throws(InputError) -> TextSweep {
        let fontMetrics: FontMetrics
        if let metrics {
            do { fontMetrics = try FontMetrics(contentsOfFile: metrics) } catch { throw InputError("\(metrics): error: \(error)") }
        } else {
            fontMetrics = .default
        }
        let profile = try layoutProfile.map(Self.loadProfile) ?? .builtIn(LayoutProfile.Generation(rawValue: (project.layoutProfile ?? .ios18).rawValue) ?? .ios18)
        let chosenSizes = try? sizes.map { try SweepSelection.categories($0.split(separator: ",").map(String.init)) }
        let chosenLocales: [String]?? = locales.map { $0 == "all" ? nil : $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
        return TextSweep(
            widths: widths?.points ?? project.widths,
            sizes: chosenSizes ?? project.contentSizeCategories,
            locales: chosenLocales ?? project.locales,
            layout: CellLayoutModel(profile: profile, metrics: fontMetrics, tracking: tracking)
        )
    }

    /// `ios18`, `ios26`, or a layout profile file.
    static func loadProfile(_ value: String) throws(InputError) -> LayoutProfile {
        if let generation = LayoutProfile.Generation(rawValue: value) { return .builtIn(generation) }
        do {
            return try LayoutProfile.load(path: value)
        } catch {
            throw InputError("\(value): error: \(error)")
        }
    }

    /// Reads every input before anything is reported, so a broken file produces no partial
    /// output; a broken file is added to `problems` and the others are still read. Storyboards
    /// and xibs come with their translation files and notes.
    private func loadDumps(project: ProjectConfiguration, problems: inout InputProblems) -> (dumps: [TableDump], translationFiles: [String], notes: [String]) {
        var dumps: [TableDump] = []
        var translationFiles: [String] = []
        var notes: [String] = []
        for path in paths {
            if path == "-" {
                do { dumps.append(try DumpLoader.loadStandardInput(maxBytes: maxBytes)) } catch { problems.add(error.description) }
                continue
            }
            // Files named on the command line are always read; the configuration's globs
            // choose among the files found in directories.
            let found: [String]
            do { found = try DumpDiscovery.files(for: [path]).files } catch {
                problems.add(error.description)
                continue
            }
            let isDirectory = found != [path]
            for file in found where !isDirectory || project.isIncluded(file) {
                do {
                    let input = try StoryboardImport.input(path: file, maxBytes: maxBytes)
                    dumps.append(input.dump)
                    for translation in input.translationFiles where !translationFiles.contains(translation) && !localization.strings.contains(translation) {
                        translationFiles.append(translation)
                    }
                    notes += input.notes
                } catch {
                    problems.add(error.description)
                }
            }
        }
        return (dumps, translationFiles, notes)
    }

    /// The formats this run writes: the reports asked for, and the terminal's.
    private func requestedFormats(project: ProjectConfiguration, environment: [String: String]) throws(InputError) -> [ReportFormat] {
        let requested = reports.isEmpty
            ? project.reports.compactMap { ReportFormat(rawValue: $0.format) }
            : reports.map(\.format)
        let terminal = reports.contains { $0.path == ReportWriter.standardOutput } ? [] : [format ?? (environment["GITHUB_ACTIONS"] == "true" ? .github : .text)]
        return requested + terminal
    }

    private func emitReports(_ result: AuditResult, project: ProjectConfiguration, environment: [String: String], workingDirectory: String) throws(InputError) {
        let context = ReportContext(
            toolVersion: ToolInfo.version,
            basePath: basePath ?? workingDirectory,
            sarifCategory: sarifCategory,
            markdownLimit: markdownLimit,
            workingDirectory: workingDirectory
        )
        // Reports named here replace the configuration's default reports.
        let requested = reports.isEmpty
            ? project.reports.compactMap { report in ReportFormat(rawValue: report.format).map { ReportRequest(format: $0, path: report.path) } }
            : reports
        var outputs: [(reporter: any Reporter, path: String)] = requested.map { ($0.format.reporter, $0.path) }
        if !requested.contains(where: { $0.path == ReportWriter.standardOutput }) {
            let terminalFormat = format ?? (environment["GITHUB_ACTIONS"] == "true" ? .github : .text)
            let color = terminalFormat == .text && environment["NO_COLOR"] == nil && isatty(STDOUT_FILENO) == 1
            let reporter: any Reporter = terminalFormat == .text ? TextReporter(color: color, showsSummary: !quiet) : terminalFormat.reporter
            outputs.append((reporter, ReportWriter.standardOutput))
        }
        // One report in memory at a time: each is made, written and dropped before the next.
        for output in outputs {
            do {
                try ReportWriter.write(to: output.path) { emit in output.reporter.report(result, context: context, emit: emit) }
            } catch {
                throw InputError(error.description)
            }
        }
    }
}

/// An input, configuration, baseline or output that cannot be used: reported as `path:line:col:
/// error: …` on standard error with exit status 2.
struct InputError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// The input errors of one run, in the order they were met.
struct InputProblems {
    private(set) var messages: [String] = []

    mutating func add(_ message: String) {
        messages.append(message)
    }

    /// The value `read` returns, or nil with its error noted.
    mutating func collect<T>(_ read: () throws(InputError) -> T) -> T? {
        do { return try read() } catch {
            add(error.description)
            return nil
        }
    }

    /// All of them as one error, one per line, if there were any.
    func throwIfAny() throws(InputError) {
        guard !messages.isEmpty else { return }
        throw InputError(messages.joined(separator: "\n"))
    }
}

/// `--report FORMAT=PATH`.
struct ReportRequest: ExpressibleByArgument {
    var format: ReportFormat
    var path: String

    init(format: ReportFormat, path: String) {
        self.format = format
        self.path = path
    }

    init?(argument: String) {
        guard let request = try? Self.parse(argument) else { return nil }
        self = request
    }

    /// `FORMAT=PATH`, or a usage error naming the formats.
    static func parse(_ argument: String) throws -> ReportRequest {
        let formats = ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")
        guard let equals = argument.firstIndex(of: "=") else {
            throw ValidationError("expected FORMAT=PATH, with FORMAT one of \(formats)")
        }
        let name = String(argument[..<equals])
        guard let format = ReportFormat(rawValue: name) else {
            throw ValidationError("unknown format '\(name)' (one of \(formats))")
        }
        let path = String(argument[argument.index(after: equals)...])
        guard !path.isEmpty else { throw ValidationError("no PATH after '\(name)=' (a file, or - for standard output)") }
        return ReportRequest(format: format, path: path)
    }

    static var defaultCompletionKind: CompletionKind { .file() }
}

/// `--widths 320,375,393`.
struct WidthList: ExpressibleByArgument {
    var points: [Double]

    /// The widths a table can have: above 0 and at most 10,000 points.
    static let range = "above 0 and at most 10000"

    init?(argument: String) {
        guard let list = try? Self.parse(argument) else { return nil }
        self = list
    }

    init(points: [Double]) {
        self.points = points
    }

    /// Comma-separated points, or a usage error naming the range.
    static func parse(_ argument: String) throws -> WidthList {
        var points: [Double] = []
        for item in argument.split(separator: ",", omittingEmptySubsequences: false) {
            let text = item.trimmingCharacters(in: .whitespaces)
            guard let value = Double(text), value.isFinite, value > 0, value <= 10_000 else {
                throw ValidationError("'\(text)' is not a width; expected points \(range), comma-separated, e.g. 320,375,393")
            }
            if !points.contains(value) { points.append(value) }
        }
        return WidthList(points: points)
    }
}

extension ReportFormat: ExpressibleByArgument {}
extension TrackingMode: ExpressibleByArgument {}
extension ProjectConfiguration.LayoutProfile: ExpressibleByArgument {}
extension Preset: ExpressibleByArgument {}
extension ProjectConfiguration.FailThreshold: ExpressibleByArgument {}
