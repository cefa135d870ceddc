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

/// Paths typed the short ways a user types them: `check .` inside an app, a one-letter folder.
@Suite struct SwiftSourceShortPathTests {
    /// A folder holding `<name>/ListView.swift`, a SwiftUI list with one row.
    private func folder(holding name: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("swift-short-\(UUID().uuidString)")
        let sources = root.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let view = """
        import SwiftUI

        struct ListView: View {
            var body: some View {
                List {
                    Text("Notifications")
                }
            }
        }

        """
        try Data(view.utf8).write(to: sources.appendingPathComponent("ListView.swift"))
        return root
    }

    @Test(arguments: [["check", "x"], ["check", "x/"], ["check", "./x"], ["dump", "x/ListView.swift"]])
    func aOneLetterFolderIsRead(_ command: [String]) throws {
        let root = try folder(holding: "x")
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try CLI.run(command, directory: root)
        #expect(run.exitCode == 0, "\(command): \(run.stderr)")
        let read = command[0] == "check" ? "(1 screen, 1 row); 1 screen from Swift source" : "\"string\": \"Notifications\""
        #expect(run.stdout.contains(read), "\(command): \(run.stdout)")
    }

    @Test func checkDotInsideTheFolderReadsIt() throws {
        let root = try folder(holding: "x")
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try CLI.run(["check", "."], directory: root.appendingPathComponent("x"))
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stdout.contains("(1 screen, 1 row); 1 screen from Swift source"), "\(run.stdout)")
    }
}
