// Decoding benchmark: generates a large dump and measures one decoder per process, so each
// peak RSS belongs to one decoder. scripts/bench-decode/run.sh drives it.
//
//   hig-audit-bench generate FILE MEGABYTES   write a deterministic dump of about that size
//   hig-audit-bench decode FILE               DumpDecoder (positions and model)
//   hig-audit-bench foundation FILE           JSONSerialization.jsonObject(with:)
//   hig-audit-bench rows …, audit …           the benchmark suite (Suite.swift)
//
// Each measuring mode prints one line: mode, bytes, seconds, MB/s, peak RSS in bytes, a count.
import Foundation
import HIGInput
import HIGModel

@main
struct Bench {
    static func main() {
        let arguments = CommandLine.arguments
        guard arguments.count >= 3 else { usage() }
        let file = arguments[2]
        switch arguments[1] {
        case "generate":
            guard arguments.count == 4, let megabytes = Int(arguments[3]), megabytes > 0 else { usage() }
            generate(file: file, bytes: megabytes * 1_000_000)
        case "decode":
            measure("hig-audit", file: file) { data in
                do {
                    let dump = try data.withUnsafeBytes { raw throws(DumpError) in
                        try DumpDecoder.decode(raw.bindMemory(to: UInt8.self), file: file)
                    }
                    return (dump.screens.reduce(0) { $0 + $1.table.sections.reduce(0) { $0 + $1.rows.count } }, dump)
                } catch {
                    fail("\(error)")
                }
            }
        case "rows":
            guard arguments.count == 6, let rows = Int(arguments[3]), let translations = Int(arguments[5]) else { usage() }
            Suite.generateRows(file: file, rows: rows, strings: arguments[4], translations: translations)
        case "audit", "count":
            guard arguments.count >= 4, let jobs = Int(arguments[3]) else { usage() }
            let sweep = arguments.count > 4 && arguments[4] == "sweep"
            if arguments[1] == "audit" {
                Suite.audit(file: file, jobs: jobs, sweep: sweep)
            } else {
                Suite.count(file: file, jobs: jobs, sweep: sweep)
            }
        case "suppressions":
            guard arguments.count == 4, let count = Int(file), let rows = Int(arguments[3]), count >= 0, rows >= 0 else { usage() }
            SuppressionBench.run(suppressions: count, rows: rows)
        case "foundation":
            measure("JSONSerialization", file: file) { data in
                do {
                    let object = try JSONSerialization.jsonObject(with: data)
                    return ((object as? [String: Any])?.count ?? 0, object)
                } catch {
                    fail("\(error)")
                }
            }
        default:
            usage()
        }
    }

    static func usage() -> Never {
        fail("usage: hig-audit-bench generate FILE MEGABYTES | decode FILE | foundation FILE | rows FILE ROWS STRINGS.tsv TRANSLATIONS | audit|count FILE JOBS [sweep] | suppressions SUPPRESSIONS ROWS")
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(2)
    }

    /// Reads the file (not timed), times `body` on it, prints the result line. The decoded
    /// result stays alive until the peak is read, so freeing it is timed for neither decoder.
    static func measure(_ name: String, file: String, _ body: (Data) -> (count: Int, result: Any)) {
        guard let data = FileManager.default.contents(atPath: file) else { fail("cannot read \(file)") }
        let clock = ContinuousClock()
        var count = 0
        var result: Any = 0
        let cpuBefore = cpuSeconds()
        let elapsed = clock.measure { (count, result) = body(data) }
        // CPU time too: on a shared machine it varies less than wall time.
        let cpu = cpuSeconds() - cpuBefore
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let megabytesPerSecond = Double(data.count) / 1e6 / seconds
        print("\(name)\t\(data.count)\t\(String(format: "%.3f", seconds))\t\(String(format: "%.1f", megabytesPerSecond))\t\(peakResidentBytes())\t\(count)\t\(String(format: "%.3f", cpu))")
        withExtendedLifetime(result) {}
    }

    /// User and system CPU time of this process so far.
    static func cpuSeconds() -> Double {
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// VmHWM: the process's peak resident set, the figure `/usr/bin/time -v` reports.
    static func peakResidentBytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return -1 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let digits = line.filter(\.isNumber)
            return (Int(digits) ?? -1) * 1024
        }
        return -1
    }

    // MARK: Generating

    /// A pretty-printed dump of realistic screens (the layout `JSONEncoder`'s `.prettyPrinted`
    /// writes, two-space indents), with accented, CJK and emoji text. Deterministic: the same
    /// size always gives the same bytes.
    static func generate(file: String, bytes target: Int) {
        var out = [UInt8]()
        out.reserveCapacity(target + 1_000_000)
        func write(_ text: String) { out.append(contentsOf: text.utf8) }
        var random = SplitMix(seed: 42)
        let names = ["Wi-Fi", "Bluetooth", "Notifications", "Général", "Benachrichtigungen", "設定", "Confidentialité et sécurité", "Mot de passe 🔑", "Écran et luminosité", "Batterie"]
        let details = ["On", "Off", "Home", "Deutsch", "自動", "42 %", "Jamais"]
        let cellStyles = ["default", "subtitle", "value1", "value2"]
        write("{\n  \"schemaVersion\" : 1,\n  \"screens\" : [\n")
        var screen = 0
        while out.count < target {
            if screen > 0 { write(",\n") }
            write("""
                {
                  "name" : "Screen \(screen)",
                  "environment" : {
                    "width" : \(random.pick([320, 375, 390, 393, 430, 768])),
                    "contentSizeCategory" : "\(random.pick(["large", "extraLarge", "accessibilityMedium"]))",
                    "safeAreaInsets" : { "left" : 0, "right" : 0 }
                  },
                  "table" : {
                    "style" : "\(random.pick(["plain", "grouped", "insetGrouped"]))",
                    "sections" : [

            """)
            for section in 0..<8 {
                if section > 0 { write(",\n") }
                write("""
                          {
                            "header" : "Section \(section)",
                            "rows" : [

                    """)
                for row in 0..<25 {
                    if row > 0 { write(",\n") }
                    let name = random.pick(names)
                    write("""
                                  {
                                    "id" : "s\(screen)-\(section)-\(row)",
                                    "cellStyle" : "\(random.pick(cellStyles))",

                        """)
                    if random.next() % 3 == 0 {
                        write("""
                                        "text" : {
                                          "string" : "\(name)",
                                          "localizationKey" : "settings.\(row)",
                                          "textStyle" : "body",
                                          "numberOfLines" : 1,
                                          "localizations" : {
                                            "de" : "\(random.pick(names))",
                                            "ja" : "設定 \(row)"
                                          }
                                        },

                            """)
                    } else {
                        write("                \"text\" : \"\(name)\",\n")
                    }
                    write("                \"secondaryText\" : \"\(random.pick(details))\",\n")
                    switch random.next() % 4 {
                    case 0:
                        write("                \"accessoryView\" : { \"kind\" : \"switch\", \"width\" : 51, \"height\" : 31 },\n")
                        write("                \"selectionStyle\" : \"none\",\n")
                    case 1:
                        write("                \"image\" : { \"kind\" : \"symbol\", \"width\" : 29, \"height\" : 29.5 },\n")
                        write("                \"accessoryType\" : \"disclosureIndicator\",\n")
                    case 2:
                        write("                \"editingStyle\" : \"delete\",\n")
                        write("                \"trailingSwipeActions\" : [ { \"title\" : \"Delete\", \"style\" : \"destructive\" } ],\n")
                    default:
                        write("                \"accessibilityTraits\" : [ \"button\" ],\n")
                    }
                    write("                \"selectionAction\" : \"navigates\"\n              }")
                }
                write("\n          ]\n        }")
            }
            write("\n      ]\n    }\n  }")
            screen += 1
        }
        write("\n  ]\n}\n")
        guard FileManager.default.createFile(atPath: file, contents: Data(out)) else { fail("cannot write \(file)") }
        print("wrote \(file): \(out.count) bytes, \(screen) screens")
    }
}

/// SplitMix64: a tiny deterministic generator, so the dump is identical on every machine.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }
}
