import Foundation
import Testing

/// Reads a file from the test target's `Resources` folder.
func testResource(_ name: String) throws -> String {
    // The copied folder sits at the bundle's top on Linux and under Contents/Resources on macOS;
    // Foundation's resourceURL differs between the two, so try the candidates in turn.
    let bundle = Bundle.module
    let candidates = [bundle.bundleURL, bundle.resourceURL].compactMap { $0 }
        .map { $0.appendingPathComponent("Resources/\(name)") }
    let url = try #require(candidates.first { FileManager.default.fileExists(atPath: $0.path) })
    return try String(contentsOf: url, encoding: .utf8)
}

/// One case of a Unicode break test file: the text and the UTF-16 offsets where it breaks.
struct BreakTestCase {
    var line: Int
    var text: String
    /// Offsets marked "÷", 0 and the end included when the file marks them.
    var breaks: [Int]
}

/// Parses Unicode's `*BreakTest.txt` format: `÷ 0041 × 0308 ÷	# comment`.
func parseBreakTests(_ contents: String) -> [BreakTestCase] {
    var cases: [BreakTestCase] = []
    for (index, rawLine) in contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let data = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let tokens = data.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard !tokens.isEmpty else { continue }
        var scalars = String.UnicodeScalarView()
        var offset = 0
        var breaks: [Int] = []
        for token in tokens {
            if token == "÷" {
                breaks.append(offset)
            } else if token == "×" {
                continue
            } else if let value = UInt32(token, radix: 16), let scalar = Unicode.Scalar(value) {
                scalars.append(scalar)
                offset += scalar.utf16.count
            }
        }
        cases.append(BreakTestCase(line: index + 1, text: String(scalars), breaks: breaks))
    }
    return cases
}
