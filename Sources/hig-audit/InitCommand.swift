import HIGModel
import ArgumentParser
import Foundation
import HIGAudit

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Writes a commented starting .hig-audit.yml in the current directory.",
        discussion: """
        The file lists every rule with its default severity and options, as comments to edit. \
        An existing file is kept (exit status 2) unless --force is given.

        Example: hig-audit init
        """
    )

    @Flag(help: "Overwrite an existing .hig-audit.yml.")
    var force = false

    func run() throws {
        let path = ProjectConfiguration.fileName
        if !force, FileManager.default.fileExists(atPath: path) {
            printError("\(LogText.name(path)): error: already exists; edit it, or run 'hig-audit init --force' to replace it")
            throw ToolExit.invalidInput
        }
        // A link is written through (the link stays), a directory or socket refused, like a report.
        var plan = OutputPlan()
        plan.write(path, as: "init")
        do {
            try plan.check()
            try ReportWriter.write(Array(ConfigurationTemplate.text().utf8), to: path)
        } catch {
            printError(String(describing: error))
            throw ToolExit.invalidInput
        }
        writeStandardOutput(Array("wrote \(path)\n".utf8))
    }
}
