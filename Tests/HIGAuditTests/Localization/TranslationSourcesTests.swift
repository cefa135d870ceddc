import Foundation
import HIGModel
import Testing
@testable import HIGAudit
@testable import HIGInput

/// Discovery over a directory written at test time (an `.lproj` folder inside the test target
/// would be taken for a localized resource).
@Suite struct TranslationSourcesTests {
    /// A project's translations; with `broken`, a Finnish file saved with two byte order marks
    /// and a Russian `.stringsdict` entry that is not a dictionary.
    static func makeProject(broken: Bool = true) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hig-audit-l10n-\(UUID().uuidString)")
        func write(_ relative: String, _ bytes: [UInt8]) throws {
            let url = root.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        try write("App/Localizable.xcstrings", Array(#"{"sourceLanguage": "en", "strings": {"a": {"localizations": {"ja": {"stringUnit": {"state": "translated", "value": "エー"}}}}}}"#.utf8))
        try write("App/de.lproj/Localizable.strings", StringsFileReaderTests.utf16("\"a\" = \"Ah\";\n\"b\" = \"Beh\";", bigEndian: false))
        let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
        try write("App/fi.lproj/Localizable.strings", (broken ? mark + mark : mark) + Array("\"a\" = \"Aa\";".utf8))
        let plurals = StringsDictReaderTests.sample
        try write("App/ru.lproj/Localizable.stringsdict", Array((broken ? plurals : plurals.replacingOccurrences(of: "<key>broken</key>\n    <string>not a rule</string>\n", with: "")).utf8))
        try write("App/Base.lproj/Main.strings", Array("\"x\" = \"y\";".utf8))
        try write("App/en.lproj/InfoPlist.strings", Array("CFBundleName = \"Demo\";".utf8))
        try write("App/notes.strings", Array("\"outside\" = \"an lproj\";".utf8))
        try write("App/.build/de.lproj/Localizable.strings", Array("\"copy\" = \"ignored\";".utf8))
        return root
    }

    @Test func findsTranslationFilesInDirectories() throws {
        let root = try Self.makeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let found = TranslationSources.files(for: [root.path])
        let relative = found.files.map { String($0.dropFirst(root.path.count + 1)) }
        #expect(relative == [
            "App/Base.lproj/Main.strings",
            "App/Localizable.xcstrings",
            "App/de.lproj/Localizable.strings",
            "App/en.lproj/InfoPlist.strings",
            "App/fi.lproj/Localizable.strings",
            "App/ru.lproj/Localizable.stringsdict",
        ])
        #expect(found.diagnostics.isEmpty)
    }

    /// `check DIR --strings DIR` hands over the folder and, for each storyboard, the files
    /// beside it under another spelling: each file is read once, so no key is "already
    /// translated" by itself.
    @Test func aFileReachedUnderTwoSpellingsIsReadOnce() throws {
        let root = try Self.makeProject(broken: false)
        defer { try? FileManager.default.removeItem(at: root) }
        let german = root.path + "/App/de.lproj/Localizable.strings"
        let dotted = root.path + "/App/./de.lproj/../de.lproj/Localizable.strings"
        let link = root.appendingPathComponent("Linked.xcstrings")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: root.path + "/App/Localizable.xcstrings")
        let found = TranslationSources.files(for: [root.path + "/App", dotted, german, link.path])
        #expect(found.files.filter { $0.hasSuffix("/de.lproj/Localizable.strings") } == [german], "the first spelling, from the folder")
        #expect(found.files.filter { $0.hasSuffix("Localizable.xcstrings") }.count == 1)
        #expect(found.files.count == 6)
        var sweep = TextSweep()
        let lines = try LocalizationSetup.apply(strings: [root.path + "/App", dotted, german], pseudo: [], to: &sweep)
        #expect(lines.isEmpty, "\(lines)")
        #expect(sweep.translations?.diagnostics.isEmpty == true)
    }

    @Test func everyFileIsReadIntoOneCatalog() throws {
        let root = try Self.makeProject(broken: false)
        defer { try? FileManager.default.removeItem(at: root) }
        var sweep = TextSweep()
        let lines = try LocalizationSetup.apply(strings: [root.path], pseudo: [], to: &sweep)
        #expect(lines.isEmpty, "\(lines)")
        let catalog = try #require(sweep.translations)
        #expect(catalog.entry(table: "Localizable", key: "a", locale: "de")?.value == "Ah")
        #expect(catalog.entry(table: "Localizable", key: "a", locale: "ja")?.value == "エー")
        #expect(catalog.entry(table: "Localizable", key: "a", locale: "fi")?.value == "Aa")
        #expect(catalog.entry(table: "InfoPlist", key: "CFBundleName", locale: "en")?.value == "Demo")
        #expect(catalog.entry(table: "Localizable", key: "inbox.count", locale: "ru")?.isPlural == true)
        #expect(catalog.entry(table: "Main", key: "x", locale: "Base") == nil, "Base.lproj is the development language")
    }

    /// A broken translation file is an input error (#18), as a broken dump is: auditing without
    /// it would pass for the wrong reason. Every problem in every file is listed, in one run.
    @Test func brokenFilesStopTheRunAndAreAllListed() throws {
        let root = try Self.makeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        var sweep = TextSweep()
        let error = try #require(throws: LocalizationSetup.BrokenTranslations.self) {
            try LocalizationSetup.apply(strings: [root.path], pseudo: [], to: &sweep)
        }
        let errors = error.errors.map(\.description)
        #expect(errors.count == 2, "\(errors)")
        // Typed up to the command, which prints them: each error keeps its file and position.
        #expect(error.errors.map(\.severity) == [.error, .error])
        #expect(error.errors.first?.file == "\(root.path)/App/fi.lproj/Localizable.strings")
        #expect(error.errors.first?.position == SourcePosition(line: 1, column: 1))
        #expect(error.errors.last?.position?.line == 35)
        #expect(errors.first == "\(root.path)/App/fi.lproj/Localizable.strings:1:1: error: a second byte order mark at the start of the file (saved twice with a BOM?)")
        #expect(errors.last?.hasPrefix("\(root.path)/App/ru.lproj/Localizable.stringsdict:35:") == true)
        #expect(errors.last?.hasSuffix("error: 'broken' is not a dictionary") == true)
        #expect(sweep.translations == nil, "nothing is half read")
    }

    @Test func aPathThatNamesNothingIsAnError() throws {
        let root = try Self.makeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        var sweep = TextSweep()
        #expect(throws: SourceError(file: root.path + "/missing.xcstrings", position: nil, message: "no such file or directory (given to --strings)")) {
            try TranslationSources.load([root.path, root.path + "/missing.xcstrings"])
        }
        let error = try #require(throws: LocalizationSetup.BrokenTranslations.self) {
            try LocalizationSetup.apply(strings: [root.path + "/missing.xcstrings"], pseudo: [], to: &sweep)
        }
        // A path that names nothing is a problem with no place in a file: no line or column.
        #expect(error.errors.first?.position == nil)
        #expect(error.errors.map(\.description) == ["\(root.path)/missing.xcstrings: error: no such file or directory (given to --strings)"])
    }

    @Test func namedFilesMustBeTranslationFiles() throws {
        let root = try Self.makeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let found = TranslationSources.files(for: [root.path + "/App/notes.strings"])
        #expect(found.files.isEmpty)
        #expect(found.diagnostics.first?.message.hasPrefix("not a translation file") == true)
    }
}
