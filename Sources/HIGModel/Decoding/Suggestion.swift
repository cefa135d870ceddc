/// The candidate closest to `word` by edit distance, when it is close enough to be a likely typo.
public func closestMatch(to word: String, in candidates: [String]) -> String? {
    let lowered = Array(word.lowercased().unicodeScalars)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
        let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars))
        if distance < (best?.distance ?? .max) { best = (candidate, distance) }
    }
    guard let best else { return nil }
    // A third of the word may differ: "sectionIndex" → "sectionIndexTitles" is not a typo, but
    // "acessoryType" → "accessoryType" is.
    let allowed = max(2, min(lowered.count, best.candidate.count) / 3)
    return best.distance <= allowed ? best.candidate : nil
}

/// Levenshtein distance with two rolling rows.
func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
            current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}
