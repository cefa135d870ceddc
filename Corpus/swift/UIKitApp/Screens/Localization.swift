import Foundation

/// The app's one way to look a string up.
func tr(_ key: String) -> String {
    NSLocalizedString(key, comment: "")
}

extension String {
    /// `"settings.title".localized`
    var localized: String {
        NSLocalizedString(self, comment: "")
    }
}
