import SwiftUI

enum NotificationKind: String, CaseIterable, Identifiable {
    case messages, mentions, reminders, news

    var id: String { rawValue }

    var title: LocalizedStringKey {
        switch self {
        case .messages: "notifications.kind.messages"
        case .mentions: "notifications.kind.mentions"
        case .reminders: "notifications.kind.reminders"
        case .news: "notifications.kind.news"
        }
    }
}

struct NotificationsView: View {
    @State private var enabled: Set<NotificationKind> = [.messages]
    @State private var sound = "Chime"

    var body: some View {
        List {
            Section {
                ForEach(NotificationKind.allCases) { kind in
                    Toggle(kind.title, isOn: binding(for: kind))
                }
            } header: {
                Text("notifications.section.allow")
            }
            Section {
                Picker("notifications.sound", selection: $sound) {
                    Text("Chime").tag("Chime")
                    Text("Bell").tag("Bell")
                }
            }
        }
        .navigationTitle("notifications.title")
    }

    private func binding(for kind: NotificationKind) -> Binding<Bool> {
        Binding(get: { enabled.contains(kind) }, set: { if $0 { enabled.insert(kind) } else { enabled.remove(kind) } })
    }
}
