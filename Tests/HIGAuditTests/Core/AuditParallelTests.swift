import Foundation
import HIGModel
import Testing
@testable import HIGAudit

/// Auditing screens on several threads gives exactly the serial result, in the same order.
@Suite struct AuditParallelTests {
    /// Every gallery sample, each screen repeated under new names in several files, so workers
    /// interleave many screens of different sizes.
    static func dumps() throws -> [TableDump] {
        let samples = Repository.files(under: "Reports", withExtension: "json").filter { $0.hasSuffix("/input.json") }
        let screens = try samples.flatMap { try DumpLoader.load(path: Repository.url($0).path).screens }
        return (0..<6).map { file in
            TableDump(file: "copy-\(file).json", screens: (0..<12).map { copy in
                var screen = screens[(file + copy) % screens.count]
                screen.name += " \(file)-\(copy)"
                return screen
            })
        }
    }

    static let sweep = TextSweep(widths: [320, 393, 768], sizes: [.large, .accessibilityExtraLarge], locales: ["en", "de", "fi"])

    @Test func parallelEqualsSerial() throws {
        let dumps = try Self.dumps()
        let configuration = AuditConfiguration(textSweep: Self.sweep)
        let serial = try Audit(configuration: configuration, jobs: 1).run(dumps)
        #expect(serial.screenCount == 72)
        #expect(serial.findings.count > 100, "the sample must find something to compare")
        for jobs in [2, 3, 8] {
            let parallel = try Audit(configuration: configuration, jobs: jobs).run(dumps)
            #expect(parallel == serial, "jobs \(jobs)")
            #expect(parallel.findings.map(\.message) == serial.findings.map(\.message), "jobs \(jobs)")
        }
    }

    @Test func perScreenFindingsKeepScreenOrder() throws {
        let screens = try Self.dumps().flatMap(\.screens)
        let serialAudit = try Audit(configuration: AuditConfiguration(textSweep: Self.sweep), jobs: 1)
        var parallelAudit = serialAudit
        parallelAudit.jobs = 4
        let serial = serialAudit.findingsPerScreen(screens)
        let parallel = parallelAudit.findingsPerScreen(screens)
        #expect(parallel.count == screens.count)
        #expect(parallel == serial)
        #expect(serial == screens.map(serialAudit.check))
    }

    @Test func jobsAreAtLeastOne() throws {
        #expect(try Audit(jobs: 0).jobs == 1)
        #expect(try Audit(jobs: -3).jobs == 1)
        #expect(Audit.defaultJobs >= 1)
        #expect(try Audit().run([]).findings.isEmpty)
    }
}
