import Foundation
import PackagePlugin

/// `swift package hig-audit check Dumps/`: runs the tool, built for this machine, in the
/// package's directory with the arguments given; no arguments means `check` of the whole
/// package (its .hig-audit.yml chooses the dumps). The tool's exit status becomes the
/// command's: findings fail it as they fail CI.
@main
struct HIGAuditPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "hig-audit")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments.isEmpty ? ["check"] : arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw Failure(status: process.terminationStatus)
        }
    }

    /// SwiftPM prints it and exits 1; the tool's own status (1 findings, 2 unreadable input,
    /// 64 usage) is in the message.
    struct Failure: Error, CustomStringConvertible {
        var status: Int32
        var description: String { "hig-audit exited with status \(status)" }
    }
}
