import Foundation
import Testing

/// Runs the built `hig-audit` executable the way a user or CI would.
struct CLIRun {
    var exitCode: Int32
    var stdout: String
    var stderr: String
}

enum CLI {
    /// The executable sits beside the test bundle in the build products folder.
    static let executable: URL = {
        let products = Bundle.main.bundleURL.pathExtension == "xctest"
            ? Bundle.main.bundleURL.deletingLastPathComponent()
            : Bundle.main.bundleURL
        for candidate in [products, Bundle(for: Marker.self).bundleURL.deletingLastPathComponent()] {
            let url = candidate.appendingPathComponent("hig-audit")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return products.appendingPathComponent("hig-audit")
    }()

    private final class Marker {}

    static let repositoryRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url
    }()

    /// Runs `hig-audit ARGS` in the repository root (or `directory`) with `stdin` as input.
    static func run(_ arguments: [String], stdin: Data? = nil, directory: URL? = nil, environment: [String: String] = [:]) throws -> CLIRun {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? repositoryRoot
        var env = ProcessInfo.processInfo.environment
        env["GITHUB_ACTIONS"] = nil
        env["NO_COLOR"] = "1"
        env.merge(environment) { _, new in new }
        process.environment = env
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        // Read both pipes before waiting so a large report cannot fill a pipe and stall the child.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLIRun(exitCode: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self))
    }
}
