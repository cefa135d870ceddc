import Foundation
import HIGInput
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
            var audit = try Audit(configuration: configuration, jobs: jobs)
            audit.minimumContainersPerWorker = 1
            let parallel = audit.run(dumps)
            #expect(parallel == serial, "jobs \(jobs)")
            #expect(parallel.findings.map(\.message) == serial.findings.map(\.message), "jobs \(jobs)")
        }
    }

    @Test func perScreenFindingsKeepScreenOrder() throws {
        let screens = try Self.dumps().flatMap(\.screens)
        let serialAudit = try Audit(configuration: AuditConfiguration(textSweep: Self.sweep), jobs: 1)
        var parallelAudit = serialAudit
        parallelAudit.jobs = 4
        parallelAudit.minimumContainersPerWorker = 1
        let serial = serialAudit.findingsPerScreen(screens)
        let parallel = parallelAudit.findingsPerScreen(screens)
        #expect(parallel.count == screens.count)
        #expect(parallel == serial)
        #expect(serial == screens.map { Finding.sortedForReport(serialAudit.check($0)) })
    }

    /// A screen audited in pieces (its other rules, then stretches of its labels) finds what one
    /// pass over it finds, in the same order, wherever the stretches are cut.
    @Test func piecesOfAScreenEqualTheWhole() throws {
        let audit = try Audit(configuration: AuditConfiguration(textSweep: Self.sweep), jobs: 1)
        var compared = 0
        for screen in try Self.dumps()[0].screens {
            let whole = audit.check(screen)
            let context = ScreenContext(screen, textSweep: Self.sweep)
            let count = ScreenTextAnalysis.containerCount(of: screen)
            for size in [1, 2, 3, 7, count] where size > 0 {
                let stretches = stride(from: 0, to: count, by: size).map { Audit.ScreenPart.labels($0..<min(count, $0 + size)) }
                let pieces = ([Audit.ScreenPart.otherRules] + stretches).map { audit.check(context, part: $0) }
                let joined = FindingConsolidation.consolidate(audit.ruleIDs.indices.flatMap { index in pieces.flatMap { $0[index].findings } })
                #expect(joined == whole, "\(screen.name) in stretches of \(size)")
                compared += whole.count
            }
        }
        #expect(compared > 0)
    }

    /// One big screen is shared out among the workers and still gives the serial result.
    @Test func oneScreenOnManyWorkersEqualsSerial() throws {
        let screens = try Self.dumps()[0].screens
        var big = screens[0]
        big.table.sections = screens.flatMap(\.table.sections)
        let dump = TableDump(file: "big.json", screens: [big])
        let configuration = AuditConfiguration(textSweep: Self.sweep)
        let serial = try Audit(configuration: configuration, jobs: 1).run([dump])
        #expect(!serial.findings.isEmpty)
        for jobs in [2, 4] {
            var audit = try Audit(configuration: configuration, jobs: jobs)
            audit.minimumContainersPerWorker = 1
            #expect(audit.run([dump]) == serial, "jobs \(jobs)")
        }
    }

    @Test func jobsAreAtLeastOne() throws {
        #expect(try Audit(jobs: 0).jobs == 1)
        #expect(try Audit(jobs: -3).jobs == 1)
        #expect(Audit.defaultJobs >= 1)
        #expect(try Audit().run([]).findings.isEmpty)
    }
}
