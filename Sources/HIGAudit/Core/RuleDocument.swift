/// A parsed `Rules/<id>.md`: its front matter (the rule's metadata, mirrored from the code),
/// its Markdown body and its runnable examples.
public struct RuleDocument: Sendable {
    /// `key: value` lines between the opening and closing `---`.
    public var metadata: [String: String]
    /// The Markdown after the front matter.
    public var body: String
    public var examples: [Example]

    public struct Example: Sendable {
        public enum Expectation: String, Sendable {
            case passing, failing
        }

        public var expectation: Expectation
        /// The fenced JSON: a screen object, with `↓` markers before the elements a failing
        /// example expects findings at.
        public var source: String
        /// 1-based line in the doc of the example's first JSON line.
        public var firstLine: Int
    }

    public init(parsing text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var metadata: [String: String] = [:]
        var bodyStartLine = 0
        if lines.first == "---", let close = lines.dropFirst().firstIndex(of: "---") {
            for line in lines[1..<close] {
                guard let colon = line.firstIndex(of: ":") else { continue }
                let key = line[..<colon].trimmingCharacters(in: " ")
                let value = line[line.index(after: colon)...].trimmingCharacters(in: " ")
                metadata[key] = value
            }
            bodyStartLine = close + 1
        }
        self.metadata = metadata
        body = lines[bodyStartLine...].joined(separator: "\n").trimmingLeadingNewlines()

        var examples: [Example] = []
        var index = bodyStartLine
        while index < lines.count {
            let line = lines[index]
            if line.hasPrefix("```json "), let expectation = Example.Expectation(rawValue: String(line.dropFirst(8)).trimmingCharacters(in: " ")) {
                let start = index + 1
                var end = start
                while end < lines.count, lines[end] != "```" { end += 1 }
                examples.append(Example(expectation: expectation, source: lines[start..<end].joined(separator: "\n"), firstLine: start + 1))
                index = end
            }
            index += 1
        }
        self.examples = examples
        lines.removeAll()
    }
}

extension RuleDescription {
    /// The front matter a rule's doc must carry, derived from the rule's own declaration.
    public var documentMetadata: [String: String] {
        [
            "id": id,
            "name": name,
            "title": title,
            "severity": defaultSeverity.rawValue,
            "guideline": guideline.title,
            "guideline-url": guideline.url,
        ]
    }
}

extension StringProtocol {
    func trimmingCharacters(in character: Character) -> String {
        var slice = Substring(self)
        while slice.first == character { slice = slice.dropFirst() }
        while slice.last == character { slice = slice.dropLast() }
        return String(slice)
    }

    func trimmingLeadingNewlines() -> String {
        String(drop { $0 == "\n" })
    }
}
