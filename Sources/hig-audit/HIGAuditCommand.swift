import ArgumentParser
import Foundation
import HIGAudit
import HIGInput

@main
struct HIGAuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hig-audit",
        abstract: "Checks iOS table screens against Apple's Human Interface Guidelines, in every locale and text size.",
        discussion: """
        Finds what people would see go wrong in your app's tables before they do: text cut off \
        in German or at the largest Dynamic Type size, rows that look tappable but are not, \
        indexes and sections that break the HIG Tables guidelines. It reads storyboards and \
        xibs with their translations, String Catalogs, XLIFF, and table dumps (JSON \
        descriptions of UITableView screens), lays labels out as UIKit does, and reports \
        findings with file:line:col for editors, Xcode and CI.

        Examples:
          hig-audit check App/
          hig-audit check Dumps/ --strings App/Localizable.xcstrings --sizes all
          hig-audit check App/ --format xcode
          hig-audit rules
          hig-audit explain text/truncation
          hig-audit measure --width 120 "Benachrichtigungen"
        """,
        version: ToolInfo.version,
        subcommands: [CheckCommand.self, BudgetsCommand.self, DumpCommand.self, RulesCommand.self, ExplainCommand.self, MeasureCommand.self, InitCommand.self, BaselineCommand.self],
        defaultSubcommand: nil
    )

    /// A first argument that is no subcommand but close to one ("chek") is a usage error that
    /// names the likely command, instead of ArgumentParser's "unexpected argument".
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let message = Self.unknownSubcommandMessage(arguments) {
            printError("Error: \(message)\nUsage: hig-audit <subcommand>\n  See 'hig-audit --help' for the subcommands.")
            Foundation.exit(ExitCode.validationFailure.rawValue)
        }
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            // ArgumentParser's own error text goes through `printError`, as every other
            // diagnostic does: a usage error can quote a path or value from the checkout
            // (`--layout-profile`, `--locales`), which must not inject a workflow command or a
            // terminal escape. Help and version still go to standard output.
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if !message.isEmpty {
                if code == .success { print(message) } else { printError(message) }
            }
            exit(withError: ExitCode(code.rawValue))
        }
    }

    static var subcommandNames: [String] {
        configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
    }

    /// The message for a mistyped subcommand, or nil when `arguments` start with an option, a
    /// known subcommand, or a word not close to any (ArgumentParser reports those itself).
    static func unknownSubcommandMessage(_ arguments: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-"), !subcommandNames.contains(first),
              let suggestion = closestMatch(to: first, in: subcommandNames)
        else { return nil }
        return "unknown subcommand '\(first)'; did you mean '\(suggestion)'?"
    }
}
