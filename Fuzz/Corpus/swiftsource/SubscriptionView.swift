import SwiftUI

struct SubscriptionView: View {
    let renewalDate: Date

    var body: some View {
        List {
            planSection
            billingSection
        }
        .navigationTitle("subscription.title")
    }

    @ViewBuilder
    private var planSection: some View {
        Section("subscription.section.plan") {
            Text("subscription.plan.premium")
                .font(.system(size: 17, weight: .semibold))
            Text("Renews on \(renewalDate.formatted(date: .long, time: .omitted))")
                .font(.footnote)
        }
    }

    private var billingSection: some View {
        Section {
            NavigationLink("subscription.changePlan") { PlansView() }
            Button("subscription.restore") { Task { await restore() } }
            Link("subscription.manage", destination: URL(string: "https://apps.apple.com/account/subscriptions")!)
        }
    }

    private func restore() async {}
}
