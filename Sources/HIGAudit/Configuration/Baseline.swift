import Foundation
import HIGInput
import HIGModel

/// The findings a project has accepted for now, recorded by a fingerprint that survives edits
/// elsewhere in a dump: rule, screen, element path, text key, locale, size and a hash of the
/// element's text — never line numbers. A finding whose fingerprint is in the baseline is not
/// new; once the element's text changes it is.
///
/// The file is JSON, one entry per line, sorted, so it diffs well in review.
public struct Baseline: Hashable, Sendable {
    public static let formatVersion = 1

    /// One finding's fingerprint. Field order is the sort order and the file's key order.
    public struct Entry: Hashable, Comparable, Sendable {
        public var rule: String
        public var screen: String
        /// `ElementPath.key` without the screen: `section[1]/row[wifi]/secondaryText`.
        public var path: String
        /// The element's localization key, when the finding names one (evidence `textKey`).
        public var textKey: String?
        /// Evidence `locale`.
        public var locale: String?
        /// Evidence `contentSizeCategory`.
        public var size: String?
        /// FNV-1a hash of the element's text (evidence `text`), else of the finding's message.
        public var hash: String

        public init(rule: String, screen: String, path: String, textKey: String? = nil, locale: String? = nil, size: String? = nil, hash: String) {
            self.rule = rule
            self.screen = screen
            self.path = path
            self.textKey = textKey
            self.locale = locale
            self.size = size
            self.hash = hash
        }

        public init(_ finding: Finding) {
            func string(_ key: EvidenceKey) -> String? {
                finding[evidence: key].map(\.description)
            }
            self.init(
                rule: finding.ruleID,
                screen: finding.path.screen,
                path: finding.path.componentsKey,
                textKey: string(.textKey),
                locale: string(.locale),
                size: string(.contentSizeCategory),
                hash: Baseline.hash(string(.text) ?? finding.message)
            )
        }

        var sortKey: [String] {
            [rule, screen, path, textKey ?? "", locale ?? "", size ?? "", hash]
        }

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            lhs.sortKey.lexicographicallyPrecedes(rhs.sortKey) { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        }

        /// For people: `table/width  Settings  environment  (de, AX2)`.
        public var summary: String {
            let qualifiers = [textKey.map { "key \($0)" }, locale, size].compactMap { $0 }
            return "\(rule)  \(screen)  \(path.isEmpty ? "screen" : path)" + (qualifiers.isEmpty ? "" : "  (\(qualifiers.joined(separator: ", ")))")
        }
    }

    /// Sorted; the same fingerprint may occur more than once (two findings on one element).
    public private(set) var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries.sorted()
    }

    /// The baseline of `findings`: what `--write-baseline` records.
    public init(findings: [Finding]) {
        self.init(entries: findings.map(Entry.init))
    }

    // MARK: Filtering and comparing

    /// The findings that are not in the baseline. Each entry accepts one finding, so a second
    /// identical finding on the same element is new.
    public func filter(_ findings: [Finding]) -> [Finding] {
        partition(findings).new
    }

    /// Findings split into those the baseline does not know and those it accepts.
    public func partition(_ findings: [Finding]) -> (new: [Finding], baselined: [Finding]) {
        var remaining = counts(entries)
        var new: [Finding] = [], baselined: [Finding] = []
        for finding in findings {
            let entry = Entry(finding)
            if let count = remaining[entry], count > 0 {
                remaining[entry] = count - 1
                baselined.append(finding)
            } else {
                new.append(finding)
            }
        }
        return (new, baselined)
    }

    public struct Comparison: Hashable, Sendable {
        /// In the old baseline only: fixed (or changed beyond recognition).
        public var fixed: [Entry]
        /// In the new baseline only.
        public var new: [Entry]
        public var unchanged: [Entry]
    }

    /// What changed between two baselines, each list sorted.
    public static func compare(_ old: Baseline, _ new: Baseline) -> Comparison {
        var oldCounts = counts(old.entries)
        var comparison = Comparison(fixed: [], new: [], unchanged: [])
        for entry in new.entries {
            if let count = oldCounts[entry], count > 0 {
                oldCounts[entry] = count - 1
                comparison.unchanged.append(entry)
            } else {
                comparison.new.append(entry)
            }
        }
        for entry in old.entries {
            if let count = oldCounts[entry], count > 0 {
                oldCounts[entry] = count - 1
                comparison.fixed.append(entry)
            }
        }
        return comparison
    }

    private func counts(_ entries: [Entry]) -> [Entry: Int] {
        Self.counts(entries)
    }

    private static func counts(_ entries: [Entry]) -> [Entry: Int] {
        entries.reduce(into: [:]) { $0[$1, default: 0] += 1 }
    }

    /// FNV-1a 64 over UTF-8, in hex: stable across runs and platforms, unlike `Hasher`.
    static func hash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    // MARK: The file

    /// The file's text: a header line, then one entry per line, sorted.
    public var serialized: String {
        var out = "{\n  \"version\": \(Self.formatVersion),\n  \"entries\": ["
        for (index, entry) in entries.enumerated() {
            out += index == 0 ? "\n" : ",\n"
            var fields = [("rule", entry.rule), ("screen", entry.screen), ("path", entry.path)]
            if let textKey = entry.textKey { fields.append(("textKey", textKey)) }
            if let locale = entry.locale { fields.append(("locale", locale)) }
            if let size = entry.size { fields.append(("size", size)) }
            fields.append(("hash", entry.hash))
            out += "    {" + fields.map { "\(Self.jsonString($0.0)): \(Self.jsonString($0.1))" }.joined(separator: ", ") + "}"
        }
        out += entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    /// Writes the file atomically: a temporary file beside it, then a rename, so a reader never
    /// sees half a baseline and a failed write leaves the old one in place.
    public func write(to path: String) throws(ConfigurationError) {
        do {
            try ReportWriter.write(Array(serialized.utf8), to: path)
        } catch {
            let text = String(describing: error)
            let reason = text.range(of: "cannot write the report: ").map { String(text[$0.upperBound...]) } ?? text
            throw ConfigurationError(file: path, position: nil, message: "cannot write baseline: \(reason)")
        }
    }

    /// Reads the baseline at `path`; a file over `maxBytes` (`--max-file-size`) is refused
    /// before it is read.
    public static func load(path: String, maxBytes: Int = DumpLoader.defaultMaxBytes) throws(ConfigurationError) -> Baseline {
        try parse(DumpLoader.readFile(path: path, maxBytes: maxBytes, kind: .baseline), file: path)
    }

    /// Reads a baseline from text.
    public static func parse(_ text: String, file: String) throws(ConfigurationError) -> Baseline {
        try parse(Array(text.utf8), file: file)
    }

    /// Reads a baseline with the JSON reader every JSON input shares: errors carry the line and
    /// column, as for a dump.
    public static func parse(_ bytes: [UInt8], file: String) throws(ConfigurationError) -> Baseline {
        func fail(_ node: JSONNode, _ message: String) -> ConfigurationError {
            ConfigurationError(file: file, position: node.position, message: message)
        }
        let root = try JSONNode.parse(bytes, file: file, expected: "a baseline, a JSON object with 'version' and 'entries'")
        guard root.isObject else { throw fail(root, "a baseline is a JSON object with 'version' and 'entries'; found \(root.typeName)") }
        var version: JSONNode?, list: [JSONNode]?
        for member in root.members {
            switch member.key {
            case "version": version = member.value
            case "entries":
                guard case .array(let items) = member.value.kind else { throw fail(member.value, "'entries' must be a list; found \(member.value.typeName)") }
                list = items
            default:
                throw ConfigurationError(
                    file: file, position: member.keyPosition,
                    message: "unknown key '\(quoted(member.key))' in baseline" + didYouMean(member.key, in: ["version", "entries"]))
            }
        }
        guard let version else { throw fail(root, "baseline has no 'version'") }
        guard version.integer == Self.formatVersion else {
            if let text = version.string, Int(text) == Self.formatVersion {
                throw fail(version, "'version' must be the number \(Self.formatVersion), not the string \"\(quoted(text))\"")
            }
            let shown = version.number.map { $0.rounded() == $0 && abs($0) < 1e15 ? String(Int($0)) : String($0) } ?? version.string ?? version.typeName
            throw fail(version, "unsupported baseline version \(quoted(shown)) (this tool reads version \(Self.formatVersion))")
        }
        guard let list else { throw fail(root, "baseline has no 'entries'") }
        let keys = ["rule", "screen", "path", "textKey", "locale", "size", "hash"]
        var entries: [Entry] = []
        for item in list {
            guard item.isObject else { throw fail(item, "an entry must be an object; found \(item.typeName)") }
            var values: [String: String] = [:]
            for member in item.members {
                let name = member.key
                guard keys.contains(name) else {
                    throw ConfigurationError(file: file, position: member.keyPosition, message: "unknown key '\(quoted(name))' in baseline entry" + didYouMean(name, in: keys))
                }
                guard let text = member.value.string else { throw fail(member.value, "'\(name)' must be a string; found \(member.value.typeName)") }
                values[name] = text
            }
            for required in ["rule", "screen", "path", "hash"] where values[required] == nil {
                throw fail(item, "baseline entry has no '\(required)'")
            }
            entries.append(Entry(
                rule: values["rule"] ?? "", screen: values["screen"] ?? "", path: values["path"] ?? "",
                textKey: values["textKey"], locale: values["locale"], size: values["size"], hash: values["hash"] ?? ""
            ))
        }
        return Baseline(entries: entries)
    }

    /// A JSON string literal, quoted as every JSON file the tool writes.
    static func jsonString(_ text: String) -> String {
        JSONText.quoted(text)
    }
}

extension AuditResult {
    /// The result without the findings `baseline` accepts; they are counted in `baselinedCount`.
    public func filtered(by baseline: Baseline) -> AuditResult {
        let (new, baselined) = baseline.partition(findings)
        var result = self
        result.findings = new
        result.baselinedCount += baselined.count
        return result
    }
}
