import Foundation
import Testing

/// Colour and progress as a terminal user and a CI log see them: the terminal cases run the
/// command on a pseudo-terminal.
@Suite struct TerminalTests {
    static let dump = "Reports/settings/input.json"
    static let yellowWarning = "\u{1B}[1;33mwarning:"

    static func onTerminal(_ extra: [String] = [], environment: [String: String] = [:]) throws -> PseudoTerminal.Run {
        try PseudoTerminal.run(["check", dump] + extra, stdoutOnTerminal: true, stderrOnTerminal: false, environment: environment)
    }

    static func piped(_ extra: [String] = [], environment: [String: String] = [:]) throws -> PseudoTerminal.Run {
        try PseudoTerminal.run(["check", dump] + extra, stdoutOnTerminal: false, stderrOnTerminal: false, environment: environment)
    }

    @Test func colourOnATerminal() throws {
        let run = try Self.onTerminal()
        #expect(run.exitCode == 1)
        #expect(run.terminal.contains(Self.yellowWarning), "\(run.terminal)")
        #expect(run.terminal.contains("\u{1B}[1m0 errors, 2 warnings"))
    }

    /// no-color.org: only a NO_COLOR with a value turns colour off.
    @Test func emptyNoColorKeepsColour() throws {
        #expect(try Self.onTerminal(environment: ["NO_COLOR": ""]).terminal.contains(Self.yellowWarning))
        let off = try Self.onTerminal(environment: ["NO_COLOR": "1"])
        #expect(off.terminal.contains("warning:") && !off.terminal.contains("\u{1B}["), "\(off.terminal)")
    }

    @Test func dumbTerminalGetsNoColour() throws {
        let run = try Self.onTerminal(environment: ["TERM": "dumb"])
        #expect(run.terminal.contains("warning:") && !run.terminal.contains("\u{1B}["), "\(run.terminal)")
    }

    @Test func forceColorAndCliColorForceColourAPipe() throws {
        #expect(!(try Self.piped().stdout.contains("\u{1B}[")))
        #expect(try Self.piped(environment: ["FORCE_COLOR": "1"]).stdout.contains(Self.yellowWarning))
        #expect(try Self.piped(environment: ["CLICOLOR_FORCE": "1"]).stdout.contains(Self.yellowWarning))
        #expect(!(try Self.piped(environment: ["FORCE_COLOR": "0"]).stdout.contains("\u{1B}[")))
        // NO_COLOR with a value wins over the force variables.
        #expect(!(try Self.piped(environment: ["FORCE_COLOR": "1", "NO_COLOR": "1"]).stdout.contains("\u{1B}[")))
    }

    /// The flag is final: it overrides the environment and the terminal both ways.
    @Test func colorFlagOverridesEverything() throws {
        #expect(try Self.piped(["--color", "always"], environment: ["NO_COLOR": "1", "TERM": "dumb"]).stdout.contains(Self.yellowWarning))
        let never = try Self.onTerminal(["--color", "never"], environment: ["FORCE_COLOR": "1"])
        #expect(never.terminal.contains("warning:") && !never.terminal.contains("\u{1B}["))
        // Colour is for the text report only.
        #expect(!(try Self.piped(["--color", "always", "--format", "json"]).stdout.contains("\u{1B}[")))
        let bad = try Self.piped(["--color", "sometimes"])
        #expect(bad.exitCode == 64 && bad.stderr.contains("auto") && bad.stderr.contains("never"))
    }

    static func progress(_ extra: [String], environment: [String: String] = [:]) throws -> PseudoTerminal.Run {
        // Progress normally waits a second; a quick sample shows it only with no delay.
        try PseudoTerminal.run(["check", dump, "--progress-delay", "0"] + extra, stdoutOnTerminal: false, stderrOnTerminal: true, environment: environment)
    }

    @Test func progressOnATerminalsStandardError() throws {
        let run = try Self.progress([])
        #expect(run.exitCode == 1)
        #expect(run.terminal.contains("hig-audit: 10 of 10 rows and sections (100%)"), "\(run.terminal)")
        // Redrawn in place, and erased at the end so nothing is left on the line.
        #expect(run.terminal.hasPrefix("\r\u{1B}[2K") && run.terminal.hasSuffix("\r\u{1B}[2K"), "\(run.terminal)")
        #expect(!run.terminal.contains("\n"))
        // The report on standard output has none of it.
        #expect(run.stdout.hasPrefix("Reports/settings/input.json:60:15: warning:"))
        #expect(!run.stdout.contains("rows and sections") && !run.stdout.contains("\r"))
    }

    @Test func noProgressWhenQuietInCIOrAskedNot() throws {
        for (extra, environment) in [(["--quiet"], [:]), (["--no-progress"], [:]), ([], ["CI": "true"]), ([], ["TERM": "dumb"])] as [([String], [String: String])] {
            let run = try Self.progress(extra, environment: environment)
            #expect(run.exitCode == 1)
            #expect(run.terminal.isEmpty, "\(extra) \(environment): \(run.terminal)")
        }
    }

    @Test func progressFlagForcesItIntoALog() throws {
        let run = try PseudoTerminal.run(["check", Self.dump, "--progress", "--progress-delay", "0"], stdoutOnTerminal: false, stderrOnTerminal: false, environment: ["CI": "true"])
        #expect(run.stderr.contains("10 of 10 rows and sections (100%)"), "\(run.stderr)")
        #expect(!(try Self.piped().stderr.contains("rows and sections")), "off in a log by default")
    }

    /// Input errors still read cleanly after a progress line: it is erased first.
    @Test func progressIsErasedBeforeErrors() throws {
        let run = try PseudoTerminal.run(["check", "no-such-dump.json", "--progress-delay", "0"], stdoutOnTerminal: false, stderrOnTerminal: true)
        #expect(run.exitCode == 2)
        let errorLine = try #require(run.terminal.range(of: "no-such-dump.json: error:"))
        #expect(run.terminal[..<errorLine.lowerBound].hasSuffix("\r\u{1B}[2K"), "\(run.terminal)")
    }
}
