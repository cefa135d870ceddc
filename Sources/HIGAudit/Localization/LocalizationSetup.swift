import HIGInput
import HIGModel

/// What `--strings` and `--pseudo` add to a sweep, and what could not be read.
public enum LocalizationSetup {
    /// Translation files that cannot be used. Every problem is listed, so one run shows all
    /// there is to fix; as for a broken dump, nothing is audited or reported (exit status 2).
    public struct BrokenTranslations: Error, CustomStringConvertible {
        public var errors: [String]
        public var description: String { errors.joined(separator: "\n") }

        public init(errors: [String]) {
            self.errors = errors
        }
    }

    /// Reads the translation sources into `sweep` and adds the pseudolanguages. Returns the
    /// warnings to print on standard error (compiler style). A broken file (an error
    /// diagnostic) or a file over `maxBytes` (`--max-file-size`) throws: a run that went on
    /// without it would pass for the wrong reason.
    public static func apply(strings: [String], pseudo: [PseudoLocalization], maxBytes: Int = DumpLoader.defaultMaxBytes, to sweep: inout TextSweep) throws(BrokenTranslations) -> [String] {
        for mode in pseudo where !sweep.pseudo.contains(mode) { sweep.pseudo.append(mode) }
        guard !strings.isEmpty else { return [] }
        let (read, thrown) = TranslationSources.readEvery(strings, maxBytes: maxBytes)
        let errors = thrown.map(\.description) + read.diagnostics.filter { $0.severity == .error }.map(\.description)
        guard errors.isEmpty else { throw BrokenTranslations(errors: errors) }
        var catalog = read
        if let existing = sweep.translations {
            var merged = existing
            merged.merge(catalog)
            catalog = merged
        }
        sweep.translations = catalog
        return report(catalog)
    }

    /// `path:line:col: warning: …` lines, one per diagnostic.
    public static func report(_ catalog: TranslationCatalog) -> [String] {
        catalog.diagnostics.map(\.description)
    }
}
