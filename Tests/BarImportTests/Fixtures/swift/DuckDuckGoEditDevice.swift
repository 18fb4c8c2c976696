// BarImport test fixture: an excerpt of a real file no one on this project wrote.
// Repository: duckduckgo/iOS
// Commit: 7b3f6010d27a3a69fe92a2ad698543f2e67c8900
// Path: LocalPackages/SyncUI-iOS/Sources/SyncUI-iOS/Views/Internal/EditDeviceView.swift (lines 22-61)
// Licence: Apache-2.0
// Kept small (the bar code only); unchanged apart from this header.
struct EditDeviceView: View {

    @ObservedObject var model: EditDeviceViewModel

    @Environment(\.presentationMode) var presentation

    var body: some View {
        NavigationView {
            List {
                Section {
                    TextField("", text: $model.name)
                } header: {
                    Text(UserText.editDeviceHeader)
                }
            }
            .applyListStyle()
            .navigationTitle(UserText.editDeviceTitle(model.name))
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button {
                        presentation.wrappedValue.dismiss()
                    } label: {
                        Text(UserText.cancelButton)
                    }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button {
                        model.save()
                        presentation.wrappedValue.dismiss()
                    } label: {
                        Text(UserText.doneButton)
                    }
                }
            }
        }

    }

}
