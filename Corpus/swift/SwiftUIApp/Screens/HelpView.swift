import SwiftUI

enum HelpTopic: CaseIterable, Hashable {
    case gettingStarted, syncing, sharing, troubleshooting

    var title: String {
        switch self {
        case .gettingStarted: String(localized: "help.gettingStarted")
        case .syncing: String(localized: "help.syncing")
        case .sharing: String(localized: "help.sharing")
        case .troubleshooting: String(localized: "help.troubleshooting")
        }
    }
}

struct HelpView: View {
    @Environment(\.openURL) private var openURL

    var body: some View {
        List {
            Section("help.section.topics") {
                ForEach(HelpTopic.allCases, id: \.self) { topic in
                    NavigationLink(topic.title) {
                        HelpArticleView(topic: topic)
                    }
                }
            }
            Section("help.section.contact") {
                Button("help.emailSupport") {
                    openURL(URL(string: "mailto:support@example.com")!)
                }
                Link("help.community", destination: URL(string: "https://example.com/forum")!)
            }
        }
        .navigationTitle("help.title")
    }
}
