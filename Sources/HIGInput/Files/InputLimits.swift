/// How much of an input the readers accept. One policy for every format, stated in one table
/// in docs/robustness.md ("Input limits"): the file size, the nesting depth, byte-order marks
/// and duplicate keys.
public struct InputLimits: Hashable, Sendable {
    /// Largest file read, in bytes (`--max-file-size`). Dumps of a few thousand rows are a few
    /// megabytes; the limit stops a wrong path (a disk image, a log) from being read whole.
    public var maximumFileSize: Int
    /// Deepest nesting a reader follows: JSON objects and arrays, XML elements, YAML
    /// collections. Real files nest far less (a dump about ten levels, a storyboard about
    /// twenty); a guard, not a feature.
    public var maximumDepth: Int

    public init(maximumFileSize: Int = 128 << 20, maximumDepth: Int = 256) {
        self.maximumFileSize = maximumFileSize
        self.maximumDepth = maximumDepth
    }

    public static let `default` = InputLimits()
}
