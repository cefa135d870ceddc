import Foundation
import Testing

/// Drives the committed bash completion script as bash does on TAB: COMP_WORDS, COMP_CWORD,
/// COMP_LINE and COMP_POINT set, the completion function called, COMPREPLY read back (the
/// script fills it with `compgen`), in a folder with known files.
@Suite struct CompletionTests {
    static let driver = #"""
    source "$1"
    shift
    COMP_WORDS=("$@")
    COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
    COMP_LINE="${COMP_WORDS[*]}"
    COMP_POINT=${#COMP_LINE}
    COMPREPLY=()
    _hig-audit hig-audit "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
    printf '%s\n' "${COMPREPLY[@]}"
    """#

    static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hig-audit-completion-\(UUID().uuidString)")
        for directory in ["App/Base.lproj", "App/de.lproj", "Dumps"] {
            try? FileManager.default.createDirectory(at: folder.appendingPathComponent(directory), withIntermediateDirectories: true)
        }
        for file in ["App/Base.lproj/Main.storyboard", "App/de.lproj/Main.strings", "Dumps/settings.json", ".hig-audit.yml", "baseline.json", "notes.txt"] {
            FileManager.default.createFile(atPath: folder.appendingPathComponent(file).path, contents: Data())
        }
        return folder
    }()

    /// What TAB offers after `words` (the last one is the word being completed), sorted.
    static func complete(_ words: [String]) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", "-c", driver, "drive", CLI.repositoryRoot.appendingPathComponent("completions/hig-audit.bash").path, "hig-audit"] + words
        process.currentDirectoryURL = folder
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init).sorted()
    }

    @Test func pathsCompleteToFilesAndFolders() throws {
        #expect(try Self.complete(["check", "App/"]) == ["App/Base.lproj", "App/de.lproj"])
        #expect(try Self.complete(["check", "Dumps/s"]) == ["Dumps/settings.json"])
        #expect(try Self.complete(["dump", "App/B"]) == ["App/Base.lproj"])
        #expect(try Self.complete(["budgets", "--strings", "App/d"]) == ["App/de.lproj"])
        #expect(try Self.complete(["check", "--strings", "App/de.lproj/"]) == ["App/de.lproj/Main.strings"])
    }

    @Test func optionsCompleteToTheirKindOfFile() throws {
        #expect(try Self.complete(["check", "--baseline", "b"]) == ["baseline.json"])
        #expect(try Self.complete(["check", "--baseline", "n"]) == [], "only JSON files (and folders) for a baseline")
        #expect(try Self.complete(["check", "--config", ""]) == [".hig-audit.yml", "App", "Dumps"], "YAML files and folders")
        #expect(try Self.complete(["check", "--base-path", "D"]) == ["Dumps"])
        #expect(try Self.complete(["check", "--base-path", "n"]) == [], "folders only")
    }

    @Test func valuesCompleteToWhatTheParserAccepts() throws {
        #expect(try Self.complete(["explain", "text/t"]) == ["text/truncation"])
        #expect(try Self.complete(["explain", "selection/"]).contains("selection/feedback"))
        #expect(try Self.complete(["check", "--sizes", "AX"]) == ["AX1", "AX2", "AX3", "AX4", "AX5"])
        #expect(try Self.complete(["check", "--report", "sa"]) == ["sarif="])
        #expect(try Self.complete(["check", "--format", "junit"]) == ["junit", "junit-strict"])
        #expect(try Self.complete(["chec"]) == ["check"])
    }
}

/// `hig-audit chek`: a usage error that names the command meant.
@Suite struct MistypedSubcommandTests {
    @Test func aCloseWordSuggestsTheSubcommand() throws {
        let run = try CLI.run(["chek", "Reports/settings/input.json"])
        #expect(run.exitCode == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("unknown subcommand 'chek'; did you mean 'check'?"))
        #expect(try CLI.run(["explian", "text/truncation"]).stderr.contains("did you mean 'explain'?"))
    }

    @Test func otherWordsAndRealSubcommandsAreLeftToTheParser() throws {
        let run = try CLI.run(["zzzzzz"])
        #expect(run.exitCode == 64)
        #expect(!run.stderr.contains("did you mean"))
        #expect(try CLI.run(["check", "Reports/contacts/input.json"]).exitCode == 0)
    }
}

/// Help examples are commands to copy: at 80 columns none may wrap onto a second line.
@Suite struct HelpExampleTests {
    @Test(arguments: [["--help"], ["check", "--help"], ["budgets", "--help"], ["dump", "--help"]])
    func examplesDoNotWrap(_ arguments: [String]) throws {
        let run = try CLI.run(arguments, environment: ["COLUMNS": "80"])
        #expect(run.exitCode == 0)
        var inExamples = false
        var examples = 0
        for line in run.stdout.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("Examples:") { inExamples = true; continue }
            guard inExamples else { continue }
            if line.isEmpty { break }
            examples += 1
            #expect(line.hasPrefix("  "), "\(arguments): '\(line)' is the wrapped rest of an example")
        }
        #expect(examples > 1, "\(arguments) has examples")
    }

    @Test func theOverviewSaysWhatTheToolIsFor() throws {
        let help = try CLI.run(["--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("every locale and text size"))
        #expect(help.contains("text cut off"))
    }
}

/// `--format xcode` and `--absolute-paths`: what a Run Script phase prints for Xcode.
@Suite struct XcodeOutputTests {
    @Test func everyFindingIsAWarningOrNoteAtAnAbsolutePath() throws {
        let run = try CLI.run(["check", "Reports/general-compact/input.json", "--format", "xcode"])
        #expect(run.exitCode == 1, "the exit status still follows --fail-on")
        let root = CLI.repositoryRoot.standardizedFileURL.path
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(!lines.isEmpty)
        for line in lines {
            #expect(line.hasPrefix(root + "/Reports/general-compact/input.json:"), "\(line)")
            #expect(line.contains(": warning: ") || line.contains(": note: "), "\(line)")
        }
        #expect(lines.contains { $0.contains(": warning: 'Mobilfunkdatenoptionen' needs") && $0.hasSuffix("[text/truncation, error]") })
        #expect(!run.stdout.contains("errors,"), "no summary line")
    }

    @Test func absolutePathsKeepTheTextReport() throws {
        let run = try CLI.run(["check", "Reports/settings/input.json", "--absolute-paths"])
        let root = CLI.repositoryRoot.standardizedFileURL.path
        #expect(run.stdout.hasPrefix(root + "/Reports/settings/input.json:60:15: warning: "))
        #expect(run.stdout.contains("0 errors, 2 warnings"))
        let relative = try CLI.run(["check", "Reports/settings/input.json"])
        #expect(relative.stdout.hasPrefix("Reports/settings/input.json:60:15: warning: "), "relative without the flag")
    }
}
