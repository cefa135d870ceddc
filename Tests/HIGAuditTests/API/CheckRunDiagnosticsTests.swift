import Foundation
import HIGModel
import Testing
@testable import HIGAudit

/// What `check` could not use, and what it warns about, reaches the command as values (file,
/// position, severity), not as lines: the command formats them once, when it prints them.
@Suite struct CheckRunDiagnosticsTests {
    static let dump = #"{"schemaVersion": 1, "screen": {"name": "General", "environment": {"width": 390}, "table": {"sections": [{"rows": [{"text": "Wi-Fi"}]}]}}}"#

    /// A run over `files` (name → text) in a fresh folder, its report written to a file there
    /// (nothing on standard output). Returns the error it threw, or nil, and what it said.
    static func run(_ files: [String: String], _ configure: (inout CheckOptions, URL) -> Void) throws -> (error: CheckError?, said: [CheckRun.Diagnostic]) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hig-audit-check-diagnostics-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, text) in files {
            let file = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        var options = CheckOptions()
        options.jobs = 1
        configure(&options, directory)
        var settings = CheckSettings.resolve(options, environment: CheckEnvironment(workingDirectory: directory.path))
        settings.outputs = [CheckSettings.ReportOutput(format: .json, path: directory.appendingPathComponent("report.json").path, color: false, showsSummary: true)]
        var said: [CheckRun.Diagnostic] = []
        do {
            _ = try CheckRun.run(settings, diagnostic: { said.append($0) })
            return (nil, said)
        } catch {
            return (error, said)
        }
    }

    @Test func everyBrokenInputReachesTheCommandAsADiagnostic() throws {
        var root = ""
        let (error, said) = try Self.run([
            "broken.yml": "preset: [\n",
            "good.json": Self.dump,
            "bad.json": #"{"schemaVersion": 1, "screen": {"name": 3}}"#,
            "Strings/de.lproj/Localizable.strings": "\"a\" = \"b\"\n",
        ]) { options, directory in
            root = directory.path
            options.config = directory.appendingPathComponent("broken.yml").path
            options.paths = ["good.json", "bad.json"].map { directory.appendingPathComponent($0).path }
            options.strings = [directory.appendingPathComponent("Strings").path]
        }
        let thrown = try #require(error)
        guard case .brokenInputs(let diagnostics) = thrown else {
            Issue.record("expected broken inputs, got \(thrown)")
            return
        }
        // In the order the run met them: configuration, dumps, translations.
        #expect(diagnostics.map(\.file) == [root + "/broken.yml", root + "/bad.json", root + "/Strings/de.lproj/Localizable.strings"])
        #expect(diagnostics.map(\.position) == [SourcePosition(line: 2, column: 1), SourcePosition(line: 1, column: 41), SourcePosition(line: 2, column: 1)])
        #expect(diagnostics.allSatisfy { $0.severity == .error })
        #expect(diagnostics[1].message == "expected a string for 'name', found a number")
        #expect(!thrown.isUsage)
        // Formatted once, from the values: one compiler-style line each.
        #expect(thrown.description == diagnostics.map(\.description).joined(separator: "\n"))
        #expect(thrown.description.split(separator: "\n")[1] == "\(root)/bad.json:1:41: error: expected a string for 'name', found a number")
        // Nothing was audited, so nothing was said.
        #expect(said.isEmpty)
    }

    @Test func aTranslationWarningReachesTheCommandAsADiagnostic() throws {
        var root = ""
        let duplicate = "\"a\" = \"A\";\n\"a\" = \"B\";\n"
        let (error, said) = try Self.run([
            "good.json": Self.dump,
            "Strings/de.lproj/Localizable.strings": duplicate,
            "Strings/fr.lproj/Localizable.strings": duplicate,
        ]) { options, directory in
            root = directory.path
            options.paths = [directory.appendingPathComponent("good.json").path]
            options.strings = [directory.appendingPathComponent("Strings").path]
        }
        #expect(error == nil)
        let warnings: [SourceDiagnostic] = said.compactMap { if case .source(let diagnostic) = $0 { diagnostic } else { nil } }
        // The copies in two locale folders are one warning, at the first folder's place.
        try #require(warnings.count == 1, "\(said)")
        #expect(warnings[0].severity == .warning)
        #expect(warnings[0].file == root + "/Strings/de.lproj/Localizable.strings")
        #expect(warnings[0].position == SourcePosition(line: 2, column: 7))
        #expect(warnings[0].message.hasSuffix("this one is ignored (the same in 2 locale folders: de, fr)"))
    }

    @Test func aLocaleNoInputHasIsAUsageError() throws {
        let (error, _) = try Self.run(["good.json": Self.dump, "Strings/de.lproj/Localizable.strings": "\"a\" = \"A\";\n"]) { options, directory in
            options.paths = [directory.appendingPathComponent("good.json").path]
            options.strings = [directory.appendingPathComponent("Strings").path]
            options.locales = .only(["germn"])
        }
        let thrown = try #require(error)
        guard case .unknownLocales(let missing, let found) = thrown else {
            Issue.record("expected unknown locales, got \(thrown)")
            return
        }
        #expect(missing == ["germn"])
        #expect(found.contains("de"))
        #expect(thrown.isUsage)
        #expect(thrown.diagnostics.isEmpty)
    }
}
