import Foundation
import HIGInput
import HIGModel
import Testing
@testable import HIGAudit

/// `Corpus/swift/`: table screens written in SwiftUI (`SwiftUIApp/`) and in UIKit code
/// (`UIKitApp/`), with what each screen shows written down before the reader existed
/// (`expected-swiftui.json`, `expected-uikit.json`). A row is extracted right when its text
/// (the localization key, the literal string, or unknown when built at run time), its
/// accessory and its selection action all match; recall is the share of expected rows
/// extracted right, precision the share of extracted rows that are right. Both are printed,
/// with the parts (headers, footers, details, swipe and delete actions, styles) scored apart.
@Suite struct SwiftCorpusTests {
    static let floor = 0.95

    /// `"key:…"`, `"literal:…"` or nil for unknown: how a text is written in the expectations.
    static func describe(_ text: Text?) -> String? {
        guard let text else { return nil }
        switch text.origin {
        case .unknown: return nil
        case .localizationKey: return "key:" + (text.localizationKey ?? "")
        case .literal: return "literal:" + text.string
        }
    }

    static func accessory(_ row: Row) -> String {
        row.accessoryView.map(\.kind.rawValue) ?? row.accessoryType.rawValue
    }

    struct Tally {
        var rightRows = 0
        var expectedRows = 0
        var extractedRows = 0
        var rightParts = 0
        var expectedParts = 0
        var misses: [String] = []

        var recall: Double { expectedRows == 0 ? 1 : Double(rightRows) / Double(expectedRows) }
        var precision: Double { extractedRows == 0 ? 1 : Double(rightRows) / Double(extractedRows) }
        var partAccuracy: Double { expectedParts == 0 ? 1 : Double(rightParts) / Double(expectedParts) }

        mutating func part(_ name: String, expected: Any?, actual: Any?) {
            expectedParts += 1
            let same = "\(expected ?? "nil")" == "\(actual ?? "nil")"
            if same { rightParts += 1 } else { misses.append("\(name): expected \(expected ?? "nil"), read \(actual ?? "nil")") }
        }
    }

    /// Reads every Swift file of `app` as `check` does and scores it against `expected`.
    static func score(app: String, expected: String) throws -> Tally {
        let discovered = try DumpDiscovery.files(for: [Repository.url("Corpus/swift/\(app)").path]).files
        var screens: [String: Screen] = [:]
        for file in discovered {
            for screen in try StoryboardImport.input(path: file).dump.screens { screens[screen.name] = screen }
        }
        let json = try JSONSerialization.jsonObject(with: Data(Repository.read("Corpus/swift/\(expected)").utf8)) as! [String: Any]
        let expectedScreens = json["screens"] as! [String: [String: Any]]
        var tally = Tally()
        for name in screens.keys where expectedScreens[name] == nil {
            tally.misses.append("\(name): a screen nobody expected")
            tally.extractedRows += screens[name]!.table.sections.reduce(0) { $0 + $1.rows.count }
        }
        for (name, expectation) in expectedScreens.sorted(by: { $0.key < $1.key }) {
            let sections = expectation["sections"] as! [[String: Any]]
            let screen = screens[name]
            let actualSections = screen?.table.sections ?? []
            tally.extractedRows += actualSections.reduce(0) { $0 + $1.rows.count }
            tally.part("\(name) style", expected: expectation["style"], actual: screen?.table.style.rawValue)
            if let index = expectation["index"] as? [String] {
                tally.part("\(name) index", expected: index, actual: screen?.table.sectionIndexTitles)
            }
            tally.part("\(name) sections", expected: sections.count, actual: actualSections.count)
            for (sectionIndex, section) in sections.enumerated() {
                let actual = actualSections.indices.contains(sectionIndex) ? actualSections[sectionIndex] : nil
                tally.part("\(name) §\(sectionIndex) header", expected: section["header"] as? String, actual: describe(actual?.header))
                tally.part("\(name) §\(sectionIndex) footer", expected: section["footer"] as? String, actual: describe(actual?.footer))
                for (rowIndex, row) in (section["rows"] as! [[Any]]).enumerated() {
                    tally.expectedRows += 1
                    let place = "\(name) §\(sectionIndex) row \(rowIndex)"
                    guard let actualRow = actual?.rows.indices.contains(rowIndex) == true ? actual?.rows[rowIndex] : nil else {
                        tally.misses.append("\(place): not read")
                        continue
                    }
                    let expectedText = row[0] as? String
                    let read = [describe(actualRow.text) ?? "unknown", accessory(actualRow), actualRow.selectionAction?.rawValue ?? "unsaid"]
                    let wanted = [expectedText ?? "unknown", row[1] as! String, row[2] as! String]
                    if read == wanted { tally.rightRows += 1 } else { tally.misses.append("\(place): expected \(wanted), read \(read)") }
                    let extras = row.count > 3 ? row[3] as! [String: Any] : [:]
                    if extras.keys.contains("detail") {
                        tally.part("\(place) detail", expected: extras["detail"] as? String, actual: describe(actualRow.secondaryText))
                    }
                    tally.part("\(place) delete", expected: extras["delete"] as? Bool ?? false, actual: actualRow.editingStyle == .delete)
                    if let title = extras["deleteTitle"] as? String {
                        tally.part("\(place) delete title", expected: title, actual: describe(actualRow.deleteConfirmationTitle))
                    }
                    let swipe = actualRow.trailingSwipeActions.map { "\(describe($0.title) ?? "unknown")/\($0.style.rawValue)" }
                    tally.part("\(place) swipe", expected: extras["swipe"] as? [String] ?? [], actual: swipe)
                }
            }
        }
        return tally
    }

    @Test(arguments: [("SwiftUIApp", "expected-swiftui.json"), ("UIKitApp", "expected-uikit.json")])
    func extractionHoldsItsFloor(app: String, expected: String) throws {
        let tally = try Self.score(app: app, expected: expected)
        print("swift corpus \(app): \(tally.expectedRows) rows expected, \(tally.extractedRows) read; recall \(String(format: "%.3f", tally.recall)), precision \(String(format: "%.3f", tally.precision)); parts \(tally.rightParts)/\(tally.expectedParts)")
        for miss in tally.misses { print("  \(miss)") }
        #expect(tally.expectedRows >= 50)
        #expect(tally.recall >= Self.floor, "\(tally.misses)")
        #expect(tally.precision >= Self.floor, "\(tally.misses)")
        #expect(tally.partAccuracy >= Self.floor, "\(tally.misses)")
    }

    @Test func corpusIsRealisticEnough() throws {
        for (app, minimum) in [("SwiftUIApp", 12), ("UIKitApp", 12)] {
            let json = try JSONSerialization.jsonObject(with: Data(Repository.read("Corpus/swift/expected-\(app == "SwiftUIApp" ? "swiftui" : "uikit").json").utf8)) as! [String: Any]
            #expect((json["screens"] as! [String: Any]).count >= minimum, "\(app)")
        }
        // Six locales besides English in both apps' translations, one an untranslated copy.
        var sweep = TextSweep()
        _ = try LocalizationSetup.apply(strings: [Repository.url("Corpus/swift/SwiftUIApp/Localizable.xcstrings").path], pseudo: [], to: &sweep)
        let locales = Set(sweep.translations?.locales ?? [])
        #expect(locales.isSuperset(of: ["de", "fi", "ru", "fr", "ja", "nl"]), "\(locales.sorted())")
        let lproj = try FileManager.default.contentsOfDirectory(atPath: Repository.url("Corpus/swift/UIKitApp").path).filter { $0.hasSuffix(".lproj") }
        #expect(Set(lproj).isSuperset(of: ["de.lproj", "fi.lproj", "ru.lproj", "fr.lproj", "ja.lproj", "nl.lproj", "en.lproj"]))
    }

    /// The scoring itself: a wrong accessory makes a row wrong, and a row nobody expected
    /// lowers precision.
    @Test func scoringCountsWrongAndExtraRows() {
        var tally = Tally()
        tally.expectedRows = 4
        tally.extractedRows = 5
        tally.rightRows = 3
        #expect(tally.recall == 0.75)
        #expect(tally.precision == 0.6)
        tally.part("p", expected: "key:a", actual: "key:b")
        tally.part("q", expected: nil, actual: nil as String?)
        #expect(tally.partAccuracy == 0.5)
        #expect(tally.misses == ["p: expected key:a, read key:b"])
    }

    /// `check` on the SwiftUI app: findings in the `.swift` files, in the catalog's locales.
    @Test func checkReportsInTheSwiftFilesInEveryLocale() throws {
        let root = Repository.url("Corpus/swift/SwiftUIApp").path
        var options = CheckOptions()
        options.paths = [root]
        var settings = CheckSettings.resolve(options, project: ProjectConfiguration(directory: root), environment: CheckEnvironment(workingDirectory: root))
        settings.outputs = []
        let outcome = try CheckRun.run(settings)
        let findings = outcome.result.findings
        #expect(!findings.isEmpty)
        #expect(findings.allSatisfy { $0.location.file.hasSuffix(".swift") })
        // SwiftUI texts wrap, so the long German titles take two lines rather than truncate;
        // what the catalog lacks is still found, at the text's use in the screen.
        let missing = findings.filter { $0.ruleID == "l10n/missing-translation" }
        let cellular = missing.first { $0.location.file.hasSuffix("SyncView.swift") }
        #expect(cellular?[evidence: .locale] == .string("ja"), "\(missing.map(\.message))")
        #expect(cellular?.location.line == 12)
        #expect(!findings.contains { $0.ruleID == "text/truncation" }, "\(findings.map(\.message))")
        #expect(outcome.result.sourceCoverage.swiftScreens == 13)
        #expect(outcome.result.sourceCoverage.unknownTextRows > 0)
        #expect(TextReporter.summary(outcome.result).contains("13 screens from Swift source; \(outcome.result.sourceCoverage.unknownTextRows) rows with text built at run time not measured"))
    }
}
