import SwiftUI

struct AboutView: View {
    private let buildNumber = Bundle.main.infoDictionary?["CFBundleVersion"] as? String ?? "–"

    var body: some View {
        List {
            Section {
                LabeledContent("about.version", value: "2.4.1")
                LabeledContent("about.build", value: buildNumber)
            }
            Section {
                Link("about.privacyPolicy", destination: URL(string: "https://example.com/privacy")!)
                Link("about.terms", destination: URL(string: "https://example.com/terms")!)
                NavigationLink("about.acknowledgements") {
                    AcknowledgementsView()
                }
            } footer: {
                Text("about.footer")
            }
        }
        .listStyle(.insetGrouped)
        .navigationTitle("about.title")
    }
}

struct AcknowledgementsView: View {
    var body: some View { ScrollView { Text(verbatim: "…") } }
}
