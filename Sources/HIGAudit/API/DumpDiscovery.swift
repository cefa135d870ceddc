import Foundation
import HIGInput
import HIGModel
import HIGSwiftSource

/// Finds the dump files a `check` run reads.
///
/// A path naming a file is read as a dump whatever its name. A directory is searched
/// recursively for `*.json` files that contain a `"schemaVersion"` member, for Interface
/// Builder documents (`*.storyboard`, `*.xib`), for settings panes (`Settings.bundle/*.plist`,
/// InAppSettingsKit's `*.inApp.plist`) and for Swift files that mention `List`, `Form` or
/// `UITableView` (docs/swift-source.md); other JSON files (package manifests, fixtures
/// of other tools) are skipped, and so, with a note, is JSON that has a `schemaVersion` but no
/// `screen` or `screens` (a status badge, another tool's configuration): named on the command
/// line it is still read, and its errors said. Hidden folders and build output
/// (`.build`, `DerivedData`, `Pods`, `Carthage`, `node_modules`) are not searched, nor are
/// Xcode localization catalogs (`*.xcloc`): their `Source Contents/` are copies of the app's
/// documents, made for translators, and only their XLIFF is a translation (`--strings`).
public enum DumpDiscovery {
    public static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules"]

    public struct Result: Equatable, Sendable {
        /// Dump paths in a stable order: arguments in the order given, directory contents sorted.
        public var files: [String]
        /// JSON files in searched directories that are not dumps.
        public var skippedJSONFiles: Int
        /// FIFOs, sockets and devices met in searched directories, never opened (a FIFO
        /// would wait for a writer forever), and links that dangle, loop or lead out of the
        /// directory (`CheckoutBoundary`): one note each for standard error.
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
            notes += found.special.map { "\(LogText.name($0.path)): note: skipped: \($0.kind)" }
            notes += found.notDumps.map { "\(LogText.name($0)): note: skipped: has a \"schemaVersion\" member but no \"screen\" or \"screens\", so it is not a table dump (name it to read it as one)" }
            if found.dumps.isEmpty {
                let passedOver = found.notDumps.isEmpty ? "" : "; passed over, having a \"schemaVersion\" but no \"screen\" or \"screens\": " + found.notDumps.map(LogText.name).joined(separator: ", ")
                throw DumpError(file: path, position: nil, message: "no table dumps found (looked for *.json files with a \"schemaVersion\" member, *.storyboard and *.xib files, Settings.bundle panes, and *.swift files that mention List, Form or UITableView)" + passedOver)
            }
            for file in found.dumps where seen.insert(file).inserted { files.append(file) }
        }
        return Result(files: files, skippedJSONFiles: skipped, notes: notes)
    }

    private static func search(directory: String) throws(DumpError) -> (dumps: [String], skipped: Int, special: [(path: String, kind: String)], notDumps: [String]) {
        let manager = FileManager.default
        let base = URL(fileURLWithPath: directory)
        guard let enumerator = manager.enumerator(at: base, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) else {
            throw DumpError(file: directory, position: nil, message: "cannot read directory")
        }
        var dumps: [String] = []
        var skipped = 0
        var special: [(path: String, kind: String)] = []
        var notDumps: [String] = []
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        let boundary = CheckoutBoundary(folder: directory)
        // Each entry's extension and path asked for once: an app's folder holds thousands of
        // translation files, and each question builds its answer anew.
        let basePath = base.path
        for case let url as URL in enumerator {
            let pathExtension = url.pathExtension
            if pathExtension == "xcloc" || skippedFolders.contains(url.lastPathComponent) {
                enumerator.skipDescendants()
                continue
            }
            let urlPath = url.path
            let isDocument = pathExtension == "storyboard" || pathExtension == "xib" || (pathExtension == "plist" && SettingsPaneReader.isPane(urlPath))
            let isSwift = pathExtension == "swift"
            guard pathExtension == "json" || isDocument || isSwift, (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) != true else { continue }
            let relative = String(urlPath.dropFirst(basePath.count + 1))
            let path = prefix + relative
            if let reason = boundary.verdict(for: path).skipReason {
                special.append((path, reason + "; not read"))
            } else if let kind = specialKind(path) {
                special.append((path, "\(kind) is not a file"))
            } else if isSwift {
                // Only a Swift file that names a list, a form or a table view can hold a screen.
                if mentionsTable(path) { dumps.append(path) }
            } else if isDocument {
                dumps.append(path)
            } else {
                switch jsonKind(path) {
                case .dump: dumps.append(path)
                case .otherJSON: skipped += 1
                case .schemaVersionedNotDump:
                    skipped += 1
                    notDumps.append(path)
                }
            }
        }
        let order: (String, String) -> Bool = { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return (dumps.sorted(by: order), skipped, special.sorted { order($0.path, $1.path) }, notDumps.sorted(by: order))
    }

    /// What a FIFO, socket or device at `path` (links followed) is called; nil for anything
    /// else, and for paths that do not exist.
    static func specialKind(_ path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return DumpLoader.specialFileKind(status.st_mode)
    }

    enum JSONKind { case dump, otherJSON, schemaVersionedNotDump }

    /// Text tests, no parsing (dumps can be large, and are parsed once, when read): without
    /// `"schemaVersion"` a file is not a dump; with it but without any `"screen` text (the
    /// `screen` and `screens` members) it is some other tool's file. Unreadable files count as
    /// dumps so that reading them reports the real error.
    static func jsonKind(_ path: String) -> JSONKind {
        guard let bytes = try? DumpLoader.read(path: path, maxBytes: DumpLoader.defaultMaxBytes, kind: .dump) else { return .dump }
        let data = Data(bytes)
        guard data.range(of: Data("\"schemaVersion\"".utf8)) != nil else { return .otherJSON }
        return data.range(of: Data("\"screen".utf8)) != nil ? .dump : .schemaVersionedNotDump
    }

    /// The byte scan for Swift files, within the default size limit (a larger file is listed
    /// so that reading it reports the limit).
    private static func mentionsTable(_ path: String) -> Bool {
        guard let bytes = try? DumpLoader.read(path: path, maxBytes: DumpLoader.defaultMaxBytes, kind: SwiftSourceReader.fileKind) else { return true }
        return SwiftSourceReader.mentionsTable(bytes)
    }
}
