import Foundation
import PackagePlugin

/// Audits a target's screens on build: `hig-audit check <folder> --strings <catalog>…
/// --format xcode --fail-on never`, its findings printed as `/absolute/path:line:col: warning:`
/// lines that `swift build` shows and Xcode lists as build warnings. The text report, kept in the
/// plugin's work folder, is the command's output, so an unchanged target is not audited again.
/// Findings never fail the build (CI gates on them); a file the tool cannot read does (exit 2).
@main
struct HIGAuditBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        // Swift 6.0 has directoryURL on the concrete module types, not on the protocol.
        let folder: URL
        if let module = target as? SwiftSourceModuleTarget {
            folder = module.directoryURL
        } else if let module = target as? ClangSourceModuleTarget {
            folder = module.directoryURL
        } else {
            return []
        }
        return try AuditCommand.commands(
            tool: context.tool(named: "hig-audit").url,
            folder: folder,
            name: target.name,
            workFolder: context.pluginWorkDirectoryURL)
    }
}

/// The build command, shared by the package and the Xcode project plugin.
enum AuditCommand {
    /// What `check` reads from a folder: screens (storyboards, xibs), translations and, as the
    /// tool learns to read them, Swift sources. Any of these changing reruns the audit.
    static let inputExtensions: Set<String> = ["storyboard", "xib", "xcstrings", "strings", "stringsdict", "xliff", "swift"]
    /// Files that are screens to audit; a target without any has nothing for `check` to do
    /// (an empty folder is an input error), so it gets no command.
    static let screenExtensions: Set<String> = ["storyboard", "xib"]

    static func commands(tool: URL, folder: URL, name: String, workFolder: URL) throws -> [Command] {
        let inputs = files(in: folder)
        guard inputs.contains(where: { screenExtensions.contains($0.pathExtension) }) else { return [] }
        let report = workFolder.appendingPathComponent("hig-audit-\(name).txt")
        return [.buildCommand(
            displayName: "hig-audit: auditing \(name)'s screens",
            executable: tool,
            arguments: arguments(folder: folder, inputs: inputs, report: report),
            inputFiles: inputs,
            outputFiles: [report])]
    }

    /// A storyboard's `<locale>.lproj/*.strings` are read with it; String Catalogs and XLIFF
    /// files are named with `--strings` (naming the `.strings` again would read them twice).
    static func arguments(folder: URL, inputs: [URL], report: URL) -> [String] {
        var arguments = ["check", folder.path]
        for catalog in inputs where ["xcstrings", "xliff"].contains(catalog.pathExtension) {
            arguments += ["--strings", catalog.path]
        }
        return arguments + ["--format", "xcode", "--fail-on", "never", "--report", "xcode=\(report.path)"]
    }

    /// The folder's input files, sorted, skipping hidden folders and build output.
    static func files(in folder: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else { return [] }
        var found: [URL] = []
        for case let url as URL in enumerator {
            if url.lastPathComponent == ".build" { enumerator.skipDescendants(); continue }
            if inputExtensions.contains(url.pathExtension) { found.append(url) }
        }
        return found.sorted { $0.path < $1.path }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same audit for an app target of an Xcode project (Build Phases › Run Build Tool
/// Plug-ins): the target's input files decide whether it runs, the project folder is audited.
extension HIGAuditBuildPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let inputs = target.inputFiles.map(\.url).filter { AuditCommand.inputExtensions.contains($0.pathExtension) }
        guard inputs.contains(where: { AuditCommand.screenExtensions.contains($0.pathExtension) }) else { return [] }
        let folder = context.xcodeProject.directoryURL
        let report = context.pluginWorkDirectoryURL.appendingPathComponent("hig-audit-\(target.displayName).txt")
        return [.buildCommand(
            displayName: "hig-audit: auditing \(target.displayName)'s screens",
            executable: try context.tool(named: "hig-audit").url,
            arguments: AuditCommand.arguments(folder: folder, inputs: inputs, report: report),
            inputFiles: inputs,
            outputFiles: [report])]
    }
}
#endif
