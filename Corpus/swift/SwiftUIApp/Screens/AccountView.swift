import SwiftUI

struct AccountView: View {
    @Environment(AccountStore.self) private var account
    @State private var showsSignOut = false
    @State private var showsDeleteAccount = false

    var body: some View {
        Form {
            Section("account.section.profile") {
                LabeledContent("account.name", value: account.displayName)
                LabeledContent("account.email", value: account.email)
                NavigationLink("account.changePassword") {
                    ChangePasswordView()
                }
            }
            Section {
                Button("account.signOut", role: .destructive) {
                    showsSignOut = true
                }
                Button(role: .destructive) {
                    showsDeleteAccount = true
                } label: {
                    Text("account.delete")
                }
            } footer: {
                Text("account.delete.footer")
            }
        }
        .alert("account.signOut.confirm", isPresented: $showsSignOut) {
            Button("account.signOut", role: .destructive) { account.signOut() }
        }
        .sheet(isPresented: $showsDeleteAccount) {
            DeleteAccountView()
        }
        .navigationTitle("account.title")
    }
}
