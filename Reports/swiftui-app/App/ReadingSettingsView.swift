import SwiftUI

struct ReadingSettingsView: View {
    @AppStorage("justify") private var justify = false
    @State private var confirmsReset = false
    let lastSync: Date

    var body: some View {
        List {
            Section("reading.section.layout") {
                Toggle("reading.justify", isOn: $justify)
                NavigationLink("reading.font") { FontPicker() }
                    .lineLimit(1)
            }
            Section {
                Text("Synced \(lastSync.formatted())")
                Button("reading.reset", role: .destructive) { confirmsReset = true }
                    .lineLimit(1)
            } footer: {
                Text("reading.footer")
            }
        }
        .alert("reading.reset.confirm", isPresented: $confirmsReset) {
            Button("reading.reset", role: .destructive) {}
        }
        .navigationTitle("reading.title")
    }
}
