import Foundation
@testable import HIGInput
import HIGModel
import Testing
@testable import HIGAudit

/// Locales from every input in one spelling, and the names that are not locales refused where
/// they are written.
@Suite struct InputLocalesTests {
    static func dump(_ json: String) throws -> TableDump {
        try DumpLoader.decode(Array(json.utf8), file: "d.json")
    }

    static func screen(developmentLocale: String = "en", row: String) -> String {
        """
        {"schemaVersion": 1, "screen": {"name": "S", "environment": {"width": 320, "developmentLocale": "\(developmentLocale)"},
         "table": {"style": "insetGrouped", "sections": [{"rows": [
          \(row)
         ]}]}}}
        """
    }

    @Test func dumpLocalesAreCanonical() throws {
        let dump = try Self.dump(Self.screen(developmentLocale: "en_us", row: """
        {"id": "a", "text": {"string": "Notifications", "localizations": {"zh_hans": "通知", "de_DE": "Mitteilungen"}},
         "auditSuppressions": [{"rule": "text/truncation", "locales": ["de-de", "de_DE", "fr"], "reason": "short"}]}
        """))
        let canonical = try InputLocales.canonicalize(dump)
        let screen = try #require(canonical.screens.first)
        #expect(screen.environment.developmentLocale == "en-US")
        let row = try #require(screen.table.sections.first?.rows.first)
        // Sorted by their new names, as the decoder sorts them.
        #expect(row.text?.localizations.map(\.locale) == ["de-DE", "zh-Hans"])
        #expect(row.text?.localizations.map(\.string) == ["Mitteilungen", "通知"])
        #expect(row.auditSuppressions.first?.locales == ["de-DE", "fr"])
    }

    @Test func canonicalDumpIsReturnedUnchanged() throws {
        let dump = try Self.dump(Self.screen(row: #"{"id": "a", "text": {"string": "N", "localizations": {"de-DE": "M", "ja": "J"}}}"#))
        #expect(try InputLocales.canonicalize(dump) == dump)
    }

    @Test func shapeOnlyNamesAreRefusedAtTheirPosition() throws {
        let inline = try Self.dump(Self.screen(row: #"{"id": "a", "text": {"string": "N", "localizations": {"de-1": "M"}}}"#))
        #expect(throws: SourceError(file: "d.json", position: SourcePosition(line: 3, column: 57), message: "in 'localizations': " + InputLocales.problem("de-1"))) {
            try InputLocales.canonicalize(inline)
        }
        let development = try Self.dump(Self.screen(developmentLocale: "en-a", row: #"{"id": "a", "text": "N"}"#))
        do {
            _ = try InputLocales.canonicalize(development)
            Issue.record("en-a accepted")
        } catch {
            #expect(error.description == "d.json:1:76: error: 'developmentLocale': 'en-a' is not a locale identifier (expected a language code and optional subtags, like en, de-CH, zh-Hans, pt_BR)")
        }
        let suppression = try Self.dump(Self.screen(row: #"{"id": "a", "text": "N", "auditSuppressions": [{"rule": "text/truncation", "locales": ["fr-x"], "reason": "r"}]}"#))
        do {
            _ = try InputLocales.canonicalize(suppression)
            Issue.record("fr-x accepted")
        } catch {
            #expect(error.description.hasPrefix("d.json:3:") && error.description.contains("error: 'locales': 'fr-x' is not a locale identifier"), "\(error)")
        }
    }

    @Test func twoSpellingsOfOneLocaleInOneTextAreAnError() throws {
        let dump = try Self.dump(Self.screen(row: #"{"id": "a", "text": {"string": "N", "localizations": {"de_DE": "x", "de-DE": "y"}}}"#))
        do {
            _ = try InputLocales.canonicalize(dump)
            Issue.record("accepted")
        } catch {
            #expect(error.description == "d.json:3:71: error: in 'localizations': 'de-DE' is the locale of 'de_DE' (at 3:57) spelled another way; keep one")
        }
    }

    /// A `.lproj` folder's `pt_BR` and a String Catalog's `pt-BR` are one locale: the file read
    /// first wins, the other is a duplicate, and a dump's `pt-br` finds the translation.
    @Test func catalogLocalesMeetTheDumps() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hig-audit-locales-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("pt_BR.lproj"), withIntermediateDirectories: true)
        try Data(#"{"sourceLanguage": "en", "strings": {"a": {"localizations": {"pt-BR": {"stringUnit": {"state": "translated", "value": "catalog"}}}}, "b": {"localizations": {"DE": {"stringUnit": {"state": "translated", "value": "Beh"}}}}}}"#.utf8)
            .write(to: root.appendingPathComponent("Localizable.xcstrings"))
        try Data("\"a\" = \"strings\";\n".utf8).write(to: root.appendingPathComponent("pt_BR.lproj/Localizable.strings"))
        let catalog = try TranslationSources.load([root.path])
        #expect(catalog.locales == ["de", "pt-BR"])
        #expect(catalog.entry(table: "Localizable", key: "a", locale: "pt-BR")?.value == "catalog", "the catalog sorts first and is read first")
        #expect(catalog.entry(table: "Localizable", key: "b", locale: "de")?.value == "Beh")
        #expect(catalog.diagnostics.map(\.message) == ["'a' (pt-BR) is already translated at \(root.path)/Localizable.xcstrings:1:86; this one is ignored"])

        let dump = try InputLocales.canonicalize(Self.dump(Self.screen(developmentLocale: "EN", row: #"{"id": "a", "text": {"string": "A", "localizationKey": "a"}}, {"id": "b", "text": {"string": "B", "localizationKey": "b"}}"#)))
        var sweep = TextSweep(widths: [320], sizes: [.large], locales: try #require(LocaleSelection(argument: "pt-br")?.locales))
        sweep.translations = catalog
        let result = try AuditPipeline.run([dump], project: ProjectConfiguration(directory: root.path), textSweep: sweep)
        let missing = result.findings.filter { $0.ruleID == "l10n/missing-translation" }
        #expect(missing.map(\.path.description) == ["S › section 1 › row 2 (b) › text"], "only 'b' has no pt-BR translation: \(result.findings.map(\.message))")
    }

    @Test func catalogLocaleICURefusesIsAnErrorAtItsEntry() throws {
        var catalog = TranslationCatalog()
        catalog.files = ["t.xliff"]
        catalog.add(TranslationEntry(value: "x", position: FilePosition(file: "t.xliff", line: 7, column: 9)), table: "Localizable", key: "k", locale: "de-1")
        catalog.add(TranslationEntry(value: "y", position: FilePosition(file: "t.xliff", line: 5, column: 9)), table: "Localizable", key: "j", locale: "de-1")
        do {
            _ = try InputLocales.canonicalize(catalog)
            Issue.record("accepted")
        } catch {
            #expect(error.description == "t.xliff:5:9: error: 'de-1' is not a locale identifier (expected a language code and optional subtags, like en, de-CH, zh-Hans, pt_BR)")
        }
    }

    @Test func localeSelectionIsCanonical() throws {
        #expect(LocaleSelection(argument: "de_de, DE-DE ,ja,iw") == .only(["de-DE", "ja", "he"]))
        #expect(LocaleSelection(argument: "all") == .all)
        guard case .failure(let problem) = LocaleSelection.parse("de,en-a") else { Issue.record("en-a accepted"); return }
        #expect(problem.description.hasPrefix("'en-a' is not a locale identifier"))
        guard case .failure(let empty) = LocaleSelection.parse("de,") else { Issue.record("empty item accepted"); return }
        #expect(empty.description == "expected 'all' or a comma-separated list such as de,fi,ja")
    }

    @Test func configurationLocalesAreCanonical() throws {
        let project = try ProjectConfiguration.parse("locales: [de_de, de-DE, zh_hant_tw]\n", file: ".hig-audit.yml", directory: "/project")
        #expect(project.locales == ["de-DE", "zh-Hant-TW"])
        do {
            _ = try ProjectConfiguration.parse("locales: [de, en-a]\n", file: ".hig-audit.yml", directory: "/project")
            Issue.record("accepted")
        } catch {
            #expect(error.description.hasPrefix(".hig-audit.yml:1:15: error: 'en-a' is not a locale identifier"), "\(error)")
        }
    }
}
