import Foundation
import HIGModel
import Testing
@testable import HIGAudit

/// `OutputPlan`: outputs checked against inputs and each other by file identity, before a run
/// reads anything; `ReportWriter` keeping links, devices and FIFOs what they are.
@Suite struct OutputPlanTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hig-audit-plan-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: url.appendingPathComponent("in.json"))
        return url
    }

    static func failure(_ plan: OutputPlan) -> SourceError? {
        do {
            try plan.check()
            return nil
        } catch {
            return error
        }
    }

    @Test func anOutputThatIsAnInputIsRefusedWhateverItsSpelling() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("alias.json").path, withDestinationPath: "in.json")
        try FileManager.default.linkItem(atPath: folder.appendingPathComponent("in.json").path, toPath: folder.appendingPathComponent("hard.json").path)
        for spelling in ["in.json", "./in.json", "alias.json", "hard.json", "sub/../in.json"] {
            var plan = OutputPlan()
            plan.read(folder.appendingPathComponent("in.json").path, as: "the dump")
            plan.write(folder.path + "/" + spelling, as: "--report sarif")
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
            let error = try #require(Self.failure(plan), "\(spelling)")
            #expect(error.message.hasPrefix("--report sarif would overwrite the dump"))
        }
    }

    @Test func twoOutputsToOneFileAreRefusedEvenBeforeItExists() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var plan = OutputPlan()
        plan.write(folder.path + "/new.sarif", as: "--report sarif")
        plan.write(folder.path + "/./new.sarif", as: "--report json")
        #expect(Self.failure(plan)?.message == "--report sarif and --report json write the same file; give each its own")
        var distinct = OutputPlan()
        distinct.write(folder.path + "/a.sarif", as: "--report sarif")
        distinct.write(folder.path + "/b.json", as: "--report json")
        #expect(Self.failure(distinct) == nil)
    }

    @Test func twoOutputsToStandardOutputAreRefused() {
        var plan = OutputPlan()
        plan.write("-", as: "--report sarif")
        plan.write("-", as: "the terminal output")
        #expect(Self.failure(plan)?.message == "--report sarif and the terminal output both write to standard output; send one of them to a file")
    }

    @Test func aConfigurationOutputMustStayInItsFolder() throws {
        let folder = try Self.folder()
        let outside = try Self.folder()
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: outside)
        }
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("out").path, withDestinationPath: outside.path)
        let declaration = OutputPlan.Declaration(file: folder.path + "/.hig-audit.yml", position: SourcePosition(line: 3, column: 5), folder: folder.path)
        var escaping = OutputPlan()
        escaping.write(folder.path + "/out/x.sarif", as: "the configuration's sarif report", declaredIn: declaration)
        let error = try #require(Self.failure(escaping))
        #expect(error.position == SourcePosition(line: 3, column: 5))
        #expect(error.message.hasPrefix("report path leads outside the configuration file's folder"))
        // Inside, in a folder that exists (a missing one is refused: every output is known
        // writable before any is written).
        var missingFolder = OutputPlan()
        missingFolder.write(folder.path + "/reports/x.sarif", as: "the configuration's sarif report", declaredIn: declaration)
        #expect(Self.failure(missingFolder)?.message.hasPrefix("cannot write the report") == true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("reports"), withIntermediateDirectories: true)
        var inside = OutputPlan()
        inside.write(folder.path + "/reports/x.sarif", as: "the configuration's sarif report", declaredIn: declaration)
        #expect(Self.failure(inside) == nil)
    }

    @Test func directoriesAndLinksToNothingAreRefused() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("dangling").path, withDestinationPath: "missing/x")
        var plan = OutputPlan()
        plan.write(folder.path, as: "--report json")
        #expect(Self.failure(plan)?.message == "cannot write --report json here: it is a directory")
        var link = OutputPlan()
        link.write(folder.path + "/dangling", as: "--report json")
        #expect(Self.failure(link)?.message.contains("symbolic link to a file that does not exist") == true)
    }
}

@Suite struct ReportWriterDestinationTests {
    @Test func aLinkIsWrittenThroughAtomicallyAndKept() throws {
        let folder = try OutputPlanTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("target.sarif").path
        let link = folder.appendingPathComponent("link.sarif").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.sarif")
        try ReportWriter.write(Array("new".utf8), to: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "target.sarif")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "new")
        // No temporary file is left beside either.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["in.json", "link.sarif", "target.sarif"])
    }

    @Test func aFIFOWithAReaderGetsTheReportInPlace() throws {
        let folder = try OutputPlanTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // A reader opened first (non-blocking), so the writer finds one.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        try ReportWriter.write(Array("report".utf8), to: fifo)
        var buffer = [UInt8](repeating: 0, count: 16)
        let count = read(reader, &buffer, 16)
        #expect(count == 6)
        #expect(Array(buffer.prefix(max(0, count))) == Array("report".utf8))
        var status = stat()
        #expect(lstat(fifo, &status) == 0)
        #expect(status.st_mode & S_IFMT == S_IFIFO)
    }

    @Test func aFIFOWithoutAReaderIsRefusedWithoutWaiting() throws {
        let folder = try OutputPlanTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: ReportWriteError.unsuitable(path: fifo, reason: "it is a FIFO that no process is reading")) {
            try ReportWriter.write(Array("x".utf8), to: fifo)
        }
    }
}
