// BarImport test fixture: an excerpt of a real file no one on this project wrote.
// Repository: home-assistant/iOS
// Commit: d722d7811aec72397d05837477c5f146943b6248
// Path: Sources/App/Settings/NFC/NFCTagView.swift (lines 148-182)
// Licence: Apache-2.0
// Kept small (the bar code only); unchanged apart from this header.
struct YamlCodeView: View {
    let yaml: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationView {
            ScrollView {
                Text(yaml)
                    .font(.system(.body, design: .monospaced))
                    .textSelection(.enabled)
                    .padding()
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
            .background(Color(UIColor.secondarySystemBackground))
            .navigationTitle("YAML")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button(L10n.closeLabel) {
                        dismiss()
                    }
                }

                ToolbarItem(placement: .primaryAction) {
                    Button {
                        UIPasteboard.general.string = yaml
                    } label: {
                        Label(L10n.Nfc.Detail.copy, systemSymbol: .docOnDoc)
                    }
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}
