import Foundation
import Testing

/// Files made from the argument parser — shell completions and the man page — are committed
/// and must match what the built command generates; the README's option table must list every
/// option `check --help` shows. `HIG_AUDIT_RECORD=1 swift test --filter GeneratedFilesTests`
/// rewrites the generated files.
@Suite struct GeneratedFilesTests {
    static var isRecording: Bool { ProcessInfo.processInfo.environment["HIG_AUDIT_RECORD"] == "1" }

    static func expectCurrent(_ actual: String, at relativePath: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = CLI.repositoryRoot.appendingPathComponent(relativePath)
        if isRecording {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url, options: .atomic)
            return
        }
        let committed = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        #expect(committed == actual, "\(relativePath) is stale; run `HIG_AUDIT_RECORD=1 swift test --filter GeneratedFilesTests`", sourceLocation: sourceLocation)
    }

    static let completionFiles = [("bash", "completions/hig-audit.bash"), ("zsh", "completions/_hig-audit"), ("fish", "completions/hig-audit.fish")]

    @Test(arguments: completionFiles)
    func completionsAreCurrent(_ shell: String, _ path: String) throws {
        let run = try CLI.run(["--generate-completion-script", shell])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stdout.contains("layout-profile") && run.stdout.contains("junit"), "every option and format value")
        try Self.expectCurrent(run.stdout, at: path)
    }

    @Test func manPageIsCurrent() throws {
        let help = try CLI.run(["--experimental-dump-help"])
        #expect(help.exitCode == 0, "\(help.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(help.stdout.utf8)) as? [String: Any])
        let command = try #require(document["command"] as? [String: Any])
        let version = try CLI.run(["--version"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let page = ManPage.render(command, version: version)
        #expect(page.contains(".SS hig\\-audit check") && page.contains("\\fB\\-\\-jobs\\fR"))
        // No figure of this machine: the default thread count is "all cores".
        #expect(page.contains("all cores") && !page.contains("default: \(ProcessInfo.processInfo.activeProcessorCount))"))
        try Self.expectCurrent(page, at: "man/hig-audit.1")
    }

    /// Every option `check --help` lists has a row in the README's table of check options.
    @Test func readmeListsEveryCheckOption() throws {
        let help = try CLI.run(["check", "--help"]).stdout
        let options = Set(help.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: #"^  (-[a-z], )?--[a-z-]+"#, options: .regularExpression) else { return nil }
            return String(line[range].split(separator: " ").last ?? "")
        }).subtracting(["--help", "--version"])
        #expect(options.count >= 20, "\(options)")
        let readme = try String(contentsOf: CLI.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let table = readme.split(separator: "\n").filter { $0.hasPrefix("| `--") }.joined(separator: "\n")
        for option in options.sorted() {
            #expect(table.contains("`\(option) ") || table.contains("`\(option)`") || table.contains("`\(option)="), "README's check options table lacks \(option)")
        }
    }
}

/// A man(7) page from the argument parser's description of the commands
/// (`--experimental-dump-help`): every subcommand with its abstract, discussion and options.
enum ManPage {
    static func render(_ root: [String: Any], version: String) -> String {
        let name = root["commandName"] as? String ?? "hig-audit"
        var out = ".TH \(name.uppercased()) 1 \"\" \"\(escape(name)) \(escape(version))\" \"User Commands\"\n"
        out += ".SH NAME\n\(escape(name)) \\- \(escape(root["abstract"] as? String ?? ""))\n"
        out += ".SH SYNOPSIS\n.B \(escape(name))\n\\fIsubcommand\\fR [\\fIoptions\\fR]\n"
        out += ".SH DESCRIPTION\n" + paragraphs(root["discussion"] as? String ?? "")
        out += ".SH COMMANDS\n"
        for subcommand in root["subcommands"] as? [[String: Any]] ?? [] {
            out += command(subcommand, path: [name])
        }
        out += ".SH EXIT STATUS\n0: no finding at or above the fail-on severity; 1: findings at or above it; 2: an input could not be used (nothing is reported); 64: a usage error.\n"
        out += ".SH SEE ALSO\nThe README and docs/ of the hig-audit repository.\n"
        return out
    }

    static func command(_ command: [String: Any], path: [String]) -> String {
        guard command["shouldDisplay"] as? Bool ?? true else { return "" }
        let full = path + [command["commandName"] as? String ?? ""]
        var out = ".SS \(escape(full.joined(separator: " ")))\n"
        out += escape(command["abstract"] as? String ?? "") + "\n"
        if let discussion = command["discussion"] as? String, !discussion.isEmpty {
            out += ".PP\n" + paragraphs(discussion)
        }
        for argument in command["arguments"] as? [[String: Any]] ?? [] where argument["shouldDisplay"] as? Bool ?? true {
            out += ".TP\n" + synopsis(argument) + "\n"
            var text = argument["abstract"] as? String ?? ""
            if let value = argument["defaultValue"] as? String, !value.isEmpty { text += " (default: \(value))" }
            out += escape(text) + "\n"
        }
        for subcommand in command["subcommands"] as? [[String: Any]] ?? [] {
            out += Self.command(subcommand, path: full)
        }
        return out
    }

    static func synopsis(_ argument: [String: Any]) -> String {
        let value = (argument["valueName"] as? String).map { "\\fI\(escape($0))\\fR" } ?? ""
        guard argument["kind"] as? String != "positional" else { return value + (argument["isRepeating"] as? Bool == true ? " ..." : "") }
        let names = (argument["names"] as? [[String: Any]] ?? []).map { name -> String in
            let text = name["name"] as? String ?? ""
            return "\\fB" + (name["kind"] as? String == "long" ? "\\-\\-" : "\\-") + escape(text) + "\\fR"
        }
        let shown = names.joined(separator: ", ")
        return argument["kind"] as? String == "flag" ? shown : "\(shown) \(value)"
    }

    /// Paragraphs as text, indented lines (examples) as they are.
    static func paragraphs(_ text: String) -> String {
        var out = ""
        var inExample = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let isExample = line.hasPrefix("  ")
            if isExample != inExample { out += isExample ? ".nf\n" : ".fi\n" }
            inExample = isExample
            out += line.isEmpty ? ".PP\n" : escape(String(line)) + "\n"
        }
        if inExample { out += ".fi\n" }
        return out
    }

    /// Backslashes and hyphens as roff wants them; a line never starts a request.
    static func escape(_ text: String) -> String {
        let escaped = text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }
}
