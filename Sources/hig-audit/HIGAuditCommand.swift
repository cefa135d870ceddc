import ArgumentParser
import HIGAudit

@main
struct HIGAuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hig-audit",
        abstract: "Checks iOS table screens against Apple's Human Interface Guidelines.",
        discussion: """
        Reads table model dumps (JSON descriptions of UITableView screens) and reports rows that \
        break the HIG Tables guidelines: sections, indexes, selection, editing, width.

        Examples:
          hig-audit check Reports/settings/input.json
          hig-audit check Dumps/ --fail-on error --format json
          hig-audit rules
          hig-audit explain index/trailing-elements
          hig-audit measure --width 120 "Benachrichtigungen"
        """,
        version: ToolInfo.version,
        subcommands: [CheckCommand.self, BudgetsCommand.self, DumpCommand.self, RulesCommand.self, ExplainCommand.self, MeasureCommand.self, InitCommand.self, BaselineCommand.self],
        defaultSubcommand: nil
    )
}
