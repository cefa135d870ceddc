/// Why an input file — a dump, a configuration, a baseline — could not be used. A broken input
/// is an error with a position (exit status 2), never a finding.
public struct SourceError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    /// Nil when the problem is the file as a whole (unreadable, a directory, empty).
    public var position: SourcePosition?
    public var message: String

    public init(file: String, position: SourcePosition?, message: String) {
        self.file = file
        self.position = position
        self.message = message
    }

    /// Compiler style, so editors and CI logs make it clickable: `path:line:col: error: …`.
    public var description: String {
        let place = position.map { "\(LogText.name(file)):\($0.line):\($0.column)" } ?? LogText.name(file)
        return "\(place): error: \(message)"
    }
}

/// A dump that cannot be read.
public typealias DumpError = SourceError
