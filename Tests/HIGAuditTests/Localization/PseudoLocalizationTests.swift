import Foundation
import HIGModel
import Testing
@testable import HIGAudit

@Suite struct PseudoLocalizationTests {
    @Test func modesParseAsTheCommandLineSpellsThem() {
        #expect(PseudoLocalization(mode: "accented") == .accented)
        #expect(PseudoLocalization(mode: "double-length") == .doubleLength)
        #expect(PseudoLocalization(mode: "bounded") == .bounded)
        #expect(PseudoLocalization(mode: "rtl") == .rightToLeft)
        #expect(PseudoLocalization(mode: "expand=1.4") == .expand(1.4))
        #expect(PseudoLocalization(mode: "expand=0.5") == nil)
        #expect(PseudoLocalization(mode: "expand=abc") == nil)
        #expect(PseudoLocalization(mode: "german") == nil)
        #expect(PseudoLocalization.expand(1.4).description == "expand=1.4")
    }

    @Test func transformsAsXcodesPseudolanguages() {
        #expect(PseudoLocalization.doubleLength.apply("Settings") == "Settings Settings")
        #expect(PseudoLocalization.bounded.apply("Settings") == "[# Settings #]")
        #expect(PseudoLocalization.accented.apply("Settings 42") == "Šéţţîñĝš 42")
        #expect(PseudoLocalization.rightToLeft.apply("Settings") == "Settings")
        #expect(PseudoLocalization.expand(1.5).apply("Settings") == "Settings Set")
        #expect(PseudoLocalization.expand(1.5).apply("Settings").count == 12)
        #expect(PseudoLocalization.doubleLength.apply("") == "")
    }

    @Test func localesKeepTheDevelopmentLanguage() {
        #expect(PseudoLocalization.doubleLength.locale(development: "en") == "en-x-double")
        #expect(PseudoLocalization.expand(1.4).locale(development: "en") == "en-x-expand140")
    }

    static let englishOnly = """
    {
      "name": "Settings",
      "environment": { "width": 320 },
      "table": { "style": "insetGrouped", "sections": [{ "rows": [
        { "text": { "string": "Screen Time", "localizationKey": "settings.screenTime" }, "accessoryType": "disclosureIndicator" },
        { "text": { "string": "Notification Settings", "localizationKey": "settings.notifications" }, "accessoryType": "disclosureIndicator" },
        { "cellStyle": "value1", "text": { "string": "Software Update", "localizationKey": "settings.update" }, "secondaryText": { "string": "Available", "localizationKey": "settings.available" }, "accessoryType": "disclosureIndicator" },
        { "text": { "string": "Background App Refresh", "localizationKey": "settings.refresh" }, "accessoryType": "disclosureIndicator" },
        { "text": "Anna Haro" }
      ] }] }
    }
    """

    /// The same screen once it is translated into German.
    static let translated = englishOnly
        .replacingOccurrences(of: #""localizationKey": "settings.screenTime""#, with: #""localizationKey": "settings.screenTime", "localizations": { "de": "Bildschirmzeit" }"#)
        .replacingOccurrences(of: #""localizationKey": "settings.notifications""#, with: #""localizationKey": "settings.notifications", "localizations": { "de": "Benachrichtigungseinstellungen" }"#)
        .replacingOccurrences(of: #""localizationKey": "settings.update""#, with: #""localizationKey": "settings.update", "localizations": { "de": "Softwareaktualisierung" }"#)
        .replacingOccurrences(of: #""localizationKey": "settings.available""#, with: #""localizationKey": "settings.available", "localizations": { "de": "Verfügbar" }"#)
        .replacingOccurrences(of: #""localizationKey": "settings.refresh""#, with: #""localizationKey": "settings.refresh", "localizations": { "de": "Hintergrundaktualisierung von Apps" }"#)

    static func truncated(_ screen: String, sweep: TextSweep, locale: String) throws -> Set<String> {
        let dump = try LocalizationSweepTests.dump(screen)
        let findings = try Audit(configuration: AuditConfiguration(enabledRules: ["text/truncation"], textSweep: sweep)).run([dump]).findings
        return Set(findings.filter { $0[evidence: .locale] == .string(locale) }.map(\.path.key))
    }

    @Test func doubleLengthFindsWhatGermanLaterWould() throws {
        var sweep = TextSweep()
        let warnings = try LocalizationSetup.apply(strings: [], pseudo: [.doubleLength], to: &sweep)
        #expect(warnings.isEmpty)
        let english = try Self.truncated(Self.englishOnly, sweep: TextSweep(), locale: "en")
        let pseudo = try Self.truncated(Self.englishOnly, sweep: sweep, locale: "en-x-double")
        let german = try Self.truncated(Self.translated, sweep: TextSweep(), locale: "de")
        #expect(english.isEmpty, "the English screen fits: \(english)")
        #expect(!german.isEmpty, "the German translation is cut")
        #expect(german.isSubset(of: pseudo), "double-length predicts every German cut: German \(german.sorted()), pseudo \(pseudo.sorted())")
        #expect(!pseudo.contains { $0.contains("row[4]") }, "names are not localized, so not pseudo-localized")
    }

    @Test func pseudoFindingsNameTheirLocale() throws {
        let dump = try LocalizationSweepTests.dump(Self.englishOnly)
        let sweep = TextSweep(pseudo: [.bounded])
        let findings = try Audit(configuration: AuditConfiguration(enabledRules: ["text/truncation"], textSweep: sweep)).run([dump]).findings
        let bounded = try #require(findings.first { $0[evidence: .locale] == .string("en-x-bounded") })
        #expect(bounded.message.hasPrefix("'[# "))
        #expect(bounded.message.contains("(en-x-bounded, L, 320 pt table)"))
    }

    @Test func rightToLeftPseudolanguageMirrorsTheLayout() throws {
        let dump = try LocalizationSweepTests.dump(Self.englishOnly)
        let analysis = try #require(ScreenContext(dump.screens[0], textSweep: TextSweep(pseudo: [.rightToLeft])).textAnalysis)
        let rtl = analysis.evaluations.filter { $0.scenario.locale == "en-x-rtl" }
        #expect(!rtl.isEmpty)
        #expect(rtl.allSatisfy { $0.scenario.direction == .rightToLeft })
        #expect(analysis.evaluations.filter { $0.scenario.locale == "en" }.allSatisfy { $0.scenario.direction == .leftToRight })
    }

    @Test func pseudoLocalesAreNotTranslationsToCheck() throws {
        let dump = try LocalizationSweepTests.dump(Self.englishOnly)
        let findings = try Audit(configuration: AuditConfiguration(enabledRules: ["l10n/missing-translation"], textSweep: TextSweep(pseudo: [.accented]))).run([dump]).findings
        #expect(findings.isEmpty)
    }
}
