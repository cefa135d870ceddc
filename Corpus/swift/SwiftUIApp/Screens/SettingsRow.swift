import SwiftUI

/// The row every settings list uses: a tinted symbol and a title.
struct SettingsRow: View {
    let title: LocalizedStringKey
    let systemImage: String
    var tint: Color = .blue

    var body: some View {
        Label {
            Text(title)
        } icon: {
            Image(systemName: systemImage)
                .foregroundStyle(tint)
        }
    }
}
