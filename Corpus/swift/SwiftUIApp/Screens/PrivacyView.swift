import SwiftUI

struct PrivacyView: View {
    @AppStorage("shareAnalytics") private var shareAnalytics = false
    @AppStorage("personalizedAds") private var personalizedAds = false

    var body: some View {
        Form {
            Section {
                NavigationLink("privacy.locationServices") { LocationServicesView() }
                NavigationLink("privacy.tracking") { TrackingView() }
            }
            Section {
                Toggle("privacy.shareAnalytics", isOn: $shareAnalytics)
                Toggle("privacy.personalizedAds", isOn: $personalizedAds)
            } footer: {
                Text("privacy.footer")
            }
        }
        .navigationTitle("privacy.title")
    }
}
