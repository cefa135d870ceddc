import Foundation
import HIGInput
import HIGModel
import HIGSwiftSource

/// A storyboard or xib read for an audit, with the translation files Xcode keeps beside it.
///
/// For `App/Base.lproj/Settings.storyboard` the translations are every
/// `App/<locale>.lproj/Settings.strings` and `App/Settings.xcstrings` (a String Catalog for the
/// storyboard; Xcode 15 and later keep it as `App/mul.lproj/Settings.xcstrings`). The project that
/// owns the document (`ProjectIndex`: the one whose groups reference it, else the nearest above)
/// decides which locale folders ship: a folder its `knownRegions` do not list is said in a note
/// and not audited, and its `developmentRegion` is the screens' development language.
public struct StoryboardImport: Sendable {
    public var dump: TableDump
    /// Translation files for the document's texts, sorted.
    public var translationFiles: [String]
    /// What was left out or approximated, compiler-style (`file:line:col: note: …`).
    public var notes: [String]
    /// The storyboard or xib read; nil for a JSON dump.
    public var document: String?
    /// Where the document's object IDs went, for overlays (`StoryboardOverlay`).
    public var objects: [String: StoryboardObject] = [:]

    /// Any input `check` and `dump` take: a storyboard or xib is imported, anything else is
    /// read as a JSON dump (with no translations or notes of its own).
    /// `projects` is the run's project model, read once for every document; without it each
    /// call reads the projects it needs.
    public static func input(path: String, maxBytes: Int = DumpLoader.defaultMaxBytes, projects: ProjectIndex? = nil) throws(SourceError) -> StoryboardImport {
        var input = StoryboardReader.isDocument(path)
            ? try load(path: path, maxBytes: maxBytes, projects: projects)
            : SettingsPaneReader.isPane(path)
            ? try loadSettingsPane(path: path, maxBytes: maxBytes, projects: projects)
            : SwiftSourceReader.isSwiftSource(path)
            ? try swiftSource(path: path, maxBytes: maxBytes, projects: projects)
            : StoryboardImport(dump: try DumpLoader.load(path: path, maxBytes: maxBytes), translationFiles: [], notes: [])
        input.dump = try InputLocales.canonicalize(input.dump)
        return input
    }

    public static func load(path: String, maxBytes: Int = DumpLoader.defaultMaxBytes, projects: ProjectIndex? = nil) throws(SourceError) -> StoryboardImport {
        let bytes = try DumpLoader.readFile(path: path, maxBytes: maxBytes, kind: .storyboard)
        let document = try StoryboardReader.read(bytes, file: path)
        var result = StoryboardImport(dump: document.dump, translationFiles: [], notes: document.notes.map(\.description), document: path, objects: document.objects)
        let project = try (projects ?? ProjectIndex(maxBytes: maxBytes)).owner(ofDocument: path)?.project
        // A region ICU cannot read leaves the document's own development language.
        if let region = project?.developmentRegion.flatMap(InputLocales.canonical) {
            for index in result.dump.screens.indices { result.dump.screens[index].environment.developmentLocale = region }
        }
        let found = companions(of: path, table: document.table, project: project)
        // A translation file that cannot be read safely stops the run, as a broken one does.
        if let refused = found.refused.first { throw refused }
        result.translationFiles = found.files
        result.notes += found.notes
        return result
    }

    /// The translation files `input(path:)` reads beside the document `path` (none for a JSON
    /// dump), found without reading the document: a run knows them before it reads anything,
    /// so no report can be written over one.
    public static func translationFiles(of path: String, projects: ProjectIndex? = nil) -> [String] {
        translationFileSearch(of: path, projects: projects).files
    }

    /// `translationFiles(of:projects:)` in two steps: this one asks `projects` (a run asks in
    /// file order, so that the projects' notes keep that order), `files` looks in the folders
    /// and may run on any thread (a storyboard's 40 locale folders are 40 paths resolved).
    static func translationFileSearch(of path: String, projects: ProjectIndex? = nil) -> TranslationFileSearch {
        if SettingsPaneReader.isPane(path) { return .found(settingsPaneTranslationFiles(of: path, projects: projects)) }
        if SwiftSourceReader.isSwiftSource(path) { return .found(swiftTranslationFiles(of: path, projects: projects).files) }
        guard StoryboardReader.isDocument(path) else { return .found([]) }
        // A project that cannot be read stops the run when the document is read; here, where
        // only the file list is wanted, every locale folder is listed.
        return .companions(of: path, table: StoryboardReader.table(forDocument: path), project: (try? (projects ?? ProjectIndex()).owner(ofDocument: path))??.project)
    }

    enum TranslationFileSearch: Sendable {
        case found([String])
        /// A storyboard's or xib's: its companions, once looked for.
        case companions(of: String, table: String, project: XcodeProjectFile?)

        var files: [String] {
            switch self {
            case .found(let files): files
            case .companions(let path, let table, let project): StoryboardImport.companions(of: path, table: table, project: project).files
            }
        }
    }

    /// The `.strings` and `.xcstrings` files that translate the document `path`, and notes on
    /// locale folders the project does not ship.
    /// A link among them that dangles, loops or leads out of the folder that holds the `.lproj`
    /// folders (`CheckoutBoundary`) is in `refused`, never opened.
    static func companions(of path: String, table: String, project: XcodeProjectFile?) -> (files: [String], notes: [String], refused: [SourceError]) {
        let folder = FolderPath.folder(of: path)
        // Base.lproj/X.storyboard (or en.lproj/…): translations sit beside the .lproj folder.
        let root = folder.hasSuffix(".lproj") ? FolderPath.folder(of: folder) : folder
        let manager = FileManager.default
        var files: [String] = []
        var notes: [String] = []
        var refused: [SourceError] = []
        let boundary = CheckoutBoundary(folder: root)
        let entries = ((try? manager.contentsOfDirectory(atPath: root)) ?? []).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        for entry in entries where entry.hasSuffix(".lproj") && entry != "Base.lproj" && LocaleSyntax.isLocaleFolderName(String(entry.dropLast(".lproj".count))) {
            let candidate = join(root, entry + "/" + table + ".strings")
            var status = stat()
            guard lstat(candidate, &status) == 0 else { continue }
            if let reason = boundary.verdict(for: candidate).skipReason {
                refused.append(SourceError(file: candidate, position: nil, message: "is \(reason); not read"))
                continue
            }
            let locale = String(entry.dropLast(".lproj".count))
            if let project, !project.knownRegions.isEmpty, !project.knownRegions.contains(locale),
               !project.knownRegions.contains(where: { InputLocales.canonical($0).map { $0 == InputLocales.canonical(locale) } ?? false }) {
                notes.append("\(LogText.name(candidate)): note: \(LogText.name(project.name)) does not list '\(LogText.name(locale))' in knownRegions, so the app does not ship it; not audited")
                continue
            }
            files.append(candidate)
        }
        // Xcode 15+ keeps a storyboard's String Catalog in mul.lproj ("multilingual").
        for catalog in [join(root, table + ".xcstrings"), join(folder, table + ".xcstrings"), join(root, "mul.lproj/" + table + ".xcstrings")] where manager.fileExists(atPath: catalog) && !files.contains(catalog) {
            guard boundary.verdict(for: catalog) == .inside else {
                refused.append(SourceError(file: catalog, position: nil, message: "is \(boundary.verdict(for: catalog).skipReason ?? ""); not read"))
                continue
            }
            files.append(catalog)
        }
        return (files, notes, refused)
    }

    static func join(_ directory: String, _ name: String) -> String {
        directory == "." ? name : directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}

extension DumpLoader.FileKind {
    public static let storyboard = DumpLoader.FileKind(name: "an Interface Builder document", directoryMessage: "is a directory; expected a .storyboard or .xib file")
}

extension StoryboardImport {
    /// The dump with each keyed text's translations from `catalog` written inline, so a dump
    /// printed by `hig-audit dump` carries what the storyboard's `.strings` files said.
    public static func inliningTranslations(_ dump: TableDump, from catalog: TranslationCatalog) -> TableDump {
        guard !catalog.isEmpty else { return dump }
        func inline(_ text: inout Text?) {
            guard var value = text, let key = value.localizationKey else { return }
            let table = value.localizationTable ?? "Localizable"
            // "Don't translate" travels with the text, so the dump audits as the storyboard does.
            if !catalog.shouldTranslate(table: table, key: key) { value.shouldTranslate = false }
            var localizations = value.localizations
            for locale in catalog.locales where !localizations.contains(where: { $0.locale == locale }) {
                guard let entry = catalog.entry(table: table, key: key, locale: locale), !entry.isPlural else { continue }
                localizations.append(Localization(locale: locale, string: entry.value))
            }
            value.localizations = localizations.sorted { $0.locale.utf8.lexicographicallyPrecedes($1.locale.utf8) }
            text = value
        }
        var dump = dump
        for screen in dump.screens.indices {
            for section in dump.screens[screen].table.sections.indices {
                inline(&dump.screens[screen].table.sections[section].header)
                inline(&dump.screens[screen].table.sections[section].footer)
                for row in dump.screens[screen].table.sections[section].rows.indices {
                    inline(&dump.screens[screen].table.sections[section].rows[row].text)
                    inline(&dump.screens[screen].table.sections[section].rows[row].secondaryText)
                }
            }
        }
        return dump
    }
}

extension StoryboardImport {
    /// A storyboard or xib in memory (no translations are looked for): its screens and notes.
    public static func read(_ bytes: [UInt8], file: String) throws(SourceError) -> (dump: TableDump, notes: [String]) {
        let document = try StoryboardReader.read(bytes, file: file)
        return (document.dump, document.notes.map(\.description))
    }

    /// Screens as a format-v1 dump, as `hig-audit dump` prints them.
    public static func dumpJSON(_ screens: [Screen]) -> String {
        DumpWriter.write(screens)
    }
}
