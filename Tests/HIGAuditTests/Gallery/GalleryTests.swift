import Foundation
import HIGInput
import HIGModel
import Testing
@testable import HIGAudit

/// `Reports/<scenario>/`: every reporter's exact output for the scenario's `input.json`, run
/// through the same pipeline as `hig-audit check` with default settings. The files double as
/// documentation of what the reports look like, so a stale one fails with a diff; rewrite them
/// with `HIG_AUDIT_RECORD=1 swift test` and review the change.
@Suite struct GalleryTests {
    /// What each reporter writes, and where in the scenario's folder.
    static let outputs: [(file: String, reporter: any Reporter)] = [
        ("report.txt", TextReporter(color: false)),
        ("report.json", JSONReporter()),
        ("report.sarif", SARIFReporter()),
        ("report.md", MarkdownReporter()),
        ("annotations.txt", GitHubActionsReporter()),
        ("report.junit.xml", JUnitReporter()),
        ("report.checkstyle.xml", CheckstyleReporter()),
        ("report.gitlab.json", GitLabCodeQualityReporter()),
        ("report.html", HTMLReporter()),
    ]

    /// `Reports/settings`, … : every folder with an `input.json`, and every folder whose input
    /// is an app's storyboards (`Reports/<scenario>/Base.lproj/*.storyboard`, with the
    /// `<locale>.lproj/*.strings` beside them).
    static let scenarios: [String] = (Repository.files(under: "Reports", withExtension: "json")
        .filter { $0.hasSuffix("/input.json") }
        .map { String($0.dropLast("/input.json".count)) }
        + storyboardScenarios.keys + swiftScenarios.keys).sorted()

    /// Scenario → its Swift sources (`Reports/<scenario>/App/*.swift`, an app's table screens
    /// in SwiftUI or UIKit code, with the translations beside them).
    static let swiftScenarios: [String: [String]] = Dictionary(grouping: Repository.files(under: "Reports", withExtension: "swift")
        .filter { $0.contains("/App/") }) { String($0[..<$0.range(of: "/App/")!.lowerBound]) }
        .mapValues { $0.sorted() }

    /// Scenario → its storyboards, in reading order.
    static let storyboardScenarios: [String: [String]] = Dictionary(grouping: Repository.files(under: "Reports", withExtension: "storyboard")
        .filter { $0.contains("/Base.lproj/") }) { String($0[..<$0.range(of: "/Base.lproj/")!.lowerBound]) }
        .mapValues { $0.sorted() }

    /// The file findings of the scenario point at.
    static func input(_ scenario: String) -> String {
        storyboardScenarios[scenario]?.first ?? swiftScenarios[scenario]?.first ?? "\(scenario)/input.json"
    }

    /// Paths relative to the repository root, whatever machine the tests run on.
    static let context = ReportContext(toolVersion: ToolInfo.version, basePath: Repository.root.path, workingDirectory: Repository.root.path)

    /// The scenario's audit result, as `check` computes it.
    static func result(_ scenario: String) throws -> AuditResult {
        // Paths relative to the repository root, as `check` run there sees them, keep every
        // location in the reports (translations' included) machine-independent.
        _ = FileManager.default.changeCurrentDirectoryPath(Repository.root.path)
        var sweep = TextSweep()
        if let sources = swiftScenarios[scenario] {
            // As `hig-audit check Reports/<scenario>` reads Swift source: its screens and the
            // translations of its module.
            let imports = try sources.map { try StoryboardImport.input(path: $0) }
            let skipped = try LocalizationSetup.apply(strings: Array(Set(imports.flatMap(\.translationFiles))).sorted(), pseudo: [], to: &sweep)
            #expect(skipped.isEmpty, "\(skipped)")
            return try AuditPipeline.run(imports.map(\.dump), project: ProjectConfiguration(directory: Repository.root.path), textSweep: sweep, layoutSnapshot: LayoutSnapshot.Limits())
        }
        if let storyboards = storyboardScenarios[scenario] {
            // Checked as `hig-audit check Reports/<scenario>` would: the storyboards with the
            // translations found beside them.
            let imports = try storyboards.map { try StoryboardImport.load(path: $0) }
            let skipped = try LocalizationSetup.apply(strings: imports.flatMap(\.translationFiles), pseudo: [], to: &sweep)
            #expect(skipped.isEmpty, "\(skipped)")
            return try AuditPipeline.run(imports.map(\.dump), project: ProjectConfiguration(directory: Repository.root.path), textSweep: sweep, layoutSnapshot: LayoutSnapshot.Limits())
        }
        let dump = try DumpLoader.load(path: "\(scenario)/input.json")
        // A scenario that carries translation files is checked as `--strings` naming them would.
        if hasTranslations(scenario) {
            let skipped = try LocalizationSetup.apply(strings: translationSources(scenario), pseudo: [], to: &sweep)
            #expect(skipped.isEmpty, "\(skipped)")
        }
        // Laid out for drawing, as `check` does when an HTML report is asked for.
        return try AuditPipeline.run([dump], project: ProjectConfiguration(directory: Repository.root.path), textSweep: sweep, layoutSnapshot: LayoutSnapshot.Limits())
    }

    static func hasTranslations(_ scenario: String) -> Bool {
        !translationSources(scenario).isEmpty
    }

    /// The scenario's String Catalogs, `.lproj` folders and `.xcloc` bundles; an `.xliff` beside
    /// them is an output (`budgets.xliff`), not a source.
    static func translationSources(_ scenario: String) -> [String] {
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: Repository.url(scenario).path)) ?? []
        return contents.filter { $0.hasSuffix(".xcstrings") || $0.hasSuffix(".lproj") || $0.hasSuffix(".xcloc") }.sorted().map { "\(scenario)/\($0)" }
    }

    @Test func galleryHasScenarios() {
        // Without scenarios every other test here would pass vacuously.
        #expect(Self.scenarios.count >= 3, "\(Self.scenarios)")
        #expect(Self.scenarios.contains("Reports/settings"))
        #expect(Self.scenarios.contains("Reports/storyboard-app"), "a storyboard app")
        #expect(Self.scenarios.contains("Reports/swiftui-app"), "SwiftUI source")
        #expect(Self.scenarios.contains("Reports/uikit-app"), "UIKit source")
    }

    /// Each gallery file's name and the text the reporters produce for it now. The tests below
    /// check these rather than the files, so they hold in record mode too; the golden test
    /// makes the files equal to them.
    static func reports(_ scenario: String) throws -> [(file: String, text: String)] {
        let result = try result(scenario)
        return try outputs.map { output in
            let bytes = output.reporter.report(result, context: context)
            return (output.file, try #require(String(validating: bytes, as: UTF8.self)))
        }
    }

    static func report(_ scenario: String, _ file: String) throws -> String {
        try #require(try reports(scenario).first { $0.file == file }).text
    }

    @Test(arguments: scenarios)
    func reportsMatchTheGallery(_ scenario: String) throws {
        for report in try Self.reports(scenario) {
            try Repository.expectGolden(report.text, at: "\(scenario)/\(report.file)")
        }
    }

    @Test(arguments: scenarios)
    func galleryPathsAreRepositoryRelative(_ scenario: String) throws {
        let reports = try Self.reports(scenario)
        for report in reports {
            #expect(!report.text.contains(Repository.root.path), "\(scenario)/\(report.file) names this machine's checkout")
            #expect(!report.text.contains("\u{1B}["), "\(scenario)/\(report.file) has color codes")
        }
        let input = Self.input(scenario)
        if try !Self.result(scenario).findings.isEmpty {
            // Text output points at the XLIFF unit when the text measured came from one.
            let textReport = try Self.report(scenario, "report.txt")
            #expect(textReport.hasPrefix(input + ":") || textReport.hasPrefix(scenario + "/") && textReport.contains("\n" + input + ":"))
            #expect(try Self.report(scenario, "report.sarif").contains("\"uri\": \"\(input)\""))
            #expect(try Self.report(scenario, "annotations.txt").contains("file=\(input),"))
        }
    }

    @Test(arguments: scenarios)
    func gallerySARIFPassesOwnChecks(_ scenario: String) throws {
        let log = try #require(Fixtures.json(Array(Self.report(scenario, "report.sarif").utf8)) as? [String: Any])
        #expect(SARIFChecks.problems(log) == [])
    }

    /// The CI formats as their readers take them (see `CIFormatChecks`), one finding each.
    @Test(arguments: scenarios)
    func galleryCIReportsPassFormatChecks(_ scenario: String) throws {
        let findings = try Self.result(scenario).findings.count
        let junit = try Self.report(scenario, "report.junit.xml")
        #expect(CIFormatChecks.junitProblems(junit) == [], "\(scenario)/report.junit.xml")
        #expect(junit.components(separatedBy: "<failure ").count - 1 == findings)
        let checkstyle = try Self.report(scenario, "report.checkstyle.xml")
        #expect(CIFormatChecks.checkstyleProblems(checkstyle) == [], "\(scenario)/report.checkstyle.xml")
        #expect(checkstyle.components(separatedBy: "<error ").count - 1 == findings)
        let gitlab = try Self.report(scenario, "report.gitlab.json")
        #expect(CIFormatChecks.gitLabProblems(gitlab) == [], "\(scenario)/report.gitlab.json")
        #expect((try Fixtures.json(Array(gitlab.utf8)) as? [Any])?.count == findings)
    }

    /// The shared validator (the OASIS schema plus GitHub's upload rules), as `.ci/run` runs it.
    @Test(arguments: scenarios)
    func gallerySARIFPassesTheSharedValidator(_ scenario: String) throws {
        guard let validator = Fixtures.sharedValidator, let python = Fixtures.python3 else {
            // Not a failure: the validator sits beside the checkout only on some machines.
            Issue.record("skipped: no shared/tools/validate-sarif beside the checkout (or python3 missing); SARIF checked by SARIFChecks only", severity: .warning)
            return
        }
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("report.sarif")
        try Data(Self.report(scenario, "report.sarif").utf8).write(to: file)
        let run = try Fixtures.run(python[0], Array(python.dropFirst()) + [validator.path, file.path, "--strict"])
        #expect(run.status == 0, "\(scenario)/report.sarif: \(run.output)")
        #expect(run.output.contains("0 errors, 0 warnings"), "\(scenario)/report.sarif: \(run.output)")
    }
}
