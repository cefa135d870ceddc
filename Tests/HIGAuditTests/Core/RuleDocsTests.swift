import Foundation
import Testing
@testable import HIGAudit

/// Mechanical parity between the registry and the `Rules/` catalog.
@Suite struct RuleDocsTests {
    static func docsOnDisk() throws -> [String: String] {
        var docs: [String: String] = [:]
        for path in Repository.files(under: "Rules", withExtension: "md") where path != "Rules/README.md" {
            let id = String(path.dropFirst("Rules/".count).dropLast(".md".count))
            docs[id] = try Repository.read(path)
        }
        return docs
    }

    @Test func everyRuleHasADocAndEveryDocARule() throws {
        let documented = Set(try Self.docsOnDisk().keys)
        let registered = Set(RuleRegistry.descriptions.map(\.id))
        #expect(registered.subtracting(documented).isEmpty, "rules without Rules/<id>.md: \(registered.subtracting(documented).sorted())")
        #expect(documented.subtracting(registered).isEmpty, "docs without a registered rule: \(documented.subtracting(registered).sorted())")
    }

    /// Adding a rule takes its file in `Sources/HIGAudit/Rules/`, its doc and one line in
    /// `RuleRegistry.rules`: a rule type that is not registered is named here.
    @Test func everyRuleFileIsRegistered() throws {
        var declared: Set<String> = []
        for path in Repository.files(under: "Sources/HIGAudit/Rules", withExtension: "swift") {
            let text = try Repository.read(path)
            for match in text.matches(of: /public struct (\w+): (?:Rule|LabelRule)\b/) { declared.insert(String(match.1)) }
        }
        let registered = Set(RuleRegistry.rules.map { String(describing: $0) })
        #expect(declared.count >= 10, "the scan finds the rule files")
        #expect(declared.subtracting(registered).isEmpty, "rules missing from RuleRegistry.rules: \(declared.subtracting(registered).sorted())")
        #expect(registered.subtracting(declared).isEmpty, "registered rules outside Sources/HIGAudit/Rules: \(registered.subtracting(declared).sorted())")
        #expect(Set(RuleRegistry.descriptions.map(\.id)).count == RuleRegistry.descriptions.count, "rule ids are unique")
    }

    @Test(arguments: RuleRegistry.descriptions.map(\.id))
    func docMetadataMatchesTheRule(id: String) throws {
        let rule = try #require(RuleRegistry.description(id: id))
        let doc = RuleDocument(parsing: try Repository.read(RuleDocs.path(for: id)))
        #expect(doc.metadata == rule.documentMetadata)
        #expect(doc.body.hasPrefix("# \(id)\n"), "the page starts with its id as the heading")
        #expect(doc.examples.contains { $0.expectation == .passing }, "at least one passing example")
        #expect(doc.examples.contains { $0.expectation == .failing }, "at least one failing example")
        #expect(Self.documentedOptions(doc.body) == rule.options.map { [$0.name, $0.defaultValue.description, $0.summary] })
    }

    /// Rows of the "## Options" table: name, default, meaning.
    static func documentedOptions(_ body: String) -> [[String]] {
        guard let section = body.components(separatedBy: "\n## Options\n").dropFirst().first?
            .components(separatedBy: "\n## ").first else { return [] }
        return section.split(separator: "\n")
            .filter { $0.hasPrefix("| `") }
            .map { line in
                line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
            }
    }

    @Test func parityCheckCanFail() {
        // The comparison above must notice a drifted title; prove it on a doctored copy.
        var rule = TableWidthRule.description
        rule.title = "Something else"
        let doc = RuleDocument(parsing: (try? Repository.read(RuleDocs.path(for: rule.id))) ?? "")
        #expect(doc.metadata != rule.documentMetadata)
    }

    @Test func embeddedDocsAreCurrent() throws {
        try Repository.expectGolden(RuleDocs.embeddingSource(try Self.docsOnDisk()), at: "Sources/HIGAudit/Core/RuleDocsData.swift")
    }

    @Test func catalogIndexIsCurrent() throws {
        try Repository.expectGolden(RuleDocs.indexMarkdown(RuleRegistry.descriptions), at: "Rules/README.md")
    }

    @Test func explainTextComesFromTheDoc() throws {
        let markdown = try #require(RuleDocs.markdown(for: "table/width"))
        #expect(markdown.hasPrefix("# table/width"))
        #expect(!markdown.contains("guideline-url:"), "front matter is not part of the help text")
    }
}

@Suite struct ReadmeRuleTableTests {
    /// The README's rule table is generated from the registry, so it never drifts.
    @Test func readmeRuleTableIsCurrent() throws {
        let readme = try Repository.read("README.md")
        let begin = "<!-- rules:begin -->\n", end = "<!-- rules:end -->"
        let start = try #require(readme.range(of: begin)), stop = try #require(readme.range(of: end))
        var table = "| rule | default severity | what it wants |\n|---|---|---|\n"
        for rule in RuleRegistry.descriptions {
            table += "| [`\(rule.id)`](Rules/\(rule.id).md) | \(rule.defaultSeverity.rawValue) | \(rule.title) |\n"
        }
        try Repository.expectGolden(String(readme[..<start.upperBound] + table + readme[stop.lowerBound...]), at: "README.md")
    }
}
