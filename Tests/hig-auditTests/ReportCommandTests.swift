import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `check` end to end: several reports per run, where the terminal output goes, escaping of
/// hostile dumps in every format, determinism and the size limits, through the built executable.
@Suite struct ReportCommandTests {
    // MARK: - Support

    /// A new empty directory, removed by the caller.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hig-audit-reports-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func read(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// `hig-audit` with `NO_COLOR` removed from the environment (`CLI.run` always sets it), so
    /// only the missing terminal can turn colors off.
    static func runWithoutNoColor(_ arguments: [String]) throws -> CLIRun {
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = arguments
        process.currentDirectoryURL = CLI.repositoryRoot
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = nil
        environment["GITHUB_ACTIONS"] = nil
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLIRun(exitCode: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Text a dump can carry that tries to leave its field in some format: table pipes, code
    /// spans, HTML, entities, mentions, percent escapes, line breaks, workflow commands and a
    /// bidi override.
    static let hostile = "a | b `tick` <script>alert(1)</script> & @org/team 100% %0A \r\n::warning::x\n::add-mask::secret \u{202E}evil ,:"

    /// One screen named `hostile`: a row that warns (`selection/feedback`) and one that notes
    /// (`editing/delete-title`), with `hostile` in the header, row ids and texts.
    static func hostileDump() throws -> Data {
        let dump: [String: Any] = [
            "schemaVersion": 1,
            "screen": [
                "name": hostile,
                "table": ["sections": [[
                    "header": hostile,
                    "rows": [
                        ["id": hostile, "text": hostile, "selectionStyle": "none", "selectionAction": "runsAction"],
                        ["id": "delete " + hostile, "text": hostile, "editingStyle": "delete"],
                    ],
                ]]],
            ],
        ]
        return try JSONSerialization.data(withJSONObject: dump, options: [.sortedKeys, .prettyPrinted])
    }

    /// The hostile dump, with a configuration beside it that keeps to the two rules whose
    /// findings the tests count (text measuring rules would add findings about the long text).
    static func writeHostileDump(named name: String, into directory: URL) throws {
        try hostileDump().write(to: directory.appendingPathComponent(name))
        try Data("only_rules: [selection/feedback, editing/delete-title]\n".utf8).write(to: directory.appendingPathComponent(".hig-audit.yml"))
    }

    /// A dump with `warnings` rows that warn and `notes` rows that note, one finding each.
    static func largeDump(warnings: Int, notes: Int) -> Data {
        var rows: [String] = []
        for index in 0..<warnings {
            rows.append(#"{ "id": "w\#(index)", "text": "Action \#(index)", "selectionStyle": "none", "selectionAction": "runsAction" }"#)
        }
        for index in 0..<notes {
            rows.append(#"{ "id": "n\#(index)", "text": "Item \#(index)", "editingStyle": "delete" }"#)
        }
        let text = """
        {
          "schemaVersion": 1,
          "screen": {
            "name": "Large",
            "table": { "sections": [{ "rows": [
              \(rows.joined(separator: ",\n      "))
            ] }] }
          }
        }
        """
        return Data(text.utf8)
    }

    /// Table rows of a Markdown document whose column count differs from their table's header.
    static func brokenTableRows(_ markdown: String) -> [String] {
        var broken: [String] = []
        var columns: Int?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            guard line.hasPrefix("|") else {
                columns = nil
                continue
            }
            let count = unescapedPipes(line)
            if let columns {
                if count != columns { broken.append(line) }
            } else {
                columns = count
            }
        }
        return broken
    }

    static func unescapedPipes(_ line: String) -> Int {
        var count = 0
        var escaped = false
        for character in line {
            if character == "|" && !escaped { count += 1 }
            escaped = character == "\\" && !escaped
        }
        return count
    }

    // MARK: - Several reports in one run

    @Test func reportFilesBesideTheTerminalText() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let sarif = directory.appendingPathComponent("out.sarif")
        let markdown = directory.appendingPathComponent("summary.md")
        let run = try CLI.run(["check", "Reports/settings/input.json", "--report", "sarif=\(sarif.path)", "--report", "markdown=\(markdown.path)"])
        #expect(run.exitCode == 1, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("Reports/settings/input.json:"), "the terminal still shows text: \(run.stdout)")
        #expect(run.stdout.contains("in 1 file (1 screen, 6 rows)"))
        let log = try Self.json(Self.read(sarif))
        #expect(log["version"] as? String == "2.1.0")
        #expect(((log["runs"] as? [[String: Any]])?.first?["results"] as? [Any])?.count == 2)
        #expect(try Self.read(markdown).hasPrefix("<!-- hig-audit-report -->\n## hig-audit: "))
        // Written through a temporary file and a rename: nothing else is left behind.
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(left == ["out.sarif", "summary.md"])
    }

    @Test func jsonReportToStandardOutputReplacesTheText() throws {
        let run = try CLI.run(["check", "Reports/settings/input.json", "--report", "json=-"])
        #expect(run.exitCode == 1)
        let document = try Self.json(run.stdout)
        #expect(document["version"] as? Int == 1)
        #expect((document["findings"] as? [Any])?.count == 2)
        #expect(!run.stdout.contains("Reports/settings/input.json:57:15:"))
    }

    @Test func githubActionsGetsAnnotationsByDefault() throws {
        let run = try CLI.run(["check", "Reports/settings/input.json"], environment: ["GITHUB_ACTIONS": "true"])
        #expect(run.exitCode == 1)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.hasPrefix("::warning file=Reports/settings/input.json,line=") }, "\(run.stdout)")
    }

    @Test func formatTextOverridesGitHubActions() throws {
        let run = try CLI.run(["check", "--format", "text", "Reports/settings/input.json"], environment: ["GITHUB_ACTIONS": "true"])
        #expect(run.exitCode == 1)
        #expect(!run.stdout.contains("::"))
        #expect(run.stdout.hasPrefix("Reports/settings/input.json:60:15: warning: "))
    }

    @Test func noColorWhenStandardOutputIsNotATerminal() throws {
        let run = try Self.runWithoutNoColor(["check", "Reports/settings/input.json"])
        #expect(run.exitCode == 1)
        #expect(run.stdout.contains("warning:"))
        #expect(!run.stdout.contains("\u{1B}"), "escape codes in piped output: \(run.stdout)")
    }

    @Test func reportInAMissingDirectoryIsAnInputError() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let good = directory.appendingPathComponent("good.md")
        let missing = directory.appendingPathComponent("no-such-dir/out.sarif")
        let run = try CLI.run(["check", "Reports/settings/input.json", "--report", "sarif=\(missing.path)", "--report", "markdown=\(good.path)"])
        #expect(run.exitCode == 2)
        #expect(run.stderr == "\(missing.path): error: cannot write the report: No such file or directory (its directory does not exist)\n", "names the file and says why: \(run.stderr)")
        #expect(run.stdout.isEmpty, "nothing reported after a failed write: \(run.stdout)")
        #expect(!FileManager.default.fileExists(atPath: missing.deletingLastPathComponent().path))
        // No temporary or partial file anywhere in the directory.
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(left.allSatisfy { !$0.hasSuffix(".tmp") }, "\(left)")
    }

    // MARK: - Determinism

    /// Runs `check` on `dumps` writing every report format into `directory`; returns them by name.
    static func reports(_ dumps: [String], into directory: URL, extra: [String] = []) throws -> [String: Data] {
        let names = [
            "report.txt": "text", "report.json": "json", "report.sarif": "sarif", "report.md": "markdown", "annotations.txt": "github",
            "report.junit.xml": "junit", "report.checkstyle.xml": "checkstyle", "report.gitlab.json": "gitlab", "report.html": "html",
        ]
        var arguments = ["check", "--fail-on", "never"] + dumps + extra
        for (file, format) in names.sorted(by: { $0.key < $1.key }) {
            arguments += ["--report", "\(format)=\(directory.appendingPathComponent(file).path)"]
        }
        let run = try CLI.run(arguments)
        #expect(run.exitCode == 0, "\(run.stderr)")
        var out: [String: Data] = [:]
        for file in names.keys {
            out[file] = try Data(contentsOf: directory.appendingPathComponent(file))
        }
        return out
    }

    @Test func sameInputTwiceGivesIdenticalFiles() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = directory.appendingPathComponent("1"), second = directory.appendingPathComponent("2")
        for url in [first, second] { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        let dumps = ["Reports/settings/input.json", "Reports/mailboxes/input.json"]
        let a = try Self.reports(dumps, into: first)
        let b = try Self.reports(dumps, into: second)
        #expect(a.count == 9)
        #expect(a == b)
        #expect(a.values.allSatisfy { !$0.isEmpty })
    }

    @Test func dumpOrderDoesNotMatter() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = directory.appendingPathComponent("1"), second = directory.appendingPathComponent("2")
        for url in [first, second] { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        let a = try Self.reports(["Reports/settings/input.json", "Reports/general-compact/input.json"], into: first)
        let b = try Self.reports(["Reports/general-compact/input.json", "Reports/settings/input.json"], into: second)
        for file in ["report.sarif", "report.json", "report.md", "report.txt", "annotations.txt", "report.junit.xml", "report.checkstyle.xml", "report.gitlab.json"] {
            #expect(a[file] == b[file], "\(file) depends on the order of the dumps")
        }
        // Both dumps really are in there.
        let json = try Self.json(String(decoding: try #require(a["report.json"]), as: UTF8.self))
        let files = Set(((json["findings"] as? [[String: Any]]) ?? []).compactMap { $0["file"] as? String })
        #expect(files == ["Reports/settings/input.json", "Reports/general-compact/input.json"])
    }

    // MARK: - The gallery is what the command prints

    @Test func galleryMatchesTheCommandLine() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let root = CLI.repositoryRoot.path
        for scenario in ["settings", "mailboxes", "contacts"] {
            let folder = directory.appendingPathComponent(scenario)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            // Absolute dump path and base path: every format, SARIF included, matches exactly.
            let reports = try Self.reports(["\(root)/Reports/\(scenario)/input.json"], into: folder, extra: ["--base-path", root])
            for (file, bytes) in reports {
                let gallery = try Data(contentsOf: CLI.repositoryRoot.appendingPathComponent("Reports/\(scenario)/\(file)"))
                #expect(bytes == gallery, "Reports/\(scenario)/\(file) differs from what check writes")
            }
        }
    }

    @Test func galleryMatchesARelativeInvocation() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let reports = try Self.reports(["Reports/settings/input.json"], into: directory)
        for file in ["report.txt", "report.json", "report.md", "annotations.txt", "report.junit.xml", "report.checkstyle.xml", "report.gitlab.json"] {
            let gallery = try Data(contentsOf: CLI.repositoryRoot.appendingPathComponent("Reports/settings/\(file)"))
            #expect(reports[file] == gallery, "Reports/settings/\(file)")
        }
        // `check Reports/settings/input.json` relates the relative dump path to the base path
        // (the working directory) because the command hands its working directory to the reports.
        let gallery = try Data(contentsOf: CLI.repositoryRoot.appendingPathComponent("Reports/settings/report.sarif"))
        #expect(reports["report.sarif"] == gallery)
    }

    // MARK: - Hostile dumps

    @Test func hostileTextCannotLeaveItsField() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // `,`, `:` and `%` in the file name exercise the annotation property escaping.
        let name = "in,ject:ion %.json"
        try Self.writeHostileDump(named: name, into: directory)
        let sarif = directory.appendingPathComponent("out.sarif"), json = directory.appendingPathComponent("out.json")
        let markdown = directory.appendingPathComponent("out.md"), html = directory.appendingPathComponent("out.html")
        let run = try CLI.run(
            ["check", name, "--report", "sarif=\(sarif.path)", "--report", "json=\(json.path)", "--report", "markdown=\(markdown.path)", "--report", "html=\(html.path)"],
            directory: directory,
            environment: ["GITHUB_ACTIONS": "true"]
        )
        #expect(run.exitCode == 1, "\(run.stderr)")

        // Annotations: one command per finding, every line starts one of ours.
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 2, "\(run.stdout)")
        for line in lines {
            #expect(["::error ", "::warning ", "::notice "].contains { line.hasPrefix($0) }, "\(line)")
            #expect(!line.contains("\r") && !line.contains("\u{202E}"))
            #expect(line.contains("file=in%2Cject%3Aion %25.json,"), "\(line)")
        }
        #expect(run.stdout.contains("100%25 %250A %0D%0A::warning::x%0A::add-mask::secret <U+202E>evil"))

        // Markdown: every table row keeps its columns; nothing renders as HTML or pings.
        let report = try Self.read(markdown)
        #expect(Self.brokenTableRows(report) == [])
        #expect(!report.contains("<script>") && !report.contains("@org") && !report.contains("\u{202E}"))
        #expect(report.contains("&lt;script&gt;") && report.contains("a \\| b \\`tick\\`"))
        #expect(!report.split(separator: "\n").contains { $0.hasPrefix("::") })

        // SARIF and JSON: parse, and give back the exact text.
        let log = try Self.json(Self.read(sarif))
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(results.count == 2)
        let elementPaths = results.compactMap { ($0["properties"] as? [String: Any])?["elementPath"] as? String }
        #expect(elementPaths.count == 2 && elementPaths.allSatisfy { $0.hasPrefix(Self.hostile + " › section 1 › row ") })
        let uri = ((results.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            .flatMap { $0["artifactLocation"] as? [String: Any] }?["uri"] as? String
        #expect(uri == "in%2Cject%3Aion%20%25.json")
        let document = try Self.json(Self.read(json))
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(Set(findings.compactMap { $0["path"] as? String }) == [
            "\(Self.hostile) › section 1 › row 1 (\(Self.hostile))",
            "\(Self.hostile) › section 1 › row 2 (delete \(Self.hostile))",
        ])
        #expect(findings.allSatisfy { $0["file"] as? String == name })
        // The raw JSON never carries the override itself, only its escape.
        let raw = try Self.read(json)
        #expect(!raw.contains("\u{202E}") && raw.contains("\\u202E"))

        // HTML: the hostile texts are drawn (header and row labels in the wireframe) and listed,
        // and every tag in the page is one the reporter writes.
        let page = try Self.read(html)
        #expect(page.contains("<svg"), "the hostile screen is drawn")
        #expect(!page.contains("<script>alert") && !page.contains("\u{202E}") && !page.contains("\r"))
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(page.components(separatedBy: "<script").count == 2, "one script element")
        let unexpected = Set(HTMLTags.names(in: page)).subtracting(HTMLTags.written)
        #expect(unexpected.isEmpty, "\(unexpected)")
    }

    /// JUnit, Checkstyle and GitLab Code Quality of the hostile dump: each parses, holds the two
    /// findings and no raw control or bidirectional character.
    @Test func hostileTextInTheCIReports() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let name = "in<ject>&\"ion.json"
        try Self.writeHostileDump(named: name, into: directory)
        let run = try CLI.run(["check", name, "--report", "junit=junit.xml", "--report", "checkstyle=checkstyle.xml", "--format", "gitlab"], directory: directory)
        #expect(run.exitCode == 1, "\(run.stderr)")
        let junit = try Self.read(directory.appendingPathComponent("junit.xml"))
        let checkstyle = try Self.read(directory.appendingPathComponent("checkstyle.xml"))
        for text in [junit, checkstyle, run.stdout] {
            #expect(!text.unicodeScalars.contains { $0 == "\u{202E}" || $0 == "\r" || $0 == "\u{1B}" })
        }
        let junitRoot = try #require(try XMLDocument(data: Data(junit.utf8)).rootElement())
        let cases = junitRoot.elements(forName: "testsuite").flatMap { $0.elements(forName: "testcase") }
        #expect(cases.count == 2)
        #expect(junitRoot.elements(forName: "testsuite").first?.attribute(forName: "name")?.stringValue == name)
        // The screen and row id, as the parser gives them back: whole, on one line, the override named.
        let caseName = try #require(cases.first?.attribute(forName: "name")?.stringValue)
        #expect(caseName.hasPrefix("a | b `tick` <script>alert(1)</script> & @org/team 100% %0A ↵::warning::x↵::add-mask::secret <U+202E>evil ,: › section 1 › row 1 ("))
        let checkstyleRoot = try #require(try XMLDocument(data: Data(checkstyle.utf8)).rootElement())
        #expect(checkstyleRoot.elements(forName: "file").first?.attribute(forName: "name")?.stringValue == name)
        #expect(checkstyleRoot.elements(forName: "file").flatMap { $0.elements(forName: "error") }.count == 2)
        let issues = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(issues.count == 2)
        #expect(issues.allSatisfy { ($0["location"] as? [String: Any])?["path"] as? String == name })
    }

    @Test func hostileTextInTheTerminal() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.writeHostileDump(named: "dump.json", into: directory)
        let run = try CLI.run(["check", "dump.json"], directory: directory)
        #expect(run.exitCode == 1)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 3)
        // No line of the log starts a workflow command, whatever the dump says.
        #expect(lines.allSatisfy { !$0.hasPrefix("::") && !$0.hasPrefix("##[") })
        #expect(!run.stdout.contains("\u{202E}"))
    }

    // MARK: - Limits

    @Test func fiveThousandFindings() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.largeDump(warnings: 4_000, notes: 1_000).write(to: directory.appendingPathComponent("large.json"))
        let sarif = directory.appendingPathComponent("large.sarif"), markdown = directory.appendingPathComponent("summary.md")
        let run = try CLI.run(
            ["check", "large.json", "--report", "sarif=\(sarif.path)", "--report", "markdown=\(markdown.path)", "--markdown-limit", "65536"],
            directory: directory,
            environment: ["GITHUB_ACTIONS": "true"]
        )
        #expect(run.exitCode == 1, "\(run.stderr)")

        // Annotations: 10 warnings; 9 notes and the overflow notice, which is a notice too and
        // would be dropped by the runner as an 11th.
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count { $0.hasPrefix("::warning ") } == 10)
        #expect(lines.count { $0.hasPrefix("::notice ") } == 10)
        #expect(lines.count { $0.hasPrefix("::error ") } == 0)
        #expect(lines.count == 20)
        let summary = try #require(lines.last)
        #expect(summary.hasPrefix("::notice title=hig-audit::4981 of 5000 hig-audit findings not annotated (3990 warnings, 991 notes)"), "\(summary)")

        // SARIF: every finding, valid.
        let log = try Self.json(Self.read(sarif))
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [Any])
        #expect(results.count == 5_000)
        if let python = Self.python3, let validator = Self.sharedValidator {
            let check = try Self.run(python, [validator.path, sarif.path, "--strict"])
            #expect(check.status == 0, "\(check.output.suffix(2000))")
        }

        // Markdown: under the comment cap, saying it was cut.
        let report = try Data(contentsOf: markdown)
        #expect(report.count <= 65_536)
        let text = String(decoding: report, as: UTF8.self)
        #expect(text.contains("> This report is cut to fit its 65536-byte limit"))
        #expect(text.contains("## hig-audit: 🛑 0 errors, ⚠️ 4000 warnings, ℹ️ 1000 notes"))
        #expect(Self.brokenTableRows(text) == [])
    }

    // MARK: - Tools

    static var python3: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/python3" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// `shared/tools/validate-sarif` beside the checkout or beside a folder above it.
    static let sharedValidator: URL? = {
        var directory = CLI.repositoryRoot.deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("shared/tools/validate-sarif")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        return nil
    }()

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
}
