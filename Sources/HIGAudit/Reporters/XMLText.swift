/// Escaping for the XML reports (JUnit, Checkstyle). Text from the audited files goes into
/// attributes and element content; XML 1.0 cannot carry most control characters even as
/// character references, so those are shown by their visible `<U+XXXX>` name, as the other
/// reports do, and line breaks in attributes become `↵` (a parser would turn a raw one into a
/// space).
enum XMLText {
    /// An attribute value, for use between double quotes.
    static func attribute(_ text: String) -> String {
        escape(UntrustedText.singleLine(text))
    }

    /// Element content made of lines: each line escaped as an attribute is, joined by line feeds.
    static func content(_ lines: [String]) -> String {
        lines.map(attribute).joined(separator: "\n")
    }

    /// `&`, `<`, `>` and `"` as entities (attributes are always in double quotes); the non-characters U+FFFE and U+FFFF, which XML
    /// does not allow, by their visible names.
    private static func escape(_ text: String) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\u{FFFE}", "\u{FFFF}": out += "&lt;U+\(UntrustedText.hex4(scalar.value))&gt;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
}

extension Finding {
    /// The evidence that tells variants of one element apart (`locale=de, contentSizeCategory=AX2`),
    /// for names that must differ between the variants; empty when the rule gives none.
    var identityEvidence: String {
        FindingFingerprint.identityEvidenceKeys.compactMap { key in self[evidence: key].map { "\(key)=\($0)" } }.joined(separator: ", ")
    }
}
