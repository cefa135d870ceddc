import HIGInput
import HIGModel

/// What `--strings` and `--pseudo` add to a sweep, and what could not be read.
public enum LocalizationSetup {
    /// Reads the translation sources into `sweep` and adds the pseudolanguages. Returns the
    /// lines to print on standard error: each problem compiler-style, then a summary of what
    /// was skipped. Broken files never stop the run; a file over `maxBytes` (`--max-file-size`)
    /// does, with the error thrown.
    public static func apply(strings: [String], pseudo: [PseudoLocalization], maxBytes: Int = DumpLoader.defaultMaxBytes, to sweep: inout TextSweep) throws(SourceError) -> [String] {
        for mode in pseudo where !sweep.pseudo.contains(mode) { sweep.pseudo.append(mode) }
        guard !strings.isEmpty else { return [] }
        var catalog = try TranslationSources.load(strings, maxBytes: maxBytes)
        if let existing = sweep.translations {
            var merged = existing
            merged.merge(catalog)
            catalog = merged
        }
        sweep.translations = catalog
        return report(catalog)
    }

    /// `path:line:col: error: …` lines and a summary of the skipped files and entries.
    public static func report(_ catalog: TranslationCatalog) -> [String] {
        var lines = catalog.diagnostics.map(\.description)
        let skippedFiles = Set(catalog.diagnostics.filter { $0.severity == .error && $0.message.hasSuffix("; file skipped") || $0.message.hasSuffix("; skipped") }.map(\.position.file))
        let skippedEntries = catalog.diagnostics.filter { $0.message.hasSuffix("; entry skipped") }.count
        if !skippedFiles.isEmpty || skippedEntries > 0 {
            var parts: [String] = []
            if !skippedFiles.isEmpty { parts.append("\(skippedFiles.count) translation file\(skippedFiles.count == 1 ? "" : "s") skipped (\(skippedFiles.sorted().joined(separator: ", ")))") }
            if skippedEntries > 0 { parts.append("\(skippedEntries) entr\(skippedEntries == 1 ? "y" : "ies") skipped") }
            lines.append("hig-audit: warning: " + parts.joined(separator: ", ") + "; the audit goes on with the rest (\(catalog.keyCount) keys in \(catalog.locales.count) locales)")
        }
        return lines
    }
}
