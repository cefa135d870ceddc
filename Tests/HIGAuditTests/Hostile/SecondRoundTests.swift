import Foundation
import HIGInput
import HIGModel
import Testing
@testable import HIGAudit

/// The second round of hostile inputs: texts that look like formats, reports at a scale no
/// review reads, locales and values that must not reach a message raw, and wrong-typed members.
@Suite struct SecondRoundTests {
    // MARK: - Text is what it says

    @Test func aPlainTextWithAPercentSignIsMeasuredLiterally() {
        let resolver = TextResolver(developmentLocale: "en", catalog: nil, pseudo: [])
        let plain = HIGModel.Text("Save 50% on everything")
        #expect(resolver.resolve(plain, locale: "en", category: nil).string == "Save 50% on everything")
        let inlineOnly = HIGModel.Text("Save 50% on", localizations: [Localization(locale: "de", string: "50% sparen auf %d")])
        #expect(resolver.resolve(inlineOnly, locale: "de", category: nil).string == "50% sparen auf %d")
    }

    @Test func aLocalizedFormatIsFilled() {
        let resolver = TextResolver(developmentLocale: "en", catalog: nil, pseudo: [])
        let format = HIGModel.Text("%d unread", localizationKey: "inbox.unread")
        #expect(resolver.resolve(format, locale: "en", category: nil).string == "100,100 unread")
    }

    @Test func aPlainTextWithPercentSignsNeedsNoPluralForms() {
        #expect(!L10nMissingPluralFormRule.mayShowCount(HIGModel.Text("%d items in 50% of folders")))
        #expect(L10nMissingPluralFormRule.mayShowCount(HIGModel.Text("%d items", localizationKey: "items")))
    }

    // MARK: - Bounded at any scale

    static func many(_ count: Int) -> AuditResult {
        let severities: [Severity] = [.note, .warning, .error]
        let findings = (0..<count).map { index in
            Fixtures.finding("table/empty-group", severities[index % 3], message: "section \(index) has no rows", line: index + 2, components: [.section(index)])
        }
        return AuditResult(findings: findings, fileCount: 1, screenCount: 1, rowCount: 0)
    }

    @Test func sarifKeepsTheMostSevereResultsAndSaysWhatItLeftOut() throws {
        var context = Fixtures.context
        context.sarifResultLimit = 5
        let result = Self.many(12)  // 4 errors, 4 warnings, 4 notes
        let bytes = SARIFReporter().report(result, context: context)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 5)
        #expect(results.map { $0["level"] as? String } .filter { $0 == "error" }.count == 4)
        #expect(results.map { $0["level"] as? String } .filter { $0 == "warning" }.count == 1)
        let properties = try #require(run["properties"] as? [String: Any])
        #expect(properties["resultsOmitted"] as? Int == 7)
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        let note = try #require((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
        let text = try #require((note["message"] as? [String: Any])?["text"] as? String)
        #expect(text.hasPrefix("5 of 12 results are in this log, the most severe first"))
        #expect(text.contains("7 results left out (3 warnings, 4 notes)"))
        #expect(text.contains("--report json=hig-audit.json"))
        // Deterministic: the same bytes for the findings in another order.
        let shuffled = AuditResult(findings: result.findings.reversed(), fileCount: 1, screenCount: 1, rowCount: 0)
        #expect(SARIFReporter().report(shuffled, context: context) == bytes)
    }

    @Test func sarifUnderTheLimitHasNoOmissionNote() throws {
        let bytes = SARIFReporter().report(Self.many(6), context: Fixtures.context)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(!text.contains("resultsOmitted"))
        #expect(!text.contains("toolExecutionNotifications"))
    }

    @Test func markdownOfManyFindingsKeepsItsCap() {
        var context = Fixtures.context
        context.markdownLimit = 8_192
        let bytes = MarkdownReporter().report(Self.many(20_000), context: context)
        #expect(bytes.count <= 8_192)
        #expect(String(decoding: bytes, as: UTF8.self).contains("most severe of 20000 findings"))
    }

    @Test func textReportsComeInPieces() {
        var pieces = 0
        var total = 0
        TextReporter().report(Self.many(20_000), context: Fixtures.context) { piece in
            pieces += 1
            total += piece.count
            #expect(piece.count < (1 << 20) + 4096)
        }
        #expect(pieces > 1)
        #expect(total == TextReporter().report(Self.many(20_000), context: Fixtures.context).count)
    }

    // MARK: - Configuration values

    static func configurationError(_ yaml: String) -> SourceError? {
        do {
            _ = try ProjectConfiguration.parse(yaml, file: ".hig-audit.yml", directory: "/repo")
            return nil
        } catch {
            return error
        }
    }

    @Test func configurationWidthsAreCappedLikeTheCommandLine() {
        let error = Self.configurationError("widths: [375, 1e9]\n")
        #expect(error?.description == ".hig-audit.yml:1:15: error: width 1000000000 pt is more than 10000 pt")
        #expect(Self.configurationError("widths: [375, 10000]\n") == nil)
    }

    @Test func yamlOneOneBooleansAreExplainedNotCorrected() throws {
        let error = try #require(Self.configurationError("rules:\n  text/truncation: no\n"))
        #expect(!error.message.contains("did you mean"))
        #expect(error.message.contains("write off or false to turn the rule off"))
        #expect(error.position == SourcePosition(line: 2, column: 20))
    }

    @Test func aHugeValueIsNotEchoed() throws {
        let huge = String(repeating: "A", count: 1 << 20)
        for yaml in ["preset: \(huge)\n", "rules:\n  text/truncation: \(huge)\n", "\(huge): 1\n", "fail_on: [\(huge)]\n", "locales: [\(huge)]\n"] {
            let error = try #require(Self.configurationError(yaml))
            #expect(error.description.utf8.count < 400, "\(error.description.prefix(200))")
        }
    }

    @Test(arguments: ["\"\"", "../../etc", "\"de\u{202E}\"", "\"\u{2066}en\""])
    func badLocalesInTheConfigurationAreRefused(locale: String) throws {
        let error = try #require(Self.configurationError("locales: [\(locale)]\n"))
        #expect(error.message.contains("is not a locale identifier"))
        #expect(!error.description.unicodeScalars.contains { (0x2066...0x2069).contains($0.value) || (0x202A...0x202E).contains($0.value) })
    }

    // MARK: - Baselines

    /// Baselines are read by the JSON reader (they were once read as YAML and called so).
    @Test func aCorruptJSONBaselineIsCalledJSON() throws {
        #expect(throws: (any Error).self) { try Baseline.parse("{\"version\": 1, \"entries\": [", file: "b.json") }
        do {
            _ = try Baseline.parse("{\"version\": 1, \"entries\": [", file: "b.json")
        } catch {
            #expect(error.description == "b.json:1:28: error: unexpected end of file; the array opened at 1:27 is not closed")
        }
        do {
            _ = try Baseline.parse("{\"version\": 1, \"entries\": [] // baselined\n}", file: "b.json")
        } catch {
            #expect(error.description == "b.json:1:30: error: unexpected '/' (JSON has no comments); expected ',' or '}' after a member of the object opened at 1:1")
        }
    }

    @Test func aStringVersionSaysWhatIsExpected() {
        do {
            _ = try Baseline.parse(#"{"version": "1", "entries": []}"#, file: "b.json")
            Issue.record("a string version was accepted")
        } catch {
            #expect(error.description == #"b.json:1:13: error: 'version' must be the number 1, not the string "1""#)
        }
    }

    // MARK: - Locales in dumps and translation files

    @Test(arguments: [#""developmentLocale": "../../etc""#, #""developmentLocale": """#, #""developmentLocale": "en\u202E""#])
    func badDevelopmentLocalesAreRefused(member: String) {
        let json = #"{"schemaVersion": 1, "screen": {"name": "S", "environment": {"#  + member + #"}, "table": {"style": "plain", "sections": []}}}"#
        do {
            _ = try DumpDecoder.decode(Array(json.utf8), file: "d.json")
            Issue.record("accepted \(member)")
        } catch {
            #expect(error.description.hasPrefix("d.json:1:"))
            #expect(error.message.contains("is not a locale identifier") || error.message.contains("must not be empty"))
            #expect(!error.description.unicodeScalars.contains { $0.value == 0x202E })
        }
    }

    @Test func badInlineTranslationLocalesAreRefused() {
        let json = #"{"schemaVersion": 1, "screen": {"name": "S", "table": {"style": "plain", "sections": [{"rows": [{"text": {"string": "A", "localizations": {"../x": "B"}}}]}]}}}"#
        #expect(throws: DumpError.self) { try DumpDecoder.decode(Array(json.utf8), file: "d.json") }
    }

    @Test func lprojFoldersMustBeNamedForALocale() {
        #expect(TranslationReaders.lprojLocale(of: "App/de.lproj/Localizable.strings") == "de")
        #expect(TranslationReaders.lprojLocale(of: "App/pt_BR.lproj/Localizable.strings") == "pt-BR")
        #expect(TranslationReaders.lprojLocale(of: "App/\u{202E}de.lproj/Localizable.strings") == nil)
        #expect(TranslationReaders.lprojLocale(of: "App/x y.lproj/Localizable.strings") == nil)
    }

    /// A member of the wrong type is an input error with its position (exit 2), as in a dump:
    /// never skipped, never read as absent.
    @Test(arguments: [
        (#""a": {"localizations": ["de"]}"#, "L.xcstrings:2:26: error: expected an object for 'localizations', found an array"),
        (#""b": {"shouldTranslate": "no"}"#, "L.xcstrings:2:28: error: expected true or false for 'shouldTranslate', found a string"),
        (#""d": {"localizations": {"de": {"stringUnit": {"state": 3, "value": "x"}}}}"#, "L.xcstrings:2:58: error: expected a string for the stringUnit's 'state', found a number"),
        (#""e": {"localizations": {"de": {"variations": []}}}"#, "L.xcstrings:2:48: error: expected an object for 'variations', found an array"),
        (#""g": "text""#, "L.xcstrings:2:8: error: expected an object for the entry 'g', found a string"),
        (#""h": {"localizations": {"de": {"stringUnit": {"value": 42}}}}"#, "L.xcstrings:2:58: error: expected a string for the stringUnit's 'value', found a number"),
    ])
    func wrongTypedCatalogMembersAreErrors(entry: String, expected: String) {
        let json = """
        {"sourceLanguage": "en", "strings": {
          \(entry),
          "f": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "gut"}}}}
        }}
        """
        #expect(throws: SourceError.self) { try TranslationReaders.read(Array(json.utf8), file: "L.xcstrings") }
        do {
            _ = try TranslationReaders.read(Array(json.utf8), file: "L.xcstrings")
        } catch {
            #expect(error.description == expected)
        }
    }

    /// A malformed locale is an input error with its position, as in a dump or an XLIFF file.
    @Test func badLocaleInACatalogIsAnInputError() throws {
        let json = """
        {"strings": {
          "c": {"localizations": {"../../etc": {"stringUnit": {"state": "translated", "value": "x"}}}},
          "f": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "gut"}}}}
        }}
        """
        do {
            _ = try TranslationReaders.read(Array(json.utf8), file: "L.xcstrings")
            Issue.record("'../../etc' as a locale must be an error")
        } catch {
            #expect(error.description == "L.xcstrings:2:40: error: " + LocaleSyntax.problem("../../etc"))
        }
    }

    // MARK: - Special files in a sweep

    @Test func aSweepSkipsFIFOsWithANoteAndNamedOnesAreErrors() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hig-audit-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"schemaVersion": 1, "screens": []}"#.utf8).write(to: folder.appendingPathComponent("a.json"))
        #expect(mkfifo(folder.appendingPathComponent("b.json").path, 0o600) == 0)
        let found = try DumpDiscovery.files(for: [folder.path])
        #expect(found.files == [folder.path + "/a.json"])
        #expect(found.notes == ["\(folder.path)/b.json: note: skipped: a FIFO (named pipe) is not a file"])
        #expect(throws: DumpError.self) { try DumpDiscovery.files(for: [folder.path + "/b.json"]) }
        // Read directly (a configuration, a baseline), it is refused without waiting for a writer.
        #expect(throws: DumpError.self) { try DumpLoader.readFile(path: folder.path + "/b.json") }
    }
}
