import Foundation
import HIGInput
import HIGModel
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A fresh directory for one test, removed afterwards.
final class TemporaryDirectory {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "hig-model-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func write(_ name: String, _ contents: String) throws -> String {
        let file = path + "/" + name
        try Data(contents.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

@Suite("Loading files")
struct LoaderTests {
    let valid = #"{"schemaVersion": 1, "screen": {"name": "A", "table": {"sections": []}}}"#

    @Test func loadsAFile() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("dump.json", valid)
        let dump = try DumpLoader.load(path: file)
        #expect(dump.file == file)
        #expect(dump.screens.first?.source.file == file)
    }

    @Test func errorsNameTheFile() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("broken.json", "{\n  \"schemaVersion\": 1,\n  \"screen\": 2\n}")
        #expect(throws: DumpError(file: file, position: SourcePosition(line: 3, column: 13), message: "expected an object for 'screen', found a number")) {
            try DumpLoader.load(path: file)
        }
    }

    @Test func nonexistentFile() throws {
        let directory = try TemporaryDirectory()
        let missing = directory.path + "/missing.json"
        #expect(throws: DumpError(file: missing, position: nil, message: "no such file")) {
            try DumpLoader.load(path: missing)
        }
        #expect(DumpError(file: missing, position: nil, message: "no such file").description == "\(missing): error: no such file")
    }

    @Test func directory() throws {
        let directory = try TemporaryDirectory()
        #expect(throws: DumpError(file: directory.path, position: nil, message: "is a directory; expected a table dump file (a .json file)")) {
            try DumpLoader.load(path: directory.path)
        }
    }

    @Test func largerThanTheLimit() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("big.json", String(repeating: " ", count: 3 << 20) + valid)
        let message = "the file is 3 MiB, larger than the 1 MiB limit for a dump; raise the limit with --max-file-size"
        #expect(throws: DumpError(file: file, position: nil, message: message)) {
            try DumpLoader.load(path: file, maxBytes: 1 << 20)
        }
        // The same file loads under the default limit.
        #expect(try DumpLoader.load(path: file).screens.count == 1)
    }

    @Test func twoHundredMegabyteFile() throws {
        // A sparse file: 200 MiB long without using the disk. The default limit refuses it
        // before reading a byte.
        let directory = try TemporaryDirectory()
        let file = try directory.write("huge.json", "")
        try #require(truncate(file, 200 << 20) == 0)
        let message = "the file is 200 MiB, larger than the 128 MiB limit for a dump; raise the limit with --max-file-size"
        #expect(throws: DumpError(file: file, position: nil, message: message)) {
            try DumpLoader.load(path: file)
        }
    }

    @Test func emptyFile() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("empty.json", "")
        #expect(throws: DumpError(file: file, position: SourcePosition(line: 1, column: 1), message: #"the file is empty; expected a table dump, a JSON object like {"schemaVersion": 1, "screens": [...]}"#)) {
            try DumpLoader.load(path: file)
        }
    }

    #if os(Linux)
    @Test func unreadableFile() throws {
        // A socket exists but cannot be opened for reading, even by root (permissions can't
        // make a file unreadable for root). The error text is Linux's ENXIO.
        let directory = try TemporaryDirectory()
        let path = directory.path + "/socket.json"
        let socketDescriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #expect(socketDescriptor >= 0)
        defer { close(socketDescriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, byte) in path.utf8.prefix(raw.count - 1).enumerated() { raw[i] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        try #require(bound == 0)
        #expect(throws: DumpError(file: path, position: nil, message: "cannot open the file: no such device or address")) {
            try DumpLoader.load(path: path)
        }
    }
    #endif

    @Test(.enabled(if: getuid() != 0, "root reads files whatever their permissions"))
    func fileWithoutReadPermission() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("secret.json", valid)
        chmod(file, 0)
        #expect(throws: DumpError(file: file, position: nil, message: "cannot read the file: permission denied")) {
            try DumpLoader.load(path: file)
        }
    }

    @Test func decodesStandardInputBytes() throws {
        #expect(try DumpLoader.decode(Array(valid.utf8)).file == "<stdin>")
        #expect(throws: DumpError(file: "<stdin>", position: SourcePosition(line: 1, column: 1), message: "the top level is an array; a table dump is an object: {\"schemaVersion\": 1, \"screens\": [...]}")) {
            try DumpLoader.decode(Array("[]".utf8))
        }
    }

    @Test func readsPipesToTheirEnd() throws {
        // Standard input is usually a pipe: no size up front, read until it ends.
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let writeEnd = ends[1]
        let writer = Thread {
            let bytes = Array(String(repeating: " ", count: 200_000).utf8) + Array(self.valid.utf8)
            _ = bytes.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
            close(writeEnd)
        }
        writer.start()
        defer { close(ends[0]) }
        let bytes = try DumpLoader.readToEnd(descriptor: ends[0], name: "<stdin>", maxBytes: DumpLoader.defaultMaxBytes).get()
        #expect(try DumpLoader.decode(bytes).screens.first?.name == "A")
    }

    @Test func pipeOverTheLimit() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        // The reader stops early; the writer must get EPIPE, not a signal that ends the tests.
        signal(SIGPIPE, SIG_IGN)
        let writeEnd = ends[1]
        let writer = Thread {
            let bytes = [UInt8](repeating: 0x20, count: 3 << 20)
            _ = bytes.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
            close(writeEnd)
        }
        writer.start()
        defer { close(ends[0]) }
        let result = DumpLoader.readToEnd(descriptor: ends[0], name: "<stdin>", maxBytes: 1 << 20)
        #expect(throws: DumpError(file: "<stdin>", position: nil, message: "the file is larger than the 1 MiB limit for a dump; raise the limit with --max-file-size")) {
            try result.get()
        }
    }

    @Test func aFIFONamedAsAFileIsRefusedWithoutWaiting() throws {
        // Nothing ever writes to it: opening it for reading must not wait for a writer.
        let directory = try TemporaryDirectory()
        let fifo = directory.path + "/fifo.json"
        try #require(mkfifo(fifo, 0o600) == 0)
        #expect(throws: DumpError(file: fifo, position: nil, message: "is a FIFO (named pipe), not a file; name a file, or - for standard input")) {
            try DumpLoader.load(path: fifo)
        }
    }
}
