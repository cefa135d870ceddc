import SwiftUI

struct FavoritesView: View {
    @State private var favorites: [Place] = []

    var body: some View {
        List {
            ForEach(favorites) { place in
                NavigationLink(value: place) {
                    VStack(alignment: .leading) {
                        Text(place.name)
                        Text(place.address)
                            .font(.subheadline)
                    }
                }
                .swipeActions {
                    Button(role: .destructive) {
                        remove(place)
                    } label: {
                        Label("favorites.remove", systemImage: "trash")
                    }
                    Button("favorites.pin") { pin(place) }
                }
            }
            .onDelete { favorites.remove(atOffsets: $0) }
        }
        .navigationTitle("favorites.title")
    }

    private func remove(_ place: Place) { favorites.removeAll { $0.id == place.id } }
    private func pin(_ place: Place) {}
}
