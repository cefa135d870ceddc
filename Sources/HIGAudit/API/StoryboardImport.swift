import Foundation
import HIGInput
import HIGModel
import HIGSwiftSource

/// A storyboard or xib read for an audit, with the translation files Xcode keeps beside it.
///
/// For `App/Base.lproj/Settings.storyboard` the translations are every
/// `App/<locale>.lproj/Settings.strings` and `App/Settings.xcstrings` (a String Catalog for the
/// storyboard). When an `.xcodeproj` is found above, its `knownRegions` decide which locale
/// folders ship: a folder the project does not list is said in a note and not audited, and its
/// `developmentRegion` is the screens' development language.
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
    public static func input(path: String, maxBytes: Int = DumpLoader.defaultMaxBytes) throws(SourceError) -> StoryboardImport {
        var input = StoryboardReader.isDocument(path)
            ? try load(path: path, maxBytes: maxBytes)
            : SwiftSourceReader.isSwiftSource(path)
            ? try swiftSource(path: path, maxBytes: maxBytes)
            : StoryboardImport(dump: try DumpLoader.load(path: path, maxBytes: maxBytes), translationFiles: [], notes: [])
        input.dump = try InputLocales.canonicalize(input.dump)
        return input
    }

    public static func load(path: String, maxBytes: Int = DumpLoader.defaultMaxBytes) throws(SourceError) -> StoryboardImport {
        let bytes = try DumpLoader.readFile(path: path, maxBytes: maxBytes, kind: .storyboard)
        let document = try StoryboardReader.read(bytes, file: path)
        var result = StoryboardImport(dump: document.dump, translationFiles: [], notes: document.notes.map(\.description), document: path, objects: document.objects)
        let project = XcodeProject.find(above: directory(of: path))
        // A region ICU cannot read leaves the document's own development language.
        if let region = project?.developmentRegion.flatMap(InputLocales.canonical) {
            for index in result.dump.screens.indices { result.dump.screens[index].environment.developmentLocale = region }
        }
        let found = companions(of: path, table: document.table, project: project)
        result.translationFiles = found.files
        result.notes += found.notes
        return result
    }

    /// The translation files `input(path:)` reads beside the document `path` (none for a JSON
    /// dump), found without reading the document: a run knows them before it reads anything,
    /// so no report can be written over one.
    public static func translationFiles(of path: String) -> [String] {
        if SwiftSourceReader.isSwiftSource(path) { return swiftTranslationFiles(of: path).files }
        guard StoryboardReader.isDocument(path) else { return [] }
        return companions(of: path, table: StoryboardReader.table(forDocument: path), project: XcodeProject.find(above: directory(of: path))).files
    }

    /// The `.strings` and `.xcstrings` files that translate the document `path`, and notes on
    /// locale folders the project does not ship.
    static func companions(of path: String, table: String, project: XcodeProject?) -> (files: [String], notes: [String]) {
        let folder = directory(of: path)
        // Base.lproj/X.storyboard (or en.lproj/…): translations sit beside the .lproj folder.
        let root = folder.hasSuffix(".lproj") ? directory(of: folder) : folder
        let manager = FileManager.default
        var files: [String] = []
        var notes: [String] = []
        let entries = ((try? manager.contentsOfDirectory(atPath: root)) ?? []).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        for entry in entries where entry.hasSuffix(".lproj") && entry != "Base.lproj" {
            let candidate = join(root, entry + "/" + table + ".strings")
            guard manager.fileExists(atPath: candidate) else { continue }
            let locale = String(entry.dropLast(".lproj".count))
            if let project, !project.knownRegions.isEmpty, !project.knownRegions.contains(locale),
               !project.knownRegions.contains(where: { InputLocales.canonical($0).map { $0 == InputLocales.canonical(locale) } ?? false }) {
                notes.append("\(candidate): note: \(project.path) does not list '\(locale)' in knownRegions, so the app does not ship it; not audited")
                continue
            }
            files.append(candidate)
        }
        for catalog in [join(root, table + ".xcstrings"), join(folder, table + ".xcstrings")] where manager.fileExists(atPath: catalog) && !files.contains(catalog) {
            files.append(catalog)
        }
        return (files, notes)
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func join(_ directory: String, _ name: String) -> String {
        directory == "." ? name : directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}

/// What hig-audit reads from an Xcode project: the regions it ships and its development region.
struct XcodeProject: Sendable {
    var path: String
    var knownRegions: Set<String>
    var developmentRegion: String?

    /// The nearest `*.xcodeproj` in `directory` or above it (at most 8 levels up).
    static func find(above directory: String) -> XcodeProject? {
        let manager = FileManager.default
        var current = URL(fileURLWithPath: directory).standardizedFileURL
        for _ in 0..<8 {
            let entries = ((try? manager.contentsOfDirectory(atPath: current.path)) ?? []).sorted()
            if let project = entries.first(where: { $0.hasSuffix(".xcodeproj") }) {
                let file = current.appendingPathComponent(project).appendingPathComponent("project.pbxproj").path
                guard let data = manager.contents(atPath: file), data.count < 64 << 20 else { return nil }
                return parse(String(decoding: data, as: UTF8.self), path: project)
            }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { break }
            current = parent
        }
        return nil
    }

    /// `knownRegions = ( en, Base, de, "zh-Hans", );` and `developmentRegion = en;` from a
    /// project.pbxproj (an old-style property list).
    static func parse(_ text: String, path: String) -> XcodeProject {
        var project = XcodeProject(path: path, knownRegions: [], developmentRegion: nil)
        if let range = text.range(of: "knownRegions = (") {
            let rest = text[range.upperBound...]
            let list = rest.prefix { $0 != ")" }
            for item in list.split(separator: ",") {
                let name = item.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                if !name.isEmpty { project.knownRegions.insert(name) }
            }
        }
        if let range = text.range(of: "developmentRegion = ") {
            let value = text[range.upperBound...].prefix { $0 != ";" && $0 != "\n" }
            let name = value.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            if !name.isEmpty { project.developmentRegion = name == "English" ? "en" : name }
        }
        return project
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
