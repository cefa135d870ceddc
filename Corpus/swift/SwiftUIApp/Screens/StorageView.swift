import SwiftUI

struct StorageView: View {
    let usage: StorageUsage
    @State private var confirmsClear = false

    var body: some View {
        List {
            Section("storage.section.usage") {
                LabeledContent("storage.photos", value: usage.photos.formatted(.byteCount(style: .file)))
                LabeledContent("storage.documents", value: usage.documents.formatted(.byteCount(style: .file)))
                LabeledContent("storage.cache", value: "\(usage.cacheMegabytes) MB")
            }
            Section {
                Button("storage.clearCache") {
                    confirmsClear = true
                }
            }
        }
        .confirmationDialog("storage.clearCache.confirm", isPresented: $confirmsClear) {
            Button("storage.clearCache", role: .destructive) { usage.clearCache() }
        }
        .navigationTitle("storage.title")
    }
}
