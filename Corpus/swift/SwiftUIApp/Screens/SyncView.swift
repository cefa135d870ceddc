import SwiftUI

struct SyncView: View {
    @AppStorage("syncEnabled") private var syncEnabled = true
    @AppStorage("syncOverCellular") private var syncOverCellular = false
    @AppStorage("syncFrequency") private var frequency = 15

    var body: some View {
        Form {
            Section {
                Toggle(L10n.Sync.icloud, isOn: $syncEnabled)
                Toggle(L10n.Sync.cellular, isOn: $syncOverCellular)
            } footer: {
                Text(L10n.Sync.footer)
            }
            Section {
                Picker(L10n.Sync.frequency, selection: $frequency) {
                    Text(L10n.Sync.Frequency.quarterHour).tag(15)
                    Text(L10n.Sync.Frequency.hourly).tag(60)
                }
                LabeledContent(L10n.Sync.lastSynced, value: lastSyncDescription)
            }
        }
        .navigationTitle(L10n.Sync.title)
    }

    private var lastSyncDescription: String { "—" }
}
