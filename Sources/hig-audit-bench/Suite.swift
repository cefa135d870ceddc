// The benchmark suite's modes (scripts/bench/run.sh drives them):
//
//   hig-audit-bench rows FILE ROWS STRINGS.tsv TRANSLATIONS
//       a dump of ROWS rows (100 per screen) whose texts are real CLDR names with TRANSLATIONS
//       inline localizations each (40: every locale of STRINGS.tsv)
//   hig-audit-bench audit FILE JOBS [sweep]
//       decode and audit FILE on JOBS threads, with the dump's own settings or, with `sweep`,
//       40 locales × 12 sizes × 4 widths; prints one tab-separated line (see `audit`)
//   hig-audit-bench count FILE JOBS [sweep]
//       the label checks that audit makes: every label laid out in every scenario
import Foundation
import HIGAudit
import HIGInput
import HIGModel

enum Suite {
    static let sweepWidths: [Double] = [320, 393, 430, 768]

    /// Rows built from `strings.tsv` (first line: locales; then one concept per line, a string
    /// per locale, the first locale the development language). Deterministic.
    static func generateRows(file: String, rows: Int, strings: String, translations: Int) {
        guard let table = try? String(contentsOfFile: strings, encoding: .utf8) else { Bench.fail("cannot read \(strings)") }
        let lines = table.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        let locales = lines[0].map { $0.replacingOccurrences(of: "_", with: "-") }
        let concepts = lines.dropFirst().filter { $0.count == locales.count }
        guard !concepts.isEmpty, translations >= 0, translations < locales.count + 1 else { Bench.fail("bad strings table or translation count") }
        let others = locales.count - 1

        var out = [UInt8]()
        out.reserveCapacity(rows * (300 + translations * 40))
        func write(_ text: String) { out.append(contentsOf: text.utf8) }
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        /// A text object: the development string and `translations` of the others. Every text
        /// of a screen has the same locales, as an app's do, rotating from screen to screen so
        /// that every locale appears.
        func text(_ concept: [String], key: String, screen: Int) -> String {
            var parts: [String] = []
            let count = min(translations, others)
            for j in 0..<count {
                let index = count == others ? j + 1 : (screen + j * (others / max(count, 1))) % others + 1
                parts.append("\(quoted(locales[index])): \(quoted(concept[index]))")
            }
            return "{ \"string\": \(quoted(concept[0])), \"localizationKey\": \(quoted(key)), \"localizations\": { \(parts.joined(separator: ", ")) } }"
        }
        var random = SplitMix(seed: 8)
        let styles = ["cell", "valueCell", "subtitleCell", "valueCell", "cell"]
        let rowsPerSection = 25
        let sectionsPerScreen = 4
        let screens = (rows + rowsPerSection * sectionsPerScreen - 1) / (rowsPerSection * sectionsPerScreen)
        var row = 0
        write("{\n  \"schemaVersion\": 1,\n  \"screens\": [\n")
        for screen in 0..<screens {
            if screen > 0 { write(",\n") }
            write("""
                {
                  "name": "Screen \(screen)",
                  "environment": { "width": \(random.pick([375, 393, 430])), "contentSizeCategory": "large", "developmentLocale": "en" },
                  "table": {
                    "style": "\(random.pick(["insetGrouped", "grouped", "plain"]))",
                    "sections": [

            """)
            for section in 0..<sectionsPerScreen where row < rows {
                if section > 0 { write(",\n") }
                write("        {\n          \"rows\": [\n")
                var first = true
                for _ in 0..<rowsPerSection where row < rows {
                    if !first { write(",\n") }
                    first = false
                    let concept = concepts[Int(random.next() % UInt64(concepts.count))]
                    let style = random.pick(styles)
                    var members = [
                        "\"id\": \"r\(row)\"",
                        "\"contentConfiguration\": \"\(style)\"",
                        "\"text\": \(text(concept, key: "k\(row)", screen: screen))",
                    ]
                    if style != "cell" {
                        let detail = concepts[Int(random.next() % UInt64(concepts.count))]
                        members.append("\"secondaryText\": \(text(detail, key: "d\(row)", screen: screen))")
                    }
                    switch random.next() % 3 {
                    case 0:
                        members.append("\"accessoryView\": { \"kind\": \"switch\", \"width\": 51, \"height\": 31 }")
                        members.append("\"isSelectable\": false, \"selectionStyle\": \"none\"")
                    case 1:
                        members.append("\"image\": { \"kind\": \"bitmap\", \"width\": 29, \"height\": 29 }")
                        members.append("\"accessoryType\": \"disclosureIndicator\", \"selectionAction\": \"navigates\"")
                    default:
                        members.append("\"accessoryType\": \"disclosureIndicator\", \"selectionAction\": \"navigates\"")
                    }
                    write("            { " + members.joined(separator: ", ") + " }")
                    row += 1
                }
                write("\n          ]\n        }")
            }
            write("\n      ]\n    }\n  }")
        }
        write("\n  ]\n}\n")
        guard FileManager.default.createFile(atPath: file, contents: Data(out)) else { Bench.fail("cannot write \(file)") }
        print("wrote \(file): \(out.count) bytes, \(rows) rows, \(screens) screens")
    }

    /// Decodes and audits `file`, then prints: bytes, rows, screens, findings, decode s,
    /// audit s (wall), peak RSS (VmHWM, bytes), audit CPU s (all threads).
    static func audit(file: String, jobs: Int, sweep: Bool) {
        let clock = ContinuousClock()
        let (dump, decodeTime) = load(file)
        let auditor: Audit
        do { auditor = try Audit(configuration: AuditConfiguration(textSweep: textSweep(dump, sweep: sweep)), jobs: jobs) } catch { Bench.fail("\(error)") }
        var result: AuditResult!
        let cpuBefore = Bench.cpuSeconds()
        let auditTime = clock.measure { result = auditor.run([dump]) }
        let cpu = Bench.cpuSeconds() - cpuBefore
        let peak = Bench.peakResidentBytes()
        let bytes = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
        print([
            "\(bytes)", "\(result.rowCount)", "\(result.screenCount)", "\(result.findings.count)",
            String(format: "%.3f", decodeTime), String(format: "%.3f", seconds(auditTime)), "\(peak)", String(format: "%.3f", cpu),
        ].joined(separator: "\t"))
        withExtendedLifetime(result) {}
    }

    /// Prints how many label checks auditing `file` makes (not timed).
    static func count(file: String, jobs: Int, sweep: Bool) {
        let (dump, _) = load(file)
        print(countChecks(dump, sweep: textSweep(dump, sweep: sweep), jobs: jobs))
    }

    static func load(_ file: String) -> (TableDump, Double) {
        var dump: TableDump!
        let time = ContinuousClock().measure {
            do { dump = try DumpLoader.load(path: file, maxBytes: Int.max) } catch { Bench.fail("\(error)") }
        }
        return (dump, seconds(time))
    }

    static func textSweep(_ dump: TableDump, sweep: Bool) -> TextSweep {
        sweep ? TextSweep(widths: sweepWidths, sizes: HIGModel.ContentSizeCategory.allCases, locales: locales(in: dump)) : TextSweep()
    }

    /// Every locale the dump's texts are translated to, development language first.
    static func locales(in dump: TableDump) -> [String] {
        var found = Set<String>()
        var development = "en"
        for screen in dump.screens {
            development = screen.environment.developmentLocale
            for section in screen.table.sections {
                for row in section.rows {
                    for text in [row.text, row.secondaryText].compactMap({ $0 }) {
                        for localization in text.localizations { found.insert(localization.locale) }
                    }
                }
            }
        }
        found.remove(development)
        return [development] + found.sorted()
    }

    static func countChecks(_ dump: TableDump, sweep: TextSweep, jobs: Int) -> Int {
        let screens = dump.screens
        let total = Counter()
        DispatchQueue.concurrentPerform(iterations: max(1, jobs)) { worker in
            for index in stride(from: worker, to: screens.count, by: max(1, jobs)) {
                total.add(ScreenContext(screens[index], textSweep: sweep).textAnalysis?.checkCount ?? 0)
            }
        }
        return total.value
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}

/// A sum several threads add to.
final class Counter: @unchecked Sendable {
    // @unchecked: `sum` is only touched with `lock` held.
    private let lock = NSLock()
    private var sum = 0
    func add(_ amount: Int) { lock.lock(); sum += amount; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return sum }
}
