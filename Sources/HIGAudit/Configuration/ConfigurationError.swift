import HIGInput
import HIGModel

/// A configuration or baseline file that cannot be used: the same compiler-style error as a
/// broken dump.
public typealias ConfigurationError = SourceError

/// `; did you mean 'x'?` when a candidate is close enough, else nothing.
func didYouMean(_ word: String, in candidates: [String]) -> String {
    closestMatch(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
}

/// A value from the file as a message quotes it: one line, at most a few dozen characters
/// (a configuration value may be megabytes long).
func quoted(_ value: String) -> String {
    UntrustedText.short(value)
}
