import Testing
@testable import HIGAudit

/// The configuration docs show working files.
@Suite struct ConfigurationDocsTests {
    /// The ```yaml blocks of docs/configuration.md with the line each starts on.
    static func yamlBlocks() throws -> [(line: Int, text: String)] {
        let lines = try Repository.read("docs/configuration.md").split(separator: "\n", omittingEmptySubsequences: false)
        var blocks: [(Int, String)] = []
        var index = 0
        while index < lines.count {
            if lines[index] == "```yaml" {
                let start = index + 1
                var end = start
                while end < lines.count, lines[end] != "```" { end += 1 }
                blocks.append((start + 1, lines[start..<end].joined(separator: "\n")))
                index = end
            }
            index += 1
        }
        return blocks
    }

    @Test func everyYAMLExampleLoads() throws {
        let blocks = try Self.yamlBlocks()
        #expect(blocks.count >= 4)
        for block in blocks {
            do {
                _ = try ProjectConfiguration.parse(block.text, file: "docs/configuration.md", directory: "/project")
            } catch {
                Issue.record("docs/configuration.md:\(block.line): example does not load: \(error)")
            }
        }
    }

    @Test func theExampleFileUsesEveryKey() throws {
        let example = try #require(try Self.yamlBlocks().first).text
        for key in ConfigurationReader.topLevelKeys where key != "only_rules" && key != "disabled_rules" {
            #expect(example.contains("\n\(key):") || example.hasPrefix("\(key):") || example.contains("\n# \(key)"), "\(key)")
        }
    }

    @Test func everyKeyIsDocumented() throws {
        let docs = try Repository.read("docs/configuration.md")
        for key in ConfigurationReader.topLevelKeys + ConfigurationReader.ruleKeys + ConfigurationReader.suppressionKeys {
            #expect(docs.contains("| `\(key)` |"), "\(key) has a row in a table")
        }
    }
}
