import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `hig-audit` with standard output and/or standard error on a pseudo-terminal, as in an
/// interactive shell, and the other streams on pipes.
enum PseudoTerminal {
    struct Run {
        var exitCode: Int32
        /// Everything written to the terminal, with the terminal's CR LF line ends made LF.
        var terminal: String
        var stdout: String
        var stderr: String
    }

    enum Failure: Error { case noPseudoTerminal }

    /// The environment of an interactive terminal: none of the colour or CI variables set
    /// unless `environment` sets them.
    static func run(_ arguments: [String], stdoutOnTerminal: Bool, stderrOnTerminal: Bool, environment: [String: String] = [:]) throws -> Run {
        guard let calls = PTYCalls.shared else { throw Failure.noPseudoTerminal }
        let master = calls.openpt(O_RDWR | O_NOCTTY)
        guard master >= 0, calls.grantpt(master) == 0, calls.unlockpt(master) == 0, let name = calls.ptsname(master) else { throw Failure.noPseudoTerminal }
        // Close-on-exec, so commands other tests start meanwhile do not keep the terminal open.
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        let slave = open(name, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard slave >= 0 else {
            close(master)
            throw Failure.noPseudoTerminal
        }
        let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = arguments
        process.currentDirectoryURL = CLI.repositoryRoot
        var env = ProcessInfo.processInfo.environment
        for key in ["NO_COLOR", "FORCE_COLOR", "CLICOLOR_FORCE", "CI", "GITHUB_ACTIONS"] { env[key] = nil }
        env["TERM"] = "xterm-256color"
        env.merge(environment) { _, new in new }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = stdoutOnTerminal ? terminal : out
        process.standardError = stderrOnTerminal ? terminal : err
        process.standardInput = FileHandle.nullDevice
        // The terminal is read while the command runs, so it never blocks on a full buffer.
        let reader = TerminalReader(master)
        let readerThread = Thread { reader.readAll() }
        readerThread.start()
        try process.run()
        close(slave)
        // Only the pipes the command was given: the other's write end is still open here.
        let outData = stdoutOnTerminal ? Data() : out.fileHandleForReading.readDataToEndOfFile()
        let errData = stderrOnTerminal ? Data() : err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let shown = reader.wait()
        close(master)
        return Run(
            exitCode: process.terminationStatus,
            terminal: String(decoding: shown, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n"),
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self)
        )
    }
}

/// The C library's pseudo-terminal calls, looked up by name: the Swift overlay of the C library
/// leaves them out (they sit behind _XOPEN_SOURCE in its headers).
private struct PTYCalls: @unchecked Sendable {
    let openpt: @convention(c) (Int32) -> Int32
    let grantpt: @convention(c) (Int32) -> Int32
    let unlockpt: @convention(c) (Int32) -> Int32
    let ptsname: @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

    static let shared: PTYCalls? = {
        let library = dlopen(nil, RTLD_NOW)
        func symbol(_ name: String) -> UnsafeMutableRawPointer? { dlsym(library, name) }
        guard let openpt = symbol("posix_openpt"), let grantpt = symbol("grantpt"),
              let unlockpt = symbol("unlockpt"), let ptsname = symbol("ptsname") else { return nil }
        return PTYCalls(
            openpt: unsafeBitCast(openpt, to: (@convention(c) (Int32) -> Int32).self),
            grantpt: unsafeBitCast(grantpt, to: (@convention(c) (Int32) -> Int32).self),
            unlockpt: unsafeBitCast(unlockpt, to: (@convention(c) (Int32) -> Int32).self),
            ptsname: unsafeBitCast(ptsname, to: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
        )
    }()
}

/// Reads a pseudo-terminal's master side until every slave descriptor is closed (EIO).
private final class TerminalReader: @unchecked Sendable {
    // @unchecked: `data` is written by the reading thread only, and read after `finished` is
    // signalled.
    private let descriptor: Int32
    private var data = Data()
    private let finished = DispatchSemaphore(value: 0)

    init(_ descriptor: Int32) {
        self.descriptor = descriptor
    }

    func readAll() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count > 0 {
                data.append(contentsOf: buffer[0..<count])
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                break
            }
        }
        finished.signal()
    }

    func wait() -> Data {
        finished.wait()
        return data
    }
}
