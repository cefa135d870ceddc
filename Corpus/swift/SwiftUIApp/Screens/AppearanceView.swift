import SwiftUI

struct AppearanceView: View {
    @AppStorage("theme") private var theme = "system"
    @AppStorage("boldText") private var boldText = false
    @AppStorage("textScale") private var textScale = 3

    var body: some View {
        List {
            Section("appearance.section.theme") {
                Picker("appearance.theme", selection: $theme) {
                    Text("appearance.theme.system").tag("system")
                    Text("appearance.theme.light").tag("light")
                    Text("appearance.theme.dark").tag("dark")
                }
                .pickerStyle(.navigationLink)
            }
            Section("appearance.section.text") {
                Toggle("appearance.boldText", isOn: $boldText)
                Stepper("appearance.textSize", value: $textScale, in: 1...7)
            }
        }
        .listStyle(.grouped)
        .navigationTitle("appearance.title")
    }
}
