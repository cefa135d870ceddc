import Foundation
import Testing

/// `check` pointed at parts of a checkout: the discovery reproductions of issue 30, copied to
/// Tests/HIGInputTests/Fixtures/Checkouts.
@Suite struct CheckoutDiscoveryTests {
    static let checkouts = "Tests/HIGInputTests/Fixtures/Checkouts"

    static func findings(_ run: CLIRun) throws -> [[String: Any]] {
        try StoryboardCommandTests.findings(run.stdout)
    }

    static func summary(_ findings: [[String: Any]]) -> [String] {
        findings.map { finding in
            let evidence = finding["evidence"] as? [String: Any]
            return "\(finding["ruleId"] ?? "") \(finding["severity"] ?? "") \(evidence?["locale"] ?? "-")"
        }.sorted()
    }

    /// A fresh folder holding copies of `fixtures` (paths under Checkouts/).
    static func folder(_ fixtures: [String]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hig-audit-checkout-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for fixture in fixtures {
            let source = CLI.repositoryRoot.appendingPathComponent("\(checkouts)/\(fixture)")
            try FileManager.default.copyItem(at: source, to: directory.appendingPathComponent(source.lastPathComponent))
        }
        return directory
    }

    @Test func aBadgeIsPassedOverInAFolderWithANoteAndStillAnErrorWhenNamed() throws {
        let directory = try Self.folder(["badge/coherent-badge.json", "xmlplist/dump.json"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let walked = try CLI.run(["check", "."], directory: directory)
        #expect(walked.exitCode == 0, "\(walked.stderr)")
        #expect(walked.stderr.contains("./coherent-badge.json: note: skipped: has a \"schemaVersion\" member but no \"screen\" or \"screens\""), "\(walked.stderr)")
        #expect(walked.stdout.contains("in 1 file (1 screen, 1 row)"), "\(walked.stdout)")

        let named = try CLI.run(["check", "coherent-badge.json"], directory: directory)
        #expect(named.exitCode == 2)
        #expect(named.stdout.isEmpty)
        #expect(named.stderr.hasPrefix("coherent-badge.json:1:3: error: unknown key 'color' in the dump"), "\(named.stderr)")

        // A folder holding nothing else has nothing to audit, and the error says what was passed over.
        let alone = try CLI.run(["check", "\(Self.checkouts)/badge"])
        #expect(alone.exitCode == 2)
        #expect(alone.stderr.contains("passed over, having a \"schemaVersion\" but no \"screen\" or \"screens\": \(Self.checkouts)/badge/coherent-badge.json"), "\(alone.stderr)")
    }

    @Test(arguments: ["xmlplist", "binary-plist"])
    func stringsFilesMayBePropertyLists(_ form: String) throws {
        let run = try CLI.run(["check", "\(Self.checkouts)/xmlplist/dump.json", "--strings", "\(Self.checkouts)/\(form)/de.lproj/Localizable.strings", "--format", "json"])
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        let findings = try Self.findings(run)
        #expect(Self.summary(findings) == ["a11y/dynamic-type warning de"], "\(run.stdout)")
        let evidence = try #require(findings.first?["evidence"] as? [String: Any])
        #expect(evidence["translationFile"] as? String == "\(Self.checkouts)/\(form)/de.lproj/Localizable.strings")
        // The XML form has lines: the translation is placed at its <string>; a binary list has none.
        #expect(evidence["translationLine"] as? Int == (form == "xmlplist" ? 6 : 1))
        #expect(evidence["translationColumn"] as? Int == (form == "xmlplist" ? 2 : 1))
    }

    @Test func aBrokenPropertyListStringsFileIsAnInputErrorAtItsPosition() throws {
        let directory = try Self.folder(["xmlplist"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("xmlplist/de.lproj/Localizable.strings")
        try Data("<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>a</key>\n\t<integer>3</integer>\n</dict>\n</plist>\n".utf8).write(to: file)
        let run = try CLI.run(["check", "xmlplist/dump.json", "--strings", "xmlplist/de.lproj/Localizable.strings"], directory: directory)
        #expect(run.exitCode == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("xmlplist/de.lproj/Localizable.strings:5:2: error: the value of 'a' is an integer, not a string"), "\(run.stderr)")
    }

    @Test func theProjectWhoseGroupsReferenceTheStoryboardDecidesItsRegions() throws {
        let run = try CLI.run(["check", "\(Self.checkouts)/two-projects", "--format", "json"])
        #expect(run.exitCode == 1, "\(run.stderr)")
        let findings = try Self.findings(run)
        #expect(Self.summary(findings).contains("text/truncation error de"), "\(run.stdout)")
        #expect(!run.stderr.contains("does not list 'de'"), "\(run.stderr)")
        #expect(run.stderr.contains("\(Self.checkouts)/two-projects/App.xcodeproj/project.pbxproj: note: regions for 1 document (its groups reference it): development language en, ships Base, de, en"), "\(run.stderr)")

        // The dump says it too, and inlines the German text.
        let dump = try CLI.run(["dump", "\(Self.checkouts)/two-projects"])
        #expect(dump.exitCode == 0)
        #expect(dump.stdout.contains("Automatisch aktualisieren lassen"))
        #expect(dump.stderr.contains("App.xcodeproj/project.pbxproj: note: regions for 1 document"), "\(dump.stderr)")
    }

    /// The folder given to --strings holds the storyboard's own translations: each file is
    /// read once, however it is reached, and its path has no leading `./`.
    @Test(arguments: [["check", "two-projects", "--strings", "two-projects"], ["check", ".", "--strings", "."], ["check", ".", "--strings", "./App", "--strings", "App/de.lproj/Settings.strings"]])
    func stringsGivenAgainAreReadOnce(_ arguments: [String]) throws {
        let directory = try Self.folder(["two-projects"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let inside = arguments[1] == "."
        let run = try CLI.run(arguments + ["--format", "json"], directory: inside ? directory.appendingPathComponent("two-projects") : directory)
        #expect(run.exitCode == 1, "\(run.stderr)")
        #expect(!run.stderr.contains("already translated"), "\(run.stderr)")
        let findings = try Self.findings(run)
        #expect(Self.summary(findings) == ["a11y/dynamic-type warning de", "text/truncation error de"], "\(run.stdout)")
        let files = Set(findings.compactMap { ($0["evidence"] as? [String: Any])?["translationFile"] as? String })
        #expect(files == [inside ? "App/de.lproj/Settings.strings" : "two-projects/App/de.lproj/Settings.strings"], "\(files)")
    }

    /// The summary line names the project that gave the regions; without a project it says nothing of them.
    @Test func theSummarySaysWhichProjectGaveTheRegions() throws {
        let run = try CLI.run(["check", "\(Self.checkouts)/two-projects"])
        #expect(run.stdout.hasSuffix("1 error, 1 warning, 0 notes in 1 file (1 screen, 1 row); regions from \(Self.checkouts)/two-projects/App.xcodeproj: development language en, ships Base, de, en\n"), "\(run.stdout)")
        let directory = try Self.folder(["two-projects"])
        defer { try? FileManager.default.removeItem(at: directory) }
        for project in ["App.xcodeproj", "AKit.xcodeproj"] {
            try FileManager.default.removeItem(at: directory.appendingPathComponent("two-projects/\(project)"))
        }
        let alone = try CLI.run(["check", "two-projects"], directory: directory)
        #expect(alone.stdout.hasSuffix("1 error, 1 warning, 0 notes in 1 file (1 screen, 1 row)\n"), "\(alone.stdout)")
    }

    @Test func withoutAReferenceTheNearestProjectAboveDecides() throws {
        // AKit's groups reference nothing; App's are removed: the first project above (AKit,
        // alphabetically) is the owner, and it does not ship German.
        let directory = try Self.folder(["two-projects"])
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.removeItem(at: directory.appendingPathComponent("two-projects/App.xcodeproj"))
        let run = try CLI.run(["check", "two-projects", "--format", "json"], directory: directory)
        #expect(run.stderr.contains("two-projects/App/de.lproj/Settings.strings: note: AKit.xcodeproj does not list 'de' in knownRegions"), "\(run.stderr)")
        #expect(run.stderr.contains("the nearest project above; no project's groups reference it"), "\(run.stderr)")
        #expect(!Self.summary(try Self.findings(run)).contains("text/truncation error de"))
    }

    @Test func aWorkspacesProjectsCountTogether() throws {
        // The storyboard sits beside a workspace whose project (in another folder) references it.
        let directory = try Self.folder(["two-projects"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let base = directory.appendingPathComponent("two-projects")
        let manager = FileManager.default
        try manager.createDirectory(at: base.appendingPathComponent("Projects"), withIntermediateDirectories: true)
        try manager.moveItem(at: base.appendingPathComponent("App.xcodeproj"), to: base.appendingPathComponent("Projects/App.xcodeproj"))
        // From Projects/, the groups' path is ../App.
        let pbxproj = base.appendingPathComponent("Projects/App.xcodeproj/project.pbxproj")
        let text = try String(contentsOf: pbxproj, encoding: .utf8).replacingOccurrences(of: "path = App;", with: "path = ../App;")
        try Data(text.utf8).write(to: pbxproj)
        try manager.createDirectory(at: base.appendingPathComponent("App.xcworkspace"), withIntermediateDirectories: true)
        try Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Workspace version=\"1.0\">\n   <FileRef location=\"group:Projects/App.xcodeproj\"></FileRef>\n   <FileRef location = \"group:AKit.xcodeproj\"></FileRef>\n</Workspace>\n".utf8)
            .write(to: base.appendingPathComponent("App.xcworkspace/contents.xcworkspacedata"))
        let run = try CLI.run(["check", "two-projects", "--format", "json"], directory: directory)
        #expect(run.stderr.contains("two-projects/Projects/App.xcodeproj/project.pbxproj: note: regions for 1 document (its groups reference it)"), "\(run.stderr)")
        #expect(Self.summary(try Self.findings(run)).contains("text/truncation error de"))
    }

    @Test func aStoryboardsStringCatalogInMulLprojIsFoundWithoutStrings() throws {
        let run = try CLI.run(["check", "\(Self.checkouts)/mul-catalog", "--format", "json"])
        #expect(run.exitCode == 1, "\(run.stderr)")
        let summary = Self.summary(try Self.findings(run))
        #expect(summary.contains("text/truncation error de"), "\(summary)")
        #expect(summary.contains("l10n/unfinished-translation warning -"), "the catalog's needs_review state: \(summary)")
    }

    @Test func storyboardsInsideAnXclocAreNotAuditedAgain() throws {
        let directory = try Self.folder(["mul-catalog"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let copy = directory.appendingPathComponent("Loc/de.xcloc/Source Contents/App/Base.lproj")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: directory.appendingPathComponent("mul-catalog/App/Base.lproj/Settings.storyboard"), to: copy.appendingPathComponent("Settings.storyboard"))
        let run = try CLI.run(["check", ".", "--format", "json"], directory: directory)
        let files = Set(try Self.findings(run).compactMap { $0["file"] as? String })
        #expect(files == ["mul-catalog/App/Base.lproj/Settings.storyboard"], "\(files)")
    }
}

extension CheckoutDiscoveryTests {
    @Test func aLocaleNoInputHasIsAUsageErrorListingTheLocalesFound() throws {
        let run = try CLI.run(["check", "\(Self.checkouts)/two-projects", "--locales", "de,germn"])
        #expect(run.exitCode == 64, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("error: --locales names 'germn', which no input has; the inputs have: de, en"), "\(run.stderr)")
        // A locale whose language an input has is kept (iOS falls back to the language's strings).
        let regional = try CLI.run(["check", "\(Self.checkouts)/two-projects", "--locales", "de-AT", "--format", "json"])
        #expect(regional.exitCode != 64, "\(regional.stderr)")
    }
}

extension CheckoutDiscoveryTests {
    @Test func settingsPanesAreAuditedInTheirBundlesLocales() throws {
        let run = try CLI.run(["check", "\(Self.checkouts)/settings", "--format", "json"])
        #expect(run.exitCode == 1, "\(run.stderr)")
        let findings = try Self.findings(run)
        let truncated = findings.filter { $0["ruleId"] as? String == "text/truncation" }.map { finding in
            "\(finding["file"] ?? ""):\((finding["region"] as? [String: Any])?["startLine"] ?? "") \((finding["evidence"] as? [String: Any])?["text"] ?? "")"
        }.sorted()
        #expect(truncated == [
            "\(Self.checkouts)/settings/Settings.bundle/Privacy.plist:13 Analysedaten mit den Entwicklern der App teilen",
            "\(Self.checkouts)/settings/Settings.bundle/Root.plist:21 Automatische Wiedergabe beim Öffnen eines Videos",
            "\(Self.checkouts)/settings/Settings.bundle/Root.plist:38 Automatisch, je nach Netzwerkverbindung",
        ], "\(truncated)")
        #expect(run.stderr.contains("Settings.bundle/Root.plist:47:3: note: a slider row shows no text"), "\(run.stderr)")
    }
}

extension CheckoutDiscoveryTests {
    @Test func tablesOfDifferentBundlesStayApartAndACopiedProblemIsSaidOnce() throws {
        let directory = try Self.folder(["xmlplist/dump.json"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let manager = FileManager.default
        for locale in ["de", "fr", "it"] {
            for bundle in ["App", "Widget", "Share"] {
                try manager.createDirectory(at: directory.appendingPathComponent("src/\(bundle)/\(locale).lproj"), withIntermediateDirectories: true)
            }
            // The app's file, copied into every folder, writes a key twice.
            try Data("\"playback.speed\" = \"Tempo\";\n\"playback.speed\" = \"Tempo 2\";\n".utf8).write(to: directory.appendingPathComponent("src/App/\(locale).lproj/Localizable.strings"))
            try Data("\"playback.speed\" = \"Widget-Tempo\";\n".utf8).write(to: directory.appendingPathComponent("src/Widget/\(locale).lproj/Localizable.strings"))
            try Data("\"playback.speed\" = \"Teilen\";\n".utf8).write(to: directory.appendingPathComponent("src/Share/\(locale).lproj/InfoPlist.strings"))
        }
        let run = try CLI.run(["check", "dump.json", "--strings", "src"], directory: directory)
        #expect(run.exitCode == 0, "\(run.stderr)")
        let warnings = run.stderr.split(separator: "\n").filter { $0.contains(": warning: ") }
        #expect(warnings == ["src/App/de.lproj/Localizable.strings:2:20: warning: 'playback.speed' (de) is already translated at src/App/de.lproj/Localizable.strings:1:20; this one is ignored (the same in 3 locale folders: de, fr, it)"], "\(run.stderr)")
    }
}

/// A realistic checkout (Tests/HIGInputTests/Fixtures/Checkouts/realistic, written for this
/// test): an app with a share extension and a widget in `Demo.xcodeproj`, a second project
/// (`AKit.xcodeproj`, first alphabetically, shipping English only), a Settings.bundle, a
/// committed `.xcloc`, a `mul.lproj` String Catalog, XML-plist `.strings`, a status badge, and
/// 60 locale folders for the app's storyboard, 40 of them copies of English (generated here).
extension CheckoutDiscoveryTests {
    static let translatedLocales = "fr it es pt-BR nl sv da nb fi pl cs hu ro tr ru uk ja ko zh-Hans".split(separator: " ").map(String.init)
    static let copiedLocales = "pt-PT sk hr sl bg el he ar fa hi th vi id ms zh-Hant zh-HK ca eu gl is et lv lt sr mk sq hy ka az kk uz bn ta te mr gu kn ml pa sw".split(separator: " ").map(String.init)
    static let english: [(key: String, text: String)] = [
        ("Sec-aa-001.headerTitle", "Notifications"), ("Sec-aa-001.footerTitle", "Reminders arrive at the time you choose."),
        ("Lbl-aa-001.text", "Daily reminder"), ("Lbl-aa-002.text", "Weekdays at 8:00"), ("Lbl-aa-003.text", "Sound"),
        ("Sec-aa-002.headerTitle", "Account"), ("Lbl-aa-004.text", "Export all your data"),
    ]

    static func realisticCheckout() throws -> URL {
        let directory = try folder(["realistic"])
        let app = directory.appendingPathComponent("realistic/App")
        for locale in translatedLocales + copiedLocales {
            let copy = copiedLocales.contains(locale)
            // A translation of our own making: the words in reverse order (not English as it is).
            let lines = english.map { key, text in
                "\"\(key)\" = \"\(copy ? text : text.split(separator: " ").reversed().joined(separator: " "))\";\n"
            }
            let folder = app.appendingPathComponent("\(locale).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(lines.joined().utf8).write(to: folder.appendingPathComponent("Settings.strings"))
        }
        return directory.appendingPathComponent("realistic")
    }

    @Test func aRealisticCheckoutGivesEveryTableOnceInEveryShippedLocale() throws {
        let checkout = try Self.realisticCheckout()
        defer { try? FileManager.default.removeItem(at: checkout.deletingLastPathComponent()) }
        let run = try CLI.run(["check", ".", "--format", "json"], directory: checkout)
        #expect(run.exitCode == 1, "\(run.stderr)")
        #expect(run.stderr.contains("./badges/coverage.json: note: skipped: has a \"schemaVersion\" member but no \"screen\" or \"screens\""), "\(run.stderr)")
        #expect(run.stderr.contains("Demo.xcodeproj/project.pbxproj: note: regions for 3 documents (its groups reference them all): development language en"), "\(run.stderr)")
        #expect(!run.stderr.contains("does not list"), "every locale folder ships: \(run.stderr)")

        let findings = try Self.findings(run)
        // Every table once: the app's storyboard, its settings pane, the share extension's
        // storyboard; not the .xcloc's copy of the storyboard.
        let files = Set(findings.compactMap { $0["file"] as? String })
        #expect(files == ["App/Base.lproj/Settings.storyboard", "App/Settings.bundle/Root.plist", "Share/Base.lproj/MainInterface.storyboard"], "\(files)")
        let identities = findings.map { finding in
            "\(finding["ruleId"] ?? "") \(finding["file"] ?? "") \((finding["region"] as? [String: Any])?["startLine"] ?? "") \(finding["message"] ?? "")"
        }
        #expect(Set(identities).count == identities.count, "a finding said twice")

        // The 40 copied folders are one finding naming them all.
        let copies = findings.filter { ($0["message"] as? String)?.contains("untranslated cop") == true }
        #expect(copies.count == 1, "\(copies)")
        let evidence = try #require(copies.first?["evidence"] as? [String: Any])
        let named = (evidence["untranslatedLocales"] as? String)?.split(separator: ",").map(String.init) ?? []
        #expect(Set(named) == Set(Self.copiedLocales))
        #expect(named.count == 40)
        #expect(evidence["otherLocales"] == nil, "the message names them; no 'also in' list after it")
        #expect((copies.first?["message"] as? String)?.hasPrefix("40 locales are untranslated copies of the development language (") == true)

        // The German XML-plist translations of the storyboard and of the settings pane are read;
        // the share extension's mul.lproj catalog too.
        let truncated = findings.filter { $0["ruleId"] as? String == "text/truncation" }
        let truncatedFiles = Set(truncated.compactMap { ($0["evidence"] as? [String: Any])?["translationFile"] as? String })
        #expect(truncatedFiles.isSuperset(of: ["App/de.lproj/Settings.strings", "App/Settings.bundle/de.lproj/Root.strings", "Share/mul.lproj/MainInterface.xcstrings"]), "\(truncatedFiles)")
        // A report a person reads in a few minutes: 23 lines today, of which 14 are notes on
        // texts the settings pane and the share extension leave untranslated in the app's
        // other 59 locales (one per text, each naming the locales).
        #expect(findings.count <= 25, "\(findings.count) findings")

        let again = try CLI.run(["check", ".", "--format", "json"], directory: checkout)
        #expect(again.stdout == run.stdout, "deterministic")
    }
}

extension CheckoutDiscoveryTests {
    @Test func budgetsReadStoryboardsAndSettingsPanesAFolderWalkFinds() throws {
        // Read as JSON, a storyboard was "unexpected '<'" and a pane "unexpected '<'" too.
        let run = try CLI.run(["budgets", "\(Self.checkouts)/two-projects", "\(Self.checkouts)/settings", "--format", "csv"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let keys = Set(run.stdout.split(whereSeparator: \.isNewline).dropFirst().map { $0.split(separator: ",").prefix(2).joined(separator: ",") })
        #expect(keys.isSuperset(of: ["Settings,Lbl-aa-001.text", "Root,Autoplay", "Privacy,Share Analytics"]), "\(keys)")
    }
}

extension CheckoutDiscoveryTests {
    @Test func aSwiftPackageWithADefaultLocalizationDecidesItsResources() throws {
        let directory = try Self.folder(["mul-catalog"])
        defer { try? FileManager.default.removeItem(at: directory) }
        // The storyboard as a package resource: Sources/Kit/Resources/…; development language German.
        let kit = directory.appendingPathComponent("Kit")
        try FileManager.default.createDirectory(at: kit.appendingPathComponent("Sources/Kit"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: directory.appendingPathComponent("mul-catalog/App"), to: kit.appendingPathComponent("Sources/Kit/Resources"))
        try Data("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(\n    name: \"Kit\",\n    defaultLocalization: \"de\",\n    targets: [.target(name: \"Kit\", resources: [.process(\"Resources\")])]\n)\n".utf8)
            .write(to: kit.appendingPathComponent("Package.swift"))
        let dump = try CLI.run(["dump", "Kit"], directory: directory)
        #expect(dump.exitCode == 0, "\(dump.stderr)")
        #expect(dump.stdout.contains("\"developmentLocale\": \"de\""), "\(dump.stdout)")
        #expect(dump.stderr.contains("Kit/Package.swift: note: regions for 1 document (its groups reference it): development language de, ships every locale folder (no knownRegions)"), "\(dump.stderr)")
    }

    // Which locales ship cannot be known without the project: an error (issue 32), not a
    // silent audit of every locale folder.
    @Test func aBrokenProjectFileIsAnError() throws {
        let directory = try Self.folder(["two-projects"])
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.removeItem(at: directory.appendingPathComponent("two-projects/AKit.xcodeproj"))
        try Data("// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = {isa = PBXProject; knownRegions = (en, Base,);\n".utf8)
            .write(to: directory.appendingPathComponent("two-projects/App.xcodeproj/project.pbxproj"))
        let run = try CLI.run(["check", "two-projects", "--format", "json"], directory: directory)
        #expect(run.exitCode == 2, "\(run.stderr)")
        #expect(run.stderr == "two-projects/App.xcodeproj/project.pbxproj:4:7: error: a { dictionary is not closed; the locales the app ships cannot be known\n", "\(run.stderr)")
        #expect(run.stdout.isEmpty, "no partial output")
    }

    @Test func aWorkspaceLocationOutsideItsFolderIsNotRead() throws {
        let directory = try Self.folder(["two-projects"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let base = directory.appendingPathComponent("two-projects")
        let manager = FileManager.default
        // The project that references the storyboard sits in a sibling folder, not above it.
        try manager.createDirectory(at: directory.appendingPathComponent("Elsewhere"), withIntermediateDirectories: true)
        try manager.moveItem(at: base.appendingPathComponent("App.xcodeproj"), to: directory.appendingPathComponent("Elsewhere/App.xcodeproj"))
        let pbxproj = directory.appendingPathComponent("Elsewhere/App.xcodeproj/project.pbxproj")
        let text = try String(contentsOf: pbxproj, encoding: .utf8).replacingOccurrences(of: "path = App;", with: "path = ../two-projects/App;")
        try Data(text.utf8).write(to: pbxproj)
        func workspace(in folder: URL, location: String) throws {
            try manager.createDirectory(at: folder.appendingPathComponent("W.xcworkspace"), withIntermediateDirectories: true)
            try Data("<?xml version=\"1.0\"?>\n<Workspace version=\"1.0\"><FileRef location=\"group:\(location)\"></FileRef></Workspace>\n".utf8)
                .write(to: folder.appendingPathComponent("W.xcworkspace/contents.xcworkspacedata"))
        }
        // A workspace beside the storyboard's folder pointing out of its own folder: not read,
        // so the nearest project (AKit, English only) decides.
        try workspace(in: base, location: "../Elsewhere/App.xcodeproj")
        let escaping = try CLI.run(["check", "two-projects", "--format", "json"], directory: directory)
        #expect(escaping.stderr.contains("AKit.xcodeproj does not list 'de' in knownRegions"), "\(escaping.stderr)")
        #expect(!escaping.stderr.contains("Elsewhere/App.xcodeproj"), "\(escaping.stderr)")
        // The same project listed by a workspace whose folder holds it: read, and it decides.
        try manager.removeItem(at: base.appendingPathComponent("W.xcworkspace"))
        try workspace(in: directory, location: "Elsewhere/App.xcodeproj")
        let inside = try CLI.run(["check", "two-projects", "--format", "json"], directory: directory)
        #expect(inside.stderr.contains("Elsewhere/App.xcodeproj/project.pbxproj: note: regions for 1 document (its groups reference it)"), "\(inside.stderr)")
    }
}
