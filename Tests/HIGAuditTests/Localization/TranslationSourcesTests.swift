import Foundation
import HIGModel
import Testing
@testable import HIGAudit

/// Discovery over a directory written at test time (an `.lproj` folder inside the test target
/// would be taken for a localized resource).
@Suite struct TranslationSourcesTests {
    static func makeProject() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hig-audit-l10n-\(UUID().uuidString)")
        func write(_ relative: String, _ bytes: [UInt8]) throws {
            let url = root.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        try write("App/Localizable.xcstrings", Array(#"{"sourceLanguage": "en", "strings": {"a": {"localizations": {"ja": {"stringUnit": {"state": "translated", "value": "エー"}}}}}}"#.utf8))
        try write("App/de.lproj/Localizable.strings", StringsFileCatalogTests.utf16("\"a\" = \"Ah\";\n\"b\" = \"Beh\";", bigEndian: false))
        try write("App/fi.lproj/Localizable.strings", [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array("\"a\" = \"Aa\";".utf8))
        try write("App/ru.lproj/Localizable.stringsdict", Array(StringsDictParserTests.sample.utf8))
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

    @Test func brokenFileIsSkippedAndTheRunGoesOn() throws {
        let root = try Self.makeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        var sweep = TextSweep()
        let lines = try LocalizationSetup.apply(strings: [root.path], pseudo: [], to: &sweep)
        let catalog = try #require(sweep.translations)
        #expect(catalog.entry(table: "Localizable", key: "a", locale: "de")?.value == "Ah")
        #expect(catalog.entry(table: "Localizable", key: "a", locale: "ja")?.value == "エー")
        #expect(catalog.entry(table: "InfoPlist", key: "CFBundleName", locale: "en")?.value == "Demo")
        #expect(catalog.entry(table: "Localizable", key: "inbox.count", locale: "ru")?.isPlural == true)
        #expect(catalog.entry(table: "Localizable", key: "a", locale: "fi") == nil, "the broken Finnish file is skipped")
        #expect(catalog.entry(table: "Main", key: "x", locale: "Base") == nil, "Base.lproj is the development language")
        #expect(lines.contains("\(root.path)/App/fi.lproj/Localizable.strings:1:1: error: a second byte order mark at the start of the file (saved twice with a BOM?); file skipped"))
        #expect(lines.contains { $0.hasPrefix("\(root.path)/App/ru.lproj/Localizable.stringsdict:35:") && $0.hasSuffix("error: 'broken' is not a dictionary; entry skipped") })
        let summary = try #require(lines.last)
        #expect(summary.hasPrefix("hig-audit: warning: 1 translation file skipped ("), "\(summary)")
        #expect(summary.contains("1 entry skipped; the audit goes on with the rest"), "\(summary)")
    }

    @Test func aPathThatNamesNothingIsAnError() throws {
        let root = try Self.makeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        var sweep = TextSweep()
        #expect(throws: SourceError(file: root.path + "/missing.xcstrings", position: nil, message: "no such file or directory (given to --strings)")) {
            try LocalizationSetup.apply(strings: [root.path, root.path + "/missing.xcstrings"], pseudo: [], to: &sweep)
        }
    }

    @Test func namedFilesMustBeTranslationFiles() throws {
        let root = try Self.makeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let found = TranslationSources.files(for: [root.path + "/App/notes.strings"])
        #expect(found.files.isEmpty)
        #expect(found.diagnostics.first?.message.hasPrefix("not a translation file") == true)
    }
}
