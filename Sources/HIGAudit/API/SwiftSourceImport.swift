import Foundation
import HIGInput
import HIGModel
import HIGSwiftSource

extension StoryboardImport {
    /// A Swift file's table screens (SwiftUI `List`/`Form`, UIKit data sources), with the
    /// translation files of its module: every `*.xcstrings` and `<locale>.lproj/*.strings`
    /// in the folders from the file's own up to its module's root, as Xcode builds them into
    /// the app. A file that mentions a table but holds no screen the reader understands gives
    /// no screens and a note.
    static func swiftSource(path: String, maxBytes: Int, projects: ProjectIndex? = nil) throws(SourceError) -> StoryboardImport {
        let document = try SwiftSourceReader.load(path: path, maxBytes: maxBytes)
        var dump = document.dump
        let projects = projects ?? ProjectIndex(maxBytes: maxBytes)
        let project = try projects.owner(ofDocument: path)?.project
        if let region = project?.developmentRegion.flatMap(InputLocales.canonical) {
            for index in dump.screens.indices { dump.screens[index].environment.developmentLocale = region }
        }
        let found = swiftTranslationFiles(of: path, projects: projects)
        // A translation file that cannot be read safely stops the run, as a broken one does.
        if let refused = found.refused.first { throw refused }
        dump = developmentStrings(dump, catalog: DevelopmentCatalogs.shared.catalog(found.files, maxBytes: maxBytes))
        return StoryboardImport(dump: dump, translationFiles: found.files, notes: document.notes + found.notes, document: path)
    }

    /// A keyed text shows its development-language translation; with none, the key itself
    /// (what `NSLocalizedString` and SwiftUI's `Text` return), unless the code gave a default.
    static func developmentStrings(_ dump: TableDump, catalog: TranslationCatalog) -> TableDump {
        guard !catalog.isEmpty else { return dump }
        var dump = dump
        for screen in dump.screens.indices {
            let locale = dump.screens[screen].environment.developmentLocale
            func resolve(_ text: inout Text?) {
                guard var value = text, let key = value.localizationKey,
                      let entry = catalog.entry(table: value.localizationTable ?? "Localizable", key: key, locale: locale), !entry.isPlural else { return }
                value.string = entry.value
                text = value
            }
            for section in dump.screens[screen].table.sections.indices {
                resolve(&dump.screens[screen].table.sections[section].header)
                resolve(&dump.screens[screen].table.sections[section].footer)
                for row in dump.screens[screen].table.sections[section].rows.indices {
                    resolve(&dump.screens[screen].table.sections[section].rows[row].text)
                    resolve(&dump.screens[screen].table.sections[section].rows[row].secondaryText)
                    resolve(&dump.screens[screen].table.sections[section].rows[row].deleteConfirmationTitle)
                    for action in dump.screens[screen].table.sections[section].rows[row].trailingSwipeActions.indices {
                        var title: Text? = dump.screens[screen].table.sections[section].rows[row].trailingSwipeActions[action].title
                        resolve(&title)
                        if let title { dump.screens[screen].table.sections[section].rows[row].trailingSwipeActions[action].title = title }
                    }
                }
            }
        }
        return dump
    }

    /// The translation files of the module of the Swift file `path`, and notes on locale
    /// folders the project does not ship. Found without reading the file, so a run knows them
    /// before it reads anything.
    ///
    /// Every Swift file of one folder owned by one project has the same translation files, so
    /// they are found once per run (`ProjectIndex.swiftTranslationFolders`) and looked up for
    /// the folder's other files: a module of 150 files and 2,000 `.strings` is walked once.
    static func swiftTranslationFiles(of path: String, projects: ProjectIndex? = nil) -> (files: [String], notes: [String], refused: [SourceError]) {
        let projects = projects ?? ProjectIndex()
        // A project that cannot be read stops the run when the file is read (`swiftSource`).
        let project = (try? projects.owner(ofDocument: path))??.project
        // The module root and the walk depend only on the file's folder (the name is the
        // last component) and the owning project.
        let folders = projects.swiftTranslationFolders
        if let known = folders.known(folder: FolderPath.folder(of: path), project: project?.path) { return known }
        let root = SwiftSourceReader.moduleRoot(of: path)
        var files: [String] = []
        var notes: [String] = []
        var refused: [SourceError] = []
        // What `files` and `notes` hold, so that a folder of thousands of files is not
        // compared with itself.
        var listedFiles: Set<String> = []
        var listedNotes: Set<String> = []
        var folder = FolderPath.folder(of: path)
        let manager = FileManager.default
        // From the file's folder up to the module root, at most 8 levels.
        for _ in 0..<8 {
            let entries = ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            var tables: Set<String> = []
            for entry in entries where entry.hasSuffix(".xcstrings") { tables.insert(String(entry.dropLast(".xcstrings".count))) }
            for entry in entries where entry.hasSuffix(".lproj") {
                for file in (try? manager.contentsOfDirectory(atPath: join(folder, entry))) ?? [] where file.hasSuffix(".strings") {
                    tables.insert(String(file.dropLast(".strings".count)))
                }
            }
            for table in tables.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) where table != "InfoPlist" {
                let found = companions(of: join(folder, "_"), table: table, project: project)
                files += found.files.filter { listedFiles.insert($0).inserted }
                notes += found.notes.filter { listedNotes.insert($0).inserted }
                refused += found.refused
            }
            if folder == root || folder == "." || folder == "/" { break }
            let parent = FolderPath.folder(of: folder)
            if parent == folder { break }
            folder = parent
        }
        return folders.remember(folder: FolderPath.folder(of: path), project: project?.path, (files, notes, refused))
    }
}

/// The translation files of the Swift files of a run, by folder and owning project, found once
/// each (`StoryboardImport.swiftTranslationFiles`). It lives as long as the run's
/// `ProjectIndex`, so a later run sees the files as they are then.
final class SwiftTranslationFolders: @unchecked Sendable {
    typealias Found = (files: [String], notes: [String], refused: [SourceError])
    private struct Key: Hashable {
        var folder: String
        /// The owning project's file; nil for a folder no project owns.
        var project: String?
    }
    private let lock = NSLock()
    private var found: [Key: Found] = [:]

    /// What an earlier file of `folder` owned by `project` was given, if any.
    func known(folder: String, project: String?) -> Found? {
        lock.lock()
        defer { lock.unlock() }
        return found[Key(folder: folder, project: project)]
    }

    /// Keeps what the walk found; two files read at once may both walk, and the first kept
    /// is what both are given (the walks find the same files).
    func remember(folder: String, project: String?, _ walked: Found) -> Found {
        lock.lock()
        defer { lock.unlock() }
        let key = Key(folder: folder, project: project)
        if let known = found[key] { return known }
        found[key] = walked
        return walked
    }
}

/// The translations of a module, read once however many of its Swift files are read (the
/// files of one module share them). A file that cannot be read leaves its strings as keys
/// here; `check` reports it with the other translation files.
final class DevelopmentCatalogs: @unchecked Sendable {
    static let shared = DevelopmentCatalogs()
    private let lock = NSLock()
    private var catalogs: [[String]: TranslationCatalog] = [:]

    func catalog(_ files: [String], maxBytes: Int) -> TranslationCatalog {
        guard !files.isEmpty else { return TranslationCatalog() }
        // Held while reading: documents are read in parallel, and the files of one module
        // asking at once would each read the module's translations again.
        lock.lock()
        defer { lock.unlock() }
        if let catalog = catalogs[files] { return catalog }
        let catalog = TranslationSources.readEvery(files, maxBytes: maxBytes).catalog
        catalogs[files] = catalog
        return catalog
    }
}
