import Foundation
import HIGInput
import HIGModel
import HIGSwiftSource

/// Finds the dump files a `check` run reads.
///
/// A path naming a file is read as a dump whatever its name. A directory is searched
/// recursively for `*.json` files that contain a `"schemaVersion"` member, and for Interface
/// Builder documents (`*.storyboard`, `*.xib`), and for Swift files that mention `List`, `Form`
/// or `UITableView` (docs/swift-source.md); other JSON files (package manifests, fixtures
/// of other tools) are skipped. Hidden folders and build output
/// (`.build`, `DerivedData`, `Pods`, `Carthage`, `node_modules`) are not searched.
public enum DumpDiscovery {
    public static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules"]

    public struct Result: Equatable, Sendable {
        /// Dump paths in a stable order: arguments in the order given, directory contents sorted.
        public var files: [String]
        /// JSON files in searched directories that are not dumps.
        public var skippedJSONFiles: Int
        /// FIFOs, sockets and devices met in searched directories, never opened (a FIFO
        /// would wait for a writer forever): one note each for standard error.
        public var notes: [String] = []
    }

    public static func files(for paths: [String]) throws(DumpError) -> Result {
        var files: [String] = []
        var skipped = 0
        var notes: [String] = []
        var seen: Set<String> = []
        for path in paths {
            if path == "-" {
                files.append(path)
                continue
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw DumpError(file: path, position: nil, message: "no such file or directory")
            }
            guard isDirectory.boolValue else {
                if let special = specialKind(path) {
                    throw DumpError(file: path, position: nil, message: "is \(special), not a file; name a dump file, a directory, or - for standard input")
                }
                if seen.insert(path).inserted { files.append(path) }
                continue
            }
            let found = try search(directory: path)
            skipped += found.skipped
            notes += found.special.map { "\($0.path): note: skipped: \($0.kind) is not a file" }
            if found.dumps.isEmpty {
                throw DumpError(file: path, position: nil, message: "no table dumps found (looked for *.json files with a \"schemaVersion\" member, *.storyboard and *.xib files, and *.swift files that mention List, Form or UITableView)")
            }
            for file in found.dumps where seen.insert(file).inserted { files.append(file) }
        }
        return Result(files: files, skippedJSONFiles: skipped, notes: notes)
    }

    private static func search(directory: String) throws(DumpError) -> (dumps: [String], skipped: Int, special: [(path: String, kind: String)]) {
        let manager = FileManager.default
        let base = URL(fileURLWithPath: directory)
        guard let enumerator = manager.enumerator(at: base, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) else {
            throw DumpError(file: directory, position: nil, message: "cannot read directory")
        }
        var dumps: [String] = []
        var skipped = 0
        var special: [(path: String, kind: String)] = []
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        for case let url as URL in enumerator {
            if skippedFolders.contains(url.lastPathComponent) {
                enumerator.skipDescendants()
                continue
            }
            let isDocument = url.pathExtension == "storyboard" || url.pathExtension == "xib"
            let isSwift = url.pathExtension == "swift"
            guard url.pathExtension == "json" || isDocument || isSwift, (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) != true else { continue }
            let relative = String(url.path.dropFirst(base.path.count + 1))
            let path = prefix + relative
            if let kind = specialKind(path) {
                special.append((path, kind))
            } else if isSwift {
                // Only a Swift file that names a list, a form or a table view can hold a screen.
                if mentionsTable(path) { dumps.append(path) }
            } else if isDocument || mentionsSchemaVersion(path) {
                dumps.append(path)
            } else {
                skipped += 1
            }
        }
        let order: (String, String) -> Bool = { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return (dumps.sorted(by: order), skipped, special.sorted { order($0.path, $1.path) })
    }

    /// What a FIFO, socket or device at `path` (links followed) is called; nil for anything
    /// else, and for paths that do not exist.
    static func specialKind(_ path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return DumpLoader.specialFileKind(status.st_mode)
    }

    /// The byte scan for Swift files, within the default size limit (a larger file is listed
    /// so that reading it reports the limit).
    private static func mentionsTable(_ path: String) -> Bool {
        guard let bytes = try? DumpLoader.read(path: path, maxBytes: DumpLoader.defaultMaxBytes, kind: SwiftSourceReader.fileKind) else { return true }
        return SwiftSourceReader.mentionsTable(bytes)
    }

    /// A cheap test that avoids parsing JSON files which are not dumps at all. Unreadable files
    /// count as dumps so that reading them reports the real error.
    private static func mentionsSchemaVersion(_ path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path) else { return true }
        return data.range(of: Data("\"schemaVersion\"".utf8)) != nil
    }
}
