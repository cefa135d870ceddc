/// Locales committed beside the real ones that are not languages people read: pseudo-locales
/// (Android's and Windows' conventions, which some tools export for iOS too) and the
/// in-context editing locales of translation tools, whose strings are tokens the tool's
/// overlay replaces. Measuring them as languages reports their brackets and tokens as
/// problems.
enum ArtefactLocales {
    /// `en-XA` (accented, longer), `ar-XB` (mirrored), `en-XB`, `qps-ploc*` (Windows), and
    /// the private-use tags tools use.
    static let pseudoTags: Set<String> = ["en-xa", "ar-xb", "en-xb", "qps-ploc", "qps-ploca", "qps-plocm", "x-pseudo", "zz", "zz-zz"]

    static func isPseudoTag(_ locale: String) -> Bool {
        pseudoTags.contains(locale.lowercased().replacingUnderscores())
    }

    /// Whether a string is a translation tool's in-context token rather than text: Crowdin's
    /// `crwdns123:0crwdne123:0`, Phrase's `{{__phrase_key__}}`.
    static func isToolToken(_ string: String) -> Bool {
        if string.contains("crwdns"), string.contains("crwdne") { return true }
        if string.contains("{{__phrase_"), string.contains("__}}") { return true }
        return false
    }
}

extension String {
    fileprivate func replacingUnderscores() -> String {
        String(map { $0 == "_" ? "-" : $0 })
    }
}
