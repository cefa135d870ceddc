import SwiftUI

struct DevicesView: View {
    @State private var devices: [Device] = []
    @State private var showsAddDevice = false

    var body: some View {
        List {
            Section {
                ForEach(devices) { device in
                    LabeledContent(device.name, value: device.lastSeen)
                }
                .onDelete(perform: forget)
            } header: {
                Text(NSLocalizedString("devices.section.signedIn", comment: "Header above the list of devices"))
            }
            Section {
                Button(NSLocalizedString("devices.add", comment: "Adds a device")) {
                    showsAddDevice = true
                }
            }
        }
        .sheet(isPresented: $showsAddDevice) { AddDeviceView() }
        .navigationTitle(Text("devices.title"))
    }

    private func forget(_ offsets: IndexSet) { devices.remove(atOffsets: offsets) }
}
