import ArgumentParser
import HIGAudit

@main
struct HIGAuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hig-audit",
        abstract: "Checks table screens against Apple's Human Interface Guidelines.",
        version: "0.1.0",
        subcommands: [CheckCommand.self, MeasureCommand.self]
    )
}

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "check")
    func run() throws {}
}
