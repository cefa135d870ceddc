import ArgumentParser

/// `--format` of the commands that print a listing rather than a report: `rules`, `explain`,
/// `baseline compare`.
enum ListingFormat: String, CaseIterable, CaseArgument {
    case text, json
}
