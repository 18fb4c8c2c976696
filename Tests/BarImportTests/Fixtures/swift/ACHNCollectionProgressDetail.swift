// BarImport test fixture: an excerpt of a real file no one on this project wrote.
// Repository: Dimillian/ACHNBrowserUI
// Commit: 7bcb4e383a740fd81ae3ef6498a3f1757de24460
// Path: ACHNBrowserUI/ACHNBrowserUI/views/collection/CollectionProgressDetailView.swift (lines 9-39)
// Licence: Apache-2.0 (LICENSE)
// Unchanged apart from this header (the file's own comment header left out).
import SwiftUI
import Backend
import UI

struct CollectionProgressDetailView: View {
    @EnvironmentObject private var items: Items
        
    var body: some View {
        List {
            ForEach(Category.collectionCategories(), id: \.self) { category in
                NavigationLink(destination: LazyView(ItemsView(category: category))) {
                    CollectionProgressRow(category: category, barHeight: 20)
                }
                .listRowBackground(Color.acSecondaryBackground)
            }
        }
        .navigationBarTitle(Text("Collection Progress"),
                            displayMode: .automatic)
    }
}

struct CollectionProgressDetailView_Previews: PreviewProvider {
    static var previews: some View {
        NavigationView {
            CollectionProgressDetailView()
                .environmentObject(Items.shared)
                .environmentObject(UserCollection.shared)
        }
    }
}
