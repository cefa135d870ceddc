import Foundation
import HIGInput
import HIGModel

/// Settings panes (`Settings.bundle/*.plist`, InAppSettingsKit's `*.inApp.plist`) read for an
/// audit as screens, with the `<locale>.lproj/<StringsTable>.strings` files of their bundle as
/// translations, the owning project's regions deciding which locale folders ship, as for a
/// storyboard (`StoryboardImport`).
extension StoryboardImport {
    public static func loadSettingsPane(path: String, maxBytes: Int = DumpLoader.defaultMaxBytes, projects: ProjectIndex? = nil) throws(SourceError) -> StoryboardImport {
        let bytes = try DumpLoader.readFile(path: path, maxBytes: maxBytes, kind: .settingsPane)
        let pane = try SettingsPaneReader.read(bytes, file: path)
        var result = StoryboardImport(dump: TableDump(file: path, screens: [pane.screen]), translationFiles: [], notes: pane.notes, document: path)
        let project = try (projects ?? ProjectIndex(maxBytes: maxBytes)).owner(ofDocument: path)?.project
        if let region = project?.developmentRegion.flatMap(InputLocales.canonical) {
            result.dump.screens[0].environment.developmentLocale = region
        }
        // A child pane named but missing is a pane the Settings app cannot open.
        let folder = FolderPath.folder(of: path)
        for child in pane.childPanes where !FileManager.default.fileExists(atPath: join(folder, child + ".plist")) && !FileManager.default.fileExists(atPath: join(folder, child + ".inApp.plist")) {
            result.notes.append("\(path): note: child pane '\(child)' has no \(child).plist in \(folder); not audited")
        }
        if let table = pane.stringsTable {
            let found = companions(of: path, table: table, project: project)
            if let refused = found.refused.first { throw refused }
            result.translationFiles = found.files.filter { $0.hasSuffix(".strings") }
            result.notes += found.notes
        }
        return result
    }

    /// The translation files of a pane, for the run's output plan (read before anything else).
    static func settingsPaneTranslationFiles(of path: String, projects: ProjectIndex?) -> [String] {
        guard let bytes = try? DumpLoader.read(path: path, maxBytes: DumpLoader.defaultMaxBytes, kind: .settingsPane),
              let pane = try? SettingsPaneReader.read(bytes, file: path), let table = pane.stringsTable else { return [] }
        return companions(of: path, table: table, project: (try? (projects ?? ProjectIndex()).owner(ofDocument: path))??.project).files.filter { $0.hasSuffix(".strings") }
    }
}

extension DumpLoader.FileKind {
    public static let settingsPane = DumpLoader.FileKind(name: "a settings pane", directoryMessage: "is a directory; expected a settings pane (.plist)")
}
