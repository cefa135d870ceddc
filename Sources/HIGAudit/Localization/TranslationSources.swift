import Foundation
import HIGInput
import HIGModel

/// Finds and reads translation files: `*.xcstrings`, `<locale>.lproj/<Table>.strings`,
/// `<locale>.lproj/<Table>.stringsdict`, XLIFF 1.2 files (`*.xliff`, `*.xlf`) and Xcode
/// localization catalogs (`*.xcloc`, of which the `Localized Contents/*.xliff` is read: its
/// `Source Contents` are the development-language files the XLIFF was made from), named
/// directly or found under directories.
public enum TranslationSources {
    /// Every translation file `paths` name, sorted within each directory; files named directly
    /// are kept in order. Unknown paths give a diagnostic. A file reached twice (a directory
    /// and a file in it, `de.lproj/X.strings` and `./de.lproj/X.strings`, a symbolic link) is
    /// listed once, under the first spelling: read twice, each key would be "already
    /// translated" by itself. A leading `./` is dropped, so that `check .` names translation
    /// files as it names the documents they translate. Paths are looked at by up to `jobs`
    /// threads (an app's thousands of translation files are named one by one, and a file's
    /// identity is a system call per folder of its path); the list is made in order.
    public static func files(for paths: [String], jobs: Int = 1) -> (files: [String], diagnostics: [SourceDiagnostic]) {
        var files: [String] = []
        var seen: Set<String> = []
        func add(_ file: String, identity: String) {
            var shown = file[...]
            while shown.hasPrefix("./"), shown.count > 2 { shown = shown.dropFirst(2) }
            if seen.insert(identity).inserted { files.append(String(shown)) }
        }
        var diagnostics: [SourceDiagnostic] = []
        let manager = FileManager.default
        let named = ParallelMap.inOrder(paths, jobs: jobs, NamedPath.init(path:))
        for (path, kind) in zip(paths, named) {
            guard let isDirectory = kind.isDirectory else {
                diagnostics.append(.wholeTranslationFile(path, "no such file or directory"))
                continue
            }
            if !isDirectory {
                if let identity = kind.fileIdentity {
                    add(path, identity: identity)
                } else {
                    diagnostics.append(.wholeTranslationFile(path, "not a translation file (expected .xcstrings, .xliff, an .xcloc folder, or .strings/.stringsdict in a <locale>.lproj folder)"))
                }
                continue
            }
            var found: [String] = []
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            // Links are followed only while they stay inside the folder given: a link out of
            // it is an error and its target is never opened (docs/robustness.md).
            let boundary = CheckoutBoundary(folder: path)
            var refused: [SourceDiagnostic] = []
            if let enumerator = manager.enumerator(atPath: path) {
                while let relative = enumerator.nextObject() as? String {
                    let components = relative.split(separator: "/")
                    // Hidden folders and build output hold copies, not sources.
                    if components.contains(where: { $0.hasPrefix(".") || $0 == "build" || $0 == "DerivedData" }) { continue }
                    let full = base + "/" + relative
                    guard TranslationReaders.isTranslationFile(full), isReadInCatalog(full) else { continue }
                    if let reason = boundary.verdict(for: full).skipReason {
                        refused.append(.wholeTranslationFile(full, "is \(reason); not read"))
                    } else {
                        found.append(full)
                    }
                }
            }
            let sorted = found.sorted()
            for (file, identity) in zip(sorted, ParallelMap.inOrder(sorted, jobs: jobs, identity(of:))) { add(file, identity: identity) }
            diagnostics += refused.sorted { $0.file.utf8.lexicographicallyPrecedes($1.file.utf8) }
        }
        return (files, diagnostics)
    }

    /// What a path given names: a folder, a file (with its identity when it is a translation
    /// file), or nothing (`isDirectory` nil).
    struct NamedPath: Sendable {
        var isDirectory: Bool?
        var fileIdentity: String?

        init(path: String) {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return }
            self.isDirectory = isDirectory.boolValue
            if !isDirectory.boolValue, TranslationReaders.isTranslationFile(path) { fileIdentity = TranslationSources.identity(of: path) }
        }
    }

    /// One name per file however its path is spelled: `.` and `..` removed, relative to the
    /// working directory, symbolic links followed.
    static func identity(of path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// Inside an `.xcloc` only `Localized Contents/<locale>.xliff` is a translation; the
    /// `Source Contents` (development-language files) and `Notes` are not. Outside, every file.
    static func isReadInCatalog(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        guard let bundle = parts.lastIndex(where: { $0.hasSuffix(".xcloc") }) else { return true }
        return parts.count == bundle + 3 && parts[bundle + 1] == "Localized Contents" && TranslationReaders.isXLIFF(path)
    }

    /// Reads every file and stops at the first input error: a path that names nothing, a file
    /// over `maxBytes` (`--max-file-size`), a String Catalog member of the wrong type. Broken
    /// files of other kinds are error diagnostics in the catalog.
    public static func load(_ paths: [String], maxBytes: Int = DumpLoader.defaultMaxBytes, jobs: Int = 1) throws(SourceError) -> TranslationCatalog {
        let read = readEvery(paths, maxBytes: maxBytes, jobs: jobs)
        if let first = read.errors.first { throw first }
        return read.catalog
    }

    /// Reads every file, going on past input errors so that one run can list them all: the
    /// catalog of what could be read, and the errors of what could not. Files are parsed by up
    /// to `jobs` threads (`--jobs`) and merged in the order of `files(for:)`, so the catalog,
    /// its diagnostics and the errors are those of a one-job read: the first file read still
    /// wins a key, duplicates and errors are listed in the same order.
    public static func readEvery(_ paths: [String], maxBytes: Int = DumpLoader.defaultMaxBytes, jobs: Int = 1) -> (catalog: TranslationCatalog, errors: [SourceError]) {
        var errors: [SourceError] = []
        // A path that names nothing is a typo or a missing checkout: auditing on without its
        // translations would pass for the wrong reason.
        let found = ParallelMap.inOrder(paths, jobs: jobs) { FileManager.default.fileExists(atPath: $0) }
        var existing: [String] = []
        for (path, exists) in zip(paths, found) {
            if exists {
                existing.append(path)
            } else {
                errors.append(SourceError(file: path, position: nil, message: "no such file or directory (given to --strings)"))
            }
        }
        let (files, diagnostics) = files(for: existing, jobs: jobs)
        var catalog = TranslationCatalog()
        catalog.diagnostics = diagnostics
        // Merged on this thread in file order while the threads parse the files after it, and
        // each file's own catalog dropped once merged: an app's 2,000 files read all at once and
        // merged after would keep every file's catalog alive (+90 MiB at the peak on a 2,000-file
        // app), so the threads read at most 16 files per thread ahead of the merge.
        ParallelMap.forEachInOrder(files, jobs: jobs, lookahead: max(1, jobs) * 16, readOne(maxBytes: maxBytes)) { read in
            switch read {
            case .success(let one): catalog.merge(one)
            case .failure(let error): errors.append(error)
            }
        }
        return (catalog, errors)
    }

    /// The reader of one file: the file read on its own, with its locales in canonical form
    /// (before they meet another file's). Reading is independent per file, so up to `jobs` threads take the next unread
    /// file as they finish one (an app's files differ in size by orders of magnitude); merging
    /// stays with the caller, where order decides which file wins a key.
    static func readOne(maxBytes: Int) -> @Sendable (String) -> Result<TranslationCatalog, SourceError> {
        { file in
            do throws(SourceError) {
                return .success(try InputLocales.canonicalize(read(file, maxBytes: maxBytes)))
            } catch {
                return .failure(error)
            }
        }
    }

    /// One file, by its extension. Unreadable: an error diagnostic; over `maxBytes`, or a
    /// String Catalog member of the wrong type: thrown.
    public static func read(_ file: String, maxBytes: Int = DumpLoader.defaultMaxBytes) throws(SourceError) -> TranslationCatalog {
        let bytes: [UInt8]
        do {
            bytes = try DumpLoader.read(path: file, maxBytes: maxBytes, kind: .translations)
        } catch {
            guard case .unreadable(let reason) = error else { throw error.error }
            var failed = TranslationCatalog()
            failed.files.append(file)
            failed.diagnostics.append(.wholeTranslationFile(file, reason.message))
            return failed
        }
        return try TranslationReaders.read(bytes, file: file)
    }
}
