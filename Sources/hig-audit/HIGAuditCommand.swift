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

    /// ArgumentParser's own `main`, except that an error it prints on standard error goes
    /// through `printError`, as every other diagnostic does: a usage error can quote a path
    /// or value from the checkout (`--layout-profile`, `--locales`), which must not inject a
    /// workflow command or a terminal escape. Help and version still go to standard output.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if !message.isEmpty {
                if code == .success { print(message) } else { printError(message) }
            }
            exit(withError: ExitCode(code.rawValue))
        }
    }
}
