/// The one escaping every line printed for a person goes through: diagnostics, notes, warnings
/// and errors on standard error, in and out of GitHub Actions. File and folder names come from
/// the checkout, which a pull request controls, so nothing in them may move a cursor, reorder
/// what a reader sees, start a line of its own, or be read by a CI runner as a workflow command
/// (`::error::…`, `::add-mask::…`, `::stop-commands::…`, `##[…]`).
///
/// The findings' reports use the same rules (`UntrustedText` in HIGAudit defers to
/// `needsEscape` here); a name shows as `<U+001B>` where it held an escape character.
public enum LogText {
    /// Characters no line prints raw: C0 and C1 controls, DEL, the Unicode line and paragraph
    /// separators, the byte-order mark, and the bidirectional embeddings, overrides and isolates
    /// (U+202A–202E, U+2066–2069) behind "Trojan Source" tricks. U+200E/U+200F marks are
    /// harmless and kept.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }

    /// `<U+001B>`: the visible stand-in for a character that must not be printed raw.
    public static func visible(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "<U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ">"
    }

    /// A name (a path, a folder, a key) inside a message: every character `needsEscape` names,
    /// line breaks and tabs included, shown by name, so the message stays on its line.
    public static func name(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) { out += visible(scalar) } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }

    /// One line of plain text: line breaks become `↵`, tabs a space, and every other escaped
    /// character its visible `<U+XXXX>` name.
    public static func singleLine(_ text: String) -> String {
        // Every character the loop below changes is one `needsEscape` names (line breaks and
        // tabs are controls): most text has none and is returned as it is, not rebuilt scalar
        // by scalar (a report's every line goes through here).
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            switch scalar {
            case "\n" where previousWasCR: continue
            case "\r", "\n", "\u{2028}", "\u{2029}", "\u{85}": result += "↵"
            case "\t": result += " "
            default:
                if needsEscape(scalar) { result += visible(scalar) } else { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }

    /// At most `limit` characters of `text` on one line, `…` marking a cut: how an error
    /// message quotes a value it was handed, which may be megabytes long.
    public static func short(_ text: String, limit: Int = 40) -> String {
        var prefix = ""
        var count = 0
        for character in text {
            if count == limit { return singleLine(prefix) + "…" }
            prefix.append(character)
            count += 1
        }
        return singleLine(prefix)
    }

    /// A message as printed: each of its lines (the message's own line feeds separate them)
    /// made safe by `line`.
    public static func lines(_ message: String) -> String {
        // Most messages (a run's thousands of notes) have nothing `line` would change: checked
        // byte by byte, they are printed as they are, not split and joined again.
        if isPrintedAsIs(message) { return message }
        return message.split(separator: "\n", omittingEmptySubsequences: false).map { line(String($0)) }.joined(separator: "\n")
    }

    /// Whether `line` leaves every line of `message` as it is, known from its bytes alone:
    /// ASCII with no control character but tabs and line feeds, no DEL, no `%`, and no line
    /// whose first character after blanks is `:` or `#`. Stricter than `line`, never looser:
    /// anything else takes the path through `line`.
    static func isPrintedAsIs(_ message: String) -> Bool {
        var message = message
        return message.withUTF8 { bytes in
            var atLineStart = true
            for byte in bytes {
                if byte == UInt8(ascii: "\n") {
                    atLineStart = true
                    continue
                }
                if byte >= 0x7F || (byte < 0x20 && byte != UInt8(ascii: "\t")) || byte == UInt8(ascii: "%") { return false }
                if atLineStart {
                    if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { continue }
                    if byte == UInt8(ascii: ":") || byte == UInt8(ascii: "#") { return false }
                    atLineStart = false
                }
            }
            return true
        }
    }

    /// One printed line: characters `needsEscape` names shown by name (a carriage return too,
    /// which would let the rest of the line overwrite its start); a line that a runner would read
    /// as a workflow command (`::`, `##[` after optional blanks) has its first character shown
    /// by name; and the `%0A`, `%0D`, `%25` a runner decodes inside a command have their `%`
    /// shown by name, so no text of ours can become a command's continuation either.
    public static func line(_ text: String) -> String {
        // What the loop below changes: characters `needsEscape` names but tabs, a `%` (before
        // `0A`, `0D`, `25`), and the first character of a `::` or `##[` after blanks. Text with
        // none of them is returned as it is.
        let afterBlanks = text.unicodeScalars.drop { $0 == " " || $0 == "\t" }
        if !afterBlanks.starts(with: "::".unicodeScalars), !afterBlanks.starts(with: "##[".unicodeScalars),
           !text.unicodeScalars.contains(where: { ($0 != "\t" && needsEscape($0)) || $0 == "%" }) {
            return text
        }
        var out = ""
        var scalars = Array(text.unicodeScalars)
        // A leading `::` or `##[`, after spaces and tabs, is what the runner looks for.
        var start = 0
        while start < scalars.count, scalars[start] == " " || scalars[start] == "\t" { start += 1 }
        let rest = scalars[start...]
        let startsCommand = rest.starts(with: [":", ":"]) || rest.starts(with: ["#", "#", "["])
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if index == start, startsCommand {
                out += visible(scalar)
            } else if needsEscape(scalar) && scalar != "\t" {
                out += visible(scalar)
            } else if scalar == "%", index + 2 < scalars.count, isDecodedByRunner(scalars[index + 1], scalars[index + 2]) {
                out += visible(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
            index += 1
        }
        scalars.removeAll()
        return out
    }

    /// `0A`, `0D`, `25` (either case): the escapes the Actions runner decodes in a command.
    private static func isDecodedByRunner(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> Bool {
        let pair = String(first).uppercased() + String(second).uppercased()
        return pair == "0A" || pair == "0D" || pair == "25"
    }
}
