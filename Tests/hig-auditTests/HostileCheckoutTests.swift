import Foundation
import Testing

/// A pull request's checkout against `check`, end to end (issue 32): names that try to inject
/// workflow commands or terminal escapes into the log, and links that try to make a run read
/// (and quote) a file outside the checkout. docs/robustness.md lists each case.
@Suite struct HostileCheckoutTests {
    /// A name that tries every way into a CI log at once: a line break and a workflow command, a
    /// terminal colour escape, a right-to-left override, and the `%0A` a runner decodes.
    static let hostile = "x\n::error::PWNED\u{1B}[31m\u{202E}%0A::add-mask::y"

    static let dump = SafetyCommandTests.dump

    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="t1">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <tableViewController id="t1" sceneMemberID="viewController">
                        <tableView key="view" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="insetGrouped" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="tv1">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <sections>
                                <tableViewSection id="sec1">
                                    <cells>
                                        <tableViewCell contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" textLabel="lbl1" style="IBUITableViewCellStyleDefault" id="c1">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="c1" id="cv1">
                                                <autoresizingMask key="autoresizingMask"/>
                                                <subviews>
                                                    <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Wi-Fi" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontForContentSizeCategory="YES" adjustsFontSizeToFit="NO" id="lbl1">
                                                        <autoresizingMask key="autoresizingMask"/>
                                                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                                        <nil key="textColor"/>
                                                        <nil key="highlightedColor"/>
                                                    </label>
                                                </subviews>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                    </cells>
                                </tableViewSection>
                            </sections>
                        </tableView>
                    </tableViewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    /// A fresh folder, removed after `body`.
    static func inFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hig-audit-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    static func write(_ text: String, _ folder: URL, _ path: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// `App/Base.lproj/Settings.storyboard` in `folder`.
    static func app(in folder: URL) throws {
        try write(storyboard, folder, "App/Base.lproj/Settings.storyboard")
    }

    /// Every byte a run printed, checked: no control character but the line feeds that end
    /// lines (and tabs), no bidi control, no escape, no line a runner would read as a workflow
    /// command, no `%0A`/`%0D`/`%25` a runner would decode.
    static func expectClean(_ text: String, _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            #expect(!trimmed.hasPrefix("::") && !trimmed.hasPrefix("##["), "\(comment): a line starts a workflow command: \(line.debugDescription)", sourceLocation: sourceLocation)
            let bad = line.unicodeScalars.filter { scalar in
                switch scalar.value {
                case 0x09: false
                case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: true
                default: false
                }
            }
            #expect(bad.isEmpty, "\(comment): raw \(bad.map { String($0.value, radix: 16) }) in \(line.debugDescription)", sourceLocation: sourceLocation)
            for sequence in ["%0A", "%0a", "%0D", "%0d", "%25"] {
                #expect(!line.contains(sequence), "\(comment): \(sequence) in \(line.debugDescription)", sourceLocation: sourceLocation)
            }
        }
    }

    /// Runs `arguments` in `folder` outside and inside GitHub Actions; both runs print only
    /// clean bytes, and their standard error (what the checks are about) is returned.
    static func runBothWays(_ arguments: [String], in folder: URL, sourceLocation: SourceLocation = #_sourceLocation) throws -> [CLIRun] {
        var runs: [CLIRun] = []
        for environment in [[:], ["GITHUB_ACTIONS": "true", "CI": "true"]] {
            let run = try CLI.run(arguments, directory: folder, environment: environment)
            expectClean(run.stderr, "standard error of \(arguments) with \(environment)", sourceLocation: sourceLocation)
            expectClean(run.stdout, "standard output of \(arguments) with \(environment)", sourceLocation: sourceLocation)
            runs.append(run)
        }
        return runs
    }

    // MARK: - One escaping path for everything printed

    @Test func aBrokenDumpsNameIsEscapedOnStandardError() throws {
        try Self.inFolder { folder in
            // A "screen" member makes it a dump to the folder walk (one without is some other
            // tool's file, passed over), so reading it reports the syntax error.
            try Self.write(#"{"schemaVersion": 1, "screen": oops"#, folder, Self.hostile + ".json")
            for run in try Self.runBothWays(["check", "."], in: folder) {
                #expect(run.exitCode == 2)
                #expect(run.stderr.hasPrefix("./x<U+000A>::error::PWNED<U+001B>[31m<U+202E><U+0025>0A::add-mask::y.json:1:32: error: "), "\(run.stderr)")
            }
        }
    }

    @Test func aProjectNameInANoteBesideAStoryboardIsEscaped() throws {
        try Self.inFolder { folder in
            try Self.app(in: folder)
            try Self.write("\"Wi-Fi\" = \"WLAN\";\n", folder, "App/de.lproj/Settings.strings")
            try Self.write("// !$*UTF8*$!\n{\n\tobjects = {\n\t\tP = {isa = PBXProject; knownRegions = (\n en,\n Base,\n);};\n\t};\n\trootObject = P;\n}\n", folder, "App/\(Self.hostile).xcodeproj/project.pbxproj")
            for run in try Self.runBothWays(["check", "App", "--fail-on", "never"], in: folder) {
                #expect(run.exitCode == 0)
                #expect(run.stderr.contains("App/de.lproj/Settings.strings: note: x<U+000A>::error::PWNED<U+001B>[31m<U+202E><U+0025>0A::add-mask::y.xcodeproj does not list 'de'"), "\(run.stderr)")
            }
        }
    }

    @Test func lprojFoldersNotNamedByALocaleArePassedOver() throws {
        try Self.inFolder { folder in
            try Self.app(in: folder)
            // Broken, so reading either would stop the run: neither is a locale's folder.
            try Self.write("\"Wi-Fi\" \"WLAN\";\n", folder, "App/\(Self.hostile).lproj/Settings.strings")
            try Self.write("\"Wi-Fi\" \"WLAN\";\n", folder, "App/English.lproj/Settings.strings")
            for run in try Self.runBothWays(["check", "App", "--fail-on", "never"], in: folder) {
                #expect(run.exitCode == 0, "\(run.stderr)")
                #expect(run.stderr.isEmpty, "\(run.stderr)")
            }
            try Self.write(Self.dump, folder, "d.json")
            let strings = try CLI.run(["check", "d.json", "--strings", "App", "--fail-on", "never"], directory: folder)
            #expect(strings.exitCode == 0, "\(strings.stderr)")
        }
    }

    @Test func aBrokenFileInAStringsFolderIsEscaped() throws {
        try Self.inFolder { folder in
            try Self.write(Self.dump, folder, "d.json")
            try Self.write("\"a\" \"b\";\n", folder, "T/de.lproj/\(Self.hostile).strings")
            for run in try Self.runBothWays(["check", "d.json", "--strings", "T"], in: folder) {
                #expect(run.exitCode == 2)
                #expect(run.stderr.contains("T/de.lproj/x<U+000A>::error::PWNED"), "\(run.stderr)")
            }
        }
    }

    @Test func aMissingInputIsEscaped() throws {
        try Self.inFolder { folder in
            for run in try Self.runBothWays(["check", Self.hostile + ".json"], in: folder) {
                #expect(run.exitCode == 2)
                #expect(run.stderr == "x<U+000A>::error::PWNED<U+001B>[31m<U+202E><U+0025>0A::add-mask::y.json: error: no such file or directory\n")
            }
            for run in try Self.runBothWays(["check", "--strings", Self.hostile, "missing.json"], in: folder) {
                #expect(run.exitCode == 2)
                #expect(run.stderr.contains("x<U+000A>::error::PWNED"), "\(run.stderr)")
            }
        }
    }

    @Test func aReportPathIsEscaped() throws {
        try Self.inFolder { folder in
            try Self.write(Self.dump, folder, "d.json")
            for run in try Self.runBothWays(["check", "d.json", "--report", "json=\(Self.hostile)/r.json"], in: folder) {
                #expect(run.exitCode == 2)
                #expect(run.stderr.contains("::add-mask::y/r.json: error: cannot write the report"), "\(run.stderr)")
                #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(Self.hostile).path))
            }
        }
    }

    @Test func aUsageErrorQuotingAValueIsEscaped() throws {
        try Self.inFolder { folder in
            try Self.write(Self.dump, folder, "d.json")
            for run in try Self.runBothWays(["check", "d.json", "--layout-profile", Self.hostile], in: folder) {
                #expect(run.exitCode == 64)
                #expect(run.stderr.hasPrefix("Error: --layout-profile: 'x<U+000A>::error::PWNED<U+001B>[31m<U+202E><U+0025>0A::add-mask::y' is neither"), "\(run.stderr)")
            }
            // Help still goes to standard output, unchanged, with exit status 0.
            let help = try CLI.run(["check", "--help"], directory: folder)
            #expect(help.exitCode == 0)
            #expect(help.stdout.contains("USAGE: hig-audit check"))
        }
    }

    // MARK: - The checkout is the boundary

    /// A file outside the checkout a link could reach: a token the log must never show.
    static func secret(in folder: URL) throws -> String {
        try write("https://ci-bot:ghp_SECRETTOKEN@github.com\n", folder, "outside/.git-credentials")
        return folder.appendingPathComponent("outside/.git-credentials").path
    }

    @Test func aTranslationLinkOutOfTheCheckoutIsNeverRead() throws {
        try Self.inFolder { folder in
            let secret = try Self.secret(in: folder)
            let checkout = folder.appendingPathComponent("checkout")
            try Self.app(in: checkout)
            try FileManager.default.createDirectory(at: checkout.appendingPathComponent("App/de.lproj"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: checkout.appendingPathComponent("App/de.lproj/Settings.strings").path, withDestinationPath: secret)
            for run in try Self.runBothWays(["check", "App"], in: checkout) {
                #expect(run.exitCode == 2)
                #expect(run.stderr == "App/de.lproj/Settings.strings: error: is a link that leads outside the folder audited; not read\n")
                #expect(!run.stderr.contains("ghp_"))
            }
            // The same file found in a --strings folder.
            try Self.write(Self.dump, checkout, "d.json")
            let strings = try CLI.run(["check", "d.json", "--strings", "App"], directory: checkout)
            #expect(strings.exitCode == 2)
            #expect(strings.stderr.contains("App/de.lproj/Settings.strings:1:1: error: is a link that leads outside the folder audited; not read"), "\(strings.stderr)")
            #expect(!strings.stderr.contains("ghp_"))
        }
    }

    @Test func aDocumentLinkOutOfASweptFolderIsSkippedWithANote() throws {
        try Self.inFolder { folder in
            let secret = try Self.secret(in: folder)
            let checkout = folder.appendingPathComponent("checkout")
            try Self.write(Self.dump, checkout, "d.json")
            try FileManager.default.createSymbolicLink(atPath: checkout.appendingPathComponent("evil.storyboard").path, withDestinationPath: secret)
            // A link that stays inside is followed as before.
            try FileManager.default.createSymbolicLink(atPath: checkout.appendingPathComponent("same.json").path, withDestinationPath: "d.json")
            let run = try CLI.run(["check", ".", "--fail-on", "never"], directory: checkout)
            #expect(run.exitCode == 0)
            #expect(run.stderr.contains("./evil.storyboard: note: skipped: a link that leads outside the folder audited; not read"), "\(run.stderr)")
            #expect(run.stdout.contains("in 2 files"), "\(run.stdout)")
            #expect(!run.stderr.contains("ghp_") && !run.stdout.contains("ghp_"))
            // Named on the command line, the file is the user's choice and is read.
            let named = try CLI.run(["check", "evil.storyboard"], directory: checkout)
            #expect(named.exitCode == 2)
            #expect(named.stderr.hasPrefix("evil.storyboard:1:"), "\(named.stderr)")
        }
    }

    @Test(arguments: [("nothing.strings", "a link to nothing"), ("Settings.strings", "a link loop")])
    func danglingLinksAndLoopsAreErrorsLikeFIFOs(target: String, what: String) throws {
        try Self.inFolder { folder in
            try Self.app(in: folder)
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("App/de.lproj"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("App/de.lproj/Settings.strings").path, withDestinationPath: target)
            let run = try CLI.run(["check", "App"], directory: folder)
            #expect(run.exitCode == 2)
            #expect(run.stderr == "App/de.lproj/Settings.strings: error: is \(what); not read\n")
            try Self.write(Self.dump, folder, "d.json")
            let strings = try CLI.run(["check", "d.json", "--strings", "App"], directory: folder)
            #expect(strings.exitCode == 2)
            #expect(strings.stderr.contains("App/de.lproj/Settings.strings:1:1: error: is \(what); not read"), "\(strings.stderr)")
            // In a swept folder, as a FIFO there, a note.
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("loose.json").path, withDestinationPath: target == "Settings.strings" ? "loose.json" : "nothing.json")
            let swept = try CLI.run(["check", ".", "--fail-on", "never"], directory: folder)
            #expect(swept.stderr.contains("./loose.json: note: skipped: \(what); not read"), "\(swept.stderr)")
        }
    }

    @Test func aTranslationLinkInsideTheCheckoutIsFollowed() throws {
        try Self.inFolder { folder in
            try Self.app(in: folder)
            try Self.write("\"Wi-Fi\" = \"WLAN\";\n", folder, "App/Shared/de/Settings.strings")
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("App/de.lproj"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("App/de.lproj/Settings.strings").path, withDestinationPath: "../Shared/de/Settings.strings")
            let run = try CLI.run(["check", "App", "--fail-on", "never"], directory: folder)
            #expect(run.exitCode == 0, "\(run.stderr)")
            #expect(run.stderr.isEmpty, "\(run.stderr)")
        }
    }

    // MARK: - Every read is bounded; nothing guessed

    @Test func aProjectFileOverTheLimitIsAnErrorAndNotReadWhole() throws {
        try Self.inFolder { folder in
            try Self.app(in: folder)
            try Self.write("\"Wi-Fi\" = \"WLAN\";\n", folder, "App/de.lproj/Settings.strings")
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("App/App.xcodeproj"), withIntermediateDirectories: true)
            // Sparse: 2 MiB long, no block written; the limit (1 MiB) stops it before a read.
            let project = folder.appendingPathComponent("App/App.xcodeproj/project.pbxproj").path
            #expect(FileManager.default.createFile(atPath: project, contents: nil))
            #expect(truncate(project, 2 << 20) == 0)
            let run = try CLI.run(["check", "App", "--max-file-size", "1"], directory: folder)
            #expect(run.exitCode == 2)
            #expect(run.stderr.contains("App/App.xcodeproj/project.pbxproj: error: "), "\(run.stderr)")
            #expect(run.stderr.contains("limit"), "\(run.stderr)")
        }
    }

    @Test func aTruncatedProjectFileIsAnErrorNotAChangeOfLocales() throws {
        try Self.inFolder { folder in
            try Self.app(in: folder)
            try Self.write("\"Wi-Fi\" = \"WLAN\";\n", folder, "App/de.lproj/Settings.strings")
            try Self.write("// !$*UTF8*$!\n{\n\tknownRegions = (\n\t\ten,\n\t\tde,", folder, "App/App.xcodeproj/project.pbxproj")
            let run = try CLI.run(["check", "App"], directory: folder)
            #expect(run.exitCode == 2)
            #expect(run.stderr == "App/App.xcodeproj/project.pbxproj:3:17: error: a ( array is not closed; the locales the app ships cannot be known\n")
        }
    }

    // MARK: - Report-writing contract

    @Test func devNullTakesAnyNumberOfReports() throws {
        try Self.inFolder { folder in
            try Self.write(Self.dump, folder, "d.json")
            let run = try CLI.run(["check", "d.json", "--report", "json=/dev/null", "--report", "sarif=/dev/null", "--report", "junit=/dev/null", "--fail-on", "never"], directory: folder)
            #expect(run.exitCode == 0, "\(run.stderr)")
            #expect(run.stderr.isEmpty, "\(run.stderr)")
        }
    }

    /// A folder the user cannot write: the other report is not written either. (Root writes
    /// anywhere, so the case exists only for other users.)
    @Test(.enabled(if: getuid() != 0)) func anUnwritableReportMeansNoReportIsWritten() throws {
        try Self.inFolder { folder in
            try Self.write(Self.dump, folder, "d.json")
            let locked = folder.appendingPathComponent("locked")
            try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
            #expect(chmod(locked.path, 0o555) == 0)
            defer { chmod(locked.path, 0o755) }
            let run = try CLI.run(["check", "d.json", "--report", "json=r.json", "--report", "sarif=locked/r.sarif", "--fail-on", "never"], directory: folder)
            #expect(run.exitCode == 2)
            #expect(run.stderr.hasPrefix("locked/r.sarif: error: cannot write the report: Permission denied"), "\(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("r.json").path))
        }
    }

    // MARK: - budgets

    @Test func budgetsReadsStoryboardsWithTheirTranslations() throws {
        try Self.inFolder { folder in
            try Self.app(in: folder)
            try Self.write("\"lbl1.text\" = \"Drahtlosnetzwerkverbindung\";\n", folder, "App/de.lproj/Settings.strings")
            let run = try CLI.run(["budgets", "App"], directory: folder)
            #expect(run.exitCode == 0, "\(run.stderr)")
            #expect(run.stdout.contains(#""file": "App/de.lproj/Settings.strings""#), "\(run.stdout)")
            #expect(run.stdout.contains(#""key": "lbl1.text""#), "\(run.stdout)")
            // The translation beside the storyboard is an input: budgets may not write over it.
            let onto = try CLI.run(["budgets", "App", "--output", "App/de.lproj/Settings.strings"], directory: folder)
            #expect(onto.exitCode == 2)
        }
    }

    @Test func budgetsXLIFFWithoutStringsIsAUsageError() throws {
        try Self.inFolder { folder in
            try Self.write(Self.dump, folder, "d.json")
            let run = try CLI.run(["budgets", "d.json", "--format", "xliff"], directory: folder)
            #expect(run.exitCode == 64)
            #expect(run.stderr.contains("--format xliff writes budgets onto an XLIFF file: name one with --strings"), "\(run.stderr)")
            #expect(run.stdout.isEmpty)
        }
    }

    @Test func aConfigurationReportOntoItselfIsSaidWhereItIsDeclared() throws {
        try Self.inFolder { folder in
            try Self.write(Self.dump, folder, "d.json")
            try Self.write("reports:\n  - json: .hig-audit.yml\n", folder, ".hig-audit.yml")
            let run = try CLI.run(["check", "d.json"], directory: folder)
            #expect(run.exitCode == 2)
            #expect(run.stderr.contains(".hig-audit.yml:2:5: error: the configuration's json report would overwrite the configuration"), "\(run.stderr)")
            #expect(try String(contentsOf: folder.appendingPathComponent(".hig-audit.yml"), encoding: .utf8) == "reports:\n  - json: .hig-audit.yml\n")
        }
    }

    /// SIGTERM (a cancelled CI job) while a report is being written: the temporary file it was
    /// going to be renamed from is removed, and the process ends by the signal as before.
    @Test func anInterruptedRunLeavesNoTemporaryFile() throws {
        try Self.inFolder { folder in
            // Enough empty sections (one finding each) that writing the report takes a while.
            let sections = Array(repeating: #"{"rows": []}"#, count: 3_000).joined(separator: ",")
            try Self.write(#"{"schemaVersion": 1, "screen": {"name": "S", "environment": {"width": 393, "developmentLocale": "en"}, "table": {"style": "insetGrouped", "sections": [\#(sections)]}}}"#, folder, "big.json")
            // Spawned with SIGTERM at its default and nothing blocked, as a CI runner starts a
            // step (a test runner may start its children with signals ignored).
            let arguments = [CLI.executable.path, "check", folder.appendingPathComponent("big.json").path,
                             "--report", "sarif=" + folder.appendingPathComponent("r.sarif").path, "--fail-on", "never", "--quiet"]
            let pid = try Self.spawnWithDefaultSignals(arguments)
            func temporaries() -> [String] {
                ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".tmp") }
            }
            // Wait for the temporary report to appear (or the run to end), then interrupt.
            var sawTemporary = false
            var status: Int32 = 0
            var ended = false
            while !ended {
                if !temporaries().isEmpty {
                    sawTemporary = true
                    break
                }
                ended = waitpid(pid, &status, WNOHANG) == pid
                usleep(1_000)
            }
            if !ended {
                kill(pid, SIGTERM)
                waitpid(pid, &status, 0)
            }
            #expect(sawTemporary, "the run ended before its report was being written")
            // Ended by SIGTERM itself (WIFSIGNALED, WTERMSIG), as without the cleanup.
            #expect(status & 0x7F == SIGTERM, "wait status \(status)")
            #expect(temporaries().isEmpty, "\(temporaries())")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("r.sarif").path))
        }
    }

    /// posix_spawn with SIGTERM reset to its default action and an empty signal mask; output
    /// to /dev/null. Returns the child's process id.
    static func spawnWithDefaultSignals(_ arguments: [String]) throws -> pid_t {
        #if canImport(Darwin)
        var attributes: posix_spawnattr_t? = nil
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var attributes = posix_spawnattr_t()
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGTERM)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, arguments[0], &actions, &attributes, &argv, environ)
        guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EINVAL) }
        return pid
    }

    // MARK: - Numbers

    @Test(arguments: [
        (#"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#, #"<fontDescription key="fontDescription" type="system" pointSize="1e308"/>"#, "<fontDescription> pointSize must be a finite number from 0 to 200, found '1e308'"),
    ])
    func sizesOutOfRangeInAStoryboardAreInputErrors(original: String, replacement: String, message: String) throws {
        try Self.inFolder { folder in
            #expect(Self.storyboard.contains(original))
            try Self.write(Self.storyboard.replacingOccurrences(of: original, with: replacement), folder, "S.storyboard")
            for command in ["check", "dump"] {
                let run = try CLI.run([command, "S.storyboard"], directory: folder)
                #expect(run.exitCode == 2, "\(command): \(run.stderr)")
                #expect(run.stdout.isEmpty)
                #expect(run.stderr.hasPrefix("S.storyboard:"), "\(run.stderr)")
                #expect(run.stderr.contains(": error: " + message), "\(run.stderr)")
            }
        }
    }

    // A table's design frame is a canvas, not a width the app runs at (issue 28): its numbers
    // never enter the audit, so even an infinite or NaN one changes nothing in any output.
    @Test(arguments: [
        #"<rect key="frame" x="0.0" y="0.0" width="inf" height="852"/>"#,
        #"<rect key="frame" x="0.0" y="0.0" width="393" height="nan"/>"#,
    ])
    func aCanvasFrameOutOfRangeNeverEntersTheAudit(replacement: String) throws {
        let original = #"<rect key="frame" x="0.0" y="0.0" width="393" height="852"/>"#
        try Self.inFolder { folder in
            #expect(Self.storyboard.contains(original))
            // The same file name in two folders: a document's name names its strings table.
            try Self.write(Self.storyboard, folder, "plain/S.storyboard")
            try Self.write(Self.storyboard.replacingOccurrences(of: original, with: replacement), folder, "odd/S.storyboard")
            for command in ["check", "dump"] {
                let plain = try CLI.run([command, "plain/S.storyboard", "--quiet"], directory: folder)
                let odd = try CLI.run([command, "odd/S.storyboard", "--quiet"], directory: folder)
                #expect(odd.exitCode == plain.exitCode, "\(command): \(odd.stderr)")
                #expect(odd.stdout.replacingOccurrences(of: "odd/S.storyboard", with: "plain/S.storyboard") == plain.stdout)
                #expect(!odd.stdout.contains("inf") && !odd.stdout.contains("nan"))
            }
        }
    }

    // MARK: - Nothing lost

    @Test func twoDumpRowsSharingAnIdKeepTheirFindingsWithAWarning() throws {
        try Self.inFolder { folder in
            let row = #"{"id": "dup", "text": {"string": "Notifications", "localizations": {"de": "Benachrichtigungseinstellungen für alle Geräte und Konten"}}}"#
            try Self.write("""
            {"schemaVersion": 1, "screen": {"name": "S", "environment": {"width": 320, "developmentLocale": "en"},
             "table": {"style": "insetGrouped", "sections": [{"rows": [
              \(row),
              \(row)
             ]}]}}}
            """, folder, "d.json")
            let run = try CLI.run(["check", "d.json", "--locales", "de", "--fail-on", "never"], directory: folder)
            #expect(run.exitCode == 0)
            #expect(run.stderr == "d.json:4:3: warning: row id 'dup' is also the id of the row at 3:3 on screen 'S'; both rows are audited, their findings told apart by position\n")
            #expect(run.stdout.contains("d.json:3:25: error: 'Benachrichtigungseinstellungen"), "\(run.stdout)")
            #expect(run.stdout.contains("d.json:4:25: error: 'Benachrichtigungseinstellungen"), "\(run.stdout)")
        }
    }

    @Test func twoStoryboardCellsSharingAnIDKeepTheirFindingsWithAWarning() throws {
        try Self.inFolder { folder in
            // The one cell twice, same object IDs, with a German text far too long for it.
            let start = try #require(Self.storyboard.range(of: "<tableViewCell "))
            let end = try #require(Self.storyboard.range(of: "</tableViewCell>"))
            let cell = String(Self.storyboard[start.lowerBound..<end.upperBound])
            try Self.write(Self.storyboard.replacingOccurrences(of: cell, with: cell + "\n" + cell), folder, "App/Base.lproj/Settings.storyboard")
            try Self.write("\"lbl1.text\" = \"Drahtlosnetzwerkverbindungseinstellungen für alle Geräte\";\n", folder, "App/de.lproj/Settings.strings")
            let run = try CLI.run(["check", "App", "--locales", "de", "--fail-on", "never"], directory: folder)
            #expect(run.exitCode == 0, "\(run.stderr)")
            #expect(run.stderr.contains("warning: row id 'c1' is also the id of the row at"), "\(run.stderr)")
            let cut = run.stdout.split(separator: "\n").filter { $0.hasSuffix("[text/truncation]") }
            #expect(cut.count == 2, "\(run.stdout)")
        }
    }
}
