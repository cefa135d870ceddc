import Testing
@testable import HIGAudit

@Suite struct TextReporterTests {
    @Test func compilerStyleLinesAndSummary() {
        let output = Fixtures.text(TextReporter().report(Fixtures.sample, context: Fixtures.context))
        #expect(output == """
        Dumps/other screen.json:12:7: note: row 'Wi-Fi' navigates but has selectionStyle none [selection/feedback]
        Dumps/other screen.json:20:3: error: section 2 of grouped table 'Network' has no rows [table/empty-group]
        Dumps/settings.json:3:5: warning: table is 300 pt wide, narrower than 320 pt; text will truncate and wrap [table/width]
        Dumps/settings.json:7:9: error: grouped table 'Settings' shows a section index [index/grouped-style]
        2 errors, 1 warning, 1 note in 2 files (2 screens, 48 rows)

        """)
    }

    @Test func summaries() {
        #expect(TextReporter.summary(AuditResult(findings: [], fileCount: 1, screenCount: 1, rowCount: 1)) == "No findings in 1 file (1 screen, 1 row)")
        let one = AuditResult(findings: [Fixtures.finding()], fileCount: 2, screenCount: 5, rowCount: 48)
        #expect(TextReporter.summary(one) == "0 errors, 1 warning, 0 notes in 2 files (5 screens, 48 rows)")
        let unmeasured = AuditResult(findings: [Fixtures.finding()], fileCount: 2, screenCount: 5, rowCount: 48, unmeasuredLabelCount: 7)
        #expect(TextReporter.summary(unmeasured) == "0 errors, 1 warning, 0 notes in 2 files (5 screens, 48 rows); 7 labels with a width Auto Layout decides at run time not measured")
        let single = AuditResult(findings: [], fileCount: 1, screenCount: 1, rowCount: 1, unmeasuredLabelCount: 1)
        #expect(TextReporter.summary(single) == "No findings in 1 file (1 screen, 1 row); 1 label with a width Auto Layout decides at run time not measured")
        var projects = AuditResult(findings: [], fileCount: 1, screenCount: 1, rowCount: 1)
        projects.regionSources = ["App/App.xcodeproj: development language en, ships de, en", "Kit/Package.swift: development language de, ships every locale folder\nforged"]
        #expect(TextReporter.summary(projects) == "No findings in 1 file (1 screen, 1 row); regions from App/App.xcodeproj: development language en, ships de, en; Kit/Package.swift: development language de, ships every locale folder↵forged")
    }

    @Test func pathsWithoutABasePathStayAsGiven() {
        let finding = Fixtures.finding(file: "./Dumps/./a.json")
        let context = ReportContext(toolVersion: "1.0.0")
        let output = Fixtures.text(TextReporter().report(AuditResult(findings: [finding], fileCount: 1, screenCount: 1, rowCount: 1), context: context))
        #expect(output.hasPrefix("Dumps/a.json:3:5: warning: "))
    }

    @Test func colorOnlyWhenAsked() {
        let plain = Fixtures.text(TextReporter(color: false).report(Fixtures.sample, context: Fixtures.context))
        let colored = Fixtures.text(TextReporter(color: true).report(Fixtures.sample, context: Fixtures.context))
        #expect(!plain.contains("\u{1B}"))
        #expect(colored.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        #expect(colored.contains("\u{1B}[1;33mwarning:\u{1B}[0m"))
        #expect(colored.contains("\u{1B}[1;36mnote:\u{1B}[0m"))
    }

    @Test func hostileTextStaysOnItsLine() {
        let result = Fixtures.hostileResult
        let output = Fixtures.text(TextReporter().report(result, context: Fixtures.context))
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        // One line per finding, the summary, and the final newline.
        #expect(lines.count == result.findings.count + 2)
        for scalar: Unicode.Scalar in ["\r", "\u{1B}", "\u{07}", "\u{00}", "\u{7F}", "\u{9B}", "\u{202E}", "\u{2066}", "\u{2028}"] {
            #expect(!output.unicodeScalars.contains(scalar))
        }
        #expect(output.contains("esc <U+001B>[2J"))
        #expect(output.contains("line one↵line two↵line three↵line four"))
        for line in lines {
            #expect(!UntrustedText.couldStartWorkflowCommand(line), "\(line)")
        }
    }

    @Test func fileNamesCannotStartAWorkflowCommand() {
        let finding = Fixtures.finding(file: "/repo/::error::x.json")
        let output = Fixtures.text(TextReporter().report(AuditResult(findings: [finding], fileCount: 1, screenCount: 1, rowCount: 1), context: Fixtures.context))
        #expect(output.hasPrefix("./::error::x.json:3:5: "))
    }
}
