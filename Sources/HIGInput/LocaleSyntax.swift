/// The shape every locale identifier the tool reads must have, wherever it comes from (a dump,
/// a string catalog, a `.lproj` folder name, `--locales`, the configuration): a BCP 47 tag or
/// its `_` spelling — a language of 2–3 letters (or `und`, or 5–8 letters), then subtags of
/// 1–8 ASCII letters or digits, at most 64 characters in all.
///
/// Locales end up in messages, file names of reports and ICU calls: an empty name, a path
/// such as `../../etc`, or a bidi control is refused where it is read, with its position.
public enum LocaleSyntax {
    public static let maximumLength = 64

    public static func isWellFormed(_ text: String) -> Bool {
        guard !text.isEmpty, text.utf8.count <= maximumLength else { return false }
        let parts = text.utf8.split(omittingEmptySubsequences: false) { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }
        guard let language = parts.first, (2...3).contains(language.count) || (5...8).contains(language.count),
              language.allSatisfy(isLetter) else { return false }
        return parts.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { isLetter($0) || isDigit($0) } }
    }

    /// Whether `<name>.lproj` is a locale's folder. Old projects name folders by language
    /// (`English.lproj`, `German.lproj`); those 5–8-letter names are well formed but name no
    /// language any app localizes into (no 5–8-letter language subtag is registered), and
    /// Xcode's own folders use codes: such a folder is passed over, as docs/localization.md says.
    public static func isLocaleFolderName(_ name: String) -> Bool {
        guard isWellFormed(name) else { return false }
        let language = name.utf8.prefix { $0 != UInt8(ascii: "-") && $0 != UInt8(ascii: "_") }
        return (2...3).contains(language.count)
    }

    /// `'x' is not a locale identifier …`, quoting at most a few dozen characters of it.
    public static func problem(_ text: String) -> String {
        var shown = ""
        for scalar in text.unicodeScalars.prefix(32) {
            shown += scalar.properties.generalCategory == .control || (0x200E...0x206F).contains(scalar.value) || scalar.value == 0xFEFF
                ? "<U+\(String(scalar.value, radix: 16, uppercase: true))>" : String(scalar)
        }
        if text.unicodeScalars.count > 32 { shown += "…" }
        return "'\(shown)' is not a locale identifier (expected a language code and optional subtags, like en, de-CH, zh-Hans, pt_BR)"
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
