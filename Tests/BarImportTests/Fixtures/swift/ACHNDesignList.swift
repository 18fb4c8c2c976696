// BarImport test fixture: an excerpt of a real file no one on this project wrote.
// Repository: Dimillian/ACHNBrowserUI
// Commit: 7bcb4e383a740fd81ae3ef6498a3f1757de24460
// Path: ACHNBrowserUI/ACHNBrowserUI/views/design/DesignListView.swift (lines 9-80)
// Licence: Apache-2.0 (LICENSE)
// Unchanged apart from this header (the file's own comment header left out).
import SwiftUI
import SwiftUIKit

struct DesignListView: View {

    // MARK: - Properties

    @ObservedObject private var viewModel: DesignListViewModel
    @State private var sheet: Sheet.SheetType?
    @State private var isEditing = false

    // MARK: - Life cycle

    init(viewModel: DesignListViewModel = DesignListViewModel()) {
        self.viewModel = viewModel
    }

    // MARK: - Public

    var body: some View {
        List {
            Button(action: {
                self.sheet = .designForm(editingDesign: nil)
            }, label: {
                Text("Add Creator/Design Item")
                    .foregroundColor(.acHeaderBackground)
            })

            ForEach(viewModel.designs) { design in
                DesignRowView(viewModel: DesignRowViewModel(design: design))
                    .contentShape(Rectangle())
                    .onTapGesture {
                        if self.isEditing {
                            self.sheet = .designForm(editingDesign: design)
                        }
                    }
            }.onDelete { indexes in
                self.viewModel.deleteDesign(at: indexes.first!)
            }
        }
        .navigationBarTitle(Text("Designs"), displayMode: .automatic)
        .navigationBarItems(trailing: self.makeNavigationBarItems() )
        .sheet(item: $sheet, content: { Sheet(sheetType: $0) })
        .environment(\.editMode, .constant(self.isEditing ? .active : .inactive))
    }

    // MARK: - Private

    private func makeNavigationBarItems() -> some View {
        Button(action: {
            self.isEditing.toggle()
        }, label: {
            Image(systemName: isEditing ? "pencil.circle.fill" : "pencil.circle")
                .style(appStyle: .barButton)
        })
        .buttonStyle(BorderedBarButtonStyle())
        .accentColor(Color.acText.opacity(0.2))
    }
}

// MARK: - Preview

#if DEBUG
struct DesignListView_Previews: PreviewProvider {
    static var previews: some View {
        NavigationView {
            DesignListView()
        }
    }
}
#endif
