import Foundation
import HIGModel
import Testing
@testable import HIGAudit

/// Every setting a run can take from both the command line and `.hig-audit.yml` gives the same
/// run either way: `CheckSettings.resolve` is the one place they meet.
@Suite struct CheckSettingsTests {
    /// A row cut in German, translated to French too, with a suppression limited to French:
    /// a run that checks only German must call the suppression out of scope, not unused.
    static let dump = #"""
    {"schemaVersion": 1, "screen": {"name": "General", "environment": {"width": 320}, "table": {"sections": [{"rows": [
      {"text": {"string": "Notifications", "localizations": {"de": "Benachrichtigungseinstellungen für alle installierten Apps", "fr": "Notifications"}},
       "auditSuppressions": [{"rule": "text/truncation", "locales": ["fr"], "reason": "French is reviewed by hand"}]},
      {"text": "Delete All", "editingStyle": "delete"},
      {"text": "Bluetooth-Geräteverbindungen und Zubehör verwalten", "accessoryView": {"kind": "switch", "width": 51, "height": 31}}
    ]}]}}}
    """#

    struct Setting: CustomTestStringConvertible, Sendable {
        var name: String
        var flag: @Sendable (inout CheckOptions) -> Void
        var configuration: String
        var testDescription: String { name }
    }

    static let settings: [Setting] = [
        Setting(name: "locales", flag: { $0.locales = .only(["de"]) }, configuration: "locales: [de]"),
        Setting(name: "content size categories", flag: { $0.sizes = [.extraSmall] }, configuration: "content_size_categories: [extraSmall]"),
        Setting(name: "widths", flag: { $0.widths = [320, 430] }, configuration: "widths: [320, 430]"),
        Setting(name: "layout profile", flag: { $0.layoutProfile = "ios26" }, configuration: "layout_profile: ios26"),
        Setting(name: "preset", flag: { $0.preset = .strict }, configuration: "preset: strict"),
        Setting(name: "fail on", flag: { $0.failOn = .never }, configuration: "fail_on: never"),
        // A configuration writes only inside its own folder; the flag's relative path is the same file.
        Setting(name: "reports", flag: { $0.reports = [ReportRequest(format: .sarif, path: "reports/hig.sarif")] }, configuration: "reports:\n  - sarif: reports/hig.sarif"),
    ]

    /// The run's findings, suppressed findings and verdict as JSON bytes, and where its
    /// reports would go.
    static func run(_ options: CheckOptions, configuration text: String, in directory: URL) throws -> (report: String, failed: Bool, outputs: [String]) {
        let environment = CheckEnvironment(workingDirectory: directory.path)
        let project = try ProjectConfiguration.parse(text, file: ".hig-audit.yml", directory: directory.path)
        var settings = CheckSettings.resolve(options, project: project, environment: environment)
        // Paths as files: a relative --report is relative to the working directory.
        let outputs = settings.outputs.map { output in
            let path = output.path == "-" || output.path.hasPrefix("/") ? output.path : directory.appendingPathComponent(output.path).path
            return "\(output.format.rawValue)=\(path) color=\(output.color) summary=\(output.showsSummary)"
        }
        let report = directory.appendingPathComponent("report-\(UUID().uuidString).json")
        settings.outputs = [CheckSettings.ReportOutput(format: .json, path: report.path, color: false, showsSummary: true)]
        let outcome = try CheckRun.run(settings)
        return (try String(contentsOf: report, encoding: .utf8), outcome.failed, outputs)
    }

    @Test(arguments: settings)
    func flagAndConfigurationGiveTheSameRun(_ setting: Setting) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hig-audit-settings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let dump = directory.appendingPathComponent("general.json")
        try Data(Self.dump.utf8).write(to: dump)
        var options = CheckOptions()
        options.paths = [dump.path]
        options.jobs = 1
        let defaults = try Self.run(options, configuration: "", in: directory)
        var flagged = options
        setting.flag(&flagged)
        let byFlag = try Self.run(flagged, configuration: "", in: directory)
        let byConfiguration = try Self.run(options, configuration: setting.configuration, in: directory)
        #expect(byFlag.report == byConfiguration.report)
        #expect(byFlag.failed == byConfiguration.failed)
        #expect(byFlag.outputs == byConfiguration.outputs)
        // The setting has an effect, so the comparison above is not between two default runs.
        #expect(byFlag.report != defaults.report || byFlag.failed != defaults.failed || byFlag.outputs != defaults.outputs, "\(setting.name) changes nothing")
    }

    @Test func aSuppressionForLocalesNotCheckedIsNotUnused() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hig-audit-settings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let dump = directory.appendingPathComponent("general.json")
        try Data(Self.dump.utf8).write(to: dump)
        var options = CheckOptions()
        options.paths = [dump.path]
        options.locales = .only(["de"])
        let run = try Self.run(options, configuration: "", in: directory)
        #expect(!run.report.contains("suppression/unused"))
        #expect(run.report.contains("text/truncation"))
        // Checking French too brings it into scope, and French fits: now it is unused.
        options.locales = .only(["de", "fr"])
        #expect(try Self.run(options, configuration: "", in: directory).report.contains("suppression/unused"))
    }

    @Test func commandLineWinsOverTheConfiguration() throws {
        var options = CheckOptions()
        options.locales = .only(["de"])
        options.widths = [375]
        options.failOn = .error
        let project = try ProjectConfiguration.parse("locales: [fi]\nwidths: [320]\nfail_on: note\n", file: ".hig-audit.yml", directory: "/project")
        let settings = CheckSettings.resolve(options, project: project, environment: CheckEnvironment(workingDirectory: "/project"))
        #expect(settings.audit.textSweep.locales == ["de"])
        #expect(settings.audit.textSweep.widths == [375])
        #expect(settings.failingSeverity == .error)
        let fromFile = CheckSettings.resolve(CheckOptions(), project: project, environment: CheckEnvironment(workingDirectory: "/project"))
        #expect(fromFile.audit.textSweep.locales == ["fi"])
        #expect(fromFile.audit.textSweep.widths == [320])
        #expect(fromFile.failingSeverity == .note)
        let defaults = CheckSettings.resolve(CheckOptions(), project: ProjectConfiguration(directory: "/project"), environment: CheckEnvironment(workingDirectory: "/project"))
        #expect(defaults.audit.textSweep.locales == nil)
        #expect(defaults.failingSeverity == .warning)
        #expect(defaults.outputs.map(\.format) == [.text])
    }
}
