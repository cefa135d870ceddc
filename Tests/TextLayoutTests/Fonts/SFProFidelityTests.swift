import Testing
@testable import TextLayout

/// The default metrics against SF Pro Text, SF Pro Display and SF Arabic as measured on Apple's
/// fonts (`Resources/sf-pro-widths.tsv`, a copy of the shared reference `sf-pro/widths.tsv`:
/// 11,040 strings in 32 locales, widths in 1/1000 em with the fonts' tracking off). Thresholds
/// are the issue's: per script and design |error| p50 ≤ 1 %, p95 ≤ 3 % for Latin and Cyrillic
/// (and strings of digits and symbols), ≤ 5 % for Greek and Arabic; fits-or-truncates verdicts
/// agree with SF for ≥ 99.5 % of one-to-three-word strings at 120–300 pt (17 pt, Text) and
/// 200–440 pt (28 pt, Display). The calibration was fitted to this table; `calibrate.py` prints
/// two-fold cross-validated figures beside these (docs/text-engine.md has both).
@Suite struct SFProFidelityTests {
    struct Row {
        var id: Int
        var locale: String
        var text: String
        var clusters: Int
        /// text400, text600, display400, display600 (1/1000 em).
        var widths: [Double]
        var group: String
    }

    static let rows: [Row] = {
        guard let contents = try? testResource("sf-pro-widths.tsv") else { return [] }
        var rows: [Row] = []
        for line in contents.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 9, fields[8] == "0", let id = Int(fields[0].dropFirst()), let clusters = Int(fields[3]) else {
                continue
            }
            let widths = fields[4...7].compactMap { Double($0) }
            guard widths.count == 4 else { continue }
            let text = unescape(String(fields[2]))
            rows.append(Row(id: id, locale: String(fields[1]), text: text, clusters: clusters, widths: widths,
                            group: group(of: text)))
        }
        return rows
    }()

    /// The file escapes newlines, tabs and backslashes.
    static func unescape(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        var escaped = false
        for character in text {
            if escaped {
                result.append(character == "n" ? "\n" : character == "t" ? "\t" : character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// The script most of the letters belong to; "Digits and symbols" when there is none.
    static func group(of text: String) -> String {
        var counts: [String: Int] = [:]
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
            let value = scalar.value
            let script = switch value {
            case 0x0370...0x03FF, 0x1F00...0x1FFF: "Greek"
            case 0x0400...0x052F: "Cyrillic"
            case 0x0600...0x06FF, 0x0750...0x077F, 0xFB50...0xFDFF, 0xFE70...0xFEFF: "Arabic"
            default: "Latin"
            }
            counts[script, default: 0] += 1
        }
        return counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key ?? "Digits and symbols"
    }

    static func limit(_ group: String) -> Double { group == "Greek" || group == "Arabic" ? 0.05 : 0.03 }

    static func percentile(_ values: [Double], _ p: Double) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((p * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    static func percent(_ value: Double) -> String { "\((value * 10_000).rounded() / 100) %" }

    static let cases: [(OpticalDesign, FontWeight)] = [(.text, .regular), (.text, .semibold), (.display, .regular), (.display, .semibold)]

    static func column(_ design: OpticalDesign, _ weight: FontWeight) -> Int {
        (design == .text ? 0 : 2) + (weight == .regular ? 0 : 1)
    }

    @Test func referenceIsCompleteAndVaried() {
        #expect(Self.rows.count >= 11_000)
        #expect(Set(Self.rows.map(\.locale)).count == 32)
        #expect(Set(Self.rows.map(\.group)).isSuperset(of: ["Latin", "Cyrillic", "Greek", "Arabic", "Digits and symbols"]))
    }

    @Test(arguments: cases)
    func widthErrorPerScript(design: OpticalDesign, weight: FontWeight) {
        // Text at body's 17 pt, Display at 28 pt (title 1, or body at AX1): the sizes measured.
        let size = design == .text ? 17.0 : 28.0
        let font = Font(pointSize: size, weight: weight, tracking: .none)
        #expect(font.design == design)
        var errors: [String: [Double]] = [:]
        for row in Self.rows {
            let sf = row.widths[Self.column(design, weight)]
            let model = font.width(of: row.text) / size * 1000
            errors[row.group, default: []].append(abs(model - sf) / sf)
        }
        #expect(errors.count == 5)
        for (group, all) in errors.sorted(by: { $0.key < $1.key }) {
            let p50 = Self.percentile(all, 0.5), p95 = Self.percentile(all, 0.95)
            print("SF fidelity \(design.rawValue) \(weight.rawValue) \(group): n=\(all.count) |error| p50 \(Self.percent(p50)) "
                  + "p95 \(Self.percent(p95)) p99 \(Self.percent(Self.percentile(all, 0.99)))")
            #expect(p50 <= 0.01, "\(design) \(weight) \(group) p50 \(p50)")
            #expect(p95 <= Self.limit(group), "\(design) \(weight) \(group) p95 \(p95)")
        }
    }

    /// Row titles: one to three words.
    static var titles: [Row] { rows.filter { $0.text.split(separator: " ").count <= 3 && !$0.text.contains("\n") } }

    @Test(arguments: [(OpticalDesign.text, [120.0, 160, 200, 250, 300]),
                      (OpticalDesign.display, [200.0, 240, 280, 320, 360, 400, 440])])
    func truncationVerdictsAgree(design: OpticalDesign, widths: [Double]) {
        let size = design == .text ? 17.0 : 28.0
        let font = Font(pointSize: size)
        #expect(font.design == design)
        // SF's width with the engine's tracking, so only the widths differ; and with the static
        // font's own `trak` (−22.9 at 17 pt, +12.7 at 28 pt), the other value that may hold.
        let engineTracking = Tracking.system(pointSize: size) / 1000
        let fontTracking = (design == .text ? -22.9 : 12.7) / 1000
        let titles = Self.titles
        var agree = 0, agreeFontTracking = 0, total = 0, missed = 0, falseAlarms = 0
        var perWidth: [String] = []
        for width in widths {
            var agreeHere = 0
            for row in titles {
                let model = font.width(of: row.text) <= width
                let em = row.widths[Self.column(design, .regular)] / 1000
                let sf = (em + engineTracking * Double(row.clusters)) * size <= width
                let sfFont = (em + fontTracking * Double(row.clusters)) * size <= width
                if model == sf { agreeHere += 1 } else if model { missed += 1 } else { falseAlarms += 1 }
                if model == sfFont { agreeFontTracking += 1 }
            }
            agree += agreeHere
            total += titles.count
            perWidth.append("\(Int(width)) pt \(Self.percent(Double(agreeHere) / Double(titles.count)))")
        }
        let rate = Double(agree) / Double(total)
        print("SF verdicts \(design.rawValue) \(Int(size)) pt: \(titles.count) titles × \(widths.count) widths agree "
              + "\(Self.percent(rate)) (\(perWidth.joined(separator: ", "))); \(missed) missed truncations, "
              + "\(falseAlarms) false; with the font's own trak \(Self.percent(Double(agreeFontTracking) / Double(total)))")
        #expect(titles.count >= 10_000)
        #expect(rate >= 0.995)
    }

    /// `FontMetrics.defaultUncertainty` (the truncation rule's band) against what is measured:
    /// tracked widths against SF's with the fonts' own `trak` (so the published table's
    /// difference is part of the error), every string, both designs and weights.
    @Test func uncertaintyCoversTheMeasuredError() {
        var all: [Double] = []
        var byGroup: [String: [Double]] = [:]
        for (design, weight) in Self.cases {
            let size = design == .text ? 17.0 : 28.0
            let font = Font(pointSize: size, weight: weight)
            let fontTracking = (design == .text ? -22.9 : 12.7) / 1000
            for row in Self.rows {
                let sf = (row.widths[Self.column(design, weight)] / 1000 + fontTracking * Double(row.clusters)) * size
                let error = abs(font.width(of: row.text) - sf) / sf
                all.append(error)
                byGroup[row.group, default: []].append(error)
            }
        }
        let p95 = Self.percentile(all, 0.95)
        let worstScript = byGroup.values.map { Self.percentile($0, 0.95) }.max() ?? 0
        print("SF uncertainty: tracked |error| p95 \(Self.percent(p95)), p99 \(Self.percent(Self.percentile(all, 0.99))) over "
              + "\(all.count) widths; " + byGroup.sorted { $0.key < $1.key }.map {
                  "\($0.key) p95 \(Self.percent(Self.percentile($0.value, 0.95)))"
              }.joined(separator: ", ") + "; band \(Self.percent(FontMetrics.defaultUncertainty))")
        // Every script's 95th percentile within the band; rounded up, not padded: a band much
        // wider than the error would call clear verdicts uncertain.
        #expect(worstScript <= FontMetrics.defaultUncertainty)
        #expect(worstScript > FontMetrics.defaultUncertainty - 0.01)
        #expect(p95 <= FontMetrics.defaultUncertainty)
    }

    /// The issue's check: "Settings" at 17 pt is 66.3 pt in SF Pro Text before tracking and
    /// 62.7–63.2 pt after (−26/1000 em published, −22.9 in the font's `trak`).
    @Test func settingsAt17Points() {
        let font = Font(pointSize: 17)
        let plain = Font(pointSize: 17, tracking: .none).width(of: "Settings")
        #expect(abs(plain / 66.3 - 1) <= 0.01, "\(plain)")
        let tracked = font.width(of: "Settings")
        print("SF fidelity: 'Settings' at 17 pt \(tracked) pt (untracked \(plain) pt)")
        #expect(tracked >= 62.7 * 0.99 && tracked <= 63.2 * 1.01, "\(tracked)")
    }
}
