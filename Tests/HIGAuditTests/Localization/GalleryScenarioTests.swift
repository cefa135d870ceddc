import Foundation
import HIGInput
import HIGModel
import Testing
@testable import HIGAudit

/// `Reports/localization/`: a String Catalog in ten locales and a `.stringsdict` per locale.
@Suite struct GalleryScenarioTests {
    static let directory = "Reports/localization"

    static func run() throws -> (result: AuditResult, warnings: [SourceDiagnostic], sweep: TextSweep) {
        var sweep = TextSweep()
        let warnings = try LocalizationSetup.apply(strings: [Repository.url(directory).path], pseudo: [], to: &sweep)
        let dump = try DumpLoader.load(path: Repository.url(directory + "/input.json").path)
        return (try Audit(configuration: AuditConfiguration(textSweep: sweep)).run([dump]), warnings, sweep)
    }

    @Test func catalogCoversTenLocalesAndReadsCleanly() throws {
        let (_, warnings, sweep) = try Self.run()
        #expect(warnings.isEmpty, "\(warnings)")
        let locales = Set(sweep.translations?.locales ?? [])
        #expect(locales.isSuperset(of: ["de", "fi", "ru", "ja", "zh-Hans", "ko", "ar", "he", "hi", "th"]))
        #expect(sweep.translations?.files.contains { $0.hasSuffix(".stringsdict") } == true)
    }

    @Test func truncationFindingsPerLocalePointIntoTheCatalog() throws {
        let (result, _, _) = try Self.run()
        let truncated = result.findings.filter { $0.ruleID == "text/truncation" && $0.severity == .error }
        // One finding per label, listing the other locales it is cut in.
        let locales = Set(truncated.flatMap { LocalizationSummary.cases(of: $0).map(\.locale) })
        #expect(locales.count >= 3, "truncated in \(locales.sorted())")
        for finding in truncated where finding[evidence: .locale] != .string("en") {
            #expect(finding.location.file.hasSuffix("input.json"))
            let file = finding[evidence: .translationFile]?.description ?? ""
            #expect(file.hasSuffix("Localizable.xcstrings") || file.hasSuffix("Plurals.stringsdict"), "\(finding.message)")
            if case .integer(let line)? = finding[evidence: .translationLine] { #expect(line > 1) } else { Issue.record("no translation line: \(finding.message)") }
        }
    }

    @Test func pluralCategoriesPerLocale() throws {
        let (result, _, sweep) = try Self.run()
        // Forms cut only at larger sizes are Dynamic Type's findings, which the audit folds into
        // truncation findings of the same label: counted from that rule run on its own too.
        let dump = try DumpLoader.load(path: Repository.url(Self.directory + "/input.json").path)
        let dynamicType = try Audit(configuration: AuditConfiguration(enabledRules: ["a11y/dynamic-type"], textSweep: sweep)).run([dump])
        let categories = { (locale: String) in
            Set((result.findings + dynamicType.findings).flatMap { LocalizationSummary.cases(of: $0) }.filter { $0.locale == locale }.compactMap(\.category))
        }
        #expect(categories("ru") == ["one", "few", "many", "other"])
        #expect(categories("ar").isSuperset(of: ["zero", "one", "two"]))
        let missing = result.findings.filter { $0.ruleID == "l10n/missing-plural-form" }
        #expect(Set(missing.compactMap { $0[evidence: .translationFile]?.description.split(separator: "/").last.map(String.init) }) == ["Localizable.xcstrings", "Plurals.stringsdict"])
    }

    @Test func rightToLeftCase() throws {
        let (result, _, _) = try Self.run()
        // A cut label is one finding that leads with one locale and names the others.
        let rtl = result.findings.filter { finding in
            finding.ruleID == "text/truncation" && finding.severity == .error && LocalizationSummary.cases(of: finding).contains { ["ar", "he"].contains($0.locale) }
        }
        #expect(!rtl.isEmpty)
        for finding in rtl {
            #expect(finding[evidence: .visibleText]?.description.hasSuffix("…") == true)
        }
    }

    @Test func missingTranslationIsANote() throws {
        let (result, _, _) = try Self.run()
        let missing = result.findings.filter { $0.ruleID == "l10n/missing-translation" }
        // A key-style key: what people see depends on whether the lookup passes a default value.
        #expect(missing.map(\.message) == ["'Background App Refresh' (settings.refresh) has no th translation: the lookup returns the key 'settings.refresh' itself unless the code passes a default value"])
        #expect(missing.allSatisfy { $0.severity == .note })
    }
}
