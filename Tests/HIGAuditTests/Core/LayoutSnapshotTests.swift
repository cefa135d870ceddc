import Foundation
import HIGInput
import HIGModel
import Testing
@testable import HIGAudit

/// The layout snapshot the HTML report draws: the same layout the rules measured, in the
/// scenarios the findings name.
@Suite struct LayoutSnapshotTests {
    static func generalCompact() throws -> AuditResult {
        try GalleryTests.result("Reports/general-compact")
    }

    static func label(_ scenario: LayoutSnapshot.Scenario, row id: String, _ role: ElementPath.Component) -> LayoutSnapshot.Label? {
        scenario.sections.flatMap(\.rows).first { $0.path.components.last == .row($0.path.rowIndex, id: id) }?.labels.first { $0.path.components.last == role }
    }

    @Test func germanCellularTitleIsCutAsTheFindingSays() throws {
        let result = try Self.generalCompact()
        let screen = try #require(result.layout?.screens.first)
        #expect(screen.name == "General")
        let german = try #require(screen.scenarios.first { $0.key == LayoutSnapshot.ScenarioKey(locale: "de", category: .large, width: 320) })
        let title = try #require(Self.label(german, row: "cellular", .text))
        #expect(title.lines.map(\.text) == ["Mobilfunkdat…"])
        #expect(title.isTruncated)
        let finding = try #require(result.findings.first { $0.ruleID == "text/truncation" && $0.path.key.hasSuffix("row[cellular]/text") })
        #expect(finding[evidence: .availableWidth] == .number(title.frame.width))
        #expect(finding[evidence: .visibleText] == .string("Mobilfunkdat…"))
        if case .number(let overflow)? = finding[evidence: .overflow] {
            #expect(abs(overflow - title.overflow) < 0.05)
        } else {
            Issue.record("no overflow evidence")
        }
        // Drawn at the width the audit measured for the visible text.
        #expect(title.lines[0].width <= title.frame.width + 0.01)
    }

    @Test func scenariosAreTheDefaultAndThoseFindingsName() throws {
        let result = try Self.generalCompact()
        let screen = try #require(result.layout?.screens.first)
        let keys = screen.scenarios.map(\.key)
        #expect(keys.first == LayoutSnapshot.ScenarioKey(locale: "en", category: .large, width: 320))
        #expect(screen.scenarios.first?.isDefault == true && screen.scenarios.dropFirst().allSatisfy { !$0.isDefault })
        #expect(Set(keys).count == keys.count)
        let defaultKey = keys[0]
        for finding in result.findings {
            #expect(keys.contains(LayoutSnapshot.key(of: finding, default: defaultKey)), "\(finding.message)")
        }
        // German at the default size, as the truncation finding names it.
        #expect(keys.contains(LayoutSnapshot.ScenarioKey(locale: "de", category: .large, width: 320)))
    }

    @Test func labelsStayInTheirRowsAndRoomsMatchTheModel() throws {
        for scenarioName in GalleryTests.scenarios {
            let result = try GalleryTests.result(scenarioName)
            for screen in result.layout?.screens ?? [] {
                for scenario in screen.scenarios {
                    for row in scenario.sections.flatMap(\.rows) {
                        for label in row.labels {
                            #expect(label.frame.x >= row.frame.x - 0.01 && label.frame.maxX <= row.frame.maxX + 0.01, "\(label.path) in \(scenario.key)")
                            #expect(label.frame.y >= row.frame.y - 0.01 && label.frame.maxY <= row.frame.maxY + 0.01 || row.frame.height < label.frame.height,
                                    "\(label.path) in \(scenario.key)")
                            #expect(!label.lines.isEmpty || label.text.isEmpty)
                        }
                        if let accessory = row.accessory, let last = row.labels.last {
                            // Text never runs under the accessory (apart from its overflow).
                            let apart = scenario.direction == .leftToRight ? last.frame.maxX <= accessory.frame.x + 0.01 : last.frame.x >= accessory.frame.maxX - 0.01
                            #expect(apart, "\(last.path) in \(scenario.key)")
                        }
                    }
                }
            }
        }
    }

    @Test func rightToLeftScenariosAreMirrored() throws {
        let result = try GalleryTests.result("Reports/localization")
        let screen = try #require(result.layout?.screens.first)
        let arabic = try #require(screen.scenarios.first { $0.key.locale == "ar" })
        let english = try #require(screen.scenarios.first)
        #expect(arabic.direction == .rightToLeft && english.direction == .leftToRight)
        for (ltr, rtl) in zip(english.sections.flatMap(\.rows), arabic.sections.flatMap(\.rows)) where ltr.accessory != nil {
            // The accessory moves from the right edge to the left.
            let width = english.size.width
            #expect(try #require(ltr.accessory).frame.x > width / 2)
            #expect(try #require(rtl.accessory).frame.maxX < width / 2)
            for label in rtl.labels where !label.text.isEmpty { #expect(label.alignment == .right || label.path.components.last == .secondaryText) }
        }
    }

    @Test func limitsCountWhatIsNotDrawn() throws {
        let dump = try DumpLoader.load(path: Repository.url("Reports/general-compact/input.json").path)
        let other = try DumpLoader.load(path: Repository.url("Reports/settings/input.json").path)
        let result = try AuditPipeline.run([dump, other], project: ProjectConfiguration(directory: Repository.root.path), jobs: 1)
        let full = LayoutSnapshot.make(dumps: [dump, other], findings: result.findings, sweep: TextSweep())
        #expect(full.screens.count == 2 && full.screensNotDrawn == 0 && full.scenariosNotDrawn == 0)
        let capped = LayoutSnapshot.make(dumps: [dump, other], findings: result.findings, sweep: TextSweep(), limits: LayoutSnapshot.Limits(screens: 1, scenariosPerScreen: 3))
        #expect(capped.screens.count == 1 && capped.screensNotDrawn == 1)
        #expect(capped.screens[0].scenarios.count == 3)
        #expect(capped.scenariosNotDrawn == full.screens[0].scenarios.count - 3)
        // Each screen gets its share of the total (at least three), not the first screen all.
        let shared = LayoutSnapshot.make(dumps: [dump, other], findings: result.findings, sweep: TextSweep(), limits: LayoutSnapshot.Limits(scenarios: 4))
        #expect(shared.screens.map(\.scenarios.count) == [3, 1])
        // Screens without findings are named, never drawn.
        let none = LayoutSnapshot.make(dumps: [dump], findings: [], sweep: TextSweep())
        #expect(none.screens.isEmpty && none.screensWithoutFindings == [LayoutSnapshot.ScreenName(file: dump.file, name: "General")])
    }

    @Test func onlyAskedForRunsLayScreensOut() throws {
        let dump = try DumpLoader.load(path: Repository.url("Reports/general-compact/input.json").path)
        let project = ProjectConfiguration(directory: Repository.root.path)
        #expect(try AuditPipeline.run([dump], project: project, jobs: 1).layout == nil)
        #expect(try AuditPipeline.run([dump], project: project, jobs: 1, layoutSnapshot: LayoutSnapshot.Limits()).layout != nil)
    }
}

extension ElementPath {
    /// The row index of the path's last row component, for matching in tests.
    var rowIndex: Int {
        for component in components.reversed() { if case .row(let index, _) = component { return index } }
        return -1
    }
}
