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
    /// Called for every translation of a screen's texts (twice: by the sweep and by the
    /// localization rules), so it compares bytes, in one pass that looks further only at the
    /// bytes the markers start with: Foundation's `contains` folds characters, the generic
    /// `firstRange(of:)` builds a searcher per call, and a pass per marker cost 45 M
    /// instructions of the suite's sweep.
    public static func isToolToken(_ string: String) -> Bool {
        var string = string
        return string.withUTF8 { bytes in
            var crowdinStart = false, crowdinEnd = false, phraseStart = false, phraseEnd = false
            for start in bytes.indices {
                switch bytes[start] {
                case UInt8(ascii: "c"):
                    if !crowdinStart, occurs("crwdns", in: bytes, at: start) { crowdinStart = true }
                    if !crowdinEnd, occurs("crwdne", in: bytes, at: start) { crowdinEnd = true }
                case UInt8(ascii: "{"):
                    if !phraseStart, occurs("{{__phrase_", in: bytes, at: start) { phraseStart = true }
                case UInt8(ascii: "_"):
                    if !phraseEnd, occurs("__}}", in: bytes, at: start) { phraseEnd = true }
                default:
                    continue
                }
                if (crowdinStart && crowdinEnd) || (phraseStart && phraseEnd) { return true }
            }
            return false
        }
    }

    /// Whether `needle` is in `bytes` at `start`.
    private static func occurs(_ needle: StaticString, in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        let count = needle.utf8CodeUnitCount
        guard start + count <= bytes.count else { return false }
        let pattern = needle.utf8Start
        for offset in 0..<count where bytes[start + offset] != pattern[offset] { return false }
        return true
    }
}

extension String {
    fileprivate func replacingUnderscores() -> String {
        String(map { $0 == "_" ? "-" : $0 })
    }
}
