/// The human documentation of each rule, `Rules/<id>.md`, embedded so an installed binary can
/// `explain` a rule and reporters can carry its help text.
public enum RuleDocs {
    /// The Markdown of `Rules/<id>.md`, or nil for an unknown id.
    public static func markdown(for id: String) -> String? {
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
}
