/// The candidate closest to `word` by edit distance, when it is close enough to be a likely typo.
public func closestMatch(to word: String, in candidates: [String]) -> String? {
    let lowered = Array(word.lowercased().unicodeScalars)
    // No candidate further than this is ever suggested (see `allowed` below), so a distance
    // past it, or not below the best so far, need not be computed: the first candidate at the
    // least distance wins as before, and a long word is not measured against every short name.
    let limit = max(2, lowered.count / 3)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
        let bound = min(limit, (best?.distance ?? .max) - 1)
        let other = Array(candidate.lowercased().unicodeScalars)
        guard abs(lowered.count - other.count) <= bound, let distance = editDistance(lowered, other, atMost: bound) else { continue }
        best = (candidate, distance)
    }
    guard let best else { return nil }
    // A third of the word may differ: "sectionIndex" → "sectionIndexTitles" is not a typo, but
    // "acessoryType" → "accessoryType" is.
    let allowed = max(2, min(lowered.count, best.candidate.count) / 3)
    return best.distance <= allowed ? best.candidate : nil
}

/// Levenshtein distance with two rolling rows, when it is at most `bound`; nil as soon as a row
/// has nothing within the bound (a row's least value never decreases).
func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], atMost bound: Int) -> Int? {
    if a.isEmpty { return b.count <= bound ? b.count : nil }
    if b.isEmpty { return a.count <= bound ? a.count : nil }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        var least = i
        for j in 1...b.count {
            let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
            current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            least = min(least, current[j])
        }
        if least > bound { return nil }
        swap(&previous, &current)
    }
    return previous[b.count] <= bound ? previous[b.count] : nil
}
