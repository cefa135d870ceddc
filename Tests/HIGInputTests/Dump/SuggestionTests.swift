import Testing
import HIGInput
import HIGModel

/// `closestMatch` skips candidates that cannot win; it must pick what measuring every one would.
@Suite struct SuggestionTests {
    /// Every candidate measured in full, the first at the least distance kept.
    static func reference(_ word: String, _ candidates: [String]) -> String? {
        func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
            var row = Array(0...b.count)
            for i in a.indices {
                var next = [i + 1]
                for j in b.indices {
                    next.append(min(row[j + 1] + 1, next[j] + 1, row[j] + (a[i] == b[j] ? 0 : 1)))
                }
                row = next
            }
            return row[b.count]
        }
        let lowered = Array(word.lowercased().unicodeScalars)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let d = distance(lowered, Array(candidate.lowercased().unicodeScalars))
            if d < (best?.distance ?? .max) { best = (candidate, d) }
        }
        guard let best else { return nil }
        return best.distance <= max(2, min(lowered.count, best.candidate.count) / 3) ? best.candidate : nil
    }

    @Test func agreesWithMeasuringEveryCandidate() {
        let names = ["preset", "rules", "only_rules", "disabled_rules", "locales", "content_size_categories", "widths",
                     "layout_profile", "include", "exclude", "reports", "fail_on", "suppressions", "x", "", "AX2", "accessibilityLarge", "Ünïcödé"]
        var words = names + ["", "r", "rule", "rulez", "onlyrules", "ONLY_RULES", "dissabled_rules", "xx", "ax3", "accessibilitylarg", "unicode",
                             String(repeating: "a", count: 300), "content_size", "layout", "a" + "include", "😀", "fail-on"]
        // Deterministic variations: each name with one character dropped, doubled or replaced.
        for name in names where name.count > 1 {
            let characters = Array(name)
            for index in stride(from: 0, to: characters.count, by: 3) {
                var dropped = characters; dropped.remove(at: index)
                var doubled = characters; doubled.insert(characters[index], at: index)
                var replaced = characters; replaced[index] = "q"
                words += [String(dropped), String(doubled), String(replaced)]
            }
        }
        for word in words {
            for count in [0, 1, 3, names.count] {
                let candidates = Array(names.prefix(count))
                #expect(closestMatch(to: word, in: candidates) == Self.reference(word, candidates), "\(word) in \(count)")
                #expect(closestMatch(to: word, in: candidates.reversed()) == Self.reference(word, candidates.reversed()), "\(word) in \(count), reversed")
            }
        }
    }
}
