// BarImport test fixture: an excerpt of a real file no one on this project wrote.
// Repository: Dimillian/ACHNBrowserUI
// Commit: 7bcb4e383a740fd81ae3ef6498a3f1757de24460
// Path: ACHNBrowserUI/ACHNBrowserUI/views/critters/CrittersListView.swift (lines 9-48)
// Licence: Apache-2.0 (LICENSE)
// Unchanged apart from this header (the file's own comment header left out).
import SwiftUI
import Backend

struct CrittersListView: View {

    // MARK: - Properties

    @EnvironmentObject private var collection: UserCollection

    // MARK: - Public

    var body: some View {
        List {
            if !collection.critters.isEmpty {
                ForEach(collection.critters) { critter in
                    NavigationLink(destination: ItemDetailView(item: critter)) {
                        ItemRowView(displayMode: .large, item: critter)
                    }
                }
            } else {
                MessageView(collectionName: "critters")
            }
        }
        .navigationBarTitle(Text("Critters"), displayMode: .automatic)
    }
}

// MARK: - Preview

#if DEBUG
struct CrittersListView_Previews: PreviewProvider {
    static var previews: some View {
        NavigationView {
            CrittersListView()
        }
        .environmentObject(UserCollection.shared)
    }
}
#endif
