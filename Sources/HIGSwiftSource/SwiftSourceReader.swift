import Foundation
import HIGInput
import HIGModel
import SwiftParser
import SwiftSyntax

/// Table screens read from Swift source: SwiftUI `List`/`Form` and UIKit data sources, as
/// the dump model, every element at `file.swift:line:col`.
public struct SwiftSourceDocument: Sendable {
    public var dump: TableDump
    /// What was left out, compiler-style (`file:line:col: note: …`).
    public var notes: [String]
    /// The strings tables the screens' keys are looked up in (`Localizable` for the default).
    public var tables: [String]
    /// Rows whose text is built at run time, kept but not measured.
    public var unknownTextRows: Int
}

public enum SwiftSourceReader {
    public static let fileKind = DumpLoader.FileKind(name: "a Swift source file", directoryMessage: "is a directory; expected a .swift file")

    /// Words a file that builds a table screen spells: files without any are not parsed.
    static let tableWords: [[UInt8]] = ["List", "Form", "UITableView"].map { Array($0.utf8) }
    /// Words of a file whose declarations a screen may use (row views, enums, localization
    /// helpers): such files are parsed for the module's index.
    static let declarationWords: [[UInt8]] = ["View", "enum ", "struct ", "NSLocalizedString", "localized", "tr("].map { Array($0.utf8) }

    public static func isSwiftSource(_ path: String) -> Bool { path.hasSuffix(".swift") }

    /// A cheap byte scan: whether the file mentions a list, a form or a table view.
    public static func mentionsTable(_ bytes: [UInt8]) -> Bool { contains(bytes, any: tableWords) }

    static func contains(_ bytes: [UInt8], any words: [[UInt8]]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            for word in words where word.count <= buffer.count {
                let first = word[0]
                var offset = 0
                let last = buffer.count - word.count
                while offset <= last {
                    if buffer[offset] == first, word.indices.allSatisfy({ buffer[offset + $0] == word[$0] }) { return true }
                    offset += 1
                }
            }
            return false
        }
    }

    /// Parses one file; a file with a syntax error is broken input, located at the first error.
    static func parse(_ bytes: [UInt8], file: String) throws(SourceError) -> (SourceFileSyntax, SourceLocations) {
        let text = try SourceText.utf8(bytes, file: file)
        let tree = text.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let locations = SourceLocations(file: file, bytes: text, root: Syntax(tree).id)
        if tree.hasError {
            let first = ErrorFinder.firstError(in: tree)
            let offset = first?.positionAfterSkippingLeadingTrivia.utf8Offset ?? 0
            let found = first.map { $0.trimmedDescription.isEmpty ? "a missing token" : "'\($0.trimmedDescription.prefix(40))'" } ?? "the end of the file"
            throw SourceError(file: file, position: locations.position(offset), message: "Swift syntax error at \(Self.printable(found)); expected a Swift source file that compiles")
        }
        return (tree, locations)
    }

    /// Only printable characters of source text go into a message: a file cannot write
    /// escape sequences into a terminal or a log.
    static func printable(_ string: String) -> String {
        String(string.unicodeScalars.map { $0.properties.generalCategory == .control || $0.properties.generalCategory == .format ? "?" : Character($0) })
    }

    /// The screens of one file already in memory, with the declarations of `module` (which
    /// should include this file's own).
    static func read(_ tree: SourceFileSyntax, locations: SourceLocations, index: ModuleIndex) -> SwiftSourceDocument {
        var swiftUI = SwiftUIScreenReader(index: index, locations: locations)
        var uiKit = UIKitScreenReader(index: index, locations: locations)
        let screens = swiftUI.screens(in: tree) + uiKit.screens(in: tree)
        var tables: Set<String> = []
        for screen in screens {
            for section in screen.table.sections {
                for text in [section.header, section.footer].compactMap({ $0 }) + section.rows.flatMap({ [$0.text, $0.secondaryText].compactMap { $0 } + $0.trailingSwipeActions.map(\.title) }) where text.localizationKey != nil {
                    tables.insert(text.localizationTable ?? "Localizable")
                }
            }
        }
        var notes = swiftUI.notes + uiKit.notes
        if screens.isEmpty {
            notes.append("\(locations.file): note: skipped: mentions a list or table but no List, Form or table data source was understood")
        }
        return SwiftSourceDocument(
            dump: TableDump(file: locations.file, screens: screens), notes: notes,
            tables: tables.sorted(), unknownTextRows: swiftUI.unknownTextRows + uiKit.unknownTextRows)
    }

    /// Reads a Swift file in memory on its own: only its own declarations are followed.
    public static func read(_ bytes: [UInt8], file: String) throws(SourceError) -> SwiftSourceDocument {
        let (tree, locations) = try parse(bytes, file: file)
        var index = ModuleIndex()
        index.add(tree)
        return read(tree, locations: locations, index: index)
    }

    /// Reads the file at `path`, with the declarations of the module it belongs to.
    public static func load(path: String, maxBytes: Int = DumpLoader.defaultMaxBytes) throws(SourceError) -> SwiftSourceDocument {
        let bytes = try DumpLoader.readFile(path: path, maxBytes: maxBytes, kind: fileKind)
        let module = ModuleIndexCache.shared.module(for: path, maxBytes: maxBytes)
        // The module's own parse of this file when it made one (the same bytes), so the
        // declarations the index holds are this tree's; else this file's own parse added.
        if let tree = module.trees[path] {
            let text = try SourceText.utf8(bytes, file: path)
            return read(tree, locations: SourceLocations(file: path, bytes: text, root: Syntax(tree).id), index: module.index)
        }
        let (tree, locations) = try parse(bytes, file: path)
        var index = module.index
        index.add(tree)
        return read(tree, locations: locations, index: index)
    }
}

/// The first token the parser could not make sense of: one it had to invent (missing) or
/// one it could not place (inside unexpected nodes).
enum ErrorFinder {
    static func firstError(in tree: SourceFileSyntax) -> Syntax? {
        for token in tree.tokens(viewMode: .all) {
            if token.presence == .missing { return Syntax(token) }
            var node = token.parent
            while let current = node {
                if current.is(UnexpectedNodesSyntax.self) { return Syntax(token) }
                node = current.parent
            }
        }
        return nil
    }
}

extension SwiftSourceReader {
    /// The folder whose Swift files form the module of the file at `path` (see
    /// `ModuleIndexCache`): its declarations are followed, and its translations sit in it.
    public static func moduleRoot(of path: String) -> String {
        ModuleIndexCache.moduleRoot(of: path)
    }
}
