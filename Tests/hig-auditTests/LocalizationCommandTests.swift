import Foundation
import Testing

@Suite struct LocalizationCommandTests {
    @Test func stringCatalogTranslationsAreMeasuredAndPointedAt() throws {
        let run = try CLI.run(["check", "Reports/localization/input.json", "--strings", "Reports/localization", "--format", "json"])
        #expect(run.exitCode == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let findings = try #require(document["findings"] as? [[String: Any]])
        let truncations = findings.filter { $0["ruleId"] as? String == "text/truncation" }
        // A finding leads with one locale and names the others where the same text is cut.
        let locales = Set(truncations.flatMap { finding -> [String] in
            let evidence = finding["evidence"] as? [String: Any]
            let others = (evidence?["otherLocales"] as? String)?.split(separator: ",").compactMap { $0.split(separator: " ").first.map(String.init) } ?? []
            return [evidence?["locale"] as? String].compactMap { $0 } + others
        })
        #expect(locales.isSuperset(of: ["de", "ru", "ja"]), "\(locales)")
        let catalogPointers = truncations.compactMap { ($0["evidence"] as? [String: Any])?["translationFile"] as? String }
        #expect(catalogPointers.contains("Reports/localization/Localizable.xcstrings"))
        #expect(findings.contains { $0["ruleId"] as? String == "l10n/missing-plural-form" })
    }

    @Test func pseudoDoubleLengthFindsWhatATranslationWould() throws {
        let english = Data(#"{"schemaVersion": 1, "screen": {"name": "General", "environment": {"width": 320}, "table": {"sections": [{"rows": [{"contentConfiguration": "cell", "text": {"string": "Background App Refresh", "localizationKey": "general.backgroundRefresh", "numberOfLines": 1}, "accessoryType": "disclosureIndicator"}]}]}}}"#.utf8)
        let plain = try CLI.run(["check", "-", "--fail-on", "error"], stdin: english)
        #expect(plain.exitCode == 0, "\(plain.stdout)")
        let pseudo = try CLI.run(["check", "-", "--fail-on", "error", "--pseudo", "double-length"], stdin: english)
        #expect(pseudo.exitCode == 1, "\(pseudo.stdout)")
        #expect(pseudo.stdout.contains("[text/truncation]"))
    }

    /// A broken translation file is an input error, as a broken dump is (#18): the run lists it
    /// with its position and reports nothing, whatever the dump's own findings.
    @Test func aBrokenTranslationFileStopsTheRun() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hig-audit-l10n-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("\"settings.title\" = \"Einstellungen;\n".utf8).write(to: directory.appendingPathComponent("de.lproj/Localizable.strings"))
        let dump = try Data(contentsOf: CLI.repositoryRoot.appendingPathComponent("Reports/settings/input.json"))
        let run = try CLI.run(["check", "-", "--strings", directory.path], stdin: dump)
        #expect(run.exitCode == 2)
        #expect(run.stderr.contains("de.lproj/Localizable.strings:1:"), "\(run.stderr)")
        #expect(run.stderr.contains(": error: "), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        // Fixed, the same run audits.
        try Data("\"settings.title\" = \"Einstellungen\";\n".utf8).write(to: directory.appendingPathComponent("de.lproj/Localizable.strings"))
        let fixed = try CLI.run(["check", "-", "--strings", directory.path], stdin: dump)
        #expect(fixed.exitCode == 1, "the settings sample's own findings fail the run")
        #expect(fixed.stdout.contains("[selection/feedback]"))
    }
}
