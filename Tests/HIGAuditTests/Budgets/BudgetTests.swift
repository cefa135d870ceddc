import Foundation
@testable import HIGInput
import HIGModel
import Testing
@testable import HIGAudit

/// `hig-audit budgets` on the `Reports/xliff` scenario (a dump and a German `.xcloc` written in
/// Xcode's shape), and the round trip: a translator's returned XLIFF checked with `check`.
@Suite(.serialized) struct BudgetTests {
    static let scenario = "Reports/xliff"
    static let xliff = "Reports/xliff/de.xcloc/Localized Contents/de.xliff"

    static func run(_ format: BudgetFormat, strings: [String] = ["Reports/xliff/de.xcloc"], sizeUnit: BudgetXLIFFSizeUnit = .pixel) throws -> BudgetRun.Output {
        _ = FileManager.default.changeCurrentDirectoryPath(Repository.root.path)
        return try BudgetRun.run(paths: ["\(scenario)/input.json"], strings: strings, format: format, xliffSizeUnit: sizeUnit, sweep: TextSweep())
    }

    /// Each budgeted unit of an XLIFF output: its id and the attributes hig-audit added.
    static func budgetAttributes(_ xliff: String) throws -> [String: [String: String]] {
        var units: [String: [String: String]] = [:]
        for line in xliff.split(separator: "\n") where line.contains("<trans-unit") && line.contains("maxwidth=") {
            let id = try #require(line.firstMatch(of: /id="([^"]+)"/)).1
            var attributes: [String: String] = [:]
            for match in line.matches(of: /(maxwidth|size-unit|font)="([^"]*)"/) { attributes[String(match.1)] = String(match.2) }
            units[String(id)] = attributes
        }
        return units
    }

    /// Budgets → XLIFF → read back: Weblate's pixel form carries the points and the font, the
    /// character form the character limit; the tool still reads its own output as the same
    /// translations, and `check` on it gives the same findings as on the original.
    @Test(arguments: BudgetXLIFFSizeUnit.allCases)
    func xliffBudgetsRoundTrip(_ unit: BudgetXLIFFSizeUnit) throws {
        let run = try Self.run(.xliff, sizeUnit: unit)
        let output = String(decoding: run.bytes, as: UTF8.self)
        let units = try Self.budgetAttributes(output)
        let keys = Set(run.budgets.map(\.key))
        #expect(!units.isEmpty && units.keys.allSatisfy { keys.contains(XLIFFReader.split($0).key) }, "only units with a budget")
        for budget in run.budgets {
            let matching = units.filter { XLIFFReader.split($0.key).key == budget.key }.map(\.value)
            switch unit {
            case .pixel:
                guard let total = budget.totalWidth else { #expect(matching.isEmpty); continue }
                #expect(!matching.isEmpty, "\(budget.key)")
                for attributes in matching {
                    #expect(attributes == ["maxwidth": String(Int(total.rounded(.down))), "size-unit": "pixel", "font": "SF Pro;\(TextBudget.number(budget.font.pointSize));\(budget.font.weight)"])
                }
            case .char:
                guard let limit = budget.characterLimit else { #expect(matching.isEmpty); continue }
                #expect(!matching.isEmpty, "\(budget.key)")
                for attributes in matching { #expect(attributes == ["maxwidth": String(limit), "size-unit": "char"]) }
            }
        }
        #expect(units["account.refresh"]?["maxwidth"] == (unit == .pixel ? "189" : "11"))

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hig-audit-roundtrip-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("de.xliff").path
        try Data(run.bytes).write(to: URL(fileURLWithPath: file))
        let again = try Self.run(.json, strings: [file]).budgets
        #expect(again.map(\.key) == run.budgets.map(\.key))
        #expect(again.map { $0.locales.map(\.fits) } == run.budgets.map { $0.locales.map(\.fits) }, "the same German, read back from the budgeted file")
    }

    @Test func budgetsSayTheTightestRoomAndWhetherGermanFits() throws {
        let budgets = try Self.run(.json).budgets
        #expect(budgets.map(\.key) == ["%lld devices", "account.devices", "account.header.sync", "account.help", "account.notifications", "account.refresh", "account.storage", "Lbl-so-001.text"])
        let refresh = try #require(budgets.first { $0.key == "account.refresh" })
        #expect(refresh.table == "Localizable")
        // 320 pt inset grouped table: 16 pt margins, 16 pt insets, a 51 pt switch and its spacing.
        #expect(refresh.maxWidth == 189)
        #expect(refresh.lines == 1)
        #expect(refresh.font == TextBudget.FontDescription(family: "SF Pro", pointSize: 17, weight: "regular"))
        #expect(refresh.characterLimit == 11, "189 pt ÷ 17 pt (a CJK ideograph, the widest) = 11")
        #expect(refresh.appearances.map(\.element) == ["Account › section 1 › row 2 (background-refresh) › text"])
        let german = try #require(refresh.locales.first)
        #expect(german.locale == "de")
        #expect(german.fits == false)
        #expect(try #require(german.margin) < -40, "'Hintergrundaktualisierung von Apps' needs about 240 pt")
        #expect(german.over == [FilePosition(file: Self.xliff, line: 62, column: 7)])
        let storyboard = try #require(budgets.first { $0.key == "Lbl-so-001.text" })
        #expect(storyboard.table == "Main")
        #expect(storyboard.locales.map(\.fits) == [true])
        #expect(try #require(budgets.first { $0.key == "account.header.sync" }).lines == 0, "grouped headers wrap")
        #expect(try #require(budgets.first { $0.key == "account.help" }).locales.isEmpty, "no German yet")
    }

    @Test func galleryHoldsEveryBudgetFormat() throws {
        try Repository.expectGolden(String(decoding: Self.run(.json).bytes, as: UTF8.self), at: "\(Self.scenario)/budgets.json")
        try Repository.expectGolden(String(decoding: Self.run(.csv).bytes, as: UTF8.self), at: "\(Self.scenario)/budgets.csv")
        try Repository.expectGolden(String(decoding: Self.run(.xliff).bytes, as: UTF8.self), at: "\(Self.scenario)/budgets.xliff")
    }

    /// The XLIFF output is the input with budgets on the units' start tags and notes added;
    /// nothing else changes, and units of other tables (InfoPlist) are left alone.
    @Test func xliffOutputChangesOnlyStartTagsAndNotes() throws {
        let input = try Repository.read(Self.xliff)
        let output = String(decoding: try Self.run(.xliff).bytes, as: UTF8.self)
        let added = try Regex(#" maxwidth="[0-9]+" size-unit="pixel" font="SF Pro;[0-9.]+;[a-z]+""#)
        var problems: [String] = []
        let old = input.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if index < old.count, line == old[index] || (old[index].contains("<trans-unit") && line.replacing(added, with: "") == old[index]) {
                index += 1
            } else if !line.trimmingCharacters(in: .whitespaces).hasPrefix("<note from=\"hig-audit\">Room: ") {
                problems.append(line)
            }
        }
        #expect(problems.isEmpty, "\(problems)")
        #expect(index == old.count)
        #expect(output.contains(#"<trans-unit id="CFBundleDisplayName" xml:space="preserve">"#))
        #expect(output.components(separatedBy: "size-unit=\"pixel\"").count - 1 == 8, "every unit of a key on screen but the wrapping header")
    }

    /// A vendor returns the budgeted file with new translations; `check` reports exactly the
    /// units `budgets` says are over, at their lines in the returned file.
    @Test func returnedXLIFFIsCheckedUnitByUnit() throws {
        let budgeted = String(decoding: try Self.run(.xliff).bytes, as: UTF8.self)
        let replacements = [
            ("Hintergrundaktualisierung von Apps", "Im Hintergrund laden"),
            ("%lld angemeldete Geräte", "%lld Geräte"),
            ("<target state=\"translated\">%lld Gerät</target>", "<target state=\"translated\">%lld einziges angemeldetes Gerät</target>"),
            ("Von allen Geräten abmelden", "Auf allen angemeldeten Geräten gleichzeitig abmelden"),
            ("<target state=\"new\"></target>", "<target state=\"translated\">Hilfe</target>"),
        ]
        var returned = budgeted
        for (old, new) in replacements {
            #expect(returned.contains(old))
            returned = returned.replacingOccurrences(of: old, with: new)
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hig-audit-returned-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("de-returned.xliff").path
        try Data(returned.utf8).write(to: URL(fileURLWithPath: file))

        let budgets = try Self.run(.json, strings: [file]).budgets
        let over = Set(budgets.flatMap { $0.locales.flatMap(\.over) })
        var sweep = TextSweep()
        _ = try LocalizationSetup.apply(strings: [file], pseudo: [], to: &sweep)
        let dump = try DumpLoader.load(path: "\(Self.scenario)/input.json")
        let findings = try AuditPipeline.run([dump], project: ProjectConfiguration(directory: Repository.root.path), textSweep: sweep).findings
        let reported = Set(findings.filter { $0.ruleID == "text/truncation" }.compactMap { finding -> FilePosition? in
            guard case .string(let path)? = finding[evidence: .translationFile], case .integer(let line)? = finding[evidence: .translationLine], case .integer(let column)? = finding[evidence: .translationColumn] else { return nil }
            return FilePosition(file: path, line: line, column: column)
        })
        #expect(!over.isEmpty)
        #expect(reported == over)
        // Which units: the plural `one` and the storyboard label grew; the shorter ones fit now.
        let lines = returned.split(separator: "\n", omittingEmptySubsequences: false)
        let overIds = over.map { String(lines[$0.line - 1]) }.compactMap { $0.firstMatch(of: /id="([^"]+)"/).map { String($0.1) } }
        #expect(Set(overIds) == ["%lld devices|==|plural.one", "Lbl-so-001.text"])
        #expect(reported.allSatisfy { $0.file == file })
    }

    @Test func csvQuotesAndDisarmsFormulas() {
        let budget = TextBudget(
            table: "Localizable", key: "=HYPERLINK(\"x\")", source: "a, \"b\"\nc", maxWidth: 100.25, lines: 2,
            font: .init(family: "SF Pro", pointSize: 17, weight: "semibold"), tableWidth: 375, textSize: .large, characterLimit: 11,
            appearances: [], locales: [.init(locale: "de", fits: false, margin: -3.46, translation: nil)]
        )
        let csv = String(decoding: BudgetReport.csv([budget]), as: UTF8.self)
        let row = csv.components(separatedBy: "\r\n")[1]
        #expect(row.hasPrefix("Localizable,\"'=HYPERLINK(\"\"x\"\")\",\"a, \"\"b\"\"\nc\",100.2,2,SF Pro,17,semibold,11,375,L,,de: over by 3.4 pt"))
    }
}
