import Foundation
import HIGModel
@testable import HIGAudit

/// Synthetic audit results built in code, with the real rule catalog.
enum Fixtures {
    static let rules = RuleRegistry.descriptions
    static let context = ReportContext(toolVersion: "0.1.0", basePath: "/repo")

    static func span(_ line: Int, _ column: Int, _ endLine: Int? = nil, endColumn: Int) -> SourceSpan {
        SourceSpan(start: SourcePosition(line: line, column: column), end: SourcePosition(line: endLine ?? line, column: endColumn))
    }

    static func finding(
        _ ruleID: String = "table/width",
        _ severity: Severity = .warning,
        message: String = "table is 300 pt wide, narrower than 320 pt; text will truncate and wrap",
        file: String = "/repo/Dumps/settings.json",
        line: Int = 3,
        column: Int = 5,
        endColumn: Int? = nil,
        screen: String = "Settings",
        components: [ElementPath.Component] = [.environment],
        evidence: [Evidence] = []
    ) -> Finding {
        Finding(
            ruleID: ruleID,
            severity: severity,
            message: message,
            location: FindingLocation(file: file, region: span(line, column, endColumn: endColumn ?? column + 12), context: span(line - 1, 3, line + 2, endColumn: 4)),
            path: ElementPath(screen: screen, components: components),
            evidence: evidence
        )
    }

    /// A small result with every severity, two files and two screens.
    static var sample: AuditResult {
        let findings = [
            finding("table/width", .warning, evidence: [Evidence(.tableWidth, .number(300)), Evidence(.minimumWidth, .number(320))]),
            finding("index/grouped-style", .error, message: "grouped table 'Settings' shows a section index", line: 7, column: 9, components: [.table]),
            finding("selection/feedback", .note, message: "row 'Wi-Fi' navigates but has selectionStyle none", file: "/repo/Dumps/other screen.json", line: 12, column: 7, screen: "Network", components: [.section(0), .row(2, id: "wifi")]),
            finding("table/empty-group", .error, message: "section 2 of grouped table 'Network' has no rows", file: "/repo/Dumps/other screen.json", line: 20, column: 3, screen: "Network", components: [.section(1)]),
        ]
        return AuditResult(findings: findings.sorted(by: Finding.reportOrder), fileCount: 2, screenCount: 2, rowCount: 48)
    }

    /// Texts from audited files that try to escape their field in some format.
    static let hostile: [String] = [
        "a | b | c",
        "`code` and ``` fence",
        "<script>alert(1)</script>",
        "Tom & Jerry &amp; friends",
        "ping @org/team and @octocat",
        "fixes #123 and org/repo#45",
        "100% done %0A %25",
        "line one\r\nline two\nline three\rline four",
        "::warning::injected",
        "x\n::add-mask::secret",
        "\u{202E}evil\u{202C} \u{2066}isolate\u{2069} \u{202A}\u{202B}\u{202D}\u{2067}\u{2068}",
        "esc \u{1B}[2J\u{1B}[1;1H bell \u{07} nul \u{00} del \u{7F} c1 \u{9B}",
        "sep\u{2028}para\u{2029}end",
        "-->\n<!-- hig-audit-report -->",
        "## heading\n| --- | --- |\n> quote",
        "back\\slash \\| pipe",
    ]

    /// One finding per hostile text, each text used as message, screen name and file name.
    static var hostileResult: AuditResult {
        let findings = hostile.enumerated().map { index, text in
            finding(
                index.isMultiple(of: 2) ? "table/width" : "selection/feedback",
                [.error, .warning, .note][index % 3],
                message: text,
                file: "/repo/Dumps/\(text.replacingOccurrences(of: "/", with: "_")).json",
                line: index + 2,
                screen: text,
                components: [.section(0), .row(index, id: text)],
                evidence: [Evidence(.locale, .string(text)), Evidence(.reason, .string(text))]
            )
        }
        return AuditResult(findings: findings.sorted(by: Finding.reportOrder), fileCount: hostile.count, screenCount: hostile.count, rowCount: hostile.count)
    }

    /// `count` findings spread over every rule and severity.
    static func large(_ count: Int) -> AuditResult {
        let ruleIDs = rules.map(\.id)
        let findings = (0..<count).map { index in
            finding(
                ruleIDs[index % ruleIDs.count],
                Severity.allCases[index % 3],
                message: "finding number \(index) in 'Screen \(index / 40)' is \(index % 97) pt too wide",
                file: "/repo/Dumps/screen-\(index / 200).json",
                line: 2 + index % 200 * 3,
                column: 5,
                screen: "Screen \(index / 40)",
                components: [.section(index % 4), .row(index % 40, id: "row-\(index)")],
                evidence: [Evidence(.overflow, .number(Double(index % 97)))]
            )
        }
        return AuditResult(findings: findings.sorted(by: Finding.reportOrder), fileCount: count / 200 + 1, screenCount: count / 40 + 1, rowCount: count)
    }

    static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    static func json(_ bytes: [UInt8]) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
    }

    static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources")

    /// A new empty directory for one test.
    /// `../shared/tools/validate-sarif` (the OASIS schema plus GitHub's upload rules), looked up
    /// beside the checkout and beside each folder above it, so a checkout in a subfolder (a
    /// worktree) finds it too; nil where it is not installed.
    static let sharedValidator: URL? = {
        var directory = Repository.root.deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("shared/tools/validate-sarif")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        return nil
    }()

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hig-audit-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs a program and returns its exit status and combined output.
    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// `python3` as found on PATH (through env), when there is one.
    static var python3: [String]? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let found = path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/python3") }
        return found ? ["/usr/bin/env", "python3"] : nil
    }
}

extension [String: Any] {
    subscript(path keys: String...) -> Any? {
        var current: Any? = self
        for key in keys {
            if let index = Int(key), let array = current as? [Any] {
                current = index < array.count ? array[index] : nil
            } else {
                current = (current as? [String: Any])?[key]
            }
        }
        return current
    }
}
