import Foundation
import HIGModel
import Testing
@testable import HIGAudit

@Suite struct SARIFReporterTests {
    private func log(_ result: AuditResult, _ context: ReportContext = Fixtures.context) throws -> [String: Any] {
        try #require(Fixtures.json(SARIFReporter().report(result, context: context)) as? [String: Any])
    }

    @Test func topLevelAndDriver() throws {
        let log = try log(Fixtures.sample)
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require(runs[0][path: "tool", "driver"] as? [String: Any])
        #expect(driver["name"] as? String == "hig-audit")
        #expect(driver["version"] as? String == "0.1.0")
        #expect(driver["semanticVersion"] as? String == "0.1.0")
        #expect(driver["informationUri"] as? String == RuleDocs.repositoryURL)
        #expect(runs[0]["columnKind"] as? String == "utf16CodeUnits")
        #expect(runs[0]["automationDetails"] == nil)
        let base = try #require(runs[0][path: "originalUriBaseIds", "%SRCROOT%"] as? [String: Any])
        // Without an explicit request, no machine path ends up in the report.
        #expect(base["uri"] == nil)
    }

    @Test func rulesTableCoversTheCatalog() throws {
        let log = try log(AuditResult(findings: [], fileCount: 0, screenCount: 0, rowCount: 0))
        let rules = try #require(log[path: "runs", "0", "tool", "driver", "rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == Fixtures.rules.map(\.id).sorted())
        for (rule, description) in zip(rules, Fixtures.rules.sorted { $0.id < $1.id }) {
            #expect(rule["name"] as? String == description.name)
            #expect(rule["name"] as? String != rule["id"] as? String)
            #expect(rule[path: "shortDescription", "text"] as? String == description.title)
            let full = try #require(rule[path: "fullDescription", "text"] as? String)
            #expect(!full.isEmpty && full.count <= 1024)
            #expect((rule[path: "help", "text"] as? String)?.isEmpty == false)
            #expect((rule[path: "help", "markdown"] as? String)?.contains(description.title) == true)
            #expect(rule["helpUri"] as? String == RuleDocs.url(for: description.id))
            #expect(rule[path: "defaultConfiguration", "level"] as? String == description.defaultSeverity.rawValue)
            let tags = try #require(rule[path: "properties", "tags"] as? [String])
            #expect(tags.contains("hig") && tags.contains(description.guideline.section.lowercased()))
            #expect(tags.count <= 10)
        }
        // No findings still means a run with an empty results array, which closes old alerts.
        #expect((log[path: "runs", "0", "results"] as? [Any])?.isEmpty == true)
    }

    /// `audit/<type>` tags come from each rule's declared `auditTypes`, never from its id.
    @Test func auditTypeTagsComeFromTheRulesMetadata() throws {
        let log = try log(Fixtures.sample)
        let rules = try #require(log[path: "runs", "0", "tool", "driver", "rules"] as? [[String: Any]])
        var tagsByRule: [String: [String]] = [:]
        for rule in rules {
            tagsByRule[try #require(rule["id"] as? String)] = (rule[path: "properties", "tags"] as? [String] ?? []).filter { $0.hasPrefix("audit/") }
        }
        for description in RuleRegistry.descriptions {
            #expect(tagsByRule[description.id] == description.auditTypes.map { "audit/\($0.rawValue)" }, "\(description.id)")
        }
        #expect(tagsByRule["a11y/touch-target"] == ["audit/hitRegion"])
        #expect(tagsByRule["text/truncation"] == ["audit/textClipped", "audit/dynamicType"])
        // Wrapped text is not clipped text.
        #expect(tagsByRule["text/wrapping"]?.contains("audit/textClipped") == false)
        #expect(tagsByRule["index/grouped-style"] == [])
        // A rule in the `text/` group declares its own audit types, or none.
        let undeclared = SARIFReporter.descriptor(RuleDescription(id: "text/new-rule", name: "NewRule", title: "t", guideline: Guideline(title: "t", section: "Tables", url: "https://example.com"), defaultSeverity: .warning))
        #expect(!"\(undeclared)".contains("string(\"audit/"))
    }

    @Test func resultsPointIntoTheRulesTable() throws {
        let log = try log(Fixtures.sample)
        let rules = try #require(log[path: "runs", "0", "tool", "driver", "rules"] as? [[String: Any]])
        let results = try #require(log[path: "runs", "0", "results"] as? [[String: Any]])
        #expect(results.count == 4)
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
            #expect((result[path: "message", "text"] as? String)?.hasSuffix(".") == true)
            #expect((result["locations"] as? [Any])?.count == 1)
        }
    }

    @Test func locationIsRepositoryRelativePercentEncodedWithRegions() throws {
        let log = try log(Fixtures.sample)
        let results = try #require(log[path: "runs", "0", "results"] as? [[String: Any]])
        // Report order: file, then position; the file with a space sorts after "settings".
        let first = try #require(results.first { ($0["ruleId"] as? String) == "selection/feedback" })
        let physical = try #require(first[path: "locations", "0", "physicalLocation"] as? [String: Any])
        #expect(physical[path: "artifactLocation", "uri"] as? String == "Dumps/other%20screen.json")
        #expect(physical[path: "artifactLocation", "uriBaseId"] as? String == "%SRCROOT%")
        #expect(physical["region"] as? [String: Int] == ["startLine": 12, "startColumn": 7, "endLine": 12, "endColumn": 19])
        #expect(physical["contextRegion"] as? [String: Int] == ["startLine": 11, "startColumn": 3, "endLine": 14, "endColumn": 4])
        let logical = try #require(first[path: "locations", "0", "logicalLocations", "0"] as? [String: Any])
        #expect(logical["fullyQualifiedName"] as? String == "Network/section[0]/row[wifi]")
        // The run's table holds the element and its ancestors, linked by parentIndex.
        let table = try #require(log[path: "runs", "0", "logicalLocations"] as? [[String: Any]])
        var chain: [String] = []
        var index = logical["index"] as? Int
        while let current = index {
            let entry = table[current]
            chain.insert("\(entry["name"] as? String ?? "?")=\(entry["fullyQualifiedName"] as? String ?? "?")", at: 0)
            #expect(entry["kind"] as? String == "element")
            index = entry["parentIndex"] as? Int
        }
        #expect(chain == ["Network=Network", "section 1=Network/section[0]", "row 3 (wifi)=Network/section[0]/row[wifi]"])
        // Each element appears once, however many findings point at it.
        let names = table.compactMap { $0["fullyQualifiedName"] as? String }
        #expect(names.count == Set(names).count)
        #expect(first[path: "locations", "0", "message", "text"] as? String == "Network › section 1 › row 3 (wifi)")
    }

    @Test func ownChecksCatchBrokenLogs() throws {
        var log = try log(Fixtures.sample)
        #expect(SARIFChecks.problems(log) == [])
        var runs = try #require(log["runs"] as? [[String: Any]])
        var results = try #require(runs[0]["results"] as? [[String: Any]])
        results[0]["ruleIndex"] = 99
        runs[0]["results"] = results
        log["runs"] = runs
        #expect(SARIFChecks.problems(log) == ["result 0 ruleIndex"])
    }

    @Test func contextRegionLeftOutWhenItEqualsTheRegion() throws {
        var finding = Fixtures.finding()
        finding.location.context = finding.location.region
        let log = try log(AuditResult(findings: [finding], fileCount: 1, screenCount: 1, rowCount: 1))
        let physical = try #require(log[path: "runs", "0", "results", "0", "locations", "0", "physicalLocation"] as? [String: Any])
        #expect(physical["region"] != nil)
        #expect(physical["contextRegion"] == nil)
    }

    @Test func evidenceAndFingerprint() throws {
        let log = try log(Fixtures.sample)
        let result = try #require((log[path: "runs", "0", "results"] as? [[String: Any]])?.first { ($0["ruleId"] as? String) == "table/width" })
        #expect(result[path: "properties", "evidence"] as? [String: Int] == ["tableWidth": 300, "minimumWidth": 320])
        #expect(result[path: "properties", "elementPath"] as? String == "Settings › environment")
        let fingerprints = try #require(result["partialFingerprints"] as? [String: String])
        #expect(fingerprints.keys.sorted() == ["higAudit/v2"])
        #expect(fingerprints["higAudit/v2"]?.count == 16)
        // Never a home-made line hash: GitHub would trust it over its own.
        #expect(fingerprints["primaryLocationLineHash"] == nil)
    }

    @Test func categoryEndsInASlash() throws {
        var context = Fixtures.context
        context.sarifCategory = "hig-audit/ios"
        #expect(try log(Fixtures.sample, context)[path: "runs", "0", "automationDetails", "id"] as? String == "hig-audit/ios/")
        context.sarifCategory = "tables/"
        #expect(try log(Fixtures.sample, context)[path: "runs", "0", "automationDetails", "id"] as? String == "tables/")
    }

    @Test func sourceRootOnlyWhenAsked() throws {
        var context = Fixtures.context
        context.sarifIncludesSourceRoot = true
        context.basePath = "/work/my repo"
        #expect(try log(Fixtures.sample, context)[path: "runs", "0", "originalUriBaseIds", "%SRCROOT%", "uri"] as? String == "file:///work/my%20repo/")
    }

    @Test func filesOutsideTheBasePathKeepAbsoluteFileURIs() throws {
        let finding = Fixtures.finding(file: "/elsewhere/a b.json")
        let log = try log(AuditResult(findings: [finding], fileCount: 1, screenCount: 1, rowCount: 1))
        let artifact = try #require(log[path: "runs", "0", "results", "0", "locations", "0", "physicalLocation", "artifactLocation"] as? [String: Any])
        #expect(artifact["uri"] as? String == "file:///elsewhere/a%20b.json")
        #expect(artifact["uriBaseId"] == nil)
        #expect(log[path: "runs", "0", "invocations", "0", "workingDirectory", "uri"] as? String == "file:///repo/")
    }

    @Test func hostileTextRoundTrips() throws {
        let result = Fixtures.hostileResult
        let log = try log(result)
        let results = try #require(log[path: "runs", "0", "results"] as? [[String: Any]])
        let messages = Set(results.compactMap { $0[path: "message", "text"] as? String })
        for text in Fixtures.hostile {
            #expect(messages.contains(SARIFReporter.sentence(text)))
        }
        let bytes = SARIFReporter().report(result, context: Fixtures.context)
        let raw = Fixtures.text(bytes)
        // Bidi controls and separators are written as escapes, never raw.
        for scalar: Unicode.Scalar in ["\u{202E}", "\u{2066}", "\u{2028}", "\u{1B}", "\u{7F}"] {
            #expect(!raw.unicodeScalars.contains(scalar))
        }
        #expect(raw.contains("\\u202E"))
        // No output line can start a workflow command when the report is printed in a CI log.
        for line in raw.split(separator: "\n") {
            #expect(!UntrustedText.couldStartWorkflowCommand(line))
        }
    }

    @Test func sentences() {
        #expect(SARIFReporter.sentence("too wide") == "too wide.")
        #expect(SARIFReporter.sentence("too wide.") == "too wide.")
        #expect(SARIFReporter.sentence("why?") == "why?")
        #expect(SARIFReporter.sentence("") == "(no message).")
    }

    @Test func semanticVersions() {
        #expect(SARIFReporter.isSemanticVersion("1.2.3"))
        #expect(SARIFReporter.isSemanticVersion("1.2.3-beta.1+build.5"))
        #expect(!SARIFReporter.isSemanticVersion("1.2"))
        #expect(!SARIFReporter.isSemanticVersion("01.2.3"))
        #expect(!SARIFReporter.isSemanticVersion("main"))
    }

    @Test func fiveThousandFindingsStayValid() throws {
        let log = try log(Fixtures.large(5000))
        let results = try #require(log[path: "runs", "0", "results"] as? [[String: Any]])
        #expect(results.count == 5000)
        let fingerprints = Set(results.compactMap { $0[path: "partialFingerprints", "higAudit/v2"] as? String })
        #expect(fingerprints.count == 5000)
    }

    // MARK: - External validators

    @Test(arguments: ["sample", "hostile", "large", "empty"])
    func validatesAgainstTheSchemaAndGitHubRules(_ name: String) throws {
        let result: AuditResult = switch name {
        case "sample": Fixtures.sample
        case "hostile": Fixtures.hostileResult
        case "large": Fixtures.large(5000)
        default: AuditResult(findings: [], fileCount: 0, screenCount: 0, rowCount: 0)
        }
        var context = Fixtures.context
        context.sarifCategory = "hig-audit"
        let bytes = SARIFReporter().report(result, context: context)
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("\(name).sarif")
        try Data(bytes).write(to: file)

        // Our own checks always run.
        let log = try #require(Fixtures.json(bytes) as? [String: Any])
        #expect((log[path: "runs", "0", "results"] as? [Any])?.count == result.findings.count)
        #expect(SARIFChecks.problems(log) == [])

        guard let python = Fixtures.python3 else { return }
        var schemaChecked = false
        if let validator = Fixtures.sharedValidator?.path {
            let schema = Fixtures.resources.appendingPathComponent("sarif-schema-2.1.0.json").path
            let run = try Fixtures.run(python[0], Array(python.dropFirst()) + [validator, file.path, "--strict", "--schema", schema])
            // Without jsonschema the tool reports that as its one error; every other check still counts.
            let problems = run.output.split(separator: "\n").filter {
                ($0.hasPrefix("error") || $0.hasPrefix("warning")) && !$0.contains("'jsonschema' not installed")
            }
            #expect(problems.isEmpty, "\(run.output)")
            schemaChecked = !run.output.contains("'jsonschema' not installed")
            if schemaChecked {
                #expect(run.status == 0 && run.output.split(separator: "\n").contains { $0.hasPrefix("0 errors, 0 warnings,") }, "\(run.output)")
            }
        }
        // Without the shared tool, the copied OASIS schema alone (the slow part, so only once).
        guard !schemaChecked else { return }
        let script = """
        import json, sys
        try:
            import jsonschema
        except ImportError:
            print("skip"); sys.exit(0)
        schema = json.load(open(sys.argv[1], encoding="utf-8"))
        log = json.load(open(sys.argv[2], encoding="utf-8"))
        cls = jsonschema.validators.validator_for(schema)
        errors = list(cls(schema, format_checker=cls.FORMAT_CHECKER).iter_errors(log))
        for e in errors[:5]: print(list(e.absolute_path), e.message[:200])
        print("errors", len(errors)); sys.exit(1 if errors else 0)
        """
        let schema = Fixtures.resources.appendingPathComponent("sarif-schema-2.1.0.json").path
        let run = try Fixtures.run(python[0], Array(python.dropFirst()) + ["-c", script, schema, file.path])
        #expect(run.status == 0, "\(run.output)")
    }
}

@Suite struct SARIFRelatedLocationTests {
    @Test func translationEntriesBecomeRelatedLocations() throws {
        let finding = Fixtures.finding("text/truncation", .error, message: "'Benachrichtigungen' needs 168 pt, 131 pt available", components: [.section(0), .row(0, id: nil), .text], evidence: [
            Evidence(.locale, .string("de")),
            Evidence(.translationFile, .string("/repo/App/Localizable.xcstrings")),
            Evidence(.translationLine, .integer(42)),
            Evidence(.translationColumn, .integer(13)),
        ])
        let bytes = SARIFReporter().report(AuditResult(findings: [finding], fileCount: 1, screenCount: 1, rowCount: 1), context: Fixtures.context)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let result = try #require(((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        let related = try #require((result["relatedLocations"] as? [[String: Any]])?.first)
        let physical = try #require(related["physicalLocation"] as? [String: Any])
        #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "App/Localizable.xcstrings")
        #expect((physical["region"] as? [String: Any])?["startLine"] as? Int == 42)
        #expect((physical["region"] as? [String: Any])?["startColumn"] as? Int == 13)
        #expect((related["message"] as? [String: Any])?["text"] as? String == "translation (de)")

        // Without translation evidence there is no related location.
        let plain = SARIFReporter().report(Fixtures.sample, context: Fixtures.context)
        #expect(!String(decoding: plain, as: UTF8.self).contains("relatedLocations"))
    }
}

@Suite struct MarkdownLocaleSummaryTests {
    @Test func worstOffendersPerLocaleFollowTheMatrix() {
        let finding = Fixtures.finding("text/truncation", .error, message: "'Benachrichtigungseinstellungen' needs 231 pt, 168 pt available", components: [.section(0), .row(0, id: nil), .text], evidence: [
            Evidence(.text, .string("Benachrichtigungseinstellungen")),
            Evidence(.overflow, .number(63)),
            Evidence(.locale, .string("de")),
            Evidence(.contentSizeCategory, .string("large")),
        ])
        let markdown = String(decoding: MarkdownReporter().report(AuditResult(findings: [finding], fileCount: 1, screenCount: 1, rowCount: 1), context: Fixtures.context), as: UTF8.self)
        #expect(markdown.contains("### Locale × content size"))
        // The app's string is bidi-isolated (U+2068 … U+2069); the matrix counts the same text.
        #expect(markdown.contains("- de: 1 truncated text, worst: '\u{2068}Benachrichtigungseinstellungen\u{2069}' 63 pt over"))
        #expect(markdown.contains("| de | 1 |"))
        let plain = String(decoding: MarkdownReporter().report(Fixtures.sample, context: Fixtures.context), as: UTF8.self)
        #expect(!plain.contains("Worst offenders"))
    }
}
