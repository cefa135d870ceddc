import Foundation
import HIGInput
import HIGModel

/// `hig-audit budgets` from start to end: read the dumps and translations, lay the screens out
/// as `check` does, and render the budgets. Nothing is written here; the caller writes the
/// bytes where it was told, so a broken input leaves no partial output.
public enum BudgetRun {
    public struct Output: Sendable {
        public var bytes: [UInt8]
        /// For standard error: translation warnings (a duplicate key, an entry not read).
        public var diagnostics: [SourceDiagnostic]
        public var budgets: [TextBudget]
    }

    /// - Parameters:
    ///   - paths: dumps or directories of dumps.
    ///   - strings: translation sources (`--strings`); for `.xliff`, exactly one XLIFF file
    ///     among them (an `.xliff`, or an `.xcloc` holding one).
    /// - Throws: `SourceError` for a broken dump or XLIFF target, `LocalizationSetup.BrokenTranslations`
    ///   listing every broken translation file.
    public static func run(paths: [String], strings: [String], format: BudgetFormat, xliffSizeUnit: BudgetXLIFFSizeUnit = .pixel, sweep: TextSweep, maxBytes: Int = DumpLoader.defaultMaxBytes) throws -> Output {
        var xliffFile: String?
        if format == .xliff {
            let found = TranslationSources.files(for: strings).files.filter(TranslationReaders.isXLIFF)
            guard found.count == 1 else {
                throw SourceError(file: strings.first ?? "--strings", position: nil, message: found.isEmpty
                    ? "--format xliff writes budgets onto an XLIFF file: name one with --strings (an .xliff file or an .xcloc)"
                    : "--format xliff writes onto one XLIFF file, but --strings names \(found.count) (\(found.joined(separator: ", "))); run once per file")
            }
            xliffFile = found[0]
        }
        var screens: [Screen] = []
        // A folder walk also finds storyboards and settings panes: each is read by its reader
        // (the checkout's projects once), as `check` reads them, with the translations beside them.
        let projects = ProjectIndex(maxBytes: maxBytes)
        var translations = strings
        for file in try DumpDiscovery.files(for: paths).files {
            let input = try StoryboardImport.input(path: file, maxBytes: maxBytes, projects: projects)
            screens += input.dump.screens
            for translation in input.translationFiles where !translations.contains(translation) { translations.append(translation) }
        }
        var sweep = sweep
        let diagnostics = try LocalizationSetup.apply(strings: translations, pseudo: [], maxBytes: maxBytes, to: &sweep)
        let budgets = TextBudgets.compute(screens, sweep: sweep)
        let bytes: [UInt8]
        switch format {
        case .json: bytes = BudgetReport.json(budgets)
        case .csv: bytes = BudgetReport.csv(budgets)
        case .xliff:
            let file = xliffFile!
            let original: [UInt8]
            do {
                original = try DumpLoader.read(path: file, maxBytes: maxBytes, kind: .translations)
            } catch {
                throw error.error
            }
            bytes = try BudgetReport.xliff(original, file: file, budgets: budgets, sizeUnit: xliffSizeUnit)
        }
        return Output(bytes: bytes, diagnostics: diagnostics, budgets: budgets)
    }

    /// Whether writing to `output` would replace one of the inputs (a dump or a translation
    /// file, through any spelling of its path or a symbolic link).
    public static func overwritesInput(_ output: String, paths: [String], strings: [String]) -> Bool {
        guard output != "-" else { return false }
        let target = TranslationSources.identity(of: output)
        var inputs = (try? DumpDiscovery.files(for: paths).files) ?? paths
        inputs += TranslationSources.files(for: strings).files + inputs.flatMap { StoryboardImport.translationFiles(of: $0) }
        return inputs.contains { TranslationSources.identity(of: $0) == target }
    }
}
