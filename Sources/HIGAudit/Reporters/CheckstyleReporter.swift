/// Checkstyle XML, as reviewdog (`-f=checkstyle`), Danger's checkstyle plugins, Jenkins'
/// Warnings plugin and Bitrise read it: one `<file>` per file with findings, one `<error>` per
/// finding with its line, column, severity (`error`, `warning`, or `info` for a note), message
/// and source (`hig-audit.<group>.<rule>`). Suppressed findings are left out: the format has no
/// place for them.
public struct CheckstyleReporter: Reporter {
    public static let identifier = "checkstyle"
    /// The `version` attribute readers expect on the root element (Checkstyle's own output
    /// format version).
    public static let formatVersion = "4.3"

    public init() {}

    public func report(_ result: AuditResult, context: ReportContext) -> [UInt8] {
        var out = XMLText.declaration
        out += "<checkstyle version=\"\(Self.formatVersion)\">\n"
        var openFile: String?
        for finding in ReportOrder.sorted(result.findings) {
            let file = context.reportPath(finding.location.file).display
            if file != openFile {
                if openFile != nil { out += "  </file>\n" }
                out += "  <file name=\"\(XMLText.attribute(file))\">\n"
                openFile = file
            }
            out += "    <error line=\"\(finding.location.line)\" column=\"\(finding.location.column)\""
            out += " severity=\"\(Self.severity(finding.severity))\""
            out += " message=\"\(XMLText.attribute(finding.message))\""
            out += " source=\"\(XMLText.attribute(Self.source(finding.ruleID)))\"/>\n"
        }
        if openFile != nil { out += "  </file>\n" }
        out += "</checkstyle>\n"
        return Array(out.utf8)
    }

    /// Checkstyle's severities are ignore, info, warning and error.
    public static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "info"
        }
    }

    /// `hig-audit.text.truncation`: the tool, the rule's group, the rule, dot-separated as
    /// Checkstyle's own `source` (a Java class name) is. Jenkins' Warnings NG takes the part
    /// before the last dot as the category and the last part as the type (SwiftLint writes
    /// `swiftlint.rules.<id>` for the same reason), so a slash would leave the category empty.
    public static func source(_ ruleID: String) -> String {
        "\(SARIFReporter.toolName).\(ruleID.replacingOccurrences(of: "/", with: "."))"
    }
}
