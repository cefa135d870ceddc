import HIGModel

/// A configuration or baseline file that cannot be used: the same compiler-style error as a
/// broken dump.
public typealias ConfigurationError = SourceError

/// `; did you mean 'x'?` when a candidate is close enough, else nothing.
func didYouMean(_ word: String, in candidates: [String]) -> String {
    closestMatch(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
}
