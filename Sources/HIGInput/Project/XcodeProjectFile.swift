import HIGModel

/// What hig-audit reads from an Xcode project (`X.xcodeproj/project.pbxproj`, an old-style
/// property list) or a Swift package manifest: the regions the product ships, its development
/// region, and the files its groups reference.
public struct XcodeProjectFile: Sendable, Equatable {
    /// How the project is named in notes: `App.xcodeproj`, `Package.swift`.
    public var name: String
    /// The project's file as found (`…/App.xcodeproj/project.pbxproj`, `…/Package.swift`).
    public var path: String
    /// `knownRegions`; empty when the project does not say (a package ships every `.lproj`).
    public var knownRegions: Set<String>
    public var developmentRegion: String?
    /// Absolute, lexically normalized paths of every file the groups reference.
    public var referencedFiles: Set<String>
    /// Folders whose whole contents the project takes in (Xcode 16's synchronized groups; a
    /// package target's resources): absolute, normalized, without a trailing slash.
    public var referencedFolders: [String]

    public init(name: String, path: String, knownRegions: Set<String> = [], developmentRegion: String? = nil, referencedFiles: Set<String> = [], referencedFolders: [String] = []) {
        self.name = name
        self.path = path
        self.knownRegions = knownRegions
        self.developmentRegion = developmentRegion
        self.referencedFiles = referencedFiles
        self.referencedFolders = referencedFolders
    }

    /// True when the groups reference `file` (absolute, normalized) or a folder holding it: a
    /// synchronized folder, or a folder reference (a `Settings.bundle`, a blue folder).
    public func references(_ file: String) -> Bool {
        if referencedFolders.contains(where: { file.hasPrefix($0 + "/") }) { return true }
        var path = Substring(file)
        while !path.isEmpty {
            if referencedFiles.contains(String(path)) { return true }
            guard let slash = path.lastIndex(of: "/") else { break }
            path = path[..<slash]
        }
        return false
    }

    /// Reads a project.pbxproj. `projectFolder` is the absolute folder holding the `.xcodeproj`
    /// (the project's SOURCE_ROOT). A file without a `PBXProject` still gives the regions of
    /// the first object that lists `knownRegions`.
    public static func read(pbxproj bytes: [UInt8], file: String, name: String, projectFolder: String) throws(SourceError) -> XcodeProjectFile {
        let root = try OldStylePropertyListReader.read(bytes, file: file)
        var project = XcodeProjectFile(name: name, path: file)
        let objects = root["objects"]?.members ?? []
        var byID: [String: PropertyList] = [:]
        for member in objects where byID[member.key] == nil { byID[member.key] = member.value }
        let projectObject = root["rootObject"]?.string.flatMap { byID[$0] }
            ?? objects.first { $0.value["isa"]?.string == "PBXProject" }?.value
            ?? objects.first { $0.value["knownRegions"] != nil }?.value
        guard let projectObject else { return project }
        for region in projectObject["knownRegions"]?.elements ?? [] {
            if let name = region.string, !name.isEmpty { project.knownRegions.insert(name) }
        }
        if let region = projectObject["developmentRegion"]?.string, !region.isEmpty {
            // Projects from before Xcode 4.4 say "English".
            project.developmentRegion = region == "English" ? "en" : region
        }
        let sourceRoot = ProjectPaths.join(projectFolder, projectObject["projectDirPath"]?.string ?? "")
        if let mainGroup = projectObject["mainGroup"]?.string {
            var visited: Set<String> = []
            collect(mainGroup, in: byID, folder: sourceRoot, sourceRoot: sourceRoot, depth: 0, visited: &visited, into: &project)
        }
        return project
    }

    /// Groups nest a few levels; the bound and the visited set make a hostile file's cycles
    /// and depth harmless.
    static let maximumGroupDepth = 64

    private static func collect(_ id: String, in objects: [String: PropertyList], folder: String, sourceRoot: String, depth: Int, visited: inout Set<String>, into project: inout XcodeProjectFile) {
        guard depth <= maximumGroupDepth, visited.insert(id).inserted, let object = objects[id] else { return }
        let base: String
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<group>": base = folder
        case "SOURCE_ROOT": base = sourceRoot
        // Absolute paths and build-setting roots (SDKROOT, BUILT_PRODUCTS_DIR) are outside the
        // checkout: nothing there is audited.
        default: return
        }
        let location = ProjectPaths.join(base, object["path"]?.string ?? "")
        switch object["isa"]?.string {
        case "PBXFileReference":
            project.referencedFiles.insert(location)
        case "PBXFileSystemSynchronizedRootGroup":
            project.referencedFolders.append(location)
        case "PBXGroup", "PBXVariantGroup", "XCVersionGroup":
            for child in object["children"]?.elements ?? [] {
                if let childID = child.string {
                    collect(childID, in: objects, folder: location, sourceRoot: sourceRoot, depth: depth + 1, visited: &visited, into: &project)
                }
            }
        default:
            break
        }
    }

    /// A Swift package manifest: `defaultLocalization: "en"` is its development region; it
    /// ships every `.lproj` among its resources, so it lists no regions; its targets' folders
    /// (`Sources/`) are what it references.
    public static func read(packageManifest bytes: [UInt8], file: String, packageFolder: String) -> XcodeProjectFile {
        let text = String(decoding: bytes, as: UTF8.self)
        var project = XcodeProjectFile(name: "Package.swift", path: file)
        if let range = text.range(of: "defaultLocalization") {
            let rest = text[range.upperBound...].prefix(200)
            if let open = rest.firstIndex(of: "\""), let close = rest[rest.index(after: open)...].firstIndex(of: "\"") {
                let region = String(rest[rest.index(after: open)..<close])
                if !region.isEmpty, region.count <= 40 { project.developmentRegion = region }
            }
        }
        project.referencedFolders = [ProjectPaths.join(packageFolder, "Sources")]
        return project
    }
}

/// Lexical path arithmetic for project references: no file system access, `..` resolved
/// against the path, never above `/`.
public enum ProjectPaths {
    public static func join(_ folder: String, _ relative: String) -> String {
        normalize(relative.hasPrefix("/") ? relative : folder + "/" + relative)
    }

    public static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }
}
