import Foundation
import HIGModel
import Testing
@testable import HIGAudit

/// A Swift file's translation files are its module's, from its own folder up to the module
/// root, found once per folder in a run and looked up for the folder's other files: each file
/// gets its own module's files (never another module's, never a link out of the checkout), in
/// the same order whether its folder was walked for it or for an earlier file.
@Suite struct SwiftTranslationFilesTests {
    static let strings = "\"title\" = \"Title\";\n"
    static let catalog = #"{"sourceLanguage": "en", "strings": {}, "version": "1.0"}"#
    static let screen = "import SwiftUI\n\nstruct Screen: View {\n    var body: some View {\n        List { Text(\"title\") }\n    }\n}\n"

    /// Two package modules: `Alpha` with a `Screens` subfolder that has its own table, and
    /// `Beta`, whose French file is a link to a file outside the checkout.
    static func checkout() throws -> (root: String, outside: String) {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("hig-audit-swift-translations-\(UUID().uuidString)").path
        let files: [String: String] = [
            "Sources/Alpha/Main.swift": screen,
            "Sources/Alpha/Settings.swift": screen,
            "Sources/Alpha/Alpha.xcstrings": catalog,
            "Sources/Alpha/de.lproj/Localizable.strings": strings,
            "Sources/Alpha/fr.lproj/Localizable.strings": strings,
            "Sources/Alpha/Screens/List.swift": screen,
            "Sources/Alpha/Screens/de.lproj/Rows.strings": strings,
            "Sources/Alpha/Screens/fr.lproj/Rows.strings": strings,
            "Sources/Beta/Other.swift": screen,
            "Sources/Beta/More.swift": screen,
            "Sources/Beta/de.lproj/Localizable.strings": strings,
        ]
        for (name, text) in files {
            let path = root + "/" + name
            try manager.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        let outside = root + "-outside.strings"
        try Data(strings.utf8).write(to: URL(fileURLWithPath: outside))
        try manager.createDirectory(atPath: root + "/Sources/Beta/fr.lproj", withIntermediateDirectories: true)
        try manager.createSymbolicLink(atPath: root + "/Sources/Beta/fr.lproj/Localizable.strings", withDestinationPath: outside)
        return (root, outside)
    }

    static func remove(_ checkout: (root: String, outside: String)) {
        try? FileManager.default.removeItem(atPath: checkout.root)
        try? FileManager.default.removeItem(atPath: checkout.outside)
    }

    static func expected(_ root: String) -> [String: [String]] {
        let alpha = root + "/Sources/Alpha"
        let module = [alpha + "/Alpha.xcstrings", alpha + "/de.lproj/Localizable.strings", alpha + "/fr.lproj/Localizable.strings"]
        return [
            "Sources/Alpha/Main.swift": module,
            "Sources/Alpha/Settings.swift": module,
            // The subfolder's own table first, then the module root's.
            "Sources/Alpha/Screens/List.swift": [alpha + "/Screens/de.lproj/Rows.strings", alpha + "/Screens/fr.lproj/Rows.strings"] + module,
            // The link out of the checkout is never listed.
            "Sources/Beta/Other.swift": [root + "/Sources/Beta/de.lproj/Localizable.strings"],
            "Sources/Beta/More.swift": [root + "/Sources/Beta/de.lproj/Localizable.strings"],
        ]
    }

    /// One run's project model asked for every file, folders interleaved and each asked twice,
    /// gives what a fresh walk for that file alone gives.
    @Test func everyFileGetsItsOwnModulesFilesInOrder() throws {
        let checkout = try Self.checkout()
        defer { Self.remove(checkout) }
        let expected = Self.expected(checkout.root)
        let order = ["Sources/Alpha/Screens/List.swift", "Sources/Beta/Other.swift", "Sources/Alpha/Main.swift", "Sources/Beta/More.swift",
                     "Sources/Alpha/Settings.swift", "Sources/Alpha/Screens/List.swift", "Sources/Beta/Other.swift"]
        let projects = ProjectIndex()
        for file in order {
            let path = checkout.root + "/" + file
            #expect(StoryboardImport.translationFiles(of: path, projects: projects) == expected[file], "\(file)")
            #expect(StoryboardImport.translationFiles(of: path) == expected[file], "\(file), walked alone")
        }
    }

    /// Reading the files: each Alpha file carries its own list; each Beta file stops at the
    /// link out of the checkout, the second as the first although its folder was walked once.
    @Test func readingAFileUsesTheFolderFoundOnce() throws {
        let checkout = try Self.checkout()
        defer { Self.remove(checkout) }
        let expected = Self.expected(checkout.root)
        let projects = ProjectIndex()
        for file in ["Sources/Alpha/Main.swift", "Sources/Alpha/Screens/List.swift", "Sources/Alpha/Settings.swift"] {
            let input = try StoryboardImport.input(path: checkout.root + "/" + file, projects: projects)
            #expect(input.translationFiles == expected[file], "\(file)")
        }
        for file in ["Sources/Beta/Other.swift", "Sources/Beta/More.swift"] {
            #expect(throws: SourceError.self, "\(file)") { try StoryboardImport.input(path: checkout.root + "/" + file, projects: projects) }
            do {
                _ = try StoryboardImport.input(path: checkout.root + "/" + file, projects: projects)
            } catch {
                #expect(error.file == checkout.root + "/Sources/Beta/fr.lproj/Localizable.strings", "\(file): \(error)")
                #expect(error.message.hasSuffix("; not read"), "\(error.message)")
            }
        }
    }

    /// `check` on the module: a report written over a translation file that every Swift file of
    /// the folder shares (listed once in the run's plan) is refused before anything is read.
    @Test func aReportOverASharedTranslationFileIsRefused() throws {
        let checkout = try Self.checkout()
        defer { Self.remove(checkout) }
        let alpha = checkout.root + "/Sources/Alpha"
        for target in ["/fr.lproj/Localizable.strings", "/Screens/de.lproj/Rows.strings"] {
            var options = CheckOptions()
            options.paths = [alpha]
            options.jobs = 1
            var settings = CheckSettings.resolve(options, environment: CheckEnvironment(workingDirectory: checkout.root))
            settings.outputs = [CheckSettings.ReportOutput(format: .json, path: alpha + target, color: false, showsSummary: true, role: "--report json")]
            do {
                _ = try CheckRun.run(settings)
                Issue.record("\(target): the run wrote over a translation file")
            } catch {
                guard case .brokenInputs(let problems) = error else {
                    Issue.record("\(target): \(error)")
                    continue
                }
                #expect(problems.count == 1)
                #expect(problems.first?.message.hasPrefix("--report json would overwrite the translation file") == true, "\(problems)")
            }
            #expect(try String(contentsOfFile: alpha + target, encoding: .utf8) == Self.strings)
        }
    }
}
