/// The tool's identity, as reports and `--version` state it.
public enum ToolInfo {
    public static let name = "hig-audit"
    public static let version = "0.1.0"
    public static let informationURI = RuleDocs.repositoryURL
}
