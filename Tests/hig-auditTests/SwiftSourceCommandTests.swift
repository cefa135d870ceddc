import Foundation
import Testing

/// `check`, `dump` and `budgets` on Swift source (the SwiftUI and UIKit apps of
/// Corpus/swift, and broken sources written here).
@Suite struct SwiftSourceCommandTests {
    static let swiftUIApp = "Corpus/swift/SwiftUIApp"
    static let uiKitApp = "Corpus/swift/UIKitApp"

    @Test func checkReadsAFolderOfSwiftUIScreensAndSaysWhatItCouldNotMeasure() throws {
        let run = try CLI.run(["check", Self.swiftUIApp])
        // Warnings (nl ships as a copy of English) fail the run by default.
        #expect(run.exitCode == 1, "\(run.stderr)")
        #expect(run.stdout.contains("Corpus/swift/SwiftUIApp/Screens/SyncView.swift:12:24: note:"), "\(run.stdout)")
        #expect(run.stdout.contains("13 screens from Swift source; 12 rows with text built at run time not measured"), "\(run.stdout)")
    }

    @Test func checkFailsOnUIKitCodeWithTruncatedTranslations() throws {
        let run = try CLI.run(["check", Self.uiKitApp, "--format", "json"])
        #expect(run.exitCode == 1, "\(run.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let findings = try #require(document["findings"] as? [[String: Any]])
        let weekly = findings.first { ($0["message"] as? String)?.contains("Wöchentliche Zusammenfassung") == true }
        #expect(weekly?["file"] as? String == "\(Self.uiKitApp)/Screens/NotificationsViewController.swift")
        #expect((weekly?["region"] as? [String: Any])?["startLine"] as? Int == 8)
        #expect(findings.allSatisfy { ($0["file"] as? String)?.hasSuffix(".swift") == true })
    }

    @Test func dumpShowsHowEachTextWasKnown() throws {
        let run = try CLI.run(["dump", "\(Self.swiftUIApp)/Screens/AboutView.swift"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stdout.contains("\"origin\": \"localizationKey\""))
        #expect(run.stdout.contains("\"origin\": \"unknown\""))
        #expect(run.stdout.contains("\"origin\": \"literal\""))
        // The development-language string comes from the String Catalog beside the sources.
        #expect(run.stdout.contains("\"string\": \"Privacy Policy\""))
        #expect(run.stdout.contains("\"de\": \"Datenschutzerklärung\""))
    }

    @Test func aSwiftFileThatDoesNotParseIsBrokenInput() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swift-broken-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Broken.swift")
        try Data("struct S: View {\n    var body: some View {\n        List { Text(\"a\" }\n".utf8).write(to: file)
        for command in [["check", file.path], ["dump", file.path], ["check", directory.path]] {
            let run = try CLI.run(command)
            #expect(run.exitCode == 2, "\(command)")
            #expect(run.stdout.isEmpty, "no partial output")
            #expect(run.stderr.contains("\(file.path):3:"), "\(run.stderr)")
        }
    }

    @Test func budgetsTakeSwiftSource() throws {
        let run = try CLI.run(["budgets", "\(Self.uiKitApp)/Screens/NotificationsViewController.swift"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stdout.contains("NotificationsViewController"), "\(run.stdout)")
    }
}
