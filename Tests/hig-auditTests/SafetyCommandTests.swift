import Foundation
import Testing

/// What `check`, `init` and `measure` write, and the inputs they refuse, end to end: nothing a
/// run reads is overwritten, no two outputs share a file or standard output, a configuration
/// writes only inside its folder, special files never hang a run, and every broken input is
/// exit status 2 with a short message naming the file.
@Suite struct SafetyCommandTests {
    static let dump = """
    {"schemaVersion": 1, "screen": {"name": "Safe", "environment": {"width": 393, "developmentLocale": "en"},
     "table": {"style": "insetGrouped", "sections": [{"rows": [{"text": "Wi-Fi"}]}, {"rows": []}]}}}
    """

    /// A folder with `d.json` in it, removed after `body`.
    static func inFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hig-audit-safety-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(dump.utf8).write(to: folder.appendingPathComponent("d.json"))
        try body(folder)
    }

    static func contents(_ folder: URL, _ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    // MARK: - Outputs that are inputs

    @Test(arguments: ["d.json", "./d.json", "sub/../d.json"])
    func aReportOntoTheDumpIsRefusedAndTheDumpKept(spelling: String) throws {
        try Self.inFolder { folder in
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
            let run = try CLI.run(["check", "d.json", "--report", "sarif=\(spelling)"], directory: folder)
            #expect(run.exitCode == 2)
            #expect(run.stdout.isEmpty)
            #expect(run.stderr.contains("--report sarif would overwrite the dump 'd.json'"))
            #expect(try Self.contents(folder, "d.json") == Self.dump)
        }
    }

    @Test func aReportThroughALinkToTheDumpIsRefused() throws {
        try Self.inFolder { folder in
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.json").path, withDestinationPath: "d.json")
            let run = try CLI.run(["check", "d.json", "--report", "json=link.json"], directory: folder)
            #expect(run.exitCode == 2)
            #expect(run.stderr.hasPrefix("link.json: error: --report json would overwrite the dump"))
            #expect(try Self.contents(folder, "d.json") == Self.dump)
        }
    }

    @Test func baselineConfigurationAndTranslationsAreInputsToo() throws {
        try Self.inFolder { folder in
            let baseline = #"{"version": 1, "entries": []}"# + "\n"
            try Data(baseline.utf8).write(to: folder.appendingPathComponent("b.json"))
            try Data("preset: recommended\n".utf8).write(to: folder.appendingPathComponent(".hig-audit.yml"))
            let lproj = folder.appendingPathComponent("de.lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try Data(#""a" = "b";"#.utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))

            let onBaseline = try CLI.run(["check", "d.json", "--baseline", "b.json", "--report", "sarif=b.json"], directory: folder)
            #expect(onBaseline.exitCode == 2)
            #expect(onBaseline.stderr.contains("would overwrite the baseline"))
            let writeOnDump = try CLI.run(["check", "d.json", "--write-baseline", "./d.json"], directory: folder)
            #expect(writeOnDump.exitCode == 2)
            #expect(writeOnDump.stderr.contains("--write-baseline would overwrite the dump"))
            let onConfiguration = try CLI.run(["check", "d.json", "--report", "markdown=.hig-audit.yml"], directory: folder)
            #expect(onConfiguration.exitCode == 2)
            #expect(onConfiguration.stderr.contains("would overwrite the configuration"))
            let onTranslations = try CLI.run(["check", "d.json", "--strings", ".", "--report", "json=de.lproj/Localizable.strings"], directory: folder)
            #expect(onTranslations.exitCode == 2)
            #expect(onTranslations.stderr.contains("would overwrite the translation file"))
            #expect(try Self.contents(folder, "b.json") == baseline)
            #expect(try Self.contents(folder, ".hig-audit.yml") == "preset: recommended\n")
        }
    }

    /// The `.strings` files found beside a storyboard are read as its translations, so they are
    /// inputs like `--strings` files, known before anything is read.
    @Test func storyboardTranslationFilesAreInputs() throws {
        try Self.inFolder { folder in
            let fixtures = CLI.repositoryRoot.appendingPathComponent("Tests/HIGInputTests/Fixtures/Storyboards/App")
            let app = folder.appendingPathComponent("App")
            try FileManager.default.copyItem(at: fixtures, to: app)
            let strings = app.appendingPathComponent("de.lproj/Settings.strings")
            let before = try Data(contentsOf: strings)
            let run = try CLI.run(["check", "App/Base.lproj/Settings.storyboard", "--report", "json=App/de.lproj/Settings.strings"], directory: folder)
            #expect(run.exitCode == 2)
            #expect(run.stdout.isEmpty)
            #expect(run.stderr.hasPrefix("App/de.lproj/Settings.strings: error: --report json would overwrite the translation file"), "\(run.stderr)")
            #expect(try Data(contentsOf: strings) == before)
            // Found the same way when the storyboard comes from a folder sweep.
            let swept = try CLI.run(["check", "App", "--write-baseline", "App/fi.lproj/Settings.strings"], directory: folder)
            #expect(swept.exitCode == 2)
            #expect(swept.stderr.contains("--write-baseline would overwrite the translation file"), "\(swept.stderr)")
        }
    }

    @Test func twoOutputsToOneFileAreRefused() throws {
        try Self.inFolder { folder in
            let run = try CLI.run(["check", "d.json", "--report", "sarif=r.out", "--report", "json=./r.out"], directory: folder)
            #expect(run.exitCode == 2)
            #expect(run.stderr.contains("--report sarif and --report json write the same file"))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("r.out").path))
        }
    }

    @Test func atMostOneOutputGoesToStandardOutput() throws {
        try Self.inFolder { folder in
            let both = try CLI.run(["check", "d.json", "--format", "json", "--report", "sarif=-"], directory: folder)
            #expect(both.exitCode == 64)
            #expect(both.stdout.isEmpty)
            #expect(both.stderr.contains("would both write to standard output"))
            // Standard output here is a pipe: /dev/stdout is that pipe.
            let devStdout = try CLI.run(["check", "d.json", "--report", "sarif=/dev/stdout"], directory: folder)
            #expect(devStdout.exitCode == 2)
            #expect(devStdout.stderr.contains("both write to standard output"))
            #expect(devStdout.stdout.isEmpty)
        }
    }

    // MARK: - What is at the destination

    @Test func aLinkIsWrittenThroughAndStaysALink() throws {
        try Self.inFolder { folder in
            try Data("old".utf8).write(to: folder.appendingPathComponent("real.sarif"))
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.sarif").path, withDestinationPath: "real.sarif")
            let run = try CLI.run(["check", "d.json", "--report", "sarif=link.sarif", "--fail-on", "never"], directory: folder)
            #expect(run.exitCode == 0)
            let attributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("link.sarif").path)
            #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)
            #expect(try Self.contents(folder, "real.sarif").contains("\"version\": \"2.1.0\""))
        }
    }

    @Test func aLinkToNothingIsRefusedAndKept() throws {
        try Self.inFolder { folder in
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("dangling.sarif").path, withDestinationPath: "nowhere/x.sarif")
            let run = try CLI.run(["check", "d.json", "--report", "sarif=dangling.sarif"], directory: folder)
            #expect(run.exitCode == 2)
            #expect(run.stderr.contains("symbolic link to a file that does not exist"))
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent("dangling.sarif").path) == "nowhere/x.sarif")
        }
    }

    @Test func aDeviceIsWrittenInPlace() throws {
        try Self.inFolder { folder in
            let run = try CLI.run(["check", "d.json", "--report", "sarif=/dev/null", "--fail-on", "never"], directory: folder)
            #expect(run.exitCode == 0)
            var status = stat()
            #expect(stat("/dev/null", &status) == 0)
            #expect(status.st_mode & S_IFMT == S_IFCHR)
        }
    }

    @Test func aFIFOWithoutAReaderIsRefusedAtOnce() throws {
        try Self.inFolder { folder in
            #expect(mkfifo(folder.appendingPathComponent("pipe.sarif").path, 0o600) == 0)
            let run = try CLI.run(["check", "d.json", "--report", "sarif=pipe.sarif"], directory: folder)
            #expect(run.exitCode == 2)
            #expect(run.stderr.contains("a FIFO that no process is reading"))
        }
    }

    @Test func aDirectoryIsRefusedBeforeAnythingIsRead() throws {
        try Self.inFolder { folder in
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("out.sarif"), withIntermediateDirectories: true)
            let run = try CLI.run(["check", "d.json", "--report", "sarif=out.sarif"], directory: folder)
            #expect(run.exitCode == 2)
            #expect(run.stdout.isEmpty)
            #expect(run.stderr == "out.sarif: error: cannot write --report sarif here: it is a directory\n")
        }
    }

    @Test func initWritesThroughALinkAndRefusesADirectory() throws {
        try Self.inFolder { folder in
            try Data("x".utf8).write(to: folder.appendingPathComponent("kept.yml"))
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent(".hig-audit.yml").path, withDestinationPath: "kept.yml")
            let run = try CLI.run(["init", "--force"], directory: folder)
            #expect(run.exitCode == 0)
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent(".hig-audit.yml").path) == "kept.yml")
            #expect(try Self.contents(folder, "kept.yml").hasPrefix("# hig-audit configuration"))
        }
    }

    // MARK: - A configuration's report paths

    @Test(arguments: [("../escape.sarif", "leads outside the configuration file's folder ('..')"),
                      ("a/../../escape.sarif", "leads outside the configuration file's folder ('..')"),
                      ("/tmp/escape.sarif", "must be relative to the configuration file's folder")])
    func configurationReportPathsStayInItsFolder(path: String, message: String) throws {
        try Self.inFolder { folder in
            try Data("reports:\n  - sarif: \(path)\n".utf8).write(to: folder.appendingPathComponent(".hig-audit.yml"))
            let run = try CLI.run(["check", "d.json"], directory: folder)
            #expect(run.exitCode == 2)
            #expect(run.stderr.contains(".hig-audit.yml:2:12: error: report path \(message)"))
            #expect(!FileManager.default.fileExists(atPath: folder.deletingLastPathComponent().appendingPathComponent("escape.sarif").path))
        }
    }

    /// Paths that would not name the file they seem to: '-' would become a file named '-' (it is
    /// standard output only on the command line), a NUL from YAML's "\0" would be written into
    /// the name, '~' is not expanded. Nothing is written.
    @Test(arguments: [("\"-\"", "a configuration writes reports to files; for standard output use --report sarif=- or --format sarif"),
                      ("\"a\\0b.sarif\"", "report path contains a control character"),
                      ("\"tab\\there.sarif\"", "report path contains a control character"),
                      ("~/x.sarif", "report path must be relative to the configuration file's folder; '~' (a home folder) is not expanded here")])
    func configurationReportPathsSayWhatTheyName(path: String, message: String) throws {
        try Self.inFolder { folder in
            try Data("reports:\n  - sarif: \(path)\n".utf8).write(to: folder.appendingPathComponent(".hig-audit.yml"))
            let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            let run = try CLI.run(["check", "d.json"], directory: folder)
            #expect(run.exitCode == 2)
            #expect(run.stderr.contains(".hig-audit.yml:2:12: error: \(message)"))
            #expect(run.stdout.isEmpty)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == before)
        }
    }

    @Test func aConfigurationCannotEscapeThroughALink() throws {
        try Self.inFolder { folder in
            let outside = FileManager.default.temporaryDirectory.appendingPathComponent("hig-audit-outside-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: outside) }
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("out").path, withDestinationPath: outside.path)
            try Data("reports:\n  - sarif: out/x.sarif\n".utf8).write(to: folder.appendingPathComponent(".hig-audit.yml"))
            let run = try CLI.run(["check", "d.json"], directory: folder)
            #expect(run.exitCode == 2)
            #expect(run.stderr.contains(".hig-audit.yml:2:5: error: report path leads outside the configuration file's folder (through a symbolic link)"))
            #expect(!FileManager.default.fileExists(atPath: outside.appendingPathComponent("x.sarif").path))
            // The command line may write there.
            let allowed = try CLI.run(["check", "d.json", "--report", "sarif=out/x.sarif", "--fail-on", "never"], directory: folder)
            #expect(allowed.exitCode == 0)
            #expect(FileManager.default.fileExists(atPath: outside.appendingPathComponent("x.sarif").path))
        }
    }

    // MARK: - Special files

    @Test func aFIFOInASweptFolderIsSkippedWithANote() throws {
        try Self.inFolder { folder in
            #expect(mkfifo(folder.appendingPathComponent("fifo.json").path, 0o600) == 0)
            let run = try CLI.run(["check", ".", "--fail-on", "never"], directory: folder)
            #expect(run.exitCode == 0)
            #expect(run.stderr.contains("./fifo.json: note: skipped: a FIFO (named pipe) is not a file"))
            #expect(run.stdout.contains("in 1 file"))
        }
    }

    @Test func aFIFONamedOnTheCommandLineIsAnError() throws {
        try Self.inFolder { folder in
            #expect(mkfifo(folder.appendingPathComponent("fifo.json").path, 0o600) == 0)
            let dump = try CLI.run(["check", "fifo.json"], directory: folder)
            #expect(dump.exitCode == 2)
            #expect(dump.stderr.contains("fifo.json: error: is a FIFO (named pipe), not a file"))
            let baseline = try CLI.run(["check", "d.json", "--baseline", "fifo.json"], directory: folder)
            #expect(baseline.exitCode == 2)
            #expect(baseline.stderr.contains("fifo.json: error: is a FIFO (named pipe), not a file"))
            let measure = try CLI.run(["measure", "--input", "fifo.json"], directory: folder)
            #expect(measure.exitCode == 2)
            #expect(measure.stderr.contains("is a FIFO (named pipe), not a file"))
        }
    }

    // MARK: - Inputs

    @Test func aMissingStringsPathIsAnError() throws {
        try Self.inFolder { folder in
            let run = try CLI.run(["check", "d.json", "--strings", "Missing.xcstrings", "--fail-on", "never"], directory: folder)
            #expect(run.exitCode == 2)
            #expect(run.stdout.isEmpty)
            #expect(run.stderr.contains("Missing.xcstrings: error: no such file or directory (given to --strings)"))
        }
    }

    @Test(arguments: ["../../etc", "de,", "\u{202E}de"])
    func badLocalesOnTheCommandLineAreUsageErrors(locales: String) throws {
        try Self.inFolder { folder in
            let run = try CLI.run(["check", "d.json", "--locales", locales], directory: folder)
            #expect(run.exitCode == 64)
            #expect(!run.stderr.contains("\u{202E}"))
        }
    }

    @Test func measureEscapesControlsAndBidiCharacters() throws {
        let text = try CLI.run(["measure", "a\u{202E}b\u{1B}[31mc"])
        #expect(text.exitCode == 0)
        #expect(text.stdout.contains("a<U+202E>b<U+001B>[31mc"))
        #expect(!text.stdout.contains("\u{1B}"))
        let json = try CLI.run(["measure", "--format", "json", "a\u{202E}b"])
        #expect(json.stdout.contains(#""text":"a\u202Eb""#))
        #expect(!json.stdout.contains("\u{202E}"))
    }

    @Test func measureTakesPercentSignsLiterally() throws {
        let run = try CLI.run(["measure", "Save 50% on"])
        #expect(run.stdout.hasSuffix("\tSave 50% on\n"))
    }
}
