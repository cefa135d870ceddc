import Foundation
import HIGAudit
import HIGInput
import HIGModel
import Testing
import TextLayout

/// Inputs an attacker or a broken exporter could hand the tool in CI: each one either works or
/// fails with a clear error, within bounded memory, and never crashes. Sizes are generated here.
@Suite("Hostile input")
struct HostileInputTests {
    // MARK: Size

    @Test func aMillionRowsInOneSectionDecode() throws {
        let bytes = HostileDump.rows(1_000_000)
        let dump = try DumpDecoder.decode(bytes, file: "million.json")
        let rows = try #require(dump.screens.first?.table.sections.first?.rows)
        #expect(rows.count == 1_000_000)
        #expect(rows.last?.text?.string == "Row 1000000")
        // Positions stay exact at the end of a line of 20 MB: the last row starts where its
        // bytes do (all ASCII, so bytes and UTF-16 columns agree).
        let lastRow = Array(#"{"text":"Row 1000000"}"#.utf8)
        let footer = 6
        #expect(rows.last?.source.span.start.line == 1)
        #expect(rows.last?.source.span.start.column == bytes.count - footer - lastRow.count + 1)
    }

    /// A full audit of a million rows takes minutes in a debug build; it is measured by
    /// scripts/hostile/million-rows.sh. The suite audits a tenth of it.
    @Test func aHundredThousandRowsAudit() throws {
        let dump = try DumpDecoder.decode(HostileDump.rows(100_000), file: "rows.json")
        let result = try Audit().run([dump])
        #expect(result.rowCount == 100_000)
        #expect(result.screenCount == 1)
        // Short titles in a wide table: nothing is cut.
        #expect(!result.findings.contains { $0.ruleID == "text/truncation" })
    }

    @Test func aOneMegabyteStringDecodesAndAudits() throws {
        let megabyte = String(repeating: "Benachrichtigungen ", count: 1 << 20 / 19)
        let dump = try DumpDecoder.decode(HostileDump.oneRow(text: megabyte), file: "long.json")
        let row = try #require(dump.screens.first?.table.sections.first?.rows.first)
        #expect(row.text?.string == megabyte)
        let result = try Audit(configuration: AuditConfiguration(enabledRules: ["text/truncation", "text/wrapping"])).run([dump])
        let truncation = try #require(result.findings.first { $0.ruleID == "text/truncation" })
        // What shows is the start of the text and an ellipsis.
        #expect(truncation.message.contains("'Benachrichtigungen Benachrichtigungen"))
        #expect(truncation.message.contains("…'"))
    }

    @Test(arguments: [TextLayout.LineBreakMode.byTruncatingTail, .byWordWrapping, .byCharWrapping, .byTruncatingMiddle])
    func aOneMegabyteStringFits(_ mode: TextLayout.LineBreakMode) throws {
        // No spaces: one 1 MB "word", the worst case for line breaking.
        let megabyte = String(repeating: "Ä", count: 1 << 19)
        let fitter = try LineFitter()
        let font = Font(pointSize: 17)
        // One line: whatever the mode, 1 MB does not fit in 300 pt.
        let one = fitter.check(megabyte, font: font, constraints: LabelConstraints(width: 300, numberOfLines: 1, lineBreakMode: mode, locale: "de"))
        #expect(one.lineCount == 1)
        #expect(one.isTruncated)
        // Unlimited lines: a wrapping mode breaks the word across thousands of lines.
        if mode == .byWordWrapping || mode == .byCharWrapping {
            let unlimited = fitter.check(megabyte, font: font, constraints: LabelConstraints(width: 300, numberOfLines: 0, lineBreakMode: mode, locale: "de"))
            #expect(unlimited.lineCount > 1_000)
            #expect(!unlimited.isTruncated)
        }
    }

    // MARK: Many locales

    @Test func fiftyThousandLocalesOnOneText() throws {
        var localizations = (0..<50_000).map { (String(format: "en-x%05d", $0), "Kurz") }
        localizations[49_999].1 = String(repeating: "Sehr lange Übersetzung ", count: 8)
        let dump = try DumpDecoder.decode(HostileDump.oneRow(text: "Short", localizations: localizations), file: "locales.json")
        let text = try #require(dump.screens.first?.table.sections.first?.rows.first?.text)
        #expect(text.localizations.count == 50_000)
        #expect(text.localizations.last?.locale == "en-x49999")
        // Sweeping every one of 50,000 locales is a sweep of 50,000 layouts per label, which a
        // project asks for with `locales:`; chosen locales are looked up among the 50,000.
        let sweep = TextSweep(locales: ["en-x00000", "en-x49999"])
        let result = try Audit(configuration: AuditConfiguration(enabledRules: ["text/truncation"], textSweep: sweep)).run([dump])
        let cut = result.findings.filter { $0.ruleID == "text/truncation" }
        #expect(cut.count == 1)
        #expect(cut.first?.message.contains("x49999") == true)
    }

    // MARK: Translation files

    /// A `.strings` file of a million entries (29 MB) parses into a million entries, each at
    /// its own line, and the last one resolves like any other.
    @Test func aMillionEntryStringsFileParses() throws {
        let count = 1_000_000
        let scratch = try ScratchDirectory()
        let folder = scratch.url.appendingPathComponent("de.lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(HostileStrings.entries(count)).write(to: folder.appendingPathComponent("Localizable.strings"))
        let catalog = try TranslationSources.load([scratch.url.path])
        #expect(catalog.diagnostics.isEmpty)
        #expect(catalog.keyCount == count)
        #expect(catalog.locales == ["de"])
        let last = try #require(catalog.entry(table: "Localizable", key: "key.\(count)", locale: "de"))
        #expect(last.value == "Wert \(count)")
        #expect(last.position.line == count)
        #expect(last.position.column == "\"key.\(count)\" = ".count + 1)
    }

    // MARK: Nesting

    @Test func deeplyNestedDumpIsAnError() {
        let json = #"{"schemaVersion": 1, "screen": {"name": "A", "table": {"sections": [{"rows": [{"text": {"string": "a", "localizations": "#
            + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}}]}]}}}"
        #expect(throws: DumpError.self) { try DumpDecoder.decode(Array(json.utf8), file: "deep.json") }
    }

    /// Arguments name the shape; the 100,000-level text is built in the test, so a failure does
    /// not print it.
    @Test(arguments: ["flow sequences", "flow mappings", "block sequences", "block mappings"])
    func deeplyNestedConfigurationIsAnError(_ shape: String) throws {
        let depth = 100_000
        let text = switch shape {
        case "flow sequences": "rules: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        case "flow mappings": "rules: " + String(repeating: "{a: ", count: depth) + String(repeating: "}", count: depth)
        case "block sequences": "locales:\n" + String(repeating: "- ", count: depth) + "de\n"
        // Each level indents one more space, so 2,000 levels are already 2 MB.
        default: (0..<2_000).map { String(repeating: " ", count: $0) + "a:\n" }.joined()
        }
        let error = try #require(throws: ConfigurationError.self) {
            try ProjectConfiguration.parse(text, file: ".hig-audit.yml", directory: "/project")
        }
        // libyaml stops flow collections at 1,000 levels itself; the reader stops everything at 100.
        #expect(error.message.lowercased().contains("nest"), "\(error.message)")
        #expect(error.position != nil)
    }

    @Test func deeplyNestedBaselineIsAnError() throws {
        let text = #"{"version": 1, "entries": "# + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}"
        let error = try #require(throws: ConfigurationError.self) { try Baseline.parse(text, file: "baseline.json") }
        #expect(error.message.lowercased().contains("nest"), "\(error.message)")
    }

    /// Eight anchors, each but the first a list of ten aliases to the one before: composing
    /// would expand the last to a hundred million nodes. Such a file used to hang
    /// `check --config`; it is refused at the first alias.
    @Test func aliasBombIsRefusedBeforeExpanding() throws {
        var lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
        for level in 1...7 {
            lines.append("a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]")
        }
        lines.append("locales: [*a7]")
        let error = try #require(throws: ConfigurationError.self) {
            try ProjectConfiguration.parse(lines.joined(separator: "\n"), file: ".hig-audit.yml", directory: "/project")
        }
        #expect(error.message == "YAML aliases are not supported here; write the value out")
        #expect(error.position == SourcePosition(line: 2, column: 10))
    }

    @Test func nestingWithinTheLimitStillReads() throws {
        // Real configurations nest four or five levels; fifty is still read normally.
        let text = "rules:\n  text/truncation:\n    enabled: true\nlocales: " + String(repeating: "[", count: 50) + String(repeating: "]", count: 50) + "\n"
        let error = try #require(throws: ConfigurationError.self) {
            try ProjectConfiguration.parse(text, file: ".hig-audit.yml", directory: "/project")
        }
        // The reader gets to the value and rejects its type, not its depth.
        #expect(!error.message.contains("nested deeper than"))
    }

    // MARK: File size

    @Test func aDumpOverTheSizeLimitIsRefusedByName() throws {
        let scratch = try ScratchDirectory()
        let path = scratch.url.appendingPathComponent("huge.json").path
        // Sparse: 200 MB of size, no blocks written.
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 200 << 20)
        try handle.close()
        let error = try #require(throws: DumpError.self) { try DumpLoader.load(path: path) }
        #expect(error.message.contains("200 MiB"))
        #expect(error.message.contains("128 MiB"))
        #expect(error.message.contains("--max-file-size"))
        #expect(error.position == nil)
    }

    /// The configuration, a baseline and translation files have the dump's limit
    /// (`--max-file-size`), checked before they are read: a 200 MB sparse file is refused at
    /// once, by name.
    @Test func aConfigurationOverTheSizeLimitIsRefusedByName() throws {
        let scratch = try ScratchDirectory()
        let path = try HostileFile.sparse(".hig-audit.yml", megabytes: 200, in: scratch)
        let error = try #require(throws: ConfigurationError.self) { try ProjectConfiguration.load(path: path) }
        #expect(error == ConfigurationError(file: path, position: nil, message: "the file is 200 MiB, larger than the 128 MiB limit for a configuration file; raise the limit with --max-file-size"))
        #expect(throws: error) { try ProjectConfiguration.discover(from: scratch.url.path) }
        // Within a raised limit it is read (and, all NUL bytes, rejected for what it holds).
        let small = try HostileFile.sparse("small.yml", megabytes: 3, in: scratch)
        let raised = try #require(throws: ConfigurationError.self) { try ProjectConfiguration.load(path: small, maxBytes: 4 << 20) }
        #expect(!raised.message.contains("limit"), "\(raised)")
    }

    @Test func aBaselineOverTheSizeLimitIsRefusedByName() throws {
        let scratch = try ScratchDirectory()
        let path = try HostileFile.sparse("baseline.json", megabytes: 3, in: scratch)
        #expect(throws: ConfigurationError(file: path, position: nil, message: "the file is 3 MiB, larger than the 1 MiB limit for a baseline; raise the limit with --max-file-size")) {
            try Baseline.load(path: path, maxBytes: 1 << 20)
        }
    }

    @Test(arguments: ["de.lproj/Localizable.strings", "de.lproj/Plurals.stringsdict", "Localizable.xcstrings"])
    func aTranslationFileOverTheSizeLimitIsRefusedByName(_ name: String) throws {
        let scratch = try ScratchDirectory()
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        let path = try HostileFile.sparse(name, megabytes: 200, in: scratch)
        let expected = SourceError(file: path, position: nil, message: "the file is 200 MiB, larger than the 128 MiB limit for a translation file; raise the limit with --max-file-size")
        // Named directly or found in a folder, it stops the run rather than being skipped.
        #expect(throws: expected) { try TranslationSources.load([path]) }
        #expect(throws: expected) { try TranslationSources.load([scratch.url.path]) }
        var sweep = TextSweep()
        let error = try #require(throws: LocalizationSetup.BrokenTranslations.self) {
            try LocalizationSetup.apply(strings: [scratch.url.path], pseudo: [], to: &sweep)
        }
        #expect(error.errors == [SourceDiagnostic(expected)])
        #expect(sweep.translations == nil)
    }
}
