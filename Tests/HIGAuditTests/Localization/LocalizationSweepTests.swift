import Foundation
@testable import HIGInput
import HIGModel
import Testing
import TextLayout
@testable import HIGAudit

/// The sweep with translation sources, plural categories and pseudolanguages, through the audit.
@Suite struct LocalizationSweepTests {
    static func dump(_ screen: String) throws -> TableDump {
        try DumpDecoder.decode(Array("{\"schemaVersion\": 1, \"screen\": \(screen)}".utf8), file: "screen.json")
    }

    static func catalog(_ json: String, file: String = "App/Localizable.xcstrings") throws -> TranslationCatalog {
        try TranslationReaders.read(Array(json.utf8), file: file)
    }

    static func unique<T: Equatable>(_ values: [T]) -> [T] {
        var out: [T] = []
        for value in values where !out.contains(value) { out.append(value) }
        return out
    }

    static func audit(_ dump: TableDump, rules: Set<String>, sweep: TextSweep) throws -> [Finding] {
        try Audit(configuration: AuditConfiguration(enabledRules: rules, textSweep: sweep)).run([dump]).findings
    }

    static let settingsCatalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "settings.notifications" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Benachrichtigungseinstellungen für alle Apps" } },
            "ja" : { "stringUnit" : { "state" : "translated", "value" : "通知" } }
          }
        },
        "settings.wifi" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "WLAN" } }
          }
        },
        "inbox.count" : {
          "localizations" : {
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld unread message" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld unread messages" } } } } },
            "ru" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld непрочитанное сообщение" } },
              "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld непрочитанных сообщения" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld непрочитанного сообщения" } } } } }
          }
        }
      },
      "version" : "1.0"
    }
    """

    static let settingsScreen = """
    {
      "name": "Settings",
      "environment": { "width": 320 },
      "table": { "style": "insetGrouped", "sections": [{ "rows": [
        { "text": { "string": "Notifications", "localizationKey": "settings.notifications" }, "accessoryType": "disclosureIndicator" },
        { "text": { "string": "Wi-Fi", "localizationKey": "settings.wifi" } },
        { "text": { "string": "3 unread messages", "localizationKey": "inbox.count" } }
      ] }] }
    }
    """

    @Test func truncationPointsIntoTheCatalog() throws {
        let sweep = TextSweep(translations: try Self.catalog(Self.settingsCatalog))
        let findings = try Self.audit(try Self.dump(Self.settingsScreen), rules: ["text/truncation"], sweep: sweep)
        let german = try #require(findings.first { $0[evidence: .locale] == .string("de") && $0[evidence: .textKey] == .string("settings.notifications") })
        #expect(german.message.hasPrefix("'Benachrichtigungseinstellungen für alle Apps' needs "))
        #expect(german.location.file == "screen.json", "the finding points at the dump's text")
        #expect(german[evidence: .translationFile] == .string("App/Localizable.xcstrings"))
        #expect(german[evidence: .translationLine] == .integer(6))
        #expect(german[evidence: .translationColumn] == .integer(33), "the string unit")
        #expect(!findings.contains { $0[evidence: .locale] == .string("ja") && $0[evidence: .textKey] == .string("settings.notifications") }, "'通知' fits")
    }

    @Test func everyPluralCategoryIsMeasuredWithRealisticNumbers() throws {
        let dump = try Self.dump(Self.settingsScreen)
        let context = ScreenContext(dump.screens[0], textSweep: TextSweep(translations: try Self.catalog(Self.settingsCatalog)))
        let analysis = try #require(context.textAnalysis)
        let russian = analysis.evaluations.filter { $0.scenario.locale == "ru" && $0.text.localizationKey == "inbox.count" }
        // Each category once, across every size: the sweep resolves a text once per category.
        #expect(Self.unique(russian.compactMap(\.pluralCategory)) == [.one, .few, .many, .other])
        #expect(russian.first { $0.pluralCategory == .few }?.slot.string == "100\u{A0}094 непрочитанных сообщения")
        // `many` is missing in the catalog: Foundation shows `other`.
        #expect(russian.first { $0.pluralCategory == .many }?.slot.string == "100\u{A0}100 непрочитанного сообщения")
        let english = analysis.evaluations.filter { $0.scenario.locale == "en" && $0.text.localizationKey == "inbox.count" }
        #expect(Self.unique(english.map(\.slot.string)) == ["1 unread message", "100,100 unread messages"])
        // Texts that do not vary by count are measured once per locale.
        #expect(analysis.evaluations.filter { $0.scenario.locale == "de" && $0.text.localizationKey == "settings.wifi" }.allSatisfy { $0.pluralCategory == nil })
    }

    @Test func truncatedPluralFormsCarryTheirCategory() throws {
        let findings = try Self.audit(try Self.dump(Self.settingsScreen), rules: ["text/truncation"], sweep: TextSweep(translations: try Self.catalog(Self.settingsCatalog)))
        let russian = findings.filter { $0[evidence: .locale] == .string("ru") }
        #expect(!russian.isEmpty)
        let categories = Set(russian.compactMap { $0[evidence: .pluralCategory]?.description })
        #expect(categories.isSubset(of: ["one", "few", "many", "other"]))
        #expect(russian.allSatisfy { $0[evidence: .pluralCategory] != nil })
    }

    @Test func missingPluralFormsAreFindings() throws {
        let findings = try Self.audit(try Self.dump(Self.settingsScreen), rules: ["l10n/missing-plural-form"], sweep: TextSweep(translations: try Self.catalog(Self.settingsCatalog)))
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding[evidence: .locale] == .string("ru"))
        #expect(finding[evidence: .missingCategories] == .string("many"))
        #expect(finding[evidence: .requiredCategories] == .string("one,few,many,other"))
        #expect(finding[evidence: .translationLine] == .integer(20), "the Russian plural variation")
        #expect(finding.message == "'%lld непрочитанного сообщения' (inbox.count) lacks the ru plural form many: ru needs one, few, many, other; those counts show the 'other' form")
    }

    @Test func arabicNeedsSixForms() throws {
        let catalog = try Self.catalog("""
        {"strings": {"inbox.count": {"localizations": {"ar": {"variations": {"plural": {
          "one": {"stringUnit": {"state": "translated", "value": "رسالة واحدة"}},
          "other": {"stringUnit": {"state": "translated", "value": "%lld رسالة"}}}}}}}}}
        """)
        let findings = try Self.audit(try Self.dump(Self.settingsScreen), rules: ["l10n/missing-plural-form"], sweep: TextSweep(translations: catalog))
        #expect(findings.map { $0[evidence: .missingCategories]?.description } == ["zero,two,few,many"])
    }

    @Test func missingTranslationsAreNotes() throws {
        let findings = try Self.audit(try Self.dump(Self.settingsScreen), rules: ["l10n/missing-translation"], sweep: TextSweep(translations: try Self.catalog(Self.settingsCatalog)))
        let described = findings.map { "\($0.severity) \($0[evidence: .textKey]?.description ?? "") \($0[evidence: .missingLocales]?.description ?? $0[evidence: .locale]?.description ?? "")" }
        // Locales: de, en (the catalog's source, not checked), ja, ru. One finding per text.
        #expect(described == [
            "note settings.notifications ru",
            "note settings.wifi ja,ru",
            "note inbox.count de,ja",
        ])
    }

    @Test func keysInNoTableAreNamedSo() throws {
        let dump = try Self.dump("""
        {"name": "About", "table": {"sections": [{"rows": [{"text": {"string": "Legal", "localizationKey": "about.legal"}}]}]}}
        """)
        let findings = try Self.audit(dump, rules: ["l10n/missing-translation"], sweep: TextSweep(translations: try Self.catalog(Self.settingsCatalog)))
        // A key-style key: without a default value the lookup shows the key itself.
        #expect(findings.first?.message == "'Legal' (about.legal) is in no strings table: in de, ja, ru the lookup returns the key 'about.legal' itself unless the code passes a default value")
        #expect(findings.count == 1, "one finding naming de, ja and ru")
    }

    @Test func chosenLocalesLimitTheChecks() throws {
        let sweep = TextSweep(locales: ["de"], translations: try Self.catalog(Self.settingsCatalog))
        let findings = try Self.audit(try Self.dump(Self.settingsScreen), rules: ["l10n/missing-translation", "text/truncation"], sweep: sweep)
        #expect(findings.allSatisfy { $0[evidence: .locale] == .string("de") })
        #expect(findings.contains { $0.ruleID == "l10n/missing-translation" && $0[evidence: .textKey] == .string("inbox.count") })
    }

    @Test func untranslatableKeysAreNotMissing() throws {
        let catalog = try Self.catalog(#"{"strings": {"brand": {"shouldTranslate": false}, "x": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "X"}}}}}}"#)
        let dump = try Self.dump(#"{"name": "A", "table": {"sections": [{"rows": [{"text": {"string": "Acme", "localizationKey": "brand"}}]}]}}"#)
        #expect(try Self.audit(dump, rules: ["l10n/missing-translation"], sweep: TextSweep(translations: catalog)).isEmpty)
    }

    @Test func rightToLeftLocalesAreMirroredAndCutAtTheLogicalEnd() throws {
        let dump = try Self.dump("""
        {"name": "Settings", "environment": {"width": 320}, "table": {"sections": [{"rows": [
          {"text": {"string": "Notifications", "localizationKey": "n", "localizations": {"ar": "إعدادات الإشعارات والأصوات وشاشة القفل ومركز التحكم", "he": "הגדרות התראות וצלילים ומסך נעילה ומרכז הבקרה"}}, "accessoryType": "disclosureIndicator"}
        ]}]}}
        """)
        let analysis = try #require(ScreenContext(dump.screens[0]).textAnalysis)
        for locale in ["ar", "he"] {
            let evaluation = try #require(analysis.evaluations.first { $0.scenario.locale == locale })
            #expect(evaluation.scenario.direction == .rightToLeft)
            #expect(evaluation.isTruncated)
            let visible = analysis.visibleText(of: evaluation)
            #expect(visible.hasSuffix("…"), "the ellipsis is at the logical end: \(visible)")
            #expect(evaluation.slot.string.hasPrefix(String(visible.dropLast())), "the visible text is the logical start")
        }
        #expect(analysis.evaluations.first { $0.scenario.locale == "en" }?.scenario.direction == .leftToRight)
    }

    @Test func defaultLocalesAreEveryLocaleTheSourcesProvide() throws {
        let dump = try Self.dump(Self.settingsScreen)
        let analysis = try #require(ScreenContext(dump.screens[0], textSweep: TextSweep(translations: try Self.catalog(Self.settingsCatalog))).textAnalysis)
        var seen: [String] = []
        for locale in analysis.evaluations.map(\.scenario.locale) where !seen.contains(locale) { seen.append(locale) }
        #expect(seen == ["en", "de", "ja", "ru"])
    }

    @Test func outputIsDeterministic() throws {
        let dump = try Self.dump(Self.settingsScreen)
        let sweep = TextSweep(translations: try Self.catalog(Self.settingsCatalog), pseudo: [.doubleLength, .accented])
        let first = try Audit(configuration: AuditConfiguration(textSweep: sweep)).run([dump])
        let second = try Audit(configuration: AuditConfiguration(textSweep: sweep)).run([dump])
        #expect(first == second)
        #expect(!first.findings.isEmpty)
    }
}
