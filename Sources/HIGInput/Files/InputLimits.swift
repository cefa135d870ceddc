/// How much of an input the readers accept. One policy for every format; the table in
/// docs/architecture.md says what each limit guards against.
public struct InputLimits: Hashable, Sendable {
    /// Deepest nesting of elements (XML) a reader follows. Real storyboards nest about 20 deep.
    public var maximumDepth: Int

    public init(maximumDepth: Int = 256) {
        self.maximumDepth = maximumDepth
    }

    public static let `default` = InputLimits()
}
