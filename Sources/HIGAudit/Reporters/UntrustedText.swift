import HIGModel

/// Helpers for text that comes from the audited files (messages quote the user's own strings,
/// file names come from the repository): nothing in it may move a cursor, reorder what a reader
/// sees, or break out of the field it is printed in.
enum UntrustedText {
    /// Characters no report prints raw: C0 and C1 controls, DEL, the Unicode line and paragraph
    /// separators, and the bidirectional embeddings, overrides and isolates (U+202A–202E,
    /// U+2066–2069) behind "Trojan Source" tricks. U+200E/U+200F marks are harmless and kept.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        LogText.needsEscape(scalar)
    }

    static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// `<U+202E>`: a visible stand-in for a character that must not be printed raw.
    static func visible(_ scalar: Unicode.Scalar) -> String {
        "<U+\(hex4(scalar.value))>"
    }

    /// One line of plain text (`LogText.singleLine`).
    static func singleLine(_ text: String) -> String {
        LogText.singleLine(text)
    }

    /// At most `limit` characters of `text` on one line (`LogText.short`).
    static func short(_ text: String, limit: Int = 40) -> String {
        LogText.short(text, limit: limit)
    }

    /// Workflow commands are recognised at the start of a log line, after optional
    /// whitespace (`::command` and the older `##[command]`); a line of ours must never begin
    /// with either when it starts with text from the audited files.
    static func couldStartWorkflowCommand(_ line: Substring) -> Bool {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        return trimmed.hasPrefix("::") || trimmed.hasPrefix("##[")
    }
}

/// What the command line prints of text it was handed, made as safe as the reports make it.
public enum PrintableText {
    /// One line: controls, line breaks and bidi controls made visible (`<U+202E>`, `↵`).
    public static func singleLine(_ text: String) -> String {
        UntrustedText.singleLine(text)
    }

    /// A JSON document with every character a report never prints raw (`needsEscape`) written
    /// as `\uXXXX`. Such characters only occur inside strings, where the escape means the
    /// same; the parsed value is unchanged.
    public static func json(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: UntrustedText.needsEscape) else { return json }
        var out = ""
        for scalar in json.unicodeScalars {
            if UntrustedText.needsEscape(scalar) {
                out += "\\u" + UntrustedText.hex4(scalar.value)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// At most `limit` characters of a value for an error message, on one line.
    public static func short(_ text: String, limit: Int = 40) -> String {
        UntrustedText.short(text, limit: limit)
    }
}
