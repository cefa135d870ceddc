import Foundation
import HIGInput
import HIGModel

/// A project's `.hig-audit.yml`: which rules run and how, what to sweep, which dumps to read,
/// where reports go, and which findings are accepted. `CheckSettings.resolve` lays the command
/// line over it; `auditConfiguration()` gives the audit its rules.
public struct ProjectConfiguration: Sendable {
    public static let fileName = ".hig-audit.yml"

    /// `layout_profile`: which iOS release's cell layout metrics to model.
    public enum LayoutProfile: String, CaseIterable, Sendable {
        case ios18, ios26
    }

    /// `fail_on`: the lowest severity that fails a run.
    public enum FailThreshold: String, CaseIterable, Sendable {
        case error, warning, note, never

        /// The severity that fails a run, or nil when nothing does.
        public var severity: Severity? { Severity(rawValue: rawValue) }
    }

    /// A rule's entry under `rules`.
    public struct RuleSettings: Hashable, Sendable {
        /// Nil leaves it to the preset and `only_rules`/`disabled_rules`.
        public var enabled: Bool?
        public var severity: Severity?
        /// Validated against the rule's declared options: known names, declared types.
        public var options: [String: OptionValue]

        public init(enabled: Bool? = nil, severity: Severity? = nil, options: [String: OptionValue] = [:]) {
            self.enabled = enabled
            self.severity = severity
            self.options = options
        }
    }

    /// An entry of `reports`: a format and where to write it.
    public struct Report: Hashable, Sendable {
        public var format: ReportFormat
        /// Relative paths are resolved against the configuration file's folder.
        public var path: String
        /// Where the entry is in the configuration file, for errors about its path; not part of
        /// the report's identity.
        public var position: SourcePosition?

        public init(format: ReportFormat, path: String, position: SourcePosition? = nil) {
            self.format = format
            self.path = path
            self.position = position
        }

        public static func == (lhs: Report, rhs: Report) -> Bool { lhs.format == rhs.format && lhs.path == rhs.path }
        public func hash(into hasher: inout Hasher) {
            hasher.combine(format)
            hasher.combine(path)
        }
    }

    /// The file it was read from; nil for the built-in defaults.
    public var file: String?
    /// Absolute; `include`, `exclude` and report paths are relative to it.
    public var directory: String
    public var preset: Preset = .default
    /// By rule id; only known ids.
    public var rules: [String: RuleSettings] = [:]
    /// When set, only these rules run (before `disabled_rules` and per-rule `enabled`).
    public var onlyRules: Set<String>?
    public var disabledRules: Set<String> = []
    /// Locales to sweep; nil leaves it to the command line or each dump.
    public var locales: [String]?
    /// Content size categories to sweep, in increasing order; nil: not set.
    public var contentSizeCategories: [ContentSizeCategory]?
    /// Table widths to sweep, in points; nil: not set.
    public var widths: [Double]?
    public var layoutProfile: LayoutProfile?
    /// Dumps to read: empty includes everything.
    public var include: [Glob] = []
    public var exclude: [Glob] = []
    /// Reports to write on every run, besides standard output.
    public var reports: [Report] = []
    public var failOn: FailThreshold?
    public var suppressions: [Suppression] = []
    /// `storyboards`: what code does to storyboard screens.
    public var storyboardOverlays: [StoryboardOverlay] = []

    /// The built-in defaults, for a project without a configuration file.
    public init(directory: String) {
        self.directory = Self.absolute(directory)
    }

    // MARK: Finding and loading

    /// The nearest `.hig-audit.yml` in `directory` or a folder above it, loaded; nil when there
    /// is none.
    public static func discover(from directory: String, maxBytes: Int = DumpLoader.defaultMaxBytes) throws(ConfigurationError) -> ProjectConfiguration? {
        guard let path = find(from: directory) else { return nil }
        return try load(path: path, maxBytes: maxBytes)
    }

    /// The path of the nearest `.hig-audit.yml` in `directory` or above it.
    public static func find(from directory: String) -> String? {
        var url = URL(fileURLWithPath: absolute(directory), isDirectory: true).standardizedFileURL
        while true {
            let candidate = url.appendingPathComponent(fileName)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                return candidate.path
            }
            let parent = url.deletingLastPathComponent().standardizedFileURL
            if parent.path == url.path { return nil }
            url = parent
        }
    }

    /// Reads the configuration at `path`; a file over `maxBytes` (`--max-file-size`) is refused
    /// before it is read.
    public static func load(path: String, maxBytes: Int = DumpLoader.defaultMaxBytes) throws(ConfigurationError) -> ProjectConfiguration {
        let bytes = try DumpLoader.readFile(path: path, maxBytes: maxBytes, kind: .configuration)
        guard let text = String(bytes: bytes, encoding: .utf8) else {
            throw ConfigurationError(file: path, position: nil, message: "not UTF-8 text")
        }
        let directory = URL(fileURLWithPath: absolute(path)).deletingLastPathComponent().path
        return try parse(text, file: path, directory: directory)
    }

    /// Reads configuration text; `file` names it in errors, `directory` anchors its relative paths.
    public static func parse(_ text: String, file: String, directory: String) throws(ConfigurationError) -> ProjectConfiguration {
        var configuration = ProjectConfiguration(directory: directory)
        configuration.file = file
        guard let root = try YAMLNode.parse(text, file: file) else { return configuration }
        try ConfigurationReader(file: file, directory: configuration.directory).read(root, into: &configuration)
        return configuration
    }

    static func absolute(_ path: String) -> String {
        let url = path.hasPrefix("/")
            ? URL(fileURLWithPath: path)
            : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(path)
        return url.standardizedFileURL.path
    }

    // MARK: Using it

    /// The audit's settings: the preset, narrowed by `only_rules` and `disabled_rules`, then
    /// each rule's own entry. Covers the whole catalog, `suppression/unused` included.
    public func auditConfiguration() -> AuditConfiguration {
        var enabled: Set<String> = []
        var severities: [String: Severity] = [:]
        var options: [String: [String: OptionValue]] = [:]
        for rule in RuleRegistry.descriptions {
            let settings = rules[rule.id]
            var isOn = preset.isEnabled(rule)
            if let onlyRules { isOn = onlyRules.contains(rule.id) }
            if disabledRules.contains(rule.id) { isOn = false }
            if let explicit = settings?.enabled { isOn = explicit }
            guard isOn else { continue }
            enabled.insert(rule.id)
            let severity = settings?.severity ?? preset.severity(for: rule)
            if severity != rule.defaultSeverity { severities[rule.id] = severity }
            let ruleOptions = preset.optionOverrides(for: rule).merging(settings?.options ?? [:]) { _, own in own }
            if !ruleOptions.isEmpty { options[rule.id] = ruleOptions }
        }
        return AuditConfiguration(enabledRules: enabled, severityOverrides: severities, ruleOptions: options)
    }

    /// Whether the dump at `path` (absolute, or relative to the working directory) is to be
    /// audited: matched by an `include` pattern (or there are none) and by no `exclude` pattern.
    /// Files outside the configuration's folder match no pattern.
    public func isIncluded(_ path: String) -> Bool {
        let absolutePath = Self.absolute(path)
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        guard absolutePath.hasPrefix(base) else { return include.isEmpty }
        let relative = String(absolutePath.dropFirst(base.count))
        if !include.isEmpty, !include.contains(where: { $0.matches(relative) }) { return false }
        return !exclude.contains { $0.matches(relative) }
    }
}
