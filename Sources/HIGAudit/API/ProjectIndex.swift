import Foundation
import HIGInput
import HIGModel

/// The Xcode projects, workspaces and Swift packages of a checkout, each read once per run,
/// and which of them owns a document.
///
/// A document's owner is the project whose groups reference it (Xcode builds it into that
/// project's product, with that project's `knownRegions`); when none does, the nearest project
/// above the document. Candidates are the `.xcodeproj` folders and `Package.swift` manifests in
/// the document's folder and the folders above it (8 levels, as far as a checkout nests
/// documents), plus every project a `.xcworkspace` found there lists: a workspace's projects
/// count together, wherever they sit.
public final class ProjectIndex: @unchecked Sendable {
    /// A document's owner and why it was chosen.
    public struct Owner: Sendable, Equatable {
        public var project: XcodeProjectFile
        /// The project's groups reference the document (else it is only the nearest above).
        public var referencesDocument: Bool
    }

    let maxBytes: Int
    private let lock = NSLock()
    private var projects: [String: XcodeProjectFile?] = [:]
    private var listings: [String: [String]] = [:]
    private var workspaces: [String: [String]] = [:]
    /// What could not be read (a workspace's list of projects): said once each, in the order met.
    public private(set) var notes: [String] = []
    /// Project files that exist but cannot be read or parsed, by location: a document they
    /// may own cannot be audited, since which locales the app ships cannot be known.
    private var failures: [String: SourceError] = [:]
    /// How many project files were parsed: each once, however many documents ask.
    public private(set) var projectFilesRead = 0
    /// The run's Swift files' translation files, found once per folder (SwiftSourceImport.swift).
    let swiftTranslationFolders = SwiftTranslationFolders()
    /// Per project file: how many documents it owned, and of those how many its groups reference.
    private var owned: [String: (project: XcodeProjectFile, documents: Set<String>, referenced: Set<String>)] = [:]

    public init(maxBytes: Int = DumpLoader.defaultMaxBytes) {
        self.maxBytes = maxBytes
    }

    static let levelsAbove = 8

    /// The project that owns the document at `path`, or nil when no project is found. A
    /// candidate project file that exists but cannot be read is an error: auditing on without
    /// it would silently change which locales are audited.
    public func owner(ofDocument path: String) throws(SourceError) -> Owner? {
        lock.lock()
        defer { lock.unlock() }
        let document = ProjectPaths.normalize(URL(fileURLWithPath: path).standardizedFileURL.path)
        var folder = directory(of: document)
        var nearest: [String] = []
        var fromWorkspaces: [String] = []
        for _ in 0..<Self.levelsAbove {
            let entries = listing(folder)
            nearest += entries.filter { $0.hasSuffix(".xcodeproj") }.map { folder + "/" + $0 }
            if entries.contains("Package.swift") { nearest.append(folder + "/Package.swift") }
            for workspace in entries where workspace.hasSuffix(".xcworkspace") {
                fromWorkspaces += projects(inWorkspace: folder + "/" + workspace)
            }
            let parent = directory(of: folder)
            if parent == folder { break }
            folder = parent
        }
        var seen: Set<String> = []
        let locations = (nearest + fromWorkspaces).filter { seen.insert($0).inserted }
        let candidates = locations.compactMap(project(at:))
        if let failure = locations.lazy.compactMap({ self.failures[$0] }).first { throw failure }
        let owner = candidates.first(where: { $0.references(document) }).map { Owner(project: $0, referencesDocument: true) }
            ?? nearest.lazy.compactMap(project(at:)).first.map { Owner(project: $0, referencesDocument: false) }
        if let owner {
            var count = owned[owner.project.path] ?? (owner.project, [], [])
            count.documents.insert(document)
            if owner.referencesDocument { count.referenced.insert(document) }
            owned[owner.project.path] = count
        }
        return owner
    }

    /// One note per project that owned documents, in path order: which regions it gave them
    /// and why it was chosen, so a surprising locale list can be traced to its project. With
    /// the notes of project files that could not be read.
    public func summaryNotes() -> [String] {
        lock.lock()
        defer { lock.unlock() }
        let used = owned.values.sorted { $0.project.path.utf8.lexicographicallyPrecedes($1.project.path.utf8) }.map { entry in
            let project = entry.project
            let (count, referenced) = (entry.documents.count, entry.referenced.count)
            let documents = count == 1 ? "1 document" : "\(count) documents"
            let why = referenced == count ? "its groups reference \(count == 1 ? "it" : "them all")"
                : referenced == 0 ? "the nearest project above; no project's groups reference \(count == 1 ? "it" : "them")"
                : "its groups reference \(referenced); the nearest project above for the others"
            let regions = project.knownRegions.isEmpty ? "every locale folder (no knownRegions)" : project.knownRegions.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.joined(separator: ", ")
            return "\(Self.shown(project.path)): note: regions for \(documents) (\(why)): development language \(project.developmentRegion ?? "unknown"), ships \(regions)"
        }
        return notes + used
    }

    /// One short clause per project that owned documents, in path order, for the summary line:
    /// `App/App.xcodeproj: development language en, ships de, en, fr` (eight regions by name,
    /// then how many more). The notes say why each project was chosen.
    public func regionSources() -> [String] {
        lock.lock()
        defer { lock.unlock() }
        return owned.values.map(\.project).sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }.map { project in
            let regions = project.knownRegions.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            let ships = regions.isEmpty ? "every locale folder" : FindingConsolidation.summary(of: regions)
            // The project folder, not its project.pbxproj inside: the summary is short.
            let shown = Self.shown(project.path)
            let name = shown.hasSuffix(".xcodeproj/project.pbxproj") ? String(shown.dropLast("/project.pbxproj".count)) : shown
            return "\(name): development language \(project.developmentRegion ?? "unknown"), ships \(ships)"
        }
    }

    /// Entries of `folder`, sorted (bytewise, as every listing in the tool), read once.
    private func listing(_ folder: String) -> [String] {
        if let known = listings[folder] { return known }
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        listings[folder] = entries
        return entries
    }

    /// `<FileRef location = "group:App/App.xcodeproj">` entries of a workspace's
    /// contents.xcworkspacedata (group: and container: locations are relative to the
    /// workspace's folder; absolute: ones, and relative ones that leave the folder, are outside
    /// the checkout and skipped).
    private func projects(inWorkspace workspace: String) -> [String] {
        if let known = workspaces[workspace] { return known }
        var found: [String] = []
        let file = workspace + "/contents.xcworkspacedata"
        if let bytes = try? DumpLoader.read(path: file, maxBytes: maxBytes, kind: .project), let root = try? XMLReader.read(bytes, file: file) {
            let folder = directory(of: workspace)
            root.descendants { element in
                guard element.name == "FileRef", let location = element.attribute("location") else { return }
                for prefix in ["group:", "container:"] where location.hasPrefix(prefix) {
                    let target = ProjectPaths.join(folder, String(location.dropFirst(prefix.count)))
                    // A location that climbs out of the workspace's folder (`../../elsewhere`)
                    // is outside the checkout: not read.
                    if target.hasSuffix(".xcodeproj"), target.hasPrefix(folder == "/" ? "/" : folder + "/") { found.append(target) }
                }
            }
        }
        workspaces[workspace] = found
        return found
    }

    /// The project at `location` (an `.xcodeproj` folder or a `Package.swift`), parsed once.
    private func project(at location: String) -> XcodeProjectFile? {
        if let known = projects[location] { return known }
        var result: XcodeProjectFile?
        let folder = directory(of: location)
        if location.hasSuffix("/Package.swift") {
            // A package without defaultLocalization has no localized resources: it decides nothing.
            if let bytes = try? DumpLoader.read(path: location, maxBytes: maxBytes, kind: .project) {
                projectFilesRead += 1
                let package = XcodeProjectFile.read(packageManifest: bytes, file: location, packageFolder: folder)
                if package.developmentRegion != nil { result = package }
            }
        } else {
            let file = location + "/project.pbxproj"
            let name = String(location.split(separator: "/").last ?? "")
            do {
                let bytes = try DumpLoader.read(path: file, maxBytes: maxBytes, kind: .project)
                projectFilesRead += 1
                result = try XcodeProjectFile.read(pbxproj: bytes, file: file, name: name, projectFolder: folder)
            } catch let error as DumpLoader.ReadFailure {
                // A project folder without its file (a partial checkout) owns nothing; a file
                // over the limit, or one that cannot be opened, decides regions nobody can know.
                var status = stat()
                if case .unreadable = error, lstat(file, &status) != 0 {} else {
                    failures[location] = SourceError(file: Self.shown(file), position: nil, message: error.error.message)
                }
            } catch let error as SourceError {
                failures[location] = SourceError(file: Self.shown(file), position: error.position, message: "\(error.message); the locales the app ships cannot be known")
            } catch {}
        }
        projects[location] = .some(result)
        return result
    }

    /// A path as notes show it: relative to the working folder when inside it, as the
    /// documents' own paths are.
    static func shown(_ path: String) -> String {
        let here = ProjectPaths.normalize(FileManager.default.currentDirectoryPath)
        let prefix = here == "/" ? "/" : here + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    private func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }
}

extension DumpLoader.FileKind {
    public static let project = DumpLoader.FileKind(name: "a project file", directoryMessage: "is a directory, not a project file")
}
