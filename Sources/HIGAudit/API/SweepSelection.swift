import Foundation
import HIGInput
import HIGModel

/// Parses what to sweep, as the command line and the configuration file spell it.
public enum SweepSelection {
    /// A content size category by raw value (`accessibilityLarge`) or short name (`AX2`), any case.
    public static func category(named name: String) -> ContentSizeCategory? {
        let lowered = name.lowercased()
        return ContentSizeCategory.allCases.first { $0.rawValue.lowercased() == lowered || $0.shortName.lowercased() == lowered }
    }

    /// The categories one item names: `all`, a single category, or a range `large...AX2`.
    public static func categories(_ item: String) throws(SweepSelectionError) -> [ContentSizeCategory] {
        let text = item.trimmingCharacters(in: .whitespaces)
        if text == "all" { return ContentSizeCategory.allCases }
        if let dots = text.range(of: "...") {
            let low = try named(String(text[..<dots.lowerBound]).trimmingCharacters(in: .whitespaces))
            let high = try named(String(text[dots.upperBound...]).trimmingCharacters(in: .whitespaces))
            guard low <= high else {
                throw SweepSelectionError("size range '\(text)' is reversed; write '\(high.rawValue)...\(low.rawValue)'")
            }
            return ContentSizeCategory.allCases.filter { (low...high).contains($0) }
        }
        return [try named(text)]
    }

    /// Several items, in size order without repeats.
    public static func categories(_ items: [String]) throws(SweepSelectionError) -> [ContentSizeCategory] {
        var chosen: Set<ContentSizeCategory> = []
        for item in items { chosen.formUnion(try categories(item)) }
        return ContentSizeCategory.allCases.filter(chosen.contains)
    }

    private static func named(_ name: String) throws(SweepSelectionError) -> ContentSizeCategory {
        if let category = category(named: name) { return category }
        let names = ContentSizeCategory.allCases.map(\.rawValue)
        let suggestion = closestMatch(to: name, in: names + ContentSizeCategory.allCases.map(\.shortName)).map { "; did you mean '\($0)'?" } ?? ""
        throw SweepSelectionError("unknown content size category '\(name)'\(suggestion) (expected 'all', a name such as large or AX2, or a range such as large...accessibilityLarge)")
    }
}

public struct SweepSelectionError: Error, Equatable, Sendable, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
}
