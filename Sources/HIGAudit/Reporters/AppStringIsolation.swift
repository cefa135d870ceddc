import HIGModel

/// Bidi isolation of the app's own strings in reports people read (HTML `<bdi>`, Markdown
/// FSI…PDI). An Arabic or Hebrew string quoted in an English message otherwise takes the
/// neighbouring number and punctuation into its right-to-left run: "'تحديث…' 33.2 pt over"
/// shows as "'33.2 'تحديث… pt over". Isolated, it is laid out on its own and the sentence around
/// it keeps its order (Unicode bidi algorithm, UAX #9, rules X5a–X5c).
enum AppStringIsolation {
    /// U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE: the isolate takes the
    /// direction of the string's first strong character, as `<bdi>` does.
    static let firstStrongIsolate = "\u{2068}"
    static let popDirectionalIsolate = "\u{2069}"

    /// The app's strings a finding's message quotes: the text measured, what the label shows,
    /// a button title. Longest first, so a string that contains another is matched whole.
    static func appStrings(of finding: Finding) -> [String] {
        var strings: [String] = []
        for key in [EvidenceKey.text, .visibleText, .title] {
            if case .string(let value)? = finding[evidence: key], !value.isEmpty, !strings.contains(value) {
                strings.append(value)
            }
        }
        return strings.sorted { $0.count > $1.count }
    }

    /// `message` in runs: the inside of each `'string'` quoting one of `appStrings` is a run
    /// from the app; everything else, the quotes included, is the report's own.
    static func runs(_ message: String, appStrings: [String]) -> [(text: String, fromApp: Bool)] {
        guard !appStrings.isEmpty else { return [(message, false)] }
        var runs: [(text: String, fromApp: Bool)] = []
        var own = ""
        var index = message.startIndex
        scan: while index < message.endIndex {
            if message[index] == "'" {
                let rest = message[message.index(after: index)...]
                for string in appStrings where rest.hasPrefix(string) {
                    let end = rest.index(rest.startIndex, offsetBy: string.count)
                    guard end < message.endIndex, message[end] == "'" else { continue }
                    runs.append((own + "'", false))
                    runs.append((string, true))
                    own = "'"
                    index = message.index(after: end)
                    continue scan
                }
            }
            own.append(message[index])
            index = message.index(after: index)
        }
        if !own.isEmpty { runs.append((own, false)) }
        return runs
    }

    /// `message` escaped by `escape`, each app string's run wrapped by `isolate`.
    static func render(_ message: String, appStrings: [String], escape: (String) -> String, isolate: (String) -> String) -> String {
        runs(message, appStrings: appStrings).map { $0.fromApp ? isolate(escape($0.text)) : escape($0.text) }.joined()
    }

    /// HTML: `<bdi>` around the escaped string.
    static func html(_ escaped: String) -> String { "<bdi>\(escaped)</bdi>" }

    /// Markdown and plain text: FSI before, PDI after the escaped string. The escapers show
    /// any isolate the string itself holds by name, so these are the only ones in the output.
    static func markdown(_ escaped: String) -> String { firstStrongIsolate + escaped + popDirectionalIsolate }
}
