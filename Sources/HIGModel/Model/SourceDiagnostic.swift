/// A position in a named file: where a translation, or a problem with one, is written.
public struct FilePosition: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var position: SourcePosition

    public init(file: String, position: SourcePosition) {
        self.file = file
        self.position = position
    }

    public init(file: String, line: Int, column: Int) {
        self.init(file: file, position: SourcePosition(line: line, column: column))
    }

    public var line: Int { position.line }
    public var column: Int { position.column }

    /// `path:line:col`, the file name escaped as every printed name is (`LogText.name`).
    public var description: String { "\(LogText.name(file)):\(line):\(column)" }
}

/// A problem an input file has, with how much it matters. An error means the file cannot be
/// used as it is (not what Xcode would write or read): a run lists every one and stops, as for
/// a broken dump. A warning is a file that is valid but says something hig-audit does not use or
/// cannot decide (a duplicate key, a width variant): the run goes on. A note says what was read
/// or passed over. `SourceError`, which stops a reader at once, is an error diagnostic.
public struct SourceDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable { case error, warning, note }

    public var file: String
    /// Nil when the problem is the file as a whole (one that is not there, or unreadable).
    public var position: SourcePosition?
    public var severity: Severity
    public var message: String

    public init(file: String, position: SourcePosition?, severity: Severity = .error, message: String) {
        self.file = file
        self.position = position
        self.severity = severity
        self.message = message
    }

    /// A problem at a place in a file.
    public init(_ place: FilePosition, _ severity: Severity = .error, _ message: String) {
        self.init(file: place.file, position: place.position, severity: severity, message: message)
    }

    /// The error a reader threw, as a diagnostic of the same text.
    public init(_ error: SourceError) {
        self.init(file: error.file, position: error.position, severity: .error, message: error.message)
    }

    /// Where it is, when it is at a place in the file.
    public var place: FilePosition? {
        position.map { FilePosition(file: file, position: $0) }
    }

    /// Compiler style, as `SourceError` writes it: `path:line:col: error: …`.
    public var description: String {
        let place = position.map { "\(LogText.name(file)):\($0.line):\($0.column)" } ?? LogText.name(file)
        return "\(place): \(severity.rawValue): \(message)"
    }
}
