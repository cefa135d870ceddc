/// The human documentation of each rule, `Rules/<id>.md`, embedded so an installed binary can
/// `explain` a rule and reporters can carry its help text.
public enum RuleDocs {
    /// The Markdown of `Rules/<id>.md` without its front matter, or nil for an unknown id.
    public static func markdown(for id: String) -> String? {
        embeddedRuleDocs[id].map { RuleDocument(parsing: $0).body }
    }

    /// The whole file as committed, front matter included.
    public static func source(for id: String) -> String? {
        embeddedRuleDocs[id]
    }

    /// Where the doc lives in the repository, for links from reports.
    public static func path(for id: String) -> String {
        "Rules/\(id).md"
    }

    /// The documentation URL of a rule, for SARIF `helpUri` and Markdown links.
    public static func url(for id: String) -> String {
        "\(repositoryURL)/blob/main/\(path(for: id))"
    }

    public static let repositoryURL = "https://github.com/hig-audit/hig-audit"

    /// The Swift source that embeds `docs` (rule id → file text); tests regenerate and compare it.
    public static func embeddingSource(_ docs: [String: String]) -> String {
        var out = "// Generated from Rules/**/*.md by `HIG_AUDIT_RECORD=1 swift test --filter RuleDocsTests`; do not edit.\n"
        out += "let embeddedRuleDocs: [String: String] = [\n"
        for id in docs.keys.sorted() {
            out += "    \(swiftLiteral(id)): \(swiftLiteral(docs[id]!)),\n"
        }
        out += "]\n"
        return out
    }

    /// A Swift string literal for any text: escapes keep the file ASCII-safe and one line per doc.
    static func swiftLiteral(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

extension RuleDocs {
    /// `Rules/README.md`: the catalog index, generated from the registry.
    public static func indexMarkdown(_ descriptions: [RuleDescription]) -> String {
        var out = """
        # Rule catalog

        Every rule hig-audit runs, one page each. Generated from the rule registry by
        `HIG_AUDIT_RECORD=1 swift test --filter RuleDocsTests`; `hig-audit explain RULE-ID` prints a page.

        | rule | default severity | what it wants | guideline |
        |---|---|---|---|

        """
        for rule in descriptions {
            out += "| [`\(rule.id)`](\(rule.id).md) | \(rule.defaultSeverity.rawValue) | \(rule.title) | [\(rule.guideline.title)](\(rule.guideline.url)) |\n"
        }
        return out
    }
}
