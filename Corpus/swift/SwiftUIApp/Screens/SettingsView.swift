import SwiftUI

struct SettingsView: View {
    @State private var airplaneMode = false
    @AppStorage("wifiEnabled") private var wifiEnabled = true

    var body: some View {
        NavigationStack {
            List {
                Section {
                    NavigationLink {
                        AccountView()
                    } label: {
                        SettingsRow(title: "settings.account", systemImage: "person.crop.circle")
                    }
                }
                Section("settings.section.connectivity") {
                    Toggle(isOn: $airplaneMode) {
                        SettingsRow(title: "settings.airplane", systemImage: "airplane", tint: .orange)
                    }
                    Toggle("settings.wifi", isOn: $wifiEnabled)
                    NavigationLink("settings.bluetooth") {
                        Text("Bluetooth")
                    }
                }
                Section("settings.section.general") {
                    NavigationLink(destination: NotificationsView()) {
                        SettingsRow(title: "settings.notifications", systemImage: "bell.badge", tint: .red)
                    }
                    NavigationLink(destination: AppearanceView()) {
                        SettingsRow(title: "settings.appearance", systemImage: "textformat.size")
                    }
                    NavigationLink(destination: PrivacyView()) {
                        SettingsRow(title: "settings.privacy", systemImage: "hand.raised.fill")
                    }
                }
                Section {
                    NavigationLink("settings.about") { AboutView() }
                }
            }
            .navigationTitle("settings.title")
        }
    }
}
