/// Where a translation stands in its workflow, whatever file said it. String Catalogs write
/// `new`, `needs_review`, `translated`, `stale`; XLIFF 1.2 writes `new`, `needs-translation`,
/// `needs-review-translation`, `needs-adaptation`, `needs-l10n`, `needs-review-adaptation`,
/// `needs-review-l10n`, `translated`, `signed-off`, `final`. Every reader stores the file's own
/// word in `TranslationEntry.state`; the rules read it through this type only.
public enum TranslationState: String, CaseIterable, Sendable {
    /// Not translated yet: the text is a placeholder or a copy of the source.
    case needsTranslation
    /// Translated, but someone has to look at it again (the source changed, or it was
    /// machine-translated or copied).
    case needsReview
    /// Done.
    case translated

    /// The state a file's own word names; nil for words neither format uses.
    public init?(fileState: String) {
        switch fileState.lowercased() {
        case "new", "needs-translation", "needs_translation": self = .needsTranslation
        case "needs_review", "needs-review", "needs-review-translation", "needs-review-adaptation", "needs-review-l10n",
             "needs-adaptation", "needs-l10n", "stale":
            self = .needsReview
        case "translated", "final", "signed-off": self = .translated
        default: return nil
        }
    }

    /// The words people know it by in reports.
    public var phrase: String {
        switch self {
        case .needsTranslation: "not translated yet"
        case .needsReview: "marked for review"
        case .translated: "translated"
        }
    }
}

extension TranslationEntry {
    /// The entry's workflow state, when its file says one.
    public var translationState: TranslationState? {
        state.flatMap(TranslationState.init(fileState:))
    }
}
