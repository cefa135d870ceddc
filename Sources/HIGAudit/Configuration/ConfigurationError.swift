import HIGModel

/// Why a configuration or baseline file could not be used. Like a broken dump, it is an error
/// with a position (exit status 2), never a finding.
public struct ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    /// Nil when the problem is the file as a whole (unreadable, empty).
    public var position: SourcePosition?
    public var message: String

    public init(file: String, position: SourcePosition?, message: String) {
        self.file = file
        self.position = position
        self.message = message
    }

    /// Compiler style, so editors and CI logs make it clickable: `path:line:col: error: …`.
    public var description: String {
        let place = position.map { "\(file):\($0.line):\($0.column)" } ?? file
        return "\(place): error: \(message)"
    }
}

/// `; did you mean 'x'?` when a candidate is close enough, else nothing.
func didYouMean(_ word: String, in candidates: [String]) -> String {
    closestMatch(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
}
