/// Locales committed beside the real ones that are not languages people read: pseudo-locales
/// (Android's and Windows' conventions, which some tools export for iOS too) and the
/// in-context editing locales of translation tools, whose strings are tokens the tool's
/// overlay replaces. Measuring them as languages reports their brackets and tokens as
/// problems.
public enum ArtefactLocales {
    /// `en-XA` (accented, longer), `ar-XB` (mirrored), `en-XB`, `qps-ploc*` (Windows), and
    /// the private-use tags tools use.
    static let pseudoTags: Set<String> = ["en-xa", "ar-xb", "en-xb", "qps-ploc", "qps-ploca", "qps-plocm", "x-pseudo", "zz", "zz-zz"]

    public static func isPseudoTag(_ locale: String) -> Bool {
        pseudoTags.contains(locale.lowercased().replacingUnderscores())
    }

    /// Whether a string is a translation tool's in-context token rather than text: Crowdin's
    /// `crwdns123:0crwdne123:0`, Phrase's `{{__phrase_key__}}`.
    /// Called for every translation of a screen's texts, so it compares bytes: Foundation's
    /// `contains` folds characters and the generic `firstRange(of:)` builds a searcher per call
    /// (each cost a quarter of an audit or more).
    public static func isToolToken(_ string: String) -> Bool {
        var string = string
        return string.withUTF8 { bytes in
            (occurs("crwdns", in: bytes) && occurs("crwdne", in: bytes))
                || (occurs("{{__phrase_", in: bytes) && occurs("__}}", in: bytes))
        }
    }

    private static func occurs(_ needle: StaticString, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = needle.utf8CodeUnitCount
        guard count <= bytes.count else { return false }
        let pattern = needle.utf8Start
        var start = 0
        while start + count <= bytes.count {
            var matched = 0
            while matched < count, bytes[start + matched] == pattern[matched] { matched += 1 }
            if matched == count { return true }
            start += 1
        }
        return false
    }
}

extension String {
    fileprivate func replacingUnderscores() -> String {
        String(map { $0 == "_" ? "-" : $0 })
    }
}
