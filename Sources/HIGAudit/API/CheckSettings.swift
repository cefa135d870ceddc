import Foundation
import HIGInput
import HIGModel
import TextLayout

/// What a `check` run was asked for on its command line, before anything is resolved: nil
/// (or empty) means "not given", so the configuration file or the default decides.
public struct CheckOptions: Sendable {
    /// Dump files or directories; `-` reads standard input.
    public var paths: [String] = ["."]
    /// The report on standard output; nil: `github` under GitHub Actions, else `text`.
    public var format: ReportFormat?
    /// `--report FORMAT=PATH`; when given they replace the configuration's `reports`.
    public var reports: [ReportRequest] = []
    public var failOn: ProjectConfiguration.FailThreshold?
    /// Findings only, without the summary line (the `text` report).
    public var quiet = false
    /// Colour in the `text` report on standard output; nil: when standard output is a terminal
    /// and `NO_COLOR` is not set.
    public var color: Bool?
    /// A configuration file instead of the nearest `.hig-audit.yml`.
    public var config: String?
    public var preset: Preset?
    public var baseline: String?
    public var writeBaseline: String?
    public var basePath: String?
    /// Report every finding's file as an absolute path (`--absolute-paths`, for Xcode).
    public var absolutePaths = false
    public var sarifCategory: String?
    public var markdownLimit: Int?
    public var widths: [Double]?
    public var sizes: [HIGModel.ContentSizeCategory]?
    public var locales: LocaleSelection?
    /// `ios18`, `ios26` or a layout profile file.
    public var layoutProfile: String?
    /// A font metrics file instead of the embedded metrics.
    public var metrics: String?
    public var tracking: TrackingMode?
    /// Translation files or directories (`--strings`).
    public var strings: [String] = []
    public var pseudo: [PseudoLocalization] = []
    public var jobs: Int?
    /// The largest file read, in bytes (`--max-file-size`, given in MiB).
    public var maxBytes: Int?

    public init() {}
}

/// `--locales`: every locale a text has, or a list.
public enum LocaleSelection: Hashable, Sendable {
    case all
    case only([String])

    /// `all`, or a comma-separated list such as `de,fi,ja`, each in canonical form
    /// (`InputLocales`); nil for an empty item or one that is not a locale identifier.
    public init?(argument: String) {
        guard case .success(let selection) = Self.parse(argument) else { return nil }
        self = selection
    }

    /// The selection, or what is wrong with `argument` (a message for `--locales: …`).
    public static func parse(_ argument: String) -> Result<LocaleSelection, LocaleSelectionError> {
        if argument == "all" { return .success(.all) }
        let items = argument.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard !items.contains(where: \.isEmpty) else {
            return .failure(LocaleSelectionError(description: "expected 'all' or a comma-separated list such as de,fi,ja"))
        }
        let canonical = InputLocales.canonicalize(items)
        if let invalid = canonical.invalid { return .failure(LocaleSelectionError(description: InputLocales.problem(invalid))) }
        return .success(.only(canonical.locales))
    }

    /// The sweep's value: nil checks every locale a text is translated to.
    var locales: [String]? {
        switch self {
        case .all: nil
        case .only(let list): list
        }
    }
}

/// Why a `--locales` value cannot be used.
public struct LocaleSelectionError: Error, CustomStringConvertible, Sendable {
    public var description: String
}

/// Where the layout constants come from.
public enum LayoutProfileSource: Hashable, Sendable {
    case builtIn(LayoutProfile.Generation)
    /// A JSON profile file that overrides some constants (docs/layout-model.md).
    case file(String)

    /// `ios18`, `ios26`, or else a file path.
    public init(argument: String) {
        self = LayoutProfile.Generation(rawValue: argument).map(Self.builtIn) ?? .file(argument)
    }
}

/// A report to write: its format and where (`-` is standard output).
public struct ReportRequest: Hashable, Sendable {
    public var format: ReportFormat
    public var path: String

    public init(format: ReportFormat, path: String) {
        self.format = format
        self.path = path
    }
}

/// What a run sees of the process it runs in, handed over so resolving stays testable.
public struct CheckEnvironment: Sendable {
    public var workingDirectory: String
    public var variables: [String: String]
    public var standardOutputIsTerminal: Bool

    public init(workingDirectory: String, variables: [String: String] = [:], standardOutputIsTerminal: Bool = false) {
        self.workingDirectory = workingDirectory
        self.variables = variables
        self.standardOutputIsTerminal = standardOutputIsTerminal
    }

    /// This process's working directory, environment and standard output.
    public static var current: CheckEnvironment {
        CheckEnvironment(
            workingDirectory: FileManager.default.currentDirectoryPath,
            variables: ProcessInfo.processInfo.environment,
            standardOutputIsTerminal: isatty(STDOUT_FILENO) == 1
        )
    }
}

/// Everything one `check` run uses, resolved once. Precedence, for every setting both can
/// give: the command line, then the configuration file, then the built-in default. Nothing
/// after `resolve` looks at a flag or the configuration's sweep keys again.
public struct CheckSettings: Sendable {
    public var paths: [String]
    /// Rules, presets, suppressions and the include/exclude globs; its sweep and report keys
    /// are already folded into the fields below.
    public var project: ProjectConfiguration
    /// The audit's rules, severities and options, with `sweep` as its text sweep.
    public var audit: AuditConfiguration
    /// Where layout constants and font metrics come from: read by the run, so a broken file is
    /// reported after the dumps, like any input.
    public var layoutProfile: LayoutProfileSource
    public var metrics: String?
    public var tracking: TrackingMode
    public var strings: [String]
    public var pseudo: [PseudoLocalization]
    /// Notes on what storyboards cannot say go to standard error (not with `--quiet`).
    public var showsNotes: Bool
    public var baseline: String?
    public var writeBaseline: String?
    /// Every report in writing order; the last one goes to standard output unless a requested
    /// report already does.
    public var outputs: [ReportOutput]
    public var reportContext: ReportContext
    /// The lowest severity that fails the run; nil: nothing does.
    public var failingSeverity: Severity?
    /// Input errors met while resolving (a broken configuration): the run lists them with the
    /// others it meets and reports nothing.
    public var problems: [SourceDiagnostic] = []
    /// Locales `--locales` named on the command line: one that no input has is a usage error.
    public var namedLocales: [String]?
    public var jobs: Int
    public var maxBytes: Int

    /// A report format (with its text options) and its destination.
    public struct ReportOutput: Sendable {
        public var format: ReportFormat
        public var path: String
        /// `text` only: colour and the summary line.
        public var color: Bool
        public var showsSummary: Bool
        /// What asked for it, for errors about its path ("--report sarif").
        public var role: String = "the output"
        /// The configuration entry that named it: its path must stay inside that file's folder.
        public var declaration: OutputPlan.Declaration?

        public var reporter: any Reporter {
            format == .text ? TextReporter(color: color, showsSummary: showsSummary) : format.reporter
        }
    }

    /// Reads the configuration (`options.config`, else the nearest `.hig-audit.yml` above the
    /// working directory, else the defaults) and lays `options` over it. A configuration that
    /// cannot be read is noted in `problems` for the run to report.
    public static func resolve(_ options: CheckOptions, environment: CheckEnvironment) -> CheckSettings {
        let maxBytes = options.maxBytes ?? DumpLoader.defaultMaxBytes
        var project = ProjectConfiguration(directory: environment.workingDirectory)
        var problem: SourceDiagnostic?
        do {
            if let config = options.config {
                project = try ProjectConfiguration.load(path: config, maxBytes: maxBytes)
            } else if let found = try ProjectConfiguration.discover(from: environment.workingDirectory, maxBytes: maxBytes) {
                project = found
            }
        } catch {
            // The run goes on with the defaults only to find the other broken inputs.
            problem = SourceDiagnostic(error)
        }
        var settings = resolve(options, project: project, environment: environment)
        if let problem { settings.problems.insert(problem, at: 0) }
        return settings
    }

    /// Lays `options` over an already read configuration.
    public static func resolve(_ options: CheckOptions, project configuration: ProjectConfiguration, environment: CheckEnvironment) -> CheckSettings {
        var project = configuration
        if let preset = options.preset { project.preset = preset }
        if let failOn = options.failOn { project.failOn = failOn }
        var audit = project.auditConfiguration()
        audit.textSweep = TextSweep(
            widths: options.widths ?? project.widths,
            sizes: options.sizes ?? project.contentSizeCategories,
            locales: options.locales.map(\.locales) ?? project.locales
        )

        // Reports named on the command line replace the configuration's.
        var outputs: [ReportOutput]
        if options.reports.isEmpty {
            outputs = project.reports.map { report in
                ReportOutput(
                    format: report.format, path: report.path, color: false, showsSummary: true,
                    role: "the configuration's \(report.format.rawValue) report",
                    declaration: project.file.map { OutputPlan.Declaration(file: $0, position: report.position, folder: project.directory) }
                )
            }
        } else {
            outputs = options.reports.map { ReportOutput(format: $0.format, path: $0.path, color: false, showsSummary: true, role: "--report \($0.format.rawValue)") }
        }
        // An explicit --format keeps the terminal output even beside a report to standard
        // output, so the run refuses the two rather than dropping one.
        if options.format != nil || !outputs.contains(where: { $0.path == ReportWriter.standardOutput }) {
            let format = options.format ?? (environment.variables["GITHUB_ACTIONS"] == "true" ? .github : .text)
            let color = format == .text && (options.color ?? (environment.variables["NO_COLOR"] == nil && environment.standardOutputIsTerminal))
            outputs.append(ReportOutput(format: format, path: ReportWriter.standardOutput, color: color, showsSummary: !options.quiet, role: options.format.map { "--format \($0.rawValue)" } ?? "the terminal output"))
        }

        var reportContext = ReportContext(
            toolVersion: ToolInfo.version,
            basePath: options.basePath ?? environment.workingDirectory,
            sarifCategory: options.sarifCategory,
            markdownLimit: options.markdownLimit ?? MarkdownReporter.stepSummaryLimit,
            workingDirectory: environment.workingDirectory
        )
        reportContext.absolutePaths = options.absolutePaths
        var settings = CheckSettings(
            paths: options.paths,
            project: project,
            audit: audit,
            layoutProfile: options.layoutProfile.map(LayoutProfileSource.init(argument:))
                ?? .builtIn(LayoutProfile.Generation(rawValue: (project.layoutProfile ?? .ios18).rawValue) ?? .ios18),
            metrics: options.metrics,
            tracking: options.tracking ?? .system,
            strings: options.strings,
            pseudo: options.pseudo,
            showsNotes: !options.quiet,
            baseline: options.baseline,
            writeBaseline: options.writeBaseline,
            outputs: outputs,
            reportContext: reportContext,
            // Recording a baseline is adopting the findings, not failing on them, unless the
            // command line asks for both.
            failingSeverity: options.writeBaseline != nil && options.failOn == nil ? nil : (project.failOn ?? .warning).severity,
            jobs: options.jobs ?? Audit.defaultJobs,
            maxBytes: options.maxBytes ?? DumpLoader.defaultMaxBytes
        )
        settings.namedLocales = options.locales?.locales
        return settings
    }
}
