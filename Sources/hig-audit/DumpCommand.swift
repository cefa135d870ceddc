import ArgumentParser
import Foundation
import HIGAudit
import HIGInput
import HIGModel

struct DumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Prints what hig-audit reads from storyboards, xibs and dumps as one format-v1 dump.",
        discussion: """
        PATH is a .storyboard, a .xib, a JSON dump, or a directory searched for them as check \
        does. The output is one JSON document with every screen read (docs/dump-format.md); the \
        translations found beside a storyboard (<locale>.lproj/<Name>.strings, <Name>.xcstrings) \
        are written inline. `hig-audit check` on the output reports the same findings as on the \
        storyboard, located in the dump instead.

        What the storyboard could not say (placeholders, custom fonts, controls the format has \
        no member for) is listed on standard error as notes, ending with the count of labels \
        whose width Auto Layout decides at run time (not measured; `widthUnknown` in the \
        dump). The overlays of the .hig-audit.yml \
        found from the working directory (`storyboards`, docs/storyboards.md) are applied, as \
        check applies them.

        Exit status: 0, or 2 when an input cannot be read (nothing is printed then).

        Examples:
          hig-audit dump App/Base.lproj/Settings.storyboard
          hig-audit dump App/ > settings-dump.json
        """
    )

    @Argument(help: "Storyboards, xibs, dumps or directories.", completion: .file())
    var paths: [String] = ["."]

    @Option(name: .customLong("max-file-size"), help: "Largest file to read, in MiB.")
    var maxFileSizeMiB: Int = DumpLoader.defaultMaxBytes / (1 << 20)

    @Flag(help: "Do not print notes on standard error.")
    var quiet = false

    func validate() throws {
        guard maxFileSizeMiB > 0 else { throw ValidationError("--max-file-size must be at least 1 (MiB)") }
        if paths.contains("") { throw ValidationError("a path is empty; name a storyboard, xib, dump or directory") }
    }

    func run() throws {
        let maxBytes = maxFileSizeMiB > Int.max >> 20 ? Int.max : maxFileSizeMiB << 20
        var screens: [Screen] = []
        var notes: [String] = []
        var warnings: [String] = []
        do {
            // The project's overlays (`storyboards` in .hig-audit.yml) apply, as in check, so
            // the dump audits as the storyboard does.
            let project = try ProjectConfiguration.discover(from: FileManager.default.currentDirectoryPath, maxBytes: maxBytes)
            var overlays = StoryboardOverlayRun(project?.storyboardOverlays ?? [])
            let projects = ProjectIndex(maxBytes: maxBytes)
            let found = try DumpDiscovery.files(for: paths)
            notes += found.notes
            for file in found.files {
                var input = try StoryboardImport.input(path: file, maxBytes: maxBytes, projects: projects)
                try overlays.apply(to: &input)
                let catalog = try TranslationSources.load(input.translationFiles, maxBytes: maxBytes)
                // A broken translation beside the storyboard stops the dump, as in check.
                let errors = catalog.diagnostics.filter { $0.severity == .error }
                if !errors.isEmpty { throw LocalizationSetup.BrokenTranslations(errors: errors) }
                notes += input.notes + catalog.diagnostics.map(\.description)
                screens += StoryboardImport.inliningTranslations(input.dump, from: catalog).screens
            }
            let said = overlays.diagnostics()
            warnings = said.warnings
            notes += projects.summaryNotes() + said.notes
        } catch {
            printError(String(describing: error))
            throw ToolExit.invalidInput
        }
        for warning in warnings { printError(warning) }
        if !quiet {
            for note in notes { printError(note) }
            // The count check's summary gives for the same screens (translations are inlined,
            // so template texts that ship are the localized ones, as in check).
            if let unmeasured = Screen.unmeasuredLabelsPhrase(AuditPipeline.unmeasuredLabelCount(in: [TableDump(file: "", screens: screens)])) {
                printError("dump: \(unmeasured) (widthUnknown)")
            }
        }
        FileHandle.standardOutput.write(Data(StoryboardImport.dumpJSON(screens).utf8))
    }
}
