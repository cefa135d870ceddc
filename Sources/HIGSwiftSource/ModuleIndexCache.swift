import Dispatch
import Foundation
import HIGInput
import SwiftParser
import SwiftSyntax

/// One index per module, built once however many of its files are read: a screen's row views,
/// enums and localization helpers may be declared in any file of the module.
///
/// A module is the folder a file's declarations can reach: `Sources/<Target>` in a package,
/// else the folder holding the nearest `.xcodeproj` (an app target's sources), else the
/// file's own folder. Files are read within the input size limit and parsed in parallel;
/// only files that spell a declaration a screen can use are parsed. A file of the module that
/// does not parse adds nothing (it is reported when it is itself an input).
final class ModuleIndexCache: @unchecked Sendable {
    static let shared = ModuleIndexCache()
    /// A module with more Swift files than this is indexed from its first files only.
    static let maximumFiles = 20_000

    /// A module's declarations, and the tree of each of its files that was parsed for them
    /// (by path), so that reading one of those files uses the same tree and a declaration of
    /// the file itself is located in it.
    struct Module {
        var index: ModuleIndex
        var trees: [String: SourceFileSyntax]
    }

    private let lock = NSLock()
    private var modules: [String: Module] = [:]

    func module(for path: String, maxBytes: Int) -> Module {
        let root = Self.moduleRoot(of: path)
        // Held while building: documents are read in parallel, and the files of one module
        // asking at once would each build it again. The build is itself parallel.
        lock.lock()
        defer { lock.unlock() }
        if let module = modules[root] { return module }
        let module = Self.build(root: root, maxBytes: maxBytes)
        modules[root] = module
        return module
    }

    static func moduleRoot(of path: String) -> String {
        let manager = FileManager.default
        let directory = FolderPath.folder(of: path)
        var current = directory
        for _ in 0..<8 {
            // A relative path is climbed up to its first component: the working folder is
            // looked at only when the path starts there ("./…").
            let parent = current.contains("/") ? FolderPath.folder(of: current) : ""
            if (parent as NSString).lastPathComponent == "Sources" { return current }
            let entries = (try? manager.contentsOfDirectory(atPath: current)) ?? []
            if entries.contains(where: { $0.hasSuffix(".xcodeproj") || $0 == "Package.swift" || $0 == ".git" }) { return current }
            if parent.isEmpty || parent == current { break }
            current = parent
        }
        return directory
    }

    /// The Swift files under `root`, sorted, skipping hidden and build folders.
    static func swiftFiles(under root: String) -> [String] {
        let base = URL(fileURLWithPath: root)
        guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]) else { return [] }
        var files: [String] = []
        let prefix = root.hasSuffix("/") ? root : root + "/"
        for case let url as URL in enumerator {
            if [".build", "DerivedData", "Pods", "Carthage", "node_modules"].contains(url.lastPathComponent) {
                enumerator.skipDescendants()
                continue
            }
            guard url.pathExtension == "swift", (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            files.append(prefix + String(url.path.dropFirst(base.path.count + 1)))
            if files.count >= maximumFiles { break }
        }
        return files.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    static func build(root: String, maxBytes: Int) -> Module {
        let files = swiftFiles(under: root)
        let trees = ParallelRead.map(files) { file -> SourceFileSyntax? in
            guard case .success(let bytes) = Result(catching: { () throws(DumpLoader.ReadFailure) in try DumpLoader.read(path: file, maxBytes: maxBytes, kind: SwiftSourceReader.fileKind) }),
                  SwiftSourceReader.contains(bytes, any: SwiftSourceReader.declarationWords) else { return nil }
            let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
            return tree.hasError ? nil : tree
        }
        var index = ModuleIndex()
        var byPath: [String: SourceFileSyntax] = [:]
        // In file order, so which of two same-named declarations wins does not depend on timing.
        for (file, tree) in zip(files, trees) {
            guard let tree else { continue }
            index.add(tree)
            byPath[file] = tree
        }
        return Module(index: index, trees: byPath)
    }
}

/// `map` over files on every core, results in input order.
enum ParallelRead {
    static func map<Output>(_ inputs: [String], _ transform: (String) -> Output?) -> [Output?] {
        var results = [Output?](repeating: nil, count: inputs.count)
        results.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            nonisolated(unsafe) let output = base
            // Each iteration writes its own element only.
            nonisolated(unsafe) let transform = transform
            DispatchQueue.concurrentPerform(iterations: inputs.count) { position in
                output[position] = transform(inputs[position])
            }
        }
        return results
    }
}
