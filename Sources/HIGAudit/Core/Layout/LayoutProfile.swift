import HIGInput
import HIGModel

/// Every number the cell layout model uses, in one place, each with its source in
/// `uikit-layout.md` and that source's reliability grade: A documented, B read in UIKit's
/// binary, C third-party measurement, D derived, E unsourced estimate (calibrate before
/// trusting it). A profile file can override any of them by name.
public struct LayoutProfile: Hashable, Sendable {
    public var name: String
    public var constants: [String: Double]
    /// Which UIKit generation's fonts and header treatment apply.
    public var generation: Generation

    public enum Generation: String, Sendable, CaseIterable {
        /// iOS 17 and 18: Caption 1 subtitles, uppercased grouped headers.
        case ios18
        /// iOS 26 (Liquid Glass): Subheadline subtitles, headers in emphasized Body, not uppercased.
        case ios26
    }

    public struct Constant: Sendable {
        public var name: String
        public var ios18: Double
        public var ios26: Double
        public var grade: Character
        public var source: String
    }

    /// The constants, their values per generation, grade and source.
    public static let catalog: [Constant] = [
        Constant(name: "compactMargin", ios18: 16, ios26: 16, grade: "B", source: "§4.1 defaultLeadingCellMargin, iPhone; C: SO 29349917"),
        Constant(name: "regularMargin", ios18: 20, ios26: 20, grade: "B", source: "§4.1 wide content margins (regular width)"),
        Constant(name: "narrowTableWidth", ios18: 320, ios26: 320, grade: "B", source: "§4.1 margins forced to 16 pt at or below this width"),
        Constant(name: "readableWidth", ios18: 672, ios26: 672, grade: "C", source: "§4.1 readable content width at Large; scaled with body size at other sizes (E)"),
        Constant(name: "legacyImageToTextPadding", ios18: 15, ios26: 15, grade: "B", source: "§3.1 text x = imageView.maxX + 15"),
        Constant(name: "listImageToTextPadding", ios18: 16, ios26: 16, grade: "B", source: "§3.2 imageToTextPadding"),
        Constant(name: "symbolColumnWidth", ios18: 24, ios26: 24, grade: "B", source: "§4.3 SF Symbol column, scaled by UIFontMetrics(.body)"),
        Constant(name: "accessoryPadding", ios18: 16, ios26: 16, grade: "B", source: "§4.2 defaultAccessoryPadding"),
        Constant(name: "disclosureIndicatorWidth", ios18: 9, ios26: 9, grade: "E", source: "§4.2/§9 chevron.forward ≈ 8–9 pt at Large, scales with body"),
        Constant(name: "checkmarkWidth", ios18: 16, ios26: 16, grade: "E", source: "§4.2/§9 checkmark ≈ 14–17 pt at Large, scales with body"),
        Constant(name: "detailButtonWidth", ios18: 22, ios26: 22, grade: "E", source: "§4.2/§9 info.circle ≈ 22 pt, scales with body"),
        Constant(name: "detailDisclosureSpacing", ios18: 16, ios26: 16, grade: "E", source: "§4.2 info button and chevron side by side; spacing assumed equal to accessory padding"),
        Constant(name: "switchWidth", ios18: 51, ios26: 63, grade: "C", source: "§4.2 UISwitch 51 × 31 (C); iOS 26 ≈ 63 × 28 (E)"),
        Constant(name: "value1Gap", ios18: 6, ios26: 6, grade: "B", source: "§3.1 UITableViewCellLayoutManagerValue1"),
        Constant(name: "value2TitleColumn", ios18: 91, ios26: 91, grade: "B", source: "§3.1 UITableViewCellLayoutManagerValue2"),
        Constant(name: "value2Gap", ios18: 6, ios26: 6, grade: "B", source: "§3.1 UITableViewCellLayoutManagerValue2"),
        Constant(name: "valueCellHorizontalPadding", ios18: 8, ios26: 8, grade: "B", source: "§3.2 textToSecondaryTextHorizontalPadding"),
        Constant(name: "sectionIndexWidth", ios18: 16, ios26: 16, grade: "E", source: "§4.6 _UIDefaultIndexBarWidth ≈ 15–16 pt (or the widest title)"),
        Constant(name: "editingControlWidth", ios18: 47, ios26: 47, grade: "E", source: "§4.6 minus.circle.fill + padding ≈ 22 + 25"),
        Constant(name: "swipeButtonMinimumWidth", ios18: 74, ios26: 74, grade: "B", source: "§4.6 UISwipeActionStandardButton clamp"),
        Constant(name: "swipeButtonMaximumWidth", ios18: 120, ios26: 120, grade: "B", source: "§4.6 UISwipeActionStandardButton clamp"),
        Constant(name: "swipeButtonPadding", ios18: 6, ios26: 6, grade: "B", source: "§4.6 content padding each side"),
        Constant(name: "swipeTitlePointSize", ios18: 15, ios26: 15, grade: "B", source: "§4.6 system font 11–15 pt; the largest is assumed"),
        Constant(name: "swipeTitleLines", ios18: 2, ios26: 2, grade: "B", source: "§4.6 max 2 lines"),
        Constant(name: "minimumTouchTarget", ios18: 44, ios26: 44, grade: "A", source: "HIG Accessibility: 44 × 44 pt hit regions"),
    ]

    public static func builtIn(_ generation: Generation) -> LayoutProfile {
        var constants: [String: Double] = [:]
        for constant in catalog {
            constants[constant.name] = generation == .ios18 ? constant.ios18 : constant.ios26
        }
        return LayoutProfile(name: generation.rawValue, constants: constants, generation: generation)
    }

    public static let ios18 = builtIn(.ios18)
    public static let ios26 = builtIn(.ios26)

    public subscript(_ name: String) -> Double {
        guard let value = constants[name] else { preconditionFailure("unknown layout constant '\(name)'") }
        return value
    }

    /// A profile with some constants replaced, e.g. from a calibration file.
    public func overriding(_ values: [String: Double]) throws(LayoutProfileError) -> LayoutProfile {
        var copy = self
        for (name, value) in values.sorted(by: { $0.key < $1.key }) {
            guard constants[name] != nil else {
                throw .unknownConstant(name, suggestion: closestMatch(to: name, in: constants.keys.sorted()))
            }
            guard value.isFinite, value >= 0, value <= 10_000 else { throw .badValue(name, value) }
            copy.constants[name] = value
        }
        return copy
    }
}

extension LayoutProfile {
    /// Reads the file a team writes to calibrate the model: `{"base": "ios26", "constants":
    /// {"switchWidth": 63}}`. Constants it leaves out keep the base profile's values. A file
    /// over `maxBytes` is refused before it is read; every error has the file, line and column.
    public static func load(path: String, maxBytes: Int = DumpLoader.defaultMaxBytes) throws(SourceError) -> LayoutProfile {
        try read(DumpLoader.readFile(path: path, maxBytes: maxBytes, kind: .layoutProfile), file: path)
    }

    /// A profile from a file's bytes, with the JSON reader every JSON input shares.
    public static func read(_ bytes: [UInt8], file: String) throws(SourceError) -> LayoutProfile {
        let expected = "a layout profile, a JSON object like {\"base\": \"ios26\", \"constants\": {\"switchWidth\": 63}}"
        let root = try JSONNode.parse(bytes, file: file, expected: expected)
        func fail(_ position: SourcePosition, _ message: String) -> SourceError {
            SourceError(file: file, position: position, message: message)
        }
        guard root.isObject else { throw fail(root.position, "expected \(expected), found \(root.typeName)") }
        var base = Generation.ios18
        var overrides: [(member: JSONMember, value: Double)] = []
        for member in root.members {
            let value = member.value
            switch member.key {
            case "base":
                if case .null = value.kind { continue }
                guard let name = value.string, let generation = Generation(rawValue: name) else {
                    let names = Generation.allCases.map(\.rawValue).joined(separator: " or ")
                    throw fail(value.position, "expected \(names) for 'base', found " + (value.string.map { "'\(quoted($0))'" } ?? value.typeName))
                }
                base = generation
            case "constants":
                if case .null = value.kind { continue }
                guard value.isObject else { throw fail(value.position, "expected an object of constants for 'constants', found \(value.typeName)") }
                for constant in value.members {
                    guard let number = constant.value.number else {
                        throw fail(constant.value.position, "expected a number of points for '\(quoted(constant.key))', found \(constant.value.typeName)")
                    }
                    overrides.append((constant, number))
                }
            default:
                throw fail(member.keyPosition, "unknown key '\(quoted(member.key))' in a layout profile" + didYouMean(member.key, in: ["base", "constants"]) + " (valid keys: base, constants)")
            }
        }
        var profile = builtIn(base)
        for (member, value) in overrides {
            do {
                profile = try profile.overriding([member.key: value])
            } catch {
                let position = if case .unknownConstant = error { member.keyPosition } else { member.value.position }
                throw fail(position, error.description)
            }
        }
        profile.name = file
        return profile
    }
}

public enum LayoutProfileError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownConstant(String, suggestion: String?)
    case badValue(String, Double)

    public var description: String {
        switch self {
        case .unknownConstant(let name, let suggestion):
            "unknown layout constant '\(quoted(name))'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .badValue(let name, let value):
            "layout constant '\(name)' must be a finite number from 0 to 10000, not \(value)"
        }
    }
}

extension LayoutProfile {
    /// The constants as a Markdown table, for docs/layout-model.md (kept current by a test).
    public static func catalogMarkdown() -> String {
        var out = "| constant | iOS 17/18 | iOS 26 | grade | source |\n|---|---|---|---|---|\n"
        for constant in catalog {
            out += "| `\(constant.name)` | \(formatPoints(constant.ios18)) | \(formatPoints(constant.ios26)) | \(constant.grade) | \(constant.source) |\n"
        }
        return out
    }

    private static func formatPoints(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
