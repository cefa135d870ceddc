import HIGModel

/// Why `check` stopped before writing anything. The value stays typed from the readers to the
/// command, which prints `description` once (one compiler-style line per problem, every name
/// read from a file escaped by `LogText`) and exits with status 64 when `isUsage`, else 2.
public enum CheckError: Error, CustomStringConvertible, Sendable {
    /// Inputs that cannot be used — the configuration, dumps, storyboards, the baseline, layout
    /// profiles, font metrics, translations, or an output that would overwrite one of them —
    /// every one the run met, in the order it met them, so one run shows all there is to fix.
    case brokenInputs([SourceDiagnostic])
    /// `--locales` names locales (`missing`, as typed) that no input has; `found` is every
    /// locale the inputs have, sorted.
    case unknownLocales(missing: [String], found: [String])
    /// The audit cannot be configured (an unknown rule in the configuration).
    case audit(AuditError)
    /// `--write-baseline` could not write its file.
    case baselineNotWritten(SourceDiagnostic)
    /// A report could not be written.
    case reportNotWritten(ReportWriteError)

    /// The command line asks for something no input has: exit 64, not 2.
    public var isUsage: Bool {
        if case .unknownLocales = self { return true }
        return false
    }

    /// The problems that are at a place in a file (or a whole file): what a caller can point at.
    public var diagnostics: [SourceDiagnostic] {
        switch self {
        case .brokenInputs(let diagnostics): diagnostics
        case .baselineNotWritten(let diagnostic): [diagnostic]
        case .unknownLocales, .audit, .reportNotWritten: []
        }
    }

    public var description: String {
        switch self {
        case .brokenInputs(let diagnostics):
            return diagnostics.map(\.description).joined(separator: "\n")
        case .unknownLocales(let missing, let found):
            let which = missing.map { "'\($0)'" }.joined(separator: ", ")
            let known = found.isEmpty ? "no input has any locale" : "the inputs have: " + found.joined(separator: ", ")
            return "error: --locales names \(which), which no input has; \(known)"
        case .audit(let error):
            return error.description
        case .baselineNotWritten(let diagnostic):
            return diagnostic.description
        case .reportNotWritten(let error):
            return error.description
        }
    }
}

extension CheckRun {
    /// A line `check` writes on standard error without stopping: a translation warning, a note
    /// about what a storyboard cannot say. The command formats it once, when it prints it.
    public enum Diagnostic: Sendable, CustomStringConvertible, Equatable {
        /// Typed: where (file, position) and how much it matters (severity).
        case source(SourceDiagnostic)
        /// A line its reader already wrote (storyboard and project notes, overlay and
        /// duplicate-ID warnings, notes on files passed over): those readers say strings.
        case formatted(String)

        public var description: String {
            switch self {
            case .source(let diagnostic): diagnostic.description
            case .formatted(let line): line
            }
        }
    }
}
