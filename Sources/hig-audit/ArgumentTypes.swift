import ArgumentParser
import Foundation
import HIGAudit
import HIGModel
import TextLayout

/// `--widths 320,375,393`.
struct WidthList: ExpressibleByArgument {
    var points: [Double]

    /// The widths a table can have: above 0 and at most 10,000 points.
    static let range = "above 0 and at most 10000"

    init?(argument: String) {
        guard let list = try? Self.parse(argument) else { return nil }
        self = list
    }

    init(points: [Double]) {
        self.points = points
    }

    /// Comma-separated points, or a usage error naming the range.
    static func parse(_ argument: String) throws -> WidthList {
        var points: [Double] = []
        for item in argument.split(separator: ",", omittingEmptySubsequences: false) {
            let text = item.trimmingCharacters(in: .whitespaces)
            guard let value = Double(text), value.isFinite, value > 0, value <= 10_000 else {
                throw ValidationError("'\(LogText.name(text))' is not a width; expected points \(range), comma-separated, e.g. 320,375,393")
            }
            if !points.contains(value) { points.append(value) }
        }
        return WidthList(points: points)
    }
}

extension ReportRequest: ExpressibleByArgument {
    public init?(argument: String) {
        guard let request = try? Self.parse(argument) else { return nil }
        self = request
    }

    /// `FORMAT=PATH`, or a usage error naming the formats.
    static func parse(_ argument: String) throws -> ReportRequest {
        let formats = ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")
        guard let equals = argument.firstIndex(of: "=") else {
            throw ValidationError("expected FORMAT=PATH, with FORMAT one of \(formats)")
        }
        let name = String(argument[..<equals])
        guard let format = ReportFormat(rawValue: name) else {
            throw ValidationError("unknown format '\(LogText.name(name))' (one of \(formats))")
        }
        let path = String(argument[argument.index(after: equals)...])
        guard !path.isEmpty else { throw ValidationError("no PATH after '\(name)=' (a file, or - for standard output)") }
        return ReportRequest(format: format, path: path)
    }

    public static var defaultCompletionKind: CompletionKind { .file() }
}
extension ReportFormat: CaseArgument {}
extension TrackingMode: CaseArgument {}
extension ProjectConfiguration.LayoutProfile: CaseArgument {}
extension Preset: CaseArgument {}
extension ProjectConfiguration.FailThreshold: CaseArgument {}

/// An option value that is one of a string enum's cases. ArgumentParser's own `allValueStrings`
/// and `allValueDescriptions` for these map the cases through a key path, and the parser asks
/// for them every time it reflects a command (eight times in a `check` run): making the key
/// paths was about 4 M instructions of the bundled example's start-up (BENCHMARKS.md, "Fourth
/// round: start-up"). The same values: each case's raw value, and no descriptions (a case's
/// description is its raw value).
public protocol CaseArgument: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {}

extension CaseArgument {
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }
    public static var allValueDescriptions: [String: String] { [:] }
}

/// Values the shell completion scripts offer (`completion: .list`), kept beside the parsers
/// that accept them.
enum CompletionValues {
    /// `--report FORMAT=PATH`: the format part; the shell completes the path after it.
    static let reportPrefixes = ReportFormat.allCases.map { "\($0.rawValue)=" }
    /// `--sizes`: every category by its short name, and all.
    static let sizes = ["all"] + ContentSizeCategory.allCases.map(\.shortName) + ["large...AX5"]
    /// `--widths`: the common iPhone widths, alone and together.
    static let widths = ["320", "375", "393", "430", "320,375,393,430"]
}
