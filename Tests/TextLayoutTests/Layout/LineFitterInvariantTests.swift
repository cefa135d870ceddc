import Foundation
import Testing
@testable import TextLayout

/// Properties every fit must have, over real strings in 39 locales and every mode, at widths
/// that force wrapping and truncation — with hostile variants (emoji, combining marks, an RTL run
/// prepended; trailing spaces or a second paragraph appended) so offsets, cluster handling and
/// hard breaks are exercised.
@Suite struct LineFitterInvariantTests {
    static func texts() throws -> [(String, String)] {
        var result: [(String, String)] = []
        let lines = try testResource("fidelity-oracle.tsv").split(separator: "\n").filter { !$0.hasPrefix("#") }
        for (index, line) in lines.enumerated() where index % 70 == 0 {
            let fields = line.split(separator: "\t", maxSplits: 4, omittingEmptySubsequences: false)
            guard fields.count == 5 else { continue }
            result.append((String(fields[0]), String(fields[4])))
        }
        return result
    }

    @Test(arguments: [("", ""), ("👨‍👩‍👧 ", ""), ("e\u{301}\u{308}x ", ""), ("שלום ", ""), ("漢字 ", ""),
                      ("", "   "), ("", "\n2")])
    func fitsAreConsistent(prefix: String, suffix: String) throws {
        let fitter = try LineFitter()
        let font = Font.preferred(.body)
        var checked = 0
        for (locale, base) in try Self.texts() {
            let text = prefix + base + suffix
            for width in [30.0, 90.0, 220.0] {
                for lines in [1, 2, 0] {
                    for mode in LineBreakMode.allCases {
                        let constraints = LabelConstraints(width: width, numberOfLines: lines, lineBreakMode: mode,
                                                           locale: locale)
                        let fit = fitter.fit(text, font: font, constraints: constraints)
                        checked += 1
                        #expect(fitter.check(text, font: font, constraints: constraints) == fit.summary)
                        #expect(fit.lineCount == fit.lines.count)
                        if lines > 0 { #expect(fit.lineCount <= lines) }
                        if !fit.isTruncated {
                            #expect(fit.visibleText == text)
                        } else if !text.contains("\n") {
                            // Without hard breaks, only a too-narrow last line hides text.
                            #expect(fit.overflow > 0)
                        }
                        if lines == 0, mode == .byWordWrapping || mode == .byCharWrapping {
                            #expect(!fit.isTruncated)
                        }
                        for line in fit.lines where line.count > 1 {
                            // A line wider than the box holds a single cluster (or an ellipsis
                            // with nothing beside it), never more.
                            #expect(font.width(of: line) <= width + 0.001, "\(text) → \(line) @\(width) \(mode)")
                        }
                        // Visible text is made of whole clusters of the original plus "…".
                        let shown = fit.visibleText.replacingOccurrences(of: "…", with: "")
                        #expect(shown.allSatisfy { text.contains($0) })
                    }
                }
            }
        }
        #expect(checked > 3_000)
    }
}
