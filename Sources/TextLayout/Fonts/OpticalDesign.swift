import Foundation

/// The system font's optical sizes: iOS sets text below 20 pt in SF Pro Text and from 20 pt in
/// SF Pro Display (reference §2, A: Apple's typography guidance; the static fonts' `trak` tables
/// switch at the same size). Text is wider and tracked tighter; Display is narrower and tracked
/// looser. Since iOS 14 the system font is one variable font whose optical size follows the point
/// size continuously between about 17 and 28 pt; two static designs are the model's
/// approximation of it there (D; docs/text-engine.md gives the size of the difference).
public enum OpticalDesign: String, Sendable, Codable, CaseIterable {
    case text, display

    /// The first size set in Display.
    public static let displayFromPointSize = 20.0

    /// The design UIKit uses at `pointSize`.
    public init(pointSize: Double) {
        self = pointSize < Self.displayFromPointSize ? .text : .display
    }

    /// Position in `allCases`.
    var index: Int { self == .text ? 0 : 1 }
}

/// How one design of one weight differs from a metrics file's faces: factors by code-point
/// range (advances, Arabic joining forms, clusters and ligatures by their first code point, the
/// ellipsis; Arabic initial and medial forms may take a factor of their own, as the connected
/// forms differ between fonts otherwise than the isolated and final ones) and one factor for
/// kerning. Factors are integers in millionths, so the JSON and binary forms load to the same
/// tables. Code points in no range keep their advance.
public struct DesignCalibration: Sendable, Equatable {
    public struct Range: Sendable, Equatable {
        public var first: UInt32
        public var last: UInt32
        /// Millionths.
        public var factor: Int32
        /// Arabic initial and medial forms' factor, millionths (`factor` unless the file gives one).
        public var connected: Int32
    }

    public var design: OpticalDesign
    /// The weight (CSS number) it was measured for; faces take the nearest entry.
    public var weight: Int
    /// Kerning factor, millionths.
    public var kerning: Int32
    /// Ascending, not overlapping.
    public var ranges: [Range]

    static let unit = 1_000_000.0

    /// The factor of `cp`: its range's, or 1.
    public func factor(of cp: UInt32) -> Double {
        range(of: cp).map { Double($0.factor) / Self.unit } ?? 1
    }

    /// The factor of `cp`'s Arabic initial and medial forms.
    public func connectedFactor(of cp: UInt32) -> Double {
        range(of: cp).map { Double($0.connected) / Self.unit } ?? 1
    }

    private func range(of cp: UInt32) -> Range? {
        var low = 0, high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].last < cp { low = middle + 1 } else { high = middle }
        }
        guard low < ranges.count, ranges[low].first <= cp else { return nil }
        return ranges[low]
    }

    init(design: OpticalDesign, weight: Int, kerning: Int32, ranges: [Range]) throws {
        self.design = design
        self.weight = weight
        self.kerning = kerning
        self.ranges = ranges
        var previous: UInt32?
        for range in ranges {
            guard range.first <= range.last, range.last < 0x110000, range.factor >= 0, range.factor <= 10_000_000,
                  range.connected >= 0, range.connected <= 10_000_000,
                  previous.map({ range.first > $0 }) ?? true else {
                throw TextLayoutError.invalidMetrics(
                    "calibration \(design.rawValue) \(weight): ranges must ascend without overlapping, "
                        + "within Unicode, with factors in 0…10")
            }
            previous = range.last
        }
        guard kerning >= 0, kerning <= 10_000_000 else {
            throw TextLayoutError.invalidMetrics("calibration \(design.rawValue) \(weight): kerning factor out of 0…10")
        }
    }

    /// `"calibration": {"designs": [{"design", "weight", "kerning", "scales": [[first, last, factor]
    /// or [first, last, factor, connected]]}]}`, factors as decimals (rounded to millionths).
    static func entries(json: Any?) throws -> [DesignCalibration] {
        guard let json else { return [] }
        guard let object = json as? [String: Any], let designs = object["designs"] as? [[String: Any]] else {
            throw TextLayoutError.invalidMetrics("\"calibration\" needs a \"designs\" list")
        }
        func millionths(_ value: Any?, _ what: String) throws -> Int32 {
            // A whole factor ("1") is an Int among the values, a decimal a Double.
            guard let number = (value as? Double) ?? (value as? Int).map(Double.init), number.isFinite, number >= 0, number <= 10 else {
                throw TextLayoutError.invalidMetrics("calibration: bad \(what)")
            }
            return Int32((number * unit).rounded())
        }
        return try designs.map { entry in
            guard let name = entry["design"] as? String, let design = OpticalDesign(rawValue: name) else {
                throw TextLayoutError.invalidMetrics("calibration: \"design\" must be \"text\" or \"display\"")
            }
            guard let weight = entry["weight"] as? Int else { throw TextLayoutError.invalidMetrics("calibration: \"weight\" missing") }
            let ranges = try (entry["scales"] as? [[Any]] ?? []).map { row -> Range in
                guard row.count == 3 || row.count == 4, let first = row[0] as? Int, let last = row[1] as? Int,
                      first >= 0, last >= 0, first < 0x110000, last < 0x110000 else {
                    throw TextLayoutError.invalidMetrics("calibration: bad scale range")
                }
                let factor = try millionths(row[2], "factor")
                return Range(first: UInt32(first), last: UInt32(last), factor: factor,
                             connected: row.count == 4 ? try millionths(row[3], "factor") : factor)
            }
            return try DesignCalibration(design: design, weight: weight,
                                         kerning: try millionths(entry["kerning"], "kerning factor"), ranges: ranges)
        }
    }

    /// The binary form's calibration block: u32 count; per entry u8 design (0 text, 1 display),
    /// i32 weight, i32 kerning, u32 range count, (u32 first, u32 last, i32 factor, i32 connected)
    /// per range.
    static func entries(binary reader: inout BinaryReader) throws -> [DesignCalibration] {
        var result: [DesignCalibration] = []
        for _ in 0..<(try reader.count(entrySize: 13)) {
            let code = try reader.u8()
            guard code < 2 else { throw TextLayoutError.invalidMetrics("calibration: unknown design \(code)") }
            let weight = Int(try reader.i32())
            let kerning = try reader.i32()
            var ranges: [Range] = []
            for _ in 0..<(try reader.count(entrySize: 16)) {
                ranges.append(Range(first: try reader.u32(), last: try reader.u32(), factor: try reader.i32(),
                                    connected: try reader.i32()))
            }
            result.append(try DesignCalibration(design: code == 0 ? .text : .display, weight: weight,
                                                kerning: kerning, ranges: ranges))
        }
        return result
    }
}
