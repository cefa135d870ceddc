import SwiftUI

struct AppLanguage: Identifiable, Hashable {
    let name: String
    let code: String
    var id: String { code }
}

struct LanguagePickerView: View {
    @Binding var selection: String

    private let languages = [
        AppLanguage(name: "English", code: "en"),
        AppLanguage(name: "Deutsch", code: "de"),
        AppLanguage(name: "Suomi", code: "fi"),
        AppLanguage(name: "Русский", code: "ru"),
        AppLanguage(name: "日本語", code: "ja"),
    ]

    var body: some View {
        List(languages) { language in
            Button {
                selection = language.code
            } label: {
                HStack {
                    Text(language.name)
                    Spacer()
                    if language.code == selection {
                        Image(systemName: "checkmark")
                    }
                }
            }
        }
        .listStyle(.plain)
        .navigationTitle("language.title")
    }
}
